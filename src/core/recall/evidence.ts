/**
 * Whether a ranked candidate may be shown for a query at all (pure). Ranking orders whatever reached
 * the pool; this says which of it the query actually found, so a search with nothing relevant says so:
 *
 * - a query term matches one of its words as the keyword index matches them (same Porter stem, or a
 *   stem that begins with the term's: "auth" finds "authentication"): shown — a weak match (one
 *   common term, a prefix) is still a match, and BM25 already ranks it low;
 * - its cosine similarity to the query reaches the model's absolute floor
 *   (core/embeddings/similarity-floor.ts): shown;
 * - otherwise — it entered the pool through pseudo-relevance feedback only, or as a nearest neighbour
 *   below the floor — it is not shown.
 * A prefix-only match is kept even when a vector is present: the abbreviations of code ("config",
 * "auth", "env", "repo") match their long forms only as prefixes, and a sentence encoder's similarity
 * does not tell those from "chart" in "charter" (calibration in core/embeddings/similarity-floor.ts).
 */
import type { Memory } from "../memories/memory.js";
import { matchTerms } from "./search-terms.js";

/** The text the keyword index holds for a memory (title, body, files, tags). */
export function indexedText(m: Pick<Memory, "title" | "body" | "files" | "tags">): string {
  return `${m.title} ${m.body} ${m.files.join(" ")} ${m.tags.join(" ")}`;
}

/**
 * True when `memory` is evidenced for the query `terms`: a term match (exact or prefix) or a similarity
 * (`semantic`, null when the memory has no vector) of at least `floor` (null: no vectors in this search).
 */
export function isEvidenced(
  memory: Pick<Memory, "title" | "body" | "files" | "tags">,
  terms: readonly string[],
  semantic: number | null | undefined,
  floor: number | null,
): boolean {
  if (floor !== null && semantic != null && semantic >= floor) return true;
  return matchTerms(terms, indexedText(memory)).size > 0;
}
