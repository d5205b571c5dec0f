// Where a single vendor token shows up in a coding session: command lines, command output, code in
// many languages, config files, logs, diffs, headers, URLs, tables and prose. Each placement takes
// the token and returns { context, text } (and, for a token split across lines, the pieces).

const lowerName = (v) => v.env.toLowerCase();
const camel = (v) => v.env.toLowerCase().replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
const stamp = (r) =>
  `2026-${String(r.int(1, 11)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}T${String(r.int(0, 23)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")}.${r.int(100, 999)}Z`;

/** Prose in ten languages that quotes a value. */
export const PROSE = [
  (t, v) =>
    `Here's the ${v.vendor} key from the vault so you can rerun the sync: ${t} — please don't paste it anywhere else.`,
  (t, v) => `我把 ${v.vendor} 的密钥放在这里了：${t}，测试完记得在控制台里轮换掉。`,
  (t, v) => `Der ${v.vendor}-Token für die Staging-Umgebung lautet \`${t}\`, bitte nach dem Test widerrufen.`,
  (t, v) => `El token de ${v.vendor} que usamos en producción es "${t}"; lo rotamos el viernes.`,
  (t, v) => `Voici la clé ${v.vendor} pour le déploiement : ${t} (à révoquer après la démo).`,
  (t, v) => `${v.vendor} のトークンはこれです：${t} 。検証が終わったら無効化してください。`,
  (t, v) => `A chave do ${v.vendor} que o cliente mandou é ${t}, não suba isso pro repositório.`,
  (t, v) => `Токен ${v.vendor} для стенда: ${t} — после проверки отзовите его.`,
  (t, v) => `${v.vendor} 토큰은 ${t} 입니다. 테스트 끝나면 꼭 폐기해 주세요.`,
  (t, v) => `La chiave ${v.vendor} del cliente è ${t}, ricordati di revocarla dopo il rilascio.`,
];

