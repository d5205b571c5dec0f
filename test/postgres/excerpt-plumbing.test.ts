// Conversation excerpts on a real PostgreSQL server, beyond the Store contract: BM25 statistics per
// project (migration 17: another project's excerpts never change a project's scores; the statistics
// stay exact through inserts, a project merge and a project's removal; rows stored before the
// migration are counted by it), the outbox delivering what a machine said while the server was away,
// and `cairn migrate`'s copy (store/backend/copy-store.ts) both ways, resumed after an interruption
// without doubling anything.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyStore } from "../../src/store/backend/copy-store.js";
import { type BackendOptions, openBackend } from "../../src/store/backend/open-backend.js";
import { pendingDelivery } from "../../src/store/backend/outbox.js";
import { openPgDatabase, type PgDatabase } from "../../src/store/postgres/connection.js";
import { migratePg } from "../../src/store/postgres/migrate.js";
import { openPostgresStore, type PostgresStore } from "../../src/store/postgres/postgres-store.js";
import { postgresProjectAdmin } from "../../src/store/postgres/project-admin.js";
import { PG_MIGRATIONS } from "../../src/store/postgres/schema.js";
import { openPostgresStores } from "../../src/store/postgres/stores.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import type { NewExcerpt, Store } from "../../src/store/store.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";

const T0 = "2026-01-01T00:00:00.000Z";
const T1 = "2026-01-02T00:00:00.000Z";

const said = (project: string, sessionId: string, turn: number, text: string): NewExcerpt => ({
  project,
  sessionId,
  turn,
  role: turn % 2 === 0 ? "assistant" : "user",
  ts: T0,
  text,
});
const project = (id: string) => ({ id, identity: `github.com/acme/${id}`, root: `/r/${id}`, name: id });

/** The statistics table against the rows themselves: equal when the triggers kept it exact. */
async function statsDrift(db: PgDatabase) {
  const kept = await db.query<{ project: string; docs: string; tokens: string }>(
    "SELECT project, docs, tokens FROM excerpt_fts_stats WHERE docs <> 0 ORDER BY project",
  );
  const counted = await db.query<{ project: string; docs: string; tokens: string }>(
    "SELECT project, count(*) AS docs, sum(fts_tokens) AS tokens FROM excerpts GROUP BY project ORDER BY project",
  );
  return { kept, counted };
}

