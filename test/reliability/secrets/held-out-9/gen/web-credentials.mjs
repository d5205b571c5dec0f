// Credentials carried by URLs and HTTP state: incoming-webhook URLs (Slack, Discord, Microsoft Teams,
// Google Chat, Mattermost), signed URLs (AWS SigV4 query auth, GCS V4 signing, Azure SAS, CloudFront),
// session cookies of common frameworks, and long tokens wrapped across lines. Formats from the vendors'
// public docs. The secret is the part that grants access (path secret, signature, cookie value).

import { B62, B64URL, DIGITS, LOWER, UPPER } from "./prng.mjs";
import { jwt } from "./vendors.mjs";

function webhookCases(r) {
  const slack = () => `T${r.str(UPPER + DIGITS, 10)}/B${r.str(UPPER + DIGITS, 10)}/${r.b62(24)}`;
  const discord = () => [r.digits(19), r.str(B64URL, 68)];
  const out = [];
  let s = slack();
  out.push([
    "slack",
    "shell-export",
    `export SLACK_WEBHOOK_URL=https://hooks.slack.com/services/${s}`,
    s.split("/")[2],
  ]);
  s = slack();
  out.push([
    "slack",
    "curl",
    `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy ok"}' https://hooks.slack.com/services/${s}`,
    s.split("/")[2],
  ]);
  s = slack();
  out.push([
    "slack",
    "github-actions",
    `      - name: Notify\n        run: curl -sf -d '{"text":"done"}' "https://hooks.slack.com/services/${s}"`,
    s.split("/")[2],
  ]);
  let [id, tok] = discord();
  out.push([
    "discord",
    "python",
    `requests.post("https://discord.com/api/webhooks/${id}/${tok}", json={"content": msg})`,
    tok,
  ]);
  [id, tok] = discord();
  out.push([
    "discord",
    "prose-en",
    `webhook is https://discordapp.com/api/webhooks/${id}/${tok} if you want to test the alerts`,
    tok,
  ]);
  const teams = `${r.hex(32)}/${r.uuid()}/V2${r.b64url(44)}`;
  out.push([
    "teams",
    "json-config",
    `{"alerting": {"teams_url": "https://acme.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${teams}"}}`,
    teams.split("/")[2],
  ]);
  const gkey = `AIza${r.str(`${B62}-_`, 35)}`;
  const gtok = `${r.b64url(43)}%3D`;
  out.push([
    "google-chat",
    "yaml-config",
    `notify:\n  url: https://chat.googleapis.com/v1/spaces/AAAA${r.b64url(7)}/messages?key=${gkey}&token=${gtok}`,
    gtok,
  ]);
  const mm = r.str(LOWER + DIGITS, 26);
  out.push(["mattermost", "dotenv", `MATTERMOST_HOOK=https://chat.acme.dev/hooks/${mm}`, mm]);
  const zap = `${r.digits(7)}/${r.str(LOWER + DIGITS, 6)}`;
  out.push([
    "zapier",
    "javascript",
    `await fetch("https://hooks.zapier.com/hooks/catch/${zap}/", { method: "POST", body });`,
    zap,
  ]);
  return out.map(([kind, context, text, secret]) => ({ family: "webhook", kind, context, text, secret }));
}

function urlPathCases(r) {
  const out = [];
  let k = r.b64url(32);
  out.push([
    "alchemy",
    "javascript",
    `module.exports = {\n  networks: {\n    sepolia: { url: "https://eth-sepolia.g.alchemy.com/v2/${k}", accounts: [] },\n  },\n};`,
    k,
  ]);
  k = r.hex(32);
  out.push(["infura", "dotenv", `RPC_URL=https://mainnet.infura.io/v3/${k}\nCHAIN_ID=1`, k]);
  k = r.hex(32);
  out.push([
    "datadog-intake",
    "log-line",
    `POST https://http-intake.logs.datadoghq.eu/api/v2/logs?dd-api-key=${k}&ddsource=nodejs -> 202`,
    k,
  ]);
  return out.map(([kind, context, text, secret]) => ({
    family: "url-credential",
    kind,
    context,
    text,
    secret,
  }));
}

