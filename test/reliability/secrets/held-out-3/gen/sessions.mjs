// Command lines that carry credentials (flags, -D properties, positional arguments, stdin), JWTs and
// session cookies, webhook URLs whose path or query is the secret, and user:password in URLs.

import { jwt, jwtClaims, password } from "./material.mjs";
import { ALNUM_LOWER, B64, BASE62, checksummedToken, DIGITS, HEX } from "./random.mjs";

const c = (family, kind, context, text, secret) => ({ family, kind, context, text, secret });

const CLI = [
  ["flag-password", (p) => `argocd login argocd.acme.io --username admin --password ${p} --grpc-web`],
  ["flag-password", (p) => `helm repo add acme https://charts.acme.io --username ci --password '${p}'`],
  [
    "flag-password",
    (p) => `wget --user=ci --password=${p} https://artifacts.acme.io/builds/app-1.4.2.tar.gz`,
  ],
  ["flag-password", (p) => `docker login registry.acme.io -u ci -p ${p}`],
  ["flag-password", (p) => `supabase link --project-ref ${"abcdefghijklmnopqrst"} --password ${p}`],
  [
    "flag-password",
    (p) => `ldapsearch -x -H ldaps://ldap.acme.io -D "cn=admin,dc=acme,dc=io" -w ${p} "(uid=jdoe)"`,
  ],
  ["flag-password", (p) => `rclone config create nas webdav url https://nas.local user admin pass ${p}`],
  [
    "flag-password",
    (p) => `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${p}`,
  ],
  [
    "flag-password",
    (p) => `gpg --batch --yes --pinentry-mode loopback --passphrase '${p}' --decrypt secrets.tar.gpg`,
  ],
  ["flag-password", (p) => `ansible-playbook site.yml -i prod -e "ansible_password=${p}"`],
  ["flag-password", (p) => `xfreerdp /v:10.0.0.15 /u:Administrator /p:${p} /cert:ignore`],
  ["flag-password", (p) => `smbclient //fileserver/share -U 'ACME\\jdoe%${p}'`],
  ["flag-password", (p) => `vault login -method=userpass username=jdoe password=${p}`],
  [
    "flag-password",
    (p) => `twine upload -u release -p ${p} --repository-url https://pypi.acme.internal/ dist/*`,
  ],
  ["java-property", (p) => `java -Djavax.net.ssl.keyStorePassword=${p} -jar gateway.jar`],
  ["java-property", (p) => `mvn deploy -DskipTests -Dgpg.passphrase=${p} -Drepo.id=ossrh`],
  ["java-property", (p) => `./gradlew publish -PsigningPassword=${p} -PossrhUsername=acme`],
  [
    "sshpass",
    (p) => `sshpass -p '${p}' ssh -o StrictHostKeyChecking=no deploy@10.0.4.21 'systemctl restart app'`,
  ],
  ["sshpass", (p) => `sshpass -p ${p} scp build.tar.gz pi@raspberrypi.local:/home/pi/`],
  ["curl-basic", (p) => `curl -u admin:${p} -X POST https://jenkins.acme.io/job/deploy/build`],
  ["curl-basic", (p) => `curl --user "ci-bot:${p}" https://nexus.acme.internal/service/rest/v1/repositories`],
  ["stdin-echo", (p) => `echo "${p}" | docker login ghcr.io -u jdoe --password-stdin`],
  ["stdin-echo", (p) => `echo ${p} | sudo -S apt-get install -y nginx`],
  ["positional", (p) => `rabbitmqctl add_user deploy ${p}`],
  ["positional", (p) => `net use Z: \\\\fileserver\\builds ${p} /user:ACME\\builder`],
  ["positional", (p) => `sudo chpasswd <<< "deploy:${p}"`],
  ["positional", (p) => `mysqladmin -u root password ${p}`],
  ["positional", (p) => `htpasswd -b .htpasswd admin ${p}`],
  ["env-prefix", (p) => `ADMIN_PASSWORD=${p} npm run seed`],
  ["env-prefix", (p) => `MYSQL_ROOT_PASSWORD=${p} docker compose up -d db`],
  ["env-prefix", (p) => `docker run -d -e POSTGRES_PASSWORD=${p} -p 5432:5432 postgres:16`],
  [
    "positional-token",
    (_p, r) => `ngrok config add-authtoken 2${r.mixed(BASE62, 26)}_${r.mixed(BASE62, 21)}`,
  ],
  ["positional-token", (_p, r) => `vault login ${`hvs.${r.mixed(`${BASE62}_-`, 92)}`}`],
  [
    "positional-token",
    (_p, r) => `npm config set //registry.npmjs.org/:_authToken ${checksummedToken(r, "npm_")}`,
  ],
  [
    "positional-token",
    (_p, r) => `kubectl --token=${jwt(r, jwtClaims(r), "RS256")} --server=https://10.0.0.1:6443 get pods`,
  ],
  ["positional-token", (_p, r) => `gh auth login --with-token <<< ${checksummedToken(r, "ghp_")}`],
  ["positional-token", (_p, r) => `yarn config set npmAuthToken ${r.mixed(BASE62, 40)}`],
  ["positional-token", (_p, r) => `wrangler secret put API_TOKEN <<< "${r.mixed(`${BASE62}_-`, 40)}"`],
];

