// Connection strings and DSNs of databases and queues (URI forms per each project's docs: libpq,
// MySQL Connector, MongoDB, Redis, AMQP 0-9-1, JDBC, ADO.NET, Oracle EZConnect, SQLAlchemy, Kafka
// JAAS), placed as a session shows them. The secret is the password as it appears in the text.

const URI_KINDS = [
  ["postgres", (u, p, h) => `postgres://${u}:${p}@${h}:5432/app`],
  ["postgresql-sslmode", (u, p, h) => `postgresql://${u}:${p}@${h}:5432/orders?sslmode=require`],
  ["mysql", (u, p, h) => `mysql://${u}:${p}@${h}:3306/shop`],
  ["mariadb-pymysql", (u, p, h) => `mysql+pymysql://${u}:${p}@${h}/analytics?charset=utf8mb4`],
  [
    "mongodb-srv",
    (u, p) => `mongodb+srv://${u}:${p}@cluster0.ab1cd.mongodb.net/prod?retryWrites=true&w=majority`,
  ],
  [
    "mongodb-replica",
    (u, p, h) =>
      `mongodb://${u}:${p}@${h}:27017,${h.replace("1", "2")}:27017/?replicaSet=rs0&authSource=admin`,
  ],
  ["redis", (_u, p, h) => `redis://default:${p}@${h}:6379/0`],
  ["rediss-no-user", (_u, p, h) => `rediss://:${p}@${h}:6380`],
  ["amqp", (u, p, h) => `amqp://${u}:${p}@${h}:5672/%2Fprod`],
  ["amqps", (u, p) => `amqps://${u}:${p}@b-1a2b3c.mq.eu-west-1.amazonaws.com:5671`],
  ["clickhouse", (u, p, h) => `clickhouse://${u}:${p}@${h}:9440/default?secure=true`],
  [
    "cockroach",
    (u, p) =>
      `postgresql://${u}:${p}@free-tier.gcp-us-central1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full`,
  ],
  ["snowflake", (u, p) => `snowflake://${u}:${p}@acme-xy12345/ANALYTICS/PUBLIC?warehouse=COMPUTE_WH`],
  ["nats", (u, p, h) => `nats://${u}:${p}@${h}:4222`],
  ["elasticsearch", (_u, p) => `https://elastic:${p}@acme.es.eu-west-1.aws.found.io:9243`],
  ["neo4j", (_u, p) => `neo4j+s://neo4j:${p}@a1b2c3d4.databases.neo4j.io`],
  ["smtp", (u, p) => `smtp://${u}%40acme.dev:${p}@smtp.mailgun.org:587`],
  ["sftp", (u, p, h) => `sftp://${u}:${p}@${h}:22/uploads`],
  ["mssql-url", (u, p, h) => `mssql://${u}:${p}@${h}:1433/crm`],
  ["couchbase", (u, p, h) => `couchbases://${u}:${p}@${h}`],
];

const KV_KINDS = [
  [
    "ado-net",
    (u, p, h) => `Server=tcp:${h},1433;Initial Catalog=crm;User ID=${u};Password=${p};Encrypt=True;`,
  ],
  ["jdbc-mysql-query", (u, p, h) => `jdbc:mysql://${h}:3306/shop?user=${u}&password=${p}&useSSL=true`],
  [
    "jdbc-sqlserver",
    (u, p, h) => `jdbc:sqlserver://${h}:1433;databaseName=crm;user=${u};password=${p};encrypt=true`,
  ],
  ["oracle-ezconnect", (u, p, h) => `${u}/${p}@//${h}:1521/ORCLPDB1`],
  ["libpq-keyword", (u, p, h) => `host=${h} port=5432 dbname=app user=${u} password=${p} sslmode=require`],
  [
    "kafka-jaas",
    (u, p) =>
      `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${u}" password="${p}";`,
  ],
  ["odbc", (u, p, h) => `Driver={PostgreSQL Unicode};Server=${h};Port=5432;Database=app;Uid=${u};Pwd=${p};`],
];

const PLACE = [
  ["env", "config", (c) => `DATABASE_URL=${c}`],
  ["export", "shell", (c) => `export DATABASE_URL="${c}"`],
  ["yaml", "config", (c) => `database:\n  url: ${c}\n  pool: 10`],
  ["compose", "config", (c) => `services:\n  api:\n    environment:\n      DATABASE_URL: "${c}"`],
  ["k8s-env", "config", (c) => `env:\n  - name: DATABASE_URL\n    value: "${c}"`],
  ["go-code", "code", (c) => `db, err := sql.Open("pgx", "${c}")`],
  ["python-code", "code", (c) => `engine = create_engine("${c}", pool_pre_ping=True)`],
  ["java-code", "code", (c) => `DataSource ds = DataSourceBuilder.create().url("${c}").build();`],
  ["csharp-code", "code", (c) => `services.AddDbContext<AppDb>(o => o.UseSqlServer("${c}"));`],
  ["ruby-code", "code", (c) => `ActiveRecord::Base.establish_connection("${c}")`],
  ["elixir-code", "code", (c) => `config :acme, Acme.Repo, url: "${c}"`],
  ["php-code", "code", (c) => `$pdo = connect_from_url('${c}');`],
  ["cli-arg", "shell", (c) => `$ psql "${c}" -c 'select count(*) from users'`],
  [
    "error-log",
    "transcript",
    (c) => `2026-11-27T10:02:11Z ERROR pool: could not connect to ${c}: connection refused`,
  ],
  [
    "json-escaped",
    "transcript",
    (c) => `{"type":"tool_result","content":"DATABASE_URL=${c.replaceAll('"', '\\"')}\\n"}`,
  ],
  ["printenv", "transcript", (c) => `$ printenv\nTERM=xterm-256color\nDATABASE_URL=${c}\nUSER=dev`],
  ["properties", "config", (c) => `spring.datasource.url=${c}`],
  ["prose-es", "prose", (c) => `La cadena de conexión de producción es ${c} — ¿por qué falla la migración?`],
  ["prose-ja", "prose", (c) => `本番DBの接続文字列です：${c}`],
  ["toml", "config", (c) => `[database]\nurl = "${c}"`],
];

/** Cases for the connection-string family; passwords needing it are percent-encoded in URIs. */
export function connectionCases(r) {
  const out = [];
  const users = ["app", "svc_orders", "admin", "etl", "readonly", "deploy"];
  const all = [...URI_KINDS.map((k) => [...k, true]), ...KV_KINDS.map((k) => [...k, false])];
  for (const [kind, make, isUri] of all) {
    for (const p of r.shuffle(PLACE).slice(0, 2)) {
      let pw = r.password(r.int(14, 26));
      if (isUri && r.next() < 0.3) pw = `${pw.slice(0, 6)}@${pw.slice(6, 12)}/${pw.slice(12)}`;
      const shown = isUri ? encodeURIComponent(pw) : pw.replaceAll(";", "");
      const host = `${r.pick(["db", "pg", "mysql", "mq", "cache", "store"])}-1.${r.pick(["internal", "prod.acme.net", "eu-west-1.rds.amazonaws.com"])}`;
      const conn = make(r.pick(users), shown, host);
      out.push({
        family: "connection-string",
        kind: `${kind}/${p[0]}`,
        context: p[1],
        text: p[2](conn),
        secret: shown,
      });
    }
  }
  return out;
}
