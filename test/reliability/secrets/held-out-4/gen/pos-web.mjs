// Webhook URLs, cookies and CSRF tokens, credentials in URLs, and secrets known only by their keyword.
import { password, urlPassword } from "./pw.mjs";
import { ALNUM_LOWER, ALNUM_UPPER } from "./rng.mjs";
import { PROJECTS, stamp, USERS } from "./scene.mjs";

const c = (family, context, kind, text, secret, also) => ({
  family,
  context,
  kind,
  text,
  secret,
  ...(also?.length ? { also } : {}),
});

export function webhookCases(r) {
  const out = [];
  const slack = () =>
    `https://hooks.slack.com/services/T${r.str(ALNUM_UPPER, 10)}/B${r.str(ALNUM_UPPER, 10)}/${r.b62(24)}`;
  let u = slack();
  out.push(
    c(
      "slack-webhook",
      "shell",
      "curl-post",
      `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy finished"}' ${u}`,
      u.split("/").pop(),
      [u],
    ),
  );
  u = slack();
  out.push(
    c(
      "slack-webhook",
      "config",
      "alertmanager",
      `receivers:\n  - name: oncall\n    slack_configs:\n      - api_url: ${u}\n        channel: '#alerts'`,
      u.split("/").pop(),
      [u],
    ),
  );
  u = slack();
  out.push(
    c(
      "slack-webhook",
      "code",
      "python-requests",
      `requests.post("${u}", json={"text": msg}, timeout=5)`,
      u.split("/").pop(),
      [u],
    ),
  );
  const disc = () => `https://discord.com/api/webhooks/${r.digits(19)}/${r.b64url(68)}`;
  u = disc();
  out.push(c("discord-webhook", "config", "dotenv", `DISCORD_WEBHOOK=${u}`, u.split("/").pop()));
  u = disc();
  out.push(
    c(
      "discord-webhook",
      "code",
      "js-fetch",
      `await fetch("${u}", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ content }) });`,
      u.split("/").pop(),
    ),
  );
  const teams = () => {
    const key = r.hex(32);
    return {
      url: `https://acmecorp.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${key}/${r.uuid()}/V2${r.b64url(40)}`,
      key,
    };
  };
  let t = teams();
  out.push(
    c(
      "teams-webhook",
      "config",
      "github-actions",
      `      - name: notify\n        run: |\n          curl -H 'Content-Type: application/json' -d @card.json '${t.url}'`,
      t.key,
      [t.url],
    ),
  );
  t = teams();
  out.push(
    c("teams-webhook", "prose", "hand-over", `Teams channel webhook for the release bot: ${t.url}`, t.key, [
      t.url,
    ]),
  );
  const gkey = `AIza${r.b64url(35)}`;
  const gtok = r.b64url(43);
  out.push(
    c(
      "google-chat-webhook",
      "url",
      "webhook-url",
      `https://chat.googleapis.com/v1/spaces/AAAA${r.b64url(7)}/messages?key=${gkey}&token=${encodeURIComponent(`${gtok}=`)}`,
      gtok,
      [gkey],
    ),
  );
  const mm = r.str(ALNUM_LOWER, 26);
  out.push(
    c(
      "mattermost-webhook",
      "shell",
      "curl-post",
      `curl -i -X POST -d 'payload={"text": "build #${r.int(100, 999)} failed"}' https://chat.${r.pick(PROJECTS)}.io/hooks/${mm}`,
      mm,
    ),
  );
  const zap = `${r.digits(8)}/${r.str(ALNUM_LOWER, 6)}`;
  out.push(
    c(
      "zapier-webhook",
      "config",
      "yaml",
      `notifications:\n  zapier_hook: https://hooks.zapier.com/hooks/catch/${zap}/`,
      zap.split("/")[1],
      [`hooks/catch/${zap}`],
    ),
  );
  const tg = `${r.digits(10)}:AA${r.b64url(33)}`;
  out.push(
    c(
      "telegram-bot-url",
      "url",
      "bot-api-path",
      `https://api.telegram.org/bot${tg}/sendMessage?chat_id=-100${r.digits(10)}&text=deploy%20ok`,
      tg,
    ),
  );
  const ding = r.hex(64);
  out.push(
    c(
      "dingtalk-webhook",
      "code",
      "python-robot",
      `WEBHOOK = "https://oapi.dingtalk.com/robot/send?access_token=${ding}"`,
      ding,
    ),
  );
  const wecom = r.uuid();
  out.push(
    c(
      "wecom-webhook",
      "config",
      "dotenv",
      `# 企业微信群机器人\nWECOM_WEBHOOK=https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${wecom}`,
      wecom,
    ),
  );
  const feishu = r.uuid();
  out.push(
    c(
      "feishu-webhook",
      "shell",
      "curl-post",
      `curl -X POST -H "Content-Type: application/json" -d '{"msg_type":"text","content":{"text":"发布完成"}}' https://open.feishu.cn/open-apis/bot/v2/hook/${feishu}`,
      feishu,
    ),
  );
  const jt = r.b62(32);
  out.push(
    c(
      "jenkins-trigger-token",
      "url",
      "build-trigger",
      `https://ci.${r.pick(PROJECTS)}.corp/job/nightly/buildWithParameters?token=${jt}&BRANCH=main`,
      jt,
    ),
  );
  const gl = `glptt-${r.hex(40)}`;
  out.push(
    c(
      "gitlab-trigger-url",
      "shell",
      "trigger-pipeline",
      `curl -X POST --fail -F token=${gl} -F ref=main https://gitlab.com/api/v4/projects/${r.int(1e6, 9e7)}/trigger/pipeline`,
      gl,
    ),
  );
  const logic = r.b64url(43);
  out.push(
    c(
      "logic-app-sig",
      "url",
      "logic-app-trigger",
      `https://prod-${r.int(10, 99)}.westeurope.logic.azure.com:443/workflows/${r.hex(32)}/triggers/manual/paths/invoke?api-version=2016-10-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${logic}`,
      logic,
    ),
  );
  return out;
}

