/** Vector helpers (pure): unit normalisation, cosine similarity and the text a memory is embedded from. */
import type { Memory } from "../memories/memory.js";

/** Characters of a memory embedded (sentence encoders truncate long inputs anyway). */
export const EMBED_TEXT_CHARS = 2000;

/**
 * The text a memory's vector is computed from: title, then body, at most EMBED_TEXT_CHARS characters.
 * A title without a letter or digit (a placeholder such as "-") is left out when there is a body: it
 * carries no meaning and shifts a sentence encoder's vector (on LoCoMo, bench/retrieval.mjs, fused R@10
 * fell about 1.5 points with a "-" title line before each turn).
 */
export function embeddingText(m: Pick<Memory, "title" | "body">): string {
  const title = m.body && !/[\p{L}\p{N}]/u.test(m.title) ? "" : m.title;
  const text = m.body ? (title ? `${title}\n${m.body}` : m.body) : m.title;
  return text.length > EMBED_TEXT_CHARS ? text.slice(0, EMBED_TEXT_CHARS) : text;
}

/** v / ‖v‖₂ as a Float32Array; a zero vector stays zero. */
export function normalize(v: ArrayLike<number>): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += (v[i] as number) ** 2;
  const norm = Math.sqrt(sum);
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = norm > 0 ? (v[i] as number) / norm : 0;
  return out;
}

/** Cosine similarity in [−1, 1]; 0 when either vector is zero. Throws on a length mismatch. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new RangeError(`vector lengths differ: ${a.length} vs ${b.length}`);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}
