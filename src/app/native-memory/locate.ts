import { homedir } from "node:os";
import { basename, dirname, isAbsolute, join, resolve } from "node:path";
import { autoMemoryDisabled, sanitisedProjectName } from "../../core/native-memory/auto-memory-folder.js";
import { statOf } from "../env/stat-of.js";
import { readUserSettings } from "./settings.js";

export interface LocateRequest {
  /** The session's folder (SessionStart's `cwd`). */
  cwd: string;
  project: { root: string; identity?: string };
  env: Readonly<Record<string, string | undefined>>;
}

function home(env: LocateRequest["env"]): string {
  return env.HOME || homedir();
}

/** `$CLAUDE_CONFIG_DIR`, else `$HOME/.claude`. */
export function claudeConfigDir(env: LocateRequest["env"]): string {
  return env.CLAUDE_CONFIG_DIR ? resolve(env.CLAUDE_CONFIG_DIR) : join(home(env), ".claude");
}

const isDir = (p: string) => statOf(p)?.isDirectory() === true;

/** The folders to read (existing ones only; empty when auto memory is off or there is none). */
export function autoMemoryFolders(req: LocateRequest): string[] {
  const config = claudeConfigDir(req.env);
  const layers = [
    readUserSettings(join(req.project.root, ".claude", "settings.local.json")),
    readUserSettings(join(req.project.root, ".claude", "settings.json")),
    readUserSettings(join(config, "settings.json")),
  ];
  const enabled = layers.find((s) => typeof s.autoMemoryEnabled === "boolean")?.autoMemoryEnabled;
  if (autoMemoryDisabled(req.env, enabled)) return [];
  // the checked-in project settings may not move the folder (the client ignores it there)
  const custom = [layers[0], layers[2]].find((s) => typeof s?.autoMemoryDirectory === "string")
    ?.autoMemoryDirectory as string | undefined;
  if (custom?.trim()) {
    const dir = custom.startsWith("~/") ? join(home(req.env), custom.slice(2)) : custom;
    return isAbsolute(dir) && isDir(dir) ? [resolve(dir)] : [];
  }
  const paths = [req.cwd, req.project.root];
  const common = req.project.identity;
  if (common && basename(common) === ".git") paths.push(dirname(common));
  const out: string[] = [];
  for (const p of paths) {
    const dir = join(config, "projects", sanitisedProjectName(p), "memory");
    if (!out.includes(dir) && isDir(dir)) out.push(dir);
  }
  return out;
}
