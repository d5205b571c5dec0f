/** What the Store contract's parts share: fixed times, a parsed new memory, an activity event (project "p1", session "s1"). */
import { type ActivityEvent, activityEvent } from "../core/capture/events.js";
import { type NewMemory, newMemorySchema } from "../core/memories/memory.js";

export const T0 = "2026-01-01T00:00:00.000Z";
export const T1 = "2026-01-02T00:00:00.000Z";
export const T2 = "2026-01-03T00:00:00.000Z";

/** A decision in project p1 from the CLI, confidence 0.9 unless given, with `m` over it. */
export function parsed(m: Partial<NewMemory> & Pick<NewMemory, "title">) {
  const p = newMemorySchema.parse({ project: "p1", type: "decision", source: { kind: "cli" }, ...m });
  return { ...p, confidence: p.confidence ?? 0.9 };
}

/** A Bash PostToolUse event of session s1 at T0, with `e` over it. */
export function event(e: Partial<ActivityEvent>): ActivityEvent {
  return activityEvent({ sessionId: "s1", ts: T0, kind: "tool", event: "PostToolUse", tool: "Bash", ...e });
}
