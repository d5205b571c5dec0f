/**
 * Keyword search for the PostgreSQL store, with the candidate pools of store/sqlite/search.ts so the
 * re-rank above it (core/recall) sees the same candidates:
 * 1. Each term's match count in the project is read with a cap (COMMON_CAP + 1 rows): a term matching
 *    more rows is "common" and does not generate candidates.
 * 2. Candidates: the rows matching any rare term, the best `pool` by BM25 of the rare terms; then up to
 *    TOP_UP of the newest rows matching only common terms (all `pool` of them when every term is common),
 *    scored by BM25 of the whole query — there a word common on its own matches as that word, not as a
 *    prefix, and a term matching over a quarter of the project's rows from the oldest of those newest
 *    rows on is left out of the score (its idf is about ln 3 or less), exactly as the SQLite store does.
 *    `rareOnly` (query expansion) drops common terms entirely.
 * 3. Matching uses the GIN index on `memories.fts` (migration 001); the server scores the candidates
 *    (bm25.ts: FTS5's BM25, each phrase's weighted frequency from ts_rank_cd) with the project's own
 *    statistics (row count, token total, each term's document frequency — soft-deleted and superseded
 *    rows included, as in SQLite's index) and returns only the best `pool`.
 * Query terms are split and stemmed like the indexed text (cairn_fts_text + the `cairn_stem` Snowball
 * dictionary); a term of 3+ characters matches as a prefix (FTS5 `"term"*`), punctuation is inert.
 */
import type { SearchHit, SearchQuery } from "../store.js";
import { bm25Sql, type CorpusStats, idf } from "./bm25.js";
import type { PgDatabase } from "./connection.js";
import { whereClause } from "./memories.js";
import { memoryColumns, type PgMemoryRow, toMemory } from "./rows.js";

/** A term matching more rows than this does not generate candidates. */
export const COMMON_CAP = 1000;
/** Candidates scored per project (at least the requested limit). */
export const DEFAULT_POOL = 100;
/** Rows matching only common terms added after the rare-term candidates. */
export const TOP_UP = 20;

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
  const limit = q.limit ?? 20;
  const projects = q.project
    ? [q.project]
    : (await db.query<{ project: string }>("SELECT project FROM memory_fts_stats WHERE docs > 0")).map(
        (r) => r.project,
      );
  const hits: SearchHit[] = [];
  for (const project of projects) {
    hits.push(...(await searchProject(db, project, sources, q, Math.max(limit, q.pool ?? DEFAULT_POOL))));
  }
  hits.sort((a, b) => b.score - a.score);
  return hits.slice(0, limit);
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

async function searchProject(
  db: PgDatabase,
  project: string,
  sources: readonly string[],
  q: SearchQuery,
  pool: number,
): Promise<SearchHit[]> {
  const prepared = await prepare(db, project, sources);
  if (!prepared || prepared.terms.length === 0) return [];
  const { stats } = prepared;
  const rare = prepared.terms.filter((t) => t.count <= COMMON_CAP);
  let terms = prepared.terms;
  if (q.rareOnly) {
    if (rare.length === 0) return [];
    terms = rare;
  }
  const filter = (params: unknown[]) => {
    const where = whereClause({ project, types: q.types ? [...q.types] : undefined }, params, "m");
    return where ? `${where} AND` : "WHERE";
  };
  const hits: SearchHit[] = [];
  if (rare.length > 0) {
    // candidates and their scores from the rare terms (a common term's idf is small)
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
    hits.push(...rows.map((r) => ({ memory: toMemory(r), score: r.score })));
    if (rare.length === terms.length) return hits;
  }
  // the newest rows matching the whole query fill the pool (all of it when every term is common)
  const want = rare.length === 0 ? pool : Math.min(pool, hits.length + TOP_UP);
  if (hits.length >= want) return hits;
  // a word common on its own matches exactly here, as in the SQLite store (whose prefix match would
  // merge the doclists of every word sharing it)
  const expr = (t: Term) => (t.exactCount > COMMON_CAP ? t.exact : t.tsquery);
  const common = terms.filter((t) => t.count > COMMON_CAP);
  const params: unknown[] = [];
  const where = filter(params);
  params.push(terms.map((t) => `(${expr(t)})`).join(" | "), want);
  const n = params.length;
  const newest = await db.query<{ id: string; seq: number }>(
    `SELECT m.id, m.seq FROM memories m ${where} m.fts @@ $${n - 1}::tsquery ORDER BY m.seq DESC LIMIT $${n}`,
    params,
  );
  if (newest.length === 0) return hits;
  const lo = Math.min(...newest.map((r) => r.seq));
  // per common term: its exact count in the project (its idf) and its matches among the rows from `lo` on
  const cq = common.map(expr);
  const found = await db.one<{ rows: number; counts: number[]; recent: number[] }>(
    `SELECT (SELECT count(*)::int FROM memories WHERE project = $1 AND seq >= $2) AS rows,
       ARRAY[${cq.map((_, i) => `(SELECT count(*)::int FROM memories WHERE project = $1 AND fts @@ $${i + 3}::tsquery)`).join(", ")}]::int[] AS counts,
       ARRAY[${cq.map((_, i) => `(SELECT count(*)::int FROM memories WHERE project = $1 AND seq >= $2 AND fts @@ $${i + 3}::tsquery)`).join(", ")}]::int[] AS recent`,
    [project, lo, ...cq],
  );
  const rows = found?.rows ?? 0;
  // a term matching over a quarter of those rows has idf ≤ about ln 3: the SQLite store leaves it out
  const kept = terms.flatMap((t) => {
    const i = common.indexOf(t);
    if (i === -1) return [{ term: t, n: t.count }];
    if ((found?.recent[i] ?? 0) * 4 > rows) return [];
    return [{ term: { ...t, tsquery: expr(t) }, n: found?.counts[i] ?? t.count }];
  });
  const seen = new Set(hits.map((h) => h.memory.id));
  const fresh = newest
    .map((r) => r.id)
    .filter((id) => !seen.has(id))
    .slice(0, want - hits.length);
  if (fresh.length === 0) return hits;
  const freshParams: unknown[] = [fresh];
  const bm25 =
    kept.length === 0
      ? "0::float8"
      : scoring(
          freshParams,
          kept.map((k) => k.term),
          kept.map((k) => k.n),
          stats,
        );
  const scored = await db.query<ScoredRow>(
    `SELECT ${memoryColumns("m")}, ${bm25} AS score FROM memories m WHERE m.id = ANY($1::text[])
     ORDER BY m.seq DESC`,
    freshParams,
  );
  hits.push(...scored.map((r) => ({ memory: toMemory(r), score: r.score })));
  return hits;
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
