/** SHA-256 (FIPS 180-4) as lower-case hex, optionally cut to its first `length` characters. */
import { createHash } from "node:crypto";

export function sha256Hex(data: string | Buffer, length?: number): string {
  const hex = createHash("sha256").update(data).digest("hex");
  return length === undefined ? hex : hex.slice(0, length);
}
