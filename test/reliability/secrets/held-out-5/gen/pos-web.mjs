// Positives: webhook URLs, session cookies, authorization headers, secrets in URLs, JSON API
// responses and log lines.

import { anyPassword, jwt, urlPassword } from "./material.mjs";
import { ALPHA, b64, checksummedToken } from "./rng.mjs";

export function webhooks(r, add) {
  const hooks = [
    () => {
      const s = r.alnum(24);
      return ["slack", `https://hooks.slack.com/services/T0${r.upperNum(8)}/B0${r.upperNum(9)}/${s}`, s];
    },
    () => {
      const s = r.b64url(68);
      return ["discord", `https://discord.com/api/webhooks/${r.digits(19)}/${s}`, s];
    },
    () => {
      const s = r.hex(32);
      return [
        "teams-connector",
        `https://acmecorp.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${s}/${r.uuid()}`,
        s,
      ];
    },
    () => {
      const s = r.b64url(43);
      return [
        "teams-workflow",
        `https://prod-${r.int(10, 99)}.westeurope.logic.azure.com:443/workflows/${r.hex(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${s}`,
        s,
      ];
    },
    () => {
      const s = `${r.b64url(43)}%3D`;
      return [
        "google-chat",
        `https://chat.googleapis.com/v1/spaces/AAAA${r.b64url(7)}/messages?key=AIza${r.b64url(35)}&token=${s}`,
        s,
      ];
    },
    () => {
      const s = r.lowerNum(26);
      return ["mattermost", `https://chat.acme-corp.net/hooks/${s}`, s];
    },
    () => {
      const s = r.alnum(48);
      return ["rocketchat", `https://rocket.acme-corp.net/hooks/${r.alnum(17)}/${s}`, s];
    },
    () => {
      const s = r.hex(64);
      return ["dingtalk", `https://oapi.dingtalk.com/robot/send?access_token=${s}`, s];
    },
    () => {
      const s = r.uuid();
      return ["wecom", `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${s}`, s];
    },
    () => {
      const s = r.uuid();
      return ["feishu", `https://open.feishu.cn/open-apis/bot/v2/hook/${s}`, s];
    },
    () => {
      const s = r.b64url(22);
      return ["ifttt", `https://maker.ifttt.com/trigger/deploy_done/with/key/${s}`, s];
    },
    () => {
      const s = r.hex(24);
      return ["netlify-build-hook", `https://api.netlify.com/build_hooks/${s}`, s];
    },
    () => {
      const s = r.alnum(32);
      return [
        "jenkins-remote-trigger",
        `https://ci.acme-corp.net/job/deploy-prod/build?token=${s}&cause=manual`,
        s,
      ];
    },
  ];
  for (let i = 0; i < 26; i++) {
    const [kind, url, secret] = hooks[i % hooks.length]();
    const t = r.pick([
      () => [
        "shell",
        `curl -X POST -H 'Content-type: application/json' --data '{"text":"build #${r.int(100, 999)} passed"}' ${url}`,
      ],
      () => ["config", `notifications:\n  webhook_url: ${url}`],
      () => ["code", `WEBHOOK = "${url}"\nrequests.post(WEBHOOK, json={"text": msg}, timeout=5)`],
      () => ["config", `ALERT_WEBHOOK_URL=${url}`],
      () => ["prose", `I set up the channel hook, it's ${url} — post the release notes there.`],
    ])();
    add("webhook-url", kind, t[0], t[1], secret);
  }
}