export function cliCases(r) {
  return CLI.map(([kind, make]) => {
    const p = password(r, true);
    const text = make(p, r);
    let secret = p;
    if (kind === "positional-token")
      secret = text.match(/(?:authtoken |login |_authToken |--token=|<<< "?|npmAuthToken )([^\s"]+)/)[1];
    return c("cli-credential", kind, "shell", text, secret);
  });
}

export function jwtCases(r) {
  const out = [];
  const contexts = [
    ["header", (t) => `Authorization: Bearer ${t}`],
    ["shell", (t) => `curl -H "Authorization: Bearer ${t}" https://api.acme.io/v1/me`],
    ["log", (t) => `2026-03-30T14:02:11Z INFO request path=/api/orders auth="Bearer ${t}" status=200`],
    ["url", (t) => `https://app.acme.io/sso/callback?id_token=${t}&state=xyz`],
    ["json", (t) => `{"accessToken":"${t}","refreshToken":null,"user":{"id":42}}`],
    ["config", (t) => `SUPABASE_SERVICE_ROLE_KEY=${t}`],
    [
      "code",
      (t) => `const token = "${t}";\naxios.defaults.headers.common.Authorization = \`Bearer \${token}\`;`,
    ],
    ["prose", (t) => `this token keeps failing with 401, can you decode it? ${t}`],
    ["output", (t) => `$ kubectl create token deployer -n ci\n${t}`],
    ["other", (t) => `localStorage.getItem("auth")\n'${t}'`],
    ["header", (t) => `Cookie: theme=dark; access_token=${t}; lang=en`],
    ["prose", (t) => `Токен доступа: ${t}`],
  ];
  for (const [context, make] of contexts) {
    const t = jwt(r, jwtClaims(r), r.pick(["HS256", "RS256"]));
    out.push(c("jwt", "jwt", context, make(t), t));
  }
  const cookies = [
    [
      "header",
      () => {
        const v = `s%3A${r.mixed(BASE62, 32)}.${r.mixed(B64, 43)}`;
        return [`Cookie: connect.sid=${v}; _ga=GA1.1.123.456`, v];
      },
    ],
    [
      "header",
      () => {
        const v = r.str(ALNUM_LOWER, 32);
        return [`Cookie: csrftoken=abc; sessionid=${v}`, v];
      },
    ],
    [
      "log",
      () => {
        const v = r.str(HEX, 32);
        return [`Set-Cookie: _gitlab_session=${v}; path=/; secure; HttpOnly`, v];
      },
    ],
    [
      "shell",
      () => {
        const v = `${r.mixed(`${BASE62}%`, 120)}--${r.str(HEX, 40)}`;
        return [`curl -b "_app_session=${v}" https://app.acme.io/admin`, v];
      },
    ],
    [
      "json",
      () => {
        const v = r.mixed(`${BASE62}-_`, 64);
        return [
          `[{"name":"__Secure-next-auth.session-token","value":"${v}","domain":".acme.io","httpOnly":true}]`,
          v,
        ];
      },
    ],
  ];
  for (const [context, make] of cookies) {
    const [text, v] = make();
    out.push(c("session-cookie", "session-cookie", context, text, v));
  }
  return out;
}

