/**
 * Full-text search over the notes index, ranked by BM25 exactly as SQLite's
 * `bm25(notes_fts, 8.0, 6.0, 3.0, 2.0)` ranks it (bm25.ts): column weights topic 8, summary 6, body 3,
 * covers 2; statistics (row count, mean token count, each term's document frequency) over the whole
 * notes index, broken notes included, as one FTS5 table holds them. Terms are split and stemmed as the
 * memories' search does (search.ts `parseTerms`); a term of 3+ characters matches as a prefix.
 * Notes are few (tens per working tree), so every matching row is scored.
 */
import type { NoteHit } from "../note-store.js";
import { bm25, idf, type LexemeHits, phraseFrequencies } from "./bm25.js";
import type { PgDatabase, Row } from "./connection.js";
import { parseTerms } from "./search.js";

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
  const terms = await parseTerms(db, q.terms);
  if (terms.length === 0) return [];
  const stats = await db.one<{ docs: number; tokens: number }>(
    "SELECT count(*) AS docs, coalesce(sum(fts_tokens), 0)::int8 AS tokens FROM notes",
  );
  const counts = await db.one<{ n: number[] }>(
    "SELECT array(SELECT (SELECT count(*) FROM notes WHERE fts @@ q::tsquery) FROM unnest($1::text[]) AS q) AS n",
    [terms.map((t) => t.tsquery)],
  );
  const corpus = { docs: stats?.docs ?? 0, tokens: stats?.tokens ?? 0 };
  const idfs = terms.map((_, i) => idf(corpus.docs, Number(counts?.n[i] ?? 0)));
  const exact = [...new Set(terms.flatMap((t) => (t.prefix ? t.lexemes.slice(0, -1) : t.lexemes)))];
  const prefixes = [...new Set(terms.filter((t) => t.prefix).map((t) => t.lexemes.at(-1) as string))];
  const rows = await db.query<R & { tokens: number; lx: LexemeHits }>(
    `SELECT ${columns}, fts_tokens AS tokens,
       (SELECT coalesce(json_agg(json_build_array(u.lexeme, u.positions, u.weights)), '[]'::json)
          FROM unnest(fts) u WHERE u.lexeme = ANY($2::text[]) OR u.lexeme ^@ ANY($3::text[])) AS lx
       FROM notes
      WHERE fts @@ $1::tsquery AND error IS NULL
        AND ($4::text IS NULL OR project = $4) AND ($5::text IS NULL OR root = $5)`,
    [terms.map((t) => t.tsquery).join(" | "), exact, prefixes, q.project ?? null, q.root ?? null],
  );
  return rows
    .map((r) => ({
      note: toNote(r),
      score: bm25(phraseFrequencies(terms, r.lx, NOTE_WEIGHTS), idfs, r.tokens, corpus),
    }))
    .sort((a, b) => b.score - a.score || cmp(a.note.topic, b.note.topic) || cmp(a.note.root, b.note.root))
    .slice(0, q.limit ?? 20);
}