export function cookies(r, add) {
  const jars = [
    () => {
      const s = r.lowerNum(32);
      const c = r.alnum(64);
      return ["django", "header", `Cookie: csrftoken=${c}; sessionid=${s}; django_language=en`, s, [c]];
    },
    () => {
      const s = `s%3A${r.b64url(32)}.${r.b64url(43)}`;
      return [
        "express-connect-sid",
        "header",
        `Set-Cookie: connect.sid=${s}; Path=/; Expires=Wed, 01 Apr 2026 10:00:00 GMT; HttpOnly; SameSite=Lax`,
        s,
        [],
      ];
    },
    () => {
      const s = r.hex(32);
      return [
        "gitlab",
        "header",
        `Cookie: _gitlab_session=${s}; event_filter=all; hide_auto_devops_implicitly_enabled_banner_1=false`,
        s,
        [],
      ];
    },
    () => {
      const s = b64(`{"iv":"${r.b64bytes(16)}","value":"${r.b64bytes(48)}","mac":"${r.hex(64)}","tag":""}`);
      const x = b64(`{"iv":"${r.b64bytes(16)}","value":"${r.b64bytes(48)}","mac":"${r.hex(64)}"}`);
      return [
        "laravel",
        "header",
        `Set-Cookie: XSRF-TOKEN=${x}; expires=Thu, 02 Apr 2026 10:00:00 GMT; Max-Age=7200; path=/; samesite=lax\nSet-Cookie: laravel_session=${s}; expires=Thu, 02 Apr 2026 10:00:00 GMT; Max-Age=7200; path=/; httponly; samesite=lax`,
        s,
        [x],
      ];
    },
    () => {
      const s = r.lowerNum(26);
      return ["php", "header", `Cookie: PHPSESSID=${s}; lang=de`, s, []];
    },
    () => {
      const s = r.chars(ALPHA.hexUpper, 32);
      return ["java", "header", `Set-Cookie: JSESSIONID=${s}; Path=/portal; Secure; HttpOnly`, s, []];
    },
    () => {
      const s = `CfDJ8${r.b64url(r.int(180, 260))}`;
      return [
        "aspnetcore",
        "header",
        `Cookie: .AspNetCore.Cookies=${s}; .AspNetCore.Antiforgery.x7=${r.b64url(60)}`,
        s,
        [],
      ];
    },
    () => {
      const s = `${r.b64url(120)}--${r.hex(40)}`;
      return [
        "rails",
        "header",
        `Set-Cookie: _shop_session=${s}; path=/; secure; HttpOnly; SameSite=Lax`,
        s,
        [],
      ];
    },
    () => {
      const s = jwt(r);
      return [
        "nextauth",
        "header",
        `Cookie: __Secure-next-auth.session-token=${s}; __Host-next-auth.csrf-token=${r.hex(64)}%7C${r.hex(64)}`,
        s,
        [],
      ];
    },
    () => {
      const s = r.lowerNum(32);
      return [
        "curl-cookie",
        "shell",
        `curl -b "sessionid=${s}" https://admin.acme-corp.net/api/orders/export`,
        s,
        [],
      ];
    },
    () => {
      const s = r.hex(40);
      return [
        "devtools-copy",
        "shell",
        `curl 'https://portal.northwind.io/api/me' \\\n  -H 'accept: application/json' \\\n  -H 'cookie: _ga=GA1.1.${r.digits(9)}.${r.digits(10)}; session=${s}; theme=dark' \\\n  --compressed`,
        s,
        [],
      ];
    },
    () => {
      const s = r.b64url(43);
      return [
        "requests-cookies",
        "code",
        `resp = requests.get(url, cookies={"session_id": "${s}"}, timeout=10)`,
        s,
        [],
      ];
    },
    () => {
      const c = r.b64url(43);
      return ["csrf-header", "header", `X-CSRF-Token: ${c}\nCookie: _csrf=${r.b64url(24)}`, c, []];
    },
    () => {
      const s = r.b64url(86);
      return [
        "remember-me",
        "header",
        `Set-Cookie: remember_user_token=${s}; path=/; expires=Sat, 01 May 2027 00:00:00 GMT; HttpOnly`,
        s,
        [],
      ];
    },
  ];
  for (let i = 0; i < 26; i++) {
    const [kind, context, text, secret, also] = jars[i % jars.length]();
    add("session-cookie", kind, context, text, secret, also);
  }
}

