/**
 * The one table of Claude Code hook events Cairn registers, shared by `cairn install` (settings files)
 * and the plugin's hooks/hooks.json (checked by test/install.test.ts). Pure: builds JSON values only.
 * Only events Claude Code 2.1.197 knows may appear: an unknown name makes it drop the whole hooks file.
 */

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
  { event: "PreToolUse", matcher: "Write|Edit|MultiEdit|NotebookEdit", timeout: 5 },
  { event: "PostToolUse", timeout: 5 },
  { event: "PostToolUseFailure", timeout: 5 },
  { event: "Stop", timeout: 10 },
  { event: "SubagentStop", timeout: 10 },
  { event: "PreCompact", timeout: 10 },
  { event: "SessionEnd", timeout: 5 },
];

/** Exec-form command handler: `command` is spawned directly with `args`, no shell. */
export interface CommandHookHandler {
  type: "command";
  command: string;
  args: string[];
  timeout: number;
}

export interface HookMatcherGroup {
  matcher?: string;
  hooks: CommandHookHandler[];
}

/** The handler for one event: `{type:"command", command, args:[hookScript, event], timeout}`. */
export function hookHandler(spec: HookEventSpec, hookScript: string, command = "node"): CommandHookHandler {
  return { type: "command", command, args: [hookScript, spec.event], timeout: spec.timeout };
}

/** The matcher group Cairn adds for one event (matcher omitted when the spec has none). */
export function hookGroup(spec: HookEventSpec, hookScript: string, command = "node"): HookMatcherGroup {
  const hooks = [hookHandler(spec, hookScript, command)];
  return spec.matcher === undefined ? { hooks } : { matcher: spec.matcher, hooks };
}

/**
 * The complete `"hooks"` block for `hookScript`, e.g. `${CLAUDE_PLUGIN_ROOT}/dist/hook.js` in the
 * plugin or an absolute path in a settings file: `{ [event]: [group] }` in HOOK_EVENTS order.
 */
export function hooksBlock(hookScript: string, command = "node"): Record<string, HookMatcherGroup[]> {
  return Object.fromEntries(HOOK_EVENTS.map((s) => [s.event, [hookGroup(s, hookScript, command)]]));
}
