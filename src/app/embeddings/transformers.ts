/**
 * The transformers provider: a sentence-embedding model run locally by Transformers.js
 * (`@huggingface/transformers`, ONNX Runtime for Node), feature-extraction pipeline with mean pooling
 * and L2 normalisation (https://huggingface.co/docs/transformers.js/api/pipelines#pipelinesfeatureextractionpipeline).
 * Default model Xenova/all-MiniLM-L6-v2 (384-d, Apache-2.0), q8 weights. The model is downloaded from the
 * Hugging Face Hub on first use and cached in `cacheDir` ($XDG_CACHE_HOME/cairn/models); `localModelPath`
 * serves models from a folder instead (`<localModelPath>/<model>/{config.json,tokenizer.json,onnx/…}`).
 * The package is an optional install (it brings ~450 MB of ONNX Runtime); without it the provider
 * fails with one line and search stays lexical.
 */
import { CairnError } from "../../core/common/errors.js";
import { loadOnce } from "../../core/common/memo.js";
import type { EmbeddingProvider } from "../../core/embeddings/provider.js";
import { normalize } from "../../core/embeddings/vectors.js";

export const TRANSFORMERS_DEFAULT_MODEL = "Xenova/all-MiniLM-L6-v2";

export interface TransformersProviderOptions {
  model: string;
  /** Where downloaded models are cached. */
  cacheDir: string;
  /** A folder of local models; when set, nothing is downloaded. */
  localModelPath?: string;
  /** Weights variant, default "q8" (onnx/model_quantized.onnx); "fp32" is onnx/model.onnx. */
  dtype?: "q8" | "fp32";
}

type Extractor = (
  texts: string[],
  o: { pooling: "mean"; normalize: boolean },
) => Promise<{ dims: number[]; data: ArrayLike<number> }>;

export function transformersProvider(o: TransformersProviderOptions): EmbeddingProvider {
  const extractor = loadOnce(async (): Promise<Extractor> => {
    let lib: typeof import("@huggingface/transformers");
    try {
      lib = await import("@huggingface/transformers");
    } catch (err) {
      throw new CairnError(
        "UNSUPPORTED",
        `transformers embeddings need the optional package @huggingface/transformers (npm install @huggingface/transformers): ${(err as Error).message.split("\n")[0]}`,
        { cause: err },
      );
    }
    lib.env.cacheDir = o.cacheDir;
    if (o.localModelPath) {
      lib.env.localModelPath = o.localModelPath;
      lib.env.allowLocalModels = true;
      lib.env.allowRemoteModels = false;
    }
    try {
      const pipe = await lib.pipeline("feature-extraction", o.model, { dtype: o.dtype ?? "q8" });
      return pipe as unknown as Extractor;
    } catch (err) {
      throw new CairnError(
        "UNSUPPORTED",
        `cannot load embedding model ${o.model} (${(err as Error).message.split("\n")[0]})`,
        { cause: err },
      );
    }
  });
  return {
    name: "transformers",
    model: o.model,
    fast: false,
    async embed(texts) {
      if (texts.length === 0) return [];
      const run = await extractor();
      const out = await run([...texts], { pooling: "mean", normalize: true });
      const [n, d] = [out.dims[0] ?? 0, out.dims[1] ?? 0];
      const data = Float32Array.from(out.data);
      const vectors: Float32Array[] = [];
      for (let i = 0; i < n; i++) vectors.push(normalize(data.subarray(i * d, (i + 1) * d)));
      return vectors;
    },
  };
}
