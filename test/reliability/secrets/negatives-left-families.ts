/**
 * Look-alikes of the families in corpus-left-families.ts, in the same placements: German and Hindi
 * sentences about a token without its value, `cf auth` / `runas` without a password (a command, a
 * prompt), `PAT` columns holding masks or placeholders, parameter expansions whose default is empty, a
 * port, a host or a stand-in, SQL inserts whose secret-named column holds NULL, a mask or a name,
 * `$` references in ODBC and .env files, JSON-escaped command output whose line is a commit or a UUID,
 * Django's prefix named in prose, Basic credentials built at run time, and documented defaults of local
 * services in a CI service block (`postgres:postgres@localhost`, `guest:guest`, `root:root`, the mssql
 * image's `YourStrong@Passw0rd`). Values come from their own
 * seeded PRNG.
 */
import { DI, HEX, mulberry32 } from "./corpus-alphabets.js";

type AddNegative = (kind: string, ...texts: string[]) => void;

export function addLeftFamilyNegatives(add: AddNegative, seed = 20261131): void {
  const rand = mulberry32(seed);
  const r = (alphabet: string, n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const uuid = () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;
  const json = (cmd: string, s: string) =>
    JSON.stringify({ type: "tool_result", content: `$ ${cmd}\n${s}\n` });
  add(
    "near-languages",
    "Das Token für den Server lautet wie in der Doku beschrieben.",
    "Die Variable für das Passwort lautet DB_PASSWORD, der Wert kommt aus Vault.",
    "API की documentation यहाँ है",
    "API की rotation हर 90 दिन में होती है",
  );
  add(
    "near-positional",
    "$ cf auth deployer\nPassword>",
    "runas /user:Administrator cmd.exe",
    'runas /user:ACME\\admin "notepad C:\\notes.txt"',
    "cf auth --client-credentials && cf target -o acme",
    "gcloud auth login deploy@example.org --no-launch-browser",
  );
  add(
    "near-pat-column",
    "| Name | PAT | Expires |\n|---|---|---|\n| ci-bot | ******** | 2026-12-31 |",
    "NAME      PAT          EXPIRES\nbuild     <redacted>   2026-12-31",
    "| Pat | Pattern |\n|---|---|\n| x | src/**/*.test.ts |",
  );
  add(
    "near-expansion-default",
    "spring.datasource.password=${DB_PASSWORD:}",
    'export PGPORT="${PGPORT:-5432}"\nexport PGHOST="${PGHOST:-localhost}"',
    "spring.datasource.url=${DB_URL:jdbc:postgresql://localhost:5432/app}",
    "DB_PASS=${DB_PASS:-changeme}",
    'API_TOKEN="${API_TOKEN:-}"',
  );
  add(
    "near-sql-insert",
    "INSERT INTO integrations (id, provider, secret, created_at) VALUES (12, 'Acme', NULL, now());",
    "INSERT INTO api_clients (name, api_key) VALUES ('billing', '****');",
    `INSERT INTO secrets (id, secret_name, secret_version) VALUES ('${uuid()}', 'prod/db', 3);`,
    "INSERT INTO tokens (user_id, token_type, scope) VALUES (7, 'bearer', 'read:all');",
  );
  add(
    "near-dollar-password",
    "[warehouse]\nUID=etl\nPWD=$ODBC_PASSWORD",
    "DB_PASSWORD=$(cat /run/secrets/db_password)",
    "password: ${DB_PASSWORD}",
    "TOKEN=$HOME/.config/token",
  );
  add(
    "near-escaped-printed",
    json("git rev-parse HEAD", r(HEX, 40)),
    json("uuidgen", uuid()),
    json(
      "gh auth status",
      "github.com\n  ✓ Logged in to github.com as octocat (keyring)\n  - Token: gho_************************************",
    ),
    json("date +%s", r(DI, 10)),
  );
  // documented defaults of local services in a CI service block (the user repeated, a service's own name)
  add(
    "near-service-defaults",
    "services:\n  postgres:\n    image: postgres:16\n    env:\n      POSTGRES_USER: postgres\n      POSTGRES_PASSWORD: postgres",
    "DATABASE_URL: postgres://postgres:postgres@localhost:5432/test",
    "BROKER_URL=amqp://guest:guest@rabbitmq:5672/",
    "mysql -h 127.0.0.1 -u root -proot -e 'select 1'\nDATABASE_URL=mysql://root:root@127.0.0.1:3306/app",
    "      MYSQL_ROOT_PASSWORD: root\n      RABBITMQ_DEFAULT_PASS: guest",
    "  mssql:\n    image: mcr.microsoft.com/mssql/server:2022-latest\n    env:\n      ACCEPT_EULA: Y\n      MSSQL_SA_PASSWORD: YourStrong@Passw0rd",
  );
  add(
    "near-shapes",
    "Django 4 prefixes generated keys with django-insecure- so you notice them.",
    "headers: { Authorization: `Basic ${btoa(`${user}:${pass}`)}` }",
    'req.Header.Set("Authorization", "Basic "+token)',
    `session id: ${uuid()}`,
  );
}
