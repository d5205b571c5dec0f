/**
 * Reads Claude Code's auto memory into Cairn (SessionStart, Stop, `cairn import`): each `*.md` file of the
 * project's auto-memory folder(s) except `MEMORY.md` becomes one memory (core/native-memory/: parsing,
 * type mapping, named files), saved through saveMemory — so it is redacted, merged into a Cairn memory that
 * says the same thing (one memory, both sightings), and subject to the supersede rules. Provenance: source
 * `import`, event `auto-memory` (shown as "claude-code auto memory"), agent `claude-code`, the session of the
 * file's `originSessionId`, dedupe key `automem:<folder hash>:<file>`. Save time: the later of the file's
 * `modified` stamp and its mtime (never after now), so staleness counts from when the file last changed.
 *
 * Only files whose size or mtime changed since the last read are read (folder-state.ts); an unchanged folder
 * costs one readdir and a stat per file and writes nothing. A file gone from the folder soft-deletes the
 * memory it created (a memory it merged into, Cairn's own, stays). A file that cannot be parsed is skipped
 * with its reason and read again once it changes. Never throws for a file; store errors propagate.
 */
import { readdirSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { AUTO_MEMORY_INDEX, parseAutoMemory } from "../../core/native-memory/auto-memory-file.js";
import { loadedMemoryFiles } from "../../core/native-memory/auto-memory-index.js";
import { autoMemoryKey, mapAutoMemory } from "../../core/native-memory/auto-memory-map.js";
import type { Store } from "../../store/store.js";
import { headCommit } from "../env/git.js";
import { findGitRoot } from "../env/project.js";
import { statOf } from "../env/stat-of.js";
import { saveMemory } from "../memories/save-memory.js";
import { readText } from "../notes/files.js";
import { autoMemoryFolders } from "./locate.js";
import { type FileMark, type FolderState, folderHash, readFolderState, writeFolderState } from "./state.js";

/** Most files read from one folder (the client's own scan reads far fewer). */
export const MAX_FILES = 500;
/** Largest memory file read (bytes); the client keeps memories to a few lines. */
export const MAX_FILE_BYTES = 256 * 1024;

export interface SyncAutoMemoryRequest {
  project: { id: string; root: string; identity?: string; gitDir?: string | null };
  /** The session's folder. */
  cwd: string;
  /** `$CAIRN_HOME` (where the folder state is kept). */
  home: string;
  env: Readonly<Record<string, string | undefined>>;
  now: Date;
  /** Share user and feedback memories too (`autoMemory.shareAll`). */
  shareAll?: boolean;
  /** Folders to read instead of locating them (tests, import of a given projects dir). */
  folders?: readonly string[];
  /**
   * Epoch ms after which no further file is read (hooks); at least one changed file per folder always is.
   * Files left unread are not recorded, so the next sync reads them. Absent: no limit.
   */
  deadline?: number;
}

export interface SyncAutoMemoryResult {
  folders: string[];
  read: number;
  removed: number;
  /** One line per file that could not be read or parsed. */
  skipped: string[];
  /** Dedupe keys of the memories whose files the loaded part of MEMORY.md links to. */
  loaded: Set<string>;
}

function listing(folder: string): Map<string, FileMark> {
  const out = new Map<string, FileMark>();
  let names: string[];
  try {
    names = readdirSync(folder).sort();
  } catch {
    return out; // a folder that is gone holds no memory
  }
  for (const name of names) {
    if (!name.toLowerCase().endsWith(".md") || name === AUTO_MEMORY_INDEX || name.startsWith(".")) continue;
    const st = statOf(join(folder, name));
    if (st?.isFile()) out.set(name, { size: st.size, mtimeMs: st.mtimeMs });
    if (out.size === MAX_FILES) break;
  }
  return out;
}

function within(root: string): (rel: string) => boolean {
  const base = resolve(root);
  return (rel) => {
    const abs = resolve(base, rel);
    if (!abs.startsWith(base + sep)) return false;
    const st = statOf(abs) ?? statOf(join(abs, ".."));
    return st !== undefined && relative(base, abs) !== "";
  };
}

export async function syncAutoMemory(
  store: Store,
  req: SyncAutoMemoryRequest,
): Promise<SyncAutoMemoryResult> {
  const folders = [...(req.folders ?? autoMemoryFolders(req))];
  const result: SyncAutoMemoryResult = { folders, read: 0, removed: 0, skipped: [], loaded: new Set() };
  for (const folder of folders) await syncFolder(store, req, folder, result);
  return result;
}

async function syncFolder(
  store: Store,
  req: SyncAutoMemoryRequest,
  folder: string,
  out: SyncAutoMemoryResult,
): Promise<void> {
  const hash = folderHash(folder);
  for (const f of loadedMemoryFiles(readText(join(folder, AUTO_MEMORY_INDEX)) ?? ""))
    out.loaded.add(autoMemoryKey(hash, f));
  const prev = readFolderState(req.home, hash);
  const now = listing(folder);
  // oldest first, so a newer file that corrects an older one is saved after it (the supersede rules)
  const changed = [...now]
    .filter(([name, mark]) => {
      const was = prev?.files[name];
      return !was || was.size !== mark.size || was.mtimeMs !== mark.mtimeMs;
    })
    .sort((a, b) => a[1].mtimeMs - b[1].mtimeMs);
  const gone = Object.keys(prev?.files ?? {}).filter((name) => !now.has(name));
  if (changed.length === 0 && gone.length === 0 && prev !== null) return;
  const next: FolderState = { folder, files: {} };
  for (const [name, mark] of now)
    if (prev?.files[name] && !changed.some(([n]) => n === name)) next.files[name] = mark;
  await store.inTransaction(async () => {
    const gitDir =
      req.project.gitDir !== undefined ? req.project.gitDir : (findGitRoot(req.project.root)?.gitDir ?? null);
    const commit = headCommit(gitDir);
    let first = true;
    for (const [name, mark] of changed) {
      if (!first && req.deadline !== undefined && Date.now() >= req.deadline) break;
      first = false;
      try {
        if (await readOne(store, req, { folder, hash, name, mark, commit }, out)) next.files[name] = mark;
      } catch (err) {
        // one file the store refuses never costs the others; it is read again once it changes
        out.skipped.push(
          `${name}: not saved (${err instanceof Error ? err.message.split("\n")[0] : String(err)})`,
        );
        next.files[name] = mark;
      }
    }
    for (const name of gone) {
      const m = await store.findByDedupeKey(req.project.id, autoMemoryKey(hash, name));
      if (m && m.dedupeKey === autoMemoryKey(hash, name)) {
        await store.softDeleteMemory(m.id, req.now.toISOString());
        out.removed++;
      }
    }
  });
  writeFolderState(req.home, hash, next);
}

/** Reads and saves one file; false when it was skipped (it is read again once it changes). */
async function readOne(
  store: Store,
  req: SyncAutoMemoryRequest,
  f: { folder: string; hash: string; name: string; mark: FileMark; commit: string | null },
  out: SyncAutoMemoryResult,
): Promise<boolean> {
  if (f.mark.size > MAX_FILE_BYTES) {
    out.skipped.push(`${f.name}: larger than ${MAX_FILE_BYTES} bytes`);
    return true;
  }
  const text = readText(join(f.folder, f.name));
  if (text === null) return false; // removed or unreadable since it was listed: skipped this run
  const parsed = parseAutoMemory(text, f.name);
  if (!parsed.ok) {
    out.skipped.push(parsed.skip);
    return true;
  }
  const file = parsed.memory;
  const mapped = mapAutoMemory(file, { exists: within(req.project.root), shareAll: req.shareAll });
  const changedAt = Math.max(f.mark.mtimeMs, file.modified ? Date.parse(file.modified) : 0);
  const at = new Date(Math.min(changedAt, req.now.getTime()));
  await saveMemory(
    store,
    {
      project: req.project.id,
      ...mapped,
      gitCommit: f.commit,
      source: {
        kind: "import",
        event: "auto-memory",
        sessionId: sessionIdOf(file.originSessionId),
        toolUseId: null,
        agent: "claude-code",
      },
      dedupeKey: autoMemoryKey(f.hash, f.name),
    },
    at,
  );
  out.read++;
  return true;
}

/** A session id as Claude Code writes it (a UUID; at most 128 characters of `[\w-]`), else null. */
function sessionIdOf(v: string | null): string | null {
  return v !== null && /^[\w-]{1,128}$/.test(v) ? v : null;
}
