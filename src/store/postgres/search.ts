/**
 * Keyword search for the PostgreSQL store, with the candidate pools of store/sqlite/search.ts so the
 * re-rank above it (core/recall) sees the same candidates:
 * 1. Each term's match count in the project is read with a cap (COMMON_CAP + 1 rows): a term matching
 *    more rows is "common" and does not generate candidates.
 * 2. Candidates: the rows matching any rare term, the best `pool` by BM25 of the rare terms; then up to
 *    TOP_UP of the newest rows matching only common terms (all `pool` of them when every term is common),
 *    scored by BM25 of the whole query. `rareOnly` (query expansion) drops common terms entirely.
 * 3. Matching uses the GIN index on `memories.fts` (migration 001); scores are bm25.ts over the row's
 *    positions of the query lexemes, with the project's own statistics (row count, token total, each
 *    term's document frequency — soft-deleted and superseded rows included, as in SQLite's index).
 * Query terms are split and stemmed like the indexed text (cairn_fts_text + the `cairn_stem` Snowball
 * dictionary); a term of 3+ characters matches as a prefix (FTS5 `"term"*`), punctuation is inert.
 */
import type { SearchHit, SearchQuery } from "../store.js";
import { bm25, type CorpusStats, idf, type LexemeHits, type Phrase, phraseFrequencies } from "./bm25.js";
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

interface Term extends Phrase {
  /** tsquery text matching the phrase (lexemes already stemmed). */
  tsquery: string;
  /** Rows of the project matching it, counted up to COMMON_CAP + 1. */
  count: number;
}

const quoteWord = (w: string) => `'${w.replaceAll("'", "''")}'`;

/**
 * tsquery source text of each term for `to_tsquery('cairn', …)`: its words (split like the indexed
 * text) as a phrase, the last one a prefix when the term has 3+ characters (FTS5 `"term"*`).
 */
export function termQueries(terms: readonly string[]): string[] {
  return terms.map((t) => {
    const words = t.replace(SEPARATORS, " ").trim().split(" ").filter(Boolean);
    if (words.length === 0) return "";
    const prefix = t.length >= 3 ? ":*" : "";
    return words.map((w, j) => quoteWord(w) + (j === words.length - 1 ? prefix : "")).join(" <-> ");
  });
}

/** The lexemes of a normalised tsquery's text (`'a' <-> 'b':*` → a, b). */
function lexemesOf(tsquery: string): string[] {
  return [...tsquery.matchAll(/'((?:[^']|'')*)'/g)].map((m) => (m[1] as string).replaceAll("''", "'"));
}

const anyOf = (terms: readonly Term[]) => terms.map((t) => `(${t.tsquery})`).join(" | ");

