// Ranking parity: the same fixed corpus (ranking-fixture.ts) in the SQLite and the PostgreSQL store
// gives the same BM25 order (and scores) from `searchMemories` of the store, and the same final order
// from the app's search (shared re-rank code, core/recall), keyword-only and hybrid (sqlite-vec vs
// pgvector, exact on a project small enough for HNSW to return every row).
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexMemories } from "../../src/app/embeddings/index-memories.js";
import { searchMemories as appSearch } from "../../src/app/search/search-memories.js";
import { toSearchTerms } from "../../src/core/recall/search-terms.js";
import { openPostgresStore } from "../../src/store/postgres/postgres-store.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import type { Store } from "../../src/store/store.js";
import type { VectorIndex } from "../../src/store/vector-index.js";
import { bagOfWords } from "../embeddings/fake-provider.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";
import { DELETED, fixtureRows, OTHER, PROJECT, QUERIES, SUPERSEDED, T0 } from "./ranking-fixture.js";

const NOW = new Date(T0 + 30 * 86_400_000);

async function load(store: Store): Promise<void> {
  const at = new Date(T0).toISOString();
  await store.upsertProject({ id: PROJECT, identity: "rank/.git", root: "/rank", name: "rank" }, at);
  await store.upsertProject({ id: OTHER, identity: "other/.git", root: "/other", name: "other" }, at);
  const rows = fixtureRows();
  for (let i = 0; i < rows.length; i += 200) {
    await store.inTransaction(async () => {
      for (const r of rows.slice(i, i + 200)) await store.insertMemory(r.row, r.at);
    });
  }
  const last = rows.at(-1)?.at as string;
  await store.updateMemory(SUPERSEDED.id, { supersededBy: SUPERSEDED.by }, last);
  await store.softDeleteMemory(DELETED, last);
}

describe.skipIf(pgSkipReason !== null)("ranking parity: sqlite and postgres", () => {
  usePgServer();
  const dir = tempDir();
  let sqlite: Store;
  let pg: Store;
  beforeAll(async () => {
    sqlite = openSqliteStore({ path: join(dir.path, "cairn.db") });
    pg = await openPostgresStore({ url: freshDatabase() });
    await load(sqlite);
    await load(pg);
  }, 240_000);
  afterAll(async () => {
    await sqlite?.close();
    await pg?.close();
    dir.cleanup();
  });

  it.each(QUERIES)("store BM25: same order and scores for %j", async (query) => {
    const q = { terms: toSearchTerms(query), project: PROJECT, limit: 15 };
    const a = await sqlite.searchMemories(q);
    const b = await pg.searchMemories(q);
    expect(a.length).toBeGreaterThan(0);
    expect(b.map((h) => h.memory.id)).toEqual(a.map((h) => h.memory.id));
    b.forEach((h, i) => {
      expect(h.score).toBeCloseTo(a[i]?.score as number, 6);
    });
  });

  it("the same order for rare-only expansion terms and across projects", async () => {
    for (const terms of [["build", "zstd"], ["build"], ["webhook", "cache"]]) {
      const rare = { terms, project: PROJECT, rareOnly: true, limit: 10 };
      expect((await pg.searchMemories(rare)).map((h) => h.memory.id)).toEqual(
        (await sqlite.searchMemories(rare)).map((h) => h.memory.id),
      );
      const everywhere = { terms, limit: 10 };
      expect((await pg.searchMemories(everywhere)).map((h) => h.memory.id)).toEqual(
        (await sqlite.searchMemories(everywhere)).map((h) => h.memory.id),
      );
    }
  });

  it.each(QUERIES)("app search (re-ranked): same order for %j", async (query) => {
    const req = { query, project: PROJECT, limit: 10, now: NOW };
    const a = await appSearch(sqlite, req);
    const b = await appSearch(pg, req);
    expect(a.length).toBeGreaterThan(0);
    expect(b.map((h) => h.memory.id)).toEqual(a.map((h) => h.memory.id));
  });

  it("hybrid search (keyword + vectors): same order and similarities on both backends", async () => {
    const provider = bagOfWords("bow-64", 64, { automobile: "car" });
    const now = () => NOW;
    const vs = await (sqlite.openVectors as () => Promise<VectorIndex>)();
    const vp = await (pg.openVectors as () => Promise<VectorIndex>)();
    expect((await indexMemories(vs, provider, { project: OTHER, now })).embedded).toBe(12);
    expect((await indexMemories(vp, provider, { project: OTHER, now })).embedded).toBe(12);
    for (const query of ["retry webhooks", "session login", "cache", "payments tests", "pool size"]) {
      const [vector] = await provider.embed([query]);
      // every row of the project, so ties in similarity cannot change which rows come back
      const near = { model: provider.model, project: OTHER, vector: vector as Float32Array, k: 12 };
      const a = await vs.search(near);
      const b = await vp.search(near);
      expect(a).toHaveLength(12);
      const sims = new Map(a.map((h) => [h.memory.id, h.similarity]));
      expect(b.map((h) => h.memory.id).sort()).toEqual([...sims.keys()].sort());
      for (const h of b) expect(h.similarity).toBeCloseTo(sims.get(h.memory.id) as number, 5);
      expect(b.map((h) => h.similarity)).toEqual([...b.map((h) => h.similarity)].sort((x, y) => y - x));
      const req = { query, project: OTHER, limit: 8, now: NOW };
      // floor 0: a bag-of-words test model has no calibrated floor, and parity needs semantic-only hits
      const hs = await appSearch(sqlite, { ...req, semantic: { provider, index: vs, floor: 0 } });
      const hp = await appSearch(pg, { ...req, semantic: { provider, index: vp, floor: 0 } });
      expect(hs.length).toBeGreaterThan(0);
      expect(hp.map((h) => h.memory.id)).toEqual(hs.map((h) => h.memory.id));
    }
  });
});
