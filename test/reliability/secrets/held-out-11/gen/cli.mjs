// Credentials on command lines (flags, positional arguments, subcommands, env prefixes), tokens that
// CLIs print, and the dot-files tools keep credentials in. Shapes from each tool's public docs.

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
  password,
  UPPER,
  urlPassword,
  uuid,
} from "./rand.mjs";

const A = ALNUM;
const pw = password;

/** [kind, makeSecret, (r, s) => command] */
const COMMANDS = [
  ["mysql-p-flag", pw, (_r, s) => `mysql -h db.internal -u root -p'${s}' shop < dump.sql`],
  [
    "mysql-long-flag",
    (r) => pw(r).replace(/[!$]/g, "x"),
    (_r, s) => `mysqldump --user=backup --password=${s} --all-databases | gzip > all.sql.gz`,
  ],
  ["pgpassword-prefix", pw, (_r, s) => `PGPASSWORD='${s}' psql -h 10.1.2.3 -U postgres -c 'select 1'`],
  ["mysql-pwd-prefix", pw, (_r, s) => `MYSQL_PWD="${s}" mysql -u app -e "show tables" shop`],
  ["docker-login-p", (r) => checksummed(r, "ghp_"), (_r, s) => `docker login ghcr.io -u octo-dev -p ${s}`],
  [
    "docker-login-dckr",
    (r) => `dckr_pat_${r.str(`${A}-_`, 27)}`,
    (_r, s) => `echo ${s} | docker login -u acme --password-stdin`,
  ],
  ["curl-u", urlPassword, (_r, s) => `curl -u admin:${s} https://jenkins.internal/api/json`],
  ["gh-auth-with-token", (r) => checksummed(r, "gho_"), (_r, s) => `gh auth login --with-token <<< ${s}`],
  [
    "npm-config-set",
    (r) => checksummed(r, "npm_"),
    (_r, s) => `npm config set //registry.npmjs.org/:_authToken=${s}`,
  ],
  ["vercel-token-flag", (r) => r.str(A, 24), (_r, s) => `vercel deploy --prod --token ${s}`],
  ["netlify-auth-flag", (r) => `nfp_${r.str(A, 36)}`, (_r, s) => `netlify deploy --dir=dist --auth=${s}`],
  [
    "ngrok-add-authtoken",
    (r) => `2${r.str(A, 26)}_${r.str(A, 21)}`,
    (_r, s) => `ngrok config add-authtoken ${s}`,
  ],
  [
    "tailscale-up-authkey",
    (r) => `tskey-auth-k${r.str(A, 11)}CNTRL-${r.str(A, 33)}`,
    (_r, s) => `sudo tailscale up --authkey=${s} --hostname=ci-runner`,
  ],
  ["vault-login", (r) => `hvs.${r.str(`${A}_-`, 90)}`, (_r, s) => `vault login ${s}`],
  ["vault-kv-put", pw, (_r, s) => `vault kv put secret/payments/db password='${s}' username=payments`],
  ["doctl-auth-init", (r) => `dop_v1_${r.str(HEX, 64)}`, (_r, s) => `doctl auth init --context ops -t ${s}`],
  ["redis-cli-a", urlPassword, (_r, s) => `redis-cli -h cache.internal -a ${s} --no-auth-warning info`],
  ["sshpass", pw, (_r, s) => `sshpass -p '${s}' ssh deploy@203.0.113.40 'sudo systemctl restart api'`],
  ["htpasswd-b", pw, (_r, s) => `htpasswd -b -c /etc/nginx/.htpasswd admin '${s}'`],
  [
    "openssl-pass",
    (r) => pw(r).replace(/[!$]/g, "q"),
    (_r, s) => `openssl enc -aes-256-cbc -salt -in backup.tar -out backup.tar.enc -pass pass:${s}`,
  ],
  ["zip-P", pw, (_r, s) => `zip -r -P '${s}' export.zip reports/`],
  [
    "kubectl-from-literal",
    pw,
    (_r, s) =>
      `kubectl create secret generic db-creds --from-literal=username=app --from-literal=password='${s}'`,
  ],
  [
    "helm-set",
    urlPassword,
    (_r, s) => `helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword=${s}`,
  ],
  [
    "terraform-var",
    (r) => `${r.str(A, 14)}.atlasv1.${r.str(A, 67)}`,
    (_r, s) => `terraform apply -var "tfe_token=${s}" -auto-approve`,
  ],
  ["ansible-extra-vars", pw, (_r, s) => `ansible-playbook site.yml -e "ansible_become_password=${s}"`],
  [
    "git-clone-userinfo",
    (r) => `glpat-${r.str(`${A}-_`, 20)}`,
    (_r, s) => `git clone https://oauth2:${s}@gitlab.com/acme/infra.git`,
  ],
  [
    "git-remote-set-url",
    (r) => checksummed(r, "ghs_"),
    (_r, s) => `git remote set-url origin https://x-access-token:${s}@github.com/acme/api.git`,
  ],
  [
    "pip-index-url",
    urlPassword,
    (_r, s) => `pip install --index-url https://ci:${s}@pypi.internal.example/simple/ acme-core`,
  ],
  [
    "twine-upload",
    (r) => `pypi-AgEIcHlwaS5vcmc${r.str(B64URL, 80)}`,
    (_r, s) => `twine upload -u __token__ -p ${s} dist/*`,
  ],
  ["cargo-login", (r) => `cio${r.str(A, 32)}`, (_r, s) => `cargo login ${s}`],
  [
    "dotnet-nuget-push",
    (r) => `oy2${r.str("abcdefghijklmnopqrstuvwxyz0123456789", 43)}`,
    (_r, s) => `dotnet nuget push bin/Release/*.nupkg -k ${s} -s https://api.nuget.org/v3/index.json`,
  ],
  [
    "gem-push-key",
    (r) => `rubygems_${r.str(HEX, 48)}`,
    (_r, s) => `GEM_HOST_API_KEY=${s} gem push acme-1.2.0.gem`,
  ],
  ["mvn-gpg-passphrase", pw, (_r, s) => `mvn -B deploy -Dgpg.passphrase='${s}' -DskipTests`],
  [
    "stripe-cli-api-key",
    (r) => `sk_live_51${r.str(A, 97)}`,
    (_r, s) => `stripe listen --forward-to localhost:3000/webhooks --api-key ${s}`,
  ],
  [
    "sentry-cli-auth",
    (r) => `sntryu_${r.str(HEX, 64)}`,
    (_r, s) => `sentry-cli --auth-token ${s} releases new 2.3.1`,
  ],
  [
    "sonar-scanner",
    (r) => `squ_${r.str(HEX, 40)}`,
    (_r, s) => `sonar-scanner -Dsonar.projectKey=api -Dsonar.token=${s}`,
  ],
  ["snyk-auth", (r) => uuid(r), (_r, s) => `snyk auth ${s}`],
  [
    "gh-secret-set",
    (r) => `sk-ant-api03-${r.str(`${A}-_`, 93)}AA`,
    (_r, s) => `gh secret set ANTHROPIC_API_KEY --body "${s}"`,
  ],
  [
    "heroku-config-set",
    (r) => `sk_live_51${r.str(A, 97)}`,
    (_r, s) => `heroku config:set STRIPE_SECRET_KEY=${s} -a shop-api`,
  ],
  ["fly-secrets-set", urlPassword, (_r, s) => `fly secrets set SESSION_SECRET=${s} DATABASE_PASSWORD=${s}x`],
  ["supabase-login", (r) => `sbp_${r.str(HEX, 40)}`, (_r, s) => `supabase login --token ${s}`],
  [
    "hf-login",
    (r) => `hf_${r.str(UPPER + LOWER, 34)}`,
    (_r, s) => `huggingface-cli login --token ${s} --add-to-git-credential`,
  ],
  ["wandb-login", (r) => r.str(HEX, 40), (_r, s) => `wandb login ${s}`],
  ["ibmcloud-login", (r) => r.str(`${A}-_`, 44), (_r, s) => `ibmcloud login --apikey ${s} -r eu-de`],
  ["yc-config-set", (r) => `y0_${r.str(`${A}-_`, 55)}`, (_r, s) => `yc config set token ${s}`],
  ["linode-cli-token", (r) => r.str(HEX, 64), (_r, s) => `LINODE_CLI_TOKEN=${s} linode-cli linodes list`],
  ["cf-auth", pw, (_r, s) => `cf auth ops@example.org '${s}'`],
  [
    "ldapsearch-w",
    pw,
    (_r, s) => `ldapsearch -x -H ldaps://ldap.corp -D "cn=svc,dc=corp" -w '${s}' -b "dc=corp" "(uid=jdoe)"`,
  ],
  ["smbclient-U", urlPassword, (_r, s) => `smbclient //fileserver/share -U 'CORP\\backup%${s}'`],
  [
    "mount-cifs",
    urlPassword,
    (_r, s) => `sudo mount -t cifs //nas/media /mnt/media -o username=media,password=${s},vers=3.0`,
  ],
  ["nmcli-wifi", pw, (_r, s) => `nmcli dev wifi connect "Office-5G" password '${s}'`],
  ["xfreerdp", urlPassword, (_r, s) => `xfreerdp /v:10.0.0.5 /u:Administrator /p:${s} /cert:ignore`],
  [
    "keytool-storepass",
    pw,
    (_r, s) =>
      `keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -destkeystore app.jks -deststorepass '${s}' -srcstorepass '${s}'`,
  ],
  [
    "openssl-pkcs12-passout",
    urlPassword,
    (_r, s) => `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${s}`,
  ],
  ["restic-env", pw, (_r, s) => `RESTIC_PASSWORD='${s}' restic -r s3:s3.amazonaws.com/backups snapshots`],
  ["borg-env", pw, (_r, s) => `export BORG_PASSPHRASE='${s}'\nborg create ::'{hostname}-{now}' /srv`],
  [
    "influx-setup",
    (r) => `${r.str(`${A}-_`, 86)}==`,
    (_r, s) => `influx setup --org acme --bucket metrics --username admin --token ${s} --force`,
  ],
  ["rabbitmqctl-add-user", urlPassword, (_r, s) => `rabbitmqctl add_user orders ${s}`],
  ["psql-alter-role", pw, (_r, s) => `psql -c "ALTER ROLE app WITH PASSWORD '${s}';"`],
  ["mysql-create-user", pw, (_r, s) => `mysql> CREATE USER 'report'@'%' IDENTIFIED BY '${s}';`],
  [
    "claude-env-prefix",
    (r) => `sk-ant-api03-${r.str(`${A}-_`, 93)}AA`,
    (_r, s) => `ANTHROPIC_API_KEY=${s} claude -p "summarise the diff"`,
  ],
  [
    "httpie-header",
    (r) => `lin_api_${r.str(A, 40)}`,
    (_r, s) => `http POST https://api.linear.app/graphql Authorization:${s} query='{ viewer { id } }'`,
  ],
  [
    "wget-header",
    (r) => `glpat-${r.str(`${A}-_`, 20)}`,
    (_r, s) =>
      `wget --header="PRIVATE-TOKEN: ${s}" https://gitlab.com/api/v4/projects/42/jobs/artifacts/main/download?job=build`,
  ],
  [
    "powershell-securestring",
    pw,
    (_r, s) =>
      `$pw = ConvertTo-SecureString '${s}' -AsPlainText -Force\n$cred = New-Object PSCredential('CORP\\svc-deploy', $pw)`,
  ],
  ["runas-netuse", urlPassword, (_r, s) => `net use Z: \\\\fileserver\\finance /user:CORP\\jdoe ${s}`],
  [
    "circleci-setup",
    (r) => `CCIPAT_${r.str(A, 22)}_${r.str(HEX, 40)}`,
    (_r, s) => `circleci setup --no-prompt --host https://circleci.com --token ${s}`,
  ],
  [
    "gitlab-runner-register",
    (r) => `glrt-${r.str(`${A}-_`, 20)}`,
    (_r, s) =>
      `gitlab-runner register --non-interactive --url https://gitlab.com --token ${s} --executor docker`,
  ],
  [
    "buildkite-agent-start",
    (r) => r.str(HEX, 50),
    (_r, s) => `buildkite-agent start --token ${s} --tags queue=deploy`,
  ],
  [
    "doppler-configure",
    (r) => `dp.st.prd.${r.str(A, 43)}`,
    (_r, s) => `doppler configure set token ${s} --scope /srv/app`,
  ],
  [
    "op-connect-env",
    (r) => `eyJhbGciOiJFUzI1NiIsImtpZCI6I${r.str(B64URL, 40)}.${r.str(B64URL, 120)}.${r.str(B64URL, 86)}`,
    (_r, s) => `OP_CONNECT_TOKEN=${s} op item get "DB prod"`,
  ],
];

