/**
 * Abandoned temporary files under `.cairn/tasks/` (see env/stale-temp.ts for the rule: Cairn's own
 * temp-file patterns, older than 5 minutes).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { cleanStaleTemps } from "../env/stale-temp.js";
import { boardDirs, briefsDir, checkpointsDir, tasksDir } from "./task-files.js";

export { ABANDONED_AFTER_MS } from "../env/stale-temp.js";

/** Deletes abandoned temporary files; returns their paths. `now` in ms since the epoch. */
export function cleanAbandoned(root: string, now: number): string[] {
  const top = tasksDir(root);
  if (!existsSync(top)) return [];
  const dirs = [
    top,
    briefsDir(root),
    ...boardDirs(root).flatMap((p) => [join(top, p), checkpointsDir(root, p)]),
  ];
  return cleanStaleTemps(dirs, now);
}
