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
  /** tsquery text matching the phrase. */
  tsquery: string;
}

const quoteLexeme = (l: string) => `'${l.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

/** Splits and stems the terms (one round trip); terms without a word are dropped. */
export async function parseTerms(db: PgDatabase, terms: readonly string[]): Promise<Term[]> {
  const words = terms.map((t) => t.replace(SEPARATORS, " ").trim().split(" ").filter(Boolean));
  const flat = [...new Set(words.flat())];
  if (flat.length === 0) return [];
  const rows = await db.query<{ w: string; lx: string | null }>(
    "SELECT w, (ts_lexize('cairn_stem', w))[1] AS lx FROM unnest($1::text[]) AS w",
    [flat],
  );
  const stem = new Map(rows.map((r) => [r.w, r.lx ?? r.w.toLowerCase()]));
  const out: Term[] = [];
  terms.forEach((t, i) => {
    const lexemes = (words[i] ?? []).map((w) => stem.get(w) ?? w.toLowerCase());
    if (lexemes.length === 0) return;
    const prefix = t.length >= 3;
    const parts = lexemes.map((l, j) => quoteLexeme(l) + (prefix && j === lexemes.length - 1 ? ":*" : ""));
    out.push({ lexemes, prefix, tsquery: `(${parts.join(" <-> ")})` });
  });
  return out;
}

const anyOf = (terms: readonly Term[]) => terms.map((t) => t.tsquery).join(" | ");

export async function searchMemories(db: PgDatabase, q: SearchQuery): Promise<SearchHit[]> {
  if (q.terms.length === 0) return [];
  const limit = q.limit ?? 20;
  const terms = await parseTerms(db, q.terms);
  if (terms.length === 0) return [];
  const projects = q.project
    ? [q.project]
    : (await db.query<{ project: string }>("SELECT project FROM memory_fts_stats WHERE docs > 0")).map(
        (r) => r.project,
      );
  const hits: SearchHit[] = [];
  for (const project of projects) {
    hits.push(...(await searchProject(db, project, terms, q, Math.max(limit, q.pool ?? DEFAULT_POOL))));
  }
  hits.sort((a, b) => b.score - a.score);
  return hits.slice(0, limit);
}

async function searchProject(
  db: PgDatabase,
  project: string,
  all: readonly Term[],
  q: SearchQuery,
  pool: number,
): Promise<SearchHit[]> {
  const stats = await db.one<CorpusStats>("SELECT docs, tokens FROM memory_fts_stats WHERE project = $1", [
    project,
  ]);
  if (!stats || stats.docs === 0) return [];
  const counts = await Promise.all(all.map((t) => matchCount(db, project, t, COMMON_CAP + 1)));
  const rare = all.filter((_, i) => (counts[i] ?? 0) <= COMMON_CAP);
  let terms = all;
  if (q.rareOnly) {
    if (rare.length === 0) return [];
    terms = rare;
  }
  const scorer = async (ts: readonly Term[]) => {
    const n = await Promise.all(
      ts.map(async (t) => {
        const i = all.indexOf(t);
        const c = counts[i] ?? 0;
        return c <= COMMON_CAP ? c : matchCount(db, project, t, null);
      }),
    );
    return { terms: ts, idfs: n.map((h) => idf(stats.docs, h)), stats };
  };
  const filter = (params: unknown[]) => {
    const where = whereClause({ project, types: q.types ? [...q.types] : undefined }, params, "m");
    return where ? `${where} AND` : "WHERE";
  };
  const hits: SearchHit[] = [];
  if (rare.length > 0) {
    // candidates and their scores from the rare terms (a common term's idf is small)
    const s = await scorer(rare);
    const params: unknown[] = [];
    const where = filter(params);
    params.push(anyOf(s.terms));
    const rows = await lexemeRows(db, `${where} m.fts @@ $${params.length}::tsquery`, params, s.terms);
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
  const s = await scorer(terms);
  const params: unknown[] = [];
  const where = filter(params);
  params.push(anyOf(terms), want);
  const newest = await db.query<{ id: string }>(
    `SELECT m.id FROM memories m ${where} m.fts @@ $${params.length - 1}::tsquery
     ORDER BY m.seq DESC LIMIT $${params.length}`,
    params,
  );
  const seen = new Set(hits.map((h) => h.memory.id));
  const fresh = newest.map((r) => r.id).filter((id) => !seen.has(id));
  if (fresh.length === 0) return hits;
  const rows = await lexemeRows(db, "WHERE m.id = ANY($1::text[])", [fresh], s.terms);
  const scored = rows
    .sort((a, b) => b.seq - a.seq)
    .slice(0, want - hits.length)
    .map((r) => ({ id: r.id, seq: r.seq, score: scoreRow(r, s) }));
  hits.push(...(await withMemories(db, scored)));
  return hits;
}

/** Rows of the project matching `t` (soft-deleted and superseded included), counting at most `cap`. */
async function matchCount(db: PgDatabase, project: string, t: Term, cap: number | null): Promise<number> {
  const r = await db.one<{ n: number }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM memories WHERE project = $1 AND fts @@ $2::tsquery LIMIT $3) t`,
    [project, t.tsquery, cap],
  );
  return r?.n ?? 0;
}

interface LexemeRow {
  id: string;
  seq: number;
  tokens: number;
  lx: LexemeHits;
}

/** id, seq, token count and the positions of the terms' lexemes of the rows matching `where`. */
async function lexemeRows(
  db: PgDatabase,
  where: string,
  params: unknown[],
  terms: readonly Term[],
): Promise<LexemeRow[]> {
  const exact = [...new Set(terms.flatMap((t) => (t.prefix ? t.lexemes.slice(0, -1) : t.lexemes)))];
  const prefixes = [...new Set(terms.filter((t) => t.prefix).map((t) => t.lexemes.at(-1) as string))];
  params.push(exact, prefixes);
  const e = params.length - 1;
  return db.query<LexemeRow>(
    `SELECT m.id, m.seq, m.fts_tokens AS tokens,
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
