/**
 * The memories list: filters, search, pagination, and bulk actions on a selection (each says what it
 * did, notice.ts). Links away from the list (a memory, the next page, a bulk action) carry the list's
 * query, "all projects" included, so "← memories" comes back to the same list.
 */

import type { Hono } from "hono";
import { html } from "hono/html";
import { forgetMemory } from "../../app/memories/forget-memory.js";
import { pinMemory } from "../../app/memories/pin-memory.js";
import { restoreMemory } from "../../app/memories/restore-memory.js";
import { applyToNativeFile } from "../../app/native-memory/write-back.js";
import { AGENT_NAMES } from "../../core/agents/agent-event.js";
import { formatAge } from "../../core/common/age.js";
import { isMemoryType, MEMORY_TYPES, SOURCE_KINDS } from "../../core/memories/memory.js";
import { AUTO_MEMORY_SOURCE } from "../../core/native-memory/auto-memory-map.js";
import { STALE_MARK } from "../../core/staleness/stale-mark.js";
import type { ProjectRecord } from "../../store/store.js";
import type { WebDeps } from "../deps.js";
import { csrfField, page, qs } from "../layout.js";
import { type MemoryQuery, PAGE_SIZE, parseMemoryQuery, queryMemories } from "../memory-query.js";
import { setNotice } from "../notice.js";
import { labelsOf } from "../project-select.js";
import { retypeMemory } from "../retype.js";
import { querySaid, saidSection } from "../said-section.js";

const opt = (value: string, label: string, selected: string) =>
  html`<option value="${value}" ${value === selected ? "selected" : ""}>${label}</option>`;

function filters(deps: WebDeps, q: MemoryQuery, projects: ProjectRecord[], labels: Map<string, string>) {
  return html`<form class="filters" method="get" action="/memories">
  <label>Search<input type="search" name="q" value="${q.q}" placeholder="words…"></label>
  <label>Project<select name="project">${opt("", "all projects", q.project)}${projects.map((p) => opt(p.id, labels.get(p.id) ?? p.name, q.project))}</select></label>
  <label>Type<select name="type">${opt("", "any", q.type)}${MEMORY_TYPES.map((t) => opt(t, t, q.type))}</select></label>
  <label>Pinned<select name="pinned">${opt("", "any", q.pinned)}${opt("yes", "pinned", q.pinned)}${opt("no", "not pinned", q.pinned)}</select></label>
  <label>Status<select name="status">${opt("live", "live", q.status)}${opt("superseded", "superseded", q.status)}${opt("deleted", "deleted", q.status)}${opt("all", "all", q.status)}</select></label>
  <label>Source<select name="source">${opt("", "any", q.source)}${SOURCE_KINDS.map((s) => opt(s, s, q.source))}</select></label>
  <label>Session<input type="text" name="session" value="${q.session}" size="12"></label>
  <label>Agent<select name="agent">${opt("", "any", q.agent)}${AGENT_NAMES.map((a) => opt(a, a, q.agent))}</select></label>
  <label>From<input type="date" name="from" value="${q.from}"></label>
  <label>To<input type="date" name="to" value="${q.to}"></label>
  <label>Stale<select name="stale">${opt("", "any", q.stale ? "1" : "")}${opt("1", "stale only", q.stale ? "1" : "")}</select></label>
  <button class="primary" type="submit">Apply</button>
  <a href="/memories${qs({ project: deps.defaultProject ?? "" })}">reset</a>
</form>`;
}

/**
 * The list's query string: like `qs(queryParams(q))`, but the project is always there — `project=`
 * (empty) means all projects, while no `project` at all means the dashboard's default project.
 */
export function listQuery(q: MemoryQuery, extra: Record<string, string | number> = {}): string {
  const u = new URLSearchParams({ project: q.project });
  for (const [k, v] of Object.entries({ ...queryParams(q), ...extra }))
    if (k !== "project" && v !== "") u.set(k, String(v));
  return `?${u.toString()}`;
}

export function queryParams(q: MemoryQuery): Record<string, string | number> {
  return {
    project: q.project,
    type: q.type,
    pinned: q.pinned,
    status: q.status === "live" ? "" : q.status,
    source: q.source,
    session: q.session,
    agent: q.agent,
    from: q.from,
    to: q.to,
    q: q.q,
    stale: q.stale ? "1" : "",
  };
}

export function memoryRoutes(app: Hono, deps: WebDeps): void {
  app.get("/memories", async (c) => {
    const query = (n: string) => c.req.query(n);
    const q = parseMemoryQuery(query, deps.defaultProject ?? "");
    return c.html(
      page(deps, "Memories", "/memories", await listBody(deps, q, query), qs({ project: q.project })),
    );
  });

  app.post("/memories/bulk", async (c) => {
    const form = await c.req.parseBody({ all: true });
    const raw = form.ids;
    const ids = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
      (v): v is string => typeof v === "string",
    );
    const action = String(form.action ?? "");
    const type = String(form.type ?? "");
    const now = deps.now();
    let done = 0;
    for (const id of ids.slice(0, 1000)) {
      done++;
      if (action === "delete") await forgetMemory(deps.store, id, { now });
      else if (action === "restore") await restoreMemory(deps.store, id, now);
      else if (action === "pin" || action === "unpin") await pinMemory(deps.store, id, action === "pin", now);
      if (action === "delete" || action === "restore" || action === "pin" || action === "unpin") {
        // a Claude Code auto memory: the same action on its file (app/native-memory/write-back.ts)
        const m = await deps.store.getMemory(id);
        if (m) applyToNativeFile(deps.home, m, action, now);
      } else if (action === "retype" && isMemoryType(type)) {
        const m = await deps.store.getMemory(id);
        if (m && !m.deletedAt && !m.supersededBy) await retypeMemory(deps.store, m, type, now);
      } else return c.text(`cairn ui: unknown bulk action "${action}"\n`, 400);
    }
    setNotice(c, bulkNotice(action, done, type));
    return c.redirect(`/memories${backOf(c.req.query("back") ?? c.req.url)}`, 303);
  });
}

