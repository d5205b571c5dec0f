/**
 * The PostgreSQL DashboardReader (port: ../dashboard-reader.ts) on a PostgresStore's pool. Lists walk
 * the (project, updated_at, seq) index with LIMIT/OFFSET (`seq` is the insertion order, SQLite's rowid);
 * counts stop at the cap; per-day counts group on the date part of the ISO-8601 text timestamps. Day
 * bounds are full timestamps (`YYYY-MM-DDT00:00:00.000Z`), so comparisons agree with SQLite's whatever
 * the database's collation; ties on text keys are ordered with COLLATE "C" (byte order, as SQLite).
 */
import type { ActivityEvent } from "../../core/capture/events.js";
import { CairnError } from "../../core/common/errors.js";
import type { Memory, MemoryType } from "../../core/memories/memory.js";
import type {
  DashboardReader,
  DayCount,
  InjectedMemory,
  MemoryListFilter,
  TypeDayCount,
} from "../dashboard-reader.js";
import type { Store } from "../store.js";
import type { PgDatabase } from "./connection.js";
import { PostgresStore } from "./postgres-store.js";
import {
  MEMORY_COLUMNS,
  memoryColumns,
  type PgEventRow,
  type PgMemoryRow,
  toEvent,
  toMemory,
} from "./rows.js";

const LIVE = "deleted_at IS NULL AND superseded_by IS NULL";
const ORDER = "ORDER BY updated_at DESC, seq DESC";

/** The first instant of the day after `day` (YYYY-MM-DD), as the store writes timestamps. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
}

/** WHERE clause with `$n` placeholders numbered after `params` (which it extends). */
function where(f: MemoryListFilter, params: unknown[], filesOnly = false): string {
  const parts: string[] = [];
  const add = (sql: (n: string) => string, v?: unknown) => {
    if (v === undefined) parts.push(sql(""));
    else {
      params.push(v);
      parts.push(sql(`$${params.length}`));
    }
  };
  if (f.project) add((n) => `project = ${n}`, f.project);
  if (f.type) add((n) => `type = ${n}`, f.type);
  if (f.pinned) add((n) => `pinned = ${n}`, f.pinned === "yes");
  if (f.status === "live") add(() => LIVE);
  if (f.status === "deleted") add(() => "deleted_at IS NOT NULL");
  if (f.status === "superseded") add(() => "deleted_at IS NULL AND superseded_by IS NOT NULL");
  if (f.source) add((n) => `source_kind = ${n}`, f.source);
  if (f.session) add((n) => `source_session = ${n}`, f.session);
  if (f.agent) add((n) => `COALESCE(source_agent, 'claude-code') = ${n}`, f.agent);
  if (f.from) add((n) => `updated_at >= ${n}`, `${f.from}T00:00:00.000Z`);
  if (f.to) add((n) => `updated_at < ${n}`, nextDay(f.to));
  if (filesOnly) add(() => "files <> '[]'::jsonb");
  return parts.length ? `WHERE ${parts.join(" AND ")}` : "";
}

export class PgDashboardReader implements DashboardReader {
  constructor(private readonly db: PgDatabase) {}

  async memoryPage(filter: MemoryListFilter, page: { offset: number; limit: number }): Promise<Memory[]> {
    return this.list(filter, page.offset, page.limit, false);
  }

  async countMemories(filter: MemoryListFilter, cap: number): Promise<number> {
    const params: unknown[] = [];
    const w = where(filter, params);
    params.push(Math.max(0, Math.floor(cap)));
    const r = await this.db.one<{ n: number }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM memories ${w} LIMIT $${params.length}) capped`,
      params,
    );
    return r?.n ?? 0;
  }

  async memoriesWithFiles(filter: MemoryListFilter, limit: number): Promise<Memory[]> {
    return this.list(filter, 0, limit, true);
  }

  async memoriesPerDay(project: string, sinceDay: string): Promise<TypeDayCount[]> {
    const rows = await this.db.query<{ day: string; type: MemoryType; count: number }>(
      `SELECT substr(created_at, 1, 10) AS day, type, count(*) AS count FROM memories
       WHERE project = $1 AND created_at >= $2 AND ${LIVE}
       GROUP BY 1, 2 ORDER BY substr(created_at, 1, 10) COLLATE "C", type COLLATE "C"`,
      [project, `${sinceDay}T00:00:00.000Z`],
    );
    return rows.map((r) => ({ day: r.day, type: r.type, count: r.count }));
  }

  async sessionsPerDay(project: string, sinceDay: string): Promise<DayCount[]> {
    const rows = await this.db.query<{ day: string; count: number }>(
      `SELECT substr(started_at, 1, 10) AS day, count(*) AS count FROM sessions
       WHERE project = $1 AND started_at >= $2 GROUP BY 1 ORDER BY substr(started_at, 1, 10) COLLATE "C"`,
      [project, `${sinceDay}T00:00:00.000Z`],
    );
    return rows.map((r) => ({ day: r.day, count: r.count }));
  }

  async injectedMemories(project: string, sinceDay: string): Promise<InjectedMemory[]> {
    const rows = await this.db.query<PgMemoryRow & { i_session: string; i_at: string }>(
      `SELECT i.session_id AS i_session, i.at AS i_at, ${memoryColumns("m")}
       FROM injections i JOIN memories m ON m.id = i.memory_id
       WHERE m.project = $1 AND i.at >= $2
       ORDER BY i.at COLLATE "C", i.session_id COLLATE "C", i.memory_id COLLATE "C"`,
      [project, `${sinceDay}T00:00:00.000Z`],
    );
    return rows.map((r) => ({ sessionId: r.i_session, at: r.i_at, memory: toMemory(r) }));
  }

  async latestEvents(project: string, limit: number): Promise<ActivityEvent[]> {
    const rows = await this.db.query<PgEventRow>(
      "SELECT * FROM events WHERE project = $1 ORDER BY id DESC LIMIT $2",
      [project, limit],
    );
    return rows.map(toEvent);
  }

  async changeMarker(): Promise<string> {
    const r = await this.db.one<{ e: number | null; m: number | null; s: string | null }>(
      `SELECT (SELECT max(id) FROM events) AS e, (SELECT max(seq) FROM memories) AS m,
              (SELECT max(updated_at COLLATE "C") FROM sessions) AS s`,
    );
    return `${r?.e ?? 0}:${r?.m ?? 0}:${r?.s ?? ""}`;
  }

  private async list(
    f: MemoryListFilter,
    offset: number,
    limit: number,
    filesOnly: boolean,
  ): Promise<Memory[]> {
    const params: unknown[] = [];
    const w = where(f, params, filesOnly);
    params.push(limit, offset);
    const rows = await this.db.query<PgMemoryRow>(
      `SELECT ${MEMORY_COLUMNS} FROM memories ${w} ${ORDER} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return rows.map(toMemory);
  }
}

export function postgresDashboardReader(store: PostgresStore): DashboardReader {
  return new PgDashboardReader(store.db);
}

/** The reader of `store` when it is a PostgresStore (a SplitStore's shared side); throws otherwise. */
export function dashboardReaderOf(store: Store): DashboardReader {
  if (!(store instanceof PostgresStore))
    throw new CairnError("UNSUPPORTED", `no PostgreSQL dashboard reader for a ${store.constructor.name}`);
  return postgresDashboardReader(store);
}
