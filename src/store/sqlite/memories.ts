/** Memory queries for the SQLite store (insert, get, patch, list, delete/restore; search is in search.ts). */

import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { CairnError } from "../../core/common/errors.js";
import type { Memory, MemoryPatch } from "../../core/memories/memory.js";
import type { Sighting } from "../../core/memories/sighting.js";
import { memoryInsertValues, PATCH_COLUMNS } from "../memory-columns.js";
import { rowToSighting, type SightingRow, sightingValues } from "../rows.js";
import type { MemoryFilter, MemoryStatement, NewMemoryRow } from "../store.js";
import { type MemoryRow, parseStringArray, toMemory } from "./rows.js";
import { stmt } from "./statements.js";

export function newMemoryId(): string {
  return `m_${randomBytes(6).toString("hex")}`;
}

export function insertMemory(db: Database.Database, m: NewMemoryRow, now: string): Memory {
  const id = m.id ?? newMemoryId();
  const values = memoryInsertValues(m, id, now);
  const columns = Object.keys(values);
  stmt(
    db,
    `INSERT INTO memories (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`,
  ).run({ ...values, pinned: m.pinned ? 1 : 0 });
  return mustGet(db, id);
}

export function getMemory(db: Database.Database, id: string): Memory | null {
  const row = stmt(db, "SELECT * FROM memories WHERE id = ?").get(id) as MemoryRow | undefined;
  return row ? toMemory(row) : null;
}

export function mustGet(db: Database.Database, id: string): Memory {
  const m = getMemory(db, id);
  if (!m) throw new CairnError("NOT_FOUND", `no memory with id ${id}`);
  return m;
}

export function updateMemory(db: Database.Database, id: string, patch: MemoryPatch, now: string): Memory {
  mustGet(db, id);
  const sets: string[] = ["updated_at = @now"];
  const params: Record<string, unknown> = { id, now };
  for (const [key, column] of Object.entries(PATCH_COLUMNS) as [keyof MemoryPatch, string][]) {
    const value = patch[key];
    if (value === undefined) continue;
    sets.push(`${column} = @${column}`);
    params[column] = Array.isArray(value)
      ? JSON.stringify(value)
      : typeof value === "boolean"
        ? Number(value)
        : value;
  }
  stmt(db, `UPDATE memories SET ${sets.join(", ")} WHERE id = @id`).run(params);
  return mustGet(db, id);
}

export function whereClause(f: MemoryFilter, alias = ""): { sql: string; params: unknown[] } {
  const a = alias ? `${alias}.` : "";
  const parts: string[] = [];
  const params: unknown[] = [];
  if (f.project) {
    parts.push(`${a}project = ?`);
    params.push(f.project);
  }
  if (f.types && f.types.length > 0) {
    parts.push(`${a}type IN (${f.types.map(() => "?").join(",")})`);
    params.push(...f.types);
  }
  if (f.onlyDeleted) parts.push(`${a}deleted_at IS NOT NULL`);
  else if (!f.includeDeleted) parts.push(`${a}deleted_at IS NULL`);
  if (f.supersededBy !== undefined) {
    parts.push(`${a}superseded_by = ?`);
    params.push(f.supersededBy);
  } else if (f.onlySuperseded) parts.push(`${a}superseded_by IS NOT NULL`);
  else if (!f.includeSuperseded) parts.push(`${a}superseded_by IS NULL`);
  if (f.pinned !== undefined) parts.push(`${a}pinned = ${f.pinned ? 1 : 0}`);
  return { sql: parts.length > 0 ? `WHERE ${parts.join(" AND ")}` : "", params };
}

export function listMemories(db: Database.Database, f: MemoryFilter): Memory[] {
  const { sql, params } = whereClause(f);
  const order = f.order === "oldest" ? "ASC" : "DESC";
  const rows = stmt(
    db,
    `SELECT * FROM memories ${sql} ORDER BY updated_at ${order}, rowid ${order} LIMIT ? OFFSET ?`,
  ).all(...params, f.limit ?? -1, f.offset ?? 0) as MemoryRow[];
  return rows.map(toMemory);
}

/** `listMemories` narrowed to each row's statement (Store.listStatements): four columns read, not all. */
export function listStatements(db: Database.Database, f: MemoryFilter): MemoryStatement[] {
  const { sql, params } = whereClause(f);
  const order = f.order === "oldest" ? "ASC" : "DESC";
  const rows = stmt(
    db,
    `SELECT id, type, title, files FROM memories ${sql} ORDER BY updated_at ${order}, rowid ${order} LIMIT ? OFFSET ?`,
  ).all(...params, f.limit ?? -1, f.offset ?? 0) as (Pick<MemoryRow, "id" | "title" | "files"> & {
    type: MemoryStatement["type"];
  })[];
  return rows.map((r) => ({ id: r.id, type: r.type, title: r.title, files: parseStringArray(r.files) }));
}

export function addSighting(db: Database.Database, memoryId: string, s: Sighting): boolean {
  // an existence check (mustGet's error), not the whole row: a save adds a sighting every time
  if (stmt(db, "SELECT 1 FROM memories WHERE id = ?").get(memoryId) === undefined)
    throw new CairnError("NOT_FOUND", `no memory with id ${memoryId}`);
  return (
    stmt(
      db,
      `INSERT OR IGNORE INTO memory_sightings
         (memory_id, key, at, source_kind, source_event, source_session, source_tool_use, captured_by, dedupe_key, title)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(...sightingValues(memoryId, s)).changes > 0
  );
}

export function listSightings(db: Database.Database, memoryId: string, limit?: number): Sighting[] {
  const rows = stmt(db, "SELECT * FROM memory_sightings WHERE memory_id = ? ORDER BY at, id LIMIT ?").all(
    memoryId,
    limit ?? -1,
  ) as SightingRow[];
  return rows.map(rowToSighting);
}

export function countMemories(db: Database.Database, f: MemoryFilter): number {
  const { sql, params } = whereClause(f);
  return (stmt(db, `SELECT COUNT(*) AS n FROM memories ${sql}`).get(...params) as { n: number }).n;
}

/** The live memory of `project` with dedupe key `key` (its own, or one of its sightings'), or null. */
export function findByDedupeKey(db: Database.Database, project: string, key: string): Memory | null {
  const r = stmt(
    db,
    // `+updated_at`: the order must not pick the (project, updated_at) index over memories_dedupe, which
    // scanned a whole project (https://www.sqlite.org/optoverview.html#disqualifying_where_clause_terms_using_unary_)
    // the whole row at once: a save looks its key up every time, and reading the id first cost a second query
    "SELECT * FROM memories WHERE project = ? AND dedupe_key = ? AND deleted_at IS NULL ORDER BY +updated_at DESC LIMIT 1",
  ).get(project, key) as MemoryRow | undefined;
  if (r) return toMemory(r);
  // a duplicate merged on save: its key is one of the memory's sightings
  const s = stmt(
    db,
    `SELECT m.* FROM memory_sightings s JOIN memories m ON m.id = s.memory_id
       WHERE s.dedupe_key = ? AND m.project = ? AND m.deleted_at IS NULL ORDER BY m.updated_at DESC LIMIT 1`,
  ).get(key, project) as MemoryRow | undefined;
  return s ? toMemory(s) : null;
}
