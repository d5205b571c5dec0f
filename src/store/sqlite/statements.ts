/**
 * Prepared-statement cache per connection: better-sqlite3 compiles SQL on every `prepare`, which
 * costs more than running most of Cairn's statements. Keyed by SQL text; dropped with the connection.
 *
 * This is also the store's redaction choke point: every value bound through `stmt` (writes and the
 * lookups that must match what was written, e.g. a dedupe key) passes `redactBound`
 * (core/redact/stored-text.ts), so no column of any table can hold a secret whatever the caller forgot. Redaction is idempotent, so values the app
 * layer already redacted come through unchanged. Short strings (ids, kinds, timestamps) repeat on
 * every row, so their redaction is memoised in two generations: a full current generation becomes the
 * previous one, and a text found in the previous one moves to the current, so a run of unique values
 * (timestamps) never evicts the ids every row repeats. (A single Map kept in least-recently-used order
 * costs more than the redaction it saves: finding its oldest key walks the holes its deletes leave.)
 */
import type Database from "better-sqlite3";
import { mapStrings } from "../../core/common/plain-value.js";
import { redactStoredText } from "../../core/redact/stored-text.js";

/** The statement methods the store uses, each redacting its bound parameters first. */
export interface RedactingStatement {
  run(...params: unknown[]): Database.RunResult;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  iterate(...params: unknown[]): IterableIterator<unknown>;
}

const caches = new WeakMap<Database.Database, Map<string, RedactingStatement>>();
const MEMO_MAX_CHARS = 256;
/** Texts one generation of the memo holds (two generations: at most twice as many remembered). */
const MEMO_GENERATION = 4096;
/** Short texts and their redaction: the current generation, and the one before it. */
let memo = new Map<string, string>();
let older = new Map<string, string>();

/** `redactStoredText(text)`, memoised for short texts (see the module comment). */
function redactText(text: string): string {
  if (text.length > MEMO_MAX_CHARS) return redactStoredText(text);
  let out = memo.get(text);
  if (out !== undefined) return out;
  out = older.get(text) ?? redactStoredText(text);
  if (memo.size >= MEMO_GENERATION) {
    older = memo;
    memo = new Map();
  }
  memo.set(text, out);
  return out;
}

/**
 * `redactBound` of each parameter — the strings of a named-parameter object or an array too — with
 * short strings memoised: ids, kinds and timestamps repeat across rows and statements.
 */
const params = (args: unknown[]): unknown[] => args.map((a) => mapStrings(a, redactText));

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
