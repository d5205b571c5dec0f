/**
 * Worktrees: `init` copies the main checkout's committed and local observations (and plans) into a
 * linked worktree, merging with what the worktree already has; `merge` brings the worktree's new
 * observations (and its plans) back into the main checkout. Both skip observations already present
 * (same text, ignoring case, punctuation and date tags). The worktree's Current Task / Suggested
 * Next stay with it on merge; init copies the main checkout's only when the worktree has none.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { CairnError } from "../../core/common/errors.js";
import { continuity, mergeDocuments, setContinuity } from "../../core/observations/document.js";
import type { Store } from "../../store/store.js";
import { resolveProject } from "../env/project.js";
import { projectScope, writeFileSafe } from "../env/safe-write.js";
import { readDoc, writeDoc } from "./files.js";
import { syncAllScopes } from "./index-store.js";
import { mainCheckout, type ObservationPaths, observationPaths } from "./paths.js";
import { listPlans } from "./plans.js";

export interface WorktreeResult {
  main: string;
  worktree: string;
  added: { committed: number; local: number };
  plans: string[];
}

function pair(cwd: string, home: string) {
  const project = resolveProject(cwd);
  const main = mainCheckout(project.gitDir);
  if (!main)
    throw new CairnError(
      "INVALID_INPUT",
      `${project.root} is not a linked git worktree (git worktree add …)`,
    );
  return { project, main: observationPaths(main, home), wt: observationPaths(project.root, home) };
}

function copyPlans(from: ObservationPaths, to: ObservationPaths, overwrite: boolean): string[] {
  const copied: string[] = [];
  for (const p of listPlans(from.plans)) {
    const target = join(to.plans, relative(from.plans, p.path));
    if (existsSync(target) && (!overwrite || readFileSync(target, "utf8") === readFileSync(p.path, "utf8")))
      continue;
    writeFileSafe(projectScope(to.root), target, readFileSync(p.path));
    copied.push(p.branch);
  }
  return copied;
}

function mergeInto(from: ObservationPaths, to: ObservationPaths, keepContinuity: boolean) {
  const added = { committed: 0, local: 0 };
  for (const scope of ["committed", "local"] as const) {
    const target = readDoc(to, scope);
    const source = readDoc(from, scope);
    const r = mergeDocuments(target, source);
    let doc = r.doc;
    if (scope === "local" && !keepContinuity) {
      const mine = continuity(target);
      const theirs = continuity(source);
      if (!mine.task && !mine.next && (theirs.task || theirs.next))
        doc = setContinuity(doc, theirs.task, theirs.next);
    }
    if (r.added > 0 || doc !== r.doc) writeDoc(to, scope, doc);
    added[scope] = r.added;
  }
  return added;
}

/** `init` copies the main checkout's observations and plans into this worktree; `merge` brings them back. */
async function worktreeSync(
  direction: "init" | "merge",
  store: Store,
  cwd: string,
  home: string,
  now: Date,
): Promise<WorktreeResult> {
  const { project, main, wt } = pair(cwd, home);
  const merge = direction === "merge";
  const [from, to] = merge ? [wt, main] : [main, wt];
  const added = mergeInto(from, to, merge);
  const plans = copyPlans(from, to, merge);
  await syncAllScopes(store, project, to, now);
  return { main: main.root, worktree: wt.root, added, plans };
}

export function worktreeInit(store: Store, cwd: string, home: string, now: Date): Promise<WorktreeResult> {
  return worktreeSync("init", store, cwd, home, now);
}

export function worktreeMerge(store: Store, cwd: string, home: string, now: Date): Promise<WorktreeResult> {
  return worktreeSync("merge", store, cwd, home, now);
}
