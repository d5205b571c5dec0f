/**
 * Abandoned temporary files: an atomic write (write-file-atomic) goes to `<target>.<number>` and is
 * renamed over the target; a writer killed in between leaves that file behind. Any such file under
 * `.cairn/tasks/` older than 5 minutes is an abandoned write and is deleted (younger ones may belong to
 * a writer still running).
 */
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { boardDirs, briefsDir, checkpointsDir, tasksDir } from "./task-files.js";

export const ABANDONED_AFTER_MS = 5 * 60_000;
const TEMP_FILE = /^.+\.\d+$/;

/** Deletes abandoned temporary files; returns their paths. `now` in ms since the epoch. */
export function cleanAbandoned(root: string, now: number): string[] {
  const top = tasksDir(root);
  if (!existsSync(top)) return [];
  const dirs = [
    top,
    briefsDir(root),
    ...boardDirs(root).flatMap((p) => [join(top, p), checkpointsDir(root, p)]),
  ];
  const removed: string[] = [];
  for (const dir of dirs) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!TEMP_FILE.test(name)) continue;
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
