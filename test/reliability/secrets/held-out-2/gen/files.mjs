// Credential files tools read (netrc, .npmrc, .yarnrc.yml, .pypirc, pip.conf, Docker config.json,
// kubeconfig, gh hosts.yml, .git-credentials, .my.cnf, composer auth.json, Maven settings.xml,
// gradle.properties, RubyGems and Cargo credentials, Terraform CLI credentials, .vault-token,
// .databrickscfg, NuGet.config, .gitconfig extraheader, .curlrc, kaggle.json), user:password in
// URLs (RFC 3986 userinfo), and JSON Web Tokens (RFC 7519) in the places they travel.
import * as r from "./rng.mjs";

const c = (family, kind, context, text, secret, also) => ({
  family,
  kind,
  context,
  text,
  secret,
  ...(also ? { also } : {}),
});

export function fileCases() {
  const out = [];
  const f = (kind, context, secret, text, also) =>
    out.push(c("credential-file", kind, context, text, secret, also));
  let s = r.uuid();
  f(
    "netrc",
    "output",
    s,
    `$ cat ~/.netrc\nmachine api.heroku.com\n  login dev@acme.io\n  password ${s}\nmachine git.heroku.com\n  login dev@acme.io\n  password ${s}`,
  );
  s = r.hex(40);
  f("netrc", "config", s, `machine api.wandb.ai\n  login user\n  password ${s}`);
  s = r.password();
  f("netrc", "config", s, `machine ftp.acme-partner.com login exports password ${s}`);
  s = r.checksummed("npm_");
  f("npmrc", "output", s, `$ cat ~/.npmrc\n//registry.npmjs.org/:_authToken=${s}\nsave-exact=true`);
  s = r.checksummed("ghp_");
  f("npmrc", "config", s, `@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${s}`);
  const pw = r.password(true);
  s = Buffer.from(pw).toString("base64");
  f(
    "npmrc",
    "config",
    s,
    `registry=https://nexus.acme.lan/repository/npm-group/\n//nexus.acme.lan/repository/npm-group/:username=ci\n//nexus.acme.lan/repository/npm-group/:_password=${s}\nalways-auth=true`,
  );
  s = Buffer.from(`ci:${r.password(true)}`).toString("base64");
  f("npmrc", "config", s, `_auth=${s}\nemail=ci@acme.io`);
  s = r.checksummed("npm_");
  f("yarnrc", "config", s, `npmRegistryServer: "https://registry.npmjs.org"\nnpmAuthToken: "${s}"`);
  s = `pypi-AgEIcHlwaS5vcmc${r.b64urlBytes(120)}`;
  f(
    "pypirc",
    "config",
    s,
    `[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = ${s}`,
  );
  s = r.password();
  f(
    "pypirc",
    "output",
    s,
    `$ cat ~/.pypirc\n[internal]\nrepository = https://nexus.acme.lan/repository/pypi-internal/\nusername = deploy\npassword = ${s}`,
  );
  s = r.password(true);
  f(
    "pip-conf",
    "config",
    s,
    `[global]\nindex-url = https://ci:${s}@nexus.acme.lan/repository/pypi-group/simple\ntimeout = 60`,
  );
  s = Buffer.from(`acme-ci:${r.password(true)}`).toString("base64");
  f(
    "docker-config",
    "output",
    s,
    `$ cat ~/.docker/config.json\n${JSON.stringify({ auths: { "https://index.docker.io/v1/": { auth: s } }, credsStore: "" }, null, "\t")}`,
  );
  s = Buffer.from(`_json_key:${r.password(true)}`).toString("base64");
  f(
    "docker-config",
    "json",
    s,
    JSON.stringify({ auths: { "registry.acme.io": { auth: s, email: "ci@acme.io" } } }, null, 2),
  );
  s = `eyJhbGciOiJSUzI1NiIsImtpZCI6I${r.chars(`${r.ALNUM}_-`, 40)}.eyJhdWQiOlsiaHR0cHM6Ly9rdWJlcm5ldGVzLmRlZmF1bHQuc3ZjIl0${r.chars(`${r.ALNUM}_-`, 120)}.${r.chars(`${r.ALNUM}_-`, 342)}`;
  f(
    "kubeconfig-token",
    "config",
    s,
    `apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://k8s.acme.io:6443\n  name: prod\nusers:\n- name: ci\n  user:\n    token: ${s}`,
  );
  s = r.hex(64);
  f(
    "kubeconfig-token",
    "output",
    s,
    `$ kubectl config view --raw --minify\n...\nusers:\n- name: deployer\n  user:\n    token: ${s}`,
  );
  s = r.checksummed("gho_");
  f(
    "gh-hosts",
    "output",
    s,
    `$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    user: octo-dev\n    oauth_token: ${s}\n    git_protocol: https`,
  );
  s = r.checksummed("ghp_");
  f("git-credentials", "output", s, `$ cat ~/.git-credentials\nhttps://octo-dev:${s}@github.com`);
  s = r.password();
  f("my-cnf", "config", s, `[client]\nuser=root\npassword="${s}"\nhost=127.0.0.1`);
  s = r.checksummed("ghp_");
  f("composer-auth", "json", s, JSON.stringify({ "github-oauth": { "github.com": s } }, null, 4));
  s = r.password();
  f(
    "composer-auth",
    "json",
    s,
    JSON.stringify({ "http-basic": { "repo.packagist.com": { username: "token", password: s } } }, null, 4),
  );
  s = r.password();
  f(
    "maven-settings",
    "config",
    s,
    `<settings>\n  <servers>\n    <server>\n      <id>ossrh</id>\n      <username>acme-release</username>\n      <password>${s}</password>\n    </server>\n  </servers>\n</settings>`,
  );
  s = r.password();
  f(
    "gradle-properties",
    "config",
    s,
    `org.gradle.jvmargs=-Xmx2g\nossrhUsername=acme-release\nossrhPassword=${s}\nsigning.keyId=${r.hex(8).toUpperCase()}`,
  );
  s = `rubygems_${r.hex(48)}`;
  f("gem-credentials", "config", s, `---\n:rubygems_api_key: ${s}`);
  s = `cio${r.alnum(32)}`;
  f("cargo-credentials", "config", s, `[registry]\ntoken = "${s}"`);
  s = `${r.alnum(14)}.atlasv1.${r.chars(`${r.ALNUM}_-`, 67)}`;
  f(
    "terraform-credentials",
    "json",
    s,
    JSON.stringify({ credentials: { "app.terraform.io": { token: s } } }, null, 2),
  );
  s = `hvs.${r.chars(`${r.ALNUM}_-`, 92)}`;
  f("vault-token-file", "output", s, `$ cat ~/.vault-token\n${s}`);
  s = `dapi${r.hex(32)}`;
  f("databrickscfg", "config", s, `[DEFAULT]\nhost = https://acme.cloud.databricks.com\ntoken = ${s}`);
  s = r.password();
  f(
    "nuget-config",
    "config",
    s,
    `<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="ci" />\n    <add key="ClearTextPassword" value="${s}" />\n  </AcmeFeed>\n</packageSourceCredentials>`,
  );
  s = Buffer.from(`x-access-token:${r.checksummed("ghs_")}`).toString("base64");
  f(
    "gitconfig-extraheader",
    "config",
    s,
    `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${s}`,
  );
  s = r.password(true);
  f("curlrc", "config", s, `user = "ci:${s}"\nsilent\nshow-error`);
  s = r.hex(32);
  f("kaggle-json", "json", s, JSON.stringify({ username: "octo-dev", key: s }));
  s = r.checksummed("ghp_");
  f(
    "claude-settings",
    "json",
    s,
    JSON.stringify(
      { env: { GITHUB_PERSONAL_ACCESS_TOKEN: s }, permissions: { allow: ["Bash(npm run test:*)"] } },
      null,
      2,
    ),
  );

  const u = (kind, context, make, urlSafe = true) => {
    const p = r.password(urlSafe);
    out.push(c("url-credentials", kind, context, make(p), p));
  };
  u("https-userinfo", "url", (p) => `https://deploy:${p}@artifacts.acme.io/releases/app-2.4.1.tgz`);
  let tok = r.checksummed("ghp_");
  out.push(
    c(
      "url-credentials",
      "git-clone",
      "shell",
      `git clone https://octo-dev:${tok}@github.com/acme/payments.git`,
      tok,
    ),
  );
  tok = `glpat-${r.chars(`${r.ALNUM}_-`, 20)}`;
  out.push(
    c(
      "url-credentials",
      "git-remote",
      "shell",
      `git remote set-url origin https://oauth2:${tok}@gitlab.com/acme/infra.git`,
      tok,
    ),
  );
  tok = r.checksummed("ghs_");
  out.push(
    c(
      "url-credentials",
      "git-remote",
      "output",
      `$ git remote -v\norigin\thttps://x-access-token:${tok}@github.com/acme/web.git (fetch)\norigin\thttps://x-access-token:${tok}@github.com/acme/web.git (push)`,
      tok,
    ),
  );
  tok = r.chars("abcdefghijklmnopqrstuvwxyz234567", 52);
  out.push(
    c(
      "url-credentials",
      "azure-repos",
      "shell",
      `git clone https://acme:${tok}@dev.azure.com/acme/platform/_git/api`,
      tok,
    ),
  );
  u("ftp", "url", (p) => `ftp://exports:${p}@ftp.acme-partner.com/outgoing/`);
  u("smtp", "config", (p) => `EMAIL_URL=smtp://postmaster%40mg.acme.io:${p}@smtp.mailgun.org:587`);
  u("http-proxy", "shell", (p) => `export https_proxy=http://jdoe:${p}@proxy.corp.acme.com:3128`);
  u(
    "registry-url",
    "log",
    (p) => `npm ERR! 401 Unauthorized - GET https://ci:${p}@nexus.acme.lan/repository/npm-group/@acme%2fui`,
  );
  u("https-userinfo", "shell", (p) => `curl -fsS https://admin:${p}@grafana.acme.lan/api/dashboards/home`);
  u(
    "webdav",
    "prose",
    (p) => `You can mount it at https://jdoe:${p}@files.acme.io/remote.php/dav/files/jdoe/ for now.`,
  );
  u("sftp-uri", "config", (p) => `backup:\n  target: sftp://backup:${p}@nas.acme.lan:22/volume1/backups`);
  u(
    "mqtt",
    "code",
    (p) => `client = mqtt.connect("mqtts://sensor-gw:${p}@broker.acme.io:8883", { clientId: "gw-07" });`,
  );
  return out;
}

