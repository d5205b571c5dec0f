/** The project a page shows: `?project=ID`, else the directory `cairn ui` ran in, else the most recent. */
import type { ProjectRecord } from "../store/store.js";
import type { WebDeps } from "./deps.js";

export async function pickProject(
  deps: WebDeps,
  requested: string | undefined,
): Promise<{ project: ProjectRecord | null; projects: ProjectRecord[] }> {
  const projects = await deps.store.listProjects();
  const byId = (id: string | null | undefined) => projects.find((p) => p.id === id) ?? null;
  const recent = [...projects].sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt))[0] ?? null;
  return { project: byId(requested) ?? byId(deps.defaultProject) ?? recent, projects };
}
