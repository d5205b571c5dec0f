// Placements for a named credential value: source code in many languages, config files of many formats,
// and the views a coding agent has of them (numbered Read output, Edit inputs, diffs, command output,
// JSON inside JSON, notebooks, pasted prompts). Each returns { context, text }; the value appears verbatim.

const camel = (env) => env.toLowerCase().replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
const snake = (env) => env.toLowerCase();
const kebab = (env) => env.toLowerCase().replace(/_/g, "-");
const pascal = (env) => camel(env).replace(/^./, (c) => c.toUpperCase());
const dotted = (env) => env.toLowerCase().replace(/_/g, ".");

/** Numbered lines as Claude Code's Read tool shows them: right-aligned number, arrow, line. */
export function readView(lines, start = 1) {
  return lines.map((l, i) => `${String(start + i).padStart(6, " ")}→${l}`).join("\n");
}

/** @type {Record<string, (r: any, env: string, v: string) => string>} */
export const CODE = {
  go: (r, e, v) =>
    r.pick([
      `package config\n\nconst ${camel(e)} = "${v}"\n`,
      `\tclient := resty.New().SetAuthToken("${v}")\n\tresp, err := client.R().Get(baseURL + "/v1/me")`,
      `func TestClient(t *testing.T) {\n\tt.Setenv("${e}", "${v}")\n\tc := NewClient()\n`,
      `var cfg = Config{\n\tEndpoint: "https://api.internal.example.net",\n\t${pascal(e)}: "${v}",\n\tTimeout:  30 * time.Second,\n}`,
    ]),
  java: (r, e, v) =>
    r.pick([
      `public final class Secrets {\n    public static final String ${e} = "${v}";\n}`,
      `HttpRequest req = HttpRequest.newBuilder(uri)\n    .header("Authorization", "Bearer ${v}")\n    .GET().build();`,
      `    @Value("\${${dotted(e)}:${v}}")\n    private String ${camel(e)};`,
      `        props.setProperty("${dotted(e)}", "${v}");`,
    ]),
  kotlin: (r, e, v) =>
    r.pick([
      `object BuildSecrets {\n    const val ${e} = "${v}"\n}`,
      `val client = OkHttpClient.Builder()\n    .addInterceptor { it.proceed(it.request().newBuilder().header("X-Api-Key", "${v}").build()) }\n    .build()`,
      `buildConfigField("String", "${e}", "\\"${v}\\"")`,
    ]),
  csharp: (r, e, v) =>
    r.pick([
      `private const string ${pascal(e)} = "${v}";`,
      `services.AddHttpClient("vendor", c => c.DefaultRequestHeaders.Authorization =\n    new AuthenticationHeaderValue("Bearer", "${v}"));`,
      `[Theory]\n[InlineData("${v}")]\npublic void Accepts_valid_key(string key) => Assert.True(KeyFormat.IsValid(key));`,
      `Environment.SetEnvironmentVariable("${e}", @"${v}");`,
    ]),
  swift: (r, e, v) =>
    r.pick([
      `enum Secrets {\n    static let ${camel(e)} = "${v}"\n}`,
      `request.setValue("Bearer ${v}", forHTTPHeaderField: "Authorization")`,
      `let config = Configuration(${camel(e)}: "${v}", region: .euWest)`,
    ]),
  ruby: (r, e, v) =>
    r.pick([
      `Vendor.configure do |config|\n  config.${snake(e)} = '${v}'\nend`,
      `ENV['${e}'] ||= "${v}"`,
      `let(:token) { "${v}" }`,
    ]),
  php: (r, e, v) =>
    r.pick([
      `define('${e}', '${v}');`,
      `$client = new \\GuzzleHttp\\Client(['headers' => ['Authorization' => 'Bearer ${v}']]);`,
      `return [\n    '${snake(e)}' => env('${e}', '${v}'),\n];`,
    ]),
  rust: (r, e, v) =>
    r.pick([
      `const ${e}: &str = "${v}";`,
      `let resp = reqwest::Client::new()\n    .get(url)\n    .bearer_auth("${v}")\n    .send()\n    .await?;`,
      `std::env::set_var("${e}", "${v}");`,
    ]),
  elixir: (r, e, v) =>
    r.pick([
      `config :my_app, MyApp.Vendor,\n  ${snake(e)}: "${v}"`,
      `@${snake(e)} "${v}"`,
      `Req.get!(url, auth: {:bearer, "${v}"})`,
    ]),
  scala: (r, e, v) =>
    r.pick([`val ${camel(e)}: String = "${v}"`, `basicRequest.auth.bearer("${v}").get(uri"$base/v2/items")`]),
  dart: (r, e, v) =>
    r.pick([`const ${camel(e)} = '${v}';`, `final headers = {'Authorization': 'Bearer ${v}'};`]),
  r: (r, e, v) =>
    r.pick([`Sys.setenv(${e} = "${v}")`, `req <- httr2::request(base) |> req_auth_bearer_token("${v}")`]),
  lua: (r, e, v) =>
    r.pick([`local ${snake(e)} = "${v}"`, `M.setup({ ${snake(e)} = "${v}", timeout = 5000 })`]),
  c: (r, e, v) =>
    r.pick([
      `#define ${e} "${v}"`,
      `static const char *${snake(e)} = "${v}";`,
      `curl_easy_setopt(curl, CURLOPT_XOAUTH2_BEARER, "${v}");`,
    ]),
  cpp: (r, e, v) =>
    r.pick([`constexpr std::string_view k${pascal(e)}{"${v}"};`, `client.set_api_key(std::string{"${v}"});`]),
  python: (r, e, v) =>
    r.pick([
      `client = Client(api_key="${v}")`,
      `os.environ.setdefault("${e}", "${v}")`,
      `@pytest.fixture\ndef token():\n    return "${v}"`,
      `${e} = '${v}'  # TODO move to vault`,
    ]),
  typescript: (r, e, v) =>
    r.pick([
      `const ${camel(e)} = process.env.${e} ?? "${v}";`,
      `export const config = {\n  ${camel(e)}: '${v}',\n} as const;`,
      `const res = await fetch(url, { headers: { Authorization: \`Bearer ${v}\` } });`,
    ]),
};

