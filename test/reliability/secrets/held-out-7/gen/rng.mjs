// Seeded randomness and token alphabets for the seventh held-out secret corpus.
// PRNG: sfc32 (Chris Doty-Humphrey's "Small Fast Counting" generator, PractRand), seeded from a
// string by the 32-bit FNV-1a hash (http://www.isthe.com/chongo/tech/comp/fnv/).
// CRC-32 (IEEE 802.3 polynomial 0xEDB88320) for the checksummed token formats GitHub documents in
// "Behind GitHub's new authentication token formats" (github.blog, 2021): a base62 CRC-32 of the
// random part, left-padded to 6 characters; npm's `npm_` tokens use the same layout.

export const DIGITS = "0123456789";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const HEX = "0123456789abcdef";
export const ALNUM = DIGITS + UPPER + LOWER;
export const B64 = `${UPPER}${LOWER}${DIGITS}+/`;
export const B64URL = `${UPPER}${LOWER}${DIGITS}-_`;
export const BASE62 = DIGITS + UPPER + LOWER;
export const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
export const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function fnv1a(text) {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A seeded generator: `next()` in [0, 1) plus helpers that draw strings and picks. */
export function makeRng(seedText) {
  let a = fnv1a(`${seedText}#a`);
  let b = fnv1a(`${seedText}#b`);
  let c = fnv1a(`${seedText}#c`);
  let d = 1;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 24; i++) next();
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (items) => items[Math.floor(next() * items.length)];
  const str = (alphabet, n) => {
    let out = "";
    for (let i = 0; i < n; i++) out += alphabet[Math.floor(next() * alphabet.length)];
    return out;
  };
  return {
    next,
    int,
    pick,
    str,
    hex: (n) => str(HEX, n),
    alnum: (n) => str(ALNUM, n),
    lower: (n) => str(LOWER + DIGITS, n),
    upper: (n) => str(UPPER + DIGITS, n),
    digits: (n) => str(DIGITS, 1).replace("0", "7") + str(DIGITS, n - 1),
    b64: (n) => str(B64, n),
    b64url: (n) => str(B64URL, n),
    uuid: () => {
      const h = str(HEX, 32);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${pick(["8", "9", "a", "b"])}${h.slice(17, 20)}-${h.slice(20)}`;
    },
    shuffle: (items) => {
      const out = [...items];
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

/** CRC-32 (IEEE) of an ASCII string, as an unsigned 32-bit integer. */
export function crc32(text) {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff] ^ (crc >>> 8);
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

/** `prefix_` + 30 random base62 characters + their 6-character base62 CRC-32 (GitHub, npm). */
export function checksummedToken(rng, prefix) {
  const body = rng.str(BASE62, 30);
  return `${prefix}_${body}${base62(crc32(body), 6)}`;
}

/** Unpadded base64url of a UTF-8 string (RFC 4648 §5), as JWT segments use (RFC 7519). */
export function b64urlOf(text) {
  return Buffer.from(text, "utf8").toString("base64url");
}

/** Standard padded base64 of a UTF-8 string. */
export function b64Of(text) {
  return Buffer.from(text, "utf8").toString("base64");
}
