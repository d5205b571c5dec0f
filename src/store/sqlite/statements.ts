/**
 * Prepared-statement cache per connection: better-sqlite3 compiles SQL on every `prepare`, which
 * costs more than running most of Cairn's statements. Keyed by SQL text; dropped with the connection.
 */
import type Database from "better-sqlite3";

const caches = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export function stmt(db: Database.Database, sql: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let s = cache.get(sql);
  if (!s) {
    s = db.prepare(sql);
    cache.set(sql, s);
  }
  return s;
}
