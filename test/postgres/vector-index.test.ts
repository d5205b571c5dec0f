// The VectorIndex contract (src/store/vector-index.contract.ts) on the PostgreSQL store (pgvector HNSW),
// plus what only pgvector has: the per-dimension partial HNSW index that KNN queries use.
import { describe, expect, it } from "vitest";
import { openPostgresStore } from "../../src/store/postgres/postgres-store.js";
import { runVectorIndexContract } from "../../src/store/vector-index.contract.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";

const T0 = "2026-01-01T00:00:00.000Z";

describe.skipIf(pgSkipReason !== null)("postgres vector index", () => {
  usePgServer();
  runVectorIndexContract("postgres", async () => {
    const store = await openPostgresStore({ url: freshDatabase() });
    return { store, cleanup: async () => {} };
  });

  it("creates one partial HNSW index per dimension and plans KNN searches on it", async () => {
    const store = await openPostgresStore({ url: freshDatabase() });
    await store.upsertProject({ id: "p", identity: "/p/.git", root: "/p", name: "p" }, T0);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const m = await store.insertMemory(
        {
          project: "p",
          type: "decision",
          title: `m${i}`,
          body: "",
          scope: "project",
          confidence: 0.9,
          severity: null,
          tags: [],
          files: [],
          gitCommit: null,
          pinned: false,
          source: { kind: "cli", event: null, sessionId: null, toolUseId: null },
          dedupeKey: null,
        },
        T0,
      );
      ids.push(m.id);
    }
    const index = await store.openVectors();
    await index.put("a", [{ id: ids[0] as string, vector: new Float32Array([1, 0, 0]) }], T0);
    await index.put("b", [{ id: ids[1] as string, vector: new Float32Array([1, 0, 0, 0]) }], T0);
    const defs = await store.db.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE indexname LIKE 'memory_vectors_hnsw_%' ORDER BY indexname",
    );
    expect(defs.map((d) => d.indexdef)).toEqual([
      expect.stringMatching(
        /USING hnsw \(\(\(embedding\)::vector\(3\)\) vector_cosine_ops\) WHERE \(dims = 3\)/,
      ),
      expect.stringMatching(
        /USING hnsw \(\(\(embedding\)::vector\(4\)\) vector_cosine_ops\) WHERE \(dims = 4\)/,
      ),
    ]);
    const plan = await store.db.transaction(async () => {
      await store.db.exec("SET LOCAL enable_seqscan = off");
      return store.db.query<{ "QUERY PLAN": string }>(
        `EXPLAIN SELECT memory_id FROM memory_vectors WHERE dims = 3
         ORDER BY embedding::vector(3) <=> '[1,0,0]'::vector(3) LIMIT 5`,
      );
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("memory_vectors_hnsw_3");
    await store.close();
  });
});
