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
 * PowerShell's single quotation marks: `'` and the typographic ‘ ’ ‚ ‛ its tokenizer also takes for one
 * (PowerShell `src/System.Management.Automation/engine/parser/CharTraits.cs`, `IsSingleQuote`).
 */
const PS_SINGLE_QUOTES = /['\u2018\u2019\u201A\u201B]/g;

/**
 * One argument as a PowerShell verbatim string: single-quoted, each quotation mark inside doubled
 * (about_Quoting_Rules: "To include a single quotation mark in a single-quoted string, use a second
 * consecutive single quote"); nothing in it is expanded (`$`, backticks, backslashes stay as they are).
 */
export const powershellQuote = (arg: string): string => `'${arg.replace(PS_SINGLE_QUOTES, "$&$&")}'`;

/** The PowerShell command line that runs `argv`: the call operator `&`, then each argument quoted. */
export const powershellCommand = (argv: readonly string[]): string =>
  `& ${argv.map(powershellQuote).join(" ")}`;

/**
 * The hooks file for Cairn: `argv(event)` is the hook's command (node, the hook script, the event);
 * `posixLine` quotes it for the `bash` entry, and `powershell` (Windows) gets it quoted for PowerShell
 * behind the call operator (`powershellCommand`; not run here: no Windows machine).
 */
export function copilotHooksFile(
  argv: (event: string) => readonly string[],
  posixLine: (argv: readonly string[]) => string,
): Record<string, unknown> {
  const hooks: Record<string, unknown> = {};
  for (const { event, timeout: timeoutSec } of COPILOT_HOOK_EVENTS) {
    const args = [...argv(event), ...COPILOT_AGENT_FLAG.split(" ")];
    hooks[event] = [
      { type: "command", bash: posixLine(args), powershell: powershellCommand(args), timeoutSec },
    ];
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