export function cookieCases(r) {
  const out = [];
  let s = r.str(ALNUM_LOWER, 32);
  const csrf = r.b62(64);
  out.push(
    c(
      "session-cookie",
      "shell",
      "curl-cookie",
      `curl 'https://admin.${r.pick(PROJECTS)}.io/api/users?page=3' -H 'Cookie: csrftoken=${csrf}; sessionid=${s}' -H 'X-CSRFToken: ${csrf}'`,
      s,
      [csrf],
    ),
  );
  s = `s%3A${r.b64url(32)}.${r.b64url(43)}`;
  out.push(
    c(
      "session-cookie",
      "header",
      "set-cookie-connect-sid",
      `HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: connect.sid=${s}; Path=/; Expires=Fri, 12 Jun 2026 10:00:00 GMT; HttpOnly; SameSite=Lax`,
      s,
    ),
  );
  s = r.str(ALNUM_LOWER, 26);
  out.push(
    c("session-cookie", "header", "cookie-phpsessid", `Cookie: PHPSESSID=${s}; lang=de; theme=dark`, s),
  );
  s = r.hex(32).toUpperCase();
  out.push(
    c(
      "session-cookie",
      "log",
      "jsessionid-url",
      `${stamp(r)} WARN  o.a.c.c.C.[.[.[/] request /shop/cart;jsessionid=${s} rejected: session expired`,
      s,
    ),
  );
  s = Buffer.from(
    JSON.stringify({ iv: r.b64bytes(16), value: r.b64bytes(96), mac: r.hex(64), tag: "" }),
  ).toString("base64");
  out.push(
    c(
      "session-cookie",
      "header",
      "laravel-session",
      `set-cookie: laravel_session=${s}; expires=Thu, 28 May 2026 18:22:03 GMT; Max-Age=7200; path=/; httponly; samesite=lax`,
      s,
    ),
  );
  s = `eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..${r.b64url(22)}.${r.b64url(420)}.${r.b64url(22)}`;
  out.push(
    c(
      "session-cookie",
      "json",
      "playwright-cookie",
      JSON.stringify(
        {
          cookies: [
            {
              name: "__Secure-next-auth.session-token",
              value: s,
              domain: "app.mosaic-ui.dev",
              path: "/",
              httpOnly: true,
              secure: true,
              sameSite: "Lax",
            },
          ],
        },
        null,
        2,
      ),
      s,
    ),
  );
  s = `${r.b64url(200)}--${r.b64url(22)}--${r.b64url(22)}%3D%3D`;
  out.push(c("session-cookie", "output", "devtools-copy", `$ pbpaste\n_harborview_session=${s}`, s));
  s = r.b62(40);
  out.push(
    c(
      "session-cookie",
      "code",
      "python-cookies",
      `resp = requests.get(url, cookies={"session": "${s}"}, timeout=10)`,
      s,
    ),
  );
  s = r.b64url(43);
  out.push(
    c(
      "session-cookie",
      "other",
      "netscape-cookies-txt",
      `# Netscape HTTP Cookie File\n.tidepool.io\tTRUE\t/\tTRUE\t1790000000\t__Host-session\t${s}`,
      s,
    ),
  );
  s = `.AspNetCore.Cookies=CfDJ8${r.b64url(300)}`;
  out.push(
    c(
      "session-cookie",
      "header",
      "aspnet-cookie",
      `Cookie: ${s}; ai_user=${r.b62(5)}|2026-01-04T10:12:00.000Z`,
      s.split("=")[1],
    ),
  );
  const tok = r.b64url(43);
  out.push(
    c(
      "csrf-token",
      "other",
      "html-hidden-input",
      `<form method="post" action="/settings/email">\n  <input type="hidden" name="authenticity_token" value="${tok}" autocomplete="off">`,
      tok,
    ),
  );
  const x = r.b64url(86);
  out.push(
    c(
      "csrf-token",
      "header",
      "x-csrf-header",
      `POST /api/v2/transfers HTTP/1.1\nHost: bank.internal\nX-CSRF-Token: ${x}\nCookie: XSRF-TOKEN=${x}`,
      x,
    ),
  );
  return out;
}

