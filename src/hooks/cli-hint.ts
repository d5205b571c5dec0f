/**
 * The context pack tells Claude to run `cairn …` in its Bash tool. That works when the plugin is
 * enabled (Claude Code puts the plugin's bin/ on the Bash tool's PATH), once the `cairn` command is
 * installed (README, Install: `npm link` in a checkout or `npm i -g` of the packed tarball),
 * and with `cairn install --scope project` (its hooks run only where `cairn` is on PATH). Hooks a
 * local or user scope install wrote with absolute paths may run where `cairn` is not on PATH: then the
 * pack ends with one line that names the CLI by its path.
 */
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/** true when `name` is an executable file in one of `PATH`'s directories. */
export function onPath(name: string, path: string | undefined): boolean {
  for (const dir of (path ?? "").split(delimiter)) {
    if (dir === "") continue;
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      // not here
    }
  }
  return false;
}

/** The line to add to the pack, or null when `cairn` is callable as is. */
export function cliHint(env: NodeJS.ProcessEnv, distDir: string): string | null {
  if (env.CLAUDE_PLUGIN_ROOT || onPath("cairn", env.PATH)) return null;
  return `(\`cairn\` is not on PATH in this session: where this says \`cairn …\`, run \`node "${join(distDir, "cli.mjs")}" …\`.)`;
}
