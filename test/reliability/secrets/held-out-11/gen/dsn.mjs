// Connection strings and DSNs of databases, queues and mail servers, and passwords in the config and
// code that open them. Formats from each driver's public docs; every password is random PRNG output.

import { readView } from "./places.mjs";
import { B64, b64, bytes, DIGITS, HEX, password, urlPassword } from "./rand.mjs";

const host = (r) =>
  r.pick([
    "db.internal",
    "10.0.3.17",
    "pg-prod.cluster-c9x.eu-west-1.rds.amazonaws.com",
    "mysql-01.lan",
    "localhost",
    "database",
  ]);
const user = (r) => r.pick(["app", "admin", "svc_billing", "root", "postgres", "reporting_ro", "etl"]);

/** URL-form DSNs: [kind, (r, pw) => url] */
const URLS = [
  ["postgres-url", (r, p) => `postgres://${user(r)}:${p}@${host(r)}:5432/app?sslmode=require`],
  ["postgres-asyncpg", (r, p) => `postgresql+asyncpg://${user(r)}:${p}@${host(r)}/orders`],
  ["mysql-url", (r, p) => `mysql://${user(r)}:${p}@${host(r)}:3306/shop`],
  ["mysql-pymysql", (r, p) => `mysql+pymysql://${user(r)}:${p}@${host(r)}/wp?charset=utf8mb4`],
  ["mariadb-url", (r, p) => `mariadb://${user(r)}:${p}@${host(r)}/inventory`],
  [
    "mongodb-srv",
    (r, p) =>
      `mongodb+srv://${user(r)}:${p}@cluster0.${r.str("abcdefghijklmnopqrstuvwxyz0123456789", 5)}.mongodb.net/?retryWrites=true&w=majority`,
  ],
  [
    "mongodb",
    (r, p) => `mongodb://${user(r)}:${p}@mongo-0.mongo:27017,mongo-1.mongo:27017/admin?replicaSet=rs0`,
  ],
  ["redis", (r, p) => `redis://:${p}@${host(r)}:6379/0`],
  [
    "rediss-upstash",
    (r, p) =>
      `rediss://default:${p}@eu1-${r.pick(["brave", "calm", "vivid"])}-${r.between(10000, 99999)}.upstash.io:6379`,
  ],
  ["amqp", (r, p) => `amqp://${user(r)}:${p}@rabbitmq:5672/%2F`],
  [
    "amqps-cloudamqp",
    (r, p) =>
      `amqps://${r.str("abcdefghijklmnopqrstuvwxyz", 8)}:${p}@kangaroo.rmq.cloudamqp.com/${r.str("abcdefghijklmnopqrstuvwxyz", 8)}`,
  ],
  ["nats", (r, p) => `nats://${user(r)}:${p}@nats.internal:4222`],
  ["clickhouse", (r, p) => `clickhouse://${user(r)}:${p}@ch.internal:9000/analytics`],
  ["elasticsearch", (_r, p) => `https://elastic:${p}@es.internal:9200`],
  ["couchdb", (_r, p) => `http://admin:${p}@127.0.0.1:5984/_utils`],
  [
    "snowflake",
    (r, p) =>
      `snowflake://${user(r)}:${p}@xy${r.str(DIGITS, 5)}.eu-central-1/ANALYTICS/PUBLIC?warehouse=COMPUTE_WH`,
  ],
  ["ftp", (_r, p) => `ftp://deploy:${p}@ftp.example-host.net/public_html`],
  ["smtp", (_r, p) => `smtp://postmaster%40mg.example.org:${p}@smtp.mailgun.org:587`],
  ["mqtt", (_r, p) => `mqtts://sensor-gw:${p}@broker.iot.example.net:8883`],
  ["jdbc-postgres", (r, p) => `jdbc:postgresql://${host(r)}:5432/app?user=${user(r)}&password=${p}&ssl=true`],
  ["jdbc-mysql", (r, p) => `jdbc:mysql://${host(r)}:3306/shop?user=${user(r)}&password=${p}&useSSL=true`],
  ["go-mysql", (r, p) => `${user(r)}:${p}@tcp(${host(r)}:3306)/shop?parseTime=true`],
  [
    "cockroach",
    (r, p) =>
      `postgresql://${user(r)}:${p}@free-tier.gcp-us-central1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full`,
  ],
  ["neo4j", (r, p) => `neo4j+s://neo4j:${p}@${r.str(HEX, 8)}.databases.neo4j.io`],
  ["cloudinary", (r, p) => `cloudinary://${r.str(DIGITS, 15)}:${p}@demo-cloud`],
];

