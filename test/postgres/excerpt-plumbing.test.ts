// Conversation excerpts on a real PostgreSQL server, beyond the Store contract: the outbox delivering
// what a machine said while the server was away, and `cairn migrate`'s copy (store/backend/copy-store.ts) both ways, resumed after an interruption
// without doubling anything.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyStore } from "../../src/store/backend/copy-store.js";
import { type BackendOptions, openBackend } from "../../src/store/backend/open-backend.js";
import { pendingDelivery } from "../../src/store/backend/outbox.js";
import { openPostgresStore, type PostgresStore } from "../../src/store/postgres/postgres-store.js";
import { openPostgresStores } from "../../src/store/postgres/stores.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import type { NewExcerpt, Store } from "../../src/store/store.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";

const T0 = "2026-01-01T00:00:00.000Z";
const _T1 = "2026-01-02T00:00:00.000Z";

const said = (project: string, sessionId: string, turn: number, text: string): NewExcerpt => ({
  project,
  sessionId,
  turn,
  role: turn % 2 === 0 ? "assistant" : "user",
  ts: T0,
  text,
});
const project = (id: string) => ({ id, identity: `github.com/acme/${id}`, root: `/r/${id}`, name: id });

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
