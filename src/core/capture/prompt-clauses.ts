/**
 * The clauses of a prompt, as core/capture/capture-corrections reads them: split at sentence ends, line
 * breaks, commas and the Chinese/Japanese clause marks. A sentence ends at `.`, `!`, `?` or `;`
 * followed by white space (so a file name, a version, a URL or a dotted identifier — `Gemfile.lock`,
 * `v1.2.3`, `https://a.b/c`, `os.path` — stays whole), or at a full-width mark (`。！？；`, no space
 * after them in Chinese or Japanese). A dot that closes a run of dotted single letters (`e.g.`, `i.e.`,
 * `z.B.`, `d.h.`) or a single letter (an initial) is not a sentence end. Pure.
 */
import { oneLine } from "../common/text.js";

const SPLIT = /(?<=[.!?;])\s+|(?<=[。！？；])\s*|\n+|，|、|,\s+/u;
/** A piece that ends in an abbreviation of dotted single letters or an initial: the next piece continues it. */
const ABBREVIATION = /(?:^|[\s(])(?:\p{L}\.)+$/u;

/** The clauses of `text` (see the module comment), one line each, list markers removed, ≥ 4 characters. */
export function promptClauses(text: string): string[] {
  const pieces: string[] = [];
  for (const piece of text.split(SPLIT)) {
    const prev = pieces.at(-1);
    if (prev !== undefined && ABBREVIATION.test(prev) && piece !== "")
      pieces[pieces.length - 1] = `${prev} ${piece}`;
    else pieces.push(piece);
  }
  return pieces.map((c) => oneLine(c).replace(/^[-*•\d.)\s]+/, "")).filter((c) => c.length >= 4);
}
