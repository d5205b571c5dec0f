// Session cookies, tokens in URLs and registry config, tokens wrapped across lines, and tokens as
// tools print them, for the held-out-15 corpus.

import { ALNUM, alnum, b64url, checksummed, digits, hex, LOWNUM, str, uuid } from "./rand.mjs";
import { jwt } from "./vendors.mjs";

function cookies() {
  const out = [];
  const add = (family, ctx, text, secret) =>
    out.push({ family, kind: "session-cookie", context: ctx, text, secret });
  const nextAuth = jwt({ name: "Dev", email: "dev@acme.io", sub: uuid(), iat: 1795000000 });
  add(
    "cookie-next-auth",
    "curl-verbose",
    `< HTTP/2 302\n< location: /dashboard\n< set-cookie: __Secure-next-auth.session-token=${nextAuth}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    nextAuth,
  );
  const sid = `s%3A${str(`${ALNUM}-_`, 32)}.${str(`${ALNUM}%`, 43)}`;
  add(
    "cookie-connect-sid",
    "copy-as-curl",
    `curl 'https://admin.acme.dev/api/users?page=2' \\\n  -H 'accept: application/json' \\\n  -b 'connect.sid=${sid}; theme=dark' \\\n  --compressed`,
    sid,
  );
  const dj = str(LOWNUM, 32);
  add(
    "cookie-django",
    "http-request",
    `GET /admin/ HTTP/1.1\nHost: staging.acme.dev\nCookie: csrftoken=${alnum(32)}; sessionid=${dj}\nUser-Agent: Mozilla/5.0`,
    dj,
  );
  const rails = `${b64url(180)}--${hex(40)}`;
  add(
    "cookie-rails",
    "python-requests",
    `s = requests.Session()\ns.cookies.set("_acme_session", "${rails}", domain="app.acme.io")`,
    rails,
  );
  const gh = `${str(`${ALNUM}%`, 120)}--${str(`${ALNUM}%`, 40)}`;
  add(
    "cookie-user-session",
    "playwright-storage-state",
    `{\n  "cookies": [\n    {\n      "name": "user_session",\n      "value": "${gh}",\n      "domain": "git.acme.dev",\n      "httpOnly": true\n    }\n  ]\n}`,
    gh,
  );
  const lv = `eyJpdiI6I${str(`${ALNUM}`, 180)}`;
  add(
    "cookie-laravel",
    "devtools-console",
    `> document.cookie\n'XSRF-TOKEN=${alnum(40)}; laravel_session=${lv}'`,
    lv,
  );
  const sb = `base64-${Buffer.from(JSON.stringify({ access_token: jwt({ sub: uuid(), role: "authenticated" }), refresh_token: alnum(12) })).toString("base64")}`;
  add("cookie-supabase", "http-log", `cookie: sb-${str("abcdefghijklmnopqrst", 20)}-auth-token=${sb}`, sb);
  const aspnet = `CfDJ8${str(`${ALNUM}-_`, 300)}`;
  add(
    "cookie-aspnet",
    "har-json",
    `{"name":".AspNetCore.Cookies","value":"${aspnet}","path":"/","httpOnly":true,"secure":true}`,
    aspnet,
  );
  const php = str(LOWNUM, 26);
  add(
    "cookie-php",
    "curl-cookie-jar",
    `$ cat cookies.txt\n# Netscape HTTP Cookie File\n#HttpOnly_shop.acme.dev\tFALSE\t/\tTRUE\t0\tPHPSESSID\t${php}`,
    php,
  );
  const flask = `.eJw${str(`${ALNUM}-_`, 90)}.Z${alnum(5)}.${str(`${ALNUM}-_`, 27)}`;
  add(
    "cookie-flask",
    "chat-de",
    `Ich bin eingeloggt, hier ist mein Session-Cookie: session=${flask} – kannst du damit die API testen?`,
    flask,
  );
  return out;
}

