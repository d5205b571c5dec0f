/**
 * How `cairn search` mixes what was said (conversation excerpts) into the memories' top-k. Pure.
 *
 * Relevance across the two kinds is compared by query-term coverage — how many of the query's terms an
 * item matches as the keyword index matches them — since BM25 scores of two indexes are not comparable:
 * - a memory that matches the query strongly (at least two of its terms, or every term of a shorter
 *   query: the test prompt recall uses) keeps its place: an excerpt never pushes it out;
 * - an excerpt is a candidate only when it matches strongly too ("no match" stays possible);
 * - the remaining places go to the weak memories and the excerpts, by coverage (ties: memories
 *   first, then each kind's own rank);
 * - current code beats memory: an excerpt ranks below every memory on the same subject (one that
 *   matches every query term the excerpt matches): such a memory is a strong match itself, and strong
 *   memories come first — whether the excerpt is older or newer;
 * - newer beats older: among excerpts that match as many query terms, those of a newer session come
 *   first (a session by its newest excerpt here), each session's own in rank order;
 * - at most `maxExcerpts` excerpts (the default search's exposure: core/conversation/said-exposure.ts),
 *   the best of them by the order above; the places left go to the next memories.
 */
import { matchedTerms } from "../recall/search-terms.js";
import { cjkWords, hasCjk } from "./cjk-bigrams.js";

/** The query terms `text` matches: Porter stems and prefixes as the index matches them; a Han/kana term by one of its words. */
export function coveredTerms(terms: readonly string[], text: string): string[] {
  const latin = terms.filter((t) => !hasCjk(t));
  const found = new Set(matchedTerms(latin, text));
  for (const t of terms) if (hasCjk(t) && cjkWords(t).some((w) => text.includes(w))) found.add(t);
  return terms.filter((t) => found.has(t));
}

/** Terms an item must match to count as a strong match of a query with `n` terms. */
export const strongAt = (n: number): number => Math.min(n, 2);

export interface MixItem<T> {
  item: T;
  kind: "memory" | "excerpt";
  /** The query terms it matches (coveredTerms). */
  covered: readonly string[];
  /** When it was written or said (ISO-8601). */
  at: string;
  /** The session an excerpt was said in (excerpts only). */
  session?: string;
}

/**
 * Up to `limit` items: `memories` and `excerpts` each in their own rank order, mixed as the module
 * comment says, with at most `maxExcerpts` excerpts (default: no bound). `terms`: the query's search terms.
 */
export function mixKinds<M, E>(
  terms: readonly string[],
  memories: readonly MixItem<M>[],
  excerpts: readonly MixItem<E>[],
  limit: number,
  maxExcerpts: number = Number.POSITIVE_INFINITY,
): MixItem<M | E>[] {
  const need = strongAt(terms.length);
  const strong = memories.filter((m) => m.covered.length >= need);
  const weak = memories.filter((m) => m.covered.length < need);
  const said = newerSessionsFirst(excerpts.filter((e) => e.covered.length >= need)).slice(0, maxExcerpts);
  const rest: MixItem<M | E>[] = [...weak, ...said]
    .map((x, i) => ({ x, i }))
    .sort((a, b) => b.x.covered.length - a.x.covered.length || a.i - b.i)
    .map(({ x }) => x);
  return [...strong, ...rest].slice(0, limit);
}

/**
 * Excerpts in rank order, except that among those matching as many query terms a newer session's come
 * before an older one's; `session` tells an excerpt's session (default: none, rank order kept).
 */
export function newerSessionsFirst<E>(
  excerpts: readonly MixItem<E>[],
  session: (x: MixItem<E>) => string = (x) => x.session ?? "",
): MixItem<E>[] {
  const newest = new Map<string, string>();
  for (const x of excerpts) {
    const s = session(x);
    if ((newest.get(s) ?? "") < x.at) newest.set(s, x.at);
  }
  return excerpts
    .map((x, i) => ({ x, i, s: newest.get(session(x)) ?? "" }))
    .sort(
      (a, b) =>
        b.x.covered.length - a.x.covered.length || (a.s === b.s ? 0 : a.s < b.s ? 1 : -1) || a.i - b.i,
    )
    .map(({ x }) => x);
}
