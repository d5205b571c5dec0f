// Where a single token shows up in a coding session: one list of line/snippet templates per context.
// Each template takes (r, t) with t = { tok, env, vendor, slug } and returns the text.

const slugOf = (vendor) => vendor.toLowerCase().replace(/[^a-z0-9]+/g, "");
const pascal = (vendor) =>
  vendor
    .replace(/[^A-Za-z0-9]+/g, " ")
    .replace(/(^| )(\w)/g, (_, _s, c) => c.toUpperCase())
    .replace(/ /g, "");

const shell = [
  (_r, t) => `export ${t.env}=${t.tok}`,
  (_r, t) => `export ${t.env}="${t.tok}"\nnpm run deploy -- --prod`,
  (_r, t) => `${t.env}=${t.tok} node scripts/sync-${t.slug}.mjs --dry-run`,
  (r, t) =>
    `curl -sS -H "Authorization: Bearer ${t.tok}" https://api.${t.slug}.com/v1/${r.pick(["me", "projects", "usage"])} | jq .`,
  (_r, t) => `gh secret set ${t.env} --body "${t.tok}" --repo acme/web`,
  (_r, t) => `fly secrets set ${t.env}=${t.tok} -a billing-api`,
  (r, t) => `docker run --rm -e ${t.env}=${t.tok} ghcr.io/acme/worker:1.${r.int(2, 9)}.${r.int(0, 9)}`,
  (_r, t) => `heroku config:set ${t.env}='${t.tok}' --app acme-staging`,
  (_r, t) => `$env:${t.env} = "${t.tok}"; .\\scripts\\publish.ps1`,
  (_r, t) => `kubectl create secret generic ${t.slug}-creds --from-literal=token=${t.tok} -n prod`,
  (_r, t) => `echo '${t.env}=${t.tok}' >> .env.local && git status --short`,
  (_r, t) => `set -gx ${t.env} ${t.tok}`,
];

const output = [
  (r, t) => `$ cat .env\nNODE_ENV=production\nPORT=${r.int(3000, 9000)}\n${t.env}=${t.tok}\nLOG_LEVEL=info`,
  (_r, t) => `$ printenv | grep ${t.env.split("_")[0]}\n${t.env}=${t.tok}`,
  (r, t) =>
    `✔ Created a new ${t.vendor} token\n\n  Name:     ci-deploy-${r.int(1, 99)}\n  Token:    ${t.tok}\n  Expires:  2027-0${r.int(1, 9)}-1${r.int(0, 9)}\n\nCopy it now; it will not be shown again.`,
  (_r, t) =>
    `$ docker inspect worker --format '{{json .Config.Env}}'\n["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin","${t.env}=${t.tok}","NODE_VERSION=20.11.1"]`,
  (_r, t) =>
    `$ terraform output -json\n{\n  "${t.env.toLowerCase()}": {\n    "sensitive": false,\n    "type": "string",\n    "value": "${t.tok}"\n  }\n}`,
  (_r, t) => `$ vault kv get -field=${t.env.toLowerCase()} secret/ci/${t.slug}\n${t.tok}`,
  (_r, t) =>
    `diff --git a/.env.example b/.env.example\n@@ -3,3 +3,4 @@ PORT=8080\n LOG_LEVEL=debug\n-${t.env}=\n+${t.env}=${t.tok}`,
  (_r, t) => `$ ${t.slug} auth token\n${t.tok}`,
];

const code = [
  (_r, t) => `client = ${pascal(t.vendor)}Client(api_key="${t.tok}")`,
  (_r, t) => `const client = new ${pascal(t.vendor)}({ apiKey: '${t.tok}' });`,
  (_r, t) => `req.Header.Set("Authorization", "Bearer ${t.tok}")`,
  (_r, t) => `private static final String ${t.env} = "${t.tok}";`,
  (_r, t) => `${pascal(t.vendor)}.configure do |config|\n  config.access_token = '${t.tok}'\nend`,
  (_r, t) => `let client = ${pascal(t.vendor)}::new("${t.tok}");`,
  (_r, t) => `client.DefaultRequestHeaders.Add("X-Api-Key", "${t.tok}");`,
  (_r, t) => `define('${t.env}', '${t.tok}');`,
  (_r, t) => `val token = "${t.tok}"\nval api = ${pascal(t.vendor)}Api(token)`,
  (_r, t) => `os.environ.setdefault("${t.env}", "${t.tok}")`,
  (_r, t) => `const res = await fetch(url, {\n  headers: { Authorization: \`Bearer ${t.tok}\` },\n});`,
  (_r, t) => `headers = {"Authorization": f"Token ${t.tok}", "Accept": "application/json"}`,
  (_r, t) => `${t.slug}.init("${t.tok}")`,
  (_r, t) => `if (!process.env.${t.env}) process.env.${t.env} = "${t.tok}";`,
];

