// Credential files, commands that print secrets, webhooks, cookies and keyword-only secrets.
import { password } from "./pw.mjs";
import { ALNUM_LOWER, checksummedToken } from "./rng.mjs";
import { PROJECTS, stamp, USERS } from "./scene.mjs";

const c = (family, context, kind, text, secret, also) => ({
  family,
  context,
  kind,
  text,
  secret,
  ...(also?.length ? { also } : {}),
});
const b64 = (s) => Buffer.from(s).toString("base64");

export function credentialFileCases(r) {
  const out = [];
  let p = password(r);
  out.push(
    c(
      "netrc",
      "config",
      "netrc",
      `machine api.heroku.com\n  login ops@${r.pick(PROJECTS)}.io\n  password ${p}\nmachine git.heroku.com\n  login ops@${r.pick(PROJECTS)}.io\n  password ${p}`,
      p,
    ),
  );
  p = r.hex(40);
  out.push(
    c(
      "netrc",
      "output",
      "cat-netrc",
      `$ cat ~/.netrc\nmachine api.wandb.ai\n  login user\n  password ${p}`,
      p,
    ),
  );
  p = checksummedToken(r, "npm_");
  out.push(
    c(
      "npmrc",
      "config",
      "npmrc-authtoken",
      `@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${p}\nalways-auth=true`,
      p,
    ),
  );
  p = b64(`ci-bot:${password(r)}`);
  out.push(
    c(
      "npmrc",
      "config",
      "npmrc-auth",
      `registry=https://nexus.${r.pick(PROJECTS)}.corp/repository/npm-group/\n_auth=${p}\nemail=ci@corp.example`,
      p,
    ),
  );
  p = b64(password(r));
  out.push(
    c(
      "npmrc",
      "config",
      "npmrc-password",
      `//npm.pkg.${r.pick(PROJECTS)}.corp/:username=deployer\n//npm.pkg.${r.pick(PROJECTS)}.corp/:_password=${p}`,
      p,
    ),
  );
  p = `pypi-AgEIcHlwaS5vcmcCJD${r.b64url(140)}`;
  out.push(
    c(
      "pypirc",
      "config",
      "pypirc",
      `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${p}`,
      p,
    ),
  );
  p = b64(`robot$ci:${r.b62(32)}`);
  out.push(
    c(
      "docker-config-auth",
      "config",
      "docker-config-json",
      JSON.stringify({ auths: { "harbor.corp.example": { auth: p } }, credsStore: "" }, null, "\t"),
      p,
    ),
  );
  p = b64(`${r.pick(USERS)}:${password(r)}`);
  out.push(
    c(
      "docker-config-auth",
      "output",
      "cat-docker-config",
      `$ cat ~/.docker/config.json\n${JSON.stringify({ auths: { "https://index.docker.io/v1/": { auth: p } } }, null, 2)}`,
      p,
    ),
  );
  p = `eyJ${r.b64url(300)}`;
  out.push(
    c(
      "docker-config-identitytoken",
      "config",
      "acr-identitytoken",
      JSON.stringify({ auths: { "acmeprod.azurecr.io": { auth: "", identitytoken: p } } }, null, 2),
      p,
    ),
  );
  p = `eyJhbGciOiJSUzI1NiIsImtpZCI6Ij${r.b64url(40)}.eyJ${r.b64url(300)}.${r.b64url(342)}`;
  out.push(
    c(
      "kubeconfig-token",
      "config",
      "kubeconfig-user-token",
      `users:\n- name: ci-deployer\n  user:\n    token: ${p}`,
      p,
    ),
  );
  const keyPem = b64(`-----BEGIN EC PRIVATE KEY-----\n${r.b64bytes(121)}\n-----END EC PRIVATE KEY-----\n`);
  out.push(
    c(
      "kubeconfig-client-key",
      "config",
      "kubeconfig-client-key-data",
      `users:\n- name: kind-dev\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM${r.b64bytes(60)}\n    client-key-data: ${keyPem}`,
      keyPem,
    ),
  );
  p = password(r);
  out.push(
    c(
      "kubeconfig-password",
      "config",
      "kubeconfig-basic",
      `users:\n- name: legacy-admin\n  user:\n    username: admin\n    password: ${p}`,
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "java-properties",
      "config",
      "application-properties",
      `mail.smtp.host=smtp.${r.pick(PROJECTS)}.io\nmail.smtp.username=noreply\nmail.smtp.password=${p}\nmail.smtp.port=587`,
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "gradle-properties",
      "config",
      "gradle-properties",
      `org.gradle.jvmargs=-Xmx2g\nsigning.keyId=${r.hex(8).toUpperCase()}\nsigning.password=${p}\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg`,
      p,
    ),
  );
  p = r.b62(40);
  out.push(
    c("gradle-properties", "config", "ossrh-credentials", `ossrhUsername=${r.b62(8)}\nossrhPassword=${p}`, p),
  );
  p = password(r);
  out.push(
    c(
      "maven-settings",
      "config",
      "settings-xml",
      `<settings>\n  <servers>\n    <server>\n      <id>internal-releases</id>\n      <username>deployment</username>\n      <password>${p}</password>\n    </server>\n  </servers>\n</settings>`,
      p,
    ),
  );
  p = `{${r.b64bytes(48)}}`;
  out.push(
    c(
      "maven-settings",
      "config",
      "settings-xml-encrypted",
      `<server>\n  <id>nexus</id>\n  <username>ci</username>\n  <password>${p}</password>\n</server>`,
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "terraform-tfvars",
      "config",
      "tfvars",
      `region      = "eu-west-1"\ninstance    = "db.t4g.medium"\ndb_username = "ledger"\ndb_password = "${p}"`,
      p,
    ),
  );
  p = r.hex(64);
  out.push(
    c(
      "terraform-tfvars",
      "config",
      "tfvars-json",
      JSON.stringify({ cloudflare_zone: "acme.dev", datadog_app_key: p }, null, 2),
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "gitlab-ci-variable",
      "config",
      "gitlab-ci-yml",
      `variables:\n  POSTGRES_DB: test\n  POSTGRES_USER: runner\n  POSTGRES_PASSWORD: "${p}"\n\ntest:\n  services: [postgres:16]\n  script: npm test`,
      p,
    ),
  );
  p = `glpat-${r.b64url(20)}`;
  out.push(
    c(
      "gitlab-ci-variable",
      "config",
      "gitlab-ci-yml-token",
      `release:\n  stage: deploy\n  script:\n    - git push https://oauth2:${p}@gitlab.com/acme/${r.pick(PROJECTS)}.git HEAD:main`,
      p,
    ),
  );
  p = r.hex(40);
  out.push(
    c(
      "circleci-config",
      "config",
      "circleci-environment",
      `jobs:\n  deploy:\n    docker:\n      - image: cimg/node:22.11\n    environment:\n      CODECOV_TOKEN: ${p}\n    steps:\n      - checkout`,
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "ansible-vault-view",
      "output",
      "vault-view",
      `$ ansible-vault view group_vars/prod/vault.yml\nVault password:\n---\nvault_db_password: ${p}\nvault_smtp_user: alerts`,
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "ansible-vault-view",
      "output",
      "vault-decrypt-stdout",
      `$ ansible-vault decrypt --output - host_vars/web-1.yml\nDecryption successful\nansible_become_pass: "${p}"`,
      p,
    ),
  );
  p = checksummedToken(r, "ghp_");
  out.push(c("git-credentials", "config", "git-credentials-file", `https://octo-dev:${p}@github.com\n`, p));
  p = checksummedToken(r, "gho_");
  out.push(
    c(
      "gh-hosts-yml",
      "config",
      "gh-hosts",
      `github.com:\n    git_protocol: https\n    users:\n        octo-dev:\n            oauth_token: ${p}\n    user: octo-dev`,
      p,
    ),
  );
  p = r.hex(40);
  out.push(
    c(
      "composer-auth",
      "config",
      "auth-json",
      JSON.stringify({ "http-basic": { "repo.packagist.com": { username: "token", password: p } } }, null, 4),
      p,
    ),
  );
  p = checksummedToken(r, "npm_");
  out.push(
    c(
      "yarnrc-yml",
      "config",
      "yarnrc",
      `nodeLinker: node-modules\nnpmScopes:\n  acme:\n    npmRegistryServer: "https://registry.npmjs.org"\n    npmAuthToken: ${p}`,
      p,
    ),
  );
  p = `cio${r.b62(32)}`;
  out.push(c("cargo-credentials", "config", "credentials-toml", `[registry]\ntoken = "${p}"`, p));
  p = `${r.b62(14)}.atlasv1.${r.b62(67)}`;
  out.push(
    c(
      "terraformrc",
      "config",
      "credentials-block",
      `credentials "app.terraform.io" {\n  token = "${p}"\n}`,
      p,
    ),
  );
  p = r.b64url(40);
  out.push(
    c(
      "rclone-conf",
      "config",
      "rclone-obscured",
      `[nas]\ntype = sftp\nhost = nas.home.arpa\nuser = backup\npass = ${p}`,
      p,
    ),
  );
  p = password(r);
  out.push(
    c("wifi-psk", "config", "wpa-supplicant", `network={\n    ssid="Workshop-5G"\n    psk="${p}"\n}`, p),
  );
  p = `base64:${r.b64bytes(32)}`;
  out.push(
    c(
      "laravel-app-key",
      "config",
      "dotenv",
      `APP_NAME=Kiln\nAPP_ENV=production\nAPP_KEY=${p}\nAPP_DEBUG=false`,
      p,
    ),
  );
  p = r.hex(128);
  out.push(
    c(
      "rails-secret-key-base",
      "output",
      "rails-credentials-show",
      `$ bin/rails credentials:show\nsecret_key_base: ${p}\naws:\n  bucket: kiln-uploads`,
      p,
    ),
  );
  p = `django-insecure-${r.str(`${ALNUM_LOWER}!@#$%^&*(-_=+)`, 50)}`;
  out.push(
    c(
      "django-secret-key",
      "code",
      "settings-py",
      `# SECURITY WARNING: keep the secret key used in production secret!\nSECRET_KEY = "${p}"`,
      p,
    ),
  );
  p = r.b64bytes(32);
  out.push(
    c(
      "session-secret",
      "config",
      "dotenv-nextauth",
      `NEXTAUTH_URL=http://localhost:3000\nNEXTAUTH_SECRET=${p}`,
      p,
    ),
  );
  p = r.b62(48);
  out.push(
    c(
      "session-secret",
      "code",
      "express-session",
      `app.use(session({ secret: "${p}", resave: false, saveUninitialized: false }));`,
      p,
    ),
  );
  p = r.hex(64);
  out.push(c("jwt-signing-secret", "code", "go-hmac-key", `var jwtKey = []byte("${p}")`, p));
  const unseal = [r.b64bytes(33), r.b64bytes(33)];
  const root = `hvs.${r.b64url(24)}`;
  out.push(
    c(
      "vault-init-output",
      "output",
      "operator-init",
      `$ vault operator init -key-shares=3 -key-threshold=2\nUnseal Key 1: ${unseal[0]}\nUnseal Key 2: ${unseal[1]}\n\nInitial Root Token: ${root}\n\nVault initialized with 3 key shares and a key threshold of 2.`,
      root,
      unseal,
    ),
  );
  p = r.b64bytes(32);
  out.push(
    c(
      "consul-gossip-key",
      "config",
      "consul-hcl",
      `datacenter = "eu1"\ndata_dir   = "/opt/consul"\nencrypt    = "${p}"\nretry_join = ["10.0.1.10"]`,
      p,
    ),
  );
  p = `${r.str(ALNUM_LOWER, 6)}.${r.str(ALNUM_LOWER, 16)}`;
  out.push(
    c(
      "kubeadm-join-token",
      "output",
      "kubeadm-token-create",
      `$ kubeadm token create --print-join-command\nkubeadm join 10.0.0.5:6443 --token ${p} --discovery-token-ca-cert-hash sha256:${r.hex(64)}`,
      p,
    ),
  );
  p = r.b62(16);
  out.push(
    c(
      "argocd-admin-password",
      "output",
      "initial-admin-secret",
      `$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d\n${p}`,
      p,
    ),
  );
  p = r.hex(32);
  out.push(
    c(
      "jenkins-initial-password",
      "output",
      "initial-admin-password",
      `$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n${p}`,
      p,
    ),
  );
  return out;
}

