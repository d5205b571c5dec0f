/** Types of pg-cluster.mjs (throwaway PostgreSQL clusters for tests and benches). */
export interface PgCluster {
  readonly dir: string;
  readonly host: string;
  readonly port: number;
  /** postgres:// URL of database `db` (default "postgres") as user postgres, no password (trust). */
  url(db?: string): string;
  /** Runs SQL through psql in database `db`; returns its stdout. Throws on error. */
  psql(db: string, sql: string): string;
  /** Creates database `name` (lower-case identifier) with the vector extension; returns its URL. */
  createDatabase(name: string): string;
  /** Stops the server, keeping its data (an outage); throws when pg_ctl fails. */
  halt(): void;
  /** Starts a halted server again on the same port. */
  restart(): void;
  /** Stops the server (`pg_ctl -m fast`) and removes its dir; idempotent. */
  stop(): void;
}
export function pgUnavailableReason(): string | null;
export function startCluster(o?: { fast?: boolean; prefix?: string }): PgCluster;
