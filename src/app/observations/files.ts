/**
 * Reading and writing observation files: atomic writes (temp file + rename; write-file-atomic's sync
 * path needs `__filename`, absent in the ESM bundle), the local folder's
 * `.gitignore` (`*`, so git never sees it), and timestamped backups before a rewrite (kept: the 20
 * newest per scope), restorable with `restoreLatestBackup`.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import type { ObservationScope } from "../../core/observations/classify.js";
import { type ObsDocument, parseObservations, renderObservations } from "../../core/observations/format.js";
import { redactStoredText } from "../../core/redact/stored-text.js";
import type { ObservationPaths } from "./paths.js";

const KEEP_BACKUPS = 20;

export function readText(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
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
    return 0;
  }
}

function ensureLocalDir(paths: ObservationPaths): void {
  mkdirSync(paths.localDir, { recursive: true });
  const ignore = join(paths.localDir, ".gitignore");
  if (!existsSync(ignore)) writeFileSync(ignore, "# Cairn: personal, never committed\n*\n");
}

export function writeText(paths: ObservationPaths, scope: ObservationScope, text: string): void {
  const file = paths.file[scope];
  if (scope !== "global") ensureLocalDir(paths); // backups of committed live there too
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, redactStoredText(text), { mode: scope === "committed" ? 0o644 : 0o600 });
  renameSync(tmp, file);
}

export function writeDoc(paths: ObservationPaths, scope: ObservationScope, doc: ObsDocument): void {
  writeText(paths, scope, renderObservations(doc));
}

/** Copies the current file to `<backups>/<scope>-<stamp>.md`; returns its path, or null when there was nothing. */
export function backup(paths: ObservationPaths, scope: ObservationScope, now: Date): string | null {
  const text = readText(paths.file[scope]);
  if (text === "") return null;
  const dir = paths.backups[scope];
  mkdirSync(dir, { recursive: true });
  if (scope !== "global") ensureLocalDir(paths);
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let target = join(dir, `${scope}-${stamp}.md`);
  for (let i = 1; existsSync(target); i++) target = join(dir, `${scope}-${stamp}-${i}.md`);
  writeFileSync(target, redactStoredText(text), { mode: 0o600 });
  const all = listBackups(paths, scope);
  for (const old of all.slice(KEEP_BACKUPS)) rmSync(old, { force: true });
  return target;
}

/** Backups of a scope, newest first. */
export function listBackups(paths: ObservationPaths, scope: ObservationScope): string[] {
  const dir = paths.backups[scope];
  try {
    return readdirSync(dir)
      .filter((f) => f.startsWith(`${scope}-`) && f.endsWith(".md"))
      .sort()
      .reverse()
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
}
