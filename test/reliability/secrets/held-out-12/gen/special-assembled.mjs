// Credentials split or assembled in code (concatenation, format strings, arrays of parts, builder
// chains, byte arrays, char codes), encoded (base64, hex, URL-encoding, JSON escapes, nested
// transcript escapes), and wrapped across lines (terminal wrap, base64 at 76 columns, string
// continuation). `secret` is the longest part as it appears in the text; `also` the other parts.

import { toolResultLine } from "./places.mjs";
import { b64of, base62, crc32 } from "./prng.mjs";

const gh = (r, p) => {
  const b = r.alnum(30);
  return `${p}${b}${base62(crc32(b), 6)}`;
};

const TOKENS = [
  (r) => ["ghp_", gh(r, "ghp_").slice(4)],
  (r) => ["sk-ant-api03-", `${r.b64url(93)}AA`],
  (r) => ["sk_live_", `51${r.alnum(97)}`],
  (r) => ["xoxb-", `${r.digits(12)}-${r.digits(13)}-${r.alnum(24)}`],
  (r) => ["glpat-", r.b64url(20)],
  (r) => ["hf_", r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)],
  (r) => ["SG.", `${r.b64url(22)}.${r.b64url(43)}`],
  (r) => ["dop_v1_", r.hex(64)],
  (r) => ["npm_", gh(r, "npm_").slice(4)],
  (r) => ["AIza", r.b64url(35)],
];

function splits(r) {
  const out = [];
  const add = (kind, context, text, parts) => {
    const sorted = parts.filter((x) => x.length >= 8).sort((a, b) => b.length - a.length);
    out.push({
      family: "assembled",
      kind,
      context,
      text,
      secret: sorted[0],
      ...(sorted.length > 1 ? { also: sorted.slice(1) } : {}),
    });
  };
  const halves = (s) => {
    const m = Math.floor(s.length / 2);
    return [s.slice(0, m), s.slice(m)];
  };
  let [pre, body] = TOKENS[0](r);
  let [a, b] = halves(body);
  add(
    "concat",
    "code-typescript",
    `const token = "${pre}" + "${a}" +\n  "${b}";\nconst octokit = new Octokit({ auth: token });`,
    [a, b],
  );
  [pre, body] = TOKENS[1](r);
  add(
    "format-string",
    "code-python",
    `PREFIX = "${pre}"\nBODY = "${body}"\nclient = anthropic.Anthropic(api_key=f"{PREFIX}{BODY}")`,
    [body],
  );
  [pre, body] = TOKENS[2](r);
  [a, b] = halves(body);
  add(
    "array-join",
    "code-typescript",
    `const parts = ["${pre}", "${a}", "${b}"];\nconst stripe = new Stripe(parts.join(""));`,
    [a, b],
  );
  [pre, body] = TOKENS[3](r);
  const segs = body.split("-");
  add(
    "array-join-dash",
    "code-python",
    `SLACK = "-".join(["${pre.slice(0, -1)}", "${segs[0]}", "${segs[1]}", "${segs[2]}"])`,
    [segs[2], segs[1], segs[0]],
  );
  [pre, body] = TOKENS[4](r);
  add(
    "builder-chain",
    "code-java",
    `String token = new StringBuilder()\n    .append("${pre}")\n    .append("${body}")\n    .toString();`,
    [body],
  );
  [pre, body] = TOKENS[5](r);
  [a, b] = halves(body);
  add("sprintf", "code-go", `token := fmt.Sprintf("%s%s%s", "${pre}", "${a}", "${b}")`, [a, b]);
  [pre, body] = TOKENS[6](r);
  const [k1, k2] = body.split(".");
  add(
    "env-parts",
    "dotenv-cat",
    `$ cat .env\nSENDGRID_KEY_ID=${k1}\nSENDGRID_KEY_SECRET=${k2}\n# full key = SG.<id>.<secret>\n`,
    [k2, k1],
  );
  [pre, body] = TOKENS[7](r);
  [a, b] = halves(body);
  add("rust-concat", "code-rust", `const TOKEN: &str = concat!("${pre}", "${a}", "${b}");`, [a, b]);
  [pre, body] = TOKENS[8](r);
  add(
    "template-literal",
    "code-typescript",
    `const secretPart = "${body}";\nconst npmToken = \`${pre}\${secretPart}\`;`,
    [body],
  );
  [pre, body] = TOKENS[9](r);
  [a, b] = halves(body);
  add("csharp-concat", "code-csharp", `var key = string.Concat("${pre}", "${a}", "${b}");`, [a, b]);
  const pw = `${r.alnum(10)}${r.pick(["!", "#", "."])}${r.alnum(8)}`;
  [a, b] = halves(pw);
  add(
    "url-assembled",
    "code-python",
    `user = "app"\npw = "${a}" "${b}"\nurl = f"postgresql://{user}:{pw}@db.internal/app"`,
    [a, b],
  );
  return out;
}

