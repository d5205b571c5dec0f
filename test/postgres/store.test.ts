// The Store contract (store.contract.ts, with its search part) against a real PostgreSQL server: a new
// database per test, migrated on open. Then what only the PostgreSQL store has: the per-project search
// statistics its triggers keep, and several processes writing one project at once.
import { describe, expect, it } from "vitest";
import { newMemorySchema } from "../../src/core/memories/memory.js";
import { openPostgresStore, type PostgresStore } from "../../src/store/postgres/postgres-store.js";
import { runStoreContract } from "../../src/store/store.contract.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";

const T0 = "2026-01-01T00:00:00.000Z";
const parsed = (project: string, title: string, body = "") => ({
  ...newMemorySchema.parse({ project, type: "decision", title, body, source: { kind: "cli" } }),
  confidence: 0.9,
});

/** memory_fts_stats beside the same totals recomputed from the rows. */
async function statsAndTruth(store: PostgresStore) {
  const kept = await store.db.query(
    "SELECT project, docs, tokens FROM memory_fts_stats WHERE docs > 0 ORDER BY project",
  );
  const truth = await store.db.query(
    "SELECT project, count(*) AS docs, sum(fts_tokens)::bigint AS tokens FROM memories GROUP BY project ORDER BY project",
  );
  return { kept, truth };
}

describe.skipIf(pgSkipReason !== null)("postgres store", () => {
  usePgServer();
  runStoreContract("postgres", async () => {
    const store = await openPostgresStore({ url: freshDatabase() });
    return { store, cleanup: async () => {} };
  });

  it("keeps each project's search statistics equal to its rows through edits and deletes", async () => {
    const store = await openPostgresStore({ url: freshDatabase() });
    for (const id of ["a", "b"])
      await store.upsertProject({ id, identity: `/${id}/.git`, root: `/${id}`, name: id }, T0);
    const m1 = await store.insertMemory(parsed("a", "Use pnpm", "not npm"), T0);
    const m2 = await store.insertMemory(parsed("a", "Cache lives in src/cache.ts"), T0);
    await store.insertMemory(parsed("b", "Deploy on Fridays is forbidden", "freeze"), T0);
    await store.updateMemory(m1.id, { title: "Use pnpm workspaces for every package", tags: ["x", "y"] }, T0);
    await store.softDeleteMemory(m2.id, T0);
    let s = await statsAndTruth(store);
    expect(s.truth.map((r) => r.project)).toEqual(["a", "b"]);
    expect(s.kept).toEqual(s.truth);
    await store.hardDeleteMemory(m1.id);
    await store.db.query("DELETE FROM projects WHERE id = 'b'");
    s = await statsAndTruth(store);
    expect(s.kept).toEqual(s.truth);
    // "Cache lives in src/cache.ts": six words once punctuation separates them, as FTS5 counts
    expect(s.truth).toEqual([{ project: "a", docs: 1, tokens: 6 }]);
    await store.close();
  });

  it("loses nothing when eight stores write one project at once", async () => {
    const url = freshDatabase();
    const first = await openPostgresStore({ url });
    await first.upsertProject({ id: "p", identity: "/p/.git", root: "/p", name: "p" }, T0);
    const stores = [
      first,
      ...(await Promise.all(Array.from({ length: 7 }, () => openPostgresStore({ url })))),
    ];
    await Promise.all(
      stores.map(async (store, w) => {
        for (let i = 0; i < 20; i++)
          await store.inTransaction(async () => {
            await store.insertMemory(parsed("p", `writer ${w} note ${i}`, "shared words here"), T0);
          });
      }),
    );
    expect(await first.countMemories({ project: "p" })).toBe(160);
    const s = await statsAndTruth(first);
    expect(s.kept).toEqual(s.truth);
    expect((await first.searchMemories({ terms: ["writer"], project: "p", limit: 500 })).length).toBe(160);
    await Promise.all(stores.map((x) => x.close()));
  });
});