/** @type {Array<(r:any, v:any, t:string) => {context:string, text:string}>} */
export const PLACEMENTS = [
  (_r, v, t) => ({ context: "shell", text: `export ${v.env}=${t}` }),
  (_r, v, t) => ({ context: "shell", text: `${v.env}='${t}' npm run deploy -- --env staging` }),
  (_r, v, t) => ({
    context: "shell",
    text: `curl -sS -X GET "https://${v.host || "api.example.net"}/v1/me" \\\n  -H "Authorization: Bearer ${t}" \\\n  -H "Accept: application/json"`,
  }),
  (_r, v, t) => ({ context: "shell", text: `PS C:\\Users\\dev\\src\\app> $env:${v.env} = "${t}"` }),
  (_r, v, t) => ({
    context: "shell",
    text: `C:\\work> setx ${v.env} "${t}"\n\nSUCCESS: Specified value was saved.`,
  }),
  (r, v, t) => ({
    context: "output",
    text: `$ cat .env.production\nNODE_ENV=production\nPORT=${r.int(3000, 9000)}\n${v.env}=${t}\nLOG_LEVEL=info`,
  }),
  (_r, v, t) => ({
    context: "config",
    text: `${v.vendor}:\n  enabled: true\n  api_key: ${t}\n  timeout_seconds: 30`,
  }),
  (_r, v, t) => ({ context: "config", text: `[integrations.${v.vendor}]\ntoken = "${t}"\nretries = 3` }),
  (_r, v, t) => ({
    context: "json",
    text: JSON.stringify({ integrations: { [v.vendor]: { apiKey: t, region: "eu-west-1" } } }, null, 2),
  }),
  (r, v, t) => ({
    context: "json",
    text: JSON.stringify({
      type: "tool_result",
      tool_use_id: `toolu_${r.alnum(24)}`,
      content: `$ grep ${v.env} .env\n${v.env}="${t}"\n`,
    }),
  }),
  (_r, v, t) => ({
    context: "code",
    text: `// build.gradle.kts\nval ${camel(v)} = "${t}"\nandroid { defaultConfig { buildConfigField("String", "API_KEY", "\\"$${camel(v)}\\"") } }`,
  }),
  (_r, v, t) => ({ context: "code", text: `enum Secrets {\n    static let ${camel(v)} = "${t}"\n}` }),
  (_r, v, t) => ({
    context: "code",
    text: `config :my_app, MyApp.${v.vendor[0].toUpperCase()}${v.vendor.slice(1)},\n  api_key: "${t}",\n  pool_size: 10`,
  }),
  (_r, v, t) => ({
    context: "code",
    text: `const ${v.env}: &str = "${t}";\n\nfn client() -> reqwest::Client { reqwest::Client::new() }`,
  }),
  (_r, v, t) => ({
    context: "code",
    text: `<?php\ndefine('${v.env}', '${t}');\n$client = new \\GuzzleHttp\\Client(['base_uri' => 'https://${v.host || "api.example.net"}']);`,
  }),
  (_r, v, t) => ({
    context: "code",
    text: `${v.vendor[0].toUpperCase()}${v.vendor.slice(1)}.configure do |c|\n  c.api_key = '${t}'\nend`,
  }),
  (_r, v, t) => ({
    context: "code",
    text: `local ${lowerName(v)} = "${t}"\nlocal res = http.request{ url = "https://${v.host || "api.example.net"}/v1", headers = { Authorization = "Bearer " .. ${lowerName(v)} } }`,
  }),
  (_r, v, t) => ({ context: "code", text: `Sys.setenv(${v.env} = "${t}")\nlibrary(httr2)` }),
  (_r, v, t) => ({
    context: "code",
    text: `const String ${camel(v)} = '${t}';\nfinal dio = Dio(BaseOptions(headers: {'Authorization': 'Bearer $${camel(v)}'}));`,
  }),
  (_r, v, t) => ({ context: "code", text: `const ${lowerName(v)} = "${t}";\nconst std = @import("std");` }),
  (_r, v, t) => ({
    context: "code",
    text: `client = ${v.vendor.replace(/[^a-z]/g, "")}.Client(api_key="${t}", timeout=20)`,
  }),
  (_r, _v, t) => ({ context: "code", text: `req.Header.Set("Authorization", "Bearer ${t}")` }),
  (_r, v, t) => ({ context: "code", text: `private static final String ${v.env} = "${t}";` }),
  (_r, v, t) => ({
    context: "code",
    text: `const client = new Client({ auth: "${t}", baseUrl: "https://${v.host || "api.example.net"}" });`,
  }),
  (r, v, t) => ({
    context: "log",
    text: `${stamp(r)} DEBUG http.client: -> GET https://${v.host || "api.example.net"}/v2/status headers={"user-agent":"app/2.3.1","authorization":"Bearer ${t}"}`,
  }),
  (_r, v, t) => ({
    context: "other",
    text: `diff --git a/.env.example b/.env.example\n@@ -3,2 +3,2 @@\n-${v.env}=\n+${v.env}=${t}\n LOG_LEVEL=debug`,
  }),
  (r, v, t) => ({ context: "prose", text: PROSE[r.int(0, PROSE.length - 1)](t, v) }),
  (_r, v, t) => ({
    context: "other",
    text: `| name | value | scope |\n|---|---|---|\n| ${v.env} | ${t} | production |\n| REGION | eu-central-1 | all |`,
  }),
  (_r, v, t) => ({
    context: "output",
    text: `Traceback (most recent call last):\n  File "sync.py", line 48, in <module>\n    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://${v.host || "api.example.net"}/v1/items?key=${t}`,
  }),
  (_r, v, t) => ({
    context: "url",
    text: `https://${v.host || "api.example.net"}/v3/export?format=csv&api_key=${encodeURIComponent(t)}&page=2`,
  }),
  (_r, _v, t) => ({
    context: "output",
    text: `✔ Created a new token for ci-deploy\n\n  ${t}\n\nCopy it now: you won't be able to see it again.`,
  }),
  (_r, v, t) => ({
    context: "shell",
    text: `docker run --rm -e ${v.env}=${t} -p 8080:8080 ghcr.io/acme/worker:1.14.2`,
  }),
  (_r, v, t) => ({
    context: "config",
    text: `jobs:\n  release:\n    runs-on: ubuntu-latest\n    env:\n      ${v.env}: ${t}\n    steps:\n      - uses: actions/checkout@v4`,
  }),
  (_r, v, t) => ({
    context: "shell",
    text: `kubectl -n prod create secret generic ${v.vendor}-creds --from-literal=token=${t}`,
  }),
  (_r, _v, t) => ({ context: "header", text: `X-Api-Key: ${t}` }),
  (_r, v, t) => ({
    context: "config",
    text: `<appSettings>\n  <add key="${camel(v)}" value="${t}" />\n</appSettings>`,
  }),
  (_r, v, t) => ({
    context: "config",
    text: `${v.vendor}.api.base-url=https://${v.host || "api.example.net"}\n${v.vendor}.api.token=${t}`,
  }),
  (_r, v, t) => ({ context: "shell", text: `gh secret set ${v.env} --repo acme/platform --body "${t}"` }),
  (_r, v, t) => ({ context: "shell", text: `fly secrets set ${v.env}=${t} -a acme-api` }),
  (_r, v, t) => ({
    context: "code",
    text: `-    api_key = os.environ["${v.env}"]\n+    api_key = "${t}"  # TODO: revert before merge`,
  }),
  (_r, v, t) => ({
    context: "output",
    text: `     1\u2192# ${v.vendor} settings\n     2\u2192${v.env}=${t}\n     3\u2192${v.env}_TIMEOUT=30\n`,
  }),
  (_r, v, t) => ({
    context: "config",
    text: `variable "${v.vendor}_token" {\n  type      = string\n  sensitive = true\n  default   = "${t}"\n}`,
  }),
  (_r, v, t) => ({
    context: "config",
    text: `[Service]\nExecStart=/usr/local/bin/worker --queue default\nEnvironment="${v.env}=${t}"\nRestart=on-failure`,
  }),
  (_r, v, t) => ({
    context: "config",
    text: `location /upstream/ {\n    proxy_pass https://${v.host || "api.example.net"}/;\n    proxy_set_header Authorization "Bearer ${t}";\n}`,
  }),
  (_r, _v, t) => ({
    context: "output",
    text: `Error: Request failed with status code 403\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n    at IncomingMessage.handleStreamEnd (node_modules/axios/lib/adapters/http.js:599:11) {\n  config: {\n    headers: AxiosHeaders {\n      Accept: 'application/json',\n      Authorization: 'Bearer ${t}'\n    },\n    method: 'post'\n  }\n}`,
  }),
  (_r, v, t) => ({
    context: "code",
    text: `deploy:\n\t${v.env}=${t} ./scripts/release.sh $(VERSION)`,
  }),
  (r, v, t) => ({
    context: "json",
    text: JSON.stringify({
      cell_type: "code",
      execution_count: r.int(1, 40),
      source: [`import os\n`, `os.environ["${v.env}"] = "${t}"\n`],
      outputs: [],
    }),
  }),
  (r, v, t) => ({
    context: "log",
    text: `${stamp(r)} [worker-${r.int(1, 9)}] retrying ${v.vendor} call (attempt 2/5) with key ${t}`,
  }),
];

/** A long token split across two lines, as a narrow terminal or a wrapped log shows it. */
export function wrapped(r, v, t) {
  const cut = Math.floor(t.length / 2);
  const head = t.slice(0, cut);
  const tail = t.slice(cut);
  const style = r.int(0, 2);
  if (style === 0) {
    return { context: "shell", text: `export ${v.env}="${head}\\\n${tail}"`, secret: head, also: [tail] };
  }
  if (style === 1) {
    return {
      context: "output",
      text: `$ vault kv get -field=${lowerName(v)} secret/ci/${v.vendor}\n${head}\n${tail}\n$ `,
      secret: head,
      also: [tail],
    };
  }
  return { context: "code", text: `TOKEN = (\n    "${head}"\n    "${tail}"\n)`, secret: head, also: [tail] };
}
