// Command output that prints credentials, session cookies, webhook URLs, OAuth responses and
// passwords quoted in prose of several languages.
import { ALNUM, B64URL, checksummed, DIGITS, HEX, LOWER, UPPER } from "./rng.mjs";
import { password } from "./structures.mjs";

const b64 = (text) => Buffer.from(text).toString("base64");

export function outputs(r) {
  const out = [];
  const add = (kind, secret, text, also) =>
    out.push({ family: "command-output", kind, context: "output", text, secret, ...(also ? { also } : {}) });
  let s = password(r);
  add(
    "kubectl-secret-yaml",
    b64(s),
    `$ kubectl get secret db-creds -n prod -o yaml\napiVersion: v1\ndata:\n  password: ${b64(s)}\n  username: YXBw\nkind: Secret\nmetadata:\n  name: db-creds`,
  );
  s = password(r);
  add(
    "kubectl-jsonpath-decoded",
    s,
    `$ kubectl get secret db-creds -o jsonpath='{.data.password}' | base64 -d\n${s}`,
  );
  s = password(r);
  add(
    "terraform-output",
    s,
    `$ terraform output -json\n{\n  "db_endpoint": {"sensitive": false, "type": "string", "value": "orders.c9x.eu-west-1.rds.amazonaws.com"},\n  "db_password": {"sensitive": true, "type": "string", "value": "${s}"}\n}`,
  );
  s = password(r);
  add(
    "vault-read-table",
    s,
    `$ vault kv get secret/ci/registry\n====== Data ======\nKey         Value\n---         -----\npassword    ${s}\nusername    ci-bot`,
  );
  s = `ya29.a0${r.chars(B64URL, 160)}`;
  add("gcloud-print-access-token", s, `$ gcloud auth print-access-token\n${s}`);
  s = `eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiIsIng1dCI6I${r.chars(B64URL, 30)}.${r.chars(B64URL, 400)}.${r.chars(B64URL, 342)}`;
  add(
    "az-get-access-token",
    s,
    `$ az account get-access-token --resource https://management.azure.com\n{\n  "accessToken": "${s}",\n  "expiresOn": "2026-11-26 17:04:12.000000",\n  "tokenType": "Bearer"\n}`,
  );
  s = checksummed(r, "npm_", 30);
  add(
    "npm-token-create",
    s,
    `$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ ${s} │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ true                                     │\n└────────────────┴──────────────────────────────────────────┘`,
  );
  s = checksummed(r, "gho_", 30);
  add("gh-auth-token", s, `$ gh auth token\n${s}`);
  s = r.uuid();
  add(
    "heroku-authorizations",
    s,
    `$ heroku authorizations:create -d "ci"\nCreating OAuth Authorization... done\nClient:      <none>\nID:          ${r.uuid()}\nDescription: ci\nScope:       global\nToken:       ${s}`,
  );
  s = password(r);
  add(
    "docker-inspect-env",
    s,
    `$ docker inspect acme-api --format '{{json .Config.Env}}'\n["PATH=/usr/local/sbin:/usr/local/bin","DB_PASSWORD=${s}","NODE_VERSION=20.18.0"]`,
  );
  s = password(r);
  add("printenv-grep", s, `$ printenv | grep -i pass\nSMTP_PASSWORD=${s}`);
  s = `sk_live_${r.chars(ALNUM, 99)}`;
  add(
    "stripe-cli-config",
    s,
    `$ cat ~/.config/stripe/config.toml\n[default]\n  device_name = "dev-laptop"\n  live_mode_api_key = "${s}"`,
  );
  s = `sbp_${r.chars(HEX, 40)}`;
  const anon = `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${b64(JSON.stringify({ role: "service_role", iss: "supabase" })).replace(/=+$/, "")}.${r.chars(B64URL, 43)}`;
  add(
    "supabase-status",
    anon,
    `$ supabase status\n         API URL: http://127.0.0.1:54321\n     DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres\nservice_role key: ${anon}`,
  );
  s = password(r);
  add(
    "git-config-list",
    s,
    `$ git config --list --show-origin | grep url\nfile:.git/config  remote.origin.url=https://deploy:${s.replace(/[^A-Za-z0-9]/g, "")}@git.acme.dev/acme/api.git`,
  );
  out[out.length - 1].secret = s.replace(/[^A-Za-z0-9]/g, "");
  s = password(r);
  add(
    "mysql-show-grants-log",
    s,
    `mysql> CREATE USER 'report'@'%' IDENTIFIED BY '${s}';\nQuery OK, 0 rows affected (0.01 sec)`,
  );
  s = r.chars(ALNUM, 40);
  add(
    "doppler-secrets-table",
    s,
    `$ doppler secrets --only-names=false\n┌───────────────┬──────────────────────────────────────────┐\n│ NAME          │ VALUE                                    │\n├───────────────┼──────────────────────────────────────────┤\n│ ALGOLIA_ADMIN │ ${s} │\n└───────────────┴──────────────────────────────────────────┘`,
  );
  s = r.chars(HEX, 64);
  add(
    "wrapped-terminal",
    s.slice(0, 32),
    `$ ./bin/rotate-signing-secret --print\nnew HMAC secret (copy to vault):\n${s.slice(0, 32)}\n${s.slice(32)}`,
    [s.slice(32)],
  );
  return out;
}

