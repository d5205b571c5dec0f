// Connection strings and DSNs (RFC 3986 userinfo, libpq keyword strings, ADO.NET, JDBC), the
// credential files tools read (.netrc, .pgpass, .my.cnf, .npmrc, .pypirc, .git-credentials,
// docker config.json, settings.xml, kubeconfig, …), operating systems' stores and their commands,
// secret stores' CLIs and their output, configuration management, mobile signing, mail and network
// configuration. Passwords are random generator output.
import { A } from "./rand.mjs";

const host = (R) =>
  R.pick([
    "db.internal",
    "10.0.3.17",
    "pg-prod.cluster-c9x2.eu-west-1.rds.amazonaws.com",
    "mysql.acme.lan",
    "localhost",
    "db",
  ]);
const user = (R) => R.pick(["app", "admin", "svc_orders", "root", "deploy", "analytics_ro", "postgres"]);
const urlPw = (R) => R.b62(R.range(16, 28));

/** [family, kind, n, make(R) -> { context, text, secret }] */
const S = (family, kind, n, make) => ({ family, kind, n, make });

export const STORE_CASES = [
  S("dsn", "postgres-url", 4, (R) => {
    const p = urlPw(R);
    const u = `postgresql://${user(R)}:${p}@${host(R)}:5432/orders?sslmode=require`;
    const c = R.pick(["dotenv", "prisma-env", "psql-command", "log-line"]);
    return {
      context: c,
      secret: p,
      text:
        c === "psql-command"
          ? `$ psql "${u}" -c '\\dt'`
          : c === "log-line"
            ? `[alembic] connecting to ${u}`
            : `DATABASE_URL="${u}"`,
    };
  }),
  S("dsn", "mysql-url", 3, (R) => {
    const p = urlPw(R);
    return {
      context: "python-code",
      secret: p,
      text: `engine = create_engine("mysql+pymysql://${user(R)}:${p}@${host(R)}:3306/shop?charset=utf8mb4")`,
    };
  }),
  S("dsn", "mongodb-srv", 4, (R) => {
    const p = urlPw(R);
    const c = R.pick(["dotenv", "mongosh", "node-code"]);
    const u = `mongodb+srv://${user(R)}:${p}@cluster0.${R.str(A.lowerNum, 5)}.mongodb.net/?retryWrites=true&w=majority&appName=Cluster0`;
    return {
      context: c,
      secret: p,
      text:
        c === "mongosh"
          ? `$ mongosh "${u}"`
          : c === "node-code"
            ? `await mongoose.connect('${u}');`
            : `MONGODB_URI=${u}`,
    };
  }),
  S("dsn", "redis-url", 3, (R) => {
    const p = urlPw(R);
    return {
      context: R.pick(["dotenv"]),
      secret: p,
      text: `REDIS_URL=rediss://default:${p}@${R.str(A.lower, 6)}-${R.digits(5)}.upstash.io:6379`,
    };
  }),
  S("dsn", "redis-cli", 2, (R) => {
    const p = urlPw(R);
    return {
      context: "cli-command",
      secret: p,
      text: `$ redis-cli -h cache.internal -p 6379 -a ${p} --no-auth-warning INFO keyspace`,
    };
  }),
  S("dsn", "amqp-url", 3, (R) => {
    const p = urlPw(R);
    return {
      context: R.pick(["celery-config"]),
      secret: p,
      text: `CELERY_BROKER_URL = "amqps://${R.str(A.lower, 8)}:${p}@rat.rmq2.cloudamqp.com/${R.str(A.lower, 8)}"`,
    };
  }),
  S("dsn", "kafka-jaas", 3, (R) => {
    const p = R.b64u(64);
    return {
      context: "properties",
      secret: p,
      text: `bootstrap.servers=pkc-${R.str(A.lowerNum, 5)}.eu-west-1.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${R.str(A.upperNum, 16)}" password="${p}";`,
    };
  }),
  S("dsn", "nats-url", 2, (R) => {
    const p = urlPw(R);
    return {
      context: "go-code",
      secret: p,
      text: `nc, err := nats.Connect("nats://ingest:${p}@nats.acme.internal:4222")`,
    };
  }),
  S("dsn", "mqtt-url", 3, (R) => {
    const p = urlPw(R);
    return {
      context: R.pick(["arduino-code"]),
      secret: p,
      text: `const char* MQTT_URI = "mqtts://sensor-${R.range(1, 99)}:${p}@${R.str(A.lowerNum, 16)}.s1.eu.hivemq.cloud:8883";`,
    };
  }),
  S("dsn", "clickhouse", 2, (R) => {
    const p = urlPw(R);
    return {
      context: "cli-command",
      secret: p,
      text: `clickhouse-client --host ${R.str(A.lowerNum, 10)}.eu-central-1.aws.clickhouse.cloud --secure --user default --password ${p}`,
    };
  }),
  S("dsn", "cassandra", 2, (R) => {
    const p = urlPw(R);
    return {
      context: "cli-command",
      secret: p,
      text: `$ cqlsh cass-1.internal 9042 -u cassandra -p '${p}' -e "DESCRIBE KEYSPACES"`,
    };
  }),
  S("dsn", "neo4j", 2, (R) => {
    const p = R.b64u(43);
    return {
      context: "dotenv",
      secret: p,
      text: `# Wait 60 seconds before connecting using these details, or login to https://console.neo4j.io\nNEO4J_URI=neo4j+s://${R.hex(8)}.databases.neo4j.io\nNEO4J_USERNAME=neo4j\nNEO4J_PASSWORD=${p}`,
    };
  }),
  S("dsn", "elasticsearch", 3, (R) => {
    const p = urlPw(R);
    return {
      context: R.pick(["curl"]),
      secret: p,
      text: `curl -u elastic:${p} -k "https://localhost:9200/_cat/indices?v"`,
    };
  }),
  S("dsn", "mssql-ado", 3, (R) => {
    const p = R.password();
    return {
      context: "appsettings",
      secret: p,
      text: JSON.stringify(
        {
          ConnectionStrings: {
            Default: `Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=orders;Persist Security Info=False;User ID=sqladmin;Password=${p};Encrypt=True;`,
          },
        },
        null,
        2,
      ),
    };
  }),
  S("dsn", "sqlcmd", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-command",
      secret: p,
      text: `PS> sqlcmd -S localhost,1433 -U sa -P "${p}" -Q "SELECT name FROM sys.databases"`,
    };
  }),
  S("dsn", "oracle-sqlplus", 2, (R) => {
    const p = urlPw(R);
    return {
      context: "cli-command",
      secret: p,
      text: `$ sqlplus system/${p}@//ora-db.acme.lan:1521/ORCLPDB1 @migrate.sql`,
    };
  }),
  S("dsn", "jdbc", 3, (R) => {
    const p = urlPw(R);
    return {
      context: "properties",
      secret: p,
      text: `spring.datasource.url=jdbc:postgresql://${host(R)}:5432/billing?user=billing&password=${p}&ssl=true`,
    };
  }),
  S("dsn", "libpq-keywords", 2, (R) => {
    const p = urlPw(R);
    return {
      context: "go-code",
      secret: p,
      text: `db, err := sql.Open("postgres", "host=localhost port=5432 user=app password=${p} dbname=app sslmode=disable")`,
    };
  }),
  S("dsn", "snowflake", 2, (R) => {
    const p = R.password();
    return {
      context: "python-code",
      secret: p,
      text: `conn = snowflake.connector.connect(\n    user="ETL_SVC",\n    password="${p}",\n    account="xy12345.eu-central-1",\n    warehouse="TRANSFORM_WH",\n)`,
    };
  }),
  S("dsn", "django-settings", 2, (R) => {
    const p = R.password();
    return {
      context: "python-code",
      secret: p,
      text: `DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "shop",\n        "USER": "shop",\n        "PASSWORD": "${p}",\n        "HOST": "127.0.0.1",\n    }\n}`,
    };
  }),
  S("dsn", "rails-database-yml", 2, (R) => {
    const p = R.password();
    return {
      context: "yaml-config",
      secret: p,
      text: `production:\n  adapter: postgresql\n  database: acme_production\n  username: acme\n  password: "${p}"\n  host: <%= ENV["DB_HOST"] %>`,
    };
  }),
  S("dsn", "ecto-config", 1, (R) => {
    const p = R.password();
    return {
      context: "elixir-code",
      secret: p,
      text: `config :acme, Acme.Repo,\n  username: "postgres",\n  password: "${p}",\n  hostname: "localhost"`,
    };
  }),
  S("dsn", "hibernate-xml", 1, (R) => {
    const p = R.password();
    return {
      context: "xml-config",
      secret: p,
      text: `<property name="hibernate.connection.username">inventory</property>\n<property name="hibernate.connection.password">${p}</property>`,
    };
  }),
  S("dsn", "php-pdo", 1, (R) => {
    const p = R.password();
    return {
      context: "php-code",
      secret: p,
      text: `$pdo = new PDO('mysql:host=127.0.0.1;dbname=wp', 'wp_user', '${p}');`,
    };
  }),
  S("dsn", "sql-create-user", 3, (R) => {
    const p = R.password();
    const c = R.int(3);
    return {
      context: "sql",
      secret: p,
      text: [
        `CREATE USER reporting WITH PASSWORD '${p}';`,
        `CREATE USER 'app'@'%' IDENTIFIED BY '${p}';\nGRANT SELECT ON shop.* TO 'app'@'%';`,
        `ALTER LOGIN [svc_etl] WITH PASSWORD = N'${p}';`,
      ][c],
    };
  }),
  S("dsn", "compose-db-env", 3, (R) => {
    const p = R.password();
    return {
      context: "compose",
      secret: p,
      text: `  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: "${p}"\n      MARIADB_DATABASE: app`,
    };
  }),
  S("dsn", "influx-token", 2, (R) => {
    const t = `${R.b64bytes(64).replace(/=+$/, "")}==`;
    return {
      context: "cli-output",
      secret: t,
      text: `$ influx auth create --org acme --all-access\nID\t\t\tDescription\tToken\t\t\t\t\t\t\t\t\t\t\t\tUser Name\tUser ID\t\t\tPermissions\n0c${R.hex(14)}\t\t\t${t}\tadmin\t\t0b${R.hex(14)}\t[read:orgs/…]`,
    };
  }),
  S("dsn", "smtp-url", 2, (R) => {
    const p = urlPw(R);
    return {
      context: "dotenv",
      secret: p,
      text: `MAILER_DSN=smtp://postmaster%40mg.acme.io:${p}@smtp.mailgun.org:587`,
    };
  }),
  S("dsn", "ftp-url", 2, (R) => {
    const p = urlPw(R);
    return {
      context: "cli-command",
      secret: p,
      text: `lftp -e "mirror -R dist /htdocs; quit" ftp://webuser:${p}@ftp.acme-hosting.de`,
    };
  }),
  S("dotfile", "netrc", 3, (R) => {
    const p = R.b62(R.range(20, 40));
    return {
      context: "netrc",
      secret: p,
      text: `$ cat ~/.netrc\nmachine ${R.pick(["api.heroku.com", "git.acme.io", "urs.earthdata.nasa.gov", "api.wandb.ai"])}\n  login ${R.pick(["dev@acme.io", "ci-bot", "user"])}\n  password ${p}`,
    };
  }),
  S("dotfile", "pgpass", 3, (R) => {
    const p = R.password().replace(/[:\\]/g, "x");
    return {
      context: "pgpass",
      secret: p,
      text: `# ~/.pgpass  hostname:port:database:username:password\n${host(R)}:5432:*:${user(R)}:${p}\nlocalhost:5432:test:test:test`,
    };
  }),
  S("dotfile", "my-cnf", 3, (R) => {
    const p = R.password();
    return {
      context: "my-cnf",
      secret: p,
      text: `[client]\nuser = backup\npassword = "${p}"\nhost = ${host(R)}\n\n[mysqldump]\nsingle-transaction`,
    };
  }),
  S("dotfile", "npmrc", 3, (R) => {
    const t = R.uuid();
    return {
      context: "npmrc",
      secret: t,
      text: `@acme:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=${t}\n//npm.acme.io/:_auth=${Buffer.from(`ci:${R.b62(12)}`).toString("base64")}`,
    };
  }),
  S("dotfile", "yarnrc", 2, (R) => {
    const t = R.b62(36);
    return {
      context: "yarnrc-yml",
      secret: t,
      text: `npmScopes:\n  acme:\n    npmRegistryServer: "https://acme.jfrog.io/artifactory/api/npm/npm/"\n    npmAuthToken: "${t}"\n    npmAlwaysAuth: true`,
    };
  }),
  S("dotfile", "pypirc", 2, (R) => {
    const p = R.password();
    return {
      context: "pypirc",
      secret: p,
      text: `[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pypi.acme.io/simple/\nusername = release\npassword = ${p}`,
    };
  }),
  S("dotfile", "pip-conf", 2, (R) => {
    const p = urlPw(R);
    return {
      context: "pip-conf",
      secret: p,
      text: `[global]\nindex-url = https://__token__:${p}@gitlab.acme.io/api/v4/projects/42/packages/pypi/simple`,
    };
  }),
  S("dotfile", "git-credentials", 3, (R) => {
    const p = `glpat-${R.b64u(20)}`;
    return {
      context: "git-credentials",
      secret: p,
      text: `$ cat ~/.git-credentials\nhttps://oauth2:${p}@gitlab.com\nhttps://dev:${R.b62(20)}@bitbucket.org`,
    };
  }),
  S("dotfile", "git-remote-token", 2, (R) => {
    const p = R.b62(32);
    return {
      context: "git-output",
      secret: p,
      text: `$ git remote -v\norigin\thttps://ci:${p}@git.acme.io/platform/api.git (fetch)\norigin\thttps://ci:${p}@git.acme.io/platform/api.git (push)`,
    };
  }),
  S("dotfile", "git-credential-approve", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-command",
      secret: p,
      text: `$ printf 'protocol=https\\nhost=git.acme.io\\nusername=deploy\\npassword=${p}\\n' | git credential approve`,
    };
  }),
  S("dotfile", "docker-config", 3, (R) => {
    const a = Buffer.from(`acme:${R.password()}`).toString("base64");
    return {
      context: "docker-config-json",
      secret: a,
      text: JSON.stringify(
        { auths: { "registry.acme.io": { auth: a }, "ghcr.io": { auth: "" } }, credsStore: "desktop" },
        null,
        "\t",
      ),
    };
  }),
  S("dotfile", "docker-login", 2, (R) => {
    const p = R.password();
    return {
      context: "cli-command",
      secret: p,
      text: `$ docker login registry.acme.io -u deploy -p '${p}'\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded`,
    };
  }),
  S("dotfile", "maven-settings", 2, (R) => {
    const p = R.password();
    return {
      context: "xml-config",
      secret: p,
      text: `<settings>\n  <servers>\n    <server>\n      <id>acme-releases</id>\n      <username>deployer</username>\n      <password>${p}</password>\n    </server>\n  </servers>\n</settings>`,
    };
  }),
  S("dotfile", "gradle-properties", 2, (R) => {
    const p = R.password();
    return {
      context: "gradle-properties",
      secret: p,
      text: `# ~/.gradle/gradle.properties\norg.gradle.jvmargs=-Xmx4g\nsonatypeUsername=acme-release\nsonatypePassword=${p}\nsigning.keyId=${R.HEX(8)}`,
    };
  }),
  S("dotfile", "nuget-config", 2, (R) => {
    const p = R.password();
    return {
      context: "xml-config",
      secret: p,
      text: `<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="${p}" />\n  </AcmeFeed>\n</packageSourceCredentials>`,
    };
  }),
  S("dotfile", "composer-auth", 2, (R) => {
    const p = `ghp_${R.b62(36)}`;
    return {
      context: "json-file",
      secret: p,
      text: JSON.stringify({ "github-oauth": { "github.com": p }, "http-basic": {} }, null, 4),
    };
  }),
  S("dotfile", "bundler-config", 2, (R) => {
    const p = `${R.hex(8)}:${R.hex(8)}`;
    return {
      context: "yaml-config",
      secret: p,
      text: `---\nBUNDLE_GEMS__CONTRIBSYS__COM: "${p}"\nBUNDLE_PATH: "vendor/bundle"`,
    };
  }),
  S("dotfile", "terraformrc", 2, (R) => {
    const p = `${R.b62(14)}.atlasv1.${R.b62(67)}`;
    return { context: "hcl", secret: p, text: `credentials "app.terraform.io" {\n  token = "${p}"\n}` };
  }),
  S("dotfile", "databrickscfg", 2, (R) => {
    const p = `dapi${R.hex(32)}`;
    return {
      context: "ini-config",
      secret: p,
      text: `[DEFAULT]\nhost  = https://adb-${R.digits(16)}.${R.range(1, 19)}.azuredatabricks.net\ntoken = ${p}`,
    };
  }),
  S("dotfile", "kaggle-json", 3, (R) => {
    const p = R.hex(32);
    return {
      context: "notebook-cell",
      secret: p,
      text: `!mkdir -p ~/.kaggle && echo '{"username":"${R.str(A.lower, 8)}","key":"${p}"}' > ~/.kaggle/kaggle.json`,
    };
  }),
  S("dotfile", "huggingface-login", 2, (R) => {
    const p = `hf_${R.str(A.lower + A.upper, 34)}`;
    return {
      context: "cli-command",
      secret: p,
      text: `$ huggingface-cli login --token ${p} --add-to-git-credential\nToken is valid (permission: write).\nYour token has been saved to /home/dev/.cache/huggingface/token`,
    };
  }),
  S("dotfile", "wandb-login", 2, (R) => {
    const p = R.hex(40);
    return {
      context: "notebook-cell",
      secret: p,
      text: JSON.stringify({
        cell_type: "code",
        source: [
          "import wandb\n",
          `wandb.login(key="${p}")\n`,
          'run = wandb.init(project="resnet-ablation")',
        ],
      }),
    };
  }),
  S("dotfile", "mlflow-env", 2, (R) => {
    const p = R.password();
    return {
      context: "notebook-cell",
      secret: p,
      text: `%env MLFLOW_TRACKING_URI=https://mlflow.acme.ai\n%env MLFLOW_TRACKING_USERNAME=ds-team\n%env MLFLOW_TRACKING_PASSWORD=${p}`,
    };
  }),
  S("dotfile", "dvc-remote", 2, (R) => {
    const p = R.str(`${A.b62}/+`, 40);
    return {
      context: "cli-command",
      secret: p,
      text: `$ dvc remote modify --local storage secret_access_key ${p}\n$ dvc push`,
    };
  }),
  S("dotfile", "clearml-conf", 2, (R) => {
    const p = R.b62(50);
    return {
      context: "hocon",
      secret: p,
      text: `api {\n  web_server: https://app.clear.ml\n  credentials {\n    "access_key" = "${R.str(A.upperNum, 20)}"\n    "secret_key" = "${p}"\n  }\n}`,
    };
  }),
  S("dotfile", "kubeconfig-token", 3, (R) => {
    const p = `eyJhbGciOiJSUzI1NiIsImtpZCI6${R.b64u(20)}.${R.b64u(300)}.${R.b64u(342)}`;
    return {
      context: "kubeconfig",
      secret: p.slice(0, 120),
      also: [p.slice(-100)],
      text: `users:\n- name: ci\n  user:\n    token: ${p}`,
    };
  }),
  S("dotfile", "kubeconfig-client-key", 2, (R) => {
    const k = Buffer.from(
      `-----BEGIN EC PRIVATE KEY-----\n${R.b64bytes(90)}\n-----END EC PRIVATE KEY-----\n`,
    ).toString("base64");
    return {
      context: "kubeconfig",
      secret: k.slice(40, 140),
      text: `users:\n- name: kind-dev\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\n    client-key-data: ${k}`,
    };
  }),
  S("dotfile", "gh-hosts", 2, (R) => {
    const p = `gho_${R.b62(36)}`;
    return {
      context: "yaml-config",
      secret: p,
      text: `github.com:\n    users:\n        dev:\n            oauth_token: ${p}\n    git_protocol: https\n    user: dev`,
    };
  }),
  S("dotfile", "cargo-credentials", 2, (R) => {
    const p = `cio${R.b62(32)}`;
    return {
      context: "toml-config",
      secret: p,
      text: `# ~/.cargo/credentials.toml\n[registry]\ntoken = "${p}"`,
    };
  }),
  S("dotfile", "gem-credentials", 1, (R) => {
    const p = `rubygems_${R.hex(48)}`;
    return { context: "yaml-config", secret: p, text: `---\n:rubygems_api_key: ${p}` };
  }),
];