export function authHeaders(r, add) {
  const hs = [
    () => {
      const t = r.b64url(40);
      return ["bearer-opaque", `Authorization: Bearer ${t}`, t];
    },
    () => {
      const t = b64(`${r.pick(["admin", "api", "svc"])}:${urlPassword(r)}`);
      return ["basic", `Authorization: Basic ${t}`, t];
    },
    () => {
      const t = checksummedToken(r, "ghp_");
      return ["github-token-scheme", `Authorization: token ${t}`, t];
    },
    () => {
      const t = r.hex(32);
      return ["x-api-key", `x-api-key: ${t}`, t];
    },
    () => {
      const t = r.hex(32);
      return ["azure-openai", `api-key: ${t}\nContent-Type: application/json`, t];
    },
    () => {
      const t = r.hex(32);
      return ["apim-subscription", `Ocp-Apim-Subscription-Key: ${t}`, t];
    },
    () => {
      const t = `hvs.CAESI${r.b64url(96)}`;
      return ["vault-header", `X-Vault-Token: ${t}`, t];
    },
    () => {
      const t = r.uuid();
      return ["splunk-hec", `Authorization: Splunk ${t}`, t];
    },
    () => {
      const t = `00${r.b64url(40)}`;
      return ["okta-ssws", `Authorization: SSWS ${t}`, t];
    },
    () => {
      const t = b64(`${r.b64url(20)}:${r.b64url(22)}`);
      return ["elastic-apikey", `Authorization: ApiKey ${t}`, t];
    },
    () => {
      const t = r.uuid();
      return ["opsgenie", `Authorization: GenieKey ${t}`, t];
    },
    () => {
      const t = r.hex(32);
      return ["token-token", `Authorization: Token token="${t}", email="ops@acme-corp.net"`, t];
    },
    () => {
      const t = r.hex(40);
      return ["x-auth-token", `X-Auth-Token: ${t}\nAccept: application/json`, t];
    },
    () => {
      const t = r.hex(32);
      return ["dd-api-key", `DD-API-KEY: ${t}\nDD-APPLICATION-KEY: ${r.hex(40)}`, t];
    },
    () => {
      const t = `pk_${r.alnum(34)}`;
      return ["klaviyo-private", `Authorization: Klaviyo-API-Key ${t}`, t];
    },
  ];
  for (let i = 0; i < 26; i++) {
    const [kind, header, secret] = hs[i % hs.length]();
    const t = r.pick([
      () => [
        "header",
        `GET /v1/reports HTTP/1.1\nHost: api.acme-corp.net\n${header}\nUser-Agent: python-requests/2.32.3`,
      ],
      () => ["header", header],
      () => [
        "shell",
        `curl -sS -H "${header.split("\n")[0].replace(/"/g, '\\"')}" https://api.acme-corp.net/v1/reports`,
      ],
      () => ["log", `> ${header.split("\n")[0]}\n> Accept: */*\n< HTTP/2 200`],
      () => [
        "code",
        `headers = {"${header.split(":")[0]}": "${header
          .split("\n")[0]
          .slice(header.indexOf(":") + 2)
          .replace(/"/g, '\\"')}"}`,
      ],
    ])();
    add("auth-header", kind, t[0], t[1], secret);
  }
}

