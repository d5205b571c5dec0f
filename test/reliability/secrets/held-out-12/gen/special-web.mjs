// Web credentials: JWTs and OAuth tokens (RFC 7519 / RFC 6749 shapes), HTTP Basic (RFC 7617),
// registry auth files (Docker config.json, .npmrc, .pypirc, Maven, NuGet, Composer, Cargo),
// session cookies of common frameworks, incoming-webhook URLs, and signed URLs' signatures
// (AWS SigV4 query, GCS V4, Azure SAS, CloudFront).

import { bashToolUseLine, toolResultLine } from "./places.mjs";
import { b64of, b64urlOf, DIGITS, LOWER } from "./prng.mjs";
import { password } from "./special-conn.mjs";

/** A JWT with a plausible header and payload and a random signature. */
export function jwt(r, claims = {}) {
  const h = b64urlOf(JSON.stringify({ alg: r.pick(["HS256", "RS256", "ES256"]), typ: "JWT" }));
  const p = b64urlOf(
    JSON.stringify({
      sub: r.uuid(),
      iat: 1764200000 + r.int(0, 900000),
      exp: 1764300000 + r.int(0, 900000),
      ...claims,
    }),
  );
  return `${h}.${p}.${r.b64url(r.pick([43, 86, 342]))}`;
}

function jwtCases(r) {
  const J = [
    [
      "http-request",
      (t) =>
        `GET /api/v2/orders?limit=20 HTTP/1.1\nHost: api.acme.io\nAuthorization: Bearer ${t}\nAccept: application/json\n`,
    ],
    [
      "browser-localstorage",
      (t) =>
        `> JSON.stringify(localStorage)\n'{"theme":"dark","sb-acme-auth-token":"{\\\\"access_token\\\\":\\\\"${t}\\\\",\\\\"token_type\\\\":\\\\"bearer\\\\"}"}'`,
    ],
    [
      "url-fragment",
      (t) =>
        `Navigated to http://localhost:3000/callback#access_token=${t}&token_type=Bearer&expires_in=3600&state=af0ifjsldkj`,
    ],
    [
      "oauth-response",
      (t) =>
        `{"access_token":"${t}","refresh_token":"${"rt_"}${"v1."}${r.b64url(64)}","expires_in":3599,"token_type":"Bearer"}`,
    ],
    ["cli-output", (t) => `$ kubectl create token ci-deployer -n tools --duration=24h\n${t}\n`],
    [
      "cli-output",
      (t) =>
        `$ az account get-access-token --resource https://management.azure.com -o json\n{\n  "accessToken": "${t}",\n  "expiresOn": "2026-11-27 11:42:10.000000",\n  "tokenType": "Bearer"\n}\n`,
    ],
    [
      "dotenv-cat",
      (t) =>
        `$ cat .env.local\nNEXT_PUBLIC_SUPABASE_URL=https://xyzcompany.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${t}\n`,
    ],
    [
      "transcript-bash-command",
      (t) =>
        bashToolUseLine(r, `http GET :8080/admin/users "Authorization:Bearer ${t}"`, "List users as admin"),
    ],
    ["user-prompt", (t) => `decode this jwt and tell me why the backend rejects it: ${t}`],
    ["user-prompt", (t) => `Ce JWT est refusé par l'API avec "invalid signature" : ${t} — une idée ?`],
    [
      "code-python",
      (t) => `headers = {"Authorization": f"Bearer {'${t}'}"}\nr = requests.get(URL, headers=headers)`,
    ],
    [
      "log-json",
      (t) =>
        `{"level":"info","req":{"method":"POST","url":"/graphql","headers":{"authorization":"Bearer ${t}","content-type":"application/json"}}}`,
    ],
    [
      "har-entry",
      (t) =>
        `"request": {\n  "method": "GET",\n  "url": "https://app.acme.io/api/me",\n  "headers": [\n    { "name": "authorization", "value": "Bearer ${t}" }\n  ]\n}`,
    ],
    ["websocket-url", (t) => `WebSocket connection to 'wss://rt.acme.io/socket?token=${t}&vsn=2.0.0' failed`],
  ];
  return J.map(([context, fn]) => {
    const t = jwt(r, r.chance(0.4) ? { role: "service_role" } : { scope: "read write" });
    return { family: "jwt-oauth", kind: "jwt", context, text: fn(t), secret: t.split(".")[2] };
  });
}

