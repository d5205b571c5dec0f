/**
 * OpenAI Codex CLI's vocabulary (verified against codex-cli 0.169.0: the `*.command.input` JSON schemas
 * in its binary and recorded payloads; docs/agents/codex.md). Its hooks send Claude Code's field names,
 * but tool calls differ: the shell tool reaches hooks as `Bash` with `tool_input.command` and a string
 * `tool_response` (the output text only, no exit code); file edits are `apply_patch` calls whose
 * `tool_input.command` is the patch text (files read from it, `apply-patch.ts`) and whose response
 * starts `Exit code: N`. There is no PostToolUseFailure. Pure.
 */
import { leadingExitCode } from "../transcript/text.js";
import {
  type AgentAdapter,
  type HookEventName,
  hookEventTypesWithout,
  obj,
  str,
  type ToolKind,
  type ToolUse,
} from "./agent-event.js";
import { patchFiles, resolveAgainst } from "./apply-patch.js";
import { parseHookEvent } from "./parse-event.js";

/** Codex sends no PostToolUseFailure. */
const EVENTS = hookEventTypesWithout("PostToolUseFailure");

/** Hook names (`Bash`, `apply_patch`) and the model's tool names in a rollout (`exec_command`, `shell`). */
const KINDS: Readonly<Record<string, ToolKind>> = {
  Bash: "command",
  exec_command: "command",
  shell: "command",
  apply_patch: "edit",
};

const toolKind = (name: string): ToolKind => KINDS[name] ?? "other";

/** `Exit code: N` leading an apply_patch response ("Exit code: 0\nWall time: …\nOutput:\n…"). */
const patchExit = (response: unknown): number | null =>
  typeof response === "string" ? leadingExitCode(response.replace(/^(\s*Exit code):/i, "$1")) : null;

function toolUse(p: Readonly<Record<string, unknown>>, hookEvent: string): ToolUse | null {
  const name = str(p.tool_name);
  const cwd = str(p.cwd);
  if (!name || !cwd) return null;
  const input = obj(p.tool_input);
  const kind = toolKind(name);
  const text = typeof input.command === "string" ? input.command : "";
  const files = kind === "edit" ? patchFiles(text).map((f) => resolveAgainst(cwd, f.path)) : [];
  const post = hookEvent !== "PreToolUse";
  const exitCode = post && kind === "edit" ? patchExit(p.tool_response) : null;
  const ok = exitCode === null ? null : exitCode === 0;
  return {
    name,
    kind,
    toolUseId: str(p.tool_use_id),
    files: [...new Set(files)],
    command: kind === "command" && text !== "" ? text : null,
    input,
    response: post ? p.tool_response : undefined,
    ok,
    exitCode,
    error: ok === false && typeof p.tool_response === "string" ? p.tool_response : null,
  };
}

export const codex: AgentAdapter = {
  name: "codex",
  // 10,000 ASCII characters of SessionStart context arrive whole, 10,500 are cut in the middle
  // ("…N tokens truncated…"); 9,000 keeps room for multi-byte characters, should the cap count bytes
  // (codex-cli 0.169.0, docs/agents/codex.md "Hooks: output contract")
  contextLimit: {
    units: 9_000,
    measured: true,
    source: "docs/agents/codex.md, Hooks: output contract (10,000 whole, 10,500 cut; 9,000 for a margin)",
  },
  eventType: (e) => EVENTS[e as HookEventName] ?? null,
  toolKind,
  parse: (e, p) => parseHookEvent("codex", EVENTS[e as HookEventName] ?? null, e, p, toolUse),
};
