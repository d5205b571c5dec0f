/**
 * Builds an `AgentEvent` from a snake_case hook payload. Claude Code and Codex CLI name the common and
 * lifecycle fields alike (`session_id`, `cwd`, `transcript_path`, `prompt`, `source`, `stop_hook_active`,
 * `last_assistant_message`, `trigger`, `reason`); only the tool call differs, so each adapter passes its
 * own `toolUse` reader. Pure.
 */
import {
  type AgentEvent,
  type AgentEventType,
  type AgentName,
  baseOf,
  str,
  type ToolUse,
} from "./agent-event.js";

export function parseHookEvent(
  agent: AgentName,
  type: AgentEventType | null,
  hookEvent: string,
  p: Readonly<Record<string, unknown>>,
  toolUse: (p: Readonly<Record<string, unknown>>, hookEvent: string) => ToolUse | null,
): AgentEvent | null {
  const base = baseOf(agent, hookEvent, p);
  if (!base || !type) return null;
  switch (type) {
    case "session_start":
      return { ...base, type, source: str(p.source) };
    case "prompt":
      return typeof p.prompt === "string" ? { ...base, type, prompt: p.prompt } : null;
    case "tool_use": {
      const tool = toolUse(p, hookEvent);
      return tool ? { ...base, type, phase: hookEvent.startsWith("Pre") ? "pre" : "post", tool } : null;
    }
    case "stop":
      return {
        ...base,
        type,
        subagent: hookEvent === "SubagentStop",
        lastAssistantMessage: str(p.last_assistant_message),
        stopHookActive: p.stop_hook_active === true,
      };
    case "compaction":
      return { ...base, type, phase: hookEvent.startsWith("Pre") ? "pre" : "post", trigger: str(p.trigger) };
    case "session_end":
      return { ...base, type, reason: str(p.reason) };
  }
}
