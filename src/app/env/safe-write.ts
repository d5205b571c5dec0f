/**
 * Every file Cairn writes goes through here. A write names its scope — the project root, `$CAIRN_HOME`,
 * or the folder of a settings file — and is refused (CairnError "UNSAFE_PATH", one line) when the
 * target lies outside that root, when the target or any folder between the root and the target is a
 * symbolic link (Cairn creates none, so every link there was put by someone else), or when it is not a
 * regular file / folder. Folders are created one component at a time with mkdir(2), which never
 * follows a link at the new name. Replacing writes go to a temp file created exclusively
 * (O_CREAT|O_EXCL|O_NOFOLLOW, random name from node:crypto) in the target's folder, then fsync and
 * rename(2) over the target — rename replaces a directory entry and never writes through a link.
 * Appends open with O_NOFOLLOW and refuse a hard-linked file. In `$CAIRN_HOME` folders are 0700 and
 * files 0600 whatever the umask (modes are set with fchmod/chmod, not left to open's mode argument).
 * In a project owned by another user nothing is written (foreign-owner.ts).
 *
 * Why not write-file-atomic: it resolves the target with realpath (writing through a symlink), opens
 * its temp name with "w" (no O_EXCL, so a planted file or link at that name is followed), and has no
 * notion of a root. See open(2) for O_NOFOLLOW/O_EXCL and rename(2).
 */
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  type Stats,
  writeSync,
} from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { CairnError } from "../../core/common/errors.js";
import { redactStoredText } from "../../core/redact/stored-text.js";
import { assertOwnRepository } from "./foreign-owner.js";

/**
 * Where a write may land. `project`: a project's working tree (or its git dir), owner-checked, modes of
 * existing files kept, new files 0666 less the umask. `home`: `$CAIRN_HOME`, folders 0700 and files 0600. `settings`:
 * a Claude Code settings folder (written only by install/uninstall), modes kept, new files 0600.
 */
export interface WriteScope {
  root: string;
  kind: "project" | "home" | "settings";
}

export const projectScope = (root: string): WriteScope => ({ root, kind: "project" });
export const homeScope = (home: string): WriteScope => ({ root: home, kind: "home" });
export const settingsScope = (dir: string): WriteScope => ({ root: dir, kind: "settings" });

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Name of Cairn's temp files: `.<target>.cairn-<12 hex>.tmp` (cleanup matches it, see stale-temp.ts). */
export const TEMP_FILE = /^\..*\.cairn-[0-9a-f]{12}\.tmp$/;

function refuse(message: string): never {
  throw new CairnError("UNSAFE_PATH", message);
}

/** The path's components below the scope's root; refuses a path outside it. */
function below(scope: WriteScope, path: string): string[] {
  const rel = relative(resolve(scope.root), resolve(path));
  if (rel === "") return [];
  if (rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel))
    refuse(`refusing to write ${path}: outside ${scope.root}`);
  return rel.split(sep);
}

function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw e;
  }
}

