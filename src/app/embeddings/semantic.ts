/**
 * The semantic half of search for a process that may use it (CLI, MCP server): the configured provider
 * and the store's vector index, or null when embeddings are off or the index cannot be opened (then
 * `onWarning` hears one line and search is keyword-only). `provider` replaces the configured one (a
 * long-running process passes its worker thread's, worker-pool.ts).
 */
import type { EmbeddingProvider } from "../../core/embeddings/provider.js";
import type { Config } from "../../core/setup/config.js";
import type { Store } from "../../store/store.js";
import type { SemanticSearch } from "../search/search-memories.js";
import { embeddingsFromConfig } from "./create-provider.js";

export async function semanticFromConfig(
  store: Store,
  config: Config,
  env: NodeJS.ProcessEnv,
  onWarning?: (message: string) => void,
  given?: EmbeddingProvider | null,
): Promise<SemanticSearch | null> {
  const provider = given === undefined ? embeddingsFromConfig(config, env) : given;
  if (!provider || !store.openVectors) return null;
  try {
    return { provider, index: await store.openVectors() };
  } catch (err) {
    onWarning?.(`semantic search off: ${(err as Error).message.split("\n")[0]}`);
    return null;
  }
}