function basicAndRegistry(r) {
  const out = [];
  const add = (kind, context, text, secret) =>
    out.push({ family: "registry-auth", kind, context, text, secret });
  let pw = password(r, "safe");
  let b = b64of(`ci-bot:${pw}`);
  add(
    "basic-auth",
    "curl-verbose",
    `> POST /service/rest/v1/components?repository=raw HTTP/1.1\n> Host: nexus.acme.io\n> Authorization: Basic ${b}\n> User-Agent: curl/8.5.0\n`,
    b,
  );
  pw = password(r, "strong");
  b = b64of(`admin:${pw}`);
  add(
    "basic-auth",
    "code-typescript",
    `const res = await fetch(url, {\n  headers: { Authorization: "Basic ${b}" },\n});`,
    b,
  );
  pw = password(r, "safe");
  b = b64of(`proxyuser:${pw}`);
  add(
    "proxy-auth",
    "http-request",
    `CONNECT pypi.org:443 HTTP/1.1\nHost: pypi.org:443\nProxy-Authorization: Basic ${b}\n`,
    b,
  );
  b = b64of(`_json_key:${password(r, "strong")}${r.b64(40)}`);
  add(
    "docker-config",
    "cat-output",
    `$ cat ~/.docker/config.json\n{\n\t"auths": {\n\t\t"ghcr.io": {\n\t\t\t"auth": "${b}"\n\t\t}\n\t},\n\t"credsStore": ""\n}\n`,
    b,
  );
  const tok = `npm_${r.alnum(36)}`;
  add(
    "npmrc",
    "cat-output",
    `$ cat .npmrc\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${tok}\nalways-auth=true\n`,
    tok,
  );
  b = b64of(`deploy:${password(r, "safe")}`);
  add(
    "npmrc-auth",
    "config-ini",
    `registry=https://artifactory.acme.io/api/npm/npm/\n_auth=${b}\nemail=ci@acme.io\nalways-auth=true\n`,
    b,
  );
  pw = password(r, "strong");
  add(
    "pypirc",
    "cat-output",
    `$ cat ~/.pypirc\n[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pkgs.acme.io/pypi/\nusername = release\npassword = ${pw}\n`,
    pw,
  );
  pw = password(r, "safe");
  add(
    "nuget-config",
    "config-xml",
    `<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="${pw}" />\n  </acme>\n</packageSourceCredentials>`,
    pw,
  );
  const ghTok = `ghp_${r.alnum(36)}`;
  add(
    "composer-auth",
    "config-json",
    `{\n    "github-oauth": {\n        "github.com": "${ghTok}"\n    }\n}`,
    ghTok,
  );
  const cio = `cio${r.alnum(32)}`;
  add("cargo-credentials", "config-toml", `# ~/.cargo/credentials.toml\n[registry]\ntoken = "${cio}"\n`, cio);
  pw = password(r, "safe");
  add(
    "gradle-properties",
    "config-properties",
    `org.gradle.jvmargs=-Xmx2g\nmavenUser=deployer\nmavenPassword=${pw}\n`,
    pw,
  );
  const gh2 = `gho_${r.alnum(36)}`;
  add(
    "gh-hosts",
    "cat-output",
    `$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    users:\n        octo-dev:\n            oauth_token: ${gh2}\n    git_protocol: https\n    oauth_token: ${gh2}\n    user: octo-dev\n`,
    gh2,
  );
  const gcred = `ghp_${r.alnum(36)}`;
  add(
    "git-credentials",
    "cat-output",
    `$ cat ~/.git-credentials\nhttps://octo-dev:${gcred}@github.com\n`,
    gcred,
  );
  const tfc = `${r.alnum(14)}.atlasv1.${r.alnum(67)}`;
  add(
    "terraform-credentials",
    "cat-output",
    `$ cat ~/.terraform.d/credentials.tfrc.json\n{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "${tfc}"\n    }\n  }\n}\n`,
    tfc,
  );
  return out;
}

