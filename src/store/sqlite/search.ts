/**
 * Keyword search over a project's own FTS5 index (store/sqlite/project-fts.ts), bounded at any size:
 * 1. Each term's match count is read with a cap (`COMMON_CAP` + 1 rows at most): a term matching more
 *    rows than the cap is "common" and does not generate candidates (its idf is low anyway).
 * 2. Candidates: the rows matching any rare term, the best `pool` by BM25 — FTS5 ranks those rows on
 *    its own and only the best are read from `memories` — then up to TOP_UP of the newest rows matching
 *    only common terms; when every term is common, the newest `pool` matching rows. `rareOnly` (query
 *    expansion) drops common terms entirely.
 * 3. Scores: BM25 of the terms that generated a row (rare terms, or the whole query for the rows that
 *    match only common terms, re-scored with one rowid-range query; there a token common on its own
 *    is matched as that token, not as a prefix, and a term matching over a quarter of those newest
 *    rows is left out of the score: its idf is near 0 and FTS5 would read its whole doclist for it).
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
  const counts = new Map(q.terms.map((t) => [t, matchCount(db, table, t)]));
  const rare = q.terms.filter((t) => counts.get(t) === "rare");
  if (q.rareOnly) {
    // expansion terms: only discriminating ones count, and they are scored alone
    if (rare.length === 0) return [];
    q = { ...q, terms: rare };
  }
  if (rare.length === q.terms.length) {
    // no term is common: FTS5 scores only the rows that match
    return bestMatches(db, table, filter, ftsQuery(q.terms), pool);
  }
  const hits: SearchHit[] = [];
  if (rare.length > 0) {
    // candidates and their scores from the rare terms (a common term's idf is small)
    hits.push(...bestMatches(db, table, filter, ftsQuery(rare), pool));
  }
  // the newest rows matching the whole query fill the pool (all of it when every term is common)
  const want = rare.length === 0 ? pool : Math.min(pool, hits.length + TOP_UP);
  if (hits.length >= want) return hits;
  // a token common on its own is matched exactly here: its prefix would make FTS5 merge the doclist of
  // every token sharing it, for matching and again for BM25's document frequencies
  const expr = (t: string) =>
    counts.get(t) === "common-token" ? ftsQuery([t]).replace(/\*$/, "") : ftsQuery([t]);
  const full = q.terms.map(expr).join(" OR ");
  const newest = stmt(
    db,
    `SELECT ${table}.rowid AS id FROM ${table} JOIN memories m ON m.rowid = ${table}.rowid
     ${where} ${table} MATCH ? ORDER BY ${table}.rowid DESC LIMIT ?`,
  )
    .all(...params, full, want)
    .map((r) => (r as { id: number }).id);
  if (newest.length === 0) return hits;
  // every match of the whole query at or above the lowest of these rowids is one of them, so rowid-range
  // queries read and score them all (a rowid range is cheap for FTS5; per-row lookups are not)
  const lo = Math.min(...newest);
  const scores = rangeScores(
    db,
    table,
    q.terms.filter((t) => counts.get(t) === "rare" || !veryCommon(db, table, expr(t), lo)).map(expr),
    lo,
  );
  const seen = new Set(hits.map((h) => h.memory.id));
  // the newest rows themselves, by rowid (padded to `pool` placeholders: one statement per pool size)
  const ids = [...newest, ...Array<number>(pool - newest.length).fill(-1)];
  const rows = stmt(
    db,
    `SELECT m.rowid AS rid, m.* FROM memories m WHERE m.rowid IN (${ids.map(() => "?").join(",")})
     ORDER BY m.rowid DESC`,
  ).all(...ids) as (MemoryRow & { rid: number })[];
  for (const r of rows) {
    if (hits.length >= want) break;
    if (seen.has(r.id)) continue;
    hits.push({ memory: toMemory(r), score: scores.get(r.rid) ?? 0 });
  }
  return hits;
}

/**
 * Whether `term` (prefix-matched as in `ftsQuery`) matches more than COMMON_CAP rows, counting at most
 * COMMON_CAP + 1. The exact token is counted first: FTS5 reads a token's doclist lazily, so that count
 * stops early, while a prefix query merges the whole doclist of every token with the prefix before its
 * first row. A token common on its own ("common-token") makes its prefix common too, so only rarer
 * tokens pay for the prefix count ("common-prefix" when the prefix alone is common).
 */
