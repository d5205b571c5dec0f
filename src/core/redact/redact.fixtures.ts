// Fake credentials for the redaction tests, assembled at runtime so no literal secret sits in the repo.
export const rnd = (n: number): string => "aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xY".repeat(8).slice(0, n);
export const R = (kind: string): string => `[REDACTED:${kind}]`;

export const FAKE = {
  awsKeyId: `AKIA${"IOSFODNN7Q3XMPLE"}`,
  awsSessionKeyId: `ASIA${"Y34FZKBOKMUTVV7A"}`,
  awsSecret: `wJalrXUtnFEMI/K7MDENG/${"bPxRfiCYQ3XMPLKEY0"}`,
  ghp: `ghp_${rnd(36)}`,
  gho: `gho_${rnd(36)}`,
  ghu: `ghu_${rnd(36)}`,
  ghs: `ghs_${rnd(36)}`,
  ghr: `ghr_${rnd(36)}`,
  githubPat: `github_pat_${rnd(22)}_${rnd(59)}`,
  glpat: `glpat-${rnd(20)}`,
  anthropic: `sk-ant-api03-${rnd(93)}AA`,
  openaiLegacy: `sk-${rnd(48)}`,
  openaiProject: `sk-proj-${rnd(40)}_${rnd(30)}`,
  slackBot: `xoxb-${"1234567890"}-${"1234567890123"}-${rnd(24)}`,
  slackUser: `xoxp-${"1234567890"}-${"1234567890"}-${rnd(24)}`,
  slackWebhook: `https://hooks.slack.com/services/T${"00000000"}/B${"00000000"}/${rnd(24)}`,
  jwt: `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${"eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ"}.${rnd(43)}`,
  pem: `-----BEGIN RSA PRIVATE KEY-----\nMIIEow${rnd(60)}\n${rnd(64)}\n-----END RSA PRIVATE KEY-----`,
};

/** Long strings shaped to make backtracking regular expressions go quadratic or worse (bench/redact.mjs times them). */
export const ADVERSARIAL_INPUTS: readonly string[] = [
  "a-".repeat(100_000),
  "a--".repeat(70_000),
  "a.".repeat(100_000),
  'token: "'.repeat(25_000),
  "TOKEN=".repeat(30_000),
  "x://a:".repeat(30_000),
  "<private>".repeat(20_000),
  "-----BEGIN RSA ".repeat(10_000),
  "sk-".repeat(60_000),
  "eyJ.".repeat(50_000),
  "mysql -u ".repeat(20_000),
  "curl -u a".repeat(20_000),
  "htpasswd -b ".repeat(15_000),
  "machine h ".repeat(20_000),
  "x://a:b/".repeat(30_000),
  "<password>".repeat(20_000),
  "Private-Lines: 1\n".repeat(10_000),
  "--password ".repeat(20_000),
  "SECRET_KEY=".repeat(20_000),
  "?sig=".repeat(30_000),
];

/** `unit` repeated to a single line of exactly `chars` characters. */
const line = (unit: string, chars = 100_000): string =>
  unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);

/**
 * 100 KB single lines of the runs a redactor scans per match (`=`, `;`, `a=b`, base64, blanks,
 * quotes, `-----BEGIN`, secret words and headers): each is timed against ORDINARY_LINE.
 */
