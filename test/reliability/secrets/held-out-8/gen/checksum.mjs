// Checksums that vendors define inside their token formats. CRC-32 (IEEE 802.3 polynomial 0xEDB88320)
// in base62 (0-9A-Za-z), left-padded to 6 characters, ends GitHub's tokens ("Behind GitHub's new
// authentication token formats", github.blog 2021-04-05) and npm's (github.blog 2021-09-23).

const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(text) {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = (crc >>> 8) ^ TABLE[(crc ^ text.charCodeAt(i)) & 0xff];
  return (crc ^ 0xffffffff) >>> 0;
}

const B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function base62(n) {
  let out = "";
  let v = n;
  do {
    out = B62[v % 62] + out;
    v = Math.floor(v / 62);
  } while (v > 0);
  return out;
}

/** `prefix` + 30 random base62 characters + the 6-character base62 CRC-32 of those 30. */
export function checksummed(r, prefix) {
  const body = r.str(B62, 30);
  return `${prefix}${body}${base62(crc32(body)).padStart(6, "0")}`;
}
