// Places a vendor token appears in a coding agent's session. Each template takes the vendor entry
// and the token and returns [context, text]. Templates marked `prefixedOnly` show the token with no
// keyword next to it, so they are used only for tokens whose prefix identifies them.
import * as r from "./rng.mjs";

const slug = (vendor) =>
  vendor.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const snake = (vendor) => vendor.env.toLowerCase();
const camel = (vendor) => snake(vendor).replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (vendor) => vendor.name.replace(/[^A-Za-z0-9]/g, "");
const stamp = () =>
  `2026-0${r.between(1, 9)}-${String(r.between(10, 28))}T${String(r.between(10, 23))}:${String(r.between(10, 59))}:${String(r.between(10, 59))}.${r.digits(3)}Z`;

const t = (context, render, prefixedOnly = false) => ({ context, render, prefixedOnly });

export const TEMPLATES = [
  t("shell", (v, k) => `export ${v.env}=${k}`),
  t("shell", (v, k) => `export ${v.env}="${k}"\nnpm run deploy -- --env staging`),
  t("shell", (v, k) => `${v.env}=${k} node scripts/sync-${slug(v)}.mjs --dry-run`),
  t("shell", (v, k) => `curl -sS -H "Authorization: Bearer ${k}" https://${v.host}/v1/me | jq .`),
  t("shell", (v, k) => `gh secret set ${v.env} --body "${k}" --repo acme/storefront`),
  t("shell", (v, k) => `fly secrets set ${v.env}=${k} -a api-prod`),
  t(
    "shell",
    (v, k) => `kubectl create secret generic ${slug(v)}-creds --from-literal=${snake(v)}=${k} -n apps`,
  ),
  t("shell", (v, k) => `docker run --rm -e ${v.env}=${k} -p 8080:8080 ghcr.io/acme/worker:1.4.2`),
  t("shell", (v, k) => `echo '${v.env}=${k}' >> .env.local && npm run dev`),
  t("output", (v, k) => `$ cat .env\nNODE_ENV=production\nPORT=3000\n${v.env}=${k}\nLOG_LEVEL=info`),
  t("output", (v, k) => `$ printenv | grep -i ${slug(v).split("-")[0]}\n${v.env}=${k}`),
  t(
    "output",
    (v, k) =>
      `$ vercel env pull .env.local && cat .env.local\n# Created by Vercel CLI\n${v.env}="${k}"\nVERCEL_ENV="development"`,
  ),
  t(
    "code",
    (v, k) =>
      `import os\n\n${snake(v)} = "${k}"\nclient = ${pascal(v)}Client(api_key=${snake(v)}, timeout=30)`,
  ),
  t("code", (v, k) => `const client = new ${pascal(v)}({\n  apiKey: "${k}",\n  timeout: 10_000,\n});`),
  t(
    "code",
    (v, k) =>
      `req, _ := http.NewRequest("GET", "https://${v.host}/v1/items", nil)\nreq.Header.Set("Authorization", "Bearer ${k}")`,
  ),
  t("code", (v, k) => `export const ${camel(v)} = '${k}';`),
  t("code", (v, k) => `private static final String ${v.env} = "${k}";`),
  t("code", (v, k) => `${pascal(v)}.configure do |config|\n  config.api_key = "${k}"\nend`),
  t("code", (v, k) => `define('${v.env}', '${k}');`),
  t("code", (_v, k) => `let client = Client::new("${k}");\nlet me = client.current_user().await?;`, true),
  t("code", (v, k) => `var client = new ${pascal(v)}Client(apiKey: "${k}");`),
  t("config", (v, k) => `${slug(v)}:\n  api_key: ${k}\n  region: us-east-1\n  retries: 3`),
  t("config", (v, k) => `[${slug(v)}]\ntoken = "${k}"\ntimeout = 30`),
  t(
    "config",
    (v, k) =>
      `services:\n  worker:\n    image: acme/worker:2.1\n    environment:\n      - ${v.env}=${k}\n      - LOG_LEVEL=debug`,
  ),
  t(
    "config",
    (v, k) =>
      `env:\n  ${v.env}: ${k}\njobs:\n  release:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm run release`,
  ),
  t("config", (v, k) => `[${slug(v)}]\napi_key = ${k}\nendpoint = https://${v.host}`),
  t(
    "config",
    (v, k) => `${slug(v).replace(/-/g, ".")}.api.token=${k}\n${slug(v).replace(/-/g, ".")}.api.timeout=30s`,
  ),
  t("config", (v, k) => `provider "${slug(v)}" {\n  token = "${k}"\n}`),
  t("config", (v, k) => `<appSettings>\n  <add key="${pascal(v)}ApiKey" value="${k}" />\n</appSettings>`),
  t("json", (v, k) =>
    JSON.stringify(
      {
        mcpServers: {
          [slug(v)]: { command: "npx", args: ["-y", `@acme/${slug(v)}-mcp`], env: { [v.env]: k } },
        },
      },
      null,
      2,
    ),
  ),
  t("json", (v, k) =>
    JSON.stringify(
      { [camel(v).replace(/Key$|Token$|Secret$/, "")]: { apiKey: k, baseUrl: `https://${v.host}` } },
      null,
      2,
    ),
  ),
  t("json", (_v, k) =>
    JSON.stringify({ id: `key_${r.alnum(12)}`, name: "ci-deploy", token: k, created_at: stamp() }),
  ),
  t("header", (_v, k) => `Authorization: Bearer ${k}`),
  t(
    "header",
    (v, k) => `GET /v1/projects HTTP/1.1\nHost: ${v.host}\nX-API-Key: ${k}\nAccept: application/json`,
  ),
  t(
    "log",
    (v, k) => `${stamp()} DEBUG http: GET https://${v.host}/v1/me headers={"authorization":"Bearer ${k}"}`,
  ),
  t("log", (v, k) => `[worker-3] INFO  loaded ${v.name} credentials ${snake(v)}=${k}`),
  t("log", (v, k) => `time="${stamp()}" level=debug msg="configured client" ${snake(v)}=${k}`),
  t(
    "prose",
    (v, k) =>
      `Here's the ${v.name} token for the staging workspace: ${k} — can you add it to the deploy config?`,
  ),
  t("prose", (v, k) => `I rotated the ${v.name} key this morning, the new one is ${k}`),
  t("prose", (_v, k) => `ok try with this one\n${k}`, true),
  t("url", (v, k) => `https://${v.host}/v1/events?api_key=${k}&limit=50`),
  t("url", (v, k) => `wss://${v.host}/stream?access_token=${k}`),
];
