/**
 * Charts: memories by type over time, sessions per day, stale vs fresh, tokens injected per session,
 * over the 90 days that end with the project's newest activity (chart-query.ts). A chart with nothing
 * to draw says so instead of showing an empty canvas.
 */

import type { Hono } from "hono";
import { html } from "hono/html";
import { STALE_MARK } from "../../core/staleness/stale-mark.js";
import { chartSeries } from "../chart-query.js";
import type { WebDeps } from "../deps.js";
import { noProjectPage, page, qs } from "../layout.js";
import { pickProject } from "../project-pick.js";
import { projectSelect } from "../project-select.js";

const COLORS = [
  "#2457c5",
  "#c53a24",
  "#1e7d32",
  "#a15c00",
  "#6a3fb5",
  "#00838f",
  "#ad1457",
  "#5d4037",
  "#546e7a",
  "#9e9d24",
];

const chart = (id: string, title: string, spec: unknown, empty: string | null) =>
  html`<div class="card"><h2>${title}</h2>${
    empty === null
      ? html`<div class="chart"><canvas id="${id}" data-chart="${JSON.stringify(spec)}"></canvas></div>`
      : html`<p class="muted no-data" id="${id}-empty">${empty}</p>`
  }</div>`;

export function chartRoutes(app: Hono, deps: WebDeps): void {
  app.get("/charts", async (c) => {
    const picked = await pickProject(deps, c.req.query("project"));
    const { project } = picked;
    if (!project) return c.html(noProjectPage(deps, "Charts", "/charts"));
    const s = await chartSeries(deps.reader, project, deps.now());
    const byType = Object.entries(s.byType.counts).map(([type, data], i) => ({
      label: type,
      data,
      backgroundColor: COLORS[i % COLORS.length],
    }));
    const span = `${s.window.from} to ${s.window.to}`;
    const none = (what: string) => `No ${what} from ${span}.`;
    const total = s.staleness.fresh + s.staleness.stale + s.staleness.withoutFiles;
    const body = html`<h1>Charts <span class="small muted" id="chart-window">${project.name}, 90 days: ${span}</span></h1>
${projectSelect("/charts", picked)}
<div class="grid2">
${chart("chart-types", "Memories by type over time", { type: "bar", stacked: true, labels: s.byType.days, datasets: byType }, byType.length ? null : none("memories created"))}
${chart("chart-sessions", "Sessions per day", { type: "bar", labels: s.sessionsPerDay.days, datasets: [{ label: "sessions", data: s.sessionsPerDay.counts, backgroundColor: COLORS[0] }] }, s.sessionsPerDay.days.length ? null : none("sessions"))}
${chart("chart-stale", "Stale vs fresh (memories that name files)", { type: "doughnut", labels: ["fresh", STALE_MARK, "no files"], datasets: [{ label: "memories", data: [s.staleness.fresh, s.staleness.stale, s.staleness.withoutFiles], backgroundColor: [COLORS[2], COLORS[3], "#c9ced4"] }] }, total ? null : "No live memories yet.")}
${chart("chart-tokens", "Tokens injected per session", { type: "bar", labels: s.tokensPerSession.sessions.map((x) => x.slice(0, 8)), datasets: [{ label: "tokens", data: s.tokensPerSession.tokens, backgroundColor: COLORS[4] }] }, s.tokensPerSession.sessions.length ? null : none("context packs injected"))}
</div>
<script src="/assets/chart.umd.min.js" defer></script><script src="/assets/charts.js" defer></script>`;
    return c.html(page(deps, "Charts", "/charts", body, qs({ project: project.id })));
  });
}
