/**
 * More of the secret corpus (see corpus.ts): opaque credentials that carry no vendor prefix and are
 * known only by where they stand (generic-credential.ts) — after a label with a credential word in
 * English, an abbreviation or another language, in a box-drawn CLI table, in a line a CLI prints
 * after creating one, appended to an Authorization scheme in code, in a webhook URL's path — and the
 * formats the blind corpora found weak: JWK private members in YAML and Python dicts, Bitcoin WIF
 * private keys (Bitcoin wiki "Wallet import format": Base58Check of 0x80 + key [+ 0x01]), across
 * contexts (shell, output, code, config, prose, URL, header, log, JSON).
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { type Add, B62, DI, HEX, LO, type Rand, URL } from "./corpus-alphabets.js";

type Mixed = (n: number) => string;
const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** Base58Check (Bitcoin alphabet) of `payload`: the payload and the first 4 bytes of its double SHA-256. */
function base58Check(payload: Uint8Array): string {
  const check = sha256(sha256(payload)).subarray(0, 4);
  const bytes = new Uint8Array([...payload, ...check]);
  let n = 0n;
  for (const b of bytes) n = n * 256n + BigInt(b);
  let s = "";
  while (n > 0n) {
    s = B58[Number(n % 58n)] + s;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    s = `1${s}`;
  }
  return s;
}

/** A WIF private key of 32 random bytes (mainnet 0x80 or testnet 0xEF; compressed adds 0x01). */
function wif(r: Rand, compressed: boolean, testnet = false): string {
  const key = Array.from({ length: 32 }, () => Number.parseInt(r(HEX, 2), 16));
  return base58Check(new Uint8Array([testnet ? 0xef : 0x80, ...key, ...(compressed ? [1] : [])]));
}

