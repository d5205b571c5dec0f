/**
 * The project a page shows: `?project=ID`, else the dashboard's default (the project `cairn ui` ran in,
 * or — started outside any — the one with the newest activity, with `deps.opened` saying so), else the
 * project with the newest activity.
 */
import type { ProjectRecord } from "../store/store.js";
import type { WebDeps } from "./deps.js";

export interface PickedProject {
  project: ProjectRecord | null;
  projects: ProjectRecord[];
  /** Why this project is shown when the page asked for none (the dashboard's start notice), else null. */
  notice: string | null;
}

export async function pickProject(deps: WebDeps, requested: string | undefined): Promise<PickedProject> {
  const projects = await deps.store.listProjects();
  const byId = (id: string | null | undefined) => projects.find((p) => p.id === id) ?? null;
  const asked = byId(requested);
  if (asked) return { project: asked, projects, notice: null };
  const fallback = byId(deps.defaultProject);
  if (fallback) return { project: fallback, projects, notice: requested ? null : (deps.opened ?? null) };
  return { project: await newestActivity(deps, projects), projects, notice: null };
}

/** The project with the newest session or memory (app-wide "most recent"); null when there is none. */
export async function newestActivity(deps: Pick<WebDeps, "stores">, projects: readonly ProjectRecord[]) {
  if (projects.length === 0) return null;
  const first = (await (await deps.stores.projects()).summaries()).find(
    (s) => !s.project.identity.startsWith("cairn:"),
  );
  return projects.find((p) => p.id === first?.project.id) ?? projects[0] ?? null;
}
