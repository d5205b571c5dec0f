/**
 * More of the secret corpus (see corpus.ts) for families a fourteenth blind corpus still found weak,
 * written from each format's public description: a name and its value coloured by a terminal (ANSI
 * SGR sequences, ECMA-48), an Azure SAS `sig` percent-encoded (RFC 3986), a token inside a format
 * string's field after `Bearer`, Azure DevOps PATs of 52 lower-case base32 characters, PEM blocks
 * split into string literals joined in code and Read-tool output of a key inside escaped JSON, Oracle
 * Easy Connect strings (`user/password@//host:port/service`), a token a TUI table wrapped onto its
 * next row, a vendor prefix kept in a literal of its own and joined later, and the long tail of
 * prefixed formats (Apify, PostHog personal keys, LlamaCloud, Linear OAuth, Honeycomb, Octopus
 * Deploy, Tencent Cloud, Microsoft's identifiable keys). A token split over several literals or rows
 * gives one case per part. Values come from their own seeded PRNG, so adding them leaves the other
 * cases as they were.
 */
import { type Add, B62, B64, DI, HEX, LO, type Rand, seededCases, UP, URL } from "./corpus-alphabets.js";

type R = Rand;
type Each = ReturnType<typeof seededCases>["each"];
const E = String.fromCharCode(27);
const B32 = "abcdefghijklmnopqrstuvwxyz234567";

export function addStructureTailCases(add: Add, seed = 20261201): void {
  const { r, each } = seededCases(add, seed);
  addColoured(r, each);
  addEncodedSignatures(r, each);
  addPreAuthenticated(r, each);
  addBearerFields(r, each);
  addDevopsPats(r, each);
  addJoinedPem(r, add);
  addEasyConnect(r, each);
  addWrappedRows(r, add);
  addPrefixJoins(r, add);
  addTailVendors(r, each);
}

const pw = (r: R): string => `${r(UP, 1)}${r(LO, 4)}${r(DI, 2)}${r("!#%^*-~", 1)}${r(B62, 7)}`;
const pat52 = (r: R): string => {
  let s = r(B32, 52);
  while ((s.match(/[2-7]/g)?.length ?? 0) < 5) s = r(B32, 52);
  return s;
};
const colour = (name: string, value: string): string =>
  `${E}[1;32m${name}${E}[0m=${E}[33m${value}${E}[0m\n${E}[1;32mPORT${E}[0m=${E}[33m8080${E}[0m`;

function addColoured(r: R, each: Each): void {
  each("coloured-env-vault", () => `hvs.${r(URL, 90)}`, [
    (s) => colour("VAULT_TOKEN", s),
    (s) => `$ env | grep --color=always VAULT\n${E}[01;31m${E}[KVAULT${E}[m${E}[K_TOKEN=${s}`,
  ]);
  each("coloured-env-mailgun", () => `key-${r(HEX, 32)}`, [(s) => colour("MAILGUN_API_KEY", s)]);
  each("coloured-env-password", () => pw(r), [
    (s) => colour("DB_PASSWORD", s),
    (s) => `${E}[36mpassword${E}[39m: ${E}[32m"${s}"${E}[39m`,
  ]);
  each("coloured-env-github", () => `ghp_${r(B62, 36)}`, [
    (s) => `${E}[1mGITHUB_TOKEN${E}[22m=${E}[2m${s}${E}[22m`,
  ]);
}

/** Standard base64 of `bytes` random bytes, percent-encoded as a URL query value. */
const pctB64 = (r: R, bytes: number): string => {
  let s = "";
  while (!/[+/]/.test(s)) s = Buffer.from(r(HEX, bytes * 2), "hex").toString("base64");
  return encodeURIComponent(s);
};

function addEncodedSignatures(r: R, each: Each): void {
  const sas = (s: string): string =>
    `https://acme${r(LO, 4)}.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T00:00:00Z&spr=https&sig=${s}`;
  each("sas-sig-percent", () => pctB64(r, 32), [
    (s) => sas(s),
    (s) => `curl -fsSL "${sas(s)}" -o db.bak`,
    (s) => `backup_url: "${sas(s)}"`,
    (s) =>
      `azcopy copy ./dist "https://acme.blob.core.windows.net/web/?sp=racwdl&st=2026-11-01&se=2026-12-01&sig=${s}" --recursive`,
  ]);
}

function addPreAuthenticated(r: R, each: Each): void {
  each("oci-par-url", () => r(`${B62}_-`, 64), [
    (s) => `https://objectstorage.eu-frankfurt-1.oraclecloud.com/p/${s}/n/acme/b/backups/o/db.dmp`,
    (s) => `curl -O https://acme.objectstorage.us-ashburn-1.oci.customer-oci.com/p/${s}/n/acme/b/exports/o/`,
  ]);
}

