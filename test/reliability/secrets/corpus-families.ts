/**
 * More of the secret corpus (see corpus.ts), one block per family, each line written from the
 * published syntax of its tool or format (not from any other corpus):
 * - SQL dialects: Oracle `CREATE USER … IDENTIFIED BY "…"` and `user/pass@db` logins (Oracle Database
 *   SQL Language Reference, SQL*Plus User's Guide), SQL Server `CREATE LOGIN … WITH PASSWORD`, Snowflake
 *   `CREATE USER … PASSWORD =`, Redis `requirepass` / `AUTH`, MongoDB `createUser({pwd})`;
 * - connection strings: JDBC URLs (PostgreSQL, SQL Server, Oracle thin, MySQL), ODBC and ADO.NET
 *   keyword strings, libpq keyword/value strings, AMQP and MongoDB SRV URLs;
 * - command lines that take a credential (each tool's manual): sshpass, mysql/mysqldump, curl -u,
 *   htpasswd -b, smbclient -U user%pass, docker login -p, redis-cli -a, mongosh -p, sqlcmd -P,
 *   ldapsearch -w, xfreerdp /p:, rabbitmqctl add_user, az login -p, kubectl --from-literal, gpg
 *   --passphrase, openssl -passout pass:, ssh-keygen -N, nmcli password;
 * - tokens a command printed on the line after it;
 * - private keys: encrypted PEM with Proc-Type headers, SSH2 encrypted, WireGuard PrivateKey, age,
 *   minisign secret keys, PEM inside YAML block scalars;
 * - code in several languages (PHP, Swift, Kotlin, C, PowerShell, Elixir, Lua, Makefile, Dockerfile ARG);
 * - configuration formats (systemd Environment=, docker-compose lists, fstab cifs options, NuGet
 *   ClearTextPassword, Jenkins/Gradle properties, Rails secret_key_base);
 * - tokens in URL query parameters and headers;
 * - prose in English, German, French, Spanish, Portuguese, Italian, Dutch, Polish, Russian, Chinese,
 *   Japanese and Korean ("the password is …", "Passwort: …", "mot de passe : …", "пароль: …", "密码是…").
 */
import { type Add, B64, HEX, LO, type Rand } from "./corpus-alphabets.js";

type Mixed = (n: number) => string;
type Line = (s: string) => string;

