/**
 * More of the secret corpus (see corpus.ts) for the placements a blind corpus still found weak,
 * written from each placement's public description: a token split into string literals and
 * assembled in code (`+` in Java, C#, JS and Kotlin, Python's implicit concatenation of adjacent
 * literals, `[…].join("")`, Go's `strings.Join`, a format string's arguments), a value inside a
 * JSON string inside JSON (a transcript's tool result whose content is JSON text, Jupyter's .ipynb
 * cells whose `source` lines are code, a JWK or a key as an escaped string), prose in Arabic, Thai,
 * Vietnamese, Russian and English with a passphrase-like value (`word_word1234!`), and file formats:
 * FileZilla's `<Pass encoding="base64">`, PgBouncer's `userlist.txt`, Apache's `.htpasswd`. A split
 * token gives one case per part: every part must be kept off disk. Values come from their own seeded
 * PRNG, so adding them leaves the other cases as they were.
 */
import { type Add, B62, DI, HEX, LO, mulberry32, UP, URL } from "./corpus-alphabets.js";

type R = (alphabet: string, n: number) => string;

export function addAssembledCases(add: Add, seed = 20261127): void {
  const rand = mulberry32(seed);
  const r: R = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  addSplitTokens(r, add);
  addEscapedJson(r, add);
  addProsePassphrases(r, add);
  addFileFormats(r, add);
}

const mixed = (r: R, n: number): string => `${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, n - 3)}`;
const WORDS = [
  "amber",
  "cobalt",
  "granite",
  "harbor",
  "maple",
  "quartz",
  "willow",
  "falcon",
  "ember",
  "pixel",
];
const word = (r: R): string => WORDS[Number.parseInt(r(DI, 1), 10)] ?? "amber";
/** A passphrase the way people make them: two words, digits, a symbol (`maple_cobalt5977!`). */
const phrase = (r: R, sep: string): string => `${word(r)}${sep}${word(r)}${r(DI, 4)}${r("!#$%", 1)}`;

/** Each part of a split token is a case of its own (the same line). */
function parts(add: Add, category: string, line: string, ...secrets: string[]): void {
  for (const s of secrets) add(category, line, s);
}

function addSplitTokens(r: R, add: Add): void {
  const gh = `ghp_${r(B62, 36)}`;
  parts(
    add,
    "split-java-concat",
    `String token = "${gh.slice(0, 20)}"\n    + "${gh.slice(20)}";`,
    gh.slice(0, 20),
    gh.slice(20),
  );
  const ant = `sk-ant-api03-${r(URL, 93)}AA`;
  parts(
    add,
    "split-csharp-concat",
    `private const string ApiKey = "${ant.slice(0, 50)}" +\n    "${ant.slice(50)}";`,
    ant.slice(0, 50),
    ant.slice(50),
  );
  const sg = `SG.${r(URL, 22)}.${r(URL, 43)}`;
  parts(
    add,
    "split-js-concat",
    `const sendgridKey = "${sg.slice(0, 30)}" + "${sg.slice(30)}";`,
    sg.slice(0, 30),
    sg.slice(30),
  );
  const secret = mixed(r, 40);
  parts(
    add,
    "split-kotlin-concat",
    `val clientSecret = "${secret.slice(0, 20)}" +\n        "${secret.slice(20)}"`,
    secret.slice(0, 20),
    secret.slice(20),
  );
  const xoxb = `xoxb-${r(DI, 12)}-${r(DI, 13)}-${r(B62, 24)}`;
  parts(
    add,
    "split-python-implicit",
    `SLACK_TOKEN = (\n    "${xoxb.slice(0, 26)}"\n    "${xoxb.slice(26)}"\n)`,
    xoxb.slice(0, 26),
    xoxb.slice(26),
  );
  const pat = `github_pat_11${r(UP + DI, 20)}_${r(B62, 59)}`;
  parts(
    add,
    "split-array-join",
    `const token = [\n  "${pat.slice(0, 40)}",\n  "${pat.slice(40)}",\n].join("");`,
    pat.slice(0, 40),
    pat.slice(40),
  );
  const stripe = `sk_live_${r(B62, 99)}`;
  parts(
    add,
    "split-go-join",
    `key := strings.Join([]string{"${stripe.slice(0, 40)}", "${stripe.slice(40)}"}, "")`,
    stripe.slice(0, 40),
    stripe.slice(40),
  );
  const hex = r(HEX, 40);
  parts(
    add,
    "split-python-join",
    `api_secret = "".join(["${hex.slice(0, 20)}", "${hex.slice(20)}"])`,
    hex.slice(0, 20),
    hex.slice(20),
  );
  const glpat = `glpat-${r(URL, 20)}`;
  parts(
    add,
    "split-format-args",
    `String header = String.format("%s%s", "${glpat.slice(0, 12)}", "${glpat.slice(12)}");`,
    glpat.slice(0, 12),
    glpat.slice(12),
  );
  const npm = `npm_${r(B62, 36)}`;
  parts(
    add,
    "split-ruby-concat",
    `NPM_TOKEN = "${npm.slice(0, 18)}" \\\n  "${npm.slice(18)}"`,
    npm.slice(0, 18),
    npm.slice(18),
  );
}

