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

/** PreToolUse / PostToolUse / PostToolUseFailure: `tool_input` is a tool_use input, `tool_response` a `toolUseResult`. */
function toolUse(p: Readonly<Record<string, unknown>>, hookEvent: string): ToolUse | null {
  const name = str(p.tool_name);
  if (!name) return null;
  const input = obj(p.tool_input);
  const use = summarizeToolUse(name, input);
  const base = { name, kind: toolKind(name), toolUseId: str(p.tool_use_id), command: use.command, input };
  if (hookEvent === "PreToolUse")
    return { ...base, files: use.files, response: undefined, ok: null, exitCode: null, error: null };
  const failed = hookEvent === "PostToolUseFailure";
  const outcome = toolOutcome(
    name,
    { content: failed ? (str(p.error) ?? "") : "", is_error: failed },
    failed ? undefined : p.tool_response,
    use.command,
    use.files,
  );
  return {
    ...base,
    files: [...new Set([...outcome.changedFiles, ...use.files])],
    response: p.tool_response,
    ok: outcome.ok,
    exitCode: outcome.exitCode,
    error: outcome.error ?? (p.is_interrupt === true ? "interrupted" : null),
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
