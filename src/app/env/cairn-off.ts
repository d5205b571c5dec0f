/**
 * Whether Cairn is turned off for a folder: a `.cairn-off` file in it or in a parent folder, up to and
 * including the first one holding `.git` (the repository's root). The hooks check the same before
 * doing anything (hooks/entry.ts calls this); imports check it so a session there leaves nothing either.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/** At most this many folders are looked at, from `cwd` up. */
const MAX_DEPTH = 64;

export function turnedOff(cwd: string): boolean {
  let dir = cwd;
  for (let i = 0; i < MAX_DEPTH; i++) {
    if (existsSync(join(dir, ".cairn-off"))) return true;
    if (existsSync(join(dir, ".git"))) return false;
    const parent = dirname(dir);
    if (parent === dir) return false;
    dir = parent;
  }
  return false;
}
