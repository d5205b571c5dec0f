/** Memory queries for the PostgreSQL store (insert, get, patch, list, count; search is in search.ts). */

import { randomBytes } from "node:crypto";
import { CairnError } from "../../core/common/errors.js";
import type { Memory, MemoryPatch } from "../../core/memories/memory.js";
import type { Sighting } from "../../core/memories/sighting.js";
import { memoryInsertValues, PATCH_COLUMNS } from "../memory-columns.js";
import { rowToSighting, type SightingRow, sightingValues } from "../rows.js";
import type { MemoryFilter, MemoryStatement, NewMemoryRow } from "../store.js";
import type { PgDatabase } from "./connection.js";
import { MEMORY_COLUMNS, type PgMemoryRow, stringArray, toMemory } from "./rows.js";

/** `m_` + 12 hex chars, the same shape as the SQLite store's ids. */
export function newMemoryId(): string {
  return `m_${randomBytes(6).toString("hex")}`;
}

/**
 * Inserts one memory. A live memory of the project already holding its dedupe key (the unique index of
 * migration 014, taken as the ON CONFLICT target) makes it CairnError("CONFLICT"): the caller updates
 * that memory instead (save-memory.ts, copy-store.ts), so concurrent writers store the key once.
 */
export async function insertMemory(db: PgDatabase, m: NewMemoryRow, now: string): Promise<Memory> {
  const values = memoryInsertValues(m, m.id ?? newMemoryId(), now);
  const columns = Object.keys(values);
  const json = new Set(["tags", "files"]);
  const rows = await db.query<PgMemoryRow>(
    `INSERT INTO memories (${columns.join(", ")})
     VALUES (${columns.map((c, i) => `$${i + 1}${json.has(c) ? "::jsonb" : ""}`).join(", ")})
     ON CONFLICT (project, dedupe_key) WHERE dedupe_key IS NOT NULL AND deleted_at IS NULL DO NOTHING
     RETURNING ${MEMORY_COLUMNS}`,
    Object.values(values),
  );
  const row = rows[0];
  if (!row)
    throw new CairnError(
      "CONFLICT",
      `a live memory of project ${m.project} already has the dedupe key ${JSON.stringify(m.dedupeKey)}`,
    );
  return toMemory(row);
}

export async function getMemory(db: PgDatabase, id: string): Promise<Memory | null> {
  const row = await db.one<PgMemoryRow>(`SELECT ${MEMORY_COLUMNS} FROM memories WHERE id = $1`, [id]);
  return row ? toMemory(row) : null;
}

export async function mustGet(db: PgDatabase, id: string): Promise<Memory> {
  const m = await getMemory(db, id);
  if (!m) throw new CairnError("NOT_FOUND", `no memory with id ${id}`);
  return m;
}

/** Sets the patched columns and `updated_at`, returning the row. Throws NOT_FOUND. */
export async function updateMemory(
  db: PgDatabase,
  id: string,
  patch: MemoryPatch,
  now: string,
): Promise<Memory> {
  const params: unknown[] = [id, now];
  const sets = ["updated_at = $2"];
  for (const [key, column] of Object.entries(PATCH_COLUMNS) as [keyof MemoryPatch, string][]) {
    const value = patch[key];
    if (value === undefined) continue;
    const isArray = Array.isArray(value);
    params.push(isArray ? JSON.stringify(value) : value);
    sets.push(`${column} = $${params.length}${isArray ? "::jsonb" : ""}`);
  }
  return setColumns(db, id, sets.join(", "), params);
}

/** `UPDATE memories SET <sets> WHERE id = $1 RETURNING …`; throws NOT_FOUND when no row matched. */
export async function setColumns(
  db: PgDatabase,
  id: string,
  sets: string,
  params: readonly unknown[],
): Promise<Memory> {
  const row = await db.one<PgMemoryRow>(
    `UPDATE memories SET ${sets} WHERE id = $1 RETURNING ${MEMORY_COLUMNS}`,
    params,
  );
  if (!row) throw new CairnError("NOT_FOUND", `no memory with id ${id}`);
  return toMemory(row);
}

/**
 * WHERE clause for a filter, with `$n` placeholders numbered after `params` (which it extends).
 * `alias` qualifies the columns (e.g. "m").
 */
export function whereClause(f: MemoryFilter, params: unknown[], alias = ""): string {
  const a = alias ? `${alias}.` : "";
  const parts: string[] = [];
  if (f.project) {
    params.push(f.project);
    parts.push(`${a}project = $${params.length}`);
  }
  if (f.types && f.types.length > 0) {
    params.push([...f.types]);
    parts.push(`${a}type = ANY($${params.length}::text[])`);
  }
  if (f.onlyDeleted) parts.push(`${a}deleted_at IS NOT NULL`);
  else if (!f.includeDeleted) parts.push(`${a}deleted_at IS NULL`);
  if (f.supersededBy !== undefined) {
    params.push(f.supersededBy);
    parts.push(`${a}superseded_by = $${params.length}`);
  } else if (f.onlySuperseded) parts.push(`${a}superseded_by IS NOT NULL`);
  else if (!f.includeSuperseded) parts.push(`${a}superseded_by IS NULL`);
  if (f.pinned !== undefined) parts.push(`${a}pinned = ${f.pinned ? "true" : "false"}`);
  return parts.length > 0 ? `WHERE ${parts.join(" AND ")}` : "";
}

