/**
 * The database is private: its file is created 0600 before SQLite opens it (SQLite gives the -wal and
 * -shm files the database file's permissions, see findCreateFileMode in SQLite's os_unix.c), an
 * existing database, -wal, -shm or backup readable by others is set back to 0600, and the folders
 * Cairn creates for it are 0700. Modes are set with chmod, so the umask does not matter.
 */
import { chmodSync, closeSync, constants, lstatSync, mkdirSync, openSync } from "node:fs";

export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** Creates `dir` (and missing parents) 0700; an existing folder is left as it is. */
export function ensurePrivateDir(dir: string): void {
  const first = mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  if (first !== undefined) chmodSync(dir, PRIVATE_DIR);
}

/**
 * Sets `path` to 0600 when it is a regular file with group/other bits; returns whether something is
 * there. A symlink is left alone (chmod would change its target).
 */
export function makePrivate(path: string): boolean {
  try {
    const st = lstatSync(path);
    if (st.isFile() && (st.mode & 0o077) !== 0) chmodSync(path, PRIVATE_FILE);
    return true;
  } catch {
    // nothing there, or not ours to chmod: false, as documented
    return false;
  }
}

/** Makes sure the database file exists and is 0600, and that its -wal / -shm are too when present. */
export function preparePrivateDb(path: string): void {
  if (!makePrivate(path)) {
    try {
      closeSync(
        openSync(
          path,
          constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
          PRIVATE_FILE,
        ),
      );
      chmodSync(path, PRIVATE_FILE);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
  }
  makePrivate(`${path}-wal`);
  makePrivate(`${path}-shm`);
}
