/**
 * Cutting a one-line text to a length without cutting a thought in half: the cut falls after the last
 * whole sentence that fits, else at the last clause boundary (`; `, `, `, ` — `, `: `), else at the last
 * word boundary, never mid-word when a boundary exists in the kept part. A cut text ends in "…" (U+2026).
 * Pure; lengths in UTF-16 code units.
 */
import { ELLIPSIS } from "../common/text.js";

/** A sentence end: `.`, `!`, `?` (or their CJK forms) after a non-digit, then a space or the end. */
const SENTENCE_END = /(?<=[^\d\s.][.!?]|[。！？])(?=\s|$)/g;
/** A clause boundary: the position before `; `, `, `, ` — `, ` – `, `: ` or ` (`. */
const CLAUSE_END = /(?=[;,:] |\s[—–(]\s?)/g;

/** The last match position of `re` in `text` within [min, max], or -1. */
function lastBoundary(text: string, re: RegExp, min: number, max: number): number {
  let best = -1;
  for (const m of text.matchAll(re)) {
    const at = m.index ?? -1;
    if (at > max) break;
    if (at >= min) best = at;
  }
  return best;
}

/**
 * `text` when it fits in `max` units; else its longest prefix of whole sentences within `max - 2`
 * units (then " …"), else its prefix up to the last clause or word boundary (then "…"). A boundary
 * before `minShare × max` is not used (the cut would drop most of what fits); the last resort is a
 * cut at `max - 1` units. The result is never longer than `max`.
 */
export function clipThought(text: string, max: number, minShare = 0.4): string {
  if (text.length <= max) return text;
  if (max <= 1) return max === 1 ? ELLIPSIS : "";
  const min = Math.floor(max * minShare);
  const sentence = lastBoundary(text, SENTENCE_END, min, max - 2);
  if (sentence > 0) return `${text.slice(0, sentence)} ${ELLIPSIS}`;
  const clause = lastBoundary(text, CLAUSE_END, min, max - 1);
  if (clause > 0) return `${text.slice(0, clause)}${ELLIPSIS}`;
  const word = text.lastIndexOf(" ", max - 1);
  if (word >= min) return `${text.slice(0, word)}${ELLIPSIS}`;
  return `${text.slice(0, max - 1)}${ELLIPSIS}`;
}
