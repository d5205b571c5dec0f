/**
 * The semantic half of a search: the project's nearest memories to the query embedding, unioned into
 * the keyword candidate pool, and every candidate's cosine similarity filled where it has a vector of
 * the provider's model. The model is not loaded when the project has no vectors of it; any failure
 * leaves the pool keyword-only and is reported once through `onWarning`. When the index cannot answer a
 * KNN within a search's time (sqlite-vec's exact scan above EXACT_KNN_MAX = 5,000 vectors in the project), the
 * semantic score re-ranks the bounded keyword pool only: on LoCoMo that pool alone gives R@10 68.2 against
 * 68.3 with the KNN (`bench/retrieval.mjs --provider offline`), but a memory sharing no word with the
 * query is then not found by meaning. A memory found by its vector alone must reach both SEMANTIC_ONLY_MIN
 * × the best similarity and the model's absolute floor (`semanticFloor`), so the nearest memories of an
 * unrelated query are not listed.
 */
import type { EmbeddingProvider } from "../../core/embeddings/provider.js";
import { similarityFloor } from "../../core/embeddings/similarity-floor.js";
import type { MemoryType } from "../../core/memories/memory.js";
import type { Candidate } from "../../core/recall/rank.js";
import type { VectorIndex } from "../../store/vector-index.js";

/**
 * A memory that matches no query word joins the pool only when its cosine similarity is at least this
 * share of the nearest memory's, so a search does not list memories that merely happen to be nearest.
 * LoCoMo R@10 (`node bench/retrieval.mjs --provider offline`) is 68.3 at 0, 0.5 and 0.7, 68.2 at 0.8.
 */
export const SEMANTIC_ONLY_MIN = 0.7;

/** An embedding provider and the vector index holding its vectors. */
export interface SemanticSearch {
  provider: EmbeddingProvider;
  index: VectorIndex;
  /**
   * The absolute similarity floor (cosine) a memory must reach to count as found by meaning; default
   * the model's calibrated floor (core/embeddings/similarity-floor.ts).
   */
  floor?: number;
}

/** The floor a search with `s` applies: its own, else the calibrated one of the provider's model. */
export function semanticFloor(s: SemanticSearch): number {
  return s.floor ?? similarityFloor(s.provider.model);
}

/**
 * Embeds the query and adds the project's `k` nearest memories to the pool, with every candidate's
 * cosine similarity. Returns the query vector for `fillSimilarities`, or null when the project has no
 * vectors of the provider's model or the semantic half failed (told once through `onWarning`).
 */
export async function addSemantic(
  pool: Map<string, Candidate>,
  s: SemanticSearch,
  req: {
    query: string;
    project: string;
    types?: readonly MemoryType[];
    k: number;
    onWarning?: (m: string) => void;
  },
): Promise<Float32Array | null> {
  const model = s.provider.model;
  try {
    const mode = await s.index.searchMode({ model, project: req.project });
    if (mode === "none") return null;
    const [vector] = await s.provider.embed([req.query]);
    if (!vector) return null;
    // too many vectors for the index's exact scan: the keyword candidates' similarities only
    const near =
      mode === "candidates"
        ? []
        : await s.index.search({
            model,
            project: req.project,
            vector,
            k: req.k,
            types: req.types ? [...req.types] : undefined,
          });
    // found by its vector alone: only when close to the best match (SEMANTIC_ONLY_MIN) and above the
    // model's absolute floor, so the nearest memories of an unrelated query stay out
    const min = Math.max(SEMANTIC_ONLY_MIN * (near[0]?.similarity ?? 0), semanticFloor(s));
    for (const h of near) {
      if (!pool.has(h.memory.id) && h.similarity < min) continue;
      const c = pool.get(h.memory.id);
      if (c) c.semantic = h.similarity;
      else pool.set(h.memory.id, { memory: h.memory, keyword: Number.NaN, semantic: h.similarity });
    }
    await fillSimilarities(pool, s, vector, req.onWarning);
    return vector;
  } catch (err) {
    req.onWarning?.(warning(err));
    return null;
  }
}

/**
 * Sets the cosine similarity to `vector` of every pool candidate that has none yet (and has a vector).
 * A failure leaves those candidates without one and is told through `onWarning`.
 */
export async function fillSimilarities(
  pool: Map<string, Candidate>,
  s: SemanticSearch,
  vector: Float32Array,
  onWarning?: (m: string) => void,
): Promise<void> {
  const missing = [...pool.values()].filter((c) => c.semantic == null).map((c) => c.memory.id);
  if (missing.length === 0) return;
  try {
    const sims = await s.index.similarities({ model: s.provider.model, vector, ids: missing });
    for (const [id, sim] of sims) {
      const c = pool.get(id);
      if (c) c.semantic = sim;
    }
  } catch (err) {
    onWarning?.(warning(err));
  }
}

function warning(err: unknown): string {
  return `semantic search skipped: ${(err as Error).message.split("\n")[0]}`;
}
