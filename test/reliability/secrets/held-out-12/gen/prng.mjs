// Seeded randomness for the held-out-12 generator: sfc32 (Chris Doty-Humphrey's "Small Fast
// Counting" generator, as in PractRand) seeded by cyrb128 of a string. No clock, no network.
// Also the two checksums vendors publish: CRC-32 (IEEE 802.3, as in zlib) and base62.

function cyrb128(str) {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const DIGITS = "0123456789";
export const ALNUM = UPPER + LOWER + DIGITS;
export const HEX = "0123456789abcdef";
export const B64 = `${ALNUM}+/`;
export const B64URL = `${ALNUM}-_`;
export const B32 = `${UPPER}234567`;
export const B62 = DIGITS + UPPER + LOWER;

/** A seeded random source; every helper draws from the same sfc32 stream. */
export function makeRng(seed) {
  let [a, b, c, d] = cyrb128(seed);
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
  for (let i = 0; i < 15; i++) next();
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (arr) => arr[Math.floor(next() * arr.length)];
  const str = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(next() * alphabet.length)];
    return s;
  };
  const shuffle = (arr) => {
    const out = arr.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return {
    next,
    int,
    pick,
    str,
    shuffle,
    hex: (n) => str(HEX, n),
    alnum: (n) => str(ALNUM, n),
    digits: (n) => str("123456789", 1) + str(DIGITS, n - 1),
    b64: (n) => str(B64, n),
    b64url: (n) => str(B64URL, n),
    chance: (p) => next() < p,
    uuid: () => {
      const h = str(HEX, 32);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${pick(["8", "9", "a", "b"])}${h.slice(17, 20)}-${h.slice(20)}`;
    },
  };
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

/** CRC-32 (IEEE, reflected 0xEDB88320, as in zlib's crc32) of an ASCII string. */
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

/** Standard base64 of a UTF-8 string. */
export const b64of = (s) => Buffer.from(s, "utf8").toString("base64");
/** Base64url (no padding) of a UTF-8 string. */
export const b64urlOf = (s) => Buffer.from(s, "utf8").toString("base64url");
