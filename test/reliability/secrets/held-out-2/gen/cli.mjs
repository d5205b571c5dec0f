// Credentials given on a command line (flags, positional arguments of CLIs that take them, stdin
// pipes), printed by a command (secret managers, `kubectl get secret`, `terraform output`), set in
// config under a password-like key with no vendor format, written in prose (English, Chinese,
// German, Spanish, French, Japanese, Portuguese), and webhook URLs whose path is the credential.
import * as r from "./rng.mjs";

const c = (family, kind, context, text, secret, also) => ({
  family,
  kind,
  context,
  text,
  secret,
  ...(also ? { also } : {}),
});

export function cliCases() {
  const out = [];
  const x = (kind, make, urlSafe = false) => {
    const p = r.password(urlSafe);
    out.push(c("cli-password", kind, "shell", make(p), p));
  };
  x(
    "sshpass",
    (p) => `sshpass -p '${p}' ssh -o StrictHostKeyChecking=no deploy@10.0.4.12 'sudo systemctl restart api'`,
  );
  x("sshpass", (p) => `sshpass -p ${p} scp build.tar.gz ops@bastion.acme.io:/tmp/`, true);
  x(
    "mysql-p",
    (p) => `mysql -h ${r.pick(["127.0.0.1", "db.internal"])} -uroot -p'${p}' shop -e 'show tables'`,
  );
  x("mysql-p", (p) => `mysqldump -u backup -p${p} --single-transaction shop > /backups/shop.sql`, true);
  x(
    "mysql-password-flag",
    (p) => `mysql --user=app --password=${p} --host=db.internal orders < migrate.sql`,
    true,
  );
  x("curl-u", (p) => `curl -u admin:${p} -X POST https://jenkins.acme.lan/job/deploy/build`, true);
  x(
    "curl-u",
    (p) =>
      `curl --user "ci-bot:${p}" https://nexus.acme.lan/service/rest/v1/components?repository=maven-releases`,
  );
  x("htpasswd", (p) => `htpasswd -bc /etc/nginx/.htpasswd admin '${p}'`);
  x("docker-login", (p) => `docker login registry.acme.io -u ci -p '${p}'`);
  x("docker-login-stdin", (p) => `echo '${p}' | docker login ghcr.io -u octo-dev --password-stdin`);
  x("helm-repo", (p) => `helm repo add acme https://charts.acme.io --username ci --password '${p}'`);
  x("redis-cli", (p) => `redis-cli -h cache.internal -a '${p}' --no-auth-warning INFO memory`);
  x("redis-auth", (p) => `redis-cli -h cache.internal\ncache.internal:6379> AUTH ${p}\nOK`, true);
  x("mongosh", (p) => `mongosh --host mongo.internal -u admin -p '${p}' --authenticationDatabase admin`);
  x("sqlcmd", (p) => `sqlcmd -S db.acme.lan -U sa -P '${p}' -Q "SELECT name FROM sys.databases"`);
  x(
    "ldapsearch",
    (p) =>
      `ldapsearch -x -H ldaps://ldap.acme.io -D "cn=admin,dc=acme,dc=io" -w '${p}' -b "ou=people,dc=acme,dc=io"`,
  );
  x("smbclient", (p) => `smbclient //fs01/share -U 'ACME\\jdoe%${p}' -c 'ls'`);
  x(
    "openssl-pass",
    (p) => `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${p}`,
    true,
  );
  x("zip-password", (p) => `zip -P '${p}' -r exports.zip exports/`);
  x("7z-password", (p) => `7z a -p${p} -mhe=on backup.7z ./data`, true);
  x(
    "gpg-passphrase",
    (p) => `gpg --batch --pinentry-mode loopback --passphrase '${p}' -d secrets.tar.gpg | tar x`,
  );
  x("wget-password", (p) => `wget --user=exports --password='${p}' https://files.acme-partner.com/daily.csv`);
  x("lftp", (p) => `lftp -u exports,${p} sftp://files.acme-partner.com -e 'mirror outgoing ./in; bye'`, true);
  x("xfreerdp", (p) => `xfreerdp /v:win-build-01.acme.lan /u:Administrator /p:'${p}' /cert:ignore`);
  x("net-use", (p) => `net use \\\\fs01\\builds /user:ACME\\svc-build ${p}`, true);
  x("rabbitmqctl", (p) => `rabbitmqctl add_user orders-svc '${p}'`);
  x(
    "keytool",
    (p) =>
      `keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -srcstorepass '${p}' -destkeystore app.jks`,
  );
  x(
    "twine",
    (p) =>
      `twine upload -u deploy -p '${p}' --repository-url https://nexus.acme.lan/repository/pypi-internal/ dist/*`,
  );
  x("poetry-http-basic", (p) => `poetry config http-basic.internal ci '${p}'`);
  x(
    "kubectl-literal",
    (p) =>
      `kubectl create secret generic db-creds --from-literal=username=app --from-literal=password='${p}'`,
  );
  x("terraform-var", (p) => `terraform apply -var 'db_password=${p}' -auto-approve`);
  x("ansible-extra-vars", (p) => `ansible-playbook site.yml -i prod -e 'ansible_become_password=${p}'`);
  x("psql-conninfo", (p) => `psql "host=db.internal user=postgres password=${p} dbname=orders"`, true);
  x("wp-cli", (p) => `wp user create editor editor@acme.io --role=editor --user_pass='${p}'`);
  x(
    "expect",
    (p) => `expect -c 'spawn ssh admin@switch-02; expect "assword:"; send "${p}\\r"; interact'`,
    true,
  );
  x(
    "svn",
    (p) =>
      `svn checkout https://svn.acme.lan/repos/legacy --username jdoe --password '${p}' --non-interactive`,
  );
  let tok = r.checksummed("ghp_");
  out.push(c("cli-password", "gh-with-token", "shell", `gh auth login --with-token <<< ${tok}`, tok));
  tok = `hvs.${r.chars(`${r.ALNUM}_-`, 92)}`;
  out.push(c("cli-password", "vault-login", "shell", `vault login ${tok}`, tok));
  tok = `dop_v1_${r.hex(64)}`;
  out.push(c("cli-password", "doctl-auth", "shell", `doctl auth init -t ${tok}`, tok));
  tok = `sk_live_51${r.alnum(97)}`;
  out.push(c("cli-password", "stripe-cli", "shell", `stripe customers list --limit 3 --api-key ${tok}`, tok));
  tok = r.checksummed("npm_");
  out.push(
    c(
      "cli-password",
      "npm-config-set",
      "shell",
      `npm config set //registry.npmjs.org/:_authToken ${tok}`,
      tok,
    ),
  );
  tok = r.checksummed("npm_");
  out.push(
    c(
      "cli-password",
      "docker-build-arg",
      "shell",
      `docker build --build-arg NPM_TOKEN=${tok} -t acme/web:latest .`,
      tok,
    ),
  );
  tok = `${r.digits(10)}:AA${r.chars(`${r.ALNUM}_-`, 33)}`;
  out.push(
    c(
      "cli-password",
      "telegram-url",
      "shell",
      `curl -s "https://api.telegram.org/bot${tok}/sendMessage" -d chat_id=-100${r.digits(10)} -d text="deploy ok"`,
      tok,
    ),
  );
  tok = r.checksummed("ghp_");
  out.push(c("cli-password", "heredoc", "shell", `cat > .env <<EOF\nGITHUB_TOKEN=${tok}\nEOF`, tok));
  return out;
}

