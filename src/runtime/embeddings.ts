/**
 * The embeddings of a runtime that searches by meaning (the MCP server, the dashboard): the configured
 * provider in a worker thread (app/embeddings/worker-pool.ts: a query is served before background
 * batches) and the semantic search on the runtime's store, built on first use. A module of its own:
 * the hooks never embed.
 */
import { embeddingSettings } from "../app/embeddings/create-provider.js";
import { semanticFromConfig } from "../app/embeddings/semantic.js";
import { type WorkerEmbedder, workerEmbedder } from "../app/embeddings/worker-pool.js";
import type { Store } from "../store/store.js";
import type { Runtime } from "./open-runtime.js";

export interface RuntimeEmbeddings {
  /** The worker, or null when embeddings are off (`embeddings.provider` none). */
  embedder: WorkerEmbedder | null;
  /** The semantic search on `store` (null when off), built on first call. */
  semantic(): ReturnType<typeof semanticFromConfig>;
}

/**
 * `script`: the bundled worker (plugin/dist/embed-worker.mjs); `log`: where indexing failures are
 * written (the MCP server's summarizer log), if anywhere.
 */
export function runtimeEmbeddings(
  rt: Pick<Runtime, "env" | "config">,
  store: Store,
  script: string,
  log?: (line: string) => void,
): RuntimeEmbeddings {
  const embedder = workerEmbedder({
    settings: embeddingSettings(rt.config),
    env: { ...rt.env },
    script,
  });
  let semantic: ReturnType<typeof semanticFromConfig> | null = null;
  return {
    embedder,
    semantic: () => {
      semantic ??= semanticFromConfig(store, rt.config, rt.env, log, embedder?.query ?? null);
      return semantic;
    },
  };
}
