/**
 * One post-call `tool_use` agent event as the compact, redacted activity event capture stores (never the
 * tool's raw output). The stored `tool` is the Claude Code name of the call's kind for edits and commands
 * (`Edit`, `Bash`) and the agent's own name otherwise: the capture rules (core/capture, core/summarize,
 * core/notes) still recognise file edits and commands by Claude Code's tool names. Pure.
 */
import type { ActivityEventInput } from "../capture/events.js";
import { selfDeletingDetail } from "../capture/tool-detail.js";
import { clip } from "../common/text.js";
import { redact } from "../redact/redact.js";
import { firstErrorLine } from "../transcript/text.js";
import type { AgentEvent, ToolKind } from "./agent-event.js";

const STORED_NAME: Partial<Record<ToolKind, string>> = { edit: "Edit", command: "Bash" };

export function toolActivity(e: Extract<AgentEvent, { type: "tool_use" }>, now: Date): ActivityEventInput {
  const t = e.tool;
  const error = t.ok === false ? (firstErrorLine(t.error ?? "") ?? t.error) : null;
  return {
    sessionId: e.sessionId,
    ts: now.toISOString(),
    kind: "tool",
    event: e.hookEvent,
    tool: e.agent === "claude-code" ? t.name : (STORED_NAME[t.kind] ?? t.name),
    toolUseId: t.toolUseId,
    files: t.files.slice(0, 64).map((f) => clip(redact(f), 1024)),
    command: t.command ? clip(redact(t.command), 2000) : null,
    ok: t.ok,
    exitCode: t.exitCode,
    error: error ? clip(redact(error), 500) : null,
    // a created script that deletes itself when run (core/capture/tool-detail), whatever the agent calls the tool
    detail: t.kind === "edit" && t.ok !== false ? selfDeletingDetail(t.input) : null,
    cwd: e.cwd,
    agentId: e.agentId,
  };
}
