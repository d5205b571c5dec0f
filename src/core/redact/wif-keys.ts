/**
 * Bitcoin private keys in Wallet Import Format (WIF; Bitcoin wiki, "Wallet import format"): Base58Check
 * of a version byte (0x80 mainnet, 0xEF testnet), the 32-byte key and an optional 0x01 "compressed"
 * flag, then the first 4 bytes of SHA-256(SHA-256(payload)). Mainnet keys read `5H/5J/5K` + 49
 * base58 characters (uncompressed) or `K`/`L` + 51 (compressed); testnet `9` + 50 or `c` + 51. A
 * match is redacted only when its checksum verifies, so a base58 word of the same shape is kept.
 * Pure: no I/O (SHA-256 from @noble/hashes, as src/app/env/hash.ts).
 */
import { sha256 } from "@noble/hashes/sha2.js";

const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const WIF_RE =
  /(?<![1-9A-HJ-NP-Za-km-z])(?:5[HJK][1-9A-HJ-NP-Za-km-z]{49}|[KLc][1-9A-HJ-NP-Za-km-z]{51}|9[1-9A-HJ-NP-Za-km-z]{50})(?![1-9A-HJ-NP-Za-km-z])/g;

/** Base58 (Bitcoin alphabet) `s` decoded to bytes, or null on a character outside the alphabet. */
function base58Decode(s: string): Uint8Array | null {
  let n = 0n;
  for (const c of s) {
    const d = B58.indexOf(c);
    if (d < 0) return null;
    n = n * 58n + BigInt(d);
  }
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n & 0xffn));
    n >>= 8n;
  }
  for (let i = 0; i < s.length && s[i] === "1"; i++) bytes.unshift(0);
  return Uint8Array.from(bytes);
}

/** True when `s` is a WIF private key whose version byte, length and checksum all verify. */
export function isWifKey(s: string): boolean {
  const raw = base58Decode(s);
  if (raw === null || (raw.length !== 37 && raw.length !== 38)) return false;
  if (raw[0] !== 0x80 && raw[0] !== 0xef) return false;
  if (raw.length === 38 && raw[33] !== 0x01) return false;
  const payload = raw.subarray(0, raw.length - 4);
  const check = sha256(sha256(payload));
  return raw.subarray(raw.length - 4).every((b, i) => b === check[i]);
}

/** Redacts every checksum-verified WIF private key in `text`. */
export function redactWifKeys(text: string, mark: (kind: string) => string): string {
  if (!/[5KLc9][1-9A-HJ-NP-Za-km-z]{50}/.test(text)) return text;
  return text.replace(WIF_RE, (m) => (isWifKey(m) ? mark("private_key") : m));
}
