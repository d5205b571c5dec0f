/**
 * Where Claude Code is told to run Cairn's hooks for a project (the user, project and local settings
 * files, the plugin), and whether those hooks can run on this machine — `cairn doctor`'s "hooks
 * installed" line. An install whose hooks cannot run is reported as installed but doing nothing, with
 * the remedy, because Claude Code runs them silently: the project-scope command
 * `command -v cairn … && cairn hook <Event> || true` does nothing without `cairn` on PATH, an exec-form
 * hook whose Node or bundle moved fails on every event, and a plugin hook needs its bundle and `node`.
 *
 * PATH: Claude Code passes its own environment to hooks, so the PATH checked is the one doctor runs
 * with (the shell Claude Code is started from). Lookup: the `which` package (npm's own PATH search).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import which from "which";
import { readPosixCommand, settingsHooksUseShell } from "../../core/agents/settings-hook-command.js";
import { PORTABLE_HOOK_COMMAND } from "../../core/setup/hook-events.js";

/** How the installed SessionStart hook starts Cairn. */
export type HookRunner =
  | { kind: "portable" }
  /** `shell`: `'node' '<script>' '<Event>'` (core/agents/settings-hook-command); `exec`: `command` + `args`. */
  | { kind: "exec"; command: string; script: string; form: "exec" | "shell" }
  | { kind: "plugin"; id: string; root: string | null };

export interface HookInstall {
  /** Where it is installed, e.g. `project settings (/repo/.claude/settings.json)`, `plugin cairn`. */
  label: string;
  runner: HookRunner;
}

const readJsonFile = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null; // absent or not JSON
  }
};

const HOOK_BUNDLE = /dist[\\/]+hook\.js$/;

/** Cairn's SessionStart handler in a settings document, as a runner, or null when there is none. */
function settingsRunner(doc: unknown): HookRunner | null {
  const hooks = (doc as { hooks?: unknown } | null)?.hooks;
  const groups =
    typeof hooks === "object" && hooks !== null ? (hooks as Record<string, unknown>).SessionStart : null;
  if (!Array.isArray(groups)) return null;
  for (const g of groups) {
    const list = (g as { hooks?: unknown } | null)?.hooks;
    for (const h of Array.isArray(list) ? list : []) {
      const { command, args } = (h ?? {}) as { command?: unknown; args?: unknown };
      if (Array.isArray(args) && typeof args[0] === "string" && HOOK_BUNDLE.test(args[0]))
        return {
          kind: "exec",
          command: typeof command === "string" ? command : "node",
          script: args[0],
          form: "exec",
        };
      const argv = !Array.isArray(args) && typeof command === "string" ? readPosixCommand(command) : null;
      if (argv?.length === 3 && HOOK_BUNDLE.test(argv[1] ?? ""))
        return { kind: "exec", command: argv[0] ?? "node", script: argv[1] ?? "", form: "shell" };
      if (typeof command === "string" && PORTABLE_HOOK_COMMAND.test(command)) return { kind: "portable" };
    }
  }
  return null;
}

/** The plugin's install folder on this machine (Claude Code's installed_plugins.json), if installed. */
function pluginRoot(homeDir: string, id: string): string | null {
  const doc = readJsonFile(join(homeDir, ".claude", "plugins", "installed_plugins.json")) as {
    plugins?: Record<string, { installPath?: unknown }[]>;
  } | null;
  const path = doc?.plugins?.[id]?.[0]?.installPath;
  return typeof path === "string" ? path : null;
}

