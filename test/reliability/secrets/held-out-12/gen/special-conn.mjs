// Connection strings and DSNs of databases and queues (URL userinfo, key=value, JDBC, ADO.NET,
// ODBC, SASL JAAS), and passwords given to tools, in config and in SQL, as a session shows them.
// The secret is the password as it appears in the text (percent-encoded inside a URL when the
// password holds a reserved character, as RFC 3986 requires).

import { bashToolUseLine, toolResultLine } from "./places.mjs";
import { ALNUM, DIGITS, LOWER } from "./prng.mjs";

const WORDS = [
  "Falcon",
  "Harbor",
  "Maple",
  "Winter",
  "Copper",
  "Lantern",
  "Orbit",
  "Juniper",
  "Saffron",
  "Tundra",
];

/** A password: random with symbols, URL-safe random, or human-made (word, digits, symbol). */
export function password(r, style = r.pick(["strong", "safe", "human"])) {
  if (style === "safe") return r.str(`${ALNUM}-_`, r.int(16, 28));
  if (style === "human")
    return `${r.pick(WORDS)}${r.pick(["!", "#", "$", "*", "."])}${r.int(1970, 2026)}${r.str(LOWER, 2)}${r.int(10, 99)}`;
  return r.str(`${ALNUM}!#$%^&*-_=+.~`, r.int(16, 26));
}

