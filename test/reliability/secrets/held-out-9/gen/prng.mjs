// Seeded randomness for the ninth held-out corpus: sfc32 (Chris Doty-Humphrey's Small Fast Counter, as in
// PractRand) seeded from a string through a 32-bit FNV-1a hash; no clock, no network, no Math.random.

/** FNV-1a 32-bit hash of a string (http://www.isthe.com/chongo/tech/comp/fnv/). */
function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export const DIGITS = "0123456789";
export const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const LOWER = "abcdefghijklmnopqrstuvwxyz";
export const HEX = "0123456789abcdef";
export const HEX_UP = "0123456789ABCDEF";
export const B62 = DIGITS + UPPER + LOWER;
export const B64 = `${UPPER}${LOWER}${DIGITS}+/`;
export const B64URL = `${UPPER}${LOWER}${DIGITS}-_`;
export const B32 = `${UPPER}234567`;
export const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A small random source: `next()` is a float in [0, 1); helpers draw strings from alphabets. */
export function makeRng(seed) {
  let a = fnv1a(`a:${seed}`);
  let b = fnv1a(`b:${seed}`);
  let c = fnv1a(`c:${seed}`);
  let d = 1;
  const u32 = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) u32();
  const r = {
    next: () => u32() / 4294967296,
    int: (lo, hi) => lo + Math.floor(r.next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(r.next() * list.length)],
    str: (alphabet, n) => {
      let out = "";
      for (let i = 0; i < n; i++) out += alphabet[Math.floor(r.next() * alphabet.length)];
      return out;
    },
    hex: (n) => r.str(HEX, n),
    b62: (n) => r.str(B62, n),
    b64: (n) => r.str(B64, n),
    b64url: (n) => r.str(B64URL, n),
    digits: (n) => r.str(DIGITS.slice(1), 1) + r.str(DIGITS, n - 1),
    uuid: () =>
      `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`,
    shuffle: (list) => {
      const out = list.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(r.next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
  return r;
}

/** Standard base64 (RFC 4648 §4) of a UTF-8 string. */
export function base64(text) {
  return Buffer.from(text, "utf8").toString("base64");
}

/** Base64url without padding (RFC 4648 §5) of a UTF-8 string. */
export function base64url(text) {
  return Buffer.from(text, "utf8").toString("base64url");
}
