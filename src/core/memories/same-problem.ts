/**
 * Whether two bug notes (statements of one problem: "X fails", "Y undefined", "Z takes /b as an
 * argument") name the same problem, one of them more narrowly — the second merge test of the save
 * path, after same-meaning.ts. Pure.
 *
 * A bug note is often noted twice in one session or across sessions: once in general ("Credo nesting
 * depth", from a compaction summary) and once with the place it was met ("Credo nesting depth in
 * build_tool_use_index"), or once for one argument and again for two ("`dir` takes `/b` as an
 * argument" / "`dir` takes `/s`, `/b` as arguments"). same-meaning.ts keeps these apart, as it must
 * for decisions and rules ("Use Redis for sessions" is not "Use Redis for sessions only"); for a
 * problem note the narrower one says all the broader one says. The test, on {@link meaningOf}:
 * 1. the same polarity (both negated or neither), and the restrictors (only, except, unless) equal;
 * 2. the anchors (what each names) of one are all anchors of the other, and the tokens of one all
 *    tokens of the other (nested: nothing replaced — `block` is not `wait_up_to`);
 * 3. the shorter one holds at least {@link MIN_TOKENS} tokens (a one- or two-word title names too
 *    little to say two notes are one) and the similarity of the two is at least {@link SAME_PROBLEM_MIN};
 * 4. when both quote numbers, the same numbers ("expected 1 to be 0" is not "expected 2 to be 0": two
 *    failures of one check; "fails" and "fails on line 42" may still merge).
 * Measured on the near-duplicate pairs the claim checker (`bench/capture/claim-check.mjs --dups`)
 * printed for the tuning and history homes, and the pairs of same-meaning.pairs.ts (no `keep` pair of
 * a bug note merges): see same-problem.test.ts.
 */

import type { MemoryType } from "./memory.js";
import { compareMeaning, type Meaning, meaningOf, NEGATION_ANCHOR, RESTRICTORS } from "./same-meaning.js";

/** The memory types whose statements are problem notes. */
export const PROBLEM_TYPES: ReadonlySet<MemoryType> = new Set<MemoryType>(["bug_note"]);
/** Least similarity (0–1, same-meaning.ts's measure) of two nested problem notes that merge. */
export const SAME_PROBLEM_MIN = 0.15;
/** Fewest content tokens in the shorter of the two notes. */
export const MIN_TOKENS = 3;

function subset(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/** The anchors that set a statement's polarity and range: `¬` and the restrictors. */
function polarity(m: Meaning): string {
  return [...m.anchors]
    .filter((a) => a === NEGATION_ANCHOR || RESTRICTORS.has(a))
    .sort()
    .join(" ");
}

/** True when bug notes `a` and `b` name the same problem, one of them perhaps more narrowly (see above). */
export function sameProblem(a: string, b: string): boolean {
  if (!sameNumbers(unframed(a), unframed(b))) return false;
  const x = meaningOf(unframed(a));
  const y = meaningOf(unframed(b));
  const [small, large] = x.units.size <= y.units.size ? [x, y] : [y, x];
  if (new Set(small.tokens).size < MIN_TOKENS) return false;
  if (polarity(small) !== polarity(large)) return false;
  const named = [...small.anchors].filter((t) => t !== NEGATION_ANCHOR && !RESTRICTORS.has(t));
  if (named.length === 0) return false;
  if (!subset(small.anchors, large.anchors) || !subset(small.units, large.units)) return false;
  const c = compareMeaning(small, large);
  return c.same || c.similarity >= SAME_PROBLEM_MIN;
}

const NUMBER = /\d+(?:\.\d+)*/g;

/** False when both statements quote numbers and the sets differ. */
function sameNumbers(a: string, b: string): boolean {
  const x = new Set(a.match(NUMBER) ?? []);
  const y = new Set(b.match(NUMBER) ?? []);
  if (x.size === 0 || y.size === 0) return true;
  return x.size === y.size && subset(x, y);
}

/**
 * A statement without a leading framing clause: a few words with a parenthesised note, then a colon
 * ("Resolved in the session (`pnpm lint` passed after it): The alias fails …" → "The alias fails …").
 */
export function unframed(text: string): string {
  return text.replace(FRAMING, "");
}
const FRAMING = /^[\p{L} ]{1,40}\([^()\n]{0,200}\):\s+(?=\S)/u;

/** Whether two statements of type `type` merge on save: the same meaning, or for a bug note the same problem. */
export function mergesWith(type: MemoryType, a: string, b: string): boolean {
  return compareMeaning(a, b).same || (PROBLEM_TYPES.has(type) && sameProblem(a, b));
}
