/**
 * Keyword search over a project's own FTS5 index (store/sqlite/project-fts.ts), bounded at any size:
 * 1. Each term's match count is read with a cap (`COMMON_CAP` + 1 rows at most): a term matching more
 *    rows than the cap is "common" and does not generate candidates (its idf is low anyway).
 * 2. Candidates: the rows matching any rare term, the best `pool` by BM25 — FTS5 scores only those
 *    rows — then up to TOP_UP of the newest rows matching only common terms; when every term is
 *    common, the newest `pool` matching rows. `rareOnly` (query expansion) drops common terms entirely.
 * 3. Scores: BM25 of the terms that generated a row (rare terms, or the whole query for the rows that
 *    match only common terms, scored with one rowid-range query).
 * Scores are FTS5's bm25() negated (higher is better), column weights title 10, body 4, files 2, tags 3;
 * k1 = 1.2, b = 0.75 (https://www.sqlite.org/fts5.html#the_bm25_function). Statistics are the project's own.
 */
import type Database from "better-sqlite3";
import type { MemoryFilter, SearchHit, SearchQuery } from "../store.js";
import { whereClause } from "./memories.js";
import { allFtsTables, ensureFtsTable, ftsTable } from "./project-fts.js";
import { type MemoryRow, toMemory } from "./rows.js";
import { stmt } from "./statements.js";

/** A term matching more rows than this does not generate candidates. */
export const COMMON_CAP = 1000;
/** Candidates scored per project (at least the requested limit). */
export const DEFAULT_POOL = 100;
/** Rows matching only common terms added after the rare-term candidates. */
export const TOP_UP = 20;

const BM25 = (t: string) => `bm25(${t}, 10.0, 4.0, 2.0, 3.0)`;

/** FTS5 query: each term quoted (so user punctuation is inert), prefix-matched when ≥ 3 chars, joined. */
export function ftsQuery(terms: readonly string[], op: "OR" | "AND" = "OR"): string {
  return terms.map((t) => `"${t.replaceAll('"', '""')}"${t.length >= 3 ? "*" : ""}`).join(` ${op} `);
}

export function searchMemories(db: Database.Database, q: SearchQuery): SearchHit[] {
  if (q.terms.length === 0) return [];
  const limit = q.limit ?? 20;
  const tables = q.project ? [projectTable(db, q.project)] : allFtsTables(db).map((t) => t.table);
  const hits: SearchHit[] = [];
  for (const table of tables) {
    if (table) hits.push(...searchTable(db, table, q, Math.max(limit, q.pool ?? DEFAULT_POOL)));
  }
  hits.sort((a, b) => b.score - a.score);
  return hits.slice(0, limit);
}

/** The project's FTS table, built on first use when the project already has memories. */
function projectTable(db: Database.Database, project: string): string | null {
  const t = ftsTable(db, project);
  if (t) return t;
  const any = stmt(db, "SELECT 1 FROM memories WHERE project = ? LIMIT 1").get(project);
  return any ? ensureFtsTable(db, project) : null;
}

function searchTable(db: Database.Database, table: string, q: SearchQuery, pool: number): SearchHit[] {
  const filter: MemoryFilter = { project: q.project, types: q.types ? [...q.types] : undefined };
  const { sql, params } = whereClause(filter, "m");
  const where = sql ? `${sql} AND` : "WHERE";
  const rare = q.terms.filter((t) => matchCount(db, table, t) <= COMMON_CAP);
  if (q.rareOnly) {
    // expansion terms: only discriminating ones count, and they are scored alone
    if (rare.length === 0) return [];
    q = { ...q, terms: rare };
  }
  if (rare.length === q.terms.length) {
    // no term is common: FTS5 scores only the rows that match
    const rows = stmt(
      db,
      `SELECT m.*, -${BM25(table)} AS score FROM ${table} JOIN memories m ON m.rowid = ${table}.rowid
       ${where} ${table} MATCH ? ORDER BY score DESC LIMIT ?`,
    ).all(...params, ftsQuery(q.terms), pool) as (MemoryRow & { score: number })[];
    return rows.map((r) => ({ memory: toMemory(r), score: r.score }));
  }
  const hits: SearchHit[] = [];
  if (rare.length > 0) {
    // candidates and their scores from the rare terms (a common term's idf is small)
    const rows = stmt(
      db,
      `SELECT m.*, -${BM25(table)} AS score FROM ${table} JOIN memories m ON m.rowid = ${table}.rowid
       ${where} ${table} MATCH ? ORDER BY score DESC LIMIT ?`,
    ).all(...params, ftsQuery(rare), pool) as (MemoryRow & { score: number })[];
    for (const r of rows) hits.push({ memory: toMemory(r), score: r.score });
  }
  // the newest rows matching the whole query fill the pool (all of it when every term is common)
  const want = rare.length === 0 ? pool : Math.min(pool, hits.length + TOP_UP);
  if (hits.length >= want) return hits;
  const full = ftsQuery(q.terms);
  const newest = stmt(
    db,
    `SELECT ${table}.rowid AS id FROM ${table} JOIN memories m ON m.rowid = ${table}.rowid
     ${where} ${table} MATCH ? ORDER BY ${table}.rowid DESC LIMIT ?`,
  )
    .all(...params, full, want)
    .map((r) => (r as { id: number }).id);
  if (newest.length === 0) return hits;
  // every match of the whole query at or above the lowest of these rowids is one of them, so one
  // rowid-range query scores them all (a rowid range is cheap for FTS5; per-row lookups are not)
  const seen = new Set(hits.map((h) => h.memory.id));
  const scored = stmt(
    db,
    `SELECT m.*, -${BM25(table)} AS score FROM ${table} JOIN memories m ON m.rowid = ${table}.rowid
     ${where} ${table} MATCH ? AND ${table}.rowid >= ? ORDER BY ${table}.rowid DESC`,
  ).all(...params, full, Math.min(...newest)) as (MemoryRow & { score: number })[];
  for (const r of scored) {
    if (hits.length >= want) break;
    if (seen.has(r.id)) continue;
    hits.push({ memory: toMemory(r), score: r.score });
  }
  return hits;
}

/** How many rows match `term`, counting at most COMMON_CAP + 1. */
function matchCount(db: Database.Database, table: string, term: string): number {
  const r = stmt(
    db,
    `SELECT count(*) AS n FROM (SELECT rowid FROM ${table} WHERE ${table} MATCH ? LIMIT ?)`,
  ).get(ftsQuery([term]), COMMON_CAP + 1) as { n: number };
  return r.n;
}
