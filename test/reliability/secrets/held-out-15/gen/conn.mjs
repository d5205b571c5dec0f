// Connection strings and DSNs of databases, queues and mail/file servers for the held-out-15 corpus,
// each with a random password, in the URL, key=value, JDBC and client-command forms their docs show.

import { alnum, digits, hex, int, password, pick, urlPass } from "./rand.mjs";

const user = () => pick(["app", "admin", "svc_api", "postgres", "root", "deploy", "etl_user", "reporting"]);

// [family, maker(pw) -> connection text]
const DSNS = [
  ["postgres", (pw) => `postgres://${user()}:${pw}@db.internal.acme.net:5432/orders?sslmode=require`],
  ["postgres-asyncpg", (pw) => `postgresql+asyncpg://${user()}:${pw}@10.0.${int(250)}.${int(250)}:5432/app`],
  ["mysql", (pw) => `mysql://${user()}:${pw}@mysql-primary:3306/shop`],
  ["mariadb", (pw) => `mariadb://${user()}:${pw}@127.0.0.1:3307/wiki?charset=utf8mb4`],
  [
    "mongodb-srv",
    (pw) =>
      `mongodb+srv://${user()}:${pw}@cluster0.${alnum(5).toLowerCase()}.mongodb.net/prod?retryWrites=true&w=majority`,
  ],
  [
    "mongodb",
    (pw) => `mongodb://${user()}:${pw}@mongo-0.mongo:27017,mongo-1.mongo:27017/admin?replicaSet=rs0`,
  ],
  [
    "redis",
    (pw) => `redis://default:${pw}@redis-${digits(5)}.c1.us-east-1-2.ec2.cloud.redislabs.com:${digits(5)}`,
  ],
  ["rediss", (pw) => `rediss://:${pw}@cache.acme.internal:6380/0`],
  ["amqp", (pw) => `amqp://${user()}:${pw}@rabbitmq.svc.cluster.local:5672/%2F`],
  ["amqps", (pw) => `amqps://${user()}:${pw}@b-${hex(8)}.mq.eu-west-1.amazonaws.com:5671`],
  ["nats", (pw) => `nats://${user()}:${pw}@nats.acme.internal:4222`],
  ["mqtt", (pw) => `mqtts://device-${digits(4)}:${pw}@broker.hivemq.cloud:8883`],
  ["clickhouse", (pw) => `clickhouse://${user()}:${pw}@ch.acme.internal:9000/analytics`],
  [
    "cockroach",
    (pw) =>
      `postgresql://${user()}:${pw}@free-tier.gcp-us-central1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full`,
  ],
  ["neo4j", (pw) => `neo4j+s://neo4j:${pw}@${hex(8)}.databases.neo4j.io`],
  ["elasticsearch", (pw) => `https://elastic:${pw}@es.acme.internal:9200`],
  ["influxdb", (pw) => `influxdb://${user()}:${pw}@influx:8086/metrics`],
  ["smtp", (pw) => `smtp://postmaster%40mg.acme.io:${pw}@smtp.mailgun.org:587`],
  ["ftp", (pw) => `ftp://${user()}:${pw}@files.acme-partner.com/outgoing/`],
  ["sftp", (pw) => `sftp://${user()}:${pw}@sftp.acme-bank.com:22/inbound`],
  ["ldap", (pw) => `ldaps://cn=admin,dc=acme,dc=com:${pw}@ldap.acme.com:636`],
  ["couchbase", (pw) => `couchbases://${user()}:${pw}@cb.${hex(6)}.cloud.couchbase.com`],
  [
    "snowflake",
    (pw) => `snowflake://${user()}:${pw}@xy12345.eu-central-1/ANALYTICS/PUBLIC?warehouse=COMPUTE_WH`,
  ],
  [
    "redshift",
    (pw) => `redshift+psycopg2://${user()}:${pw}@acme.c${hex(10)}.us-east-1.redshift.amazonaws.com:5439/dev`,
  ],
  ["mssql-url", (pw) => `mssql+pyodbc://sa:${pw}@sqlserver:1433/master?driver=ODBC+Driver+18+for+SQL+Server`],
];