/** Key=value forms: [kind, (r, pw) => string] — the password needs no URL encoding here. */
const KV = [
  [
    "ado-net-sqlserver",
    (r, p) =>
      `Server=tcp:${r.pick(["sql-prod", "contoso"])}.database.windows.net,1433;Initial Catalog=orders;User ID=${user(r)};Password=${p};Encrypt=True;`,
  ],
  [
    "jdbc-sqlserver",
    (r, p) => `jdbc:sqlserver://${host(r)}:1433;databaseName=erp;user=sa;password=${p};encrypt=true`,
  ],
  [
    "libpq-keywords",
    (r, p) => `host=${host(r)} port=5432 dbname=app user=${user(r)} password=${p} sslmode=require`,
  ],
  [
    "odbc",
    (r, p) => `DRIVER={ODBC Driver 18 for SQL Server};SERVER=${host(r)};DATABASE=dw;UID=${user(r)};PWD=${p}`,
  ],
  ["oracle-ezconnect", (r, p) => `sqlplus ${user(r)}/${p}@//${host(r)}:1521/ORCLPDB1`],
  [
    "kafka-jaas",
    (r, p) =>
      `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${r.str(`${DIGITS}ABCDEFGHIJKLMNOPQRSTUVWXYZ`, 16)}" password="${p}";`,
  ],
  ["npgsql", (r, p) => `Host=${host(r)};Port=5432;Database=app;Username=${user(r)};Password=${p}`],
];

const azureKey = (r, n) => b64(bytes(r, n));
/** Azure connection strings: the key is the secret. */
const AZURE = [
  [
    "azure-storage",
    (r, k) =>
      `DefaultEndpointsProtocol=https;AccountName=st${r.str("abcdefghijklmnopqrstuvwxyz", 8)};AccountKey=${k};EndpointSuffix=core.windows.net`,
    64,
  ],
  [
    "azure-service-bus",
    (r, k) =>
      `Endpoint=sb://${r.pick(["orders", "events"])}-ns.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${k}`,
    32,
  ],
  [
    "azure-cosmos",
    (r, k) =>
      `AccountEndpoint=https://${r.pick(["catalog", "users"])}-db.documents.azure.com:443/;AccountKey=${k};`,
    64,
  ],
  [
    "azure-iot-hub",
    (r, k) =>
      `HostName=plant-${r.between(1, 9)}.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=${k}`,
    32,
  ],
  [
    "azure-signalr",
    (r, k) => `Endpoint=https://chat-${r.str(HEX, 4)}.service.signalr.net;AccessKey=${k};Version=1.0;`,
    32,
  ],
  [
    "azure-event-hubs",
    (_r, k) =>
      `Endpoint=sb://telemetry.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey=${k};EntityPath=clicks`,
    32,
  ],
];

