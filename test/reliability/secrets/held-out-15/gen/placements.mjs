// Placements of one vendor token for the held-out-15 corpus: where a coding agent's session shows
// a credential (commands, code, config, HTTP traces, CLI output, chat). Each returns the case text,
// or { text, secret } when the visible secret is an encoding of the token (Basic auth, base64 data).

import { digits, hex, int, uuid } from "./rand.mjs";

const camel = (env) => env.toLowerCase().replace(/_([a-z])/g, (_, c) => c.toUpperCase());
const snake = (env) => env.toLowerCase();
const dotted = (env) => env.toLowerCase().replace(/_/g, ".");
const host = (v) => v.host || "api.example.net";
const b64 = (s) => Buffer.from(s).toString("base64");

/** The request-header line that carries `t`, and the string that shows the secret. */
export function authLine(v, t) {
  if (v.auth === "bearer") return { line: `Authorization: Bearer ${t}`, secret: t };
  if (v.auth === "token") return { line: `Authorization: token ${t}`, secret: t };
  if (v.auth === "basic") {
    const enc = b64(`api:${t}`);
    return { line: `Authorization: Basic ${enc}`, secret: enc };
  }
  if (v.auth.startsWith("header:")) return { line: `${v.auth.slice(7)}: ${t}`, secret: t };
  return { line: "Accept: application/json", secret: t };
}
const urlFor = (v, t, path = "/v1/status") =>
  v.auth.startsWith("query:")
    ? `https://${host(v)}${path}?${v.auth.slice(6)}=${t}`
    : `https://${host(v)}${path}`;

const P = {};
P["shell-export"] = (v, t) => `$ export ${v.env}=${t}\n$ npm run deploy`;
P["shell-export-quoted"] = (v, t) => `export ${v.env}="${t}"\nexport NODE_ENV=production`;
P["dotenv-cat"] = (v, t) => `$ cat .env.local\nPORT=3000\nLOG_LEVEL=debug\n${v.env}=${t}\nFEATURE_X=true`;
P.powershell = (v, t) => `PS C:\\src\\app> $env:${v.env} = "${t}"\nPS C:\\src\\app> npm start`;
P["cmd-set"] = (v, t) => `C:\\Users\\dev\\app>set ${v.env}=${t}\n\nC:\\Users\\dev\\app>node server.js`;
P["docker-run"] = (v, t) => `docker run --rm -e ${v.env}=${t} -p 8080:8080 ghcr.io/acme/api:1.4.2`;
P.dockerfile = (v, t) =>
  `FROM node:20-alpine\nWORKDIR /app\nENV ${v.env}=${t}\nCOPY . .\nRUN npm ci\nCMD ["node","dist/index.js"]`;
P.compose = (v, t) =>
  `services:\n  worker:\n    image: acme/worker:latest\n    environment:\n      - ${v.env}=${t}\n      - QUEUE=default`;
P["github-actions"] = (v, t) =>
  `jobs:\n  release:\n    runs-on: ubuntu-latest\n    env:\n      ${v.env}: ${t}\n    steps:\n      - uses: actions/checkout@v4`;
P["gitlab-ci"] = (v, t) =>
  `variables:\n  ${v.env}: "${t}"\n\ndeploy:\n  stage: deploy\n  script:\n    - ./deploy.sh`;
P["k8s-secret-stringdata"] = (v, t) =>
  `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${v.family}-creds\ntype: Opaque\nstringData:\n  ${snake(v.env)}: ${t}`;
P["k8s-get-secret-json"] = (v, t) => {
  const enc = b64(t);
  return {
    text: `$ kubectl get secret ${v.family}-creds -o json\n{\n    "apiVersion": "v1",\n    "data": {\n        "${snake(v.env)}": "${enc}"\n    },\n    "kind": "Secret",\n    "type": "Opaque"\n}`,
    secret: enc,
  };
};
P["helm-set"] = (v, t) =>
  `helm upgrade --install api ./charts/api --namespace prod --set env.${v.env}=${t} --wait`;
