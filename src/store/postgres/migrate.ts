/**
 * Schema migrations for the PostgreSQL store. Each pending migration runs in its own transaction that
 * first takes `pg_advisory_xact_lock(MIGRATION_LOCK)`, then re-reads the applied versions, so several
 * machines upgrading one server at once apply each migration exactly once (the others wait, then skip
 * it). Applied migrations are recorded in `schema_migrations (version, name, applied_at)`. A database
 * holding a version above the newest one this code knows is refused before anything is written
 * (CairnError "SCHEMA_NEWER"): an older Cairn cannot know what the newer tables mean.
 * Advisory locks: https://www.postgresql.org/docs/15/explicit-locking.html#ADVISORY-LOCKS
 *
 * The lock wait is bounded by the connection's `lock_timeout` (a hook that finds another process
 * migrating gives up and works from its outbox); the migration itself runs without `statement_timeout`
 * (SET LOCAL), bounded only by the run's deadline, if any.
 *
 * Migrations that need pgvector (`requires: "vector"`) are left pending, not applied half-way, when
 * the extension cannot be created here: it is not installed on the server host (no row in
 * `pg_available_extensions`), or this role may not create it (CREATE EXTENSION needs a superuser, or
 * for an extension marked trusted the CREATE privilege on the database:
 * https://www.postgresql.org/docs/15/sql-createextension.html). Every other migration is applied; a
 * later run applies the pending ones once the extension can be created. Search is keyword-only
 * meanwhile (postgres-store.ts `openVectors`).
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

/** What this database and role allow for pgvector. */
export interface VectorStatus {
  /** The installed extension's version in this database, or null. */
  installed: string | null;
  /** The version the server host offers (`pg_available_extensions.default_version`), or null when none. */
  available: string | null;
  /** Whether this role may run CREATE EXTENSION vector here. */
  mayCreate: boolean;
  /** The role and database asked about (for messages). */
  role: string;
  database: string;
}

export interface PendingMigration {
  version: number;
  name: string;
  /** Why it was not applied: "vector-unavailable" (not on the host) or "vector-not-permitted" (role). */
  reason: "vector-unavailable" | "vector-not-permitted";
}

export interface PgMigrateResult {
  /** Versions this call applied. */
  applied: number[];
  /** Known migrations still not applied (they wait for pgvector). */
  pending: PendingMigration[];
  /** pgvector's state; null when no migration needed it. */
  vector: VectorStatus | null;
}

/**
 * Applied versions (empty on an empty database). One round trip: the table is read through
 * `query_to_xml` only when `to_regclass` finds it, so a database without it is not an error
 * (https://www.postgresql.org/docs/15/functions-xml.html#FUNCTIONS-XML-MAPPING).
 */
export async function appliedPgVersions(db: PgDatabase): Promise<number[]> {
  const r = await db.one<{ v: string | null }>(
    `SELECT CASE WHEN to_regclass('schema_migrations') IS NULL THEN NULL
       ELSE (xpath('/row/v/text()', query_to_xml('SELECT string_agg(version::text, '','') AS v FROM schema_migrations', false, true, '')))[1]::text
     END AS v`,
  );
  return (r?.v ?? "")
    .split(",")
    .filter((x) => x !== "")
    .map(Number)
    .sort((a, b) => a - b);
}

/** Highest applied version (0 on an empty database). */
export async function currentPgVersion(db: PgDatabase): Promise<number> {
  return (await appliedPgVersions(db)).at(-1) ?? 0;
}

function refuseNewer(db: PgDatabase, version: number, latest: number): void {
  if (version > latest)
    throw new CairnError(
      "SCHEMA_NEWER",
      `${db.label} was written by a newer Cairn (schema version ${version}, this one knows up to ${latest}); upgrade Cairn — nothing was written`,
    );
}

/** Throws CairnError("SCHEMA_NEWER") when the database holds a migration this code does not know. */
export async function assertKnownPgSchema(
  db: PgDatabase,
  latest: number = PG_LATEST_VERSION,
): Promise<number> {
  const version = await currentPgVersion(db);
  refuseNewer(db, version, latest);
  return version;
}

