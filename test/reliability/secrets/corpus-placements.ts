/**
 * More of the secret corpus (see corpus.ts): the same credential in the placements code and config
 * files give it, audited family by family rather than case by case. Source code of Go, Java, Kotlin,
 * C#, Swift, Ruby, PHP, Rust, Elixir, Scala, Dart, Lua and C/C++ (constants, struct fields, map
 * literals, builder and setter calls, annotations, fallbacks, brace initialisers, test fixtures);
 * config formats (TOML, INI, HCL, XML elements and attributes, Java `.properties`, Spring YAML,
 * `.npmrc`, `.pypirc`, `pip.conf`, Maven `settings.xml`, `.netrc`, `.pgpass`, `my.cnf`,
 * `gradle.properties`, nginx and Apache directives, systemd `Environment=`, docker-compose, Helm
 * values, Ansible vars); anti-forgery tokens in the headers, form bodies and cookies that carry them
 * (OWASP CSRF Prevention Cheat Sheet: a per-session secret); credential names glued to Chinese,
 * Japanese or Korean text; HashiCorp Vault tokens of each generation (`hvs.`, `hvb.`, `hvr.`, legacy
 * `s.`/`b.`); base62 values of 20-31 characters under credential names. Each line draws the next
 * value shape in turn (base62, lower-case and digits, hex, a human password, base64, upper-case
 * and digits), so a placement is measured on more than one shape. Values come from their own seeded PRNG.
 */
import { type Add, B62, B64, DI, HEX, LO, mulberry32, UP, URL } from "./corpus-alphabets.js";

type R = (alphabet: string, n: number) => string;
type Line = (s: string) => string;

export function addPlacementCases(add: Add, seed = 20261201): void {
  const rand = mulberry32(seed);
  const r: R = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const mixed = (n: number) => `${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, n - 3)}`;
  const shapes: (() => string)[] = [
    () => mixed(24),
    () => `${r(LO, 2)}${r(DI, 1)}${r(LO + DI, 19)}`,
    () => r(HEX, 32),
    () => `${mixed(8)}${r("!#%^*-", 1)}${r(B62, 4)}`,
    () => `${mixed(28)}`,
    () => `${r(UP, 3)}${r(DI, 2)}${r(UP + DI, 17)}`,
    () => `${r(B64, 39)}=`,
  ];
  let turn = 0;
  const each = (category: string, lines: Line[]) => {
    for (const line of lines) {
      const s = shapes[turn++ % shapes.length]!();
      add(category, line(s), s);
    }
  };
  addCode(each);
  addConfig(each);
  addCsrf(add, r);
  addCjk(add, mixed);
  addVault(add, r);
  addShortBase62(add, r, mixed);
}