P["terraform-tfvars"] = (v, t) => `# terraform.tfvars\nregion        = "eu-west-1"\n${snake(v.env)} = "${t}"`;
P.python = (v, t) => `import os\n\n${v.env} = "${t}"\nclient = make_client(api_key=${v.env}, timeout=30)`;
P["python-fstring-header"] = (v, t) =>
  `headers = {"${authLine(v, t).line.split(": ")[0]}": f"${authLine(v, t).line.split(": ")[1]}"}\nresp = requests.get("${urlFor(v, t)}", headers=headers)`;
P.javascript = (v, t) =>
  `const ${camel(v.env)} = '${t}';\nexport const client = createClient({ apiKey: ${camel(v.env)} });`;
P["typescript-config"] = (v, t) =>
  `export const config: Settings = {\n  region: "us-east-1",\n  ${camel(v.env)}: "${t}",\n  retries: 3,\n};`;
P.go = (v, t) => `func init() {\n\tos.Setenv("${v.env}", "${t}")\n}`;
P.rust = (v, t) => `let ${snake(v.env)} = "${t}";\nlet client = Client::new(${snake(v.env)});`;
P.ruby = (v, t) => `Rails.application.configure do\n  config.x.${snake(v.env)} = '${t}'\nend`;
P.php = (v, t) => `<?php\ndefine('${v.env}', '${t}');\n$client = new ApiClient(${v.env});`;
P.java = (v, t) => `public final class Secrets {\n    static final String ${v.env} = "${t}";\n}`;
P.csharp = (v, t) =>
  `var client = new HttpClient();\nclient.DefaultRequestHeaders.Add("${authLine(v, t).line.split(": ")[0]}", "${authLine(v, t).line.split(": ")[1]}");`;
P.kotlin = (v, t) => `object Env {\n    const val ${v.env} = "${t}"\n}`;
P.swift = (v, t) =>
  `let ${camel(v.env)} = "${t}"\nrequest.setValue(${camel(v.env)}, forHTTPHeaderField: "Authorization")`;
P["yaml-config"] = (v, t) =>
  `# config/production.yml\n${v.family.replace(/-/g, "_")}:\n  endpoint: https://${host(v)}\n  api_key: ${t}\n  timeout_s: 10`;
P["toml-config"] = (v, t) =>
  `[${v.family.replace(/-/g, "_")}]\nendpoint = "https://${host(v)}"\ntoken = "${t}"`;
P["json-config"] = (v, t) => `{\n  "name": "acme-api",\n  "${camel(v.env)}": "${t}",\n  "debug": false\n}`;
P.ini = (v, t) => `[default]\nhost = ${host(v)}\n${snake(v.env)} = ${t}`;
P.properties = (v, t) => `# application-prod.properties\nserver.port=8080\n${dotted(v.env)}=${t}`;
P["xml-appsettings"] = (v, t) =>
  `<appSettings>\n  <add key="${v.env}" value="${t}" />\n  <add key="Environment" value="Production" />\n</appSettings>`;
P["json-escaped-tool-result"] = (v, t) =>
  `{"type":"tool_result","content":"$ printenv | grep ${v.env}\\n${v.env}=${t}\\n","is_error":false}`;
P["diff-added"] = (v, t) =>
  `diff --git a/.env.example b/.env.example\n--- a/.env.example\n+++ b/.env.example\n@@ -3,2 +3,3 @@\n LOG_LEVEL=info\n-${v.env}=\n+${v.env}=${t}\n DEBUG=false`;
P["notebook-cell"] = (v, t) =>
  `{\n "cell_type": "code",\n "execution_count": 3,\n "metadata": {},\n "source": [\n  "import os\\n",\n  "os.environ[\\"${v.env}\\"] = \\"${t}\\"\\n"\n ]\n}`;