export function keywordCases() {
  const out = [];
  const k = (kind, context, make, gen = () => r.password()) => {
    const s = gen();
    out.push(c("keyword-secret", kind, context, make(s), s));
  };
  k(
    "yaml-password",
    "config",
    (s) => `smtp:\n  host: smtp.acme.io\n  port: 587\n  username: notifications\n  password: ${s}`,
  );
  k("env-password", "config", (s) => `DB_HOST=db.internal\nDB_USER=app\nDB_PASSWORD=${s}`);
  k(
    "client-secret-json",
    "json",
    (s) =>
      JSON.stringify(
        { client_id: "acme-portal", client_secret: s, redirect_uri: "https://portal.acme.io/callback" },
        null,
        2,
      ),
    () => r.alnum(40),
  );
  k(
    "django-secret-key",
    "code",
    (s) => `SECRET_KEY = '${s}'\nDEBUG = False`,
    () => r.chars(`${r.LOWER_ALNUM}!@#%^&*(-_=+)`, 50),
  );
  k(
    "rails-secret-key-base",
    "config",
    (s) => `production:\n  secret_key_base: ${s}`,
    () => r.hex(128),
  );
  k(
    "laravel-app-key",
    "config",
    (s) => `APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=${s}\nAPP_DEBUG=false`,
    () => `base64:${r.b64bytes(32)}`,
  );
  k(
    "jwt-secret",
    "config",
    (s) => `JWT_SECRET=${s}\nJWT_EXPIRES_IN=1h`,
    () => r.chars(`${r.ALNUM}`, 48),
  );
  k(
    "session-secret",
    "code",
    (s) => `app.use(session({ secret: "${s}", resave: false, saveUninitialized: false }));`,
    () => r.alnum(32),
  );
  k(
    "flask-secret",
    "code",
    (s) => `app.secret_key = b"${s}"`,
    () => r.hex(32),
  );
  k("spring-password", "config", (s) => `spring.datasource.username=app\nspring.datasource.password=${s}`);
  k(
    "kafka-jaas",
    "config",
    (s) =>
      `sasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="orders" password="${s}";`,
  );
  k("mail-password", "config", (s) => `mail.smtp.user=alerts@acme.io\nmail.smtp.password=${s}`);
  k(
    "ansible-become",
    "config",
    (s) => `all:\n  vars:\n    ansible_user: deploy\n    ansible_become_password: ${s}`,
  );
  k("redis-requirepass", "config", (s) => `bind 0.0.0.0\nport 6379\nrequirepass ${s}\nmaxmemory 2gb`);
  k("rabbitmq-default-pass", "config", (s) => `default_user = orders\ndefault_pass = ${s}`);
  k(
    "encryption-key",
    "config",
    (s) => `ENCRYPTION_KEY=${s}`,
    () => r.hex(64),
  );
  k(
    "fernet-key",
    "config",
    (s) => `AIRFLOW__CORE__FERNET_KEY=${s}`,
    () => r.b64urlBytes(32).concat("="),
  );
  k(
    "nextauth-secret",
    "config",
    (s) => `NEXTAUTH_URL=https://portal.acme.io\nNEXTAUTH_SECRET=${s}`,
    () => r.b64bytes(32),
  );
  k(
    "wordpress-salts",
    "code",
    (s) =>
      `define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_PASSWORD', '${s}' );\ndefine( 'DB_HOST', 'localhost' );`,
  );
  k(
    "wordpress-auth-key",
    "code",
    (s) => `define('AUTH_KEY', '${s}');`,
    () => r.chars(`${r.ALNUM}!@#%^&*()-_[]{}<>~+=,.;:/?|`, 64),
  );
  k(
    "tomcat-users",
    "config",
    (s) =>
      `<tomcat-users>\n  <user username="manager" password="${s}" roles="manager-gui,admin-gui"/>\n</tomcat-users>`,
  );
  k("grafana-ini", "config", (s) => `[security]\nadmin_user = admin\nadmin_password = ${s}`);
  k("pgbouncer-userlist", "config", (s) => `"app" "${s}"\n"reporting" "md5${r.hex(32)}"`);
  k(
    "hcl-variable-default",
    "config",
    (s) => `variable "db_password" {\n  type    = string\n  default = "${s}"\n}`,
  );
  k(
    "helm-values",
    "config",
    (s) => `postgresql:\n  auth:\n    username: app\n    password: ${s}\n    database: orders`,
  );
  k(
    "api-secret-ts",
    "code",
    (s) => `const config = {\n  apiKey: "pk_${r.alnum(8)}",\n  apiSecret: "${s}",\n};`,
    () => r.alnum(40),
  );
  k(
    "go-struct",
    "code",
    (s) =>
      `cfg := Config{\n\tUser:     "svc_orders",\n\tPassword: "${s}",\n\tAddr:     "db.internal:5432",\n}`,
  );
  k(
    "kotlin-const",
    "code",
    (s) => `const val SIGNING_SECRET = "${s}"`,
    () => r.hex(48),
  );
  k(
    "swift-let",
    "code",
    (s) => `let apiToken = "${s}"`,
    () => r.alnum(40),
  );
  k(
    "powershell-securestring",
    "shell",
    (s) =>
      `$pw = ConvertTo-SecureString '${s}' -AsPlainText -Force\n$cred = New-Object PSCredential('ACME\\svc-build', $pw)`,
  );
  k(
    "private-token-header",
    "header",
    (s) => `PRIVATE-TOKEN: ${s}`,
    () => `glpat-${r.chars(`${r.ALNUM}_-`, 20)}`,
  );
  k(
    "x-auth-token",
    "header",
    (s) => `X-Auth-Token: ${s}`,
    () => r.hex(40),
  );
  k(
    "basic-auth-header",
    "header",
    (s) => `Authorization: Basic ${s}`,
    () => Buffer.from(`admin:${r.password()}`).toString("base64"),
  );
  k(
    "proxy-authorization",
    "header",
    (s) => `Proxy-Authorization: Basic ${s}`,
    () => Buffer.from(`jdoe:${r.password()}`).toString("base64"),
  );
  k(
    "api-key-header-log",
    "log",
    (s) =>
      `DEBUG urllib3: Sending request headers: {'User-Agent': 'python-requests/2.32.3', 'X-Api-Key': '${s}'}`,
    () => r.alnum(32),
  );
  k(
    "json-log-token",
    "log",
    (s) =>
      JSON.stringify({
        level: "debug",
        ts: 1769000000.118,
        msg: "upstream auth",
        token: s,
        upstream: "billing",
      }),
    () => r.chars(`${r.ALNUM}_-`, 40),
  );
  k(
    "nginx-proxy-header",
    "config",
    (s) =>
      `location /api/ {\n    proxy_pass https://upstream.acme.io;\n    proxy_set_header X-Api-Key "${s}";\n}`,
    () => r.hex(32),
  );
  k(
    "query-api-key",
    "url",
    (s) => `https://api.acme-weather.io/v3/forecast?lat=52.52&lon=13.40&appid=${s}`,
    () => r.hex(32),
  );
  k(
    "query-password",
    "url",
    (s) => `https://cams.acme.lan/cgi-bin/snapshot.cgi?user=admin&password=${s}&channel=1`,
    () => r.password(true),
  );
  k(
    "query-secret",
    "url",
    (s) => `https://hooks.acme.io/ingest?source=ci&secret=${s}`,
    () => r.alnum(32),
  );
  k(
    "git-diff-added",
    "output",
    (s) =>
      `$ git diff\n--- a/config/prod.env\n+++ b/config/prod.env\n@@ -3,3 +3,4 @@ LOG_LEVEL=info\n REGION=eu-west-1\n+PAYMENT_API_SECRET=${s}\n FEATURE_FLAGS=checkout-v2`,
    () => r.alnum(40),
  );
  k(
    "history",
    "output",
    (s) =>
      `$ history | tail -3\n  512  cd ~/src/api\n  513  export SERVICE_PASSWORD='${s}'\n  514  npm start`,
  );
  k(
    "docker-inspect-env",
    "output",
    (s) =>
      `$ docker inspect api --format '{{json .Config.Env}}'\n["PATH=/usr/local/sbin:/usr/local/bin","NODE_ENV=production","ADMIN_PASSWORD=${s}"]`,
  );
  k(
    "grep-output",
    "output",
    (s) =>
      `$ grep -rn "password" config/\nconfig/legacy.ini:14:password = ${s}\nconfig/README.md:3:The password is read from the environment.`,
  );
  return out;
}