function addCode(each: (category: string, lines: Line[]) => void): void {
  each("code-go", [
    (s) => `const apiKey = "${s}"`,
    (s) => `cfg := Config{APIKey: "${s}", Region: "us-east-1"}`,
    (s) => `req.Header.Set("X-Api-Key", "${s}")`,
    (s) => `req.SetBasicAuth("deploy", "${s}")`,
    (s) => `os.Setenv("API_SECRET", "${s}")`,
  ]);
  each("code-java-kotlin", [
    (s) => `private static final String CLIENT_SECRET = "${s}";`,
    (s) => `builder.setApiKey("${s}").build();`,
    (s) => `@Value("${s}")\nprivate String apiKey;`,
    (s) => `    @Value("${s}") private String authToken;`,
    (s) => `props.put("sasl.password", "${s}");`,
    (s) => `val headers = mapOf("Authorization" to "Bearer ${s}")`,
    (s) => `val creds = mapOf("api_key" to "${s}", "region" to "eu")`,
    (s) => `System.setProperty("api.secret", "${s}");`,
  ]);
  each("code-csharp", [
    (s) => `var credential = new NetworkCredential("svc", "${s}");`,
    (s) => `options.ClientSecret = "${s}";`,
    (s) => `private const string ApiKey = "${s}";`,
    (s) => `Environment.SetEnvironmentVariable("DB_PASSWORD", "${s}");`,
  ]);
  each("code-swift", [
    (s) => `let apiKey = "${s}"`,
    (s) => `static let secretKey: String = "${s}"`,
    (s) => `request.setValue("${s}", forHTTPHeaderField: "X-API-Key")`,
    (s) => `request.addValue("Bearer ${s}", forHTTPHeaderField: "Authorization")`,
  ]);
  each("code-ruby", [
    (s) => `config.api_key = '${s}'`,
    (s) => `ENV['SECRET_TOKEN'] ||= '${s}'`,
    (s) => `@client = Octokit::Client.new(access_token: '${s}')`,
    (s) => `{ api_key: '${s}', timeout: 5 }`,
    (s) => `Rails.application.credentials.stripe_secret ||= "${s}"`,
  ]);
  each("code-php", [
    (s) => `$apiKey = '${s}';`,
    (s) => `    'password' => '${s}',`,
    (s) => `define('AUTH_KEY', '${s}');`,
    (s) => `$client->setAccessToken('${s}');`,
  ]);
  each("code-rust", [
    (s) => `const API_KEY: &str = "${s}";`,
    (s) => `let token = String::from("${s}");`,
    (s) => `.basic_auth("svc", Some("${s}"))`,
    (s) => `.bearer_auth("${s}")`,
  ]);
  each("code-elixir-scala-dart-lua", [
    (s) => `config :my_app, MyApp.Mailer, api_key: "${s}"`,
    (s) => `%{client_secret: "${s}"}`,
    (s) => `val apiSecret: String = "${s}"`,
    (s) => `Map("password" -> "${s}")`,
    (s) => `const String apiKey = '${s}';`,
    (s) => `final headers = {'Authorization': 'Bearer ${s}'};`,
    (s) => `local api_key = "${s}"`,
    (s) => `config = { token = "${s}" }`,
  ]);
  each("code-c-cpp", [
    (s) => `#define API_KEY "${s}"`,
    (s) => `static const char *auth_token = "${s}";`,
    (s) => `curl_easy_setopt(curl, CURLOPT_PASSWORD, "${s}");`,
    (s) => `std::string password{"${s}"};`,
    (s) => `const std::string kApiSecret = "${s}";`,
  ]);
  each("code-fixture", [
    (s) => `    let client = Client::new("https://api.example.com", "${s}"); // token`,
    (s) => `  it("signs in", () => login({ username: "ci", password: "${s}" }));`,
  ]);
}

function addConfig(each: (category: string, lines: Line[]) => void): void {
  each("config-toml-ini-hcl", [
    (s) => `[auth]\ntoken = "${s}"`,
    (s) => `[database]\npassword = ${s}`,
    (s) => `variable "db_password" {\n  default = "${s}"\n}`,
    (s) => `provider "datadog" {\n  api_key = "${s}"\n}`,
    (s) => `[client]\nuser=root\npassword=${s}`,
  ]);
  each("config-xml", [
    (s) => `<password>${s}</password>`,
    (s) => `<add key="ApiKey" value="${s}" />`,
    (s) => `<entry key="client.secret">${s}</entry>`,
    (s) => `<datasource user="app" password="${s}" url="jdbc:postgresql://db/app"/>`,
    (s) =>
      `<server>\n  <id>nexus</id>\n  <username>deploy</username>\n  <password>${s}</password>\n</server>`,
  ]);
  each("config-package-managers", [
    (s) => `//registry.npmjs.org/:_authToken=${s}`,
    (s) => `[pypi]\nusername = __token__\npassword = ${s}`,
    (s) => `[global]\nindex-url = https://ci:${s}@pypi.example.com/simple`,
    (s) => `machine api.example.com login deploy password ${s}`,
    (s) => `db.example.com:5432:app:app_user:${s}`,
    (s) => `mavenPassword=${s}`,
    (s) => `systemProp.gradle.publish.secret=${s}`,
  ]);
  each("config-services", [
    (s) => `spring.datasource.password=${s}`,
    (s) => `spring:\n  datasource:\n    password: ${s}`,
    (s) => `Environment="API_TOKEN=${s}"`,
    (s) => `    environment:\n      - POSTGRES_PASSWORD=${s}`,
    (s) => `    environment:\n      MYSQL_ROOT_PASSWORD: ${s}`,
    (s) => `secrets:\n  apiKey: ${s}`,
    (s) => `ansible_become_password: ${s}`,
    (s) => `proxy_set_header Authorization "Bearer ${s}";`,
    (s) => `RequestHeader set X-Api-Key "${s}"`,
    (s) => `SetEnv DB_PASS ${s}`,
  ]);
}

