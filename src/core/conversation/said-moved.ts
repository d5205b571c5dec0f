/**
 * Files a session moved away: the sources of its successful moves (`mv`, `git mv`, `Move-Item`, `ren`:
 * core/capture/session-files.ts `movedTargets`), by base name, with when. A message that named such a
 * file before the move (a folder listing, "the guide is in `setup.md`") says where it no longer is:
 * core/conversation/said-truth.ts leaves those lines out. Unlike a deletion, a move is never a tool
 * regenerating its output, so a file the session did not write counts too. A file written again under
 * its old name after the move is back, and no longer counts. Pure.
 */
import type { ActivityEvent } from "../capture/events.js";
import { movedTargets } from "../capture/session-files.js";

/** A file moved away at `ts` (its lowercased base name). */
export interface Moved {
  readonly ts: string;
  readonly name: string;
}

const base = (p: string) =>
  (p.replaceAll("\\", "/").replace(/\/+$/, "").split("/").at(-1) ?? "").toLowerCase();

/** The files `events` (time order) moved away and did not write again under the same name. */
export function movedAway(events: readonly ActivityEvent[]): Moved[] {
  const out: Moved[] = [];
  for (const e of events) {
    if (e.kind !== "tool" || e.ok !== true) continue;
    if (!e.command) {
      const written = new Set(e.files.map(base));
      // written again after its move: the name holds again
      for (let i = out.length - 1; i >= 0; i--) if (written.has((out[i] as Moved).name)) out.splice(i, 1);
      continue;
    }
    for (const t of movedTargets(e.command)) {
      const name = base(t);
      // a file by a base name with an extension (not a folder, not a glob)
      if (/^[^*?]+\.[\w-]+$/.test(name) && name.length >= 5) out.push({ ts: e.ts, name });
    }
  }
  return out;
}

/**
 * True when `line` names one of the `moved` files, moved (or deleted, reverted: said-truth.ts passes
 * those too) after `ts` — a base name as a whole word.
 */
export function namesMoved(line: string, ts: string, moved: readonly Moved[]): boolean {
  if (moved.length === 0) return false;
  const lower = line.toLowerCase();
  return moved.some(
    (d) =>
      d.ts > ts &&
      lower.includes(d.name) &&
      new RegExp(`(?:^|[^\\w.-])${d.name.replace(/[.+^${}()|[\]\\*?]/g, "\\$&")}(?![\\w-])`).test(lower),
  );
}

/** `text`, said at `ts`, without its lines that name a file a later command moved away (see the module comment). */
export function withoutMovedLines(text: string, ts: string, moved: readonly Moved[]): string {
  if (!moved.some((d) => d.ts > ts)) return text;
  return text
    .split("\n")
    .filter((line) => !namesMoved(line, ts, moved))
    .join("\n");
}
