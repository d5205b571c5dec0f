// Generic placements for a vendor token: where a coding agent's session shows a credential, as it
// shows it (tool results inside JSONL transcript lines, command output, diffs, notebooks, traces,
// code in many languages, config in many formats). Each returns { context, text, secret? } where
// `secret` overrides the token when the placement encodes it (base64 in a Kubernetes Secret).

import { b64of } from "./prng.mjs";

const camel = (env) => env.toLowerCase().replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
const lower = (env) => env.toLowerCase();
const hdr = (t) => t.header ?? "Authorization: Bearer";
const host = (t) => `api.${t.svc.toLowerCase().replace(/[^a-z0-9]+/g, "")}.com`;
const ts = (r) =>
  `2026-11-${String(r.int(10, 26)).padStart(2, "0")}T${String(r.int(0, 23)).padStart(2, "0")}:${String(r.int(10, 59))}:${String(r.int(10, 59))}.${r.int(100, 999)}Z`;

const p = (context, fn) => ({ context, fn });

const PROMPTS = [
  (s, v) => `why does ${s} keep answering 401? I set the key to ${v} in .env and restarted the dev server`,
  (s, v) =>
    `here's the ${s} token, put it wherever the config expects it:\n\n${v}\n\nthen run the smoke test`,
  (s, v) => `Pourquoi ${s} me renvoie 401 ? J'utilise la clé ${v} — tu peux vérifier la config du client ?`,
  (s, v) =>
    `Kannst du das bitte mit meinem ${s}-Token testen: ${v} – und danach wieder aus der Datei nehmen?`,
  (s, v) => `Usa este token de ${s} para probar: ${v} ¿por qué falla el despliegue en staging?`,
  (s, v) => `Meu token do ${s} é ${v}, consegue configurar o pipeline com ele?`,
  (s, v) => `Ecco la chiave ${s}: ${v} — perché la richiesta va in timeout dopo 30 secondi?`,
  (s, v) => `Hier is mijn ${s} sleutel: ${v}. Kun je de integratie afmaken en de tests draaien?`,
  (s, v) => `Mój token ${s} to ${v}. Czemu dostaję 403 przy każdym wywołaniu?`,
  (s, v) => `${s}のトークンは ${v} です。これでデプロイできるか確認してもらえますか？`,
  (s, v) => `这是我的${s}密钥：${v}，帮我看看为什么请求一直失败？`,
  (s, v) => `Вот мой токен ${s}: ${v} — почему запрос падает с 401?`,
  (s, v) => `${s} 토큰은 ${v} 입니다. 왜 인증이 계속 실패하나요?`,
  (s, v) => `${s} anahtarım ${v}, neden sürekli 401 alıyorum?`,
  (s, v) => `Đây là token ${s} của tôi: ${v} — sao gọi API vẫn bị từ chối?`,
  (s, v) => `Ось мій ключ ${s}: ${v}. Додай його в налаштування CI, будь ласка.`,
  (s, v) =>
    `can you add this to the github secrets for the repo? name it after the service (${s}), value \`${v}\``,
];

/** A user prompt in one of several human languages carrying the token. */
function prompt(t, r) {
  return r.pick(PROMPTS)(t.svc, t.value);
}

/** Transcript line of a Claude-Code-style session whose tool result holds `content`. */
export function toolResultLine(r, content) {
  return JSON.stringify({
    parentUuid: r.uuid(),
    isSidechain: false,
    type: "user",
    message: {
      role: "user",
      content: [{ tool_use_id: `toolu_01${r.alnum(22)}`, type: "tool_result", content, is_error: false }],
    },
    uuid: r.uuid(),
    timestamp: ts(r),
  });
}

/** Transcript line of an assistant turn that runs `command` with the Bash tool. */
export function bashToolUseLine(r, command, description) {
  return JSON.stringify({
    type: "assistant",
    message: {
      id: `msg_01${r.alnum(22)}`,
      role: "assistant",
      content: [
        { type: "tool_use", id: `toolu_01${r.alnum(22)}`, name: "Bash", input: { command, description } },
      ],
    },
    uuid: r.uuid(),
  });
}

