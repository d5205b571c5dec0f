/** A project picker (GET form) shared by the per-project pages. */
import { html } from "hono/html";
import type { ProjectRecord } from "../store/store.js";

export function projectSelect(
  action: string,
  projects: ProjectRecord[],
  current: ProjectRecord | null,
  extra = html``,
) {
  return html`<form method="get" action="${action}" class="filters">
<label>Project<select name="project">${projects.map(
    (p) => html`<option value="${p.id}" ${p.id === current?.id ? "selected" : ""}>${p.name}</option>`,
  )}</select></label>${extra}<button type="submit">Show</button></form>`;
}
