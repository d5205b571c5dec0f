/**
 * Text embeddings behind one interface. A provider turns texts into unit-length vectors of one model;
 * the model id and the vector length are stored with every vector, so vectors of another model are
 * never compared with this one's. Implementations live in app/embeddings (none, offline, transformers,
 * http); the provider is chosen by the `embeddings.provider` setting.
 */

export const EMBEDDING_PROVIDERS = ["none", "offline", "transformers", "http"] as const;
export type EmbeddingProviderName = (typeof EMBEDDING_PROVIDERS)[number];

export interface EmbeddingProvider {
  readonly name: Exclude<EmbeddingProviderName, "none">;
  /** Model id stored with each vector, e.g. "use-lite-512" or "Xenova/all-MiniLM-L6-v2". */
  readonly model: string;
  /**
   * Fast enough to embed a few texts inside a hook's time budget (hundreds of texts per second on one
   * core). Slow providers embed only in `cairn index` and the MCP server.
   */
  readonly fast: boolean;
  /**
   * One vector per text, in order, each of unit length (L2 norm 1) and of the same dimension.
   * Loads the model on first call. Throws CairnError("UNSUPPORTED") when the model cannot be loaded
   * and CairnError("IO") when a remote call fails; the message is one line.
   */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  /** Releases the model (optional). */
  close?(): Promise<void>;
}

/** Texts per embed call when indexing in batches. */
export const EMBED_BATCH = 32;
