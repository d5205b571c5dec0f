// Tokens wrapped across lines: a terminal hard-wrapping a long line, shell continuation inside a
// quoted header, string concatenation in code, YAML folded scalars. `secret` is the first fragment and
// `also` the rest, so every fragment must be kept off disk.
import { A } from "./rand.mjs";
import { jwt, VENDORS } from "./vendors.mjs";

const tok = (kind) => VENDORS.find((v) => v.kind === kind).make;

/** Splits `s` at the given offsets. */
const cut = (s, ...at) => [0, ...at].map((a, i) => s.slice(a, at[i] ?? s.length));

export function wrappedCases(r) {
  const out = [];
  const add = (family, kind, context, text, parts) =>
    out.push({ family, kind, context, text, secret: parts[0], also: parts.slice(1) });
  let t = tok("openai-project")(r);
  let p = cut(t, 80);
  add("ai-provider", "terminal-wrap", "wrapped", `$ echo $OPENAI_API_KEY\n${p[0]}\n${p[1]}`, p);
  t = tok("anthropic")(r);
  p = cut(t, 60);
  add("ai-provider", "terminal-wrap", "wrapped", `ANTHROPIC_API_KEY=${p[0]}\n${p[1]}`, p);
  const j = jwt(r, { role: "admin" });
  const sigCut = cut(j.sig, 20);
  add(
    "jwt",
    "shell-continuation",
    "wrapped",
    `curl https://api.example.com/admin/users \\\n  -H "Authorization: Bearer ${j.token.slice(0, j.token.length - j.sig.length)}${sigCut[0]}\\\n${sigCut[1]}"`,
    sigCut,
  );
  t = tok("bot-token")(r);
  p = cut(t, 26);
  add("slack", "js-concat", "wrapped", `const slackToken =\n  "${p[0]}" +\n  "${p[1]}";`, p);
  t = tok("fine-grained-pat")(r);
  p = cut(t, 40);
  add("github", "python-implicit-concat", "wrapped", `GITHUB_TOKEN = (\n    "${p[0]}"\n    "${p[1]}"\n)`, p);
  t = r.b64(96);
  p = cut(t, 64);
  add("generic-token", "yaml-folded", "wrapped", `app:\n  encryption_key: >-\n    ${p[0]}\n    ${p[1]}`, p);
  t = tok("sendgrid")(r);
  p = cut(t, 35);
  add("messaging", "go-concat", "wrapped", `const sendgridKey = "${p[0]}" +\n\t"${p[1]}"`, p);
  t = tok("pypi")(r);
  p = cut(t, 76, 152);
  add("package-registry", "log-wrap-76", "wrapped", `[upload] using token ${p[0]}\n${p[1]}\n${p[2]}`, p);
  t = tok("atlassian")(r);
  p = cut(t, 90);
  add(
    "dev-saas",
    "markdown-code-wrap",
    "wrapped",
    `Use this in the header:\n\n\`\`\`\nAuthorization: Bearer ${p[0]}\n${p[1]}\n\`\`\``,
    p,
  );
  t = tok("dropbox")(r);
  p = cut(t, 70);
  add("dev-saas", "json-split-lines", "wrapped", `{"token_part1": "${p[0]}",\n "token_part2": "${p[1]}"}`, p);
  t = r.str(A.alnum, 64);
  p = cut(t, 32);
  add(
    "generic-token",
    "java-concat",
    "wrapped",
    `private static final String API_SECRET = "${p[0]}"\n        + "${p[1]}";`,
    p,
  );
  t = tok("xai")(r);
  p = cut(t, 50);
  add("ai-provider", "powershell-backtick", "wrapped", `$env:XAI_API_KEY = "${p[0]}" + \`\n  "${p[1]}"`, p);
  return out;
}