/** Where a whole connection string sits: [context, (r, cs) => text] */
const CS_PLACES = [
  ["dotenv", (_r, cs) => `DATABASE_URL=${cs}`],
  ["dotenv", (_r, cs) => `CONNECTION_STRING="${cs}"`],
  ["python", (_r, cs) => `engine = create_engine("${cs}", pool_pre_ping=True)`],
  ["typescript", (_r, cs) => `const pool = new Pool({ connectionString: '${cs}' });`],
  ["go", (_r, cs) => `db, err := sql.Open("driver", "${cs}")`],
  ["java", (_r, cs) => `Connection conn = DriverManager.getConnection("${cs}");`],
  ["csharp", (_r, cs) => `var client = new ServiceClient("${cs}");`],
  ["rust", (_r, cs) => `let pool = PgPoolOptions::new().connect("${cs}").await?;`],
  ["elixir", (_r, cs) => `config :app, App.Repo, url: "${cs}"`],
  [
    "ruby",
    (_r, cs) => `production:\n  adapter: postgresql\n  url: <%= ENV.fetch("DATABASE_URL", "${cs}") %>`,
  ],
  ["php", (_r, cs) => `$conn = new Connection('${cs}');`],
  ["appsettings-json", (_r, cs) => `{\n  "ConnectionStrings": {\n    "Default": "${cs}"\n  }\n}`],
  ["spring-yaml", (_r, cs) => `spring:\n  datasource:\n    url: ${cs}`],
  ["docker-compose", (_r, cs) => `    environment:\n      - DATABASE_URL=${cs}`],
  ["k8s-secret", (_r, cs) => `stringData:\n  DATABASE_URL: "${cs}"`],
  ["terraform", (_r, cs) => `  app_settings = {\n    "DB_CONNECTION" = "${cs}"\n  }`],
  ["cli-arg", (r, cs) => `$ ${r.pick(["psql", "pgcli", "mongosh", "redis-cli -u", "usql"])} "${cs}"`],
  ["command-output", (_r, cs) => `$ heroku config:get DATABASE_URL -a shop-api\n${cs}`],
  [
    "log-line",
    (_r, cs) => `ERROR 2026-11-26 21:04:11 pool: could not connect using ${cs}: timeout after 5000ms`,
  ],
  [
    "read-tool",
    (r, cs) =>
      readView(["[alembic]", "script_location = migrations", `sqlalchemy.url = ${cs}`], r.between(1, 30)),
  ],
  ["diff", (_r, cs) => `-DATABASE_URL=\n+DATABASE_URL=${cs}`],
  [
    "json-in-json",
    (_r, cs) => JSON.stringify({ role: "user", content: JSON.stringify({ dsn: cs, pool: 5 }) }),
  ],
  ["prompt-es", (_r, cs) => `Tengo este string de conexión: ${cs} ¿cómo lo paso a variables de entorno?`],
  ["prompt-de", (_r, cs) => `Die Verbindung ${cs} bricht ständig ab, woran liegt das?`],
  ["toml", (_r, cs) => `[database]\nurl = "${cs}"`],
  [
    "xml",
    (_r, cs) => `<connectionStrings>\n  <add name="Main" connectionString="${cs}" />\n</connectionStrings>`,
  ],
];

