import { type Stats, statSync } from "node:fs";

/**
 * `fs.statSync` that answers undefined instead of throwing when nothing readable is at `p`: missing
 * (ENOENT), a path through a file (ENOTDIR — `statSync`'s `throwIfNoEntry: false` covers only ENOENT),
 * no permission (EACCES) or a symlink loop (ELOOP).
 */
export function statOf(p: string): Stats | undefined {
  try {
    return statSync(p, { throwIfNoEntry: false });
  } catch {
    return undefined; // ENOTDIR, EACCES, ELOOP: nothing readable there
  }
}
