/** Shapes shared by the hook handlers, and the one output helper they all use. */
import type { CairnPaths } from "../app/env/paths.js";
import type { AgentName } from "../core/agents/agent-event.js";
import { fitText } from "../core/context/fit-output.js";

/** The common fields of every Claude Code hook payload; event fields are read by each handler. */
export interface HookPayload {
  session_id?: unknown;
  transcript_path?: unknown;
  cwd?: unknown;
  hook_event_name?: unknown;
  [key: string]: unknown;
}

export interface HookContext {
  /** Event name from argv (what the plugin registered). */
  event: string;
  /** The agent that ran the hook: `--agent <name>` in argv, else what the payload shows (core/agents/agents.ts). */
  agent: AgentName;
  cwd: string;
  paths: CairnPaths;
  /** Bundled better-sqlite3 binding, when running from plugin/dist. */
  nativeBinding: string | undefined;
}

/** Claude Code hook JSON output (https://code.claude.com/docs/en/hooks, "Hook output"); only the fields Cairn emits. */
export interface HookOutput {
  hookSpecificOutput?: { hookEventName: string; additionalContext?: string };
  decision?: "block";
  reason?: string;
}

/**
 * The hook's `additionalContext`, within `limit` UTF-16 units (the agent's cap, core/agents
 * `contextLimitFor`): callers fit their text first; whatever still exceeds it loses whole lines from
 * the end (core/context/fit-output.ts), so the client never saves it to a file instead.
 */
export function contextOutput(hookEventName: string, text: string, limit: number): HookOutput | null {
  if (text.trim() === "") return null;
  return {
    hookSpecificOutput: {
      hookEventName,
      additionalContext: fitText(text, limit).text,
    },
  };
}
