import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startBackgroundIndexing } from "../../src/app/embeddings/background.js";
import { indexMemories } from "../../src/app/embeddings/index-memories.js";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import { searchMemories } from "../../src/app/search/search-memories.js";
import type { Memory } from "../../src/core/memories/memory.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { EXACT_KNN_MAX } from "../../src/store/vector-index.js";
import { tempDir } from "../support/temp.js";
import { bagOfWords } from "./fake-provider.js";

const now = new Date("2026-01-01T00:00:00Z");
let dir: ReturnType<typeof tempDir>;
let store: SqliteStore;

async function project(id: string) {
  await store.upsertProject({ id, identity: id, root: `/p/${id}`, name: id }, now.toISOString());
}
async function save(p: string, title: string, body = ""): Promise<Memory> {
  const r = await saveMemory(
    store,
    { project: p, type: "project_fact", title, body, source: { kind: "cli" } },
    now,
  );
  return r.memory;
}

beforeEach(async () => {
  dir = tempDir();
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  await project("alpha");
  await project("beta");
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

describe("vector index (sqlite-vec)", () => {
  it("does not load the extension until vectors are opened", async () => {
    await save("alpha", "plain memory");
    expect(() => store.db.prepare("SELECT vec_version()").get()).toThrow(/no such function/);
    await store.openVectors();
    expect(store.db.prepare("SELECT vec_version() AS v").get()).toEqual({
      v: expect.stringMatching(/^v0\./),
    });
  });

  it("stores each vector with its model and dimension, in one vec0 table per project and model", async () => {
    const a = await save("alpha", "sqlite vector search");
    await save("beta", "sqlite vector search");
    const index = await store.openVectors();
    const r = await indexMemories(index, bagOfWords("bow-64", 64), { now: () => now });
    expect(r).toMatchObject({ model: "bow-64", embedded: 2, remaining: 0 });
    const row = store.db
      .prepare(
        "SELECT v.model, v.dims FROM memory_vectors v JOIN memories m ON m.rowid = v.memory_rowid WHERE m.id = ?",
      )
      .get(a.id);
    expect(row).toEqual({ model: "bow-64", dims: 64 });
    expect(await index.stats()).toEqual([
      { project: "alpha", model: "bow-64", dims: 64, vectors: 1 },
      { project: "beta", model: "bow-64", dims: 64, vectors: 1 },
    ]);
  });

  it("never returns another project's memories from a vector search", async () => {
    for (let i = 0; i < 5; i++) await save("beta", `deploy pipeline staging ${i}`);
    const own = await save("alpha", "unrelated gardening notes");
    const provider = bagOfWords();
    const index = await store.openVectors();
    await indexMemories(index, provider, { now: () => now });
    const [q] = await provider.embed(["deploy pipeline staging"]);
    const hits = await index.search({
      model: provider.model,
      project: "alpha",
      vector: q as Float32Array,
      k: 10,
    });
    expect(hits.map((h) => h.memory.id)).toEqual([own.id]);
    const beta = await index.search({
      model: provider.model,
      project: "beta",
      vector: q as Float32Array,
      k: 3,
    });
    expect(beta).toHaveLength(3);
    expect(beta.every((h) => h.memory.project === "beta" && h.similarity > 0.8)).toBe(true);
  });

  it("a model change re-embeds: the old model's vectors are ignored until replaced", async () => {
    const m = await save("alpha", "retry the flaky upload test");
    const index = await store.openVectors();
    const old = bagOfWords("bow-64", 64);
    await indexMemories(index, old, { now: () => now });
    const next = bagOfWords("bow-32", 32);
    expect(await index.countPending({ model: "bow-32" })).toBe(1);
    const [q] = await next.embed(["flaky upload"]);
    expect(
      await index.search({ model: "bow-32", project: "alpha", vector: q as Float32Array, k: 5 }),
    ).toEqual([]);
    const r = await indexMemories(index, next, { now: () => now });
    expect(r).toMatchObject({ embedded: 1, remaining: 0 });
    const hits = await index.search({ model: "bow-32", project: "alpha", vector: q as Float32Array, k: 5 });
    expect(hits.map((h) => h.memory.id)).toEqual([m.id]);
    // the memory now holds only the new model's vector
    expect(await index.countVectors({ model: "bow-64" })).toBe(0);
    expect(await index.countPending({ model: "bow-64" })).toBe(1);
  });

  it("editing a memory's text drops its vector until the next batch", async () => {
    const m = await save("alpha", "use pnpm for installs");
    const index = await store.openVectors();
    const p = bagOfWords();
    await indexMemories(index, p, { now: () => now });
    expect(await index.countPending({ model: p.model })).toBe(0);
    await store.updateMemory(m.id, { body: "switched to npm workspaces" }, now.toISOString());
    expect(await index.countPending({ model: p.model })).toBe(1);
    await indexMemories(index, p, { now: () => now });
    expect(await index.countPending({ model: p.model })).toBe(0);
  });

  it("refuses a batch of mixed dimensions and loses nothing", async () => {
    const a = await save("alpha", "one");
    const b = await save("alpha", "two");
    const index = await store.openVectors();
    await expect(
      index.put(
        "m",
        [
          { id: a.id, vector: new Float32Array([1, 0]) },
          { id: b.id, vector: new Float32Array([1, 0, 0]) },
        ],
        now.toISOString(),
      ),
    ).rejects.toThrow(/share one non-zero length/);
    expect(await index.countVectors({ model: "m" })).toBe(0);
  });

  it("stops at the time budget after at least one batch", async () => {
    for (let i = 0; i < 10; i++) await save("alpha", `memory number ${i}`);
    const index = await store.openVectors();
    let t = 0;
    const r = await indexMemories(index, bagOfWords(), {
      batch: 3,
      budgetMs: 5,
      clock: () => {
        t += 10;
        return t;
      },
      now: () => now,
    });
    expect(r.embedded).toBe(3);
    expect(r.remaining).toBe(7);
  });
});

describe("background indexing", () => {
  it("embeds pending memories in small batches, then picks up memories saved later", async () => {
    for (let i = 0; i < 5; i++) await save("alpha", `memory ${i}`);
    const p = bagOfWords();
    const index = await store.openVectors();
    const passes: { embedded: number; remaining: number }[] = [];
    let wake: () => void = () => undefined;
    const indexer = startBackgroundIndexing(async () => index, p, {
      delayMs: 0,
      intervalMs: 10,
      batch: 2,
      onPass: (r) => {
        passes.push(r);
        wake();
      },
    });
    const until = async (done: () => Promise<boolean>) => {
      for (let i = 0; i < 200 && !(await done()); i++) await new Promise<void>((r) => (wake = r));
    };
    await until(async () => (await index.countPending({ model: p.model })) === 0);
    expect(p.calls.every((c) => c.length <= 2)).toBe(true);
    expect(passes.slice(0, 3).map((x) => x.remaining)).toEqual([3, 1, 0]);
    await save("beta", "saved after start");
    await until(async () => (await index.countPending({ model: p.model })) === 0);
    expect(await index.countVectors({ model: p.model })).toBe(6);
    indexer.stop();
    await indexer.idle();
  });
});

/**
 * Embeds the project with a bag of words that reads "automobile" as "car", then searches "automobile"
 * keyword-only and with vectors.
 */
/**
 * "automobile" searched with and without vectors of the bag-of-words test model, whose absolute floor
 * is set here (a toy model has no calibration): 0.3 is about one word shared with a short memory.
 */
async function searchAutomobile(o: { feedback?: boolean; floor?: number } = {}) {
  const p = bagOfWords("bow-64", 64, { automobile: "car" });
  const index = await store.openVectors();
  await indexMemories(index, p, { now: () => now });
  const keywordOnly = await searchMemories(store, { query: "automobile", project: "alpha", now });
  const hits = await searchMemories(store, {
    query: "automobile",
    project: "alpha",
    now,
    feedback: o.feedback,
    semantic: { provider: p, index, floor: o.floor ?? 0.3 },
  });
  return { keywordOnly: keywordOnly.map((h) => h.memory.id), hits, ids: hits.map((h) => h.memory.id) };
}

describe("search with vectors", () => {
  it("finds a memory by meaning that shares no keyword with the query, and keeps keyword matches", async () => {
    const lexical = await save("alpha", "automobile insurance renewal", "renew before March");
    const semanticOnly = await save("alpha", "car repair shop", "the garage on Elm street");
    await save("alpha", "gardening", "tomatoes need sun");
    const { keywordOnly, ids } = await searchAutomobile();
    expect(keywordOnly).toEqual([lexical.id]);
    expect(ids.slice(0, 2).sort()).toEqual([lexical.id, semanticOnly.id].sort());
    // the gardening memory is the third nearest, but far from the best match: not listed
    expect(ids).toHaveLength(2);
  });

  it("lists nothing found by meaning alone below the model's absolute floor", async () => {
    const lexical = await save("alpha", "automobile insurance renewal", "renew before March");
    await save("alpha", "car repair shop", "the garage on Elm street");
    // the car memory is the nearest after the lexical match (within 0.7 × the best) but under the floor
    const { ids } = await searchAutomobile({ floor: 0.9 });
    expect(ids).toEqual([lexical.id]);
  });

  it("does not list a memory that only pseudo-relevance feedback reached", async () => {
    const lexical = await save("alpha", "automobile insurance renewal", "renew before March");
    const car1 = await save("alpha", "car repair", "the garage fixed the brakes");
    const car2 = await save("alpha", "car wash", "next to the garage");
    const neighbour = await save("alpha", "garage opening hours", "closed on Sundays");
    const unrelated = await save("alpha", "gardening", "tomatoes need sun");
    const { keywordOnly, hits, ids } = await searchAutomobile();
    expect(keywordOnly).toEqual([lexical.id]);
    expect(ids.slice(0, 3).sort()).toEqual([lexical.id, car1.id, car2.id].sort());
    // "garage" recurs in the two semantic matches and is searched again, but the garage memory shares
    // no word with the query and its cosine is 0: it is not something the query found
    expect(hits.every((h) => Number.isFinite(h.score))).toBe(true);
    expect(ids).not.toContain(neighbour.id);
    expect(ids).not.toContain(unrelated.id);
    const noFeedback = await searchAutomobile({ feedback: false });
    expect(noFeedback.ids.sort()).toEqual([lexical.id, car1.id, car2.id].sort());
  });

  it("re-ranks the keyword candidates by meaning, without a KNN scan, above EXACT_KNN_MAX vectors", async () => {
    const lexical = await save("alpha", "automobile insurance renewal", "renew before March");
    const lexical2 = await save("alpha", "automobile car pool", "shared car to the office");
    await save("alpha", "car repair shop", "the garage on Elm street");
    await store.inTransaction(async () => {
      for (let i = 0; i < EXACT_KNN_MAX; i++) await save("alpha", `filler ${i}`, "tomatoes need sun");
    });
    const p = bagOfWords("bow-64", 64, { automobile: "car" });
    const index = await store.openVectors();
    await indexMemories(index, p, { now: () => now, batch: 1024 });
    expect(await index.searchMode({ model: p.model, project: "alpha" })).toBe("candidates");
    const scanned: unknown[] = [];
    const search = index.search.bind(index);
    index.search = async (q) => {
      scanned.push(q);
      return search(q);
    };
    const hits = await searchMemories(store, {
      query: "automobile",
      project: "alpha",
      now,
      semantic: { provider: p, index },
    });
    expect(scanned).toEqual([]);
    expect(hits.map((h) => h.memory.id).sort()).toEqual([lexical.id, lexical2.id].sort());
    // nothing is found by meaning alone, but the match closer in meaning ("car" twice) gains the
    // semantic term (weight 0.67 × its normalised similarity 1) over keyword-only ranking
    const keywordOnly = await searchMemories(store, { query: "automobile", project: "alpha", now });
    const score = (list: typeof hits, id: string) => list.find((h) => h.memory.id === id)?.score ?? 0;
    expect(score(hits, lexical2.id) - score(keywordOnly, lexical2.id)).toBeCloseTo(0.67, 5);
    expect(score(hits, lexical.id) - score(keywordOnly, lexical.id)).toBeCloseTo(0, 5);
  }, 60_000);

  it("works with embeddings off and with vectors missing for some rows", async () => {
    const a = await save("alpha", "cache invalidation bug", "stale cache after deploy");
    const b = await save("alpha", "cache warmup", "warm the cache on start");
    const p = bagOfWords();
    const index = await store.openVectors();
    await index.put(
      p.model,
      [{ id: a.id, vector: (await p.embed(["cache invalidation bug"]))[0] as Float32Array }],
      now.toISOString(),
    );
    const off = await searchMemories(store, { query: "cache", project: "alpha", now });
    expect(off.map((h) => h.memory.id).sort()).toEqual([a.id, b.id].sort());
    const mixed = await searchMemories(store, {
      query: "cache",
      project: "alpha",
      now,
      semantic: { provider: p, index },
    });
    expect(mixed.map((h) => h.memory.id).sort()).toEqual([a.id, b.id].sort());
  });

  it("does not embed the query when the project has no vectors of the model", async () => {
    await save("alpha", "cache invalidation bug");
    const p = bagOfWords();
    const index = await store.openVectors();
    const hits = await searchMemories(store, {
      query: "cache",
      project: "alpha",
      now,
      semantic: { provider: p, index },
    });
    expect(hits).toHaveLength(1);
    expect(p.calls).toEqual([]);
  });

  it("falls back to keyword search with one warning when the query cannot be embedded", async () => {
    const a = await save("alpha", "cache invalidation bug");
    const p = bagOfWords();
    const index = await store.openVectors();
    await indexMemories(index, p, { now: () => now });
    const broken = { ...p, embed: async () => Promise.reject(new Error("endpoint down\nstack")) };
    const warnings: string[] = [];
    const hits = await searchMemories(store, {
      query: "cache",
      project: "alpha",
      now,
      semantic: { provider: broken, index },
      onWarning: (m) => warnings.push(m),
    });
    expect(hits.map((h) => h.memory.id)).toEqual([a.id]);
    expect(warnings).toEqual(["semantic search skipped: endpoint down"]);
  });
});