/** pgvector here: installed, offered by the host, and whether this role may create it. One round trip. */
export async function vectorStatus(db: PgDatabase): Promise<VectorStatus> {
  const r = await db.one<{
    installed: string | null;
    available: string | null;
    trusted: boolean | null;
    superuser: boolean | null;
    create_db: boolean;
    role: string;
    database: string;
  }>(
    `SELECT (SELECT extversion FROM pg_extension WHERE extname = 'vector') AS installed,
       a.default_version AS available,
       (SELECT bool_or(v.trusted) FROM pg_available_extension_versions v
         WHERE v.name = 'vector' AND v.version = a.default_version) AS trusted,
       (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
       has_database_privilege(current_database(), 'CREATE') AS create_db,
       current_user::text AS role, current_database()::text AS database
     FROM (SELECT 1) one LEFT JOIN pg_available_extensions a ON a.name = 'vector'`,
  );
  const available = r?.available ?? null;
  return {
    installed: r?.installed ?? null,
    available,
    mayCreate: available !== null && (r?.superuser === true || (r?.trusted === true && r.create_db)),
    role: r?.role ?? "?",
    database: r?.database ?? "?",
  };
}

/** Why a migration needing pgvector cannot run now, or null when it can. */
function vectorBlock(v: VectorStatus): PendingMigration["reason"] | null {
  if (v.installed !== null) return null;
  if (v.available === null) return "vector-unavailable";
  return v.mayCreate ? null : "vector-not-permitted";
}

/**
 * Applies pending migrations (those needing pgvector only where it can be created). Throws
 * CairnError("SCHEMA_NEWER"), ("MIGRATION") (that migration rolled back, earlier ones stay), or the
 * connection's "UNAVAILABLE" / "BUSY" as they are.
 */
export async function migratePg(
  db: PgDatabase,
  now: string,
  migrations: readonly PgMigration[] = PG_MIGRATIONS,
): Promise<PgMigrateResult> {
  const latest = migrations[migrations.length - 1]?.version ?? 0;
  const done = new Set(await appliedPgVersions(db));
  refuseNewer(db, Math.max(0, ...done), latest);
  const todo = migrations.filter((m) => !done.has(m.version));
  const result: PgMigrateResult = { applied: [], pending: [], vector: null };
  if (todo.length === 0) return result;
  if (todo.some((m) => m.requires === "vector")) result.vector = await vectorStatus(db);
  const block = result.vector ? vectorBlock(result.vector) : null;
  for (const m of todo) {
    if (m.requires === "vector" && block !== null) {
      result.pending.push({ version: m.version, name: m.name, reason: block });
      continue;
    }
    if (await applyOne(db, m, latest, now)) result.applied.push(m.version);
  }
  return result;
}

/** Runs one migration under the advisory lock unless another process applied it meanwhile. */
async function applyOne(db: PgDatabase, m: PgMigration, latest: number, now: string): Promise<boolean> {
  try {
    return await db.transaction(async () => {
      await db.query("SELECT pg_advisory_xact_lock($1::bigint)", [MIGRATION_LOCK]);
      // a migration is not cut by the per-statement limit (the run's own deadline still bounds it)
      await db.exec("SET LOCAL statement_timeout = 0");
      await db.exec(CREATE_TABLE);
      await assertKnownPgSchema(db, latest);
      const there = await db.one("SELECT 1 FROM schema_migrations WHERE version = $1", [m.version]);
      if (there) return false;
      await db.exec(m.sql);
      await db.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
        m.version,
        m.name,
        now,
      ]);
      return true;
    });
  } catch (err) {
    if (err instanceof CairnError && ["SCHEMA_NEWER", "UNAVAILABLE", "BUSY"].includes(err.code)) throw err;
    throw new CairnError(
      "MIGRATION",
      `migration ${m.version} (${m.name}) failed: ${(err as Error).message}`,
      {
        cause: err,
      },
    );
  }
}
