/**
 * The SQLite DashboardReader (port: ../dashboard-reader.ts) on an opened SqliteStore's connection.
 * Lists walk the (project, updated_at) index with LIMIT/OFFSET; across all projects, each project's
 * newest `offset + limit` rows are read through its index and merged instead of sorting the table.
 * Counts stop at the cap (an exact count of 100,000 rows costs more than the page itself). The change
 * marker is three index/rowid lookups.
 */
import type { ActivityEvent } from "../../core/capture/events.js";
import type { Memory, MemoryType } from "../../core/memories/memory.js";
import type {
  DashboardReader,
  DayCount,
  InjectedMemory,
  MemoryListFilter,
  TypeDayCount,
} from "../dashboard-reader.js";
import { type EventRow, type MemoryRow, toEvent, toMemory } from "./rows.js";
import type { SqliteStore } from "./sqlite-store.js";
import { stmt } from "./statements.js";

const ORDER = "ORDER BY updated_at DESC, rowid DESC";
const LIVE = "deleted_at IS NULL AND superseded_by IS NULL";

function where(f: MemoryListFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...v: unknown[]) => {
    parts.push(sql);
    params.push(...v);
  };
  if (f.project) add("project = ?", f.project);
  if (f.type) add("type = ?", f.type);
  if (f.pinned) add("pinned = ?", f.pinned === "yes" ? 1 : 0);
  if (f.status === "live") add(LIVE);
  if (f.status === "deleted") add("deleted_at IS NOT NULL");
  if (f.status === "superseded") add("deleted_at IS NULL AND superseded_by IS NOT NULL");
  if (f.source) add("source_kind = ?", f.source);
  if (f.session) add("source_session = ?", f.session);
  if (f.agent) add("COALESCE(source_agent, 'claude-code') = ?", f.agent);
  if (f.from) add("updated_at >= ?", `${f.from}T00:00:00`);
  // "T99" sorts after every time of that day
  if (f.to) add("updated_at < ?", `${f.to}T99`);
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

function withFiles(f: MemoryListFilter): { sql: string; params: unknown[] } {
  const w = where(f);
  return { sql: `${w.sql ? `${w.sql} AND` : "WHERE"} files != '[]'`, params: w.params };
}

export class SqliteDashboardReader implements DashboardReader {
  constructor(private readonly store: SqliteStore) {}

  private get db() {
    return this.store.db;
  }

  async memoryPage(filter: MemoryListFilter, page: { offset: number; limit: number }): Promise<Memory[]> {
    return this.rows(filter, page.offset, page.limit, where).map(toMemory);
  }

  async countMemories(filter: MemoryListFilter, cap: number): Promise<number> {
    const { sql, params } = where(filter);
    const r = stmt(this.db, `SELECT COUNT(*) AS n FROM (SELECT 1 FROM memories ${sql} LIMIT ?)`).get(
      ...params,
      Math.max(0, Math.floor(cap)),
    ) as { n: number };
    return r.n;
  }

  async memoriesWithFiles(filter: MemoryListFilter, limit: number): Promise<Memory[]> {
    return this.rows(filter, 0, limit, withFiles).map(toMemory);
  }

  async memoriesPerDay(project: string, sinceDay: string): Promise<TypeDayCount[]> {
    const rows = stmt(
      this.db,
      `SELECT substr(created_at, 1, 10) AS day, type, COUNT(*) AS count FROM memories
       WHERE project = ? AND created_at >= ? AND ${LIVE} GROUP BY day, type ORDER BY day, type`,
    ).all(project, sinceDay) as { day: string; type: MemoryType; count: number }[];
    return rows.map((r) => ({ day: r.day, type: r.type, count: r.count }));
  }

  async sessionsPerDay(project: string, sinceDay: string): Promise<DayCount[]> {
    const rows = stmt(
      this.db,
      `SELECT substr(started_at, 1, 10) AS day, COUNT(*) AS count FROM sessions
       WHERE project = ? AND started_at >= ? GROUP BY day ORDER BY day`,
    ).all(project, sinceDay) as { day: string; count: number }[];
    return rows.map((r) => ({ day: r.day, count: r.count }));
  }

  async injectedMemories(project: string, sinceDay: string): Promise<InjectedMemory[]> {
    const rows = stmt(
      this.db,
      `SELECT i.session_id AS i_session, i.at AS i_at, m.* FROM injections i JOIN memories m ON m.id = i.memory_id
       WHERE m.project = ? AND i.at >= ? ORDER BY i.at, i.session_id, i.memory_id`,
    ).all(project, sinceDay) as (MemoryRow & { i_session: string; i_at: string })[];
    return rows.map((r) => ({ sessionId: r.i_session, at: r.i_at, memory: toMemory(r) }));
  }

  async latestEvents(project: string, limit: number): Promise<ActivityEvent[]> {
    const rows = stmt(this.db, "SELECT * FROM events WHERE project = ? ORDER BY id DESC LIMIT ?").all(
      project,
      limit,
    ) as EventRow[];
    return rows.map(toEvent);
  }

  async changeMarker(): Promise<string> {
    const r = stmt(
      this.db,
      `SELECT (SELECT max(id) FROM events) AS e, (SELECT max(rowid) FROM memories) AS m,
              (SELECT max(updated_at) FROM sessions) AS s`,
    ).get() as { e: number | null; m: number | null; s: string | null };
    return `${r.e ?? 0}:${r.m ?? 0}:${r.s ?? ""}`;
  }

  /** Newest first; without a project, merges each project's newest `offset + limit` rows. */
  private rows(
    filter: MemoryListFilter,
    offset: number,
    limit: number,
    build: (f: MemoryListFilter) => { sql: string; params: unknown[] },
  ): MemoryRow[] {
    if (filter.project) {
      const { sql, params } = build(filter);
      return stmt(this.db, `SELECT * FROM memories ${sql} ${ORDER} LIMIT ? OFFSET ?`).all(
        ...params,
        limit,
        offset,
      ) as MemoryRow[];
    }
    const ids = (stmt(this.db, "SELECT id FROM projects ORDER BY id").all() as { id: string }[]).map(
      (r) => r.id,
    );
    if (ids.length === 0) return [];
    const parts: string[] = [];
    const params: unknown[] = [];
    for (const id of ids) {
      const w = build({ ...filter, project: id });
      parts.push(`SELECT * FROM (SELECT rowid AS rid, * FROM memories ${w.sql} ${ORDER} LIMIT ?)`);
      params.push(...w.params, offset + limit);
    }
    // one statement per project count: not cached (the text changes with the number of projects)
    return this.db
      .prepare(
        `SELECT * FROM (${parts.join(" UNION ALL ")}) ORDER BY updated_at DESC, rid DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, offset) as MemoryRow[];
  }
}

export function sqliteDashboardReader(store: SqliteStore): DashboardReader {
  return new SqliteDashboardReader(store);
}
