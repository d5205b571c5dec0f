// Passwords and passphrases by keyword context: assignments in code and config, SQL statements,
// API calls, and chat in several human languages (each language's own word for "password").
import { A } from "./rand.mjs";

const ENTRIES = [
  [
    "code-python",
    (s) =>
      `DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "USER": "shop",\n        "PASSWORD": "${s}",\n    }\n}`,
  ],
  ["code-python", (s) => `smtp.login("alerts@example.com", "${s}")`],
  [
    "code-js",
    (s) =>
      `const transporter = nodemailer.createTransport({ host: "smtp.example.com", auth: { user: "noreply", pass: "${s}" } });`,
  ],
  [
    "code-ts",
    (s) =>
      `const ds = new DataSource({ type: "postgres", host: "localhost", username: "app", password: "${s}", database: "app" });`,
  ],
  [
    "code-java",
    (s) => `DataSource ds = DataSourceBuilder.create().username("app").password("${s}").build();`,
  ],
  [
    "code-go",
    (s) =>
      `cfg := mysql.Config{User: "app", Passwd: "${s}", Net: "tcp", Addr: "127.0.0.1:3306", DBName: "shop"}`,
  ],
  [
    "code-rust",
    (s) => `let opts = PgConnectOptions::new().host("localhost").username("app").password("${s}");`,
  ],
  ["code-csharp", (s) => `var cred = new NetworkCredential("svc-build", "${s}", "CORP");`],
  [
    "code-ruby",
    (s) => `ActiveRecord::Base.establish_connection(adapter: "mysql2", username: "app", password: "${s}")`,
  ],
  ["code-php", (s) => `$pdo = new PDO('mysql:host=localhost;dbname=shop', 'shop', '${s}');`],
  [
    "code-kotlin",
    (s) => `val ds = HikariDataSource().apply { jdbcUrl = url; username = "app"; password = "${s}" }`,
  ],
  ["code-swift", (s) => `let login = try await client.signIn(email: "qa@example.com", password: "${s}")`],
  [
    "code-sql",
    (s) =>
      `CREATE USER reporting WITH PASSWORD '${s}';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;`,
  ],
  ["code-sql", (s) => `ALTER USER 'app'@'%' IDENTIFIED BY '${s}';`],
  [
    "code-shell",
    (s) => `#!/usr/bin/env bash\nset -euo pipefail\nDB_PASS="${s}"\nmysql -u app -p"$DB_PASS" < migrate.sql`,
  ],
  ["code-perl", (s) => `my $dbh = DBI->connect("dbi:Pg:dbname=orders", "app", "${s}");`],
  [
    "code-r",
    (s) => `con <- dbConnect(RPostgres::Postgres(), dbname = "stats", user = "analyst", password = "${s}")`,
  ],
  ["yaml", (s) => `spring:\n  datasource:\n    username: app\n    password: ${s}`],
  ["yaml", (s) => `grafana:\n  adminUser: admin\n  adminPassword: "${s}"`],
  ["compose", (s) => `  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: ${s}`],
  ["json", (s) => `{"username": "qa-admin", "password": "${s}", "remember": true}`],
  ["toml", (s) => `[smtp]\nuser = "alerts"\npassword = "${s}"`],
  ["ini", (s) => `[mail]\nsmtp_user = alerts@example.com\nsmtp_password = ${s}`],
  ["xml", (s) => `<connection host="db01" user="etl" password="${s}" database="warehouse" />`],
  ["properties", (s) => `mail.smtp.password=${s}`],
  ["hcl", (s) => `resource "aws_db_instance" "main" {\n  username = "admin"\n  password = "${s}"\n}`],
  ["dotenv", (s) => `DB_PASSWORD=${s}`],
  ["dotenv", (s) => `ADMIN_PASS='${s}'`],
  ["dockerfile", (s) => `ENV MYSQL_ROOT_PASSWORD=${s}`],
  ["k8s-manifest", (s) => `stringData:\n  redis-password: ${s}`],
  [
    "http-request",
    (s) =>
      `POST /api/login HTTP/1.1\nHost: staging.example.com\nContent-Type: application/json\n\n{"email":"qa@example.com","password":"${s}"}`,
  ],
  [
    "http-request",
    (s) =>
      `POST /wp-login.php HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nlog=admin&pwd=${s}&wp-submit=Log+In`,
  ],
  [
    "log",
    (s) =>
      `2026-11-26 08:44:10 DEBUG sqlalchemy.engine connect args: {'user': 'etl', 'password': '${s}', 'host': 'db01'}`,
  ],
  [
    "log",
    (s) =>
      `Traceback (most recent call last):\n  File "sync.py", line 42, in <module>\n    client.login(user="sync", passwd="${s}")\nAuthError: 401 Unauthorized`,
  ],
  [
    "diff",
    (s) => `@@ -8,7 +8,7 @@ database:\n   host: db01\n   user: app\n-  password: changeme\n+  password: ${s}`,
  ],
  [
    "json-escaped",
    (s) =>
      `{"role":"user","content":"the staging login is admin / ${s} — can you log in and check the orders page?"}`,
  ],
  [
    "notebook",
    (s) =>
      `{"cell_type": "code", "source": ["conn = pymysql.connect(host='db', user='ds', password='${s}')\\n"]}`,
  ],
  ["prose", (s) => `The wifi password for the office is ${s}`],
  ["prose", (s) => `login: admin, pass: ${s}`],
  ["prose-de", (s) => `Das Passwort für den Staging-Server ist ${s}, bitte nicht weitergeben.`],
  ["prose-fr", (s) => `Le mot de passe de la base de test est ${s}.`],
  ["prose-es", (s) => `La contraseña del usuario admin es ${s}`],
  ["prose-pt", (s) => `A senha do banco de dados de teste é ${s}`],
  ["prose-it", (s) => `La password dell'utente root è ${s}, cambiala dopo il deploy.`],
  ["prose-nl", (s) => `Het wachtwoord voor de testomgeving is ${s}`],
  ["prose-pl", (s) => `Hasło do serwera testowego to ${s}`],
  ["prose-tr", (s) => `Test sunucusunun şifresi ${s}`],
  ["prose-ru", (s) => `Пароль от тестовой базы: ${s}`],
  ["prose-ja", (s) => `ステージングのDBパスワードは ${s} です。`],
  ["prose-zh", (s) => `测试服务器的密码是 ${s}，用完记得改掉。`],
  ["prose-ko", (s) => `테스트 서버 비밀번호는 ${s} 입니다.`],
  ["prose-uk", (s) => `Пароль до тестового сервера: ${s}`],
  ["prose-sv", (s) => `Lösenordet till testmiljön är ${s}`],
  ["prose-vi", (s) => `Mật khẩu của máy chủ thử nghiệm là ${s}`],
];

export function passwordCases(r) {
  return ENTRIES.map(([context, make], i) => {
    const s = i % 5 === 4 ? r.str(A.lowerNum, 12) : r.password();
    return {
      family: "password",
      kind: context.startsWith("prose") ? `in-${context}` : "keyword-assignment",
      context,
      text: make(s),
      secret: s,
    };
  });
}
