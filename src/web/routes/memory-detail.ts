/**
 * One memory: provenance (session, hook or tool, files, capture commit, why stale, confidence), every
 * sighting merged into it, its supersede chain (what replaced it, what it replaced) with the action to
 * mark it superseded by another memory or make it current again, the edit form (title, body, type,
 * tags, files, severity), pin/unpin, soft delete/restore, and hard delete behind a confirmation page.
 * Every action says what it did on the page it leads to (notice.ts); a memory that is gone (deleted for
 * good, or a wrong id) gets a "not found" page leading back to the list.
 */

import type { Context, Hono } from "hono";
import { html } from "hono/html";
import { forgetMemory } from "../../app/memories/forget-memory.js";
import { getMemory, getMemoryDetail, type MemoryDetail } from "../../app/memories/get-memory.js";
import { pinMemory } from "../../app/memories/pin-memory.js";
import { restoreMemory } from "../../app/memories/restore-memory.js";
import { supersedeMemory } from "../../app/memories/supersede-memory.js";
import { updateMemory } from "../../app/memories/update-memory.js";
import { applyToNativeFile, nativeFileOf, type ReviewAction } from "../../app/native-memory/write-back.js";
import { staleAcrossProjects } from "../../app/staleness/memory-staleness.js";
import { formatAge } from "../../core/common/age.js";
import { CairnError } from "../../core/common/errors.js";
import { isMemoryType, MEMORY_TYPES, type Memory, SEVERITIES } from "../../core/memories/memory.js";
import { AUTO_MEMORY_SOURCE } from "../../core/native-memory/auto-memory-map.js";
import { STALE_MARK, staleMark } from "../../core/staleness/stale-mark.js";
import type { WebDeps } from "../deps.js";
import { csrfField, page, qs } from "../layout.js";
import { setNotice } from "../notice.js";
import { retypeMemory } from "../retype.js";
import { backOf } from "./memories.js";

const lines = (v: unknown) =>
  String(v ?? "")
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== "");

function editForm(deps: WebDeps, m: Memory, back: string) {
  return html`<form method="post" action="/memories/${m.id}/edit${qs({ back })}" class="card" id="edit">${csrfField(deps)}
<h2>Edit</h2>
<p><label>Title<br><input type="text" name="title" value="${m.title}" size="90" required></label></p>
<p><label>Body<br><textarea name="body">${m.body}</textarea></label></p>
<div class="grid2">
<label>Type<br><select name="type">${MEMORY_TYPES.map((t) => html`<option ${t === m.type ? "selected" : ""}>${t}</option>`)}</select></label>
<label>Severity (constraints)<br><select name="severity"><option value="">none</option>${SEVERITIES.map((s) => html`<option ${s === m.severity ? "selected" : ""}>${s}</option>`)}</select></label>
<label>Tags (comma or line separated)<br><input type="text" name="tags" value="${m.tags.join(", ")}" size="40"></label>
<label>Files (one per line)<br><textarea name="files" rows="3">${m.files.join("\n")}</textarea></label>
</div>
<p><button class="primary" type="submit">Save</button></p>
</form>`;
}

function sightings(d: MemoryDetail) {
  const m = d.memory;
  if (d.sightings.length === 0) return "";
  return html`<h2>Sightings <span class="muted small">${d.sightings.length}${d.sightings.length > 1 ? " — duplicates merged into this memory" : ""}</span></h2>
<table id="sightings"><thead><tr><th>When</th><th>Source</th><th>Session</th><th>Who</th><th>Words</th></tr></thead><tbody>
${d.sightings.map(
  (
    s,
  ) => html`<tr><td class="small">${s.at}</td><td class="small">${s.source.kind}${s.source.event ? ` · ${s.source.event}` : ""}${s.source.toolUseId ? ` · ${s.source.toolUseId}` : ""}</td>
<td class="small">${s.source.sessionId ? html`<a href="/sessions${qs({ project: m.project, session: s.source.sessionId })}">${s.source.sessionId}</a>` : "—"}</td>
<td class="small">${s.capturedBy ?? "—"}</td><td class="small">${s.title === m.title ? html`<span class="muted">same</span>` : s.title}</td></tr>`,
)}</tbody></table>`;
}

