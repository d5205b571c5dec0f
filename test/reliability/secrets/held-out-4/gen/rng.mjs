// Seeded, deterministic randomness and the encodings the corpus needs. Nothing here is read from the
// machine: the same seed always yields the same corpus.

/** xmur3 string hash (Bret Mulvey / "bryc" public-domain PRNG notes) → 32-bit seed generator. */
function xmur3(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
}

/** sfc32 (Chris Doty-Humphrey's Small Fast Counter) → floats in [0, 1). */
function sfc32(a, b, c, d) {
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

export const DIGITS = "0123456789";
export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const HEX = "0123456789abcdef";
export const B62 = DIGITS + UPPER + LOWER;
export const B64 = `${UPPER}${LOWER}${DIGITS}+/`;
export const B64URL = `${UPPER}${LOWER}${DIGITS}-_`;
export const ALNUM_LOWER = DIGITS + LOWER;
export const ALNUM_UPPER = DIGITS + UPPER;
export const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
export const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** A seeded random source with the helpers the generators use. */
export function makeRng(seed) {
  const s = xmur3(seed);
  const next = sfc32(s(), s(), s(), s());
  for (let i = 0; i < 20; i++) next();
  const r = {
    float: next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    str: (alphabet, n) => {
      let out = "";
      for (let i = 0; i < n; i++) out += alphabet[Math.floor(next() * alphabet.length)];
      return out;
    },
    bytes: (n) => {
      const b = Buffer.alloc(n);
      for (let i = 0; i < n; i++) b[i] = Math.floor(next() * 256);
      return b;
    },
    hex: (n) => r.str(HEX, n),
    b62: (n) => r.str(B62, n),
    b64url: (n) => r.str(B64URL, n),
    digits: (n) => r.str("123456789", 1) + r.str(DIGITS, n - 1),
    uuid: () => {
      const h = r.hex(32).split("");
      h[12] = "4";
      h[16] = "89ab"[Math.floor(next() * 4)];
      const s2 = h.join("");
      return `${s2.slice(0, 8)}-${s2.slice(8, 12)}-${s2.slice(12, 16)}-${s2.slice(16, 20)}-${s2.slice(20)}`;
    },
    /** n random bytes as standard base64 (with padding). */
    b64bytes: (n) => r.bytes(n).toString("base64"),
    shuffle: (arr) => {
      const a = arr.slice();
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a;
    },
  };
  return r;
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

/** CRC-32 (ISO-HDLC, the zlib polynomial 0xEDB88320) of a UTF-8 string, as an unsigned integer. */
export function crc32(text) {
  let c = 0xffffffff;
  for (const byte of Buffer.from(text, "utf8")) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** An unsigned integer in base62 (0-9A-Za-z), left-padded with "0" to `width`. */
export function base62(n, width) {
  let out = "";
  let v = n;
  while (v > 0) {
    out = B62[v % 62] + out;
    v = Math.floor(v / 62);
  }
  return out.padStart(width, "0");
}

/**
 * GitHub / npm style token: prefix + 30 random base62 characters + the 6-character base62 CRC-32 of those
 * 30 characters ("Behind GitHub's new authentication token formats", github.blog, 2021-04-05; npm's
 * announcement of its new access token format, github.blog, 2021-09-23).
 */
export function checksummedToken(r, prefix) {
  const body = r.b62(30);
  return `${prefix}${body}${base62(crc32(body), 6)}`;
}
