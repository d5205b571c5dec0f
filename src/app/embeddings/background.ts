/**
 * Background indexing for a long-running process (the MCP server): after `delayMs`, embeds pending
 * memories in small batches, yielding to the event loop between batches (the MCP server's provider
 * runs in a worker thread, worker-pool.ts, so the batch itself does not block either), then checks again every
 * `intervalMs` for memories saved since. Errors are reported once through `onError` and stop the loop
 * (search stays lexical). `stop()` ends it; the timer never keeps the process alive.
 */
import type { EmbeddingProvider } from "../../core/embeddings/provider.js";
import type { VectorIndex } from "../../store/vector-index.js";
import { indexMemories } from "./index-memories.js";

export interface BackgroundIndexer {
  stop(): void;
  /** Resolves after the current pass, if any. */
  idle(): Promise<void>;
}

export function startBackgroundIndexing(
  open: () => Promise<VectorIndex>,
  provider: EmbeddingProvider,
  o: {
    delayMs?: number;
    intervalMs?: number;
    batch?: number;
    onError?: (err: unknown) => void;
    onPass?: (r: { embedded: number; remaining: number }) => void;
  } = {},
): BackgroundIndexer {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    try {
      const index = await open();
      const r = await indexMemories(index, provider, {
        batch: o.batch ?? 8,
        signal: controller.signal,
        // one batch per turn of the event loop, so tool calls are served in between
        budgetMs: 0,
      });
      o.onPass?.(r);
      schedule(r.remaining > 0 ? 0 : (o.intervalMs ?? 60_000));
    } catch (err) {
      // stopped while a batch was in flight: not an error
      if (!controller.signal.aborted) o.onError?.(err);
    }
  };
  const schedule = (ms: number) => {
    if (controller.signal.aborted) return;
    timer = setTimeout(() => {
      running = pass();
    }, ms);
    timer.unref();
  };
  schedule(o.delayMs ?? 2_000);
  return {
    stop() {
      controller.abort();
      if (timer) clearTimeout(timer);
    },
    idle: () => running,
  };
}
