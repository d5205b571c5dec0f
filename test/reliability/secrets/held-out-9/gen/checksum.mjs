// Checksummed token formats: GitHub's `ghp_`/`gho_`/`ghu_`/`ghs_`/`ghr_` and npm's `npm_` end in the
// CRC-32 (ISO-HDLC, as zlib) of the 30 random characters, base62-encoded (0-9A-Za-z) and left-padded
// with "0" to 6 characters (https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/,
// https://github.blog/2021-09-23-announcing-npms-new-access-token-format/).

import { B62 } from "./prng.mjs";

const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 of an ASCII string, as an unsigned 32-bit integer. */
export function crc32(text) {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = (crc >>> 8) ^ TABLE[(crc ^ text.charCodeAt(i)) & 0xff];
  return (crc ^ 0xffffffff) >>> 0;
}

/** Base62 of a non-negative integer, left-padded with "0" to `width`. */
export function base62(n, width) {
  let out = "";
  let v = n;
  while (v > 0) {
    out = B62[v % 62] + out;
    v = Math.floor(v / 62);
  }
  return out.padStart(width, "0");
}

/** `prefix` + 30 random base62 characters + their 6-character CRC-32 checksum. */
export function checksummed(r, prefix) {
  const body = r.b62(30);
  return `${prefix}${body}${base62(crc32(body), 6)}`;
}
