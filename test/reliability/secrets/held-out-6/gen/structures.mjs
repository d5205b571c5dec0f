// Passwords, connection strings, credential files, CLI flags, command output, cookies and webhook
// URLs, written as a coding session shows them.
import { ALNUM, B64URL, checksummed, DIGITS, HEX, LOWER, UPPER } from "./rng.mjs";

const WORDS = [
  "maple",
  "orbit",
  "falcon",
  "quartz",
  "ember",
  "tundra",
  "cobalt",
  "juniper",
  "saffron",
  "glacier",
];

/** A password as people and generators make them: words + digits + symbols, or random. */
export function password(r) {
  const style = r.int(0, 3);
  if (style === 0)
    return `${r.pick(WORDS)}${r.pick(["-", "_", "!", "."])}${r.pick(WORDS)}${r.int(10, 99)}${r.pick(["#", "!", "$", "&"])}`;
  if (style === 1) return r.chars(`${ALNUM}!#%^*-_+=`, r.int(16, 28));
  if (style === 2)
    return `${r.pick(WORDS)[0].toUpperCase()}${r.pick(WORDS).slice(1)}${r.int(1990, 2026)}${r.pick(["!", "?", "#"])}${r.chars(ALNUM, 4)}`;
  return r.chars(ALNUM, r.int(20, 32));
}

const urlSafePassword = (r) => r.chars(`${ALNUM}-_.~`, r.int(16, 26));

export function connections(r) {
  const rows = [
    [
      "postgres-url",
      "config",
      (p) => `DATABASE_URL=postgres://app_rw:${p}@db.internal.acme.dev:5432/orders?sslmode=require`,
    ],
    [
      "postgres-asyncpg",
      "code",
      (p) => `engine = create_async_engine("postgresql+asyncpg://svc_report:${p}@10.0.4.12:5432/warehouse")`,
    ],
    [
      "mysql-url",
      "code",
      (p) => `let pool = MySqlPool::connect("mysql://root:${p}@127.0.0.1:3306/shop").await?;`,
    ],
    [
      "mongodb-srv",
      "config",
      (p) =>
        `spring:\n  data:\n    mongodb:\n      uri: mongodb+srv://catalog:${p}@cluster0.x7k2p.mongodb.net/catalog?retryWrites=true&w=majority`,
    ],
    [
      "redis-url",
      "shell",
      (p) => `REDIS_URL=rediss://default:${p}@eu1-fine-kite-31337.upstash.io:6379 bundle exec sidekiq`,
    ],
    [
      "amqp-url",
      "code",
      (p) => `{:ok, conn} = AMQP.Connection.open("amqps://billing:${p}@rabbit.acme.dev:5671/prod")`,
    ],
    [
      "clickhouse-url",
      "log",
      (p) =>
        `2026-11-19T22:01:44Z ERROR dial clickhouse://ingest:${p}@ch-0.acme.dev:9440/events?secure=true: i/o timeout`,
    ],
    ["nats-url", "code", (p) => `nc, err := nats.Connect("nats://worker:${p}@nats.acme.dev:4222")`],
    ["smtp-url", "config", (p) => `EMAIL_URL=smtp+tls://postmaster%40mg.acme.dev:${p}@smtp.mailgun.org:587`],
    [
      "ftp-url",
      "shell",
      (p) => `lftp -e "mirror -R dist /htdocs; quit" ftp://deploy:${p}@ftp.acme-hosting.net`,
    ],
    ["git-https", "shell", (p) => `git clone https://build-bot:${p}@git.acme.dev/platform/infra.git`],
    [
      "elastic-url",
      "output",
      (p) => `$ git config --get remote.origin.url\nhttps://elastic:${p}@search.acme.dev:9200`,
    ],
    [
      "neo4j-url",
      "code",
      (p) => `driver = GraphDatabase.driver("neo4j+s://neo4j:${p}@a1b2c3d4.databases.neo4j.io")`,
    ],
    [
      "snowflake-url",
      "config",
      (p) =>
        `dbt:\n  url: snowflake://TRANSFORMER:${p}@xy12345.eu-central-1/ANALYTICS/PUBLIC?warehouse=WH_XS`,
    ],
    [
      "jdbc-sqlserver",
      "config",
      (p) =>
        `spring.datasource.url=jdbc:sqlserver://sql.acme.dev:1433;databaseName=crm;user=crm_app;password=${p};encrypt=true`,
    ],
    [
      "ado-net",
      "json",
      (p) =>
        `"ConnectionStrings": {\n  "Default": "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=crm;User ID=crmadmin;Password=${p};Encrypt=True;"\n}`,
    ],
    [
      "odbc",
      "config",
      (p) =>
        `[warehouse]\nDriver={ODBC Driver 18 for SQL Server};Server=10.1.2.3;Uid=etl;Pwd=${p};TrustServerCertificate=yes`,
    ],
    [
      "oracle-thin",
      "code",
      (p) =>
        `Connection c = DriverManager.getConnection("jdbc:oracle:thin:hr/${p}@//ora.acme.dev:1521/ORCLPDB1");`,
    ],
    [
      "kafka-jaas",
      "config",
      (p) =>
        `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="FQ3XUBZ2" password="${p}";`,
    ],
    [
      "libpq-keyword",
      "shell",
      (p) => `psql "host=pg.acme.dev port=5432 dbname=ledger user=auditor password=${p} sslmode=verify-full"`,
    ],
    [
      "pgpass",
      "output",
      (p) =>
        `$ cat ~/.pgpass\ndb.internal.acme.dev:5432:orders:app_rw:${p}\nlocalhost:5432:*:postgres:postgres`,
    ],
    [
      "url-encoded-password",
      "config",
      (p) => `DB_DSN=postgresql://report:${encodeURIComponent(`${p}@/:`)}@pg.acme.dev/bi`,
    ],
    [
      "pg-error-log",
      "log",
      (p) =>
        `psycopg.OperationalError: connection failed: FATAL: password authentication failed for user "etl"\n  dsn: postgresql://etl:${p}@warehouse.acme.dev:5432/dw`,
    ],
    [
      "docker-compose",
      "config",
      (p) =>
        `services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${p}`,
    ],
  ];
  return rows.map(([kind, context, make]) => {
    const p = kind === "url-encoded-password" ? password(r) : urlSafePassword(r);
    const text = make(p);
    const secret = kind === "url-encoded-password" ? encodeURIComponent(`${p}@/:`) : p;
    return { family: "connection-string", kind, context, text, secret };
  });
}

