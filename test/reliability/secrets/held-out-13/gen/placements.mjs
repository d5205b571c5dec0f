// Generic placements: where a labelled credential value shows up in a coding agent's session.
// Each takes the random source and a token { label, vendor, host, value } and returns the text;
// the value appears in it verbatim. `urlSafe` placements are used only for values made of
// RFC 3986 unreserved characters; `long` ones only for values of 24+ chars.

const camel = (label) => label.toLowerCase().replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
const snake = (label) => label.toLowerCase();
const kebab = (label) => label.toLowerCase().replace(/_/g, "-");
const slug = (vendor) => vendor.toLowerCase().replace(/[^a-z0-9]+/g, "");

const ts = (R) =>
  `2026-11-${String(R.range(10, 26)).padStart(2, "0")}T${String(R.range(0, 23)).padStart(2, "0")}:${String(R.range(10, 59))}:${String(R.range(10, 59))}.${R.range(100, 999)}Z`;

const prose = {
  "prose-en": (t, v) =>
    `ok so the ${t.vendor} call keeps failing with 401. I pasted the key straight from the dashboard: ${v} — is it the wrong scope, or do I need to set it somewhere else?`,
  "prose-de": (t, v) =>
    `Kannst du bitte prüfen, warum ${t.vendor} immer 401 liefert? Der Schlüssel ist ${v} und steht auch in der .env. Muss ich ihn neu erzeugen?`,
  "prose-es": (t, v) =>
    `Hola, estoy integrando ${t.vendor} y me devuelve 403 con esta clave: ${v}\n¿Qué permisos le faltan? ¿La pongo en el archivo de configuración?`,
  "prose-fr": (t, v) =>
    `Voici mon jeton ${t.vendor} : « ${v} ». Pourquoi le déploiement échoue-t-il encore ? Faut-il le régénérer ?`,
  "prose-ja": (t, v) =>
    `${t.vendor}のキーは${v}です。なぜ認証エラーになるのでしょうか？設定ファイルに書いたほうがいいですか？`,
  "prose-zh": (t, v) => `我的${t.vendor}密钥是 ${v} ，为什么一直返回 401？需要重新生成吗？`,
  "prose-pt": (t, v) =>
    `Meu token do ${t.vendor} é ${v}. Por que o build falha na etapa de publicação? Preciso colocar em outro lugar?`,
  "prose-ru": (t, v) => `Вот ключ ${t.vendor}: ${v}\nПочему запрос возвращает 401? Его нужно перевыпустить?`,
  "prose-it": (t, v) =>
    `Ho messo la chiave di ${t.vendor} (${v}) nel file ma ricevo ancora "unauthorized". Cosa manca?`,
  "prose-ko": (t, v) => `${t.vendor} 토큰은 ${v} 입니다. 왜 401 오류가 나나요? 다시 발급해야 하나요?`,
  "prose-pl": (t, v) =>
    `Mój token do ${t.vendor} to ${v} — dlaczego dostaję 401? Czy trzeba go wygenerować ponownie?`,
  "prose-tr": (t, v) =>
    `${t.vendor} anahtarım şu: ${v}. Neden 401 hatası alıyorum, yeniden mi oluşturmalıyım?`,
  "prose-nl": (t, v) =>
    `Mijn ${t.vendor}-sleutel is ${v}, waarom werkt de koppeling niet? Moet die in de secrets?`,
  "prose-vi": (t, v) => `Khóa ${t.vendor} của tôi là ${v}, tại sao vẫn bị lỗi 401 vậy?`,
  "prose-ar": (t, v) => `هذا مفتاح ${t.vendor} الخاص بي: ${v} لماذا يظهر الخطأ 401؟`,
  "prose-hi": (t, v) => `मेरी ${t.vendor} key ${v} है, फिर भी 401 क्यों आ रहा है?`,
};

