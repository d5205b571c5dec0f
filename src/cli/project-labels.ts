/** Names of every project for `--all` output: the name, and the path wherever two share a name. */
import { homedir } from "node:os";
import { projectLabels } from "../core/projects/labels.js";
import { projectPath } from "../core/projects/worktree-evidence.js";
import type { CliContext } from "./context.js";

export interface ProjectNames {
  /** `name`, or `name (path)` when another project has the same name; the id for an unknown project. */
  label(id: string): string;
  /** What `--json` adds to each item: the project's name and path. */
  json(id: string): { projectName: string | null; projectPath: string | null };
}

export async function projectNames(ctx: CliContext): Promise<ProjectNames> {
  const projects = await ctx.store().listProjects();
  const byId = new Map(projects.map((p) => [p.id, { name: p.name, path: projectPath(p) }]));
  const labels = projectLabels(
    projects.map((p) => ({ id: p.id, name: p.name, path: projectPath(p) })),
    ctx.env.HOME || homedir(),
  );
  return {
    label: (id) => labels.get(id) ?? id,
    json: (id) => ({ projectName: byId.get(id)?.name ?? null, projectPath: byId.get(id)?.path ?? null }),
  };
}
