/**
 * Applies pending migrations. Before the first pending migration runs on a database that already
 * holds data, a consistent copy is written with `VACUUM INTO` to `<dir>/backups/` (the newest five
 * are kept). Runs under BEGIN IMMEDIATE so concurrent openers (parallel hooks) migrate once.
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type Database from "better-sqlite3";
import { CairnError } from "../../core/common/errors.js";
import { LATEST_VERSION, MIGRATIONS } from "./schema.js";

const KEEP_BACKUPS = 5;

export function currentVersion(db: Database.Database): number {
  const exists = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type='table' AND name='schema_migrations'")
    .get();
  if (!exists) return 0;
  const row = db.prepare("SELECT MAX(version) AS v FROM schema_migrations").get() as { v: number | null };
  return row.v ?? 0;
}

/** Returns the backup path when one was taken. Throws CairnError("MIGRATION") on failure. */
export function migrate(db: Database.Database, dbPath: string, now: string): string | null {
  if (currentVersion(db) >= LATEST_VERSION) return null;
  let backup: string | null = null;
  db.exec("BEGIN IMMEDIATE");
  try {
    let from = currentVersion(db);
    if (from < LATEST_VERSION && dbPath !== ":memory:" && hasUserTables(db)) {
      backup = takeBackup(db, dbPath, from, now);
      from = currentVersion(db); // another process may have migrated while the lock was released
    }
    if (from < LATEST_VERSION) {
      db.exec(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
      );
      const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
      for (const m of MIGRATIONS) {
        if (m.version <= from) continue;
        db.exec(m.sql);
        record.run(m.version, m.name, now);
      }
    }
    db.exec("COMMIT");
  } catch (err) {
    db.exec("ROLLBACK");
    throw new CairnError("MIGRATION", `migration failed: ${(err as Error).message}`, { cause: err });
  }
  return backup;
}

function hasUserTables(db: Database.Database): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type='table' LIMIT 1").get() !== undefined;
}

function takeBackup(db: Database.Database, dbPath: string, from: number, now: string): string {
  const dir = join(dirname(dbPath), "backups");
  mkdirSync(dir, { recursive: true });
  const stamp = now.replace(/[:.]/g, "-");
  const target = join(dir, `${basename(dbPath, ".db")}-v${from}-${stamp}.db`);
  // VACUUM INTO cannot run inside a transaction; the IMMEDIATE lock we hold is released briefly.
  db.exec("COMMIT");
  db.prepare("VACUUM INTO ?").run(target);
  db.exec("BEGIN IMMEDIATE");
  const old = readdirSync(dir)
    .filter((f) => f.endsWith(".db"))
    .sort()
    .slice(0, -KEEP_BACKUPS);
  for (const f of old) rmSync(join(dir, f), { force: true });
  return target;
}
