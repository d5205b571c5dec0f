// Credentials carried by the web: URL userinfo, query and path tokens, webhook URLs (the path is the
// credential), signed URLs (the signature is), session cookies, Basic/Bearer headers, JWTs, OAuth token
// responses. Formats: RFC 3986, RFC 7617, RFC 6265, RFC 7519, AWS SigV4 query auth, GCS V4 signing,
// Azure SAS, CloudFront signed URLs, each vendor's webhook URL shape.
import { A } from "./rand.mjs";
import { jwt, VENDORS } from "./vendors.mjs";

const tok = (kind) => VENDORS.find((v) => v.kind === kind).make;
const enc = (s) => encodeURIComponent(s);

function webhooks(r) {
  const out = [];
  const add = (kind, context, text, secret, family = "webhook-url") =>
    out.push({ family, kind, context, text, secret });
  const slack = () => {
    const s = r.str(A.alnum, 24);
    return {
      url: `https://hooks.slack.com/services/T${r.str(A.upperNum, 10)}/B${r.str(A.upperNum, 10)}/${s}`,
      s,
    };
  };
  let w = slack();
  add("slack", "dotenv", `SLACK_WEBHOOK_URL=${w.url}`, w.s);
  w = slack();
  add(
    "slack",
    "shell-positional",
    `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy finished"}' ${w.url}`,
    w.s,
  );
  w = slack();
  add("slack", "code-python", `WEBHOOK = "${w.url}"\nrequests.post(WEBHOOK, json={"text": msg})`, w.s);
  w = slack();
  add(
    "slack",
    "ci-config",
    `      - name: Notify\n        run: |\n          curl -sf -d '{"text":"build \${{ job.status }}"}' "${w.url}"`,
    w.s,
  );
  const discord = () => {
    const s = r.str(A.b64url, 68);
    return { url: `https://discord.com/api/webhooks/${r.str(A.digits, 19)}/${s}`, s };
  };
  w = discord();
  add(
    "discord",
    "code-js",
    `await fetch("${w.url}", { method: "POST", body: JSON.stringify({ content }) });`,
    w.s,
  );
  w = discord();
  add("discord", "yaml", `alerting:\n  discord:\n    webhook_url: ${w.url}`, w.s);
  w = discord();
  add("discord", "prose", `hook for the #alerts channel: ${w.url}`, w.s);
  let s = r.hex(32);
  add(
    "teams",
    "json",
    `{"teams": {"webhook": "https://acme.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${s}/${r.uuid()}/V2${r.str(A.alnum, 40)}"}}`,
    s,
  );
  s = r.hex(32);
  add(
    "teams",
    "powershell",
    `Invoke-RestMethod -Method Post -ContentType 'application/json' -Body $body -Uri "https://contoso.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${s}/${r.uuid()}"`,
    s,
  );
  s = r.b64url(32);
  add(
    "google-chat",
    "dotenv",
    `GCHAT_WEBHOOK=https://chat.googleapis.com/v1/spaces/AAAA${r.str(A.b64url, 7)}/messages?key=AIza${r.str(A.b64url, 35)}&token=${s}`,
    s,
  );
  s = r.str(A.lowerNum, 26);
  add("mattermost", "toml", `[notify]\nmattermost = "https://chat.example.com/hooks/${s}"`, s);
  s = r.str(A.alnum, 32);
  add("zapier", "code-ruby", `ZAP_URL = "https://hooks.zapier.com/hooks/catch/${r.int(1e6, 9e6)}/${s}/"`, s);
  s = r.str(A.alnum, 43);
  add("smee-channel", "log", `2026-11-19T10:22:01Z INFO posting to https://smee.io/${s}`, s);
  s = r.str(A.b64url, 40);
  add("ifttt", "prose", `the IFTTT trigger is https://maker.ifttt.com/trigger/door_open/with/key/${s}`, s);
  return out;
}