export function cookies(r) {
  const out = [];
  const add = (kind, context, secret, text, also) =>
    out.push({ family: "session-cookie", kind, context, text, secret, ...(also ? { also } : {}) });
  let s = r.chars(LOWER + DIGITS, 32);
  let c = r.chars(ALNUM, 64);
  add("django", "header", s, `Cookie: csrftoken=${c}; sessionid=${s}; django_language=en`, [c]);
  s = `s%3A${r.chars(B64URL, 32)}.${r.chars(`${ALNUM}%2F`, 43)}`;
  add(
    "express-connect-sid",
    "header",
    s,
    `Set-Cookie: connect.sid=${s}; Path=/; Expires=Fri, 27 Nov 2026 10:00:00 GMT; HttpOnly`,
  );
  s = r.chars(HEX, 32).toUpperCase();
  add(
    "jsessionid",
    "log",
    s,
    `127.0.0.1 - - [24/Nov/2026:10:44:12 +0000] "GET /admin/;jsessionid=${s} HTTP/1.1" 200 5124`,
  );
  s = r.chars(LOWER + DIGITS, 26);
  add("phpsessid", "shell", s, `curl -b 'PHPSESSID=${s}' https://shop.acme.dev/admin/orders.php`);
  s = r.chars(HEX, 32);
  add("gitlab-session", "header", s, `cookie: _gitlab_session=${s}; known_sign_in=1; preferred_language=en`);
  s = `eyJpdiI6I${r.chars(B64URL.replace("-_", ""), 180)}fQ%3D%3D`;
  add(
    "laravel-session",
    "header",
    s,
    `Set-Cookie: laravel_session=${s}; expires=Thu, 26 Nov 2026 17:00:00 GMT; Max-Age=7200; path=/; httponly; samesite=lax`,
  );
  s = `CfDJ8${r.chars(B64URL, 220)}`;
  add(
    "aspnet-core",
    "header",
    s,
    `Set-Cookie: .AspNetCore.Cookies=${s}; path=/; secure; samesite=lax; httponly`,
  );
  s = `eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..${r.chars(B64URL, 22)}.${r.chars(B64URL, 240)}.${r.chars(B64URL, 22)}`;
  add(
    "next-auth",
    "code",
    s,
    `await page.context().addCookies([{ name: "__Secure-next-auth.session-token", value: "${s}", domain: "app.acme.dev", path: "/" }]);`,
  );
  s = `${r.chars(B64URL, 40)}`;
  c = r.chars(B64URL, 86);
  add("rails-session", "header", s, `Cookie: _acme_session=${s}--${r.chars(HEX, 40)}; XSRF-TOKEN=${c}`, [c]);
  s = r.chars(ALNUM, 48);
  add(
    "devtools-copy",
    "prose",
    s,
    `From DevTools I copied the session cookie: \`session=${s}\` — with that the 500 reproduces.`,
  );
  s = r.chars(HEX, 40);
  add(
    "python-requests",
    "code",
    s,
    `s = requests.Session()\ns.cookies.set("auth_session", "${s}", domain=".acme.dev")`,
  );
  s = r.chars(ALNUM, 32);
  add("har-json", "json", s, `{"name":"Cookie","value":"theme=dark; sid=${s}; tz=Europe%2FBerlin"}`);
  s = r.chars(B64URL, 43);
  add("csrf-header", "header", s, `X-CSRF-Token: ${s}\nCookie: __Host-session=${r.chars(B64URL, 43)}`);
  s = r.chars(B64URL, 86);
  add(
    "wordpress-logged-in",
    "header",
    s,
    `Cookie: wordpress_logged_in_${r.chars(HEX, 32)}=admin%7C1795012345%7C${s}%7C${r.chars(HEX, 64)}`,
  );
  return out;
}

