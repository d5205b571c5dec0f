// Credentials that are not one vendor token in one line: JWT bearers, Basic auth and registry
// config files, webhook URLs (the secret path or query part), session cookies, signed URLs'
// signatures, base64 values in Kubernetes Secrets, tokens printed by CLIs, tokens wrapped across lines.

import { ALNUM, LOWNUM, UPNUM } from "./rand.mjs";
import { jwt, password, wrap } from "./shapes.mjs";

/** @returns {{family:string, kind:string, context:string, text:string, secret:string, also?:string[]}[]} */
export function miscCases(r, vendorsByKind) {
  const out = [];
  const add = (family, kind, context, text, secret, also) =>
    out.push({ family, kind, context, text, secret, ...(also?.length ? { also } : {}) });
  const tok = (kind) => vendorsByKind[kind].make(r);
  const now = 1764230000;
  const claims = () => ({ sub: r.uuid(), iat: now, exp: now + 3600, scope: "read write" });
  // JWT bearers
  let j = jwt(r, {
    iss: "supabase",
    ref: r.str(LOWNUM, 20),
    role: "service_role",
    iat: now,
    exp: now + 315360000,
  });
  add(
    "jwt",
    "supabase-service-role",
    "cat-dotenv",
    `NEXT_PUBLIC_SUPABASE_URL=https://${r.str(LOWNUM, 20)}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${j}`,
    j.split(".")[2],
    [j],
  );
  j = jwt(r, claims(), "RS256");
  add(
    "jwt",
    "access-token",
    "curl-bearer",
    `curl -s -H "Authorization: Bearer ${j}" https://api.acme.dev/v1/orders?limit=5`,
    j.split(".")[2],
    [j],
  );
  j = jwt(
    r,
    {
      aud: "https://management.azure.com/",
      iss: `https://sts.windows.net/${r.uuid()}/`,
      oid: r.uuid(),
      iat: now,
      exp: now + 3599,
    },
    "RS256",
  );
  add(
    "jwt",
    "azure-access-token",
    "cli-output-json",
    `$ az account get-access-token\n{\n  "accessToken": "${j}",\n  "expiresOn": "2026-11-27 11:02:13.000000",\n  "subscription": "${r.uuid()}",\n  "tokenType": "Bearer"\n}`,
    j.split(".")[2],
    [j],
  );
  j = jwt(
    r,
    { iss: "kubernetes/serviceaccount", sub: "system:serviceaccount:ci:deployer", iat: now },
    "RS256",
  );
  add(
    "jwt",
    "k8s-service-account",
    "kubeconfig",
    `apiVersion: v1\nclusters:\n- cluster:\n    server: https://10.0.0.1:6443\n  name: prod\nusers:\n- name: deployer\n  user:\n    token: ${j}`,
    j.split(".")[2],
    [j],
  );
  j = jwt(r, claims(), "RS256");
  add(
    "jwt",
    "k8s-create-token",
    "cli-output",
    `$ kubectl create token ci-bot -n build --duration=24h\n${j}`,
    j.split(".")[2],
    [j],
  );
  j = jwt(r, claims());
  add(
    "jwt",
    "localstorage-dump",
    "prompt-en",
    `localStorage dump from the browser, why does refresh fail?\n{"auth.accessToken":"${j}","theme":"dark"}`,
    j.split(".")[2],
    [j],
  );
  j = jwt(r, claims());
  add(
    "jwt",
    "url-query",
    "url-query",
    `GET https://app.acme.dev/embed/report?token=${j}&theme=light 200 OK`,
    j.split(".")[2],
    [j],
  );
  j = jwt(r, claims());
  add(
    "jwt",
    "har-entry",
    "json-in-json",
    JSON.stringify({
      log: {
        entries: [
          {
            request: {
              method: "POST",
              url: "https://api.acme.dev/graphql",
              headers: [{ name: "authorization", value: `Bearer ${j}` }],
              postData: { text: JSON.stringify({ query: "{ me { id } }" }) },
            },
          },
        ],
      },
    }),
    j.split(".")[2],
    [j],
  );
  j = jwt(r, claims());
  add(
    "jwt",
    "python-code",
    "python-code",
    `headers = {"Authorization": f"Bearer {'${j}'}"}\nresp = requests.get(URL, headers=headers)`,
    j.split(".")[2],
    [j],
  );
  // Basic auth and registry/package-manager credential files
  let u = `ci-${r.str(LOWNUM, 5)}`;
  let p = password(r, 18, "");
  let b = Buffer.from(`${u}:${p}`).toString("base64");
  add(
    "basic-auth",
    "http-basic-header",
    "raw-http-request",
    `POST /api/v4/jobs/request HTTP/1.1\nHost: ci.acme.dev\nAuthorization: Basic ${b}\nContent-Type: application/json`,
    b,
  );
  u = "deployer";
  p = password(r, 20, "");
  add(
    "basic-auth",
    "curl-user",
    "curl-basic-user",
    `curl -u ${u}:${p} https://nexus.acme.dev/service/rest/v1/components?repository=releases`,
    p,
  );
  p = password(r, 24, "");
  b = Buffer.from(`robot$ci:${p}`).toString("base64");
  add(
    "basic-auth",
    "docker-config-json",
    "cat-file",
    `$ cat ~/.docker/config.json\n{\n\t"auths": {\n\t\t"harbor.acme.dev": {\n\t\t\t"auth": "${b}"\n\t\t}\n\t}\n}`,
    b,
  );
  let t = tok("github-classic-pat");
  add(
    "basic-auth",
    "git-credentials",
    "cat-file",
    `$ cat ~/.git-credentials\nhttps://jdoe:${t}@github.com`,
    t,
  );
  p = password(r, 20, "");
  add(
    "basic-auth",
    "netrc",
    "cat-file",
    `$ cat ~/.netrc\nmachine api.heroku.com\n  login jdoe@acme.io\n  password ${p}\nmachine git.heroku.com\n  login jdoe@acme.io\n  password ${p}`,
    p,
  );
  t = tok("npm-automation");
  add(
    "registry-config",
    "npmrc",
    "cat-file",
    `$ cat ~/.npmrc\n//registry.npmjs.org/:_authToken=${t}\n@acme:registry=https://npm.pkg.github.com`,
    t,
  );
  t = tok("github-classic-pat");
  add(
    "registry-config",
    "npmrc-github-packages",
    "diff-added",
    `@@ -1 +1,2 @@\n @acme:registry=https://npm.pkg.github.com\n+//npm.pkg.github.com/:_authToken=${t}`,
    t,
  );
  p = password(r, 22, "");
  b = Buffer.from(p).toString("base64");
  add(
    "registry-config",
    "npmrc-password",
    "ini-config",
    `registry=https://artifactory.acme.dev/api/npm/npm/\n//artifactory.acme.dev/api/npm/npm/:username=ci\n//artifactory.acme.dev/api/npm/npm/:_password=${b}\nalways-auth=true`,
    b,
  );
  t = tok("pypi-upload");
  add(
    "registry-config",
    "pypirc",
    "cat-file",
    `$ cat ~/.pypirc\n[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${t}`,
    t,
  );
  p = password(r, 20, "");
  add(
    "registry-config",
    "pip-index-url",
    "cli-flag",
    `pip install --index-url https://ci:${p}@pypi.acme.dev/simple/ acme-internal==3.2.0`,
    p,
  );
  p = password(r, 20, "");
  add(
    "registry-config",
    "maven-settings",
    "xml-config",
    `<settings>\n  <servers>\n    <server>\n      <id>acme-releases</id>\n      <username>deploy</username>\n      <password>${p}</password>\n    </server>\n  </servers>\n</settings>`,
    p,
  );
  p = password(r, 20, "");
  add(
    "registry-config",
    "gradle-properties",
    "java-properties",
    `# ~/.gradle/gradle.properties\nartifactoryUser=ci\nartifactoryPassword=${p}\norg.gradle.jvmargs=-Xmx2g`,
    p,
  );
  t = tok("github-classic-pat");
  add(
    "registry-config",
    "composer-auth",
    "json-config",
    `{\n  "github-oauth": {\n    "github.com": "${t}"\n  }\n}`,
    t,
  );
  t = tok("crates-io");
  add(
    "registry-config",
    "cargo-credentials",
    "toml-config",
    `# ~/.cargo/credentials.toml\n[registry]\ntoken = "${t}"`,
    t,
  );
  t = tok("github-oauth");
  add(
    "registry-config",
    "gh-hosts-yml",
    "cat-file",
    `$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    user: jdoe\n    oauth_token: ${t}\n    git_protocol: https`,
    t,
  );
  p = password(r, 32, "");
  add(
    "registry-config",
    "yarnrc",
    "yaml-config",
    `npmScopes:\n  acme:\n    npmRegistryServer: "https://npm.acme.dev"\n    npmAuthToken: "${p}"`,
    p,
  );
  t = tok("gitlab-pat");
  add(
    "registry-config",
    "git-remote-token",
    "git-remote",
    `$ git remote -v\norigin\thttps://oauth2:${t}@gitlab.com/acme/platform.git (fetch)\norigin\thttps://oauth2:${t}@gitlab.com/acme/platform.git (push)`,
    t,
  );
  // webhooks: the secret part of the URL
  const slack = r.mixed(ALNUM, 24);
  add(
    "webhook",
    "slack",
    "cat-dotenv",
    `SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T${r.str(UPNUM, 8)}/B${r.str(UPNUM, 10)}/${slack}`,
    slack,
  );
  const slack2 = r.mixed(ALNUM, 24);
  add(
    "webhook",
    "slack",
    "curl-json-post",
    `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy done"}' https://hooks.slack.com/services/T${r.str(UPNUM, 9)}/B${r.str(UPNUM, 11)}/${slack2}`,
    slack2,
  );
  const disc = r.mixed(`${ALNUM}_-`, 68);
  add(
    "webhook",
    "discord",
    "python-code",
    `WEBHOOK = "https://discord.com/api/webhooks/${r.int(1000000000, 1999999999)}${r.str("0123456789", 9)}/${disc}"`,
    disc,
  );
  const teams = r.hex(32);
  add(
    "webhook",
    "teams",
    "yaml-config",
    `notify:\n  teams: https://acme.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${teams}/${r.uuid()}/V2${r.mixed(ALNUM, 20)}`,
    teams,
  );
  const gchatKey = `AIza${r.mixed(`${ALNUM}-_`, 35)}`;
  const gchatTok = r.mixed(`${ALNUM}-_`, 43);
  add(
    "webhook",
    "google-chat",
    "js-code",
    `const url = "https://chat.googleapis.com/v1/spaces/AAAA${r.mixed(ALNUM, 7)}/messages?key=${gchatKey}&token=${gchatTok}%3D";`,
    gchatTok,
    [gchatKey],
  );
  const ding = r.hex(64);
  add(
    "webhook",
    "dingtalk",
    "prompt-zh",
    `钉钉机器人地址 https://oapi.dingtalk.com/robot/send?access_token=${ding} 发不出消息，帮我看看`,
    ding,
  );
  const feishu = r.uuid();
  add(
    "webhook",
    "feishu",
    "cat-dotenv",
    `FEISHU_BOT_WEBHOOK=https://open.feishu.cn/open-apis/bot/v2/hook/${feishu}`,
    feishu,
  );
  const wecom = r.uuid();
  add(
    "webhook",
    "wecom",
    "shell-script-var",
    `curl 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${wecom}' -H 'Content-Type: application/json' -d '{"msgtype":"text","text":{"content":"build ok"}}'`,
    wecom,
  );
  const mm = r.str(LOWNUM, 26);
  add(
    "webhook",
    "mattermost",
    "github-actions-env",
    `env:\n  MATTERMOST_WEBHOOK_URL: https://chat.acme.dev/hooks/${mm}`,
    mm,
  );
  const zap = r.str(LOWNUM, 10);
  const zapId = String(r.int(1000000, 9999999));
  add(
    "webhook",
    "zapier",
    "prompt-en",
    `post the release notes to https://hooks.zapier.com/hooks/catch/${zapId}/${zap}/ when you're done`,
    zap,
  );
  // session cookies
  const sid = `s%3A${r.mixed(`${ALNUM}_-`, 32)}.${r.mixed(`${ALNUM}`, 43)}`;
  add(
    "session-cookie",
    "connect-sid",
    "copy-as-curl",
    `curl 'https://admin.acme.dev/api/users' -H 'accept: application/json' -b 'connect.sid=${sid}; theme=dark' --compressed`,
    sid.slice(3, 35),
  );
  const nxt = `eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..${r.mixed(`${ALNUM}_-`, 16)}.${r.mixed(`${ALNUM}_-`, 300)}.${r.mixed(`${ALNUM}_-`, 22)}`;
  add(
    "session-cookie",
    "next-auth",
    "raw-http-request",
    `GET /api/auth/session HTTP/1.1\nHost: localhost:3000\nCookie: __Secure-next-auth.session-token=${nxt}; _ga=GA1.1.${r.int(100000000, 999999999)}.${now}`,
    nxt.split(".")[3],
  );
  const rails = `${r.mixed(`${ALNUM}+/`, 120)}--${r.mixed(`${ALNUM}+/`, 20)}--${r.mixed(`${ALNUM}+/`, 22)}==`;
  add(
    "session-cookie",
    "rails",
    "http-response",
    `HTTP/1.1 302 Found\nLocation: https://shop.acme.dev/account\nSet-Cookie: _shop_session=${encodeURIComponent(rails)}; path=/; secure; HttpOnly; SameSite=Lax`,
    encodeURIComponent(rails).slice(0, 100),
  );
  const dj = r.str(LOWNUM, 32);
  add(
    "session-cookie",
    "django",
    "prompt-en",
    `I'm logged in as admin, here's my cookie if you want to hit the API directly: sessionid=${dj}; csrftoken=${r.mixed(ALNUM, 32)}`,
    dj,
  );
  const gh = r.mixed(`${ALNUM}%`, 180);
  add(
    "session-cookie",
    "generic-session",
    "cookie-jar",
    `# Netscape HTTP Cookie File\n.acme.dev\tTRUE\t/\tTRUE\t${now + 86400}\tsession\t${gh}`,
    gh,
  );
  const lar = `eyJpdiI6I${r.mixed(`${ALNUM}`, 200)}%3D`;
  add(
    "session-cookie",
    "laravel",
    "python-code",
    `cookies = {"laravel_session": "${lar}"}\nr = requests.get("https://portal.acme.dev/dashboard", cookies=cookies)`,
    lar.slice(9, 150),
  );
  // signed URLs: the signature (and a session token) are the secret parts
  const sig = r.hex(64);
  add(
    "signed-url",
    "s3-presigned",
    "prompt-en",
    `the download link expired? https://acme-builds.s3.eu-west-1.amazonaws.com/app-2.4.1.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}%2F20261126%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261126T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=${sig}`,
    sig,
  );
  const sig2 = r.hex(64);
  const st = `IQoJb3JpZ2luX2VjE${r.mixed(`${ALNUM}`, 300)}`;
  add(
    "signed-url",
    "s3-presigned-session",
    "log-line",
    `INFO uploader: PUT https://bucket.s3.amazonaws.com/in/f.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIA${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}%2F20261126%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Security-Token=${st}&X-Amz-Signature=${sig2} -> 200`,
    sig2,
    [st],
  );
  const gsig = r.hex(512);
  add(
    "signed-url",
    "gcs-signed",
    "cli-output",
    `$ gsutil signurl -d 10m sa.json gs://acme-exports/report.csv\nURL\tHTTP Method\tExpiration\tSigned URL\ngs://acme-exports/report.csv\tGET\t2026-11-26 10:25:00\thttps://storage.googleapis.com/acme-exports/report.csv?x-goog-signature=${gsig}&x-goog-algorithm=GOOG4-RSA-SHA256&x-goog-credential=signer%40acme.iam.gserviceaccount.com%2F20261126%2Fauto%2Fstorage%2Fgoog4_request&x-goog-date=20261126T101500Z&x-goog-expires=600&x-goog-signedheaders=host`,
    gsig,
  );
  const sas = encodeURIComponent(Buffer.from(r.bytes(32)).toString("base64"));
  add(
    "signed-url",
    "azure-sas",
    "cat-dotenv",
    `AZURE_BLOB_SAS_URL=https://acmestore.blob.core.windows.net/uploads?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T00:00:00Z&st=2026-11-26T00:00:00Z&spr=https&sig=${sas}`,
    sas,
  );
  const cfs = `${r.mixed(`${ALNUM}~-`, 340)}__`;
  add(
    "signed-url",
    "cloudfront-signed",
    "html-snippet",
    `<video src="https://d111111abcdef8.cloudfront.net/videos/intro.mp4?Expires=${now + 3600}&Signature=${cfs}&Key-Pair-Id=K2JCJMDEHXQW5F"></video>`,
    cfs,
  );
  const akey = Buffer.from(r.bytes(64)).toString("base64");
  add(
    "signed-url",
    "azure-storage-conn",
    "cat-dotenv",
    `AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey=${akey};EndpointSuffix=core.windows.net`,
    akey,
  );
  const sb = Buffer.from(r.bytes(32)).toString("base64");
  add(
    "signed-url",
    "azure-servicebus-conn",
    "json-config",
    `{\n  "Values": {\n    "ServiceBusConnection": "Endpoint=sb://acme-orders.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${sb}"\n  }\n}`,
    sb,
  );
  const cos = Buffer.from(r.bytes(64)).toString("base64");
  add(
    "signed-url",
    "cosmos-conn",
    "csharp-code",
    `var client = new CosmosClient("AccountEndpoint=https://acme-cosmos.documents.azure.com:443/;AccountKey=${cos};");`,
    cos,
  );
  return out;
}

