/**
 * The keyword search plan (store/search-plan.ts) executed over a project's own FTS5 index
 * (store/sqlite/project-fts.ts), bounded at any size: counts stop at COMMON_CAP + 1 rows (none is read
 * when the index itself holds no more: no term can be common there), FTS5 ranks
 * the rare-term candidates on its own and only the best are read from `memories`, and the newest rows
 * matching only common terms are re-scored with one rowid-range query. Scores are FTS5's bm25()
 * negated (higher is better), column weights title 10, body 4, files 2, tags 3; k1 = 1.2, b = 0.75
 * (https://www.sqlite.org/fts5.html#the_bm25_function). Statistics are the project's own.
 */
import type Database from "better-sqlite3";
import {
  COMMON_CAP,
  type RowRef,
  type SearchDialect,
  searchScopes,
  type TermClass,
  type TermRef,
  termClass,
} from "../search-plan.js";
import type { MemoryFilter, SearchHit, SearchQuery } from "../store.js";
import { whereClause } from "./memories.js";
import { allFtsTables, ensureFtsTable, ftsTable } from "./project-fts.js";
import { type MemoryRow, toMemory } from "./rows.js";
import { stmt } from "./statements.js";

const BM25 = (t: string) => `bm25(${t}, 10.0, 4.0, 2.0, 3.0)`;

/** FTS5 query: each term quoted (so user punctuation is inert), prefix-matched when ≥ 3 chars, joined. */
export function ftsQuery(terms: readonly string[], op: "OR" | "AND" = "OR"): string {
  return terms.map((t) => `"${t.replaceAll('"', '""')}"${t.length >= 3 ? "*" : ""}`).join(` ${op} `);
}

export async function searchMemories(db: Database.Database, q: SearchQuery): Promise<SearchHit[]> {
  if (q.terms.length === 0) return [];
  // every hit passes the filter: a project with no memory of the asked types has none to search
  if (
    q.project &&
    q.types &&
    q.types.length > 0 &&
    !anyMemory(db, { project: q.project, types: [...q.types] })
  )
    return [];
  const tables = q.project ? [projectTable(db, q.project)] : allFtsTables(db).map((t) => t.table);
  return searchScopes(
    q,
    tables.filter((t): t is string => t !== null),
    (table, pool) => ftsDialect(db, table, q, pool),
  );
}

/** Whether a live memory (not deleted, not superseded) passes `filter`. */
function anyMemory(db: Database.Database, filter: MemoryFilter): boolean {
  const { sql, params } = whereClause(filter);
  return stmt(db, `SELECT 1 FROM memories ${sql} LIMIT 1`).get(...params) !== undefined;
}

/** The project's FTS table, built on first use when the project already has memories. */
function projectTable(db: Database.Database, project: string): string | null {
  const t = ftsTable(db, project);
  if (t) return t;
  const any = stmt(db, "SELECT 1 FROM memories WHERE project = ? LIMIT 1").get(project);
  return any ? ensureFtsTable(db, project) : null;
}

/** The plan's steps over one FTS5 table; `q.terms` are the plan's terms, by index. */
function ftsDialect(db: Database.Database, table: string, q: SearchQuery, pool: number): SearchDialect {
  const filter: MemoryFilter = { project: q.project, types: q.types ? [...q.types] : undefined };
  // a token common on its own is matched exactly: its prefix would make FTS5 merge the doclist of
  // every token sharing it, for matching and again for BM25's document frequencies
  const expr = (t: TermRef) => {
    const term = q.terms[t.index] as string;
    return t.token ? ftsQuery([term]).replace(/\*$/, "") : ftsQuery([term]);
  };
  let size: number | undefined;
  const indexed = () => (size ??= indexRows(db, table));
  return {
    // an index of at most COMMON_CAP rows has no common term: no term's count is read
    classify: () =>
      indexed() <= COMMON_CAP
        ? q.terms.map((): TermClass => "rare")
        : q.terms.map((t) => matchCount(db, table, t)),
    best: (terms, n) =>
      bestMatches(db, table, filter, ftsQuery(terms.map((i) => q.terms[i] as string)), n, indexed()),
    newest: (terms, want) => newestMatches(db, table, filter, terms.map(expr).join(" OR "), want),
    recent: (terms, lo) => {
      const rows = rowsFrom(db, table, lo);
      return { rows, matches: terms.map((t) => matchesFrom(db, table, expr(t), rows, lo)) };
    },
    score: (rows, terms, lo) => scoreRows(db, rows, rangeScores(db, table, terms.map(expr), lo), pool),
  };
}