/** @type {Record<string, (r: any, env: string, v: string) => string>} */
export const CONFIG = {
  toml: (r, e, v) => `[${r.pick(["vendor", "tool.deploy", "auth"])}]\n${snake(e)} = "${v}"\ntimeout = 30`,
  ini: (_r, e, v) => `[default]\nregion = eu-central-1\n${snake(e)} = ${v}`,
  hcl: (r, e, v) =>
    r.pick([
      `provider "vendor" {\n  ${snake(e)} = "${v}"\n}`,
      `variable "${snake(e)}" {\n  type    = string\n  default = "${v}"\n}`,
      `resource "kubernetes_secret" "app" {\n  data = {\n    ${snake(e)} = "${v}"\n  }\n}`,
    ]),
  xml: (r, e, v) =>
    r.pick([
      `<appSettings>\n  <add key="${pascal(e)}" value="${v}" />\n</appSettings>`,
      `<bean id="client" class="com.vendor.Client">\n  <property name="${camel(e)}" value="${v}"/>\n</bean>`,
    ]),
  properties: (_r, e, v) => `# vendor\n${dotted(e)}=${v}\n${dotted(e).split(".")[0]}.timeout=30s`,
  "spring-yaml": (_r, e, v) => `spring:\n  application:\n    name: billing\nvendor:\n  ${kebab(e)}: ${v}`,
  yaml: (_r, e, v) => `${snake(e)}: "${v}"`,
  dotenv: (r, e, v) => r.pick([`${e}=${v}`, `${e}="${v}"`, `# local only\n${e}='${v}'\nDEBUG=1`]),
  json: (_r, e, v) => `{\n  "${camel(e)}": "${v}",\n  "retries": 3\n}`,
  "docker-compose": (r, e, v) =>
    r.pick([
      `services:\n  api:\n    image: ghcr.io/acme/api:1.4\n    environment:\n      - ${e}=${v}`,
      `services:\n  worker:\n    environment:\n      ${e}: "${v}"`,
    ]),
  dockerfile: (r, e, v) => r.pick([`ENV ${e}=${v}`, `ARG ${e}=${v}\nRUN ./configure --with-key "$${e}"`]),
  "github-actions": (_r, e, v) => `    steps:\n      - run: ./deploy.sh\n        env:\n          ${e}: ${v}`,
  "gitlab-ci": (_r, e, v) => `variables:\n  ${e}: "${v}"\ndeploy:\n  script: make release`,
  "k8s-secret": (_r, e, v) =>
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n  ${e}: ${v}`,
  "k8s-env": (_r, e, v) => `        env:\n          - name: ${e}\n            value: "${v}"`,
  helm: (_r, e, v) => `vendor:\n  enabled: true\n  ${camel(e)}: ${v}`,
  ansible: (_r, e, v) => `# group_vars/prod.yml\n${snake(e)}: "${v}"`,
  systemd: (_r, e, v) => `[Service]\nEnvironment="${e}=${v}"\nExecStart=/usr/local/bin/worker`,
  nginx: (r, _e, v) =>
    r.pick([
      `location /api/ {\n    proxy_set_header Authorization "Bearer ${v}";\n    proxy_pass http://upstream;\n}`,
      `proxy_set_header X-Api-Key ${v};`,
    ]),
  apache: (_r, e, v) => `<VirtualHost *:443>\n    SetEnv ${e} ${v}\n</VirtualHost>`,
  "gradle-properties": (_r, e, v) => `org.gradle.jvmargs=-Xmx2g\n${camel(e)}=${v}`,
  "launch-json": (_r, e, v) => `"env": {\n  "${e}": "${v}"\n}`,
};

