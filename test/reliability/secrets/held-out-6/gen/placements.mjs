// Where a coding session shows a token: each placement turns (token, variable name, service) into
// one realistic context. Wording is this corpus's own.

const ts = (r) =>
  `2026-11-${String(r.int(10, 28)).padStart(2, "0")}T${String(r.int(0, 23)).padStart(2, "0")}:${String(r.int(10, 59))}:${String(r.int(10, 59))}.${r.int(100, 999)}Z`;

const lower = (v) => v.toLowerCase();
const camel = (v) => lower(v).replace(/_([a-z])/g, (_, c) => c.toUpperCase());

/** Each entry: [kind, context, (token, varName, service, rng) => text]. */
export const PLACEMENTS = [
  ["export", "shell", (t, v) => `$ export ${v}=${t}\n$ npm run deploy:staging`],
  ["export-quoted", "shell", (t, v) => `export ${v}="${t}" && ./scripts/sync.sh --dry-run`],
  ["env-prefix", "shell", (t, v) => `${v}='${t}' node scripts/release.mjs --tag next`],
  [
    "powershell-env",
    "shell",
    (t, v) => `PS C:\\src\\billing> $env:${v} = "${t}"\nPS C:\\src\\billing> dotnet run`,
  ],
  ["cmd-setx", "shell", (t, v) => `C:\\Users\\dev> setx ${v} "${t}"\n\nSUCCESS: Specified value was saved.`],
  [
    "docker-run-env",
    "shell",
    (t, v) => `docker run --rm -e ${v}=${t} -p 8080:8080 ghcr.io/acme/worker:2.4.1`,
  ],
  ["gh-secret-set", "shell", (t, v) => `gh secret set ${v} --body "${t}" --repo acme/platform`],
  [
    "python",
    "code",
    (t, _v, s) =>
      `import os\n\nclient = Client(\n    api_key="${t}",  # TODO move to env\n    timeout=30,\n)\n# ${s} client for the nightly export`,
  ],
  [
    "kotlin",
    "code",
    (t, v) => `object Secrets {\n    private const val ${v} = "${t}"\n    fun header() = "Bearer $${v}"\n}`,
  ],
  [
    "swift",
    "code",
    (t, v) =>
      `struct APIConfig {\n    static let ${camel(v)} = "${t}"\n    static let baseURL = URL(string: "https://api.acme.dev")!\n}`,
  ],
  [
    "elixir",
    "code",
    (t, v) => `config :acme, Acme.Upstream,\n  base_url: "https://api.acme.dev",\n  ${lower(v)}: "${t}"`,
  ],
  [
    "rust",
    "code",
    (t, v) => `const ${v}: &str = "${t}";\n\nfn client() -> reqwest::Client {\n    reqwest::Client::new()\n}`,
  ],
  [
    "php",
    "code",
    (t, _v) =>
      `<?php\n$client = new \\GuzzleHttp\\Client([\n    'headers' => ['Authorization' => 'Bearer ${t}'],\n]);`,
  ],
  ["ruby", "code", (t, v) => `Acme.configure do |c|\n  c.${lower(v)} = '${t}'\n  c.retries = 3\nend`],
  [
    "lua",
    "code",
    (t, v) =>
      `local http = require("socket.http")\nlocal ${lower(v)} = "${t}"\nlocal url = base .. "/v1/items"`,
  ],
  [
    "r",
    "code",
    (t, v) =>
      `Sys.setenv(${v} = "${t}")\nres <- httr::GET(url, httr::add_headers(Accept = "application/json"))`,
  ],
  ["dart", "code", (t, v) => `class Env {\n  static const ${camel(v)} = '${t}';\n}`],
  [
    "zig",
    "code",
    (t, v) => `const std = @import("std");\nconst ${lower(v)} = "${t}";\n\npub fn main() !void {}`,
  ],
  [
    "go",
    "code",
    (t, _v) => `req.Header.Set("Authorization", "Bearer ${t}")\nresp, err := http.DefaultClient.Do(req)`,
  ],
  ["typescript", "code", (t, v) => `const client = new Client({\n  token: process.env.${v} ?? "${t}",\n});`],
  ["java", "code", (t, v) => `private static final String ${v} =\n        "${t}";`],
  [
    "csharp",
    "code",
    (t, _v) => `var client = new HttpClient();\nclient.DefaultRequestHeaders.Add("X-Api-Key", "${t}");`,
  ],
  [
    "dotenv-cat",
    "output",
    (t, v) => `$ cat .env.production\nNODE_ENV=production\nPORT=3000\n${v}=${t}\nLOG_LEVEL=info`,
  ],
  [
    "yaml",
    "config",
    (t, v, s) => `# ${s}\nintegrations:\n  ${lower(v)}:\n    enabled: true\n    token: ${t}`,
  ],
  ["toml", "config", (t, v) => `[upstream]\nurl = "https://api.acme.dev"\n${lower(v)} = "${t}"\nretries = 2`],
  [
    "ini",
    "config",
    (t, _v, s) =>
      `[${s.toLowerCase().replace(/[^a-z]/g, "")}]\nendpoint = https://api.acme.dev\ntoken = ${t}`,
  ],
  ["hcl", "config", (t, _v) => `provider "acme" {\n  region = "eu-west-1"\n  token  = "${t}"\n}`],
  [
    "github-actions-literal",
    "config",
    (t, v) =>
      `    steps:\n      - uses: actions/checkout@v4\n      - run: ./deploy.sh\n        env:\n          ${v}: ${t}`,
  ],
  [
    "json-response",
    "json",
    (t) => `{"id":"tok_${"7"}","type":"api_key","token":"${t}","scopes":["read","write"],"expires_at":null}`,
  ],
  [
    "json-escaped-env",
    "json",
    (t, v) => `{"name":"worker","env":"NODE_ENV=production\\n${v}=${t}\\nPORT=8080","restart":"always"}`,
  ],
  [
    "curl-bearer",
    "header",
    (t) => `curl -sS -H "Authorization: Bearer ${t}" https://api.acme.dev/v2/projects | jq '.[0]'`,
  ],
  [
    "raw-header",
    "header",
    (t) => `GET /v1/me HTTP/1.1\nHost: api.acme.dev\nAuthorization: token ${t}\nAccept: */*`,
  ],
  [
    "x-api-key",
    "header",
    (t) =>
      `> POST /v3/events HTTP/2\n> host: ingest.acme.dev\n> x-api-key: ${t}\n> content-type: application/json`,
  ],
  [
    "log-header",
    "log",
    (t, _v, _s, r) =>
      `${ts(r)} DEBUG http.client request headers={"Authorization":"Bearer ${t}","User-Agent":"acme/1.8"}`,
  ],
  [
    "log-config-dump",
    "log",
    (t, v, _s, r) =>
      `[${ts(r)}] INFO  boot: loaded config {${lower(v)}=${t}, region=eu-central-1, workers=4}`,
  ],
  ["url-query", "url", (t) => `https://api.acme.dev/v1/export?format=csv&access_token=${t}&page=2`],
  ["url-path", "url", (t) => `wget https://downloads.acme.dev/artifacts/${t}/build-1842.tar.gz`],
  [
    "diff-added",
    "other",
    (t, v) => `--- a/.env.example\n+++ b/.env.example\n@@ -3,2 +3,3 @@\n PORT=3000\n-${v}=\n+${v}=${t}`,
  ],
  [
    "markdown-table",
    "other",
    (t, _v, s) => `| env | service | value |\n|-----|---------|-------|\n| prod | ${s} | \`${t}\` |`,
  ],
  [
    "stack-trace",
    "log",
    (t, _v, _s) =>
      `Traceback (most recent call last):\n  File "sync.py", line 42, in <module>\n    upload(token="${t}")\n  File "sync.py", line 17, in upload\nPermissionError: 403 Forbidden`,
  ],
  [
    "cli-created",
    "output",
    (t, _v, _s) =>
      `$ acme tokens create --name ci-bot --scope write\n✔ Token created. Copy it now, it will not be shown again:\n\n  ${t}\n`,
  ],
  [
    "prose-en",
    "prose",
    (t, _v, s) =>
      `I generated a fresh ${s} token for the staging job, it's ${t} — can you wire it into the deploy step?`,
  ],
  ["prose-zh", "prose", (t, _v, s) => `这是新的 ${s} 令牌：${t}，请配置到 CI 里，不要提交到仓库。`],
  [
    "prose-de",
    "prose",
    (t, _v, s) => `Hier ist der neue ${s}-Schlüssel: ${t} – bitte nur in der Pipeline verwenden.`,
  ],
  ["prose-es", "prose", (t, _v, s) => `Te paso la clave de ${s} para probar: "${t}". Luego la rotamos.`],
  [
    "prose-fr",
    "prose",
    (t, _v, s) => `Voici le jeton ${s} pour la préprod : ${t} (à révoquer après la démo).`,
  ],
  ["prose-ja", "prose", (t, _v, s) => `${s}のトークンは ${t} です。本番では使わないでください。`],
  ["prose-pt", "prose", (t, _v, s) => `Segue o token do ${s}: ${t} — coloca no cofre depois, por favor.`],
  ["prose-ru", "prose", (t, _v, s) => `Вот токен ${s} для стенда: ${t}, потом отзовём.`],
  ["prose-ko", "prose", (t, _v, s) => `${s} 토큰은 ${t} 입니다. 커밋하지 마세요.`],
  ["prose-it", "prose", (t, _v, s) => `Ecco la chiave ${s} per il test: ${t}, poi la revochiamo.`],
];