describe.skipIf(pgSkipReason !== null)("conversation excerpts on a real server", () => {
  usePgServer();
  const tmp = tempDir("cairn-pg-excerpts-");
  const opened: Store[] = [];
  afterAll(async () => {
    await Promise.allSettled(opened.map((s) => s.close()));
    tmp.cleanup();
  });
  const pg = async () => {
    const s = await openPostgresStore({ url: freshDatabase(), now: T0 });
    opened.push(s);
    return s;
  };

  it("scores a project's excerpts with its own statistics: another project's rows change nothing", async () => {
    const store = await pg();
    for (const p of ["shop", "big", "ops"]) await store.upsertProject(project(p), T0);
    await store.insertExcerpts([
      said("shop", "s1", 1, "why does the upload retry forever after a timeout"),
      said("shop", "s1", 2, "The backoff never resets after a success, so the upload loops."),
      said("shop", "s1", 3, "the cache warmup takes a minute on a cold start"),
    ]);
    const query = { terms: ["upload", "backoff"], project: "shop" };
    const alone = await store.searchExcerpts(query);
    expect(alone.map((h) => h.excerpt.turn)).toEqual([2, 1]);

    // a big project where "upload" is in every excerpt
    const rows = Array.from({ length: 400 }, (_, i) =>
      said("big", `b${i % 20}`, i, `upload batch ${i} done`),
    );
    expect(await store.insertExcerpts(rows)).toBe(400);
    const after = await store.searchExcerpts(query);
    expect(after.map((h) => h.excerpt.turn)).toEqual([2, 1]);
    for (const [i, h] of after.entries()) expect(h.score).toBeCloseTo(alone[i]?.score ?? Number.NaN, 9);

    // searching every project scores each excerpt with its own project's statistics too
    const all = await store.searchExcerpts({ terms: ["upload", "backoff"], limit: 500 });
    const shopHits = all.filter((h) => h.excerpt.project === "shop");
    for (const [i, h] of shopHits.entries()) expect(h.score).toBeCloseTo(alone[i]?.score ?? Number.NaN, 9);
    expect(all[0]?.excerpt.project).toBe("shop"); // in "big", "upload" is in every row: it tells nothing there
  });

  it("keeps the statistics exact through inserts, repeats, a project merge and a project's removal", async () => {
    const store = await pg();
    for (const p of ["a", "b", "c"]) await store.upsertProject(project(p), T0);
    const batch = (p: string, n: number) =>
      Array.from({ length: n }, (_, i) =>
        said(p, `${p}-s${i % 3}`, i, `step ${i} of the ${p} rollout checked`),
      );
    await store.insertExcerpts([...batch("a", 30), ...batch("b", 20), ...batch("c", 5)]);
    expect(await store.insertExcerpts(batch("a", 30))).toBe(0); // repeats add nothing, count nothing
    let drift = await statsDrift(store.db);
    expect(drift.kept).toEqual(drift.counted);
    expect(drift.kept.map((r) => [r.project, Number(r.docs)])).toEqual([
      ["a", 30],
      ["b", 20],
      ["c", 5],
    ]);

    const merged = await postgresProjectAdmin(store).merge("b", "a", T1);
    expect(merged.into.id).toBe("a");
    drift = await statsDrift(store.db);
    expect(drift.kept).toEqual(drift.counted);
    expect(drift.kept.map((r) => [r.project, Number(r.docs)])).toEqual([
      ["a", 50],
      ["c", 5],
    ]);
    expect(await store.searchExcerpts({ terms: ["rollout"], project: "b" })).toEqual([]);
    expect((await store.searchExcerpts({ terms: ["rollout"], project: "a", limit: 100 })).length).toBe(50);

    await store.db.query("DELETE FROM projects WHERE id = 'c'");
    drift = await statsDrift(store.db);
    expect(drift.kept).toEqual(drift.counted);
    expect(await store.listExcerpts({ project: "c" })).toEqual([]);
  });

  it("migration 17 counts the excerpts stored before it", async () => {
    const url = freshDatabase();
    const db = openPgDatabase({ url });
    await migratePg(
      db,
      T0,
      PG_MIGRATIONS.filter((m) => m.version <= 16),
    );
    await db.query("INSERT INTO projects VALUES ('p1', 'x', '/r', 'r', $1, $1)", [T0]);
    await db.query(
      `INSERT INTO excerpts (project, session_id, turn, role, ts, text, key)
       SELECT 'p1', 's1', g, 'user', $1, 'the deploy script failed on step ' || g, 'k' || g FROM generate_series(1, 12) g`,
      [T0],
    );
    await db.close();
    const store = await openPostgresStore({ url, now: T1 });
    opened.push(store);
    const drift = await statsDrift(store.db);
    expect(drift.kept).toEqual(drift.counted);
    expect(Number(drift.kept[0]?.docs)).toBe(12);
    expect(await store.searchExcerpts({ terms: ["deploy"], project: "p1", limit: 20 })).toHaveLength(12);
  });

  it("delivers what was said offline once the server is back, once", async () => {
    const url = freshDatabase();
    let up = false;
    const options: BackendOptions = {
      sqlitePath: join(tmp.path, "cairn.db"),
      localPath: join(tmp.path, "cairn-local.db"),
      url,
      capturedBy: "ana@laptop",
      connectTimeoutMs: 2000,
      offline: "outbox",
      loadShared: async () => async (o) => {
        if (!up) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        return openPostgresStores({ url: o.url });
      },
    };
    const offline = await openBackend(options);
    expect(offline.mode).toBe("offline");
    await offline.stores.store.upsertProject(project("shop"), T0);
    const rows = Array.from({ length: 7 }, (_, i) =>
      said("shop", "s-off", i + 1, `offline turn ${i}: the queue drains`),
    );
    expect(await offline.stores.store.insertExcerpts(rows)).toBe(7);
    await offline.stores.store.close();

    up = true;
    const back = await openBackend(options);
    expect(back.mode).toBe("shared");
    expect(back.delivered).toMatchObject({ excerpts: 7, complete: true });
    const local = back.local;
    if (!local) throw new Error("no local file");
    expect(pendingDelivery(local).excerpts).toBe(0);
    const hits = await back.stores.store.searchExcerpts({ terms: ["queue"], project: "shop", limit: 20 });
    expect(hits.map((h) => h.excerpt.sessionId)).toEqual(Array(7).fill("s-off"));
    await back.stores.store.close();

    const again = await openBackend(options);
    expect(again.delivered).toMatchObject({ excerpts: 0 });
    expect(await again.stores.store.listExcerpts({ project: "shop" })).toHaveLength(7);
    await again.stores.store.close();
  });

  it("cairn migrate copies excerpts to the server and back; a stopped run completes on the next", async () => {
    const embedded = openSqliteStore({ path: join(tmp.path, "embedded.db") });
    opened.push(embedded);
    await embedded.upsertProject(project("shop"), T0);
    await embedded.upsertProject(project("ops"), T0);
    const rows = [
      ...Array.from({ length: 9 }, (_, i) =>
        said("shop", "s1", i + 1, `shop turn ${i}: the flaky login test`),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        said("ops", "s2", i + 1, `ops turn ${i}: rotate the runner disks`),
      ),
    ];
    await embedded.insertExcerpts(rows);
    const server: PostgresStore = await pg();

    // killed after the first page of excerpts reached the server
    let pages = 0;
    const dying = new Proxy(server, {
      get(target, key, receiver) {
        if (key === "insertExcerpts")
          return async (r: readonly NewExcerpt[]) => {
            if (++pages > 1) throw new Error("killed");
            return target.insertExcerpts(r);
          };
        const v = Reflect.get(target, key, receiver);
        return typeof v === "function" ? v.bind(target) : v;
      },
    });
    await expect(copyStore(embedded, dying, { pageSize: 4 })).rejects.toThrow("killed");
    expect(await server.listExcerpts({ limit: 100 })).toHaveLength(4);

    const resumed = await copyStore(embedded, server, { pageSize: 4 });
    expect(resumed.excerpts).toBe(9);
    const again = await copyStore(embedded, server, { pageSize: 4 });
    expect(again.excerpts).toBe(0);
    const onServer = await server.listExcerpts({ limit: 100 });
    expect(onServer.map((e) => e.text).sort()).toEqual(rows.map((r) => r.text).sort());
    expect(onServer.find((e) => e.turn === 3 && e.project === "ops")).toMatchObject({
      sessionId: "s2",
      role: "user",
    });
    const found = await server.searchExcerpts({ terms: ["flaky"], project: "shop", limit: 20 });
    expect(found).toHaveLength(9);

    // and back into a fresh embedded file
    const home = openSqliteStore({ path: join(tmp.path, "back.db") });
    opened.push(home);
    expect((await copyStore(server, home)).excerpts).toBe(13);
    expect((await copyStore(server, home)).excerpts).toBe(0);
    expect((await home.searchExcerpts({ terms: ["runner", "disks"], project: "ops" })).length).toBe(4);
  });
});