/** Kubernetes Secrets with base64 values, tokens printed by CLIs, tokens wrapped across lines. */
export function outputCases(r, vendorsByKind) {
  const out = [];
  const add = (family, kind, context, text, secret, also) =>
    out.push({ family, kind, context, text, secret, ...(also?.length ? { also } : {}) });
  const tok = (kind) => vendorsByKind[kind].make(r);
  const b64 = (s) => Buffer.from(s).toString("base64");
  // kubectl get secret -o yaml / json, jsonpath, docker config
  let t = tok("stripe-secret");
  let p = password(r, 20, "");
  add(
    "k8s-secret-base64",
    "kubectl-yaml",
    "kubectl-get-secret-yaml",
    `$ kubectl get secret payments -n prod -o yaml\napiVersion: v1\ndata:\n  DB_PASSWORD: ${b64(p)}\n  STRIPE_SECRET_KEY: ${b64(t)}\nkind: Secret\nmetadata:\n  name: payments\n  namespace: prod\ntype: Opaque`,
    b64(t),
    [b64(p)],
  );
  p = password(r, 24, "");
  add(
    "k8s-secret-base64",
    "kubectl-json",
    "kubectl-get-secret-json",
    `$ kubectl get secret redis -o json | jq .data\n{\n  "redis-password": "${b64(p)}"\n}`,
    b64(p),
  );
  t = tok("slack-bot");
  add(
    "k8s-secret-base64",
    "kubectl-jsonpath",
    "cli-output",
    `$ kubectl get secret slack -o jsonpath='{.data.token}'\n${b64(t)}`,
    b64(t),
  );
  t = tok("openai-project");
  add(
    "k8s-secret-base64",
    "kubectl-jsonpath-decoded",
    "cli-output",
    `$ kubectl get secret llm -o jsonpath='{.data.OPENAI_API_KEY}' | base64 -d\n${t}`,
    t,
  );
  p = password(r, 20, "");
  const dcj = b64(
    JSON.stringify({
      auths: {
        "ghcr.io": { username: "acme-bot", password: tok("github-classic-pat"), auth: b64(`acme-bot:${p}`) },
      },
    }),
  );
  add(
    "k8s-secret-base64",
    "dockerconfigjson",
    "k8s-manifest",
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ghcr-pull\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: ${dcj}`,
    dcj.slice(40, 160),
  );
  t = tok("datadog-api");
  add(
    "k8s-secret-base64",
    "helm-values-b64",
    "yaml-config",
    `datadog:\n  apiKeyExistingSecret: ""\n  apiKey: ""\nsecrets:\n  DD_API_KEY: ${b64(t)}`,
    b64(t),
  );
  // tokens printed by CLIs
  t = tok("github-oauth");
  add(
    "cli-printed",
    "gh-auth-status",
    "cli-output",
    `$ gh auth status -t\ngithub.com\n  ✓ Logged in to github.com account jdoe (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ${t}\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'`,
    t,
  );
  t = tok("github-oauth");
  add("cli-printed", "gh-auth-token", "cli-output", `$ gh auth token\n${t}`, t);
  t = tok("gcp-access-token");
  add(
    "cli-printed",
    "gcloud-print-access-token",
    "cli-output",
    `$ gcloud auth print-access-token\n${t}\n$ curl -H "Authorization: Bearer $(gcloud auth print-access-token)" https://cloudresourcemanager.googleapis.com/v1/projects`,
    t,
  );
  t = `1//0${r.mixed(`${ALNUM}_-`, 99)}`;
  add(
    "cli-printed",
    "firebase-login-ci",
    "cli-output",
    `$ firebase login:ci\n✔  Success! Use this token to login on a CI server:\n\n${t}\n\nExample: firebase deploy --token "$FIREBASE_TOKEN"`,
    t,
  );
  t = tok("vault-service-token");
  add(
    "cli-printed",
    "vault-token-create",
    "cli-output",
    `$ vault token create -policy=ci -ttl=24h\nKey                  Value\n---                  -----\ntoken                ${t}\ntoken_accessor       ${r.mixed(ALNUM, 24)}\ntoken_duration       24h\ntoken_renewable      true\ntoken_policies       ["ci" "default"]`,
    t,
  );
  t = tok("npm-automation");
  add(
    "cli-printed",
    "npm-token-create",
    "cli-output",
    `$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ ${t} │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ true                                     │\n└────────────────┴──────────────────────────────────────────┘`,
    t,
  );
  t = r.uuid();
  add(
    "cli-printed",
    "heroku-auth-token",
    "cli-output",
    `$ heroku auth:token\n ›   Warning: token will expire 11/26/2027\n ›   Use heroku authorizations:create to generate a long-term token\n${t}`,
    t,
  );
  p = password(r, 22, "");
  add("cli-printed", "op-read", "cli-output", `$ op read "op://Engineering/Prod Postgres/password"\n${p}`, p);
  p = password(r, 20);
  add(
    "cli-printed",
    "security-find-generic-password",
    "cli-output",
    `$ security find-generic-password -s "acme-vpn" -w\n${p}`,
    p,
  );
  p = password(r, 26, "");
  add(
    "cli-printed",
    "terraform-output-raw",
    "cli-output",
    `$ terraform output -raw db_admin_password\n${p}`,
    p,
  );
  t = tok("sendgrid");
  add(
    "cli-printed",
    "docker-compose-config",
    "cli-output",
    `$ docker compose config\nservices:\n  mailer:\n    environment:\n      SENDGRID_API_KEY: ${t}\n      MAIL_FROM: noreply@acme.dev\n    image: acme/mailer:3`,
    t,
  );
  t = tok("doppler-personal");
  add("cli-printed", "doppler-secrets", "cli-output", `$ doppler secrets get API_TOKEN --plain\n${t}`, t);
  t = tok("anthropic");
  add(
    "cli-printed",
    "ps-environ",
    "cli-output",
    `$ cat /proc/31337/environ | tr '\\0' '\\n' | grep KEY\nANTHROPIC_API_KEY=${t}`,
    t,
  );
  t = tok("gitlab-pat");
  add(
    "cli-printed",
    "ci-log-echo",
    "ci-log",
    `$ echo "using token $GITLAB_TOKEN"\nusing token ${t}\n$ ./release.sh\nCleaning up project directory and file based variables\nJob succeeded`,
    t,
  );
  t = tok("huggingface");
  add(
    "cli-printed",
    "set-x-trace",
    "ci-log",
    `+ huggingface-cli login --token ${t}\nToken is valid (permission: write).\nLogin successful`,
    t,
  );
  // tokens wrapped across lines (terminal width, backslash continuation, string concatenation, folded YAML)
  t = tok("openai-project");
  add(
    "wrapped",
    "terminal-wrap-80",
    "wrapped-terminal",
    `$ echo $OPENAI_API_KEY\n${wrap(t, 80)}`,
    t.slice(0, 80),
    [t.slice(80, 160)],
  );
  t = tok("atlassian-api");
  add(
    "wrapped",
    "backslash-continuation",
    "wrapped-shell",
    `export JIRA_API_TOKEN="${t.slice(0, 90)}\\\n${t.slice(90)}"`,
    t.slice(0, 90),
    [t.slice(90)],
  );
  t = tok("line-channel");
  add(
    "wrapped",
    "python-concat",
    "wrapped-code",
    `LINE_TOKEN = (\n    "${t.slice(0, 60)}"\n    "${t.slice(60, 120)}"\n    "${t.slice(120)}"\n)`,
    t.slice(0, 60),
    [t.slice(60, 120), t.slice(120)],
  );
  t = tok("gcp-access-token");
  add(
    "wrapped",
    "yaml-folded",
    "wrapped-yaml",
    `auth:\n  token: >-\n    ${t.slice(0, 76)}\n    ${t.slice(76)}`,
    t.slice(0, 76),
    [t.slice(76)],
  );
  t = tok("stripe-secret");
  add(
    "wrapped",
    "js-concat",
    "wrapped-code",
    `const key =\n  "${t.slice(0, 54)}" +\n  "${t.slice(54)}";`,
    t.slice(0, 54),
    [t.slice(54)],
  );
  const j = jwt(r, { sub: r.uuid(), role: "admin", iat: 1764230000 }, "RS256");
  const jl = wrap(j, 100).split("\n");
  add(
    "wrapped",
    "jwt-wrapped-log",
    "wrapped-terminal",
    `[auth] issued token: ${jl.join("\n[auth] ")}`,
    jl[jl.length - 2],
    [jl[jl.length - 3]],
  );
  t = b64(password(r, 40, ""));
  add(
    "wrapped",
    "base64-wrap",
    "wrapped-terminal",
    `$ printf '%s' "$ADMIN_TOKEN" | base64 -w 40\n${wrap(t, 40)}`,
    t.slice(0, 40),
    [t.slice(40)],
  );
  return out;
}
