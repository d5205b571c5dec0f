/** Search over a project's memories for a free-text query, ranked by `rankMemories` (rank.ts). */
import type { MemoryType } from "../../core/memories/memory.js";
import { identifierParts, toSearchTerms } from "../../core/recall/search-terms.js";
import type { SearchHit, Store } from "../../store/store.js";
import { type RankOptions, rankMemories } from "./rank.js";

export type { SemanticSearch } from "./semantic-pool.js";

export interface SearchRequest extends RankOptions {
  query: string;
  /** Project id; omit to search every project. */
  project?: string;
  types?: MemoryType[];
  /** Default 10, at most 200. */
  limit?: number;
}

/**
 * The query's search terms, then the pieces of its compound identifiers (`identifierParts`) that are
 * not terms already: at most 32 in all.
 */
export function memoryQueryTerms(query: string): string[] {
  const terms = toSearchTerms(query);
  const more = identifierParts(query).filter((p) => !terms.includes(p));
  return [...terms, ...more].slice(0, Math.max(terms.length, 32));
}

export async function searchMemories(store: Store, req: SearchRequest): Promise<SearchHit[]> {
  return rankMemories(store, {
    terms: memoryQueryTerms(req.query),
    project: req.project,
    types: req.types,
    limit: Math.min(Math.max(req.limit ?? 10, 1), 200),
    files: req.files,
    feedback: req.feedback,
    weights: req.weights,
    fusion: req.fusion,
    now: req.now,
    semantic: req.semantic,
    query: req.query,
    onWarning: req.onWarning,
  });
}
