// Passwords and connection strings: DSNs of every kind, CLIs that take a credential, credential files.
import { password, urlPassword } from "./pw.mjs";
import { checksummedToken } from "./rng.mjs";
import { HOSTS, PROJECTS, stamp, USERS } from "./scene.mjs";

const c = (family, context, kind, text, secret, also) => ({
  family,
  context,
  kind,
  text,
  secret,
  ...(also?.length ? { also } : {}),
});

export function dsnCases(r) {
  const u = () => r.pick(USERS);
  const h = () => r.pick(HOSTS);
  const db = () => r.pick(PROJECTS).replace(/-/g, "_");
  const out = [];
  const url = (family, scheme, port, tail, place) => {
    const p = urlPassword(r);
    const dsn = `${scheme}://${u()}:${p}@${h()}:${port}${tail}`;
    const places = {
      env: ["config", "dotenv", `DATABASE_URL=${dsn}\nPOOL_SIZE=10`],
      export: ["shell", "export", `export ${family.toUpperCase().replace(/-/g, "_")}_URL="${dsn}"`],
      code: ["code", "python-engine", `engine = create_engine("${dsn}", pool_pre_ping=True)`],
      js: ["code", "js-client", `const pool = new Pool({ connectionString: '${dsn}' });`],
      go: ["code", "go-open", `db, err := sql.Open("pgx", "${dsn}")`],
      log: [
        "log",
        "connect-error",
        `${stamp(r)} ERROR connection to ${dsn} failed: timeout expired after 5000ms`,
      ],
      yaml: ["config", "yaml", `database:\n  url: ${dsn}\n  max_connections: 20`],
      cli: ["shell", "cli-url", `psql "${dsn}" -c 'select count(*) from events'`],
      output: [
        "output",
        "heroku-config",
        `=== ${r.pick(PROJECTS)} Config Vars\nDATABASE_URL:      ${dsn}\nNODE_ENV:          production`,
      ],
      prose: ["prose", "hand-over", `The read replica is at ${dsn} if you need to run the migration check.`],
    };
    const [context, kind, text] = places[place];
    out.push(c(family, context, kind, text, p));
  };
  url("postgres-dsn", "postgres", 5432, `/${db()}?sslmode=require`, "env");
  url("postgres-dsn", "postgresql", 5432, `/${db()}`, "code");
  url("postgres-dsn", "postgresql", 6543, `/postgres`, "js");
  url("postgres-dsn", "postgres", 5432, `/${db()}?sslmode=disable`, "go");
  url("postgres-dsn", "postgres", 5432, `/${db()}`, "cli");
  url("postgres-dsn", "postgres", 5432, `/${db()}`, "output");
  url("postgres-dsn", "postgresql+psycopg", 5432, `/${db()}`, "log");
  url("mysql-dsn", "mysql", 3306, `/${db()}?charset=utf8mb4`, "env");
  url("mysql-dsn", "mysql+pymysql", 3306, `/${db()}`, "code");
  url("mysql-dsn", "mysql", 3306, `/${db()}`, "prose");
  url("mongodb-dsn", "mongodb", 27017, `/${db()}?authSource=admin`, "js");
  url("mongodb-dsn", "mongodb", 27017, `/?replicaSet=rs0`, "yaml");
  url("redis-dsn", "redis", 6379, "/0", "env");
  url("redis-dsn", "rediss", 6380, "/1", "log");
  url("amqp-dsn", "amqp", 5672, "/%2F", "yaml");
  url("amqp-dsn", "amqps", 5671, "/orders", "export");
  url("clickhouse-dsn", "clickhouse", 9440, `/${db()}?secure=true`, "go");
  url("nats-url", "nats", 4222, "", "env");
  url("smtp-url", "smtp", 587, "", "env");
  url("ftp-url", "ftp", 21, "/uploads", "prose");
  url("elasticsearch-url", "https", 9200, "", "yaml");
  url("neo4j-url", "neo4j+s", 7687, "", "code");
  let p = urlPassword(r);
  out.push(
    c(
      "mongodb-dsn",
      "config",
      "srv-dotenv",
      `MONGODB_URI=mongodb+srv://${u()}:${p}@cluster0.${r.str("abcdefghijklmnopqrstuvwxyz0123456789", 5)}.mongodb.net/${db()}?retryWrites=true&w=majority`,
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "mssql-ado",
      "config",
      "appsettings",
      JSON.stringify(
        {
          ConnectionStrings: {
            Default: `Server=tcp:${r.pick(PROJECTS)}.database.windows.net,1433;Initial Catalog=${db()};User ID=${u()};Password=${p};Encrypt=True;`,
          },
        },
        null,
        2,
      ),
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "mssql-ado",
      "config",
      "web-config",
      `<connectionStrings>\n  <add name="Main" connectionString="Data Source=sql01;Initial Catalog=${db()};User Id=${u()};Password=${p};" providerName="System.Data.SqlClient" />\n</connectionStrings>`,
      p,
    ),
  );
  p = urlPassword(r);
  out.push(
    c(
      "jdbc-url",
      "config",
      "spring-properties",
      `spring.datasource.url=jdbc:postgresql://${h()}:5432/${db()}\nspring.datasource.username=${u()}\nspring.datasource.password=${p}`,
      p,
    ),
  );
  p = urlPassword(r);
  out.push(
    c(
      "jdbc-url",
      "code",
      "java-jdbc-url",
      `Connection conn = DriverManager.getConnection("jdbc:mysql://${h()}:3306/${db()}?user=${u()}&password=${p}&useSSL=true");`,
      p,
    ),
  );
  p = urlPassword(r);
  out.push(
    c(
      "jdbc-url",
      "code",
      "java-getconnection",
      `Connection conn = DriverManager.getConnection("jdbc:oracle:thin:@//${h()}:1521/ORCLPDB1", "${u()}", "${p}");`,
      p,
    ),
  );
  p = urlPassword(r);
  out.push(
    c("oracle-ezconnect", "shell", "sqlplus", `sqlplus ${u()}/${p}@//${h()}:1521/ORCLPDB1 @migrate.sql`, p),
  );
  p = password(r);
  out.push(
    c(
      "kafka-sasl",
      "config",
      "jaas-properties",
      `security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}" password="${p}";`,
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "django-databases",
      "code",
      "settings-dict",
      `DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "${db()}",\n        "USER": "${u()}",\n        "PASSWORD": "${p}",\n        "HOST": "${h()}",\n    }\n}`,
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "rails-database-yml",
      "config",
      "database-yml",
      `production:\n  adapter: postgresql\n  database: ${db()}_production\n  username: ${u()}\n  password: ${p}\n  host: ${h()}`,
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "snowflake",
      "code",
      "python-connector",
      `conn = snowflake.connector.connect(\n    user="${u().toUpperCase()}",\n    password="${p}",\n    account="${r.str("abcdefghijklmnopqrstuvwxyz", 7)}-${r.str("abcdefghijklmnopqrstuvwxyz", 7)}",\n    warehouse="COMPUTE_WH",\n)`,
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "ldap-bind",
      "config",
      "ldap-yaml",
      `ldap:\n  url: ldaps://ldap.${r.pick(PROJECTS)}.corp:636\n  bind_dn: cn=svc-gitlab,ou=services,dc=corp,dc=example\n  bind_password: '${p}'`,
      p,
    ),
  );
  p = password(r);
  out.push(
    c(
      "pgpass",
      "config",
      "pgpass",
      `# hostname:port:database:username:password\n${h()}:5432:*:${u()}:${p}`,
      p,
    ),
  );
  p = password(r);
  out.push(c("my-cnf", "config", "my-cnf", `[client]\nuser=${u()}\npassword="${p}"\nhost=${h()}`, p));
  p = r.b62(32);
  out.push(
    c(
      "redis-requirepass",
      "config",
      "redis-conf",
      `bind 0.0.0.0\nport 6379\nrequirepass ${p}\nmaxmemory 2gb`,
      p,
    ),
  );
  return out;
}

