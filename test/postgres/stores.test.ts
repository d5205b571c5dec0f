// The PostgreSQL Stores against a real server: every store on one pool, one transaction across all
// of them (all or nothing, invisible to another connection until it commits).
import { describe, expect, it } from "vitest";
import { newMemorySchema } from "../../src/core/memories/memory.js";
import { openPgDatabase } from "../../src/store/postgres/connection.js";
import { openPostgresStores } from "../../src/store/postgres/stores.js";
import { ev, T0, task } from "../../src/store/task-store.fixtures.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";

const TABLES = ["projects", "memories", "notes", "task_boards", "tasks", "task_events"] as const;

describe.skipIf(pgSkipReason !== null)("postgres Stores (real server)", () => {
  usePgServer();

  it("opens every store on one database and shares one transaction across them", async () => {
    const url = freshDatabase();
    const s = await openPostgresStores({ url });
    const tasks = await s.tasks();
    expect(await s.tasks()).toBe(tasks);
    const watcher = openPgDatabase({ url });
    const counts = async () => {
      const out: Record<string, number> = {};
      for (const t of TABLES)
        out[t] = (await watcher.one<{ n: number }>(`SELECT count(*) AS n FROM ${t}`))?.n ?? -1;
      return out;
    };
    const none = Object.fromEntries(TABLES.map((t) => [t, 0]));
    const writeAll = (fail: boolean) =>
      s.store.inTransaction(async () => {
        await s.store.upsertProject({ id: "p1", identity: "/r/a/.git", root: "/r/a", name: "a" }, T0);
        const m = newMemorySchema.parse({
          project: "p1",
          type: "decision",
          title: "Use pg",
          source: { kind: "cli" },
        });
        await s.store.insertMemory({ ...m, confidence: 0.9 }, T0);
        await s.notes.replaceNotes("p1", "/r/a", [
          {
            project: "p1",
            root: "/r/a",
            topic: "db",
            path: "/r/a/.cairn/notes/db.md",
            summary: "The database",
            covers: ["src/db/"],
            body: "PostgreSQL.",
            updated: null,
            contentHash: "h",
            gitCommit: null,
            error: null,
            indexedAt: T0,
          },
        ]);
        await tasks.upsertBoard({
          project: "p1",
          id: "main",
          name: "main",
          description: "",
          createdAt: T0,
          updatedAt: T0,
        });
        await tasks.insertTasks([task({ id: "t1" })]);
        await tasks.appendEvents([ev({})]);
        // another connection sees none of it before the commit
        expect(await counts()).toEqual(none);
        if (fail) throw new Error("crash mid-write");
      });
    await expect(writeAll(true)).rejects.toThrow("crash mid-write");
    expect(await counts()).toEqual(none);
    expect(await s.hasTaskBoards("p1")).toBe(false);
    await writeAll(false);
    expect(await counts()).toEqual(Object.fromEntries(TABLES.map((t) => [t, 1])));
    expect(await s.hasTaskBoards("p1")).toBe(true);
    expect(await s.hasTaskBoards("p2")).toBe(false);
    const versions = await watcher.query<{ version: number }>("SELECT version FROM schema_migrations");
    expect(versions.map((v) => v.version)).toEqual(expect.arrayContaining([1, 10, 11]));
    await watcher.close();
    await s.store.close();
  });
});
