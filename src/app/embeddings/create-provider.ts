/**
 * Picks the embedding provider from settings (`embeddings.*` in core/setup/config.ts; `CAIRN_EMBEDDINGS`
 * overrides the provider for one process). Returns null for `none`.
 */
import { homedir } from "node:os";
import { isAbsolute, join } from "node:path";
import type { EmbeddingProvider, EmbeddingProviderName } from "../../core/embeddings/provider.js";
import type { Config } from "../../core/setup/config.js";
import { httpProvider } from "./http.js";
import { offlineProvider } from "./offline.js";
import { TRANSFORMERS_DEFAULT_MODEL, transformersProvider } from "./transformers.js";

export const HTTP_DEFAULT_MODEL = "text-embedding-3-small";

export interface EmbeddingSettings {
  provider: EmbeddingProviderName;
  /** "default" picks the provider's default model. */
  model: string;
  url: string;
  apiKeyEnv: string;
}

/** `$XDG_CACHE_HOME/cairn/models`, else `~/.cache/cairn/models` (XDG Base Directory spec). */
export function modelCacheDir(env: NodeJS.ProcessEnv): string {
  const xdg = env.XDG_CACHE_HOME;
  const base = xdg && isAbsolute(xdg) ? xdg : join(env.HOME || homedir(), ".cache");
  return join(base, "cairn", "models");
}

export function createEmbeddingProvider(
  s: EmbeddingSettings,
  env: NodeJS.ProcessEnv,
): EmbeddingProvider | null {
  const model = s.model === "default" ? null : s.model;
  switch (s.provider) {
    case "offline":
      return offlineProvider();
    case "transformers":
      return transformersProvider({
        model: model ?? TRANSFORMERS_DEFAULT_MODEL,
        cacheDir: modelCacheDir(env),
        localModelPath: env.CAIRN_MODELS_DIR || undefined,
      });
    case "http":
      return httpProvider({
        url: s.url,
        model: model ?? HTTP_DEFAULT_MODEL,
        apiKey: env[s.apiKeyEnv] || undefined,
      });
    default:
      return null;
  }
}

/** The embedding settings among the run's settings (`c`: runtime.config). */
export function embeddingSettings(c: Config): EmbeddingSettings {
  return {
    provider: c["embeddings.provider"] as EmbeddingProviderName,
    model: c["embeddings.model"],
    url: c["embeddings.url"],
    apiKeyEnv: c["embeddings.apiKeyEnv"],
  };
}

/** The configured provider (`c`: the run's settings, runtime.config), or null for none. */
export function embeddingsFromConfig(c: Config, env: NodeJS.ProcessEnv): EmbeddingProvider | null {
  return createEmbeddingProvider(embeddingSettings(c), env);
}
