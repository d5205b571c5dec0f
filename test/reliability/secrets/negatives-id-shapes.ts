/**
 * The generated values a real session is full of, as seeded generators: commit SHAs, checksums,
 * UUIDs (v4, v7), ULIDs, KSUIDs, snowflakes, nanoids, MongoDB ObjectIds, Firebase and Firestore ids,
 * cuids, GitHub GraphQL node ids, base64 pagination cursors, Kubernetes pod names, Google document ids,
 * W3C traceparents, S3 multipart ETags, masked tokens and placeholders. Used by the id look-alikes
 * (negatives-id-labels.ts, negatives-id-positions.ts). Formats: ULID https://github.com/ulid/spec,
 * KSUID https://github.com/segmentio/ksuid (27 base62), nanoid https://github.com/ai/nanoid (21 of
 * A-Za-z0-9_-), ObjectId (12 bytes, 24 hex), Twitter snowflake (64-bit decimal), W3C Trace Context.
 */
import { B62, B64, DI, HEX, LO, mulberry32, UP, URL } from "./corpus-alphabets.js";

/** Crockford's base32 (ULID). */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Kubernetes' safe alphabet for generated name suffixes (k8s.io/apimachinery rand.String). */
const K8S = "bcdfghjklmnpqrstvwxz2456789";

export interface IdShapes {
  r: (alphabet: string, n: number) => string;
  sha: () => string;
  short: () => string;
  hex64: () => string;
  md5: () => string;
  uuid: () => string;
  uuid7: () => string;
  ulid: () => string;
  ksuid: () => string;
  snowflake: () => string;
  nanoid: () => string;
  objectId: () => string;
  firebaseUid: () => string;
  firestoreId: () => string;
  cuid: () => string;
  nodeId: () => string;
  cursor: () => string;
  pod: () => string;
  docId: () => string;
  traceparent: () => string;
  multipartEtag: () => string;
  sri: () => string;
  b64: (s: string) => string;
}

export function idShapes(seed: number): IdShapes {
  const rand = mulberry32(seed);
  const r = (alphabet: string, n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const b64 = (s: string) => Buffer.from(s).toString("base64");
  return {
    r,
    b64,
    sha: () => r(HEX, 40),
    short: () => r(HEX, 7),
    hex64: () => r(HEX, 64),
    md5: () => r(HEX, 32),
    uuid: () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-${r("89ab", 1)}${r(HEX, 3)}-${r(HEX, 12)}`,
    uuid7: () => `0193${r(HEX, 4)}-${r(HEX, 4)}-7${r(HEX, 3)}-${r("89ab", 1)}${r(HEX, 3)}-${r(HEX, 12)}`,
    ulid: () => `01J${r(CROCKFORD, 23)}`,
    ksuid: () => `2${r(B62, 26)}`,
    snowflake: () => `1${r(DI, 18)}`,
    nanoid: () => `${r(URL, 10)}_${r(URL, 5)}-${r(URL, 4)}`,
    objectId: () => `6${r(HEX, 23)}`,
    firebaseUid: () => `${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, 25)}`,
    firestoreId: () => `${r(UP, 1)}${r(DI, 1)}${r(B62, 18)}`,
    cuid: () => `c${r(LO + DI, 24)}`,
    nodeId: () => `PR_kwDO${r(B62, 6)}${r(DI, 1)}s${r(B62, 6)}`,
    cursor: () =>
      b64(
        `{"id":${r(DI, 7)},"created_at":"2026-11-${r("12", 1)}${r(DI, 1)}T10:${r("012345", 1)}${r(DI, 1)}:00Z"}`,
      ),
    pod: () => `api-${r(K8S, 10)}-${r(K8S, 5)}`,
    docId: () => `1${r(URL, 43)}`,
    traceparent: () => `00-${r(HEX, 32)}-${r(HEX, 16)}-01`,
    multipartEtag: () => `${r(HEX, 32)}-${r(DI, 2)}`,
    sri: () => `sha384-${r(B64, 64)}`,
  };
}

/** Masked tokens (a CLI or dashboard shows the last characters only) and placeholders. */
export function maskedAndPlaceholders(s: IdShapes): string[] {
  return [
    `ghp_************************************`,
    `sk-...${s.r(B62, 4)}`,
    `****${s.r(DI, 4)}`,
    "••••••••••••",
    `xoxb-****-****-${s.r(B62, 4)}`,
    `AKIA************${s.r(UP, 4)}`,
    "<token>",
    "${TOKEN}",
    "{{ token }}",
    "YOUR_TOKEN_HERE",
    "REPLACE_ME",
    "changeme",
    "[hidden]",
    "(redacted)",
  ];
}