function addBearerFields(r: R, each: Each): void {
  each("bearer-format-field", () => `${r(B62, 12)}_${r(URL, 27)}`, [
    (s) => `headers = {"Authorization": f"Bearer {'${s}'}"}`,
    (s) => `const headers = { Authorization: \`Bearer \${"${s}"}\` };`,
    (s) => `requests.get(url, headers={"Authorization": f"Bearer {\\"${s}\\"}"})`,
  ]);
}

function addDevopsPats(r: R, each: Each): void {
  each("azure-devops-pat-52", () => pat52(r), [
    (s) => `object Settings {\n  val azureDevopsPat: String = "${s}"\n}`,
    (s) => `$ azure-devops login ${s}\nLogged in as ci-bot`,
    (s) => `<configuration>\n  <azureDevopsPat>${s}</azureDevopsPat>\n</configuration>`,
    (s) => `var adoClient = new VssConnection(orgUrl, new VssBasicCredential(string.Empty, "${s}"));`,
    (s) => `git clone https://ci:${s}@dev.azure.com/acme/platform/_git/api`,
    (s) => `AZURE_DEVOPS_EXT_PAT=${s}`,
    (s) => `azdo:\n  organization: acme\n  pat: ${s}`,
    (s) => `I pasted my personal access token ${s} into the pipeline settings`,
  ]);
}

/** A PEM body of `lines` lines of 64 base64 characters (the first starting like DER). */
const pemBody = (r: R, lines: number): string[] =>
  Array.from({ length: lines }, (_, i) => `${i === 0 ? "MIIEow" : ""}${r(B64, i === 0 ? 58 : 64)}`);

function addJoinedPem(r: R, add: Add): void {
  const joins: [string, (label: string, body: string[]) => string][] = [
    [
      "java",
      (l, b) =>
        `String pem = "-----BEGIN ${l}-----\\n"\n${b.map((x) => `    + "${x}\\n"`).join("\n")}\n    + "-----END ${l}-----\\n";`,
    ],
    [
      "python",
      (l, b) =>
        `PEM = (\n    "-----BEGIN ${l}-----\\n"\n${b.map((x) => `    "${x}\\n"`).join("\n")}\n    "-----END ${l}-----\\n"\n)`,
    ],
    [
      "php",
      (l, b) =>
        `$pem = "-----BEGIN ${l}-----\\n" .\n${b.map((x) => `    "${x}\\n" .`).join("\n")}\n    "-----END ${l}-----\\n";`,
    ],
    [
      "vb",
      (l, b) =>
        `Dim pem = "-----BEGIN ${l}-----" & vbLf &\n${b.map((x) => `    "${x}" & vbLf &`).join("\n")}\n    "-----END ${l}-----"`,
    ],
    [
      "js",
      (l, b) =>
        `const pem = '-----BEGIN ${l}-----\\n' +\n${b.map((x) => `  '${x}\\n' +`).join("\n")}\n  '-----END ${l}-----\\n';`,
    ],
  ];
  const labels = [
    "RSA PRIVATE KEY",
    "EC PRIVATE KEY",
    "PRIVATE KEY",
    "DSA PRIVATE KEY",
    "ENCRYPTED PRIVATE KEY",
  ];
  joins.forEach(([lang, join], i) => {
    const body = pemBody(r, 4);
    const text = join(labels[i] ?? "PRIVATE KEY", body);
    for (const line of body.slice(1)) add(`pem-joined-${lang}`, text, line);
  });
  // a Read tool's numbered lines inside a JSON transcript line, escaped once and twice
  for (const [name, arrow] of [
    ["arrow", "→"],
    ["tab", "\t"],
  ] as const) {
    const body = pemBody(r, 3);
    const lines = ["-----BEGIN OPENSSH PRIVATE KEY-----", ...body, "-----END OPENSSH PRIVATE KEY-----"];
    const numbered = `${lines.map((l, i) => `${String(i + 1).padStart(6)}${arrow}${l}`).join("\n")}\n`;
    const once = JSON.stringify({ type: "tool_result", content: numbered });
    add(`pem-read-escaped-${name}`, once, body[1] ?? "");
    add(`pem-read-escaped-twice-${name}`, JSON.stringify({ text: once }), body[2] ?? "");
  }
}