export const PLACEMENTS = [
  {
    name: "shell-export",
    fn: (_R, t) =>
      `$ export ${t.label}='${t.value}'\n$ ./scripts/release.sh --dry-run\nrelease: using ${t.vendor} credentials from env`,
  },
  {
    name: "dotenv",
    fn: (R, t) =>
      `# .env.local\nNODE_ENV=development\nPORT=${R.range(3000, 9000)}\n${t.label}=${t.value}\nLOG_LEVEL=debug\n`,
  },
  {
    name: "powershell-env",
    fn: (_R, t) =>
      `PS C:\\Users\\dev\\src\\app> $env:${t.label} = "${t.value}"\nPS C:\\Users\\dev\\src\\app> npm run sync`,
  },
  {
    name: "cmd-set",
    fn: (_R, t) => `C:\\build> set ${t.label}=${t.value}\nC:\\build> gradlew.bat assembleRelease`,
  },
  { name: "env-prefix", fn: (_R, t) => `${t.label}=${t.value} node scripts/seed.mjs --env staging` },
  { name: "fish-set", fn: (_R, t) => `~/src/app> set -gx ${t.label} ${t.value}\n~/src/app> make deploy` },
  { name: "nushell-env", fn: (_R, t) => `> $env.${t.label} = "${t.value}"\n> cargo run --release` },
  {
    name: "docker-run",
    fn: (R, t) =>
      `docker run --rm -e ${t.label}=${t.value} -p 8080:8080 ghcr.io/acme/${slug(t.vendor)}-worker:1.${R.int(20)}.0`,
  },
  {
    name: "dockerfile",
    fn: (_R, t) =>
      `FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install -r requirements.txt\nENV ${t.label}="${t.value}"\nCMD ["python", "main.py"]`,
  },
  {
    name: "compose",
    fn: (_R, t) =>
      `services:\n  api:\n    build: .\n    environment:\n      - ${t.label}=${t.value}\n      - REDIS_HOST=redis\n    ports:\n      - "8000:8000"`,
  },
  {
    name: "github-actions",
    fn: (_R, t) =>
      `jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      ${t.label}: ${t.value}\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./deploy.sh`,
  },
  {
    name: "gitlab-ci",
    fn: (_R, t) =>
      `variables:\n  ${t.label}: "${t.value}"\n\ndeploy:\n  stage: deploy\n  script:\n    - ./ci/deploy.sh`,
  },
  {
    name: "k8s-secret",
    fn: (_R, t) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${slug(t.vendor)}-creds\ntype: Opaque\nstringData:\n  ${kebab(t.label)}: "${t.value}"`,
  },
  {
    name: "k8s-env",
    fn: (_R, t) =>
      `      containers:\n        - name: worker\n          image: acme/worker:2.3.1\n          env:\n            - name: ${t.label}\n              value: "${t.value}"`,
  },
  {
    name: "terraform",
    fn: (_R, t) =>
      `provider "${slug(t.vendor)}" {\n  ${snake(t.label)} = "${t.value}"\n  region = "eu-west-1"\n}`,
  },
  {
    name: "tfvars",
    fn: (_R, t) => `# terraform.tfvars\nproject = "billing"\n${snake(t.label)} = "${t.value}"`,
  },
  {
    name: "helm-values",
    fn: (_R, t) => `${slug(t.vendor)}:\n  enabled: true\n  ${camel(t.label)}: ${t.value}\n  replicas: 2`,
  },
  {
    name: "json-config",
    fn: (_R, t) => JSON.stringify({ name: "worker", [camel(t.label)]: t.value, retries: 3 }, null, 2),
  },
  {
    name: "toml-config",
    fn: (_R, t) => `[${slug(t.vendor)}]\n${snake(t.label)} = "${t.value}"\ntimeout_ms = 5000`,
  },
  {
    name: "ini-config",
    fn: (_R, t) => `[${slug(t.vendor)}]\nendpoint = https://${t.host}\n${snake(t.label)} = ${t.value}\n`,
  },
  {
    name: "xml-appsettings",
    fn: (_R, t) =>
      `<appSettings>\n  <add key="Environment" value="Production" />\n  <add key="${t.label}" value="${t.value}" />\n</appSettings>`,
  },
  {
    name: "java-properties",
    fn: (_R, t) =>
      `spring.application.name=orders\n${slug(t.vendor)}.${camel(t.label)}=${t.value}\nserver.port=8081`,
  },
  {
    name: "python-code",
    fn: (_R, t) =>
      `import ${slug(t.vendor)}\n\nclient = ${slug(t.vendor)}.Client(${snake(t.label)}="${t.value}", timeout=30)\nprint(client.ping())`,
  },
  {
    name: "node-code",
    fn: (_R, t) =>
      `const client = new Client({\n  ${camel(t.label)}: '${t.value}',\n  baseURL: 'https://${t.host}',\n});`,
  },
  { name: "typescript-const", fn: (_R, t) => `export const ${t.label}: string = \`${t.value}\`;` },
  {
    name: "go-code",
    fn: (_R, t) =>
      `package config\n\nconst ${camel(t.label)} = "${t.value}"\n\nfunc Endpoint() string { return "https://${t.host}" }`,
  },
  {
    name: "rust-code",
    fn: (_R, t) => `let client = Client::builder()\n    .${snake(t.label)}("${t.value}")\n    .build()?;`,
  },
  {
    name: "java-code",
    fn: (_R, t) => `public final class Keys {\n    public static final String ${t.label} = "${t.value}";\n}`,
  },
  {
    name: "kotlin-gradle",
    fn: (_R, t) =>
      `android {\n    defaultConfig {\n        buildConfigField("String", "${t.label}", "\\"${t.value}\\"")\n    }\n}`,
  },
  { name: "swift-code", fn: (_R, t) => `enum Secrets {\n    static let ${camel(t.label)} = "${t.value}"\n}` },
  {
    name: "csharp-code",
    fn: (_R, t) =>
      `var client = new ${t.vendor.replace(/[^A-Za-z]/g, "")}Client(\n    ${camel(t.label)}: "${t.value}");`,
  },
  {
    name: "ruby-code",
    fn: (_R, t) =>
      `${t.vendor.replace(/[^A-Za-z]/g, "")}.configure do |c|\n  c.${snake(t.label)} = '${t.value}'\nend`,
  },
  {
    name: "php-code",
    fn: (_R, t) => `<?php\ndefine('${t.label}', '${t.value}');\n$client = new Client(${t.label});`,
  },
  { name: "dart-code", fn: (_R, t) => `// lib/env.dart\nconst String ${camel(t.label)} = '${t.value}';` },
  {
    name: "lua-code",
    fn: (_R, t) =>
      `local config = {\n  ${snake(t.label)} = "${t.value}",\n  region = "eu",\n}\nreturn config`,
  },
  {
    name: "arduino-code",
    fn: (_R, t) =>
      `#include <WiFi.h>\n#define ${t.label} "${t.value}"\nvoid setup() { Serial.begin(115200); }`,
  },
  { name: "r-code", fn: (_R, t) => `Sys.setenv(${t.label} = "${t.value}")\nlibrary(httr)` },
  { name: "julia-code", fn: (_R, t) => `ENV["${t.label}"] = "${t.value}"\nusing HTTP` },
  {
    name: "makefile",
    fn: (_R, t) => `export ${t.label} := ${t.value}\n\ndeploy:\n\t./bin/deploy --env prod`,
  },
  {
    name: "systemd-unit",
    fn: (_R, t) =>
      `[Service]\nExecStart=/usr/local/bin/worker\nEnvironment="${t.label}=${t.value}"\nRestart=always`,
  },
  {
    name: "crontab",
    fn: (_R, t) =>
      `# m h dom mon dow command\n*/15 * * * * ${t.label}=${t.value} /opt/sync/run.sh >> /var/log/sync.log 2>&1`,
  },
  {
    name: "launchd-plist",
    fn: (_R, t) =>
      `<key>EnvironmentVariables</key>\n<dict>\n    <key>${t.label}</key>\n    <string>${t.value}</string>\n</dict>`,
  },
  {
    name: "windows-reg",
    fn: (_R, t) =>
      `Windows Registry Editor Version 5.00\n\n[HKEY_CURRENT_USER\\Software\\Acme\\${t.vendor.replace(/[^A-Za-z]/g, "")}]\n"${camel(t.label)}"="${t.value}"`,
  },
  {
    name: "vscode-launch",
    fn: (_R, t) =>
      JSON.stringify(
        {
          version: "0.2.0",
          configurations: [{ type: "node", request: "launch", name: "API", env: { [t.label]: t.value } }],
        },
        null,
        2,
      ),
  },
  {
    name: "supervisor-conf",
    fn: (_R, t) =>
      `[program:worker]\ncommand=/srv/app/bin/worker\nenvironment=${t.label}="${t.value}",PYTHONUNBUFFERED="1"`,
  },
  { name: "jupyter-magic", fn: (_R, t) => `%env ${t.label}=${t.value}\nimport ${slug(t.vendor)}` },
  {
    name: "git-diff",
    fn: (R, t) =>
      `diff --git a/config/settings.yml b/config/settings.yml\nindex ${R.hex(7)}..${R.hex(7)} 100644\n--- a/config/settings.yml\n+++ b/config/settings.yml\n@@ -4,3 +4,4 @@ defaults:\n   region: eu-central-1\n-  ${snake(t.label)}: ""\n+  ${snake(t.label)}: "${t.value}"\n   retries: 3`,
  },
  {
    name: "transcript-tool-result",
    fn: (R, t) =>
      JSON.stringify({
        type: "user",
        message: {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: `toolu_01${R.b62(22)}`,
              content: `NODE_ENV=production\n${t.label}=${t.value}\nSENTRY_ENVIRONMENT=prod\n`,
            },
          ],
        },
        timestamp: ts(R),
      }),
  },
  {
    name: "transcript-bash-input",
    fn: (R, t) =>
      JSON.stringify({
        type: "assistant",
        message: {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: `toolu_01${R.b62(22)}`,
              name: "Bash",
              input: { command: `${t.label}="${t.value}" npm run e2e`, description: "Run e2e with the key" },
            },
          ],
        },
      }),
  },
  {
    name: "notebook-cell",
    fn: (R, t) =>
      JSON.stringify(
        {
          cell_type: "code",
          execution_count: R.range(1, 40),
          metadata: {},
          outputs: [],
          source: [
            "import os\n",
            `os.environ["${t.label}"] = "${t.value}"\n`,
            `client = ${slug(t.vendor)}.Client()\n`,
          ],
        },
        null,
        1,
      ),
  },
  {
    name: "json-double-escaped",
    fn: (_R, t) =>
      JSON.stringify({
        level: "info",
        msg: "config",
        body: JSON.stringify({ [camel(t.label)]: t.value, region: "us" }),
      }),
  },
  {
    name: "log-line",
    fn: (R, t) =>
      `${ts(R)} DEBUG [config] loaded ${t.label}=${t.value} from environment (pid=${R.range(1000, 60000)})`,
  },
  {
    name: "stack-trace",
    fn: (_R, t) =>
      `Traceback (most recent call last):\n  File "/app/sync.py", line 42, in <module>\n    client.auth("${t.value}")\n${slug(t.vendor)}.errors.AuthError: 401 Unauthorized`,
  },
  {
    name: "curl-bearer",
    fn: (_R, t) =>
      `curl -sS https://${t.host}/v1/me \\\n  -H "Authorization: Bearer ${t.value}" \\\n  -H "Accept: application/json"`,
  },
  {
    name: "http-verbose",
    fn: (R, t) =>
      `* Connected to ${t.host} (${R.range(3, 200)}.${R.int(255)}.${R.int(255)}.${R.int(255)}) port 443\n> POST /v2/events HTTP/2\n> Host: ${t.host}\n> user-agent: curl/8.5.0\n> authorization: Bearer ${t.value}\n> content-type: application/json\n>\n< HTTP/2 200`,
  },
  {
    name: "httpie",
    fn: (_R, t) => `$ http POST https://${t.host}/api/jobs X-Api-Key:${t.value} name=nightly`,
  },
  {
    name: "python-requests",
    fn: (_R, t) =>
      `resp = requests.get(\n    "https://${t.host}/v1/reports",\n    headers={"X-API-Key": "${t.value}"},\n)`,
  },
  {
    name: "url-query",
    urlSafe: true,
    fn: (R, t) =>
      `GET https://${t.host}/v1/items?api_key=${t.value}&page=2&limit=50 -> 200 (${R.range(20, 900)} ms)`,
  },
  {
    name: "cli-flag",
    fn: (_R, t) =>
      `$ ${slug(t.vendor)} deploy --${kebab(t.label)} ${t.value} --region eu-west-1\nDeploying… done.`,
  },
  { name: "cli-flag-equals", fn: (_R, t) => `npx ${slug(t.vendor)}-cli upload --token=${t.value} ./dist` },
  { name: "cli-login-positional", fn: (_R, t) => `$ ${slug(t.vendor)} login ${t.value}\nLogged in.` },
  {
    name: "cli-printed",
    fn: (_R, t) =>
      `$ ${slug(t.vendor)} tokens create --name ci\nCreated token "ci"\n  value: ${t.value}\nStore it now; it will not be shown again.`,
  },
  {
    name: "markdown-readme",
    fn: (_R, t) =>
      `## Local setup\n\n1. Copy \`.env.example\` to \`.env\`\n2. Set \`${t.label}\` to \`${t.value}\` (the team key)\n3. \`npm run dev\``,
  },
  {
    name: "yaml-list",
    fn: (_R, t) =>
      `secrets:\n  - name: ${kebab(t.label)}\n    value: ${t.value}\n  - name: region\n    value: eu`,
  },
  {
    name: "response-json",
    fn: (R, t) =>
      `HTTP/1.1 201 Created\ncontent-type: application/json\n\n{"id":${R.range(1000, 99999)},"name":"ci-bot","token":"${t.value}","expires_at":null}`,
  },
  { name: "wrapped", long: true, wrap: true, fn: null },
  ...Object.entries(prose).map(([name, f]) => ({ name, fn: (_R, t) => f(t, t.value) })),
];

/** Value split across two lines as a terminal or an editor soft-wrap shows it. */
export function wrapped(R, t) {
  const cut = Math.floor(t.secret.length / 2) + R.range(-3, 3);
  const a = t.secret.slice(0, cut);
  const b = t.secret.slice(cut);
  const style = R.int(3);
  const text =
    style === 0
      ? `${t.label}="${a}\\\n${b}"`
      : style === 1
        ? `│ ${t.vendor} key: ${a}│\n│ ${b}${" ".repeat(8)}│`
        : `${camel(t.label)} = (\n    "${a}"\n    "${b}"\n)`;
  return { text, secret: a, also: [b] };
}

export { camel, kebab, slug, snake, ts };