export function printedSecretCases(r) {
  const out = [];
  const pw = password(r);
  const enc = b64(pw);
  out.push(
    c(
      "kubectl-secret-yaml",
      "output",
      "get-secret-yaml",
      `$ kubectl get secret db-creds -o yaml\napiVersion: v1\ndata:\n  password: ${enc}\n  username: ${b64("ledger")}\nkind: Secret\nmetadata:\n  name: db-creds\n  namespace: prod\ntype: Opaque`,
      enc,
    ),
  );
  const tok = `sk-proj-${r.b64url(74)}T3BlbkFJ${r.b64url(74)}`;
  const enc2 = b64(tok);
  out.push(
    c(
      "kubectl-secret-yaml",
      "output",
      "get-secret-json",
      `$ kubectl get secret openai -o json | jq .data\n{\n  "OPENAI_API_KEY": "${enc2}"\n}`,
      enc2,
    ),
  );
  let p = password(r);
  out.push(
    c("terraform-output", "output", "output-raw", `$ terraform output -raw db_admin_password\n${p}`, p),
  );
  p = r.b62(32);
  out.push(
    c(
      "terraform-output",
      "output",
      "output-json",
      `$ terraform output -json\n${JSON.stringify({ api_key: { sensitive: true, type: "string", value: p }, endpoint: { sensitive: false, type: "string", value: "https://api.kiln.dev" } }, null, 2)}`,
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "vault-read",
      "output",
      "kv-get",
      `$ vault kv get secret/ledger/db\n====== Data ======\nKey         Value\n---         -----\npassword    ${p}\nusername    ledger_rw`,
      p,
    ),
  );
  p = `s.${r.b62(24)}`;
  out.push(
    c(
      "vault-read",
      "output",
      "token-create",
      `$ vault token create -policy=ci -ttl=1h\nKey                  Value\n---                  -----\ntoken                ${p}\ntoken_accessor       ${r.b62(24)}\ntoken_duration       1h\ntoken_renewable      true\ntoken_policies       ["ci" "default"]`,
      p,
    ),
  );
  p = checksummedToken(r, "gho_");
  out.push(c("gh-auth-token", "output", "gh-auth-token", `$ gh auth token\n${p}`, p));
  p = `ya29.a0${r.b64url(170)}`;
  out.push(
    c("gcloud-access-token", "output", "print-access-token", `$ gcloud auth print-access-token\n${p}`, p),
  );
  p = `HRKU-AA${r.b64url(58)}`;
  out.push(
    c(
      "heroku-auth-token",
      "output",
      "heroku-authorizations",
      `$ heroku authorizations:create -d "ci deploys"\nCreating OAuth Authorization... done\nClient:      <none>\nID:          ${r.uuid()}\nDescription: ci deploys\nScope:       global\nToken:       ${p}\nUpdated at:  ${stamp(r)}`,
      p,
    ),
  );
  p = checksummedToken(r, "npm_");
  out.push(
    c(
      "npm-token-create",
      "output",
      "npm-token-table",
      `$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ ${p} │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ true                                     │\n│ created        │ 2026-03-09T10:41:05.210Z                 │\n└────────────────┴──────────────────────────────────────────┘`,
      p,
    ),
  );
  p = r.hex(48);
  out.push(
    c(
      "jupyter-token",
      "output",
      "jupyter-server-list",
      `$ jupyter server list\nCurrently running servers:\nhttp://localhost:8888/?token=${p} :: /home/dev/notebooks`,
      p,
    ),
  );
  p = r.hex(48);
  out.push(
    c(
      "jupyter-token",
      "log",
      "jupyter-startup",
      `[I ${stamp(r)} ServerApp] Jupyter Server 2.14.2 is running at:\n[I ServerApp] http://127.0.0.1:8888/lab?token=${p}\n[I ServerApp]  or http://127.0.0.1:8888/lab?token=${p}`,
      p,
    ),
  );
  p = `${r.b62(3)}8Q~${r.b62(34)}`;
  out.push(
    c(
      "sops-decrypt",
      "output",
      "sops-decrypt",
      `$ sops -d secrets/prod.enc.yaml\nazure:\n    client_id: ${r.uuid()}\n    client_secret: ${p}`,
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "docker-compose-config",
      "output",
      "compose-config",
      `$ docker compose config\nservices:\n  db:\n    environment:\n      MYSQL_ROOT_PASSWORD: ${p}\n    image: mysql:8.4`,
      p,
    ),
  );
  p = r.b62(40);
  out.push(
    c(
      "git-config-credential",
      "output",
      "git-remote-v",
      `$ git remote -v\norigin\thttps://ci-bot:${p}@git.${r.pick(PROJECTS)}.corp/platform/${r.pick(PROJECTS)}.git (fetch)\norigin\thttps://ci-bot:${p}@git.${r.pick(PROJECTS)}.corp/platform/${r.pick(PROJECTS)}.git (push)`,
      p,
    ),
  );
  return out;
}
