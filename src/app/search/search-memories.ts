/** Search over a project's memories for a free-text query, ranked by `rankMemories` (rank.ts). */
import type { MemoryType } from "../../core/memories/memory.js";
import type { Fusion, RankWeights } from "../../core/recall/rank.js";
import { toSearchTerms } from "../../core/recall/search-terms.js";
import type { SearchHit, Store } from "../../store/store.js";
import { rankMemories } from "./rank.js";
import type { SemanticSearch } from "./semantic-pool.js";

export type { SemanticSearch } from "./semantic-pool.js";

export interface SearchRequest {
  query: string;
  /** Project id; omit to search every project. */
  project?: string;
  types?: MemoryType[];
  /** Default 10, at most 200. */
  limit?: number;
  /** Files named by the prompt or task (project-relative); raise memories about them. */
  files?: readonly string[];
  /** Pseudo-relevance feedback (default on). */
  feedback?: boolean;
  weights?: Partial<RankWeights>;
  /** How keyword and semantic scores are combined (core/recall/rank.ts); default "minmax". */
  fusion?: Fusion;
  now?: Date;
  /** Vector search beside keyword search (project searches only); omit for keyword-only. */
  semantic?: SemanticSearch | null;
  /** Told (one line) when the semantic half was skipped because of an error. */
  onWarning?: (message: string) => void;
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
