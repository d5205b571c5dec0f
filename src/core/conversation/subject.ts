/**
 * What an excerpt is about, as words, and whether two excerpts share it — by counting words, in any
 * language: no stop-word list, no keyword. Pure.
 *
 * An excerpt's subject words are its words of at least four letters or digits (identifiers, file names
 * and paths whole, lowercased) and, for Chinese and Japanese text, which has no spaces, the bigrams of
 * its Han/kana runs (core/conversation/cjk-bigrams.ts). Two excerpts share a subject when at least
 * MIN_SHARED of their words are the same and those make at least SHARE of the smaller excerpt's words,
 * words that most excerpts of the pool compared hold (a language's function words, the query's own)
 * not counted: their document frequency in the pool, the idea behind IDF (Sparck Jones, 1972).
 */
import { cjkIndexText } from "./cjk-bigrams.js";

/** Shared subject words needed (see the module comment). */
export const MIN_SHARED = 3;
/** Share of the smaller excerpt's subject words needed (see the module comment). */
export const SHARE = 0.2;
/** A word held by more than this share of a pool of at least COMMON_POOL excerpts is not a subject word. */
export const COMMON = 0.5;
const COMMON_POOL = 4;

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The subject words of `text` (see the module comment). */
export function subjectWords(text: string): Set<string> {
  const indexed = cjkIndexText(text) ?? text;
  const out = new Set<string>();
  for (const m of indexed.toLowerCase().matchAll(/[\p{L}\p{N}][\p{L}\p{N}_./\\-]*[\p{L}\p{N}]/gu)) {
    const w = m[0];
    if ([...w].length >= 4 || (WIDE.test(w) && [...w].length === 2)) out.add(w);
  }
  return out;
}

/**
 * True when `a` and `b` (subject words) share a subject; `pool`: the subject words of every excerpt
 * compared, for the words too common to count.
 */
export function sameSubject(
  a: ReadonlySet<string>,
  b: ReadonlySet<string>,
  pool: readonly ReadonlySet<string>[],
): boolean {
  const common = (w: string) =>
    pool.length >= COMMON_POOL && pool.filter((p) => p.has(w)).length > pool.length * COMMON;
  let shared = 0;
  let size = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const w of small) {
    if (common(w)) continue;
    size += 1;
    if (large.has(w)) shared += 1;
  }
  return shared >= MIN_SHARED && shared >= size * SHARE;
}