const b64url = (obj) => Buffer.from(JSON.stringify(obj)).toString("base64url");

function jwt(alg = "HS256", extra = {}) {
  const header = b64url({ alg, typ: "JWT" });
  const iat = r.between(1760000000, 1790000000);
  const payload = b64url({ sub: r.uuid(), iat, exp: iat + 3600, ...extra });
  const sig = r.b64urlBytes(alg === "HS256" ? 32 : 256);
  return { token: `${header}.${payload}.${sig}`, sig };
}

export function jwtCases() {
  const out = [];
  const j = (kind, context, make, alg, extra) => {
    const t = jwt(alg, extra);
    out.push(c("jwt", kind, context, make(t.token), t.token, [t.sig]));
  };
  j("bearer-header", "header", (t) => `Authorization: Bearer ${t}`);
  j(
    "cookie",
    "header",
    (t) => `Cookie: theme=dark; session=${t}; _ga=GA1.2.${r.digits(9)}.${r.digits(10)}`,
    "HS256",
    { role: "user" },
  );
  j(
    "oauth-response",
    "json",
    (t) => JSON.stringify({ access_token: t, token_type: "Bearer", expires_in: 3600, scope: "read:orders" }),
    "RS256",
    { scope: "read:orders" },
  );
  j("query-string", "url", (t) => `https://app.acme.io/embed/dashboard/42?token=${t}#bordered=true`);
  j("local-storage", "code", (t) => `localStorage.setItem("auth", "${t}");`);
  j("log", "log", (t) => `2026-02-03T09:12:44.118Z INFO  auth: issued token=${t} for user 4821`, "RS256");
  j(
    "kubectl-create-token",
    "output",
    (t) => `$ kubectl create token ci-deployer -n apps --duration=24h\n${t}`,
    "RS256",
    { iss: "https://kubernetes.default.svc.cluster.local" },
  );
  j(
    "supabase-service-role",
    "config",
    (t) => `NEXT_PUBLIC_SUPABASE_URL=https://abcdefghijklmnop.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${t}`,
    "HS256",
    { iss: "supabase", role: "service_role" },
  );
  j("curl", "shell", (t) => `curl -s https://api.acme.io/v2/orders -H "Authorization: Bearer ${t}"`);
  j(
    "grpcurl",
    "shell",
    (t) => `grpcurl -H 'authorization: Bearer ${t}' api.acme.io:443 orders.v1.Orders/List`,
    "RS256",
  );
  j(
    "prose",
    "prose",
    (t) => `My session token is ${t}, it expires in an hour if you want to try the endpoint.`,
  );
  j(
    "refresh-token-json",
    "json",
    (t) => JSON.stringify({ user: { id: 4821 }, refreshToken: t }, null, 2),
    "HS256",
    { typ: "refresh" },
  );
  return out;
}
