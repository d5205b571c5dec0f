import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { MIGRATIONS } from "../src/store/sqlite/schema.js";
import { openSqliteStore } from "../src/store/sqlite/sqlite-store.js";
import { runStoreContract } from "../src/store/store.contract.js";
import { tempDir } from "./support/temp.js";

runStoreContract("sqlite (file)", async () => {
  const dir = tempDir();
  const store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  return { store, cleanup: async () => dir.cleanup() };
});

describe("sqlite store specifics", () => {
  it("uses WAL, foreign keys and a busy timeout, and records migrations", async () => {
    const dir = tempDir();
    const store = openSqliteStore({ path: join(dir.path, "cairn.db") });
    expect(store.db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(store.db.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(store.db.pragma("busy_timeout", { simple: true })).toBe(5000);
    // statement and savepoint journals in memory (2), not temp files outside the Cairn home
    expect(store.db.pragma("temp_store", { simple: true })).toBe(2);
    expect(store.db.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    store.bulkWrites(); // an import: fewer WAL checkpoints
    expect(store.db.pragma("wal_autocheckpoint", { simple: true })).toBe(10_000);
    const rows = store.db.prepare("SELECT version, name FROM schema_migrations").all();
    expect(rows).toEqual(MIGRATIONS.map((m) => ({ version: m.version, name: m.name })));
    expect(rows[0]).toEqual({ version: 1, name: "initial" });
    expect(store.migrationBackup).toBeNull(); // a brand-new file has nothing to back up
    await store.close();
    dir.cleanup();
  });

  it("backs up an existing database before running pending migrations", async () => {
    const dir = tempDir();
    const path = join(dir.path, "cairn.db");
    // an older Cairn database: data present, no migrations recorded yet
    const old = new Database(path);
    old.exec("CREATE TABLE legacy (x TEXT); INSERT INTO legacy VALUES ('keep me')");
    old.close();
    const store = openSqliteStore({ path, now: "2026-02-03T04:05:06.000Z" });
    expect(store.migrationBackup).not.toBeNull();
    expect(readdirSync(join(dir.path, "backups"))).toEqual(["cairn-v0-2026-02-03T04-05-06-000Z.db"]);
    const copy = new Database(store.migrationBackup as string, { readonly: true });
    expect(copy.prepare("SELECT x FROM legacy").get()).toEqual({ x: "keep me" });
    copy.close();
    await store.close();
    // reopening migrates nothing and takes no new backup
    const again = openSqliteStore({ path });
    expect(again.migrationBackup).toBeNull();
    await again.close();
    dir.cleanup();
  });

  it("lets parallel openers migrate once", async () => {
    const dir = tempDir();
    const path = join(dir.path, "cairn.db");
    const stores = [openSqliteStore({ path }), openSqliteStore({ path }), openSqliteStore({ path })];
    const n = stores[0]!.db.prepare("SELECT COUNT(*) AS n FROM schema_migrations").get() as { n: number };
    expect(n.n).toBe(MIGRATIONS.length);
    for (const s of stores) await s.close();
    expect(existsSync(path)).toBe(true);
    dir.cleanup();
  });

  it("cascades project deletion to its memories and keeps FTS consistent", async () => {
    const dir = tempDir();
    const store = openSqliteStore({ path: join(dir.path, "cairn.db") });
    const now = "2026-01-01T00:00:00.000Z";
    await store.upsertProject({ id: "p", identity: "/x/.git", root: "/x", name: "x" }, now);
    await store.insertMemory(
      {
        project: "p",
        type: "todo",
        title: "remove the flag",
        body: "",
        scope: "project",
        confidence: 0.5,
        severity: null,
        tags: [],
        files: [],
        gitCommit: null,
        pinned: false,
        source: { kind: "cli", event: null, sessionId: null, toolUseId: null },
        dedupeKey: null,
      },
      now,
    );
    store.db.prepare("DELETE FROM projects WHERE id = 'p'").run();
    expect(await store.countMemories({ includeDeleted: true })).toBe(0);
    expect(store.checkFts()).toEqual([{ project: "p", rows: 0 }]);
    await store.close();
    dir.cleanup();
  });
});

describe("per-project full-text indexes", () => {
  it("upgrades a database that had one shared index: existing memories stay searchable", async () => {
    const dir = tempDir();
    const path = join(dir.path, "cairn.db");
    const old = new Database(path);
    old.exec(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    for (const m of MIGRATIONS.filter((x) => x.version <= 3)) {
      old.exec(m.sql);
      old.prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)").run(m.version, m.name, "2026-01-01");
    }
    old.exec(`INSERT INTO projects (id, identity, root, name, created_at, last_seen_at)
      VALUES ('p', '/x/.git', '/x', 'x', '2026-01-01', '2026-01-01')`);
    old.exec(`INSERT INTO memories (id, project, type, title, body, scope, confidence, tags, files, pinned,
      source_kind, created_at, updated_at) VALUES ('m_1', 'p', 'decision', 'Use Postgres for the queue', '',
      'project', 0.9, '[]', '[]', 0, 'cli', '2026-01-01', '2026-01-01')`);
    old.close();
    const store = openSqliteStore({ path });
    const hits = await store.searchMemories({ terms: ["postgres"], project: "p" });
    expect(hits.map((h) => h.memory.id)).toEqual(["m_1"]);
    expect(
      store.db.prepare("SELECT name FROM sqlite_master WHERE name = 'memories_fts'").get(),
    ).toBeUndefined();
    // later writes reach the project's own index through its triggers
    await store.updateMemory("m_1", { title: "Use SQLite for the queue" }, "2026-01-02T00:00:00.000Z");
    expect(await store.searchMemories({ terms: ["postgres"], project: "p" })).toEqual([]);
    expect((await store.searchMemories({ terms: ["sqlite"], project: "p" })).length).toBe(1);
    expect(store.checkFts()).toEqual([{ project: "p", rows: 1 }]);
    await store.close();
    dir.cleanup();
  });
});
