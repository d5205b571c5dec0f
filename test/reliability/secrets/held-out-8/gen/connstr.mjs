// Connection strings and DSNs of databases, queues, mail and directory servers; the password is the
// secret. Formats: RFC 3986 userinfo URLs as each client documents them, ADO.NET/ODBC keyword strings,
// libpq conninfo, JDBC, Kafka JAAS, .pgpass and .my.cnf.
import { A } from "./rand.mjs";

const user = (r) => r.pick(["app", "admin", "svc_orders", "postgres", "root", "etl", "reporting", "deploy"]);
const host = (r) =>
  r.pick([
    `db-${r.hex(4)}.internal`,
    "10.0.3.14",
    `prod-${r.str(A.lowerNum, 6)}.eu-west-1.rds.amazonaws.com`,
    "db.example.net",
    `cluster0.${r.str(A.lowerNum, 5)}.mongodb.net`,
  ]);

/** Each entry: [kind, env, make(r, pw) → connection string]. */
const URLS = [
  ["postgres-url", "DATABASE_URL", (r, pw) => `postgres://${user(r)}:${pw}@${host(r)}:5432/orders`],
  [
    "postgres-url-params",
    "DATABASE_URL",
    (r, pw) => `postgresql://${user(r)}:${pw}@${host(r)}/app?sslmode=require&application_name=api`,
  ],
  [
    "sqlalchemy-asyncpg",
    "SQLALCHEMY_DATABASE_URI",
    (r, pw) => `postgresql+asyncpg://${user(r)}:${pw}@${host(r)}:5432/analytics`,
  ],
  [
    "neon",
    "DATABASE_URL",
    (r, pw) =>
      `postgresql://neondb_owner:${pw}@ep-${r.str(A.lower, 5)}-${r.str(A.lower, 5)}-${r.str(A.lowerNum, 8)}.us-east-2.aws.neon.tech/neondb?sslmode=require`,
  ],
  [
    "supabase-pooler",
    "DATABASE_URL",
    (r, pw) =>
      `postgres://postgres.${r.str(A.lower, 20)}:${pw}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres`,
  ],
  ["mysql-url", "MYSQL_URL", (r, pw) => `mysql://${user(r)}:${pw}@${host(r)}:3306/shop`],
  [
    "mariadb-pymysql",
    "DB_URI",
    (r, pw) => `mysql+pymysql://${user(r)}:${pw}@${host(r)}/wiki?charset=utf8mb4`,
  ],
  [
    "mongodb-srv",
    "MONGODB_URI",
    (r, pw) =>
      `mongodb+srv://${user(r)}:${pw}@cluster0.${r.str(A.lowerNum, 5)}.mongodb.net/?retryWrites=true&w=majority`,
  ],
  [
    "mongodb-replica",
    "MONGO_URL",
    (r, pw) =>
      `mongodb://${user(r)}:${pw}@mongo-0.db:27017,mongo-1.db:27017/app?replicaSet=rs0&authSource=admin`,
  ],
  ["redis-password-only", "REDIS_URL", (r, pw) => `redis://:${pw}@${host(r)}:6379/0`],
  [
    "rediss-upstash",
    "UPSTASH_REDIS_URL",
    (r, pw) =>
      `rediss://default:${pw}@${r.str(A.lower, 6)}-${r.str(A.lower, 6)}-${r.int(10000, 99999)}.upstash.io:6379`,
  ],
  [
    "amqp",
    "RABBITMQ_URL",
    (r, pw) => `amqps://${user(r)}:${pw}@${r.str(A.lower, 8)}.rmq.cloudamqp.com/${r.str(A.lower, 8)}`,
  ],
  ["nats", "NATS_URL", (r, pw) => `nats://${user(r)}:${pw}@nats.internal:4222`],
  ["mqtt", "MQTT_BROKER", (_r, pw) => `mqtts://sensor-gw:${pw}@broker.example.io:8883`],
  [
    "clickhouse",
    "CLICKHOUSE_URL",
    (r, pw) =>
      `clickhouse://default:${pw}@${r.str(A.lowerNum, 10)}.eu-west-1.aws.clickhouse.cloud:9440/default?secure=true`,
  ],
  ["elasticsearch", "ELASTICSEARCH_URL", (_r, pw) => `https://elastic:${pw}@search.example.net:9200`],
  ["neo4j", "NEO4J_URI", (r, pw) => `neo4j+s://neo4j:${pw}@${r.hex(8)}.databases.neo4j.io`],
  ["couchdb", "COUCHDB_URL", (_r, pw) => `http://admin:${pw}@127.0.0.1:5984/`],
  ["smtp", "EMAIL_URL", (_r, pw) => `smtp://postmaster%40mg.example.com:${pw}@smtp.mailgun.org:587`],
  ["ftp", "DEPLOY_TARGET", (_r, pw) => `ftp://webmaster:${pw}@ftp.example-host.com/public_html`],
  [
    "snowflake",
    "SNOWFLAKE_URL",
    (r, pw) =>
      `snowflake://${user(r)}:${pw}@${r.str(A.lower, 7)}-${r.str(A.lower, 7)}/ANALYTICS/PUBLIC?warehouse=COMPUTE_WH`,
  ],
  [
    "jdbc-postgres-param",
    "SPRING_DATASOURCE_URL",
    (r, pw) => `jdbc:postgresql://${host(r)}:5432/orders?user=${user(r)}&password=${pw}&ssl=true`,
  ],
  [
    "jdbc-oracle",
    "ORACLE_URL",
    (_r, pw) => `jdbc:oracle:thin:scott/${pw}@//ora-prod.example.com:1521/ORCLPDB1`,
  ],
  [
    "celery-broker",
    "CELERY_BROKER_URL",
    (r, pw) =>
      `redis://default:${pw}@redis-${r.int(10000, 19999)}.c1.us-east-1-2.ec2.cloud.redislabs.com:${r.int(10000, 19999)}`,
  ],
];