function signedUrls(r) {
  const out = [];
  const add = (kind, context, text, secret, also) =>
    out.push({ family: "signed-url", kind, context, text, secret, ...(also ? { also } : {}) });
  const amz = (sig, token) =>
    `https://acme-exports.s3.eu-west-1.amazonaws.com/reports/2026-11.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${token ? "ASIA" : "AKIA"}${r.str(A.b32, 16)}%2F20261126%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261126T101500Z&X-Amz-Expires=3600${token ? `&X-Amz-Security-Token=${enc(token)}` : ""}&X-Amz-SignedHeaders=host&X-Amz-Signature=${sig}`;
  let sig = r.hex(64);
  add("s3-presigned", "shell-positional", `curl -o report.csv "${amz(sig)}"`, sig);
  sig = r.hex(64);
  add("s3-presigned", "log", `2026-11-26T10:15:02Z INFO export ready url=${amz(sig)}`, sig);
  sig = r.hex(64);
  const token = `IQoJb3JpZ2luX2VjE${r.str(A.b64, 300)}`;
  add("s3-presigned-session", "json", `{"downloadUrl": "${amz(sig, token)}"}`, sig, [enc(token)]);
  sig = r.hex(512);
  add(
    "gcs-v4",
    "prose",
    `here's the signed link, valid for an hour: https://storage.googleapis.com/acme-media/raw/clip.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%40acme-media.iam.gserviceaccount.com%2F20261126%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20261126T101500Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=${sig}`,
    sig,
  );
  sig = enc(r.b64(32));
  add(
    "azure-sas",
    "dotenv",
    `BLOB_SAS_URL="https://stacme${r.hex(6)}.blob.core.windows.net/uploads?sv=2022-11-02&ss=b&srt=co&sp=rwdlacx&se=2027-01-01T00:00:00Z&st=2026-11-26T00:00:00Z&spr=https&sig=${sig}"`,
    sig,
  );
  sig = enc(r.b64(32));
  add(
    "azure-sas",
    "shell-positional",
    `azcopy copy ./dist "https://stweb${r.hex(6)}.blob.core.windows.net/\\$web?sv=2022-11-02&se=2026-12-01T00%3A00%3A00Z&sr=c&sp=racwdl&sig=${sig}" --recursive`,
    sig,
  );
  sig = `${r.str(A.b64url, 170)}__`;
  add(
    "cloudfront",
    "code-python",
    `url = ("https://d${r.str(A.lowerNum, 13)}.cloudfront.net/private/video.m3u8"\n       "?Expires=1795000000&Signature=${sig}&Key-Pair-Id=K${r.str(A.upperNum, 13)}")`,
    sig,
  );
  sig = r.b64url(32);
  add(
    "generic-hmac-link",
    "http-request",
    `GET /download/invoice-88231.pdf?expires=1795001234&signature=${sig} HTTP/1.1\nHost: billing.example.com`,
    sig,
  );
  return out;
}

