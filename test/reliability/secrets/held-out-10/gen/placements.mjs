// Placements of one credential in what a coding agent's session shows: command output, files being
// read or edited, code in many languages, config formats, HTTP, logs, prose in several human languages.
// Each placement is (vendor, token, rand) => text. `label: false` placements show the token with no
// key or vendor word next to it, so only prefixed tokens are put there.

const camel = (env) => env.toLowerCase().replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
const kebab = (env) => env.toLowerCase().replace(/_/g, "-");
const lastWord = (env) => env.toLowerCase().split("_").slice(-2).join("_");
const json = (x) => JSON.stringify(x);

/** @type {{context: string, label?: boolean, text: (v: any, t: string, r: any) => string}[]} */
export const PLACEMENTS = [
  {
    context: "cat-dotenv",
    text: (v, t, r) =>
      `$ cat .env\nNODE_ENV=production\nPORT=${r.int(3000, 9000)}\n${v.env}=${t}\nLOG_LEVEL=info\n`,
  },
  {
    context: "cat-dotenv-quoted",
    text: (v, t) => `> cat apps/api/.env.local\n# ${v.label}\n${v.env}="${t}"\nFEATURE_FLAGS=beta,search\n`,
  },
  {
    context: "printenv",
    text: (v, t) => `$ printenv | grep -i ${v.env.split("_")[0].toLowerCase()}\n${v.env}=${t}\n`,
  },
  {
    context: "env-output",
    text: (v, t, r) =>
      `$ env\nSHELL=/bin/zsh\nHOME=/home/dev\nLANG=en_US.UTF-8\n${v.env}=${t}\nPATH=/usr/local/bin:/usr/bin:/bin\nTERM_SESSION_ID=w0t0p0:${r.uuid().toUpperCase()}\n`,
  },
  { context: "export", text: (v, t) => `export ${v.env}="${t}"` },
  {
    context: "export-single-quoted",
    text: (v, t) => `# add to ~/.zshrc\nexport ${v.env}='${t}'\nsource ~/.zshrc`,
  },
  {
    context: "powershell-env",
    text: (v, t) =>
      `PS C:\\Users\\dev\\src\\api> $env:${v.env} = "${t}"\nPS C:\\Users\\dev\\src\\api> npm run dev`,
  },
  { context: "cmd-set", text: (v, t) => `C:\\work\\svc>set ${v.env}=${t}\nC:\\work\\svc>node server.js` },
  { context: "fish-set", text: (v, t) => `set -gx ${v.env} ${t}` },
  { context: "env-prefix-command", text: (v, t) => `${v.env}=${t} npm run deploy -- --env=prod` },
  {
    context: "shell-history",
    text: (v, t, r) =>
      `$ history | tail -4\n ${r.int(400, 900)}  git status\n ${r.int(901, 999)}  ${v.env}=${t} ./scripts/sync.sh\n ${r.int(1000, 1100)}  ls -la\n`,
  },
  {
    context: "yaml-config",
    text: (v, t) =>
      `# config/production.yaml\nserver:\n  port: 8080\n${kebab(v.env).split("-")[0]}:\n  ${lastWord(v.env)}: ${t}\n  timeout_ms: 5000\n`,
  },
  {
    context: "yaml-block-scalar",
    text: (v, t) =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-env\ndata:\n  app.env: |\n    REGION=eu-west-1\n    ${v.env}=${t}\n    RETRIES=3\n`,
  },
  {
    context: "toml-config",
    text: (v, t) =>
      `[${kebab(v.env).split("-")[0]}]\nendpoint = "https://api.example.net"\n${lastWord(v.env)} = "${t}"\n`,
  },
  {
    context: "json-config",
    text: (v, t) => `{\n  "name": "worker",\n  "${camel(v.env)}": "${t}",\n  "retries": 3\n}`,
  },
  { context: "ini-config", text: (v, t) => `[default]\nregion = us-east-1\n${lastWord(v.env)} = ${t}\n` },
  {
    context: "xml-appsettings",
    text: (v, t) =>
      `<appSettings>\n  <add key="Environment" value="Production" />\n  <add key="${v.env}" value="${t}" />\n</appSettings>`,
  },
  {
    context: "java-properties",
    text: (v, t) =>
      `spring.application.name=billing\n${kebab(v.env).replace(/-/g, ".")}=${t}\nserver.port=8081`,
  },
  {
    context: "terraform-tfvars",
    text: (v, t) => `# terraform.tfvars\nregion = "eu-central-1"\n${lastWord(v.env)} = "${t}"\n`,
  },
  {
    context: "terraform-provider",
    text: (v, t) => `provider "${kebab(v.env).split("-")[0]}" {\n  ${lastWord(v.env)} = "${t}"\n}`,
  },
  {
    context: "dockerfile-env",
    text: (v, t) =>
      `FROM node:20-alpine\nWORKDIR /app\nENV ${v.env}=${t}\nCOPY . .\nRUN npm ci && npm run build`,
  },
  {
    context: "dockerfile-arg",
    text: (v, t) => `ARG ${v.env}=${t}\nRUN --mount=type=cache,target=/root/.npm npm ci`,
  },
  {
    context: "docker-run-flag",
    text: (v, t) => `docker run --rm -e ${v.env}=${t} -p 8080:8080 ghcr.io/acme/api:1.9.2`,
  },
  {
    context: "compose-environment",
    text: (v, t) =>
      `services:\n  api:\n    image: acme/api:latest\n    environment:\n      - ${v.env}=${t}\n      - PORT=8080\n`,
  },
  {
    context: "github-actions-env",
    text: (v, t) =>
      `jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      ${v.env}: ${t}\n    steps:\n      - uses: actions/checkout@v4\n`,
  },
  {
    context: "gitlab-ci-variables",
    text: (v, t) => `variables:\n  ${v.env}: "${t}"\n\ndeploy:\n  stage: deploy\n  script: ./deploy.sh\n`,
  },
  {
    context: "k8s-stringdata",
    text: (v, t) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${kebab(v.env)}\ntype: Opaque\nstringData:\n  ${v.env}: "${t}"\n`,
  },
  {
    context: "docker-inspect",
    text: (v, t) =>
      `$ docker inspect api-1 --format '{{json .Config.Env}}'\n["PATH=/usr/local/sbin:/usr/local/bin","${v.env}=${t}","NODE_VERSION=20.11.1"]`,
  },
  {
    context: "heroku-config",
    text: (v, t) =>
      `$ heroku config -a acme-api\n=== acme-api Config Vars\nDATABASE_POOL: 10\n${v.env}:${" ".repeat(Math.max(1, 24 - v.env.length))}${t}\nWEB_CONCURRENCY: 2`,
  },
  {
    context: "systemd-unit",
    text: (v, t) =>
      `[Service]\nExecStart=/usr/bin/node /srv/app/index.js\nEnvironment="${v.env}=${t}"\nRestart=always`,
  },
  {
    context: "python-code",
    text: (v, t) => `import os\n\nos.environ.setdefault("${v.env}", "${t}")\nclient = Client()`,
  },
  {
    context: "python-kwarg",
    text: (v, t) => `client = Client(\n    ${lastWord(v.env)}="${t}",\n    timeout=30,\n)`,
  },
  {
    context: "js-code",
    text: (v, t) =>
      `const ${camel(v.env)} = "${t}";\nexport const client = createClient({ ${camel(v.env)} });`,
  },
  {
    context: "ts-object",
    text: (v, t) => `export default {\n  ${camel(v.env)}: '${t}',\n  retries: 2,\n} satisfies Config;`,
  },
  {
    context: "go-code",
    text: (v, t) =>
      `func newClient() *Client {\n\treturn New(Config{${camel(v.env).replace(/^./, (c) => c.toUpperCase())}: "${t}"})\n}`,
  },
  {
    context: "rust-code",
    text: (v, t) => `let ${lastWord(v.env)} = "${t}";\nlet client = Client::new(${lastWord(v.env)});`,
  },
  { context: "java-code", text: (v, t) => `private static final String ${v.env} = "${t}";` },
  {
    context: "csharp-code",
    text: (v, t) =>
      `var options = new ClientOptions { ${camel(v.env).replace(/^./, (c) => c.toUpperCase())} = "${t}" };`,
  },
  {
    context: "php-code",
    text: (v, t) => `return [\n    '${lastWord(v.env)}' => '${t}',\n    'debug' => false,\n];`,
  },
  {
    context: "ruby-code",
    text: (v, t) => `Acme.configure do |config|\n  config.${lastWord(v.env)} = "${t}"\nend`,
  },
  { context: "swift-code", text: (v, t) => `let ${camel(v.env)} = "${t}"` },
  { context: "kotlin-code", text: (v, t) => `val ${camel(v.env)} = "${t}"` },
  {
    context: "shell-script-var",
    text: (v, t) => `#!/usr/bin/env bash\nset -euo pipefail\n${v.env}=${t}\ncurl -fsS "$BASE_URL/health"`,
  },
  {
    context: "diff-added",
    text: (v, t) =>
      `diff --git a/.env.example b/.env.example\n--- a/.env.example\n+++ b/.env.example\n@@ -3,2 +3,3 @@\n LOG_LEVEL=info\n-${v.env}=\n+${v.env}=${t}\n`,
  },
  {
    context: "edit-tool-new-string",
    text: (v, t) =>
      json({
        tool: "Edit",
        file_path: "/repo/src/config.ts",
        old_string: `${camel(v.env)}: process.env.${v.env},`,
        new_string: `${camel(v.env)}: "${t}",`,
      }),
  },
  {
    context: "edit-tool-old-string",
    text: (v, t) =>
      json({
        tool: "Edit",
        file_path: "/repo/settings.py",
        old_string: `${v.env} = "${t}"`,
        new_string: `${v.env} = os.environ["${v.env}"]`,
      }),
  },
  {
    context: "notebook-cell",
    text: (v, t) =>
      json({
        cell_type: "code",
        execution_count: 3,
        metadata: {},
        source: ["import os\n", `os.environ["${v.env}"] = "${t}"\n`, "df = load()\n"],
      }),
  },
  {
    context: "json-in-json",
    text: (v, t) =>
      json({ type: "tool_result", content: json({ config: { [camel(v.env)]: t, region: "us" } }) }),
  },
  {
    context: "jsonl-log",
    text: (v, t, r) =>
      json({
        level: "debug",
        time: 1764200000000 + r.int(0, 99999),
        msg: "client init",
        opts: { [camel(v.env)]: t },
      }),
  },
  {
    context: "ci-log-trace",
    text: (v, t, r) =>
      `2026-11-26T09:${r.int(10, 59)}:${r.int(10, 59)}.${r.int(1000000, 9999999)}Z + export ${v.env}=${t}\n2026-11-26T09:14:03.0000000Z + ./deploy.sh`,
  },
  {
    context: "error-message",
    text: (v, t) =>
      `Error: request failed with status 401: invalid ${v.label} "${t}"\n    at Client.request (node_modules/acme-sdk/dist/index.js:212:11)`,
  },
  {
    context: "python-traceback",
    text: (v, t) =>
      `Traceback (most recent call last):\n  File "sync.py", line 12, in <module>\n    api = Api(${lastWord(v.env)}="${t}")\nAuthenticationError: 401 Unauthorized`,
  },
  {
    context: "curl-bearer",
    text: (_v, t) => `curl -sS https://api.example.com/v1/me -H "Authorization: Bearer ${t}" | jq .`,
  },
  {
    context: "raw-http-request",
    text: (_v, t) =>
      `GET /v2/projects HTTP/1.1\r\nHost: api.example.io\r\nAuthorization: Bearer ${t}\r\nAccept: application/json\r\n`,
  },
  {
    context: "http-custom-header",
    text: (_v, t) =>
      `> GET /api/v1/status HTTP/2\n> Host: api.acme.dev\n> X-Api-Key: ${t}\n> user-agent: curl/8.5.0`,
  },
  {
    context: "url-query",
    text: (_v, t) => `fetching https://api.example.com/v1/items?limit=50&api_key=${t}&page=2`,
  },
  { context: "cli-flag", text: (v, t) => `./bin/sync --${kebab(v.env)} ${t} --dry-run` },
  { context: "cli-flag-equals", text: (_v, t) => `npx acme-cli deploy --token=${t} --project web` },
  {
    context: "helm-set",
    text: (v, t) => `helm upgrade --install api ./chart --set secrets.${camel(v.env)}=${t} -n prod`,
  },
  {
    context: "markdown-fence",
    text: (v, t) => `Add this to your \`.env\`:\n\n\`\`\`\n${v.env}=${t}\n\`\`\`\n`,
  },
  {
    context: "prompt-en",
    text: (v, t) => `why does this keep returning 401? my ${v.label} is ${t} and it worked yesterday`,
  },
  {
    context: "prompt-en-backticks",
    text: (v, t) => `can you put \`${t}\` in as the ${v.label} for now, I'll rotate it after the demo`,
  },
  {
    context: "prompt-en-multiline",
    text: (v, t) => `here's the ${v.label}:\n\n${t}\n\nwire it into the staging config please`,
  },
  {
    context: "prompt-es",
    text: (v, t) => `Hola, ¿por qué me da 401 si mi ${v.label} es ${t}? Ya lo regeneré ayer.`,
  },
  {
    context: "prompt-de",
    text: (v, t) => `Kannst du prüfen, warum der Upload fehlschlägt? Mein ${v.label}: ${t}`,
  },
  {
    context: "prompt-fr",
    text: (v, t) => `Voici mon ${v.label} : ${t} — est-ce que je dois le mettre dans le .env ?`,
  },
  {
    context: "prompt-pt",
    text: (v, t) => `Coloquei o ${v.label} ${t} no arquivo de config mas o deploy continua falhando`,
  },
  { context: "prompt-ja", text: (v, t) => `この${v.label}を使ってください：${t}。本番環境のものです。` },
  { context: "prompt-zh", text: (v, t) => `我的${v.label}是${t}，为什么请求一直返回 403？` },
  { context: "prompt-ru", text: (v, t) => `Вот мой ${v.label}: ${t} — добавь его в секреты CI, пожалуйста` },
  { context: "prompt-ko", text: (v, t) => `${v.label} 여기 있어요 ${t} 이걸로 배포 스크립트 고쳐 주세요` },
  { context: "prompt-it", text: (v, t) => `Ecco il ${v.label}: ${t}. Funziona solo in staging?` },
  { context: "prompt-pl", text: (v, t) => `Mój ${v.label} to ${t}, dlaczego dostaję błąd autoryzacji?` },
  { context: "prompt-tr", text: (v, t) => `${v.label} şu: ${t} — bunu GitHub secrets'a nasıl eklerim?` },
  { context: "prompt-nl", text: (v, t) => `Gebruik deze ${v.label} maar even: ${t} (ik roteer hem morgen)` },
  { context: "prompt-vi", text: (v, t) => `Đây là ${v.label} của tôi: ${t}, sao gọi API vẫn lỗi?` },
  { context: "prompt-uk", text: (v, t) => `Ось ${v.label}: ${t}, встав його в конфіг` },
  { context: "prompt-hi", text: (v, t) => `मेरा ${v.label} ${t} है, यह काम क्यों नहीं कर रहा?` },
  // no key or vendor word beside the token
  { context: "bare-prose", label: false, text: (_v, t) => `ok try again with ${t} then` },
  { context: "bare-command-output", label: false, text: (_v, t) => `$ ./scripts/print-token.sh\n${t}\n$ ` },
  { context: "bare-json-array", label: false, text: (_v, t) => `[\n  "${t}"\n]` },
  { context: "bare-positional", label: false, text: (_v, t) => `./scripts/rotate.sh ${t} --region eu` },
  { context: "bare-quoted-arg", label: false, text: (_v, t) => `await client.connect('${t}');` },
];