const URL_PLACES = [
  ["env", (_f, c) => `DATABASE_URL=${c}`],
  ["python", (_f, c) => `engine = create_engine("${c}", pool_pre_ping=True)`],
  ["yaml", (f, c) => `${f.replace(/-/g, "_")}:\n  url: ${c}\n  pool_size: 10`],
  [
    "stack-trace",
    (_f, c) =>
      `Error: connect ECONNREFUSED\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {\n  errno: -111,\n  code: 'ECONNREFUSED',\n  url: '${c}'\n}`,
  ],
  ["docker-compose", (_f, c) => `    environment:\n      DB_URL: "${c}"\n      WORKERS: "4"`],
  [
    "heroku-config",
    (_f, c) =>
      `$ heroku config -a acme-api\n=== acme-api Config Vars\nDATABASE_URL:  ${c}\nWEB_CONCURRENCY: 2`,
  ],
  ["chat-es", (_f, c) => `la cadena de conexión es ${c} — ¿puedes probar si conecta?`],
  ["git-diff", (_f, c) => `@@ -1,3 +1,3 @@\n-DB_URL=postgres://localhost/dev\n+DB_URL=${c}\n PORT=8080`],
  [
    "k8s-configmap",
    (_f, c) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: api-config\ndata:\n  BROKER_URL: "${c}"`,
  ],
  ["debug-log", (_f, c) => `2026-11-27 19:14:02,118 DEBUG [pool] creating connection to ${c} (attempt 2/5)`],
];

function dsnCases() {
  const out = [];
  DSNS.forEach(([family, make], i) => {
    for (let k = 0; k < 2; k++) {
      const [ctx, fn] = URL_PLACES[(i * 3 + k * 5) % URL_PLACES.length];
      const pw = urlPass(14 + int(12));
      out.push({
        family: `dsn-${family}`,
        kind: "connection-string",
        context: ctx,
        text: fn(family, make(pw)),
        secret: pw,
      });
    }
  });
  return out;
}

// [family, context, maker(pw) -> text]
const FORMS = [
  [
    "mssql-ado",
    "appsettings-json",
    (pw) =>
      `"ConnectionStrings": {\n  "Default": "Server=tcp:acme.database.windows.net,1433;Initial Catalog=prod;User ID=sqladmin;Password=${pw};Encrypt=True;"\n}`,
  ],
  [
    "mssql-ado",
    "csharp",
    (pw) =>
      `var cs = "Data Source=sql01;Initial Catalog=Billing;User Id=billing_app;Password=${pw};TrustServerCertificate=true";`,
  ],
  [
    "jdbc-postgres",
    "properties",
    (pw) => `spring.datasource.url=jdbc:postgresql://pg:5432/app?user=app&password=${pw}`,
  ],
  [
    "jdbc-mysql",
    "xml",
    (pw) =>
      `<property name="url" value="jdbc:mysql://db:3306/shop?user=shop&amp;password=${pw}&amp;useSSL=true"/>`,
  ],
  [
    "jdbc-sqlserver",
    "java",
    (pw) =>
      `String url = "jdbc:sqlserver://sql01:1433;databaseName=hr;user=hr_app;password=${pw};encrypt=true";`,
  ],
  [
    "oracle-ezconnect",
    "sqlplus",
    (pw) =>
      `$ sqlplus scott/${pw}@//ora-prod.acme.internal:1521/ORCLPDB1\n\nSQL*Plus: Release 19.0.0.0.0 - Production\nConnected to:\nOracle Database 19c Enterprise Edition`,
  ],
  [
    "mysql-cli",
    "cli-banner",
    (pw) =>
      `$ mysql -h 10.2.0.14 -u root -p${pw} shop\nmysql: [Warning] Using a password on the command line interface can be insecure.\nWelcome to the MySQL monitor.  Commands end with ; or \\g.\nServer version: 8.0.36 MySQL Community Server - GPL`,
  ],
  [
    "psql-pgpassword",
    "cli-banner",
    (pw) =>
      `$ PGPASSWORD=${pw} psql -h db.acme.internal -U reporting analytics\npsql (16.2, server 15.6)\nSSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)\nType "help" for help.\n\nanalytics=>`,
  ],
  [
    "pgpass",
    "cat-file",
    (pw) =>
      `$ cat ~/.pgpass\ndb.acme.internal:5432:analytics:reporting:${pw}\nlocalhost:5432:*:postgres:postgres`,
  ],
  [
    "redis-cli",
    "cli-command",
    (pw) => `$ redis-cli -h cache.acme.internal -p 6379 -a ${pw} --no-auth-warning PING\nPONG`,
  ],
  [
    "mongosh",
    "cli-command",
    (pw) =>
      `$ mongosh "mongodb://cluster0.acme.net/admin" --username admin --password ${pw}\nCurrent Mongosh Log ID:\t${hex(24)}\nConnecting to:\t\tmongodb://<credentials>@cluster0.acme.net/admin`,
  ],
  [
    "odbc",
    "odbc-ini",
    (pw) =>
      `[AcmeDW]\nDriver=/opt/snowflake/libSnowflake.so\nServer=xy12345.snowflakecomputing.com\nUID=etl_user\nPWD=${pw}\nDatabase=ANALYTICS`,
  ],
  ["php-pdo", "php", (pw) => `$pdo = new PDO('mysql:host=db;dbname=shop;charset=utf8mb4', 'shop', '${pw}');`],
  [
    "kafka-sasl",
    "properties",
    (pw) =>
      `security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${alnum(16).toUpperCase()}" password="${pw}";`,
  ],
  [
    "spring-datasource",
    "yaml",
    (pw) =>
      `spring:\n  datasource:\n    url: jdbc:postgresql://pg:5432/app\n    username: app\n    password: ${pw}`,
  ],
  [
    "django-databases",
    "python",
    (pw) =>
      `DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "app",\n        "USER": "app",\n        "PASSWORD": "${pw}",\n        "HOST": "db",\n    }\n}`,
  ],
  [
    "knex",
    "javascript",
    (pw) =>
      `module.exports = {\n  client: 'pg',\n  connection: { host: 'db', user: 'app', password: '${pw}', database: 'app' },\n};`,
  ],
  [
    "rails-database-yml",
    "yaml",
    (pw) =>
      `production:\n  adapter: postgresql\n  database: acme_production\n  username: acme\n  password: ${pw}\n  host: <%= ENV["DB_HOST"] %>`,
  ],
  [
    "docker-postgres",
    "docker-run",
    (pw) => `docker run -d --name pg -e POSTGRES_PASSWORD=${pw} -p 5432:5432 postgres:16`,
  ],
  [
    "mysql-root-password",
    "compose",
    (pw) =>
      `  db:\n    image: mysql:8.4\n    environment:\n      MYSQL_ROOT_PASSWORD: ${pw}\n      MYSQL_DATABASE: shop`,
  ],
  [
    "netrc",
    "cat-file",
    (pw) =>
      `$ cat ~/.netrc\nmachine api.heroku.com\n  login dev@acme.io\n  password ${pw}\nmachine git.heroku.com\n  login dev@acme.io\n  password ${pw}`,
  ],
  [
    "git-credentials",
    "cat-file",
    (pw) => `$ cat ~/.git-credentials\nhttps://ci-bot:${pw}@git.acme.dev\nhttps://oauth2:${pw}@gitlab.com`,
  ],
  [
    "git-config-l",
    "cli-output",
    (pw) =>
      `$ git config -l\nuser.name=Dev\nuser.email=dev@acme.io\ncore.editor=vim\nremote.origin.url=https://dev:${pw}@git.acme.dev/platform/api.git\nremote.origin.fetch=+refs/heads/*:refs/remotes/origin/*`,
  ],
  [
    "git-remote-v",
    "cli-output",
    (pw) =>
      `$ git remote -v\norigin\thttps://deploy-bot:${pw}@bitbucket.org/acme/site.git (fetch)\norigin\thttps://deploy-bot:${pw}@bitbucket.org/acme/site.git (push)`,
  ],
  [
    "htpasswd-basic",
    "nginx-log",
    (pw) =>
      `$ curl -v https://admin:${pw}@staging.acme.dev/metrics\n* Server auth using Basic with user 'admin'\n> GET /metrics HTTP/1.1`,
  ],
  [
    "pip-index-url",
    "pip-conf",
    (pw) => `$ pip config list\nglobal.index-url='https://__token__:${pw}@pypi.acme.internal/simple/'`,
  ],
  [
    "vault-userpass",
    "cli-command",
    (pw) => `$ vault login -method=userpass username=ops password=${pw}\nSuccess! You are now authenticated.`,
  ],
  [
    "wifi-psk",
    "nmcli",
    (pw) =>
      `$ nmcli dev wifi connect "Acme-Office" password "${pw}"\nDevice 'wlp2s0' successfully activated with '${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}'.`,
  ],
  [
    "rabbitmq-ctl",
    "cli-command",
    (pw) => `$ rabbitmqctl add_user svc_orders '${pw}'\nAdding user "svc_orders" ...\nDone.`,
  ],
  [
    "terraform-output",
    "terraform",
    (pw) =>
      `$ terraform output -json db\n{\n  "endpoint": "prod.cluster-c${hex(10)}.eu-west-1.rds.amazonaws.com",\n  "master_password": "${pw}",\n  "port": 5432\n}`,
  ],
  [
    "terraform-plan",
    "terraform",
    (pw) =>
      `  # aws_db_instance.main will be created\n  + resource "aws_db_instance" "main" {\n      + engine   = "postgres"\n      + password = "${pw}"\n      + username = "app"\n    }`,
  ],
  [
    "htpasswd-chat",
    "chat-fr",
    (pw) => `le mot de passe admin de la base c'est ${pw}, connecte-toi et regarde la table users`,
  ],
  ["chat-ja-password", "chat-ja", (pw) => `DBのパスワードは「${pw}」です。接続して確認してください。`],
  ["chat-ru-password", "chat-ru", (pw) => `пароль от базы: ${pw} (пользователь app)`],
  ["chat-zh-password", "chat-zh", (pw) => `数据库密码是 ${pw} ，用户名 root`],
];

function formCases() {
  return FORMS.map(([family, ctx, fn]) => {
    const pw =
      /url|git|netrc|curl|pip/.test(family) || family.startsWith("git")
        ? urlPass(16 + int(10))
        : password(14 + int(10));
    return { family: `cred-${family}`, kind: "password", context: ctx, text: fn(pw), secret: pw };
  });
}

/** Every connection-string and password case. */
export function connCases() {
  return [...dsnCases(), ...formCases()];
}
