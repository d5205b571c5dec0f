/**
 * Look-alikes of the families in corpus-structure-tail.ts, in the same placements: coloured terminal
 * lines without a secret (ports, hosts, masked or referenced values, a coloured `git log`), signed
 * URLs without a signature or with a format field for it, `Bearer` before a format field that reads
 * a variable, 52-character lower-case words and ids that are not base32 PATs (a Nix store hash, an
 * onion address, an IPFS CID, a long identifier), public keys and certificates split into joined
 * literals or numbered inside escaped JSON, Oracle Easy Connect strings with a placeholder password
 * and Bazel labels, TUI tables whose next row continues a commit or a word, short literals that end
 * in `_` or `-` followed by ids, values spelled from their own name, cache keys, Phoenix LiveView
 * `phx_` events and ids that share a long-tail prefix. Values come from their own seeded PRNG.
 */
import { B62, B64, DI, HEX, LO, mulberry32, UP } from "./corpus-alphabets.js";

type AddNegative = (kind: string, ...texts: string[]) => void;
type R = (alphabet: string, n: number) => string;
const E = String.fromCharCode(27);

export function addStructureTailNegatives(add: AddNegative, seed = 20261202): void {
  const rand = mulberry32(seed);
  const r: R = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  addColouredNear(add, r);
  addSignedNear(add, r);
  addDevopsNear(add, r);
  addPemNear(add, r);
  addEasyConnectNear(add, r);
  addJoinsNear(add, r);
  addTailNear(add, r);
}

function addColouredNear(add: AddNegative, r: R): void {
  const c = (name: string, value: string): string => `${E}[1;32m${name}${E}[0m=${E}[33m${value}${E}[0m`;
  add(
    "tail-coloured",
    `${c("PORT", "8080")}\n${c("DB_HOST", `db-${r(DI, 1)}.internal`)}`,
    c("VAULT_TOKEN", "${VAULT_TOKEN}"),
    c("DB_PASSWORD", "********"),
    c("PASSWORD_MIN_LENGTH", "12"),
    c("API_KEY_HEADER", "X-Api-Key"),
    `${E}[33mcommit ${r(HEX, 40)}${E}[m\nAuthor: Dev <dev@example.com>\n\n    rotate the token cache`,
    `${E}[01;34mnode_modules${E}[0m  ${E}[01;32mdeploy.sh${E}[0m  package.json`,
  );
}

function addSignedNear(add: AddNegative, r: R): void {
  add(
    "tail-signed-url",
    `https://acme.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T00:00:00Z&sig=%s`,
    `url = f"https://acme.blob.core.windows.net/c/{name}?{sas_params}&sig=%(sig)s"`,
    `https://acme.blob.core.windows.net/public/logo.png?sv=2022-11-02&comp=list&prefix=%2Fimages%2F${r(LO, 6)}`,
    `https://example.com/search?q=%2Fhome%2F${r(LO, 5)}%2Fprojects%2Fapi&sig=`,
    `https://objectstorage.eu-frankfurt-1.oraclecloud.com/n/acme/b/backups/o/db-${r(DI, 4)}.dmp`,
    `headers = {"Authorization": f"Bearer {token}"}`,
    `const headers = { Authorization: \`Bearer \${this.token}\` };`,
    `headers = {"Authorization": f"Bearer {settings.api_token!s}"}`,
  );
}

function addDevopsNear(add: AddNegative, r: R): void {
  const nix = (): string => r("0123456789abcdfghijklmnpqrsvwxyz", 32);
  add(
    "tail-devops-pat",
    `/nix/store/${nix()}-nodejs-20.11.1/bin/node`,
    `token storage: http://${r("abcdefghijklmnopqrstuvwxyz234567", 56)}.onion/login`,
    `pinned the token list at ipfs://bafybei${r("abcdefghijklmnopqrstuvwxyz234567", 52)}`,
    `azureDevopsProject: "platformservicesinfrastructuremonitoringdashboardsv"`,
    `AZURE_DEVOPS_EXT_PAT=$(az keyvault secret show --name ado-pat --query value -o tsv)`,
    `pat: "****************************************************"`,
  );
}