function chain(deps: WebDeps, d: MemoryDetail, back: string) {
  const m = d.memory;
  const link = (x: Memory) => html`<a href="/memories/${x.id}">${x.id}</a> ${x.title}`;
  const by = d.replacedBy;
  return html`<h2>Superseded</h2>
<div id="chain">
${by.length ? html`<p>Superseded by ${link(by[0] as Memory)}${m.supersededReason ? html` <span class="muted small">— ${m.supersededReason}${m.supersededAt ? `, ${m.supersededAt}` : ""}</span>` : ""}</p>` : ""}
${by.length > 1 ? html`<ol class="small">${by.slice(1).map((x) => html`<li>then by ${link(x)}</li>`)}</ol>` : ""}
${d.replaces.length ? html`<p>Supersedes:</p><ul>${d.replaces.map((x) => html`<li>${link(x)}${x.supersededReason ? html` <span class="muted small">— ${x.supersededReason}</span>` : ""}</li>`)}</ul>` : ""}
${by.length === 0 && d.replaces.length === 0 ? html`<p class="muted small">Current: nothing replaced it, and it replaced nothing.</p>` : ""}
<form method="post" action="/memories/${m.id}/supersede${qs({ back })}" class="bar">${csrfField(deps)}
<label>Superseded by <input type="text" name="by" placeholder="m_…" size="18" pattern="m_[0-9A-Za-z_-]{1,64}" required></label>
<button type="submit">Mark superseded</button></form>
${m.supersededBy ? html`<form method="post" action="/memories/${m.id}/unsupersede${qs({ back })}">${csrfField(deps)}<button type="submit">Make current again</button></form>` : ""}
</div>`;
}

async function detail(c: Context, deps: WebDeps, m: Memory, error = "") {
  const now = deps.now();
  const d = await getMemoryDetail(deps.store, m.id);
  const back = c.req.query("back") ?? "";
  const project = await deps.store.getProject(m.project);
  const stale = (await staleAcrossProjects(deps.store, [m])).get(m.id);
  const s = m.source;
  const native = nativeFileOf(deps.home, m);
  const id = m.id;
  const act = (path: string, label: string, cls = "", confirm = "") =>
    html`<form method="post" action="/memories/${id}/${path}${qs({ back })}" ${confirm ? html`data-confirm="${confirm}"` : ""}>${csrfField(deps)}<button type="submit" class="${cls}">${label}</button></form>`;
  const body = html`<p><a href="/memories${backOf(back)}">← memories</a></p>
${error ? html`<p class="notice" role="alert">${error}</p>` : ""}
<h1>${m.title} ${m.pinned ? html`<span class="badge pinned">pinned</span>` : ""}
${m.deletedAt ? html`<span class="badge deleted">deleted</span>` : ""}${m.supersededBy ? html`<span class="badge superseded">superseded</span>` : ""}${stale ? html`<span class="badge stale">${STALE_MARK}</span>` : ""}</h1>
<div class="bar">
${m.pinned ? act("unpin", "Unpin") : act("pin", "Pin")}
${m.deletedAt ? act("restore", "Restore") : act("delete", "Delete")}
<a href="/memories/${id}/purge${qs({ back })}" class="small">Delete for good…</a>
</div>
<pre id="body">${m.body || "(no body)"}</pre>
<h2>Provenance</h2>
<dl class="prov">
<dt>id</dt><dd>${id}</dd>
<dt>type</dt><dd>${m.type}${m.severity ? ` · ${m.severity}` : ""}</dd>
<dt>project</dt><dd>${project?.name ?? m.project} <span class="muted small">${project?.root ?? ""}</span></dd>
<dt>session</dt><dd>${s.sessionId ? html`<a href="/sessions${qs({ project: m.project, session: s.sessionId })}">${s.sessionId}</a>` : "—"}</dd>
<dt>source</dt><dd>${native ? html`${AUTO_MEMORY_SOURCE} · <code id="native-file">${native.path}</code>` : html`${s.kind}${s.event ? ` · hook ${s.event}` : ""}${s.toolUseId ? ` · tool use ${s.toolUseId}` : ""}`}</dd>
<dt>files</dt><dd>${m.files.length ? m.files.join(", ") : "—"}</dd>
<dt>capture commit</dt><dd>${m.gitCommit ?? "—"}</dd>
<dt>stale</dt><dd>${stale ? staleMark({ changed: stale.changed, since: stale.since, age: formatAge(stale.since, now) }) : "no file it names changed since capture"}</dd>
<dt>confidence</dt><dd>${m.confidence.toFixed(2)}</dd>
<dt>tags</dt><dd>${m.tags.join(", ") || "—"}</dd>
<dt>scope</dt><dd>${m.scope}</dd>
<dt>dedupe key</dt><dd>${m.dedupeKey ?? "—"}</dd>
<dt>created / updated</dt><dd>${m.createdAt} / ${m.updatedAt}</dd>
${m.deletedAt ? html`<dt>deleted</dt><dd>${m.deletedAt}</dd>` : ""}
${m.supersededBy ? html`<dt>superseded by</dt><dd><a href="/memories/${m.supersededBy}">${m.supersededBy}</a></dd>` : ""}
</dl>
${sightings(d)}
${chain(deps, d, back)}
${editForm(deps, m, back)}`;
  return c.html(page(deps, m.title, "/memories", body, qs({ project: m.project })), error ? 400 : 200);
}