/** Every place that makes Claude Code run Cairn's hooks in this project. */
export function findInstalls(projectRoot: string, homeDir: string): HookInstall[] {
  const found: HookInstall[] = [];
  const files: [string, string][] = [
    ["user", join(homeDir, ".claude", "settings.json")],
    ["project", join(projectRoot, ".claude", "settings.json")],
    ["local", join(projectRoot, ".claude", "settings.local.json")],
  ];
  let plugin: string | null = null;
  for (const [scope, file] of files) {
    const doc = readJsonFile(file);
    const runner = settingsRunner(doc);
    if (runner) found.push({ label: `${scope} settings (${file})`, runner });
    const enabled = (doc as { enabledPlugins?: Record<string, unknown> } | null)?.enabledPlugins;
    for (const [id, on] of Object.entries(enabled ?? {}))
      if (id.startsWith("cairn@") && on !== false) plugin = id;
  }
  const installed = readJsonFile(join(homeDir, ".claude", "plugins", "installed_plugins.json")) as {
    plugins?: Record<string, unknown>;
  } | null;
  plugin ??= Object.keys(installed?.plugins ?? {}).find((id) => id.startsWith("cairn@")) ?? null;
  if (plugin)
    found.push({
      label: "plugin cairn",
      runner: { kind: "plugin", id: plugin, root: pluginRoot(homeDir, plugin) },
    });
  return found;
}

const onPath = (name: string, env: NodeJS.ProcessEnv): string | null =>
  which.sync(name, { path: env.PATH ?? "", nothrow: true });

/** Runs `exe --version` as a hook would find it; null when it works, else what went wrong. */
function runsVersion(exe: string, env: NodeJS.ProcessEnv): string | null {
  const r = spawnSync(exe, ["--version"], { env, encoding: "utf8", timeout: 15_000 });
  if (r.status === 0) return null;
  const line = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split("\n")[0];
  return `${exe} --version fails: ${line}`;
}

/** Why the install's hooks cannot run here, with the remedy; null when they can. */
export function whyCannotRun(install: HookInstall, env: NodeJS.ProcessEnv): string | null {
  const r = install.runner;
  if (r.kind === "portable") {
    const cairn = onPath("cairn", env);
    if (!cairn)
      return "`cairn` is not on PATH, and the project-scope hooks run `cairn hook …` only where it is: put it on PATH (README, Install: `npm link` in a Cairn checkout, or `npm i -g` of the packed tarball), or install with this machine's paths (`cairn install --scope local`), or use the plugin";
    const broken = runsVersion(cairn, env);
    return broken ? `${broken}: reinstall the \`cairn\` command (README, Install)` : null;
  }
  if (r.kind === "exec") {
    const node = isAbsolute(r.command) ? (existsSync(r.command) ? r.command : null) : onPath(r.command, env);
    if (!node)
      return `the hooks run \`${r.command}\`, which is not found: run \`cairn install\` again for the same scope, with the Node you use`;
    if (!existsSync(r.script))
      return `the hook bundle ${r.script} is gone (the checkout moved or was deleted): run \`cairn install\` again for the same scope from the Cairn you use`;
    return null;
  }
  if (r.root === null)
    return `${r.id} is enabled in the settings but not installed on this machine: \`claude plugin install ${r.id}\``;
  if (!existsSync(join(r.root, "dist", "hook.js")))
    return `the plugin's bundle ${join(r.root, "dist", "hook.js")} is missing: reinstall it (\`claude plugin uninstall ${r.id}\`, then \`claude plugin install ${r.id}\`)`;
  if (!onPath("node", env))
    return "the plugin's hooks run `node`, which is not on PATH: install Node.js ≥ 20 so that `node` is on PATH";
  return null;
}

/**
 * Why an install's entries are in the older exec form (`"command": "node", "args": [...]`) where Cairn
 * now writes shell form, with the remedy; null otherwise. Claude Code runs them, but GitHub Copilot CLI
 * ignores `args` and runs a bare `node` that exits 1 (docs/agents/copilot.md, "Double capture").
 */
export function oldFormReason(install: HookInstall, platform: string = process.platform): string | null {
  const r = install.runner;
  if (r.kind !== "exec" || r.form !== "exec" || !settingsHooksUseShell(platform)) return null;
  return `${install.label}: its hooks are in the older exec form (\`"args"\`), which GitHub Copilot CLI runs without their arguments (each exits 1 there): run \`cairn install\` again for the same scope to rewrite them`;
}
