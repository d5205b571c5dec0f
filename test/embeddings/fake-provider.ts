/**
 * A deterministic test provider: hashed bag of words (each lower-cased word adds 1 to one of `dims`
 * buckets), unit-normalised. Texts sharing words (after `synonyms`) get a positive cosine.
 */
import type { EmbeddingProvider } from "../../src/core/embeddings/provider.js";
import { normalize } from "../../src/core/embeddings/vectors.js";

export function bagOfWords(
  model = "bow-64",
  dims = 64,
  /** Words embedded as another word (a stand-in for what a real model learns). */
  synonyms: Record<string, string> = {},
): EmbeddingProvider & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    name: "http",
    model,
    fast: true,
    calls,
    async embed(texts) {
      calls.push([...texts]);
      return texts.map((t) => {
        const v = new Float32Array(dims);
        for (const word of t.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
          const w = synonyms[word] ?? word;
          let h = 0;
          for (const ch of w) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
          v[h % dims] = (v[h % dims] ?? 0) + 1;
        }
        return normalize(v);
      });
    },
  };
}
