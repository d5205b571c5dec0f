/**
 * Branch plans in `.cairn/plans/<branch>.md` (feature/x → feature/x.md): list with progress, read
 * one, clear the completed ones (every checkbox ticked).
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { CairnError } from "../../core/common/errors.js";
import { type PlanProgress, planFileName, planProgress } from "../../core/observations/plans.js";

export interface PlanEntry extends PlanProgress {
  branch: string;
  path: string;
  updatedAt: string;
}

function walk(dir: string, out: string[]): void {
  let entries: import("node:fs").Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    // a plans folder that is absent or unreadable holds no plans
    return;
  }
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.name.endsWith(".md")) out.push(p);
  }
}

function entry(plansDir: string, path: string): PlanEntry {
  const branch = relative(plansDir, path).replace(/\\/g, "/").replace(/\.md$/, "");
  return {
    branch,
    path,
    updatedAt: statSync(path).mtime.toISOString(),
    ...planProgress(readFileSync(path, "utf8")),
  };
}

export function listPlans(plansDir: string): PlanEntry[] {
  const files: string[] = [];
  walk(plansDir, files);
  return files.sort().map((f) => entry(plansDir, f));
}

export function planPath(plansDir: string, branch: string): string {
  return join(plansDir, planFileName(branch));
}

export function readPlan(plansDir: string, branch: string): PlanEntry & { text: string } {
  const path = planPath(plansDir, branch);
  if (!existsSync(path)) throw new CairnError("NOT_FOUND", `no plan for branch "${branch}" (${path})`);
  return { ...entry(plansDir, path), text: readFileSync(path, "utf8") };
}

/** Removes plans whose checkboxes are all ticked; returns them (nothing removed with dryRun). */
export function clearCompletedPlans(plansDir: string, dryRun = false): PlanEntry[] {
  const done = listPlans(plansDir).filter((p) => p.complete);
  if (!dryRun) for (const p of done) rmSync(p.path);
  return done;
}
