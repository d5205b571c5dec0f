// The DashboardReader over a server store and this machine's local file (SplitStore: local-scope
// memories stay in the local SQLite file): the contract suite, then what only a split has — lists,
// counts, per-day series and the change marker take in the local side too.
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newMemorySchema } from "../../src/core/memories/memory.js";
import { SplitDashboardReader } from "../../src/store/backend/split-dashboard-reader.js";
import { SplitStore } from "../../src/store/backend/split-store.js";
import { runDashboardReaderContract } from "../../src/store/dashboard-reader.contract.js";
import { anyMemory } from "../../src/store/dashboard-reader.js";
import { postgresDashboardReader } from "../../src/store/postgres/dashboard-reader.js";
import { openPostgresStore } from "../../src/store/postgres/postgres-store.js";
import { sqliteDashboardReader } from "../../src/store/sqlite/dashboard-reader.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";

async function openSplit() {
  const dir = tempDir("cairn-split-reader-");
  const shared = await openPostgresStore({ url: freshDatabase() });
  const local = openSqliteStore({ path: join(dir.path, "cairn-local.db") });
  return {
    store: new SplitStore(shared, local, null),
    reader: new SplitDashboardReader(postgresDashboardReader(shared), sqliteDashboardReader(local)),
    cleanup: async () => dir.cleanup(),
  };
}

describe.skipIf(pgSkipReason !== null)("split dashboard reader (PostgreSQL + local SQLite)", () => {
  usePgServer();
  runDashboardReaderContract("split", openSplit);

  describe("local-scope memories", () => {
    let s: Awaited<ReturnType<typeof openSplit>>;
    const T0 = "2026-01-01T00:00:00.000Z";
    const at = (d: number) => new Date(Date.UTC(2026, 2, d, 12)).toISOString();
    const save = (title: string, scope: "project" | "local", d: number, files: string[] = []) => {
      const m = newMemorySchema.parse({
        project: "p1",
        type: "decision",
        source: { kind: "cli" },
        title,
        scope,
        files,
      });
      return s.store.insertMemory({ ...m, confidence: 0.9 }, at(d));
    };
    beforeEach(async () => {
      s = await openSplit();
      await s.store.upsertProject({ id: "p1", identity: "/repos/a/.git", root: "/repos/a", name: "a" }, T0);
    });
    afterEach(async () => {
      await s.store.close();
      await s.cleanup();
    });

    it("are merged into pages, counts, file lists and per-day counts", async () => {
      await save("shared 1", "project", 1, ["a.ts"]);
      await save("local 2", "local", 2);
      await save("shared 3", "project", 3);
      await save("local 4", "local", 4, ["b.ts"]);
      expect(s.store.local.identity).toBe("local"); // opened by hand here, not by the runtime
      const f = anyMemory("p1");
      const titles = async (offset: number, limit: number) =>
        (await s.reader.memoryPage(f, { offset, limit })).map((m) => m.title);
      expect(await titles(0, 10)).toEqual(["local 4", "shared 3", "local 2", "shared 1"]);
      expect(await titles(1, 2)).toEqual(["shared 3", "local 2"]);
      expect(await s.reader.countMemories(f, 100)).toBe(4);
      expect(await s.reader.countMemories(f, 3)).toBe(3);
      expect((await s.reader.memoriesWithFiles(f, 10)).map((m) => m.title)).toEqual(["local 4", "shared 1"]);
      await save("local 3 too", "local", 3);
      expect(await s.reader.memoriesPerDay("p1", "2026-03-01")).toEqual([
        { day: "2026-03-01", type: "decision", count: 1 },
        { day: "2026-03-02", type: "decision", count: 1 },
        { day: "2026-03-03", type: "decision", count: 2 },
        { day: "2026-03-04", type: "decision", count: 1 },
      ]);
    });

    it("change the marker when one is added", async () => {
      const before = await s.reader.changeMarker();
      await save("local", "local", 1);
      expect(await s.reader.changeMarker()).not.toBe(before);
    });
  });
});
