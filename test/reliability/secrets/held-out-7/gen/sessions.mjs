// Credential files, command lines that take a credential (flags, positional arguments, stdin),
// commands that print one, and passwords written in prose.

import { password, urlPassword } from "./infra.mjs";
import { b64Of, checksummedToken } from "./rng.mjs";

export function credentialFiles(r) {
  const out = [];
  const add = (kind, context, text, secret, also) =>
    out.push({ family: "credential-file", kind, context, text, secret, also });
  let p = password(r);
  add(
    "netrc",
    "output",
    `$ cat ~/.netrc\nmachine api.heroku.com\n  login ops@acme.dev\n  password ${p}\nmachine git.heroku.com\n  login ops@acme.dev\n  password ${p}`,
    p,
  );
  let t = checksummedToken(r, "npm");
  add(
    "npmrc",
    "config",
    `@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${t}\nalways-auth=true`,
    t,
  );
  const basic = b64Of(`ci-publisher:${urlPassword(r)}`);
  add(
    "npmrc-auth",
    "config",
    `registry=https://nexus.acme.internal/repository/npm-group/\n_auth=${basic}\nemail=ci@acme.dev`,
    basic,
  );
  t = `pypi-AgEIcHlwaS5vcmcCJ${r.b64url(150)}`;
  add(
    "pypirc",
    "config",
    `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${t}`,
    t,
  );
  const auth = b64Of(`robot$ci+push:${r.alnum(32)}`);
  add(
    "docker-config",
    "json",
    JSON.stringify(
      { auths: { "harbor.acme.dev": { auth }, "https://index.docker.io/v1/": {} }, credsStore: "" },
      null,
      "\t",
    ),
    auth,
  );
  const ckd = b64Of(`-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA${r.b64(48)}\n${r.b64(64)}\n`);
  add(
    "kubeconfig-client-key",
    "config",
    `users:\n- name: admin@prod\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t${r.b64(40)}\n    client-key-data: ${ckd}`,
    ckd,
  );
  p = password(r);
  add(
    "spring-properties",
    "config",
    `spring.datasource.url=jdbc:mysql://localhost:3306/shop\nspring.datasource.username=shop\nspring.datasource.password=${p}`,
    p,
  );
  p = password(r);
  t = urlPassword(r);
  add(
    "gradle-properties",
    "config",
    `# ~/.gradle/gradle.properties\nsigning.keyId=${r.hex(8).toUpperCase()}\nsigning.password=${p}\nossrhUsername=acme-release\nossrhPassword=${t}`,
    p,
    [t],
  );
  p = password(r);
  add(
    "maven-settings",
    "config",
    `<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deployer</username>\n    <password>${p}</password>\n  </server>\n</servers>`,
    p,
  );
  p = password(r);
  add(
    "tfvars",
    "config",
    `# terraform.tfvars\nregion          = "eu-north-1"\ndb_username     = "app"\ndb_password     = "${p}"\ninstance_class  = "db.t4g.medium"`,
    p,
  );
  t = `${r.alnum(14)}.atlasv1.${r.alnum(67)}`;
  add("terraformrc", "config", `credentials "app.terraform.io" {\n  token = "${t}"\n}`, t);
  p = password(r);
  t = `gldt-${r.b64url(20)}`;
  add(
    "gitlab-ci",
    "config",
    `variables:\n  POSTGRES_DB: test\n  POSTGRES_USER: runner\n  POSTGRES_PASSWORD: "${p}"\n  DEPLOY_TOKEN: ${t}`,
    t,
    [p],
  );
  t = r.hex(40);
  add(
    "circleci",
    "config",
    `version: 2.1\njobs:\n  build:\n    docker:\n      - image: cimg/node:20.11\n        auth:\n          username: acmebot\n          password: ${t}`,
    t,
  );
  p = password(r);
  t = password(r);
  add(
    "ansible-vault-view",
    "output",
    `$ ansible-vault view group_vars/prod/vault.yml\nVault password:\nvault_mysql_root_password: ${p}\nvault_smtp_relay_password: ${t}`,
    p,
    [t],
  );
  p = urlPassword(r);
  add("git-credentials", "output", `$ cat ~/.git-credentials\nhttps://build-bot:${p}@bitbucket.org`, p);
  p = password(r);
  add("pgpass", "config", `# ~/.pgpass\ndb-primary.internal:5432:*:replicator:${p}`, p);
  p = password(r);
  add("my-cnf", "config", `[client]\nuser=root\npassword="${p}"\nhost=127.0.0.1`, p);
  t = checksummedToken(r, "gho");
  add(
    "gh-hosts",
    "config",
    `github.com:\n    user: dev-acme\n    oauth_token: ${t}\n    git_protocol: ssh`,
    t,
  );
  t = `cio${r.alnum(32)}`;
  add("cargo-credentials", "config", `[registry]\ntoken = "${t}"`, t);
  t = `rubygems_${r.hex(48)}`;
  add("gem-credentials", "config", `---\n:rubygems_api_key: ${t}`, t);
  t = checksummedToken(r, "ghp");
  add(
    "composer-auth",
    "json",
    JSON.stringify({ "github-oauth": { "github.com": t }, "http-basic": {} }, null, 4),
    t,
  );
  p = r.b64(48);
  t = password(r);
  add("wp-config", "code", `define( 'DB_PASSWORD', '${t}' );\ndefine( 'AUTH_KEY',         '${p}' );`, t, [p]);
  p = r.hex(128);
  add(
    "rails-credentials",
    "output",
    `$ bin/rails credentials:show\nsecret_key_base: ${p}\naws:\n  access_key_id: AKIA${r.upper(16)}`,
    p,
  );
  p = r.b64url(50);
  add(
    "django-settings",
    "code",
    `# settings/production.py\nDEBUG = False\nSECRET_KEY = "${p}"\nALLOWED_HOSTS = ["acme.dev"]`,
    p,
  );
  p = r.hex(32);
  add("rails-master-key", "output", `$ cat config/master.key\n${p}`, p);
  p = password(r);
  add(
    "htpasswd-plain-env",
    "config",
    `# docker-compose.yml\n    environment:\n      - MYSQL_ROOT_PASSWORD=${p}\n      - MYSQL_DATABASE=wordpress`,
    p,
  );
  return out;
}