export function credentialFiles(r) {
  const p = () => password(r);
  const out = [];
  const add = (family, kind, context, secret, text, also) =>
    out.push({ family, kind, context, text, secret, ...(also ? { also } : {}) });
  let s = p();
  add(
    "netrc",
    "netrc",
    "output",
    s,
    `$ cat ~/.netrc\nmachine api.heroku.com\n  login dev@acme.dev\n  password ${s}`,
  );
  s = checksummed(r, "npm_", 30);
  add(
    "npmrc",
    "authToken",
    "config",
    s,
    `@acme:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=${s}\nalways-auth=true`,
  );
  s = Buffer.from(`ci:${p()}`).toString("base64");
  add(
    "npmrc",
    "legacy-auth",
    "config",
    s,
    `registry=https://nexus.acme.dev/repository/npm-group/\n_auth=${s}\nemail=ci@acme.dev`,
  );
  s = p();
  add(
    "pypirc",
    "pypirc",
    "config",
    s,
    `[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pypi.acme.dev/simple/\nusername = uploader\npassword = ${s}`,
  );
  s = Buffer.from(`robot$ci:${r.chars(ALNUM, 32)}`).toString("base64");
  add(
    "docker-config",
    "config-json",
    "json",
    s,
    `$ cat ~/.docker/config.json\n{\n\t"auths": {\n\t\t"harbor.acme.dev": {\n\t\t\t"auth": "${s}"\n\t\t}\n\t}\n}`,
  );
  s = `eyJhbGciOiJSUzI1NiIsImtpZCI6I${r.chars(B64URL, 40)}.${r.chars(B64URL, 300)}.${r.chars(B64URL, 342)}`;
  add("kubeconfig", "sa-token", "config", s, `users:\n- name: ci-deployer\n  user:\n    token: ${s}`);
  s = p();
  add(
    "java-properties",
    "datasource",
    "config",
    s,
    `spring.datasource.url=jdbc:postgresql://pg:5432/app\nspring.datasource.username=app\nspring.datasource.password=${s}`,
  );
  s = p();
  add(
    "gradle-properties",
    "signing",
    "config",
    s,
    `signing.keyId=${r.chars(HEX, 8).toUpperCase()}\nsigning.password=${s}\nossrhUsername=acme-release`,
  );
  s = p();
  add(
    "maven-settings",
    "server-password",
    "config",
    s,
    `<servers>\n  <server>\n    <id>acme-releases</id>\n    <username>deployer</username>\n    <password>${s}</password>\n  </server>\n</servers>`,
  );
  s = p();
  add(
    "terraform-tfvars",
    "db-password",
    "config",
    s,
    `region      = "eu-west-1"\ndb_username = "admin"\ndb_password = "${s}"`,
  );
  s = p();
  add(
    "gitlab-ci",
    "variables",
    "config",
    s,
    `variables:\n  DOCKER_DRIVER: overlay2\n  REGISTRY_PASSWORD: "${s}"\n\nbuild:\n  script: docker login -u ci -p $REGISTRY_PASSWORD`,
  );
  s = r.chars(HEX, 40);
  add(
    "circleci",
    "env-block",
    "config",
    s,
    `jobs:\n  deploy:\n    docker:\n      - image: cimg/node:20.11\n        auth:\n          username: acmebot\n          password: ${s}`,
  );
  s = p();
  add(
    "ansible-vault",
    "view-output",
    "output",
    s,
    `$ ansible-vault view group_vars/prod/vault.yml\nVault password: \nvault_db_password: ${s}\nvault_smtp_user: alerts`,
  );
  s = p();
  add(
    "git-credentials",
    "store-file",
    "output",
    s,
    `$ cat ~/.git-credentials\nhttps://jdoe:${s}@bitbucket.org`,
  );
  s = checksummed(r, "gho_", 30);
  add(
    "composer-auth",
    "github-oauth",
    "json",
    s,
    `{\n    "github-oauth": {\n        "github.com": "${s}"\n    }\n}`,
  );
  s = checksummed(r, "npm_", 30);
  add(
    "yarnrc",
    "npmAuthToken",
    "config",
    s,
    `npmRegistryServer: "https://registry.yarnpkg.com"\nnpmAuthToken: ${s}`,
  );
  s = p();
  add(
    "nuget-config",
    "cleartext",
    "config",
    s,
    `<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="${s}" />\n  </acme>\n</packageSourceCredentials>`,
  );
  s = urlSafePassword(r);
  add(
    "pip-conf",
    "index-url",
    "config",
    s,
    `[global]\nindex-url = https://pypi-reader:${s}@artifacts.acme.dev/api/pypi/pypi/simple`,
  );
  s = r.chars(HEX, 64);
  add("rails-secret", "secret-key-base", "config", s, `production:\n  secret_key_base: ${s}`);
  s = r.chars(`${LOWER}${DIGITS}!@#$%^&*(-_=+)`, 50);
  add(
    "django-secret",
    "settings",
    "code",
    s,
    `SECRET_KEY = '${s}'\nDEBUG = False\nALLOWED_HOSTS = ["acme.dev"]`,
  );
  s = `base64:${r.b64(32)}`;
  add(
    "laravel-app-key",
    "env",
    "config",
    s,
    `APP_NAME=Acme\nAPP_ENV=production\nAPP_KEY=${s}\nAPP_DEBUG=false`,
  );
  s = p();
  add(
    "wordpress-config",
    "define",
    "code",
    s,
    `define( 'DB_NAME', 'wp_prod' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '${s}' );`,
  );
  s = p();
  add(
    "s3cfg",
    "secret-key",
    "config",
    `${s.replace(/[^A-Za-z0-9]/g, "")}Qx`,
    `[default]\naccess_key = AKIA${r.chars(`${UPPER}234567`, 16)}\nsecret_key = ${s.replace(/[^A-Za-z0-9]/g, "")}Qx`,
  );
  s = p();
  add(
    "rclone-conf",
    "sftp-pass",
    "config",
    s,
    `[nas]\ntype = sftp\nhost = nas.home.arpa\nuser = backup\npass = ${s}`,
  );
  s = p();
  add(
    "helm-values",
    "values-yaml",
    "config",
    s,
    `postgresql:\n  auth:\n    username: keycloak\n    password: "${s}"\n    database: keycloak`,
  );
  s = p();
  add(
    "env-windows",
    "web-config",
    "config",
    s,
    `<connectionStrings>\n  <add name="Main" connectionString="Data Source=SQL01;Initial Catalog=Erp;User Id=erp;Password=${s};" />\n</connectionStrings>`,
  );
  s = p();
  add(
    "systemd-unit",
    "environment",
    "config",
    s,
    `[Service]\nEnvironment="API_PASSWORD=${s}"\nExecStart=/usr/local/bin/acme-agent`,
  );
  s = `${r.chars(ALNUM, 20)}`;
  add("gem-credentials", "rubygems-key", "config", `rubygems_${r.chars(HEX, 48)}`, "");
  out[out.length - 1].text = `---\n:rubygems_api_key: ${out[out.length - 1].secret}`;
  return out;
}

