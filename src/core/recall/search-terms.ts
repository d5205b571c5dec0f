/**
 * Turns free text (a query or a prompt) into search terms: lower-case Unicode words of two or more
 * characters, English stop words removed, de-duplicated, at most 32. Engines OR the terms and rank
 * with BM25, so the stop list only keeps noise words from matching everything.
 */
import { stemmer } from "stemmer";

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
 * The pieces of the compound identifiers in `text`, lower-cased: `snake_case` and `camelCase` /
 * `PascalCase` words split where an underscore or a lower-to-upper case change joins them
 * (`guard_fail` → guard, fail; `SubagentLive` → subagent, live), pieces of two or more characters that
 * are not stop words, de-duplicated. The index splits an underscore but not a case change
 * (`indexWords`), so a query naming an identifier also finds text that names its pieces apart.
 */
export function identifierParts(text: string): string[] {
  const out = new Set<string>();
  for (const match of text.matchAll(/[\p{L}\p{N}_]+/gu)) {
    const word = match[0];
    if (!word.includes("_") && !/\p{Ll}\p{Lu}/u.test(word)) continue;
    for (const piece of word.split(/_+|(?<=\p{Ll})(?=\p{Lu})/u)) {
      const p = piece.toLowerCase();
      if (p.length >= 2 && !STOP.has(p) && p !== word.toLowerCase()) out.add(p);
    }
  }
  return [...out];
}

/** How a query term matches a text: "exact" (same Porter stem as a word of it) or only as a "prefix". */
export type TermMatch = "exact" | "prefix";

/**
 * A word's Porter stem (M. F. Porter, "An algorithm for suffix stripping", Program 14(3), 1980, through the
 * `stemmer` package), as SQLite FTS5's `porter` tokenizer computes it: words under 3 or over 64
 * characters are left as they are (https://www.sqlite.org/fts5.html#porter_tokenizer).
 */
export function stem(word: string): string {
  return word.length < 3 || word.length > 64 ? word : stemmer(word);
}

/**
 * The words of `text` as FTS5's `unicode61` tokenizer splits them (letters and digits; an underscore
 * separates), lower-cased and without diacritics (https://www.sqlite.org/fts5.html#unicode61_tokenizer).
 */
export function indexWords(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

function fold(text: string): string {
  return text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
}

/**
 * How each of `terms` matches `text`, as the keyword index does: a term's words (a term such as
 * `user_id` is the phrase "user id") are stemmed and compared with the stems of the text's words —
 * equal is "exact"; a stem that only begins with the term's stem is a "prefix" match, which the index
 * also counts for terms of three characters or more (`ftsQuery`: "chart" finds "charter"). Terms that
 * do not match are absent from the map.
 */
export function matchTerms(terms: readonly string[], text: string): Map<string, TermMatch> {
  const out = new Map<string, TermMatch>();
  if (terms.length === 0) return out;
  const words = indexWords(text);
  const stems = new Map<string, string>();
  const stemOf = (w: string) => {
    const known = stems.get(w);
    if (known !== undefined) return known;
    const s = stem(w);
    stems.set(w, s);
    return s;
  };
  for (const term of terms) {
    const parts = indexWords(term);
    // only the last word of a term is prefix-matched, as in FTS5's "a b"* phrase
    const each = parts.map((p, i) =>
      matchWord(words, stem(p), term.length >= 3 && i === parts.length - 1, stemOf),
    );
    if (each.length === 0 || each.includes(null)) continue;
    out.set(term, each.includes("prefix") ? "prefix" : "exact");
  }
  return out;
}

function matchWord(
  words: readonly string[],
  target: string,
  prefix: boolean,
  stemOf: (w: string) => string,
): TermMatch | null {
  // a Porter stem changes only a word's ending: a word whose first letters differ cannot match
  const head = target.slice(0, 3);
  let found: TermMatch | null = null;
  for (const w of words) {
    if (!w.startsWith(head)) continue;
    const s = stemOf(w);
    if (s === target) return "exact";
    if (prefix && s.startsWith(target)) found = "prefix";
  }
  return found;
}

/**
 * Which of `terms` occur in `text` as the keyword index matches them (`matchTerms`: same Porter stem,
 * or a stem beginning with the term's for terms of three characters or more), so "tests" finds "test"
 * and "migrate" finds "migrations" — the same words `cairn search` finds.
 */
export function matchedTerms(terms: readonly string[], text: string): string[] {
  const m = matchTerms(terms, text);
  return terms.filter((t) => m.has(t));
}
