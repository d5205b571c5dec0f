/**
 * Look-alikes near corpus-key-shapes.ts and the ones a tenth blind corpus saw changed: public keys
 * and certificates with a per-line prefix, JWKs with public members only, a dumpprivkey help text,
 * a mnemonic setting that holds a placeholder, S3 request ids in XML attributes, Drive file ids in
 * SQL, pagination cursors (a CSV `next_page_token` column, `--next-token`), CI cache keys (a tool
 * prefix and a digest), IPFS CIDs, GPG fingerprints under `signingkey`, a minisign public key and
 * the jwt.io sample token. Values come from their own seeded PRNG.
 */
import { B62, B64, HEX, mulberry32, URL } from "./corpus-alphabets.js";

type AddNegative = (kind: string, ...texts: string[]) => void;

export function addKeyShapeNegatives(add: AddNegative, seed = 20261131): void {
  const rand = mulberry32(seed);
  const r = (alphabet: string, n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const body = () => [`MII${r(B64, 61)}`, r(B64, 64), `${r(B64, 30)}==`];
  const block = (label: string, prefix: (i: number) => string) =>
    [`-----BEGIN ${label}-----`, ...body(), `-----END ${label}-----`].map((l, i) => prefix(i) + l).join("\n");
  add(
    "pem-public-prefixed",
    block("PUBLIC KEY", (i) => `${String(i + 1).padStart(6)}→`),
    block("CERTIFICATE", (i) => `2026-11-26T10:02:1${i}.1234567Z `),
    block("PUBLIC KEY", () => "> "),
  );
  add(
    "jwk-public",
    `const publicJwk = { kty: "RSA", n: "${r(URL, 86)}", e: "AQAB", kid: "${r(URL, 22)}", use: "sig" };`,
    `{ kty: 'OKP', crv: 'Ed25519', x: '${r(URL, 43)}' }`,
  );
  add(
    "mnemonic-placeholder",
    `MNEMONIC="test test test test test test test test test test test junk"`,
    `# MNEMONIC=<your twelve word seed phrase>`,
    '$ bitcoin-cli help dumpprivkey\ndumpprivkey "address"',
  );
  add(
    "blind-10-lookalikes",
    `<Error Code="AccessDenied" xamzid2="${r(B64, 76)}=" requestid="${r(HEX, 16).toUpperCase()}"/>`,
    `SELECT title FROM docs WHERE fileid = '1${r(URL, 43)}';`,
    `id,name,next_page_token\n42,acme,${Buffer.from(`{"offset":${r("123456789", 3)},"id":"${r(HEX, 12)}"}`).toString("base64")}`,
    `aws logs filter-log-events --log-group-name /app --next-token ${Buffer.from(`{"nextToken":"${r(B62, 24)}"}`).toString("base64")}`,
    `Restored cache from key gradle-${r(HEX, 64)}`,
    `{"key":"pip-ubuntu-22.04-${r(HEX, 64)}","restored":true}`,
    `ipfs pin add bafybei${r("abcdefghijklmnopqrstuvwxyz234567", 52)}`,
    `[user]\n  signingkey = ${r(HEX, 40).toUpperCase()}`,
    `untrusted comment: minisign public key ${r(HEX, 16).toUpperCase()}\nRWQ${r(B64, 53)}`,
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
  );
  const cursor = () => Buffer.from(`{"nextToken":"${r(B62, 24)}","v":2}`).toString("base64");
  const jwtIo =
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";
  add(
    "blind-10-positions",
    `az storage blob list --container-name logs --nexttoken ${cursor()}`,
    `aws dynamodb scan --table-name orders --starting-token ${cursor()}`,
    `created_at,next_page_token,count\n2026-11-01,${cursor()},20`,
    `key gradle-${r(HEX, 64)}`,
    `Cache restored from key: pip-ubuntu-22.04-${r(HEX, 64)}`,
    `curl -H "Authorization: Bearer ${jwtIo}" http://localhost:3000/me`,
    `const token = "${jwtIo}";`,
  );
}
