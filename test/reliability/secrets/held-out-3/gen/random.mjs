// Seeded randomness and the character sets and checksums the generated tokens use.
// mulberry32: a 32-bit PRNG by Tommy Ettinger (public domain), good enough to spread test data.
// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320) and base62 as GitHub describes for its
// token checksums ("Behind GitHub's new authentication token formats", GitHub blog, 2021); npm
// granular tokens use the same 30 random + 6 checksum characters layout.

export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const DIGITS = "0123456789";
export const HEX = "0123456789abcdef";
export const BASE62 = DIGITS + UPPER + LOWER;
export const ALNUM_LOWER = LOWER + DIGITS;
export const ALNUM_UPPER = UPPER + DIGITS;
export const B64 = `${UPPER + LOWER + DIGITS}+/`;
export const B64URL = `${UPPER + LOWER + DIGITS}-_`;
export const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
export const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

/** A deterministic random source: `next()` in [0, 1). */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const str = (charset, n) => {
    let out = "";
    for (let i = 0; i < n; i++) out += charset[Math.floor(next() * charset.length)];
    return out;
  };
  /** A string that has at least one digit, one upper and one lower letter (if the charset allows). */
  const mixed = (charset, n) => {
    for (;;) {
      const s = str(charset, n);
      const needs = [DIGITS, UPPER, LOWER].filter((set) => [...set].some((c) => charset.includes(c)));
      if (needs.every((set) => [...s].some((c) => set.includes(c)))) return s;
    }
  };
  const hex = (n) => mixed(HEX, n);
  const b64 = (bytes) => {
    const chars = Math.ceil((bytes * 4) / 3 / 4) * 4;
    const pad = (3 - (bytes % 3)) % 3;
    return str(B64, chars - pad) + "=".repeat(pad);
  };
  const uuid = () =>
    `${str(HEX, 8)}-${str(HEX, 4)}-4${str(HEX, 3)}-${pick(["8", "9", "a", "b"])}${str(HEX, 3)}-${str(HEX, 12)}`;
  return { next, int, pick, str, mixed, hex, b64, uuid };
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE) of a string's UTF-8 bytes, as an unsigned 32-bit number. */
export function crc32(text) {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, "utf8")) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Base62 (0-9A-Za-z) of a non-negative integer, left-padded with "0" to `width`. */
export function base62(value, width) {
  let n = value;
  let out = "";
  do {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  } while (n > 0);
  return out.padStart(width, "0");
}

/** A GitHub- or npm-style token: prefix + 30 random base62 + 6-character base62 CRC-32 of the random part. */
export function checksummedToken(r, prefix) {
  const body = r.mixed(BASE62, 30);
  return `${prefix}${body}${base62(crc32(body), 6)}`;
}

/** True when a checksummed token's last 6 characters are the base62 CRC-32 of its 30 random characters. */
export function checksumValid(token, prefix) {
  if (!token.startsWith(prefix) || token.length !== prefix.length + 36) return false;
  const body = token.slice(prefix.length, prefix.length + 30);
  return token.slice(prefix.length + 30) === base62(crc32(body), 6);
}
