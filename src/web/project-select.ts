/**
 * A project picker (GET form) shared by the per-project pages. Each option is the project's name, with
 * its path wherever two projects share a name (core/projects/labels.ts); the dashboard's start
 * notice, when the page shows the default project without being asked, sits under it.
 */
import { html } from "hono/html";
import { projectLabels } from "../core/projects/labels.js";
import { projectPath } from "../core/projects/worktree-evidence.js";
import type { ProjectRecord } from "../store/store.js";
import type { PickedProject } from "./project-pick.js";

/** Each project's label: its name, or `name (path)` when another project has the same name. */
export function labelsOf(projects: readonly ProjectRecord[]): Map<string, string> {
  return projectLabels(projects.map((p) => ({ id: p.id, name: p.name, path: projectPath(p) })));
}

export function projectSelect(action: string, picked: PickedProject, extra = html``) {
  const labels = labelsOf(picked.projects);
  const current = picked.project;
  return html`<form method="get" action="${action}" class="filters">
<label>Project<select name="project">${picked.projects.map(
    (p) =>
      html`<option value="${p.id}" title="${projectPath(p)}" ${p.id === current?.id ? "selected" : ""}>${labels.get(p.id) ?? p.name}</option>`,
  )}</select></label>${extra}<button type="submit">Show</button></form>
${picked.notice ? html`<p class="notice small" id="start-notice">${picked.notice}</p>` : ""}`;
}