export function cliCases(r) {
  const out = [];
  const add = (family, kind, text, secret, context = "shell") =>
    out.push(c(family, context, kind, text, secret));
  let p = password(r);
  add(
    "mysql-cli-password",
    "mysql-p-attached",
    `mysql -h ${r.pick(HOSTS)} -u ${r.pick(USERS)} -p'${p}' ${r.pick(PROJECTS).replace(/-/g, "_")} < schema.sql`,
    p,
  );
  p = r.b62(18);
  add(
    "mysql-cli-password",
    "mysqldump",
    `mysqldump -u root -p${p} --single-transaction shop > shop-$(date +%F).sql`,
    p,
  );
  p = r.b62(20);
  add(
    "mysql-cli-password",
    "mysql-password-flag",
    `mysql --user=${r.pick(USERS)} --password=${p} -e "SHOW PROCESSLIST"`,
    p,
  );
  p = password(r);
  add(
    "pgpassword-env",
    "env-prefix",
    `PGPASSWORD='${p}' pg_dump -h ${r.pick(HOSTS)} -U ${r.pick(USERS)} -Fc ledger > ledger.dump`,
    p,
  );
  p = r.b62(24);
  add(
    "redis-cli-auth",
    "redis-cli-a",
    `redis-cli -h cache.internal -p 6379 -a ${p} --no-auth-warning INFO keyspace`,
    p,
  );
  p = password(r);
  add(
    "mongosh-password",
    "mongosh-p",
    `mongosh "mongodb://${r.pick(HOSTS)}:27017/admin" -u admin -p '${p}' --eval 'db.stats()'`,
    p,
  );
  p = password(r);
  add(
    "sqlcmd-password",
    "sqlcmd-P",
    `sqlcmd -S tcp:sql01,1433 -U sa -P "${p}" -Q "SELECT name FROM sys.databases"`,
    p,
  );
  p = r.b62(22);
  add(
    "docker-login-password",
    "docker-login-p",
    `docker login registry.${r.pick(PROJECTS)}.io -u deploy -p ${p}`,
    p,
  );
  p = checksummedToken(r, "ghp_");
  add("gh-with-token", "here-string", `gh auth login --hostname github.com --with-token <<< ${p}`, p);
  p = checksummedToken(r, "ghp_");
  add("gh-with-token", "echo-pipe", `echo ${p} | gh auth login --with-token`, p);
  p = password(r);
  add(
    "sshpass",
    "sshpass-p",
    `sshpass -p '${p}' ssh -o StrictHostKeyChecking=no ubuntu@${r.pick(HOSTS)} 'sudo systemctl restart app'`,
    p,
  );
  p = password(r);
  add("htpasswd-positional", "htpasswd-b", `htpasswd -bB /etc/nginx/.htpasswd grafana '${p}'`, p);
  p = password(r);
  add(
    "ldap-cli-password",
    "ldapsearch-w",
    `ldapsearch -H ldaps://ldap.corp -D "cn=admin,dc=corp" -w '${p}' -b "ou=people,dc=corp" "(uid=jdoe)"`,
    p,
  );
  p = password(r);
  add("smb-credentials", "smbclient-U", `smbclient //fs01/builds -U 'CORP\\\\buildbot%${p}' -c 'ls'`, p);
  p = r.b62(16);
  add(
    "openssl-passout",
    "openssl-pkcs12",
    `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${p}`,
    p,
  );
  p = r.b62(16);
  add(
    "keytool-storepass",
    "keytool",
    `keytool -importcert -alias corp-ca -file ca.crt -keystore truststore.jks -storepass ${p} -noprompt`,
    p,
  );
  p = password(r);
  add("archive-password", "zip-P", `zip -r -P '${p}' backup.zip ./exports`, p);
  p = password(r);
  add(
    "gpg-passphrase",
    "gpg-batch",
    `gpg --batch --pinentry-mode loopback --passphrase '${p}' -d secrets.tar.gpg | tar x`,
    p,
  );
  p = r.b62(20);
  add(
    "helm-set-password",
    "helm-set",
    `helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword=${p} --set primary.persistence.size=20Gi`,
    p,
  );
  p = password(r);
  add(
    "kubectl-from-literal",
    "create-secret",
    `kubectl create secret generic db-creds --from-literal=username=app --from-literal=password='${p}' -n prod`,
    p,
  );
  p = password(r);
  add("terraform-var", "apply-var", `terraform apply -var 'db_password=${p}' -var-file=prod.tfvars`, p);
  p = password(r);
  add(
    "ansible-extra-vars",
    "become-pass",
    `ansible-playbook site.yml -i inventories/prod -e "ansible_become_password=${p}"`,
    p,
  );
  p = password(r);
  add(
    "wget-password",
    "wget-http-password",
    `wget --user=ci --password='${p}' https://artifacts.${r.pick(PROJECTS)}.io/releases/app-2.3.1.tgz`,
    p,
  );
  p = r.b62(24);
  add(
    "rabbitmq-positional",
    "rabbitmqctl-add-user",
    `rabbitmqctl add_user orders_svc ${p} && rabbitmqctl set_user_tags orders_svc monitoring`,
    p,
  );
  p = `${r.pick(USERS)}:${password(r)}`;
  add(
    "curl-basic-auth",
    "curl-u",
    `curl -u '${p}' -X POST https://jenkins.${r.pick(PROJECTS)}.io/job/deploy/build`,
    p.split(":").slice(1).join(":"),
  );
  p = password(r);
  add("httpie-auth", "http-a", `http -a admin:${p} GET :8080/actuator/env`, p);
  const b = Buffer.from(`x-access-token:${checksummedToken(r, "ghs_")}`).toString("base64");
  add(
    "git-extraheader-basic",
    "git-c-extraheader",
    `git -c http.extraHeader="Authorization: Basic ${b}" clone https://github.com/acme/${r.pick(PROJECTS)}.git`,
    b,
  );
  p = password(r);
  add(
    "sql-create-user",
    "create-user",
    `CREATE USER reporting WITH PASSWORD '${p}';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;`,
    p,
    "code",
  );
  p = password(r);
  add(
    "sql-create-user",
    "alter-user",
    `mysql> ALTER USER 'app'@'%' IDENTIFIED BY '${p}';\nQuery OK, 0 rows affected (0.01 sec)`,
    p,
    "output",
  );
  p = password(r);
  add("sudo-stdin", "echo-sudo-S", `echo '${p}' | sudo -S apt-get install -y postgresql-client`, p);
  p = password(r);
  add(
    "influx-setup",
    "influx-setup",
    `influx setup --username admin --password '${p}' --org acme --bucket metrics --force`,
    p,
  );
  p = password(r);
  add(
    "svn-password",
    "svn-checkout",
    `svn checkout https://svn.corp/repos/legacy --username builder --password '${p}' --non-interactive`,
    p,
  );
  p = checksummedToken(r, "npm_");
  add("npm-config-set", "npm-config-authtoken", `npm config set //registry.npmjs.org/:_authToken ${p}`, p);
  p = `pypi-AgEIcHlwaS5vcmcCJD${r.b64url(120)}`;
  add("twine-password", "twine-upload", `twine upload -u __token__ -p ${p} dist/*`, p);
  return out;
}
