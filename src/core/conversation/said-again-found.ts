/**
 * At search time, the found excerpts that a newer one says again are left out: an excerpt of another,
 * newer session, or one of Claude's from a later turn of the same session (what a later live Stop said,
 * which that Stop's batch could not compare with the earlier one). Coverage is the IDF-weighted share of
 * the older excerpt's terms (`subjectTerms`) the newer one holds, at least `SUPERSEDED_AT`, as at import
 * (said-supersede.ts); IDF over the found excerpts: ln((n + 1) / (df + 0.5)).
 */
import type { SaidRole } from "./excerpts.js";
import { SUPERSEDED_AT, subjectTerms } from "./said-supersede.js";

/** An excerpt a search found: its session, when it was said, its text; who said it and in which turn, when known. */
export interface FoundExcerpt {
  sessionId: string;
  ts: string;
  text: string;
  role?: SaidRole;
  turn?: number;
}

/** True when `newer` may stand for `older` (see the module comment): another session, or a later turn of Claude's. */
function mayStandFor(newer: FoundExcerpt, older: FoundExcerpt): boolean {
  if (newer.ts <= older.ts) return false;
  if (newer.sessionId !== older.sessionId) return true;
  return (
    older.role === "assistant" &&
    newer.role === "assistant" &&
    older.turn !== undefined &&
    newer.turn !== undefined &&
    newer.turn > older.turn
  );
}

/**
 * `found` without the excerpts a newer session or a later turn of Claude's says again (see the module comment);
 * `of` reads the excerpt of an item. Order is kept.
 */
export function olderSaidAgain<T>(found: readonly T[], of: (x: T) => FoundExcerpt): T[] {
  if (found.length < 2) return [...found];
  const items = found.map((x) => ({ x, e: of(x), terms: subjectTerms(of(x).text) }));
  const df = new Map<string, number>();
  for (const i of items) for (const t of i.terms) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log((items.length + 1) / ((df.get(t) ?? 0) + 0.5));
  return items
    .filter((i) => {
      const whole = [...i.terms].reduce((s, t) => s + idf(t), 0);
      if (whole <= 0) return true;
      return !items.some(
        (n) =>
          mayStandFor(n.e, i.e) &&
          [...i.terms].reduce((s, t) => s + (n.terms.has(t) ? idf(t) : 0), 0) / whole >= SUPERSEDED_AT,
      );
    })
    .map((i) => i.x);
}
