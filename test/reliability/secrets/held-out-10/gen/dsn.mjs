// Database, queue and service connection strings with a password, and passwords in commands and
// config: URL userinfo (RFC 3986 §3.2.1), libpq keyword/value strings, ADO.NET, JDBC, .pgpass,
// my.cnf, Kafka JAAS, and the stack traces and error messages that echo them. `secret` is the password.

import { password } from "./shapes.mjs";

const hosts = [
  "db.internal",
  "10.0.3.17",
  "pg-main.c9xk2.eu-west-1.rds.amazonaws.com",
  "localhost",
  "mysql.svc.cluster.local",
];

/** @returns {{family:string, kind:string, context:string, text:string, secret:string, also?:string[]}[]} */
export function dsnCases(r) {
  const out = [];
  const add = (family, kind, context, text, secret) => out.push({ family, kind, context, text, secret });
  const pw = () => password(r, r.int(14, 22), "");
  const pws = () => password(r);
  const h = () => r.pick(hosts);
  const url = [
    [
      "postgres",
      "cat-dotenv",
      (p) => `DATABASE_URL=postgres://app_user:${p}@${h()}:5432/orders?sslmode=require`,
    ],
    [
      "postgres",
      "prisma-env",
      (p) => `# prisma/.env\nDATABASE_URL="postgresql://prisma:${p}@${h()}:5432/shop?schema=public"`,
    ],
    [
      "postgres",
      "python-code",
      (p) => `engine = create_engine("postgresql+psycopg2://etl:${p}@${h()}/warehouse", pool_size=5)`,
    ],
    [
      "postgres",
      "python-traceback",
      (p) =>
        `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "10.0.3.17", port 5432 failed: FATAL:  password authentication failed for user "etl"\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n  url: postgresql+psycopg2://etl:${p}@10.0.3.17:5432/warehouse`,
    ],
    [
      "postgres",
      "node-error",
      (p) =>
        `Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16) {\n  connectionString: 'postgres://api:${p}@127.0.0.1:5432/api_dev'\n}`,
    ],
    [
      "postgres",
      "psql-command",
      (p) => `psql "postgresql://readonly:${p}@${h()}:5432/analytics" -c "select count(*) from events"`,
    ],
    [
      "postgres",
      "pg-dump",
      (p) => `pg_dump --dbname=postgresql://backup:${p}@${h()}:5432/prod -Fc -f prod.dump`,
    ],
    ["mysql", "yaml-config", (p) => `datasource:\n  url: mysql://root:${p}@${h()}:3306/wordpress`],
    [
      "mysql",
      "go-code",
      (p) => `db, err := sql.Open("mysql", "svc:${p}@tcp(${h()}:3306)/inventory?parseTime=true")`,
    ],
    [
      "mariadb",
      "docker-run-flag",
      (p) => `docker run -d --name mdb -e MARIADB_ROOT_PASSWORD=${p} -p 3306:3306 mariadb:11`,
    ],
    [
      "mongodb",
      "js-code",
      (p) =>
        `await mongoose.connect('mongodb+srv://appUser:${p}@cluster0.ab12c.mongodb.net/prod?retryWrites=true&w=majority');`,
    ],
    [
      "mongodb",
      "log-line",
      (p) =>
        `{"t":{"$date":"2026-11-26T09:01:02.345Z"},"s":"E","msg":"MongoServerSelectionError","attr":{"uri":"mongodb://admin:${p}@mongo-0.mongo:27017,mongo-1.mongo:27017/?replicaSet=rs0"}}`,
    ],
    [
      "redis",
      "cat-dotenv",
      (p) => `REDIS_URL=redis://:${p}@redis-14512.c12.us-east-1-4.ec2.cloud.redislabs.com:14512/0`,
    ],
    ["redis", "python-code", (p) => `app.conf.broker_url = "rediss://default:${p}@cache.acme.net:6380/1"`],
    ["redis", "redis-cli", (p) => `redis-cli -h ${h()} -p 6379 -a ${p} --no-auth-warning INFO memory`],
    ["amqp", "env-output", (p) => `CELERY_BROKER_URL=amqp://worker:${p}@rabbitmq:5672/vhost`],
    [
      "amqp",
      "error-message",
      (p) =>
        `pika.exceptions.AMQPConnectionError: could not connect to amqps://svc:${p}@goose.rmq2.cloudamqp.com/svc`,
    ],
    ["nats", "cli-flag", (p) => `nats sub 'orders.>' --server nats://ops:${p}@nats.internal:4222`],
    [
      "clickhouse",
      "curl-url",
      (p) => `curl 'https://default:${p}@abc123.eu-central-1.aws.clickhouse.cloud:8443/?query=SELECT%201'`,
    ],
    [
      "elasticsearch",
      "yaml-config",
      (p) => `output.elasticsearch:\n  hosts: ["https://elastic:${p}@es01.logging.svc:9200"]`,
    ],
    [
      "couchdb",
      "log-line",
      (p) => `[info] 2026-11-26T09:12:01 replicating from http://admin:${p}@couch.local:5984/orders`,
    ],
    ["neo4j", "cat-dotenv", (p) => `NEO4J_URI=neo4j+s://neo4j:${p}@3f2a9c1b.databases.neo4j.io`],
    ["ftp", "shell-history", (p) => ` 2011  lftp ftp://deploy:${p}@files.example.org/public_html`],
    [
      "smtp",
      "django-settings",
      (p) => `EMAIL_URL = "smtp+tls://postmaster%40mg.acme.io:${p}@smtp.mailgun.org:587"`,
    ],
    [
      "mqtt",
      "cli-flag",
      (p) => `mosquitto_pub -L mqtts://sensor:${p}@broker.hivemq.cloud:8883/home/temp -m 21.5`,
    ],
    [
      "git-https",
      "git-remote",
      (p) =>
        `$ git remote -v\norigin\thttps://deploy-bot:${p}@git.acme.dev/platform/api.git (fetch)\norigin\thttps://deploy-bot:${p}@git.acme.dev/platform/api.git (push)`,
    ],
    [
      "cockroachdb",
      "prompt-en",
      (p) =>
        `getting "password authentication failed" with postgresql://maxroach:${p}@free-tier.gcp-us-central1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full, any idea?`,
    ],
    [
      "postgres",
      "prompt-de",
      (p) => `Warum klappt die Verbindung nicht? postgres://admin:${p}@${h()}:5432/crm`,
    ],
    [
      "snowflake",
      "jdbc",
      (p) =>
        `jdbc:snowflake://xy12345.eu-central-1.snowflakecomputing.com/?user=LOADER&password=${p}&warehouse=ETL_WH`,
    ],
    [
      "postgres",
      "jdbc",
      (p) => `spring.datasource.url=jdbc:postgresql://${h()}:5432/billing?user=billing&password=${p}`,
    ],
    ["oracle", "jdbc", (p) => `String url = "jdbc:oracle:thin:scott/${p}@//ora.internal:1521/ORCLPDB1";`],
  ];
  for (const [kind, context, f] of url) {
    const p = pw();
    add("dsn", kind, context, f(p), p);
  }
  const kv = [
    [
      "postgres",
      "libpq-keyword",
      (p) =>
        `conn = psycopg.connect("host=${h()} port=5432 dbname=app user=app password=${p} sslmode=require")`,
    ],
    [
      "mssql",
      "ado-connection-string",
      (p) =>
        `"ConnectionStrings": {\n  "Default": "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=crm;User ID=crmadmin;Password=${p};Encrypt=True;"\n}`,
    ],
    ["mssql", "sqlcmd", (p) => `sqlcmd -S localhost,1433 -U sa -P '${p}' -Q "SELECT @@VERSION"`],
    ["mysql", "mysql-inline-p", (p) => `mysql -h ${h()} -u root -p${p} -e 'show databases;'`],
    ["mysql", "my-cnf", (p) => `$ cat ~/.my.cnf\n[client]\nuser=backup\npassword="${p}"\nhost=${h()}`],
    ["postgres", "pgpass", (p) => `$ cat ~/.pgpass\n${h()}:5432:*:replicator:${p}`],
    [
      "postgres",
      "pgpassword-env",
      (p) => `PGPASSWORD='${p}' psql -h ${h()} -U postgres -d app -f migrate.sql`,
    ],
    [
      "postgres",
      "compose-environment",
      (p) =>
        `  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${p}\n      POSTGRES_DB: app`,
    ],
    [
      "postgres",
      "rails-database-yml",
      (p) =>
        `production:\n  adapter: postgresql\n  database: store_production\n  username: store\n  password: ${p}\n  host: ${h()}`,
    ],
    [
      "postgres",
      "django-settings",
      (p) =>
        `DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "site",\n        "USER": "site",\n        "PASSWORD": "${p}",\n        "HOST": "${h()}",\n    }\n}`,
    ],
    [
      "mysql",
      "spring-properties",
      (p) => `spring.datasource.username=inventory\nspring.datasource.password=${p}`,
    ],
    [
      "kafka",
      "jaas-config",
      (p) =>
        `KafkaClient {\n  org.apache.kafka.common.security.scram.ScramLoginModule required\n  username="svc-orders"\n  password="${p}";\n};`,
    ],
    ["redis", "redis-conf", (p) => `# /etc/redis/redis.conf\nbind 0.0.0.0\nrequirepass ${p}\nmaxmemory 2gb`],
    ["postgres", "sql-statement", (p) => `ALTER ROLE reporting WITH LOGIN PASSWORD '${p}';`],
    ["mysql", "sql-statement", (p) => `CREATE USER 'grafana'@'%' IDENTIFIED BY '${p}';`],
    [
      "rabbitmq",
      "cli-subcommand",
      (p) => `rabbitmqctl add_user orders-svc '${p}' && rabbitmqctl set_user_tags orders-svc monitoring`,
    ],
    [
      "mongodb",
      "mongosh",
      (p) => `mongosh "mongodb://mongo.internal:27017/admin" --username root --password '${p}'`,
    ],
    [
      "ldap",
      "ldap-bind",
      (p) =>
        `ldapsearch -x -H ldaps://ldap.acme.corp -D "cn=svc-jenkins,ou=svc,dc=acme,dc=corp" -w '${p}' "(uid=jdoe)"`,
    ],
    [
      "ssh",
      "sshpass",
      (p) =>
        `sshpass -p '${p}' ssh -o StrictHostKeyChecking=no deploy@203.0.113.24 'sudo systemctl restart app'`,
    ],
    [
      "docker-registry",
      "docker-login",
      (p) => `echo '${p}' | docker login registry.acme.dev -u ci --password-stdin`,
    ],
    [
      "docker-registry",
      "docker-login-flag",
      (p) => `docker login --username ci-bot --password ${p} harbor.internal.acme.dev`,
    ],
    ["smb", "smbclient", (p) => `smbclient //fs01/share -U 'ACME\\svc_backup%${p}' -c 'ls'`],
    [
      "windows",
      "powershell-securestring",
      (p) =>
        `$pw = ConvertTo-SecureString "${p}" -AsPlainText -Force\n$cred = New-Object PSCredential ("ACME\\svc-iis", $pw)`,
    ],
    ["windows", "net-use", (p) => `net use \\\\fs02\\builds /user:ACME\\builder ${p}`],
    [
      "openssl",
      "openssl-passout",
      (p) => `openssl pkcs12 -export -in tls.crt -inkey tls.key -out bundle.p12 -passout pass:${p}`,
    ],
    [
      "java",
      "keytool",
      (p) =>
        `keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -deststorepass ${p}`,
    ],
    ["wifi", "wpa-supplicant", (p) => `network={\n    ssid="acme-office"\n    psk="${p}"\n}`],
    [
      "generic",
      "yaml-password",
      (p) => `smtp:\n  host: smtp.office365.com\n  port: 587\n  user: alerts@acme.com\n  password: "${p}"`,
    ],
    [
      "generic",
      "prompt-en",
      (p) =>
        `the admin password for the staging grafana is ${p} — can you log in with the API and export the dashboards?`,
    ],
    ["generic", "prompt-fr", (p) => `Le mot de passe root de la VM est ${p}, tu peux te connecter en ssh ?`],
    ["generic", "prompt-es", (p) => `la contraseña del usuario deploy es ${p}, úsala para el script`],
    ["generic", "prompt-ja", (p) => `管理者パスワードは ${p} です。ログインして設定を確認してください。`],
    ["generic", "prompt-pt", (p) => `A senha do banco é ${p}, consegue rodar a migração?`],
    ["generic", "prompt-ru", (p) => `Пароль от базы: ${p} — проверь, почему миграция падает`],
    [
      "generic",
      "cli-flag",
      (p) => `./manage.py createsuperuser --username admin --email a@acme.io --password ${p}`,
    ],
    ["generic", "sudo-stdin", (p) => `echo '${p}' | sudo -S apt-get install -y postgresql-client`],
    ["generic", "zip-password", (p) => `7z a -p${p} -mhe=on backup.7z ./dumps`],
    ["generic", "htpasswd-batch", (p) => `htpasswd -bc /etc/nginx/.htpasswd admin ${p}`],
    [
      "generic",
      "ansible-vars",
      (p) => `# group_vars/db.yml\npostgresql_users:\n  - name: app\n    password: ${p}`,
    ],
    [
      "generic",
      "edit-tool-new-string",
      (p) =>
        JSON.stringify({
          tool: "Edit",
          file_path: "/srv/app/config/mail.php",
          old_string: "'password' => env('MAIL_PASSWORD'),",
          new_string: `'password' => '${p}',`,
        }),
    ],
    [
      "generic",
      "json-in-json",
      (p) =>
        JSON.stringify({
          role: "tool",
          content: JSON.stringify({ stdout: `Created user svc-report with password: ${p}\n`, exit_code: 0 }),
        }),
    ],
  ];
  for (const [kind, context, f] of kv) {
    const p = pws();
    add("password", kind, context, f(p), p);
  }
  return out;
}
