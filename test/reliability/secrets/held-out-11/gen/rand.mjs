// Seeded randomness and token alphabets for the held-out-11 generator: sfc32 (Chris Doty-Humphrey's
// PractRand "small fast counter", public domain), CRC-32 (IEEE 802.3 polynomial 0xEDB88320) and the
// base62 checksum GitHub and npm put on their tokens (github.blog, 2021-04-05 and 2021-09-23).
// No clock, no network: the same seed writes the same corpus.

export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const DIGITS = "0123456789";
export const ALNUM = DIGITS + UPPER + LOWER;
export const HEX = "0123456789abcdef";
export const B64 = `${UPPER}${LOWER}${DIGITS}+/`;
export const B64URL = `${UPPER}${LOWER}${DIGITS}-_`;
export const B32 = `${UPPER}234567`;
export const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** sfc32 PRNG seeded from a string; returns helpers drawing from it. */
export function makeRng(seedText) {
  let h = 1779033703 ^ seedText.length;
  for (let i = 0; i < seedText.length; i++) {
    h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next32 = () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  let a = next32();
  let b = next32();
  let c = next32();
  let d = next32();
  const u32 = () => {
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
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) u32();
  const int = (n) => Math.floor((u32() / 4294967296) * n);
  const pick = (xs) => xs[int(xs.length)];
  const str = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[int(alphabet.length)];
    return s;
  };
  const between = (lo, hi) => lo + int(hi - lo + 1);
  const shuffle = (xs) => {
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return { u32, int, pick, str, between, shuffle };
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

/** CRC-32 (IEEE) of an ASCII string, as an unsigned 32-bit integer. */
export function crc32(text) {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = (crc >>> 8) ^ CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff];
  return (crc ^ 0xffffffff) >>> 0;
}

/** Base62 (0-9A-Za-z) of n, left-padded with "0" to width. */
export function base62(n, width) {
  let s = "";
  let v = n;
  while (v > 0) {
    s = ALNUM[v % 62] + s;
    v = Math.floor(v / 62);
  }
  return s.padStart(width, "0");
}

/** A GitHub/npm-style token: prefix + 30 random base62 + 6-char base62 CRC-32 of the random part. */
export function checksummed(r, prefix) {
  const body = r.str(ALNUM, 30);
  return `${prefix}${body}${base62(crc32(body), 6)}`;
}

/** Standard base64 of a UTF-8 / binary string. */
export function b64(text) {
  return Buffer.from(text, "latin1").toString("base64");
}

export function uuid(r) {
  const h = r.str(HEX, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${"89ab"[r.int(4)]}${h.slice(17, 20)}-${h.slice(20)}`;
}

/** Random bytes as a latin1 string (for base64 bodies). */
export function bytes(r, n) {
  let s = "";
  for (let i = 0; i < n; i++) s += String.fromCharCode(r.int(256));
  return s;
}

/** A human-ish password: words, digits and a symbol, or a random string. */
export function password(r) {
  const words = [
    "maple",
    "Raven",
    "quartz",
    "Tundra",
    "cobalt",
    "Harbor",
    "lantern",
    "Fjord",
    "ember",
    "Saffron",
    "pixel",
    "Orchid",
    "walnut",
    "Zephyr",
    "granite",
    "Mosaic",
  ];
  switch (r.int(4)) {
    case 0:
      return `${r.pick(words)}${r.pick(["-", ".", "_", ""])}${r.pick(words)}${r.between(10, 9999)}${r.pick(["!", "*", "#", "$", "%"])}`;
    case 1:
      return r.str(ALNUM, r.between(16, 28));
    case 2:
      return `${r.str(ALNUM, 6)}${r.pick(["!", "#", "*", "-", "_", "."])}${r.str(ALNUM, 8)}${r.pick(["@", "^", "~", "+"])}${r.str(DIGITS, 2)}`;
    default:
      return `${r.pick(words)}${r.str(DIGITS, 4)}${r.str(UPPER, 2)}${r.pick(words).toLowerCase()}`;
  }
}

/** A URL-safe password (no characters needing percent-encoding in userinfo). */
export function urlPassword(r) {
  return r.int(2)
    ? r.str(ALNUM, r.between(14, 26))
    : `${r.str(ALNUM, 7)}${r.pick(["-", "_", ".", "~"])}${r.str(ALNUM, 9)}`;
}