export async function listMemories(db: PgDatabase, f: MemoryFilter): Promise<Memory[]> {
  const params: unknown[] = [];
  const where = whereClause(f, params);
  const order = f.order === "oldest" ? "ASC" : "DESC";
  params.push(f.limit ?? null, f.offset ?? 0);
  const rows = await db.query<PgMemoryRow>(
    `SELECT ${MEMORY_COLUMNS} FROM memories ${where} ORDER BY updated_at ${order}, seq ${order}
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return rows.map(toMemory);
}

/** `listMemories` narrowed to each row's statement (Store.listStatements): four columns read, not all. */
export async function listStatements(db: PgDatabase, f: MemoryFilter): Promise<MemoryStatement[]> {
  const params: unknown[] = [];
  const where = whereClause(f, params);
  const order = f.order === "oldest" ? "ASC" : "DESC";
  params.push(f.limit ?? null, f.offset ?? 0);
  const rows = await db.query<
    Pick<PgMemoryRow, "id" | "title" | "files"> & { type: MemoryStatement["type"] }
  >(
    `SELECT id, type, title, files FROM memories ${where} ORDER BY updated_at ${order}, seq ${order}
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return rows.map((r) => ({ id: r.id, type: r.type, title: r.title, files: stringArray(r.files) }));
}

/**
 * `listMemories` for several filters in one statement: each filter's query (same WHERE, order and
 * LIMIT/OFFSET), numbered `q`, joined by UNION ALL; the outer ORDER BY restores each one's order (the
 * oldest-first ones by the CASE keys, null for the others), and the rows are split back by `q`. One
 * round trip instead of one per filter.
 */
export async function listMemoriesBatch(
  db: PgDatabase,
  filters: readonly MemoryFilter[],
): Promise<Memory[][]> {
  if (filters.length === 0) return [];
  const params: unknown[] = [];
  const parts = filters.map((f, q) => {
    const where = whereClause(f, params);
    const order = f.order === "oldest" ? "ASC" : "DESC";
    params.push(f.limit ?? null, f.offset ?? 0);
    return `(SELECT ${q} AS q, seq AS batch_seq, ${MEMORY_COLUMNS} FROM memories ${where}
      ORDER BY updated_at ${order}, seq ${order} LIMIT $${params.length - 1} OFFSET $${params.length})`;
  });
  const oldest = filters.flatMap((f, q) => (f.order === "oldest" ? [q] : []));
  const asc =
    oldest.length === 0
      ? ""
      : `CASE WHEN q IN (${oldest.join(",")}) THEN updated_at END, CASE WHEN q IN (${oldest.join(",")}) THEN batch_seq END, `;
  const rows = await db.query<PgMemoryRow & { q: number }>(
    `SELECT * FROM (${parts.join(" UNION ALL ")}) AS batch ORDER BY q, ${asc}updated_at DESC, batch_seq DESC`,
    params,
  );
  const out: Memory[][] = filters.map(() => []);
  for (const r of rows) out[r.q]?.push(toMemory(r));
  return out;
}

export async function countMemories(db: PgDatabase, f: MemoryFilter): Promise<number> {
  const params: unknown[] = [];
  const where = whereClause(f, params);
  const r = await db.one<{ n: number }>(`SELECT count(*) AS n FROM memories ${where}`, params);
  return r?.n ?? 0;
}

/** Records a sighting; false when the memory already has one with its key. Throws NOT_FOUND. */
export async function addSighting(db: PgDatabase, memoryId: string, s: Sighting): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO memory_sightings
       (memory_id, key, at, source_kind, source_event, source_session, source_tool_use, captured_by, dedupe_key, title)
     SELECT id, $2, $3, $4, $5, $6, $7, $8, $9, $10 FROM memories WHERE id = $1
     ON CONFLICT (memory_id, key) DO NOTHING RETURNING 1`,
    sightingValues(memoryId, s),
  );
  if (rows.length > 0) return true;
  await mustGet(db, memoryId);
  return false;
}

export async function listSightings(db: PgDatabase, memoryId: string, limit?: number): Promise<Sighting[]> {
  const rows = await db.query<SightingRow>(
    "SELECT * FROM memory_sightings WHERE memory_id = $1 ORDER BY at, id LIMIT $2",
    [memoryId, limit ?? null],
  );
  return rows.map(rowToSighting);
}