export function webhooks(r) {
  const id = () => r.uuid();
  const rows = [
    [
      "slack",
      "config",
      (k) =>
        `https://hooks.slack.com/services/T${r.chars(UPPER + DIGITS, 9)}/B${r.chars(UPPER + DIGITS, 10)}/${k}`,
      () => r.chars(ALNUM, 24),
      (u) => `alerts:\n  slack_webhook: ${u}`,
    ],
    [
      "slack-workflow",
      "shell",
      (k) => `https://hooks.slack.com/triggers/T${r.chars(UPPER + DIGITS, 9)}/${r.chars(DIGITS, 13)}/${k}`,
      () => r.chars(HEX, 32),
      (u) => `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy ok"}' ${u}`,
    ],
    [
      "discord",
      "code",
      (k) => `https://discord.com/api/webhooks/${r.chars(DIGITS, 19)}/${k}`,
      () => r.chars(B64URL, 68),
      (u) => `DISCORD_WEBHOOK = "${u}"\nrequests.post(DISCORD_WEBHOOK, json={"content": msg})`,
    ],
    [
      "teams",
      "config",
      (k) =>
        `https://acme.webhook.office.com/webhookb2/${id()}@${id()}/IncomingWebhook/${k}/${id()}/V2${r.chars(B64URL, 40)}`,
      () => r.chars(HEX, 32),
      (u) => `notifications:\n  teams:\n    url: "${u}"`,
    ],
    [
      "google-chat",
      "shell",
      (k) =>
        `https://chat.googleapis.com/v1/spaces/AAAA${r.chars(B64URL, 7)}/messages?key=AIza${r.chars(B64URL, 35)}&token=${k}`,
      () => r.chars(B64URL, 43),
      (u) => `curl -X POST "${u}" -d '{"text":"build failed"}'`,
    ],
    [
      "mattermost",
      "log",
      (k) => `https://chat.acme.dev/hooks/${k}`,
      () => r.chars(LOWER + DIGITS, 26),
      (u) => `2026-11-22T03:00:01Z INFO notifier posted to ${u} status=200`,
    ],
    [
      "rocketchat",
      "config",
      (k) => `https://rocket.acme.dev/hooks/${r.chars(ALNUM, 24)}/${k}`,
      () => r.chars(ALNUM, 48),
      (u) => `ROCKETCHAT_HOOK=${u}`,
    ],
    [
      "dingtalk",
      "code",
      (k) => `https://oapi.dingtalk.com/robot/send?access_token=${k}`,
      () => r.chars(HEX, 64),
      (u) => `webhook = "${u}"  # 钉钉告警机器人`,
    ],
    [
      "feishu",
      "config",
      (k) => `https://open.feishu.cn/open-apis/bot/v2/hook/${k}`,
      id,
      (u) => `[alert]\nfeishu_webhook = "${u}"`,
    ],
    [
      "wecom",
      "shell",
      (k) => `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${k}`,
      id,
      (u) =>
        `curl '${u}' -H 'Content-Type: application/json' -d '{"msgtype":"text","text":{"content":"发布完成"}}'`,
    ],
    [
      "telegram-bot-url",
      "url",
      (k) => `https://api.telegram.org/bot${k}/sendMessage?chat_id=-100${r.chars(DIGITS, 10)}`,
      () => `${r.int(1000000000, 7999999999)}:AA${r.chars(B64URL, 33)}`,
      (u) => u,
    ],
    [
      "gitlab-trigger",
      "shell",
      (k) => k,
      () => `glptt-${r.chars(HEX, 40)}`,
      (t) =>
        `curl -X POST --fail -F token=${t} -F ref=main https://gitlab.com/api/v4/projects/4211/trigger/pipeline`,
    ],
    [
      "jenkins-remote-build",
      "url",
      (k) => k,
      () => r.chars(ALNUM, 32),
      (t) => `https://ci.acme.dev/job/nightly-e2e/buildWithParameters?token=${t}&BRANCH=main`,
    ],
    [
      "netlify-build-hook",
      "config",
      (k) => `https://api.netlify.com/build_hooks/${k}`,
      () => r.chars(HEX, 24),
      (u) => `# trigger a rebuild from the CMS\nNETLIFY_BUILD_HOOK=${u}`,
    ],
    [
      "vercel-deploy-hook",
      "shell",
      (k) => `https://api.vercel.com/v1/integrations/deploy/prj_${r.chars(ALNUM, 28)}/${k}`,
      () => r.chars(ALNUM, 10),
      (u) => `curl -X POST ${u}`,
    ],
    [
      "ifttt",
      "code",
      (k) => `https://maker.ifttt.com/trigger/door_open/with/key/${k}`,
      () => r.chars(B64URL, 22),
      (u) => `fetch("${u}", { method: "POST" });`,
    ],
    [
      "pagerduty-events",
      "json",
      (k) => k,
      () => r.chars(HEX, 32),
      (k) =>
        `{"routing_key":"${k}","event_action":"trigger","payload":{"summary":"disk full","severity":"critical","source":"db-2"}}`,
    ],
    [
      "zapier-catch",
      "prose",
      (k) => `https://hooks.zapier.com/hooks/catch/${k}/`,
      () => `${r.chars(DIGITS, 8)}/${r.chars(LOWER + DIGITS, 7)}`,
      (u) => `Leads from the form go to ${u} — anyone with that URL can post fake leads, so keep it private.`,
    ],
  ];
  return rows.map(([kind, context, url, key, wrapText]) => {
    const secret = key();
    return { family: "webhook", kind, context, text: wrapText(url(secret)), secret };
  });
}

