/**
 * More of the secret corpus (see corpus.ts) for private keys in the shapes a session shows them and
 * credentials a tenth blind corpus still found weak: PEM blocks whose every line carries a prefix
 * (Claude Code's Read tool `     1→`, `cat -n`, a CI log's ISO timestamp, diff `+`, `> ` quotes, `# `
 * comments), a PEM block inside doubly escaped JSON, JSON Web Keys written in JS (RFC 7517/7518
 * private members), a WIF key printed by `bitcoin-cli dumpprivkey`, BIP-39 seed phrases, and
 * credentials given to `b2 account authorize`, `net use` and a `gsutil signurl` table. Every body
 * line of a PEM block is its own case. Values come from their own seeded PRNG.
 */
import { type Add, B62, B64, DI, HEX, LO, mulberry32, URL } from "./corpus-alphabets.js";

type R = (alphabet: string, n: number) => string;
const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
/** Words of the BIP-39 English list's shape (3–8 lowercase letters). */
const WORDS =
  "absorb canvas dolphin eager fossil garment harvest island jungle kitten ladder magnet napkin orbit pepper quantum rabbit saddle timber umbrella velvet walnut yellow zebra".split(
    " ",
  );

export function addKeyShapeCases(add: Add, seed = 20261130): void {
  const rand = mulberry32(seed);
  const r: R = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  addPrefixedPem(add, r);
  addOtherKeys(add, r, rand);
  addCliCredentials(add, r);
  addTokenPositions(add, r);
}

/** Terraform Cloud tokens (14 characters of either case, `.atlasv1.`, 60+) anywhere; English words with a CJK copula. */
function addTokenPositions(add: Add, r: R): void {
  const tf = () => `${r(B62, 14)}.atlasv1.${r(`${B62}_-`, 67)}`;
  for (const line of [
    (s: string) => `use ${s} for the workspace`,
    (s: string) => `tokens = ["${s}", "${r(LO, 8)}"]`,
    (s: string) => `let t = '${s}';`,
  ]) {
    const s = tf();
    add("terraform-token-anywhere", line(s), s);
  }
  const v = () => `${r(B62, 2)}${r(DI, 1)}${r(B62, 37)}`;
  for (const line of [
    (s: string) => `我们的Okta API token是${s}，已经配置好了`,
    (s: string) => `Twilio的API secret是${s}，别外传`,
    (s: string) => `Algolia admin API key是${s}。`,
  ]) {
    const s = v();
    add("cjk-copula-english-word", line(s), s);
  }
}

function addPrefixedPem(add: Add, r: R): void {
  const prefixes: [string, string, (i: number) => string][] = [
    ["pem-read-tool", "PRIVATE KEY", (i) => `${String(i + 1).padStart(6)}→`],
    ["pem-ci-timestamp", "OPENSSH PRIVATE KEY", (i) => `2026-11-26T10:02:1${i}.${r(DI, 7)}Z `],
    ["pem-cat-n", "RSA PRIVATE KEY", (i) => `${String(i + 12).padStart(6)}\t`],
    ["pem-diff-added", "EC PRIVATE KEY", () => "+"],
    ["pem-quoted", "PRIVATE KEY", () => "> "],
    ["pem-commented", "ENCRYPTED PRIVATE KEY", () => "# "],
  ];
  for (const [category, label, prefix] of prefixes) {
    const body = [`MII${r(B64, 61)}`, r(B64, 64), r(B64, 64), `${r(B64, 38)}==`];
    const lines = [`-----BEGIN ${label}-----`, ...body, `-----END ${label}-----`];
    const text = lines.map((l, i) => prefix(i) + l).join("\n");
    for (const line of body) add(category, text, line);
  }
  // a tool result whose content is a JSON string holding JSON: the key's newlines are `\\n`
  const body = [`MII${r(B64, 61)}`, r(B64, 64), `${r(B64, 40)}=`];
  const pem = ["-----BEGIN PRIVATE KEY-----", ...body, "-----END PRIVATE KEY-----\n"].join("\n");
  const inner = JSON.stringify({ path: "deploy/key.pem", content: pem });
  const text = JSON.stringify({ type: "tool_result", tool_use_id: "toolu_01", content: inner });
  for (const line of body) add("pem-double-escaped-json", text, line);
}

