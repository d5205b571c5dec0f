/**
 * The keyword search plan (store/search-plan.ts) executed on PostgreSQL, so the re-rank above it
 * (core/recall) sees the candidates the SQLite store would give. Matching uses the GIN index on
 * `memories.fts` (migration 001); the server scores the candidates (bm25.ts: FTS5's BM25, each phrase's
 * weighted frequency from ts_rank_cd) with the project's own statistics (row count, token total, each
 * term's document frequency — soft-deleted and superseded rows included, as in SQLite's index) and
 * returns only the best `pool`. Query terms are split and stemmed like the indexed text
 * (cairn_fts_text + the `cairn_stem` Snowball dictionary); a term of 3+ characters matches as a prefix
 * (FTS5 `"term"*`), punctuation is inert.
 */
import {
  COMMON_CAP,
  type RowRef,
  type SearchDialect,
  searchScopes,
  type TermRef,
  termClass,
} from "../search-plan.js";
import type { SearchHit, SearchQuery } from "../store.js";
import { bm25Sql, type CorpusStats, idf } from "./bm25.js";
import type { PgDatabase } from "./connection.js";
import { whereClause } from "./memories.js";
import { memoryColumns, type PgMemoryRow, toMemory } from "./rows.js";

/** Characters that separate words (ASCII punctuation and spaces, Latin-1 and general punctuation). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters separate words, as in cairn_fts_text (migration 001)
const SEPARATORS = /[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f\u00a0-\u00bf\u2000-\u206f\u3000-\u303f]+/g;

interface Term {
  /** tsquery text matching the phrase (lexemes already stemmed). */
  tsquery: string;
  /** Rows of the project matching it, counted up to COMMON_CAP + 1. */
  count: number;
  /** The phrase without the prefix match, and its capped count: a word common on its own. */
  exact: string;
  exactCount: number;
}

const quoteWord = (w: string) => `'${w.replaceAll("'", "''")}'`;

/**
 * tsquery source text of each term for `to_tsquery('cairn', …)`: its words (split like the indexed
 * text) as a phrase, the last one a prefix when the term has 3+ characters (FTS5 `"term"*`).
 */
export function termQueries(terms: readonly string[], exact = false): string[] {
  return terms.map((t) => {
    const words = t.replace(SEPARATORS, " ").trim().split(" ").filter(Boolean);
    if (words.length === 0) return "";
    const prefix = t.length >= 3 && !exact ? ":*" : "";
    return words.map((w, j) => quoteWord(w) + (j === words.length - 1 ? prefix : "")).join(" <-> ");
  });
}

/** The lexemes of a normalised tsquery's text (`'a' <-> 'b':*` → a, b). */
export function lexemesOf(tsquery: string): string[] {
  return [...tsquery.matchAll(/'((?:[^']|'')*)'/g)].map((m) => (m[1] as string).replaceAll("''", "'"));
}

const anyOf = (terms: readonly Term[]) => terms.map((t) => `(${t.tsquery})`).join(" | ");

export async function searchMemories(db: PgDatabase, q: SearchQuery): Promise<SearchHit[]> {
  const terms = q.terms.filter((_, i) => termQueries(q.terms)[i] !== "");
  const sources = [...termQueries(terms), ...termQueries(terms, true)];
  if (sources.length === 0) return [];
  const projects = q.project
    ? [q.project]
    : (await db.query<{ project: string }>("SELECT project FROM memory_fts_stats WHERE docs > 0")).map(
        (r) => r.project,
      );
  return searchScopes(q, projects, (project) => pgDialect(db, project, sources, q));
}

/**
 * One round trip: the project's statistics, each term stemmed into a tsquery, and each term's match
 * count (capped). Null when the project has no memories.
 */
async function prepare(
  db: PgDatabase,
  project: string,
  sources: readonly string[],
): Promise<{ stats: CorpusStats; terms: Term[] } | null> {
  // one subquery per term with its text bound as a parameter, so the planner sees each tsquery and
  // uses the GIN index (a tsquery computed per row of an unnest() would get a generic plan)
  const tsq = sources.map((_, i) => `to_tsquery('cairn', $${i + 3})`);
  const rows = await db.query<{ docs: number | null; tokens: number | null; tsq: string[]; n: number[] }>(
    `SELECT s.docs, s.tokens, ARRAY[${tsq.map((q) => `${q}::text`).join(", ")}] AS tsq,
       ARRAY[${tsq.map((q) => `(SELECT count(*)::int FROM (SELECT 1 FROM memories WHERE project = $1 AND fts @@ ${q} LIMIT $2) c)`).join(", ")}] AS n
     FROM (SELECT 1) one LEFT JOIN memory_fts_stats s ON s.project = $1`,
    [project, COMMON_CAP + 1, ...sources],
  );
  const first = rows[0];
  if (!first?.docs) return null;
  const stats = { docs: first.docs, tokens: first.tokens ?? 0 };
  // a term whose words all vanish (no lexeme) matches nothing
  const k = sources.length / 2;
  const terms = first.tsq.slice(0, k).flatMap((t, i) =>
    t === ""
      ? []
      : [
          {
            tsquery: t,
            count: first.n[i] ?? 0,
            exact: first.tsq[k + i] ?? t,
            exactCount: first.n[k + i] ?? 0,
          },
        ],
  );
  return { stats, terms };
}

/**
 * The plan's steps for one project. `classify` reads the project's statistics and terms first; the
 * document frequency of each common term comes with `recent` (BM25's n for the newest rows' score).
 */
