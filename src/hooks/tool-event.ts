/**
 * Turns a PostToolUse / PostToolUseFailure payload into one compact, redacted event: tool, file
 * paths, command, exit status, the first error line and the todo/task/plan detail (or the short
 * output note of a passing shell command: core/capture/tool-detail `outputNote`). Never the tool's
 * raw output. Shares the normaliser of transcript import (core/transcript/tool-call.ts): the hook's
 * `tool_input` is a tool_use input, `tool_response` a `toolUseResult`, and PostToolUseFailure's
 * `error` the text of an `is_error` tool_result. Hand-checked (typeof) rather than zod because this
 * runs on every tool call; the spool drain validates with zod. Redacted with `redactOnce`, so the
 * spool's value-by-value pass (app/capture/spool-append.ts) does not scan an unclipped value again.
 */

import { claudePostToolCall } from "../core/agents/claude-code.js";
import type { ActivityEventInput } from "../core/capture/events.js";
import { clip } from "../core/common/text.js";
import { redactOnce } from "../core/redact/redacted-texts.js";
import { toolEventDetail } from "../core/transcript/tool-call.js";
import type { HookPayload } from "./types.js";

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};

export function toolEvent(p: HookPayload, now: Date): ActivityEventInput | null {
  const sessionId = str(p.session_id);
  const tool = str(p.tool_name);
  if (!sessionId || !tool) return null;
  const failed = p.hook_event_name === "PostToolUseFailure";
  const { use, outcome, files: named, error } = claudePostToolCall(tool, obj(p.tool_input), p);
  const files = named.slice(0, 64);
  const detail = toolEventDetail(use.detail, outcome);
  return {
    sessionId,
    ts: now.toISOString(),
    kind: "tool",
    event: failed ? "PostToolUseFailure" : "PostToolUse",
    tool,
    toolUseId: str(p.tool_use_id),
    files: files.map((f) => clip(redactOnce(f), 1024)),
    command: use.command ? clip(redactOnce(use.command), 2000) : null,
    ok: outcome.ok,
    exitCode: outcome.exitCode,
    error: error ? clip(redactOnce(error), 500) : null,
    detail: detail ? clip(redactOnce(detail), 4000) : null,
    cwd: str(p.cwd),
    agentId: str(p.agent_id),
  };
}