function matchCount(
  db: Database.Database,
  table: string,
  term: string,
): "rare" | "common-token" | "common-prefix" {
  const count = (match: string) => countUpTo(db, table, match, COMMON_CAP + 1);
  if (count(`"${term.replaceAll('"', '""')}"`) > COMMON_CAP) return "common-token";
  if (term.length < 3) return "rare";
  return count(ftsQuery([term])) > COMMON_CAP ? "common-prefix" : "rare";
}

/** Index rows at or above rowid `lo`. */
function rowsFrom(db: Database.Database, table: string, lo: number): number {
  return (stmt(db, `SELECT count(*) AS n FROM ${table}_docsize WHERE id >= ?`).get(lo) as { n: number }).n;
}

/**
 * Whether the FTS5 expression `expr` matches more than a quarter of the index rows at or above rowid
 * `lo` (the newest rows): then its BM25 idf, ln((N − n + 0.5) / (n + 0.5)), is about ln 3 or less, and
 * it is left out of those rows' score — FTS5 computes n by reading the term's whole doclist. The rows
 * are read newest first with a LIMIT: FTS5 walks a doclist from its start for a `rowid >=` constraint.
 */
function veryCommon(db: Database.Database, table: string, expr: string, lo: number): boolean {
  const rows = rowsFrom(db, table, lo);
  const hits = stmt(
    db,
    `SELECT count(*) AS n FROM (SELECT rowid FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid DESC LIMIT ?)
     WHERE rowid >= ?`,
  ).get(expr, rows, lo) as { n: number };
  return hits.n * 4 > rows;
}

/** BM25 (negated) of the rows at or above rowid `lo` matching any of `exprs`, by rowid. */
function rangeScores(db: Database.Database, table: string, exprs: string[], lo: number): Map<number, number> {
  const scores = new Map<number, number>();
  if (exprs.length === 0) return scores;
  const rows = stmt(
    db,
    `SELECT id, score FROM (SELECT rowid AS id, -${BM25(table)} AS score FROM ${table} WHERE ${table} MATCH ?
       ORDER BY rowid DESC LIMIT ?) WHERE id >= ?`,
  ).all(exprs.join(" OR "), rowsFrom(db, table, lo), lo) as { id: number; score: number }[];
  for (const r of rows) scores.set(r.id, r.score);
  return scores;
}

/** Matches of the FTS5 query read beyond `pool` before the memories filter (deleted, superseded, type). */
const OVERFETCH = 20;

/**
 * The best `pool` memories matching `match` that pass `filter`, by BM25. FTS5 ranks its own rows first
 * and only the best `pool + OVERFETCH` are read from `memories` (a memories row per match cost more
 * than the ranking); when the filter leaves fewer than `pool` of them and more matches exist, every
 * match is joined and filtered instead.
 */
function bestMatches(
  db: Database.Database,
  table: string,
  filter: MemoryFilter,
  match: string,
  pool: number,
): SearchHit[] {
  const { sql, params } = whereClause(filter, "m");
  const where = sql ? `${sql} AND` : "WHERE";
  const read = pool + OVERFETCH;
  // CROSS JOIN keeps FTS5's ranked rows as the outer loop (each memories row found by its rowid)
  let rows = stmt(
    db,
    `SELECT m.*, t.score FROM (SELECT rowid AS rid, -${BM25(table)} AS score FROM ${table}
       WHERE ${table} MATCH ? ORDER BY score DESC LIMIT ?) t CROSS JOIN memories m ON m.rowid = t.rid
     ${sql} ORDER BY t.score DESC LIMIT ?`,
  ).all(match, read, ...params, pool) as (MemoryRow & { score: number })[];
  if (rows.length < pool && countUpTo(db, table, match, read + 1) > read) {
    rows = stmt(
      db,
      `SELECT m.*, -${BM25(table)} AS score FROM ${table} JOIN memories m ON m.rowid = ${table}.rowid
       ${where} ${table} MATCH ? ORDER BY score DESC LIMIT ?`,
    ).all(...params, match, pool) as (MemoryRow & { score: number })[];
  }
  return rows.map((r) => ({ memory: toMemory(r), score: r.score }));
}

function countUpTo(db: Database.Database, table: string, match: string, cap: number): number {
  return (
    stmt(db, `SELECT count(*) AS n FROM (SELECT rowid FROM ${table} WHERE ${table} MATCH ? LIMIT ?)`).get(
      match,
      cap,
    ) as { n: number }
  ).n;
}
