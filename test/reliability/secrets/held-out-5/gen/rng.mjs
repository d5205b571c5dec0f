// Seeded randomness and encodings for the fifth held-out corpus. Deterministic: the same seed gives the
// same corpus byte for byte. PRNG: sfc32 seeded through cyrb128 (both public domain, see
// https://github.com/bryc/code/blob/master/jshash/PRNGs.md).

const DIGITS = "0123456789";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const ALPHA = {
  digits: DIGITS,
  hex: "0123456789abcdef",
  hexUpper: "0123456789ABCDEF",
  lower: LOWER,
  upper: UPPER,
  lowerNum: LOWER + DIGITS,
  upperNum: UPPER + DIGITS,
  // Base62 in the order GitHub and npm use for their checksum suffix: 0-9, A-Z, a-z.
  base62: DIGITS + UPPER + LOWER,
  b64: `${UPPER + LOWER + DIGITS}+/`,
  b64url: `${UPPER + LOWER + DIGITS}-_`,
  base32: "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
  bech32: "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L",
  nixBase32: "0123456789abcdfghijklmnpqrsvwxyz",
};

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

/** A seeded generator: `next()` in [0, 1), plus helpers for picking and drawing strings. */
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
  for (let i = 0; i < 20; i++) next();
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chars = (alphabet, n) => {
    let out = "";
    for (let i = 0; i < n; i++) out += alphabet[Math.floor(next() * alphabet.length)];
    return out;
  };
  /** Random string over `alphabet` that contains at least one digit and one letter (looks generated). */
  const mixed = (alphabet, n) => {
    for (;;) {
      const s = chars(alphabet, n);
      if (/\d/.test(s) && /[A-Za-z]/.test(s)) return s;
    }
  };
  const bytes = (n) => Buffer.from(Array.from({ length: n }, () => int(0, 255)));
  return {
    next,
    int,
    pick,
    chars,
    mixed,
    bytes,
    hex: (n) => chars(ALPHA.hex, n),
    alnum: (n) => mixed(ALPHA.base62, n),
    lowerNum: (n) => mixed(ALPHA.lowerNum, n),
    upperNum: (n) => mixed(ALPHA.upperNum, n),
    b64url: (n) => mixed(ALPHA.b64url, n),
    digits: (n) => String(int(1, 9)) + chars(DIGITS, n - 1),
    uuid: () =>
      `${chars(ALPHA.hex, 8)}-${chars(ALPHA.hex, 4)}-4${chars(ALPHA.hex, 3)}-${pick(["8", "9", "a", "b"])}${chars(ALPHA.hex, 3)}-${chars(ALPHA.hex, 12)}`,
    /** Base64 (standard alphabet, padded) of `n` random bytes. */
    b64bytes: (n) => bytes(n).toString("base64"),
    shuffle: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
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

/** CRC-32 (IEEE 802.3, the zlib polynomial) of a UTF-8 string, as an unsigned 32-bit integer. */
export function crc32(text) {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, "utf8")) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** `value` in base62 (0-9A-Za-z), left-padded with "0" to `width`. */
export function base62(value, width) {
  let n = value;
  let out = "";
  while (n > 0) {
    out = ALPHA.base62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out.padStart(width, "0");
}

/**
 * A GitHub- or npm-style token: prefix, 30 random base62 characters, then the CRC-32 of those 30
 * characters in base62, padded to 6 (https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/,
 * https://github.blog/2021-09-23-announcing-npms-new-access-token-format/).
 */
export function checksummedToken(rng, prefix) {
  const body = rng.alnum(30);
  return `${prefix}${body}${base62(crc32(body), 6)}`;
}

/** True when `token` ends in the checksum `checksummedToken` computes for its 30-character body. */
export function checksumValid(token, prefix) {
  if (!token.startsWith(prefix) || token.length !== prefix.length + 36) return false;
  const body = token.slice(prefix.length, prefix.length + 30);
  return token.slice(prefix.length + 30) === base62(crc32(body), 6);
}

export const b64 = (text) => Buffer.from(text, "utf8").toString("base64");
export const b64urlOf = (buf) => Buffer.from(buf).toString("base64url");
