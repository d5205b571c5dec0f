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
 * Time limits: the connect timeout; `statement_timeout`, `lock_timeout` and
 * `idle_in_transaction_session_timeout` sent as start-up parameters (no extra round trip), so the
 * server bounds every statement; TCP keepalive; a statement with no answer at all 300 ms after its
 * statement timeout is on a frozen connection; and, for hooks, `deadlineAt`: no call runs past it.
 * When either limit passes, every socket of the pool is destroyed (a frozen connection never answers,
 * and an open socket would keep the process alive) and every later call fails at once.
 *
 * Errors are CairnError: "UNAVAILABLE" when the server could not be reached, the connection broke or
 * froze (no SQLSTATE, or classes 08 and 57P0x, 53300 too many connections, 25P03 idle in
 * transaction); "BUSY" for a statement the server cancelled (57014 statement timeout, 55P03 lock
 * timeout, 40P01 deadlock, 40001 serialization failure) or a run whose deadline passed (the server
 * answers, but this run has no time left for it); "STORE" for everything else. SQLSTATE codes:
 * https://www.postgresql.org/docs/15/errcodes-appendix.html
 *
 * Credentials: only from the URL, PGPASSWORD or ~/.pgpass (node-postgres reads the last two itself);
 * error messages name the server by `describeUrl`, which never includes the password.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { Socket } from "node:net";
import pg from "pg";
import { CairnError } from "../../core/common/errors.js";
import { describeUrl, redactParam } from "./connection-text.js";

export interface PgOptions {
  /** postgres:// or postgresql:// URL (libpq-style query parameters such as sslmode are honoured by pg). */
  url: string;
  /** Milliseconds to wait for a connection (default 3,000). */
  connectTimeoutMs?: number;
  /** `statement_timeout` in milliseconds (default: none). */
  statementTimeoutMs?: number;
  /** `lock_timeout` in milliseconds (default: none). */
  lockTimeoutMs?: number;
  /** `idle_in_transaction_session_timeout` in milliseconds (default: none). */
  idleInTransactionTimeoutMs?: number;
  /** Epoch milliseconds after which no call may run (default: none). */
  deadlineAt?: number;
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

export { describeUrl } from "./connection-text.js";

/** SQLSTATE codes (and classes) of a server that cannot be used now: see the module comment. */
const UNAVAILABLE_STATES = /^(08|57P0|53300|25P03)/;
const BUSY_STATES = new Set(["57014", "55P03", "40P01", "40001"]);

/**
 * The CairnError code an error of `pg` or of the socket stands for. Without a SQLSTATE the error is
 * the transport's (a socket error such as ECONNREFUSED, or pg's "Connection terminated"), except a
 * TypeError or RangeError, which is a bad value passed in.
 */
export function errorCode(err: unknown): "UNAVAILABLE" | "BUSY" | "STORE" {
  if (err instanceof TypeError || err instanceof RangeError) return "STORE";
  const code = String((err as { code?: unknown } | null)?.code ?? "");
  const sqlState = err instanceof pg.DatabaseError && /^[0-9A-Z]{5}$/.test(code);
  if (!sqlState || UNAVAILABLE_STATES.test(code)) return "UNAVAILABLE";
  return BUSY_STATES.has(code) ? "BUSY" : "STORE";
}

/** Time limits of one PgDatabase, in milliseconds (epoch for `deadlineAt`). */
interface Limits {
  /** No call runs past this instant: the run is out of server time ("BUSY"). */
  deadlineAt?: number;
  /** A connection not ready after this long is given up ("UNAVAILABLE"). */
  connectMs?: number;
  /** A statement without any answer after this long is on a frozen connection ("UNAVAILABLE"). */
  answerMs?: number;
}

const ignore = () => {};

/** Grace after `statement_timeout` for the server's cancellation to arrive before the connection counts as frozen. */
const ANSWER_GRACE_MS = 300;

export class PgDatabase {
  private readonly tx = new AsyncLocalStorage<pg.PoolClient>();
  private closed = false;
  /** Set once a limit destroyed the sockets: the error every later call gets at once. */
  private broken: CairnError | null = null;

  constructor(
    readonly pool: pg.Pool,
    /** The server as shown in messages (no password). */
    readonly label: string,
    /** Every socket the pool opened and has not closed yet. */
    private readonly sockets: Set<Socket> = new Set(),
    private readonly limits: Limits = {},
  ) {}

  /** True while the caller runs inside `transaction`. */
  get inTransaction(): boolean {
    return this.tx.getStore() !== undefined;
  }

  /** Runs one statement with redacted parameters; returns its rows. Throws CairnError (see module comment). */
  async query<R extends object = Row>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
    const bound = params.map(redactParam);
    return (await this.onClient((c) => c.query(sql, bound))).rows as R[];
  }

  /** First row of `query`, or undefined. */
  async one<R extends object = Row>(sql: string, params: readonly unknown[] = []): Promise<R | undefined> {
    return (await this.query<R>(sql, params))[0];
  }

  /** Runs statements without parameters (several allowed, simple protocol), e.g. a migration. */
  async exec(sql: string): Promise<void> {
    await this.onClient((c) => c.query(sql));
  }

  /** `fn` inside one transaction (joins the caller's when already inside one). */
  async transaction<T>(fn: () => Promise<T>): Promise<T> {
    if (this.tx.getStore()) return fn();
    const client = await this.checkout();
    let broken = false;
    try {
      await this.send(client.query("BEGIN"));
      const result = await this.tx.run(client, fn);
      await this.send(client.query("COMMIT"));
      return result;
    } catch (err) {
      try {
        await this.send(client.query("ROLLBACK"));
      } catch {
        broken = true; // the connection is gone; the server rolled back
      }
      // pg's failures arrive as CairnError already; anything else was thrown by `fn` itself
      throw err instanceof CairnError ? err : this.wrap(err, "STORE");
    } finally {
      client.release(broken);
    }
  }