export function webhookCases(r) {
  const out = [];
  const w = (kind, context, text, secret) => out.push(c("webhook-url", kind, context, text, secret));
  let s = r.mixed(BASE62, 24);
  w(
    "slack",
    "config",
    `SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T0${r.str(`${DIGITS}ABCDEFGHJKLMNPQRSTUVWXYZ`, 8)}/B0${r.str(`${DIGITS}ABCDEFGHJKLMNPQRSTUVWXYZ`, 9)}/${s}`,
    s,
  );
  s = r.mixed(BASE62, 24);
  w(
    "slack",
    "shell",
    `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy done"}' https://hooks.slack.com/services/T0${r.str(`${DIGITS}ABCDEFGHJKLMNPQRSTUVWXYZ`, 8)}/B0${r.str(`${DIGITS}ABCDEFGHJKLMNPQRSTUVWXYZ`, 9)}/${s}`,
    s,
  );
  s = r.mixed(`${BASE62}_-`, 68);
  w("discord", "code", `WEBHOOK = "https://discord.com/api/webhooks/${r.str(DIGITS, 19)}/${s}"`, s);
  s = r.mixed(`${BASE62}_-`, 68);
  w("discord", "url", `https://discordapp.com/api/webhooks/${r.str(DIGITS, 18)}/${s}`, s);
  s = r.str(HEX, 32);
  w(
    "teams",
    "config",
    `teams_webhook: https://acme.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${s}/${r.uuid()}/V2${r.mixed(BASE62, 40)}`,
    s,
  );
  s = r.str(HEX, 64);
  w("dingtalk", "code", `url = "https://oapi.dingtalk.com/robot/send?access_token=${s}"`, s);
  s = r.uuid();
  w(
    "feishu",
    "shell",
    `curl -X POST -H "Content-Type: application/json" -d '{"msg_type":"text","content":{"text":"构建完成"}}' https://open.feishu.cn/open-apis/bot/v2/hook/${s}`,
    s,
  );
  s = r.uuid();
  w("wecom", "config", `WECOM_WEBHOOK=https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${s}`, s);
  s = r.mixed(`${BASE62}_-`, 43);
  w(
    "google-chat",
    "url",
    `https://chat.googleapis.com/v1/spaces/AAAA${r.mixed(BASE62, 7)}/messages?key=AIza${r.mixed(`${BASE62}_-`, 35)}&token=${s}`,
    s,
  );
  s = r.str(ALNUM_LOWER, 26);
  w("mattermost", "config", `mattermost:\n  hook: https://chat.acme.io/hooks/${s}`, s);
  s = `${r.int(1e9, 8e9)}:AA${r.mixed(`${BASE62}_-`, 33)}`;
  w(
    "telegram",
    "url",
    `https://api.telegram.org/bot${s}/sendMessage?chat_id=-100${r.str(DIGITS, 10)}&text=ok`,
    s,
  );
  s = `${r.int(1e9, 8e9)}:AA${r.mixed(`${BASE62}_-`, 33)}`;
  w(
    "telegram",
    "log",
    `requests.exceptions.HTTPError: 409 Client Error: Conflict for url: https://api.telegram.org/bot${s}/getUpdates`,
    s,
  );
  s = r.mixed(BASE62, 6);
  w("zapier", "url", `https://hooks.zapier.com/hooks/catch/${r.str(DIGITS, 7)}/${s}/`, s);

  const u = (kind, context, text, secret) => out.push(c("url-credential", kind, context, text, secret));
  s = checksummedToken(r, "ghs_");
  u("git-clone-token", "shell", `git clone https://x-access-token:${s}@github.com/acme/infra.git`, s);
  s = `glpat-${r.mixed(`${BASE62}_-`, 20)}`;
  u(
    "git-remote-token",
    "output",
    `$ git remote get-url origin\nhttps://oauth2:${s}@gitlab.com/acme/platform.git`,
    s,
  );
  s = password(r, true);
  u("basic-auth-url", "url", `https://admin:${s}@grafana.acme.io/api/dashboards/home`, s);
  s = password(r, true);
  u(
    "basic-auth-url",
    "log",
    `GET https://ci:${s}@nexus.acme.internal/repository/maven-public/ 401 Unauthorized`,
    s,
  );
  s = password(r, true);
  u(
    "basic-auth-url",
    "code",
    `requests.get("https://bot:${s}@jira.acme.io/rest/api/2/search?jql=project=OPS")`,
    s,
  );
  s = Buffer.from(`admin:${password(r)}`).toString("base64");
  u("basic-header", "header", `Authorization: Basic ${s}`, s);
  s = Buffer.from(`apikey:${r.mixed(BASE62, 32)}`).toString("base64");
  u("basic-header", "shell", `curl -H "Authorization: Basic ${s}" https://api.acme.io/v2/status`, s);
  s = `${r.mixed(BASE62, 20)}`;
  u(
    "token-in-path",
    "url",
    `https://gitlab.acme.io/api/v4/projects/42/trigger/pipeline?token=${s}&ref=main`,
    s,
  );
  s = r.mixed(`${BASE62}%`, 60);
  u(
    "aws-presigned-token",
    "url",
    `https://acme-exports.s3.amazonaws.com/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Security-Token=${s}&X-Amz-Expires=300`,
    s,
  );
  return out;
}
