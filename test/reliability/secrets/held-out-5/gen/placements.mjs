// Where a token shows up in a coding agent's session: the same token dropped into a shell line, a
// config file, source code, command output, a log line, a JSON body, a URL or a chat sentence.
// Every placement names the token (its variable or its vendor), the way real text does.

const HOSTS = ["api.internal.example", "svc.acme-corp.net", "gateway.northwind.io", "edge.tailspin.dev"];
const APPS = ["billing-api", "ledger", "web-frontend", "notifier", "ingest-worker", "search-svc"];
const snake = (env) => env.toLowerCase();
const camel = (env) => env.toLowerCase().replace(/_([a-z])/g, (_, c) => c.toUpperCase());

/** @type {Array<(r: any, v: any, tok: string) => {context: string, text: string}>} */
export const PLACEMENTS = [
  (_r, v, t) => ({ context: "shell", text: `export ${v.env}=${t}` }),
  (_r, v, t) => ({ context: "shell", text: `export ${v.env}="${t}" && npm run release` }),
  (r, v, t) => ({
    context: "shell",
    text: `${v.env}=${t} node scripts/${r.pick(["sync", "deploy", "seed", "backfill"])}.mjs --dry-run`,
  }),
  (r, v, t) => ({
    context: "shell",
    text: `docker run --rm -e ${v.env}=${t} -p 8080:8080 ghcr.io/acme/${r.pick(APPS)}:latest`,
  }),
  (r, v, t) => ({
    context: "shell",
    text: `gh secret set ${v.env} --repo acme/${r.pick(APPS)} --body "${t}"`,
  }),
  (r, v, t) => ({ context: "shell", text: `fly secrets set ${v.env}=${t} -a ${r.pick(APPS)}` }),
  (r, v, t) => ({
    context: "shell",
    text: `kubectl -n ${r.pick(["prod", "staging"])} create secret generic ${r.pick(APPS)}-env --from-literal=${snake(v.env)}=${t}`,
  }),
  (_r, v, t) => ({ context: "shell", text: `$env:${v.env} = "${t}"; .\\build.ps1 -Target Publish` }),
  (_r, v, t) => ({ context: "shell", text: `set -gx ${v.env} ${t}` }),
  (r, v, t) => ({
    context: "shell",
    text: `curl -sS https://${r.pick(HOSTS)}/v1/status -H "Authorization: Bearer ${t}" | jq . # ${v.label}`,
  }),
  (r, v, t) => ({
    context: "config",
    text: `# .env.local\nNODE_ENV=development\nPORT=${r.int(3000, 3999)}\n${v.env}=${t}\nLOG_LEVEL=debug`,
  }),
  (r, v, t) => ({
    context: "config",
    text: `services:\n  ${r.pick(APPS)}:\n    image: acme/${r.pick(APPS)}:1.${r.int(0, 9)}\n    environment:\n      ${v.env}: "${t}"\n      TZ: UTC`,
  }),
  (_r, v, t) => ({
    context: "config",
    text: `[${v.label.split(" ")[0].toLowerCase()}]\nenabled = true\n${snake(v.env)} = "${t}"\ntimeout_secs = 30`,
  }),
  (r, v, t) => ({
    context: "config",
    text: `{\n  "name": "${r.pick(APPS)}",\n  "${camel(v.env)}": "${t}",\n  "retries": 3\n}`,
  }),
  (r, v, t) => ({
    context: "config",
    text: `variable "${snake(v.env)}" {\n  type      = string\n  default   = "${t}"\n  sensitive = true\n}\n# ${r.pick(["TODO move to tfvars", "temporary"])}`,
  }),
  (_r, v, t) => ({
    context: "config",
    text: `<appSettings>\n  <add key="${v.label.replace(/[^A-Za-z]/g, "")}" value="${t}" />\n</appSettings>`,
  }),
  (r, v, t) => ({
    context: "config",
    text: `${r.pick(["app", "integration"])}.${snake(v.env).replace(/_/g, ".")}=${t}`,
  }),
  (r, v, t) => ({
    context: "code",
    text: `import os\n\n${snake(v.env).toUpperCase()} = os.getenv("${v.env}", "${t}")\nclient = Client(token=${snake(v.env).toUpperCase()}, timeout=${r.int(5, 30)})`,
  }),
  (_r, v, t) => ({
    context: "code",
    text: `const ${camel(v.env)} = "${t}"; // ${v.label}\nexport const client = createClient({ auth: ${camel(v.env)} });`,
  }),
  (_r, v, t) => ({ context: "code", text: `req.Header.Set("Authorization", "Bearer ${t}") // ${v.label}` }),
  (_r, v, t) => ({ context: "code", text: `private static final String ${v.env} = "${t}";` }),
  (_r, v, t) => ({
    context: "code",
    text: `let ${snake(v.env)} = "${t}"; // ${v.label}, remove before merge`,
  }),
  (_r, v, t) => ({ context: "code", text: `config.${snake(v.env)} = '${t}'` }),
  (_r, v, t) => ({ context: "code", text: `$${camel(v.env)} = '${t}';` }),
  (_r, v, t) => ({
    context: "code",
    text: `services.Configure<ApiOptions>(o => o.${v.label.replace(/[^A-Za-z]/g, "")} = "${t}");`,
  }),
  (r, v, t) => ({
    context: "output",
    text: `$ ${r.pick(["vendorctl", "acme", "svc"])} tokens create --name ci\nCreated ${v.label} "ci"\n  value: ${t}\nCopy it now, it will not be shown again.`,
  }),
  (r, v, t) => ({
    context: "output",
    text: `$ printenv | grep -i ${v.env.split("_")[0]}\n${v.env}=${t}\n${v.env.split("_")[0]}_REGION=${r.pick(["us-east-1", "eu-west-1"])}`,
  }),
  (r, v, t) => ({
    context: "log",
    text: `2026-0${r.int(1, 9)}-1${r.int(0, 9)}T0${r.int(0, 9)}:${r.int(10, 59)}:${r.int(10, 59)}Z DEBUG client: using ${v.label} ${t} for ${r.pick(HOSTS)}`,
  }),
  (r, v, t) => ({
    context: "log",
    text: `[${r.pick(APPS)}] WARN config loaded from env: {"${v.env}": "${t}", "debug": true}`,
  }),
  (r, v, t) => ({
    context: "json",
    text: `{"id":"cred_${r.alnum(12)}","type":"${snake(v.env)}","value":"${t}","created_at":"2026-0${r.int(1, 9)}-0${r.int(1, 9)}T10:00:00Z"}`,
  }),
  (r, v, t) => ({
    context: "url",
    text: `https://${r.pick(HOSTS)}/v2/export?format=csv&${snake(v.env).includes("token") ? "token" : "api_key"}=${encodeURIComponent(t)}  (${v.label})`,
  }),
  (_r, v, t) => ({
    context: "prose",
    text: `Here's the ${v.label} for staging: ${t} — can you wire it into the deploy script?`,
  }),
  (_r, v, t) => ({ context: "header", text: `X-Api-Key: ${t}\nX-Client: ${v.env.toLowerCase()}` }),
];
