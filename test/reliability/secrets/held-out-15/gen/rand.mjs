// Deterministic randomness for the held-out-15 corpus generator: sfc32 (Chris Doty-Humphrey's
// Small Fast Counter, public domain, as in PractRand) seeded by `reseed`, plus string helpers.
// No clock, no network: the same PRNG seed words always give the same corpus.

let s = [0, 0, 0, 0];

/** Sets the four 32-bit sfc32 state words and discards 15 outputs (the usual warm-up). */
export function reseed(a, b, c, d) {
  s = [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
  for (let i = 0; i < 15; i++) next();
}

/** Next uniform 32-bit unsigned integer from sfc32. */
export function next() {
  let [a, b, c, d] = s;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s = [a, b, c, d];
  return t >>> 0;
}

/** Integer in [0, n). */
export const int = (n) => next() % n;
/** One element of an array. */
export const pick = (arr) => arr[int(arr.length)];

export const DIGITS = "0123456789";
export const HEX = "0123456789abcdef";
export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const ALNUM = DIGITS + UPPER + LOWER;
export const B62 = ALNUM;
export const B64 = `${UPPER}${LOWER}${DIGITS}+/`;
export const B64URL = `${UPPER}${LOWER}${DIGITS}-_`;
export const LOWNUM = LOWER + DIGITS;
export const UPNUM = UPPER + DIGITS;

/** `n` characters drawn uniformly from `alpha`. */
export function str(alpha, n) {
  let out = "";
  for (let i = 0; i < n; i++) out += alpha[int(alpha.length)];
  return out;
}
export const hex = (n) => str(HEX, n);
export const upHex = (n) => str(HEX, n).toUpperCase();
export const alnum = (n) => str(ALNUM, n);
export const digits = (n) => str("123456789", 1) + str(DIGITS, n - 1);

/** Padded standard base64 of `bytes` random bytes. */
export function b64(bytes) {
  const raw = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) raw[i] = int(256);
  return raw.toString("base64");
}
/** Unpadded base64url of `bytes` random bytes. */
export const b64url = (bytes) => b64(bytes).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

/** RFC 4122 version-4 UUID. */
export function uuid() {
  const h = hex(32);
  const v = "89ab"[int(4)];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${v}${h.slice(17, 20)}-${h.slice(20)}`;
}

/** A password of `n` characters that is safe in a URL's userinfo (RFC 3986 unreserved set). */
export const urlPass = (n) => str(ALNUM, n - 2) + str("-_.~", 1) + str(ALNUM, 1);
/** A password of `n` characters with some shell/config punctuation. */
export const password = (n) => str(ALNUM, n - 3) + str("!#%^*+=", 1) + str(ALNUM, 2);

const CRC_TABLE = (() => {
  const t = [];
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t.push(c >>> 0);
  }
  return t;
})();

/** CRC-32 (ISO-HDLC polynomial 0xEDB88320) of an ASCII string. */
export function crc32(text) {
  let c = 0xffffffff;
  for (const ch of Buffer.from(text, "latin1")) c = CRC_TABLE[(c ^ ch) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Base62 (0-9A-Za-z) of a non-negative integer, left-padded with "0" to `width`. */
export function base62(num, width) {
  let out = "";
  let n = num;
  while (n > 0) {
    out = B62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out.padStart(width, "0");
}

/** GitHub's token shape (github.blog, 2021-04 "Behind GitHub's new authentication token formats"):
 * prefix + 30 random base62 + 6-char base62 CRC-32 of those 30. npm's `npm_` tokens use the same scheme. */
export function checksummed(prefix) {
  const body = alnum(30);
  return `${prefix}${body}${base62(crc32(body), 6)}`;
}

/** Splits `text` into lines of `width` characters. */
export function wrap(text, width) {
  const out = [];
  for (let i = 0; i < text.length; i += width) out.push(text.slice(i, i + width));
  return out;
}