export async function searchMemories(db: PgDatabase, q: SearchQuery): Promise<SearchHit[]> {
  const sources = termQueries(q.terms).filter(Boolean);
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
  const rows = await db.query<{ docs: number | null; tokens: number | null; tsq: string; n: number }>(
    `SELECT s.docs, s.tokens, t.q::text AS tsq,
       (SELECT count(*) FROM (SELECT 1 FROM memories WHERE project = $1 AND fts @@ t.q LIMIT $3) c) AS n
     FROM unnest($2::text[]) WITH ORDINALITY AS u(src, i)
     CROSS JOIN LATERAL (SELECT to_tsquery('cairn', u.src) AS q) t
     LEFT JOIN memory_fts_stats s ON s.project = $1
     ORDER BY u.i`,
    [project, sources, COMMON_CAP + 1],
  );
  const first = rows[0];
  if (!first?.docs) return null;
  const stats = { docs: first.docs, tokens: first.tokens ?? 0 };
  const terms = rows.flatMap((r, i) => {
    const lexemes = lexemesOf(r.tsq);
    if (lexemes.length === 0) return [];
    return [{ lexemes, prefix: (sources[i] as string).endsWith(":*"), tsquery: r.tsq, count: r.n }];
  });
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
    const s = { terms: rare, idfs: rare.map((t) => idf(stats.docs, t.count)), stats };
    const params: unknown[] = [];
    const where = filter(params);
    params.push(anyOf(rare));
    const rows = await lexemeRows(db, `${where} m.fts @@ $${params.length}::tsquery`, params, rare, false);
    const scored = rows
      .map((r) => ({ id: r.id, seq: r.seq, score: scoreRow(r, s) }))
      .sort((a, b) => b.score - a.score || a.seq - b.seq)
      .slice(0, pool);
    hits.push(...(await withMemories(db, scored)));
    if (rare.length === terms.length) return hits;
  }
  // the newest rows matching the whole query fill the pool (all of it when every term is common)
  const want = rare.length === 0 ? pool : Math.min(pool, hits.length + TOP_UP);
  if (hits.length >= want) return hits;
  const common = terms.filter((t) => t.count > COMMON_CAP);
  const params: unknown[] = [];
  const where = filter(params);
  params.push(
    anyOf(terms),
    want,
    project,
    common.map((t) => t.tsquery),
  );
  const n = params.length;
  const found = await db.one<{ newest: string[]; counts: number[] }>(
    `SELECT
       (SELECT coalesce(array_agg(x.id ORDER BY x.seq DESC), '{}') FROM (SELECT m.id, m.seq FROM memories m
         ${where} m.fts @@ $${n - 3}::tsquery ORDER BY m.seq DESC LIMIT $${n - 2}) x) AS newest,
       (SELECT coalesce(array_agg((SELECT count(*)::int FROM memories WHERE project = $${n - 1} AND fts @@ c.q)
         ORDER BY c.i), '{}'::int[]) FROM unnest($${n}::tsquery[]) WITH ORDINALITY AS c(q, i)) AS counts`,
    params,
  );
  const exact = new Map(common.map((t, i) => [t, found?.counts[i] ?? t.count]));
  const s = { terms, idfs: terms.map((t) => idf(stats.docs, exact.get(t) ?? t.count)), stats };
  const seen = new Set(hits.map((h) => h.memory.id));
  const fresh = (found?.newest ?? []).filter((id) => !seen.has(id)).slice(0, want - hits.length);
  if (fresh.length === 0) return hits;
  const rows = await lexemeRows(db, "WHERE m.id = ANY($1::text[])", [fresh], terms, true);
  for (const r of rows.sort((a, b) => b.seq - a.seq))
    hits.push({ memory: toMemory(r as LexemeRow & PgMemoryRow), score: scoreRow(r, s) });
  return hits;
}

interface LexemeRow {
  id: string;
  seq: number;
  tokens: number;
  lx: LexemeHits;
}

/**
 * id, seq, token count and the positions of the terms' lexemes of the rows matching `where` (and the
 * memory's columns when `full`).
 */
async function lexemeRows(
  db: PgDatabase,
  where: string,
  params: unknown[],
  terms: readonly Term[],
  full: boolean,
): Promise<LexemeRow[]> {
  const exact = [...new Set(terms.flatMap((t) => (t.prefix ? t.lexemes.slice(0, -1) : t.lexemes)))];
  const prefixes = [...new Set(terms.filter((t) => t.prefix).map((t) => t.lexemes.at(-1) as string))];
  params.push(exact, prefixes);
  const e = params.length - 1;
  return db.query<LexemeRow>(
    `SELECT ${full ? `${memoryColumns("m")}, ` : "m.id, "}m.seq, m.fts_tokens AS tokens,
       (SELECT coalesce(json_agg(json_build_array(u.lexeme, u.positions, u.weights)), '[]'::json)
          FROM unnest(m.fts) u
         WHERE u.lexeme = ANY($${e}::text[]) OR u.lexeme ^@ ANY($${e + 1}::text[])) AS lx
     FROM memories m ${where}`,
    params,
  );
}

function scoreRow(r: LexemeRow, s: { terms: readonly Term[]; idfs: number[]; stats: CorpusStats }) {
  return bm25(phraseFrequencies(s.terms, r.lx), s.idfs, r.tokens, s.stats);
}

/** The memories of scored ids, in the given order. */
async function withMemories(
  db: PgDatabase,
  scored: readonly { id: string; score: number }[],
): Promise<SearchHit[]> {
  if (scored.length === 0) return [];
  const rows = await db.query<PgMemoryRow>(
    `SELECT ${memoryColumns("m")} FROM memories m WHERE m.id = ANY($1::text[])`,
    [scored.map((s) => s.id)],
  );
  const byId = new Map(rows.map((r) => [r.id, toMemory(r)]));
  return scored.flatMap((s) => {
    const memory = byId.get(s.id);
    return memory ? [{ memory, score: s.score }] : [];
  });
}