function urlsAndRegistries() {
  const out = [];
  const add = (family, ctx, text, secret) =>
    out.push({ family, kind: "token-in-config", context: ctx, text, secret });
  const n1 = checksummed("npm_");
  add("npm", "npmrc-cat", `$ cat ~/.npmrc\n//registry.npmjs.org/:_authToken=${n1}\nfund=false`, n1);
  const n2 = checksummed("npm_");
  add(
    "npm",
    "npm-config-list",
    `$ npm config list\n; "user" config from /home/dev/.npmrc\n\n//registry.npmjs.org/:_authToken = "${n2}"\n; node bin location = /usr/local/bin/node`,
    n2,
  );
  const y = checksummed("ghp_");
  add(
    "github-pat",
    "yarnrc",
    `npmScopes:\n  acme:\n    npmAlwaysAuth: true\n    npmAuthToken: ${y}\n    npmRegistryServer: "https://npm.pkg.github.com"`,
    y,
  );
  const g = checksummed("ghp_");
  add(
    "github-pat",
    "git-clone-url",
    `$ git clone https://${g}@github.com/acme/infra.git\nCloning into 'infra'...`,
    g,
  );
  const gl = `glpat-${str(`${ALNUM}-_`, 20)}`;
  add(
    "gitlab-pat",
    "go-private",
    `$ git config --global url."https://oauth2:${gl}@gitlab.acme.dev/".insteadOf "https://gitlab.acme.dev/"`,
    gl,
  );
  const gs = checksummed("ghs_");
  add(
    "github-app",
    "actions-log",
    `2026-11-27T19:11:02.1234567Z [command]/usr/bin/git config --local http.https://github.com/.extraheader AUTHORIZATION: basic ${Buffer.from(`x-access-token:${gs}`).toString("base64")}`,
    Buffer.from(`x-access-token:${gs}`).toString("base64"),
  );
  const pp = `pypi-AgEIcHlwaS5vcmc${b64url(60)}`;
  add("pypi", "pypirc", `$ cat ~/.pypirc\n[pypi]\n  username = __token__\n  password = ${pp}`, pp);
  const cg = `cio${alnum(32)}`;
  add("crates-io", "cargo-credentials", `$ cat ~/.cargo/credentials.toml\n[registry]\ntoken = "${cg}"`, cg);
  const dk = `dckr_pat_${str(`${ALNUM}-_`, 27)}`;
  add(
    "dockerhub",
    "docker-config-json",
    `$ cat ~/.docker/config.json\n{\n  "auths": {\n    "https://index.docker.io/v1/": {\n      "auth": "${Buffer.from(`acmeci:${dk}`).toString("base64")}"\n    }\n  }\n}`,
    Buffer.from(`acmeci:${dk}`).toString("base64"),
  );
  const cm = `${alnum(8)}${hex(24)}`;
  add(
    "composer-auth",
    "auth-json",
    `{\n  "github-oauth": { "github.com": "${checksummed("gho_")}" },\n  "http-basic": { "repo.packagist.com": { "username": "token", "password": "${cm}" } }\n}`,
    cm,
  );
  const gr = `${alnum(8)}${hex(32)}`;
  add(
    "gradle-properties",
    "properties",
    `$ cat ~/.gradle/gradle.properties\norg.gradle.jvmargs=-Xmx2g\nmavenPassword=${gr}\nsigning.keyId=${hex(8).toUpperCase()}`,
    gr,
  );
  const mv = `{${b64url(40)}=}`;
  add(
    "maven-settings",
    "xml",
    `<server>\n  <id>acme-releases</id>\n  <username>deployer</username>\n  <password>${mv}</password>\n</server>`,
    mv,
  );
  const hf = `hf_${str("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)}`;
  add(
    "huggingface",
    "url-path",
    `wget --header="Authorization: Bearer ${hf}" https://huggingface.co/acme/private-model/resolve/main/model.safetensors`,
    hf,
  );
  const tg = `${digits(10)}:AA${str(`${ALNUM}-_`, 33)}`;
  add(
    "telegram-bot",
    "url-path",
    `requests.get(f"https://api.telegram.org/bot${tg}/sendMessage", params={"chat_id": chat_id, "text": msg})`,
    tg,
  );
  return out;
}