function cookieCases(r) {
  const C = [
    [
      "django",
      "http-request",
      () => r.str(LOWER + DIGITS, 32),
      (v) => `GET /admin/ HTTP/1.1\nHost: localhost:8000\nCookie: csrftoken=${r.alnum(32)}; sessionid=${v}\n`,
    ],
    [
      "rails",
      "set-cookie",
      () => encodeURIComponent(`${r.b64(180)}--${r.b64(24)}--${r.b64(22)}==`),
      (v) =>
        `< HTTP/1.1 302 Found\n< Set-Cookie: _acme_session=${v}; path=/; secure; HttpOnly; SameSite=Lax\n`,
    ],
    [
      "express",
      "curl-command",
      () => `s%3A${r.b64url(32)}.${r.b64(43)}`,
      (v) => `$ curl 'http://localhost:3000/api/me' -H 'Cookie: connect.sid=${v}' --compressed`,
    ],
    [
      "laravel",
      "browser-copy-as-fetch",
      () => `eyJpdiI6I${r.b64(180)}%3D%3D`,
      (v) =>
        `fetch("https://shop.acme.io/cart", {\n  "headers": { "cookie": "XSRF-TOKEN=${r.b64(40)}; laravel_session=${v}" },\n  "method": "GET"\n});`,
    ],
    [
      "php",
      "http-request",
      () => r.str(LOWER + DIGITS, 26),
      (v) => `GET /wp-admin/ HTTP/1.1\nCookie: PHPSESSID=${v}; wp-settings-1=libraryContent%3Dbrowse\n`,
    ],
    [
      "java",
      "log-tail",
      () => r.str("0123456789ABCDEF", 32),
      (v) => `2026-11-27 09:12:44,120 DEBUG [http-nio-8080-exec-3] Cookie: JSESSIONID=${v}; Path=/app`,
    ],
    [
      "aspnet",
      "set-cookie",
      () => `CfDJ8${r.b64url(300)}`,
      (v) => `Set-Cookie: .AspNetCore.Cookies=${v}; path=/; secure; samesite=lax; httponly`,
    ],
    [
      "next-auth",
      "playwright-storage",
      () => `eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..${r.b64url(22)}.${r.b64url(400)}.${r.b64url(22)}`,
      (v) =>
        `{\n  "cookies": [\n    {\n      "name": "__Secure-next-auth.session-token",\n      "value": "${v}",\n      "domain": "app.acme.io",\n      "httpOnly": true\n    }\n  ]\n}`,
    ],
    [
      "github-session",
      "cookie-jar",
      () => r.b64url(48),
      (v) =>
        `# Netscape HTTP Cookie File\n.github.com\tTRUE\t/\tTRUE\t1795000000\tuser_session\t${v}\ngithub.com\tFALSE\t/\tTRUE\t0\t_gh_sess\t${r.b64(60)}\n`,
    ],
    [
      "wordpress",
      "http-request",
      () => `admin%7C1764300000%7C${r.alnum(43)}%7C${r.hex(64)}`,
      (v) => `Cookie: wordpress_logged_in_${r.hex(32)}=${v}`,
    ],
    [
      "flask",
      "user-prompt",
      () => `.eJw${r.b64url(60)}.${r.b64url(6)}.${r.b64url(27)}`,
      (v) =>
        `my flask session cookie is session=${v} — can you decode it and tell me why the user id is missing?`,
    ],
    [
      "supabase",
      "transcript-read-result",
      () => jwt(r, { role: "authenticated" }),
      (v) => toolResultLine(r, `document.cookie\n'sb-access-token=${v}; sb-refresh-token=${r.alnum(22)}'`),
    ],
  ];
  return C.map(([kind, context, make, fn]) => {
    const v = make();
    return { family: "session-cookie", kind, context, text: fn(v), secret: v };
  });
}

function webhookCases(r) {
  const W = [
    [
      "slack-webhook",
      () => {
        const s = r.alnum(24);
        return [
          `https://hooks.slack.com/services/T0${r.str("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8)}/B0${r.str("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9)}/${s}`,
          s,
        ];
      },
    ],
    [
      "discord-webhook",
      () => {
        const s = r.b64url(68);
        return [`https://discord.com/api/webhooks/${r.digits(19)}/${s}`, s];
      },
    ],
    [
      "teams-webhook",
      () => {
        const s = r.hex(32);
        return [
          `https://acme.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${s}/${r.uuid()}/V2${r.b64url(40)}`,
          s,
        ];
      },
    ],
    [
      "google-chat",
      () => {
        const s = r.b64url(43);
        return [
          `https://chat.googleapis.com/v1/spaces/AAAA${r.b64url(7)}/messages?key=AIza${r.b64url(35)}&token=${s}%3D`,
          s,
        ];
      },
    ],
    [
      "mattermost",
      () => {
        const s = r.str(LOWER + DIGITS, 26);
        return [`https://chat.acme.io/hooks/${s}`, s];
      },
    ],
    [
      "dingtalk",
      () => {
        const s = r.hex(64);
        return [`https://oapi.dingtalk.com/robot/send?access_token=${s}`, s];
      },
    ],
    [
      "wecom",
      () => {
        const s = r.uuid();
        return [`https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${s}`, s];
      },
    ],
    [
      "feishu",
      () => {
        const s = r.uuid();
        return [`https://open.feishu.cn/open-apis/bot/v2/hook/${s}`, s];
      },
    ],
    [
      "ifttt",
      () => {
        const s = r.b64url(22);
        return [`https://maker.ifttt.com/trigger/deploy_done/with/key/${s}`, s];
      },
    ],
    [
      "zapier",
      () => {
        const s = `${r.digits(8)}/${r.str(LOWER + DIGITS, 7)}`;
        return [`https://hooks.zapier.com/hooks/catch/${s}/`, s];
      },
    ],
    [
      "make",
      () => {
        const s = r.str(LOWER + DIGITS, 32);
        return [`https://hook.eu2.make.com/${s}`, s];
      },
    ],
    [
      "telegram-bot-url",
      () => {
        const s = `${r.digits(10)}:AA${r.b64url(33)}`;
        return [`https://api.telegram.org/bot${s}/sendMessage?chat_id=-100${r.digits(10)}`, s];
      },
    ],
  ];
  const P = [
    ["code-python", (u) => `requests.post("${u}", json={"text": "deploy finished"})`],
    [
      "github-actions",
      (u) =>
        `      - name: Notify\n        run: curl -X POST -H 'Content-type: application/json' --data '{"text":"build ok"}' ${u}`,
    ],
    ["dotenv-cat", (u) => `$ cat .env\nALERT_WEBHOOK_URL=${u}\n`],
    [
      "config-yaml",
      (u) => `alertmanager:\n  receivers:\n    - name: ops\n      webhook_configs:\n        - url: '${u}'\n`,
    ],
    ["user-prompt", (u) => `post the summary to ${u} when the job is done please`],
    ["log-logfmt", (u) => `level=warn msg="webhook delivery failed" url=${u} status=429 attempt=3`],
  ];
  return W.map(([kind, make], i) => {
    const [u, s] = make();
    const [context, fn] = P[i % P.length];
    return { family: "webhook", kind, context, text: fn(u), secret: s };
  });
}

