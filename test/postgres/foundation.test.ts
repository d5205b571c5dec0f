// The PostgreSQL foundation against a real server: connection (redaction, transactions, errors that
// never show the password) and the migration runner (advisory lock, recorded versions, newer schema).
import { describe, expect, it } from "vitest";
import { CairnError } from "../../src/core/common/errors.js";
import { describeUrl, openPgDatabase } from "../../src/store/postgres/connection.js";
import { currentPgVersion, migratePg } from "../../src/store/postgres/migrate.js";
import type { PgMigration } from "../../src/store/postgres/migrations/types.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";

const NOW = "2026-11-23T12:00:00.000Z";
const M: PgMigration[] = [
  { version: 1, name: "one", sql: "CREATE TABLE a (x TEXT); INSERT INTO a VALUES ('1')" },
  { version: 2, name: "two", sql: "CREATE TABLE b (y INT)" },
];

describe.skipIf(pgSkipReason !== null)("postgres foundation (real server)", () => {
  usePgServer();

  it("redacts every bound parameter, so no column can hold a secret", async () => {
    const db = openPgDatabase({ url: freshDatabase() });
    await db.exec("CREATE TABLE t (v TEXT)");
    const secret = "ghp_abcdefghijklmnopqrstuvwxyz0123456789";
    await db.query("INSERT INTO t VALUES ($1)", [`token ${secret} here`]);
    const rows = await db.query<{ v: string }>("SELECT v FROM t");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.v).not.toContain(secret);
    expect(rows[0]?.v).toMatch(/^token .+ here$/);
    await db.close();
  });

  it("stores U+0000, which PostgreSQL text and jsonb refuse, as U+FFFD instead of failing the write", async () => {
    const db = openPgDatabase({ url: freshDatabase() });
    await db.exec("CREATE TABLE t (v TEXT, j JSONB)");
    await db.query("INSERT INTO t VALUES ($1, $2::jsonb)", [
      "a\0b",
      JSON.stringify({ k: "c\0d", p: "e\\u0000" }),
    ]);
    const [row] = await db.query<{ v: string; j: { k: string; p: string } }>("SELECT v, j FROM t");
    expect(row).toEqual({ v: "a\ufffdb", j: { k: "c\ufffdd", p: "e\\u0000" } });
    await db.query("INSERT INTO t (v) VALUES ($1)", ["literal \\u0000 in plain text"]);
    expect(await db.query("SELECT v FROM t WHERE j IS NULL")).toEqual([
      { v: "literal \\u0000 in plain text" },
    ]);
    await db.close();
  });

  it("commits a transaction, rolls it back on error, and joins nested calls", async () => {
    const db = openPgDatabase({ url: freshDatabase() });
    await db.exec("CREATE TABLE t (v INT)");
    await db.transaction(async () => {
      await db.query("INSERT INTO t VALUES (1)");
      await db.transaction(async () => db.query("INSERT INTO t VALUES (2)"));
      expect(db.inTransaction).toBe(true);
    });
    await expect(
      db.transaction(async () => {
        await db.query("INSERT INTO t VALUES (3)");
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const rows = await db.query<{ v: number }>("SELECT v FROM t ORDER BY v");
    expect(rows.map((r) => r.v)).toEqual([1, 2]);
    expect(db.inTransaction).toBe(false);
    await db.close();
  });

  it("reports an unreachable server as an UNAVAILABLE error without the password", async () => {
    const db = openPgDatabase({ url: "postgres://me:hunter2secret@127.0.0.1:1/x", connectTimeoutMs: 500 });
    const err = await db.query("SELECT 1").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CairnError);
    expect((err as CairnError).code).toBe("UNAVAILABLE");
    expect((err as Error).message).toContain("postgres://me@127.0.0.1:1/x");
    expect((err as Error).message).not.toContain("hunter2secret");
    expect(describeUrl("postgresql://u:pw@h:5/d?sslmode=require")).toBe("postgresql://u@h:5/d");
    await db.close();
  });

  it("refuses a URL that is not postgres://", () => {
    expect(() => openPgDatabase({ url: "mysql://x/y" })).toThrow(/not a postgres:\/\/ URL/);
  });

  it("applies each migration exactly once when several processes migrate at once", async () => {
    const url = freshDatabase();
    const dbs = Array.from({ length: 4 }, () => openPgDatabase({ url }));
    const applied = await Promise.all(dbs.map((db) => migratePg(db, NOW, M)));
    expect(applied.flatMap((r) => r.applied).sort()).toEqual([1, 2]);
    const db = dbs[0];
    if (db === undefined) throw new Error("no db");
    expect(await db.query("SELECT version, name FROM schema_migrations ORDER BY version")).toEqual([
      { version: 1, name: "one" },
      { version: 2, name: "two" },
    ]);
    expect(await db.query("SELECT x FROM a")).toEqual([{ x: "1" }]);
    expect(await migratePg(db, NOW, M)).toEqual({ applied: [], pending: [], vector: null });
    expect(await currentPgVersion(db)).toBe(2);
    await Promise.all(dbs.map((d) => d.close()));
  });

  it("rolls a failing migration back, keeps the earlier ones, and names it", async () => {
    const db = openPgDatabase({ url: freshDatabase() });
    const bad: PgMigration = {
      version: 3,
      name: "bad",
      sql: "CREATE TABLE c (z INT); SELECT nope FROM missing",
    };
    const err = await migratePg(db, NOW, [...M, bad]).catch((e: unknown) => e);
    expect((err as CairnError).code).toBe("MIGRATION");
    expect((err as Error).message).toContain("migration 3 (bad) failed");
    expect(await currentPgVersion(db)).toBe(2);
    expect(await db.one("SELECT to_regclass('c')::text AS t")).toEqual({ t: null });
    await db.close();
  });

  it("refuses a database written by a newer Cairn before writing anything", async () => {
    const db = openPgDatabase({ url: freshDatabase() });
    await migratePg(db, NOW, M);
    const err = await migratePg(db, NOW, M.slice(0, 1)).catch((e: unknown) => e);
    expect((err as CairnError).code).toBe("SCHEMA_NEWER");
    expect(await currentPgVersion(db)).toBe(2);
    await db.close();
  });
});