export const PLACES = [
  p(
    "dotenv-cat",
    (t, r) =>
      `$ cat .env.local\nNODE_ENV=development\nPORT=${r.int(3000, 9000)}\n${t.env}=${t.value}\nLOG_LEVEL=debug\n`,
  ),
  p("transcript-read-result", (t, r) =>
    toolResultLine(
      r,
      `     1→# local settings\n     2→APP_NAME=billing\n     3→${t.env}=${t.value}\n     4→REDIS_URL=redis://localhost:6379/0\n`,
    ),
  ),
  p("transcript-bash-command", (t, r) =>
    bashToolUseLine(
      r,
      `curl -sS -H "${hline(t)}" https://${host(t)}/v1/me | jq .`,
      `Check the ${t.svc} credentials work`,
    ),
  ),
  p("transcript-bash-output", (t, r) =>
    toolResultLine(
      r,
      `$ grep -rn ${t.env} .\n./deploy/.env.production:7:${t.env}=${t.value}\n./README.md:41:Set ${t.env} before running the sync.\n`,
    ),
  ),
  p("printenv", (t) => `$ printenv | grep -i ${t.env.split("_")[0]}\n${t.env}=${t.value}\n`),
  p(
    "env-dump",
    (t, r) =>
      `$ env\nHOME=/home/dev\nHOSTNAME=devbox-${r.hex(6)}\nLANG=C.UTF-8\n${t.env}=${t.value}\nPATH=/usr/local/bin:/usr/bin:/bin\nSHELL=/bin/zsh\nTERM=xterm-256color\n`,
  ),
  p(
    "docker-inspect",
    (t, r) =>
      `$ docker inspect --format '{{json .Config.Env}}' worker-${r.int(1, 9)} | jq\n[\n  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",\n  "NODE_VERSION=22.11.0",\n  "${t.env}=${t.value}",\n  "QUEUE=default"\n]\n`,
  ),
  p("kubectl-secret-yaml", (t, r) => {
    const enc = b64of(t.value);
    return {
      text: `$ kubectl get secret ${lower(t.env).replace(/_/g, "-")} -n prod -o yaml\napiVersion: v1\ndata:\n  ${lower(t.env)}: ${enc}\nkind: Secret\nmetadata:\n  creationTimestamp: "${ts(r).slice(0, 19)}Z"\n  name: ${lower(t.env).replace(/_/g, "-")}\n  namespace: prod\n  resourceVersion: "${r.int(100000, 9999999)}"\n  uid: ${r.uuid()}\ntype: Opaque\n`,
      secret: enc,
    };
  }),
  p(
    "k8s-manifest",
    (t) =>
      `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: api\nspec:\n  template:\n    spec:\n      containers:\n        - name: api\n          image: ghcr.io/acme/api:1.14.2\n          env:\n            - name: ${t.env}\n              value: "${t.value}"\n            - name: PORT\n              value: "8080"\n`,
  ),
  p(
    "git-diff",
    (t, r) =>
      `diff --git a/config/settings.py b/config/settings.py\nindex ${r.hex(7)}..${r.hex(7)} 100644\n--- a/config/settings.py\n+++ b/config/settings.py\n@@ -18,6 +18,7 @@ DEBUG = env.bool("DEBUG", False)\n ALLOWED_HOSTS = ["*"]\n TIME_ZONE = "UTC"\n+${t.env} = "${t.value}"\n \n INSTALLED_APPS = [\n`,
  ),
  p("notebook-cell", (t, r) =>
    JSON.stringify(
      {
        cell_type: "code",
        execution_count: r.int(2, 30),
        metadata: {},
        outputs: [{ name: "stdout", output_type: "stream", text: ["client ready\n"] }],
        source: ["import os\n", `os.environ["${t.env}"] = "${t.value}"\n`, "client = make_client()\n"],
      },
      null,
      1,
    ),
  ),
  p("notebook-output", (t, r) =>
    JSON.stringify({
      cell_type: "code",
      execution_count: r.int(2, 30),
      outputs: [
        {
          name: "stdout",
          output_type: "stream",
          text: ["loaded config:\n", `  ${lower(t.env)} = ${t.value}\n`, "  region = eu-west-1\n"],
        },
      ],
      source: ["print_config(cfg)"],
    }),
  ),
  p(
    "curl-verbose",
    (t, r) =>
      `* Host ${host(t)}:443 was resolved.\n*   Trying 104.18.${r.int(1, 250)}.${r.int(1, 250)}:443...\n* Connected to ${host(t)} port 443\n* using HTTP/2\n> GET /v1/account HTTP/2\n> Host: ${host(t)}\n> User-Agent: curl/8.7.1\n> Accept: */*\n> ${hline(t)}\n>\n< HTTP/2 401\n< content-type: application/json\n`,
  ),
  p(
    "log-logfmt",
    (t, r) =>
      `time=${ts(r)} level=info msg="worker started" pid=${r.int(1000, 60000)}\ntime=${ts(r)} level=debug msg="client configured" provider="${t.svc}" ${lower(t.env)}=${t.value} timeout=30s\n`,
  ),
  p(
    "log-json",
    (t, r) =>
      `{"level":"debug","time":"${ts(r)}","msg":"init client","config":{"${camel(t.env)}":"${t.value}","retries":3,"baseUrl":"https://${host(t)}"}}\n`,
  ),
  p("shell-export", (t) => `export ${t.env}="${t.value}"\n./scripts/sync.sh --since yesterday`),
  p(
    "powershell-env",
    (t) => `PS C:\\src\\app> $env:${t.env} = "${t.value}"\nPS C:\\src\\app> npm run deploy`,
  ),
  p(
    "cmd-set",
    (t) => `C:\\Users\\dev\\proj>set ${t.env}=${t.value}\n\nC:\\Users\\dev\\proj>node scripts\\publish.js`,
  ),
  p("fish-set", (t) => `~/proj (main)> set -gx ${t.env} ${t.value}\n~/proj (main)> make release`),
  p("env-prefix", (t) => `$ ${t.env}=${t.value} npm run integration -- --grep "${t.svc}"`),
  p(
    "cli-flag",
    (t) =>
      `$ ./bin/sync --provider ${t.svc.toLowerCase().replace(/\s+/g, "-")} --api-key=${t.value} --dry-run\nsync: 42 records would change`,
  ),
  p(
    "code-python",
    (t) =>
      `import httpx\n\nclient = httpx.Client(\n    base_url="https://${hostOf(t)}",\n    headers={"${hdrName(t)}": "${hdrPrefix(t)}${t.value}"},\n)\n`,
  ),
  p(
    "code-typescript",
    (t) =>
      `export const ${camel(t.env)} = '${t.value}';\n\nexport const client = createClient({ auth: ${camel(t.env)}, retries: 2 });\n`,
  ),
  p(
    "code-go",
    (t) =>
      `req, _ := http.NewRequest("GET", "https://${hostOf(t)}/v1/items", nil)\nreq.Header.Set("${hdrName(t)}", "${hdrPrefix(t)}${t.value}")\nresp, err := http.DefaultClient.Do(req)\n`,
  ),
  p(
    "code-rust",
    (t) =>
      `const ${t.env}: &str = "${t.value}";\n\nfn client() -> reqwest::Client {\n    reqwest::Client::new()\n}\n`,
  ),
  p(
    "code-java",
    (t) =>
      `public final class Settings {\n    private static final String ${t.env} = "${t.value}";\n    static final int TIMEOUT_MS = 5000;\n}\n`,
  ),
  p(
    "code-csharp",
    (t) =>
      `var http = new HttpClient();\nhttp.DefaultRequestHeaders.Add("${hdrName(t)}", "${hdrPrefix(t)}${t.value}");\nvar res = await http.GetAsync("https://${hostOf(t)}/v2/status");\n`,
  ),
  p(
    "code-ruby",
    (t) =>
      `${t.svc.replace(/[^A-Za-z]/g, "")}.configure do |config|\n  config.api_key = '${t.value}'\n  config.timeout = 10\nend\n`,
  ),
  p(
    "code-php",
    (t) =>
      `return [\n    'driver' => 'http',\n    '${lower(t.env)}' => '${t.value}',\n    'timeout' => 15,\n];\n`,
  ),
  p(
    "code-kotlin",
    (t) =>
      `object Config {\n    const val ${t.env} = "${t.value}"\n    const val BASE_URL = "https://${hostOf(t)}"\n}\n`,
  ),
  p("code-swift", (t) => `enum Secrets {\n    static let ${camel(t.env)} = "${t.value}"\n}\n`),
  p(
    "code-elixir",
    (t) => `config :my_app, MyApp.Client,\n  ${lower(t.env)}: "${t.value}",\n  pool_size: 10\n`,
  ),
  p(
    "config-yaml",
    (t) =>
      `${t.svc.toLowerCase().replace(/[^a-z]/g, "")}:\n  enabled: true\n  ${lower(t.env)}: ${t.value}\n  region: eu-central-1\n`,
  ),
  p(
    "config-toml",
    (t) =>
      `[integrations.${t.svc.toLowerCase().replace(/[^a-z]/g, "")}]\nenabled = true\ntoken = "${t.value}"\n`,
  ),
  p(
    "config-ini",
    (t) =>
      `[${t.svc.toLowerCase().replace(/[^a-z]/g, "")}]\nendpoint = https://${hostOf(t)}\n${lower(t.env)} = ${t.value}\n`,
  ),
  p(
    "config-json",
    (t) => `{\n  "name": "worker",\n  "${camel(t.env)}": "${t.value}",\n  "concurrency": 4\n}\n`,
  ),
  p(
    "terraform",
    (t) =>
      `variable "region" {\n  default = "us-east-1"\n}\n\nlocals {\n  ${lower(t.env)} = "${t.value}"\n}\n`,
  ),
  p(
    "config-properties",
    (t) => `app.name=orders\n${lower(t.env).replace(/_/g, ".")}=${t.value}\nserver.port=8081\n`,
  ),
  p(
    "config-xml",
    (t) =>
      `<appSettings>\n  <add key="Environment" value="Production" />\n  <add key="${t.env}" value="${t.value}" />\n</appSettings>\n`,
  ),
  p(
    "docker-compose",
    (t) =>
      `services:\n  worker:\n    build: .\n    environment:\n      - ${t.env}=${t.value}\n      - QUEUE=default\n`,
  ),
  p(
    "github-actions",
    (t) =>
      `jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      ${t.env}: ${t.value}\n    steps:\n      - uses: actions/checkout@v4\n      - run: make deploy\n`,
  ),
  p(
    "gitlab-ci",
    (t) => `variables:\n  ${t.env}: "${t.value}"\n\ndeploy:\n  stage: deploy\n  script:\n    - ./deploy.sh\n`,
  ),
  p(
    "dockerfile",
    (t) => `FROM node:22-slim\nWORKDIR /app\nENV ${t.env}=${t.value}\nCOPY . .\nRUN npm ci --omit=dev\n`,
  ),
  p("helm-values", (t) => `# values-prod.yaml\nreplicaCount: 3\nsecrets:\n  ${camel(t.env)}: "${t.value}"\n`),
  p(
    "grep-output",
    (t, r) =>
      `$ rg -n "${t.value.slice(0, 6)}"\nsrc/lib/${t.svc.toLowerCase().replace(/[^a-z]/g, "")}.ts\n${r.int(5, 90)}:const KEY = "${t.value}";\n`,
  ),
  p(
    "shell-history",
    (t, r) =>
      `$ history | tail -4\n  ${r.int(300, 900)}  git status\n  ${r.int(901, 950)}  export ${t.env}=${t.value}\n  ${r.int(951, 990)}  npm test\n  ${r.int(991, 999)}  history | tail -4`,
  ),
  p(
    "systemd-unit",
    (t) =>
      `[Service]\nType=simple\nEnvironment="${t.env}=${t.value}"\nExecStart=/usr/local/bin/worker\nRestart=on-failure\n`,
  ),
  p(
    "crontab",
    (t) =>
      `$ crontab -l\n# m h dom mon dow command\n*/15 * * * * ${t.env}=${t.value} /opt/sync/run.sh >> /var/log/sync.log 2>&1\n`,
  ),
  p(
    "tfstate",
    (t, r) =>
      `{\n  "mode": "managed",\n  "type": "${t.svc.toLowerCase().replace(/[^a-z]/g, "")}_integration",\n  "name": "main",\n  "instances": [\n    {\n      "attributes": {\n        "id": "${r.int(10000, 99999)}",\n        "token": "${t.value}"\n      }\n    }\n  ]\n}\n`,
  ),
  p(
    "http-response",
    (t, r) =>
      `HTTP/1.1 201 Created\nContent-Type: application/json\nX-Request-Id: ${r.uuid()}\n\n{"id":"${r.int(1000, 9999)}","name":"ci-deploy","token":"${t.value}","created_at":"${ts(r)}"}\n`,
  ),
  p("access-log-query", (t, r) => {
    const enc = encodeURIComponent(t.value);
    return {
      text: `10.0.${r.int(0, 255)}.${r.int(1, 254)} - - [27/Nov/2026:09:${r.int(10, 59)}:${r.int(10, 59)} +0000] "GET /v1/export?format=csv&api_key=${enc} HTTP/1.1" 200 ${r.int(200, 90000)} "-" "python-requests/2.32.3"\n`,
      secret: enc,
    };
  }),
  p(
    "stderr-error",
    (t) =>
      `Error: request to https://${hostOf(t)}/v1/ping failed, reason: 401 Unauthorized (credential "${t.value}" rejected)\n    at ClientRequest.<anonymous> (node_modules/node-fetch/lib/index.js:1501:11)\n`,
  ),
  p(
    "python-traceback",
    (t) =>
      `Traceback (most recent call last):\n  File "/app/sync.py", line 88, in <module>\n    main()\n  File "/app/sync.py", line 61, in main\n    resp.raise_for_status()\n    # locals: headers = {'${hdrName(t)}': '${hdrPrefix(t)}${t.value}', 'User-Agent': 'sync/2.3'}\nrequests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://${hostOf(t)}/v2/items\n`,
  ),
  p(
    "node-error-dump",
    (t) =>
      `AxiosError: Request failed with status code 403\n    at settle (node_modules/axios/lib/core/settle.js:19:12) {\n  code: 'ERR_BAD_REQUEST',\n  config: {\n    headers: Object [AxiosHeaders] {\n      Accept: 'application/json',\n      '${hdrName(t)}': '${hdrPrefix(t)}${t.value}'\n    },\n    method: 'get',\n    url: 'https://${hostOf(t)}/v1/things'\n  }\n}\n`,
  ),
  p(
    "sql-insert",
    (t, r) =>
      `INSERT INTO integrations (id, provider, secret, created_at)\nVALUES (${r.int(1, 500)}, '${t.svc}', '${t.value}', now());\n`,
  ),
  p(
    "vscode-launch",
    (t) =>
      `{\n  "type": "node",\n  "request": "launch",\n  "program": "\${workspaceFolder}/src/index.js",\n  "env": { "${t.env}": "${t.value}" }\n}\n`,
  ),
  p(
    "chat-paste",
    (t) =>
      `**#dev-ops** — today at 09:41\n> new ${t.svc} key for staging: \`${t.value}\` (old one revoked)\n`,
  ),
  p("ansible-vars", (t) => `---\n# group_vars/prod.yml\napp_user: deploy\n${lower(t.env)}: "${t.value}"\n`),
  p(
    "csv-export",
    (t, r) =>
      `name,${lower(t.env)},created\nci-bot,${t.value},2026-${String(r.int(1, 12)).padStart(2, "0")}-0${r.int(1, 9)}\n`,
  ),
  p("user-prompt", (t, r) => prompt(t, r)),
  p("user-prompt", (t, r) => prompt(t, r)),
  p("user-prompt", (t, r) => prompt(t, r)),
  p("makefile", (t) => `deploy:\n\tcurl -fsS -X POST -H '${hline(t)}' https://${hostOf(t)}/v1/deploys\n`),
];

function hline(t) {
  return `${hdrName(t)}: ${hdrPrefix(t)}${t.value}`;
}
function hostOf(t) {
  return host(t);
}
function hdrName(t) {
  return hdr(t).split(":")[0];
}
function hdrPrefix(t) {
  const rest = hdr(t).split(":").slice(1).join(":").trim();
  return rest ? `${rest} `.replace("= ", "=") : "";
}