/** @type {Record<string, (r: any, env: string, v: string) => string>} */
export const SHELL = {
  export: (r, e, v) =>
    r.pick([`export ${e}=${v}`, `export ${e}="${v}"`, `$ export ${e}='${v}' && make deploy`]),
  "env-prefix": (r, e, v) =>
    `${e}=${v} ${r.pick(["npm run deploy", "python sync.py", "go test ./...", "./bin/seed"])}`,
  powershell: (r, e, v) =>
    r.pick([`$env:${e} = "${v}"`, `[Environment]::SetEnvironmentVariable("${e}", "${v}", "User")`]),
  cmd: (_r, e, v) => `set ${e}=${v}`,
  fish: (_r, e, v) => `set -gx ${e} ${v}`,
  "docker-run": (_r, e, v) => `docker run --rm -e ${e}=${v} ghcr.io/acme/tool:latest sync`,
  curl: (r, _e, v) =>
    r.pick([
      `curl -sS https://api.example.com/v1/me -H "Authorization: Bearer ${v}"`,
      `curl -H 'X-API-Key: ${v}' https://api.example.com/v2/status`,
    ]),
};

const LANG_PROMPTS = [
  ["prompt-en", (v) => `why does this fail? I set the key to ${v} and still get 401`],
  ["prompt-fr", (v) => `Pourquoi ça ne marche pas ? Ma clé est ${v} et j'ai toujours une erreur 403.`],
  ["prompt-de", (v) => `Kannst du das prüfen? Der Schlüssel lautet ${v}, aber der Aufruf schlägt fehl.`],
  ["prompt-es", (v) => `¿Por qué falla? Puse el token ${v} en el .env y sigue sin funcionar.`],
  ["prompt-pt", (v) => `Pode testar com esta chave: ${v} — ela é do ambiente de staging.`],
  ["prompt-ja", (v) => `このトークン ${v} で認証できません。どこが間違っていますか？`],
  ["prompt-zh", (v) => `我的密钥是 ${v}，为什么一直返回 401？`],
  ["prompt-ru", (v) => `Вот мой токен: ${v} — почему сервер отвечает 401?`],
  ["prompt-ko", (v) => `이 키 ${v} 로 요청하면 권한 오류가 나요. 이유가 뭘까요?`],
  ["prompt-it", (v) => `Ho messo la chiave ${v} nel file di config ma non funziona, perché?`],
  ["prompt-tr", (v) => `Anahtarım ${v} ama istek yine reddediliyor, neden?`],
  ["prompt-pl", (v) => `Użyj tego tokenu: ${v} i sprawdź, czy wdrożenie przejdzie.`],
  ["prompt-nl", (v) => `Hier is de sleutel ${v}, kun je de integratie afmaken?`],
  ["prompt-hi", (v) => `यह की ${v} काम नहीं कर रही है, क्या गलत है?`],
];

/** @type {Record<string, (r: any, env: string, v: string) => string>} */
export const AGENT = {
  "read-tool": (r, e, v) => readView(["# settings", `${e}=${v}`, "LOG_LEVEL=info"], r.between(1, 40)),
  "read-tool-code": (r, _e, v) =>
    readView(
      ["import { Client } from './client.js';", "", `const client = new Client({ apiKey: "${v}" });`],
      r.between(1, 90),
    ),
  "edit-tool": (r, e, v) =>
    JSON.stringify({
      file_path: `/home/dev/app/${r.pick(["config.ts", "settings.py", ".env", "main.go"])}`,
      old_string: `${e}=${r.pick(["", "TODO"])}`,
      new_string: `${e}=${v}`,
    }),
  diff: (_r, e, v) =>
    `diff --git a/.env.production b/.env.production\n@@ -3,2 +3,3 @@\n LOG_LEVEL=warn\n-${e}=\n+${e}=${v}\n`,
  "command-output": (r, e, v) =>
    `$ ${r.pick(["env | grep", "printenv |grep", "set | grep"])} ${e.split("_")[0]}\n${e}=${v}`,
  "json-in-json": (_r, e, v) =>
    JSON.stringify({
      type: "tool_result",
      content: JSON.stringify({ [e]: v, region: "eu-west-1" }),
    }),
  notebook: (_r, e, v) =>
    JSON.stringify({ cell_type: "code", source: ["import os\n", `os.environ["${e}"] = "${v}"\n`] }, null, 1),
  "http-log": (r, _e, v) =>
    `${r.pick(["INFO", "DEBUG"])} 2026-11-20T10:1${r.int(10)}:02Z outgoing GET /v1/items headers={"Authorization":"Bearer ${v}","Accept":"application/json"}`,
  "url-query": (r, _e, v) =>
    `GET https://api.vendor.example/v3/report?format=csv&${r.pick(["api_key", "token", "access_token", "key"])}=${v}`,
  "yaml-comment": (_r, e, v) => `# ${snake(e)}: ${v}  (old one, rotated?)`,
};

export const PROMPTS = LANG_PROMPTS;