function ensureRoot(scope: WriteScope): void {
  if (scope.kind === "project") {
    assertOwnRepository(scope.root);
    return;
  }
  const made = mkdirSync(scope.root, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (made !== undefined && scope.kind === "home") chmodSync(scope.root, PRIVATE_DIR_MODE);
}

/**
 * Makes sure folder `dir` exists below the scope's root without following a link: each missing
 * component is created with mkdir(2); an existing one must be a real folder. Throws UNSAFE_PATH.
 */
export function ensureDirSafe(scope: WriteScope, dir: string): void {
  ensureRoot(scope);
  let at = resolve(scope.root);
  for (const part of below(scope, dir)) {
    at = join(at, part);
    let st = lstatOrNull(at);
    if (st === null) {
      try {
        mkdirSync(at, scope.kind === "home" ? { mode: PRIVATE_DIR_MODE } : {});
        if (scope.kind === "home") chmodSync(at, PRIVATE_DIR_MODE);
        continue;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
        st = lstatSync(at); // created meanwhile (another process), or a link put there: check it
      }
    }
    if (st.isSymbolicLink()) refuse(`refusing to write through symlink ${at} (Cairn did not create it)`);
    if (!st.isDirectory()) refuse(`refusing to write below ${at}: not a folder`);
  }
}

function checkTarget(path: string): Stats | null {
  const st = lstatOrNull(path);
  if (st?.isSymbolicLink()) refuse(`refusing to write through symlink ${path} (Cairn did not create it)`);
  if (st && !st.isFile()) refuse(`refusing to write ${path}: not a regular file`);
  return st;
}

/**
 * The new file's mode, and whether to force it with fchmod (else open's mode, less the umask, applies):
 * home files 0600 always; an explicit mode; an existing file's mode kept; else 0666 less the umask
 * (project) or 0600 (settings).
 */
function modeFor(
  scope: WriteScope,
  existing: Stats | null,
  wanted?: number,
): { mode: number; force: boolean } {
  if (scope.kind === "home") return { mode: PRIVATE_FILE_MODE, force: true };
  if (wanted !== undefined) return { mode: wanted, force: true };
  if (existing) return { mode: existing.mode & 0o777, force: true };
  return scope.kind === "settings" ? { mode: PRIVATE_FILE_MODE, force: true } : { mode: 0o666, force: false };
}

/** A fresh temp name next to `path` (random, so no one can plant a file or link there in advance). */
export function tempPathFor(path: string): string {
  return join(
    dirname(resolve(path)),
    `.${basename(path).slice(0, 120)}.cairn-${randomBytes(6).toString("hex")}.tmp`,
  );
}

function writeAll(fd: number, data: string | Uint8Array): void {
  const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  let off = 0;
  while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
}

/**
 * Replaces `path` with `data` atomically (readers see the old or the new file, never half), inside
 * `scope`. Text passes the store's redaction (core/redact/stored-text.ts) unless `verbatim` — for the
 * user's own files that Cairn stamps, restores or edits a marked block of; bytes (Uint8Array) are
 * written as given (settings files are the user's). `mode` applies to project/settings files (home
 * files are always 0600). Throws
 * CairnError("UNSAFE_PATH") on a link, a path outside the scope or a non-regular target, and
 * CairnError("FOREIGN_OWNER") in another user's repository; nothing is written then.
 */
export function writeFileSafe(
  scope: WriteScope,
  path: string,
  data: string | Uint8Array,
  opts: { mode?: number; verbatim?: boolean } = {},
): void {
  const out = typeof data === "string" && opts.verbatim !== true ? redactStoredText(data) : data;
  const dir = dirname(resolve(path));
  ensureDirSafe(scope, dir);
  const existing = checkTarget(path);
  const { mode, force } = modeFor(scope, existing, opts.mode);
  const tmp = tempPathFor(path);
  const fd = openSync(
    tmp,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    mode,
  );
  try {
    try {
      if (force) fchmodSync(fd, mode);
      writeAll(fd, out);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/**
 * Opens `path` (created when missing) for appending inside `scope`, never through a link (O_NOFOLLOW)
 * and never a hard-linked or special file; home files are made 0600. Returns the descriptor and its
 * fstat (the caller closes it). Same errors as writeFileSafe.
 */
export function openAppendSafe(scope: WriteScope, path: string): { fd: number; st: Stats } {
  ensureDirSafe(scope, dirname(resolve(path)));
  const mode = scope.kind === "project" ? 0o666 : PRIVATE_FILE_MODE;
  let fd: number;
  try {
    fd = openSync(
      path,
      constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW,
      mode,
    );
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ELOOP")
      refuse(`refusing to write through symlink ${path} (Cairn did not create it)`);
    throw e;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) refuse(`refusing to write ${path}: not a regular file`);
    if (st.nlink > 1) refuse(`refusing to append to ${path}: it has other hard links`);
    if (scope.kind === "home" && (st.mode & 0o777) !== PRIVATE_FILE_MODE) fchmodSync(fd, PRIVATE_FILE_MODE);
    return { fd, st };
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}

/**
 * Appends `data` to `path` through openAppendSafe. Text is redacted (logs and spool lines; a JSON
 * line stays valid JSON). Same errors as writeFileSafe.
 */
export function appendFileSafe(scope: WriteScope, path: string, data: string | Uint8Array): void {
  const text = typeof data === "string" ? redactStoredText(data) : data;
  const { fd } = openAppendSafe(scope, path);
  try {
    writeAll(fd, text);
  } finally {
    closeSync(fd);
  }
}

/**
 * Creates `path` only if nothing is there (O_EXCL: a link at the name is not followed) and returns the
 * open descriptor, or null when the name is taken. For lock files.
 */
export function createExclusive(scope: WriteScope, path: string): number | null {
  ensureDirSafe(scope, dirname(resolve(path)));
  const mode = scope.kind === "project" ? 0o666 : PRIVATE_FILE_MODE;
  try {
    const fd = openSync(
      path,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
      mode,
    );
    if (scope.kind !== "project") fchmodSync(fd, mode); // private whatever the umask
    return fd;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return null;
    throw e;
  }
}

/** True for the errors this module raises on purpose (callers that must fail open test this). */
export function isRefusal(e: unknown): e is CairnError {
  return e instanceof CairnError && (e.code === "UNSAFE_PATH" || e.code === "FOREIGN_OWNER");
}