type Listed = Awaited<ReturnType<typeof queryMemories>>;

/** The list page's body: filters, the bulk-action form, the table of `q`'s page and the pager. */
async function listBody(deps: WebDeps, q: MemoryQuery, query: (name: string) => string | undefined) {
  const projects = await deps.store.listProjects();
  const names = labelsOf(projects);
  // started outside any project: say which project this is and why
  const notice = query("project") === undefined && q.project === deps.defaultProject ? deps.opened : null;
  const result = await queryMemories(deps, q);
  const said = await querySaid(deps.store, q);
  const now = deps.now();
  const back = listQuery(q);
  const rows = result.memories.map((m) => memoryRow(m, result, names, back, now));
  const pages = result.capped ? q.page + 1 : Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  const link = (n: number) => `/memories${listQuery(q, { page: n })}`;
  return html`<h1>Memories <span class="muted small" id="total">${result.total.toLocaleString("en")}${result.capped ? "+" : ""} found</span></h1>
${filters(deps, q, projects, names)}
${notice ? html`<p class="notice small" id="start-notice">${notice}</p>` : ""}
${result.note ? html`<p class="small muted">${result.note}</p>` : ""}
<form id="bulk" method="post" action="/memories/bulk${back}" class="bar">${csrfField(deps)}
  <span class="small muted">Selection:</span>
  <button type="submit" name="action" value="delete">Delete</button>
  <button type="submit" name="action" value="restore">Restore</button>
  <button type="submit" name="action" value="pin">Pin</button>
  <button type="submit" name="action" value="unpin">Unpin</button>
  <select name="type" aria-label="new type">${MEMORY_TYPES.map((t) => html`<option>${t}</option>`)}</select>
  <button type="submit" name="action" value="retype">Retype</button>
</form>
<table id="memories"><thead><tr><th><input type="checkbox" id="select-all" aria-label="select all"></th><th>Title</th><th>Type</th><th>Project</th><th>Source</th><th>Updated</th></tr></thead>
<tbody>${rows.length ? rows : html`<tr><td colspan="6" class="muted">No memories match.</td></tr>`}</tbody></table>
<div class="pager">${q.page > 1 ? html`<a href="${link(q.page - 1)}" rel="prev">← newer</a>` : ""}
<span class="small muted">page ${q.page}${result.capped ? "" : ` of ${pages}`}</span>
${q.page < pages ? html`<a href="${link(q.page + 1)}" rel="next">older →</a>` : ""}</div>
${saidSection(said, names, !q.project)}`;
}

/** One memory's row: selection box, title (linked, with its badges), type, project, source and age. */
function memoryRow(
  m: Listed["memories"][number],
  result: Listed,
  names: Map<string, string>,
  back: string,
  now: Date,
) {
  return html`<tr data-id="${m.id}">
  <td><input type="checkbox" name="ids" value="${m.id}" form="bulk" aria-label="select ${m.id}"></td>
  <td class="title"><a href="/memories/${m.id}${qs({ back })}">${m.title}</a>
    ${m.pinned ? html`<span class="badge pinned">pinned</span>` : ""}
    ${result.stale.has(m.id) ? html`<span class="badge stale">${STALE_MARK}</span>` : ""}
    ${m.deletedAt ? html`<span class="badge deleted">deleted</span>` : ""}
    ${m.supersededBy ? html`<span class="badge superseded">superseded</span>` : ""}
    ${m.files.length ? html`<div class="small muted">${m.files.slice(0, 3).join(", ")}</div>` : ""}</td>
  <td class="small">${m.type}</td><td class="small">${names.get(m.project) ?? m.project}</td>
  <td class="small">${m.source.event === "auto-memory" ? AUTO_MEMORY_SOURCE : `${m.source.kind}${m.source.event ? ` · ${m.source.event}` : ""}`} · <span data-agent>${m.source.agent ?? "claude-code"}</span></td>
  <td class="small muted">${formatAge(m.updatedAt, now)}</td></tr>`;
}

function bulkNotice(action: string, n: number, type: string): string {
  if (n === 0) return "Nothing selected: tick the memories first.";
  const what = `${n} ${n === 1 ? "memory" : "memories"}`;
  const verb = { delete: "Deleted", restore: "Restored", pin: "Pinned", unpin: "Unpinned" }[action];
  if (verb) return `${verb} ${what}.${action === "delete" ? " They stay restorable (status: deleted)." : ""}`;
  return `Retyped ${what} as ${type}.`;
}

/** The list's query string to return to, from a `back` value or the request URL (never another origin). */
export function backOf(value: string): string {
  const i = value.indexOf("?");
  if (i < 0) return "";
  const params = new URLSearchParams(value.slice(i + 1));
  params.delete("back");
  params.delete("_csrf");
  const s = params.toString();
  return s ? `?${s}` : "";
}