function addPemNear(add: AddNegative, r: R): void {
  const body = Array.from({ length: 3 }, (_, i) => `${i === 0 ? "MIIBIj" : ""}${r(B64, i === 0 ? 58 : 64)}`);
  add(
    "tail-pem-joined",
    `String pem = "-----BEGIN PUBLIC KEY-----\\n"\n${body.map((b) => `    + "${b}\\n"`).join("\n")}\n    + "-----END PUBLIC KEY-----\\n";`,
    `CERT = (\n    "-----BEGIN CERTIFICATE-----\\n"\n${body.map((b) => `    "${b}\\n"`).join("\n")}\n    "-----END CERTIFICATE-----\\n"\n)`,
    `String pem = "-----BEGIN PRIVATE KEY-----\\n" + body + "\\n-----END PRIVATE KEY-----\\n";`,
    `const header = "-----BEGIN PRIVATE KEY-----";\nconst footer = "-----END PRIVATE KEY-----";`,
  );
  const lines = ["-----BEGIN PUBLIC KEY-----", ...body, "-----END PUBLIC KEY-----"];
  const numbered = `${lines.map((l, i) => `${String(i + 1).padStart(6)}→${l}`).join("\n")}\n`;
  const once = JSON.stringify({ type: "tool_result", content: numbered });
  add("tail-pem-read", once, JSON.stringify({ text: once }));
}

function addEasyConnectNear(add: AddNegative, r: R): void {
  add(
    "tail-easy-connect",
    `spring.datasource.url=app/\${ORACLE_PASSWORD}@//db-1.internal:1521/ORCLPDB1`,
    `ORACLE_CONNECT=scott/<password>@//db-${r(DI, 1)}.internal/XEPDB1`,
    `deps = ["@//lib:util", "//app/core:main"]`,
    `bazel build @//src/${r(LO, 5)}:all`,
    `jdbc:oracle:thin:@//db-${r(DI, 1)}.internal:1521/ORCLPDB1`,
  );
}

function addJoinsNear(add: AddNegative, r: R): void {
  add(
    "tail-joins",
    `const prefix = "user_";\nconst id = "${r(HEX, 24)}";\nconst key = prefix + id;`,
    `PREFIX = "sk-"\nMODEL = "claude-3-5-sonnet-20241022"`,
    `parts = ["build-", "${r(HEX, 12)}", "linux-x64"]\nname = "".join(parts)`,
    `export const UserProfileSettingsPanelKey = "UserProfileSettingsPanel_${r(DI, 1)}";`,
    `const ROUTE_CACHE_KEY = "route_cache_key_v${r(DI, 1)}";`,
    `./tool inspect --cache-hit-key v2-deps-${r(HEX, 40)}`,
    `      restore-keys: |\n        linux-npm-${r(HEX, 64)}`,
  );
  const row = (a: string, b: string): string => `│ ${a.padEnd(14)} │ ${b.padEnd(41)} │`;
  add(
    "tail-table-row",
    [row("Variable", "Value"), row("GIT_COMMIT", r(HEX, 40)), row("", "(detached)")].join("\n"),
    [
      row("Setting", "Value"),
      row("DESCRIPTION", "Rotates the signing keys of every"),
      row("", "service"),
    ].join("\n"),
  );
}

function addTailNear(add: AddNegative, r: R): void {
  add(
    "tail-vendors",
    `this.pushEvent("phx_reply", {ref: "${r(DI, 2)}"}); // phx_join, phx_leave`,
    `<div class="llx-header llx-${r(LO, 6)}-panel">`,
    `API-VERSION: 2024-10-01\nAPI-GATEWAY-ID: ${r(UP, 4)}`,
    `request id API-20261127-${r(DI, 12)}`,
    `AKIDENTIFIERFORTHEUSERSTABLEPRIMARYKEY`,
    `hcaik_ is the prefix of Honeycomb ingest keys`,
    `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r(B64, 43)} +ASt@laptop`,
    `digest: sha256:${r(HEX, 64)}`,
    `id: ${r(B62, 22)}`,
  );
}
