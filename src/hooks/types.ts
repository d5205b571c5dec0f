/** Shapes shared by the hook handlers, and the one output helper they all use. */
import type { CairnPaths } from "../app/env/paths.js";
import type { AgentName } from "../core/agents/agent-event.js";
import { clip } from "../core/common/text.js";

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

/** Claude Code caps additionalContext at 10,000 characters; keep a margin. */
export const MAX_CONTEXT_CHARS = 9_900;

export function contextOutput(hookEventName: string, text: string): HookOutput | null {
  if (text.trim() === "") return null;
  return {
    hookSpecificOutput: {
      hookEventName,
      additionalContext: clip(text, MAX_CONTEXT_CHARS),
    },
  };
}
