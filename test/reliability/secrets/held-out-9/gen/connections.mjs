// Connection strings, DSNs and passwords: URL userinfo (RFC 3986 §3.2.1) for databases, queues, caches,
// registries and proxies; key=value connection strings (libpq, ADO.NET, JDBC, ODBC); Kafka's SASL JAAS
// line; passwords in CLI flags, env prefixes and framework config files. The password is the secret.

import { DIGITS, LOWER, UPPER } from "./prng.mjs";

/** A random password: mixed case, digits, some punctuation (URL-safe unless `wild`). */
function password(r, wild = false) {
  const punct = wild ? "!#%^*-_.~@$&" : "-_.~";
  let p = r.str(UPPER + LOWER + DIGITS, r.int(14, 22));
  const at = r.int(2, p.length - 2);
  p = p.slice(0, at) + r.str(punct, 1) + p.slice(at);
  return p;
}

const HOSTS = [
  "db.internal",
  "10.0.3.17",
  "prod-pg.c9xk2a.eu-west-1.rds.amazonaws.com",
  "localhost",
  "pg-primary.acme.svc.cluster.local",
];

const URL_DSN = [
  ["postgres", "dotenv", (p, h) => `DATABASE_URL=postgres://app:${p}@${h}:5432/app_prod?sslmode=require`],
  ["postgres", "python", (p, h) => `engine = create_engine("postgresql+psycopg://etl:${p}@${h}/warehouse")`],
  ["postgres", "cli-command", (p, h) => `$ psql "postgresql://readonly:${p}@${h}:6432/analytics" -c '\\dt'`],
  [
    "postgres",
    "prisma-env",
    (p, h) =>
      `# prisma\nDATABASE_URL="postgresql://prisma:${p}@${h}:5432/shop?schema=public"\nSHADOW_DATABASE_URL="postgresql://prisma:${p}@${h}:5432/shadow"`,
  ],
  ["mysql", "yaml-config", (p, h) => `database:\n  url: mysql://wp:${p}@${h}:3306/wordpress`],
  ["mysql", "go", (p, h) => `db, err := sql.Open("mysql", "root:${p}@tcp(${h}:3306)/orders?parseTime=true")`],
  [
    "mariadb",
    "typescript",
    (p, h) => `const pool = mariadb.createPool("mariadb://svc:${p}@${h}/inventory");`,
  ],
  [
    "mongodb",
    "javascript",
    (p) =>
      `await mongoose.connect("mongodb+srv://admin:${p}@cluster0.x7k2p.mongodb.net/app?retryWrites=true&w=majority");`,
  ],
  [
    "mongodb",
    "log-line",
    (p, h) =>
      `[2026-11-26 18:02:11] INFO connecting to mongodb://ingest:${p}@${h}:27017,${h}:27018/?replicaSet=rs0`,
  ],
  ["redis", "shell-export", (p, h) => `export REDIS_URL=redis://default:${p}@${h}:6379/0`],
  [
    "redis",
    "python",
    (p) => `r = redis.from_url("rediss://:${p}@cache-7f3a.serverless.use1.cache.amazonaws.com:6379")`,
  ],
  ["amqp", "dotenv", (p, h) => `CELERY_BROKER_URL=amqp://celery:${p}@${h}:5672/vhost`],
  ["amqp", "elixir", (p) => `config :app, :amqp, url: "amqps://worker:${p}@rabbit.cloudamqp.com/acme"`],
  [
    "clickhouse",
    "cli-command",
    (p, h) => `clickhouse-client --host ${h} --user default --password ${p} --query 'SELECT 1'`,
  ],
  [
    "neo4j",
    "python",
    (p) => `driver = GraphDatabase.driver("neo4j+s://a1b2c3d4.databases.neo4j.io", auth=("neo4j", "${p}"))`,
  ],
  ["nats", "compose", (p) => `    environment:\n      NATS_URL: nats://bus:${p}@nats:4222`],
  ["elasticsearch", "curl-basic", (p, h) => `curl -u elastic:${p} https://${h}:9200/_cat/indices?v`],
  [
    "smtp",
    "django-settings",
    (p) => `EMAIL_URL = "smtp+tls://postmaster@mg.acme.dev:${p}@smtp.mailgun.org:587"`,
  ],
  [
    "ftp",
    "cli-command",
    (p) => `lftp -u deploy,${p} ftp.acme-hosting.net -e "mirror -R dist/ /public_html; quit"`,
  ],
  [
    "ldap",
    "ini",
    (p) =>
      `[ldap]\nbind_dn = cn=svc-gitlab,ou=services,dc=acme,dc=local\nbind_password = ${p}\nhost = ldap.acme.local`,
  ],
  [
    "sqlserver",
    "appsettings-json",
    (p, h) =>
      `"DefaultConnection": "Server=${h},1433;Database=Orders;User Id=sa;Password=${p};TrustServerCertificate=True"`,
  ],
  [
    "sqlserver",
    "jdbc",
    (p, h) =>
      `spring.datasource.url=jdbc:sqlserver://${h}:1433;databaseName=hr;user=hr_app;password=${p};encrypt=true`,
  ],
  [
    "postgres",
    "libpq-keyvalue",
    (p, h) => `conn = psycopg2.connect("host=${h} port=5432 dbname=billing user=billing password=${p}")`,
  ],
  [
    "oracle",
    "java-properties",
    (p) =>
      `spring.datasource.url=jdbc:oracle:thin:@//ora-prod:1521/ORCLPDB1\nspring.datasource.username=APP\nspring.datasource.password=${p}`,
  ],
  [
    "snowflake",
    "toml",
    (p) =>
      `[connections.prod]\naccount = "xy12345.eu-central-1"\nuser = "DBT_RUNNER"\npassword = "${p}"\nwarehouse = "TRANSFORM_WH"`,
  ],
  [
    "kafka",
    "java-properties",
    (p) =>
      `security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="XKQ2PLM4ZJ7RTB3W" password="${p}";`,
  ],
  [
    "cassandra",
    "yaml-config",
    (p) => `cassandra:\n  contact-points: cass-0,cass-1\n  username: app\n  password: ${p}`,
  ],
  [
    "odbc",
    "ini",
    (p) =>
      `[DW]\nDriver=ODBC Driver 18 for SQL Server\nServer=tcp:dw.database.windows.net,1433\nUID=loader\nPWD=${p}`,
  ],
  [
    "cockroach",
    "diff-added",
    (p) =>
      `@@ -3,1 +3,1 @@\n-DB_URL=postgresql://root@localhost:26257/defaultdb\n+DB_URL=postgresql://maxroach:${p}@free-tier.gcp-us-central1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full`,
  ],
  [
    "mssql",
    "powershell",
    (p, h) => `Invoke-Sqlcmd -ServerInstance "${h}" -Username sa -Password '${p}' -Query "SELECT @@VERSION"`,
  ],
];

