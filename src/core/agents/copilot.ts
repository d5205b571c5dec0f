/**
 * GitHub Copilot CLI's vocabulary (verified against Copilot CLI 1.0.102: recorded payloads, its
 * `schemas/api.schema.json` and SDK types; docs/agents/copilot.md). Copilot speaks two dialects to
 * hooks, both read here:
 * - its own (`.github/hooks/*.json`, `$COPILOT_HOME/hooks/*.json`): camelCase events (`postToolUse`)
 *   and fields (`sessionId`, `toolName`, `toolArgs`, `toolResult.textResultForLlm`, `transcriptPath`,
 *   `agentId`), a numeric `timestamp`, no `hook_event_name`;
 * - the one it sends to hooks declared in Claude Code's `.claude/settings*.json`: Claude's event and
 *   tool names (`Bash`, `Read`, `Edit`), snake_case fields, a string `timestamp`, and `tool_result`
 *   `{result_type, text_result_for_llm}` instead of `tool_response`.
 * `copilotHookInput` turns either into the snake_case payload Cairn's hook handlers read, under the
 * Claude Code event name of the same moment; the adapter parses that. Tools: `bash`/`powershell` run a
 * command (exit code only in the text: `<shellId: N completed with exit code C>`), `apply_patch` (a
 * patch string, files read from it), `create` and `edit` (`path`) change files, `view` reads. Pure.
 */
import { firstErrorLine } from "../transcript/text.js";
import {
  type AgentAdapter,
  type AgentEventType,
  hookEventTypesWithout,
  obj,
  str,
  type ToolKind,
  type ToolUse,
} from "./agent-event.js";
import { patchFiles, resolveAgainst } from "./apply-patch.js";
import { parseHookEvent } from "./parse-event.js";

/** Copilot's hook event → the Claude Code event of the same moment (the name Cairn's handlers use). */
export const COPILOT_EVENTS: Readonly<Record<string, string>> = {
  sessionStart: "SessionStart",
  userPromptSubmitted: "UserPromptSubmit",
  preToolUse: "PreToolUse",
  postToolUse: "PostToolUse",
  postToolUseFailure: "PostToolUseFailure",
  agentStop: "Stop",
  subagentStop: "SubagentStop",
  preCompact: "PreCompact",
  sessionEnd: "SessionEnd",
};

/** The Claude Code events Copilot sends (no PostCompact), keyed by Claude name. */
const EVENTS: Readonly<Record<string, AgentEventType>> = hookEventTypesWithout("PostCompact");

/** Native tool names (they depend on the model: GPT-5 ids get `apply_patch`, others `create`/`edit`) and the Claude names of the settings dialect. */
const KINDS: Readonly<Record<string, ToolKind>> = {
  bash: "command",
  powershell: "command",
  Bash: "command",
  PowerShell: "command",
  apply_patch: "edit",
  create: "edit",
  edit: "edit",
  Edit: "edit",
  Write: "edit",
  MultiEdit: "edit",
  view: "read",
  rg: "read",
  grep: "read",
  glob: "read",
  Read: "read",
  Grep: "read",
  Glob: "read",
};

const toolKind = (name: string): ToolKind => KINDS[name] ?? "other";

/** The Claude Code name of a Copilot hook event (either dialect), or null for one Cairn does not use. */
export function copilotClaudeEvent(event: string): string | null {
  if (COPILOT_EVENTS[event]) return COPILOT_EVENTS[event] ?? null;
  return EVENTS[event] ? event : null;
}

/** The payload field under its snake_case name, else its camelCase one. */
const field = (p: Readonly<Record<string, unknown>>, snake: string, camel: string): unknown =>
  p[snake] !== undefined ? p[snake] : p[camel];

/**
 * A Copilot hook payload (either dialect) as Cairn's snake_case hook payload under the Claude Code
 * event name, or null when Cairn ignores it: an event it does not use, or a subagent's own prompt or
 * turn end (Copilot fires userPromptSubmitted and agentStop inside a `task` subagent with the child's id
 * as `sessionId` and an `agentId`; the parent's subagentStop covers it).
 */
export function copilotHookInput(
  event: string,
  p: Readonly<Record<string, unknown>>,
): { event: string; payload: Record<string, unknown> } | null {
  const name = copilotClaudeEvent(event);
  if (!name) return null;
  const agentId = str(field(p, "agent_id", "agentId"));
  if (agentId && (name === "Stop" || name === "UserPromptSubmit")) return null;
  const payload: Record<string, unknown> = {
    session_id: field(p, "session_id", "sessionId"),
    cwd: p.cwd,
    transcript_path: str(field(p, "transcript_path", "transcriptPath")),
    hook_event_name: name,
  };
  const copy: [string, string][] = [
    ["prompt", "prompt"],
    ["source", "source"],
    ["reason", "reason"],
    ["trigger", "trigger"],
    ["error", "error"],
    ["stop_hook_active", "stop_hook_active"],
    ["tool_name", "toolName"],
    ["tool_input", "toolArgs"],
    ["tool_result", "toolResult"],
  ];
  for (const [snake, camel] of copy) {
    const v = field(p, snake, camel);
    if (v !== undefined && v !== null) payload[snake] = v;
  }
  // Copilot's `new` is Claude Code's `startup` (a fresh session), which Cairn's SessionStart keys on
  if (payload.source === "new") payload.source = "startup";
  if (agentId) payload.agent_id = agentId;
  const agentType = str(field(p, "agent_type", "agentType"));
  if (agentType) payload.agent_type = agentType;
  return { event: name, payload };
}

