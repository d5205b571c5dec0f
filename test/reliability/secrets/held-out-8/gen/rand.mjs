// Seeded randomness for the held-out-8 generator: sfc32 (Chris Doty-Humphrey's PractRand "small fast
// counter", public domain) seeded from a fixed string, plus alphabet helpers. No clock, no crypto.

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export const A = {
  alnum: ALNUM,
  lower: "abcdefghijklmnopqrstuvwxyz",
  upper: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  lowerNum: "abcdefghijklmnopqrstuvwxyz0123456789",
  upperNum: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
  hex: "0123456789abcdef",
  HEX: "0123456789ABCDEF",
  digits: "0123456789",
  b64: `${ALNUM}+/`,
  b64url: `${ALNUM}-_`,
  word: `${ALNUM}_`,
  b32: "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
  b32lower: "abcdefghijklmnopqrstuvwxyz234567",
  bech32: "qpzry9x8gf2tvdw0s3jn54khce6mua7l",
  crockford: "0123456789ABCDEFGHJKMNPQRSTVWXYZ",
  pw: `${ALNUM}!#%*-_.~^`,
};

/** Seeds sfc32 from a string (FNV-1a mixing of its characters into four 32-bit words). */
export function makeRand(seed) {
  const h = [0x811c9dc5, 0x01000193, 0xdeadbeef, 0x9e3779b9];
  for (let i = 0; i < seed.length; i++) {
    for (let j = 0; j < 4; j++) h[j] = Math.imul(h[j] ^ seed.charCodeAt(i), 0x01000193 + j * 2) >>> 0;
  }
  let [a, b, c, d] = h;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 20; i++) next();
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (xs) => xs[Math.floor(next() * xs.length)];
  const str = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(next() * alphabet.length)];
    return s;
  };
  const shuffle = (xs) => {
    const out = xs.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  const sample = (xs, n) => shuffle(xs).slice(0, n);
  const hex = (n) => str(A.hex, n);
  const b64 = (bytes) => Buffer.from(Array.from({ length: bytes }, () => int(0, 255))).toString("base64");
  const b64url = (bytes) =>
    Buffer.from(Array.from({ length: bytes }, () => int(0, 255))).toString("base64url");
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
  /** A password a person or a password manager would pick: random, passphrase-like or mixed. */
  const password = () => {
    const style = int(0, 3);
    if (style === 0) return str(A.alnum, int(14, 24));
    if (style === 1)
      return `${str(A.alnum, int(6, 10))}${pick(["!", "#", "%", "*", "-", "_", ".", "~"])}${str(A.alnum, int(6, 12))}`;
    if (style === 2) {
      const w = [
        "Falcon",
        "river",
        "Copper",
        "orbit",
        "Maple",
        "quartz",
        "Tundra",
        "velvet",
        "Cobalt",
        "harbor",
        "Ember",
        "lantern",
        "Juniper",
        "saffron",
      ];
      return `${pick(w)}-${pick(w)}-${pick(w)}${int(10, 99)}${pick(["!", "#", "", "*"])}`;
    }
    return str(A.pw, int(16, 28)).replace(/^[-.~^]/, "Q");
  };
  return { next, int, pick, str, shuffle, sample, hex, b64, b64url, uuid, password };
}
