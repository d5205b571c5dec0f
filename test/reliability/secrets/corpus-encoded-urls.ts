/**
 * More of the secret corpus (see corpus.ts) for families a blind corpus still found weak, written
 * from each format's public description: credentials in URLs (a query parameter that is an API key,
 * a path segment that is the secret: Healthchecks.io ping URLs, Telegram bot URLs, Infura project
 * ids), a token written as hex or base64 of its text, HashiCorp Vault's `vault operator init` output
 * (unseal keys and the initial root token), private keys of other placements (an OpenPGP armored
 * block added in a diff, a PKCS#12 bundle as base64 under a CI variable, a PEM JSON-escaped in a
 * string), vendor formats (HubSpot private app tokens `pat-na1-<uuid>`, Matrix access tokens
 * `syt_…`), and a password given to `nmcli` as its `password` argument. Values come from their own
 * seeded PRNG, so adding them leaves the other cases as they were.
 */
import { type Add, B62, B64, DI, HEX, LO, mulberry32, UP } from "./corpus-alphabets.js";

type R = (alphabet: string, n: number) => string;

export function addEncodedUrlCases(add: Add, seed = 20261131): void {
  const rand = mulberry32(seed);
  const r: R = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  addUrls(r, add);
  addEncoded(r, add);
  addVaultInit(r, add);
  addKeyPlacements(r, add);
  addVendors(r, add);
}

const uuid = (r: R): string => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;
const mixed = (r: R, n: number): string => `${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, n - 3)}`;

function addUrls(r: R, add: Add): void {
  const owm = r(HEX, 32);
  add(
    "url-more-query",
    `https://api.openweathermap.org/data/2.5/forecast?q=Porto&appid=${owm}&units=metric`,
    owm,
  );
  const owm2 = r(HEX, 32);
  add(
    "url-more-query",
    `const res = await fetch(\`\${BASE}/weather?lat=\${lat}&lon=\${lon}&appid=${owm2}\`);`,
    owm2,
  );
  const hc = uuid(r);
  add(
    "url-more-path",
    `*/5 * * * * /usr/local/bin/backup.sh && curl -fsS -m 10 --retry 5 https://hc-ping.com/${hc}`,
    hc,
  );
  const hc2 = uuid(r);
  add("url-more-path", `HEALTHCHECK_URL=https://hc-ping.com/${hc2}/fail`, hc2);
  const infura = r(HEX, 32);
  add("url-more-path", `  rpc: "https://mainnet.infura.io/v3/${infura}"`, infura);
  const bot = `${r(DI, 10)}:AA${r(`${B62}_-`, 33)}`;
  add("url-more-path", `curl -s "https://api.telegram.org/bot${bot}/sendMessage" -d chat_id=42`, bot);
  const alchemy = r(`${B62}_-`, 32);
  add("url-more-path", `ALCHEMY_URL=https://polygon-mainnet.g.alchemy.com/v2/${alchemy}`, alchemy);
  const netlify = r(HEX, 24);
  add(
    "url-more-hook",
    `      - name: Rebuild\n        run: curl -fsS -X POST https://api.netlify.com/build_hooks/${netlify}`,
    netlify,
  );
  const smee = r(B62, 16);
  add("url-more-hook", `{"webhook_proxy_url": "https://smee.io/${smee}"}`, smee);
  const guillemets = `${mixed(r, 12)}!${r(B62, 4)}`;
  add("url-more-prose", `Le mot de passe du serveur de recette est « ${guillemets} ».`, guillemets);
  const pw = `${mixed(r, 8)}%40${r(B62, 6)}%2F`;
  add("url-more-userinfo", `DATABASE_URL=postgres://app:${pw}@db.internal:5432/app`, pw);
}

function addEncoded(r: R, add: Add): void {
  const token = `sk_live_${r(B62, 24)}`;
  const hex = Buffer.from(token).toString("hex");
  add("enc-more-hex", `private const val hex = "${hex}"`, hex);
  const gh = `ghp_${r(B62, 36)}`;
  const hexGh = Buffer.from(gh).toString("hex");
  add("enc-more-hex", `TOKEN_HEX=${hexGh}`, hexGh);
  const npm = `npm_${r(B62, 36)}`;
  const b64 = Buffer.from(npm).toString("base64");
  add("enc-more-base64", `$ echo -n "$NPM_TOKEN" | base64\n${b64}`, b64);
  const xoxb = `xoxb-${r(DI, 12)}-${r(DI, 13)}-${r(B62, 24)}`;
  const b64s = Buffer.from(xoxb).toString("base64");
  add("enc-more-base64", `  slack-token: ${b64s}`, b64s);
}

function addVaultInit(r: R, add: Add): void {
  const keys = [0, 1, 2].map(() => Buffer.from(r(HEX, 32), "hex").toString("base64"));
  const root = `hvs.${r(B62, 24)}`;
  const text = `$ vault operator init -key-shares=3 -key-threshold=2\n${keys.map((k, i) => `Unseal Key ${i + 1}: ${k}`).join("\n")}\n\nInitial Root Token: ${root}\n\nVault initialized with 3 key shares and a key threshold of 2.`;
  for (const s of [...keys, root]) add("vault-init", text, s);
}

function addKeyPlacements(r: R, add: Add): void {
  const armor = Array.from({ length: 4 }, () => r(B64, 64));
  const pgp = `diff --git a/keys/signing.asc b/keys/signing.asc\nnew file mode 100644\n--- /dev/null\n+++ b/keys/signing.asc\n@@ -0,0 +1,8 @@\n+-----BEGIN PGP PRIVATE KEY BLOCK-----\n+\n${armor.map((l) => `+${l}`).join("\n")}\n+=${r(B64, 4)}\n+-----END PGP PRIVATE KEY BLOCK-----`;
  add("key-more-pgp-diff", pgp, armor[1] ?? "");
  const p12 = `MIIK${r(B64, 400)}==`;
  add("key-more-p12", `      env:\n        SIGNING_CERT_P12_BASE64: ${p12}`, p12);
  const jks = `MIIJ${r(B64, 300)}=`;
  add("key-more-p12", `variables:\n  ANDROID_KEYSTORE_B64: "${jks}"`, jks);
  const body = r(B64, 64);
  const escaped = `{"type":"service_account","private_key":"-----BEGIN RSA PRIVATE KEY-----\\nMIIE${body}\\n${r(B64, 64)}\\n-----END RSA PRIVATE KEY-----\\n"}`;
  add("key-more-escaped-pem", `creds = json.loads('${escaped}')`, body);
}

function addVendors(r: R, add: Add): void {
  const hub = `pat-eu1-${uuid(r)}`;
  add("vendor-more-hubspot", `यह की ${hub} काम नहीं कर रही है, क्या गलत है?`, hub);
  const hub2 = `pat-na1-${uuid(r)}`;
  add("vendor-more-hubspot", `const hubspot = new Client({ accessToken: "${hub2}" });`, hub2);
  const syt = `syt_${Buffer.from(r(LO, 8)).toString("base64").replace(/=+$/, "")}_${r(B62, 20)}_${r(B62, 6)}`;
  add("vendor-more-matrix", `이 키 ${syt} 로 요청하면 권한 오류가 나요.`, syt);
  const wifi = `${r(UP, 1)}${r(LO, 5)}${r(DI, 4)}${r(UP, 2)}${r(LO, 6)}`;
  add("vendor-more-nmcli", `RUN nmcli dev wifi connect "Office-5G" password '${wifi}'`, wifi);
}