const CMD_WRAP = [
  ["shell", (_r, c) => `$ ${c}`],
  [
    "bash-tool",
    (r, c) =>
      JSON.stringify({
        command: c,
        description: r.pick(["Deploy", "Log in", "Set up credentials", "Run migration"]),
      }),
  ],
  ["shell-history", (r, c) => `  ${r.between(100, 2000)}  ${c}`],
  ["ci-script", (_r, c) => `script:\n  - ${c}`],
  ["makefile", (_r, c) => `deploy:\n\t${c}`],
  ["dockerfile-run", (_r, c) => `RUN ${c}`],
  ["readme-snippet", (_r, c) => `To reproduce:\n\n\`\`\`sh\n${c}\n\`\`\``],
  [
    "ps-output",
    (r, c) => `USER       PID %CPU %MEM COMMAND\ndeploy   ${r.between(1000, 40000)}  0.3  1.2 ${c}`,
  ],
];

export function commandLines(r) {
  const out = [];
  const wraps = r.shuffle(CMD_WRAP);
  let n = 0;
  for (const [kind, mk, cmd] of COMMANDS) {
    const s = mk(r);
    const [context, w] = wraps[n++ % wraps.length];
    out.push({ family: "cli-credential", kind, context, text: w(r, cmd(r, s)), secret: s });
  }
  return out;
}