export function addCredentialPositionCases(r: Rand, mixed: Mixed, add: Add): void {
  const each = (category: string, gen: () => string, lines: ((s: string) => string)[]) => {
    for (const line of lines) {
      const s = gen();
      add(category, line(s), s);
    }
  };
  each("position-label-abbreviation", () => mixed(32), [
    (s) => `tok=${s}`,
    (s) => `pat: ${s}`,
    (s) => `sk = "${s}"`,
    (s) => `jwt_sig: ${s}`,
    (s) => `pw=${s}`,
    (s) => `auth,${s}`,
    (s) => `| sid | ${s} |`,
    (s) => `access: ${s}`,
    (s) => `creds\t${s}`,
  ]);
  each("position-label-language", () => mixed(28), [
    (s) => `clave: ${s}`,
    (s) => `schlüssel = ${s}`,
    (s) => `jeton: ${s}`,
    (s) => `mot_de_passe=${s}`,
    (s) => `contraseña: ${s}`,
    (s) => `chave_api: ${s}`,
    (s) => `Zugangsdaten: ${s}`,
    (s) => `пароль: ${s}`,
    (s) => `токен=${s}`,
    (s) => `密钥: ${s}`,
    (s) => `トークン: ${s}`,
    (s) => `토큰: ${s}`,
    (s) => `sleutel = "${s}"`,
    (s) => `hasło: ${s}`,
  ]);
  each("position-label-output", () => mixed(40), [
    (s) => `API Key       ${s}`,
    (s) => `  Secret Key:   ${s}`,
    (s) => `client_secret    ${s}`,
    (s) => `Generated secret: ${s}`,
    (s) => `New token generated: ${s}`,
    (s) => `api_key,${s}`,
    (s) => `level=info msg="login ok" token=${s}`,
    (s) => `[INFO] session key -> ${s}`.replace(" -> ", ": "),
    (s) => `<token>${s}</token>`,
  ]);
  each("position-hex-under-strong-label", () => r(HEX, 40), [
    (s) => `API Key       ${s}`,
    (s) => `signing_secret: ${s}`,
    (s) => `"credential": "${s}"`,
    (s) => `│ auth token │ ${s} │`,
  ]);
  each("position-box-table", () => r(HEX, 64), [
    (s) =>
      `$ linode-cli profile token-create --label ci\n┌────┬───────┬──────────┐\n│ id │ label │ token    │\n├────┼───────┼──────────┤\n│ 42 │ ci    │ ${s} │\n└────┴───────┴──────────┘`,
  ]);
  each("position-printed-decorated", () => mixed(44), [
    (s) => `$ acme keys create deploy\n> Created deploy key\n> ${s}`,
    (s) => `$ tool token new\n✔ Token generated\n  ${s}`,
    (s) => `$ svc credentials rotate\n│ ${s}`,
  ]);
  each("position-scheme-concat", () => r(URL, 40).replace(/^[-_]/, "A"), [
    (s) => `headers = {'Authorization': 'Bearer ' + '${s}'}`,
    (s) => `req.setRequestHeader("Authorization", "Token " + "${s}");`,
  ]);
  each("position-webhook-path", () => mixed(32), [
    (s) => `https://hooks.example.io/services/${s}`,
    (s) => `POST https://ci.example.com/api/trigger/${s}`,
    (s) => `curl -X POST https://example.com/api/webhook/secret/${s}/events`,
  ]);
  each("position-webhook-path", () => r(HEX, 64), [
    (s) => `post to https://sentry.example.com/api/hooks/release/builtin/${r(DI, 7)}/${s}/`,
  ]);
  const jwk = () => r(URL, 43).replace(/^[-_]/, "Q");
  each("jwk-private-yaml", jwk, [
    (s) => `keys:\n  - kty: OKP\n    crv: Ed25519\n    x: ${jwk()}\n    d: ${s}`,
    (s) => `kty: RSA\nn: ${r(URL, 86)}\ne: AQAB\nd: "${s}"`,
  ]);
  each("jwk-private-single-quotes", jwk, [
    (s) => `{'kty': 'EC', 'crv': 'P-256', 'x': '${jwk()}', 'y': '${jwk()}', 'd': '${s}'}`,
    (s) => `jwk = {'kty': 'oct', 'k': '${s}'}`,
  ]);
  each("bitcoin-wif", () => wif(r, true), [
    (s) => `bitcoin-cli importprivkey ${s} "" false`,
    (s) => `WIF: ${s}`,
    (s) => `{"address": "bc1q${r(LO + DI, 38)}", "wif": "${s}"}`,
  ]);
  each("bitcoin-wif", () => wif(r, false), [
    (s) => `import privkey ${s}`,
    (s) => `$ wallet dump\n${s}`,
    (s) => `privkey = '${s}'`,
  ]);
  each("bitcoin-wif", () => wif(r, true, true), [(s) => `testnet key: ${s}`]);
  each("position-vertical-pair", () => mixed(24), [
    (s) => `$ redis-cli CONFIG GET requirepass\n1) "requirepass"\n2) "${s}"`,
    (s) =>
      `$ psql -c 'select api_key from users limit 1'\n             api_key\n----------------------------------\n ${s}\n(1 row)`,
    (s) => `client_secret:\n  ${s}`,
  ]);
  each("kubeconfig-key-data", () => `${r(B62, 30)}//${r(B62, 90)}==`, [
    (s) => `users:\n- name: admin\n  user:\n    client-key-data: ${s}`,
    (s) => `kubectl config set-credentials admin --client-key-data=${s}`,
  ]);
  each("position-glued-label", () => mixed(28), [
    (s) => `requirepass ${s}`,
    (s) => `bindpw: ${s}`,
    (s) => `WIF: ${s}`.replace(s, s),
  ]);
  each("position-label-json", () => r(B62, 36), [
    (s) => `{"data": {"session": "${s}"}}`,
    (s) => `{"auth": {"value": "x", "secret": "${s}"}}`.replace('"value": "x", ', ""),
  ]);
}
