/** Event builders for the capture rule tests: one tool call each, one second apart, in session s1. */
import type { MemoryDraft } from "./capture.js";
import { type ActivityEvent, activityEvent } from "./events.js";

let seq = 0;
export function ev(p: Partial<ActivityEvent>): ActivityEvent {
  seq++;
  return activityEvent({
    sessionId: "s1",
    ts: new Date(Date.UTC(2025, 0, 1, 0, 0, seq)).toISOString(),
    kind: "tool",
    event: "PostToolUse",
    tool: "Bash",
    toolUseId: `tu${seq}`,
    cwd: "/repo",
    ...p,
  });
}
export const pass = (command: string) => ev({ command, ok: true, exitCode: 0 });
export const fail = (command: string, error: string | null = "Error: something broke") =>
  ev({ command, ok: false, exitCode: 1, error });
export const edit = (tool: string, ...files: string[]) => ev({ tool, files });

export const ofType = (drafts: MemoryDraft[], type: MemoryDraft["type"]) =>
  drafts.filter((d) => d.type === type);