P["curl-command"] = (v, t) => {
  const a = authLine(v, t);
  return {
    text: `curl -sS -X GET "${urlFor(v, t)}" -H "${a.line}" -H "Content-Type: application/json"`,
    secret: a.secret,
  };
};
P["curl-verbose"] = (v, t) => {
  const a = authLine(v, t);
  return {
    text: `*   Trying 104.18.${int(250)}.${int(250)}:443...\n* Connected to ${host(v)} port 443\n> GET ${urlFor(v, t).replace(`https://${host(v)}`, "")} HTTP/2\n> Host: ${host(v)}\n> User-Agent: curl/8.5.0\n> ${a.line}\n> Accept: */*\n>\n< HTTP/2 200`,
    secret: a.secret,
  };
};
P["requests-debug"] = (v, t) => {
  const a = authLine(v, t);
  return {
    text: `DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): ${host(v)}:443\nsend: b'GET ${urlFor(v, t).replace(`https://${host(v)}`, "")} HTTP/1.1\\r\\nHost: ${host(v)}\\r\\nUser-Agent: python-requests/2.32.3\\r\\n${a.line}\\r\\n\\r\\n'\nreply: 'HTTP/1.1 200 OK\\r\\n'`,
    secret: a.secret,
  };
};
P.httpie = (v, t) => {
  const a = authLine(v, t);
  return {
    text: `$ http --print=H GET ${urlFor(v, t)} '${a.line}'\nGET /v1/status HTTP/1.1\nAccept: */*\n${a.line}\nHost: ${host(v)}\nUser-Agent: HTTPie/3.2.2`,
    secret: a.secret,
  };
};
P["json-log"] = (v, t) =>
  `{"ts":"2026-11-27T18:${10 + int(49)}:0${int(9)}.${digits(3)}Z","level":"debug","msg":"client init","config":{"endpoint":"https://${host(v)}","${camel(v.env)}":"${t}"}}`;
P["url-query"] = (v, t) => `GET https://${host(v)}/v2/export?format=csv&api_key=${t}&page=2 -> 200 (412 ms)`;
P["env-dump"] = (v, t) =>
  `$ env | sort\nHOME=/home/runner\nHOSTNAME=ci-${hex(12)}\n${v.env}=${t}\nLANG=C.UTF-8\nPATH=/usr/local/bin:/usr/bin:/bin\nSHLVL=1`;
P["docker-inspect"] = (v, t) =>
  `$ docker inspect --format '{{json .Config.Env}}' api-1\n["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin","${v.env}=${t}","NODE_VERSION=20.18.0"]`;
P["kubectl-exec-env"] = (v, t) =>
  `$ kubectl exec deploy/api -- printenv\nKUBERNETES_SERVICE_HOST=10.96.0.1\n${v.env}=${t}\nKUBERNETES_PORT=tcp://10.96.0.1:443`;
P["test-failure-diff"] = (v, t) =>
  `FAIL  test/config.test.ts > loads production settings\nAssertionError: expected { …(3) } to deeply equal { …(3) }\n\n- Expected\n+ Received\n\n  Object {\n-   "${camel(v.env)}": "",\n+   "${camel(v.env)}": "${t}",\n    "region": "us-east-1",\n  }`;
P["stack-trace"] = (_v, t) =>
  `Traceback (most recent call last):\n  File "/app/sync.py", line 41, in <module>\n    client = Client(token="${t}")\n  File "/app/client.py", line 12, in __init__\n    raise AuthError("401 Unauthorized")\nclient.AuthError: 401 Unauthorized`;
P["cli-created"] = (_v, t) =>
  `✔ Created token "ci-deploy" (expires in 90 days)\n\n  ${t}\n\nCopy it now: it will not be shown again.`;
P["cli-json-output"] = (_v, t) =>
  `{\n  "id": "${uuid()}",\n  "name": "ci-deploy",\n  "token": "${t}",\n  "created_at": "2026-11-27T19:02:11Z"\n}`;
P["cli-table-output"] = (_v, t) =>
  `NAME         TOKEN${" ".repeat(Math.max(1, t.length - 3))}CREATED\nci-deploy    ${t}  just now`;
P["cli-positional"] = (v, t) =>
  v.cli
    ? `$ ${v.cli} ${t}\nLogged in successfully.`
    : `$ ./scripts/set-secret.sh ${v.env} ${t}\nsecret ${v.env} updated`;
P["cli-flag"] = (v, t) =>
  `$ gh secret set ${v.env} --body "${t}" --repo acme/api\n✓ Set Actions secret ${v.env} for acme/api`;