function addEscapedJson(r: R, add: Add): void {
  for (const [name, value] of [
    ["DD_APP_KEY", r(HEX, 40)],
    ["AUTH0_CLIENT_SECRET", r(URL, 64)],
    ["POSTMARK_SERVER_TOKEN", `${r(HEX, 8)}-${r(HEX, 4)}-${r(HEX, 4)}-${r(HEX, 4)}-${r(HEX, 12)}`],
    ["LINE_CHANNEL_ACCESS_TOKEN", `${r(`${B62}+/`, 160)}=`],
  ] as const) {
    const cell = {
      cell_type: "code",
      execution_count: 2,
      metadata: {},
      source: ["import os\n", `os.environ["${name}"] = "${value}"\n`],
    };
    add("ipynb-environ", JSON.stringify(cell, null, 1), value);
  }
  const pw = mixed(r, 16);
  add(
    "ipynb-connect",
    JSON.stringify({
      cell_type: "code",
      source: [`conn = psycopg2.connect(host="db", user="app", password="${pw}")\n`],
    }),
    pw,
  );
  for (const value of [mixed(r, 18), phrase(r, "."), `${mixed(r, 10)}+${r(DI, 2)}`]) {
    const inner = JSON.stringify({ host: "db", user: "app", password: value });
    const content = JSON.stringify({ stdout: inner, exit_code: 0 });
    add(
      "json-in-json-password",
      JSON.stringify({ type: "tool_result", tool_use_id: `toolu_${r(B62, 24)}`, content }),
      value,
    );
  }
  const cert = r(HEX, 32);
  add(
    "json-in-json-named",
    JSON.stringify({
      type: "tool_result",
      content: JSON.stringify({ APP_SECRET: cert, region: "eu-west-1" }),
    }),
    cert,
  );
  const d = r(URL, 43);
  add(
    "json-in-json-jwk",
    JSON.stringify({ content: JSON.stringify({ kty: "OKP", crv: "Ed25519", x: r(URL, 43), d }) }),
    d,
  );
  const login = `${r(UP, 1)}!${mixed(r, 14)}^`;
  add(
    "json-escaped-chat",
    JSON.stringify({
      role: "user",
      content: `the staging login is admin / ${login} — can you log in and check?`,
    }),
    login,
  );
  const body = `MII${r(`${B62}+/`, 60)}`;
  const pem = `-----BEGIN PRIVATE KEY-----\n${body}\n${r(B62, 64)}\n-----END PRIVATE KEY-----\n`;
  add(
    "json-in-json-pem",
    JSON.stringify({ content: JSON.stringify({ type: "service_account", private_key: pem }) }),
    body,
  );
}

function addProsePassphrases(r: R, add: Add): void {
  const rows: [string, (v: string) => string][] = [
    ["prose-ar", (v) => `كلمة المرور لحساب الخادم هي ${v}`],
    ["prose-ar", (v) => `كلمة السر الجديدة للقاعدة هي ${v} من فضلك لا تشاركها`],
    ["prose-th", (v) => `รหัสผ่านของเซิร์ฟเวอร์คือ ${v}`],
    ["prose-th", (v) => `รหัสผ่านฐานข้อมูลใหม่คือ ${v} ครับ`],
    ["prose-vi", (v) => `Mật khẩu tài khoản quản trị là ${v}`],
    ["prose-ru", (v) => `Пароль от тестовой базы: ${v}`],
    ["prose-en", (v) => `new wifi pw is ${v} (changed after the audit)`],
    ["prose-en", (v) => `fyi the vpn password is now ${v}`],
  ];
  let i = 0;
  for (const [category, line] of rows) {
    const v = i % 2 === 0 ? phrase(r, i % 4 === 0 ? "_" : ".") : mixed(r, 20);
    add(category, line(v), v);
    i++;
  }
}

function addFileFormats(r: R, add: Add): void {
  const b64 = Buffer.from(mixed(r, 18)).toString("base64");
  add(
    "filezilla-pass",
    `<Server><Host>ftp.example.net</Host><Port>21</Port><User>deploy</User><Pass encoding="base64">${b64}</Pass></Server>`,
    b64,
  );
  const b64b = Buffer.from(phrase(r, "-")).toString("base64");
  add("filezilla-pass", `\t\t\t<User>backup</User>\n\t\t\t<Pass encoding="base64">${b64b}</Pass>`, b64b);
  const plain = mixed(r, 21);
  add("pgbouncer-userlist", `"app" "${plain}"`, plain);
  const md5 = `md5${r(HEX, 32)}`;
  add("pgbouncer-userlist", `"postgres" "${md5}"\n"app" "${`md5${r(HEX, 32)}`}"`, md5);
  const scram = `SCRAM-SHA-256$4096:${Buffer.from(r(HEX, 16)).toString("base64")}$${r(B62, 43)}=:${r(B62, 43)}=`;
  add("pgbouncer-userlist", `"replicator" "${scram}"`, scram);
  const apr = `$apr1$${r(B62, 8)}$${r(`${B62}./`, 22)}`;
  add("htpasswd", `admin:${apr}`, apr);
  const bcrypt = `$2y$10$${r(`${B62}./`, 53)}`;
  add("htpasswd", `$ cat /etc/nginx/.htpasswd\ndeploy:${bcrypt}`, bcrypt);
  const sha = `{SHA}${Buffer.from(r(HEX, 20)).toString("base64").slice(0, 27)}=`;
  add("htpasswd", `ops:${sha}`, sha);
}
