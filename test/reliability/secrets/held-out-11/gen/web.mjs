// Web-shaped credentials: bearer JWTs, session cookies, webhook URLs with their secret path or query,
// signed URLs' signatures (S3 SigV4, GCS V4, Azure SAS, CloudFront), credentials in URL userinfo,
// query and path, and raw HTTP requests and logs. Formats from the vendors' public docs; random values.

import { readView } from "./places.mjs";
import {
  ALNUM,
  B64,
  B64URL,
  b64,
  checksummed,
  DIGITS,
  HEX,
  LOWER,
  UPPER,
  urlPassword,
  uuid,
} from "./rand.mjs";

const A = ALNUM;
const b64u = (s) => b64(s).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

function jwt(r, claims) {
  const head = b64u(JSON.stringify({ alg: r.pick(["HS256", "RS256", "ES256"]), typ: "JWT" }));
  const body = b64u(JSON.stringify({ ...claims, iat: 1795000000 + r.int(9000000), jti: r.str(HEX, 16) }));
  return `${head}.${body}.${r.str(B64URL, r.pick([43, 86, 342]))}`;
}

export function webCredentials(r) {
  const out = [];
  const add = (family, kind, context, text, secret, also) =>
    out.push({ family, kind, context, text, secret, ...(also ? { also } : {}) });

  // JWT bearer / id / refresh tokens
  const claims = () =>
    r.pick([
      { sub: uuid(r), role: "service_role", iss: "supabase" },
      { sub: `auth0|${r.str(HEX, 24)}`, aud: "https://api.acme.dev", scope: "read:orders write:orders" },
      { sub: "system:serviceaccount:ci:deployer", iss: "https://kubernetes.default.svc" },
      { email: "ana@example.org", org_id: r.str(DIGITS, 8), exp: 1899999999 },
    ]);
  const jwtPlaces = [
    [
      "http-request",
      (t) =>
        `GET /api/v2/orders?limit=20 HTTP/1.1\nHost: api.acme.dev\nAuthorization: Bearer ${t}\nAccept: application/json`,
    ],
    ["curl", (t) => `curl -s https://api.acme.dev/v2/me -H "authorization: Bearer ${t}" | jq .`],
    [
      "local-storage-dump",
      (t) =>
        `> localStorage.getItem("auth")\n'{"access_token":"${t}","token_type":"Bearer","expires_in":3600}'`,
    ],
    [
      "oauth-callback-url",
      (t) => `https://app.acme.dev/callback#id_token=${t}&state=${r.str(A, 16)}&token_type=Bearer`,
    ],
    ["dotenv", (t) => `SUPABASE_SERVICE_ROLE_KEY=${t}`],
    ["python", (t) => `headers = {"Authorization": f"Bearer {'${t}'}"}`],
    [
      "har-json",
      (t) =>
        JSON.stringify({
          request: {
            method: "POST",
            url: "https://api.acme.dev/graphql",
            headers: [{ name: "Authorization", value: `Bearer ${t}` }],
          },
        }),
    ],
    [
      "log-line",
      (t) => `2026-11-26T22:10:04.551Z DEBUG http  → POST /v1/sync token=${t} status=200 dur=143ms`,
    ],
    ["websocket-url", (t) => `wss://realtime.acme.dev/socket/websocket?apikey=${t}&vsn=1.0.0`],
    ["java", (t) => `private static final String SERVICE_JWT = "${t}";`],
    ["swift", (t) => `request.addValue("Bearer ${t}", forHTTPHeaderField: "Authorization")`],
    ["prompt-fr", (t) => `Voici le jeton que j'utilise : ${t} — pourquoi l'API dit qu'il est expiré ?`],
  ];
  for (const [context, place] of jwtPlaces) {
    const t = jwt(r, claims());
    add("jwt", "jwt-bearer", context, place(t), t.split(".")[2], [t.split(".")[1]]);
  }

  // Session cookies
  const cookies = [
    ["rails-session", () => `_shop_session=${r.str(B64.slice(0, 62), 200)}%3D%3D--${r.str(HEX, 40)}`],
    ["django-sessionid", () => `sessionid=${r.str(LOWER + DIGITS, 32)}`],
    ["express-connect-sid", () => `connect.sid=s%3A${r.str(`${A}-_`, 32)}.${r.str(`${A}%`, 43)}`],
    ["php-sessid", () => `PHPSESSID=${r.str(LOWER + DIGITS, 26)}`],
    ["aspnet-core-cookie", () => `.AspNetCore.Cookies=CfDJ8${r.str(`${A}-_`, 300)}`],
    ["jsessionid", () => `JSESSIONID=${r.str(HEX.toUpperCase(), 32)}`],
    ["laravel-session", () => `laravel_session=eyJpdiI6I${r.str(`${A}%`, 280)}`],
    [
      "flask-session",
      () => `session=.eJw${r.str(`${A}-_`, 120)}.${r.str(`${A}-_`, 6)}.${r.str(`${A}-_`, 27)}`,
    ],
    ["github-user-session", () => `user_session=${r.str(`${A}-_`, 48)}`],
    ["next-auth", () => `__Secure-next-auth.session-token=${jwt(r, { email: "dev@example.org" })}`],
  ];
  const cookiePlaces = [
    [
      "http-request",
      (c) =>
        `GET /account HTTP/2\nHost: shop.example.com\nCookie: theme=dark; ${c}; _ga=GA1.1.${r.str(DIGITS, 9)}.${r.str(DIGITS, 10)}`,
    ],
    [
      "set-cookie",
      (c) =>
        `HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: ${c}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    ],
    [
      "curl-copy-as",
      (c) =>
        `curl 'https://shop.example.com/api/cart' \\\n  -H 'accept: application/json' \\\n  -b '${c}' \\\n  --compressed`,
    ],
    [
      "cookies-txt",
      (c) =>
        `# Netscape HTTP Cookie File\n.shop.example.com\tTRUE\t/\tTRUE\t1798000000\t${c.split("=")[0]}\t${c.slice(c.indexOf("=") + 1)}`,
    ],
    [
      "playwright-storage",
      (c) =>
        JSON.stringify(
          {
            cookies: [
              {
                name: c.split("=")[0],
                value: c.slice(c.indexOf("=") + 1),
                domain: "shop.example.com",
                path: "/",
                httpOnly: true,
              },
            ],
          },
          null,
          2,
        ),
    ],
  ];
  cookies.forEach(([kind, mk], i) => {
    for (let k = 0; k < 2; k++) {
      const c = mk();
      const [context, place] = cookiePlaces[(i + k * 3) % cookiePlaces.length];
      let value = c.slice(c.indexOf("=") + 1);
      if (kind === "next-auth") value = value.split(".")[2];
      add("session-cookie", kind, context, place(c), value);
    }
  });

  // Webhook URLs with the secret in path or query
  const hooks = [
    [
      "slack-webhook",
      () => {
        const s = r.str(A, 24);
        return [
          `https://hooks.slack.com/services/T${r.str(DIGITS + UPPER, 10)}/B${r.str(DIGITS + UPPER, 10)}/${s}`,
          s,
        ];
      },
    ],
    [
      "discord-webhook",
      () => {
        const s = r.str(`${A}-_`, 68);
        return [`https://discord.com/api/webhooks/${r.str(DIGITS, 19)}/${s}`, s];
      },
    ],
    [
      "teams-webhook",
      () => {
        const s = r.str(HEX, 32);
        return [
          `https://contoso.webhook.office.com/webhookb2/${uuid(r)}@${uuid(r)}/IncomingWebhook/${s}/${uuid(r)}`,
          s,
        ];
      },
    ],
    [
      "dingtalk-robot",
      () => {
        const s = r.str(HEX, 64);
        return [`https://oapi.dingtalk.com/robot/send?access_token=${s}`, s];
      },
    ],
    [
      "wecom-robot",
      () => {
        const s = uuid(r);
        return [`https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${s}`, s];
      },
    ],
    [
      "feishu-bot",
      () => {
        const s = uuid(r);
        return [`https://open.feishu.cn/open-apis/bot/v2/hook/${s}`, s];
      },
    ],
    [
      "google-chat",
      () => {
        const s = r.str(`${A}-_`, 43);
        return [
          `https://chat.googleapis.com/v1/spaces/AAAA${r.str(A, 7)}/messages?key=AIza${r.str(`${A}-_`, 35)}&token=${s}`,
          s,
        ];
      },
    ],
    [
      "mattermost-hook",
      () => {
        const s = r.str(LOWER + DIGITS, 26);
        return [`https://chat.acme.dev/hooks/${s}`, s];
      },
    ],
    [
      "telegram-bot-url",
      () => {
        const s = `${r.between(1000000000, 7999999999)}:AA${r.str(`${A}-_`, 33)}`;
        return [`https://api.telegram.org/bot${s}/sendMessage?chat_id=-100${r.str(DIGITS, 10)}`, s];
      },
    ],
    [
      "rocketchat-hook",
      () => {
        const s = r.str(A, 48);
        return [`https://chat.example.org/hooks/${r.str(A, 17)}/${s}`, s];
      },
    ],
    [
      "zapier-catch",
      () => {
        const s = r.str(LOWER + DIGITS, 7);
        return [
          `https://hooks.zapier.com/hooks/catch/${r.str(DIGITS, 8)}/${s}${r.str(LOWER + DIGITS, 0)}/`,
          s,
        ];
      },
    ],
  ].filter(([k]) => k !== "zapier-catch");
  const hookPlaces = [
    ["dotenv", (u) => `SLACK_WEBHOOK_URL=${u}`],
    [
      "github-actions",
      (u) =>
        `      - name: Notify\n        run: curl -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' ${u}`,
    ],
    ["python", (u) => `requests.post("${u}", json={"text": msg}, timeout=5)`],
    ["yaml", (u) => `alerting:\n  receivers:\n    - name: oncall\n      webhook_url: ${u}`],
    ["go", (u) => `const alertHook = "${u}"`],
    ["prompt-ja", (u) => `通知用のURLはこれです: ${u} これでアラートを送れますか？`],
    ["terraform", (u) => `  url = "${u}"`],
    ["command-output", (u) => `$ grep -r hooks config/\nconfig/alerts.toml:url = "${u}"`],
  ];
  hooks.forEach(([kind, mk], i) => {
    for (let k = 0; k < 2; k++) {
      const [u, s] = mk();
      const [context, place] = hookPlaces[(i * 3 + k) % hookPlaces.length];
      add("webhook-url", kind, context, place(u), s);
    }
  });

  // Signed URLs: the signature is the secret
  const signed = [
    [
      "s3-presigned",
      () => {
        const s = r.str(HEX, 64);
        const tok = `IQoJb3JpZ2luX2Vj${r.str(A, 120)}`;
        return [
          `https://acme-uploads.s3.eu-west-1.amazonaws.com/exports/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIA${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}%2F20261127%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T071500Z&X-Amz-Expires=3600&X-Amz-Security-Token=${tok}&X-Amz-SignedHeaders=host&X-Amz-Signature=${s}`,
          s,
          [tok],
        ];
      },
    ],
    [
      "gcs-signed-v4",
      () => {
        const s = r.str(HEX, 512);
        return [
          `https://storage.googleapis.com/acme-media/video.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%40acme.iam.gserviceaccount.com%2F20261127%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20261127T071500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=${s}`,
          s,
        ];
      },
    ],
    [
      "azure-sas",
      () => {
        const s = `${r.str(A, 43)}%3D`;
        return [
          `https://acmestore.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=rl&se=2026-12-01T00:00:00Z&st=2026-11-27T00:00:00Z&spr=https&sig=${s}`,
          s,
        ];
      },
    ],
    [
      "cloudfront-signed",
      () => {
        const s = r.str(`${A}~-_`, 172);
        return [
          `https://d1${r.str(LOWER + DIGITS, 12)}.cloudfront.net/private/course.m3u8?Expires=1796000000&Signature=${s}&Key-Pair-Id=K${r.str(UPPER + DIGITS, 13)}`,
          s,
        ];
      },
    ],
    [
      "azure-sas-token-env",
      () => {
        const s = `${r.str(`${A}%`, 44)}%3D`;
        return [`?sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2027-01-01T00:00:00Z&sig=${s}`, s];
      },
    ],
  ];
  const signedPlaces = [
    ["command-output", (u) => `$ aws s3 presign s3://bucket/key --expires-in 3600\n${u}`],
    ["log-line", (u) => `INFO upload complete, share link: ${u}`],
    ["json", (u) => JSON.stringify({ download_url: u, expires_in: 3600 })],
    ["prompt-pt", (u) => `Esse link não abre: ${u} — pode ver o que está errado?`],
    ["markdown", (u) => `[Download the export](${u})`],
  ];
  signed.forEach(([kind, mk], i) => {
    for (let k = 0; k < 2; k++) {
      const [u, s, also] = mk();
      const [context, place] = signedPlaces[(i + k) % signedPlaces.length];
      add("signed-url", kind, context, place(u), s, also);
    }
  });

  // Credentials in URLs: userinfo, query, path
  const urls = [
    [
      "userinfo-git-remote",
      () => {
        const s = checksummed(r, "ghp_");
        return [
          `$ git remote -v\norigin\thttps://octo-dev:${s}@github.com/acme/site.git (fetch)\norigin\thttps://octo-dev:${s}@github.com/acme/site.git (push)`,
          s,
        ];
      },
    ],
    [
      "userinfo-bitbucket",
      () => {
        const s = `ATBB${r.str(A, 28)}${r.str("0123456789ABCDEF", 8)}`;
        return [`git clone https://x-token-auth:${s}@bitbucket.org/acme/mobile.git`, s];
      },
    ],
    [
      "userinfo-maven-repo",
      () => {
        const s = urlPassword(r);
        return [`maven { url "https://deployer:${s}@nexus.corp.example/repository/releases/" }`, s];
      },
    ],
    [
      "userinfo-goproxy",
      () => {
        const s = urlPassword(r);
        return [`export GOPROXY=https://ci:${s}@athens.corp.example,direct`, s];
      },
    ],
    [
      "query-api-key",
      () => {
        const s = r.str(HEX, 32);
        return [`https://api.openweathermap.org/data/2.5/weather?q=Lisbon&appid=${s}&units=metric`, s];
      },
    ],
    [
      "query-access-token",
      () => {
        const s = `EAA${r.str(A, 4)}ZD${r.str(A, 150)}`;
        return [`https://graph.facebook.com/v19.0/me/accounts?access_token=${s}`, s];
      },
    ],
    [
      "query-key-maps",
      () => {
        const s = `AIza${r.str(`${A}-_`, 35)}`;
        return [
          `<script src="https://maps.googleapis.com/maps/api/js?key=${s}&callback=initMap" async></script>`,
          s,
        ];
      },
    ],
    [
      "path-token-ifttt",
      () => {
        const s = r.str(`${A}-_`, 43);
        return [`https://maker.ifttt.com/trigger/door_open/with/key/${s}`, s];
      },
    ],
    [
      "path-token-healthchecks",
      () => {
        const s = uuid(r);
        return [`curl -fsS -m 10 --retry 5 https://hc-ping.com/${s}`, s];
      },
    ],
    [
      "query-token-log",
      () => {
        const s = `xoxb-${r.str(DIGITS, 12)}-${r.str(DIGITS, 13)}-${r.str(A, 24)}`;
        return [
          `127.0.0.1 - - [26/Nov/2026:23:11:02 +0000] "GET /slack/oauth?token=${s}&team=T01 HTTP/1.1" 200 512`,
          s,
        ];
      },
    ],
    [
      "query-sig-mailgun",
      () => {
        const s = r.str(HEX, 64);
        return [`POST /mailgun/events?timestamp=1796000000&token=${r.str(HEX, 50)}&signature=${s}`, s];
      },
    ],
  ];
  urls.forEach(([kind, mk], _i) => {
    for (let k = 0; k < 2; k++) {
      const [t, s] = mk();
      add(
        "url-credential",
        kind,
        k ? "read-tool" : "inline",
        k ? readView(t.split("\n"), r.between(3, 80)) : t,
        s,
      );
    }
  });

  // Raw HTTP requests with other auth schemes
  const http = [
    [
      "basic-auth-header",
      () => {
        const s = b64(`api:${urlPassword(r)}`);
        return [
          `POST /v3/messages HTTP/1.1\nHost: api.mailgun.net\nAuthorization: Basic ${s}\nContent-Type: application/x-www-form-urlencoded`,
          s,
        ];
      },
    ],
    [
      "token-scheme",
      () => {
        const s = r.str(HEX, 40);
        return [`Authorization: Token ${s}`, s];
      },
    ],
    [
      "x-api-key",
      () => {
        const s = `sk-ant-api03-${r.str(`${A}-_`, 93)}AA`;
        return [
          `POST /v1/messages HTTP/1.1\nhost: api.anthropic.com\nx-api-key: ${s}\nanthropic-version: 2023-06-01`,
          s,
        ];
      },
    ],
    [
      "private-token",
      () => {
        const s = `glpat-${r.str(`${A}-_`, 20)}`;
        return [
          `> GET /api/v4/projects HTTP/2\n> Host: gitlab.example.com\n> PRIVATE-TOKEN: ${s}\n> User-Agent: curl/8.5.0`,
          s,
        ];
      },
    ],
    [
      "sswss-okta",
      () => {
        const s = `00${r.str(`${A}-_`, 40)}`;
        return [`Authorization: SSWS ${s}`, s];
      },
    ],
    [
      "dd-api-key",
      () => {
        const s = r.str(HEX, 32);
        return [`POST /api/v2/logs HTTP/1.1\nDD-API-KEY: ${s}\nContent-Type: application/json`, s];
      },
    ],
    [
      "ocp-apim",
      () => {
        const s = r.str(HEX, 32);
        return [`Ocp-Apim-Subscription-Key: ${s}`, s];
      },
    ],
    [
      "api-key-azure-openai",
      () => {
        const s = r.str(HEX, 32);
        return [
          `curl https://acme-oai.openai.azure.com/openai/deployments/gpt/chat/completions?api-version=2024-02-01 -H "api-key: ${s}" -d @req.json`,
          s,
        ];
      },
    ],
    [
      "proxy-authorization",
      () => {
        const s = b64(`squid:${urlPassword(r)}`);
        return [`CONNECT api.example.com:443 HTTP/1.1\nProxy-Authorization: Basic ${s}`, s];
      },
    ],
    [
      "digest-auth-url",
      () => {
        const s = urlPassword(r);
        return [`http://admin:${s}@192.168.1.64/ISAPI/Streaming/channels/101/picture`, s];
      },
    ],
  ];
  http.forEach(([kind, mk], i) => {
    for (let k = 0; k < 1 + (i % 2); k++) {
      const [t, s] = mk();
      add("http-auth", kind, k ? "log-line" : "http", k ? `[proxy] ${t.split("\n").join(" | ")}` : t, s);
    }
  });
  return out;
}
