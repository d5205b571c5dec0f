/**
 * Joins the projects of removed worktrees to their repository's project where the evidence needs
 * the other projects (core/projects/worktree-evidence.ts: `git worktree add` in the repository's own
 * sessions, a layout naming a known main checkout, the desktop app's `.claude-worktrees/<repo>/…`
 * with one known `<repo>` under the same home). Run after an import, over every project recorded by
 * a path that no longer exists, so the order transcripts are imported in does not matter. Each join is
 * a `ProjectAdmin.merge` (one transaction, an alias left for later imports).
 */
import { existsSync } from "node:fs";
import { isAbsolute, win32 } from "node:path";
import { worktreesAdded } from "../../core/projects/worktree-commands.js";
import {
  type AddedWorktree,
  adoptionFor,
  type KnownProject,
  projectPath,
} from "../../core/projects/worktree-evidence.js";
import type { MergeCounts } from "../../store/project-admin.js";
import type { ProjectRecord } from "../../store/store.js";
import type { Stores } from "../../store/stores.js";
import { isForeignWindowsPath } from "../env/project.js";

/** Recorded `git worktree add` commands read as evidence (newest first). */
const COMMANDS_READ = 2_000;

export interface Adopted {
  from: ProjectRecord;
  into: ProjectRecord;
  evidence: string;
  moved: MergeCounts;
}

/** A project recorded by a folder that is not on this machine (a path identity that does not exist here). */
export function isRecordedElsewhere(p: { identity: string }): boolean {
  if (isForeignWindowsPath(p.identity)) return true;
  return (isAbsolute(p.identity) || win32.isAbsolute(p.identity)) && !existsSync(p.identity);
}

export async function adoptWorktrees(stores: Stores, now: Date): Promise<Adopted[]> {
  let projects = await stores.store.listProjects();
  if (!projects.some(isRecordedElsewhere)) return [];
  const admin = await stores.projects();
  // a command that failed created nothing
  const added: AddedWorktree[] = (await admin.findCommands("worktree", COMMANDS_READ))
    .filter((c) => c.ok !== false)
    .flatMap((c) => worktreesAdded(c.command, c.cwd).map((path) => ({ project: c.project, path })));
  const out: Adopted[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    const known: KnownProject[] = projects.map((p) => ({ id: p.id, name: p.name, path: projectPath(p) }));
    for (const p of projects.filter(isRecordedElsewhere)) {
      const inGit = (await stores.store.listSessions({ project: p.id, limit: 20 })).some((s) => s.gitBranch);
      const found = adoptionFor({ id: p.id, name: p.name, path: projectPath(p), inGit }, known, added);
      if (!found) continue;
      const r = await admin.merge(p.id, found.into, now.toISOString());
      if (r.from) out.push({ from: r.from, into: r.into, evidence: found.evidence, moved: r.moved });
      for (const a of added) if (a.project === p.id) a.project = found.into;
      changed = true;
      break; // the projects changed: look again
    }
    if (changed) projects = await stores.store.listProjects();
  }
  return out;
}