// Tokens wrapped across lines: the secret is the first fragment, `also` the second.
function wrapped() {
  const out = [];
  const add = (family, ctx, text, a, b) =>
    out.push({ family, kind: "wrapped", context: ctx, text, secret: a, also: [b] });
  const o = `sk-proj-${str(`${ALNUM}-_`, 74)}T3BlbkFJ${str(`${ALNUM}-_`, 74)}`;
  add(
    "openai",
    "terminal-wrap-80",
    `$ export OPENAI_API_KEY=${o.slice(0, 56)}\n${o.slice(56, 136)}\n${o.slice(136)}`,
    o.slice(0, 56),
    o.slice(56, 136),
  );
  const a = `sk-ant-api03-${str(`${ALNUM}-_`, 93)}AA`;
  add(
    "anthropic",
    "string-concat-python",
    `ANTHROPIC_API_KEY = (\n    "${a.slice(0, 54)}"\n    "${a.slice(54)}"\n)`,
    a.slice(0, 54),
    a.slice(54),
  );
  const g = `github_pat_${alnum(22)}_${alnum(59)}`;
  add(
    "github-fine-grained",
    "string-concat-js",
    `const token =\n  "${g.slice(0, 45)}" +\n  "${g.slice(45)}";`,
    g.slice(0, 45),
    g.slice(45),
  );
  const s = `SG.${str(`${ALNUM}-_`, 22)}.${str(`${ALNUM}-_`, 43)}`;
  add(
    "sendgrid",
    "yaml-folded",
    `sendgrid:\n  api_key: >-\n    ${s.slice(0, 35)}\n    ${s.slice(35)}`,
    s.slice(0, 35),
    s.slice(35),
  );
  const sl = `xoxb-${digits(12)}-${digits(13)}-${alnum(24)}`;
  add(
    "slack-bot",
    "shell-continuation",
    `curl -H "Authorization: Bearer ${sl.slice(0, 30)}\\\n${sl.slice(30)}" https://slack.com/api/auth.test`,
    sl.slice(0, 30),
    sl.slice(30),
  );
  const v = `hvs.${str(`${ALNUM}-_`, 90)}`;
  add(
    "vault",
    "log-wrap",
    `2026-11-27T19:21:40Z [INFO]  token created: ${v.slice(0, 48)}\n    ${v.slice(48)} (ttl=768h)`,
    v.slice(0, 48),
    v.slice(48),
  );
  const az = `${b64url(48)}${b64url(24)}`;
  add(
    "azure-devops",
    "chat-ko-wrapped",
    `토큰 붙여넣을게요:\n${az.slice(0, 50)}\n${az.slice(50)}`,
    az.slice(0, 50),
    az.slice(50),
  );
  const d = `dop_v1_${hex(64)}`;
  add(
    "digitalocean",
    "markdown-codeblock-wrap",
    `\`\`\`\n${d.slice(0, 40)}\n${d.slice(40)}\n\`\`\``,
    d.slice(0, 40),
    d.slice(40),
  );
  const hk = `HRKU-AA${str(`${ALNUM}-_`, 58)}`;
  add(
    "heroku",
    "go-concat",
    `const herokuKey = "${hk.slice(0, 33)}" +\n\t"${hk.slice(33)}"`,
    hk.slice(0, 33),
    hk.slice(33),
  );
  const st = `sk_live_${alnum(24)}`;
  add(
    "stripe",
    "table-cell-wrap",
    `│ STRIPE_SECRET_KEY │ ${st.slice(0, 18)} │\n│                   │ ${st.slice(18)}       │`,
    st.slice(0, 18),
    st.slice(18),
  );
  return out;
}

