/**
 * The VectorIndex port: per-project nearest-neighbour search over memory embeddings, beside the
 * keyword index. Every vector is stored with its model id and dimension; a memory holds at most one
 * current vector, and only vectors of the model asked for are searched (others wait to be re-embedded).
 * Editing a memory's title or body drops its vector (it is embedded again by the next batch).
 * Implementations: sqlite/vectors.ts (sqlite-vec `vec0`, one table per project and model) and
 * postgres/vectors.ts (pgvector, HNSW per dimension); both pass vector-index.contract.ts.
 */
import { CairnError } from "../core/common/errors.js";
import type { Memory, MemoryType } from "../core/memories/memory.js";

/**
 * The one length the vectors of a non-empty `put` batch share; CairnError("INVALID_INPUT") when they
 * differ or are empty (every implementation stores a batch under one dimension).
 */
export function batchDimensions(model: string, rows: readonly { vector: Float32Array }[]): number {
  const dims = rows[0]?.vector.length ?? 0;
  if (dims === 0 || rows.some((r) => r.vector.length !== dims))
    throw new CairnError("INVALID_INPUT", `vectors of one batch must share one non-zero length (${model})`);
  return dims;
}

export interface VectorHit {
  memory: Memory;
  /** Cosine similarity to the query vector, in [−1, 1]. */
  similarity: number;
}

export interface VectorStats {
  project: string;
  model: string;
  dims: number;
  vectors: number;
}

export interface VectorIndex {
  /**
   * Live, non-superseded memories without a current vector of `model` (none yet, another model's, or
   * edited since), oldest first, at most `limit`.
   */
  pending(q: { model: string; project?: string; limit: number }): Promise<Memory[]>;
  countPending(q: { model: string; project?: string }): Promise<number>;
  /** Current vectors of `model` (in `project`, or in every project). */
  countVectors(q: { model: string; project?: string }): Promise<number>;
  /**
   * How a search may use the project's `model` vectors, decided cheaply at any size: "none" when the
   * project has no current vector of `model`; "knn" when `search` fits a search's time (an approximate
   * index, or an exact scan of at most EXACT_KNN_MAX vectors); "candidates" when an exact scan would
   * not (then only `similarities` of the keyword candidates are used).
   */
  searchMode(q: { model: string; project: string }): Promise<"none" | "knn" | "candidates">;
  /**
   * Stores one vector per memory id for `model` (replacing the memory's vector of any model).
   * All vectors of one call must have the same length; throws CairnError("INVALID_INPUT") otherwise
   * and CairnError("NOT_FOUND") for an unknown memory id.
   */
  put(model: string, rows: readonly { id: string; vector: Float32Array }[], now: string): Promise<void>;
  /** The `k` live memories of `project` whose `model` vectors are nearest the query (cosine), best first. */
  search(q: {
    model: string;
    project: string;
    vector: Float32Array;
    k: number;
    types?: readonly MemoryType[];
  }): Promise<VectorHit[]>;
  /** Cosine similarity of the query to each listed memory that has a current `model` vector. */
  similarities(q: {
    model: string;
    vector: Float32Array;
    ids: readonly string[];
  }): Promise<Map<string, number>>;
  stats(): Promise<VectorStats[]>;
}

/**
 * Vectors a project may hold for an exact (brute-force) KNN scan in a search. sqlite-vec 0.1.9 has no
 * approximate index: it scans 100,000 512-d vectors in 60–90 ms on one core of these machines (its bit
 * vectors were no faster), ~0.8 ms per 1,000; at 5,000 the scan stays near 4 ms and a hybrid search
 * within ~15 ms (`node bench/search-scale.mjs`).
 */
export const EXACT_KNN_MAX = 5_000;
