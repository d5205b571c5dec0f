/**
 * The memories page's query: filters the Store port does not offer (source, session, date range) run
 * as one paginated SQL statement on the SQLite connection (LIMIT/OFFSET over the
 * (project, updated_at) index, plus a COUNT), so a page never loads more than `pageSize` rows. A text
 * query goes through app/search (the same BM25 ranking as `cairn search`, at most 200 hits).
 * "Stale" needs the file system: it checks the newest STALE_SCAN memories with files that match the
 * other filters.
 */
import { staleAcrossProjects } from "../app/notes/memory-staleness.js";
import { searchMemories } from "../app/search/search-memories.js";
import { isMemoryType, type Memory, type MemoryType, SOURCE_KINDS } from "../core/memories/memory.js";
import type { StaleInfo } from "../core/notes/staleness.js";
import { type MemoryRow, toMemory } from "../store/sqlite/rows.js";
import type { SqliteStore } from "../store/sqlite/sqlite-store.js";
import { stmt } from "../store/sqlite/statements.js";

export const PAGE_SIZE = 50;
export const STALE_SCAN = 1000;
/** Counts above this show as "10,000+". */
export const COUNT_CAP = 10_000;

export interface MemoryQuery {
  project: string;
  type: MemoryType | "";
  pinned: "" | "yes" | "no";
  /** live (default), deleted, all */
  status: "live" | "deleted" | "all";
  source: string;
  session: string;
  /** YYYY-MM-DD, inclusive, on updatedAt (UTC). */
  from: string;
  to: string;
  q: string;
  stale: boolean;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from URL parameters; unknown values fall back to "any". */
export function parseMemoryQuery(
  p: (name: string) => string | undefined,
  defaultProject: string,
): MemoryQuery {
  const s = (n: string) => (p(n) ?? "").trim();
  const type = s("type");
  const pinned = s("pinned");
  const status = s("status");
  const page = Number.parseInt(s("page"), 10);
  return {
    project: p("project") === undefined ? defaultProject : s("project"),
    type: isMemoryType(type) ? type : "",
    pinned: pinned === "yes" || pinned === "no" ? pinned : "",
    status: status === "deleted" || status === "all" ? status : "live",
    source: (SOURCE_KINDS as readonly string[]).includes(s("source")) ? s("source") : "",
    session: s("session").slice(0, 128),
    from: DAY.test(s("from")) ? s("from") : "",
    to: DAY.test(s("to")) ? s("to") : "",
    q: s("q").slice(0, 500),
    stale: s("stale") === "1",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export interface MemoryPage {
  memories: Memory[];
  total: number;
  stale: Map<string, StaleInfo>;
  /** True when `total` stopped at COUNT_CAP. */
  capped?: boolean;
  /** Set when the result is a bounded scan (search or stale), not the whole store. */
  note: string | null;
}

function where(q: MemoryQuery): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...v: unknown[]) => {
    parts.push(sql);
    params.push(...v);
  };
  if (q.project) add("project = ?", q.project);
  if (q.type) add("type = ?", q.type);
  if (q.pinned) add(`pinned = ${q.pinned === "yes" ? 1 : 0}`);
  if (q.status === "live") add("deleted_at IS NULL AND superseded_by IS NULL");
  if (q.status === "deleted") add("deleted_at IS NOT NULL");
  if (q.source) add("source_kind = ?", q.source);
  if (q.session) add("source_session = ?", q.session);
  if (q.from) add("updated_at >= ?", `${q.from}T00:00:00`);
  if (q.to) add("updated_at < ?", `${q.to}T99`);
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

function matches(m: Memory, q: MemoryQuery): boolean {
  const day = m.updatedAt.slice(0, 10);
  return (
    (!q.type || m.type === q.type) &&
    (!q.pinned || m.pinned === (q.pinned === "yes")) &&
    (!q.source || m.source.kind === q.source) &&
    (!q.session || m.source.sessionId === q.session) &&
    (!q.from || day >= q.from) &&
    (!q.to || day <= q.to)
  );
}

export async function queryMemories(store: SqliteStore, q: MemoryQuery): Promise<MemoryPage> {
  const offset = (q.page - 1) * PAGE_SIZE;
  let pool: Memory[] | null = null;
  let note: string | null = null;
  if (q.q) {
    const hits = await searchMemories(store, { query: q.q, project: q.project || undefined, limit: 200 });
    pool = hits.map((h) => h.memory).filter((m) => matches(m, q));
    note = "Search ranks live memories by BM25, like `cairn search` (best 200).";
  }
  if (q.stale) {
    if (!pool) {
      const { sql, params } = where(q);
      const rows = stmt(
        store.db,
        `SELECT * FROM memories ${sql ? `${sql} AND` : "WHERE"} files != '[]' ORDER BY updated_at DESC, rowid DESC LIMIT ${STALE_SCAN}`,
      ).all(...params) as MemoryRow[];
      pool = rows.map(toMemory);
      note = `Stale: checked the newest ${STALE_SCAN.toLocaleString("en")} matching memories that name files.`;
    }
    const stale = await staleAcrossProjects(store, pool);
    pool = pool.filter((m) => stale.has(m.id));
  }
  if (pool) {
    const memories = pool.slice(offset, offset + PAGE_SIZE);
    return { memories, total: pool.length, stale: await staleAcrossProjects(store, memories), note };
  }
  const rows = pageRows(store, q, offset);
  // counting stops at COUNT_CAP: an exact count of 100,000 rows costs more than the page itself
  const { sql, params } = where(q);
  const total = (
    stmt(store.db, `SELECT COUNT(*) AS n FROM (SELECT 1 FROM memories ${sql} LIMIT ${COUNT_CAP + 1})`).get(
      ...params,
    ) as { n: number }
  ).n;
  const memories = rows.map(toMemory);
  return {
    memories,
    total: Math.min(total, COUNT_CAP),
    capped: total > COUNT_CAP,
    stale: await staleAcrossProjects(store, memories),
    note,
  };
}

/**
 * One page, newest first. With a project it walks the (project, updated_at) index; across all projects
 * there is no updated_at index, so each project's newest `offset + PAGE_SIZE` rows are read through
 * its index and merged, instead of sorting the whole table.
 */
function pageRows(store: SqliteStore, q: MemoryQuery, offset: number): MemoryRow[] {
  const order = "ORDER BY updated_at DESC, rowid DESC";
  if (q.project) {
    const { sql, params } = where(q);
    return stmt(store.db, `SELECT * FROM memories ${sql} ${order} LIMIT ${PAGE_SIZE} OFFSET ?`).all(
      ...params,
      offset,
    ) as MemoryRow[];
  }
  const ids = (stmt(store.db, "SELECT id FROM projects").all() as { id: string }[]).map((r) => r.id);
  if (ids.length === 0) return [];
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const id of ids) {
    const w = where({ ...q, project: id });
    parts.push(
      `SELECT * FROM (SELECT rowid AS rid, * FROM memories ${w.sql} ${order} LIMIT ${offset + PAGE_SIZE})`,
    );
    params.push(...w.params);
  }
  return store.db
    .prepare(
      `SELECT * FROM (${parts.join(" UNION ALL ")}) ORDER BY updated_at DESC, rid DESC LIMIT ${PAGE_SIZE} OFFSET ?`,
    )
    .all(...params, offset) as MemoryRow[];
}
