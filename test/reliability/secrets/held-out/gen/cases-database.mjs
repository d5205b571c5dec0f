// Database credentials: connection strings (URL, JDBC, ADO.NET, Go DSN), client flags, password
// files, environment variables, SQL statements, container and Kubernetes definitions.

export function databaseCases({ add, h, t, r }) {
  const F = "database";
  const pw = (n) => () => r.password(n);
  add(
    F,
    "postgres-url-password",
    "shell",
    pw(),
    (s) => `psql "postgresql://${h.user()}:${s}@${h.host()}:5432/${h.db()}?sslmode=require" -c '\\dt'`,
  );
  add(
    F,
    "postgres-url-password",
    "output",
    pw(),
    (s) =>
      `$ cat .env\nPORT=3000\nDATABASE_URL=postgres://app:${s}@${h.host()}:5432/${h.db()}\nREDIS_URL=redis://localhost:6379/0`,
  );
  add(
    F,
    "postgres-url-password",
    "code",
    pw(),
    (s) =>
      `engine = create_engine("postgresql+psycopg2://etl:${s}@${h.host()}/${h.db()}", pool_pre_ping=True)`,
  );
  add(
    F,
    "postgres-url-password",
    "code",
    () => t.neonPassword(),
    (s) =>
      `export const sql = neon("postgresql://neondb_owner:${s}@ep-${r.lower(6)}-${r.lower(5)}-${r.lower(8)}.eu-central-1.aws.neon.tech/neondb?sslmode=require");`,
  );
  add(
    F,
    "pgpassword-env",
    "shell",
    pw(),
    (s) => `PGPASSWORD='${s}' pg_dump -h ${h.host()} -U postgres -Fc ${h.db()} > /tmp/${h.db()}.dump`,
  );
  add(
    F,
    "pgpass-file",
    "output",
    pw(),
    (s) => `$ cat ~/.pgpass\n${h.host()}:5432:${h.db()}:replicator:${s}\nlocalhost:5432:*:postgres:postgres`,
  );
  add(
    F,
    "mysql-password-flag",
    "shell",
    pw(16),
    (s) => `mysql -h ${h.host()} -u root -p${s} -e "SHOW DATABASES;"`,
  );
  add(
    F,
    "mysql-password-flag",
    "shell",
    pw(),
    (s) => `mysqldump -uadmin -p'${s}' --single-transaction ${h.db()} | gzip > backup.sql.gz`,
  );
  add(
    F,
    "mysql-password-flag",
    "shell",
    pw(),
    (s) => `mysql --host=${h.host()} --user=reporting --password=${s} ${h.db()} < queries/monthly.sql`,
  );
  add(
    F,
    "mysql-dsn",
    "code",
    pw(),
    (s) => `db, err := sql.Open("mysql", "api:${s}@tcp(${h.host()}:3306)/${h.db()}?parseTime=true")`,
  );
  add(
    F,
    "mongodb-url-password",
    "code",
    pw(),
    (s) =>
      `MONGO_URI = "mongodb+srv://${h.user()}:${s}@cluster0.${r.lower(5)}.mongodb.net/${h.db()}?retryWrites=true&w=majority"`,
  );
  add(
    F,
    "mongodb-url-password",
    "shell",
    pw(),
    (s) =>
      `mongosh "mongodb://${h.host()}:27017/admin" --username root --password '${s}' --eval 'db.adminCommand({ listDatabases: 1 })'`,
  );
  add(
    F,
    "redis-password",
    "shell",
    pw(),
    (s) => `redis-cli -h ${h.host()} -p 6379 -a '${s}' --no-auth-warning INFO replication`,
  );
  add(
    F,
    "redis-url-password",
    "output",
    pw(),
    (s) => `REDIS_URL=rediss://default:${s}@${r.lower(10)}.upstash.io:6379`,
  );
  add(
    F,
    "redis-password",
    "code",
    pw(),
    (s) => `redis:\n  host: ${h.host()}\n  port: 6379\n  password: ${s}\n  db: 2`,
  );
  add(
    F,
    "amqp-url-password",
    "code",
    pw(),
    (s) =>
      `connection = await aio_pika.connect_robust("amqp://orders:${s}@rabbitmq.${h.org()}.internal:5672/prod")`,
  );
  add(
    F,
    "jdbc-password",
    "code",
    pw(),
    (s) =>
      `spring.datasource.url=jdbc:sqlserver://${h.host()}:1433;databaseName=${h.db()};user=svc_app;password=${s};encrypt=true`,
  );
  add(
    F,
    "adonet-password",
    "output",
    pw(),
    (s) =>
      `$ cat appsettings.Production.json\n{\n  "ConnectionStrings": {\n    "Default": "Server=tcp:${h.org()}-sql.database.windows.net,1433;Initial Catalog=${h.db()};User ID=appuser;Password=${s};Encrypt=True;"\n  },\n  "Logging": { "LogLevel": { "Default": "Warning" } }\n}`,
  );
  add(
    F,
    "sqlcmd-password",
    "shell",
    pw(),
    (s) => `sqlcmd -S ${h.host()},1433 -U sa -P '${s}' -Q "SELECT name FROM sys.databases"`,
  );
  add(
    F,
    "planetscale-password",
    "output",
    t.planetscalePw,
    (s) =>
      `$ pscale password create ${h.db()} main ci-password\n  NAME          BRANCH   USERNAME       ACCESS HOST URL                     ROLE    PASSWORD\n ------------- -------- -------------- ------------------------------- ------- ------------------------------------------------------\n  ci-password   main     ${r.lower(12)}   aws.connect.psdb.cloud          admin   ${s}`,
  );
  add(
    F,
    "planetscale-token",
    "shell",
    t.planetscaleTkn,
    (s) =>
      `PLANETSCALE_SERVICE_TOKEN_ID=${r.lower(12)} PLANETSCALE_SERVICE_TOKEN=${s} pscale branch list ${h.db()} --org ${h.org()}`,
  );
  add(
    F,
    "clickhouse-cloud-key",
    "output",
    t.clickhouse,
    (s) => `CLICKHOUSE_KEY_ID=${r.alnum(20)}\nCLICKHOUSE_KEY_SECRET=${s}`,
  );
  add(
    F,
    "upstash-redis-token",
    "code",
    t.upstash,
    (s) =>
      `const redis = new Redis({\n  url: "https://${r.lower(6)}-${r.lower(6)}-${r.digits(5)}.upstash.io",\n  token: "${s}",\n});`,
  );
  add(
    F,
    "snowflake-password",
    "code",
    pw(),
    (s) =>
      `conn = snowflake.connector.connect(\n    user="LOADER",\n    password="${s}",\n    account="${r.lower(7)}-${r.lower(7)}",\n    warehouse="LOAD_WH",\n)`,
  );
  add(
    F,
    "elasticsearch-password",
    "shell",
    pw(),
    (s) => `curl -u elastic:${s} -X GET "https://es.${h.org()}.internal:9200/_cat/indices?v"`,
  );
  add(
    F,
    "sql-alter-user-password",
    "shell",
    pw(),
    (s) => `psql -U postgres -c "ALTER USER app_rw WITH PASSWORD '${s}';"`,
  );
  add(
    F,
    "sql-create-user-password",
    "code",
    pw(),
    (s) =>
      `CREATE USER 'reporting'@'%' IDENTIFIED BY '${s}';\nGRANT SELECT ON analytics.* TO 'reporting'@'%';`,
  );
  add(
    F,
    "container-db-password",
    "shell",
    pw(),
    (s) => `docker run -d --name pg -e POSTGRES_USER=app -e POSTGRES_PASSWORD=${s} -p 5432:5432 postgres:16`,
  );
  add(
    F,
    "container-db-password",
    "code",
    pw(),
    (s) =>
      `services:\n  db:\n    image: mysql:8.4\n    environment:\n      MYSQL_ROOT_PASSWORD: ${s}\n      MYSQL_DATABASE: ${h.db()}\n    ports:\n      - "3306:3306"`,
  );
  add(
    F,
    "kubernetes-secret-literal",
    "shell",
    pw(),
    (s) =>
      `kubectl create secret generic db-credentials --from-literal=username=app --from-literal=password='${s}' -n prod`,
  );
  add(
    F,
    "kubernetes-secret-stringdata",
    "code",
    pw(),
    (s) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\nstringData:\n  username: app\n  password: ${s}`,
  );
  add(
    F,
    "kubernetes-secret-data",
    "output",
    () => Buffer.from(r.password(20)).toString("base64"),
    (s) =>
      `$ kubectl get secret db-credentials -o yaml\napiVersion: v1\ndata:\n  password: ${s}\n  username: YXBw\nkind: Secret\nmetadata:\n  creationTimestamp: "2024-03-18T09:12:40Z"\n  name: db-credentials\n  namespace: prod\ntype: Opaque`,
  );
  add(
    F,
    "postgres-url-password",
    "prose",
    pw(),
    (s) =>
      `I can't connect to the staging db, psql says "password authentication failed". The URL I'm using is postgres://admin:${s}@${h.host()}:5432/${h.db()} — can you check if the user exists?`,
  );
  add(
    F,
    "database-password-env",
    "output",
    pw(),
    (s) => `DB_HOST=${h.host()}\nDB_PORT=5432\nDB_USER=app\nDB_PASSWORD=${s}\nDB_NAME=${h.db()}`,
  );
}