function pgDialect(
  db: PgDatabase,
  project: string,
  sources: readonly string[],
  q: SearchQuery,
): SearchDialect {
  let stats: CorpusStats = { docs: 0, tokens: 0 };
  let terms: Term[] = [];
  const docFreq = new Map<number, number>();
  // a word common on its own matches exactly, as in the SQLite store (whose prefix match would merge
  // the doclists of every word sharing it)
  const expr = (t: TermRef) => (t.token ? terms[t.index]?.exact : terms[t.index]?.tsquery) as string;
  const filter = (params: unknown[]) => {
    const where = whereClause({ project, types: q.types ? [...q.types] : undefined }, params, "m");
    return where ? `${where} AND` : "WHERE";
  };
  return {
    async classify() {
      const prepared = await prepare(db, project, sources);
      if (!prepared) return null;
      ({ stats, terms } = prepared);
      return terms.map((t) => termClass(t.exactCount, t.count));
    },
    best: (rare, pool) =>
      bestMatches(
        db,
        filter,
        rare.map((i) => terms[i] as Term),
        stats,
        pool,
      ),
    newest: (refs, want) => newestMatches(db, filter, refs.map(expr), want),
    async recent(refs, lo) {
      const found = await recentCounts(db, project, refs.map(expr), lo);
      refs.forEach((t, i) => {
        docFreq.set(t.index, found.counts[i] ?? terms[t.index]?.count ?? 0);
      });
      return { rows: found.rows, matches: found.recent };
    },
    score: (rows, refs) =>
      scoreRows(
        db,
        rows,
        refs.map((t) => ({ ...(terms[t.index] as Term), tsquery: expr(t) })),
        refs.map((t) => docFreq.get(t.index) ?? terms[t.index]?.count ?? 0),
        stats,
      ),
  };
}

/** The best `pool` rows matching any of the rare `terms`, scored by BM25 of those terms. */
async function bestMatches(
  db: PgDatabase,
  filter: (params: unknown[]) => string,
  rare: readonly Term[],
  stats: CorpusStats,
  pool: number,
): Promise<SearchHit[]> {
  const params: unknown[] = [];
  const where = filter(params);
  params.push(anyOf(rare), pool);
  const n = params.length;
  const bm25 = scoring(
    params,
    rare,
    rare.map((t) => t.count),
    stats,
  );
  const rows = await db.query<ScoredRow>(
    `SELECT ${memoryColumns("m")}, ${bm25} AS score FROM memories m
     ${where} m.fts @@ $${n - 1}::tsquery ORDER BY score DESC, m.seq ASC LIMIT $${n}`,
    params,
  );
  return rows.map((r) => ({ memory: toMemory(r), score: r.score }));
}

/** The newest `want` rows matching any of the tsqueries `exprs`, newest first. */
async function newestMatches(
  db: PgDatabase,
  filter: (params: unknown[]) => string,
  exprs: readonly string[],
  want: number,
): Promise<RowRef[]> {
  const params: unknown[] = [];
  const where = filter(params);
  params.push(exprs.map((e) => `(${e})`).join(" | "), want);
  const n = params.length;
  const rows = await db.query<{ id: string; seq: number }>(
    `SELECT m.id, m.seq FROM memories m ${where} m.fts @@ $${n - 1}::tsquery ORDER BY m.seq DESC LIMIT $${n}`,
    params,
  );
  return rows.map((r) => ({ id: r.id, seq: Number(r.seq) }));
}

/** Rows of the project from seq `lo` on; per term (tsquery text): its count in the project and from `lo` on. */
async function recentCounts(db: PgDatabase, project: string, cq: readonly string[], lo: number) {
  const found = await db.one<{ rows: number; counts: number[]; recent: number[] }>(
    `SELECT (SELECT count(*)::int FROM memories WHERE project = $1 AND seq >= $2) AS rows,
       ARRAY[${cq.map((_, i) => `(SELECT count(*)::int FROM memories WHERE project = $1 AND fts @@ $${i + 3}::tsquery)`).join(", ")}]::int[] AS counts,
       ARRAY[${cq.map((_, i) => `(SELECT count(*)::int FROM memories WHERE project = $1 AND seq >= $2 AND fts @@ $${i + 3}::tsquery)`).join(", ")}]::int[] AS recent`,
    [project, lo, ...cq],
  );
  return { rows: found?.rows ?? 0, counts: found?.counts ?? [], recent: found?.recent ?? [] };
}

/** `rows` with their BM25 over `terms` (each with its document frequency), newest first. */
async function scoreRows(
  db: PgDatabase,
  rows: readonly RowRef[],
  terms: readonly Term[],
  docFreq: readonly number[],
  stats: CorpusStats,
): Promise<SearchHit[]> {
  const params: unknown[] = [rows.map((r) => r.id)];
  const bm25 = terms.length === 0 ? "0::float8" : scoring(params, terms, docFreq, stats);
  const scored = await db.query<ScoredRow>(
    `SELECT ${memoryColumns("m")}, ${bm25} AS score FROM memories m WHERE m.id = ANY($1::text[])
     ORDER BY m.seq DESC`,
    params,
  );
  return scored.map((r) => ({ memory: toMemory(r), score: r.score }));
}

type ScoredRow = PgMemoryRow & { score: number };

/** Binds the phrases, their idf and avgdl onto `params`; returns the row's BM25 expression. */
function scoring(params: unknown[], terms: readonly Term[], hits: readonly number[], s: CorpusStats): string {
  params.push(
    terms.map((t) => t.tsquery),
    hits.map((h) => idf(s.docs, h)),
    s.docs > 0 ? s.tokens / s.docs || 1 : 1,
  );
  const n = params.length;
  return bm25Sql(`$${n - 2}::tsquery[]`, `$${n - 1}::float8[]`, `$${n}::float8`);
}