/** Anti-forgery tokens where they travel: headers, form bodies, cookies, a hidden field. */
function addCsrf(add: Add, r: R): void {
  const lines: [() => string, Line][] = [
    [() => r(B62, 40), (s) => `X-CSRF-Token: ${s}`],
    [() => r(URL, 86), (s) => `curl -X POST -H "X-CSRF-Token: ${s}" https://app.example.com/orders`],
    [
      () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-8${r(HEX, 3)}-${r(HEX, 12)}`,
      (s) => `X-XSRF-TOKEN: ${s}`,
    ],
    [() => r(B62, 64), (s) => `-H 'X-CSRFToken: ${s}'`],
    [() => r(B62, 40), (s) => `headers: { "X-CSRF-Token": "${s}" },`],
    [() => r(B62, 64), (s) => `csrfmiddlewaretoken=${s}&username=alice&password=`],
    [() => r(B62, 32), (s) => `curl -d "csrf_token=${s}&amount=10" https://app.example.com/transfer`],
    [() => r(URL, 43), (s) => `POST /login\n\nusername=bob&csrf_token=${s}`],
    [() => r(B62, 40), (s) => `curl -b "XSRF-TOKEN=${s}" https://app.example.com/`],
    [() => encodeURIComponent(`${r(B64, 86)}==`), (s) => `authenticity_token=${s}&commit=Save`],
  ];
  for (const [gen, line] of lines) {
    const s = gen();
    add("csrf-token", line(s), s);
  }
}

/** Credential names and words glued to Chinese, Japanese or Korean text, value glued too. */
function addCjk(add: Add, mixed: (n: number) => string): void {
  const lines: Line[] = [
    (s) => `Okta的client_secret是${s}`,
    (s) => `我的api_key是${s}，别外传`,
    (s) => `生产环境的DB_PASSWORD：${s}`,
    (s) => `StripeのAPIキーは${s}です`,
    (s) => `新しいaccess_tokenは${s}です。`,
    (s) => `GitHubトークン：${s}`,
    (s) => `服务器密码是${s}`,
    (s) => `비밀번호: ${s}`,
    (s) => `auth_token为${s}，明天过期`,
  ];
  for (const line of lines) {
    const s = mixed(24);
    add("cjk-glued-name", line(s), s);
  }
}

function addVault(add: Add, r: R): void {
  const hvs = () => `hvs.CAESI${r(URL, 86)}`;
  const legacy = () => `s.${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, 21)}`;
  const lines: [() => string, Line][] = [
    [hvs, (s) => `vault login ${s}`],
    [legacy, (s) => `vault token lookup ${s}`],
    [legacy, (s) => `export VAULT_TOKEN=${s}`],
    [() => `hvb.AAAAAQ${r(URL, 130)}`, (s) => `VAULT_TOKEN=${s} vault kv get secret/app`],
    [() => `hvr.${r(B62, 24)}`, (s) => `vault operator generate-root -decode=${s} -otp=$OTP`],
    [legacy, (s) => `curl -H "X-Vault-Token: ${s}" https://vault.internal:8200/v1/secret/data/app`],
    [() => `b.AAAAAQ${r(URL, 100)}`, (s) => `export VAULT_TOKEN="${s}"`],
    [legacy, (s) => `hvac.Client(url=VAULT_ADDR, token='${s}')`],
    [
      hvs,
      (s) =>
        `Key                  Value\n---                  -----\ntoken                ${s}\ntoken_accessor       ${r(B62, 24)}`,
    ],
    [legacy, (s) => `vault token renew ${s}`],
  ];
  for (const [gen, line] of lines) {
    const s = gen();
    add("vault-token", line(s), s);
  }
}

/** 20-31 characters of base62 under a credential name, in the placements an id name also takes. */
function addShortBase62(add: Add, r: R, mixed: (n: number) => string): void {
  const lines: [() => string, Line][] = [
    [() => mixed(20), (s) => `api_key = "${s}"`],
    [() => mixed(22), (s) => `"apiKey": "${s}",`],
    [() => r(LO, 24), (s) => `API_KEY=${s}`],
    [() => `${r(UP, 12)}${r(DI, 2)}${r(UP, 12)}`, (s) => `secret_key: ${s}`],
    [() => mixed(31), (s) => `access_token: "${s}"`],
    [() => `${r(LO, 10)}${r(UP, 10)}`, (s) => `clientSecret = '${s}'`],
    [() => mixed(26), (s) => `--api-key ${s}`],
    [() => `${r(LO + DI, 25)}`, (s) => `X-Api-Key: ${s}`],
  ];
  for (const [gen, line] of lines) {
    const s = gen();
    add("short-base62-credential", line(s), s);
  }
}
