/**
 * A real PostgreSQL server for tests (scripts/lib/pg-cluster.mjs: initdb + pg_ctl on 127.0.0.1, a free
 * port, a temp dir). One cluster per test file, started on first use; `usePgServer()` registers an
 * `afterAll` that stops it and removes its dir, so nothing is left running. Each `freshDatabase()` is a
 * new database with the vector extension, so tests never see each other's rows.
 *
 * When the binaries or pgvector are missing, `pgSkipReason` says why (printed once) and suites use
 * `describe.skipIf(pgSkipReason !== null)`. CI installs both (`node scripts/ensure-postgres.mjs`).
 */
import { afterAll } from "vitest";
import { type PgCluster, pgUnavailableReason, startCluster } from "../../scripts/lib/pg-cluster.mjs";

export const pgSkipReason: string | null = pgUnavailableReason();
if (pgSkipReason !== null) console.warn(`skipping PostgreSQL tests: ${pgSkipReason}`);

let cluster: PgCluster | null = null;
let count = 0;

/** The file's cluster, started on first call. */
export function pgServer(): PgCluster {
  if (cluster === null) cluster = startCluster({ prefix: "cairn-pg-test-" });
  return cluster;
}

/** URL of a new, empty database (vector extension created) on the file's cluster. */
export function freshDatabase(): string {
  count += 1;
  return pgServer().createDatabase(`t_${process.pid}_${count}`);
}

/** Stops the file's cluster after its tests (call once at the top level of a test file). */
export function usePgServer(): void {
  afterAll(() => {
    cluster?.stop();
    cluster = null;
  });
}
