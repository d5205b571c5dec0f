/** Types of pg-cluster.mjs (throwaway PostgreSQL clusters for tests and benches). */
export interface PgCluster {
  readonly dir: string;
  readonly host: string;
  readonly port: number;
  /** postgres:// URL of database `db` (default "postgres") as `user` (default postgres), no password (trust). */
  url(db?: string, user?: string): string;
  /** Runs SQL through psql in database `db`; returns its stdout. Throws on error. */
  psql(db: string, sql: string): string;
  /**
   * Creates database `name` (lower-case identifier), with the vector extension unless `vector: false`,
   * owned by `owner` when given (the URL then connects as that role); returns its URL.
   */
  createDatabase(name: string, o?: { vector?: boolean; owner?: string }): string;
  /** Creates a login role that is not a superuser. */
  createRole(name: string): void;
  /** Links an extension left out by `withoutExtensions` back into the cluster's installation. */
  installExtension(name: string): void;
  /** SIGKILLs the postmaster and every server process (a crash), keeping the data. */
  kill(): void;
  /** Stops the server, keeping its data (an outage); throws when pg_ctl fails. */
  halt(): void;
  /** Starts a halted server again on the same port. */
  restart(): void;
  /** Stops the server (`pg_ctl -m fast`) and removes its dir; idempotent. */
  stop(): void;
}
export function pgUnavailableReason(): string | null;
export function startCluster(o?: {
  fast?: boolean;
  prefix?: string;
  /** Run from a relocated installation whose extension directory lacks these extensions. */
  withoutExtensions?: string[];
}): PgCluster;
