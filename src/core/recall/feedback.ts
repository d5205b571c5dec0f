/**
 * Pseudo-relevance feedback (RM-style query expansion, Lavrenko & Croft, SIGIR 2001; Rocchio 1971): the
 * words that recur across the best first-pass documents are searched again and their score added with a
 * small weight. 5 documents, 10 terms, weight 0.3: the best of weights 0–0.8, 5/10/20 terms and 3/5/10
 * documents on LoCoMo conversations 1–5 through Cairn's search. Numbers count as words: on LoCoMo the
 * session dates and times recur in the best turns and pull in the rest of their session (`node
 * bench/retrieval.mjs --provider none`: R@10 62.0 without feedback, 62.7 with it but without numbers,
 * 64.5 with numbers; on held-out conversations 6–10, 61.3 → 64.1). Selecting the terms by the
 * Robertson/Sparck Jones offer weight or by total frequency measured no better.
 */
import { toSearchTerms } from "./search-terms.js";

export const FEEDBACK = { docs: 5, terms: 10, weight: 0.3 } as const;

/**
 * Expansion terms from the texts of the top first-pass documents: words (search-term normalised) that
 * occur in at least two of them and are not query terms, most widespread first, then most frequent.
 */
export function feedbackTerms(
  query: readonly string[],
  topTexts: readonly string[],
  max: number = FEEDBACK.terms,
): string[] {
  const skip = new Set(query);
  const df = new Map<string, number>();
  const tf = new Map<string, number>();
  for (const text of topTexts) {
    const words = toSearchTerms(text, 10_000);
    for (const w of words) if (!skip.has(w)) df.set(w, (df.get(w) ?? 0) + 1);
    for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}_]+/gu)) tf.set(m[0], (tf.get(m[0]) ?? 0) + 1);
  }
  return [...df]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || (tf.get(b[0]) ?? 0) - (tf.get(a[0]) ?? 0) || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([w]) => w);
}