export const LONG_LINE_INPUTS: readonly string[] = [
  `Cookie: ${line("a=b")}`,
  `Cookie: ${line("a=ba=b")}`,
  `Set-Cookie: ${line("sid=abc; ")}`,
  line("="),
  line(";"),
  line("a=b;"),
  line("a=b "),
  line("key="),
  line("name="),
  line("a:"),
  line("QWxhZGRpbjpvcGVuIHNlc2FtZQ"),
  `x${line(" ")}y`,
  line('"'),
  line("'a',"),
  line("-----BEGIN "),
  line("-----BEGIN PRIVATE KEY-----\\n"),
  line("token "),
  line("token="),
  line("password: "),
  line("the password is "),
  line("Authorization: "),
  line("Bearer "),
  line("--token "),
  line("a://"),
  `https://example.com/?${line("token=a&")}`,
  `<a ${line("key=")}`,
  line("|token"),
  line("TOKEN  "),
  `TOKEN ${line("  A")}`,
  line("?token="),
  line("token: "),
  line("&u=a&p="),
  line("apiKey: "),
  line("Authorization "),
  // generic-credential.ts: labels, separators and value runs; webhook paths; WIF-shaped base58
  line("tok=a1"),
  line("=a1b2"),
  line("schlüssel: "),
  line(`${"a".repeat(70)}_token: `),
  line("/hooks/a1/"),
  `https://hooks.${line("a.")}`,
  line("5K"),
  line("'Bearer ' + '"),
  // session labels, short flags, constructors, URL path tokens (root and feed)
  line("session id "),
  line(" -k a1"),
  line("-t -t "),
  line('Client::new("a1'),
  line("new ApiClient('0a"),
  `https://a.example.com/${line("aB3")}`,
  line("https://a.io/v1/"),
  `${line("/aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xY")}.ics`,
  `${line("/aB3d")}/rss.xml`,
  line("./a "),
  line("node a.js "),
  `./a.sh ${line("aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xY ")}`,
  line(" ./aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xY0O"),
  // credential subcommands, slot labels, id role words and verbs in prose windows
  line("configure "),
  line("setup --a=b "),
  `acme configure ${line("aB3dE5fG7hJ9")}`,
  line("set-token aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xY0O- "),
  line("key: aB3dE5fG7hJ9kL2mN4pQ "),
  line("token uid aB3dE5fG7hJ9kL2mN4pQ6 "),
  line("vault login a-"),
  // URL userinfo with "@" in the password, JSON-escaped and percent-encoded URLs, here-strings,
  // function keys, names after calls, wrapped continuations (wrapped-tokens.ts)
  `https://u:${line("p@")}`,
  line("a://b:c@d@"),
  line("a:\\/\\/b:"),
  line("a%3A%2F%2Fb%3A"),
  line("<<< aB3"),
  line("?code=aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xY"),
  line(").a="),
  `${line('"aB3dE5fG7h')}\n"[REDACTED:secret]"`,
  `token: aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xY\\\n${line("aB3dE5fG7h")}`,
  line("[REDACTED:secret] \\\n"),
  // anti-forgery tokens, CJK-glued names, annotated fields, header setters and directives
  line("X-CSRF-Token: aB3dE5fG7hJ9kL2mN4pQ"),
  line("&csrf_token=aB3dE5fG7hJ9kL2mN4pQ6"),
  line("的api_key是aB3dE5fG7hJ9kL2mN4pQ6"),
  line("的a是"),
  line('@Value("aB3dE5fG7hJ9kL2mN4pQ6")'),
  line('@A("aB3dE5fG7h") b c d'),
  line('setValue("aB3dE5fG7h", forHTTPHeaderField: "'),
  line('proxy_set_header Authorization "'),
  line('"a" to "b" -> "c", '),
  line("a ||= 'aB3dE5fG7hJ9kL2mN4pQ6' "),
  line("connect(a, 'b', "),
  line('getConnection(u, "a", "aB3dE5fG7hJ9kL2mN4pQ6", '),
  line('buildConfigField("S", "API_KEY", "'),
  line("Env:API_KEY -Value "),
  line(").unwrap_or("),
  // byte arrays after a key word (key-formats.ts), login pairs in prose (prose.ts), escaped JSON
  // literals (escaped-strings.ts), joined and wrapped parts (joined-literals.ts), hex runs (hex-tokens.ts),
  // Thai and Arabic copulas
  line(`key [${Array.from({ length: 32 }, (_v, i) => (i * 37) % 256).join(",")}] `),
  line("login admin / aB3dE5fG7h "),
  line('"a\\"b" '),
  line('"x": "a b c d e" '),
  line('"aB3dE5fG7h" + '),
  line('"aB3dE5fG7h", '),
  line("aB3dE5fG7hJ9kL2m\n"),
  line("736b5f6c6976655f"),
  line("รหัสผ่าน"),
  line("كلمة المرور "),
];

/** 100 KB of ordinary code and prose on one line (a minified bundle, a long log line): the linear baseline. */
export const ORDINARY_LINE: string = line(
  'const config = { host: "db.internal", port: 5432, retries: 3 }; if (user.isAdmin) ' +
    "{ return render(view, { title: 'Settings', items }); } // see https://example.com/docs/setup?lang=en " +
    "The build passed after the cache was cleared; run npm test --coverage before merging. " +
    "export function parse(input: string): Result { const parts = input.split(','); return ok(parts); } ",
);
