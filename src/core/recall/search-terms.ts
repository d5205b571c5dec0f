/**
 * Turns free text (a query or a prompt) into search terms: lower-case Unicode words of two or more
 * characters, English stop words removed, de-duplicated, at most 32. Engines OR the terms and rank
 * with BM25, so the stop list only keeps noise words from matching everything.
 */
const STOP = new Set(
  (
    "a an and are as at be but by can could did do does for from had has have how i if in into is it its " +
    "me my no not of on or our please should so that the their them then there these this those to us was " +
    "we were what when where which who why will with would you your let lets let's just also about up out " +
    "now get got make made use used using need want like some any all more most very too here"
  ).split(" "),
);

export function toSearchTerms(text: string, max = 32): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}_]+/gu)) {
    const word = match[0];
    if (word.length < 2 || STOP.has(word) || seen.has(word)) continue;
    seen.add(word);
    out.push(word);
    if (out.length >= max) break;
  }
  return out;
}

/**
 * Which of `terms` occur in `text`, comparing a five-character prefix so simple inflections
 * ("migrate" / "migrations") count as the same word, as the porter-stemmed index would.
 */
export function matchedTerms(terms: readonly string[], text: string): string[] {
  const hay = text.toLowerCase();
  return terms.filter((t) => hay.includes(t.length > 5 ? t.slice(0, 5) : t));
}
