// Seeded random values for the held-out-2 secret corpus. Every value is drawn from a mulberry32
// generator (Tommy Ettinger's public-domain 32-bit PRNG), so the corpus is byte-for-byte
// reproducible and no value is a real credential or a published example.
import * as zlib from "node:zlib";

let state = 0;

/** Restarts the generator at `seed` (a 32-bit unsigned integer). */
export function seed(value) {
  state = value >>> 0;
}

/** A float in [0, 1) from mulberry32. */
export function next() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** An integer in [0, n). */
export function int(n) {
  return Math.floor(next() * n);
}

/** An integer in [lo, hi]. */
export function between(lo, hi) {
  return lo + int(hi - lo + 1);
}

export function pick(items) {
  return items[int(items.length)];
}

export const DIGITS = "0123456789";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const HEX = "0123456789abcdef";
export const HEX_UPPER = "0123456789ABCDEF";
/** The lexicographic (GMP) base62 alphabet GitHub and npm tokens use. */
export const BASE62 = DIGITS + UPPER + LOWER;
export const ALNUM = BASE62;
export const LOWER_ALNUM = DIGITS + LOWER;
export const UPPER_ALNUM = UPPER + DIGITS;
export const B64 = `${UPPER}${LOWER}${DIGITS}+/`;
export const B64URL = `${UPPER}${LOWER}${DIGITS}-_`;
/** RFC 4648 base32 alphabet. */
export const B32 = `${UPPER}234567`;
/** Bech32 data alphabet (BIP-173), upper-cased as age prints it. */
export const BECH32_UPPER = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";

/** `n` characters drawn uniformly from `alphabet`; retries until letters and digits both occur
 * when the alphabet has both, so a token never degenerates into a word or a number. */
export function chars(alphabet, n) {
  const mixed = /[a-zA-Z]/.test(alphabet) && /\d/.test(alphabet) && n >= 8;
  for (;;) {
    let out = "";
    for (let i = 0; i < n; i++) out += alphabet[int(alphabet.length)];
    if (!mixed || (/[a-zA-Z]/.test(out) && /\d/.test(out))) return out;
  }
}

export const hex = (n) => chars(HEX, n);
export const alnum = (n) => chars(ALNUM, n);
export const lowerAlnum = (n) => chars(LOWER_ALNUM, n);
export const upperAlnum = (n) => chars(UPPER_ALNUM, n);
export const digits = (n) => pick("123456789") + chars(DIGITS, n - 1);

/** Random bytes (`n` of them) as a Buffer. */
export function bytes(n) {
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i++) out[i] = int(256);
  return out;
}

/** Standard base64 of `n` random bytes. */
export const b64bytes = (n) => bytes(n).toString("base64");
/** base64url (no padding) of `n` random bytes. */
export const b64urlBytes = (n) => bytes(n).toString("base64url");

export function uuid() {
  const h = hex(32);
  const variant = pick("89ab");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A password a person or a password manager would choose: words, digits and a symbol, or
 * random characters; `urlSafe` keeps it to RFC 3986 unreserved characters. */
export function password(urlSafe = false) {
  const words = [
    "Larch",
    "quiver",
    "Basalt",
    "meadow",
    "Copper",
    "tundra",
    "Falcon",
    "pebble",
    "Indigo",
    "harbor",
    "Juniper",
    "lantern",
    "Marble",
    "orchid",
    "Nimbus",
    "walnut",
    "Saffron",
    "glacier",
  ];
  const symbols = urlSafe ? "-_.~" : "!#%&*-_.+@?";
  switch (int(3)) {
    case 0:
      return `${pick(words)}${pick(symbols)}${pick(words)}${between(10, 9999)}${pick(symbols)}`;
    case 1:
      return chars(ALNUM + symbols, between(14, 24));
    default:
      return `${pick(words)}${digits(4)}${pick(symbols)}${chars(ALNUM, 6)}`;
  }
}

/** CRC-32 (ISO-HDLC, the zlib polynomial) of a latin-1 string, via node:zlib when present. */
export function crc32(text) {
  if (typeof zlib.crc32 === "function") return zlib.crc32(Buffer.from(text, "latin1")) >>> 0;
  let c = 0xffffffff;
  for (const byte of Buffer.from(text, "latin1")) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** Base62 (GMP alphabet) of an unsigned 32-bit integer, left-padded with "0" to 6 characters. */
export function base62(n) {
  let out = "";
  let v = n;
  do {
    out = BASE62[v % 62] + out;
    v = Math.floor(v / 62);
  } while (v > 0);
  return out.padStart(6, "0");
}

/** A GitHub-style token: prefix, 30 base62 characters, and the base62 CRC-32 of those 30 as a
 * 6-character checksum (github.blog, "Behind GitHub's new authentication token formats", 2021;
 * npm adopted the same layout for `npm_` tokens the same year). */
export function checksummed(prefix) {
  const entropy = alnum(30);
  return `${prefix}${entropy}${base62(crc32(entropy))}`;
}

/** True when a GitHub/npm-style token's last 6 characters are the checksum of the 30 before. */
export function checksumValid(token, prefix) {
  if (!token.startsWith(prefix) || token.length !== prefix.length + 36) return false;
  const entropy = token.slice(prefix.length, prefix.length + 30);
  return base62(crc32(entropy)) === token.slice(prefix.length + 30);
}