/** `<shellId: N completed with exit code C>`, the last one in a shell tool's result text. */
const SHELL_EXIT = /<shellId: [^>]*? completed with exit code (-?\d+)>/g;

/** A shell tool result's exit code (the last trailer in the text), else null. */
export function shellExitCode(text: string): number | null {
  let code: number | null = null;
  for (const m of text.matchAll(SHELL_EXIT)) code = Number.parseInt(m[1] ?? "", 10);
  return code !== null && Number.isInteger(code) ? code : null;
}

/** `{resultType, textResultForLlm}` (native) or `{result_type, text_result_for_llm}` (settings dialect). */
function resultOf(v: unknown): { type: string | null; text: string } {
  const r = obj(v);
  return {
    type: str(field(r, "result_type", "resultType")),
    text: String(field(r, "text_result_for_llm", "textResultForLlm") ?? ""),
  };
}

function filesOf(kind: ToolKind, cwd: string, args: unknown): string[] {
  if (typeof args === "string")
    return kind === "edit" ? patchFiles(args).map((f) => resolveAgainst(cwd, f.path)) : [];
  const a = obj(args);
  const path = str(a.path) ?? str(a.file_path);
  return path && kind !== "command" && kind !== "other" ? [resolveAgainst(cwd, path)] : [];
}

function toolUse(p: Readonly<Record<string, unknown>>, hookEvent: string): ToolUse | null {
  const name = str(p.tool_name);
  const cwd = str(p.cwd);
  if (!name || !cwd) return null;
  const kind = toolKind(name);
  const args = p.tool_input;
  const input = typeof args === "string" ? { patch: args } : obj(args);
  const command = kind === "command" ? str(input.command) : null;
  const base = { name, kind, toolUseId: null, files: [...new Set(filesOf(kind, cwd, args))], command, input };
  if (hookEvent === "PreToolUse")
    return { ...base, response: undefined, ok: null, exitCode: null, error: null };
  if (hookEvent === "PostToolUseFailure") {
    const error = str(p.error) ?? str(obj(p.error).message) ?? "failed";
    return { ...base, response: undefined, ok: false, exitCode: null, error };
  }
  const result = resultOf(p.tool_result);
  const exitCode = kind === "command" ? shellExitCode(result.text) : null;
  const ok =
    result.type === "failure" ? false : exitCode !== null ? exitCode === 0 : kind === "command" ? null : true;
  const error = ok === false ? (firstErrorLine(result.text.replace(SHELL_EXIT, "")) ?? result.text) : null;
  return { ...base, response: p.tool_result, ok, exitCode, error: error || null };
}

/** Parses a payload of either dialect under a Copilot or Claude Code event name. */
function parse(event: string, p: Readonly<Record<string, unknown>>) {
  const input = copilotHookInput(event, p);
  if (!input) return null;
  return parseHookEvent("copilot", EVENTS[input.event] ?? null, input.event, input.payload, toolUse);
}

export const copilot: AgentAdapter = {
  name: "copilot",
  // no cap seen: 256,000 units of sessionStart context reached the model whole (Copilot CLI 1.0.102,
  // docs/agents/copilot.md "Hooks: output contract"); the pack's token budget keeps it far smaller
  contextLimit: {
    units: 256_000,
    measured: true,
    source: "docs/agents/copilot.md, Hooks: output contract (256,000 whole, larger not tried)",
  },
  eventType: (e) => {
    const name = copilotClaudeEvent(e);
    return name ? (EVENTS[name] ?? null) : null;
  },
  toolKind,
  parse,
};

/**
 * Cairn's hook output in the shape Copilot honours: a flat `{"additionalContext": …}` (Claude's
 * `hookSpecificOutput` is ignored by Copilot, in both dialects), `decision`/`reason` kept as they are.
 */
export function copilotHookOutput(out: {
  hookSpecificOutput?: { additionalContext?: string };
  decision?: string;
  reason?: string;
}): Record<string, unknown> {
  const { hookSpecificOutput, ...rest } = out;
  const context = hookSpecificOutput?.additionalContext;
  return context === undefined ? rest : { ...rest, additionalContext: context };
}
