// Deterministic randomness for the corpus generator: sfc32 (Chris Doty-Humphrey's Small Fast
// Counting generator, PractRand) seeded through cyrb128 (bryc, public domain) from a fixed string,
// so the same code always writes the same corpus. No clock, no network.

/** cyrb128 string hash: four 32-bit words used to seed sfc32. */
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

/** sfc32: returns a function giving floats in [0, 1). */
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

export const A = {
  lower: "abcdefghijklmnopqrstuvwxyz",
  upper: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  digit: "0123456789",
  hex: "0123456789abcdef",
  HEX: "0123456789ABCDEF",
  b62: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
  b64: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
  b64u: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_",
  b32: "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
  lowerNum: "abcdefghijklmnopqrstuvwxyz0123456789",
  upperNum: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
  pw: "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%*+-_.=?",
};

/** A random source with the helpers the generator needs. */
export function makeRand(seedText) {
  const next = sfc32(...cyrb128(seedText));
  for (let i = 0; i < 20; i++) next();
  const int = (n) => Math.floor(next() * n);
  const str = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[int(alphabet.length)];
    return s;
  };
  const bytes = (n) => Array.from({ length: n }, () => int(256));
  return {
    next,
    int,
    range: (lo, hi) => lo + int(hi - lo + 1),
    pick: (arr) => arr[int(arr.length)],
    chance: (p) => next() < p,
    shuffle(arr) {
      const a = [...arr];
      for (let i = a.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a;
    },
    str,
    bytes,
    hex: (n) => str(A.hex, n),
    HEX: (n) => str(A.HEX, n),
    b62: (n) => str(A.b62, n),
    b64u: (n) => str(A.b64u, n),
    digits: (n) => str("123456789", 1) + str(A.digit, n - 1),
    /** Base64 (RFC 4648 §4) of n random bytes, with padding. */
    b64bytes: (n) => Buffer.from(bytes(n)).toString("base64"),
    uuid() {
      const h = str(A.hex, 32);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${"89ab"[int(4)]}${h.slice(17, 20)}-${h.slice(20)}`;
    },
    /** A password a person or a password manager would choose: mixed classes, 14–24 chars. */
    password() {
      const n = 14 + int(11);
      let s = str(A.upper, 1) + str(A.lower, 2) + str(A.digit, 2);
      while (s.length < n) s += str(A.pw, 1);
      return s;
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

/** CRC-32 (ISO-HDLC, the zlib polynomial 0xEDB88320) of an ASCII string. */
export function crc32(s) {
  let c = 0xffffffff;
  for (let i = 0; i < s.length; i++) c = CRC_TABLE[(c ^ s.charCodeAt(i)) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Base62 of a 32-bit number, left-padded with "0" to 6 chars (GitHub's token checksum encoding). */
export function base62Six(n) {
  let s = "";
  let v = n;
  do {
    s = A.b62[v % 62] + s;
    v = Math.floor(v / 62);
  } while (v > 0);
  return s.padStart(6, "0");
}

/** Prefix + 30 random base62 chars + 6-char base62 CRC-32 of those 30 (GitHub and npm token layout). */
export function checksummed(rand, prefix) {
  const body = rand.b62(30);
  return `${prefix}${body}${base62Six(crc32(body))}`;
}
