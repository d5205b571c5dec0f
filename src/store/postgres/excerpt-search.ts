/**
 * Conversation excerpts on PostgreSQL (migration 16): insert in one statement (duplicates by session
 * and key ignored) and full-text search ranked by BM25 exactly as SQLite's `bm25(excerpts_fts)` ranks
 * it (bm25.ts; one column, weight 1): statistics (row count, mean token count, each term's document
 * frequency) over the whole excerpts index, as one FTS5 table holds them. Terms are split and stemmed
 * as the memories' search does (search.ts `termQueries`); a term of 3+ characters matches as a prefix.
 * Every matching row of the project is scored (an excerpt index grows with the sessions; the GIN
 * index on (project, fts) finds the rows).
 */
import { type ExcerptRow, excerptTerms, excerptToRow, rowToExcerpt } from "../excerpt-rows.js";
import type { Excerpt, ExcerptFilter, ExcerptHit, ExcerptQuery, NewExcerpt } from "../store.js";
import { bm25, idf, type LexemeHits, phraseFrequencies } from "./bm25.js";
import type { PgDatabase } from "./connection.js";
import { lexemesOf, termQueries } from "./search.js";

const WEIGHTS: Readonly<Record<string, number>> = { A: 1, B: 1, C: 1, D: 1 };

export async function insertExcerpts(db: PgDatabase, excerpts: readonly NewExcerpt[]): Promise<number> {
  if (excerpts.length === 0) return 0;
  const rows = excerpts.map(excerptToRow);
  const col = <K extends keyof ExcerptRow>(k: K) => rows.map((r) => r[k]);
  const added = await db.query<{ id: string }>(
    `INSERT INTO excerpts (project, session_id, turn, role, ts, text, index_text, key)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
     ON CONFLICT (session_id, key) DO NOTHING RETURNING id`,
    [
      col("project"),
      col("session_id"),
      col("turn"),
      col("role"),
      col("ts"),
      col("text"),
      col("index_text"),
      col("key"),
    ],
  );
  return added.length;
}

/** A page of excerpts in id order (Store.listExcerpts). */
export async function listExcerpts(db: PgDatabase, f: ExcerptFilter): Promise<Excerpt[]> {
  const rows = await db.query<ExcerptRow & { id: string }>(
    `SELECT id, project, session_id, turn, role, ts, text, index_text, key FROM excerpts
      WHERE ($1::text IS NULL OR project = $1) AND id > $2::int8 ORDER BY id LIMIT $3`,
    [f.project ?? null, f.afterId ?? "0", f.limit ?? 500],
  );
  return rows.map(rowToExcerpt);
}

export async function searchExcerpts(db: PgDatabase, q: ExcerptQuery): Promise<ExcerptHit[]> {
  const sources = termQueries(excerptTerms(q.terms)).filter(Boolean);
  if (sources.length === 0) return [];
  // one round trip: the index's statistics, each term stemmed, and the excerpts matching each term
  const prepared = await db.query<{ docs: number; tokens: number; tsq: string; n: number }>(
    `SELECT s.docs, s.tokens, t.q::text AS tsq, (SELECT count(*) FROM excerpts WHERE fts @@ t.q) AS n
       FROM unnest($1::text[]) WITH ORDINALITY AS u(src, i)
       CROSS JOIN LATERAL (SELECT to_tsquery('cairn', u.src) AS q) t
       CROSS JOIN (SELECT count(*) AS docs, coalesce(sum(fts_tokens), 0)::int8 AS tokens FROM excerpts) s
      ORDER BY u.i`,
    [sources],
  );
  const corpus = { docs: Number(prepared[0]?.docs ?? 0), tokens: Number(prepared[0]?.tokens ?? 0) };
  const terms = prepared.flatMap((r, i) => {
    const lexemes = lexemesOf(r.tsq);
    const prefix = (sources[i] as string).endsWith(":*");
    return lexemes.length === 0
      ? []
      : [{ lexemes, prefix, tsquery: r.tsq, idf: idf(corpus.docs, Number(r.n)) }];
  });
  if (terms.length === 0) return [];
  const exact = [...new Set(terms.flatMap((t) => (t.prefix ? t.lexemes.slice(0, -1) : t.lexemes)))];
  const prefixes = [...new Set(terms.filter((t) => t.prefix).map((t) => t.lexemes.at(-1) as string))];
  const rows = await db.query<ExcerptRow & { id: string; tokens: number; lx: LexemeHits }>(
    `SELECT id, project, session_id, turn, role, ts, text, index_text, key, fts_tokens AS tokens,
       (SELECT coalesce(json_agg(json_build_array(u.lexeme, u.positions, u.weights)), '[]'::json)
          FROM unnest(fts) u WHERE u.lexeme = ANY($2::text[]) OR u.lexeme ^@ ANY($3::text[])) AS lx
       FROM excerpts
      WHERE fts @@ $1::tsquery AND ($4::text IS NULL OR project = $4)`,
    [terms.map((t) => `(${t.tsquery})`).join(" | "), exact, prefixes, q.project ?? null],
  );
  const idfs = terms.map((t) => t.idf);
  return rows
    .map((r) => ({
      excerpt: rowToExcerpt(r),
      score: bm25(phraseFrequencies(terms, r.lx, WEIGHTS), idfs, r.tokens, corpus),
    }))
    .sort(
      (a, b) => b.score - a.score || (a.excerpt.ts < b.excerpt.ts ? 1 : a.excerpt.ts > b.excerpt.ts ? -1 : 0),
    )
    .slice(0, q.limit ?? 10);
}
