/**
 * Claude Code's vocabulary (https://code.claude.com/docs/en/hooks, "Hook events", "Hook input"; tool
 * names from its tools reference): the adapter of the agent event model. A tool call is read with the
 * normaliser transcript import shares (`core/transcript/tool-call.ts`), so files, command and outcome
 * are what live capture has always stored. Pure.
 */
import { summarizeToolUse, toolOutcome } from "../transcript/tool-call.js";
import {
  type AgentAdapter,
  HOOK_EVENT_TYPES,
  type HookEventName,
  obj,
  str,
  type ToolKind,
  type ToolUse,
} from "./agent-event.js";
import { parseHookEvent } from "./parse-event.js";
import { storedToolKind } from "./tool-kinds.js";

const EVENTS = HOOK_EVENT_TYPES;

/** What a Claude Code tool does (stored events name Codex edits and commands `Edit` and `Bash`, so this reads them too). */
export const toolKind = (name: string): ToolKind => storedToolKind(name);

/**
 * A post-call Claude Code payload (PostToolUse / PostToolUseFailure) read once, shared by the adapter and
 * the PostToolUse hook's fast path (hooks/tool-event.ts): the call as transcript import reads it, its
 * outcome, the files it named or changed (changed first), and its error (`"interrupted"` for a call the
 * user stopped).
 */
export function claudePostToolCall(
  name: string,
  input: Record<string, unknown>,
  p: Readonly<Record<string, unknown>>,
) {
  const failed = p.hook_event_name === "PostToolUseFailure";
  const use = summarizeToolUse(name, input);
  const outcome = toolOutcome(
    name,
    { content: failed ? (str(p.error) ?? "") : "", is_error: failed },
    failed ? undefined : p.tool_response,
    use.command,
    use.files,
  );
  const files = [...new Set([...outcome.changedFiles, ...use.files])];
  return { use, outcome, files, error: outcome.error ?? (p.is_interrupt === true ? "interrupted" : null) };
}

/** PreToolUse / PostToolUse / PostToolUseFailure: `tool_input` is a tool_use input, `tool_response` a `toolUseResult`. */
function toolUse(p: Readonly<Record<string, unknown>>, hookEvent: string): ToolUse | null {
  const name = str(p.tool_name);
  if (!name) return null;
  const input = obj(p.tool_input);
  if (hookEvent === "PreToolUse") {
    const use = summarizeToolUse(name, input);
    const base = { name, kind: toolKind(name), toolUseId: str(p.tool_use_id), command: use.command, input };
    return { ...base, files: use.files, response: undefined, ok: null, exitCode: null, error: null };
  }
  const call = claudePostToolCall(name, input, { ...p, hook_event_name: hookEvent });
  return {
    name,
    kind: toolKind(name),
    toolUseId: str(p.tool_use_id),
    command: call.use.command,
    input,
    files: call.files,
    response: p.tool_response,
    ok: call.outcome.ok,
    exitCode: call.outcome.exitCode,
    error: call.error,
  };
}

export const claudeCode: AgentAdapter = {
  name: "claude-code",
  // 10,000 units arrive whole, 10,001 are saved to a file and replaced by a ~2,000-unit preview
  // (2.1.197 and 2.1.330, docs/agents/claude-code-auto-memory.md section 1)
  contextLimit: {
    units: 10_000,
    measured: true,
    source: "docs/agents/claude-code-auto-memory.md, section 1",
  },
  eventType: (e) => EVENTS[e as HookEventName] ?? null,
  toolKind,
  parse: (e, p) => parseHookEvent("claude-code", EVENTS[e as HookEventName] ?? null, e, p, toolUse),
};