export function addFamilyCases(r: Rand, mixed: Mixed, add: Add): void {
  /** A human-chosen password: letters, digits and one symbol. */
  const pw = () => `${mixed(7)}${r("!#%^*+?", 1)}${mixed(5)}`;
  /** A password with only letters and digits (what many generators print). */
  const plain = () => mixed(14);
  const tok = () => mixed(32);
  const each = (category: string, gen: () => string, lines: Line[]) => {
    for (const line of lines) {
      const s = gen();
      add(category, line(s), s);
    }
  };
  each("sql-oracle", pw, [
    (s) => `CREATE USER scott IDENTIFIED BY "${s}";`,
    (s) => `ALTER USER app_owner IDENTIFIED BY "${s}" ACCOUNT UNLOCK;`,
    (s) => `SQL> alter user system identified by "${s}" container=all;`,
    (s) => `sqlplus system/"${s}"@//db.internal:1521/ORCLPDB1`,
  ]);
  each("sql-oracle", plain, [
    (s) => `create user reporting identified by ${s} default tablespace users;`,
    (s) => `sqlplus -s app/${s}@ORCL @migrate.sql`,
    (s) => `expdp system/${s}@prod schemas=APP directory=DUMP_DIR dumpfile=app.dmp`,
  ]);
  each("sql-server-login", pw, [
    (s) => `CREATE LOGIN app_user WITH PASSWORD = '${s}', CHECK_POLICY = OFF;`,
    (s) => `ALTER LOGIN sa WITH PASSWORD = N'${s}';`,
    (s) => `CREATE USER etl PASSWORD = '${s}' DEFAULT_ROLE = loader;`,
  ]);
  each("redis-password", pw, [
    (s) => `requirepass ${s}`,
    (s) => `redis-cli CONFIG SET requirepass "${s}"`,
    (s) => `127.0.0.1:6379> AUTH default ${s}`,
    (s) => `masterauth ${s}`,
  ]);
  each("mongodb-create-user", pw, [
    (s) => `db.createUser({ user: "app", pwd: "${s}", roles: ["readWrite"] })`,
    (s) => `mongosh "mongodb+srv://cluster0.ab1cd.mongodb.net/app" --username admin --password '${s}'`,
  ]);
  each("jdbc-url", pw, [
    (s) => `jdbc:postgresql://db.internal:5432/app?user=app&password=${s}&ssl=true`,
    (s) =>
      `spring.datasource.url=jdbc:sqlserver://sql01:1433;databaseName=erp;user=sa;password=${s};encrypt=true`,
    (s) => `jdbc:oracle:thin:scott/${s}@db.internal:1521:ORCL`,
    (s) => `url: "jdbc:mysql://mysql:3306/shop?user=root&password=${s}&useSSL=false"`,
  ]);
  each("odbc-ado-connection-string", pw, [
    (s) =>
      `Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql01,1433;Database=erp;Uid=etl;Pwd=${s};Encrypt=yes;`,
    (s) =>
      `"ConnectionStrings": { "Default": "Server=sql01;Database=erp;User Id=sa;Password=${s};TrustServerCertificate=True" }`,
    (s) => `Data Source=sql01;Initial Catalog=erp;User ID=app;Password=${s}`,
    (s) => `Provider=OraOLEDB.Oracle;Data Source=ORCL;User Id=scott;Password=${s};`,
    (s) => `conn = psycopg2.connect("host=db.internal dbname=app user=app password=${s}")`,
  ]);
  each("url-userinfo", pw, [
    (s) => `amqps://orders:${s}@rabbit.internal:5671/prod`,
    (s) => `MONGO_URI=mongodb+srv://app:${s}@cluster0.ab1cd.mongodb.net/app?retryWrites=true`,
    (s) => `pip install --index-url https://build:${s}@pypi.internal/simple/ acme-core`,
  ]);
  each("cli-credential-option", pw, [
    (s) => `sshpass -p '${s}' ssh deploy@10.0.4.12`,
    (s) => `sshpass -p ${s} scp dump.sql backup@nas:/backups/`,
    (s) => `mysqldump -u root -p${s} --single-transaction shop > shop.sql`,
    (s) => `mysql --user=root --password='${s}' -e "show databases"`,
    (s) => `curl -u admin:${s} https://jenkins.internal/api/json`,
    (s) => `curl --user "ci:${s}" -X POST https://nexus.internal/service/rest/v1/components`,
    (s) => `htpasswd -b -c /etc/nginx/.htpasswd admin ${s}`,
    (s) => `smbclient //fileserver/share -U 'CORP\\svc_backup%${s}'`,
    (s) => `docker login -u robot -p ${s} registry.internal`,
    (s) => `redis-cli -h cache.internal -a ${s} --no-auth-warning ping`,
    (s) => `mongosh --host db -u admin -p ${s} --authenticationDatabase admin`,
    (s) => `sqlcmd -S sql01 -U sa -P '${s}' -Q "SELECT 1"`,
    (s) => `ldapsearch -x -H ldap://dc01 -D "cn=admin,dc=corp,dc=local" -w ${s} -b dc=corp,dc=local`,
    (s) => `xfreerdp /v:10.0.0.5 /u:Administrator /p:${s} /cert:ignore`,
    (s) => `rabbitmqctl add_user orders ${s}`,
    (s) =>
      `az login --service-principal -u 2f1c7a52-63c4-4c5e-9f61-0d1f3e0c9a11 -p ${s} --tenant corp.onmicrosoft.com`,
    (s) => `kubectl create secret generic db --from-literal=username=app --from-literal=password=${s}`,
    (s) => `gpg --batch --pinentry-mode loopback --passphrase '${s}' -d backup.tar.gpg`,
    (s) => `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${s}`,
    (s) => `ssh-keygen -t ed25519 -N '${s}' -f ~/.ssh/deploy`,
    (s) => `nmcli dev wifi connect CorpWiFi password '${s}'`,
    (s) => `wget --user=ci --password=${s} https://artifacts.internal/build.zip`,
  ]);
  each("printed-token", tok, [
    (s) => `$ openssl rand -base64 24\n${s}`,
    (s) => `$ vault read -field=password secret/prod/db\n${s}`,
    (s) => `Generated password for admin:\n${s}`,
  ]);
  each("printed-token", pw, [
    (s) => `Initial admin password: ${s}`,
    (s) => `Your new password is ${s} (change it at first login)`,
  ]);
  for (const [label, head] of [
    ["RSA PRIVATE KEY", "Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-256-CBC,"],
    ["EC PRIVATE KEY", ""],
  ] as const) {
    const body = `MHcCAQEEI${r(B64, 55)}\n${r(B64, 64)}`;
    const dek = head === "" ? "" : `${head}${r(HEX, 32).toUpperCase()}\n\n`;
    add(
      "private-key-pem",
      `-----BEGIN ${label}-----\n${dek}${body}\n-----END ${label}-----`,
      body.slice(0, 64),
    );
  }
  const ssh2 = `P2/56wAAA${r(B64, 55)}`;
  add(
    "private-key-ssh2",
    `---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: "rsa-key-20260101"\n${ssh2}\n${r(B64, 64)}\n---- END SSH2 ENCRYPTED PRIVATE KEY ----`,
    ssh2,
  );
  const wg = `${r(B64, 42)}${r("AEIMQUYcgkosw048", 1)}=`;
  add("private-key-wireguard", `[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = ${wg}\nDNS = 1.1.1.1`, wg);
  const age = `AGE-SECRET-KEY-1${r("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)}`;
  add("private-key-age", `# created: 2026-01-01T00:00:00Z\n# public key: age1${r(LO, 20)}\n${age}`, age);
  const minisign = `RWRTY0Iy${r(B64, 60)}`;
  add("private-key-minisign", `untrusted comment: minisign encrypted secret key\n${minisign}`, minisign);
  const yamlKey = `MIIEvQIBADAN${r(B64, 52)}`;
  add(
    "private-key-pem",
    `tls:\n  key: |\n    -----BEGIN PRIVATE KEY-----\n    ${yamlKey}\n    ${r(B64, 64)}\n    -----END PRIVATE KEY-----`,
    yamlKey,
  );
  each("code-literal", tok, [
    (s) => `$apiToken = "${s}";`,
    (s) => `let apiKey = "${s}"`,
    (s) => `private val clientSecret = "${s}"`,
    (s) => `#define API_SECRET "${s}"`,
    (s) => `static const char *auth_token = "${s}";`,
    (s) => `$env:GITHUB_TOKEN = "${s}"`,
    (s) => `config :acme, Acme.Mailer, api_key: "${s}"`,
    (s) => `local access_token = "${s}"`,
    (s) => `DEPLOY_TOKEN ?= ${s}`,
    (s) => `ARG NPM_TOKEN=${s}`,
  ]);
  each("code-literal", pw, [
    (s) => `$secure = ConvertTo-SecureString "${s}" -AsPlainText -Force`,
    (s) =>
      `$cred = New-Object System.Management.Automation.PSCredential("CORP\\svc", (ConvertTo-SecureString '${s}' -AsPlainText -Force))`,
  ]);
  each("config-credential", pw, [
    (s) => `Environment="DB_PASSWORD=${s}"`,
    (s) => `      - POSTGRES_PASSWORD=${s}`,
    (s) => `//fileserver/share /mnt/share cifs username=svc,password=${s},uid=1000 0 0`,
    (s) => `<add key="ClearTextPassword" value="${s}" />`,
    (s) => `ossrhPassword=${s}`,
    (s) => `systemProp.http.proxyPassword=${s}`,
  ]);
  each("config-credential", () => r(HEX, 128), [(s) => `  secret_key_base: ${s}`]);
  each("url-query-token", tok, [
    (s) => `GET https://api.acme.io/v2/reports?format=csv&api_key=${s}`,
    (s) => `wss://stream.acme.io/socket?access_token=${s}&v=2`,
    (s) => `https://hooks.acme.io/ingest?token=${s}`,
    (s) =>
      `curl "https://api.acme.io/oauth/token?client_id=web&client_secret=${s}&grant_type=client_credentials"`,
  ]);
  each("header-credential", tok, [
    (s) => `curl -H "X-API-Key: ${s}" https://api.acme.io/v1/me`,
    (s) => `X-Auth-Token: ${s}`,
    (s) => `headers = {"Private-Token": "${s}"}`,
  ]);
  each("header-credential", () => Buffer.from(`deploy:${pw()}`).toString("base64"), [
    (s) => `Authorization: Basic ${s}`,
  ]);
  each("prose-password", pw, [
    (s) => `the password for the staging db is ${s}`,
    (s) => `use ${s} as the password for the admin user`,
    (s) => `account svc_deploy:${s} has read access to the bucket`,
    (s) => `creds are admin/${s} for now`,
    (s) => `pw: ${s}`,
  ]);
  each("prose-password-i18n", pw, [
    (s) => `Das Passwort für die Datenbank ist ${s}`,
    (s) => `Passwort: ${s}`,
    (s) => `le mot de passe de la base est ${s}`,
    (s) => `mot de passe : ${s}`,
    (s) => `la contraseña del servidor es ${s}`,
    (s) => `contraseña: ${s}`,
    (s) => `a senha do banco é ${s}`,
    (s) => `la password del database è ${s}`,
    (s) => `het wachtwoord is ${s}`,
    (s) => `hasło do bazy to ${s}`,
    (s) => `пароль от базы: ${s}`,
    (s) => `Пароль — ${s}`,
    (s) => `数据库密码是 ${s}`,
    (s) => `密码：${s}`,
    (s) => `パスワードは ${s} です`,
    (s) => `비밀번호: ${s}`,
  ]);
}
