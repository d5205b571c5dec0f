// Random identifiers a session is full of, none of them a credential: UUIDs (RFC 9562), ULIDs (Crockford
// base32, 26 chars), KSUIDs (27 base62), snowflakes (64-bit decimal), nanoids (21 chars of A-Za-z0-9_-),
// MongoDB ObjectIds (24 hex), cuid2 (24 lowercase), git object names (40 hex / 7-12 short), SHA-256 (64 hex),
// SRI strings (W3C Subresource Integrity: "sha384-" + base64).

import { B62, B64, CROCKFORD, DIGITS, LOWER } from "./prng.mjs";

/** Id makers bound to a random source. */
export function ids(r) {
  return {
    uuid: () => r.uuid(),
    ulid: () => `01J${r.str(CROCKFORD, 23)}`,
    ksuid: () => `2${r.b62(26)}`,
    snowflake: () => `1${r.int(1, 3)}${r.str(DIGITS, 17)}`,
    nanoid: () => r.str(`${B62}_-`, 21),
    objectId: () => `6${r.int(5, 7)}${r.hex(22)}`,
    cuid: () => `c${r.str(LOWER + DIGITS, 24)}`,
    sha1: () => r.hex(40),
    short: () => r.hex(r.pick([7, 7, 8, 10, 12])),
    sha256: () => r.hex(64),
    md5: () => r.hex(32),
    sri: (alg = r.pick(["sha256", "sha384", "sha512"])) =>
      `${alg}-${r.str(B64, { sha256: 43, sha384: 64, sha512: 86 }[alg])}${alg === "sha384" ? "" : alg === "sha512" ? "==" : "="}`,
    b64: (n) => r.str(B64, n),
  };
}