function urlCreds(r) {
  const out = [];
  const add = (family, kind, context, text, secret) => out.push({ family, kind, context, text, secret });
  let s = r.password().replace(/[#%]/g, "x");
  add(
    "basic-auth",
    "userinfo-https",
    "url",
    `pip install --index-url https://build:${s}@pypi.internal.example.com/simple/ acme-core`,
    s,
  );
  s = r.password().replace(/[#%]/g, "x");
  add(
    "basic-auth",
    "userinfo-https",
    "dockerfile",
    `RUN pip config set global.index-url https://deploy:${s}@nexus.example.com/repository/pypi/simple`,
    s,
  );
  s = r.password().replace(/[#%]/g, "x");
  add(
    "basic-auth",
    "userinfo-proxy",
    "shell-export",
    `export HTTPS_PROXY=http://jdoe:${s}@proxy.corp.example:3128`,
    s,
  );
  s = r.password().replace(/[#%]/g, "x");
  add(
    "basic-auth",
    "userinfo-grafana",
    "log",
    `level=info msg="pushing to https://admin:${s}@grafana.example.com/api/dashboards/db" status=200`,
    s,
  );
  s = tok("ghp-classic")(r);
  add(
    "github",
    "userinfo-token",
    "dockerfile",
    `RUN git clone https://${s}@github.com/acme/private-lib.git /opt/lib`,
    s,
  );
  s = r.str(A.alnum, 40);
  add(
    "generic-token",
    "query-access-token",
    "log",
    `203.0.113.7 - - [26/Nov/2026:10:02:11 +0000] "GET /api/v1/feed?access_token=${s}&page=2 HTTP/1.1" 200 5123 "-" "okhttp/4.12.0"`,
    s,
  );
  s = r.hex(32);
  add(
    "generic-token",
    "query-apikey",
    "code-js",
    `const res = await fetch(\`https://api.weather.example/v3/forecast?q=\${city}&appid=${s}\`);`,
    s,
  );
  s = r.str(A.alnum, 32);
  add(
    "generic-token",
    "path-token",
    "url",
    `Telegram-style callback registered: https://api.example-bots.com/bot/${s}/setWebhook?url=https://acme.dev/tg`,
    s,
  );
  s = tok("telegram-bot")(r);
  add("messaging", "telegram-path", "url", `curl "https://api.telegram.org/bot${s}/getUpdates"`, s);
  s = r.hex(32);
  add("generic-token", "infura-path", "dotenv", `MAINNET_RPC=https://mainnet.infura.io/v3/${s}`, s);
  s = r.str(A.b64url, 32);
  add("generic-token", "alchemy-path", "hcl", `rpc_url = "https://eth-mainnet.g.alchemy.com/v2/${s}"`, s);
  return out;
}

function headersCookies(r) {
  const out = [];
  const add = (family, kind, context, text, secret) => out.push({ family, kind, context, text, secret });
  let b = Buffer.from(`admin:${r.password()}`).toString("base64");
  add(
    "basic-auth",
    "authorization-basic",
    "http-request",
    `GET /api/health HTTP/1.1\nHost: jenkins.internal\nAuthorization: Basic ${b}`,
    b,
  );
  b = Buffer.from(`svc-reporting:${r.password()}`).toString("base64");
  add("basic-auth", "authorization-basic", "code-go", `req.Header.Set("Authorization", "Basic ${b}")`, b);
  b = Buffer.from(`api:${r.password()}`).toString("base64");
  add(
    "basic-auth",
    "nginx-proxy-header",
    "ini",
    `location /upstream/ {\n    proxy_pass https://partner.example.net/;\n    proxy_set_header Authorization "Basic ${b}";\n}`,
    b,
  );
  let j = jwt(r, { email: "dev@example.com", role: "admin" });
  add(
    "jwt",
    "bearer-jwt",
    "http-request",
    `PATCH /api/users/42 HTTP/1.1\nHost: app.example.com\nAuthorization: Bearer ${j.token}\nContent-Type: application/json`,
    j.sig,
  );
  j = jwt(r, { scope: "read write" });
  add(
    "jwt",
    "jwt-in-log",
    "log",
    `2026-11-26 09:12:44.118 DEBUG [auth] verified token ${j.token} for user=17`,
    j.sig,
  );
  j = jwt(r, { role: "service_role", iss: "supabase" });
  add(
    "jwt",
    "supabase-service-role",
    "dotenv",
    `SUPABASE_URL=https://${r.str(A.lower, 20)}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${j.token}`,
    j.sig,
  );
  j = jwt(r, { aud: "api" });
  add(
    "jwt",
    "localstorage-dump",
    "json",
    `{"auth": {"accessToken": "${j.token}", "expiresIn": 3600}}`,
    j.sig,
  );
  j = jwt(r, { sub: "ci" });
  add(
    "jwt",
    "jwt-prose",
    "prose-de",
    `Mit diesem Token geht es lokal: ${j.token} – in Prod aber 401.`,
    j.sig,
  );
  let s = r.str(A.b64url, 43);
  const rt = r.str(A.b64url, 64);
  out.push({
    family: "generic-token",
    kind: "oauth-token-response",
    context: "http-response",
    text: `HTTP/1.1 200 OK\nContent-Type: application/json\n\n{"access_token":"${s}","token_type":"Bearer","expires_in":3599,"refresh_token":"${rt}","scope":"openid profile"}`,
    secret: s,
    also: [rt],
  });
  s = r.str(A.b64url, 32);
  add(
    "generic-token",
    "client-credentials-body",
    "http-request",
    `POST /oauth2/token HTTP/1.1\nHost: login.example.com\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials&client_id=reporting-svc&client_secret=${s}`,
    s,
  );
  const cookie = [
    [
      "django-sessionid",
      "http-request",
      () => r.str(A.lowerNum, 32),
      (v) =>
        `GET /admin/ HTTP/1.1\nHost: shop.example.com\nCookie: csrftoken=${r.str(A.alnum, 32)}; sessionid=${v}`,
    ],
    [
      "express-connect-sid",
      "http-response",
      () => `s%3A${r.str(A.b64url, 32)}.${r.str(A.b64url, 43)}`,
      (v) =>
        `HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: connect.sid=${v}; Path=/; HttpOnly; SameSite=Lax`,
    ],
    [
      "php-sessid",
      "shell-flag",
      () => r.str(A.lowerNum, 26),
      (v) => `curl -b "PHPSESSID=${v}" https://intranet.example.com/export.php`,
    ],
    [
      "jsessionid",
      "log",
      () => r.hex(32).toUpperCase(),
      (v) =>
        `2026-11-26 10:01:02 INFO  [http-nio-8080-exec-4] request GET /app/orders;jsessionid=${v} from 10.0.0.5`,
    ],
    [
      "rails-session",
      "code-python",
      () => `${r.str(A.b64, 180)}--${r.hex(40)}`,
      (v) => `cookies = {"_myapp_session": "${v}"}\nr = requests.get(URL, cookies=cookies)`,
    ],
    [
      "next-auth-session",
      "http-request",
      () =>
        `eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..${r.str(A.b64url, 22)}.${r.str(A.b64url, 300)}.${r.str(A.b64url, 22)}`,
      (v) =>
        `GET /api/auth/session HTTP/1.1\nHost: app.example.com\nCookie: __Secure-next-auth.session-token=${v}`,
    ],
    [
      "laravel-session",
      "shell-flag",
      () => `eyJpdiI6I${r.str(A.b64, 200)}%3D`,
      (v) =>
        `curl 'https://portal.example.com/home' -H 'cookie: XSRF-TOKEN=eyJpdiI6IjEyMyJ9; laravel_session=${v}'`,
    ],
    [
      "aspnet-session",
      "log",
      () => r.str(A.lowerNum, 24),
      (v) => `Set-Cookie: ASP.NET_SessionId=${v}; path=/; secure; HttpOnly; SameSite=Lax`,
    ],
    [
      "github-user-session",
      "prose",
      () => r.str(A.b64url, 48),
      (v) => `I copied my user_session cookie (${v}) into the scraper, is that okay?`,
    ],
    [
      "generic-session-js",
      "code-js",
      () => r.str(A.alnum, 64),
      (v) => `await page.setCookie({ name: "session", value: "${v}", domain: "app.example.com" });`,
    ],
  ];
  for (const [kind, context, mk, place] of cookie) {
    const v = mk();
    add("cookie", kind, context, place(v), v);
  }
  return out;
}

export function webCases(r) {
  return [...webhooks(r), ...signedUrls(r), ...urlCreds(r), ...headersCookies(r)];
}
