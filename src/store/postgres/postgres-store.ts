/**
 * PostgreSQL implementation of the Store port (node-postgres pool, connection.ts): one server shared
 * by every machine of a team. `openPostgresStore` migrates on open (migrate.ts: numbered migrations
 * under an advisory lock). Search is BM25 over a weighted tsvector with per-project statistics
 * (search.ts, bm25.ts); `openVectors()` is pgvector HNSW (vectors.ts). Same contract suites as the
 * SQLite store (store.contract.ts).
 */
import { CairnError } from "../../core/common/errors.js";
import type { MemoryType } from "../../core/memories/memory.js";
import type { ProjectRecord, Store, StoreStats } from "../store.js";
import * as activity from "./activity.js";
import { openPgDatabase, type PgDatabase, type PgOptions } from "./connection.js";
import * as excerpts from "./excerpt-search.js";
import * as mem from "./memories.js";
import { currentPgVersion, migratePg, type PendingMigration, type PgMigrateResult } from "./migrate.js";
import { searchMemories } from "./search.js";
import { PgVectorIndex } from "./vectors.js";

export interface PostgresStoreOptions extends PgOptions {
  /** ISO timestamp used to stamp migrations; defaults to the current time. */
  now?: string;
  /** Recorded on each new memory that names no author (`user@machine`); default: none. */
  capturedBy?: string;
}

/**
 * Opens a pool on `url` and applies pending migrations (those needing pgvector wait where it cannot be
 * created: the store is then keyword-only). Throws CairnError("UNAVAILABLE") when the server is
 * unreachable, ("SCHEMA_NEWER") for a database written by a newer Cairn, ("MIGRATION") when one fails.
 */
export async function openPostgresStore(o: PostgresStoreOptions): Promise<PostgresStore> {
  const db = openPgDatabase(o);
  let migrated: PgMigrateResult;
  try {
    migrated = await migratePg(db, o.now ?? new Date().toISOString());
  } catch (err) {
    await db.close();
    throw err;
  }
  const store = new PostgresStore(db);
  store.capturedBy = o.capturedBy ?? null;
  store.vectorsMissing = migrated.pending[0]?.reason ?? null;
  return store;
}

/** A `projects` row as PostgreSQL returns it. */
export interface ProjectRow {
  id: string;
  identity: string;
  root: string;
  name: string;
  created_at: string;
  last_seen_at: string;
}

export const toProject = (r: ProjectRow): ProjectRecord => ({
  id: r.id,
  identity: r.identity,
  root: r.root,
  name: r.name,
  createdAt: r.created_at,
  lastSeenAt: r.last_seen_at,
});

export class PostgresStore implements Store {
  readonly identity = "shared" as const;
  private vectorIndex: PgVectorIndex | null = null;
  /** Author recorded on new memories that name none. */
  capturedBy: string | null = null;
  /** Why the vector table is not there yet (pgvector cannot be created on this server), or null. */
  vectorsMissing: PendingMigration["reason"] | null = null;
  constructor(readonly db: PgDatabase) {}

  /** pgvector's index; rejects with CairnError("UNSUPPORTED") while the server lacks pgvector. */
  async openVectors(): Promise<PgVectorIndex> {
    if (this.vectorsMissing !== null)
      throw new CairnError(
        "UNSUPPORTED",
        this.vectorsMissing === "vector-unavailable"
          ? "pgvector is not installed on the server host: search is keyword-only (cairn doctor says more)"
          : "this database role may not create the pgvector extension: search is keyword-only (cairn doctor says more)",
      );
    this.vectorIndex ??= new PgVectorIndex(this.db);
    return this.vectorIndex;
  }

  async close() {
    await this.db.close();
  }

  async inTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async upsertProject(p: { id: string; identity: string; root: string; name: string }, now: string) {
    // one round trip: a merged identity touches the project it became (whose root and name stay),
    // any other is inserted or updated
    const r = await this.db.one<ProjectRow>(
      `WITH alias AS (SELECT project FROM project_aliases WHERE id = $1),
       merged AS (UPDATE projects SET last_seen_at = $5 WHERE id = (SELECT project FROM alias) RETURNING *),
       own AS (
         INSERT INTO projects (id, identity, root, name, created_at, last_seen_at)
         SELECT $1, $2, $3, $4, $5, $5 WHERE NOT EXISTS (SELECT 1 FROM alias)
         ON CONFLICT (id) DO UPDATE SET root = EXCLUDED.root, name = EXCLUDED.name,
           last_seen_at = EXCLUDED.last_seen_at
         RETURNING *)
       SELECT * FROM merged UNION ALL SELECT * FROM own`,
      [p.id, p.identity, p.root, p.name, now],
    );
    return toProject(r as ProjectRow);
  }
  async getProject(id: string) {
    const r = await this.db.one<ProjectRow>(
      `SELECT * FROM projects WHERE id = $1
       UNION ALL SELECT p.* FROM project_aliases a JOIN projects p ON p.id = a.project WHERE a.id = $1`,
      [id],
    );
    return r ? toProject(r) : null;
  }
  async listProjects() {
    const rows = await this.db.query<ProjectRow>("SELECT * FROM projects ORDER BY last_seen_at DESC, id");
    return rows.map(toProject);
  }

