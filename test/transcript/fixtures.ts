// Builders for small inline Claude Code transcript records (shapes as in real transcripts of Claude Code 2.1.x).
import { TranscriptAccumulator } from "../../src/core/transcript/accumulator.js";
import type { TranscriptContent, TranscriptSession } from "../../src/core/transcript/types.js";

const SID = "11111111-2222-4333-8444-555555555555";
let n = 0;

export const SESSION_ID = SID;

function envelope(extra: Record<string, unknown>): Record<string, unknown> {
  n += 1;
  return {
    parentUuid: null,
    isSidechain: false,
    userType: "external",
    cwd: "/home/dev/proj",
    sessionId: SID,
    version: "2.1.39",
    gitBranch: "main",
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    timestamp: `2026-02-12T16:00:${String(n % 60).padStart(2, "0")}.000Z`,
    ...extra,
  };
}

export function userPrompt(content: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return envelope({ type: "user", message: { role: "user", content }, ...extra });
}

export function assistantPart(
  messageId: string,
  block: Record<string, unknown>,
  usage: Record<string, number> = { input_tokens: 3, output_tokens: 10 },
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return envelope({
    type: "assistant",
    requestId: `req_${messageId}`,
    message: {
      id: messageId,
      type: "message",
      role: "assistant",
      model: "claude-opus-4-6",
      content: [block],
      usage,
    },
    ...extra,
  });
}

export function toolUse(id: string, name: string, input: Record<string, unknown>): Record<string, unknown> {
  return { type: "tool_use", id, name, input };
}

export function toolResult(
  toolUseId: string,
  content: unknown,
  isError: boolean,
  toolUseResult?: unknown,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return envelope({
    type: "user",
    message: {
      role: "user",
      content: [{ tool_use_id: toolUseId, type: "tool_result", content, is_error: isError }],
    },
    ...(toolUseResult === undefined ? {} : { toolUseResult }),
    ...extra,
  });
}

export function compactBoundary(preTokens: number): Record<string, unknown> {
  return envelope({
    type: "system",
    subtype: "compact_boundary",
    content: "Conversation compacted",
    compactMetadata: { trigger: "auto", preTokens },
  });
}

/** Records as JSONL text (one JSON object per line, trailing newline). */
export function jsonl(records: readonly unknown[]): string {
  return `${records.map((r) => (typeof r === "string" ? r : JSON.stringify(r))).join("\n")}\n`;
}

/** Feeds records through a fresh accumulator as JSONL lines; returns the result and the fixture session. */
export function runRecords(records: readonly unknown[]): {
  result: TranscriptContent;
  session: TranscriptSession;
} {
  const acc = new TranscriptAccumulator();
  for (const line of jsonl(records).split("\n")) acc.pushLine(line);
  const result = acc.result();
  return { result, session: result.sessions.get(SID) as TranscriptSession };
}