export function cliCredentials(r) {
  const out = [];
  const add = (kind, context, text, secret) =>
    out.push({ family: "cli-credential", kind, context, text, secret });
  let p = password(r).replace(/[$&?!]/g, "x");
  add("mysql-p-attached", "shell", `mysql -h 127.0.0.1 -u root -p${p} shop < seed.sql`, p);
  p = password(r);
  add(
    "mysql-p-quoted",
    "shell",
    `mysqldump -uadmin -p'${p}' --single-transaction crm | gzip > crm.sql.gz`,
    p,
  );
  p = password(r);
  add("redis-cli", "shell", `redis-cli -h redis.acme.internal -a '${p}' --no-auth-warning INFO keyspace`, p);
  p = password(r);
  add("docker-login", "shell", `docker login -u acmebot -p '${p}' registry.acme.dev`, p);
  p = r.alnum(36);
  add("docker-login-stdin", "shell", `echo "${p}" | docker login ghcr.io -u acme-ci --password-stdin`, p);
  let t = checksummedToken(r, "ghp");
  add("gh-auth-with-token", "shell", `gh auth login --with-token <<< "${t}"`, t);
  p = password(r);
  add(
    "curl-u",
    "shell",
    `curl -u admin:${p.replace(/[$&?!]/g, "z")} -X DELETE http://localhost:15672/api/queues/%2F/dead-letters`,
    p.replace(/[$&?!]/g, "z"),
  );
  p = password(r);
  add(
    "wget-password",
    "shell",
    `wget --user=mirror --password='${p}' https://files.acme.dev/releases/agent-4.2.tgz`,
    p,
  );
  p = password(r);
  add(
    "sshpass",
    "shell",
    `sshpass -p '${p}' ssh -o StrictHostKeyChecking=no deploy@10.0.3.14 'sudo systemctl restart api'`,
    p,
  );
  p = password(r);
  add("sqlcmd", "shell", `sqlcmd -S tcp:sql01,1433 -U sa -P "${p}" -Q "SELECT name FROM sys.databases"`, p);
  p = password(r);
  add(
    "rabbitmqctl-positional",
    "shell",
    `rabbitmqctl add_user billing '${p}' && rabbitmqctl set_permissions -p / billing ".*" ".*" ".*"`,
    p,
  );
  p = password(r);
  add(
    "keytool",
    "shell",
    `keytool -importkeystore -srckeystore old.jks -destkeystore new.p12 -deststoretype pkcs12 -srcstorepass '${p}' -deststorepass '${p}'`,
    p,
  );
  p = r.alnum(20);
  add(
    "openssl-pass",
    "shell",
    `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${p}`,
    p,
  );
  p = password(r);
  add(
    "ldapsearch",
    "shell",
    `ldapsearch -H ldaps://dc01.corp.local -D "svc-jira@corp.local" -w '${p}' -b "DC=corp,DC=local" "(sAMAccountName=jdoe)"`,
    p,
  );
  p = r.alnum(18);
  add("smbclient", "shell", `smbclient //fs01/finance -U 'CORP\\\\backup%${p}' -c 'ls'`, p);
  p = password(r);
  add(
    "net-use",
    "shell",
    `C:\\> net use Z: \\\\fs01\\share /user:CORP\\svc_backup ${p.replace(/[%"&]/g, "k")} /persistent:no`,
    p.replace(/[%"&]/g, "k"),
  );
  t = `hvs.${r.b64url(24)}${r.alnum(66)}`;
  add("vault-login-positional", "shell", `vault login ${t}`, t);
  t = `pypi-AgEIcHlwaS5vcmcCJ${r.b64url(140)}`;
  add("twine", "shell", `twine upload -u __token__ -p ${t} dist/*`, t);
  t = `cio${r.alnum(32)}`;
  add("cargo-login-positional", "shell", `cargo login ${t}`, t);
  t = `oy2${r.lower(43)}`;
  add("nuget-setapikey", "shell", `nuget setapikey ${t} -source https://api.nuget.org/v3/index.json`, t);
  t = `2${r.alnum(26)}_${r.alnum(21)}`;
  add("ngrok-authtoken", "shell", `ngrok config add-authtoken ${t}`, t);
  t = `tskey-auth-k${r.alnum(11)}CNTRL-${r.alnum(33)}`;
  add("tailscale-up", "shell", `sudo tailscale up --authkey=${t} --advertise-tags=tag:ci`, t);
  t = `dop_v1_${r.hex(64)}`;
  add("doctl", "shell", `doctl auth init --context acme -t ${t}`, t);
  t = r.uuid();
  add("snyk-auth-positional", "shell", `snyk auth ${t}`, t);
  p = password(r);
  add("helm-repo", "shell", `helm repo add acme https://charts.acme.dev --username ci --password '${p}'`, p);
  t = `sntrys_eyJpYXQiOj${r.b64(120)}`;
  add("sentry-cli", "shell", `sentry-cli --auth-token ${t} releases new -p web 2026.11.26`, t);
  p = r.alnum(32);
  add(
    "dotnet-nuget",
    "shell",
    `dotnet nuget add source https://pkgs.dev.azure.com/acme/_packaging/feed/nuget/v3/index.json -n acme -u ci -p ${p} --store-password-in-clear-text`,
    p,
  );
  p = password(r);
  add(
    "powershell-securestring",
    "shell",
    `$pw = ConvertTo-SecureString '${p}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_sql', $pw)`,
    p,
  );
  p = password(r);
  add(
    "mongosh",
    "shell",
    `mongosh --host rs0/mongo-0:27017 -u root -p '${p}' --authenticationDatabase admin`,
    p,
  );
  t = `1//0${r.alnum(1)}${r.b64url(98)}`;
  add("firebase-token-flag", "shell", `firebase deploy --only hosting --token "${t}"`, t);
  p = password(r);
  add("htpasswd-b", "shell", `htpasswd -bB /etc/nginx/.htpasswd grafana '${p}'`, p);
  p = password(r);
  add(
    "psql-conninfo",
    "shell",
    `psql "host=db.acme.internal port=5432 dbname=app user=app password=${p.replace(/ /g, "")} sslmode=verify-full"`,
    p.replace(/ /g, ""),
  );
  return out;
}

export function printedCredentials(r) {
  const out = [];
  const add = (kind, context, text, secret) =>
    out.push({ family: "printed-credential", kind, context, text, secret });
  let t = checksummedToken(r, "gho");
  add("gh-auth-token", "output", `$ gh auth token\n${t}`, t);
  t = `npm_${r.alnum(36)}`;
  t = checksummedToken(r, "npm");
  add(
    "npm-token-create",
    "output",
    `$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ ${t} │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ true                                     │\n└────────────────┴──────────────────────────────────────────┘`,
    t,
  );
  t = `hvs.${r.b64url(24)}${r.alnum(66)}`;
  add(
    "vault-token-create",
    "output",
    `$ vault token create -policy=ci -ttl=24h\nKey                  Value\n---                  -----\ntoken                ${t}\ntoken_accessor       ${r.alnum(24)}\ntoken_duration       24h`,
    t,
  );
  let p = password(r);
  add(
    "vault-read",
    "output",
    `$ vault read database/creds/readonly\nKey                Value\n---                -----\nlease_id           database/creds/readonly/${r.alnum(24)}\nlease_duration     1h\npassword           ${p}\nusername           v-token-readonly-${r.alnum(20)}`,
    p,
  );
  p = password(r);
  add("terraform-output", "output", `$ terraform output -raw db_admin_password\n${p}`, p);
  p = r.alnum(32);
  add(
    "terraform-output-json",
    "json",
    JSON.stringify(
      {
        db_password: { sensitive: true, type: "string", value: p },
        endpoint: { sensitive: false, type: "string", value: "db.cluster-c1.eu-west-1.rds.amazonaws.com" },
      },
      null,
      2,
    ),
    p,
  );
  p = password(r);
  const b = b64Of(p);
  add(
    "kubectl-secret-yaml",
    "output",
    `$ kubectl get secret postgres-auth -o yaml\napiVersion: v1\ndata:\n  password: ${b}\n  username: ${b64Of("app")}\nkind: Secret\nmetadata:\n  name: postgres-auth\n  namespace: prod\ntype: Opaque`,
    b,
  );
  p = password(r);
  add(
    "kubectl-jsonpath-decoded",
    "output",
    `$ kubectl get secret argocd-initial-admin-secret -n argocd -o jsonpath="{.data.password}" | base64 -d\n${p}`,
    p,
  );
  p = password(r);
  add(
    "aws-secretsmanager",
    "json",
    JSON.stringify(
      {
        ARN: "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-Ab12Cd",
        Name: "prod/db",
        SecretString: JSON.stringify({ username: "admin", password: p }),
        VersionId: r.uuid(),
      },
      null,
      4,
    ),
    p,
  );
  t = `ya29.a0${r.b64url(150)}`;
  add("gcloud-print-token", "output", `$ gcloud auth print-access-token\n${t}`, t);
  p = r.alnum(40);
  add(
    "heroku-config",
    "output",
    `$ heroku config -a acme-api\n=== acme-api Config Vars\nDATABASE_URL:      postgres://u${r.lower(13)}:${p}@ec2-34-250-1-2.eu-west-1.compute.amazonaws.com:5432/d${r.lower(13)}\nNODE_ENV:          production`,
    p,
  );
  t = `dp.st.prd.${r.alnum(43)}`;
  add("doppler-configure", "output", `$ doppler configure get token --plain\n${t}`, t);
  p = password(r);
  add("op-read", "output", `$ op read "op://Infra/Prod Postgres/password"\n${p}`, p);
  t = `FlyV1 fm2_lJPE${r.b64(180)}`;
  add("fly-tokens-create", "output", `$ fly tokens create deploy -a acme-api\n${t}`, t);
  t = `${r.b64url(86)}==`;
  add(
    "influx-auth-create",
    "output",
    `$ influx auth create --org acme --all-access\nID\t\t\tDescription\tToken\t\t\t\t\t\t\t\t\t\t\t\t\tUser Name\n0c${r.hex(14)}\t\t\t${t}\tadmin`,
    t,
  );
  p = password(r);
  add(
    "docker-inspect-env",
    "json",
    JSON.stringify(
      [
        {
          Id: r.hex(64),
          Config: {
            Env: [
              "PATH=/usr/local/sbin:/usr/local/bin",
              `POSTGRES_PASSWORD=${p}`,
              "PGDATA=/var/lib/postgresql/data",
            ],
          },
        },
      ],
      null,
      2,
    ),
    p,
  );
  p = r.hex(40);
  add(
    "printenv",
    "output",
    `$ printenv | grep -i key\nSSH_AUTH_SOCK=/tmp/ssh-XXXX/agent.123\nWANDB_API_KEY=${p}`,
    p,
  );
  t = `sk_live_51${r.alnum(97)}`;
  add(
    "stripe-config-list",
    "output",
    `$ stripe config --list\n[default]\ndevice_name = 'mbp-dev'\nlive_mode_api_key = '${t}'\ntest_mode_pub_key = 'pk_test_${r.alnum(40)}'`,
    t,
  );
  return out;
}

export function prosePasswords(r) {
  const lines = [
    (p) => `The staging admin login is admin / ${p} — change it after the demo.`,
    (p) => `数据库 root 密码：${p}（只在内网能连）`,
    (p) => `Das WLAN-Passwort im Büro ist jetzt ${p}.`,
    (p) => `La contraseña del usuario deploy es ${p}, la cambiamos el lunes.`,
    (p) => `Le mot de passe du compte de service est « ${p} ».`,
    (p) => `管理画面のパスワードは ${p} です。`,
    (p) => `A senha do banco de homologação é ${p}`,
    (p) => `Пароль от админки: ${p}`,
    (p) => `관리자 비밀번호는 ${p} 입니다.`,
    (p) => `La password del server FTP è ${p}, non condividerla.`,
  ];
  return lines.map((line, i) => {
    const p = password(r);
    return { family: "prose-password", kind: `lang-${i}`, context: "prose", text: line(p), secret: p };
  });
}
