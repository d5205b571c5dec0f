// Seeded randomness for the tenth held-out secrets corpus: sfc32 (Chris Doty-Humphrey's "Small Fast
// Counting" generator, as in PractRand), plus string helpers and the CRC-32 + base62 checksum that
// GitHub (github.blog, 2021-04-05 "Behind GitHub's new authentication token formats") and npm use.
// No clock, no network: the same seed always gives the same corpus.

/** sfc32 seeded from four 32-bit words; returns floats in [0, 1). */
export function sfc32(a, b, c, d) {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const DIGITS = "0123456789";
export const HEX = "0123456789abcdef";
export const HEXU = "0123456789ABCDEF";
export const ALNUM = UPPER + LOWER + DIGITS;
export const B62 = DIGITS + UPPER + LOWER;
export const B64 = `${UPPER}${LOWER}${DIGITS}+/`;
export const B64URL = `${UPPER}${LOWER}${DIGITS}-_`;
export const B32 = `${UPPER}234567`;
export const LOWNUM = LOWER + DIGITS;
export const UPNUM = UPPER + DIGITS;

/** A random source with helpers; every helper draws from the one sfc32 stream. */
export function makeRand(seed) {
  const next = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0);
  for (let i = 0; i < 20; i++) next();
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (xs) => xs[Math.floor(next() * xs.length)];
  const str = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(next() * alphabet.length)];
    return s;
  };
  /** A string that mixes upper, lower and digits (re-drawn until it does, so it looks machine-made). */
  const mixed = (alphabet, n) => {
    for (;;) {
      const s = str(alphabet, n);
      const has = (re) => !re.test(alphabet) || re.test(s);
      if (n < 12 || (has(/[A-Z]/) && has(/[a-z]/) && has(/[0-9]/))) return s;
    }
  };
  const hex = (n) => {
    for (;;) {
      const s = str(HEX, n);
      if (n < 12 || (/[a-f]/.test(s) && /[0-9]/.test(s))) return s;
    }
  };
  const uuid = () =>
    `${hex(8)}-${hex(4)}-4${str(HEX, 3)}-${pick(["8", "9", "a", "b"])}${str(HEX, 3)}-${hex(12)}`;
  const bytes = (n) => Array.from({ length: n }, () => int(0, 255));
  const b64bytes = (n) => Buffer.from(bytes(n)).toString("base64");
  return { next, int, pick, str, mixed, hex, uuid, bytes, b64bytes };
}

const CRC_TABLE = (() => {
  const t = [];
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t.push(c >>> 0);
  }
  return t;
})();

/** CRC-32 (IEEE 802.3, reflected, poly 0xEDB88320) of an ASCII string. */
export function crc32(s) {
  let c = 0xffffffff;
  for (let i = 0; i < s.length; i++) c = CRC_TABLE[(c ^ s.charCodeAt(i)) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Base62 (0-9A-Za-z) of a non-negative integer, left-padded with "0" to `width`. */
export function base62(n, width) {
  let s = "";
  let v = n;
  do {
    s = B62[v % 62] + s;
    v = Math.floor(v / 62);
  } while (v > 0);
  return s.padStart(width, "0");
}

/** A 30-char base62 body plus its 6-char CRC-32 base62 checksum (GitHub `ghp_` family, npm `npm_`). */
export function checksummed(r) {
  const body = r.mixed(ALNUM, 30);
  return body + base62(crc32(body), 6);
}
