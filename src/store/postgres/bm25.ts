/**
 * BM25 exactly as SQLite FTS5's bm25() computes it, so both stores rank alike
 * (https://www.sqlite.org/fts5.html#the_bm25_function, ext/fts5/fts5_aux.c):
 *   score = Σ_i idf_i · f_i·(k1 + 1) / (f_i + k1·(1 − b + b·D/avgdl)),  k1 = 1.2, b = 0.75
 *   idf_i = ln((N − n_i + 0.5) / (n_i + 0.5)), replaced by 1e-6 when ≤ 0
 * where f_i is the sum, over the occurrences of query phrase i in the row, of the weight of the column
 * it occurs in (title 10, body 4, files 2, tags 3), D the row's token count over all columns, N the
 * project's row count, avgdl its mean token count and n_i the number of its rows matching phrase i.
 * Higher is better (FTS5's value negated). Pure.
 */

export const K1 = 1.2;
export const B = 0.75;
/** Column weights by tsvector weight label: A title, B body, C files, D tags. */
export const LABEL_WEIGHTS: Readonly<Record<string, number>> = { A: 10, B: 4, C: 2, D: 3 };

/** One query phrase: stemmed lexemes in order; `prefix` makes the last one a prefix match. */
export interface Phrase {
  lexemes: readonly string[];
  prefix: boolean;
}

/** A row's occurrences of the lexemes that matter: lexeme, its positions, and each position's label. */
export type LexemeHits = readonly (readonly [string, readonly number[], readonly string[]])[];

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

/** Weighted frequency of each phrase in one row (phrase occurrences: consecutive positions). */
export function phraseFrequencies(phrases: readonly Phrase[], row: LexemeHits): number[] {
  const at = new Map<number, { lexemes: string[]; label: string }>();
  for (const [lexeme, positions, labels] of row) {
    positions.forEach((p, i) => {
      const slot = at.get(p) ?? { lexemes: [], label: labels[i] ?? "D" };
      slot.lexemes.push(lexeme);
      at.set(p, slot);
    });
  }
  return phrases.map((ph) => {
    let f = 0;
    for (const [p, slot] of at) {
      let ok = true;
      for (let j = 0; j < ph.lexemes.length && ok; j++) {
        const want = ph.lexemes[j] as string;
        const last = j === ph.lexemes.length - 1;
        const here = j === 0 ? slot : at.get(p + j);
        ok = here?.lexemes.some((l) => (last && ph.prefix ? l.startsWith(want) : l === want)) ?? false;
      }
      if (ok) f += LABEL_WEIGHTS[slot.label] ?? 1;
    }
    return f;
  });
}

/** BM25 of one row given its phrase frequencies, its token count and each phrase's idf. */
export function bm25(freqs: readonly number[], idfs: readonly number[], rowTokens: number, s: CorpusStats) {
  const avgdl = s.docs > 0 ? s.tokens / s.docs : 1;
  let score = 0;
  freqs.forEach((f, i) => {
    score += ((idfs[i] ?? 0) * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * rowTokens) / (avgdl || 1)));
  });
  return score;
}
