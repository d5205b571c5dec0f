// Where a credential shows up in a coding agent's session: shells, env files, config formats, code in many
// languages, HTTP, logs, diffs, notebooks, CI, containers, prose in several languages. Each placement turns
// p = {T (the value), NAME (an env var name), lower, camel, kebab, pascal, cli (a command with {T}), r} into
// text. `named` placements carry a label (the variable name or a word like token/key) next to the value.

const api = (p) => p.lower.replace(/_(token|key|api_key|pat|secret|password|secret_key)$/, "") || "svc";

/** @type {Array<{context: string, named: boolean, fn: (p: any) => string}>} */
export const PLACEMENTS = [
  { context: "shell-export", named: true, fn: (p) => `$ export ${p.NAME}=${p.T}\n$ npm run deploy` },
  { context: "shell-export-quoted", named: true, fn: (p) => `export ${p.NAME}='${p.T}'` },
  { context: "env-prefix", named: true, fn: (p) => `${p.NAME}="${p.T}" pnpm --filter api test` },
  {
    context: "dotenv",
    named: true,
    fn: (p) => `# .env.production\nNODE_ENV=production\nLOG_LEVEL=info\n${p.NAME}=${p.T}\nPORT=8080\n`,
  },
  { context: "powershell", named: true, fn: (p) => `PS C:\\src\\app> $env:${p.NAME} = "${p.T}"` },
  { context: "cmd-set", named: true, fn: (p) => `C:\\Users\\dev> set ${p.NAME}=${p.T}` },
  { context: "fish", named: true, fn: (p) => `set -Ux ${p.NAME} ${p.T}` },
  {
    context: "docker-run",
    named: true,
    fn: (p) => `docker run --rm -e ${p.NAME}=${p.T} -p 3000:3000 ghcr.io/acme/api:1.8.2`,
  },
  {
    context: "dockerfile",
    named: true,
    fn: (p) =>
      `FROM python:3.12-slim\nWORKDIR /app\nENV ${p.NAME}=${p.T}\nCOPY . .\nRUN pip install -r requirements.txt`,
  },
  {
    context: "compose",
    named: true,
    fn: (p) =>
      `services:\n  worker:\n    image: acme/worker\n    environment:\n      ${p.NAME}: "${p.T}"\n      QUEUE: default`,
  },
  {
    context: "k8s-secret",
    named: true,
    fn: (p) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${p.kebab}\ntype: Opaque\nstringData:\n  ${p.lower}: ${p.T}`,
  },
  {
    context: "k8s-env",
    named: true,
    fn: (p) =>
      `        env:\n          - name: ${p.NAME}\n            value: "${p.T}"\n          - name: TZ\n            value: UTC`,
  },
  {
    context: "github-actions",
    named: true,
    fn: (p) =>
      `jobs:\n  release:\n    runs-on: ubuntu-latest\n    env:\n      ${p.NAME}: ${p.T}\n    steps:\n      - uses: actions/checkout@v4`,
  },
  { context: "gitlab-ci", named: true, fn: (p) => `variables:\n  ${p.NAME}: "${p.T}"\n  GIT_DEPTH: "1"` },
  {
    context: "terraform",
    named: true,
    fn: (p) => `variable "${p.lower}" {\n  type      = string\n  default   = "${p.T}"\n  sensitive = true\n}`,
  },
  { context: "tfvars", named: true, fn: (p) => `region      = "eu-west-1"\n${p.lower} = "${p.T}"` },
  { context: "json-config", named: true, fn: (p) => `{\n  "${p.camel}": "${p.T}",\n  "retries": 3\n}` },
  {
    context: "yaml-config",
    named: true,
    fn: (p) => `${api(p)}:\n  base_url: https://api.internal\n  ${p.lower}: ${p.T}`,
  },
  { context: "toml", named: true, fn: (p) => `[${api(p)}]\n${p.lower} = "${p.T}"\ntimeout = 30` },
  { context: "ini", named: true, fn: (p) => `[default]\nregion = us-east-1\n${p.lower} = ${p.T}` },
  {
    context: "xml-config",
    named: true,
    fn: (p) => `<appSettings>\n  <add key="${p.pascal}" value="${p.T}" />\n</appSettings>`,
  },
  {
    context: "java-properties",
    named: true,
    fn: (p) => `spring.profiles.active=prod\napp.${p.lower.replace(/_/g, ".")}=${p.T}`,
  },
  {
    context: "python",
    named: false,
    fn: (p) => `client = Client(\n    api_key="${p.T}",\n    timeout=10,\n)`,
  },
  { context: "python-environ", named: true, fn: (p) => `os.environ["${p.NAME}"] = "${p.T}"` },
  {
    context: "javascript",
    named: true,
    fn: (p) => `const ${p.camel} = "${p.T}";\nexport default { ${p.camel} };`,
  },
  {
    context: "typescript",
    named: false,
    fn: (p) => `const client = new Client({ auth: \`${p.T}\`, retries: 2 });`,
  },
  { context: "go", named: true, fn: (p) => `func init() {\n\tos.Setenv("${p.NAME}", "${p.T}")\n}` },
  {
    context: "rust",
    named: false,
    fn: (p) => `let client = Client::builder()\n    .bearer(r"${p.T}")\n    .build()?;`,
  },
  { context: "java", named: true, fn: (p) => `private static final String ${p.NAME} = "${p.T}";` },
  { context: "csharp", named: true, fn: (p) => `var ${p.camel} = @"${p.T}";` },
  { context: "ruby", named: true, fn: (p) => `config.${p.lower} = '${p.T}'` },
  { context: "php", named: true, fn: (p) => `define('${p.NAME}', '${p.T}');` },
  { context: "kotlin", named: true, fn: (p) => `val ${p.camel}: String = "${p.T}"` },
  { context: "swift", named: true, fn: (p) => `let ${p.camel} = "${p.T}"` },
  {
    context: "shell-script",
    named: true,
    fn: (p) => `#!/usr/bin/env bash\nset -euo pipefail\n${p.NAME}=${p.T}\n./sync.sh`,
  },
  {
    context: "http-bearer",
    named: false,
    fn: (p) => `GET /v1/me HTTP/1.1\nHost: api.acme.dev\nAuthorization: Bearer ${p.T}\nAccept: */*`,
  },
  {
    context: "curl-bearer",
    named: false,
    fn: (p) => `curl -sS -H "Authorization: Bearer ${p.T}" https://api.acme.dev/v1/projects | jq .`,
  },
  {
    context: "curl-api-key-header",
    named: true,
    fn: (p) => `curl https://api.acme.dev/v2/jobs -H 'x-api-key: ${p.T}' -d @job.json`,
  },
  {
    context: "url-query",
    named: true,
    fn: (p) => `fetching https://api.acme.dev/v1/export?format=csv&api_key=${p.T}&page=2`,
  },
  {
    context: "log-line",
    named: false,
    fn: (p) =>
      `2026-11-26T09:14:03.221Z DEBUG http: outgoing headers={"authorization":"Bearer ${p.T}","user-agent":"sdk/2.1"}`,
  },
  {
    context: "json-escaped",
    named: true,
    fn: (p) => `{"type":"tool_result","content":"export ${p.NAME}=\\"${p.T}\\"\\necho done\\n"}`,
  },
  {
    context: "diff-added",
    named: true,
    fn: (p) =>
      `diff --git a/.env b/.env\n--- a/.env\n+++ b/.env\n@@ -1,2 +1,3 @@\n DEBUG=false\n+${p.NAME}=${p.T}\n REGION=eu`,
  },
  {
    context: "notebook",
    named: true,
    fn: (p) =>
      `{"cell_type": "code", "execution_count": 3, "metadata": {}, "source": ["import os\\n", "os.environ[\\"${p.NAME}\\"] = \\"${p.T}\\"\\n"]}`,
  },
  { context: "cli-command", named: false, fn: (p) => `$ ${p.cli.replace(/\{T\}/g, p.T)}` },
  {
    context: "cli-output",
    named: false,
    fn: (p) => `✓ Token created\n\n    ${p.T}\n\nCopy it now: you will not be able to see it again.`,
  },
  {
    context: "cli-table",
    named: false,
    fn: (p) => `NAME        VALUE                                  CREATED\nci-deploy   ${p.T}   2 days ago`,
  },
  {
    context: "printenv",
    named: true,
    fn: (p) => `$ env | sort\nHOME=/home/dev\n${p.NAME}=${p.T}\nPATH=/usr/local/bin:/usr/bin`,
  },
  { context: "heredoc", named: true, fn: (p) => `cat > .env.local <<'EOF'\n${p.NAME}=${p.T}\nEOF` },
  {
    context: "systemd",
    named: true,
    fn: (p) => `[Service]\nEnvironment="${p.NAME}=${p.T}"\nExecStart=/usr/bin/node server.js`,
  },
  { context: "makefile", named: true, fn: (p) => `${p.NAME} ?= ${p.T}\n\ndeploy:\n\t./scripts/deploy.sh` },
  {
    context: "helm-set",
    named: true,
    fn: (p) => `helm upgrade --install api ./chart --set secrets.${p.camel}=${p.T}`,
  },
  {
    context: "sql",
    named: true,
    fn: (p) => `INSERT INTO integrations (name, ${p.lower}) VALUES ('ci', '${p.T}');`,
  },
  {
    context: "error-message",
    named: false,
    fn: (p) => `Error: request failed with 401 Unauthorized (credential "${p.T}" was rejected)`,
  },
  { context: "csv", named: true, fn: (p) => `env,service,${p.lower}\nprod,billing,${p.T}` },
  {
    context: "form-body",
    named: true,
    fn: (p) =>
      `POST /token\nContent-Type: application/x-www-form-urlencoded\n\nclient_id=web&client_secret=${p.T}&grant_type=client_credentials`,
  },
  {
    context: "markdown-code",
    named: true,
    fn: (p) => `Put this in your shell profile:\n\n\`\`\`sh\nexport ${p.NAME}=${p.T}\n\`\`\``,
  },
  {
    context: "prose-en",
    named: false,
    fn: (p) => `ok here is the new one: ${p.T} — can you retry the upload with it?`,
  },
  {
    context: "prose-de",
    named: false,
    fn: (p) => `Hier ist der neue Schlüssel: ${p.T} bitte trag ihn in die Pipeline ein.`,
  },
  { context: "prose-fr", named: false, fn: (p) => `voici le jeton : ${p.T} (il expire dans 30 jours)` },
  { context: "prose-es", named: false, fn: (p) => `te paso la clave ${p.T}, no la subas al repo porfa` },
  { context: "prose-pt", named: false, fn: (p) => `usa essa chave aqui ${p.T} pra testar o deploy` },
  {
    context: "prose-ja",
    named: false,
    fn: (p) => `新しいトークンはこれです：${p.T} 設定しておいてください。`,
  },
  { context: "prose-zh", named: false, fn: (p) => `这是新的密钥 ${p.T} 请更新到配置里` },
  { context: "prose-ru", named: false, fn: (p) => `вот токен ${p.T}, только никому не показывай` },
  { context: "prose-it", named: false, fn: (p) => `ecco il token nuovo: ${p.T} prova adesso` },
  { context: "prose-pl", named: false, fn: (p) => `nowy klucz to ${p.T}, podmień go w CI` },
  { context: "prose-ko", named: false, fn: (p) => `새 토큰이에요 ${p.T} 이걸로 다시 해보세요` },
  { context: "prose-nl", named: false, fn: (p) => `hier is de sleutel: ${p.T} zet hem in de secrets` },
  { context: "prose-tr", named: false, fn: (p) => `yeni anahtar şu: ${p.T} bunu kullan` },
];

/** Name variants of an env var name: lower_snake, camelCase, kebab-case, PascalCase. */
export function nameForms(NAME) {
  const parts = NAME.toLowerCase().split("_").filter(Boolean);
  const cap = (s) => s[0].toUpperCase() + s.slice(1);
  return {
    NAME,
    lower: parts.join("_"),
    camel: parts[0] + parts.slice(1).map(cap).join(""),
    kebab: parts.join("-"),
    pascal: parts.map(cap).join(""),
  };
}
