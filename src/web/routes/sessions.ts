/**
 * Sessions timeline per project and day: each session's summary, prompts, changed files, commands with
 * their outcome, and the memories it produced; the newest events on top. Live: /sessions/live is a
 * server-sent-events stream (https://html.spec.whatwg.org/multipage/server-sent-events.html) that
 * polls a change marker once a second inside the request — no daemon — and sends `change`; the client
 * then refreshes #feed from /sessions/feed.
 */
import type { Context, Hono } from "hono";
import { html } from "hono/html";
import { streamSSE } from "hono/streaming";
import type { SessionRecord } from "../../core/capture/session.js";
import { formatAge } from "../../core/common/age.js";
import type { WebDeps } from "../deps.js";
import { page, qs } from "../layout.js";
import { parseMemoryQuery, queryMemories } from "../memory-query.js";
import { pickProject } from "../project-pick.js";
import { projectSelect } from "../project-select.js";

const POLL_MS = 1000;

async function sessionCard(deps: WebDeps, s: SessionRecord) {
  const q = parseMemoryQuery((n) => ({ project: s.project, session: s.id, status: "all" })[n], "");
  const produced = await queryMemories(deps, q);
  const list = <T>(items: readonly T[], f: (x: T) => unknown) =>
    items.length
      ? html`<ul>${items.map((x) => html`<li>${f(x)}</li>`)}</ul>`
      : html`<p class="muted small">none</p>`;
  return html`<div class="card session" data-session="${s.id}">
<div><strong>${s.startedAt.slice(11, 16)}</strong> <span class="small muted">${s.id} · ${s.origin}${s.gitBranch ? ` · ${s.gitBranch}` : ""} · ${s.endedAt ? "ended" : "open"} · updated ${formatAge(s.updatedAt, deps.now())}</span></div>
<pre class="summary">${s.summary || "(no summary yet)"}</pre>
<div class="grid2">
<div><h2>Prompts</h2>${list(s.intents, (p) => p)}</div>
<div><h2>Changed files</h2>${list(s.filesChanged, (f) => f)}</div>
<div><h2>Commands</h2>${list(s.commands, (c) => html`<code>${c.command}</code> <span class="${c.ok ? "ok" : "fail"}">${c.ok ? "ok" : `failed${c.exitCode !== null ? ` (exit ${c.exitCode})` : ""}`}</span>${c.error ? html` <span class="small muted">${c.error}</span>` : ""}`)}</div>
<div><h2>Memories produced</h2>${list(produced.memories, (m) => html`<a href="/memories/${m.id}">${m.title}</a> <span class="small muted">${m.type}</span>`)}</div>
</div></div>`;
}

async function feed(deps: WebDeps, project: string, day: string) {
  const sessions = (await deps.store.listSessions({ project, limit: 500 })).filter(
    (s) => !day || s.startedAt.slice(0, 10) === day || s.updatedAt.slice(0, 10) === day,
  );
  const events = await deps.reader.latestEvents(project, 20);
  const ev = events.map(
    (e) => html`<li><span class="small muted">${e.ts.slice(0, 19).replace("T", " ")}</span> ${e.event}
${e.kind === "prompt" ? html`<em>${e.detail ?? ""}</em>` : e.command ? html`<code>${e.command}</code>` : (e.tool ?? e.kind)}</li>`,
  );
  const cards = await Promise.all(sessions.slice(0, 50).map((s) => sessionCard(deps, s)));
  return html`<h2>Latest activity</h2>${ev.length ? html`<ul id="events">${ev}</ul>` : html`<p class="muted">No events yet.</p>`}
<h2>Sessions${day ? ` on ${day}` : ""} (${sessions.length})</h2>${cards.length ? cards : html`<p class="muted">No sessions.</p>`}`;
}

function days(sessions: SessionRecord[]): string[] {
  return [...new Set(sessions.map((s) => s.startedAt.slice(0, 10)))].sort().reverse();
}

export function sessionRoutes(app: Hono, deps: WebDeps): void {
  app.get("/sessions", async (c) => {
    const picked = await pickProject(deps, c.req.query("project"));
    const { project } = picked;
    if (!project)
      return c.html(
        page(deps, "Sessions", "/sessions", html`<h1>Sessions</h1><p>No project recorded yet.</p>`),
      );
    const day = /^\d{4}-\d{2}-\d{2}$/.test(c.req.query("day") ?? "") ? (c.req.query("day") as string) : "";
    const all = await deps.store.listSessions({ project: project.id, limit: 500 });
    const dayPick = html`<label>Day<select name="day"><option value="">all days</option>${days(all).map(
      (d) => html`<option ${d === day ? "selected" : ""}>${d}</option>`,
    )}</select></label>`;
    const params = qs({ project: project.id, day });
    const body = html`<h1>Sessions <span class="small muted" id="live-state">live</span></h1>
${projectSelect("/sessions", picked, dayPick)}
<div id="feed" data-live="/sessions/live${params}" data-refresh="/sessions/feed${params}">${await feed(deps, project.id, day)}</div>`;
    return c.html(page(deps, "Sessions", "/sessions", body, qs({ project: project.id })));
  });

  app.get("/sessions/feed", async (c: Context) => {
    const { project } = await pickProject(deps, c.req.query("project"));
    const day = /^\d{4}-\d{2}-\d{2}$/.test(c.req.query("day") ?? "") ? (c.req.query("day") as string) : "";
    return c.html(project ? feed(deps, project.id, day) : html``);
  });

  app.get("/sessions/live", (c) =>
    streamSSE(c, async (stream) => {
      let last = await deps.reader.changeMarker();
      let open = true;
      stream.onAbort(() => {
        open = false;
      });
      await stream.writeSSE({ event: "ready", data: last });
      while (open) {
        await stream.sleep(POLL_MS);
        const now = await deps.reader.changeMarker();
        if (now !== last) {
          last = now;
          await stream.writeSSE({ event: "change", data: now });
        }
      }
    }),
  );
}
