/**
 * Which notes matter most right now: notes whose covers match files of recent work (recent sessions
 * weigh more: weight 1/(1+i) for the i-th most recent session), then the most recently updated, then
 * by topic. Pure.
 */
import { coversMatcher } from "./covers.js";
import type { IndexedTopic } from "./index-render.js";

/** Files touched by one session, most recent session first. */
export type RecentWork = readonly (readonly string[])[];

export function rankNotes<T extends IndexedTopic>(notes: readonly T[], recent: RecentWork): T[] {
  const score = new Map<string, number>();
  for (const n of notes) {
    const match = coversMatcher(n.covers);
    let s = 0;
    recent.forEach((files, i) => {
      if (files.some((f) => match(f))) s += 1 / (1 + i);
    });
    score.set(n.topic, s);
  }
  return [...notes].sort(
    (a, b) =>
      (score.get(b.topic) ?? 0) - (score.get(a.topic) ?? 0) ||
      (b.updated ?? "").localeCompare(a.updated ?? "") ||
      (a.topic < b.topic ? -1 : a.topic > b.topic ? 1 : 0),
  );
}
