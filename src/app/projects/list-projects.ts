/**
 * The projects as a user sees them (`cairn projects`, the dashboard's pickers): each with its path
 * (main checkout, or the folder it was recorded by), the normalised `origin` remote when its
 * repository is on this machine, counts, last activity, the identities merged into it, and a label
 * that tells same-named projects apart by path (core/projects/labels.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectLabels } from "../../core/projects/labels.js";
import { projectPath } from "../../core/projects/worktree-evidence.js";
import { normalizeRemoteUrl, remoteUrlFromConfig } from "../../core/setup/remote-url.js";
import type { ProjectSummary } from "../../store/project-admin.js";
import type { ProjectRecord } from "../../store/store.js";
import type { Stores } from "../../store/stores.js";

export interface ProjectView {
  id: string;
  name: string;
  /** `name`, or `name (path)` when another project has the same name. */
  label: string;
  path: string;
  /** The `origin` remote, normalised (host/owner/repo, no user or password), or null. */
  remote: string | null;
  memories: number;
  sessions: number;
  lastActivityAt: string;
  /** Identities merged into this project. */
  merged: string[];
}

/** `origin` of a project whose git common dir is here; a server store's identity when it is a remote. */
export function projectRemote(p: Pick<ProjectRecord, "identity">): string | null {
  if (/^[a-z0-9.-]+\.[a-z]{2,}\/\S+$/i.test(p.identity) && !p.identity.startsWith("/")) return p.identity;
  try {
    const url = remoteUrlFromConfig(readFileSync(join(p.identity, "config"), "utf8"));
    return url === null ? null : normalizeRemoteUrl(url);
  } catch {
    return null; // not a git dir on this machine
  }
}

/** Views of `summaries` (newest activity first), labelled against each other. */
export function projectViews(summaries: readonly ProjectSummary[], home?: string): ProjectView[] {
  const paths = new Map(summaries.map((s) => [s.project.id, projectPath(s.project)]));
  const labels = projectLabels(
    summaries.map((s) => ({ id: s.project.id, name: s.project.name, path: paths.get(s.project.id) ?? "" })),
    home,
  );
  return summaries.map((s) => ({
    id: s.project.id,
    name: s.project.name,
    label: labels.get(s.project.id) ?? s.project.name,
    path: paths.get(s.project.id) ?? s.project.root,
    remote: projectRemote(s.project),
    memories: s.memories,
    sessions: s.sessions,
    lastActivityAt: s.lastActivityAt,
    merged: s.merged,
  }));
}

export async function listProjects(stores: Stores, o: { home?: string } = {}): Promise<ProjectView[]> {
  return projectViews(await (await stores.projects()).summaries(), o.home);
}