export function commandLines(r) {
  const p = () => password(r);
  const rows = [
    [
      "mysql-p-attached",
      (s) => `mysql -h db.acme.dev -u root -p${s} orders < dump.sql`,
      () => p().replace(/[!#$&*^%=+()]/g, "x"),
    ],
    [
      "mysql-password-flag",
      (s) => `mysqldump --user=backup --password='${s}' --single-transaction shop > shop.sql`,
      p,
    ],
    [
      "pgpassword-prefix",
      (s) => `PGPASSWORD='${s}' pg_dump -h pg.acme.dev -U app ledger | gzip > ledger.sql.gz`,
      p,
    ],
    ["redis-cli-a", (s) => `redis-cli -h cache.acme.dev -a '${s}' --no-auth-warning INFO keyspace`, p],
    ["docker-login-p", (s) => `docker login registry.acme.dev -u ci-bot -p '${s}'`, p],
    [
      "docker-login-stdin-echo",
      (s) => `echo "${s}" | docker login ghcr.io -u acme-bot --password-stdin`,
      () => checksummed(r, "ghp_", 30),
    ],
    ["gh-auth-with-token", (s) => `gh auth login --with-token <<< "${s}"`, () => checksummed(r, "ghp_", 30)],
    [
      "curl-u",
      (s) => `curl -u admin:${s} -X POST https://jenkins.acme.dev/job/deploy/build`,
      () => r.chars(ALNUM, 24),
    ],
    [
      "curl-u-token-only",
      (s) => `curl -s -u ${s}: https://api.acme-pay.dev/v1/charges?limit=3`,
      () => `sk_live_${r.chars(ALNUM, 24)}`,
    ],
    [
      "curl-header-custom",
      (s) => `curl https://api.acme.dev/v1/usage -H 'PRIVATE-TOKEN: ${s}'`,
      () => r.chars(ALNUM, 32),
    ],
    [
      "curl-data-password",
      (s) =>
        `curl -X POST https://auth.acme.dev/oauth/token -d grant_type=password -d username=svc -d password=${s}`,
      () => r.chars(ALNUM, 20),
    ],
    [
      "curl-client-secret",
      (s) =>
        `curl -X POST https://login.acme.dev/oauth2/token -d "client_id=reporting&client_secret=${s}&grant_type=client_credentials"`,
      () => r.chars(B64URL, 40),
    ],
    ["sshpass", (s) => `sshpass -p '${s}' ssh -o StrictHostKeyChecking=no ops@10.20.1.5 uptime`, p],
    ["htpasswd", (s) => `htpasswd -bc /etc/nginx/.htpasswd grafana ${s}`, () => r.chars(ALNUM, 18)],
    [
      "openssl-pass",
      (s) => `openssl enc -aes-256-cbc -pbkdf2 -in backup.tar -out backup.enc -pass pass:${s}`,
      () => r.chars(ALNUM, 22),
    ],
    ["zip-P", (s) => `zip -r -P ${s} handover.zip ./reports`, () => r.chars(ALNUM, 16)],
    ["7z-p", (s) => `7z a -p${s} -mhe=on secrets-backup.7z ./vault`, () => r.chars(ALNUM, 16)],
    ["vault-login", (s) => `vault login -method=token ${s}`, () => `hvs.${r.chars(B64URL, 24)}`],
    ["vault-kv-put", (s) => `vault kv put secret/payments/stripe api_key=${s}`, () => r.chars(ALNUM, 32)],
    [
      "kubectl-from-literal",
      (s) =>
        `kubectl create secret generic smtp --from-literal=username=alerts --from-literal=password='${s}' -n ops`,
      p,
    ],
    [
      "helm-set-password",
      (s) =>
        `helm install pg bitnami/postgresql --set auth.postgresPassword=${s} --set primary.persistence.size=20Gi`,
      () => r.chars(ALNUM, 20),
    ],
    ["terraform-var", (s) => `terraform apply -var 'db_password=${s}' -var-file=prod.tfvars`, p],
    [
      "ansible-extra-vars",
      (s) => `ansible-playbook site.yml -i inventory/prod -e "ansible_become_password=${s}"`,
      p,
    ],
    ["smbclient-U", (s) => `smbclient //fs01/finance -U 'ACME\\jdoe%${s}' -c 'ls'`, () => r.chars(ALNUM, 16)],
    [
      "net-use",
      (s) => `net use Z: \\\\fs01\\builds ${s} /user:ACME\\svc_build /persistent:no`,
      () => r.chars(ALNUM, 18),
    ],
    [
      "powershell-securestring",
      (s) =>
        `$pw = ConvertTo-SecureString "${s}" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential ("ACME\\svc_sql", $pw)`,
      p,
    ],
    ["sqlcmd-P", (s) => `sqlcmd -S tcp:sql01,1433 -U sa -P "${s}" -Q "SELECT @@VERSION"`, p],
    ["xfreerdp", (s) => `xfreerdp /v:jump.acme.dev /u:ops /p:${s} /cert:ignore`, () => r.chars(ALNUM, 16)],
    [
      "ldapsearch-w",
      (s) =>
        `ldapsearch -x -H ldaps://ldap.acme.dev -D "cn=reader,dc=acme,dc=dev" -w '${s}' -b "ou=people,dc=acme,dc=dev"`,
      p,
    ],
    [
      "mongodump-password",
      (s) => `mongodump --uri="mongodb://backup@mongo-0:27017" --password ${s} --archive=nightly.gz`,
      () => r.chars(ALNUM, 20),
    ],
    [
      "wget-password",
      (s) => `wget --user=mirror --password=${s} https://repo.acme.dev/private/pkg.tar.gz`,
      () => r.chars(ALNUM, 18),
    ],
    [
      "npm-config-set",
      (s) => `npm config set //npm.pkg.github.com/:_authToken ${s}`,
      () => checksummed(r, "ghp_", 30),
    ],
    ["heroku-config-set", (s) => `heroku config:set SESSION_SECRET=${s} -a acme-web`, () => r.chars(HEX, 64)],
    [
      "fly-secrets-set",
      (s) => `fly secrets set DATABASE_PASSWORD=${s} --app acme-api`,
      () => r.chars(ALNUM, 26),
    ],
    [
      "history-output",
      (s) =>
        `$ history | tail -3\n  501  cd infra\n  502  mysql -uadmin -p${s} -h 10.0.0.9\n  503  history | tail -3`,
      () => r.chars(ALNUM, 14),
    ],
    [
      "ps-aux-output",
      (s) =>
        `$ ps aux | grep backup\nroot  8812  0.3  1.1 /usr/bin/rsync --password-file=/dev/null rsync://backup:${s}@nas/backups`,
      () => r.chars(ALNUM, 18),
    ],
    [
      "windows-runas-cmdkey",
      (s) => `cmdkey /generic:TERMSRV/jump01 /user:ACME\\ops /pass:${s}`,
      () => r.chars(ALNUM, 16),
    ],
    [
      "multiline-continuation",
      (s) =>
        `docker run -d \\\n  --name grafana \\\n  -e GF_SECURITY_ADMIN_PASSWORD=${s} \\\n  -p 3000:3000 grafana/grafana:11.2.0`,
      p,
    ],
  ];
  return rows.map(([kind, make, gen]) => {
    const s = gen();
    return { family: "cli-credential", kind, context: "shell", text: make(s), secret: s };
  });
}
