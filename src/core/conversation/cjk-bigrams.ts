/**
 * Chinese and Japanese text has no spaces, so FTS5's `unicode61` tokenizer (and the PostgreSQL
 * `cairn` configuration, which splits the same way) indexes a whole run of Han or kana characters as
 * one token: a query word inside that run would never match. The conversation index therefore indexes
 * such runs as overlapping character bigrams, the approach of Lucene's CJKBigramFilter
 * (https://lucene.apache.org/core/9_0_0/analysis/common/org/apache/lucene/analysis/cjk/CJKBigramFilter.html),
 * and a query's run is cut into words by the ICU word segmenter (`Intl.Segmenter`, dictionary-based for
 * Chinese and Japanese) and each word searched as the phrase of its bigrams. Hangul is written with
 * spaces between words and is left as it is. Pure.
 */

const RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;

/** The bigrams of one run ("数据库" → "数据 据库"); a single character stays as it is. */
function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`);
  return out;
}

/**
 * The text the keyword index holds for `text`: each Han/kana run replaced by its bigrams, separated
 * by spaces from the words around it; null when the text has no such run (the text itself is indexed).
 */
export function cjkIndexText(text: string): string | null {
  if (!RUN.test(text)) return null;
  RUN.lastIndex = 0;
  return text.replace(RUN, (run) => ` ${bigrams(run).join(" ")} `);
}

let segmenter: Intl.Segmenter | null = null;

/** The words (ICU segmentation) of a term's Han/kana runs that have two characters or more. */
export function cjkWords(term: string): string[] {
  segmenter ??= new Intl.Segmenter("zh", { granularity: "word" });
  const out: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(term))
    if (isWordLike) for (const run of segment.match(RUN) ?? []) if ([...run].length >= 2) out.push(run);
  return out;
}

/** True when `term` holds a Han or kana character. */
export function hasCjk(term: string): boolean {
  RUN.lastIndex = 0;
  const yes = RUN.test(term);
  RUN.lastIndex = 0;
  return yes;
}

/**
 * Search terms (core/recall/search-terms: lower-case words) for the conversation index: a term holding
 * a Han/kana run becomes one term per word of that run, each the phrase of its bigrams ("数据 据库");
 * one-character words (particles such as 的, の) are dropped. Other terms are kept as they are.
 */
export function cjkSearchTerms(terms: readonly string[]): string[] {
  const out: string[] = [];
  for (const term of terms) {
    if (!RUN.test(term)) {
      out.push(term);
      continue;
    }
    RUN.lastIndex = 0;
    segmenter ??= new Intl.Segmenter("zh", { granularity: "word" });
    for (const { segment, isWordLike } of segmenter.segment(term)) {
      if (!isWordLike) continue;
      const runs = segment.match(RUN);
      if (runs === null) out.push(segment);
      else for (const run of runs) if ([...run].length >= 2) out.push(bigrams(run).join(" "));
    }
  }
  return [...new Set(out)];
}
