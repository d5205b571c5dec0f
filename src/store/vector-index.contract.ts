/**
 * The VectorIndex contract: one behavioural suite every implementation of vector-index.ts passes. A
 * test file calls `runVectorIndexContract(name, open)` with a factory returning a fresh, empty store
 * whose `openVectors()` works (and a cleanup). Vectors here are small and hand-made, so expected
 * similarities are exact cosines.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type NewMemory, newMemorySchema } from "../core/memories/memory.js";
import type { StoreFactory } from "./store.contract.js";
import type { Store } from "./store.js";
import type { VectorIndex } from "./vector-index.js";

const T0 = "2026-01-01T00:00:00.000Z";
const T1 = "2026-01-02T00:00:00.000Z";

function parsed(m: Partial<NewMemory> & Pick<NewMemory, "title">) {
  const p = newMemorySchema.parse({ project: "p1", type: "decision", source: { kind: "cli" }, ...m });
  return { ...p, confidence: p.confidence ?? 0.9 };
}

const v = (...xs: number[]) => new Float32Array(xs);

export function runVectorIndexContract(name: string, open: StoreFactory): void {
  describe(`VectorIndex contract: ${name}`, () => {
    let store: Store;
    let index: VectorIndex;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, cleanup } = await open());
      await store.upsertProject({ id: "p1", identity: "/repos/a/.git", root: "/repos/a", name: "a" }, T0);
      await store.upsertProject({ id: "p2", identity: "/repos/b/.git", root: "/repos/b", name: "b" }, T0);
      if (!store.openVectors) throw new Error(`${name} has no vector index`);
      index = await store.openVectors();
    });
    afterEach(async () => {
      await store.close();
      await cleanup();
    });

    it("searches one project's vectors of one model, nearest first, with cosine similarity", async () => {
      const a = await store.insertMemory(parsed({ title: "a" }), T0);
      const b = await store.insertMemory(parsed({ title: "b" }), T0);
      const c = await store.insertMemory(parsed({ title: "c" }), T0);
      const other = await store.insertMemory(parsed({ title: "other", project: "p2" }), T0);
      await index.put(
        "m3",
        [
          { id: a.id, vector: v(1, 0, 0) },
          { id: b.id, vector: v(1, 1, 0) },
          { id: c.id, vector: v(0, 0, 1) },
          { id: other.id, vector: v(1, 0, 0) },
        ],
        T0,
      );
      const hits = await index.search({ model: "m3", project: "p1", vector: v(2, 0, 0), k: 2 });
      expect(hits.map((h) => h.memory.id)).toEqual([a.id, b.id]);
      expect(hits[0]?.similarity).toBeCloseTo(1, 5);
      expect(hits[1]?.similarity).toBeCloseTo(Math.SQRT1_2, 5);
      expect(hits[0]?.memory).toEqual(a);
      const all = await index.search({ model: "m3", project: "p1", vector: v(0, 0, 1), k: 10 });
      expect(all[0]?.memory.id).toBe(c.id);
      expect(all.map((h) => h.memory.id).sort()).toEqual([a.id, b.id, c.id].sort());
      expect(all[0]?.similarity).toBeCloseTo(1, 5);
      expect(await index.search({ model: "other", project: "p1", vector: v(1, 0, 0), k: 5 })).toEqual([]);
      expect(await index.search({ model: "m3", project: "p1", vector: v(1, 0, 0), k: 0 })).toEqual([]);
      expect(await index.stats()).toEqual([
        { project: "p1", model: "m3", dims: 3, vectors: 3 },
        { project: "p2", model: "m3", dims: 3, vectors: 1 },
      ]);
      expect(await index.countVectors({ model: "m3" })).toBe(4);
      expect(await index.countVectors({ model: "m3", project: "p2" })).toBe(1);
      expect(await index.searchMode({ model: "m3", project: "p2" })).toBe("knn");
      expect(await index.searchMode({ model: "other", project: "p1" })).toBe("none");
      expect(await index.searchMode({ model: "m3", project: "nobody" })).toBe("none");
    });

    it("leaves deleted, superseded and filtered-out memories out of a search", async () => {
      const keep = await store.insertMemory(parsed({ title: "keep", type: "todo" }), T0);
      const gone = await store.insertMemory(parsed({ title: "gone" }), T0);
      const old = await store.insertMemory(parsed({ title: "old" }), T0);
      const fact = await store.insertMemory(parsed({ title: "fact", type: "project_fact" }), T0);
      await index.put(
        "m2",
        [keep, gone, old, fact].map((m) => ({ id: m.id, vector: v(1, 0) })),
        T0,
      );
      await store.softDeleteMemory(gone.id, T1);
      await store.updateMemory(old.id, { supersededBy: keep.id }, T1);
      const ids = async (types?: ("todo" | "project_fact")[]) =>
        (await index.search({ model: "m2", project: "p1", vector: v(1, 0), k: 10, types })).map(
          (h) => h.memory.id,
        );
      expect((await ids()).sort()).toEqual([keep.id, fact.id].sort());
      expect(await ids(["todo"])).toEqual([keep.id]);
    });

    it("lists pending memories oldest first and keeps one vector per memory across models", async () => {
      const a = await store.insertMemory(parsed({ title: "first" }), T0);
      const b = await store.insertMemory(parsed({ title: "second" }), T0);
      await store.insertMemory(parsed({ title: "third", project: "p2" }), T0);
      expect((await index.pending({ model: "m", limit: 10 })).map((m) => m.title)).toEqual([
        "first",
        "second",
        "third",
      ]);
      expect(await index.countPending({ model: "m", project: "p1" })).toBe(2);
      await index.put("m", [{ id: a.id, vector: v(1, 0) }], T0);
      expect((await index.pending({ model: "m", project: "p1", limit: 10 })).map((m) => m.id)).toEqual([
        b.id,
      ]);
      // a new model: the old vector is ignored, then replaced
      expect(await index.countPending({ model: "n", project: "p1" })).toBe(2);
      await index.put("n", [{ id: a.id, vector: v(0, 1, 0) }], T1);
      expect(await index.countVectors({ model: "m" })).toBe(0);
      expect(await index.countVectors({ model: "n" })).toBe(1);
      expect(await index.countPending({ model: "m", project: "p1" })).toBe(2);
    });

    it("drops a memory's vector when its title or body changes, not for other edits", async () => {
      const a = await store.insertMemory(parsed({ title: "use pnpm" }), T0);
      await index.put("m", [{ id: a.id, vector: v(1, 0) }], T0);
      await store.updateMemory(a.id, { pinned: true, tags: ["tooling"] }, T1);
      expect(await index.countPending({ model: "m" })).toBe(0);
      expect(await index.searchMode({ model: "m", project: a.project })).toBe("knn");
      await store.updateMemory(a.id, { body: "switched to npm workspaces" }, T1);
      expect(await index.countPending({ model: "m" })).toBe(1);
      expect(await index.countVectors({ model: "m" })).toBe(0);
      expect(await index.searchMode({ model: "m", project: a.project })).toBe("none");
      await index.put("m", [{ id: a.id, vector: v(1, 0) }], T1);
      await store.hardDeleteMemory(a.id);
      expect(await index.countVectors({ model: "m" })).toBe(0);
    });

    it("gives the similarity of listed memories that have a vector of the model", async () => {
      const a = await store.insertMemory(parsed({ title: "a" }), T0);
      const b = await store.insertMemory(parsed({ title: "b" }), T0);
      const c = await store.insertMemory(parsed({ title: "c", project: "p2" }), T0);
      await index.put(
        "m",
        [
          { id: a.id, vector: v(1, 0) },
          { id: c.id, vector: v(0, 1) },
        ],
        T0,
      );
      const sims = await index.similarities({
        model: "m",
        vector: v(1, 1),
        ids: [a.id, b.id, c.id, "m_nope"],
      });
      expect([...sims.keys()].sort()).toEqual([a.id, c.id].sort());
      expect(sims.get(a.id)).toBeCloseTo(Math.SQRT1_2, 5);
      expect(sims.get(c.id)).toBeCloseTo(Math.SQRT1_2, 5);
      expect((await index.similarities({ model: "x", vector: v(1, 1), ids: [a.id] })).size).toBe(0);
      // a memory listed twice in one batch keeps the last vector given
      await index.put(
        "m",
        [
          { id: b.id, vector: v(1, 0) },
          { id: b.id, vector: v(0, 1) },
        ],
        T1,
      );
      expect((await index.similarities({ model: "m", vector: v(0, 1), ids: [b.id] })).get(b.id)).toBeCloseTo(
        1,
        5,
      );
      expect(await index.countVectors({ model: "m", project: "p1" })).toBe(2);
    });

    it("refuses mixed dimensions, a dimension change of a model, and unknown ids, storing nothing", async () => {
      const a = await store.insertMemory(parsed({ title: "one" }), T0);
      const b = await store.insertMemory(parsed({ title: "two" }), T0);
      await expect(
        index.put(
          "m",
          [
            { id: a.id, vector: v(1, 0) },
            { id: b.id, vector: v(1, 0, 0) },
          ],
          T0,
        ),
      ).rejects.toMatchObject({ code: "INVALID_INPUT" });
      await expect(
        index.put(
          "m",
          [
            { id: a.id, vector: v(1, 0) },
            { id: "m_missing", vector: v(0, 1) },
          ],
          T0,
        ),
      ).rejects.toMatchObject({ code: "NOT_FOUND" });
      expect(await index.countVectors({ model: "m" })).toBe(0);
      await index.put("m", [{ id: a.id, vector: v(1, 0) }], T0);
      await expect(index.put("m", [{ id: b.id, vector: v(1, 0, 0) }], T0)).rejects.toMatchObject({
        code: "INVALID_INPUT",
      });
      expect(await index.countVectors({ model: "m" })).toBe(1);
    });
  });
}
