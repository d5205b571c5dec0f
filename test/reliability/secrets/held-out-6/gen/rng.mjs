// Seeded randomness and token alphabets for the sixth held-out secret corpus.
// PRNG: mulberry32 (Tommy Ettinger, public domain); seed string hashed with FNV-1a (32-bit).
// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320) for the GitHub/npm token checksums, which
// GitHub documents as a CRC-32 of the token body encoded in base62 and left-padded to 6 characters
// (https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/).

export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const DIGITS = "0123456789";
export const HEX = "0123456789abcdef";
export const ALNUM = UPPER + LOWER + DIGITS;
export const B64 = `${ALNUM}+/`;
export const B64URL = `${ALNUM}-_`;
export const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
export const BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";
export const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

function fnv1a(text) {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function makeRng(seedText) {
  let a = fnv1a(seedText);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chars = (alphabet, n) => {
    let out = "";
    for (let i = 0; i < n; i++) out += alphabet[Math.floor(next() * alphabet.length)];
    return out;
  };
  const bytes = (n) => Buffer.from(Array.from({ length: n }, () => int(0, 255)));
  const b64 = (n) => bytes(n).toString("base64");
  const uuid = () => {
    const h = chars(HEX, 32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${pick(["8", "9", "a", "b"])}${h.slice(17, 20)}-${h.slice(20)}`;
  };
  return { next, int, pick, chars, bytes, b64, uuid };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(text) {
  let c = 0xffffffff;
  for (const byte of Buffer.from(text, "utf8")) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Base62 (0-9A-Za-z) of a non-negative integer, left-padded with "0" to `width`. */
export function base62(value, width) {
  const digits = DIGITS + UPPER + LOWER;
  let v = value;
  let out = "";
  do {
    out = digits[v % 62] + out;
    v = Math.floor(v / 62);
  } while (v > 0);
  return out.padStart(width, "0");
}

/** A token `prefix + body + base62(crc32(body), 6)` as GitHub (ghp_, gho_, …) and npm (npm_) issue them. */
export function checksummed(rng, prefix, bodyLength) {
  const body = rng.chars(ALNUM, bodyLength);
  return `${prefix}${body}${base62(crc32(body), 6)}`;
}

/** Wraps `text` into lines of `width` characters. */
export function wrap(text, width) {
  const lines = [];
  for (let i = 0; i < text.length; i += width) lines.push(text.slice(i, i + width));
  return lines;
}
