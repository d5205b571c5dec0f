/** Codex CLI's home: `$CODEX_HOME`, else `~/.codex` (Codex's own default; docs/agents/codex.md). */
import { homedir } from "node:os";
import { join } from "node:path";

export const codexHomeOf = (env: NodeJS.ProcessEnv): string =>
  env.CODEX_HOME || join(env.HOME || homedir(), ".codex");
