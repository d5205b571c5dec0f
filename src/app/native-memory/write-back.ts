/**
 * Review acts on the native file itself, so Claude Code and Cairn stay consistent: editing a native memory
 * rewrites its file (description = the title, the prose = the body; every other frontmatter key kept —
 * core/native-memory/auto-memory-file.ts), deleting it removes the file and its `MEMORY.md` line, restoring
 * it writes the newest backup back, and pinning it moves its `MEMORY.md` line to the top, inside the part
 * the client always loads. Every change first copies the file (and `MEMORY.md` when it changes) into a
 * backup ring under `$CAIRN_HOME/native-memory/backups/<folder hash>/` — never into Claude's folder — and
 * writes through safe-write (no symlinks followed, secrets redacted). The folder state is brought up to the
 * written file so the next sync does not read Cairn's own write back as news.
 *
 * A memory is native here when its own dedupe key is an auto-memory key whose folder this machine has read
 * (its state file); anything else (Cairn's own memories, a teammate's native memory on a team server) is
 * left to the store alone. Errors: CairnError("UNSAFE_PATH") from safe-write; Error when the file's
 * frontmatter cannot be parsed (nothing written).
 */
import { existsSync, lstatSync, readFileSync, statSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { CairnError } from "../../core/common/errors.js";
import type { Memory } from "../../core/memories/memory.js";
import { AUTO_MEMORY_INDEX, rewriteAutoMemory } from "../../core/native-memory/auto-memory-file.js";
import { parseAutoMemoryKey } from "../../core/native-memory/auto-memory-map.js";
import { addToRing, listRing } from "../env/backup-ring.js";
import { homeScope, settingsScope, writeFileSafe } from "../env/safe-write.js";
import { readFolderState, writeFolderState } from "./state.js";

/** Copies kept per native file. */
export const BACKUPS_KEPT = 10;

export interface NativeFile {
  folder: string;
  hash: string;
  file: string;
  /** Absolute path of the memory file (it may be gone). */
  path: string;
}

/** The native file behind `memory` on this machine, or null when it has none here. */
export function nativeFileOf(home: string, memory: Pick<Memory, "dedupeKey">): NativeFile | null {
  const key = parseAutoMemoryKey(memory.dedupeKey);
  if (!key || key.file.includes("/") || key.file.includes("\\")) return null;
  const state = readFolderState(home, key.folderHash);
  if (!state) return null;
  return { folder: state.folder, hash: key.folderHash, file: key.file, path: join(state.folder, key.file) };
}

const backupDir = (home: string, f: NativeFile) => join(home, "native-memory", "backups", f.hash);

function readRegular(path: string): string | null {
  const st = lstatSync(path, { throwIfNoEntry: false });
  if (!st) return null;
  if (!st.isFile()) throw new CairnError("UNSAFE_PATH", `refusing to touch ${path}: not a regular file`);
  return readFileSync(path, "utf8");
}

function backup(home: string, f: NativeFile, name: string, text: string, now: Date): void {
  addToRing(homeScope(home), { dir: backupDir(home, f), prefix: `${name}.`, keep: BACKUPS_KEPT }, text, now);
}

/** Records the file as Cairn last wrote it (or drops it when gone), so the next sync skips it. */
function markWritten(home: string, f: NativeFile): void {
  const state = readFolderState(home, f.hash) ?? { folder: f.folder, files: {} };
  const st = statSync(f.path, { throwIfNoEntry: false });
  if (st) state.files[f.file] = { size: st.size, mtimeMs: st.mtimeMs };
  else delete state.files[f.file];
  writeFolderState(home, f.hash, state);
}

/** Rewrites the file with the memory's title (as `description`) and body; false when the file is gone. */
export function editNativeFile(
  home: string,
  f: NativeFile,
  m: Pick<Memory, "title" | "body">,
  now: Date,
): boolean {
  const text = readRegular(f.path);
  if (text === null) return false;
  const next = rewriteAutoMemory(text, { description: m.title, body: m.body }, now.toISOString());
  if (next === text) return true;
  backup(home, f, f.file, text, now);
  writeFileSafe(settingsScope(f.folder), f.path, next);
  markWritten(home, f);
  return true;
}

const linksTo = (line: string, file: string) => line.includes(`](${file})`) || line.includes(`](./${file})`);

function rewriteIndex(home: string, f: NativeFile, now: Date, change: (lines: string[]) => string[]): void {
  const path = join(f.folder, AUTO_MEMORY_INDEX);
  const text = readRegular(path);
  if (text === null) return;
  const lines = text.split("\n");
  const next = change(lines).join("\n");
  if (next === text) return;
  backup(home, f, AUTO_MEMORY_INDEX, text, now);
  writeFileSafe(settingsScope(f.folder), path, next);
}

/** Removes the file and its index line, after backing both up. */
export function deleteNativeFile(home: string, f: NativeFile, now: Date): void {
  const text = readRegular(f.path);
  if (text !== null) {
    backup(home, f, f.file, text, now);
    unlinkSync(f.path);
  }
  rewriteIndex(home, f, now, (lines) => lines.filter((l) => !linksTo(l, f.file)));
  markWritten(home, f);
}

/** Writes the newest backup of a deleted file back; false when the file exists or no backup is left. */
export function restoreNativeFile(home: string, f: NativeFile): boolean {
  if (existsSync(f.path)) return false;
  const [latest] = listRing(backupDir(home, f), `${f.file}.`);
  if (!latest) return false;
  writeFileSafe(settingsScope(f.folder), f.path, readFileSync(latest.path, "utf8"));
  markWritten(home, f);
  return true;
}

/** Moves the file's `MEMORY.md` line to the top, where the client's 200-line cut never reaches it. */
export function pinNativeFile(home: string, f: NativeFile, now: Date): void {
  rewriteIndex(home, f, now, (lines) => {
    const mine = lines.filter((l) => linksTo(l, f.file));
    return mine.length === 0 ? lines : [...mine, ...lines.filter((l) => !linksTo(l, f.file))];
  });
}

/** What the review did to a memory, to be done to its native file too. */
export type ReviewAction = "edit" | "delete" | "restore" | "pin" | "unpin";

/**
 * Carries a review action on `m` (as it is after the action) over to its native file; returns the file's
 * path when it has one on this machine, else null (nothing to do). Unpinning leaves the index as it is.
 */
export function applyToNativeFile(home: string, m: Memory, action: ReviewAction, now: Date): string | null {
  const f = nativeFileOf(home, m);
  if (!f) return null;
  if (action === "edit") editNativeFile(home, f, m, now);
  else if (action === "delete") deleteNativeFile(home, f, now);
  else if (action === "restore") restoreNativeFile(home, f);
  else if (action === "pin") pinNativeFile(home, f, now);
  return f.path;
}
