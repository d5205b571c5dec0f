// Backend choice and the outbox, with a second SQLite file standing in for the server (the same
// code paths run against a real PostgreSQL server in test/postgres/two-homes.test.ts).
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ActivityEvent, activityEvent } from "../src/core/capture/events.js";
import type { SessionRecord } from "../src/core/capture/session.js";
import { newMemorySchema } from "../src/core/memories/memory.js";
import { type BackendOptions, openBackend } from "../src/store/backend/open-backend.js";
import { pendingDelivery } from "../src/store/backend/outbox.js";
import { openSqliteStore } from "../src/store/sqlite/sqlite-store.js";
import { openSqliteStores } from "../src/store/sqlite/stores.js";
import type { NewExcerpt, Store } from "../src/store/store.js";
import { tempDir } from "./support/temp.js";

const T0 = "2026-01-01T00:00:00.000Z";
const T1 = "2026-01-02T00:00:00.000Z";
const dir = tempDir("cairn-backend-");
afterAll(() => dir.cleanup());

let serverUp = true;
const serverPath = join(dir.path, "server.db");
function options(over: Partial<BackendOptions> = {}): BackendOptions {
  return {
    sqlitePath: join(dir.path, "cairn.db"),
    localPath: join(dir.path, "cairn-local.db"),
    url: "postgres://ana@db.example:5432/cairn",
    capturedBy: "ana@laptop",
    connectTimeoutMs: 100,
    offline: "outbox",
    loadShared: async () => async () => {
      if (!serverUp) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
      return openSqliteStores({ path: serverPath });
    },
    ...over,
  };
}

function memory(title: string, scope: "local" | "project" = "project", dedupeKey: string | null = null) {
  const p = newMemorySchema.parse({
    project: "p1",
    type: "decision",
    title,
    scope,
    dedupeKey,
    source: { kind: "hook" },
  });
  return { ...p, confidence: 0.8 };
}
const session = (id: string, at: string): SessionRecord => ({
  id,
  project: "p1",
  origin: "hook",
  startedAt: at,
  updatedAt: at,
  endedAt: null,
  intents: [],
  filesChanged: [],
  commands: [],
  errors: [],
  lastAssistantMessage: null,
  nextSteps: [],
  summary: "",
  gitBranch: null,
  cwd: null,
});
const event = (sessionId: string, toolUseId: string): ActivityEvent =>
  activityEvent({ sessionId, ts: T0, kind: "tool", event: "PostToolUse", tool: "Bash", toolUseId });

const said = (text: string): NewExcerpt => ({
  project: "p1",
  sessionId: "s1",
  turn: 1,
  role: "user",
  ts: T1,
  text,
});

async function onServer<T>(fn: (s: Store) => Promise<T>): Promise<T> {
  const s = openSqliteStore({ path: serverPath });
  try {
    return await fn(s);
  } finally {
    await s.close();
  }
}

describe("openBackend", () => {
  it("uses the embedded file without a URL and never loads the server code", async () => {
    let loaded = false;
    const b = await openBackend(
      options({
        url: "",
        loadShared: async () => {
          loaded = true;
          throw new Error("not wanted");
        },
      }),
    );
    expect(b.mode).toBe("sqlite");
    expect(b.stores.store.identity).toBe("local");
    expect(loaded).toBe(false);
    await b.stores.store.close();
  });

  it("keeps captures in the outbox while the server is down and delivers them once when it is back", async () => {
    serverUp = true;
    const online = await openBackend(options());
    expect(online.mode).toBe("shared");
    await online.stores.store.upsertProject({ id: "p1", identity: "x", root: "/r", name: "r" }, T0);
    const summary = await online.stores.store.insertMemory(memory("summary v1", "project", "session:s1"), T0);
    const mine = await online.stores.store.insertMemory(memory("my own note", "local"), T0);
    await online.stores.store.close();

    serverUp = false;
    const offline = await openBackend(options());
    expect(offline.mode).toBe("offline");
    expect(offline.offlineReason).toContain("ECONNREFUSED");
    expect(offline.stores.store.identity).toBe("shared"); // project identity stays the shared one
    expect(await offline.stores.hasTaskBoards("p1")).toBe(false);
    await expect(offline.stores.tasks()).rejects.toMatchObject({ code: "STORE" });
    const s = offline.stores.store;
    await s.insertMemory(memory("decided offline"), T1);
    await s.insertMemory(memory("summary v2", "project", "session:s1"), T1);
    await s.upsertSession(session("s1", T1));
    expect(await s.insertEvents("p1", [event("s1", "t1"), event("s1", "t2")])).toBe(2);
    expect(
      await s.insertExcerpts([said("why does the upload retry forever"), said("no backoff reset")]),
    ).toBe(2);
    await s.close();
    const outbox = openSqliteStore({ path: options().localPath });
    expect(pendingDelivery(outbox)).toEqual({ memories: 2, sessions: 1, events: 2, excerpts: 2 });
    await outbox.close();

    serverUp = true;
    const back = await openBackend(options());
    expect(back.mode).toBe("shared");
    expect(back.delivered).toMatchObject({ memories: 1, merged: 1, sessions: 1, events: 2, excerpts: 2 });
    const hits = await back.stores.store.searchExcerpts({ terms: ["upload"], project: "p1" });
    expect(hits.map((h) => h.excerpt.text)).toEqual(["why does the upload retry forever"]);
    const titles = (await back.stores.store.listMemories({ project: "p1" })).map((m) => m.title).sort();
    expect(titles).toEqual(["decided offline", "my own note", "summary v2"]);
    expect((await back.stores.store.getMemory(summary.id))?.title).toBe("summary v2");
    await back.stores.store.close();

    const again = await openBackend(options());
    expect(again.delivered).toMatchObject({ memories: 0, merged: 0, sessions: 0, events: 0, excerpts: 0 });
    await again.stores.store.close();
    await onServer(async (server) => {
      expect(await server.countMemories({ project: "p1" })).toBe(2); // nothing doubled
      expect(await server.getMemory(mine.id)).toBeNull(); // local scope never left the machine
      expect(await server.countEvents("s1")).toBe(2);
      expect(await server.listExcerpts({ project: "p1" })).toHaveLength(2); // nothing doubled
      expect((await server.listMemories({ project: "p1" })).every((m) => m.capturedBy === "ana@laptop")).toBe(
        true,
      );
    });
  });

  it("fails instead of working offline when asked to", async () => {
    serverUp = false;
    await expect(openBackend(options({ offline: "fail" }))).rejects.toThrow(/ECONNREFUSED/);
    serverUp = true;
  });
});
