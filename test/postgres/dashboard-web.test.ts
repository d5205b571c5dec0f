// The dashboard's pages that read through the DashboardReader and Store ports, served from a real
// PostgreSQL server: memories (list, filters, detail), sessions (feed, latest events) and charts.
// Topic notes and tasks have no PostgreSQL store yet, so those two come from a SQLite file; no page
// tested here reads them.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/app/env/config.js";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import { ensureProject } from "../../src/app/projects/ensure-project.js";
import { activityEvent } from "../../src/core/capture/events.js";
import type { Memory } from "../../src/core/memories/memory.js";
import { postgresDashboardReader } from "../../src/store/postgres/dashboard-reader.js";
import { openPostgresStore, type PostgresStore } from "../../src/store/postgres/postgres-store.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import { type RunningWebServer, startWebServer } from "../../src/web/server.js";
import { gitRepo } from "../support/hook-runner.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";

describe.skipIf(pgSkipReason !== null)("the dashboard on PostgreSQL", () => {
  usePgServer();
  const tmp = tempDir("cairn-web-pg-");
  let store: PostgresStore;
  let side: ReturnType<typeof openSqliteStore>;
  let server: RunningWebServer;
  let cookie = "";
  let project = "";
  let fact: Memory;

  const get = async (path: string) => {
    const r = await fetch(new URL(path, server.origin), { headers: { cookie } });
    return { status: r.status, body: await r.text() };
  };

  beforeAll(async () => {
    const repo = join(tmp.path, "repo");
    gitRepo(repo);
    store = await openPostgresStore({ url: freshDatabase() });
    side = openSqliteStore({ path: join(tmp.path, "side.db") });
    const now = new Date();
    project = (await ensureProject(store, repo, now)).id;
    const save = async (title: string, extra: object = {}) =>
      (await saveMemory(store, { project, type: "decision", source: { kind: "cli" }, title, ...extra }, now))
        .memory;
    fact = await save("Payments run on Stripe webhooks", { type: "project_fact", pinned: true });
    const later = await save("Retry the exporter with backoff", {
      source: { kind: "hook", event: "Stop", sessionId: "sess-pg-1" },
    });
    const at = now.toISOString();
    await store.upsertSession({
      id: "sess-pg-1",
      project,
      origin: "hook",
      startedAt: at,
      updatedAt: at,
      endedAt: null,
      intents: ["make the exporter retry"],
      filesChanged: ["src/export.ts"],
      commands: [{ command: "npm test", ok: true, exitCode: 0, error: null }],
      errors: [],
      lastAssistantMessage: null,
      nextSteps: [],
      summary: "Exporter retries with backoff",
      gitBranch: "main",
      cwd: repo,
    });
    await store.insertEvents(project, [
      activityEvent({
        sessionId: "sess-pg-1",
        ts: at,
        kind: "prompt",
        event: "UserPromptSubmit",
        detail: "make the exporter retry",
      }),
    ]);
    await store.recordInjections("sess-pg-1", [fact.id, later.id], at);
    const notesAndTasks = sqliteStores(side);
    server = await startWebServer(
      {
        stores: { ...notesAndTasks, store },
        store,
        reader: postgresDashboardReader(store),
        home: join(tmp.path, "home"),
        env: {},
        config: () => loadConfig(join(tmp.path, "home"), {}),
        now: () => new Date(),
        defaultProject: project,
      },
      { host: "127.0.0.1", port: 0, allowRemote: false },
    );
    const login = await fetch(server.url, { redirect: "manual" });
    cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^cairn_session_/);
  });

  afterAll(async () => {
    await server?.close();
    await store?.close();
    await side?.close();
    tmp.cleanup();
  });

  it("lists, filters and opens memories", async () => {
    const all = await get(`/memories?project=${project}`);
    expect(all.status).toBe(200);
    expect(all.body).toContain("Payments run on Stripe webhooks");
    expect(all.body).toContain("Retry the exporter with backoff");
    const facts = await get(`/memories?project=${project}&type=project_fact`);
    expect(facts.body).toContain("Payments run on Stripe webhooks");
    expect(facts.body).not.toContain("Retry the exporter with backoff");
    const bySession = await get(`/memories?project=${project}&session=sess-pg-1`);
    expect(bySession.body).toContain("Retry the exporter with backoff");
    expect(bySession.body).not.toContain("Payments run on Stripe webhooks");
    const detail = await get(`/memories/${fact.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toContain("Payments run on Stripe webhooks");
  });

  it("shows the sessions feed with the latest events and the memories a session produced", async () => {
    const r = await get(`/sessions/feed?project=${project}`);
    expect(r.status).toBe(200);
    expect(r.body).toContain("sess-pg-1");
    expect(r.body).toContain("Exporter retries with backoff");
    expect(r.body).toContain("<em>make the exporter retry</em>");
    expect(r.body).toContain("Retry the exporter with backoff");
  });

  it("draws the charts from the PostgreSQL series", async () => {
    const r = await get(`/charts?project=${project}`);
    expect(r.status).toBe(200);
    const specs = [...r.body.matchAll(/data-chart="([^"]*)"/g)].map((m) =>
      JSON.parse((m[1] ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&")),
    );
    const [types, sessions, stale, tokens] = specs;
    expect(types.datasets.map((d: { label: string }) => d.label).sort()).toEqual([
      "decision",
      "project_fact",
    ]);
    expect(sessions.datasets[0].data).toEqual([1]);
    expect(stale.datasets[0].data).toEqual([0, 0, 2]); // fresh, stale, no files
    expect(tokens.labels).toEqual(["sess-pg-"]);
    expect(tokens.datasets[0].data[0]).toBeGreaterThan(0);
  });
});
