/**
 * Conversation excerpts on PostgreSQL (migration 16): insert in one statement (duplicates by session
 * and key ignored) and full-text search ranked by BM25 exactly as SQLite's `bm25(excerpts_fts)` ranks
 * it (bm25.ts; one column, weight 1), with each excerpt's own project's statistics (row count, mean
 * token count: migration 17's `excerpt_fts_stats`; each term's document frequency among the project's
 * rows), as the memories' search does: one team's big project does not skew another's ranking, and no
 * statistic reads more than the project's matching rows. (SQLite's single-user FTS5 index keeps one set
 * of statistics for all of its projects.) Terms are split and stemmed as the memories' search does
 * (search.ts `termQueries`); a term of 3+ characters matches as a prefix. Every matching row of the
 * project is scored (the GIN index on (project, fts) finds the rows).
 */
import { type ExcerptRow, excerptTerms, excerptToRow, rowToExcerpt } from "../excerpt-rows.js";
import type { Excerpt, ExcerptFilter, ExcerptHit, ExcerptQuery, NewExcerpt } from "../store.js";
import { bm25, type CorpusStats, idf, type LexemeHits, phraseFrequencies } from "./bm25.js";
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

interface Term {
  lexemes: string[];
  prefix: boolean;
  tsquery: string;
}

/** The query's terms stemmed as the index holds them (one round trip); a term without lexemes is dropped. */
async function stemmed(db: PgDatabase, sources: readonly string[]): Promise<Term[]> {
  const rows = await db.query<{ tsq: string }>(
    `SELECT to_tsquery('cairn', u.src)::text AS tsq FROM unnest($1::text[]) WITH ORDINALITY AS u(src, i) ORDER BY u.i`,
    [sources],
  );
  return rows.flatMap((r, i) => {
    const lexemes = lexemesOf(r.tsq);
    return lexemes.length === 0
      ? []
      : [{ lexemes, prefix: (sources[i] as string).endsWith(":*"), tsquery: r.tsq }];
  });
}

/**
 * BM25's statistics of each project (row count, token total: migration 17's `excerpt_fts_stats`) and
 * each term's document frequency in it, in one round trip. Each frequency is a subquery with its
 * tsquery bound as a parameter on the project's rows, so the GIN index on (project, fts) answers it.
 */
async function projectStats(
  db: PgDatabase,
  projects: readonly string[],
  terms: readonly Term[],
): Promise<Map<string, { corpus: CorpusStats; idfs: number[] }>> {
  const n = terms.map(
    (_, i) => `(SELECT count(*) FROM excerpts e WHERE e.project = s.project AND e.fts @@ $${i + 2}::tsquery)`,
  );
  const rows = await db.query<{ project: string; docs: string; tokens: string; n: string[] }>(
    `SELECT s.project, s.docs, s.tokens, ARRAY[${n.join(", ")}]::int8[] AS n
       FROM excerpt_fts_stats s WHERE s.project = ANY($1::text[])`,
    [projects, ...terms.map((t) => t.tsquery)],
  );
  return new Map(
    rows.map((r) => {
      const corpus = { docs: Number(r.docs), tokens: Number(r.tokens) };
      return [r.project, { corpus, idfs: r.n.map((x) => idf(corpus.docs, Number(x))) }];
    }),
  );
}

export async function searchExcerpts(db: PgDatabase, q: ExcerptQuery): Promise<ExcerptHit[]> {
  const sources = termQueries(excerptTerms(q.terms)).filter(Boolean);
  if (sources.length === 0) return [];
  const terms = await stemmed(db, sources);
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
  if (rows.length === 0) return [];
  const stats = await projectStats(db, [...new Set(rows.map((r) => r.project))], terms);
  return rows
    .map((r) => {
      const own = stats.get(r.project) ?? { corpus: { docs: 0, tokens: 0 }, idfs: terms.map(() => 1e-6) };
      const score = bm25(phraseFrequencies(terms, r.lx, WEIGHTS), own.idfs, r.tokens, own.corpus);
      return { excerpt: rowToExcerpt(r), score };
    })
    .sort(
      (a, b) => b.score - a.score || (a.excerpt.ts < b.excerpt.ts ? 1 : a.excerpt.ts > b.excerpt.ts ? -1 : 0),
    )
    .slice(0, q.limit ?? 10);
}