/** The newest `want` rows matching `match` that pass `filter`, newest first. */
function newestMatches(
  db: Database.Database,
  table: string,
  filter: MemoryFilter,
  match: string,
  want: number,
): RowRef[] {
  const { sql, params } = whereClause(filter, "m");
  const where = sql ? `${sql} AND` : "WHERE";
  return stmt(
    db,
    `SELECT m.id AS id, ${table}.rowid AS seq FROM ${table} JOIN memories m ON m.rowid = ${table}.rowid
     ${where} ${table} MATCH ? ORDER BY ${table}.rowid DESC LIMIT ?`,
  ).all(...params, match, want) as RowRef[];
}

/**
 * The rows themselves with their scores (0 when none of the scoring terms matched), newest first:
 * read by rowid, padded to `pool` placeholders (one statement per pool size).
 */
function scoreRows(
  db: Database.Database,
  refs: readonly RowRef[],
  scores: Map<number, number>,
  pool: number,
): SearchHit[] {
  const ids = [...refs.map((r) => r.seq), ...Array<number>(Math.max(0, pool - refs.length)).fill(-1)];
  const rows = stmt(
    db,
    `SELECT m.rowid AS rid, m.* FROM memories m WHERE m.rowid IN (${ids.map(() => "?").join(",")})
     ORDER BY m.rowid DESC`,
  ).all(...ids) as (MemoryRow & { rid: number })[];
  return rows.map((r) => ({ memory: toMemory(r), score: scores.get(r.rid) ?? 0 }));
}

/**
 * Whether `term` (prefix-matched as in `ftsQuery`) matches more than COMMON_CAP rows, counting at most
 * COMMON_CAP + 1. The exact token is counted first: FTS5 reads a token's doclist lazily, so that count
 * stops early, while a prefix query merges the whole doclist of every token with the prefix before its
 * first row. A token common on its own ("common-token") makes its prefix common too, so only rarer
 * tokens pay for the prefix count ("common-prefix" when the prefix alone is common).
 */
function matchCount(db: Database.Database, table: string, term: string): TermClass {
  const count = (match: string) => countUpTo(db, table, match, COMMON_CAP + 1);
  const token = count(`"${term.replaceAll('"', '""')}"`);
  return termClass(token, token > COMMON_CAP || term.length < 3 ? null : count(ftsQuery([term])));
}

/** Rows of the index, counting at most COMMON_CAP + 1 (a match count never exceeds it). */
function indexRows(db: Database.Database, table: string): number {
  return (
    stmt(db, `SELECT count(*) AS n FROM (SELECT 1 FROM ${table}_docsize LIMIT ?)`).get(COMMON_CAP + 1) as {
      n: number;
    }
  ).n;
}

/** Index rows at or above rowid `lo`. */
function rowsFrom(db: Database.Database, table: string, lo: number): number {
  return (stmt(db, `SELECT count(*) AS n FROM ${table}_docsize WHERE id >= ?`).get(lo) as { n: number }).n;
}

/**
 * How many of the `rows` index rows at or above rowid `lo` (the newest rows) the FTS5 expression
 * `expr` matches: the plan leaves a term matching over a quarter of them out of their score, and FTS5
 * would compute its n by reading the term's whole doclist. The rows are read newest first with a
 * LIMIT: FTS5 walks a doclist from its start for a `rowid >=` constraint.
 */
function matchesFrom(db: Database.Database, table: string, expr: string, rows: number, lo: number): number {
  const hits = stmt(
    db,
    `SELECT count(*) AS n FROM (SELECT rowid FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid DESC LIMIT ?)
     WHERE rowid >= ?`,
  ).get(expr, rows, lo) as { n: number };
  return hits.n;
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
 * match is joined and filtered instead. `indexed`: the index's rows (indexRows, capped): a match is an
 * indexed row, so an index of at most `pool + OVERFETCH` rows has no more matches to count.
 */
function bestMatches(
  db: Database.Database,
  table: string,
  filter: MemoryFilter,
  match: string,
  pool: number,
  indexed: number,
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
  if (rows.length < pool && indexed > read && countUpTo(db, table, match, read + 1) > read) {
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
