/**
 * Sessions timeline per project and day: each session's summary, prompts, changed files, commands with
 * their outcome, and the memories it produced; on top the latest activity — recorded events, the tool
 * calls hooks spooled that no ingest has read yet (app/capture/spool-peek.ts), and memories saved or
 * changed (`cairn save`, MCP, hooks) — newest first. Live: /sessions/live is a server-sent-events
 * stream (https://html.spec.whatwg.org/multipage/server-sent-events.html) that polls a change marker
 * once a second inside the request — no daemon — and sends `change`; the marker covers the store and
 * the spool, so every hook write moves it. The client then refreshes #feed from /sessions/feed.
 */
import { join } from "node:path";
import type { Context, Hono } from "hono";
import { html } from "hono/html";
import { streamSSE } from "hono/streaming";
import { peekSpool, spoolMarker } from "../../app/capture/spool-peek.js";
import { resolveProject } from "../../app/env/project.js";
import { AGENT_NAMES, type AgentName, isAgentName } from "../../core/agents/agent-event.js";
import type { ActivityEvent } from "../../core/capture/events.js";
import type { SessionRecord } from "../../core/capture/session.js";
import { formatAge } from "../../core/common/age.js";
import type { Memory } from "../../core/memories/memory.js";
import { anyMemory } from "../../store/dashboard-reader.js";
import type { WebDeps } from "../deps.js";
import { noProjectPage, page, qs } from "../layout.js";
import { parseMemoryQuery, queryMemories } from "../memory-query.js";
import { pickProject } from "../project-pick.js";
import { projectSelect } from "../project-select.js";

const POLL_MS = 1000;
/** Lines of the latest-activity list. */
const ACTIVITY = 25;

const spoolOf = (deps: WebDeps) => join(deps.home, "spool");

/** Changes whenever the store records something or a hook appends to the spool. */
async function liveMarker(deps: WebDeps): Promise<string> {
  return `${await deps.reader.changeMarker()}#${spoolMarker(spoolOf(deps))}`;
}

/** Spooled events of `project` (their cwd resolves to it), newest first. */
function spooled(deps: WebDeps, project: string): ActivityEvent[] {
  const ids = new Map<string, string>();
  const shared = deps.store.identity === "shared";
  return peekSpool(spoolOf(deps), ACTIVITY, (e) => {
    if (!e.cwd) return false;
    let id = ids.get(e.cwd);
    if (id === undefined) {
      id = resolveProject(e.cwd, { shared }).id;
      ids.set(e.cwd, id);
    }
    return id === project;
  });
}

type Activity = { ts: string; html: unknown };

const eventLine = (e: ActivityEvent, pending: boolean) =>
  html`<li data-kind="event"><span class="small muted">${e.ts.slice(0, 19).replace("T", " ")}</span> ${e.event}
${e.kind === "prompt" ? html`<em>${e.detail ?? ""}</em>` : e.command ? html`<code>${e.command}</code>` : (e.tool ?? e.kind)}${pending ? html` <span class="small muted">(not ingested yet)</span>` : ""}</li>`;

const memoryLine = (m: Memory) =>
  html`<li data-kind="memory"><span class="small muted">${m.updatedAt.slice(0, 19).replace("T", " ")}</span> ${m.createdAt === m.updatedAt ? "saved" : "updated"} ${m.type}
<a href="/memories/${m.id}">${m.title}</a> <span class="small muted">${m.source.kind}${m.source.event ? ` · ${m.source.event}` : ""}</span></li>`;

/** Recorded events, spooled events and saved memories of `project`, newest first. */
async function latestActivity(deps: WebDeps, project: string): Promise<Activity[]> {
  const recorded = await deps.reader.latestEvents(project, ACTIVITY);
  const saved = await deps.reader.memoryPage(anyMemory(project, { status: "all" }), {
    offset: 0,
    limit: ACTIVITY,
  });
  const items: Activity[] = [
    ...spooled(deps, project).map((e) => ({ ts: e.ts, html: eventLine(e, true) })),
    ...recorded.map((e) => ({ ts: e.ts, html: eventLine(e, false) })),
    ...saved.map((m) => ({ ts: m.updatedAt, html: memoryLine(m) })),
  ];
  return items.sort((a, b) => b.ts.localeCompare(a.ts)).slice(0, ACTIVITY);
}

