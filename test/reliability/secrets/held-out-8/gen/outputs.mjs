// Tokens that a command prints, and credential files a session cats (gh hosts.yml, .netrc, .pypirc,
// docker config.json, .npmrc, .git-credentials, composer auth.json, kubeconfig, gradle.properties ...).
import { checksummed } from "./checksum.mjs";
import { A } from "./rand.mjs";
import { jwt, VENDORS } from "./vendors.mjs";

const tok = (kind) => VENDORS.find((v) => v.kind === kind).make;
const b64 = (s) => Buffer.from(s).toString("base64");

const ENTRIES = [
  ["github", "gh-auth-token", (_r, s) => `$ gh auth token\n${s}`, (r) => checksummed(r, "gho_")],
  [
    "github",
    "gh-auth-status",
    (_r, s) =>
      `$ gh auth status --show-token\ngithub.com\n  ✓ Logged in to github.com account octo-dev (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ${s}\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'`,
    (r) => checksummed(r, "gho_"),
  ],
  [
    "github",
    "gh-hosts-yml",
    (_r, s) =>
      `$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    user: octo-dev\n    oauth_token: ${s}\n    git_protocol: ssh`,
    (r) => checksummed(r, "gho_"),
  ],
  [
    "github",
    "git-credentials",
    (_r, s) => `$ cat ~/.git-credentials\nhttps://octo-dev:${s}@github.com`,
    (r) => checksummed(r, "ghp_"),
  ],
  [
    "gcp",
    "gcloud-print-access-token",
    (_r, s) => `$ gcloud auth print-access-token\n${s}`,
    tok("oauth-access-token"),
  ],
  [
    "gcp",
    "gcloud-adc-json",
    (r, s) =>
      `$ cat ~/.config/gcloud/application_default_credentials.json\n{\n  "client_id": "${r.int(1e11, 9e11)}-${r.str(A.lowerNum, 32)}.apps.googleusercontent.com",\n  "client_secret": "${r.str(A.b64url, 24)}",\n  "refresh_token": "${s}",\n  "type": "authorized_user"\n}`,
    tok("oauth-refresh-token"),
  ],
  [
    "infra-platform",
    "vault-token-create",
    (r, s) =>
      `$ vault token create -policy=deploy -ttl=1h\nKey                  Value\n---                  -----\ntoken                ${s}\ntoken_accessor       ${r.str(A.alnum, 24)}\ntoken_duration       1h\ntoken_renewable      true\ntoken_policies       ["default" "deploy"]`,
    tok("vault-service"),
  ],
  [
    "infra-platform",
    "heroku-auth-token",
    (_r, s) =>
      `$ heroku auth:token\n ›   Warning: token will expire 11/26/2027\n ›   Use heroku authorizations:create to generate a long-term token\n${s}`,
    tok("heroku-v2"),
  ],
  [
    "package-registry",
    "npm-token-create",
    (_r, s) =>
      `$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ ${s} │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ true                                     │\n└────────────────┴──────────────────────────────────────────┘`,
    tok("npm"),
  ],
  [
    "package-registry",
    "npmrc",
    (_r, s) =>
      `$ cat ~/.npmrc\n//registry.npmjs.org/:_authToken=${s}\n@acme:registry=https://npm.pkg.github.com`,
    tok("npm"),
  ],
  [
    "package-registry",
    "pypirc",
    (_r, s) =>
      `$ cat ~/.pypirc\n[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${s}`,
    tok("pypi"),
  ],
  [
    "package-registry",
    "yarnrc",
    (_r, s) =>
      `npmScopes:\n  acme:\n    npmRegistryServer: "https://npm.pkg.github.com"\n    npmAuthToken: "${s}"`,
    (r) => checksummed(r, "ghp_"),
  ],
  [
    "package-registry",
    "cargo-credentials",
    (_r, s) => `$ cat ~/.cargo/credentials.toml\n[registry]\ntoken = "${s}"`,
    tok("crates-io"),
  ],
  [
    "package-registry",
    "gem-credentials",
    (_r, s) => `$ cat ~/.gem/credentials\n---\n:rubygems_api_key: ${s}`,
    tok("rubygems"),
  ],
  [
    "github",
    "composer-auth",
    (_r, s) => `{\n    "github-oauth": {\n        "github.com": "${s}"\n    }\n}`,
    (r) => checksummed(r, "ghp_"),
  ],
  [
    "password",
    "netrc",
    (_r, s) =>
      `$ cat ~/.netrc\nmachine api.heroku.com\n  login dev@example.com\n  password ${s}\nmachine git.heroku.com\n  login dev@example.com\n  password ${s}`,
    (r) => r.uuid(),
  ],
  [
    "password",
    "gradle-properties",
    (r, s) =>
      `# ~/.gradle/gradle.properties\nossrhUsername=acme-release\nossrhPassword=${s}\nsigning.keyId=${r.hex(8).toUpperCase()}`,
    (r) => r.password(),
  ],
  [
    "password",
    "maven-settings",
    (_r, s) =>
      `<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deployment</username>\n      <password>${s}</password>\n    </server>\n  </servers>\n</settings>`,
    (r) => r.password(),
  ],
  [
    "password",
    "nuget-config",
    (_r, s) =>
      `<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="${s}" />\n  </internal>\n</packageSourceCredentials>`,
    (r) => r.password(),
  ],
  [
    "password",
    "rclone-conf",
    (_r, s) => `[sftp-backup]\ntype = sftp\nhost = backup.example.net\nuser = rclone\npass = ${s}`,
    (r) => r.b64url(40),
  ],
  [
    "password",
    "msmtprc",
    (_r, s) => `account gmail\nhost smtp.gmail.com\nport 587\nauth on\nuser dev@example.com\npassword ${s}`,
    (r) => r.str(A.lower, 16),
  ],
  [
    "password",
    "wp-config",
    (_r, s) =>
      `define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp_admin' );\ndefine( 'DB_PASSWORD', '${s}' );\ndefine( 'DB_HOST', 'localhost' );`,
    (r) => r.password(),
  ],
  [
    "password",
    "terraform-output",
    (_r, s) => `$ terraform output -raw db_admin_password\n${s}`,
    (r) => r.str(`${A.alnum}!#*-_`, 24),
  ],
  [
    "password",
    "kubectl-jsonpath-decoded",
    (_r, s) => `$ kubectl get secret pg-admin -o jsonpath='{.data.password}' | base64 -d\n${s}`,
    (r) => r.password(),
  ],
  [
    "password",
    "vault-kv-get",
    (_r, s) =>
      `$ vault kv get -mount=secret app/db\n====== Data ======\nKey         Value\n---         -----\npassword    ${s}\nusername    app`,
    (r) => r.password(),
  ],
  [
    "password",
    "pulumi-show-secrets",
    (_r, s) =>
      `$ pulumi config --show-secrets\nKEY              VALUE\naws:region       eu-west-1\ndbPassword       ${s}`,
    (r) => r.password(),
  ],
  [
    "password",
    "docker-inspect-env",
    (_r, s) =>
      `$ docker exec pg env\nPATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nPOSTGRES_PASSWORD=${s}\nPGDATA=/var/lib/postgresql/data`,
    (r) => r.password(),
  ],
  [
    "password",
    "rails-credentials-show",
    (r, s) => `$ bin/rails credentials:show\nsecret_key_base: ${r.hex(128)}\nsmtp:\n  password: ${s}`,
    (r) => r.password(),
  ],
  [
    "generic-token",
    "openssl-rand-assigned",
    (_r, s) => `$ NEXTAUTH_SECRET=$(openssl rand -base64 32); echo "$NEXTAUTH_SECRET"\n${s}`,
    (r) => r.b64(32),
  ],
  ["jwt", "supabase-status", (_r, s) => s, null],
  ["jwt", "az-get-access-token", (_r, s) => s, null],
];

