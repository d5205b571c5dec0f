/**
 * Which of an item's files changed since it was captured (model and rationale: core/staleness/staleness.ts).
 * Stage 1 stats each path (no subprocess: the common case, nothing touched since, ends here). Stage 2
 * confirms the candidates inside a git work tree with one `git ls-files` for all of them and one
 * `git diff --name-only <commit>` per distinct capture commit, up to `maxGitCalls`; candidates past
 * that budget, outside git, without a commit, or whose commit git no longer knows count as changed.
 */

import { statSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
import type { OnProgress } from "../../core/common/progress.js";
import { normalizePath } from "../../core/notes/normalize.js";
import { confirmChanged, isCandidate, type PathObservation } from "../../core/staleness/staleness.js";
import { gitPaths } from "../env/git-run.js";
import { findGitRoot } from "../env/project.js";

export interface StaleQuery {
  id: string;
  /** Capture time (ISO). */
  since: string;
  /** HEAD at capture, or null. */
  commit: string | null;
  /** Project-relative (or absolute) paths, as the item lists them. */
  paths: readonly string[];
}

export interface ChangedOptions {
  /** `git diff` calls allowed (default 6: hooks stay fast; the CLI passes more). */
  maxGitCalls?: number;
  /**
   * Told after each query's paths are looked at, then after each capture commit's `git diff`: done of
   * queries + commits (the commits are added to the total once the paths are seen).
   */
  onProgress?: OnProgress;
}

/** mtime of the nearest existing folder at or above `dir` (cached per folder), null when none. */
function ancestorMtime(dir: string, dirs: Map<string, number | null>): number | null {
  const known = dirs.get(dir);
  if (known !== undefined) return known;
  const st = statSync(dir, { throwIfNoEntry: false });
  const up = dirname(dir);
  const mtime = st ? st.mtimeMs : up === dir ? null : ancestorMtime(up, dirs);
  dirs.set(dir, mtime);
  return mtime;
}

function observe(abs: string, dirs: Map<string, number | null>): PathObservation {
  const st = statSync(abs, { throwIfNoEntry: false });
  if (!st) return { kind: "missing", ancestorMtimeMs: ancestorMtime(dirname(abs), dirs) };
  return st.isDirectory() ? { kind: "dir" } : { kind: "file", mtimeMs: st.mtimeMs };
}

/** Map from query id to its changed paths (only ids with at least one). `root`: the working tree. */
export function changedSince(
  root: string | null,
  queries: readonly StaleQuery[],
  opts: ChangedOptions = {},
): Map<string, string[]> {
  const seen = new Map<string, PathObservation>();
  const dirs = new Map<string, number | null>();
  const look = (abs: string) => {
    const known = seen.get(abs);
    if (known) return known;
    const o = observe(abs, dirs);
    seen.set(abs, o);
    return o;
  };
  const inGit = root !== null && findGitRoot(root) !== null;
  const out = new Map<string, string[]>();
  const add = (id: string, path: string) => {
    const list = out.get(id);
    if (list) list.push(path);
    else out.set(id, [path]);
  };
  /** commit → candidates needing git: [query id, listed path, project-relative path] */
  const byCommit: ByCommit = new Map();
  let done = 0;
  for (const q of queries) {
    opts.onProgress?.({ done: done++, total: queries.length, step: "looking at files" });
    const sinceMs = Date.parse(q.since);
    for (const p of q.paths) {
      if (!isAbsolute(p) && root === null) continue; // nowhere to look
      const abs = isAbsolute(p) ? p : join(root as string, p);
      if (!isCandidate(look(abs), sinceMs)) continue;
      const rel = root !== null ? normalizePath(abs, root) : null;
      if (!inGit || !q.commit || rel === null) {
        add(q.id, p);
        continue;
      }
      const group = byCommit.get(q.commit) ?? [];
      group.push([q.id, p, rel]);
      byCommit.set(q.commit, group);
    }
  }
  const total = queries.length + byCommit.size;
  opts.onProgress?.({ done, total, step: "looking at files" });
  if (byCommit.size === 0) return out;
  done = confirmWithGit(root as string, byCommit, { done, total }, opts, add);
  opts.onProgress?.({ done, total });
  return out;
}

type ByCommit = Map<string, [string, string, string][]>;

/**
 * Stage 2: the candidates that need git, one `git diff` per commit (at most `maxGitCalls`; past it a
 * candidate counts as changed); each confirmed one is `add`ed. Returns the progress count reached.
 */
function confirmWithGit(
  root: string,
  byCommit: ByCommit,
  at: { done: number; total: number },
  opts: ChangedOptions,
  add: (id: string, path: string) => void,
): number {
  let done = at.done;
  const all = [...new Set([...byCommit.values()].flatMap((g) => g.map(([, , rel]) => rel)))];
  const tracked = new Set(gitPaths(root, ["ls-files", "-z"], all) ?? []);
  let calls = 0;
  for (const [commit, group] of byCommit) {
    opts.onProgress?.({ done: done++, total: at.total, step: `git diff ${commit.slice(0, 12)}` });
    const rels = [...new Set(group.map(([, , rel]) => rel))];
    const diff =
      calls++ < (opts.maxGitCalls ?? 6)
        ? gitPaths(root, ["diff", "--name-only", "-z", "--no-renames", commit], rels)
        : null;
    const git = diff === null ? null : { diff: new Set(diff), tracked };
    for (const [id, listed, rel] of group) if (confirmChanged(rel, git)) add(id, listed);
  }
  return done;
}
