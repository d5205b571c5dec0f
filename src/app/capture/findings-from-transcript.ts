/**
 * Live capture of findings (core/capture/finding): hook payloads carry tool calls but not Claude's
 * text between them, so at Stop the transcript's tail — the turn just finished — goes through the
 * same transcript accumulator as `cairn import`, and its `assistant` finding events join the
 * session's events. Import and the hook store the same event (one dedupe key, store/rows.ts).
 */
import { statSync } from "node:fs";
import type { ActivityEvent } from "../../core/capture/events.js";
import type { SaidText } from "../../core/conversation/excerpts.js";
import { TranscriptAccumulator } from "../../core/transcript/accumulator.js";
import { readTail, tailLines } from "../transcript/read-tail.js";

/** Bytes of transcript tail read for the last turn's findings. */
const TAIL_BYTES = 256 * 1024;

/**
 * Finding events of `sessionId` in the transcript's last TAIL_BYTES: the main thread's, or with
 * `agentId` the subagent's (its own transcript file), marked with the hook `event` that read them;
 * [] when unreadable.
 */
export function recentFindings(
  transcriptPath: string,
  sessionId: string,
  agentId: string | null = null,
  event = agentId === null ? "Stop" : "SubagentStop",
): ActivityEvent[] {
  return recentTurn(transcriptPath, sessionId, agentId, event).findings;
}

/**
 * `recentFindings`, and what Claude said on the main thread in the same tail (TranscriptSession.said:
 * the conversation index; empty for a subagent), from one read of the transcript.
 */
export function recentTurn(
  transcriptPath: string,
  sessionId: string,
  agentId: string | null = null,
  event = agentId === null ? "Stop" : "SubagentStop",
): { findings: ActivityEvent[]; said: SaidText[] } {
  const none = { findings: [], said: [] };
  const tail = readTail(transcriptPath, TAIL_BYTES);
  if (tail === null) return none;
  let whole = false;
  try {
    whole = statSync(transcriptPath).size <= TAIL_BYTES;
  } catch {
    // the transcript went away after its tail was read: no findings rather than a guess
    return none;
  }
  const acc = new TranscriptAccumulator({ defaultSessionId: sessionId, said: agentId === null });
  // a finding is in assistant text; user records other than tool results are read for what was said
  // (a task notification's answer is left out of it)
  for (const line of tailLines(tail, whole))
    if (
      (line.includes('"type":"assistant"') && line.includes('"type":"text"')) ||
      (agentId === null && line.includes('"type":"user"') && !line.includes('"tool_result"'))
    )
      acc.pushLine(line);
  const session = acc.result().sessions.get(sessionId);
  // the accumulator marks what it reads as "import"; these came from a hook
  const findings =
    session?.events
      .filter((e) => e.kind === "assistant" && e.agentId === agentId)
      .map((e) => ({ ...e, event })) ?? [];
  return { findings, said: session?.said ?? [] };
}
