/**
 * Searches a project's memories: a bounded keyword candidate pool from the store (BM25 over the
 * project's own statistics), widened once by pseudo-relevance feedback (core/recall/feedback.ts), unioned
 * with a vector candidate pool (the project's nearest memories to the query embedding) when `semantic`
 * is given and the project has vectors of its model, then re-ranked in code on keyword score, semantic
 * similarity, recency, confidence, type, pinned and file overlap (core/recall/rank.ts — the weights
 * table is there). Memories without a vector still match by keyword; when the query cannot be embedded
 * the search is keyword-only and `onWarning` hears why. Returns at most `limit` hits, best first;
 * `score` is the re-rank score (not comparable across queries).
 */
import type { EmbeddingProvider } from "../../core/embeddings/provider.js";
import type { MemoryType } from "../../core/memories/memory.js";
import { FEEDBACK, feedbackTerms } from "../../core/recall/feedback.js";
import { type Candidate, type RankWeights, rerank } from "../../core/recall/rank.js";
import { toSearchTerms } from "../../core/recall/search-terms.js";
import type { SearchHit, Store } from "../../store/store.js";
import type { VectorIndex } from "../../store/vector-index.js";

/** An embedding provider and the vector index holding its vectors. */
export interface SemanticSearch {
  provider: EmbeddingProvider;
  index: VectorIndex;
}

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
  now?: Date;
  /** Vector search beside keyword search (project searches only); omit for keyword-only. */
  semantic?: SemanticSearch | null;
  /** Told (one line) when the semantic half was skipped because of an error. */
  onWarning?: (message: string) => void;
}

/** Candidates scored per pass before re-ranking. */
export const POOL = 100;

export async function searchMemories(store: Store, req: SearchRequest): Promise<SearchHit[]> {
  const terms = toSearchTerms(req.query);
  if (terms.length === 0) return [];
  const limit = Math.min(Math.max(req.limit ?? 10, 1), 200);
  const base = { project: req.project, types: req.types, limit: Math.max(POOL, limit) };
  const first = await store.searchMemories({ ...base, terms });
  const pool = new Map<string, Candidate>(
    first.map((h) => [h.memory.id, { memory: h.memory, keyword: h.score }]),
  );
  if (req.feedback !== false && first.length >= 2) {
    const top = first.slice(0, FEEDBACK.docs).map((h) => `${h.memory.title} ${h.memory.body}`);
    const extra = feedbackTerms(terms, top);
    if (extra.length > 0) {
      const lo = Math.min(...first.map((h) => h.score));
      const hi = Math.max(...first.map((h) => h.score));
      const scale = hi > lo ? hi - lo : 1;
      const second = await store.searchMemories({ ...base, terms: extra });
      const hi2 = Math.max(...second.map((h) => h.score), 0);
      for (const h of second) {
        // the feedback score, on the first pass's scale, weighted
        const add = hi2 > 0 ? FEEDBACK.weight * scale * (h.score / hi2) : 0;
        const c = pool.get(h.memory.id);
        if (c) c.keyword += add;
        else pool.set(h.memory.id, { memory: h.memory, keyword: lo + add });
      }
    }
  }
  if (req.semantic && req.project) await addSemantic(pool, req.semantic, req, limit);
  const ranked = rerank([...pool.values()], {
    now: req.now ?? new Date(),
    files: req.files,
    weights: req.weights,
  });
  return ranked.slice(0, limit);
}

/** Vector pool unioned into `pool`, and every candidate's cosine similarity filled when it has a vector. */
async function addSemantic(
  pool: Map<string, Candidate>,
  s: SemanticSearch,
  req: SearchRequest,
  limit: number,
): Promise<void> {
  const project = req.project as string;
  const model = s.provider.model;
  try {
    // no vectors of this model in the project yet: do not load the model for nothing
    if ((await s.index.countVectors({ model, project })) === 0) return;
    const [vector] = await s.provider.embed([req.query]);
    if (!vector) return;
    const near = await s.index.search({ model, project, vector, k: Math.max(POOL, limit), types: req.types });
    for (const h of near) {
      const c = pool.get(h.memory.id);
      if (c) c.semantic = h.similarity;
      else pool.set(h.memory.id, { memory: h.memory, keyword: Number.NaN, semantic: h.similarity });
    }
    const missing = [...pool.values()].filter((c) => c.semantic == null).map((c) => c.memory.id);
    if (missing.length > 0) {
      const sims = await s.index.similarities({ model, vector, ids: missing });
      for (const [id, sim] of sims) {
        const c = pool.get(id);
        if (c) c.semantic = sim;
      }
    }
  } catch (err) {
    req.onWarning?.(`semantic search skipped: ${(err as Error).message.split("\n")[0]}`);
  }
}
