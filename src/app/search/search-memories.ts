/** Search over a project's memories for a free-text query, ranked by `rankMemories` (rank.ts). */
import type { MemoryType } from "../../core/memories/memory.js";
import { toSearchTerms } from "../../core/recall/search-terms.js";
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

export async function searchMemories(store: Store, req: SearchRequest): Promise<SearchHit[]> {
  return rankMemories(store, {
    terms: toSearchTerms(req.query),
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
