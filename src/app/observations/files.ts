/**
 * Reading and writing observation files: atomic writes through env/safe-write (project files inside
 * the project root, the global file inside $CAIRN_HOME; never through a symlink), the local folder's
 * `.gitignore` (`*`, so git never sees it), and backups before a rewrite in the shared backup ring
 * (env/backup-ring.ts; kept: the 20 newest per scope), restorable with `undoReflection`.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { ObservationScope } from "../../core/observations/classify.js";
import { type ObsDocument, parseObservations, renderObservations } from "../../core/observations/format.js";
import { addToRing, listRing } from "../env/backup-ring.js";
import { homeScope, projectScope, type WriteScope, writeFileSafe } from "../env/safe-write.js";
import type { ObservationPaths } from "./paths.js";

const KEEP_BACKUPS = 20;

export function readText(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    // no observations file yet: empty
    return "";
  }
}

export function readDoc(paths: ObservationPaths, scope: ObservationScope): ObsDocument {
  return parseObservations(readText(paths.file[scope]));
}

/** Bytes of a scope's file (0 when absent); tokens ≈ bytes / 4 for the Reflector check. */
export function fileBytes(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    // no observations file yet: 0 bytes
    return 0;
  }
}

/** Where a scope's files may be written: the global scope in $CAIRN_HOME, the others in the project. */
export function scopeOf(paths: ObservationPaths, scope: ObservationScope): WriteScope {
  return scope === "global" ? homeScope(paths.home) : projectScope(paths.root);
}

function ensureLocalDir(paths: ObservationPaths): void {
  const ignore = join(paths.localDir, ".gitignore");
  if (!existsSync(ignore))
    writeFileSafe(projectScope(paths.root), ignore, "# Cairn: personal, never committed\n*\n");
}

export function writeText(paths: ObservationPaths, scope: ObservationScope, text: string): void {
  if (scope !== "global") ensureLocalDir(paths); // backups of committed live there too
  writeFileSafe(scopeOf(paths, scope), paths.file[scope], text, {
    mode: scope === "committed" ? 0o644 : 0o600,
  });
}

export function writeDoc(paths: ObservationPaths, scope: ObservationScope, doc: ObsDocument): void {
  writeText(paths, scope, renderObservations(doc));
}

/** Copies the current file into the scope's backup ring; returns its path, or null when there was nothing. */
export function backup(paths: ObservationPaths, scope: ObservationScope, now: Date): string | null {
  const text = readText(paths.file[scope]);
  if (text === "") return null;
  if (scope !== "global") ensureLocalDir(paths);
  const ring = { dir: paths.backups[scope], prefix: `${scope}-`, keep: KEEP_BACKUPS };
  return addToRing(scopeOf(paths, scope), ring, text, now);
}

/** Backups of a scope, newest first. */
export function listBackups(paths: ObservationPaths, scope: ObservationScope): string[] {
  return listRing(paths.backups[scope], `${scope}-`).map((e) => e.path);
}