const urlPw = (pw) =>
  encodeURIComponent(pw).replace(/[!*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const URLS = [
  [
    "postgres",
    (u, pw, r) => `postgres://${u}:${pw}@db-${r.hex(6)}.us-east-1.rds.amazonaws.com:5432/app?sslmode=require`,
  ],
  ["postgresql", (u, pw) => `postgresql://${u}:${pw}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres`],
  [
    "neon",
    (u, pw, r) =>
      `postgresql://${u}:${pw}@ep-${r.pick(["cool", "quiet", "bold"])}-${r.str(LOWER, 5)}-${r.int(10, 99)}.eu-central-1.aws.neon.tech/neondb?sslmode=require`,
  ],
  ["mysql", (u, pw) => `mysql://${u}:${pw}@mysql.internal:3306/shop`],
  ["mariadb", (u, pw) => `mariadb://${u}:${pw}@10.0.3.17:3306/wiki`],
  [
    "mongodb-srv",
    (u, pw, r) =>
      `mongodb+srv://${u}:${pw}@cluster0.${r.str(LOWER + DIGITS, 5)}.mongodb.net/prod?retryWrites=true&w=majority`,
  ],
  [
    "mongodb-replica",
    (u, pw) =>
      `mongodb://${u}:${pw}@mongo-0.mongo:27017,mongo-1.mongo:27017,mongo-2.mongo:27017/orders?replicaSet=rs0&authSource=admin`,
  ],
  ["redis", (_u, pw) => `redis://:${pw}@cache.internal:6379/2`],
  [
    "rediss",
    (_u, pw, r) =>
      `rediss://default:${pw}@${r.pick(["fond", "grand", "lucky"])}-${r.str(LOWER, 5)}-${r.int(10000, 99999)}.upstash.io:6379`,
  ],
  ["amqp", (u, pw) => `amqp://${u}:${pw}@rabbitmq.svc.cluster.local:5672/%2F`],
  ["amqps", (u, pw, r) => `amqps://${u}:${pw}@${r.str(LOWER, 8)}.rmq.cloudamqp.com/${u}`],
  ["nats", (u, pw) => `nats://${u}:${pw}@nats.internal:4222`],
  ["mqtt", (u, pw) => `mqtts://${u}:${pw}@broker.hivemq.cloud:8883`],
  ["clickhouse", (u, pw) => `clickhouse://${u}:${pw}@ch.analytics.internal:9440/events?secure=true`],
  [
    "cockroach",
    (u, pw, r) =>
      `postgresql://${u}:${pw}@free-tier${r.int(1, 14)}.gcp-us-central1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full`,
  ],
  ["snowflake", (u, pw) => `snowflake://${u}:${pw}@acme-xy12345/ANALYTICS/PUBLIC?warehouse=COMPUTE_WH`],
  ["neo4j", (u, pw) => `neo4j+s://${u}:${pw}@a1b2c3d4.databases.neo4j.io`],
  ["elasticsearch", (u, pw) => `https://${u}:${pw}@es.logging.internal:9200`],
  ["couchdb", (u, pw) => `http://${u}:${pw}@127.0.0.1:5984/_utils`],
  ["smtp", (u, pw) => `smtps://${u}%40acme.io:${pw}@smtp.gmail.com:465`],
  ["ftp", (u, pw) => `ftp://${u}:${pw}@files.partner.example.net/outbox/`],
  ["git-https", (u, pw) => `https://${u}:${pw}@git.internal.acme.io/platform/infra.git`],
  ["pip-index", (u, pw) => `https://${u}:${pw}@pkgs.acme.io/simple/`],
  ["influxdb", (u, pw) => `http://${u}:${pw}@influx.metrics:8086/telegraf`],
  ["celery-broker", (u, pw) => `sqs://${u}:${pw}@`],
];

const URL_PLACES = [
  ["dotenv-cat", (url) => `$ cat .env\nDATABASE_URL=${url}\nSESSION_TTL=3600\n`],
  [
    "transcript-read-result",
    (url, r) =>
      toolResultLine(
        r,
        `     1→import { defineConfig } from "drizzle-kit";\n     2→export default defineConfig({\n     3→  dbCredentials: { url: "${url}" },\n     4→});\n`,
      ),
  ],
  [
    "transcript-bash-command",
    (url, r) => bashToolUseLine(r, `psql "${url}" -c "select count(*) from users"`, "Count users"),
  ],
  [
    "stderr-error",
    (url) =>
      `Error: P1001: Can't reach database server at \`${url}\`\n\nPlease make sure your database server is running.`,
  ],
  ["code-python", (url) => `engine = create_engine(\n    "${url}",\n    pool_pre_ping=True,\n)\n`],
  ["code-go", (url) => `db, err := sql.Open("pgx", "${url}")\nif err != nil {\n\tlog.Fatal(err)\n}\n`],
  ["config-yaml", (url) => `queue:\n  driver: broker\n  url: "${url}"\n  prefetch: 20\n`],
  [
    "docker-compose",
    (url) => `services:\n  api:\n    image: acme/api:latest\n    environment:\n      DATABASE_URL: ${url}\n`,
  ],
  [
    "heroku-config",
    (url) =>
      `$ heroku config -a acme-prod\n=== acme-prod Config Vars\nDATABASE_URL: ${url}\nWEB_CONCURRENCY: 2\n`,
  ],
  [
    "log-json",
    (url, r) =>
      `{"ts":"2026-11-27T08:${r.int(10, 59)}:00Z","level":"error","err":"connection refused","dsn":"${url}"}`,
  ],
  ["git-diff", (url) => `@@ -3,3 +3,3 @@\n-  url = env("DATABASE_URL")\n+  url = "${url}"\n }\n`],
  [
    "user-prompt",
    (url) => `the staging db is at ${url} — can you write a migration that adds the "archived" column?`,
  ],
  ["user-prompt", (url) => `Die Verbindung ${url} schlägt mit "timeout" fehl, woran liegt das?`],
  ["user-prompt", (url) => `连接串是 ${url} ，为什么本地连不上？`],
  [
    "notebook-cell",
    (url) =>
      JSON.stringify({
        cell_type: "code",
        source: [
          "import pandas as pd\n",
          `df = pd.read_sql("select * from orders", "${url}")\n`,
          "df.head()",
        ],
      }),
  ],
  [
    "k8s-manifest",
    (url) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\nstringData:\n  DATABASE_URL: "${url}"\n`,
  ],
  ["printenv", (url) => `$ printenv DATABASE_URL\n${url}\n`],
  ["code-typescript", (url) => `const pool = new Pool({ connectionString: "${url}", max: 10 });`],
];

function urlCases(r) {
  const out = [];
  const places = r.shuffle(URL_PLACES);
  URLS.forEach(([kind, make], i) => {
    for (let j = 0; j < 2; j++) {
      const [context, fn] = places[(i * 2 + j) % places.length];
      const pw = password(r, j === 0 ? "safe" : r.pick(["strong", "human"]));
      const enc = urlPw(pw);
      const user = r.pick(["app", "admin", "svc_orders", "postgres", "root", "deploy", "analytics"]);
      out.push({ family: "connection-string", kind, context, text: fn(make(user, enc, r), r), secret: enc });
    }
  });
  return out;
}

const KV = [
  [
    "ado-net",
    "code-csharp",
    (pw) =>
      `var cs = "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=orders;User ID=app;Password=${pw};Encrypt=True;";`,
  ],
  [
    "ado-net",
    "config-json",
    (pw) =>
      `"ConnectionStrings": {\n  "Default": "Data Source=sql01;Initial Catalog=Crm;User Id=crm_app;Password=${pw};TrustServerCertificate=True"\n}`,
  ],
  [
    "odbc",
    "config-ini",
    (pw) => `[warehouse]\nDriver={ODBC Driver 18 for SQL Server}\nServer=dw.internal\nUID=etl\nPWD=${pw}\n`,
  ],
  [
    "jdbc",
    "config-properties",
    (pw) => `spring.datasource.url=jdbc:postgresql://db:5432/app?user=app&password=${encodeURIComponent(pw)}`,
  ],
  [
    "jdbc-oracle",
    "config-properties",
    (pw) => `db.url=jdbc:oracle:thin:scott/${pw}@//ora.internal:1521/ORCLPDB1`,
  ],
  [
    "libpq-kv",
    "code-python",
    (pw) =>
      `conn = psycopg2.connect("host=db.internal port=5432 dbname=app user=app password=${pw} sslmode=require")`,
  ],
  ["go-mysql-dsn", "code-go", (pw) => `dsn := "app:${pw}@tcp(mysql.internal:3306)/shop?parseTime=true"`],
  [
    "kafka-jaas",
    "config-properties",
    (pw) =>
      `bootstrap.servers=pkc-${"x1y2z"}.europe-west1.gcp.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${"QWERTY12ASDF34GH"}" password="${pw}";`,
  ],
  [
    "spring-yaml",
    "config-yaml",
    (pw) =>
      `spring:\n  datasource:\n    url: jdbc:mysql://db:3306/app\n    username: app\n    password: ${pw}\n`,
  ],
  [
    "rails-database-yml",
    "config-yaml",
    (pw) =>
      `production:\n  adapter: postgresql\n  database: app_production\n  username: app\n  password: "${pw}"\n`,
  ],
  [
    "django-databases",
    "code-python",
    (pw) =>
      `DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "app",\n        "USER": "app",\n        "PASSWORD": "${pw}",\n        "HOST": "db",\n    }\n}`,
  ],
  [
    "pgpass",
    "cli-output",
    (pw) =>
      `$ cat ~/.pgpass\ndb.internal:5432:app:app:${pw}\n*:*:*:replica:${pw.split("").reverse().join("")}x\n`,
  ],
  [
    "ldap",
    "config-yaml",
    (pw) =>
      `ldap:\n  url: ldaps://ldap.corp.acme.io:636\n  bindDN: cn=svc-gitlab,ou=service,dc=acme,dc=io\n  bindPassword: '${pw}'\n`,
  ],
  [
    "knex",
    "code-typescript",
    (pw) =>
      `export default {\n  client: "mysql2",\n  connection: { host: "127.0.0.1", user: "root", password: "${pw}", database: "shop" },\n};`,
  ],
  [
    "wpa-supplicant",
    "config-ini",
    (pw) => `network={\n    ssid="ACME-Office"\n    psk="${pw}"\n    key_mgmt=WPA-PSK\n}`,
  ],
  [
    "docker-compose-pg",
    "docker-compose",
    (pw) =>
      `  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${pw}\n`,
  ],
];

const CMDS = [
  ["mysql-cli", (pw) => `$ mysql -h 127.0.0.1 -u root -p${pw} -e "show databases"`],
  ["pgpassword-env", (pw) => `$ PGPASSWORD='${pw}' pg_dump -h db.internal -U app app > dump.sql`],
  ["redis-cli", (pw) => `$ redis-cli -h cache.internal -a '${pw}' --no-auth-warning INFO keyspace`],
  ["sshpass", (pw) => `$ sshpass -p '${pw}' ssh deploy@10.0.4.12 'systemctl restart api'`],
  [
    "docker-login",
    (pw) =>
      `$ docker login registry.acme.io -u ci -p '${pw}'\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded`,
  ],
  ["curl-basic", (pw) => `$ curl -u admin:'${pw}' https://jenkins.acme.io/api/json?pretty=true`],
  ["htpasswd", (pw) => `$ htpasswd -bB /etc/nginx/.htpasswd ops '${pw}'\nAdding password for user ops`],
  [
    "keytool",
    (pw) =>
      `$ keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -srcstorepass '${pw}' -destkeystore app.jks`,
  ],
  [
    "openssl-pass",
    (pw) => `$ openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${pw}`,
  ],
  [
    "powershell-credential",
    (pw) =>
      `PS> $sec = ConvertTo-SecureString "${pw}" -AsPlainText -Force\nPS> $cred = New-Object System.Management.Automation.PSCredential ("CORP\\svc-build", $sec)`,
  ],
  ["net-use", (pw) => `C:\\> net use Z: \\\\fs01\\builds /user:CORP\\builder ${pw} /persistent:no`],
  ["rabbitmqctl", (pw) => `$ rabbitmqctl add_user orders '${pw}'\nAdding user "orders" ...`],
  ["mosquitto", (pw) => `$ mosquitto_pub -h broker.local -u sensor -P '${pw}' -t home/temp -m 21.5`],
  [
    "kubectl-literal",
    (pw) =>
      `$ kubectl create secret generic db-creds --from-literal=username=app --from-literal=password='${pw}'\nsecret/db-creds created`,
  ],
  [
    "vault-kv-put",
    (pw) =>
      `$ vault kv put secret/billing db_password='${pw}'\n====== Secret Path ======\nsecret/data/billing`,
  ],
  [
    "gh-secret-set",
    (pw) =>
      `$ gh secret set DB_PASSWORD --body '${pw}' --repo acme/api\n✓ Set Actions secret DB_PASSWORD for acme/api`,
  ],
  [
    "heroku-config-set",
    (pw) =>
      `$ heroku config:set SMTP_PASSWORD='${pw}' -a acme-mailer\nSetting SMTP_PASSWORD and restarting ⬢ acme-mailer... done, v42`,
  ],
  [
    "fly-secrets",
    (pw) =>
      `$ fly secrets set ADMIN_PASSWORD=${pw}\nUpdating existing machines in 'acme-admin' with rolling strategy`,
  ],
  [
    "aws-secretsmanager",
    (pw) =>
      `$ aws secretsmanager put-secret-value --secret-id prod/db --secret-string '{"username":"app","password":"${pw}"}'`,
  ],
  ["az-keyvault", (pw) => `$ az keyvault secret set --vault-name kv-acme --name sql-admin --value '${pw}'`],
  [
    "mvn-flag",
    (pw) =>
      `$ mvn deploy -DaltDeploymentRepository=nexus::https://nexus.acme.io/repository/releases -Dnexus.password=${pw}`,
  ],
  ["ansible-extra-vars", (pw) => `$ ansible-playbook site.yml -e "ansible_become_password=${pw}"`],
];

const SQL = [
  (pw) => `postgres=# CREATE ROLE reporting LOGIN PASSWORD '${pw}';\nCREATE ROLE`,
  (pw) => `mysql> ALTER USER 'app'@'%' IDENTIFIED BY '${pw}';\nQuery OK, 0 rows affected (0.02 sec)`,
  (pw) => `ALTER LOGIN [etl_user] WITH PASSWORD = N'${pw}';\nGO`,
  (pw) => `127.0.0.1:6379> CONFIG SET requirepass "${pw}"\nOK`,
];

const LABELLED = [
  [
    "config-yaml",
    (pw) => `smtp:\n  host: smtp.mailgun.org\n  port: 587\n  user: postmaster@mg.acme.io\n  pass: ${pw}\n`,
  ],
  ["dotenv-cat", (pw) => `$ cat .env\nADMIN_EMAIL=ops@acme.io\nADMIN_PASSWORD=${pw}\n`],
  ["code-python", (pw) => `client.login(username="svc-reports", passwd="${pw}")`],
  [
    "code-typescript",
    (pw) => `await page.fill("#password", "${pw}");\nawait page.click("button[type=submit]");`,
  ],
  [
    "config-xml",
    (pw) =>
      `<server>\n  <id>nexus-releases</id>\n  <username>deployer</username>\n  <password>${pw}</password>\n</server>`,
  ],
  ["netrc", (pw) => `$ cat ~/.netrc\nmachine api.heroku.com\n  login ops@acme.io\n  password ${pw}\n`],
  ["user-prompt", (pw) => `mot de passe de la base de prod : ${pw} — tu peux lancer la migration ?`],
  [
    "user-prompt",
    (pw) => `El usuario es admin y la contraseña ${pw}, ¿puedes entrar al panel y revisar los logs?`,
  ],
  ["user-prompt", (pw) => `パスワードは ${pw} です。SSHでサーバーに入って確認してください。`],
  ["user-prompt", (pw) => `Пароль от админки: ${pw}. Проверь, почему не работает вход.`],
  [
    "transcript-read-result",
    (pw, r) =>
      toolResultLine(
        r,
        `     1→[client]\n     2→user=backup\n     3→password=${pw}\n     4→host=127.0.0.1\n`,
      ),
  ],
  ["log-logfmt", (pw) => `level=debug msg="login attempt" user=admin password=${pw} ip=10.1.2.3`],
  [
    "http-request",
    (pw) =>
      `POST /api/login HTTP/1.1\nHost: admin.acme.io\nContent-Type: application/x-www-form-urlencoded\n\nusername=ops&password=${encodeURIComponent(pw)}&remember=1`,
  ],
  ["json-escaped", (pw) => `"{\\"user\\":\\"svc\\",\\"password\\":\\"${pw}\\"}"`],
  ["code-java", (pw) => `ds.setUser("report");\nds.setPassword("${pw}");`],
  ["docker-config", (pw) => `ENV MYSQL_ROOT_PASSWORD=${pw}`],
];

function kvCases(r) {
  const out = [];
  for (const [kind, context, fn] of KV) {
    const pw = password(r, r.pick(["strong", "human", "safe"])).replace(/[;=]/g, "k");
    out.push({
      family: "connection-string",
      kind,
      context,
      text: fn(pw),
      secret: kind === "jdbc" ? encodeURIComponent(pw) : pw,
    });
  }
  for (const [kind, fn] of CMDS) {
    const pw = password(r).replace(/'/g, "");
    out.push({ family: "password", kind, context: "cli-command", text: fn(pw), secret: pw });
  }
  SQL.forEach((fn, i) => {
    const pw = password(r, i % 2 ? "human" : "strong");
    out.push({ family: "password", kind: "sql", context: "sql-console", text: fn(pw), secret: pw });
  });
  for (const [context, fn] of LABELLED) {
    const pw = password(r);
    const text = fn(pw, r);
    out.push({
      family: "password",
      kind: "labelled",
      context,
      text,
      secret: context === "http-request" ? encodeURIComponent(pw) : pw,
    });
  }
  return out;
}

/** Connection strings, DSNs and passwords. */
export function connCases(r) {
  return [...urlCases(r), ...kvCases(r)];
}