export function urlCredentialCases(r) {
  const out = [];
  let p = urlPassword(r);
  out.push(
    c(
      "basic-auth-url",
      "config",
      "pip-conf",
      `[global]\nindex-url = https://${r.pick(USERS)}:${p}@nexus.${r.pick(PROJECTS)}.corp/repository/pypi-all/simple`,
      p,
    ),
  );
  p = urlPassword(r);
  out.push(
    c(
      "basic-auth-url",
      "shell",
      "pip-install",
      `pip install --extra-index-url https://__token__:${p}@pkgs.dev.azure.com/acme/_packaging/feed/pypi/simple/ acme-core==4.2.0`,
      p,
    ),
  );
  p = urlPassword(r);
  out.push(
    c(
      "basic-auth-url",
      "shell",
      "git-clone",
      `git clone https://build:${p}@bitbucket.org/acme/${r.pick(PROJECTS)}.git`,
      p,
    ),
  );
  p = urlPassword(r);
  out.push(
    c(
      "basic-auth-url",
      "shell",
      "proxy-export",
      `export HTTPS_PROXY=http://${r.pick(USERS)}:${p}@proxy.corp:3128`,
      p,
    ),
  );
  p = urlPassword(r);
  out.push(
    c(
      "basic-auth-url",
      "code",
      "requirements-txt",
      `--index-url https://ci:${p}@artifactory.corp/api/pypi/pypi-remote/simple\nrequests==2.32.3\nboto3==1.35.0`,
      p,
    ),
  );
  p = urlPassword(r);
  out.push(
    c(
      "basic-auth-url",
      "log",
      "npm-error",
      `npm ERR! 404 Not Found - GET https://deploy:${p}@npm.${r.pick(PROJECTS)}.corp/@acme%2fui - Not found`,
      p,
    ),
  );
  p = urlPassword(r);
  out.push(
    c(
      "basic-auth-url",
      "config",
      "go-env",
      `GOPROXY=https://goproxy:${p}@athens.corp,direct\nGONOSUMDB=git.corp/*`,
      p,
    ),
  );
  p = urlPassword(r);
  out.push(
    c(
      "basic-auth-url",
      "prose",
      "hand-over",
      `Grafana is at https://admin:${p}@grafana.${r.pick(PROJECTS)}.io — the dashboards are under "Ops".`,
      p,
    ),
  );
  p = urlPassword(r);
  out.push(
    c(
      "basic-auth-url",
      "json",
      "package-json-dependency",
      `"dependencies": {\n  "@acme/ui": "git+https://ci-bot:${p}@git.corp/frontend/ui.git#v3.2.0"\n}`,
      p,
    ),
  );
  let k = r.hex(40);
  out.push(
    c(
      "url-query-secret",
      "url",
      "firebase-auth",
      `https://${r.pick(PROJECTS)}-default-rtdb.europe-west1.firebasedatabase.app/users.json?auth=${k}`,
      k,
    ),
  );
  k = r.b62(32);
  out.push(
    c(
      "url-query-secret",
      "url",
      "cron-secret",
      `https://${r.pick(PROJECTS)}.vercel.app/api/cron/cleanup?secret=${k}`,
      k,
    ),
  );
  k = `${r.b62(32)}`;
  out.push(
    c(
      "url-query-secret",
      "log",
      "access-log",
      `10.0.4.17 - - [12/Mar/2026:10:22:31 +0000] "GET /api/v1/export?apikey=${k}&format=json HTTP/1.1" 200 48211 "-" "python-requests/2.32.3"`,
      k,
    ),
  );
  k = password(r);
  out.push(
    c(
      "url-query-secret",
      "url",
      "password-query",
      `https://legacy.${r.pick(PROJECTS)}.corp/login.cgi?user=ops&password=${encodeURIComponent(k)}`,
      encodeURIComponent(k),
    ),
  );
  return out;
}

