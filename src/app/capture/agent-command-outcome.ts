/**
 * A Codex shell call's outcome for its PostToolUse event: the payload has no exit code, so it is read from
 * the newest 256 KB of the session's rollout (`transcript_path`), where Codex records the command's
 * `CommandExecution` item (core/agents/codex-rollout.ts). Leaves the call as it was (ok and exit code
 * unknown) when the rollout is absent or does not hold the item yet.
 */
import type { ToolUse } from "../../core/agents/agent-event.js";
import { commandOutcome } from "../../core/agents/codex-rollout.js";
import { readTail, tailLines } from "../transcript/read-tail.js";

const TAIL_BYTES = 256 * 1024;

export function withRolloutOutcome(tool: ToolUse, transcriptPath: string | null): ToolUse {
  if (tool.kind !== "command" || tool.ok !== null || !tool.toolUseId || !transcriptPath) return tool;
  const tail = readTail(transcriptPath, TAIL_BYTES);
  if (tail === null) return tool;
  const found = commandOutcome(tailLines(tail, tail.length < TAIL_BYTES), tool.toolUseId);
  if (!found) return tool;
  const text = typeof tool.response === "string" ? tool.response : "";
  return {
    ...tool,
    ok: found.ok,
    exitCode: found.exitCode,
    error: found.ok ? null : text || `Exit code ${found.exitCode}`,
  };
}
