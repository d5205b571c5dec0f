/**
 * Look-alikes of corpus-placements.ts, in the same placements: code and config that read a credential
 * from elsewhere (`${VAR}`, `@Value("${api.key}")`, `System.getenv`, `ENV.fetch`), stand-ins
 * (`<your-key>`, `changeme`, `xxxx`), ids, hashes and digests under id names, Helm checksums, Ansible
 * Vault ciphertext, files that hold a secret (`*_FILE=/run/secrets/…`), anti-forgery templates and
 * SAP's `X-CSRF-Token: Fetch` request, ids and hashes glued to CJK text, Vault accessors and
 * commands without a token. Values come from their own seeded PRNG.
 */
import { B62, DI, HEX, LO, mulberry32, URL } from "./corpus-alphabets.js";

type AddNegative = (kind: string, ...texts: string[]) => void;

export function addPlacementNegatives(add: AddNegative, seed = 20261202): void {
  const rand = mulberry32(seed);
  const r = (alphabet: string, n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const id = () => `${r(B62, 2)}${r(DI, 1)}${r(B62, 21)}`;
  add(
    "near-code-placements",
    `@Value("\${api.key}")\nprivate String apiKey;`,
    `    @Value("#{environment.API_KEY}") private String authToken;`,
    `val creds = mapOf("api_key" to System.getenv("API_KEY"), "region" to "eu")`,
    `Map("password" -> sys.env("DB_PASSWORD"))`,
    `request.setValue("application/json", forHTTPHeaderField: "Content-Type")`,
    `request.setValue(apiKey, forHTTPHeaderField: "X-API-Key")`,
    `ENV['SECRET_TOKEN'] ||= SecureRandom.hex(32)`,
    `.basic_auth("svc", Some(&password))`,
    `std::string password{getenv("DB_PASSWORD")};`,
    `curl_easy_setopt(curl, CURLOPT_PASSWORD, password);`,
    `curl_easy_setopt(curl, CURLOPT_USERNAME, "deploy");`,
    `const requestId = "${id()}"`,
    `request_id = "${id()}"`,
    `let commitSha = "${r(HEX, 40)}"`,
    `cfg := Config{TraceID: "${r(HEX, 32)}", Region: "us-east-1"}`,
    `private static final String API_KEY_HEADER = "X-Api-Key";`,
    `$apiKey = getenv('API_KEY');`,
    `config :my_app, api_key: System.get_env("API_KEY")`,
    `let apiKey = ProcessInfo.processInfo.environment["API_KEY"] ?? ""`,
  );
  add(
    "near-config-placements",
    `<password>\${env.DB_PASSWORD}</password>`,
    `<password></password>`,
    `<add key="ApiKeyHeader" value="X-Api-Key" />`,
    `[database]\npassword = changeme`,
    `api_key = "<your-key>"`,
    `spring.datasource.password=\${DB_PASSWORD}`,
    `//npm.pkg.github.com/:_authToken=\${GITHUB_TOKEN}`,
    `[global]\nindex-url = https://pypi.org/simple\nextra-index-url = https://download.pytorch.org/whl/cu121`,
    `Environment=API_TOKEN_FILE=/run/secrets/api_token`,
    `    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password`,
    `  annotations:\n    checksum/secret: ${r(HEX, 64)}`,
    `auth:\n  existingSecret: redis-auth\n  existingSecretPasswordKey: redis-password`,
    `db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n          ${r(DI, 64)}\n          ${r(HEX, 64)}`,
    `org.gradle.jvmargs=-Xmx2g -Dfile.encoding=UTF-8`,
    `proxy_set_header X-Request-Id $request_id;`,
    `auth_basic_user_file /etc/nginx/.htpasswd;`,
    `image: registry.example.com/api@sha256:${r(HEX, 64)}`,
  );
  add(
    "near-literal-forms",
    `buildConfigField("String", "API_URL", "\\"https://api.example.com\\"")`,
    `buildConfigField("String", "API_KEY", "\\"\${localProperties['apiKey']}\\"")`,
    `resValue("string", "app_name", "Acme Shop")`,
    `Set-Item -Path Env:PATH -Value "C:\\tools\\bin;$env:PATH"`,
    `Set-Item -Path Env:API_KEY -Value $apiKey`,
    `<setting name="ApiSecret" serializeAs="String"><value>\${API_SECRET}</value></setting>`,
    `<setting name="RetryCount" serializeAs="String"><value>5</value></setting>`,
    `NSString *const kAPIKeyHeader = @"X-API-Key";`,
    `let timeout = env::var("TIMEOUT").unwrap_or("30".to_string());`,
    `let api_key = env::var("API_KEY").unwrap_or_default();`,
    `pub const MAGIC: &[u8] = b"${r(HEX, 8)}";`,
  );
  add(
    "near-csrf",
    `X-CSRF-Token: Fetch`,
    `X-CSRF-Token: \${csrfToken}`,
    `headers: { "X-CSRF-Token": csrfToken },`,
    `<input type="hidden" name="csrf_token" value="{{ csrf_token() }}">`,
    `csrf_token=<%= form_authenticity_token %>`,
    `Set the X-XSRF-TOKEN header from the XSRF-TOKEN cookie on every request.`,
    `curl -d "csrf_token=&amount=10" https://app.example.com/transfer`,
  );
  add(
    "near-cjk",
    `请求ID是${id()}`,
    `提交哈希：${r(HEX, 40)}`,
    `トレースIDは${r(HEX, 32)}です`,
    `密码已更新，请勿在聊天中发送。`,
    `我的用户名是alice_dev，邮箱是alice@example.com`,
    `client_id是${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`,
  );
  add(
    "near-vault",
    `vault token lookup -accessor ${r(B62, 24)}`,
    `token_accessor       ${r(B62, 24)}`,
    `export VAULT_TOKEN=$(cat ~/.vault-token)`,
    `vault token lookup`,
    `vault login -method=oidc role=dev`,
    `  s.Trim().ToLowerInvariant()`,
  );
  add(
    "near-short-base62",
    `request_id = "${r(B62, 24)}"`,
    `"traceId": "${r(LO + DI, 22)}",`,
    `X-Request-Id: ${r(B62, 26)}`,
    `session_name: ${r(LO, 24)}`,
    `nonce = '${r(URL, 22)}'`,
  );
}