export function outputCases(r) {
  const out = [];
  for (const [family, kind, make, mk] of ENTRIES) {
    if (!mk) continue;
    const s = mk(r);
    out.push({ family, kind, context: "cmd-output", text: make(r, s), secret: s });
  }
  const kube = b64(r.password());
  out.push({
    family: "password",
    kind: "kubectl-secret-yaml",
    context: "cmd-output",
    text: `$ kubectl get secret db-creds -o yaml\napiVersion: v1\ndata:\n  password: ${kube}\n  username: ${b64("app")}\nkind: Secret\nmetadata:\n  name: db-creds`,
    secret: kube,
  });
  const auth = b64(`ci-bot:${checksummed(r, "ghp_")}`);
  out.push({
    family: "basic-auth",
    kind: "docker-config-auths",
    context: "cmd-output",
    text: `$ cat ~/.docker/config.json\n{\n\t"auths": {\n\t\t"ghcr.io": {\n\t\t\t"auth": "${auth}"\n\t\t}\n\t}\n}`,
    secret: auth,
  });
  const svc = jwt(r, { iss: "supabase", role: "service_role" });
  out.push({
    family: "jwt",
    kind: "supabase-status",
    context: "cmd-output",
    text: `$ supabase status\n         API URL: http://127.0.0.1:54321\n          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres\nservice_role key: ${svc.token}`,
    secret: svc.sig,
  });
  const az = jwt(r, { aud: "https://management.azure.com/", tid: r.uuid() });
  out.push({
    family: "jwt",
    kind: "az-get-access-token",
    context: "cmd-output",
    text: `$ az account get-access-token\n{\n  "accessToken": "${az.token}",\n  "expiresOn": "2026-11-26 23:10:44.000000",\n  "tokenType": "Bearer"\n}`,
    secret: az.sig,
  });
  return out;
}