function encoded(r) {
  const out = [];
  const add = (kind, context, text, secret) => out.push({ family: "encoded", kind, context, text, secret });
  let t = gh(r, "ghp_");
  let e = Buffer.from(t).toString("hex");
  add("hex", "code-typescript", `const k = Buffer.from("${e}", "hex").toString();`, e);
  t = `sk-proj-${r.b64url(60)}`;
  e = b64of(t);
  add("base64", "shell-export", `export OPENAI_API_KEY=$(echo '${e}' | base64 -d)`, e);
  t = `xoxb-${r.digits(12)}-${r.digits(13)}-${r.alnum(24)}`;
  e = Array.from(Buffer.from(t))
    .map((c) => `0x${c.toString(16).padStart(2, "0")}`)
    .join(", ");
  add("byte-array", "code-go", `var tok = []byte{${e}}`, e);
  t = `glpat-${r.b64url(20)}`;
  e = Array.from(t)
    .map((c) => c.charCodeAt(0))
    .join(",");
  add("char-codes", "code-javascript", `const t = String.fromCharCode(${e});`, e);
  t = `AKIA${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}:${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/+", 40)}`;
  e = b64of(t);
  add("base64-pair", "config-yaml", `aws:\n  credentials_b64: ${e}\n`, e);
  t = r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/+", 40);
  e = encodeURIComponent(t);
  add("url-encoded", "access-log-query", `GET /sync?aws_secret_access_key=${e}&bucket=acme HTTP/1.1`, e);
  t = `${r.b64url(12)}/${r.b64url(12)}/${r.b64url(12)}`;
  e = t.replace(/\//g, "\\/");
  add("json-slash-escape", "log-json", `{"event":"config","client_secret":"${e}"}`, e);
  t = `sk_live_51${r.alnum(60)}`;
  add(
    "double-escaped",
    "transcript-read-result",
    toolResultLine(r, `{"env":"{\\"STRIPE_KEY\\":\\"${t}\\"}"}`),
    t,
  );
  t = `${r.alnum(20)}${r.pick(["+", "/"])}${r.alnum(20)}`;
  e = t.replace(/\+/g, "\\u002b").replace(/\//g, "\\u002f");
  add("unicode-escape", "config-json", `{"signingSecret":"${e}"}`, e);
  t = password(r);
  e = b64of(JSON.stringify({ username: "svc", password: t }));
  add("base64-json", "http-request", `POST /v1/session HTTP/1.1\nX-Credentials: ${e}\n`, e);
  t = gh(r, "ghs_");
  e = b64of(`x-access-token:${t}`);
  add(
    "git-extraheader",
    "ci-log",
    `[command]/usr/bin/git config --local http.https://github.com/.extraheader AUTHORIZATION: basic ${e}`,
    e,
  );
  return out;
}

function password(r) {
  return r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#%*-_", 20);
}

function wrapped(r) {
  const out = [];
  const add = (kind, context, text, parts) => {
    const sorted = parts.slice().sort((a, b) => b.length - a.length);
    out.push({
      family: "wrapped",
      kind,
      context,
      text,
      secret: sorted[0],
      also: sorted.slice(1).filter((p) => p.length >= 12),
    });
  };
  let t = `sk-proj-${r.b64url(74)}T3BlbkFJ${r.b64url(74)}`;
  const line = `OPENAI_API_KEY=${t}`;
  let cut = line.slice(0, 80);
  let rest = line.slice(80);
  add("terminal-wrap", "printenv", `$ printenv | grep OPENAI\n${cut}\n${rest}\n`, [cut.split("=")[1], rest]);
  t = b64of(
    JSON.stringify({
      type: "service_account",
      private_key: `-----BEGIN PRIVATE KEY-----\n${r.b64(400)}\n-----END PRIVATE KEY-----\n`,
    }),
  );
  const cols = t.match(/.{1,76}/g);
  add("base64-76col", "cat-output", `$ base64 sa.json\n${cols.join("\n")}\n`, [
    cols[5],
    cols[cols.length - 3],
  ]);
  t = `${r.b64url(40)}${r.b64url(40)}`;
  add(
    "python-implicit-concat",
    "code-python",
    `API_TOKEN = (\n    "${t.slice(0, 40)}"\n    "${t.slice(40)}"\n)`,
    [t.slice(0, 40), t.slice(40)],
  );
  t = `hvs.${r.b64url(100)}`;
  add("yaml-folded", "config-yaml", `vault:\n  token: >-\n    ${t.slice(0, 50)}\n    ${t.slice(50)}\n`, [
    t.slice(4, 50),
    t.slice(50),
  ]);
  t = `eyJhbGciOiJSUzI1NiJ9.${r.b64url(200)}.${r.b64url(342)}`;
  const sig = t.split(".")[2];
  add(
    "jwt-wrapped",
    "log-tail",
    `DEBUG auth header: Bearer ${t.slice(0, 120)}\n${t.slice(120, 240)}\n${t.slice(240, 360)}\n${t.slice(360)}`,
    [t.slice(240, 360), t.slice(360)].filter((x) => sig.includes(x)),
  );
  t = r.b64(88);
  add(
    "shell-continuation",
    "cli-command",
    `$ curl -X POST https://api.acme.io/v1/jobs \\\n  -H "X-Api-Key: ${t.slice(0, 44)}\\\n${t.slice(44)}"`,
    [t.slice(0, 44), t.slice(44)],
  );
  cut = `ghp_${r.alnum(36)}`;
  rest = cut.slice(20);
  add(
    "markdown-wrap",
    "user-prompt",
    `token (copied from the settings page, it wrapped):\n${cut.slice(0, 20)}\n${rest}\ncan you set it up?`,
    [cut.slice(0, 20), rest],
  );
  return out;
}

/** Split, encoded and wrapped credentials. */
export function assembledCases(r) {
  return [...splits(r), ...encoded(r), ...wrapped(r)];
}
