/**
 * GitHub Copilot CLI's home and where Cairn's Copilot hooks live (docs/agents/copilot.md): `$COPILOT_HOME`,
 * else `~/.copilot` (Copilot's own default); user hooks `<home>/hooks/cairn.json`, project hooks
 * `<project>/.github/hooks/cairn.json` (the file `cairn install --agent copilot` writes).
 */
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

export const copilotHomeOf = (env: Readonly<Record<string, string | undefined>>): string =>
  env.COPILOT_HOME || join(env.HOME || homedir(), ".copilot");

/** The hooks file Cairn installs for Copilot in a scope. */
export const copilotHooksPath = (scope: "project" | "user", projectRoot: string, copilotHome: string) =>
  scope === "user"
    ? join(copilotHome, "hooks", "cairn.json")
    : join(projectRoot, ".github", "hooks", "cairn.json");

/**
 * Whether Cairn's own Copilot hooks are installed for a hook running inside Copilot (user scope, or
 * project scope at `COPILOT_PROJECT_DIR`, which Copilot sets for hooks, else `cwd`). Copilot runs Claude
 * Code's project settings hooks only in a trusted folder, where it also runs `.github/hooks`, so either
 * file being there means the native hooks capture the same event. Two `existsSync` calls.
 */
export function copilotInstalledFor(
  env: Readonly<Record<string, string | undefined>>,
  cwd: unknown,
): boolean {
  const root = env.COPILOT_PROJECT_DIR || (typeof cwd === "string" ? cwd : process.cwd());
  const home = copilotHomeOf(env);
  return (
    existsSync(copilotHooksPath("user", root, home)) || existsSync(copilotHooksPath("project", root, home))
  );
}
