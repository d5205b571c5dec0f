// Seeded randomness and encodings for the held-out-14 generator. No clock, no network.
// sfc32 is Chris Doty-Humphrey's Small Fast Counting generator (PractRand); mulberry32 only seeds it.

export const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export const UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const LOWER_DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789";
export const HEX = "0123456789abcdef";
export const B64 = `${ALNUM}+/`;
export const B64URL = `${ALNUM}-_`;
export const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
export const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
export const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

function mulberry32(a) {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** A seeded random source: `next()` in [0, 1), plus helpers for strings and choices. */
export function makeRng(seed) {
  const m = mulberry32(seed);
  let a = m();
  let b = m();
  let c = m();
  let d = m();
  const next = () => {
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
  for (let i = 0; i < 16; i++) next();
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (arr) => arr[Math.floor(next() * arr.length)];
  const str = (alphabet, n) => {
    let out = "";
    for (let i = 0; i < n; i++) out += alphabet[Math.floor(next() * alphabet.length)];
    return out;
  };
  const digits = (n) => String(int(1, 9)) + str("0123456789", n - 1);
  const shuffle = (arr) => {
    const out = arr.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  const uuid = () => {
    const h = str(HEX, 32);
    const v = "89ab"[int(0, 3)];
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${v}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
  const password = (n = int(14, 24)) => {
    // Always mixes classes so it reads as a chosen password, never as a word.
    const body = str(ALNUM, n - 3);
    return body.slice(0, 4) + str("0123456789", 1) + str("!%^-_.~", 1) + str(LETTERS, 1) + body.slice(4);
  };
  return { next, int, pick, str, digits, shuffle, uuid, password };
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
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
  const digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  let out = "";
  let v = n;
  do {
    out = digits[v % 62] + out;
    v = Math.floor(v / 62);
  } while (v > 0);
  return out.padStart(width, "0");
}

/**
 * GitHub's token shape (github.blog, "Behind GitHub's new authentication token formats", 2021):
 * prefix + 30 random base62 characters + the CRC-32 of those 30 in base62, 6 characters. npm's
 * granular tokens (`npm_`) use the same construction.
 */
export function checksummedToken(rng, prefix) {
  const body = rng.str(ALNUM, 30);
  return `${prefix}${body}${base62(crc32(body), 6)}`;
}

export const b64 = (s) => Buffer.from(s, "utf8").toString("base64");
export const b64url = (s) => Buffer.from(s, "utf8").toString("base64url");