async function sessionCard(deps: WebDeps, s: SessionRecord) {
  const q = parseMemoryQuery((n) => ({ project: s.project, session: s.id, status: "all" })[n], "");
  const produced = await queryMemories(deps, q);
  const list = <T>(items: readonly T[], f: (x: T) => unknown) =>
    items.length
      ? html`<ul>${items.map((x) => html`<li>${f(x)}</li>`)}</ul>`
      : html`<p class="muted small">none</p>`;
  return html`<div class="card session" data-session="${s.id}">
<div><strong>${s.startedAt.slice(11, 16)}</strong> <span class="small muted">${s.id} · ${s.origin} · <span data-agent>${s.agent ?? "claude-code"}</span>${s.gitBranch ? ` · ${s.gitBranch}` : ""} · ${s.endedAt ? "ended" : "open"} · updated ${formatAge(s.updatedAt, deps.now())}</span></div>
<pre class="summary">${s.summary || "(no summary yet)"}</pre>
<div class="grid2">
<div><h2>Prompts</h2>${list(s.intents, (p) => p)}</div>
<div><h2>Changed files</h2>${list(s.filesChanged, (f) => f)}</div>
<div><h2>Commands</h2>${list(s.commands, (c) => html`<code>${c.command}</code> <span class="${c.ok ? "ok" : "fail"}">${c.ok ? "ok" : `failed${c.exitCode !== null ? ` (exit ${c.exitCode})` : ""}`}</span>${c.error ? html` <span class="small muted">${c.error}</span>` : ""}`)}</div>
<div><h2>Memories produced</h2>${list(produced.memories, (m) => html`<a href="/memories/${m.id}">${m.title}</a> <span class="small muted">${m.type}</span>`)}</div>
</div></div>`;
}

/** The `agent` query parameter when it names a known agent, else undefined (every agent). */
const agentOf = (c: Context): AgentName | undefined => {
  const a = c.req.query("agent");
  return isAgentName(a) ? a : undefined;
};

async function feed(deps: WebDeps, project: string, day: string, agent?: AgentName) {
  const sessions = (await deps.store.listSessions({ project, limit: 500, agent })).filter(
    (s) => !day || s.startedAt.slice(0, 10) === day || s.updatedAt.slice(0, 10) === day,
  );
  const ev = (await latestActivity(deps, project)).map((a) => a.html);
  const cards = await Promise.all(sessions.slice(0, 50).map((s) => sessionCard(deps, s)));
  return html`<h2>Latest activity</h2>${ev.length ? html`<ul id="events">${ev}</ul>` : html`<p class="muted">No activity yet.</p>`}
<h2>Sessions${day ? ` on ${day}` : ""} (${sessions.length})</h2>${cards.length ? cards : html`<p class="muted">No sessions.</p>`}`;
}

function days(sessions: SessionRecord[]): string[] {
  return [...new Set(sessions.map((s) => s.startedAt.slice(0, 10)))].sort().reverse();
}

export function sessionRoutes(app: Hono, deps: WebDeps): void {
  app.get("/sessions", async (c) => {
    const picked = await pickProject(deps, c.req.query("project"));
    const { project } = picked;
    if (!project) return c.html(noProjectPage(deps, "Sessions", "/sessions"));
    const day = /^\d{4}-\d{2}-\d{2}$/.test(c.req.query("day") ?? "") ? (c.req.query("day") as string) : "";
    const all = await deps.store.listSessions({ project: project.id, limit: 500 });
    const agent = agentOf(c);
    const dayPick = html`<label>Day<select name="day"><option value="">all days</option>${days(all).map(
      (d) => html`<option ${d === day ? "selected" : ""}>${d}</option>`,
    )}</select></label>
<label>Agent<select name="agent"><option value="">all agents</option>${AGENT_NAMES.map(
      (a) => html`<option ${a === agent ? "selected" : ""}>${a}</option>`,
    )}</select></label>`;
    const params = qs({ project: project.id, day, agent: agent ?? "" });
    const body = html`<h1>Sessions <span class="small muted" id="live-state">live</span></h1>
${projectSelect("/sessions", picked, dayPick)}
<div id="feed" data-live="/sessions/live${params}" data-refresh="/sessions/feed${params}">${await feed(deps, project.id, day, agent)}</div>`;
    return c.html(page(deps, "Sessions", "/sessions", body, qs({ project: project.id })));
  });

  app.get("/sessions/feed", async (c: Context) => {
    const { project } = await pickProject(deps, c.req.query("project"));
    const day = /^\d{4}-\d{2}-\d{2}$/.test(c.req.query("day") ?? "") ? (c.req.query("day") as string) : "";
    return c.html(project ? feed(deps, project.id, day, agentOf(c)) : html``);
  });

  app.get("/sessions/live", (c) =>
    streamSSE(c, async (stream) => {
      let last = await liveMarker(deps);
      let open = true;
      stream.onAbort(() => {
        open = false;
      });
      await stream.writeSSE({ event: "ready", data: last });
      // a stopping server closes the stores right after the connections: never read them again then
      const going = () => open && deps.stopping?.aborted !== true;
      while (going()) {
        await stream.sleep(POLL_MS);
        if (!going()) break;
        const now = await liveMarker(deps);
        if (now !== last) {
          last = now;
          await stream.writeSSE({ event: "change", data: now });
        }
      }
    }),
  );
}
