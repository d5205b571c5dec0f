/**
 * The staleness model shared by memories and notes: an item captured at time T (a memory's
 * `updatedAt`, a note's `updated`) with a capture commit C is stale when any of its files changed
 * since. Deciding it is two-stage so the common case needs no subprocess:
 *
 * 1. From the file system (this module, pure over observations): a file whose mtime is ≤ T + slack,
 *    or a missing file whose nearest existing ancestor folder has not changed since T, did not change.
 *    Everything else is a *candidate*. A folder is always a candidate (its mtime misses nested edits).
 * 2. For candidates inside a git repository, with C known: `git diff C` (working tree vs C) confirms
 *    which tracked paths really differ; untracked candidates and candidates without git or C count as
 *    changed (mtime/existence is all there is).
 *
 * A file that was touched but is byte-identical to C is therefore not stale; a stale item is shown as
 * "possibly stale" (the one mark: stale-mark.ts) — current code beats memory.
 */
/** Edits within this many ms after T still count as "before" (stamps are whole seconds). */
export const MTIME_SLACK_MS = 1000;

export type PathObservation =
  | { kind: "file"; mtimeMs: number }
  | { kind: "dir" }
  /** `ancestorMtimeMs`: mtime of the nearest existing ancestor folder (null when unknown). */
  | { kind: "missing"; ancestorMtimeMs: number | null };

/** Stage 1: could this path have changed since `sinceMs`? */
export function isCandidate(o: PathObservation, sinceMs: number): boolean {
  if (!Number.isFinite(sinceMs)) return true;
  const limit = sinceMs + MTIME_SLACK_MS;
  if (o.kind === "file") return o.mtimeMs > limit;
  if (o.kind === "dir") return true;
  return o.ancestorMtimeMs === null || o.ancestorMtimeMs > limit;
}

/**
 * Stage 2 for one candidate: changed when git cannot vouch for it (no repository, no commit, the git
 * call failed, or the path is untracked), else when `git diff C` lists it (or, for a folder, anything
 * under it).
 */
export function confirmChanged(
  path: string,
  git: { diff: ReadonlySet<string>; tracked: ReadonlySet<string> } | null,
): boolean {
  if (!git) return true;
  if (git.diff.has(path)) return true;
  const prefix = `${path}/`;
  for (const d of git.diff) if (d.startsWith(prefix)) return true;
  if (git.tracked.has(path)) return false;
  for (const t of git.tracked) if (t.startsWith(prefix)) return false;
  return true;
}

export interface StaleInfo {
  /** When the item was captured (ISO). */
  since: string;
  /** Its files that changed since (as the item lists them). */
  changed: string[];
}