const PASSWORDS = [
  ["mysql-flag", "cli-command", (p) => `$ mysql -h 127.0.0.1 -u root -p${p} shop < dump.sql`],
  ["pgpassword", "env-prefix", (p) => `PGPASSWORD=${p} pg_dump -h db.internal -U postgres app > app.sql`],
  ["sshpass", "cli-command", (p) => `sshpass -p '${p}' ssh deploy@203.0.113.10 'sudo systemctl restart api'`],
  ["redis-cli", "cli-command", (p) => `redis-cli -h cache.internal -a ${p} --no-auth-warning INFO memory`],
  [
    "mongosh",
    "cli-command",
    (p) =>
      `mongosh "mongodb://db0.internal:27017" --username admin --password ${p} --authenticationDatabase admin`,
  ],
  ["pgpass", "pgpass-file", (p) => `# ~/.pgpass\ndb.internal:5432:*:postgres:${p}`],
  ["netrc", "netrc-file", (p) => `machine api.acme.dev\n  login ci-bot\n  password ${p}`],
  ["git-credentials", "credential-store", (p) => `https://jdoe:${p}@git.acme.dev`],
  [
    "wordpress",
    "php",
    (p) =>
      `define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp_user' );\ndefine( 'DB_PASSWORD', '${p}' );`,
  ],
  [
    "django",
    "python",
    (p) =>
      `DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "USER": "django",\n        "PASSWORD": "${p}",\n        "HOST": "db",\n    }\n}`,
  ],
  [
    "rails",
    "yaml-config",
    (p) => `production:\n  <<: *default\n  database: app_production\n  username: app\n  password: ${p}`,
  ],
  ["ansible", "yaml-config", (p) => `all:\n  vars:\n    ansible_user: ubuntu\n    ansible_become_pass: ${p}`],
  [
    "json-password",
    "json-config",
    (p) => `{"smtp": {"host": "smtp.office365.com", "user": "noreply@acme.dev", "pass": "${p}"}}`,
  ],
  [
    "keytool",
    "cli-command",
    (p) =>
      `keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -srcstorepass ${p} -destkeystore app.jks`,
  ],
  [
    "openssl",
    "cli-command",
    (p) => `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${p}`,
  ],
  ["sudo-stdin", "shell-script", (p) => `echo '${p}' | sudo -S apt-get install -y nginx`],
  ["htaccess-proxy", "shell-export", (p) => `export HTTPS_PROXY=http://jdoe:${p}@proxy.corp.acme.com:3128`],
  ["pip-index", "pip-conf", (p) => `[global]\nindex-url = https://__token__:${p}@pypi.acme.dev/simple/`],
  [
    "npm-basic",
    "npmrc",
    (p) =>
      `//nexus.acme.dev/repository/npm/:_password=${Buffer.from(p).toString("base64")}\n//nexus.acme.dev/repository/npm/:username=ci`,
  ],
  ["docker-registry", "cli-command", (p) => `docker login registry.acme.dev -u robot$ci -p ${p}`],
  [
    "git-remote",
    "cli-output",
    (p) =>
      `$ git remote -v\norigin\thttps://deploy:${p}@bitbucket.org/acme/web.git (fetch)\norigin\thttps://deploy:${p}@bitbucket.org/acme/web.git (push)`,
  ],
  [
    "jenkins",
    "groovy",
    (p) => `withCredentials([]) {\n  sh "curl -u admin:${p} https://jenkins.acme.dev/job/build/api/json"\n}`,
  ],
  ["vnc", "prose-en", (p) => `the staging box admin password is ${p} — rotate it after the demo`],
  ["wifi", "prose-de", (p) => `Das Passwort für die Staging-DB ist ${p}, bitte nicht weitergeben.`],
  ["smb", "prose-fr", (p) => `le mot de passe root de la prod : ${p}`],
  ["prose-es", "prose-es", (p) => `la contraseña del usuario admin es ${p}`],
  ["prose-ja", "prose-ja", (p) => `本番DBのパスワードは ${p} です`],
  [
    "basic-header",
    "http-basic",
    (p) => `Authorization: Basic ${Buffer.from(`admin:${p}`).toString("base64")}`,
  ],
  ["ssh-config", "expect-script", (p) => `spawn ssh admin@switch01\nexpect "password:"\nsend "${p}\\r"`],
  ["mqtt", "cli-command", (p) => `mosquitto_pub -h broker.acme.io -u sensor -P ${p} -t 'home/temp' -m 21.5`],
];

/** Connection-string and password cases. */
export function connectionCases(r) {
  const dsn = URL_DSN.map(([kind, context, fn]) => {
    const p = password(
      r,
      context === "appsettings-json" || context === "java-properties" || context === "ini",
    );
    return { family: "connection-string", kind, context, text: fn(p, r.pick(HOSTS)), secret: p };
  });
  const pw = PASSWORDS.map(([kind, context, fn]) => {
    const p = password(r, kind.startsWith("prose") || context.startsWith("prose"));
    const text = fn(p);
    if (kind === "basic-header") {
      const b = text.split(" ").pop();
      return { family: "password", kind, context, text, secret: b };
    }
    if (kind === "npm-basic") {
      const b = Buffer.from(p).toString("base64");
      return { family: "password", kind, context, text, secret: b };
    }
    return { family: "password", kind, context, text, secret: p };
  });
  return [...dsn, ...pw];
}