function addOtherKeys(add: Add, r: R, rand: () => number): void {
  const b64u = (n: number) => r(URL, n);
  const d = b64u(86);
  const p = b64u(43);
  add(
    "jwk-js-object",
    `const privateJwk = {\n  kty: "RSA",\n  n: "${b64u(342)}",\n  e: "AQAB",\n  d: "${d}",\n  p: "${p}",\n  q: "${b64u(43)}",\n};`,
    d,
  );
  const ed = b64u(43);
  add(
    "jwk-js-object",
    `await importJWK({ kty: 'OKP', crv: 'Ed25519', x: '${b64u(43)}', d: '${ed}' }, 'EdDSA')`,
    ed,
  );
  const qi = b64u(43);
  add("jwk-js-object", `jwk = dict(kty="RSA", n="${b64u(86)}", e="AQAB", qi="${qi}")`, qi);
  const wif = `5K${r(B58, 49)}`;
  add("wif-dumpprivkey", `$ bitcoin-cli dumpprivkey bc1q${r(LO + DI, 38)}\n${wif}`, wif);
  const cwif = `L${r(B58, 51)}`;
  add("wif-dumpprivkey", `bitcoin-cli -testnet dumpprivkey "tb1q${r(LO + DI, 38)}"\n${cwif}\n`, cwif);
  const phrase = (n: number) =>
    Array.from({ length: n }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(" ");
  const m12 = phrase(12);
  add("bip39-mnemonic", `MNEMONIC="${m12}"`, m12.split(" ").slice(3, 9).join(" "));
  const m24 = phrase(24);
  add("bip39-mnemonic", `export SEED_PHRASE='${m24}'`, m24.split(" ").slice(10, 16).join(" "));
  const y12 = phrase(12);
  add(
    "bip39-mnemonic",
    `networks:\n  sepolia:\n    mnemonic: ${y12}\n`,
    y12.split(" ").slice(3, 9).join(" "),
  );
  const j12 = phrase(12);
  add("bip39-mnemonic", `  mnemonic: "${j12}",`, j12.split(" ").slice(3, 9).join(" "));
}

function addCliCredentials(add: Add, r: R): void {
  const appKey = `K00${r(B62, 28)}`;
  add("b2-authorize", `$ b2 account authorize 005${r(HEX, 22)} ${appKey}`, appKey);
  const appKey2 = `K00${r(B62, 28)}`;
  add("b2-authorize", `b2 authorize-account ${r(HEX, 12)} ${appKey2}`, appKey2);
  const pw = `${r(B62, 6)}!${r(B62, 5)}`;
  add("net-use-password", `net use \\\\fs01\\finance /user:CORP\\svc-backup ${pw} /persistent:no`, pw);
  const pw2 = `${r(B62, 9)}#${r(DI, 2)}`;
  add("net-use-password", `C:\\> net use Z: \\\\10.0.4.12\\c$ /user:Administrator ${pw2}`, pw2);
  const sig = r(HEX, 512);
  add(
    "gsutil-signurl",
    `URL\tHTTP Method\tExpiration\tSigned URL\ngs://acme-exports/q3.csv\tGET\t2026-11-27 10:00:00\thttps://storage.googleapis.com/acme-exports/q3.csv?x-goog-signature=${sig}&x-goog-algorithm=GOOG4-RSA-SHA256&x-goog-credential=svc%40acme.iam.gserviceaccount.com%2F20261127%2Fus%2Fstorage%2Fgoog4_request&x-goog-date=20261127T090000Z&x-goog-expires=3600&x-goog-signedheaders=host`,
    sig,
  );
}
