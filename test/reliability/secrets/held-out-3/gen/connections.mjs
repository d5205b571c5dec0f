// Passwords inside DSNs, URLs, connection strings and database client command lines.
import { password } from "./material.mjs";

const c = (kind, context, text, secret) => ({ family: "connection-string", kind, context, text, secret });
const host = (r) =>
  r.pick([
    "db.internal",
    "10.0.3.17",
    "pg-prod.c9x2k.eu-west-1.rds.amazonaws.com",
    "mysql-primary",
    "localhost",
  ]);
const user = (r) => r.pick(["app", "admin", "deploy", "reporting", "svc_billing", "postgres", "root"]);

const templates = [
  [
    "postgres-url",
    "config",
    (r, p) => `DATABASE_URL=postgres://${user(r)}:${p}@${host(r)}:5432/app_production`,
  ],
  [
    "postgres-url",
    "shell",
    (r, p) =>
      `psql "postgresql://${user(r)}:${p}@${host(r)}:5432/analytics?sslmode=require" -c "select count(*) from events"`,
  ],
  [
    "postgres-asyncpg",
    "code",
    (r, p) =>
      `engine = create_async_engine("postgresql+asyncpg://${user(r)}:${p}@${host(r)}/orders", pool_size=10)`,
  ],
  [
    "libpq-kv",
    "shell",
    (r, p) => `psql "host=${host(r)} port=5432 dbname=app user=${user(r)} password=${p} sslmode=verify-full"`,
  ],
  ["pgpassword", "shell", (r, p) => `PGPASSWORD=${p} pg_dump -h ${host(r)} -U ${user(r)} -Fc app > app.dump`],
  ["pgpass", "config", (r, p) => `# ~/.pgpass\n${host(r)}:5432:app_production:${user(r)}:${p}`],
  [
    "mysql-url",
    "config",
    (r, p) =>
      `spring:\n  datasource:\n    url: jdbc:mysql://${host(r)}:3306/shop\n    username: ${user(r)}\n    password: ${p}`,
  ],
  [
    "mysql-cli",
    "shell",
    (r, p) => `mysql -h ${host(r)} -u ${user(r)} -p'${p}' shop < migrations/0042_add_index.sql`,
  ],
  ["mysql-cli", "shell", (r, p) => `mysqldump -u${user(r)} -p${p} --single-transaction shop > shop.sql`],
  ["my-cnf", "config", (r, p) => `[client]\nuser=${user(r)}\npassword=${p}\nhost=${host(r)}`],
  [
    "mongodb-srv",
    "code",
    (r, p) =>
      `const client = new MongoClient("mongodb+srv://${user(r)}:${p}@cluster0.${r.str("abcdefghijklmnopqrstuvwxyz0123456789", 5)}.mongodb.net/?retryWrites=true&w=majority");`,
  ],
  [
    "mongodb",
    "shell",
    (r, p) => `mongosh "mongodb://${user(r)}:${p}@${host(r)}:27017/admin?authSource=admin"`,
  ],
  [
    "redis-url",
    "config",
    (r, p) =>
      `REDIS_URL=rediss://default:${p}@${r.pick(["cache", "redis-master", "eu1-vital-ant-3312.upstash.io"])}:6379/0`,
  ],
  ["redis-cli", "shell", (r, p) => `redis-cli -h ${host(r)} -p 6379 -a ${p} --no-auth-warning info keyspace`],
  ["amqp-url", "config", (r, p) => `CELERY_BROKER_URL = "amqp://${user(r)}:${p}@rabbitmq:5672/prod"`],
  [
    "jdbc-params",
    "config",
    (r, p) => `db.url=jdbc:postgresql://${host(r)}:5432/app?user=${user(r)}&password=${p}&ssl=true`,
  ],
  [
    "sqlserver-ado",
    "json",
    (r, p) =>
      `{\n  "ConnectionStrings": {\n    "Default": "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=crm;User ID=${user(r)};Password=${p};Encrypt=True;"\n  }\n}`,
  ],
  [
    "odbc",
    "code",
    (r, p) =>
      `conn = pyodbc.connect("Driver={ODBC Driver 18 for SQL Server};Server=${host(r)};Database=erp;Uid=${user(r)};Pwd=${p};")`,
  ],
  ["sqlcmd", "shell", (r, p) => `sqlcmd -S ${host(r)},1433 -U sa -P '${p}' -Q "SELECT @@VERSION"`],
  ["oracle-sqlplus", "shell", (r, p) => `sqlplus ${user(r)}/${p}@//${host(r)}:1521/ORCLPDB1 @schema.sql`],
  [
    "kafka-jaas",
    "config",
    (r, p) =>
      `sasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${user(r)}" password="${p}";`,
  ],
  ["elastic-url", "shell", (r, p) => `curl -s "https://elastic:${p}@${host(r)}:9200/_cat/indices?v"`],
  ["smtp-url", "config", (_r, p) => `MAIL_URL=smtp://postmaster%40mg.acme.io:${p}@smtp.mailgun.org:587`],
  [
    "django-databases",
    "code",
    (r, p) =>
      `DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "app",\n        "USER": "${user(r)}",\n        "PASSWORD": "${p}",\n        "HOST": "${host(r)}",\n    }\n}`,
  ],
  [
    "rails-database-yml",
    "config",
    (r, p) =>
      `production:\n  adapter: postgresql\n  database: app_production\n  username: ${user(r)}\n  password: ${p}\n  host: ${host(r)}`,
  ],
  [
    "compose-env",
    "config",
    (_r, p) =>
      `  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${p}`,
  ],
  [
    "conn-error-log",
    "log",
    (r, p) =>
      `2026-04-11 03:22:10 ERROR sqlalchemy.pool: could not connect to postgresql://${user(r)}:${p}@${host(r)}:5432/app: connection refused`,
  ],
  [
    "neo4j",
    "code",
    (r, p) =>
      `driver = GraphDatabase.driver("neo4j+s://${r.hex(8)}.databases.neo4j.io", auth=("neo4j", "${p}"))`,
  ],
  [
    "snowflake",
    "url",
    (r, p) => `snowflake://${user(r)}:${p}@acme-xy12345/analytics/public?warehouse=compute_wh`,
  ],
  [
    "clickhouse",
    "shell",
    (r, p) => `clickhouse-client --host ${host(r)} --user ${user(r)} --password ${p} --query "SELECT 1"`,
  ],
  [
    "knex-config",
    "code",
    (r, p) =>
      `module.exports = {\n  client: "pg",\n  connection: { host: "${host(r)}", user: "${user(r)}", password: "${p}", database: "app" },\n};`,
  ],
  [
    "wp-config",
    "code",
    (_r, p) =>
      `define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '${p}' );`,
  ],
  [
    "prose-dsn",
    "prose",
    (r, p) => `the staging db is at ${host(r)}, user ${user(r)}, password ${p} — can you run the migration?`,
  ],
  ["prose-dsn", "prose", (_r, p) => `数据库密码是 ${p}，用户名 root，帮我连一下看看表结构`],
  [
    "prose-dsn",
    "prose",
    (_r, p) => `Das Passwort für die Datenbank lautet ${p}, bitte prüfe die Verbindung.`,
  ],
  [
    "prose-dsn",
    "prose",
    (_r, p) => `La contraseña de la base de datos es ${p}; ¿puedes revisar la conexión?`,
  ],
  ["prose-dsn", "prose", (_r, p) => `データベースのパスワードは ${p} です。接続を確認してください。`],
  ["prose-dsn", "prose", (_r, p) => `Пароль от базы: ${p}, проверь подключение, пожалуйста.`],
  ["prose-dsn", "prose", (_r, p) => `Le mot de passe de la base est ${p}, peux-tu tester la connexion ?`],
  ["prose-dsn", "prose", (_r, p) => `A senha do banco é ${p}, consegue testar a conexão?`],
  [
    "sqlalchemy-output",
    "output",
    (r, p) => `>>> engine.url\npostgresql://${user(r)}:${p}@${host(r)}:5432/app`,
  ],
  [
    "git-remote",
    "output",
    (_r, p) =>
      `$ git remote -v\norigin\thttps://deploy:${p}@git.acme.io/platform/infra.git (fetch)\norigin\thttps://deploy:${p}@git.acme.io/platform/infra.git (push)`,
  ],
  ["proxy-url", "shell", (_r, p) => `export https_proxy=http://jdoe:${p}@proxy.corp.acme.io:3128`],
  ["pip-index", "config", (_r, p) => `[global]\nindex-url = https://builder:${p}@pypi.acme.internal/simple/`],
  ["ftp-url", "url", (_r, p) => `ftp://uploader:${p}@ftp.acme-partners.com/incoming/`],
  [
    "json-dsn",
    "json",
    (r, p) => `{"db": {"host": "${host(r)}", "port": 5432, "user": "${user(r)}", "password": "${p}"}}`,
  ],
  [
    "helm-values",
    "config",
    (_r, p) => `postgresql:\n  auth:\n    username: app\n    password: ${p}\n    database: app`,
  ],
  [
    "log-redis",
    "log",
    (r, p) =>
      `[ioredis] Unhandled error event: ReplyError: WRONGPASS invalid username-password pair (redis://default:${p}@${host(r)}:6379)`,
  ],
];

export function connectionCases(r) {
  return templates.map(([kind, context, make]) => {
    const urlish =
      /url|srv|mongodb|elastic|snowflake|git-remote|proxy|pip|ftp|smtp|log-redis|conn-error|sqlalchemy/.test(
        kind,
      );
    const p = password(r, urlish || ["shell", "url", "log", "output"].includes(context));
    return c(kind, context, make(r, p), p);
  });
}
