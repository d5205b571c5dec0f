/**
 * The adapter registry: which agent sent a hook payload, and its adapter. Pure.
 */
import {
  type AgentAdapter,
  type AgentName,
  type ContextLimit,
  isAgentName,
  UNKNOWN_CONTEXT_LIMIT,
} from "./agent-event.js";

export { isAgentName };

import { claudeCode } from "./claude-code.js";
import { codex } from "./codex.js";

const ADAPTERS: Readonly<Record<AgentName, AgentAdapter>> = { "claude-code": claudeCode, codex };

export function adapterFor(agent: AgentName): AgentAdapter {
  return ADAPTERS[agent];
}

/** The agent's cap on injected hook context (UNKNOWN_CONTEXT_LIMIT when its adapter names none). */
export function contextLimitFor(agent: AgentName): ContextLimit {
  return ADAPTERS[agent]?.contextLimit ?? UNKNOWN_CONTEXT_LIMIT;
}

/** Codex names its transcript `rollout-<timestamp>-<session id>.jsonl` (docs/agents/codex.md, "Transcript"). */
const ROLLOUT = /(^|[\\/])rollout-[^\\/]*\.jsonl$/;

/**
 * Which agent sent a hook payload: the one an installed command names (`cairn hook <Event> --agent
 * codex`), else what the payload shows (a Codex rollout as `transcript_path`, Codex's `apply_patch`
 * tool), else Claude Code.
 */
export function detectAgent(
  declared: string | null | undefined,
  p: Readonly<Record<string, unknown>>,
): AgentName {
  if (isAgentName(declared)) return declared;
  if (typeof p.transcript_path === "string" && ROLLOUT.test(p.transcript_path)) return "codex";
  if (p.tool_name === "apply_patch") return "codex";
  return "claude-code";
}

/** The value after `--agent` (or of `--agent=<name>`) in a hook's argv, else null. */
export function agentArg(argv: readonly string[]): string | null {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (a === "--agent") return argv[i + 1] ?? null;
    if (a.startsWith("--agent=")) return a.slice("--agent=".length);
  }
  return null;
}
