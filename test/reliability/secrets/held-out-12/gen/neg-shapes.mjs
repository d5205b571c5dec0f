// Non-secret identifiers and hashes a real session is full of, in the formats their specs or
// producers define: UUID v4/v7 (RFC 9562), ULID (Crockford base32, 26), KSUID (base62, 27),
// snowflakes, nanoid (21), Mongo ObjectId (24 hex), git object ids (SHA-1, 40 hex), SHA-256/512,
// SRI (W3C), OCI digests, W3C traceparent, Nix store hashes, go.sum h1, Ethereum addresses/tx hashes.

import { b64of, DIGITS, LOWER, UPPER } from "./prng.mjs";

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const NIX32 = "0123456789abcdfghijklmnpqrsvwxyz";

/** Shape makers: name -> (r) => value. */
export const SHAPES = {
  uuid: (r) => r.uuid(),
  uuid7: (r) => {
    const h = `019${r.hex(5)}${r.hex(24)}`;
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-7${h.slice(13, 16)}-${r.pick(["8", "9", "a", "b"])}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  },
  ulid: (r) => `01J${r.str(CROCKFORD, 23)}`,
  ksuid: (r) => `2${r.str(UPPER + LOWER + DIGITS, 26)}`,
  snowflake: (r) => `1${r.str("123456789", 1)}${r.str(DIGITS, 17)}`,
  nanoid: (r) => r.b64url(21),
  objectid: (r) => `6${r.pick(["5", "6", "7"])}${r.hex(22)}`,
  sha1: (r) => r.hex(40),
  shortSha: (r) => r.hex(r.pick([7, 8, 10, 12])),
  sha256: (r) => r.hex(64),
  md5: (r) => r.hex(32),
  sri512: (r) => `sha512-${r.b64(86)}==`,
  sri384: (r) => `sha384-${r.b64(64)}`,
  digest: (r) => `sha256:${r.hex(64)}`,
  traceparent: (r) => `00-${r.hex(32)}-${r.hex(16)}-01`,
  traceId: (r) => r.hex(32),
  spanId: (r) => r.hex(16),
  nix: (r) => r.str(NIX32, 32),
  goSum: (r) => `h1:${r.b64(43)}=`,
  ethAddress: (r) => `0x${r.hex(40)}`,
  txHash: (r) => `0x${r.hex(64)}`,
  cfRay: (r) => `${r.hex(16)}-${r.pick(["FRA", "AMS", "IAD", "SJC", "NRT"])}`,
  amznTrace: (r) => `Root=1-${r.hex(8)}-${r.hex(24)}`,
  amzId2: (r) => r.b64(76),
  msgId: (r) => `msg_01${r.alnum(22)}`,
  toolId: (r) => `toolu_01${r.alnum(22)}`,
  reqId: (r) => `req_011C${r.alnum(20)}`,
  chatcmpl: (r) => `chatcmpl-${r.alnum(29)}`,
  stripeObj: (r) =>
    `${r.pick(["cus_", "pi_3", "ch_3", "evt_1", "sub_1", "in_1", "price_1", "prod_"])}${r.alnum(r.pick([14, 24]))}`,
  ghNode: (r) => `${r.pick(["PR_kwDO", "I_kwDO", "MDQ6VXNlcj", "R_kgDO"])}${r.b64url(r.int(10, 18))}`,
  slackTs: (r) => `17${r.digits(8)}.${r.digits(6)}`,
  ec2: (r) => `${r.pick(["i-0", "vol-0", "sg-0", "subnet-0", "vpc-0", "ami-0", "eni-0"])}${r.hex(16)}`,
  cursor: (r) =>
    b64of(
      JSON.stringify({ id: r.int(1000, 999999), created_at: `2026-11-${r.int(10, 26)}T10:00:00Z` }),
    ).replace(/=+$/, ""),
  pageToken: (r) => b64of(`offset=${r.int(20, 5000)}&sort=created_at:desc`),
  gpgKeyId: (r) => r.str("0123456789ABCDEF", 16),
  sshFp: (r) => `SHA256:${r.b64(43)}`,
  etag: (r) => `W/"${r.int(10, 99)}-${r.b64url(27)}"`,
  chromeExt: (r) => r.str("abcdefghijklmnop", 32),
  buildHash: (r) => r.b64url(8),
  dockerId: (r) => r.hex(12),
  sentryEvent: (r) => r.hex(32),
  idemKey: (r) => r.uuid(),
  mac: (r) => Array.from({ length: 6 }, () => r.hex(2)).join(":"),
};
