/**
 * Applies pending migrations. Before the first pending migration runs on a database that already
 * holds data, a consistent copy is written with `VACUUM INTO` to `<dir>/backups/` (the newest five
 * are kept, 0600). Runs under BEGIN IMMEDIATE so concurrent openers (parallel hooks) migrate once. A
 * database whose schema is newer than this version knows (a migration above LATEST_VERSION) is refused
 * before anything is written: an older Cairn cannot know what the newer tables mean.
 */
import { readdirSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type Database from "better-sqlite3";
import { CairnError } from "../../core/common/errors.js";
import { ensurePrivateDir, makePrivate } from "./private-file.js";
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

/**
 * Returns the database's schema version; throws CairnError("SCHEMA_NEWER") when the database holds a
 * migration this version does not know.
 */
export function assertKnownSchema(db: Database.Database, dbPath: string): number {
  const version = currentVersion(db);
  if (version > LATEST_VERSION)
    throw new CairnError(
      "SCHEMA_NEWER",
      `${dbPath} was written by a newer Cairn (schema version ${version}, this one knows up to ${LATEST_VERSION}); upgrade Cairn — nothing was written`,
    );
  return version;
}

/** Returns the backup path when one was taken. Throws CairnError("MIGRATION") on failure. */
export function migrate(db: Database.Database, dbPath: string, now: string): string | null {
  assertKnownSchema(db, dbPath);
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
        if (!(m.presentIf && db.prepare(m.presentIf).get())) db.exec(m.sql);
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
  ensurePrivateDir(dir);
  const stamp = now.replace(/[:.]/g, "-");
  const target = join(dir, `${basename(dbPath, ".db")}-v${from}-${stamp}.db`);
  // VACUUM INTO cannot run inside a transaction; the IMMEDIATE lock we hold is released briefly.
  db.exec("COMMIT");
  db.prepare("VACUUM INTO ?").run(target);
  makePrivate(target);
  db.exec("BEGIN IMMEDIATE");
  const old = readdirSync(dir)
    .filter((f) => f.endsWith(".db"))
    .sort()
    .slice(0, -KEEP_BACKUPS);
  for (const f of old) rmSync(join(dir, f), { force: true });
  return target;
}