function signedUrlCases(r) {
  const out = [];
  const date = `20261126T${r.int(10, 23)}${r.int(10, 59)}00Z`;
  let sig = r.hex(64);
  out.push([
    "s3-presigned",
    "cli-output",
    `$ aws s3 presign s3://acme-exports/2026/report.csv --expires-in 3600\nhttps://acme-exports.s3.eu-west-1.amazonaws.com/2026/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA${r.str(`${UPPER}234567`, 16)}%2F20261126%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=${date}&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=${sig}`,
    sig,
  ]);
  sig = r.hex(64);
  const st = `IQoJb3JpZ2luX2VjE${r.b64url(180)}`;
  out.push([
    "s3-presigned-session",
    "log-line",
    `INFO upload target url=https://uploads.s3.amazonaws.com/u/${r.uuid()}.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Security-Token=${st}&X-Amz-Signature=${sig}&X-Amz-SignedHeaders=host`,
    sig,
    [st],
  ]);
  sig = r.hex(512);
  out.push([
    "gcs-v4",
    "json-config",
    `{"uploadUrl": "https://storage.googleapis.com/acme-media/raw/clip.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%40acme.iam.gserviceaccount.com%2F20261126%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=${date}&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=${sig}"}`,
    sig,
  ]);
  sig = `${r.b64url(43)}%3D`;
  out.push([
    "azure-sas",
    "shell-export",
    `export BLOB_SAS_URL="https://stacme.blob.core.windows.net/backups?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T00:00:00Z&st=2026-11-01T00:00:00Z&spr=https&sig=${sig}"`,
    sig,
  ]);
  sig = `${r.b64url(43)}%3D`;
  out.push([
    "azure-sas",
    "cli-command",
    `azcopy copy ./dist "https://stacme.blob.core.windows.net/\\$web?sv=2022-11-02&se=2026-12-01&sr=c&sp=rcwl&sig=${sig}" --recursive`,
    sig,
  ]);
  sig = r.str(`${B62}~-_`, 170);
  out.push([
    "cloudfront-signed",
    "markdown-link",
    `[download](https://d111111abcdef8.cloudfront.net/private/build.zip?Expires=1765000000&Signature=${sig}&Key-Pair-Id=K${r.str(UPPER + DIGITS, 13)})`,
    sig,
  ]);
  sig = r.b64url(43);
  out.push([
    "azure-sas-token",
    "dotenv",
    `AZURE_STORAGE_SAS_TOKEN=sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2027-01-01T00:00:00Z&spr=https&sig=${sig}%3D`,
    sig,
  ]);
  return out.map(([kind, context, text, secret, also]) => ({
    family: "signed-url",
    kind,
    context,
    text,
    secret,
    ...(also ? { also } : {}),
  }));
}

function cookieCases(r) {
  const out = [];
  let v = `s%3A${r.b64url(32)}.${r.b64url(43)}`;
  out.push([
    "express-session",
    "curl-cookie",
    `curl 'https://app.acme.dev/api/orders' -b 'connect.sid=${v}; theme=dark'`,
    v,
  ]);
  v = r.str(LOWER + DIGITS, 32);
  out.push([
    "django-session",
    "http-request",
    `GET /admin/ HTTP/1.1\nHost: staging.acme.dev\nCookie: csrftoken=${r.b62(32)}; sessionid=${v}`,
    v,
  ]);
  v = `${r.b64url(200)}--${r.b64url(24)}--${r.b64url(24)}%3D%3D`;
  out.push([
    "rails-session",
    "http-response",
    `HTTP/2 302\nlocation: /dashboard\nset-cookie: _acme_session=${v}; path=/; secure; HttpOnly; SameSite=Lax`,
    v,
  ]);
  v = r.str(LOWER + DIGITS, 26);
  out.push([
    "php-session",
    "log-line",
    `[26-Nov-2026 10:11:12 UTC] PHP Notice: session started PHPSESSID=${v} user=42`,
    v,
  ]);
  v = `eyJpdiI6I${r.b64(180)}`;
  out.push([
    "laravel-session",
    "curl-cookie",
    `curl -H "Cookie: XSRF-TOKEN=${r.b64(40)}; laravel_session=${v}" https://shop.acme.dev/cart`,
    v,
  ]);
  v = `eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..${r.b64url(22)}.${r.b64url(300)}.${r.b64url(22)}`;
  out.push([
    "nextauth-session",
    "devtools-copy",
    `fetch("https://app.acme.dev/api/auth/session", {\n  "headers": { "cookie": "__Secure-next-auth.session-token=${v}" },\n  "method": "GET"\n});`,
    v,
  ]);
  v = jwt(r);
  out.push([
    "jwt-cookie",
    "har-json",
    `{"request":{"method":"GET","url":"https://api.acme.dev/me","cookies":[{"name":"access_token","value":"${v}","httpOnly":true}]}}`,
    v,
  ]);
  v = r.hex(32).toUpperCase();
  out.push(["jsessionid", "http-request", `POST /portal/save HTTP/1.1\nCookie: JSESSIONID=${v}; lang=en`, v]);
  v = r.b62(40);
  out.push([
    "github-session",
    "cookie-jar",
    `# Netscape HTTP Cookie File\n.github.com\tTRUE\t/\tTRUE\t1795000000\tuser_session\t${v}`,
    v,
  ]);
  v = r.b64url(140);
  out.push([
    "flask-session",
    "python",
    `s = requests.Session()\ns.cookies.set("session", ".${v}")\nr = s.get(BASE + "/api/admin")`,
    v,
  ]);
  v = `${r.b64url(120)}`;
  out.push([
    "aspnet-auth",
    "prose-en",
    `copied from devtools: .AspNetCore.Cookies=CfDJ8${v} — is this why the proxy rejects it?`,
    v,
  ]);
  return out.map(([kind, context, text, secret]) => ({
    family: "session-cookie",
    kind,
    context,
    text,
    secret,
  }));
}

