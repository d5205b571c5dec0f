/**
 * Computes missing vectors in batches: memories without a current vector of the provider's model (new,
 * edited, or embedded by another model) are embedded `batch` at a time and stored in the vector index.
 * Runs in `cairn index`, in the MCP server's background, and never in a hook unless the provider is fast.
 * Stops early when `budgetMs` is spent or `signal` aborts; what is left waits for the next run.
 */
import type { EmbeddingProvider } from "../../core/embeddings/provider.js";
import { EMBED_BATCH } from "../../core/embeddings/provider.js";
import { embeddingText } from "../../core/embeddings/vectors.js";
import type { VectorIndex } from "../../store/vector-index.js";

export interface IndexOptions {
  project?: string;
  /** Texts per embed call (default 32). */
  batch?: number;
  /**
   * Embed calls in flight at once (default 1): with a provider backed by several worker threads
   * (worker-pool.ts), one batch per thread.
   */
  concurrency?: number;
  /** Wall-clock budget in ms; at least one batch runs. */
  budgetMs?: number;
  signal?: AbortSignal;
  onProgress?: (p: { done: number; total: number }) => void;
  now?: () => Date;
  /** Milliseconds clock (default performance.now). */
  clock?: () => number;
}

export interface IndexResult {
  model: string;
  embedded: number;
  /** Memories still without a vector of this model. */
  remaining: number;
  /** Milliseconds spent. */
  ms: number;
}

export async function indexMemories(
  index: VectorIndex,
  provider: EmbeddingProvider,
  o: IndexOptions = {},
): Promise<IndexResult> {
  const clock = o.clock ?? (() => performance.now());
  const now = o.now ?? (() => new Date());
  const start = clock();
  const batch = Math.max(1, o.batch ?? EMBED_BATCH);
  const concurrency = Math.max(1, o.concurrency ?? 1);
  const total = await index.countPending({ model: provider.model, project: o.project });
  let done = 0;
  o.onProgress?.({ done, total });
  while (done < total) {
    if (o.signal?.aborted) break;
    if (done > 0 && o.budgetMs !== undefined && clock() - start >= o.budgetMs) break;
    const rows = await index.pending({
      model: provider.model,
      project: o.project,
      limit: batch * concurrency,
    });
    if (rows.length === 0) break;
    const chunks: string[][] = [];
    for (let i = 0; i < rows.length; i += batch) chunks.push(rows.slice(i, i + batch).map(embeddingText));
    const vectors = (await Promise.all(chunks.map((texts) => provider.embed(texts)))).flat();
    await index.put(
      provider.model,
      rows.map((m, i) => ({ id: m.id, vector: vectors[i] as Float32Array })),
      now().toISOString(),
    );
    done += rows.length;
    o.onProgress?.({ done: Math.min(done, total), total });
  }
  const remaining = await index.countPending({ model: provider.model, project: o.project });
  return { model: provider.model, embedded: done, remaining, ms: clock() - start };
}