function signedUrlCases(r) {
  const out = [];
  const s3 = () => {
    const sig = r.hex(64);
    const tok = `IQoJb3JpZ2luX2VjE${r.b64(200)}`;
    const u = `https://acme-exports.s3.eu-west-1.amazonaws.com/reports/2026-11.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIA${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}%2F20261127%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T091500Z&X-Amz-Expires=3600&X-Amz-Security-Token=${encodeURIComponent(tok)}&X-Amz-SignedHeaders=host&X-Amz-Signature=${sig}`;
    return [u, sig, encodeURIComponent(tok).slice(0, 80)];
  };
  const gcs = () => {
    const sig = r.hex(512);
    return [
      `https://storage.googleapis.com/acme-builds/app-1.4.2.apk?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%40acme-prod.iam.gserviceaccount.com%2F20261127%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20261127T100000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=${sig}`,
      sig,
    ];
  };
  const sas = () => {
    const sig = encodeURIComponent(`${r.b64(43)}=`);
    return [
      `https://acmedata.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-01T00:00:00Z&st=2026-11-27T00:00:00Z&spr=https&sig=${sig}`,
      sig,
    ];
  };
  const cf = () => {
    const sig = `${r.b64(160).replace(/\+/g, "-").replace(/\//g, "~").replace(/=/g, "_")}`;
    return [
      `https://d1${r.str(LOWER + DIGITS, 12)}.cloudfront.net/videos/intro.mp4?Expires=1764300000&Signature=${sig}&Key-Pair-Id=K${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 13)}`,
      sig,
    ];
  };
  const P = [
    ["cli-output", (u) => `$ aws s3 presign s3://acme-exports/reports/2026-11.csv --expires-in 3600\n${u}\n`],
    ["user-prompt", (u) => `the download link ${u} returns SignatureDoesNotMatch, why?`],
    ["log-json", (u) => `{"level":"info","msg":"download url issued","url":"${u}"}`],
    ["curl-command", (u) => `$ curl -fL -o artifact.bin '${u}'`],
    [
      "transcript-bash-output",
      (u) => toolResultLine(r, `Upload complete. Share link (valid 15 min):\n${u}\n`),
    ],
  ];
  [s3, s3, gcs, gcs, sas, sas, sas, cf, cf].forEach((make, i) => {
    const [u, sig, tok] = make();
    const [context, fn] = P[i % P.length];
    const kind = [
      "s3-presigned",
      "s3-presigned",
      "gcs-signed",
      "gcs-signed",
      "azure-sas",
      "azure-sas",
      "azure-sas",
      "cloudfront-signed",
      "cloudfront-signed",
    ][i];
    out.push({
      family: "signed-url",
      kind,
      context,
      text: fn(u),
      secret: sig,
      ...(tok ? { also: [tok] } : {}),
    });
  });
  return out;
}

/** JWTs, HTTP Basic, registry auth files, cookies, webhooks and signed URLs. */
export function webCases(r) {
  return [
    ...jwtCases(r),
    ...basicAndRegistry(r),
    ...cookieCases(r),
    ...webhookCases(r),
    ...signedUrlCases(r),
  ];
}
