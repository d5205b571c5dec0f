// Credential files and framework secrets: .netrc, .npmrc, .pypirc, docker config.json, kubeconfig,
// Maven/Gradle, Terraform, NuGet, Cargo, gh hosts.yml, Android signing, app secret keys.

import { jwt, jwtClaims, password } from "./material.mjs";
import { ALNUM_LOWER, B64, BASE62, checksummedToken, HEX } from "./random.mjs";

const c = (family, kind, context, text, secret, also) => ({
  family,
  kind,
  context,
  text,
  secret,
  ...(also ? { also } : {}),
});

export function fileCases(r) {
  const out = [];
  const f = (kind, context, text, secret, also) =>
    out.push(c("credential-file", kind, context, text, secret, also));
  let s = checksummedToken(r, "gho_");
  f("netrc", "config", `machine github.com\n  login jdoe\n  password ${s}`, s);
  s = r.uuid();
  f(
    "netrc",
    "output",
    `$ cat ~/.netrc\nmachine api.heroku.com\n  login jdoe@acme.io\n  password ${s}\nmachine git.heroku.com\n  login jdoe@acme.io\n  password ${s}`,
    s,
  );
  s = password(r);
  f("netrc", "config", `machine ftp.acme-partners.com login uploader password ${s}`, s);
  s = checksummedToken(r, "npm_");
  f("npmrc", "config", `registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${s}`, s);
  s = checksummedToken(r, "ghp_");
  f(
    "npmrc",
    "output",
    `$ cat ~/.npmrc\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${s}`,
    s,
  );
  s = Buffer.from(`builder:${password(r)}`).toString("base64");
  f(
    "npmrc-auth",
    "config",
    `registry=https://nexus.acme.internal/repository/npm-group/\n_auth=${s}\nalways-auth=true`,
    s,
  );
  s = r.mixed(BASE62, 40);
  f(
    "yarnrc",
    "config",
    `npmScopes:\n  acme:\n    npmRegistryServer: "https://npm.acme.internal"\n    npmAuthToken: "${s}"`,
    s,
  );
  s = `pypi-AgEIcHlwaS5vcmcCJ${r.mixed(`${BASE62}_-`, 140)}`;
  f(
    "pypirc",
    "config",
    `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${s}`,
    s,
  );
  s = password(r);
  f(
    "pypirc",
    "config",
    `[internal]\nrepository = https://pypi.acme.internal/\nusername = release\npassword = ${s}`,
    s,
  );
  s = Buffer.from(`jdoe:${checksummedToken(r, "ghp_")}`).toString("base64");
  f(
    "docker-config",
    "json",
    `{\n  "auths": {\n    "ghcr.io": {\n      "auth": "${s}"\n    }\n  },\n  "credsStore": ""\n}`,
    s,
  );
  s = Buffer.from(`_json_key:${password(r)}`).toString("base64");
  f(
    "docker-config",
    "output",
    `$ cat ~/.docker/config.json\n{"auths":{"europe-docker.pkg.dev":{"auth":"${s}"}}}`,
    s,
  );
  s = jwt(r, jwtClaims(r), "RS256");
  f(
    "kubeconfig-token",
    "config",
    `apiVersion: v1\nkind: Config\nusers:\n- name: ci-deployer\n  user:\n    token: ${s}\ncontexts:\n- context: {cluster: prod, user: ci-deployer}\n  name: prod`,
    s,
  );
  s = Buffer.from(
    `-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA${r.str(B64, 600)}\n-----END RSA PRIVATE KEY-----\n`,
  ).toString("base64");
  f(
    "kubeconfig-client-key",
    "config",
    `users:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: ${Buffer.from("-----BEGIN CERTIFICATE-----\nMIIC8").toString("base64")}\n    client-key-data: ${s}`,
    s,
  );
  s = password(r);
  f(
    "kubeconfig-basic",
    "config",
    `users:\n- name: legacy-admin\n  user:\n    username: admin\n    password: ${s}`,
    s,
  );
  s = password(r);
  f(
    "maven-settings",
    "config",
    `<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deployment</username>\n      <password>${s}</password>\n    </server>\n  </servers>\n</settings>`,
    s,
  );
  s = password(r);
  f(
    "gradle-properties",
    "config",
    `org.gradle.jvmargs=-Xmx2g\nossrhUsername=acme-release\nossrhPassword=${s}\nsigning.keyId=${r.str(HEX, 8).toUpperCase()}`,
    s,
  );
  s = password(r);
  f(
    "gradle-signing",
    "config",
    `signing.keyId=${r.str(HEX, 8).toUpperCase()}\nsigning.password=${s}\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg`,
    s,
  );
  s = password(r);
  const s2 = password(r);
  f(
    "android-keystore",
    "config",
    `storeFile=release.jks\nstorePassword=${s}\nkeyAlias=upload\nkeyPassword=${s2}`,
    s,
    [s2],
  );
  s = password(r);
  f(
    "java-keystore",
    "shell",
    `keytool -importkeystore -srckeystore server.p12 -srcstoretype PKCS12 -srcstorepass ${s} -destkeystore server.jks -deststorepass ${s}`,
    s,
  );
  s = password(r);
  f(
    "spring-properties",
    "config",
    `spring.datasource.url=jdbc:postgresql://db:5432/app\nspring.datasource.username=app\nspring.datasource.password=${s}`,
    s,
  );
  s = password(r);
  f("terraform-tfvars", "config", `region      = "eu-west-1"\ndb_username = "app"\ndb_password = "${s}"`, s);
  s = `${r.mixed(ALNUM_LOWER, 14)}.atlasv1.${r.mixed(`${BASE62}_-`, 67)}`;
  f("terraformrc", "config", `credentials "app.terraform.io" {\n  token = "${s}"\n}`, s);
  s = password(r);
  f("terraform-var-flag", "shell", `terraform apply -var="db_password=${s}" -auto-approve`, s);
  s = password(r);
  f(
    "nuget-config",
    "config",
    `<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="${s}" />\n  </AcmeFeed>\n</packageSourceCredentials>`,
    s,
  );
  s = `cio${r.mixed(BASE62, 32)}`;
  f("cargo-credentials", "config", `[registry]\ntoken = "${s}"`, s);
  s = checksummedToken(r, "gho_");
  f(
    "gh-hosts",
    "output",
    `$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    user: jdoe\n    oauth_token: ${s}\n    git_protocol: https`,
    s,
  );
  s = checksummedToken(r, "ghp_");
  f("git-credentials", "config", `https://jdoe:${s}@github.com`, s);
  s = checksummedToken(r, "ghp_");
  f("composer-auth", "json", `{\n  "github-oauth": {\n    "github.com": "${s}"\n  }\n}`, s);
  s = `rubygems_${r.str(HEX, 48)}`;
  f("gem-credentials", "config", `---\n:rubygems_api_key: ${s}`, s);
  s = r.mixed(`${BASE62}/+`, 40);
  f(
    "s3cfg",
    "config",
    `[default]\naccess_key = ${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 20)}\nsecret_key = ${s}\nhost_base = s3.amazonaws.com`,
    s,
  );
  s = password(r);
  f(
    "ansible-vars",
    "config",
    `all:\n  vars:\n    ansible_user: deploy\n    ansible_become_password: ${s}`,
    s,
  );
  s = password(r);
  f("htpasswd-cli", "shell", `htpasswd -bc /etc/nginx/.htpasswd admin ${s}`, s);

  const g = (kind, context, text, secret) => out.push(c("app-secret", kind, context, text, secret));
  s = `base64:${r.mixed(B64, 43)}=`;
  g("laravel-app-key", "config", `APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=${s}\nAPP_DEBUG=false`, s);
  s = `django-insecure-${r.mixed(`${ALNUM_LOWER}!@#$%^&*(-_=+)`, 50)}`;
  g("django-secret-key", "code", `SECRET_KEY = '${s}'\nDEBUG = False`, s);
  s = r.str(HEX, 128);
  g("rails-secret-key-base", "config", `production:\n  secret_key_base: ${s}`, s);
  s = r.str(HEX, 32);
  g("rails-master-key", "output", `$ cat config/master.key\n${s}`, s);
  s = r.mixed(B64, 44);
  g("nextauth-secret", "config", `NEXTAUTH_URL=https://app.acme.io\nNEXTAUTH_SECRET=${s}`, s);
  s = r.mixed(BASE62, 32);
  g("flask-secret", "code", `app = Flask(__name__)\napp.secret_key = "${s}"`, s);
  s = r.mixed(BASE62, 48);
  g("jwt-secret", "config", `auth:\n  jwt_secret: ${s}\n  ttl: 15m`, s);
  s = r.str(HEX, 64);
  g("encryption-key", "code", `const ENCRYPTION_KEY = Buffer.from("${s}", "hex");`, s);
  s = r.mixed(BASE62, 40);
  g(
    "session-secret",
    "code",
    `app.use(session({ secret: "${s}", resave: false, saveUninitialized: false }));`,
    s,
  );
  s = r.mixed(`${BASE62}_-`, 32);
  g(
    "client-secret",
    "json",
    `{"client_id":"${r.hex(20)}","client_secret":"${s}","redirect_uris":["https://app.acme.io/callback"]}`,
    s,
  );
  s = r.str(HEX, 40);
  g("webhook-secret", "shell", `export GITHUB_WEBHOOK_SECRET=${s}`, s);
  s = r.mixed(BASE62, 24);
  g("hmac-key", "log", `2026-04-01 12:00:01 DEBUG signer: hmac_key=${s} algo=sha256`, s);
  s = password(r);
  g(
    "admin-password",
    "output",
    `$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d\n${s}`,
    s,
  );
  s = password(r);
  g("grafana-admin", "output", `Grafana admin password (generated): ${s}`, s);
  s = password(r);
  g(
    "jenkins-initial",
    "output",
    `$ docker logs jenkins\n*************************************************************\nJenkins initial setup is required. An admin user has been created and a password generated.\nPlease use the following password to proceed to installation:\n\n${r.str(HEX, 32)}\n\nThis may also be found at: /var/jenkins_home/secrets/initialAdminPassword`.replace(
      /\n\n([0-9a-f]{32})\n\n/,
      (_m, v) => {
        s = v;
        return `\n\n${v}\n\n`;
      },
    ),
    s,
  );
  s = password(r);
  g(
    "prose-password",
    "prose",
    `the admin password for the staging dashboard is ${s}, log in and check the chart`,
    s,
  );
  s = password(r);
  g("prose-password", "prose", `管理员密码：${s}`, s);
  s = password(r);
  g("prose-password", "prose", `Das Admin-Passwort ist ${s} – bitte nach dem Test ändern.`, s);
  s = password(r);
  g("prose-password", "prose", `パスワード: ${s}`, s);
  s = r.mixed(BASE62, 32);
  g("api-secret", "header", `X-Api-Secret: ${s}`, s);
  s = r.mixed(BASE62, 40);
  g("internal-api-key", "url", `https://internal.acme.io/api/v1/export?apikey=${s}`, s);
  s = r.mixed(B64, 32);
  g("cookie-secret", "config", `[server]\ncookie_secret = "${s}"`, s);
  return out;
}