/** The page for an id the store does not hold (any more): a 404 with the way back to the list. */
function notFound(c: Context, deps: WebDeps): Response | Promise<Response> {
  const id = c.req.param("id") ?? "";
  const body = html`<p><a href="/memories${backOf(c.req.query("back") ?? "")}">← memories</a></p>
<h1>Memory not found</h1>
<p id="not-found">There is no memory <code>${id}</code>: it was deleted for good, or the link is wrong.
Soft-deleted memories stay listed under status “deleted”.</p>`;
  return c.html(page(deps, "Memory not found", "/memories", body), 404);
}

async function load(c: Context, deps: WebDeps): Promise<Memory | Response> {
  try {
    return await getMemory(deps.store, c.req.param("id") ?? "");
  } catch (err) {
    if (err instanceof CairnError && err.code === "NOT_FOUND") return notFound(c, deps);
    throw err;
  }
}

class NativeFileError extends Error {}

/**
 * The edit carried over to the memory's Claude Code file, if it has one here; when the file cannot be
 * rewritten the memory goes back to what it was and the page says why (NativeFileError).
 */
async function editNative(deps: WebDeps, before: Memory, after: Memory): Promise<string | null> {
  try {
    return applyToNativeFile(deps.home, after, "edit", deps.now());
  } catch (err) {
    await updateMemory(deps.store, after.id, { title: before.title, body: before.body }, deps.now());
    const why = err instanceof Error ? err.message : String(err);
    throw new NativeFileError(`Not saved: its Claude Code file could not be rewritten (${why}).`);
  }
}

const quoted = (title: string) => `“${title.length > 80 ? `${title.slice(0, 79)}…` : title}”`;

/** The memory's page again, keeping where the reader came from (303 after a form). */
const self = (c: Context, id: string) =>
  c.redirect(`/memories/${id}${qs({ back: c.req.query("back") })}`, 303);

/** GET /memories/:id and the review forms on it: edit, pin, delete, restore, supersede, delete for good. */
export function memoryDetailRoutes(app: Hono, deps: WebDeps): void {
  app.get("/memories/:id", async (c) => {
    const m = await load(c, deps);
    return m instanceof Response ? m : detail(c, deps, m);
  });
  app.post("/memories/:id/edit", async (c) => {
    const m = await load(c, deps);
    return m instanceof Response ? m : editMemory(c, deps, m);
  });
  actionRoutes(app, deps);
  app.post("/memories/:id/supersede", async (c) => {
    const m = await load(c, deps);
    if (m instanceof Response) return m;
    const f = await c.req.parseBody();
    try {
      await supersedeMemory(deps.store, m.id, String(f.by ?? "").trim(), "dashboard", deps.now());
      setNotice(c, `Marked ${quoted(m.title)} superseded.`);
      return self(c, m.id);
    } catch (err) {
      if (err instanceof CairnError && (err.code === "INVALID_INPUT" || err.code === "NOT_FOUND"))
        return detail(c, deps, m, err.message);
      throw err;
    }
  });
  purgeRoutes(app, deps);
}

