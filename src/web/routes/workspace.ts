/**
 * Notes, tasks and observations of a project: topic notes with their covers and freshness (the
 * `cairn notes status` use case: a read, nothing stamped or written), each task board as a
 * tree with statuses, the next ready task and the newest entries of its progress log, and the observation files by scope (committed, local,
 * global), shown as the markdown they are.
 */
import { existsSync } from "node:fs";
import type { Hono } from "hono";
import { html } from "hono/html";
import { resolveProject } from "../../app/env/project.js";
import { notesStatus } from "../../app/notes/status.js";
import { readText } from "../../app/observations/files.js";
import { observationPaths } from "../../app/observations/paths.js";
import { nextTasks } from "../../app/tasks/next-tasks.js";
import { OBSERVATION_SCOPES } from "../../core/observations/classify.js";
import type { Task } from "../../core/tasks/model.js";
import { renderEvent } from "../../core/tasks/progress-log.js";
import type { ProjectRecord } from "../../store/store.js";
import type { WebDeps } from "../deps.js";
import { noProjectPage, page, qs } from "../layout.js";
import { pickProject } from "../project-pick.js";
import { projectSelect } from "../project-select.js";

async function notesPart(deps: WebDeps, project: ProjectRecord) {
  if (!existsSync(project.root))
    return html`<p class="muted">The project folder ${project.root} is gone.</p>`;
  // the recorded id: on a server store it is the identity machines share, not this checkout's path
  const r = await notesStatus(deps.stores, { ...resolveProject(project.root), id: project.id }, deps.now());
  if (r.notes.length === 0)
    return html`<p class="muted">No topic notes yet (.cairn/notes/&lt;topic&gt;.md).</p>`;
  return html`<table id="notes"><thead><tr><th>Topic</th><th>Summary</th><th>Covers</th><th>Freshness</th></tr></thead><tbody>${r.notes.map(
    (
      n,
    ) => html`<tr><td><code>${n.topic}</code></td><td>${n.summary}</td><td class="small">${n.covers.join(", ")}</td>
<td class="small"><span class="badge ${n.state === "fresh" ? "" : "stale"}">${n.state}</span>${n.updated ? ` stamped ${n.updated}` : ""}${n.changed.length ? html`<div class="muted">changed since: ${n.changed.join(", ")}</div>` : ""}${n.edited ? html`<div class="muted">the note was edited since its stamp</div>` : ""}${n.error ? html`<div class="fail">${n.error}</div>` : ""}</td></tr>`,
  )}</tbody></table>`;
}

function tree(tasks: Task[], parent: string | null): unknown {
  const kids = tasks.filter((t) => t.parentId === parent);
  if (kids.length === 0) return "";
  return html`<ul>${kids.map(
    (t) =>
      html`<li><span class="badge">${t.status}</span> <code class="small">${t.id}</code> ${t.title}${tree(tasks, t.id)}</li>`,
  )}</ul>`;
}

async function tasksPart(deps: WebDeps, project: ProjectRecord) {
  const store = await deps.stores.tasks();
  const boards = await store.listBoards(project.id);
  if (boards.length === 0) return html`<p class="muted">No task boards (cairn tasks add TITLE).</p>`;
  const scope = { tasks: store, project: project.id, sessionId: null, now: deps.now() };
  const parts = [];
  for (const b of boards) {
    const tasks = await store.listTasks({ project: project.id, board: b.id });
    const next = await nextTasks(scope, b.id, 1);
    const log = await store.listEvents({ project: project.id, board: b.id, order: "newest", limit: 10 });
    parts.push(html`<div class="card board" data-board="${b.id}"><strong>${b.id}</strong>
<span class="small muted">${next.complete}/${next.total} complete · ${next.inProgress} in progress · ${next.blocked} blocked · ${next.pending} pending</span>
<p>Next: ${next.ready[0] ? html`<code>${next.ready[0].id}</code> ${next.ready[0].title}` : html`<span class="muted">nothing ready</span>`}</p>
${tree(tasks, null)}
<details><summary class="small">Progress log (newest ${log.length})</summary><pre class="small">${log.map(renderEvent).join("\n\n")}</pre></details></div>`);
  }
  return parts;
}

function observationsPart(deps: WebDeps, project: ProjectRecord) {
  const paths = observationPaths(project.root, deps.home);
  return OBSERVATION_SCOPES.map((scope) => {
    const text = readText(paths.file[scope]);
    return html`<div class="card"><strong>${scope}</strong> <span class="small muted">${paths.file[scope]}</span>
${text.trim() ? html`<pre>${text}</pre>` : html`<p class="muted small">empty</p>`}</div>`;
  });
}

export function workspaceRoutes(app: Hono, deps: WebDeps): void {
  app.get("/work", async (c) => {
    const picked = await pickProject(deps, c.req.query("project"));
    const { project } = picked;
    if (!project) return c.html(noProjectPage(deps, "Notes & tasks", "/work"));
    const body = html`<h1>Notes, tasks and observations <span class="small muted">${project.name}</span></h1>
${projectSelect("/work", picked)}
<h2>Topic notes</h2>${await notesPart(deps, project)}
<h2>Tasks</h2>${await tasksPart(deps, project)}
<h2>Observations by scope</h2>${observationsPart(deps, project)}`;
    return c.html(page(deps, "Notes & tasks", "/work", body, qs({ project: project.id })));
  });
}
