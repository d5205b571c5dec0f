/**
 * The keyword search plan both store dialects execute (store/sqlite/search.ts over FTS5,
 * store/postgres/search.ts over tsvector), so the re-rank above them (core/recall) sees the same
 * candidates whichever backend answers. Per project:
 * 1. Each term's match count is read with a cap (COMMON_CAP + 1 rows): a term matching more rows is
 *    common — as a token on its own ("common-token") or only through its prefix ("common-prefix") — and
 *    generates no candidates (its idf is low anyway). `rareOnly` (query expansion) drops common terms.
 * 2. Candidates: the rows matching any rare term, the best `pool` by BM25 of the rare terms; then up to
 *    TOP_UP of the newest rows matching the whole query (all `pool` of them when every term is common).
 * 3. Those newest rows are scored by BM25 of the whole query, where a token common on its own matches
 *    as that token, not as a prefix, and a term matching over a quarter of the rows from the oldest of
 *    them on is left out of the score (its idf, ln((N − n + 0.5) / (n + 0.5)), is about ln 3 or less).
 * Scores are BM25 as FTS5's bm25() computes it, higher is better (https://www.sqlite.org/fts5.html).
 */
import type { SearchHit, SearchQuery } from "./store.js";

/** A term matching more rows than this does not generate candidates. */
export const COMMON_CAP = 1000;
/** Candidates scored per project (at least the requested limit). */
export const DEFAULT_POOL = 100;
/** Rows matching only common terms added after the rare-term candidates. */
export const TOP_UP = 20;
/** Results returned when the query names no limit. */
export const DEFAULT_LIMIT = 20;

export type TermClass = "rare" | "common-token" | "common-prefix";

/**
 * A term's class from its capped match counts: as a token on its own, and as a prefix (null when not
 * counted: a term under 3 characters is not prefix-matched, and a common token's prefix is common too).
 */
export function termClass(tokenCount: number, prefixCount: number | null): TermClass {
  if (tokenCount > COMMON_CAP) return "common-token";
  return prefixCount !== null && prefixCount > COMMON_CAP ? "common-prefix" : "rare";
}

/** A term of the dialect's own list, by index; `token`: matched as the token alone, no prefix. */
export interface TermRef {
  index: number;
  token: boolean;
}

/** A row as the dialect orders rows by age: its memory id and its insertion sequence (rowid / seq). */
export interface RowRef {
  id: string;
  seq: number;
}

type Awaitable<T> = T | Promise<T>;

/** What a dialect executes for one project: each step one or two statements. */
export interface SearchDialect {
  /** Each term's class, in the dialect's own term order; null or empty: nothing to search. */
  classify(): Awaitable<readonly TermClass[] | null>;
  /** The best `pool` rows matching any of `terms`, scored by BM25 of those terms. */
  best(terms: readonly number[], pool: number): Awaitable<SearchHit[]>;
  /** The newest `want` rows matching any of `terms`, newest first. */
  newest(terms: readonly TermRef[], want: number): Awaitable<RowRef[]>;
  /** Rows with seq ≥ `from`, and how many of them each term matches. */
  recent(terms: readonly TermRef[], from: number): Awaitable<{ rows: number; matches: number[] }>;
  /** `rows` with their BM25 over `terms` (0 when none), newest first; `from`: the oldest row's seq. */
  score(rows: readonly RowRef[], terms: readonly TermRef[], from: number): Awaitable<SearchHit[]>;
}

/** Runs the plan over each scope (a project, or a project's index) and keeps the best `limit` hits. */
export async function searchScopes<S>(
  q: SearchQuery,
  scopes: readonly S[],
  dialect: (scope: S, pool: number) => SearchDialect,
): Promise<SearchHit[]> {
  const limit = q.limit ?? DEFAULT_LIMIT;
  const pool = Math.max(limit, q.pool ?? DEFAULT_POOL);
  const hits: SearchHit[] = [];
  for (const scope of scopes) hits.push(...(await searchProject(dialect(scope, pool), q.rareOnly, pool)));
  hits.sort((a, b) => b.score - a.score);
  return hits.slice(0, limit);
}

/** One project: rare-term candidates, then the newest rows matching the whole query (see module header). */
export async function searchProject(d: SearchDialect, rareOnly: boolean | undefined, pool: number) {
  const classes = await d.classify();
  if (!classes || classes.length === 0) return [];
  const all = classes.map((_, i) => i);
  const rare = all.filter((i) => classes[i] === "rare");
  // expansion terms: only discriminating ones count, and they are scored alone
  if (rareOnly && rare.length === 0) return [];
  const terms = rareOnly ? rare : all;
  // candidates and their scores from the rare terms (a common term's idf is small)
  const hits = rare.length > 0 ? await d.best(rare, pool) : [];
  if (rare.length === terms.length) return hits;
  const want = rare.length === 0 ? pool : Math.min(pool, hits.length + TOP_UP);
  if (hits.length >= want) return hits;
  const refs = terms.map((index) => ({ index, token: classes[index] === "common-token" }));
  const newest = await d.newest(refs, want);
  if (newest.length === 0) return hits;
  const from = Math.min(...newest.map((r) => r.seq));
  const seen = new Set(hits.map((h) => h.memory.id));
  const fresh = newest.filter((r) => !seen.has(r.id)).slice(0, want - hits.length);
  if (fresh.length === 0) return hits;
  const kept = await scoredTerms(d, refs, classes, from);
  return [...hits, ...(await d.score(fresh, kept, from))];
}

/** The terms that score the newest rows: rare ones, and common ones matching at most a quarter of them. */
async function scoredTerms(
  d: SearchDialect,
  refs: readonly TermRef[],
  classes: readonly TermClass[],
  from: number,
): Promise<TermRef[]> {
  const common = refs.filter((r) => classes[r.index] !== "rare");
  const { rows, matches } = await d.recent(common, from);
  return refs.filter((r) => {
    const i = common.indexOf(r);
    return i === -1 || (matches[i] ?? 0) * 4 <= rows;
  });
}