export function oauthAndOpaque(r) {
  const out = [];
  const add = (kind, context, secret, text, also) =>
    out.push({ family: "opaque-bearer", kind, context, text, secret, ...(also ? { also } : {}) });
  let a = r.chars(ALNUM, 40);
  const b = r.chars(ALNUM, 64);
  add(
    "oauth-token-response",
    "json",
    a,
    `{"access_token":"${a}","token_type":"bearer","expires_in":7200,"refresh_token":"${b}","scope":"read write"}`,
    [b],
  );
  a = r.chars(B64URL, 48);
  add(
    "client-secret-yaml",
    "config",
    a,
    `oauth:\n  client_id: acme-dashboard\n  client_secret: ${a}\n  redirect_uri: https://dash.acme.dev/callback`,
  );
  a = r.chars(HEX, 40);
  add(
    "bearer-curl-opaque",
    "shell",
    a,
    `curl -H "Authorization: Bearer ${a}" https://registry.acme.dev/v2/_catalog`,
  );
  a = r.chars(ALNUM, 32);
  add(
    "basic-header",
    "header",
    b64(`svc-reporting:${a}`),
    `Authorization: Basic ${b64(`svc-reporting:${a}`)}`,
  );
  a = r.chars(ALNUM, 36);
  add("api-key-query", "url", a, `https://maps.acme-geo.dev/v3/geocode?q=Berlin&apikey=${a}`);
  a = r.chars(ALNUM, 30);
  add(
    "json-escaped-in-log",
    "log",
    a,
    `2026-11-23T11:02:45.118Z level=debug msg="outgoing" body="{\\"username\\":\\"svc\\",\\"password\\":\\"${a}\\"}"`,
  );
  a = r.chars(ALNUM, 32);
  add(
    "nested-json-string",
    "json",
    a,
    `{"event":"config.updated","diff":"{\\"smtp\\":{\\"host\\":\\"mail.acme.dev\\",\\"api_key\\":\\"${a}\\"}}"}`,
  );
  a = r.chars(ALNUM, 28);
  add("dart-header-map", "code", a, `final res = await http.get(uri, headers: {'X-Auth-Token': '${a}'});`);
  a = r.chars(HEX, 48);
  add("elixir-bearer", "code", a, `Req.get!(url, headers: [{"authorization", "Bearer ${a}"}])`);
  a = r.chars(ALNUM, 40);
  add("swift-urlrequest", "code", a, `request.setValue("Token ${a}", forHTTPHeaderField: "Authorization")`);
  a = r.chars(ALNUM, 32);
  add(
    "kotlin-okhttp",
    "code",
    a,
    `val req = Request.Builder().url(url)\n    .header("X-API-KEY", "${a}")\n    .build()`,
  );
  a = r.chars(ALNUM, 26);
  add("lua-nginx", "code", a, `ngx.req.set_header("Authorization", "Bearer ${a}")`);
  a = r.chars(HEX, 32);
  add("r-httr", "code", a, `res <- GET(url, add_headers(Authorization = paste("Bearer", "${a}")))`);
  a = r.chars(ALNUM, 34);
  add("zig-header", "code", a, `try headers.append("authorization", "Bearer ${a}");`);
  a = r.chars(ALNUM, 44);
  add(
    "php-array-config",
    "code",
    a,
    `return [\n    'mailer' => [\n        'password' => '${a}',\n    ],\n];`,
  );
  a = r.chars(ALNUM, 36);
  add(
    "ruby-faraday",
    "code",
    a,
    `conn = Faraday.new(url) { |f| f.request :authorization, 'Bearer', '${a}' }`,
  );
  a = r.chars(B64URL, 43);
  add("rust-header", "code", a, `.header(AUTHORIZATION, "Bearer ${a}")`);
  a = r.chars(HEX, 40);
  add(
    "stack-trace-java",
    "log",
    a,
    `org.springframework.web.client.HttpClientErrorException$Unauthorized: 401\n\tat com.acme.Client.call(Client.java:88)\nCaused by: request to https://api.acme.dev/items?api_key=${a} rejected`,
  );
  a = r.chars(ALNUM, 24);
  add(
    "diff-yaml",
    "other",
    a,
    `@@ -12,3 +12,4 @@ smtp:\n   host: smtp.acme.dev\n   user: alerts\n+  password: ${a}`,
  );
  a = r.chars(ALNUM, 40);
  add(
    "table-secrets",
    "other",
    a,
    `NAME            TYPE     VALUE\nsearch-admin    opaque   ${a}\nsearch-public   opaque   <not shown>`,
  );
  a = r.chars(ALNUM, 32);
  add(
    "powershell-headers",
    "shell",
    a,
    `Invoke-RestMethod -Uri https://api.acme.dev/v1/jobs -Headers @{ "X-Api-Key" = "${a}" }`,
  );
  a = r.chars(ALNUM, 32);
  add(
    "split-string-concat",
    "code",
    a.slice(0, 16),
    `const key = "${a.slice(0, 16)}" +\n  "${a.slice(16)}";`,
    [a.slice(16)],
  );
  return out;
}