P.sql = (v, t) =>
  `INSERT INTO integrations (provider, api_key, enabled) VALUES ('${v.family}', '${t}', true);`;
P.systemd = (v, t) =>
  `[Service]\nEnvironment=${v.env}=${t}\nExecStart=/usr/local/bin/api --port 8080\nRestart=always`;
P.heredoc = (v, t) => `cat > .env <<'EOF'\nDATABASE_HOST=db\n${v.env}=${t}\nEOF`;
P["markdown-readme"] = (v, t) =>
  `## Local setup\n\n1. Copy the key below into \`.env\`:\n\n   \`${v.env}=${t}\`\n\n2. Run \`make dev\`.`;
P["ansible-vars"] = (v, t) => `# group_vars/prod.yml\napp_port: 8080\n${snake(v.env)}: "${t}"`;
P["jq-output"] = (v, t) =>
  `$ jq .credentials settings.json\n{\n  "provider": "${v.family}",\n  "secret": "${t}"\n}`;
P.makefile = (v, t) => `deploy:\n\t${v.env}=${t} ./bin/deploy --env prod`;
P["vscode-launch"] = (v, t) =>
  `"configurations": [\n  {\n    "type": "node",\n    "request": "launch",\n    "env": { "${v.env}": "${t}" }\n  }\n]`;
P["github-secret-echo"] = (_v, t) =>
  `Run echo "token=${t}" >> "$GITHUB_OUTPUT"\n  echo "token=${t}" >> "$GITHUB_OUTPUT"\n  shell: /usr/bin/bash -e {0}`;
P["js-fetch"] = (v, t) => {
  const a = authLine(v, t);
  const [name, value] = a.line.split(": ");
  return {
    text: `await fetch("${urlFor(v, t)}", {\n  headers: { "${name}": "${value}" },\n});`,
    secret: a.secret,
  };
};

const LANG = {
  en: (t) => `here's the key, can you wire it up for me? ${t}`,
  de: (t) => `Hier ist mein API-Schlüssel: ${t} – bitte in die Konfiguration eintragen.`,
  fr: (t) => `Voici le jeton d'accès : ${t}. Tu peux l'ajouter au fichier de config ?`,
  es: (t) => `Te paso la clave de la API: ${t} (no la subas al repo, por favor)`,
  pt: (t) => `Segue o token que gerei agora há pouco: ${t} — usa ele no deploy.`,
  it: (t) => `Ecco la chiave: ${t}, prova di nuovo la chiamata.`,
  nl: (t) => `Mijn token is ${t}, kun je het script opnieuw draaien?`,
  pl: (t) => `Klucz API to ${t}, dodaj go proszę do zmiennych środowiskowych.`,
  ru: (t) => `Вот токен: ${t} — добавь его в настройки и перезапусти.`,
  uk: (t) => `Ось ключ доступу ${t}, спробуй ще раз.`,
  ja: (t) => `APIキーはこれです：${t} 設定ファイルに入れてください。`,
  zh: (t) => `这是我的密钥：${t}，帮我配置到环境变量里。`,
  ko: (t) => `API 키는 ${t} 입니다. 설정에 넣어 주세요.`,
  tr: (t) => `API anahtarım şu: ${t} bunu kullanarak tekrar dener misin?`,
  hi: (t) => `यह मेरा टोकन है: ${t} कृपया इसे कॉन्फ़िग में डाल दो।`,
  ar: (t) => `هذا هو مفتاح الواجهة: ${t} من فضلك أضفه إلى الإعدادات.`,
  he: (t) => `הנה הטוקן שלי: ${t} תוסיף אותו לקובץ ההגדרות.`,
  vi: (t) => `Đây là khóa API của mình: ${t}, bạn thêm vào cấu hình giúp nhé.`,
  id: (t) => `Ini token-nya: ${t} tolong pasang di file .env ya.`,
  th: (t) => `นี่คือคีย์ API ของฉัน ${t} ช่วยใส่ในไฟล์ตั้งค่าให้หน่อย`,
};
for (const [code, fn] of Object.entries(LANG)) P[`chat-${code}`] = (_v, t) => fn(t);

export const PLACEMENTS = P;
export const PLACEMENT_NAMES = Object.keys(P);