function wrappedCases(r) {
  const out = [];
  const mk = [
    () => `pypi-AgEIcHlwaS5vcmc${r.b64url(160)}`,
    () => `sk-ant-api03-${r.b64url(93)}AA`,
    () => jwt(r),
    () => `github_pat_11${r.str(UPPER + DIGITS, 20)}_${r.b62(59)}`,
    () => `ops_eyJzaWduSW5BZGRyZXNzIjoi${r.b64url(200)}`,
  ];
  const split = (t, at) => [t.slice(0, at), t.slice(at)];
  let t = mk[0]();
  let [a, b] = split(t, 80);
  out.push([
    "terminal-wrap",
    "cli-output",
    `$ cat ~/.pypirc\n[pypi]\n  username = __token__\n  password = ${a}\n${b}`,
    a,
    [b],
  ]);
  t = mk[1]();
  [a, b] = split(t, 60);
  out.push(["python-concat", "python", `ANTHROPIC_KEY = (\n    "${a}"\n    "${b}"\n)`, a, [b]]);
  t = mk[2]();
  [a, b] = split(t, t.indexOf(".") + 40);
  out.push(["js-concat", "javascript", `const token =\n  "${a}" +\n  "${b}";`, a, [b]]);
  t = mk[3]();
  [a, b] = split(t, 45);
  out.push(["yaml-escaped-newline", "yaml-config", `github:\n  token: "${a}\\\n    ${b}"`, a, [b]]);
  t = mk[4]();
  [a, b] = split(t, 100);
  out.push(["shell-continuation", "shell-export", `export OP_SERVICE_ACCOUNT_TOKEN=${a}\\\n${b}`, a, [b]]);
  t = mk[1]();
  [a, b] = split(t, 50);
  out.push(["chat-wrap", "prose-en", `key (it got split when I pasted):\n${a}\n${b}`, a, [b]]);
  t = mk[0]();
  const parts = [t.slice(0, 64), t.slice(64, 128), t.slice(128)];
  out.push(["base64-wrap", "cli-output", `PYPI_TOKEN:\n${parts.join("\n")}`, parts[0], parts.slice(1)]);
  t = mk[2]();
  [a, b] = split(t, 70);
  out.push([
    "log-wrap",
    "log-line",
    `2026-11-26T12:00:01Z WARN token refresh failed for bearer ${a}\n    ${b} (expired)`,
    a,
    [b],
  ]);
  return out.map(([kind, context, text, secret, also]) => ({
    family: "wrapped",
    kind,
    context,
    text,
    secret,
    also,
  }));
}

/** Webhook, signed-URL, cookie and wrapped-token cases. */
export function webCases(r) {
  return [
    ...webhookCases(r),
    ...urlPathCases(r),
    ...signedUrlCases(r),
    ...cookieCases(r),
    ...wrappedCases(r),
  ];
}