function addEasyConnect(r: R, each: Each): void {
  const host = (): string => `db-${r(DI, 1)}.${r(LO, 5)}.internal`;
  each("oracle-easy-connect", () => pw(r), [
    (s) => `services.AddDbContext<AppDb>(o => o.UseOracle("admin/${s}@//${host()}:1521/ORCLPDB1"));`,
    (s) => `spring.datasource.url=app/${s}@//${host()}:1521/ORCLPDB1`,
    (s) => `ORACLE_CONNECT=scott/${s}@//${host()}/XEPDB1`,
    (s) => `conn = oracledb.connect("hr/${s}@${host()}:1521/FREEPDB1")  # oracle`,
    (s) => `  dsn: "reporting/${s}@${host()}:1522/SALES"  # Oracle listener`,
  ]);
}

function addWrappedRows(r: R, add: Add): void {
  for (const [name, token] of [
    ["AIRTABLE_TOKEN", `pat${r(B62, 14)}.${r(HEX, 64)}`],
    ["GITHUB_TOKEN", `github_pat_${r(B62, 22)}_${r(B62, 59)}`],
  ] as const) {
    const [head, tail] = [token.slice(0, 41), token.slice(41)];
    const w = name.length;
    const text = [
      `│ ${"Variable".padEnd(w)} │ ${"Value".padEnd(41)} │`,
      `│ ${name} │ ${head} │`,
      `│ ${"".padEnd(w)} │ ${tail.padEnd(41)} │`,
    ].join("\n");
    add("table-wrapped-cell", text, head);
    add("table-wrapped-cell", text, tail);
  }
}

function addPrefixJoins(r: R, add: Add): void {
  const ant = r(URL, 93);
  add(
    "prefix-joined",
    `PREFIX = "sk-ant-api03-"\nBODY = "${ant}AA"\nclient = anthropic.Anthropic(api_key=f"{PREFIX}{BODY}")`,
    `${ant}AA`,
  );
  const [a, b] = [r(B62, 48), r(B62, 50)];
  const stripe = `const parts = ["sk_live_", "${a}", "${b}"];\nconst stripe = new Stripe(parts.join(""));`;
  add("prefix-joined", stripe, a);
  add("prefix-joined", stripe, b);
  const gl = r(URL, 20);
  add(
    "prefix-joined",
    `String token = new StringBuilder()\n    .append("glpat-")\n    .append("${gl}")\n    .toString();`,
    gl,
  );
  const gh = r(B62, 36);
  add(
    "prefix-joined",
    `const ghPrefix = 'ghp_';\nconst ghBody = '${gh}';\nfetch(url, { headers: { Authorization: 'token ' + ghPrefix + ghBody } });`,
    gh,
  );
  const sl = `${r(DI, 13)}-${r(DI, 13)}-${r(B62, 24)}`;
  add(
    "prefix-joined",
    `slack_prefix := "xoxb-"\nslack_rest := "${sl}"\napi := slack.New(slack_prefix + slack_rest)`,
    sl,
  );
}

/** Letters and digits of both cases, with at least one of each. */
const mixed = (r: R, n: number): string => `${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, n - 3)}`;

function addTailVendors(r: R, each: Each): void {
  const places = [(s: string) => `I set it to ${s} yesterday`, (s: string) => `client = Client("${s}")`];
  each("apify-token", () => `apify_api_${mixed(r, 36)}`, places);
  each("posthog-personal-key", () => `phx_${mixed(r, 47)}`, places);
  each("llamacloud-key", () => `llx-${mixed(r, 48)}`, places);
  each("linear-oauth-token", () => `lin_oauth_${r(HEX, 64)}`, places);
  each("honeycomb-key", () => `hcaik_01${r(DI, 2)}${r(LO + DI, 54)}`, places);
  each("octopus-api-key", () => `API-${r(UP, 2)}${r(DI, 3)}${r(UP + DI, 21)}`, places);
  each("tencent-secret-id", () => `AKID${mixed(r, 32)}`, places);
  each("azure-search-key", () => `${mixed(r, 42)}AzSe${r("ABCD", 1)}${mixed(r, 5)}`, places);
  each("azure-cask-key", () => `${mixed(r, 52)}JQQJ99${r(B62, 3)}AzCa${mixed(r, 4)}`, places);
  each("azure-servicebus-key", () => `${mixed(r, 33)}+ASb${mixed(r, 7)}=`, places);
  each("azure-storage-identifiable", () => `${mixed(r, 76)}+ASt${mixed(r, 6)}==`, places);
  each("bitbucket-app-password", () => `ATBB${mixed(r, 32)}${r("ABCDEF0123456789", 8)}`, places);
}
