/**
 * PostgreSQL connection for the store (node-postgres `pg.Pool`). One pool per store; every query goes
 * through `PgDatabase.query`, which is also the store's redaction choke point: each bound parameter
 * passes `redactBound` (as SQLite's statements.ts does), so no column of any table can hold a secret
 * whatever the caller forgot.
 *
 * Transactions: `transaction(fn)` checks out one client, runs BEGIN … COMMIT (ROLLBACK on error) and
 * routes every `query` made while `fn` runs (same async context, AsyncLocalStorage) to that client;
 * nested calls join the outer transaction — the same semantics as the SQLite store's `inTransaction`.
 *
 * Credentials: only from the URL, PGPASSWORD or ~/.pgpass (node-postgres reads the last two itself);
 * error messages name the server by `describeUrl`, which never includes the password.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import { CairnError } from "../../core/common/errors.js";
import { redactBound } from "../../core/redact/stored-text.js";

export interface PgOptions {
  /** postgres:// or postgresql:// URL (libpq-style query parameters such as sslmode are honoured by pg). */
  url: string;
  /** Milliseconds to wait for a connection (default 3,000). */
  connectTimeoutMs?: number;
  /** Pool size (default 4). */
  max?: number;
  /** Reported as application_name in pg_stat_activity (default "cairn"). */
  applicationName?: string;
}

export type Row = Record<string, unknown>;

/** int8 (count(*), bigserial) as a JS number: Cairn's counts and sequence numbers stay far below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === 20
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** `postgres://user@host:port/db` — the URL without its password or query string, for messages. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    const user = u.username ? `${decodeURIComponent(u.username)}@` : "";
    return `${u.protocol}//${user}${u.host}${u.pathname}`;
  } catch {
    return "(unparsable database URL)";
  }
}

export class PgDatabase {
  private readonly tx = new AsyncLocalStorage<pg.PoolClient>();
  private closed = false;

  constructor(
    readonly pool: pg.Pool,
    /** The server as shown in messages (no password). */
    readonly label: string,
  ) {}

  /** True while the caller runs inside `transaction`. */
  get inTransaction(): boolean {
    return this.tx.getStore() !== undefined;
  }

  /** Runs one statement with redacted parameters; returns its rows. Throws CairnError("STORE"). */
  async query<R extends object = Row>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
    const bound = params.map(redactParam);
    const client = this.tx.getStore();
    try {
      const res = client ? await client.query(sql, bound) : await this.pool.query(sql, bound);
      return res.rows as R[];
    } catch (err) {
      throw this.wrap(err);
    }
  }

  /** First row of `query`, or undefined. */
  async one<R extends object = Row>(sql: string, params: readonly unknown[] = []): Promise<R | undefined> {
    return (await this.query<R>(sql, params))[0];
  }

  /** Runs statements without parameters (several allowed, simple protocol), e.g. a migration. */
  async exec(sql: string): Promise<void> {
    const client = this.tx.getStore();
    try {
      await (client ? client.query(sql) : this.pool.query(sql));
    } catch (err) {
      throw this.wrap(err);
    }
  }

  /** `fn` inside one transaction (joins the caller's when already inside one). */
  async transaction<T>(fn: () => Promise<T>): Promise<T> {
    if (this.tx.getStore()) return fn();
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      throw this.wrap(err);
    }
    let broken = false;
    try {
      await client.query("BEGIN");
      const result = await this.tx.run(client, fn);
      await client.query("COMMIT");
      return result;
    } catch (err) {
      try {
        await client.query("ROLLBACK");
      } catch {
        broken = true; // the connection is gone; the server rolled back
      }
      throw err instanceof CairnError ? err : this.wrap(err);
    } finally {
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  private wrap(err: unknown): Error {
    if (err instanceof CairnError) return err;
    const e = err as Error & { code?: string };
    return new CairnError("STORE", `postgres (${this.label}): ${e.message || e.code || String(err)}`, {
      cause: err,
    });
  }
}

function redactParam(value: unknown): unknown {
  return value instanceof Date || Buffer.isBuffer(value) ? value : withoutNul(redactBound(value));
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000 (https://www.postgresql.org/docs/15/datatype-character.html:
 * "the character with code zero cannot be stored"), so it is stored as U+FFFD, the replacement character,
 * instead of failing the write; in a string holding JSON text the escape `\u0000` becomes `\ufffd`.
 */
export function withoutNul(value: unknown): unknown {
  if (typeof value === "string") {
    let s = value.includes("\0") ? value.replaceAll("\0", "\ufffd") : value;
    if (s.includes("\\u0000") && isJsonText(s)) s = s.replace(/(?<!\\)((?:\\\\)*)\\u0000/g, "$1\\ufffd");
    return s;
  }
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withoutNul(v);
    return out;
  }
  return value;
}

function isJsonText(s: string): boolean {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
}

/** A pool on `url`; connects lazily (the first query reports an unreachable server). */
export function openPgDatabase(o: PgOptions): PgDatabase {
  const label = describeUrl(o.url);
  if (!/^postgres(ql)?:\/\//.test(o.url))
    throw new CairnError("INVALID_INPUT", `not a postgres:// URL: ${label}`);
  const pool = new pg.Pool({
    connectionString: o.url,
    connectionTimeoutMillis: o.connectTimeoutMs ?? 3000,
    max: o.max ?? 4,
    application_name: o.applicationName ?? "cairn",
    types,
  });
  // an idle client losing its server must not crash the process; the next query reports it
  pool.on("error", () => {});
  return new PgDatabase(pool, label);
}
