/**
 * Schema versions on real SQLite files: a database written by a newer Cairn is refused by the CLI (one
 * line, non-zero exit) and by a hook (exit 0), with the file's bytes unchanged; a store migrated from
 * the first shipped form of migration 1 ends with the same indexes as a fresh one; and every shipped
 * migration's SQL is pinned by checksum, so editing one after release fails here.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LATEST_VERSION, MIGRATIONS } from "../../src/store/sqlite/schema.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { CLI, hookEnv, runHook } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let dir: { path: string; cleanup: () => void };
let home: string;
let db: string;
beforeEach(() => {
  dir = tempDir("cairn-schema-");
  home = join(dir.path, "home");
  db = join(home, "cairn.db");
});
afterEach(() => dir.cleanup());

const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");

/** A database as a newer Cairn leaves it: one migration above the highest this version knows. */
async function newerDatabase(): Promise<void> {
  const store = openSqliteStore({ path: db });
  await store.close();
  const raw = new Database(db);
  raw
    .prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)")
    .run(LATEST_VERSION + 1, "from-the-future", "2030-01-01T00:00:00.000Z");
  raw.pragma("journal_mode = DELETE"); // everything in the main file, no -wal left to compare
  raw.close();
}

describe("a database from a newer Cairn", () => {
  it("the CLI refuses it in one line with a non-zero exit, and the file's bytes are unchanged", async () => {
    await newerDatabase();
    const before = sha256(readFileSync(db));
    const r = spawnSync(process.execPath, [CLI, "list"], {
      cwd: dir.path,
      env: hookEnv(home),
      encoding: "utf8",
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("newer Cairn");
    expect(r.stderr).toContain(`schema version ${LATEST_VERSION + 1}`);
    expect(sha256(readFileSync(db))).toBe(before);
  });

  it("a hook fails open: exit 0, nothing injected, the file's bytes unchanged", async () => {
    await newerDatabase();
    const before = sha256(readFileSync(db));
    const r = runHook(
      "SessionStart",
      {
        session_id: "s-newer",
        transcript_path: join(dir.path, "t.jsonl"),
        cwd: dir.path,
        hook_event_name: "SessionStart",
        source: "startup",
      },
      hookEnv(home),
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("newer Cairn");
    expect(sha256(readFileSync(db))).toBe(before);
  });

  it("the store refuses to open it before writing (CairnError SCHEMA_NEWER)", async () => {
    await newerDatabase();
    expect(() => openSqliteStore({ path: db })).toThrow(expect.objectContaining({ code: "SCHEMA_NEWER" }));
  });
});

describe("migrations", () => {
  it("a store migrated from the first shipped migration 1 has the same indexes as a fresh store", async () => {
    const fresh = join(dir.path, "fresh.db");
    openSqliteStore({ path: fresh }).db.close();
    // migration 1 as first shipped: (project, type) instead of (project, type, updated_at) and (project, pinned, updated_at)
    const old = join(home, "old.db");
    const store = openSqliteStore({ path: old });
    store.db.exec(`
      DROP INDEX memories_project_type_updated;
      DROP INDEX memories_project_pinned_updated;
      CREATE INDEX memories_project_type ON memories(project, type);
      DELETE FROM schema_migrations WHERE version > 3;`);
    store.db.close();
    const migrated = openSqliteStore({ path: old });
    const indexes = (d: Database.Database) =>
      (
        d
          .prepare(
            "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name",
          )
          .all() as {
          name: string;
          sql: string;
        }[]
      ).map((r) => `${r.name}: ${r.sql.replace(/\s+IF NOT EXISTS/i, "")}`);
    const freshDb = new Database(fresh, { readonly: true });
    expect(indexes(migrated.db)).toEqual(indexes(freshDb));
    expect(indexes(migrated.db).some((s) => s.startsWith("memories_project_pinned_updated"))).toBe(true);
    expect(migrated.migrationBackup).not.toBeNull(); // a store with data is backed up before migrating
    freshDb.close();
    migrated.db.close();
  });

  it("every shipped migration's SQL is pinned: never edit one, add a new migration", () => {
    const pinned: Record<number, string> = {
      1: "200bbd0d81a410649f376e5c79b7166b5ebeeab93ed153f5974469a7ce81167f",
      2: "2dd1aa3aa3e5c6c607e8cc7d3b1216feef8b699f0d9c941500ed3f93feed3963",
      3: "b9087f22f5d82efaf0643ff591298ce0ec854ed5b4230efb144a6b081f25dbe1",
      4: "acde55c938706d9828aed4a54bc2b0b33729e320423ecb94669e37f9a464731c",
      5: "c436a40405e4784bfabebe03777ad81b46cb353bcc79541842fbc003eb094833",
      6: "d17ddb31d5090ac9b7b443b14c305af7d6e3d713b502da1848dd46c803054851",
      7: "73f8f032440aeb23420bcadce1d3285e5ac276cb3dbe233b1c63d7e23f6f4f61",
      8: "de00a25101529a5ff5d95078b1cc4cc08c4623499623a89c8496c58db7000889",
      9: "305006c5620eb1bcf4c24275874c6554a8b8fc8246eef893ff6eb1f927e42bf6",
      10: "ed26e55ac7ccd0a378d8f9db1376aebfbff1bd4eea360c47255aebb50ed64573",
      11: "a76570fa5d4f66b7ff8ad24f90b49b2a9a06d61ec23e45d652cd67f3152218e1",
    };
    // ascending and never reused (a number may be reserved for a migration another branch adds)
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    for (const m of MIGRATIONS) {
      // a new migration: add its checksum here when it ships
      expect(pinned[m.version], `migration ${m.version} (${m.name}) has no pinned checksum`).toBeDefined();
      expect(sha256(m.sql), `migration ${m.version} (${m.name}) was edited after shipping`).toBe(
        pinned[m.version],
      );
    }
  });
});
