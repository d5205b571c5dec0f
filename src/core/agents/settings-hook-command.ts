/**
 * The hook entry Cairn writes into Claude Code's settings files, in a form every client that reads those
 * files runs the same way. Claude Code spawns an exec-form entry (`command` + `args`) directly, but GitHub
 * Copilot CLI (1.0.102, docs/agents/copilot.md "Double capture") runs a Claude-settings entry's `command`
 * through the shell and ignores `args`. So on Linux and macOS the entry is shell form: one `command` line whose
 * every argument is a POSIX single-quoted string, which `sh -c` (Claude Code), `bash` (Copilot; Codex CLI for
 * its own hooks.json) all read back as the same argv, nothing in it expanded (POSIX.1-2024 XCU 2.2.2 "Single-
 * Quotes": "Enclosing characters in single-quotes shall preserve the literal value of each character").
 * On Windows the clients disagree on the shell (Claude Code: Git Bash; Copilot: PowerShell, reported in
 * https://github.com/github/copilot-cli/issues/4001), and no quoting reads the same in both for an absolute
 * path, so the entry stays exec form there.
 * Pure.
 */
import {
  type CommandHookHandler,
  groupWith,
  HOOK_EVENTS,
  type HookEventSpec,
  type HookMatcherGroup,
  hookHandler,
  type ShellHookHandler,
} from "../setup/hook-events.js";

/** One argument as a POSIX single-quoted string; a `'` inside becomes `'\''` (close, escaped quote, reopen). */
export const posixQuote = (arg: string): string => `'${arg.replaceAll("'", "'\\''")}'`;

/** The `sh` command line that runs `argv`, every argument single-quoted. */
export const posixCommand = (argv: readonly string[]): string => argv.map(posixQuote).join(" ");

/** Whether Cairn writes settings-file hooks in shell form on `platform` (Node's platform name: `linux`, `darwin`, `win32`, …). */
export const settingsHooksUseShell = (platform: string): boolean => platform !== "win32";

/**
 * Reads back a line posixCommand wrote: the argv, or null when `command` is not a sequence of
 * single-quoted words (with `'\''` joins) separated by single spaces.
 */
export function readPosixCommand(command: string): string[] | null {
  const word = /'([^']*)'((?:\\''[^']*')*)/y;
  const out: string[] = [];
  let at = 0;
  while (at < command.length) {
    word.lastIndex = at;
    const m = word.exec(command);
    if (m === null) return null;
    out.push(m[1] + (m[2] ?? "").replace(/\\''([^']*)'/g, "'$1"));
    at = word.lastIndex;
    if (at === command.length) break;
    if (command[at] !== " ") return null;
    at += 1;
  }
  return out;
}

/**
 * Whether `command` is a shell-form line Cairn wrote for `hookScript`: `<node> <hookScript> <Event>`,
 * each single-quoted (posixCommand).
 */
export function isCairnShellCommand(command: unknown, hookScript: string): boolean {
  if (typeof command !== "string") return false;
  const argv = readPosixCommand(command);
  return argv?.length === 3 && argv[1] === hookScript && /^[A-Za-z]+$/.test(argv[2] ?? "");
}

/**
 * The settings-file handler for one event running `hookScript` with `nodePath`: shell form
 * `'<nodePath>' '<hookScript>' '<Event>'` (posixCommand), or exec form on Windows (settingsHooksUseShell).
 */
export function settingsHookHandler(
  spec: HookEventSpec,
  hookScript: string,
  nodePath: string,
  platform: string,
): CommandHookHandler | ShellHookHandler {
  if (!settingsHooksUseShell(platform)) return hookHandler(spec, hookScript, nodePath);
  return {
    type: "command",
    command: posixCommand([nodePath, hookScript, spec.event]),
    timeout: spec.timeout,
  };
}

/** The `"hooks"` block `cairn install` writes into a settings file: `{ [event]: [group] }` in HOOK_EVENTS order. */
export function settingsHooksBlock(
  hookScript: string,
  nodePath: string,
  platform: string,
): Record<string, HookMatcherGroup[]> {
  return Object.fromEntries(
    HOOK_EVENTS.map((s) => [s.event, [groupWith(s, settingsHookHandler(s, hookScript, nodePath, platform))]]),
  );
}
