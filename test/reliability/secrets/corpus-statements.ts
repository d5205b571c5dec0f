/**
 * More of the secret corpus (see corpus.ts), written from the published syntax of each form rather
 * than from any corpus: passwords in SQL statements (MySQL `CREATE USER … IDENTIFIED BY`, `SET
 * PASSWORD`, PostgreSQL `CREATE ROLE … PASSWORD`), Go's MySQL driver DSN (`user:pass@tcp(host)/db`,
 * go-sql-driver/mysql README), CLIs whose short `-t` is their token (codecov, doctl), Twilio's API key
 * SID with its secret, HMAC and JWT signing keys passed as literals, an option given twice in one
 * command, passwords in prose with a longer "for … on …" phrase, a login pair in prose, a password a
 * command printed, and a password that holds a dot.
 */
import { type Add, B62, HEX, type Rand } from "./corpus-alphabets.js";

type Mixed = (n: number) => string;

export function addStatementCases(r: Rand, mixed: Mixed, add: Add): void {
  const pw = () => `${mixed(9)}${r("!#%^*", 1)}${r(B62, 4)}`;
  const tok = () => mixed(32);
  const uuid = () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;
  const each = (category: string, gen: () => string, lines: ((s: string) => string)[]) => {
    for (const line of lines) {
      const s = gen();
      add(category, line(s), s);
    }
  };
  each("sql-password", pw, [
    (s) => `CREATE USER 'app'@'%' IDENTIFIED BY '${s}';`,
    (s) => `ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '${s}';`,
    (s) => `SET PASSWORD FOR 'app'@'%' = '${s}';`,
    (s) => `CREATE ROLE deployer WITH LOGIN ENCRYPTED PASSWORD '${s}';`,
    (s) => `psql -c "ALTER USER reporting WITH PASSWORD '${s}'"`,
  ]);
  each("go-mysql-dsn", pw, [
    (s) => `db, err := sql.Open("mysql", "shop:${s}@tcp(127.0.0.1:3306)/shop?parseTime=true")`,
    (s) => `dsn := "svc:${s}@unix(/var/run/mysqld/mysqld.sock)/app"`,
  ]);
  each("cli-short-token", uuid, [
    (s) => `codecov -t ${s} -f coverage.xml`,
    (s) => `codecovcli upload-process -t ${s}`,
    (s) => `snyk auth ${s}`,
  ]);
  each("cli-short-token", tok, [
    (s) => `doctl auth init -t ${s}`,
    (s) => `doctl auth init --access-token ${s} --context staging`,
  ]);
  each("twilio-api-key-secret", tok, [
    (s) => `client = Client("SK${r(HEX, 32)}", "${s}", account_sid)`,
    (s) => `TwilioClient.Init("SK${r(HEX, 32)}", "${s}", "AC${r(HEX, 32)}");`,
  ]);
  each("signing-key-literal", () => mixed(24), [
    (s) => `const token = jwt.sign({ sub: user.id }, "${s}", { expiresIn: "1h" });`,
    (s) => `const mac = crypto.createHmac("sha256", "${s}").update(body).digest("hex");`,
    (s) => `sig = hmac.new(b"${s}", payload, hashlib.sha256).hexdigest()`,
    (s) => `encoded = jwt.encode({"sub": "42"}, "${s}", algorithm="HS256")`,
  ]);
  each("option-twice", () => mixed(12), [
    (s) =>
      `keytool -importkeystore -srckeystore old.p12 -srcstorepass ${mixed(12)} -destkeystore new.jks -deststorepass ${s}`,
  ]);
  each("prose-password", pw, [
    (s) => `the root password on the staging box is ${s}`,
    (s) => `The password for the admin account in Grafana is "${s}"`,
    (s) => `wifi psk: ${s}`,
    (s) => `the login for the router is admin / ${s}`,
    (s) => `password for the replica is:\n    ${s}`,
  ]);
  each("prose-password", () => mixed(12), [
    (s) => `the password for the admin account on staging is ${s}`,
    (s) => `The SMTP password is:\n\n    ${s}`,
    (s) => `the key for the backup bucket is ${s}`,
    (s) => `the token for ci on github is '${s}'`,
    (s) => `the login for the router is admin / ${s}`,
    (s) => `the api key for the billing sandbox in eu-west is ${s}`,
  ]);
  each("prose-password", () => `${mixed(8)} ${mixed(6)}`, [
    (s) => `the password for the admin account on staging is "${s}"`,
  ]);
  each("vault-approle-secret-id", uuid, [
    (s) => `vault write auth/approle/login role_id=${uuid()} secret_id=${s}`,
  ]);
  each("printed-password", () => `${mixed(5)}=${mixed(7)}`, [(s) => `$ op read op://prod/db/password\n${s}`]);
  each("printed-password", () => mixed(12), [
    (s) => `$ kubectl get secret db-creds -o jsonpath='{.data.password}' | base64 -d\n${s}`,
  ]);
  each("password-with-dot", () => `${mixed(8)}.${mixed(6)}`, [(s) => `db_password: ${s}`]);
}
