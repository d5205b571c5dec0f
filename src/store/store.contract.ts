/**
 * The Store contract: one behavioural suite every implementation must pass. A test file calls
 * `runStoreContract(name, open)` with a factory that returns a fresh, empty store (and cleans up).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Store } from "./store.js";
import { parsed, T0, T1, T2 } from "./store-contract.fixtures.js";
import { storeExcerptsContract } from "./store-excerpts.contract.js";
import { storeSearchContract } from "./store-search.contract.js";
import { storeSessionsContract } from "./store-sessions.contract.js";
import { storeSightingsContract } from "./store-sightings.contract.js";

export type StoreFactory = () => Promise<{ store: Store; cleanup: () => Promise<void> }>;

export function runStoreContract(name: string, open: StoreFactory): void {
  describe(`Store contract: ${name}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, cleanup } = await open());
      await store.upsertProject({ id: "p1", identity: "/repos/a/.git", root: "/repos/a", name: "a" }, T0);
      await store.upsertProject({ id: "p2", identity: "/repos/b/.git", root: "/repos/b", name: "b" }, T0);
    });
    afterEach(async () => {
      await store.close();
      await cleanup();
    });

    it("upserts projects without duplicating and keeps createdAt", async () => {
      const again = await store.upsertProject(
        { id: "p1", identity: "/repos/a/.git", root: "/repos/a2", name: "a" },
        T1,
      );
      expect(again.root).toBe("/repos/a2");
      expect(again.createdAt).toBe(T0);
      expect(again.lastSeenAt).toBe(T1);
      expect((await store.listProjects()).map((p) => p.id).sort()).toEqual(["p1", "p2"]);
    });

    it("inserts and reads back every field of a memory", async () => {
      const m = await store.insertMemory(
        parsed({
          type: "constraint",
          title: "Never call the payments API in tests",
          body: "Use the sandbox",
          severity: "high",
          tags: ["payments"],
          files: ["src/pay.ts"],
          gitCommit: "abc1234",
          pinned: true,
          scope: "local",
          source: { kind: "hook", event: "Stop", sessionId: "s1", toolUseId: "toolu_1" },
          dedupeKey: "k1",
        }),
        T0,
      );
      expect(m.id).toMatch(/^m_/);
      const got = await store.getMemory(m.id);
      expect(got).toEqual(m);
      expect(got).toMatchObject({
        type: "constraint",
        severity: "high",
        tags: ["payments"],
        files: ["src/pay.ts"],
        gitCommit: "abc1234",
        pinned: true,
        scope: "local",
        deletedAt: null,
        supersededBy: null,
        source: { kind: "hook", event: "Stop", sessionId: "s1", toolUseId: "toolu_1" },
        createdAt: T0,
        updatedAt: T0,
      });
      expect(await store.findByDedupeKey("p1", "k1")).toEqual(m);
      expect(await store.findByDedupeKey("p2", "k1")).toBeNull();
    });

    it("keeps a given id and records who captured a memory", async () => {
      const m = await store.insertMemory(
        { ...parsed({ title: "Copied across stores", capturedBy: "ana@laptop" }), id: "m_copied00000001" },
        T0,
      );
      expect(m.id).toBe("m_copied00000001");
      expect(m.capturedBy).toBe("ana@laptop");
      expect(await store.getMemory("m_copied00000001")).toEqual(m);
      const anon = await store.insertMemory(parsed({ title: "Nobody named" }), T0);
      expect(anon.capturedBy ?? null).toBeNull();
    });

    it("records which coding agent captured a memory, and none when not told", async () => {
      const source = {
        kind: "hook" as const,
        event: "Stop",
        sessionId: "s9",
        toolUseId: null,
        agent: "codex" as const,
      };
      const m = await store.insertMemory(parsed({ title: "Seen in a Codex session", source }), T0);
      expect(m.source.agent).toBe("codex");
      expect((await store.getMemory(m.id))?.source).toEqual(source);
      const plain = await store.insertMemory(parsed({ title: "No agent named" }), T0);
      expect(plain.source.agent).toBeUndefined();
    });

    it("patches, bumps updatedAt, and refuses unknown ids", async () => {
      const m = await store.insertMemory(parsed({ title: "Use pnpm" }), T0);
      const u = await store.updateMemory(m.id, { body: "not npm", pinned: true, tags: ["tooling"] }, T1);
      expect(u).toMatchObject({
        title: "Use pnpm",
        body: "not npm",
        pinned: true,
        tags: ["tooling"],
        updatedAt: T1,
      });
      await expect(store.updateMemory("m_missing", { body: "x" }, T1)).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    });

    it("soft-deletes, hides, restores, and hard-deletes", async () => {
      const m = await store.insertMemory(parsed({ title: "Cache invalidation lives in cache.ts" }), T0);
      await store.softDeleteMemory(m.id, T1);
      expect(await store.listMemories({ project: "p1" })).toEqual([]);
      expect((await store.listMemories({ project: "p1", onlyDeleted: true }))[0]?.id).toBe(m.id);
      expect(await store.searchMemories({ terms: ["cache"], project: "p1" })).toEqual([]);
      const r = await store.restoreMemory(m.id, T2);
      expect(r.deletedAt).toBeNull();
      expect((await store.searchMemories({ terms: ["cache"], project: "p1" })).length).toBe(1);
      expect(await store.hardDeleteMemory(m.id)).toBe(true);
      expect(await store.getMemory(m.id)).toBeNull();
      expect(await store.hardDeleteMemory(m.id)).toBe(false);
      await expect(store.softDeleteMemory(m.id, T2)).rejects.toMatchObject({ code: "NOT_FOUND" });
    });

    it("lists by project and type, newest first, with limit and count", async () => {
      await store.insertMemory(parsed({ title: "a", type: "todo" }), T0);
      await store.insertMemory(parsed({ title: "b", type: "decision" }), T1);
      await store.insertMemory(parsed({ title: "c", type: "todo" }), T2);
      await store.insertMemory(parsed({ title: "other", project: "p2" }), T2);
      expect((await store.listMemories({ project: "p1" })).map((m) => m.title)).toEqual(["c", "b", "a"]);
      expect((await store.listMemories({ project: "p1", types: ["todo"] })).map((m) => m.title)).toEqual([
        "c",
        "a",
      ]);
      expect(
        (await store.listMemories({ project: "p1", order: "oldest", limit: 1 })).map((m) => m.title),
      ).toEqual(["a"]);
      expect(await store.countMemories({ project: "p1" })).toBe(3);
      expect(await store.countMemories({})).toBe(4);
    });

    it("answers a batch of list filters exactly as one listMemories call per filter", async () => {
      await store.insertMemory(parsed({ title: "a", type: "todo" }), T0);
      await store.insertMemory(parsed({ title: "b", type: "decision", pinned: true }), T1);
      await store.insertMemory(parsed({ title: "c", type: "todo" }), T2);
      await store.insertMemory(parsed({ title: "d", type: "todo", pinned: true }), T2);
      await store.insertMemory(parsed({ title: "other", project: "p2" }), T2);
      const filters = [
        { project: "p1", types: ["todo" as const], limit: 2 },
        { project: "p1", types: ["decision" as const], limit: 2 },
        { project: "p1", types: ["bug_note" as const], limit: 2 },
        { project: "p1", pinned: true, limit: 5 },
        { project: "p1", order: "oldest" as const, limit: 3, offset: 1 },
        { project: "p2" },
      ];
      const batch = await store.listMemoriesBatch(filters);
      expect(batch.map((list) => list.map((m) => m.title))).toEqual([
        ["d", "c"],
        ["b"],
        [],
        ["d", "b"],
        ["b", "c", "d"],
        ["other"],
      ]);
      for (const [i, f] of filters.entries()) expect(batch[i]).toEqual(await store.listMemories(f));
      expect(await store.listMemoriesBatch([])).toEqual([]);
    });

    it("lists statements as listMemories lists rows: same rows, same order, four fields", async () => {
      await store.insertMemory(parsed({ title: "a", type: "todo", files: ["src/a.ts", "b.ts"] }), T0);
      await store.insertMemory(parsed({ title: "b", type: "decision" }), T1);
      await store.insertMemory(parsed({ title: "c", type: "todo" }), T2);
      await store.insertMemory(parsed({ title: "other", project: "p2" }), T2);
      const filters = [
        { project: "p1", types: ["todo" as const], limit: 3 },
        { project: "p1", order: "oldest" as const, limit: 2, offset: 1 },
        { project: "p1", types: ["bug_note" as const] },
        {},
      ];
      for (const f of filters)
        expect(await store.listStatements(f)).toEqual(
          (await store.listMemories(f)).map(({ id, type, title, files }) => ({ id, type, title, files })),
        );
      expect((await store.listStatements({ project: "p1", types: ["todo"] })).map((s) => s.files)).toEqual([
        [],
        ["src/a.ts", "b.ts"],
      ]);
    });

    storeSearchContract(() => store);
    storeSightingsContract(() => store);

    storeSessionsContract(() => store);
    storeExcerptsContract(() => store);
  });
}
