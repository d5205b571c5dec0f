/**
 * SQLite implementation of the Store port (better-sqlite3: WAL, busy_timeout, foreign keys,
 * versioned migrations with a backup first, FTS5 porter/unicode61). Synchronous underneath; the
 * async surface matches the networked implementations.
 */
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { CairnError } from "../../core/common/errors.js";
import type { ProjectIdentityKind, ProjectRecord, Store, StoreStats } from "../store.js";
import * as activity from "./activity.js";
import { closingLeftToExit } from "./close-at-exit.js";
import * as excerpts from "./excerpts.js";
import * as mem from "./memories.js";
import { assertKnownSchema, migrate } from "./migrate.js";
import { ensurePrivateDir, preparePrivateDb } from "./private-file.js";
import { checkFtsTables, ensureFtsTable } from "./project-fts.js";
import * as projects from "./projects.js";
import { LATEST_VERSION } from "./schema.js";
import { searchMemories } from "./search.js";
import { stmt } from "./statements.js";
import { storeStats } from "./stats.js";
import { loadVecExtension } from "./vec-extension.js";
import { SqliteVectorIndex } from "./vectors.js";

export interface SqliteStoreOptions {
  /** Database file path, or ":memory:". */
  path: string;
  /** Absolute path of better_sqlite3.node when running from the bundle (plugin/dist/native). */
  nativeBinding?: string;
  /** ISO timestamp used to stamp migrations; defaults to the current time. */
  now?: string;
  /** Milliseconds to wait on a locked database (default 5,000). */
  busyTimeoutMs?: number;
  /** Path of sqlite-vec's loadable extension; default: beside `nativeBinding`, else the npm package. */
  vecExtension?: string;
  /** Recorded on each new memory that names no author (`user@machine`); default: none. */
  capturedBy?: string;
  /** The project identity its rows use (`Store.identity`); default "local". */
  identity?: ProjectIdentityKind;
}

/** WAL pages between automatic checkpoints during a bulk import (about 40 MB of 4 KiB pages). */
const BULK_WAL_CHECKPOINT_PAGES = 10_000;

export function openSqliteStore(o: SqliteStoreOptions): SqliteStore {
  let db: Database.Database;
  try {
    if (o.path !== ":memory:") {
      ensurePrivateDir(dirname(o.path));
      preparePrivateDb(o.path);
    }
    db = new Database(o.path, o.nativeBinding ? { nativeBinding: o.nativeBinding } : {});
  } catch (err) {
    throw new CairnError("STORE", `cannot open ${o.path}: ${(err as Error).message}`, { cause: err });
  }
  db.pragma(`busy_timeout = ${o.busyTimeoutMs ?? 5000}`);
  // before anything that writes (journal mode, migrations): a newer schema is refused untouched
  let version: number;
  try {
    version = assertKnownSchema(db, o.path);
  } catch (err) {
    db.close();
    throw err;
  }
  // an up-to-date database (every hook run) reads its version once and is not migrated
  const current = version >= LATEST_VERSION;
  if (o.path !== ":memory:") db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  // statement and savepoint journals (every nested store.transaction inside a session's transaction)
  // in memory, not in temp files under /var/tmp: a 5-copy import wrote ~135 MB to such files in ~62k
  // writes; they hold only what a rollback inside the open transaction needs, never committed data
  // (https://www.sqlite.org/tempfiles.html, sections 2.6 and 4)
  db.pragma("temp_store = MEMORY");
  db.pragma("foreign_keys = ON");
  const backup = current ? null : migrate(db, o.path, o.now ?? new Date().toISOString());
  const store = new SqliteStore(db, backup);
  store.vecOptions = { path: o.vecExtension, nativeBinding: o.nativeBinding };
  store.capturedBy = o.capturedBy ?? null;
  store.identity = o.identity ?? "local";
  return store;
}

export class SqliteStore implements Store {
  constructor(
    readonly db: Database.Database,
    /** Path of the backup taken before migrating on open, if any. */
    readonly migrationBackup: string | null = null,
  ) {}

  /** Where sqlite-vec is looked up (see vec-extension.ts). */
  vecOptions: { path?: string; nativeBinding?: string } = {};
  /** Author recorded on new memories that name none. */
  capturedBy: string | null = null;
  /** See `Store.identity`: "shared" for this machine's file beside a server. */
  identity: ProjectIdentityKind = "local";
  private vectorIndex: SqliteVectorIndex | null = null;

  /**
   * The vector index (sqlite-vec), loading the extension into this connection on first call; only
   * callers that use embeddings pay for it. Throws CairnError("UNSUPPORTED") when it cannot be loaded.
   */
  async openVectors(): Promise<SqliteVectorIndex> {
    if (this.vectorIndex) return this.vectorIndex;
    loadVecExtension(this.db, this.vecOptions);
    this.vectorIndex = new SqliteVectorIndex(this.db);
    return this.vectorIndex;
  }

  /** Closes the connection, unless this process leaves that to its end (close-at-exit.ts). */
  async close() {
    if (this.db.open && !closingLeftToExit()) this.db.close();
  }

  /** Runs synchronous `fn` in one transaction (all or nothing). */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  async inTransaction<T>(fn: () => Promise<T>): Promise<T> {
    if (this.db.inTransaction) return fn();
    this.db.exec("BEGIN IMMEDIATE");
    try {
      const result = await fn();
      this.db.exec("COMMIT");
      return result;
    } catch (err) {
      if (this.db.inTransaction) this.db.exec("ROLLBACK");
      throw err;
    }
  }

