/**
 * Where observations live. Per checkout (worktree root): committed `.cairn/observations.md` (shared
 * through git), local `.cairn/local/observations.md` (git-excluded by `.cairn/local/.gitignore`,
 * which Cairn writes), backups in `.cairn/local/backups/`, plans `.cairn/plans/<branch>.md`, opt-out
 * file `.cairn/observations-off`. Per user: `$CAIRN_HOME/observations.md` (global) and its backups
 * in `$CAIRN_HOME/backups/observations/`; observer state in `$CAIRN_HOME/observer/`.
 */
import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { ObservationScope } from "../../core/observations/classify.js";
import { sha256Hex } from "../env/hash.js";
import { spoolName } from "../env/paths.js";
import { commonDir } from "../env/project.js";

export interface ObservationPaths {
  root: string;
  home: string;
  file: Record<ObservationScope, string>;
  backups: Record<ObservationScope, string>;
  localDir: string;
  plans: string;
  optOut: string;
}

export function observationPaths(root: string, home: string): ObservationPaths {
  const localDir = join(root, ".cairn", "local");
  return {
    root,
    home,
    file: {
      committed: join(root, ".cairn", "observations.md"),
      local: join(localDir, "observations.md"),
      global: join(home, "observations.md"),
    },
    backups: {
      committed: join(localDir, "backups"),
      local: join(localDir, "backups"),
      global: join(home, "backups", "observations"),
    },
    localDir,
    plans: join(root, ".cairn", "plans"),
    optOut: join(root, ".cairn", "observations-off"),
  };
}

export const observerDir = (home: string) => join(home, "observer");
export const sessionStatePath = (home: string, sessionId: string) =>
  join(home, "observer", "sessions", `${spoolName(sessionId)}.json`);
export const pendingPath = (home: string, projectId: string) =>
  join(home, "observer", "pending", `${spoolName(projectId)}.json`);
export const indexStatePath = (home: string, file: string) =>
  join(home, "observer", "index", `${sha256Hex(file, 24)}.json`);

export function optedOut(root: string): boolean {
  return existsSync(join(root, ".cairn", "observations-off"));
}

/** The main checkout of a linked worktree (parent of the git common dir), or null (bare repo, not a worktree). */
export function mainCheckout(gitDir: string | null): string | null {
  if (!gitDir) return null;
  const common = commonDir(gitDir);
  if (common === gitDir || basename(common) !== ".git") return null;
  return dirname(common);
}