/** Passwords set in config and code by name: [context, (r, pw) => text] */
const PASSWORD_PLACES = [
  [
    "django-settings",
    (_r, p) =>
      `DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "USER": "app",\n        "PASSWORD": "${p}",\n    }\n}`,
  ],
  ["spring-properties", (_r, p) => `spring.datasource.username=app\nspring.datasource.password=${p}`],
  ["wp-config", (_r, p) => `define( 'DB_USER', 'wp_admin' );\ndefine( 'DB_PASSWORD', '${p}' );`],
  ["laravel-env", (_r, p) => `DB_CONNECTION=mysql\nDB_USERNAME=forge\nDB_PASSWORD=${p}`],
  ["rails-database-yml", (_r, p) => `production:\n  <<: *default\n  username: deploy\n  password: ${p}`],
  ["java", (_r, p) => `Connection c = DriverManager.getConnection(url, "app", "${p}");`],
  [
    "typescript",
    (_r, p) => `const pool = new Pool({ host: 'db', user: 'app', password: '${p}', database: 'app' });`,
  ],
  ["php", (_r, p) => `$pdo = new PDO('mysql:host=localhost;dbname=shop', 'shop', '${p}');`],
  ["csharp", (_r, p) => `smtp.Credentials = new NetworkCredential("alerts@example.org", "${p}");`],
  ["python", (_r, p) => `server.login("alerts@example.org", "${p}")`],
  ["ruby", (_r, p) => `Net::SMTP.start('smtp.example.org', 587, 'example.org', 'alerts', '${p}', :login)`],
  [
    "swift",
    (_r, p) => `let credential = URLCredential(user: "admin", password: "${p}", persistence: .forSession)`,
  ],
  [
    "kotlin",
    (_r, p) =>
      `override fun getPasswordAuthentication() = PasswordAuthentication("proxy", "${p}".toCharArray())`,
  ],
  ["rust", (_r, p) => `let opts = MySqlConnectOptions::new().username("app").password("${p}");`],
  [
    "elixir",
    (_r, p) =>
      `config :app, App.Repo,\n  username: "postgres",\n  password: "${p}",\n  hostname: "localhost"`,
  ],
  ["scala", (_r, p) => `db {\n  user = "app"\n  password = "${p}"\n}`],
  [
    "dart",
    (_r, p) =>
      `final conn = await MySQLConnection.createConnection(host: 'db', port: 3306, userName: 'app', password: '${p}');`,
  ],
  [
    "r",
    (_r, p) =>
      `con <- DBI::dbConnect(RPostgres::Postgres(), dbname = "dw", user = "analyst", password = "${p}")`,
  ],
  ["lua", (_r, p) => `local ok, err = red:auth("${p}")`],
  ["c", (_r, p) => `mysql_real_connect(conn, "localhost", "root", "${p}", "inventory", 0, NULL, 0);`],
  ["cpp", (_r, p) => `pqxx::connection c{"dbname=app user=app password=${p}"};`],
  ["go", (_r, p) => `cfg := mysql.Config{User: "app", Passwd: "${p}", Net: "tcp", Addr: "db:3306"}`],
  ["redis-conf", (_r, p) => `bind 0.0.0.0\nrequirepass ${p}`],
  ["rabbitmq-conf", (_r, p) => `default_user = admin\ndefault_pass = ${p}`],
  ["grafana-ini", (_r, p) => `[security]\nadmin_user = admin\nadmin_password = ${p}`],
  ["haproxy", (_r, p) => `userlist admins\n    user ops insecure-password ${p}`],
  ["pgbouncer-userlist", (_r, p) => `"app" "${p}"`],
  ["wpa-supplicant", (_r, p) => `network={\n    ssid="office-5g"\n    psk="${p}"\n}`],
  ["supervisord", (_r, p) => `[inet_http_server]\nport=127.0.0.1:9001\nusername=admin\npassword=${p}`],
  ["hocon", (_r, p) => `slick.dbs.default.db.password = "${p}"`],
  ["docker-compose", (_r, p) => `    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${p}`],
  ["k8s-env", (_r, p) => `        - name: MYSQL_ROOT_PASSWORD\n          value: "${p}"`],
  ["helm", (_r, p) => `postgresql:\n  auth:\n    username: app\n    password: ${p}`],
  ["ansible", (_r, p) => `ansible_user: deploy\nansible_become_password: "${p}"`],
  [
    "jenkins-casc",
    (_r, p) =>
      `jenkins:\n  securityRealm:\n    local:\n      users:\n        - id: admin\n          password: "${p}"`,
  ],
  [
    "odbc-ini",
    (_r, p) => `[reporting]\nDriver=PostgreSQL Unicode\nServer=dw.internal\nUsername=report\nPassword=${p}`,
  ],
  [
    "filezilla-xml",
    (_r, p) =>
      `<Server><Host>ftp.example.net</Host><User>deploy</User><Pass encoding="base64">${b64(p)}</Pass></Server>`,
    (p) => b64(p),
  ],
  ["terraform-tfvars", (_r, p) => `db_username = "admin"\ndb_password = "${p}"`],
  ["systemd", (_r, p) => `[Service]\nEnvironment=PGPASSWORD=${p}\nExecStart=/usr/bin/pg_dump -h db app`],
  ["mosquitto-passwd-cli", (_r, p) => `mosquitto_passwd -b /etc/mosquitto/passwd sensor ${p}`],
];

export function connectionStrings(r) {
  const out = [];
  const places = r.shuffle(CS_PLACES);
  let n = 0;
  for (const [kind, make] of [...URLS, ...KV]) {
    for (let k = 0; k < 2; k++) {
      const p =
        kind.startsWith("ado") ||
        kind.startsWith("odbc") ||
        kind.startsWith("libpq") ||
        kind.startsWith("jdbc-sql") ||
        kind.startsWith("npgsql") ||
        kind.startsWith("kafka") ||
        kind.startsWith("oracle")
          ? password(r).replace(/[;@/ "]/g, "x")
          : urlPassword(r);
      const cs = make(r, p);
      const [context, place] = places[n++ % places.length];
      out.push({ family: "connection-string", kind, context, text: place(r, cs), secret: p });
    }
  }
  for (const [kind, make, n2] of AZURE) {
    for (let k = 0; k < 2; k++) {
      const key = azureKey(r, n2);
      const [context, place] = places[n++ % places.length];
      out.push({ family: "connection-string", kind, context, text: place(r, make(r, key)), secret: key });
    }
  }
  return out;
}

export function namedPasswords(r) {
  return PASSWORD_PLACES.map(([context, make, secretOf]) => {
    const p = password(r);
    return {
      family: "password",
      kind: `password-${context}`,
      context,
      text: make(r, p),
      secret: secretOf ? secretOf(p) : p,
    };
  });
}

export { B64 };
