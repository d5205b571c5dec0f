/**
 * What `cairn doctor` asks a PostgreSQL server, with a short connect timeout: reachable at all, the
 * server version, the schema version Cairn's migrations left (schema_migrations) and which known
 * migrations are still pending, and pgvector (installed in this database, offered by the host, and
 * whether this role may create it: migrate.ts `vectorStatus`, https://github.com/pgvector/pgvector).
 * Loads `pg`: import it dynamically.
 */
import { openPgDatabase } from "../postgres/connection.js";
import { appliedPgVersions, vectorStatus } from "../postgres/migrate.js";
import { PG_LATEST_VERSION, PG_MIGRATIONS } from "../postgres/schema.js";

export interface ServerProbe {
  /** The server as shown (no password). */
  label: string;
  /** `SHOW server_version`, e.g. "15.10 (Debian 15.10-0+deb12u1)". */
  serverVersion: string;
  schemaVersion: number;
  latestVersion: number;
  /** pgvector's installed version in this database, or null when the extension is absent. */
  vector: string | null;
  /** The pgvector version the server host offers, or null when it is not installed there. */
  vectorAvailable: string | null;
  /** Whether the connected role may run CREATE EXTENSION vector in this database. */
  vectorMayCreate: boolean;
  /** The connected role and database. */
  role: string;
  database: string;
  /** Migrations this Cairn knows that the database has not applied. */
  pending: { version: number; name: string; requires: "vector" | null }[];
}

/** Rejects with the connection error (its message never holds the password). */
export async function probeServer(url: string, connectTimeoutMs: number): Promise<ServerProbe> {
  const db = openPgDatabase({ url, connectTimeoutMs, max: 1, applicationName: "cairn doctor" });
  try {
    const v = await db.one<{ server_version: string }>("SHOW server_version");
    const applied = await appliedPgVersions(db);
    const vector = await vectorStatus(db);
    return {
      label: db.label,
      serverVersion: v?.server_version ?? "?",
      schemaVersion: applied.at(-1) ?? 0,
      latestVersion: PG_LATEST_VERSION,
      vector: vector.installed,
      vectorAvailable: vector.available,
      vectorMayCreate: vector.mayCreate,
      role: vector.role,
      database: vector.database,
      pending: PG_MIGRATIONS.filter((m) => !applied.includes(m.version)).map((m) => ({
        version: m.version,
        name: m.name,
        requires: m.requires ?? null,
      })),
    };
  } finally {
    await db.close();
  }
}
