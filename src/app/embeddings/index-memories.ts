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

/** Batches per thread read in one round without a time budget (a round's texts are sorted by length, then batched). */
const ROUND_BATCHES = 4;

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
    const found = await index.pending({
      model: provider.model,
      project: o.project,
      // with a time budget, one batch per thread between checks of the clock
      limit: batch * concurrency * (o.budgetMs === undefined ? ROUND_BATCHES : 1),
    });
    if (found.length === 0) break;
    // texts of similar length batched together: a batch costs about as much as its longest text
    const rows = found
      .map((m) => ({ id: m.id, text: embeddingText(m) }))
      .sort((a, b) => a.text.length - b.text.length);
    const chunks: string[][] = [];
    for (let i = 0; i < rows.length; i += batch) chunks.push(rows.slice(i, i + batch).map((r) => r.text));
    // longest batches asked for first: the worker pool serves requests in order, so the short ones fill
    // the threads at the end of the round instead of one long batch running alone (longest processing
    // time first, Graham 1969, https://doi.org/10.1137/0117039)
    const embedded = new Array<Float32Array[]>(chunks.length);
    await Promise.all(
      chunks
        .map((texts, i) => ({ texts, i }))
        .reverse()
        .map(async ({ texts, i }) => {
          embedded[i] = await provider.embed(texts);
        }),
    );
    const vectors = embedded.flat();
    await index.put(
      provider.model,
      rows.map((r, i) => ({ id: r.id, vector: vectors[i] as Float32Array })),
      now().toISOString(),
    );
    done += rows.length;
    o.onProgress?.({ done: Math.min(done, total), total });
  }
  const remaining = await index.countPending({ model: provider.model, project: o.project });
  return { model: provider.model, embedded: done, remaining, ms: clock() - start };
}
