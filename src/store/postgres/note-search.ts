/**
 * Full-text search over the notes index, ranked by BM25 exactly as SQLite's
 * `bm25(notes_fts, 8.0, 6.0, 3.0, 2.0)` ranks it (bm25.ts): column weights topic 8, summary 6, body 3,
 * covers 2; statistics (row count, mean token count, each term's document frequency) over the whole
 * notes index, broken notes included, as one FTS5 table holds them. Terms are split and stemmed as the
 * memories' search does (search.ts `termQueries`); a term of 3+ characters matches as a prefix.
 * Notes are few (tens per working tree), so every matching row is scored.
 */
import type { NoteHit } from "../note-store.js";
import { bm25, idf, type LexemeHits, phraseFrequencies } from "./bm25.js";
import type { PgDatabase, Row } from "./connection.js";
import { lexemesOf, termQueries } from "./search.js";

/** BM25 column weights by tsvector label (migration 10): A topic, B summary, C body, D covers. */
export const NOTE_WEIGHTS: Readonly<Record<string, number>> = { A: 8, B: 6, C: 3, D: 2 };

/** Code-point order, as `COLLATE "C"` (listNotes) sorts. */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface NoteQuery {
  terms: readonly string[];
  project?: string;
  root?: string;
  limit?: number;
}

/**
 * Rows of healthy notes matching any term, best first, with their BM25 score (ties: topic, root).
 * `columns` is the SELECT list of the note's own fields; `toNote` maps a row.
 */
export async function searchNoteRows<R extends Row>(
  db: PgDatabase,
  q: NoteQuery,
  columns: string,
  toNote: (r: R) => NoteHit["note"],
): Promise<NoteHit[]> {
  const sources = termQueries(q.terms).filter(Boolean);
  if (sources.length === 0) return [];
  // one round trip: the index's statistics, each term stemmed, and the notes matching each term
  const prepared = await db.query<{ docs: number; tokens: number; tsq: string; n: number }>(
    `SELECT s.docs, s.tokens, t.q::text AS tsq, (SELECT count(*) FROM notes WHERE fts @@ t.q) AS n
       FROM unnest($1::text[]) WITH ORDINALITY AS u(src, i)
       CROSS JOIN LATERAL (SELECT to_tsquery('cairn', u.src) AS q) t
       CROSS JOIN (SELECT count(*) AS docs, coalesce(sum(fts_tokens), 0)::int8 AS tokens FROM notes) s
      ORDER BY u.i`,
    [sources],
  );
  const corpus = { docs: prepared[0]?.docs ?? 0, tokens: prepared[0]?.tokens ?? 0 };
  const terms = prepared.flatMap((r, i) => {
    const lexemes = lexemesOf(r.tsq);
    const prefix = (sources[i] as string).endsWith(":*");
    return lexemes.length === 0 ? [] : [{ lexemes, prefix, tsquery: r.tsq, idf: idf(corpus.docs, r.n) }];
  });
  if (terms.length === 0) return [];
  const idfs = terms.map((t) => t.idf);
  const exact = [...new Set(terms.flatMap((t) => (t.prefix ? t.lexemes.slice(0, -1) : t.lexemes)))];
  const prefixes = [...new Set(terms.filter((t) => t.prefix).map((t) => t.lexemes.at(-1) as string))];
  const rows = await db.query<R & { tokens: number; lx: LexemeHits }>(
    `SELECT ${columns}, fts_tokens AS tokens,
       (SELECT coalesce(json_agg(json_build_array(u.lexeme, u.positions, u.weights)), '[]'::json)
          FROM unnest(fts) u WHERE u.lexeme = ANY($2::text[]) OR u.lexeme ^@ ANY($3::text[])) AS lx
       FROM notes
      WHERE fts @@ $1::tsquery AND error IS NULL
        AND ($4::text IS NULL OR project = $4) AND ($5::text IS NULL OR root = $5)`,
    [terms.map((t) => `(${t.tsquery})`).join(" | "), exact, prefixes, q.project ?? null, q.root ?? null],
  );
  return rows
    .map((r) => ({
      note: toNote(r),
      score: bm25(phraseFrequencies(terms, r.lx, NOTE_WEIGHTS), idfs, r.tokens, corpus),
    }))
    .sort((a, b) => b.score - a.score || cmp(a.note.topic, b.note.topic) || cmp(a.note.root, b.note.root))
    .slice(0, q.limit ?? 20);
}
