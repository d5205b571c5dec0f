// Database connection strings and DSNs in their common forms: URLs (PostgreSQL, MySQL, MariaDB,
// MongoDB incl. +srv, Redis/rediss, AMQP, ClickHouse, CouchDB, Neo4j, Elasticsearch, Snowflake,
// SQLAlchemy dialect+driver URLs), JDBC (PostgreSQL, MySQL, SQL Server, Oracle thin), ODBC and
// ADO.NET key=value strings, libpq key=value, .pgpass, SQL statements that set a password
// (PostgreSQL `PASSWORD '...'`, MySQL/Oracle `IDENTIFIED BY`), and the env vars the clients read.
import * as r from "./rng.mjs";

const c = (kind, context, text, secret) => ({ family: "db-connection", kind, context, text, secret });
const host = () =>
  r.pick([
    "db.internal",
    "10.0.3.17",
    "pg-primary.prod.svc.cluster.local",
    "acme-prod.cluster-c9x2k1.eu-west-1.rds.amazonaws.com",
    "mysql-01.acme.lan",
    "localhost",
  ]);
const user = () => r.pick(["app", "admin", "postgres", "root", "svc_orders", "reporting_ro", "deploy"]);

export function dbCases() {
  const out = [];
  const url = (kind, context, make) => {
    const p = r.password(true);
    out.push(c(kind, context, make(p), p));
  };
  url("postgres-url", "config", (p) => `DATABASE_URL=postgres://${user()}:${p}@${host()}:5432/orders`);
  url(
    "postgres-url",
    "shell",
    (p) => `psql "postgresql://${user()}:${p}@${host()}:5432/analytics?sslmode=require" -c '\\dt'`,
  );
  url(
    "postgres-url",
    "code",
    (p) => `engine = create_engine("postgresql+psycopg2://${user()}:${p}@${host()}/inventory", pool_size=10)`,
  );
  url(
    "postgres-url",
    "log",
    (p) =>
      `2026-02-03 09:12:44 [error] could not connect to postgresql://${user()}:${p}@${host()}:5432/billing: connection refused`,
  );
  url("postgres-url", "json", (p) =>
    JSON.stringify(
      { datasources: { db: { url: `postgresql://${user()}:${p}@${host()}:6543/postgres?pgbouncer=true` } } },
      null,
      2,
    ),
  );
  url(
    "mysql-url",
    "config",
    (p) => `database:\n  url: mysql://${user()}:${p}@${host()}:3306/shop\n  pool: 5`,
  );
  url("mysql-url", "code", (p) => `const pool = mysql.createPool("mysql://${user()}:${p}@${host()}/crm");`);
  url(
    "mysql-url",
    "code",
    (p) => `SQLALCHEMY_DATABASE_URI = "mysql+pymysql://${user()}:${p}@${host()}:3306/wiki?charset=utf8mb4"`,
  );
  url("mariadb-url", "config", (p) => `DB_DSN=mariadb://${user()}:${p}@${host()}:3306/ledger`);
  url(
    "mongodb-srv",
    "config",
    (p) =>
      `MONGODB_URI=mongodb+srv://${user()}:${p}@cluster0.ab1cd.mongodb.net/app?retryWrites=true&w=majority`,
  );
  url(
    "mongodb-srv",
    "shell",
    (p) => `mongosh "mongodb+srv://${user()}:${p}@cluster0.x7k2p.mongodb.net/admin" --eval 'db.stats()'`,
  );
  url(
    "mongodb-replica",
    "code",
    (p) =>
      `client = MongoClient("mongodb://${user()}:${p}@mongo-0.db:27017,mongo-1.db:27017,mongo-2.db:27017/?replicaSet=rs0&authSource=admin")`,
  );
  url(
    "mongodb-url",
    "log",
    (p) =>
      `MongoServerSelectionError: connect ECONNREFUSED (uri=mongodb://${user()}:${p}@${host()}:27017/events)`,
  );
  url("redis-url", "config", (p) => `REDIS_URL=redis://:${p}@${host()}:6379/0`);
  url(
    "redis-url",
    "code",
    (p) => `const redis = new Redis("rediss://default:${p}@eu1-helped-lynx-38211.upstash.io:6379");`,
  );
  url("redis-url", "shell", (p) => `redis-cli -u redis://default:${p}@${host()}:6380 --tls PING`);
  url("amqp-url", "config", (p) => `CELERY_BROKER_URL=amqp://${user()}:${p}@rabbitmq:5672/orders`);
  url(
    "amqp-url",
    "code",
    (p) => `conn, err := amqp.Dial("amqps://${user()}:${p}@b-1f2e.mq.us-east-1.amazonaws.com:5671/")`,
  );
  url(
    "clickhouse-url",
    "config",
    (p) => `clickhouse:\n  dsn: clickhouse://${user()}:${p}@${host()}:9000/metrics?secure=true`,
  );
  url("couchdb-url", "shell", (p) => `curl -X PUT http://admin:${p}@127.0.0.1:5984/_users`);
  url("neo4j-url", "config", (p) => `NEO4J_URI=neo4j+s://neo4j:${p}@a1b2c3d4.databases.neo4j.io`);
  url(
    "elasticsearch-url",
    "log",
    (p) =>
      `[2026-02-03T09:12:44,118][WARN ][o.e.c.RestClient] request [GET https://elastic:${p}@es-01.acme.lan:9200/_cluster/health] returned 1 warnings`,
  );
  url(
    "snowflake-url",
    "code",
    (p) =>
      `engine = create_engine("snowflake://${user()}:${p}@acme-xy12345/analytics/public?warehouse=COMPUTE_WH")`,
  );
  url(
    "mssql-url",
    "config",
    (p) => `sqlalchemy.url = mssql+pyodbc://sa:${p}@${host()}:1433/erp?driver=ODBC+Driver+18+for+SQL+Server`,
  );
  url(
    "jdbc-postgres",
    "config",
    (p) =>
      `spring.datasource.url=jdbc:postgresql://${host()}:5432/orders?user=${user()}&password=${p}&ssl=true`,
  );
  url(
    "jdbc-mysql",
    "code",
    (p) =>
      `Connection conn = DriverManager.getConnection("jdbc:mysql://${host()}:3306/shop?user=${user()}&password=${p}");`,
  );
  url(
    "jdbc-sqlserver",
    "config",
    (p) => `db.url=jdbc:sqlserver://${host()}:1433;databaseName=erp;user=sa;password=${p};encrypt=true`,
  );
  url(
    "jdbc-oracle",
    "config",
    (p) => `jdbc.url=jdbc:oracle:thin:${user()}/${p}@//ora-prod.acme.lan:1521/ORCLPDB1`,
  );
  url(
    "oracle-sqlplus",
    "shell",
    (p) => `sqlplus -s system/${p}@//ora-prod.acme.lan:1521/ORCLPDB1 @migrate.sql`,
  );
  const kv = (kind, context, make) => {
    const p = r.password();
    out.push(c(kind, context, make(p), p));
  };
  kv(
    "odbc",
    "config",
    (p) =>
      `[erp]\nDriver={ODBC Driver 18 for SQL Server};Server=tcp:${host()},1433;Database=erp;Uid=sa;Pwd=${p};Encrypt=yes;`,
  );
  kv("adonet", "json", (p) =>
    JSON.stringify(
      {
        ConnectionStrings: {
          Default: `Server=${host()};Database=Orders;User Id=sa;Password=${p};TrustServerCertificate=True`,
        },
      },
      null,
      2,
    ),
  );
  kv(
    "adonet",
    "code",
    (p) =>
      `using var conn = new SqlConnection("Data Source=${host()};Initial Catalog=Billing;User ID=app;Password=${p}");`,
  );
  kv(
    "libpq-keyword",
    "shell",
    (p) => `pg_dump "host=${host()} port=5432 dbname=orders user=${user()} password=${p}" > orders.sql`,
  );
  kv("pgpass", "output", (p) => `$ cat ~/.pgpass\n${host()}:5432:*:${user()}:${p}`);
  kv(
    "postgres-env",
    "shell",
    (p) => `PGPASSWORD='${p}' psql -h ${host()} -U ${user()} -d orders -c 'select count(*) from orders'`,
  );
  kv("mysql-env", "shell", (p) => `MYSQL_PWD='${p}' mysqldump -h ${host()} -u root shop > shop.sql`);
  kv("postgres-sql", "code", (p) => `ALTER ROLE reporting WITH LOGIN PASSWORD '${p}';`);
  kv(
    "postgres-sql",
    "log",
    (p) => `2026-02-03 09:12:44.118 UTC [4121] LOG:  statement: CREATE ROLE svc_etl LOGIN PASSWORD '${p}'`,
  );
  kv(
    "mysql-sql",
    "code",
    (p) => `CREATE USER 'app'@'%' IDENTIFIED BY '${p}';\nGRANT ALL PRIVILEGES ON shop.* TO 'app'@'%';`,
  );
  kv(
    "oracle-sql",
    "code",
    (p) => `CREATE USER app_owner IDENTIFIED BY "${p}" DEFAULT TABLESPACE users QUOTA UNLIMITED ON users;`,
  );
  kv(
    "compose-env",
    "config",
    (p) =>
      `services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${p}\n      POSTGRES_DB: orders`,
  );
  kv("mysql-env", "config", (p) => `MYSQL_ROOT_PASSWORD=${p}\nMYSQL_DATABASE=wordpress`);
  kv(
    "mongo-code",
    "code",
    (p) => `mongoose.connect(process.env.MONGO_HOST, { user: "api", pass: "${p}", dbName: "events" });`,
  );
  kv(
    "knex-config",
    "code",
    (p) =>
      `module.exports = {\n  client: "pg",\n  connection: { host: "${host()}", user: "${user()}", password: "${p}", database: "orders" },\n};`,
  );
  kv(
    "django-settings",
    "code",
    (p) =>
      `DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "orders",\n        "USER": "app",\n        "PASSWORD": "${p}",\n        "HOST": "${host()}",\n    }\n}`,
  );
  return out;
}
