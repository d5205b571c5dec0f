/** Alphabets, the seeded PRNG and the shared types of the synthetic secret corpus (corpus.ts). */

export const UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const LO = "abcdefghijklmnopqrstuvwxyz";
export const DI = "0123456789";
export const HEX = "0123456789abcdef";
export const B62 = UP + LO + DI;
export const URL = `${B62}_-`;
export const B64 = `${B62}+/`;
export const AD = LO + DI;
export const UD = UP + DI;

/** `n` characters drawn from `alphabet`. */
export type Rand = (alphabet: string, n: number) => string;
/** Records one case: its category, the text as it reaches Cairn, the secret that must not survive. */
export type Add = (category: string, line: string, secret: string) => void;

/** mulberry32 (Tommy Ettinger, public domain): a small seeded 32-bit PRNG. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