export function urlTokens(r, add) {
  const us = [
    () => {
      const t = r.hex(32);
      return ["query-api-key", `https://api.openweathermap.example/data/2.5/weather?q=Lisbon&appid=${t}`, t];
    },
    () => {
      const t = r.b64url(40);
      return ["query-access-token", `https://graph.acme-corp.net/v3/me/photos?access_token=${t}&limit=25`, t];
    },
    () => {
      const t = `${r.b64url(43)}%3D`;
      return [
        "azure-sas",
        `https://st${r.lowerNum(10)}.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=rl&se=2026-12-31T23:59:59Z&st=2026-01-01T00:00:00Z&spr=https&sig=${t}`,
        t,
      ];
    },
    () => {
      const t = r.b64url(43);
      return [
        "password-reset",
        `https://app.acme-corp.net/reset-password?token=${t}&email=jdoe%40acme-corp.net`,
        t,
      ];
    },
    () => {
      const t = jwt(r);
      return [
        "fragment-token",
        `http://localhost:3000/auth/callback#access_token=${t}&token_type=bearer&expires_in=3600`,
        t,
      ];
    },
    () => {
      const p = urlPassword(r);
      return [
        "basic-auth-url",
        `https://${r.pick(["admin", "deploy", "ci"])}:${p}@registry.acme-corp.net/v2/_catalog`,
        p,
      ];
    },
    () => {
      const p = urlPassword(r);
      return ["basic-auth-url", `http://user:${p}@10.0.0.${r.int(2, 250)}:8080/manager/html`, p];
    },
    () => {
      const t = `glpat-${r.b64url(20)}`;
      return [
        "private-token-query",
        `https://gitlab.com/api/v4/projects/${r.int(1000, 99999)}/repository/archive.zip?private_token=${t}`,
        t,
      ];
    },
    () => {
      const t = `AIza${r.b64url(35)}`;
      return [
        "google-key-query",
        `https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=${t}`,
        t,
      ];
    },
    () => {
      const t = r.b64url(32);
      return ["invite-path", `https://join.acme-corp.net/invite/${t}`, t];
    },
    () => {
      const t = r.hex(40);
      return [
        "signed-download",
        `https://downloads.acme-corp.net/exports/q3.csv?expires=1767225600&signature=${t}`,
        t,
      ];
    },
  ];
  for (let i = 0; i < 24; i++) {
    const [kind, url, secret] = us[i % us.length]();
    const t = r.pick([
      () => ["url", url],
      () => ["shell", `curl -sSL "${url}" -o out.bin`],
      () => [
        "log",
        `127.0.0.1 - - [12/Mar/2026:10:14:22 +0000] "GET ${url.replace(/^https?:\/\/[^/]+/, "")} HTTP/1.1" 200 5123 "-" "Mozilla/5.0"`,
      ],
      () => ["prose", `open ${url} and tell me what you see`],
    ])();
    if (!t[1].includes(secret)) continue;
    add(kind === "basic-auth-url" ? "basic-auth-url" : "url-token", kind, t[0], t[1], secret);
  }
  for (let i = 0; i < 8; i++) {
    const p = urlPassword(r);
    const host = r.pick([
      "proxy.corp.local:3128",
      "git.acme-corp.net",
      "nexus.lan:8081",
      "couch.internal:5984",
    ]);
    const t = r.pick([
      () => ["shell", `export HTTPS_PROXY=http://${r.pick(["jdoe", "svc-proxy"])}:${p}@${host}`],
      () => [
        "config",
        `[remote "origin"]\n\turl = https://${r.pick(["jdoe", "builder"])}:${p}@${host}/team/app.git`,
      ],
      () => ["config", `registry: https://publisher:${p}@${host}/repository/npm-private/`],
    ])();
    add("basic-auth-url", "userinfo", t[0], t[1], p);
  }
}

export function jsonResponses(r, add) {
  const rs = [
    () => {
      const a = r.b64url(43);
      const f = r.b64url(64);
      return [
        "oauth-token",
        `{"access_token":"${a}","token_type":"Bearer","expires_in":3599,"refresh_token":"${f}","scope":"openid email"}`,
        a,
        [f],
      ];
    },
    () => {
      const s = r.b64url(48);
      return [
        "client-credentials",
        `{"client_id":"${r.uuid()}","client_secret":"${s}","redirect_uris":["https://app.acme-corp.net/cb"]}`,
        s,
        [],
      ];
    },
    () => {
      const s = `whsec_${r.alnum(32)}`;
      return [
        "webhook-endpoint",
        `{"id":"we_${r.alnum(24)}","object":"webhook_endpoint","url":"https://acme-corp.net/hooks/stripe","secret":"${s}","status":"enabled"}`,
        s,
        [],
      ];
    },
    () => {
      const t = checksummedToken(r, "ghs_");
      return [
        "installation-token",
        `{\n  "token": "${t}",\n  "expires_at": "2026-06-07T18:12:04Z",\n  "permissions": {"contents": "read", "metadata": "read"}\n}`,
        t,
        [],
      ];
    },
    () => {
      const p = urlPassword(r);
      return [
        "secretsmanager",
        `{\n    "ARN": "arn:aws:secretsmanager:eu-west-1:${r.digits(12)}:secret:prod/db-${r.alnum(6)}",\n    "Name": "prod/db",\n    "SecretString": "{\\"username\\":\\"app\\",\\"password\\":\\"${p}\\"}",\n    "VersionStages": ["AWSCURRENT"]\n}`,
        p,
        [],
      ];
    },
    () => {
      const s = r.alnum(32);
      return ["keycloak-secret", `{"type":"secret","value":"${s}"}`, s, []];
    },
    () => {
      const t = r.hex(32);
      return [
        "twilio-account",
        `{"sid":"AC${r.hex(32)}","friendly_name":"prod","auth_token":"${t}","status":"active"}`,
        t,
        [],
      ];
    },
    () => {
      const k = r.b64url(40);
      return [
        "api-key-create",
        `{"data":{"id":"${r.uuid()}","type":"api_keys","attributes":{"name":"ci","key":"${k}","created_at":"2026-02-02T08:00:00Z"}}}`,
        k,
        [],
      ];
    },
    () => {
      const e = b64(urlPassword(r));
      return [
        "kubectl-json",
        `{"apiVersion":"v1","kind":"Secret","metadata":{"name":"smtp"},"data":{"password":"${e}","user":"${b64("mailer")}"},"type":"Opaque"}`,
        e,
        [],
      ];
    },
    () => {
      const t = jwt(r);
      const f = r.b64url(40);
      return [
        "login-response",
        `{"user":{"id":${r.int(1, 99999)},"email":"dev@acme-corp.net"},"session":{"token":"${t}","refreshToken":"${f}"}}`,
        t,
        [f],
      ];
    },
  ];
  for (let i = 0; i < 22; i++) {
    const [kind, text, secret, also] = rs[i % rs.length]();
    add("json-response", kind, "json", text, secret, also);
  }
}

