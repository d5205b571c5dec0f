/**
 * What a Copilot CLI hook payload lacks, read from the newest 256 KB of the session's `events.jsonl`
 * (`$COPILOT_HOME/session-state/<session id>/events.jsonl`, core/agents/copilot-session.ts): a tool
 * call's `toolCallId` (so the live event and `cairn import` of the same file are one event, as Claude
 * Code's are by `tool_use_id`) and, at agentStop, the turn's final answer. Reads only; a missing or
 * unreadable file leaves the event as it was.
 */
import { join } from "node:path";
import type { ToolUse } from "../../core/agents/agent-event.js";
import {
  type CopilotEventRecord,
  lastAssistantText,
  parseCopilotEventLine,
  pendingToolCallId,
  reachesAgentStop,
} from "../../core/agents/copilot-session.js";
import { copilotHomeOf } from "../env/copilot-home.js";
import { readTail, tailLines } from "../transcript/read-tail.js";

const TAIL_BYTES = 256 * 1024;

/** The session's events.jsonl: the payload's transcript path, else its place under `$COPILOT_HOME`. */
export function copilotEventsPath(
  transcriptPath: string | null,
  sessionId: string,
  env: Readonly<Record<string, string | undefined>>,
): string {
  return transcriptPath ?? join(copilotHomeOf(env), "session-state", sessionId, "events.jsonl");
}

function tailRecords(path: string): CopilotEventRecord[] | null {
  const tail = readTail(path, TAIL_BYTES);
  if (tail === null) return null;
  return tailLines(tail, tail.length < TAIL_BYTES)
    .map(parseCopilotEventLine)
    .filter((r): r is CopilotEventRecord => r !== null);
}

/**
 * The tool call with its `toolCallId` from the events file, when the payload had none and the file names
 * one; `args` is the payload's `toolArgs` as sent (an object, or apply_patch's patch string).
 */
export function withCopilotCallId(tool: ToolUse, args: unknown, path: string): ToolUse {
  if (tool.toolUseId) return tool;
  const records = tailRecords(path);
  const id = records ? pendingToolCallId(records, tool.name, args) : null;
  return id ? { ...tool, toolUseId: id } : tool;
}

/** How long agentStop waits for the file to reach its own `hook.start` record, and how often it looks (ms). */
export const ANSWER_WAIT: Readonly<{ totalMs: number; stepMs: number }> = { totalMs: 300, stepMs: 20 };

/**
 * The main agent's last assistant message in the events file, else null. When the file does not yet reach this
 * agentStop (core/agents/copilot-session.ts `reachesAgentStop`), it is read again every `stepMs` for at most
 * `totalMs`, then read as it stands.
 */
export async function copilotLastAnswer(path: string, wait = ANSWER_WAIT): Promise<string | null> {
  const until = Date.now() + wait.totalMs;
  let records = tailRecords(path);
  while (records && !reachesAgentStop(records) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, wait.stepMs));
    records = tailRecords(path);
  }
  return records ? lastAssistantText(records) : null;
}
