/**
 * What `cairn doctor` asks a PostgreSQL server, with a short connect timeout: reachable at all, the
 * server version, the schema version Cairn's migrations left (schema_migrations) and the pgvector
 * extension (`pg_extension`, https://github.com/pgvector/pgvector). Loads `pg`: import it dynamically.
 */
import { openPgDatabase } from "../postgres/connection.js";
import { currentPgVersion } from "../postgres/migrate.js";
import { PG_LATEST_VERSION } from "../postgres/schema.js";

export interface ServerProbe {
  /** The server as shown (no password). */
  label: string;
  /** `SHOW server_version`, e.g. "15.10 (Debian 15.10-0+deb12u1)". */
  serverVersion: string;
  schemaVersion: number;
  latestVersion: number;
  /** pgvector's installed version in this database, or null when the extension is absent. */
  vector: string | null;
}

/** Rejects with the connection error (its message never holds the password). */
export async function probeServer(url: string, connectTimeoutMs: number): Promise<ServerProbe> {
  const db = openPgDatabase({ url, connectTimeoutMs, max: 1, applicationName: "cairn doctor" });
  try {
    const v = await db.one<{ server_version: string }>("SHOW server_version");
    const ext = await db.one<{ extversion: string }>(
      "SELECT extversion FROM pg_extension WHERE extname = 'vector'",
    );
    return {
      label: db.label,
      serverVersion: v?.server_version ?? "?",
      schemaVersion: await currentPgVersion(db),
      latestVersion: PG_LATEST_VERSION,
      vector: ext?.extversion ?? null,
    };
  } finally {
    await db.close();
  }
}
