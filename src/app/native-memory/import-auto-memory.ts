/**
 * `cairn import` of Claude Code's auto memory: every `<projects dir>/<project folder>/memory/` beside the
 * transcripts being imported (or the given project folder's own) is synced (sync-auto-memory.ts) into the
 * project its transcripts were imported into — found through the import mark of one of the folder's
 * `*.jsonl` files, so the folder needs no guessing from its sanitised name. A folder none of whose
 * transcripts was imported is reported and left alone. Honours `CLAUDE_CODE_DISABLE_AUTO_MEMORY`,
 * `autoMemoryEnabled: false` in the user's Claude Code settings and `autoMemory.enabled`.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { autoMemoryDisabled } from "../../core/native-memory/auto-memory-folder.js";
import type { Config } from "../../core/setup/config.js";
import type { Store } from "../../store/store.js";
import { statOf } from "../env/stat-of.js";
import { claudeConfigDir } from "./locate.js";
import { readUserSettings } from "./settings.js";
import { syncAutoMemory } from "./sync-auto-memory.js";

export interface AutoMemoryImport {
  /** Memory folders read. */
  folders: number;
  /** Files read (new or changed). */
  read: number;
  removed: number;
  /** One line per file or folder left out, with the reason. */
  skipped: string[];
}

const isDir = (p: string) => statOf(p)?.isDirectory() === true;

function list(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    // a folder that is gone or unreadable holds no memory files
    return [];
  }
}

async function projectOf(store: Store, dir: string) {
  for (const name of list(dir)
    .filter((n) => n.endsWith(".jsonl"))
    .slice(0, 20)) {
    const mark = await store.getImportMark(join(dir, name));
    const session = mark?.sessionId ? await store.getSession(mark.sessionId) : null;
    const project = session ? await store.getProject(session.project) : null;
    if (project) return project;
  }
  return null;
}

/** `o.config`: the run's settings (runtime.config): `autoMemory.enabled`, `autoMemory.shareAll`. */
export async function importAutoMemory(
  store: Store,
  o: {
    root: string;
    home: string;
    env: Readonly<Record<string, string | undefined>>;
    config: Config;
    now: Date;
  },
): Promise<AutoMemoryImport> {
  const out: AutoMemoryImport = { folders: 0, read: 0, removed: 0, skipped: [] };
  const config = o.config;
  const user = readUserSettings(join(claudeConfigDir(o.env), "settings.json"));
  if (!config["autoMemory.enabled"] || autoMemoryDisabled(o.env, user.autoMemoryEnabled)) return out;
  const dirs = isDir(join(o.root, "memory")) ? [o.root] : list(o.root).map((d) => join(o.root, d));
  for (const dir of dirs) {
    const folder = join(dir, "memory");
    if (!isDir(folder)) continue;
    const project = await projectOf(store, dir);
    if (!project) {
      out.skipped.push(
        `${folder}: none of this folder's transcripts was imported, so its project is unknown`,
      );
      continue;
    }
    const r = await syncAutoMemory(store, {
      project,
      cwd: project.root,
      home: o.home,
      env: o.env,
      now: o.now,
      shareAll: config["autoMemory.shareAll"],
      folders: [folder],
    });
    out.folders++;
    out.read += r.read;
    out.removed += r.removed;
    out.skipped.push(...r.skipped.map((s) => `${folder}/${s}`));
  }
  return out;
}