export function logLines(r, add) {
  const ls = [
    () => {
      const p = anyPassword(r);
      return [
        "json-log-password",
        `{"level":"info","ts":1767225600.123,"msg":"login attempt","user":"jdoe","password":"${p}","ip":"203.0.113.${r.int(2, 250)}"}`,
        p,
      ];
    },
    () => {
      const s = r.b64url(40);
      return [
        "urllib3-body",
        `DEBUG:urllib3.connectionpool:https://auth.acme-corp.net:443 "POST /oauth/token HTTP/1.1" 200 None\nDEBUG:app.auth:request body grant_type=client_credentials&client_id=reporting&client_secret=${s}`,
        s,
      ];
    },
    () => {
      const p = urlPassword(r);
      return [
        "logfmt-dsn",
        `time=2026-03-02T10:00:00Z level=debug msg="opening database" dsn="postgres://app:${p}@db.internal:5432/app?sslmode=disable"`,
        p,
      ];
    },
    () => {
      const p = anyPassword(r);
      return [
        "env-dump",
        `Traceback (most recent call last):\n  File "/app/worker.py", line 42, in run\nKeyError: 'REDIS_URL'\nenvironment: {'DB_USER': 'app', 'DB_PASSWORD': '${p}', 'LANG': 'C.UTF-8'}`,
        p,
      ];
    },
    () => {
      const t = checksummedToken(r, "ghp_");
      return [
        "ci-log",
        `2026-03-02T10:00:01.123Z ##[group]Run curl -H "Authorization: token ${t}" https://api.github.com/repos/acme/app/releases\n2026-03-02T10:00:01.456Z ##[endgroup]`,
        t,
      ];
    },
    () => {
      const t = r.hex(40);
      return [
        "warn-header",
        `[2026-03-02 10:00:02] WARN  retrying request 2/3 with header X-Api-Key=${t}`,
        t,
      ];
    },
    () => {
      const p = anyPassword(r);
      return [
        "spring-debug",
        `2026-03-02 10:00:03.001 DEBUG 1 --- [main] o.s.b.c.p.PropertySourcesLoader : spring.mail.password=${p}`,
        p,
      ];
    },
    () => {
      const t = `sk_live_${r.alnum(99)}`;
      return [
        "sdk-debug",
        `stripe.log: message='Request to Stripe api' method=post path=https://api.stripe.com/v1/charges api_key=${t}`,
        t,
      ];
    },
    () => {
      const t = r.b64url(32);
      return [
        "nginx-query",
        `10.0.0.7 - - [02/Mar/2026:10:00:04 +0000] "GET /api/v1/sync?auth_token=${t}&since=0 HTTP/1.1" 200 812`,
        t,
      ];
    },
    () => {
      const p = urlPassword(r);
      return [
        "compose-log",
        `db-1   | 2026-03-02 10:00:05 UTC [1] LOG:  creating user replicator with password '${p}'`,
        p,
      ];
    },
  ];
  for (let i = 0; i < 22; i++) {
    const [kind, text, secret] = ls[i % ls.length]();
    add("log-line", kind, "log", text, secret);
  }
}