const config = [
  (r, t) => `${t.slug}:\n  api_key: ${t.tok}\n  timeout: ${r.int(5, 60)}`,
  (_r, t) => `[${t.slug}]\ntoken = "${t.tok}"\nregion = "eu-west-1"`,
  (_r, t) => `${t.env}="${t.tok}"`,
  (_r, t) => `[${t.slug}]\napi_token = ${t.tok}\nretries = 3`,
  (_r, t) => `variable "${t.env.toLowerCase()}" {\n  type    = string\n  default = "${t.tok}"\n}`,
  (_r, t) => `<appSettings>\n  <add key="${pascal(t.vendor)}ApiKey" value="${t.tok}" />\n</appSettings>`,
  (_r, t) => `${t.slug}.api.token=${t.tok}`,
  (_r, t) => `jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      ${t.env}: ${t.tok}`,
  (_r, t) => `services:\n  app:\n    image: acme/app:latest\n    environment:\n      - ${t.env}=${t.tok}`,
  (_r, t) => `ENV ${t.env}=${t.tok}`,
];

const header = [
  (r, t) =>
    `GET /v1/${r.pick(["projects", "events", "accounts"])} HTTP/1.1\nHost: api.${t.slug}.com\nAuthorization: Bearer ${t.tok}\nAccept: application/json`,
  (_r, t) => `X-API-Key: ${t.tok}`,
  (_r, t) => `authorization: token ${t.tok}`,
  (_r, t) =>
    `> POST /api/send HTTP/2\n> Host: api.${t.slug}.com\n> User-Agent: curl/8.5.0\n> X-Auth-Token: ${t.tok}\n> Content-Type: application/json`,
];

const log = [
  (r, t) =>
    `2026-03-${r.int(10, 28)}T09:${r.int(10, 59)}:44.118Z DEBUG http --> POST https://api.${t.slug}.com/v1/send headers={"authorization":"Bearer ${t.tok}","content-type":"application/json"}`,
  (r, t) => `[worker-${r.int(1, 9)}] INFO  loaded ${t.vendor} credentials ${t.env}=${t.tok}`,
  (_r, t) => `time="2026-04-02T11:20:05Z" level=error msg="${t.slug} auth failed" token=${t.tok} status=401`,
  (_r, t) => `WARN  config: using inline api key ${t.tok} (set ${t.env} instead)`,
];

const json = [
  (r, t) => `{"name":"ci-${r.int(1, 99)}","token":"${t.tok}","scopes":["read","write"],"expires_at":null}`,
  (_r, t) => `{\n  "access_token": "${t.tok}",\n  "token_type": "Bearer",\n  "expires_in": 3600\n}`,
  (_r, t) =>
    `{\n  "mcpServers": {\n    "${t.slug}": {\n      "command": "npx",\n      "args": ["-y", "@acme/${t.slug}-mcp"],\n      "env": { "${t.env}": "${t.tok}" }\n    }\n  }\n}`,
  (_r, t) => `{"env": {"${t.env}": "${t.tok}", "DEBUG": "0"}}`,
];

const prose = [
  (_r, t) => `my ${t.vendor} key is ${t.tok} — why does the API still return 401?`,
  (_r, t) => `这是我的 ${t.vendor} 令牌：${t.tok}，帮我看看为什么部署失败`,
  (_r, t) => `Hier ist mein ${t.vendor}-Token: ${t.tok} – kannst du prüfen, warum der Aufruf fehlschlägt?`,
  (_r, t) => `Mi clave de ${t.vendor} es ${t.tok}, ¿por qué sigue fallando la autenticación?`,
  (_r, t) => `Voici ma clé ${t.vendor} : ${t.tok}. Peux-tu vérifier pourquoi l'appel échoue ?`,
  (_r, t) => `${t.vendor}のAPIキーは ${t.tok} です。なぜ認証に失敗するのか調べてください。`,
  (_r, t) => `Minha chave do ${t.vendor} é ${t.tok}, pode ver por que a chamada falha?`,
  (_r, t) => `Вот мой токен ${t.vendor}: ${t.tok} — почему запрос возвращает 403?`,
  (_r, t) => `use ${t.tok} for the ${t.vendor} integration, I'll rotate it later`,
];

const url = [
  (r, t) => `https://api.${t.slug}.com/v2/items?api_key=${t.tok}&limit=${r.int(10, 100)}`,
  (_r, t) => `wss://stream.${t.slug}.com/socket?token=${t.tok}`,
  (_r, t) => `https://${t.slug}.com/export/download?access_token=${t.tok}&format=csv`,
  (_r, t) => `GET https://api.${t.slug}.com/v1/report?key=${t.tok} 200 OK (312 ms)`,
];

const other = [
  (_r, t) => `| ${t.env} | \`${t.tok}\` | production |`,
  (_r, t) => `ARG ${t.env}=${t.tok}\nRUN ./scripts/fetch-assets.sh`,
  (_r, t) => `${t.env} ?= ${t.tok}\n\ndeploy:\n\t./deploy.sh`,
  (_r, t) => `0 * * * * ${t.env}=${t.tok} /usr/local/bin/sync.sh >> /var/log/sync.log 2>&1`,
  (_r, t) => `%env ${t.env}=${t.tok}`,
];

export const PLACEMENTS = { shell, output, code, config, header, log, json, prose, url, other };
export const CONTEXTS = Object.keys(PLACEMENTS);
export { pascal, slugOf };
