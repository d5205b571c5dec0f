/**
 * The one event model Cairn speaks for every coding agent it serves. Each agent's own vocabulary
 * (hook event names, tool names, payload fields) is mapped onto it by one adapter per agent
 * (`claude-code.ts`, `codex.ts`, `copilot.ts`); code outside the adapters reads only these types. Pure.
 */

/** The agents Cairn has an adapter for (npm `@anthropic-ai/claude-code`, `@openai/codex`, `@github/copilot`). */
export const AGENT_NAMES = ["claude-code", "codex", "copilot"] as const;
export type AgentName = (typeof AGENT_NAMES)[number];

export function isAgentName(v: unknown): v is AgentName {
  return typeof v === "string" && (AGENT_NAMES as readonly string[]).includes(v);
}

/**
 * The hook event names Cairn reads (Claude Code's, https://code.claude.com/docs/en/hooks "Hook events";
 * Codex sends a subset under the same names). An adapter maps each onto an event type.
 */
export type HookEventName =
  | "SessionStart"
  | "UserPromptSubmit"
  | "PreToolUse"
  | "PostToolUse"
  | "PostToolUseFailure"
  | "Stop"
  | "SubagentStop"
  | "PreCompact"
  | "PostCompact"
  | "SessionEnd";

/** What a tool call does, whatever the agent calls the tool. */
export type ToolKind = "edit" | "command" | "read" | "other";

/** Fields every agent event carries (the agent's session id, working directory, transcript file). */
export interface AgentEventBase {
  agent: AgentName;
  /** The agent's hook event name as it sent it (e.g. "PostToolUse"). */
  hookEvent: string;
  sessionId: string;
  cwd: string;
  /** The agent's transcript (Claude Code's session JSONL, Codex's rollout file), when it gave one. */
  transcriptPath: string | null;
  /** A subagent's id when the event happened inside one. */
  agentId: string | null;
}

/** One tool call as Cairn sees it. */
export interface ToolUse {
  /** The agent's tool name, unchanged (e.g. "Edit", "apply_patch", "mcp__cairn__search"). */
  name: string;
  kind: ToolKind;
  toolUseId: string | null;
  /** Files the call names or changes, as the agent reported them (absolute or relative to `cwd`). */
  files: string[];
  /** The shell command of a `command` call, else null. */
  command: string | null;
  /** The agent's tool input, unchanged. */
  input: Readonly<Record<string, unknown>>;
  /** The agent's tool response, unchanged (object or string); undefined before the call ran. */
  response: unknown;
  /**
   * true = succeeded, false = failed, null = the agent does not say (Codex: a shell call's PostToolUse
   * carries its output text only, no exit code).
   */
  ok: boolean | null;
  /** The exit code when the agent reports one, else null. */
  exitCode: number | null;
  /** The agent's error text of a failed call, else null. */
  error: string | null;
}

export type AgentEvent =
  | (AgentEventBase & { type: "session_start"; source: string | null })
  | (AgentEventBase & { type: "prompt"; prompt: string })
  | (AgentEventBase & { type: "tool_use"; phase: "pre" | "post"; tool: ToolUse })
  | (AgentEventBase & {
      type: "stop";
      /** A subagent's stop (SubagentStop) rather than the session's. */
      subagent: boolean;
      lastAssistantMessage: string | null;
      stopHookActive: boolean;
    })
  | (AgentEventBase & { type: "compaction"; phase: "pre" | "post"; trigger: string | null })
  | (AgentEventBase & { type: "session_end"; reason: string | null });

export type AgentEventType = AgentEvent["type"];

/** The event type of each hook event name, as Claude Code sends them; other agents send a subset. */
export const HOOK_EVENT_TYPES: Readonly<Record<HookEventName, AgentEventType>> = {
  SessionStart: "session_start",
  UserPromptSubmit: "prompt",
  PreToolUse: "tool_use",
  PostToolUse: "tool_use",
  PostToolUseFailure: "tool_use",
  Stop: "stop",
  SubagentStop: "stop",
  PreCompact: "compaction",
  PostCompact: "compaction",
  SessionEnd: "session_end",
};

/** HOOK_EVENT_TYPES without the events an agent does not send. */
export function hookEventTypesWithout(
  ...absent: HookEventName[]
): Readonly<Partial<Record<HookEventName, AgentEventType>>> {
  return Object.fromEntries(
    Object.entries(HOOK_EVENT_TYPES).filter(([e]) => !absent.includes(e as HookEventName)),
  );
}

/** The argument an installed hook command ends with to name its agent (`cairn hook <Event> --agent codex`). */
export const agentFlag = (agent: AgentName): string => `--agent ${agent}`;

/**
 * The most text an agent injects whole from one hook's `additionalContext` (SessionStart,
 * UserPromptSubmit), in UTF-16 code units (JavaScript `string.length`), framing included.
 */
export interface ContextLimit {
  units: number;
  /** True when measured end to end against the shipped client; false for a safe guess. */
  measured: boolean;
  /** Where the number comes from (a doc section), or why it is a guess. */
  source: string;
}

/**
 * The limit used for an agent whose adapter names none: below every measured cap (Claude Code's
 * 10,000), so an unmeasured client is less likely to spill the text to a file or cut it.
 */
export const UNKNOWN_CONTEXT_LIMIT: ContextLimit = {
  units: 8_000,
  measured: false,
  source: "not measured for this agent; a margin under Claude Code's measured 10,000",
};

/** One agent's vocabulary: how its hook payloads and tool names map onto the event model. */
export interface AgentAdapter {
  readonly name: AgentName;
  /** The agent's cap on injected hook context; absent = not known (UNKNOWN_CONTEXT_LIMIT applies). */
  readonly contextLimit?: ContextLimit;
  /** The event type a hook event name maps to, or null for an event Cairn does not use. */
  eventType(hookEvent: string): AgentEventType | null;
  /** What the agent's tool does. */
  toolKind(toolName: string): ToolKind;
  /** The event a hook payload describes, or null when it lacks a session id, cwd or a field its type needs. */
  parse(hookEvent: string, payload: Readonly<Record<string, unknown>>): AgentEvent | null;
}

export const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
export const obj = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The fields of `AgentEventBase` from a snake_case hook payload (both agents name them alike). */
export function baseOf(
  agent: AgentName,
  hookEvent: string,
  p: Readonly<Record<string, unknown>>,
): AgentEventBase | null {
  const sessionId = str(p.session_id);
  const cwd = str(p.cwd);
  if (!sessionId || !cwd) return null;
  return {
    agent,
    hookEvent,
    sessionId,
    cwd,
    transcriptPath: str(p.transcript_path),
    agentId: str(p.agent_id),
  };
}