/** Tokens and secrets as CLIs print them. */
export function printedTokens(r) {
  const out = [];
  const add = (kind, text, secret, also) =>
    out.push({
      family: "cli-printed",
      kind,
      context: "command-output",
      text,
      secret,
      ...(also ? { also } : {}),
    });
  const gho = checksummed(r, "gho_");
  add("gh-auth-token", `$ gh auth token\n${gho}`, gho);
  const gh2 = checksummed(r, "gho_");
  add(
    "gh-auth-status-show-token",
    `$ gh auth status --show-token\ngithub.com\n  ✓ Logged in to github.com account octo-dev (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ${gh2}\n  - Token scopes: 'gist', 'read:org', 'repo'`,
    gh2,
  );
  const hk = `HRKU-AA${r.str(`${A}-_`, 58)}`;
  add("heroku-auth-token", `$ heroku auth:token\n ›   Warning: token will expire 11/27/2027\n${hk}`, hk);
  const ya = `ya29.a0${r.str(`${A}-_`, 180)}`;
  add("gcloud-print-access-token", `$ gcloud auth print-access-token\n${ya}`, ya);
  const jwt = `eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiIsIng1dCI6I${r.str(B64URL, 60)}.eyJhdWQiOiJodHRwczovL21hbmFnZW1lbnQuY29yZS53aW5kb3dzLm5ldC8i${r.str(B64URL, 400)}.${r.str(B64URL, 342)}`;
  add(
    "az-get-access-token",
    `$ az account get-access-token\n{\n  "accessToken": "${jwt}",\n  "expiresOn": "2026-11-27 09:12:01.000000",\n  "subscription": "${uuid(r)}",\n  "tenant": "${uuid(r)}",\n  "tokenType": "Bearer"\n}`,
    jwt,
  );
  const vt = `hvs.CAESI${r.str(`${A}_-`, 86)}`;
  add(
    "vault-token-create",
    `$ vault token create -policy=deploy -ttl=24h\nKey                  Value\n---                  -----\ntoken                ${vt}\ntoken_accessor       ${r.str(A, 24)}\ntoken_duration       24h\ntoken_renewable      true\ntoken_policies       ["default" "deploy"]`,
    vt,
  );
  const unseal = b64(r.str(A, 32));
  const root = `hvs.${r.str(A, 24)}`;
  add(
    "vault-operator-init",
    `$ vault operator init -key-shares=1 -key-threshold=1\nUnseal Key 1: ${unseal}\n\nInitial Root Token: ${root}\n\nVault initialized with 1 key shares and a key threshold of 1.`,
    unseal,
    [root],
  );
  const kpw = password(r);
  add(
    "kubectl-secret-decode",
    `$ kubectl get secret grafana -o jsonpath="{.data.admin-password}" | base64 --decode\n${kpw}`,
    kpw,
  );
  const sat = `eyJhbGciOiJSUzI1NiIsImtpZCI6I${r.str(B64URL, 40)}.eyJhdWQiOlsiaHR0cHM6Ly9rdWJlcm5ldGVzLmRlZmF1bHQuc3ZjIl0s${r.str(B64URL, 500)}.${r.str(B64URL, 342)}`;
  add("kubectl-create-token", `$ kubectl -n ci create token deployer --duration=8h\n${sat}`, sat);
  const npm = checksummed(r, "npm_");
  add(
    "npm-token-create",
    `$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ ${npm} │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ true                                     │\n│ created        │ 2026-11-27T07:02:11.418Z                 │\n└────────────────┴──────────────────────────────────────────┘`,
    npm,
  );
  const fly = `FlyV1 fm2_lJPECAAAAAAA${r.str(`${A}/+`, 200)}`;
  add("fly-tokens-create", `$ fly tokens create deploy -x 720h\n${fly}`, fly.slice(6));
  const tfo = password(r);
  add("terraform-output-raw", `$ terraform output -raw db_admin_password\n${tfo}`, tfo);
  const opw = password(r);
  add("op-read", `$ op read "op://Prod/Postgres/password"\n${opw}`, opw);
  const kc = password(r);
  add("security-find-generic-password", `$ security find-generic-password -s "smtp-relay" -w\n${kc}`, kc);
  const ecr = `eyJwYXlsb2FkIjoi${r.str(B64, 600)}`;
  add(
    "aws-ecr-get-login-password",
    `$ aws ecr get-login-password --region eu-west-1\n${ecr}`,
    ecr.slice(0, 120),
    [ecr.slice(-120)],
  );
  const acr = `eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6I${r.str(B64URL, 40)}.${r.str(B64URL, 300)}.${r.str(B64URL, 342)}`;
  add(
    "az-acr-login-expose-token",
    `$ az acr login -n acmeregistry --expose-token\n{\n  "accessToken": "${acr}",\n  "loginServer": "acmeregistry.azurecr.io"\n}`,
    acr,
  );
  const svc = `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIs${r.str(B64URL, 40)}.${r.str(B64URL, 43)}`;
  add(
    "supabase-status",
    `$ supabase status\n         API URL: http://127.0.0.1:54321\n          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres\nservice_role key: ${svc}`,
    svc,
  );
  const mint = `sk_live_51${r.str(A, 97)}`;
  add(
    "stripe-config-list",
    `$ stripe config --list\n[default]\n  device_name = "build-box"\n  live_mode_api_key = "${mint}"\n  test_mode_api_key = "sk_test_..."`,
    mint,
  );
  const glpat = `glpat-${r.str(`${A}-_`, 20)}`;
  add(
    "glab-auth-status",
    `$ glab auth status -t\ngitlab.com\n  ✓ Logged in to gitlab.com as ops-bot (/home/ci/.config/glab-cli/config.yml)\n  ✓ Token: ${glpat}`,
    glpat,
  );
  const dd = r.str(HEX, 32);
  add("datadog-agent-status", `$ sudo datadog-agent config | grep api_key\napi_key: ${dd}`, dd);
  const git = checksummed(r, "ghp_");
  add(
    "git-credential-fill",
    `$ printf 'protocol=https\\nhost=github.com\\n' | git credential fill\nprotocol=https\nhost=github.com\nusername=octo-dev\npassword=${git}`,
    git,
  );
  const dcfg = b64(`octo-dev:${checksummed(r, "ghp_")}`);
  add(
    "docker-config-cat",
    `$ cat ~/.docker/config.json\n{\n\t"auths": {\n\t\t"ghcr.io": {\n\t\t\t"auth": "${dcfg}"\n\t\t}\n\t}\n}`,
    dcfg,
  );
  return out;
}

