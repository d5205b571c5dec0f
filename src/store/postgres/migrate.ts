/**
 * Schema migrations for the PostgreSQL store. Each pending migration runs in its own transaction that
 * first takes `pg_advisory_xact_lock(MIGRATION_LOCK)`, then re-reads the applied versions, so several
 * machines upgrading one server at once apply each migration exactly once (the others wait, then skip
 * it). Applied migrations are recorded in `schema_migrations (version, name, applied_at)`. A database
 * holding a version above the newest one this code knows is refused before anything is written
 * (CairnError "SCHEMA_NEWER"): an older Cairn cannot know what the newer tables mean.
 * Advisory locks: https://www.postgresql.org/docs/15/explicit-locking.html#ADVISORY-LOCKS
 */
import { CairnError } from "../../core/common/errors.js";
import type { PgDatabase } from "./connection.js";
import type { PgMigration } from "./migrations/types.js";
import { PG_LATEST_VERSION, PG_MIGRATIONS } from "./schema.js";

/** Key of the advisory lock every migrating process takes (ASCII "cairn-mg" as a 64-bit integer). */
export const MIGRATION_LOCK = "7161410789580089191";

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

/**
 * Highest applied version (0 on an empty database). One round trip: the table is read through
 * `query_to_xml` only when `to_regclass` finds it, so a database without it is not an error
 * (https://www.postgresql.org/docs/15/functions-xml.html#FUNCTIONS-XML-MAPPING).
 */
export async function currentPgVersion(db: PgDatabase): Promise<number> {
  const r = await db.one<{ v: number | null }>(
    `SELECT CASE WHEN to_regclass('schema_migrations') IS NULL THEN 0
       ELSE (xpath('/row/v/text()', query_to_xml('SELECT MAX(version) AS v FROM schema_migrations', false, true, '')))[1]::text::int
     END AS v`,
  );
  return r?.v ?? 0;
}

/** Throws CairnError("SCHEMA_NEWER") when the database holds a migration this code does not know. */
export async function assertKnownPgSchema(
  db: PgDatabase,
  latest: number = PG_LATEST_VERSION,
): Promise<number> {
  const version = await currentPgVersion(db);
  if (version > latest)
    throw new CairnError(
      "SCHEMA_NEWER",
      `${db.label} was written by a newer Cairn (schema version ${version}, this one knows up to ${latest}); upgrade Cairn — nothing was written`,
    );
  return version;
}

/**
 * Applies pending migrations; returns the versions this call applied. Throws CairnError("SCHEMA_NEWER")
 * or CairnError("MIGRATION") (that migration rolled back, earlier ones stay).
 */
export async function migratePg(
  db: PgDatabase,
  now: string,
  migrations: readonly PgMigration[] = PG_MIGRATIONS,
): Promise<number[]> {
  const latest = migrations[migrations.length - 1]?.version ?? 0;
  if ((await assertKnownPgSchema(db, latest)) >= latest) return [];
  const applied: number[] = [];
  for (const m of migrations) {
    try {
      const ran = await db.transaction(async () => {
        await db.query("SELECT pg_advisory_xact_lock($1::bigint)", [MIGRATION_LOCK]);
        await db.exec(CREATE_TABLE);
        const version = await assertKnownPgSchema(db, latest);
        const done = await db.one("SELECT 1 FROM schema_migrations WHERE version = $1", [m.version]);
        if (done || version > m.version) return false;
        await db.exec(m.sql);
        await db.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
          m.version,
          m.name,
          now,
        ]);
        return true;
      });
      if (ran) applied.push(m.version);
    } catch (err) {
      if (err instanceof CairnError && err.code === "SCHEMA_NEWER") throw err;
      throw new CairnError(
        "MIGRATION",
        `migration ${m.version} (${m.name}) failed: ${(err as Error).message}`,
        {
          cause: err,
        },
      );
    }
  }
  return applied;
}
