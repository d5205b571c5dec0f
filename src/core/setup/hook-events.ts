/**
 * The one table of Claude Code hook events Cairn registers, shared by `cairn install` (settings files)
 * and the plugin's hooks/hooks.json (checked by test/install.test.ts). Pure: builds JSON values only.
 * Only events Claude Code 2.1.197 knows may appear: an unknown name makes it drop the whole hooks file.
 */
import { EDIT_TOOL_NAMES } from "../agents/tool-kinds.js";

export interface HookEventSpec {
  /** Claude Code hook event name, passed to the hook script as its second argument. */
  event: string;
  /** Matcher string (exact names split on "|"); omitted = every occurrence. */
  matcher?: string;
  /** Handler timeout in seconds (Claude Code hook `timeout` unit). */
  timeout: number;
}

/**
 * Events, matchers and timeouts (seconds). Source: Claude Code hooks reference ("Hook events",
 * "Matcher patterns"); SessionEnd stays short because hooks share a 1.5 s budget at exit.
 */
export const HOOK_EVENTS: readonly HookEventSpec[] = [
  { event: "SessionStart", matcher: "startup|resume|clear|compact", timeout: 10 },
  { event: "UserPromptSubmit", timeout: 10 },
  { event: "PreToolUse", matcher: EDIT_TOOL_NAMES.join("|"), timeout: 5 },
  { event: "PostToolUse", timeout: 5 },
  { event: "PostToolUseFailure", timeout: 5 },
  { event: "Stop", timeout: 10 },
  { event: "SubagentStop", timeout: 10 },
  { event: "PreCompact", timeout: 10 },
  { event: "PostCompact", timeout: 10 },
  { event: "SessionEnd", timeout: 5 },
];

/**
 * The events another agent registers: `names` (Claude Code's event names, in that order) under the
 * agent's own name (`rename`), each with HOOK_EVENTS' timeout unless `timeouts` gives the agent's (seconds).
 */
export function hookEventsFor(
  names: readonly string[],
  timeouts: Readonly<Record<string, number>> = {},
  rename: (claudeEvent: string) => string = (e) => e,
): { event: string; timeout: number }[] {
  return names.map((e) => ({
    event: rename(e),
    timeout: timeouts[e] ?? HOOK_EVENTS.find((s) => s.event === e)?.timeout ?? 10,
  }));
}

/** Exec-form command handler: `command` is spawned directly with `args`, no shell. */
export interface CommandHookHandler {
  type: "command";
  command: string;
  args: string[];
  timeout: number;
}

/** Shell-form command handler: Claude Code runs `command` with `sh -c` (no `args`). */
export interface ShellHookHandler {
  type: "command";
  command: string;
  timeout: number;
}

export interface HookMatcherGroup {
  matcher?: string;
  hooks: (CommandHookHandler | ShellHookHandler)[];
}

/**
 * The command of a handler that names no path of this machine, for settings files a team commits:
 * runs `cairn hook <Event>` found on PATH, and does nothing (exit 0, no output) where `cairn` is not
 * installed. POSIX `sh` syntax (`command -v`, https://pubs.opengroup.org/onlinepubs/9799919799/utilities/command.html);
 * Claude Code runs shell-form hooks with `sh -c` (Git Bash on Windows).
 */
export const portableHookCommand = (event: string): string =>
  `command -v cairn >/dev/null 2>&1 && cairn hook ${event} || true`;

/** Matches what portableHookCommand produces, for any event name. */
export const PORTABLE_HOOK_COMMAND = /^command -v cairn >\/dev\/null 2>&1 && cairn hook [A-Za-z]+ \|\| true$/;

/** The handler for one event in a committed settings file (see portableHookCommand). */
export function portableHookHandler(spec: HookEventSpec): ShellHookHandler {
  return { type: "command", command: portableHookCommand(spec.event), timeout: spec.timeout };
}

/** The matcher group for one event around a given handler (matcher omitted when the spec has none). */
export function groupWith(
  spec: HookEventSpec,
  handler: CommandHookHandler | ShellHookHandler,
): HookMatcherGroup {
  return spec.matcher === undefined ? { hooks: [handler] } : { matcher: spec.matcher, hooks: [handler] };
}

/**
 * V8 flags the plugin's hooks pass to `node` before the hook script: none. `--no-regexp-tier-up`
 * (compile each regular expression at its first use; V8's src/flags/flag-definitions.h `regexp_tier_up`)
 * was measured to save ~3% of a hook's CPU time (bench/hooks.mjs `--base`), but `node` exits 9 ("bad
 * option") on a V8 flag a later release drops, which would fail every hook of an installed plugin until
 * its next update (hooks/boot.ts sets it at run time instead); the parameter stays for flags that are
 * part of Node's own CLI.
 * Settings-file hooks (`cairn install`) keep `[script, event]`: their `args[0]` identifies them.
 */
export const PLUGIN_NODE_FLAGS: readonly string[] = [];

/** The handler for one event: `{type:"command", command, args:[...nodeFlags, hookScript, event], timeout}`. */
export function hookHandler(
  spec: HookEventSpec,
  hookScript: string,
  command = "node",
  nodeFlags: readonly string[] = [],
): CommandHookHandler {
  return { type: "command", command, args: [...nodeFlags, hookScript, spec.event], timeout: spec.timeout };
}

/** The matcher group Cairn adds for one event (matcher omitted when the spec has none). */
export function hookGroup(
  spec: HookEventSpec,
  hookScript: string,
  command = "node",
  nodeFlags: readonly string[] = [],
): HookMatcherGroup {
  const hooks = [hookHandler(spec, hookScript, command, nodeFlags)];
  return spec.matcher === undefined ? { hooks } : { matcher: spec.matcher, hooks };
}

/**
 * The complete `"hooks"` block for `hookScript`, e.g. `${CLAUDE_PLUGIN_ROOT}/dist/hook.js` in the
 * plugin (with PLUGIN_NODE_FLAGS) or an absolute path in a settings file: `{ [event]: [group] }` in
 * HOOK_EVENTS order.
 */
export function hooksBlock(
  hookScript: string,
  command = "node",
  nodeFlags: readonly string[] = [],
): Record<string, HookMatcherGroup[]> {
  return Object.fromEntries(
    HOOK_EVENTS.map((s) => [s.event, [hookGroup(s, hookScript, command, nodeFlags)]]),
  );
}
