/**
 * Prepared-statement cache per connection: better-sqlite3 compiles SQL on every `prepare`, which
 * costs more than running most of Cairn's statements. Keyed by SQL text; dropped with the connection.
 *
 * This is also the store's redaction choke point: every value bound through `stmt` (writes and the
 * lookups that must match what was written, e.g. a dedupe key) passes `redactBound`, so no column of
 * any table can hold a secret whatever the caller forgot. Redaction is idempotent, so values the app
 * layer already redacted come through unchanged. Short strings (ids, kinds, timestamps) repeat on
 * every row, so their redaction is memoised.
 */
import type Database from "better-sqlite3";
import { redactBound } from "../../core/redact/stored-text.js";

/** The statement methods the store uses, each redacting its bound parameters first. */
export interface RedactingStatement {
  run(...params: unknown[]): Database.RunResult;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  iterate(...params: unknown[]): IterableIterator<unknown>;
}

const caches = new WeakMap<Database.Database, Map<string, RedactingStatement>>();
const MEMO_MAX_CHARS = 256;
const MEMO_MAX_ENTRIES = 4096;
const memo = new Map<string, string>();

function bind(value: unknown): unknown {
  if (typeof value !== "string" || value.length > MEMO_MAX_CHARS) return redactBound(value);
  let out = memo.get(value);
  if (out === undefined) {
    out = redactBound(value) as string;
    if (memo.size >= MEMO_MAX_ENTRIES) memo.clear();
    memo.set(value, out);
  }
  return out;
}

const params = (args: unknown[]): unknown[] =>
  args.map((a) => (a !== null && typeof a === "object" && !Buffer.isBuffer(a) ? redactBound(a) : bind(a)));

function redacting(s: Database.Statement): RedactingStatement {
  return {
    run: (...args) => s.run(...params(args)),
    get: (...args) => s.get(...params(args)),
    all: (...args) => s.all(...params(args)),
    iterate: (...args) => s.iterate(...params(args)),
  };
}

export function stmt(db: Database.Database, sql: string): RedactingStatement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let s = cache.get(sql);
  if (!s) {
    s = redacting(db.prepare(sql));
    cache.set(sql, s);
  }
  return s;
}