export function outputCases() {
  const out = [];
  const b = (s) => Buffer.from(s).toString("base64");
  let p = r.password();
  const p2 = r.alnum(40);
  out.push(
    c(
      "k8s-secret",
      "get-secret-yaml",
      "output",
      `$ kubectl get secret db-creds -o yaml\napiVersion: v1\ndata:\n  password: ${b(p)}\n  username: ${b("app")}\n  api-token: ${b(p2)}\nkind: Secret\nmetadata:\n  name: db-creds\n  namespace: apps\ntype: Opaque`,
      b(p),
      [b(p2)],
    ),
  );
  p = r.password();
  out.push(
    c(
      "k8s-secret",
      "jsonpath-decode",
      "output",
      `$ kubectl get secret grafana -o jsonpath='{.data.admin-password}' | base64 -d\n${p}`,
      p,
    ),
  );
  p = r.password();
  out.push(
    c(
      "k8s-secret",
      "manifest",
      "config",
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp\ntype: Opaque\nstringData:\n  SMTP_PASSWORD: ${p}`,
      p,
    ),
  );
  p = r.password();
  out.push(
    c(
      "k8s-secret",
      "manifest-data",
      "config",
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-env\ndata:\n  DATABASE_PASSWORD: ${b(p)}`,
      b(p),
    ),
  );
  p = r.password();
  out.push(
    c(
      "k8s-secret",
      "helm-get-values",
      "output",
      `$ helm get values keycloak -n auth\nUSER-SUPPLIED VALUES:\nauth:\n  adminUser: admin\n  adminPassword: ${p}`,
      p,
    ),
  );
  p = r.password();
  out.push(
    c(
      "command-output",
      "terraform-output-json",
      "output",
      `$ terraform output -json\n${JSON.stringify({ db_endpoint: { sensitive: false, type: "string", value: "orders.c9x2k1.rds.amazonaws.com" }, db_password: { sensitive: true, type: "string", value: p } }, null, 2)}`,
      p,
    ),
  );
  p = r.alnum(32);
  out.push(
    c("command-output", "terraform-output-raw", "output", `$ terraform output -raw admin_token\n${p}`, p),
  );
  p = r.password();
  out.push(
    c(
      "command-output",
      "terraform-output-state-show",
      "output",
      `$ terraform state show aws_db_instance.orders\nresource "aws_db_instance" "orders" {\n    engine   = "postgres"\n    username = "app"\n    password = "${p}"\n}`,
      p,
    ),
  );
  p = r.password();
  out.push(
    c(
      "command-output",
      "secret-manager-aws-secretsmanager",
      "output",
      `$ aws secretsmanager get-secret-value --secret-id prod/orders/db\n${JSON.stringify({ ARN: `arn:aws:secretsmanager:eu-west-1:${r.digits(12)}:secret:prod/orders/db-${r.alnum(6)}`, Name: "prod/orders/db", SecretString: JSON.stringify({ username: "app", password: p }) }, null, 4)}`,
      JSON.stringify(p).slice(1, -1),
    ),
  );
  p = r.password();
  out.push(
    c(
      "command-output",
      "secret-manager-az-keyvault",
      "output",
      `$ az keyvault secret show --vault-name acme-kv --name sql-admin\n${JSON.stringify({ id: `https://acme-kv.vault.azure.net/secrets/sql-admin/${r.hex(32)}`, value: p, contentType: null }, null, 2)}`,
      p,
    ),
  );
  p = r.password();
  out.push(
    c(
      "command-output",
      "secret-manager-gcloud-secrets",
      "output",
      `$ gcloud secrets versions access latest --secret=smtp-password\n${p}`,
      p,
    ),
  );
  p = r.password();
  out.push(
    c(
      "command-output",
      "secret-manager-vault-kv-get",
      "output",
      `$ vault kv get secret/apps/orders\n====== Data ======\nKey         Value\n---         -----\ndb_pass     ${p}\ndb_user     app`,
      p,
    ),
  );
  p = r.password();
  out.push(
    c(
      "command-output",
      "secret-manager-op-read",
      "output",
      `$ op read "op://Infra/prod-db/password"\n${p}`,
      p,
    ),
  );
  p = r.alnum(32);
  out.push(
    c(
      "command-output",
      "secret-manager-doppler-get",
      "output",
      `$ doppler secrets get STRIPE_WEBHOOK_KEY --plain\n${p}`,
      p,
    ),
  );
  p = r.password();
  out.push(
    c(
      "command-output",
      "secret-manager-macos-keychain",
      "output",
      `$ security find-generic-password -s acme-vpn -w\n${p}`,
      p,
    ),
  );
  p = r.password();
  out.push(
    c(
      "command-output",
      "secret-manager-pass-show",
      "output",
      `$ pass show work/jira\n${p}\nuser: jdoe@acme.io`,
      p,
    ),
  );
  let tok = r.checksummed("npm_");
  out.push(
    c(
      "command-output",
      "npm-token-create",
      "output",
      `$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ ${tok} │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ true                                     │\n└────────────────┴──────────────────────────────────────────┘`,
      tok,
    ),
  );
  tok = r.checksummed("gho_");
  out.push(c("command-output", "gh-auth-token", "output", `$ gh auth token\n${tok}`, tok));
  tok = `HRKU-AA${r.chars(`${r.ALNUM}_-`, 58)}`;
  out.push(
    c(
      "command-output",
      "heroku-auth-token",
      "output",
      `$ heroku auth:token\n ›   Warning: token will expire 2027-02-03\n${tok}`,
      tok,
    ),
  );
  tok = `hvs.${r.chars(`${r.ALNUM}_-`, 92)}`;
  out.push(
    c(
      "command-output",
      "vault-token-create",
      "output",
      `$ vault token create -policy=deploy -ttl=8h\nKey                  Value\n---                  -----\ntoken                ${tok}\ntoken_accessor       ${r.alnum(24)}\ntoken_duration       8h`,
      tok,
    ),
  );
  tok = `sk_live_51${r.alnum(97)}`;
  out.push(
    c(
      "command-output",
      "stripe-config-list",
      "output",
      `$ stripe config --list\n[default]\ndevice_name = "build-01"\nlive_mode_api_key = "${tok}"`,
      tok,
    ),
  );
  tok = `glpat-${r.chars(`${r.ALNUM}_-`, 20)}`;
  out.push(
    c(
      "command-output",
      "glab-token-create",
      "output",
      `$ glab token create ci-bot --scope api --duration 30d\n${tok}`,
      tok,
    ),
  );
  tok = r.uuid();
  out.push(
    c(
      "command-output",
      "env-dump",
      "output",
      `$ env | sort\nHOME=/home/dev\nLANG=C.UTF-8\nPOSTMARK_SERVER_TOKEN=${tok}\nSHELL=/bin/bash`,
      tok,
    ),
  );
  return out;
}