  /**
   * A long run of write transactions: the WAL is checkpointed into the database every
   * BULK_WAL_CHECKPOINT_PAGES pages instead of SQLite's default 1,000, so a page rewritten by many
   * transactions (an index, an FTS5 segment) is copied once per checkpoint, not once per 4 MB of WAL.
   * Committed transactions are in the WAL either way: a killed process loses nothing it committed
   * (https://www.sqlite.org/wal.html#automatic_checkpoint).
   */
  bulkWrites(): void {
    this.db.pragma(`wal_autocheckpoint = ${BULK_WAL_CHECKPOINT_PAGES}`);
  }

  /** FTS5 integrity check of every project's index (see project-fts.ts); throws when damaged. */
  checkFts(): { project: string; rows: number }[] {
    return checkFtsTables(this.db);
  }
  async upsertProject(p: { id: string; identity: string; root: string; name: string }, now: string) {
    return projects.upsertProject(this.db, p, now);
  }
  async getProject(id: string): Promise<ProjectRecord | null> {
    return projects.getProject(this.db, id);
  }
  async listProjects() {
    return projects.listProjects(this.db);
  }

  async insertMemory(m: Parameters<Store["insertMemory"]>[0], now: string) {
    ensureFtsTable(this.db, m.project);
    return mem.insertMemory(this.db, { ...m, capturedBy: m.capturedBy ?? this.capturedBy }, now);
  }
  async getMemory(id: string) {
    return mem.getMemory(this.db, id);
  }
  async findByDedupeKey(project: string, key: string) {
    return mem.findByDedupeKey(this.db, project, key);
  }
  async addSighting(memoryId: string, s: Parameters<Store["addSighting"]>[1]) {
    return mem.addSighting(this.db, memoryId, { ...s, capturedBy: s.capturedBy ?? this.capturedBy });
  }
  async listSightings(memoryId: string, limit?: number) {
    return mem.listSightings(this.db, memoryId, limit);
  }
  async updateMemory(id: string, patch: Parameters<Store["updateMemory"]>[1], now: string) {
    return mem.updateMemory(this.db, id, patch, now);
  }
  async listMemories(f: Parameters<Store["listMemories"]>[0]) {
    return mem.listMemories(this.db, f);
  }
  async listMemoriesBatch(filters: Parameters<Store["listMemoriesBatch"]>[0]) {
    return filters.map((f) => mem.listMemories(this.db, f));
  }
  async listStatements(f: Parameters<Store["listStatements"]>[0]) {
    return mem.listStatements(this.db, f);
  }
  async countMemories(f: Parameters<Store["countMemories"]>[0]) {
    return mem.countMemories(this.db, f);
  }
  async searchMemories(q: Parameters<Store["searchMemories"]>[0]) {
    return searchMemories(this.db, q);
  }
  async softDeleteMemory(id: string, now: string) {
    mem.mustGet(this.db, id);
    stmt(this.db, "UPDATE memories SET deleted_at = ?, updated_at = ? WHERE id = ?").run(now, now, id);
    return mem.mustGet(this.db, id);
  }
  async restoreMemory(id: string, now: string) {
    mem.mustGet(this.db, id);
    stmt(this.db, "UPDATE memories SET deleted_at = NULL, updated_at = ? WHERE id = ?").run(now, id);
    return mem.mustGet(this.db, id);
  }
  async hardDeleteMemory(id: string) {
    return stmt(this.db, "DELETE FROM memories WHERE id = ?").run(id).changes > 0;
  }

  async upsertSession(s: Parameters<Store["upsertSession"]>[0]) {
    activity.upsertSession(this.db, s);
  }
  async getSession(id: string) {
    return activity.getSession(this.db, id);
  }
  async listSessions(f: Parameters<Store["listSessions"]>[0]) {
    return activity.listSessions(this.db, f);
  }
  async insertEvents(project: string, events: Parameters<Store["insertEvents"]>[1]) {
    return this.transaction(() => activity.insertEvents(this.db, project, events));
  }
  async listEvents(f: Parameters<Store["listEvents"]>[0]) {
    return activity.listEvents(this.db, f);
  }
  async countEvents(sessionId: string) {
    return activity.countEvents(this.db, sessionId);
  }
  async insertExcerpts(rows: Parameters<Store["insertExcerpts"]>[0]) {
    return this.transaction(() => excerpts.insertExcerpts(this.db, rows));
  }
  async searchExcerpts(q: Parameters<Store["searchExcerpts"]>[0]) {
    return excerpts.searchExcerpts(this.db, q);
  }
  async listExcerpts(f: Parameters<Store["listExcerpts"]>[0]) {
    return excerpts.listExcerpts(this.db, f);
  }
  async recordInjections(sessionId: string, ids: readonly string[], now: string) {
    this.transaction(() => activity.recordInjections(this.db, sessionId, ids, now));
  }
  async listInjected(sessionId: string) {
    return activity.listInjected(this.db, sessionId);
  }
  async getImportMark(path: string) {
    return activity.getImportMark(this.db, path);
  }
  async setImportMark(m: Parameters<Store["setImportMark"]>[0]) {
    activity.setImportMark(this.db, m);
  }

  async stats(project?: string): Promise<StoreStats> {
    return storeStats(this.db, project);
  }
}