  /**
   * Closes the pool. After a limit broke the connection (or when `force`), every socket is destroyed
   * first, so a connection that froze cannot keep the process waiting; the close waits at most 1 s.
   */
  async close(force = false): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (force || this.broken !== null) this.destroySockets();
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.destroySockets();
        resolve();
      }, 1_000);
      timer.unref();
    });
    await Promise.race([this.pool.end().catch(() => undefined), limit]);
    clearTimeout(timer);
  }

  /** `run` on the transaction's client, or on a pooled one (checked out and released around it). */
  private async onClient(run: (c: pg.ClientBase) => Promise<pg.QueryResult>): Promise<pg.QueryResult> {
    const inTx = this.tx.getStore();
    if (inTx) return this.send(run(inTx));
    const client = await this.checkout();
    let failed: unknown = null;
    try {
      return await this.send(run(client));
    } catch (err) {
      failed = err;
      throw err;
    } finally {
      // a connection that failed is not reused (pg's pool.query does the same)
      client.release(failed instanceof CairnError && failed.code !== "STORE" ? true : undefined);
    }
  }

  private async checkout(): Promise<pg.PoolClient> {
    const client = await this.bounded(this.pool.connect(), this.limits.connectMs, "no connection");
    // a checked-out client whose connection breaks emits "error"; the failing call reports it
    if (!client.listeners("error").includes(ignore)) client.on("error", ignore);
    return client;
  }

  private send<T>(work: Promise<T>): Promise<T> {
    return this.bounded(work, this.limits.answerMs, "no answer");
  }

  /**
   * `work`, unless the run's deadline or `limitMs` passes first: then every socket is destroyed and
   * CairnError thrown — "BUSY" at the deadline (the run is out of server time), "UNAVAILABLE" at the
   * limit (no connection or no answer in time). Other failures are wrapped (see `errorCode`).
   */
  private async bounded<T>(work: Promise<T>, limitMs: number | undefined, what: string): Promise<T> {
    work.catch(() => {}); // a rejection after a limit won has nobody to report to
    if (this.broken !== null) throw this.broken;
    const now = Date.now();
    const deadline = this.limits.deadlineAt ?? Number.POSITIVE_INFINITY;
    const limit = limitMs === undefined ? Number.POSITIVE_INFINITY : now + limitMs;
    const first = Math.min(deadline, limit);
    if (first <= now) throw this.expire(deadline <= limit, what, limitMs);
    let timer: NodeJS.Timeout | undefined;
    const expired =
      first === Number.POSITIVE_INFINITY
        ? null
        : new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(this.expire(deadline <= limit, what, limitMs)), first - now);
            timer.unref();
          });
    try {
      return await (expired ? Promise.race([work, expired]) : work);
    } catch (err) {
      throw this.wrap(err);
    } finally {
      clearTimeout(timer);
    }
  }

  private expire(atDeadline: boolean, what: string, limitMs: number | undefined): CairnError {
    this.broken ??= atDeadline
      ? new CairnError("BUSY", `postgres (${this.label}): this run's time for the server is spent`)
      : new CairnError("UNAVAILABLE", `postgres (${this.label}): ${what} within ${limitMs} ms`);
    this.destroySockets();
    return this.broken;
  }

  private destroySockets(): void {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  private wrap(err: unknown, code: CairnError["code"] = errorCode(err)): Error {
    if (err instanceof CairnError) return err;
    const e = err as Error & { code?: string };
    return new CairnError(code, `postgres (${this.label}): ${e.message || e.code || String(err)}`, {
      cause: err,
    });
  }
}

/** A pool on `url`; connects lazily (the first query reports an unreachable server). */
export function openPgDatabase(o: PgOptions): PgDatabase {
  const label = describeUrl(o.url);
  if (!/^postgres(ql)?:\/\//.test(o.url))
    throw new CairnError("INVALID_INPUT", `not a postgres:// URL: ${label}`);
  const sockets = new Set<Socket>();
  const pool = new pg.Pool({
    connectionString: o.url,
    connectionTimeoutMillis: o.connectTimeoutMs ?? 3000,
    max: o.max ?? 4,
    application_name: o.applicationName ?? "cairn",
    types,
    ...(o.statementTimeoutMs ? { statement_timeout: o.statementTimeoutMs } : {}),
    ...(o.lockTimeoutMs ? { lock_timeout: o.lockTimeoutMs } : {}),
    ...(o.idleInTransactionTimeoutMs
      ? { idle_in_transaction_session_timeout: o.idleInTransactionTimeoutMs }
      : {}),
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // pg's own default stream (a plain net.Socket; TLS wraps it), kept so a frozen one can be destroyed
    stream: () => {
      const socket = new Socket();
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
      return socket;
    },
  });
  // an idle client losing its server must not crash the process; the next query reports it
  pool.on("error", () => {});
  const connectMs = o.connectTimeoutMs ?? 3000;
  return new PgDatabase(pool, label, sockets, {
    ...(o.deadlineAt !== undefined ? { deadlineAt: o.deadlineAt } : {}),
    // pg's own connect timeout fires first; this one also covers waiting for a pooled client
    connectMs: connectMs + ANSWER_GRACE_MS,
    ...(o.statementTimeoutMs ? { answerMs: o.statementTimeoutMs + ANSWER_GRACE_MS } : {}),
  });
}
