/**
 * What the last turn changed when the user stopped it ("[Request interrupted by user]") and the
 * session ended there: Claude never described that work, so the summary says it from the edits'
 * own evidence — per file, the names its edits added and removed (core/capture/edit-gist). Pure.
 */
import { gistOf } from "./edit-gist.js";
import { type ActivityEvent, INTERRUPTED } from "./events.js";
import { isMachinePrompt } from "./session-sources.js";

/** Most files, and names per file and direction, the line shows. */
const MAX_FILES = 4;
const MAX_NAMES = 8;

const nameOf = (file: string) => file.replaceAll("\\", "/").split("/").at(-1) ?? file;

/**
 * `globals.css (added --green, --yellow / removed --red); HistoryLog.tsx (added …)` for the edits of
 * the session's last turn when the session's last stop is an interrupt, else null. A name a later
 * edit of the same file took back counts neither way.
 */
export function stoppedEdits(events: readonly ActivityEvent[]): string | null {
  const lastStop = events.findLast((e) => e.kind === "stop");
  if (lastStop?.detail !== INTERRUPTED) return null;
  const start = events.findLastIndex((e) => e.kind === "prompt" && !!e.detail && !isMachinePrompt(e.detail));
  const byFile = new Map<string, { added: Set<string>; removed: Set<string> }>();
  for (const e of events.slice(start + 1)) {
    const gist = e.kind === "tool" && e.ok === true ? gistOf(e.detail) : null;
    const file = e.files[0];
    if (!gist || !file) continue;
    const names = byFile.get(file) ?? { added: new Set<string>(), removed: new Set<string>() };
    byFile.set(file, names);
    for (const n of gist.added) names.removed.delete(n) || names.added.add(n);
    for (const n of gist.removed) names.added.delete(n) || names.removed.add(n);
  }
  const shown = [...byFile].filter(([, n]) => n.added.size + n.removed.size > 0).slice(0, MAX_FILES);
  if (shown.length === 0) return null;
  const list = (word: string, names: Set<string>) =>
    names.size === 0
      ? []
      : [`${word} ${[...names].slice(0, MAX_NAMES).join(", ")}${names.size > MAX_NAMES ? ", …" : ""}`];
  return shown
    .map(
      ([file, n]) =>
        `${nameOf(file)} (${[...list("added", n.added), ...list("removed", n.removed)].join(" / ")})`,
    )
    .join("; ");
}
