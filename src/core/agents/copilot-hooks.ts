/**
 * The GitHub Copilot CLI hooks Cairn installs (verified against Copilot CLI 1.0.102; docs/agents/copilot.md
 * "Hooks: where they are configured"): one hooks file `{"version": 1, "hooks": {<event>: [entry]}}`
 * whose entries are `{type: "command", bash, powershell, cwd?, env?, timeoutSec}` (no matcher: tool
 * hooks fire for every tool). Pure: builds values only.
 */
import { hookEventsFor } from "../setup/hook-events.js";
import { agentFlag } from "./agent-event.js";
import { COPILOT_EVENTS } from "./copilot.js";

/** Claude Code's event name → Copilot's (the inverse of COPILOT_EVENTS). */
const COPILOT_NAME: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(COPILOT_EVENTS).map(([copilotName, claudeName]) => [claudeName, copilotName]),
);

/** Events Cairn registers with Copilot and their timeouts (`timeoutSec`, seconds; Copilot's default is 30). */
export const COPILOT_HOOK_EVENTS: readonly { event: string; timeout: number }[] = hookEventsFor(
  [
    "SessionStart",
    "UserPromptSubmit",
    "PostToolUse",
    "PostToolUseFailure",
    "Stop",
    "SubagentStop",
    "PreCompact",
    "SessionEnd",
  ],
  { SessionEnd: 10 },
  (claudeEvent) => COPILOT_NAME[claudeEvent] ?? claudeEvent,
);

/** Marks the command of a hook Cairn installed for Copilot (`… hook.js <event> --agent copilot`). */
export const COPILOT_AGENT_FLAG = agentFlag("copilot");

/**
 * The hooks file for Cairn: `command(event)` is the POSIX shell command line Copilot runs with `bash`;
 * `powershell` (Windows) gets it behind the call operator `&` (not exercised: no Windows run here).
 */
export function copilotHooksFile(command: (event: string) => string): Record<string, unknown> {
  const hooks: Record<string, unknown> = {};
  for (const { event, timeout: timeoutSec } of COPILOT_HOOK_EVENTS) {
    const line = `${command(event)} ${COPILOT_AGENT_FLAG}`;
    hooks[event] = [{ type: "command", bash: line, powershell: `& ${line}`, timeoutSec }];
  }
  return { version: 1, hooks };
}

/** Copilot's MCP server entry (the shape `copilot mcp add` writes): a local stdio server, all tools. */
export const copilotMcpEntry = (command: string, args: string[]): Record<string, unknown> => ({
  type: "local",
  command,
  args,
  tools: ["*"],
});