export function webhookCases() {
  const out = [];
  let s = `${r.alnum(24)}`;
  out.push(
    c(
      "webhook-url",
      "slack",
      "config",
      `SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T${r.upperAlnum(8)}/B${r.upperAlnum(10)}/${s}`,
      s,
    ),
  );
  s = `${r.alnum(24)}`;
  out.push(
    c(
      "webhook-url",
      "slack",
      "shell",
      `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy done"}' https://hooks.slack.com/services/T${r.upperAlnum(8)}/B${r.upperAlnum(10)}/${s}`,
      s,
    ),
  );
  s = r.chars(`${r.ALNUM}_-`, 68);
  out.push(
    c(
      "webhook-url",
      "discord",
      "code",
      `DISCORD_WEBHOOK = "https://discord.com/api/webhooks/${r.digits(19)}/${s}"`,
      s,
    ),
  );
  s = r.hex(32);
  out.push(
    c(
      "webhook-url",
      "teams",
      "config",
      `teams_webhook: https://acme.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${s}/${r.uuid()}`,
      s,
    ),
  );
  s = r.b64urlBytes(32);
  const key = `AIza${r.chars(`${r.ALNUM}_-`, 35)}`;
  out.push(
    c(
      "webhook-url",
      "google-chat",
      "url",
      `https://chat.googleapis.com/v1/spaces/AAAA${r.alnum(7)}/messages?key=${key}&token=${s}`,
      s,
      [key],
    ),
  );
  s = r.alnum(32);
  out.push(
    c(
      "webhook-url",
      "zapier",
      "prose",
      `Point the form at https://hooks.zapier.com/hooks/catch/${r.digits(7)}/${r.lowerAlnum(6)}/?secret=${s} and it'll post to the sheet.`,
      s,
    ),
  );
  return out;
}