/** POST /memories/:id/edit: the form's type, text, tags, files and severity; its Claude Code file too. */
async function editMemory(c: Context, deps: WebDeps, m: Memory): Promise<Response> {
  const f = await c.req.parseBody();
  const type = String(f.type ?? m.type);
  const severity = String(f.severity ?? "");
  try {
    let target = m;
    if (type !== m.type) {
      if (!isMemoryType(type)) throw new CairnError("INVALID_INPUT", `unknown memory type "${type}"`);
      target = await retypeMemory(deps.store, m, type, deps.now());
    }
    const updated = await updateMemory(
      deps.store,
      target.id,
      {
        title: String(f.title ?? ""),
        body: String(f.body ?? ""),
        tags: lines(f.tags),
        files: lines(f.files),
        severity: target.type === "constraint" && severity !== "" ? severity : null,
      },
      deps.now(),
    );
    const file = await editNative(deps, m, updated);
    setNotice(
      c,
      `Saved ${quoted(updated.title)}${updated.type !== m.type ? ` as ${updated.type}` : ""}${file ? ` and its Claude Code file ${file}` : ""}.`,
    );
    return self(c, updated.id);
  } catch (err) {
    if (err instanceof CairnError && err.code === "INVALID_INPUT") return detail(c, deps, m, err.message);
    if (err instanceof NativeFileError) return detail(c, deps, m, err.message);
    throw err;
  }
}

/** The one-button actions: pin, unpin, delete, restore (each also on a Claude Code file), unsupersede. */
function actionRoutes(app: Hono, deps: WebDeps): void {
  const action = (path: string, done: string, run: (m: Memory, now: Date) => Promise<unknown>) =>
    app.post(`/memories/:id/${path}`, async (c) => {
      const m = await load(c, deps);
      if (m instanceof Response) return m;
      const now = deps.now();
      await run(m, now);
      // a Claude Code auto memory: the same action on its file (app/native-memory/write-back.ts)
      const onFile = ["pin", "unpin", "delete", "restore"].includes(path);
      const file = onFile ? applyToNativeFile(deps.home, m, path as ReviewAction, now) : null;
      setNotice(c, `${done.replace("%s", quoted(m.title))}${file ? ` (Claude Code file ${file})` : ""}`);
      return self(c, m.id);
    });
  action("pin", "Pinned %s: it leads its section of the context pack.", (m, now) =>
    pinMemory(deps.store, m.id, true, now),
  );
  action("unpin", "Unpinned %s.", (m, now) => pinMemory(deps.store, m.id, false, now));
  action("delete", "Deleted %s: it leaves the pack and search; Restore brings it back.", (m, now) =>
    forgetMemory(deps.store, m.id, { now }),
  );
  action("restore", "Restored %s.", (m, now) => restoreMemory(deps.store, m.id, now));
  action("unsupersede", "Made %s current again.", (m, now) =>
    supersedeMemory(deps.store, m.id, null, "dashboard", now),
  );
}

/** Delete for good: a confirmation page, then the hard delete (the form must name the memory). */
function purgeRoutes(app: Hono, deps: WebDeps): void {
  app.get("/memories/:id/purge", async (c) => {
    const m = await load(c, deps);
    if (m instanceof Response) return m;
    const body = html`<h1>Delete for good?</h1>
<p>“${m.title}” (${m.type}) will be removed permanently; this cannot be undone. Soft delete keeps it restorable.</p>
<form method="post" action="/memories/${m.id}/purge${qs({ back: c.req.query("back") })}" class="bar">${csrfField(deps)}
<input type="hidden" name="confirm" value="${m.id}">
<button type="submit" class="danger">Delete for good</button> <a href="/memories/${m.id}${qs({ back: c.req.query("back") })}">cancel</a></form>`;
    return c.html(page(deps, "Delete for good", "/memories", body));
  });

  app.post("/memories/:id/purge", async (c) => {
    const m = await load(c, deps);
    if (m instanceof Response) return m;
    const f = await c.req.parseBody();
    if (f.confirm !== m.id) return c.text("cairn ui: hard delete needs the confirmation form\n", 400);
    await forgetMemory(deps.store, m.id, { hard: true });
    setNotice(c, `Deleted ${quoted(m.title)} for good.`);
    return c.redirect(`/memories${backOf(c.req.query("back") ?? "")}`, 303);
  });
}
