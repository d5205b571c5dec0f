/**
 * More of the secret corpus (see corpus.ts) for the families a twelfth blind corpus and the last stop
 * left weak, each in several placements: a copula in German ("… lautet X", words between the noun and
 * the verb) and Hindi ("API की X है"), CLIs that take a user and a password positionally (`cf auth U P`,
 * `runas /user:U P`), personal access tokens under a `PAT` column, defaults of parameter expansions
 * (shell `${NAME:-X}`, Spring `${name:X}`), literals under a secret-named column of an SQL `INSERT`, a
 * password that starts with `$` in an ODBC or .env file, a token printed on its own line inside a
 * JSON-escaped transcript string (`\n` before it), Django's `django-insecure-` keys, Flask session
 * cookies and `Authorization: "Basic …"` in code. Values come from their own seeded PRNG.
 */
import {
  type Add,
  B62,
  DI,
  type Each,
  HEX,
  LO,
  type Rand,
  seededCases,
  UP,
  URL,
} from "./corpus-alphabets.js";

type R = Rand;

export function addLeftFamilyCases(add: Add, seed = 20261130): void {
  const { r, each } = seededCases(add, seed);
  addLanguages(r, each);
  addPositional(r, each);
  addDefaults(r, each);
  addPrinted(r, each);
  addShapes(r, each);
}

const mixed = (r: R, n: number): string => `${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, n - 3)}`;
const pw = (r: R): string => `${mixed(r, 9)}${r("!#%^*", 1)}${r(B62, 4)}`;
const b32 = "abcdefghijklmnopqrstuvwxyz234567";

function addLanguages(r: R, each: Each): void {
  each("copula-german-more", () => mixed(r, 16), [
    (s) => `Das Token für den Staging-Server lautet ${s}, bitte nicht weitergeben.`,
    (s) => `Der Zugang: das Secret für die Datenbank lautet ${s}`,
    (s) => `Kurz zur Info – das Passwort vom Router lautet ${s}`,
  ]);
  each("copula-hindi", () => mixed(r, 20), [
    (s) => `API की ${s} है, इसे .env में डाल दो`,
    (s) => `staging का API की ${s} है`,
    (s) => `मेरा टोकन ${s} है`,
  ]);
}

function addPositional(r: R, each: Each): void {
  each("cli-positional-login", () => pw(r), [
    (s) => `$ cf auth deployer ${s}`,
    (s) => `cf auth "ci-bot@example.org" '${s}' && cf target -o acme -s prod`,
    (s) => `runas /user:ACME\\svc-deploy ${s}`,
    (s) => `  - run: cf auth admin "${s}"`,
  ]);
  each("pat-column", () => r(b32, 52), [
    (s) => `| Name | PAT | Expires |\n|---|---|---|\n| ci-bot | ${s} | 2026-12-31 |`,
    (s) =>
      `NAME      PAT                                                   EXPIRES\nbuild     ${s}  2026-12-31`,
    (s) => `│ owner │ pat │\n│ release │ ${s} │`,
  ]);
}

function addDefaults(r: R, each: Each): void {
  each("expansion-default", () => pw(r), [
    (s) => `spring.datasource.password=\${DB_PASSWORD:${s}}`,
    (s) => `export PGPASSWORD="\${PGPASSWORD:-${s}}"`,
    (s) => `    environment:\n      - DB_PASS=\${DB_PASS:-${s}}`,
    (s) => `@Value("\${jwt.secret:${s}}")\nprivate String jwtSecret;`,
  ]);
  each("sql-insert-column", () => r(HEX, 32), [
    (s) => `INSERT INTO integrations (id, provider, secret, created_at)\nVALUES (12, 'Acme', '${s}', now());`,
    (s) => `INSERT INTO api_clients (name, api_key) VALUES ('billing', '${s}'), ('search', 'x');`,
    (s) => `insert into "webhooks" ("url", "signing_secret") values ('https://example.org/hook', '${s}');`,
  ]);
  each("dollar-password", () => `$${r(LO, 4)}!${mixed(r, 8)}~${r(B62, 3)}`, [
    (s) => `[warehouse]\nDriver={ODBC Driver 18 for SQL Server}\nUID=etl\nPWD=${s}`,
    (s) => `DB_PASSWORD=${s}`,
    (s) => `password: ${s}`,
  ]);
}

function addPrinted(r: R, each: Each): void {
  const json = (cmd: string, s: string) =>
    JSON.stringify({ type: "tool_result", content: `$ ${cmd}\n${s}\n` });
  each("escaped-printed-token", () => `gho_${r(B62, 36)}`, [
    (s) => json("gh auth token", s),
    (s) => json("gh auth status --show-token | tail -1", s),
  ]);
  each("escaped-printed-token", () => `ya29.a0${r(URL, 120)}`, [
    (s) => json("gcloud auth print-access-token", s),
    (s) => json("gcloud auth application-default print-access-token", s),
  ]);
  each("escaped-printed-token", () => `glpat-${r(URL, 20)}`, [(s) => json("cat ~/.gitlab-token", s)]);
}

function addShapes(r: R, each: Each): void {
  const django = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)";
  each("django-key", () => `django-insecure-${r(django, 50)}`, [
    (s) => `Environment="DJANGO_SECRET_KEY=${s}"`,
    (s) => `SECRET_KEY = '${s}'`,
    (s) => `the generated key was ${s} — rotate it`,
  ]);
  each("flask-session", () => `.eJ${r(URL, 60)}.${r(URL, 6)}.${r(URL, 27)}`, [
    (s) => `my flask session cookie is session=${s} — why is user_id missing?`,
    (s) => `Set-Cookie: session=${s}; HttpOnly; Path=/`,
    (s) => `{"name": "session", "value": "${s}", "domain": "localhost"}`,
  ]);
  const basic = () => btoa(`${r(LO, 6)}:${pw(r)}`);
  each("basic-in-code", basic, [
    (s) => `const res = await fetch(url, {\n  headers: { Authorization: "Basic ${s}" },\n});`,
    (s) => `requests.get(url, headers={"Authorization": "Basic ${s}"})`,
    (s) => `req.Header.Set("Authorization", "Basic ${s}")`,
  ]);
}