// What tools print when they create, rotate or show a credential.
function printed() {
  const out = [];
  const add = (family, ctx, text, secret) =>
    out.push({ family, kind: "cli-printed", context: ctx, text, secret });
  const gh = checksummed("gho_");
  add("github-oauth", "gh-auth-token", `$ gh auth token\n${gh}`, gh);
  const gh2 = checksummed("gho_");
  add(
    "github-oauth",
    "gh-auth-status-show-token",
    `$ gh auth status --show-token\ngithub.com\n  ✓ Logged in to github.com account dev (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ${gh2}\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'`,
    gh2,
  );
  const st = `rk_live_${alnum(99)}`;
  add(
    "stripe-restricted",
    "stripe-cli-config",
    `$ stripe config --list\n[default]\n  device_name = 'devbox'\n  live_mode_api_key = '${st}'\n  live_mode_key_expires_at = '2027-02-25'`,
    st,
  );
  const wh = `whsec_${hex(64)}`;
  add(
    "stripe-webhook",
    "stripe-listen",
    `$ stripe listen --forward-to localhost:3000/webhooks\n> Ready! You are using Stripe API Version [2025-09-30]. Your webhook signing secret is ${wh} (^C to quit)`,
    wh,
  );
  const dp = `dp.pt.${alnum(43)}`;
  add(
    "doppler",
    "doppler-configure",
    `$ doppler configure --all\n┌────────┬─────────────────────────────────────────────────────┬───────┐\n│ NAME   │ VALUE                                               │ SCOPE │\n├────────┼─────────────────────────────────────────────────────┼───────┤\n│ token  │ ${dp} │ /     │\n└────────┴─────────────────────────────────────────────────────┴───────┘`,
    dp,
  );
  const vt = `hvs.${str(`${ALNUM}-_`, 90)}`;
  add(
    "vault",
    "vault-token-create",
    `$ vault token create -policy=deploy\nKey                  Value\n---                  -----\ntoken                ${vt}\ntoken_accessor       ${alnum(24)}\ntoken_duration       768h\ntoken_renewable      true`,
    vt,
  );
  const np = checksummed("npm_");
  add(
    "npm",
    "npm-token-create",
    `$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ ${np} │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ true                                     │\n└────────────────┴──────────────────────────────────────────┘`,
    np,
  );
  const gl = `glpat-${str(`${ALNUM}-_`, 20)}`;
  add(
    "gitlab-pat",
    "glab-api-json",
    `$ glab api -X POST users/42/personal_access_tokens -f name=ci -f scopes[]=api\n{"id":${digits(5)},"name":"ci","revoked":false,"scopes":["api"],"active":true,"token":"${gl}"}`,
    gl,
  );
  const ts = `tskey-auth-k${alnum(10)}CNTRL-${alnum(33)}`;
  add(
    "tailscale",
    "api-response",
    `HTTP/1.1 200 OK\nContent-Type: application/json\n\n{"id":"k${alnum(10)}CNTRL","key":"${ts}","created":"2026-11-27T19:00:00Z","expires":"2027-02-25T19:00:00Z"}`,
    ts,
  );
  const sp = `sbp_${hex(40)}`;
  add(
    "supabase",
    "debug-log",
    `supabase: DEBUG  Using access token from env: ${sp}\nsupabase: DEBUG  GET https://api.supabase.com/v1/projects`,
    sp,
  );
  const fl = `FlyV1 fm2_${b64url(120)}`;
  add("fly", "flyctl-tokens-create", `$ fly tokens create deploy -a acme-api\n${fl}`, fl.slice(6));
  const cf = str(`${ALNUM}-_`, 40);
  add(
    "cloudflare",
    "wrangler-debug",
    `$ WRANGLER_LOG=debug wrangler deploy\n[wrangler:debug]: -- START CF API REQUEST: GET https://api.cloudflare.com/client/v4/accounts\n[wrangler:debug]: HEADERS: {"Authorization":"Bearer ${cf}","User-Agent":"wrangler/3.90.0"}`,
    cf,
  );
  const hn = `hf_${str("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)}`;
  add("huggingface", "cat-token-file", `$ cat ~/.cache/huggingface/token\n${hn}`, hn);
  const pt = `pul-${hex(40)}`;
  add(
    "pulumi",
    "credentials-json",
    `$ cat ~/.pulumi/credentials.json\n{\n    "current": "https://api.pulumi.com",\n    "accessTokens": {\n        "https://api.pulumi.com": "${pt}"\n    }\n}`,
    pt,
  );
  const tf = `${alnum(14)}.atlasv1.${str(`${ALNUM}-_`, 67)}`;
  add(
    "terraform-cloud",
    "credentials-tfrc",
    `$ cat ~/.terraform.d/credentials.tfrc.json\n{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "${tf}"\n    }\n  }\n}`,
    tf,
  );
  const sa = jwt({
    iss: "kubernetes/serviceaccount",
    "kubernetes.io/serviceaccount/namespace": "ci",
    sub: "system:serviceaccount:ci:deployer",
  });
  add(
    "k8s-sa-token",
    "kubectl-create-token",
    `$ kubectl create token deployer -n ci --duration=24h\n${sa}`,
    sa,
  );
  const kc = `${str(LOWNUM, 6)}.${str(LOWNUM, 16)}`;
  add(
    "kubeadm-token",
    "kubeadm-join",
    `$ kubeadm token create --print-join-command\nkubeadm join 10.0.0.10:6443 --token ${kc} --discovery-token-ca-cert-hash sha256:${hex(64)}`,
    kc,
  );
  const kb = `${b64url(30)}${hex(8)}-${hex(4)}`;
  add(
    "kubeconfig-token",
    "kubectl-config-view-raw",
    `$ kubectl config view --raw --minify\nusers:\n- name: admin@prod\n  user:\n    token: ${kb}`,
    kb,
  );
  const oi = `sk-${str(`${ALNUM}`, 48)}`;
  add(
    "openai-legacy",
    "openai-cli-debug",
    `$ OPENAI_LOG=debug python chat.py\n[2026-11-27 19:22:40] DEBUG openai._base_client: Request options: {'method': 'post', 'url': '/chat/completions', 'headers': {'Authorization': 'Bearer ${oi}'}}`,
    oi,
  );
  return out;
}

/** Cookies, registry/URL tokens, wrapped tokens and tool-printed tokens. */
export function miscCases() {
  return [...cookies(), ...urlsAndRegistries(), ...wrapped(), ...printed()];
}
