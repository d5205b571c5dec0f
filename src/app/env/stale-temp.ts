/**
 * Abandoned temporary files: a replacing write goes to a temp file renamed over the target; a writer
 * killed in between leaves it behind (0 bytes when killed before writing). Any temp file of Cairn's
 * own patterns older than 5 minutes is abandoned and deleted (a younger one may belong to a writer
 * still running). Patterns: safe-write's `.<name>.cairn-<hex>.tmp`, and those of earlier versions:
 * write-file-atomic's `<name>.<number>` and `<name>.<pid>.tmp`, only for Cairn's own file types.
 */
import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { TEMP_FILE } from "./safe-write.js";

export const ABANDONED_AFTER_MS = 5 * 60_000;
const LEGACY = /^.+\.(md|json)\.\d+(\.tmp)?$/;

export function isCairnTemp(name: string): boolean {
  return TEMP_FILE.test(name) || LEGACY.test(name);
}

/** Deletes abandoned temp files directly in `dirs`; returns their paths. `now` in ms since the epoch. */
export function cleanStaleTemps(dirs: readonly string[], now: number): string[] {
  const removed: string[] = [];
  for (const dir of dirs) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      // a folder that does not exist holds no temp files
      continue;
    }
    for (const name of names) {
      if (!isCairnTemp(name)) continue;
      const path = join(dir, name);
      try {
        const st = statSync(path);
        if (st.isFile() && now - st.mtimeMs > ABANDONED_AFTER_MS) {
          rmSync(path, { force: true });
          removed.push(path);
        }
      } catch {
        // gone already (another process cleaned it)
      }
    }
  }
  return removed;
}
