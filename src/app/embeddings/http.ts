/**
 * The HTTP provider: an OpenAI-compatible embeddings endpoint (OpenAI, Ollama, LM Studio, vLLM, llama.cpp
 * server…). POST `<url>/embeddings` with `{ model, input: string[] }`; the answer's `data[i].embedding`
 * (ordered by `data[i].index`) is the vector of `input[i]`
 * (https://platform.openai.com/docs/api-reference/embeddings/create). The API key, if any, is read from
 * the environment variable named by the settings, sent as a Bearer token and never stored.
 */
import { CairnError } from "../../core/common/errors.js";
import type { EmbeddingProvider } from "../../core/embeddings/provider.js";
import { normalize } from "../../core/embeddings/vectors.js";

export interface HttpProviderOptions {
  /** Base URL, e.g. "https://api.openai.com/v1" or "http://127.0.0.1:11434/v1". */
  url: string;
  model: string;
  apiKey?: string;
  /** Per request, default 30,000 ms. */
  timeoutMs?: number;
}

interface EmbeddingsResponse {
  data?: { index?: number; embedding?: unknown }[];
}

export function httpProvider(o: HttpProviderOptions): EmbeddingProvider {
  const endpoint = `${o.url.replace(/\/+$/, "")}/embeddings`;
  return {
    name: "http",
    model: o.model,
    fast: false,
    async embed(texts) {
      if (texts.length === 0) return [];
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: o.model, input: texts }),
          signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
        });
      } catch (err) {
        throw new CairnError("IO", `embeddings request to ${endpoint} failed: ${(err as Error).message}`, {
          cause: err,
        });
      }
      if (!res.ok) {
        const detail = (await res.text().catch(() => "")).replace(/\s+/g, " ").slice(0, 200);
        throw new CairnError("IO", `embeddings endpoint ${endpoint} answered ${res.status}: ${detail}`);
      }
      const body = (await res.json().catch(() => ({}))) as EmbeddingsResponse;
      const data = Array.isArray(body.data) ? [...body.data] : [];
      data.sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
      if (data.length !== texts.length || !data.every((d) => isVector(d.embedding)))
        throw new CairnError(
          "IO",
          `embeddings endpoint ${endpoint} returned ${data.length} vectors for ${texts.length} texts`,
        );
      const vectors = data.map((d) => normalize(d.embedding as number[]));
      const dims = vectors[0]?.length ?? 0;
      if (vectors.some((v) => v.length !== dims))
        throw new CairnError("IO", `embeddings endpoint ${endpoint} returned vectors of different lengths`);
      return vectors;
    },
  };
}

function isVector(v: unknown): v is number[] {
  return Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "number" && Number.isFinite(x));
}
