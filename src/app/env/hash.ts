/**
 * SHA-256 (FIPS 180-4) as lower-case hex, optionally cut to its first `length` characters. Computed by
 * @noble/hashes (pure JS, audited) rather than node:crypto: hooks hash the project identity on every
 * run, and loading node:crypto (with the streams it pulls in) cost more start-up than the hash.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

export function sha256Hex(data: string | Uint8Array, length?: number): string {
  const hex = bytesToHex(sha256(typeof data === "string" ? utf8ToBytes(data) : data));
  return length === undefined ? hex : hex.slice(0, length);
}
