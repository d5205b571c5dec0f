/**
 * Where Cairn keeps its data: `$CAIRN_HOME`, else `$XDG_DATA_HOME/cairn`, else
 * `~/.local/share/cairn` (XDG Base Directory spec). Layout: `cairn.db` (store), `spool/`
 * (hook events awaiting ingest, one JSONL per session), `logs/` (hook errors), `backups/`.
 */
import { homedir } from "node:os";
import { isAbsolute, join } from "node:path";

export interface CairnPaths {
  home: string;
  db: string;
  spool: string;
  logs: string;
}

export function cairnHome(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CAIRN_HOME) return env.CAIRN_HOME;
  const xdg = env.XDG_DATA_HOME;
  // the XDG spec: a relative XDG_DATA_HOME is invalid and ignored
  return join(xdg && isAbsolute(xdg) ? xdg : join(env.HOME || homedir(), ".local", "share"), "cairn");
}

export function cairnPaths(env: NodeJS.ProcessEnv = process.env): CairnPaths {
  const home = cairnHome(env);
  return { home, db: join(home, "cairn.db"), spool: join(home, "spool"), logs: join(home, "logs") };
}

/** File-name-safe form of a session (or project) id: the name of its spool and observer files. */
export const spoolName = (sessionId: string) => sessionId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 128);

/**
 * Recursion guard: when this variable is set, every Cairn hook is a no-op. Any subprocess Cairn starts
 * (e.g. a future `claude -p` summarizer) must carry it, so Cairn's hooks never run inside it.
 */
export const RECURSION_GUARD = "CAIRN_HOOK_GUARD";
