/**
 * A second round of corpus-placements.ts's audit (see there): credentials given to constructors and
 * connection calls of many languages (AWS static credentials, JDBC, PDO, mysqli, psycopg2, redis),
 * Android's Gradle fields, .NET settings files, Objective-C and byte string literals, fallbacks of
 * environment reads (Rust's `unwrap_or`, Go/Java/PHP/Elixir defaults), deployment CLIs (helm `--set`,
 * `-e`, `-var`, `--from-literal`, `gh secret set`, `heroku config:set`), Dockerfile `ENV`/`ARG`, and
 * shells' environment commands (fish `set -x`, csh `setenv`, PowerShell `Env:`). Values come from their
 * own seeded PRNG, a new shape for each line (see corpus-placements.ts).
 */
import { type Add, B62, B64, DI, HEX, LO, mulberry32, UP } from "./corpus-alphabets.js";

type Line = (s: string) => string;

export function addMorePlacementCases(add: Add, seed = 20261203): void {
  const rand = mulberry32(seed);
  const r = (alphabet: string, n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const mixed = (n: number) => `${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, n - 3)}`;
  const shapes: (() => string)[] = [
    () => mixed(24),
    () => `${r(LO, 2)}${r(DI, 1)}${r(LO + DI, 21)}`,
    () => r(HEX, 40),
    () => `${mixed(9)}${r("!#%^*-", 1)}${r(B62, 4)}`,
    () => mixed(32),
    () => `${r(B64, 43)}=`,
  ];
  let turn = 0;
  const each = (category: string, lines: Line[]) => {
    for (const line of lines) {
      const s = shapes[turn++ % shapes.length]!();
      add(category, line(s), s);
    }
  };
  each("code-constructors", [
    (s) => `creds := credentials.NewStaticCredentials("AKIAQ7X2M4N8P3R5T6V9", "${s}", "")`,
    (s) => `new UsernamePasswordCredentials("deploy", "${s}")`,
    (s) => `Connection conn = DriverManager.getConnection(url, "app", "${s}");`,
    (s) => `$pdo = new PDO($dsn, 'app', '${s}');`,
    (s) => `$db = mysqli_connect('db.internal', 'app', '${s}', 'shop');`,
    (s) => `conn = psycopg2.connect(host="db", user="app", password="${s}")`,
    (s) => `r = redis.Redis(host="cache", password='${s}')`,
    (s) => `let config = Config(apiKey: "${s}")`,
  ]);
  each("code-literal-forms", [
    (s) => `buildConfigField("String", "API_KEY", "\\"${s}\\"")`,
    (s) => `buildConfigField "String", "MAPS_API_KEY", "\\"${s}\\""`,
    (s) => `<setting name="ApiSecret" serializeAs="String"><value>${s}</value></setting>`,
    (s) => `pub const SECRET: &[u8] = b"${s}";`,
    (s) => `NSString *const kAPIKey = @"${s}";`,
    (s) => `<property name="password" value="${s}"/>`,
    (s) => `<string name="api_key">${s}</string>`,
  ]);
  each("code-env-fallbacks", [
    (s) => `let api_key = env::var("API_KEY").unwrap_or("${s}".to_string());`,
    (s) => `apiKey := getEnv("API_KEY", "${s}")`,
    (s) => `String apiKey = System.getenv().getOrDefault("API_KEY", "${s}");`,
    (s) => `api_key = os.getenv("API_KEY", "${s}")`,
    (s) => `$key = env('STRIPE_SECRET', '${s}');`,
    (s) => `token = Application.get_env(:app, :token, "${s}")`,
  ]);
  each("cli-deploy-secrets", [
    (s) => `helm install app ./chart --set auth.password=${s}`,
    (s) => `helm upgrade app ./chart --set-string secrets.apiToken=${s}`,
    (s) => `ansible-playbook site.yml -e "db_password=${s}"`,
    (s) => `terraform apply -var 'db_password=${s}'`,
    (s) => `kubectl create secret generic db --from-literal=password=${s}`,
    (s) => `gh secret set API_KEY --body ${s}`,
    (s) => `heroku config:set API_KEY=${s}`,
    (s) => `docker run -e API_KEY=${s} app`,
  ]);
  each("env-commands", [
    (s) => `ENV API_TOKEN=${s}`,
    (s) => `ARG NPM_TOKEN=${s}`,
    (s) => `set -x API_KEY ${s}`,
    (s) => `setenv API_KEY ${s}`,
    (s) => `Set-Item -Path Env:API_KEY -Value "${s}"`,
    (s) => `  - name: API_KEY\n    value: ${s}`,
  ]);
}
