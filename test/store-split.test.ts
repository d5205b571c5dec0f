import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { newMemorySchema } from "../src/core/memories/memory.js";
import { SplitStore } from "../src/store/backend/split-store.js";
import { openSqliteStore } from "../src/store/sqlite/sqlite-store.js";
import { runStoreContract } from "../src/store/store.contract.js";
import { tempDir } from "./support/temp.js";

const T0 = "2026-01-01T00:00:00.000Z";

function openPair() {
  const dir = tempDir();
  const shared = openSqliteStore({ path: join(dir.path, "shared.db") });
  const local = openSqliteStore({ path: join(dir.path, "local.db") });
  return { dir, shared, local, split: new SplitStore(shared, local, "ana@laptop") };
}

function row(title: string, scope: "local" | "project") {
  const p = newMemorySchema.parse({ project: "p1", type: "decision", title, scope, source: { kind: "cli" } });
  return { ...p, confidence: 0.9 };
}

runStoreContract("split (shared + local sqlite)", async () => {
  const { dir, shared, local } = openPair();
  return { store: new SplitStore(shared, local, null), cleanup: async () => dir.cleanup() };
});

describe("SplitStore", () => {
  it("a transaction does not hold this machine's file: another process writes to it meanwhile", async () => {
    const { dir, split } = openPair();
    await split.upsertProject({ id: "p1", identity: "github.com/a/b", root: "/r", name: "b" }, T0);
    const other = new Database(join(dir.path, "local.db"));
    other.pragma("busy_timeout = 0"); // a lock held by the transaction would fail this write at once
    await split.inTransaction(async () => {
      await split.insertMemory(row("for everyone", "project"), T0);
      other
        .prepare(
          "INSERT INTO import_marks (path, size, mtime_ms, offset, session_id, imported_at) VALUES ('/t.jsonl', 1, 1, 1, 's', ?)",
        )
        .run(T0);
      await split.insertMemory(row("only here", "local"), T0);
    });
    other.close();
    expect((await split.listMemories({ project: "p1" })).map((m) => m.title).sort()).toEqual([
      "for everyone",
      "only here",
    ]);
    await split.close();
    dir.cleanup();
  });

  it("keeps local-scope memories in the local store only and merges reads", async () => {
    const { dir, shared, local, split } = openPair();
    await split.upsertProject({ id: "p1", identity: "github.com/a/b", root: "/r", name: "b" }, T0);
    const mine = await split.insertMemory(row("only here", "local"), T0);
    const team = await split.insertMemory(row("for everyone", "project"), "2026-01-02T00:00:00.000Z");
    expect(await shared.getMemory(mine.id)).toBeNull();
    expect(await local.getMemory(mine.id)).not.toBeNull();
    expect(await local.getMemory(team.id)).toBeNull();
    expect(team.capturedBy).toBe("ana@laptop");
    expect((await split.listMemories({ project: "p1" })).map((m) => m.title)).toEqual([
      "for everyone",
      "only here",
    ]);
    expect(await split.countMemories({ project: "p1" })).toBe(2);
    expect((await split.searchMemories({ terms: ["only"], project: "p1" })).map((h) => h.memory.id)).toEqual([
      mine.id,
    ]);
    await expect(split.updateMemory(mine.id, { scope: "project" }, T0)).rejects.toMatchObject({
      code: "INVALID_INPUT",
    });
    await split.close();
    dir.cleanup();
  });
});
