// Deterministic random values for the held-out secret corpus. The byte stream is SHA-256 in counter
// mode over a seed string (FIPS 180-4), so the same seed always yields the same corpus, and any
// character is drawn by rejection sampling (no modulo bias).

import { createHash } from "node:crypto";

export const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export const LOWER_ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";
export const UPPER_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const HEX = "0123456789abcdef";
export const B64 = `${ALNUM}+/`;
export const B64URL = `${ALNUM}-_`;
export const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
export const DIGITS = "0123456789";
/** Bech32 data alphabet (BIP-173). */
export const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
/** Password characters that need no escaping in shell words, JSON strings or URL userinfo. */
export const PASSWORD = `${ALNUM}+,-.=_~`;

/**
 * A seeded random source.
 * @param {string} seed any string; the same seed gives the same sequence
 */
export function createRandom(seed) {
  let counter = 0;
  let pool = Buffer.alloc(0);
  let at = 0;
  function byte() {
    if (at >= pool.length) {
      pool = createHash("sha256").update(`${seed}:${counter++}`).digest();
      at = 0;
    }
    return pool[at++];
  }
  /** Uniform integer in [0, n), 1 ≤ n ≤ 2^32. */
  function int(n) {
    const range = 2 ** 32;
    const limit = range - (range % n);
    for (;;) {
      const v = ((byte() << 24) >>> 0) + (byte() << 16) + (byte() << 8) + byte();
      if (v < limit) return v % n;
    }
  }
  const r = {
    int,
    /** Uniform integer in [lo, hi]. */
    between: (lo, hi) => lo + int(hi - lo + 1),
    pick: (list) => list[int(list.length)],
    /** `n` characters drawn from `alphabet`. */
    chars(alphabet, n) {
      let s = "";
      for (let i = 0; i < n; i++) s += alphabet[int(alphabet.length)];
      return s;
    },
    bytes(n) {
      const b = Buffer.alloc(n);
      for (let i = 0; i < n; i++) b[i] = byte();
      return b;
    },
    alnum: (n) => r.chars(ALNUM, n),
    lower: (n) => r.chars(LOWER_ALNUM, n),
    upper: (n) => r.chars(UPPER_ALNUM, n),
    hex: (n) => r.chars(HEX, n),
    HEX: (n) => r.chars(HEX, n).toUpperCase(),
    digits: (n) => r.pick("123456789") + r.chars(DIGITS, n - 1),
    b64url: (n) => r.chars(B64URL, n),
    /** Standard base64 of `n` random bytes, with padding. */
    b64bytes: (n) => r.bytes(n).toString("base64"),
    uuid() {
      const h = r.hex(32);
      const v = "89ab"[int(4)];
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${v}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
    /** A password-like value: mixed classes, no shell or JSON metacharacters. */
    password(n = r.between(12, 24)) {
      for (;;) {
        const s = r.chars(PASSWORD, n);
        if (/[A-Z]/.test(s) && /[a-z]/.test(s) && /\d/.test(s) && /^[A-Za-z0-9]/.test(s)) return s;
      }
    },
  };
  return r;
}

/** CRC-32 (IEEE 802.3 polynomial, as in zlib) of an ASCII string. */
export function crc32(s) {
  let c = ~0;
  for (let i = 0; i < s.length; i++) {
    c ^= s.charCodeAt(i);
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** Base62 (0-9A-Za-z) of an unsigned integer, left-padded with "0" to `width`. */
export function base62(n, width) {
  const digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  let s = "";
  let v = n;
  do {
    s = digits[v % 62] + s;
    v = Math.floor(v / 62);
  } while (v > 0);
  return s.padStart(width, "0");
}

/** Base64 without padding, standard alphabet. */
export const b64nopad = (s) => Buffer.from(s).toString("base64").replace(/=+$/, "");
/** Base64url without padding (RFC 4648 §5). */
export const b64urlnopad = (s) => Buffer.from(s).toString("base64url");

/** Wrap a string at `width` columns (PEM bodies use 64, RFC 7468 §2). */
export function wrap(s, width = 64) {
  const lines = [];
  for (let i = 0; i < s.length; i += width) lines.push(s.slice(i, i + width));
  return lines.join("\n");
}