/** Tool dot-files that hold credentials: [kind, (r) => [text, secret]] */
const FILES = [
  [
    "npmrc",
    (r) => {
      const s = checksummed(r, "npm_");
      return [`registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${s}`, s];
    },
  ],
  [
    "npmrc-legacy-auth",
    (r) => {
      const s = b64(`ci:${urlPassword(r)}`);
      return [`//npm.internal.example/:_auth=${s}\nalways-auth=true`, s];
    },
  ],
  [
    "npmrc-password",
    (r) => {
      const s = b64(urlPassword(r));
      return [`//nexus.corp/repository/npm/:username=ci\n//nexus.corp/repository/npm/:_password=${s}`, s];
    },
  ],
  [
    "yarnrc-yml",
    (r) => {
      const s = checksummed(r, "npm_");
      return [
        `npmScopes:\n  acme:\n    npmRegistryServer: "https://npm.pkg.github.com"\n    npmAuthToken: "${s}"`,
        s,
      ];
    },
  ],
  [
    "pypirc",
    (r) => {
      const s = `pypi-AgEIcHlwaS5vcmc${r.str(B64URL, 90)}`;
      return [`[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${s}`, s];
    },
  ],
  [
    "pip-conf",
    (r) => {
      const s = urlPassword(r);
      return [`[global]\nindex-url = https://build:${s}@artifactory.corp.example/api/pypi/pypi/simple`, s];
    },
  ],
  [
    "maven-settings-xml",
    (r) => {
      const s = password(r);
      return [
        `<settings>\n  <servers>\n    <server>\n      <id>releases</id>\n      <username>deployment</username>\n      <password>${s}</password>\n    </server>\n  </servers>\n</settings>`,
        s,
      ];
    },
  ],
  [
    "netrc",
    (r) => {
      const s = checksummed(r, "ghp_");
      return [`machine github.com\n  login octo-dev\n  password ${s}`, s];
    },
  ],
  [
    "netrc-heroku",
    (r) => {
      const s = `HRKU-AA${r.str(`${A}-_`, 58)}`;
      return [
        `machine api.heroku.com login ops@example.org password ${s}\nmachine git.heroku.com login ops@example.org password ${s}`,
        s,
      ];
    },
  ],
  [
    "pgpass",
    (r) => {
      const s = urlPassword(r);
      return [`db.internal:5432:app:app_rw:${s}\n*:*:*:replication:${urlPassword(r)}`, s];
    },
  ],
  [
    "my-cnf",
    (r) => {
      const s = password(r);
      return [`[client]\nuser=backup\npassword="${s}"\nhost=127.0.0.1`, s];
    },
  ],
  [
    "gradle-properties",
    (r) => {
      const s = password(r);
      return [
        `signing.keyId=${r.str(HEX, 8).toUpperCase()}\nsigning.password=${s}\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg`,
        s,
      ];
    },
  ],
  [
    "gradle-properties-ossrh",
    (r) => {
      const s = r.str(A, 44);
      return [`mavenCentralUsername=${r.str(A, 8)}\nmavenCentralPassword=${s}`, s];
    },
  ],
  [
    "git-credentials",
    (r) => {
      const s = checksummed(r, "ghp_");
      return [`https://octo-dev:${s}@github.com`, s];
    },
  ],
  [
    "composer-auth-json",
    (r) => {
      const s = checksummed(r, "ghp_");
      return [`{\n    "github-oauth": {\n        "github.com": "${s}"\n    },\n    "http-basic": {}\n}`, s];
    },
  ],
  [
    "bundler-config",
    (r) => {
      const s = `${r.str(HEX, 8)}:${r.str(HEX, 8)}`;
      return [`---\nBUNDLE_GEMS__CONTRIBSYS__COM: "${s}"`, s];
    },
  ],
  [
    "gem-credentials",
    (r) => {
      const s = `rubygems_${r.str(HEX, 48)}`;
      return [`---\n:rubygems_api_key: ${s}`, s];
    },
  ],
  [
    "cargo-credentials-toml",
    (r) => {
      const s = `cio${r.str(A, 32)}`;
      return [`[registry]\ntoken = "${s}"`, s];
    },
  ],
  [
    "nuget-config",
    (r) => {
      const s = password(r);
      return [
        `<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="${s}" />\n  </internal>\n</packageSourceCredentials>`,
        s,
      ];
    },
  ],
  [
    "terraformrc",
    (r) => {
      const s = `${r.str(A, 14)}.atlasv1.${r.str(A, 67)}`;
      return [`credentials "app.terraform.io" {\n  token = "${s}"\n}`, s];
    },
  ],
  [
    "gh-hosts-yml",
    (r) => {
      const s = checksummed(r, "gho_");
      return [
        `github.com:\n    users:\n        octo-dev:\n            oauth_token: ${s}\n    git_protocol: https\n    oauth_token: ${s}\n    user: octo-dev`,
        s,
      ];
    },
  ],
  [
    "kaggle-json",
    (r) => {
      const s = r.str(HEX, 32);
      return [`{"username":"datawiz","key":"${s}"}`, s];
    },
  ],
  [
    "databrickscfg",
    (r) => {
      const s = `dapi${r.str(HEX, 32)}`;
      return [`[DEFAULT]\nhost  = https://adb-${r.str(DIGITS, 16)}.7.azuredatabricks.net\ntoken = ${s}`, s];
    },
  ],
  [
    "snowsql-config",
    (r) => {
      const s = password(r);
      return [`[connections.prod]\naccountname = xy12345.eu-central-1\nusername = etl\npassword = ${s}`, s];
    },
  ],
  [
    "sentryclirc",
    (r) => {
      const s = `sntryu_${r.str(HEX, 64)}`;
      return [`[auth]\ntoken=${s}\n\n[defaults]\norg=acme`, s];
    },
  ],
  [
    "ngrok-yml",
    (r) => {
      const s = `2${r.str(A, 26)}_${r.str(A, 21)}`;
      return [`version: "3"\nagent:\n    authtoken: ${s}`, s];
    },
  ],
  [
    "gcloud-adc",
    (r) => {
      const s = `1//0${r.str(`${A}-_`, 98)}`;
      const c = `GOCSPX-${r.str(`${A}-_`, 28)}`;
      return [
        `{\n  "client_id": "${r.str(DIGITS, 12)}-${r.str("abcdefghijklmnopqrstuvwxyz0123456789", 32)}.apps.googleusercontent.com",\n  "client_secret": "${c}",\n  "refresh_token": "${s}",\n  "type": "authorized_user"\n}`,
        s,
        [c],
      ];
    },
  ],
  [
    "boto-config",
    (r) => {
      const s = r.str(B64, 40);
      return [
        `[Credentials]\ngs_access_key_id = GOOG1E${r.str(DIGITS + UPPER, 55)}\ngs_secret_access_key = ${s}`,
        s,
      ];
    },
  ],
  [
    "vault-token-file",
    (r) => {
      const s = `hvs.${r.str(`${A}_-`, 90)}`;
      return [`$ cat ~/.vault-token\n${s}`, s];
    },
  ],
  [
    "huggingface-token-file",
    (r) => {
      const s = `hf_${r.str(UPPER + LOWER, 34)}`;
      return [`$ cat ~/.cache/huggingface/token\n${s}`, s];
    },
  ],
  [
    "circleci-cli-yml",
    (r) => {
      const s = `CCIPAT_${r.str(A, 22)}_${r.str(HEX, 40)}`;
      return [`host: https://circleci.com\ntoken: ${s}`, s];
    },
  ],
  [
    "poetry-auth-toml",
    (r) => {
      const s = password(r);
      return [`[http-basic.internal]\nusername = "ci"\npassword = "${s}"`, s];
    },
  ],
  [
    "condarc",
    (r) => {
      const s = urlPassword(r);
      return [
        `channels:\n  - https://user:${s}@conda.corp.example/t/${r.str(A, 20)}/main\n  - conda-forge`,
        s,
      ];
    },
  ],
];

export function credentialFiles(r) {
  return FILES.map(([kind, make], i) => {
    const [body, secret, also] = make(r);
    const asRead = i % 3 === 1;
    return {
      family: "credential-file",
      kind,
      context: asRead ? "read-tool" : i % 3 === 2 ? "command-output" : "file",
      text: asRead
        ? readView(body.split("\n"))
        : i % 3 === 2 && !body.startsWith("$")
          ? `$ cat ~/.${kind.split("-")[0]}\n${body}`
          : body,
      secret,
      ...(also ? { also } : {}),
    };
  });
}

export { LOWER };