export function proseCases() {
  const out = [];
  const p = (kind, make, gen = () => r.password()) => {
    const s = gen();
    out.push(c("prose", kind, "prose", make(s), s));
  };
  p("en-staging-db", (s) => `the password for the staging db is ${s} — don't commit it`);
  p("en-admin", (s) => `Admin login for the new Grafana: admin / ${s}`);
  p("en-wifi", (s) => `Office wifi is ACME-Guest, password ${s}`);
  p(
    "en-shared",
    (s) => `Shared the Jenkins creds with you: user ci-bot, pass ${s}. Rotate after the migration.`,
  );
  p(
    "en-api-key",
    (s) => `For the weather API use key ${s} until we get our own account.`,
    () => r.hex(32),
  );
  p(
    "en-token-colon",
    (s) => `token: ${s}`,
    () => r.alnum(40),
  );
  p("zh-db", (s) => `测试环境数据库密码是 ${s}，请不要提交到仓库。`);
  p(
    "zh-key",
    (s) => `生产环境的 API 密钥：${s}`,
    () => r.alnum(32),
  );
  p("zh-account", (s) => `服务器账号 root，密码：${s}`);
  p("de-staging", (s) => `Das Passwort für den Staging-Server lautet ${s}.`);
  p("de-credentials", (s) => `Zugangsdaten: Benutzer admin, Kennwort ${s}`);
  p(
    "de-token",
    (s) => `Hier ist der Zugriffstoken für die API: ${s}`,
    () => r.alnum(40),
  );
  p("es-db", (s) => `la contraseña de la base de datos es ${s}`);
  p(
    "es-api",
    (s) => `Te paso la clave de API: ${s}`,
    () => r.hex(32),
  );
  p("es-user", (s) => `usuario: deploy, contraseña: ${s}`);
  p("fr-password", (s) => `Le mot de passe du serveur de préproduction est ${s}`);
  p("ja-password", (s) => `ステージング環境のパスワードは ${s} です。`);
  p("pt-password", (s) => `A senha do banco de produção é ${s}`);
  p(
    "en-vendor-token",
    (s) => `Use ${s} for the npm publish step, it's the automation token.`,
    () => r.checksummed("npm_"),
  );
  p(
    "zh-vendor-token",
    (s) => `GitHub 令牌：${s}`,
    () => r.checksummed("ghp_"),
  );
  return out;
}
