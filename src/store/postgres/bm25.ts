/**
 * BM25 exactly as SQLite FTS5's bm25() computes it, so both stores rank alike
 * (https://www.sqlite.org/fts5.html#the_bm25_function, ext/fts5/fts5_aux.c):
 *   score = Σ_i idf_i · f_i·(k1 + 1) / (f_i + k1·(1 − b + b·D/avgdl)),  k1 = 1.2, b = 0.75
 *   idf_i = ln((N − n_i + 0.5) / (n_i + 0.5)), replaced by 1e-6 when ≤ 0
 * where f_i is the sum, over the occurrences of query phrase i in the row, of the weight of the column
 * it occurs in (title 10, body 4, files 2, tags 3), D the row's token count over all columns, N the
 * project's row count, avgdl its mean token count and n_i the number of its rows matching phrase i.
 * Higher is better (FTS5's value negated).
 *
 * f_i comes from PostgreSQL's `ts_rank_cd(weights, fts, phrase, 0)`: with normalisation 0 and a single
 * phrase every occurrence is one cover whose rank is the weight of its label, so the sum over covers is
 * the weighted frequency (weights must lie in [0, 1], hence the column weights divided by 10; the
 * result is a float4, rounded back to the integer sum). Ranking functions:
 * https://www.postgresql.org/docs/15/textsearch-controls.html#TEXTSEARCH-RANKING
 */

export const K1 = 1.2;
export const B = 0.75;
/** ts_rank_cd weights in its {D, C, B, A} order: tags 3, files 2, body 4, title 10 — divided by 10. */
export const RANK_CD_WEIGHTS = "{0.3,0.2,0.4,1.0}";
export const WEIGHT_SCALE = 10;

export interface CorpusStats {
  /** Rows in the project (N). */
  docs: number;
  /** Tokens in the project, all columns (N · avgdl). */
  tokens: number;
}

export function idf(docs: number, hits: number): number {
  const v = Math.log((0.5 + docs - hits) / (0.5 + hits));
  return v <= 0 ? 1e-6 : v;
}

/**
 * SQL expression of a row's BM25 (alias `m`, columns `fts` and `fts_tokens`), given three bound
 * parameters: the phrases (tsquery[]), their idf (float8[]) and the project's avgdl (float8).
 */
export function bm25Sql(phrases: string, idfs: string, avgdl: string): string {
  return `(SELECT coalesce(sum(t.idf * t.f * ${K1 + 1} / (t.f + ${K1} * (${1 - B} + ${B} * m.fts_tokens / ${avgdl}))), 0)
    FROM (SELECT i.idf, round(ts_rank_cd('${RANK_CD_WEIGHTS}'::float4[], m.fts, i.q, 0) * ${WEIGHT_SCALE}) AS f
          FROM unnest(${phrases}, ${idfs}) AS i(q, idf)) t)`;
}