const PROSE = [
  ["en", (p) => `The admin password on the staging box is ${p}, log in as root and restart nginx.`],
  ["en-quoted", (p) => `I changed the DB password to "${p}" but the app still uses the old one.`],
  ["zh", (p) => `测试环境数据库密码是 ${p}，用户名是 admin。`],
  ["zh-colon", (p) => `密码：${p}`],
  ["de", (p) => `Das Passwort für den Jenkins-Admin lautet ${p} – bitte danach ändern.`],
  ["es", (p) => `La contraseña del servidor de pruebas es ${p}, no la compartas.`],
  ["fr", (p) => `Le mot de passe de la base de recette est « ${p} ».`],
  ["ja", (p) => `ステージングのDBパスワードは「${p}」です。`],
  ["pt", (p) => `A senha do banco de homologação é ${p}, usuário app.`],
  ["ru", (p) => `Пароль от тестовой базы: ${p}, логин admin.`],
  ["ko", (p) => `스테이징 DB 비밀번호는 ${p} 입니다.`],
  ["it", (p) => `La password dell'utente deploy è ${p}, cambiala dopo il rilascio.`],
];

export function prosePasswords(r) {
  return PROSE.map(([lang, make]) => {
    const p = password(r);
    return { family: "prose-password", kind: lang, context: "prose", text: make(p), secret: p };
  });
}