  async insertMemory(m: Parameters<Store["insertMemory"]>[0], now: string) {
    return mem.insertMemory(this.db, { ...m, capturedBy: m.capturedBy ?? this.capturedBy }, now);
  }
  async getMemory(id: string) {
    return mem.getMemory(this.db, id);
  }
  async findByDedupeKey(project: string, key: string) {
    const r = await this.db.one<{ id: string }>(
      `SELECT id FROM memories WHERE project = $1 AND dedupe_key = $2 AND deleted_at IS NULL
       ORDER BY updated_at DESC, seq DESC LIMIT 1`,
      [project, key],
    );
    if (r) return mem.getMemory(this.db, r.id);
    // a duplicate merged on save: its key is one of the memory's sightings
    const s = await this.db.one<{ id: string }>(
      `SELECT m.id FROM memory_sightings s JOIN memories m ON m.id = s.memory_id
       WHERE s.dedupe_key = $2 AND m.project = $1 AND m.deleted_at IS NULL ORDER BY m.updated_at DESC, m.seq DESC LIMIT 1`,
      [project, key],
    );
    return s ? mem.getMemory(this.db, s.id) : null;
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
    return mem.listMemoriesBatch(this.db, filters);
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
    return mem.setColumns(this.db, id, "deleted_at = $2, updated_at = $2", [id, now]);
  }
  async restoreMemory(id: string, now: string) {
    try {
      return await mem.setColumns(this.db, id, "deleted_at = NULL, updated_at = $2", [id, now]);
    } catch (err) {
      // 23505 unique_violation: a live memory holds its dedupe key (migration 014)
      if ((err as { cause?: { code?: unknown } }).cause?.code !== "23505") throw err;
      throw new CairnError(
        "CONFLICT",
        `memory ${id} cannot be restored: a live memory of its project has the same dedupe key`,
      );
    }
  }
  async hardDeleteMemory(id: string) {
    const rows = await this.db.query("DELETE FROM memories WHERE id = $1 RETURNING 1", [id]);
    return rows.length > 0;
  }

  async upsertSession(s: Parameters<Store["upsertSession"]>[0]) {
    await activity.upsertSession(this.db, s);
  }
  async getSession(id: string) {
    return activity.getSession(this.db, id);
  }
  async listSessions(f: Parameters<Store["listSessions"]>[0]) {
    return activity.listSessions(this.db, f);
  }
  async insertEvents(project: string, events: Parameters<Store["insertEvents"]>[1]) {
    return activity.insertEvents(this.db, project, events);
  }
  async listEvents(f: Parameters<Store["listEvents"]>[0]) {
    return activity.listEvents(this.db, f);
  }
  async countEvents(sessionId: string) {
    return activity.countEvents(this.db, sessionId);
  }
  async insertExcerpts(rows: Parameters<Store["insertExcerpts"]>[0]) {
    return excerpts.insertExcerpts(this.db, rows);
  }
  async searchExcerpts(q: Parameters<Store["searchExcerpts"]>[0]) {
    return excerpts.searchExcerpts(this.db, q);
  }
  async listExcerpts(f: Parameters<Store["listExcerpts"]>[0]) {
    return excerpts.listExcerpts(this.db, f);
  }
  async recordInjections(sessionId: string, ids: readonly string[], now: string) {
    await activity.recordInjections(this.db, sessionId, ids, now);
  }
  async listInjected(sessionId: string) {
    return activity.listInjected(this.db, sessionId);
  }
  async getImportMark(path: string) {
    return activity.getImportMark(this.db, path);
  }
  async setImportMark(m: Parameters<Store["setImportMark"]>[0]) {
    await activity.setImportMark(this.db, m);
  }

  async stats(project?: string): Promise<StoreStats> {
    const p = project ?? null;
    const r = await this.db.one<{
      projects: number;
      memories: number;
      deleted: number;
      superseded: number;
      sessions: number;
      events: number;
    }>(
      `SELECT
         (SELECT count(*) FROM projects WHERE $1::text IS NULL OR id = $1) AS projects,
         (SELECT count(*) FROM memories WHERE deleted_at IS NULL AND ($1::text IS NULL OR project = $1)) AS memories,
         (SELECT count(*) FROM memories WHERE deleted_at IS NOT NULL AND ($1::text IS NULL OR project = $1)) AS deleted,
         (SELECT count(*) FROM memories WHERE deleted_at IS NULL AND superseded_by IS NOT NULL
           AND ($1::text IS NULL OR project = $1)) AS superseded,
         (SELECT count(*) FROM sessions WHERE $1::text IS NULL OR project = $1) AS sessions,
         (SELECT count(*) FROM events WHERE $1::text IS NULL OR project = $1) AS events`,
      [p],
    );
    const rows = await this.db.query<{ type: MemoryType; n: number }>(
      `SELECT type, count(*) AS n FROM memories WHERE deleted_at IS NULL AND ($1::text IS NULL OR project = $1)
       GROUP BY type`,
      [p],
    );
    const byType: Partial<Record<MemoryType, number>> = {};
    for (const t of rows) byType[t.type] = t.n;
    return {
      projects: r?.projects ?? 0,
      memories: r?.memories ?? 0,
      deleted: r?.deleted ?? 0,
      superseded: r?.superseded ?? 0,
      byType,
      sessions: r?.sessions ?? 0,
      events: r?.events ?? 0,
      schemaVersion: await currentPgVersion(this.db),
    };
  }
}
