/**
 * The pack's opening section on a SessionStart that continues a session (source `compact` or
 * `resume`): where that session stands — task, next step, plan, last failing check, files in play
 * (core/context/where-you-are.ts) — read from the events Cairn stored for it (PreCompact drained the
 * spool just before the compaction; PostCompact adds Claude Code's summary for later starts).
 */
import type { PackSection } from "../../core/context/pack-types.js";
import { isEmptyPosition, positionFrom, positionLines } from "../../core/context/where-you-are.js";
import type { Store } from "../../store/store.js";

/** The session's newest events read (the todo list and checks of a long session are near its end). */
const EVENT_TAIL = 3000;

const TITLES: Record<string, string> = {
  compact: "Where you are (this session, as it stood before the compaction)",
  resume: "Where you are (this session so far)",
};

/** The section for `source`, or null when the source continues nothing or the session has no events. */
export async function positionSection(
  store: Store,
  sessionId: string,
  source: string,
): Promise<PackSection | null> {
  const title = TITLES[source];
  if (title === undefined) return null;
  const p = positionFrom(await store.listEvents({ sessionId, tail: EVENT_TAIL }));
  if (isEmptyPosition(p)) return null;
  const lines = positionLines(p);
  return {
    title,
    placement: "top",
    cap: lines.length,
    items: lines.map((l) => ({
      id: `position:${l.id}`,
      type: "position",
      title: l.line.slice(2),
      line: l.line,
    })),
  };
}
