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

/** Renders one case's text around its secret. */
export type Line = (s: string) => string;
/** Adds one case per line of `lines`, each around a fresh secret from `gen`. */
export type Each = (category: string, gen: () => string, lines: Line[]) => void;

/** `r` (a Rand over mulberry32(`seed`)) and `each` (one case per line, a fresh secret each) for `add`. */
export function seededCases(add: Add, seed: number): { r: Rand; each: Each } {
  const rand = mulberry32(seed);
  const r: Rand = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const each: Each = (category, gen, lines) => {
    for (const line of lines) {
      const s = gen();
      add(category, line(s), s);
    }
  };
  return { r, each };
}