/** Secrets with no vendor prefix: only the key name says what they are. */
export function keywordCases(r) {
  const out = [];
  const hex = (n) => r.hex(n);
  const list = [
    [
      "datadog-api-key",
      () => hex(32),
      (s) => ["config", "datadog-yaml", `api_key: ${s}\nsite: datadoghq.eu\nlogs_enabled: true`],
    ],
    [
      "datadog-app-key",
      () => hex(40),
      (s) => [
        "shell",
        "curl-dd-headers",
        `curl -s "https://api.datadoghq.eu/api/v1/monitor" -H "DD-API-KEY: ${r.hex(32)}" -H "DD-APPLICATION-KEY: ${s}"`,
      ],
    ],
    [
      "algolia-admin-key",
      () => hex(32),
      (s) => ["code", "js-algolia", `const client = algoliasearch("${r.str(ALNUM_UPPER, 10)}", "${s}");`],
    ],
    [
      "cloudflare-api-token",
      () => r.b64url(40),
      (s) => ["shell", "export", `export CLOUDFLARE_API_TOKEN=${s}`],
    ],
    [
      "cloudflare-global-key",
      () => hex(37),
      (s) => ["config", "ini", `[cloudflare]\nemail = ops@${r.pick(PROJECTS)}.io\napi_key = ${s}`],
    ],
    [
      "okta-api-token",
      () => `00${r.b64url(40)}`,
      (s) => [
        "header",
        "ssws",
        `GET /api/v1/users?limit=25 HTTP/1.1\nHost: acme.okta.com\nAuthorization: SSWS ${s}`,
      ],
    ],
    [
      "zendesk-token",
      () => r.b62(40),
      (s) => [
        "shell",
        "curl-u-token",
        `curl https://acme.zendesk.com/api/v2/tickets.json -u ops@acme.io/token:${s}`,
      ],
    ],
    [
      "pagerduty-key",
      () => `u+${r.b64url(18)}`,
      (s) => [
        "header",
        "token-token",
        `Authorization: Token token=${s}\nAccept: application/vnd.pagerduty+json;version=2`,
      ],
    ],
    [
      "trello-token",
      () => `ATTA${hex(64)}${r.hex(8).toUpperCase()}`,
      (s) => ["url", "trello-query", `https://api.trello.com/1/members/me/boards?key=${hex(32)}&token=${s}`],
    ],
    [
      "jenkins-api-token",
      () => `11${hex(32)}`,
      (s) => ["shell", "curl-u", `curl -X POST -u ci-bot:${s} https://jenkins.corp/job/release/build`],
    ],
    [
      "azure-devops-pat",
      () => r.str("abcdefghijklmnopqrstuvwxyz234567", 52),
      (s) => [
        "shell",
        "az-devops-login",
        `echo ${s} | az devops login --organization https://dev.azure.com/acme`,
      ],
    ],
    [
      "azure-devops-pat",
      () => r.str("abcdefghijklmnopqrstuvwxyz234567", 52),
      (s) => [
        "config",
        "nuget-config",
        `<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="${s}" />\n  </AcmeFeed>\n</packageSourceCredentials>`,
      ],
    ],
    ["snyk-token", () => r.uuid(), (s) => ["config", "dotenv", `SNYK_TOKEN=${s}`]],
    [
      "heroku-legacy-key",
      () => r.uuid(),
      (s) => ["shell", "env-prefix", `HEROKU_API_KEY=${s} heroku ps -a ${r.pick(PROJECTS)}`],
    ],
    ["mistral-key", () => r.b62(32), (s) => ["code", "python-client", `client = Mistral(api_key="${s}")`]],
    ["cohere-key", () => r.b62(40), (s) => ["code", "python-client", `co = cohere.ClientV2(api_key="${s}")`]],
    [
      "deepgram-key",
      () => hex(40),
      (s) => ["header", "token-auth", `Authorization: Token ${s}\nContent-Type: audio/wav`],
    ],
    [
      "kaggle-key",
      () => hex(32),
      (s) => ["config", "kaggle-json", JSON.stringify({ username: "mlops-bot", key: s })],
    ],
    [
      "twilio-auth-token",
      () => hex(32),
      (s) => ["code", "python-twilio", `client = Client("AC${r.hex(32)}", "${s}")`],
    ],
    [
      "twilio-auth-token",
      () => hex(32),
      (s) => [
        "shell",
        "curl-u",
        `curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC${r.hex(32)}/Messages.json -u AC${r.hex(32)}:${s} --data-urlencode "Body=hi"`,
      ],
    ],
    [
      "fastly-token",
      () => r.b64url(32),
      (s) => ["header", "fastly-key", `PURGE /assets/app.css HTTP/1.1\nHost: www.kiln.dev\nFastly-Key: ${s}`],
    ],
    [
      "vercel-token",
      () => r.b62(24),
      (s) => ["shell", "vercel-token-flag", `vercel deploy --prod --token ${s} --yes`],
    ],
    [
      "segment-write-key",
      () => r.b62(32),
      (s) => ["code", "node-analytics", `const analytics = new Analytics({ writeKey: "${s}" });`],
    ],
    [
      "mixpanel-secret",
      () => hex(32),
      (s) => ["config", "toml", `[mixpanel]\nproject_id = ${r.digits(7)}\napi_secret = "${s}"`],
    ],
    [
      "auth0-client-secret",
      () => r.b64url(64),
      (s) => [
        "config",
        "dotenv",
        `AUTH0_DOMAIN=acme.eu.auth0.com\nAUTH0_CLIENT_ID=${r.b62(32)}\nAUTH0_CLIENT_SECRET=${s}`,
      ],
    ],
    [
      "oauth-client-secret",
      () => r.b64url(40),
      (s) => [
        "json",
        "client-credentials",
        JSON.stringify({
          grant_type: "client_credentials",
          client_id: r.uuid(),
          client_secret: s,
          scope: "api.read",
        }),
      ],
    ],
    [
      "asana-pat",
      () => `2/${r.digits(16)}/${r.digits(16)}:${hex(32)}`,
      (s) => ["code", "python-asana", `configuration.access_token = "${s}"`],
    ],
    [
      "discord-bot-token",
      () =>
        `${Buffer.from(r.digits(19)).toString("base64").replace(/=+$/, "")}.${r.b64url(6)}.${r.b64url(38)}`,
      (s) => ["code", "python-discord", `bot.run("${s}")`],
    ],
    [
      "intercom-token",
      () => `dG9rOj${r.b64url(54)}=`,
      (s) => ["code", "ruby-intercom", `intercom = Intercom::Client.new(token: '${s}')`],
    ],
    [
      "generic-api-secret",
      () => r.b62(40),
      (s) => ["config", "yaml", `payments:\n  provider: adyen\n  api_secret: ${s}\n  merchant: AcmeECOM`],
    ],
    [
      "generic-api-secret",
      () => r.b64url(48),
      (s) => ["code", "ts-const", `export const WEBHOOK_SIGNING_SECRET = "${s}";`],
    ],
    ["generic-api-secret", () => hex(64), (s) => ["config", "dotenv", `ENCRYPTION_KEY=${s}`]],
    [
      "generic-api-secret",
      () => r.b62(32),
      (s) => ["header", "x-api-key", `x-api-key: ${s}\nx-request-id: ${r.uuid()}`],
    ],
    [
      "generic-api-secret",
      () => r.b64bytes(32),
      (s) => [
        "code",
        "java-hmac",
        `byte[] key = Base64.getDecoder().decode("${s}");\nMac mac = Mac.getInstance("HmacSHA256");`,
      ],
    ],
    [
      "generic-api-secret",
      () => r.b62(36),
      (s) => [
        "log",
        "config-dump",
        `${stamp(r)} INFO  loaded config: {"env":"prod","region":"eu-west-1","api_secret":"${s}","workers":8}`,
      ],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => ["config", "dotenv", `DB_HOST=localhost\nDB_USER=app\nDB_PASSWORD=${s}`],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => [
        "config",
        "yaml",
        `smtp:\n  host: smtp.mailgun.org\n  user: postmaster@mg.kiln.dev\n  password: "${s}"`,
      ],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => [
        "code",
        "python-kwarg",
        `conn = psycopg.connect(host="db", user="ledger", password="${s}", dbname="ledger")`,
      ],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => [
        "code",
        "js-object",
        `const transporter = nodemailer.createTransport({ host, port: 465, auth: { user: "alerts", pass: "${s}" } });`,
      ],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => ["code", "csharp-credential", `var cred = new NetworkCredential("svc_print", "${s}", "CORP");`],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => [
        "prose",
        "hand-over-de",
        `Das Admin-Passwort für den Testserver ist ${s} – bitte nach dem Einrichten ändern.`,
      ],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => ["prose", "hand-over-zh", `测试服务器的管理员密码是 ${s}，部署完请修改。`],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => [
        "prose",
        "hand-over-es",
        `La contraseña del usuario root es ${s}, cámbiala después del despliegue.`,
      ],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => ["prose", "hand-over-fr", `Le mot de passe de la base de recette : ${s}`],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => ["prose", "hand-over-ja", `ステージング DB のパスワードは ${s} です。`],
    ],
    ["generic-password", () => password(r), (s) => ["prose", "hand-over-ru", `Пароль от админки: ${s}`]],
    [
      "generic-password",
      () => password(r),
      (s) => ["prose", "hand-over-ko", `관리자 비밀번호는 ${s} 입니다.`],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => ["prose", "hand-over-pt", `A senha do banco de homologação é ${s}.`],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => [
        "prose",
        "hand-over-it",
        `La password dell'utente admin è ${s}, cambiala dopo il primo accesso.`,
      ],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => [
        "log",
        "leaked-in-log",
        `${stamp(r)} DEBUG auth: login attempt user=ops password=${s} ip=10.0.8.3`,
      ],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => ["json", "login-body", JSON.stringify({ username: "qa-bot", password: s, remember: true })],
    ],
    [
      "generic-password",
      () => password(r),
      (s) => [
        "other",
        "expect-script",
        `spawn ssh admin@10.0.0.12\nexpect "password:"\nsend "${s}\\r"\ninteract`,
      ],
    ],
  ];
  for (const [family, make, place] of list) {
    const s = make();
    const [context, kind, text] = place(s);
    out.push(c(family, context, kind, text, s));
  }
  return out;
}
