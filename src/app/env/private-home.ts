/**
 * `$CAIRN_HOME` is private: 0700, and so are the folders in it. Homes made before this rule (0755 under
 * umask 022) are fixed when Cairn opens them: one stat when the home is already private; otherwise a
 * chmod of the home, its folders and its files (0600). Only a home owned by the current user is touched.
 */
import { chmodSync, lstatSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./safe-write.js";

function fix(path: string, depth: number): void {
  const st = lstatSync(path, { throwIfNoEntry: false });
  if (!st || st.isSymbolicLink()) return;
  if (st.isDirectory()) {
    if ((st.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(path, PRIVATE_DIR_MODE);
    if (depth > 0)
      for (const e of readdirSync(path, { withFileTypes: true }))
        if (!e.isSymbolicLink()) fix(join(path, e.name), depth - 1);
  } else if (st.isFile() && (st.mode & 0o077) !== 0) chmodSync(path, PRIVATE_FILE_MODE);
}

/** Makes an existing `home` private (see module header); a no-op when it is already 0700 or absent. */
export function securePrivateHome(home: string): void {
  try {
    const st = statSync(home);
    if (!st.isDirectory() || (st.mode & 0o077) === 0) return;
    if (typeof process.getuid === "function" && st.uid !== process.getuid()) return;
    fix(home, 3);
  } catch {
    // best effort: a home we cannot fix is still used
  }
}