const KEYWORD = [
  [
    "mssql-ado",
    "code-csharp",
    (r, pw) =>
      `var cs = "Server=tcp:sql-${r.hex(4)}.database.windows.net,1433;Initial Catalog=Orders;User ID=${user(r)};Password=${pw};Encrypt=True;";`,
  ],
  [
    "mssql-ado",
    "json",
    (_r, pw) =>
      `{\n  "ConnectionStrings": {\n    "Default": "Server=localhost;Database=Shop;User Id=sa;Password=${pw};TrustServerCertificate=True"\n  }\n}`,
  ],
  [
    "odbc",
    "ini",
    (_r, pw) =>
      `[ReportsDSN]\nDriver={ODBC Driver 18 for SQL Server}\nServer=reports.example.com\nUid=reader\nPwd=${pw}`,
  ],
  [
    "libpq-conninfo",
    "code-python",
    (r, pw) =>
      `conn = psycopg2.connect("host=${host(r)} dbname=orders user=${user(r)} password=${pw} sslmode=require")`,
  ],
  [
    "libpq-conninfo",
    "shell-positional",
    (r, pw) => `$ psql "host=${host(r)} port=5432 dbname=app user=${user(r)} password=${pw}"`,
  ],
  [
    "pgpass",
    "cmd-output",
    (r, pw) => `$ cat ~/.pgpass\n${host(r)}:5432:*:${user(r)}:${pw}\nlocalhost:5432:test:test:test`,
  ],
  ["my-cnf", "ini", (r, pw) => `$ cat ~/.my.cnf\n[client]\nuser=${user(r)}\npassword=${pw}\nhost=127.0.0.1`],
  [
    "kafka-jaas",
    "properties",
    (r, pw) =>
      `security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${r.str(A.upperNum, 16)}" password="${pw}";`,
  ],
  [
    "spring-datasource",
    "properties",
    (r, pw) =>
      `spring.datasource.url=jdbc:mysql://${host(r)}:3306/shop\nspring.datasource.username=${user(r)}\nspring.datasource.password=${pw}`,
  ],
  [
    "ldap-bind",
    "yaml",
    (_r, pw) =>
      `ldap:\n  url: ldaps://ldap.corp.example:636\n  bindDN: cn=svc-gitlab,ou=services,dc=corp,dc=example\n  bindPassword: ${pw}`,
  ],
  ["redis-conf", "ini", (_r, pw) => `# redis.conf\nbind 127.0.0.1\nrequirepass ${pw}\nmaxmemory 2gb`],
];

/** Where a URL-shaped connection string is shown. */
const URL_PLACES = [
  ["dotenv", (env, s) => `${env}=${s}`],
  ["shell-export", (env, s) => `export ${env}='${s}'`],
  [
    "shell-positional",
    (_env, s) =>
      `$ ${s.startsWith("mongo") ? "mongosh" : s.startsWith("redis") || s.startsWith("rediss") ? "redis-cli -u" : s.startsWith("postgres") ? "psql" : "connect"} "${s}"`,
  ],
  ["yaml", (_env, s) => `database:\n  url: ${s}\n  pool: 10`],
  ["compose", (env, s) => `  worker:\n    environment:\n      ${env}: "${s}"`],
  ["code-python", (_env, s) => `engine = create_engine("${s}", pool_pre_ping=True)`],
  ["code-js", (_env, s) => `const pool = new Pool({ connectionString: "${s}" });`],
  ["code-go", (_env, s) => `db, err := sql.Open("pgx", "${s}")`],
  ["log", (_env, s) => `2026-11-20 14:02:11,402 ERROR [db] could not connect to ${s}: timeout after 5000ms`],
  ["json", (env, s) => `{"env": {"${env}": "${s}"}}`],
  [
    "cmd-output",
    (env, s) =>
      `$ heroku config -a orders-prod\n=== orders-prod Config Vars\n${env}: ${s}\nNODE_ENV:     production`,
  ],
  ["toml", (_env, s) => `[database]\nurl = "${s}"`],
  ["prose", (_env, s) => `can you check why ${s} refuses connections from the new runner?`],
  ["k8s-manifest", (env, s) => `          - name: ${env}\n            value: ${s}`],
  ["diff", (env, s) => `-${env}=sqlite:///dev.db\n+${env}=${s}`],
  ["hcl", (_env, s) => `  connection_string = "${s}"`],
];

export function connstrCases(r) {
  const out = [];
  for (const [kind, env, make] of URLS) {
    for (const [context, place] of r.sample(URL_PLACES, 2)) {
      const pw =
        kind === "neon"
          ? `npg_${r.str(A.alnum, 12)}`
          : kind === "rediss-upstash"
            ? `A${r.str(A.b64url, 60)}`
            : r.password().replace(/[#%]/g, "x");
      out.push({ family: "connection-string", kind, context, text: place(env, make(r, pw)), secret: pw });
    }
  }
  for (const [kind, context, make] of KEYWORD) {
    const pw = r.password();
    out.push({ family: "connection-string", kind, context, text: make(r, pw), secret: pw });
  }
  return out;
}
