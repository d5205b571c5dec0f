/**
 * What Cairn last read of one auto-memory folder, kept in `$CAIRN_HOME/native-memory/<folder hash>.json`
 * (this machine's, never shared): the folder and, per file, its size and mtime when read. A file whose size
 * and mtime are unchanged is not read again; a file in the state but gone from the folder was removed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sha256Hex } from "../env/hash.js";
import { homeScope, writeFileSafe } from "../env/safe-write.js";

export interface FileMark {
  size: number;
  mtimeMs: number;
}

export interface FolderState {
  folder: string;
  files: Record<string, FileMark>;
}

/** 12 hex digits of SHA-256 over the folder's path. */
export function folderHash(folder: string): string {
  return sha256Hex(folder, 12);
}

export function statePath(home: string, hash: string): string {
  return join(home, "native-memory", `${hash}.json`);
}

export function readFolderState(home: string, hash: string): FolderState | null {
  try {
    const s = JSON.parse(readFileSync(statePath(home, hash), "utf8")) as FolderState;
    return typeof s.folder === "string" && s.files && typeof s.files === "object" ? s : null;
  } catch {
    // no state file, or damaged: every file is read again
    return null;
  }
}

export function writeFolderState(home: string, hash: string, state: FolderState): void {
  writeFileSafe(homeScope(home), statePath(home, hash), JSON.stringify(state));
}
