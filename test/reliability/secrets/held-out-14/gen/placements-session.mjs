// Session placements: shell and CLI lines, what tools print, HTTP logs, URLs, chat prose in several
// languages, and what a coding agent's transcript does to a value (JSON escaping, terminal wrapping,
// table columns, diffs, printenv / docker inspect / kubectl base64, URL encoding, stack traces).
// A placement may return { text, secret, also } when the value appears transformed or split.
import { b64 } from "./prng.mjs";

const split = (tok, at) => [tok.slice(0, at), tok.slice(at)];

export const SHELL = [
  ["export", "", (_r, t) => `$ export ${t.name}=${t.tok}\n$ npm run deploy`],
  ["export-single-quoted", "", (_r, t) => `export ${t.name}='${t.tok}'`],
  ["env-prefix", "", (_r, t) => `${t.name}=${t.tok} pnpm test -- --run integration`],
  ["cmd-set", "", (_r, t) => `C:\\repo> set ${t.name}=${t.tok}\nC:\\repo> npm start`],
  ["fish-set", "", (_r, t) => `set -gx ${t.name} ${t.tok}`],
  ["powershell-env", "", (_r, t) => `PS C:\\src\\app> $env:${t.name} = "${t.tok}"`],
  [
    "curl-header",
    "h",
    (_r, t) => `curl -sS -H "Authorization: Bearer ${t.tok}" https://${t.host}/v1/me | jq .`,
  ],
  ["curl-api-key-header", "h", (_r, t) => `curl https://${t.host}/v2/items --header 'X-API-Key: ${t.tok}'`],
  ["flag-space", "", (_r, t) => `./scripts/release.sh --token ${t.tok} --tag v2.3.1`],
  ["flag-equals", "", (_r, t) => `${t.svc}-cli deploy --api-key=${t.tok} --env prod`],
  ["login-positional", "", (_r, t) => `$ ${t.svc} login ${t.tok}\nLogged in as ci-bot`],
  ["auth-subcommand", "", (_r, t) => `${t.svc} auth set-token ${t.tok}`],
  ["gh-secret-set", "", (_r, t) => `gh secret set ${t.name} --body "${t.tok}" --repo acme/api`],
  ["heroku-config-set", "", (_r, t) => `heroku config:set ${t.name}=${t.tok} -a acme-api`],
  ["fly-secrets-set", "", (_r, t) => `fly secrets set ${t.name}=${t.tok} --app acme-web`],
  [
    "kubectl-from-literal",
    "",
    (_r, t) => `kubectl create secret generic ${t.svc}-creds --from-literal=${t.snake}=${t.tok} -n prod`,
  ],
  ["docker-run-env", "", (_r, t) => `docker run --rm -e ${t.name}=${t.tok} -p 8080:8080 acme/api:latest`],
  ["stdin-pipe", "", (_r, t) => `echo "${t.tok}" | ${t.svc} auth login --with-token`],
  ["bash-history", "", (_r, t) => `  511  cd ~/src/api\n  512  export ${t.name}=${t.tok}\n  513  make run`],
  [
    "cli-prints-token",
    "",
    (_r, t) => `✔ Created a new token for ci-bot\n\n  ${t.tok}\n\nCopy it now — it will not be shown again.`,
  ],
  [
    "cli-prints-table",
    "",
    (_r, t) =>
      `NAME        TOKEN                                      EXPIRES\nci-deploy   ${t.tok}   2027-02-25`,
  ],
  ["vault-kv-put", "", (_r, t) => `vault kv put secret/${t.svc} token=${t.tok}`],
];

export const TRANSCRIPT = [
  [
    "tool-result-json",
    "",
    (r, t) =>
      `{"type":"tool_result","tool_use_id":"toolu_01${r.str("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789", 22)}","content":"${t.name}=${t.tok}\\nLOG_LEVEL=info\\n"}`,
  ],
  [
    "json-escaped-twice",
    "",
    (_r, t) =>
      `{"output":"{\\"stdout\\":\\"export ${t.name}=\\\\\\"${t.tok}\\\\\\"\\\\n\\",\\"exitCode\\":0}"}`,
  ],
  [
    "printenv",
    "",
    (_r, t) =>
      `$ printenv | sort\nHOME=/home/dev\nLANG=C.UTF-8\n${t.name}=${t.tok}\nPATH=/usr/local/bin:/usr/bin:/bin\nSHELL=/bin/zsh`,
  ],
  ["env-grep", "", (_r, t) => `$ env | grep -i ${t.svc}\n${t.name}=${t.tok}`],
  [
    "docker-inspect",
    "",
    (_r, t) =>
      `        "Env": [\n            "${t.name}=${t.tok}",\n            "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin",\n            "NODE_VERSION=20.11.1"\n        ],`,
  ],
  [
    "kubectl-secret-base64",
    "",
    (_r, t) => {
      const enc = b64(t.tok);
      return {
        text: `apiVersion: v1\ndata:\n  ${t.snake}: ${enc}\nkind: Secret\nmetadata:\n  name: ${t.svc}-creds\n  namespace: prod\ntype: Opaque`,
        secret: enc,
      };
    },
  ],
  [
    "terminal-wrap",
    "long",
    (_r, t) => {
      const line = `${t.name}=${t.tok}`;
      const at = Math.min(80, line.length - 10);
      const [a, b] = split(line, at);
      const cut = at - t.name.length - 1;
      return {
        text: `$ cat .env.production\n${a}\n${b}\nREDIS_URL=redis://cache:6379`,
        secret: t.tok.slice(0, cut),
        also: [t.tok.slice(cut)],
      };
    },
  ],
  [
    "table-column-wrap",
    "long",
    (_r, t) => {
      const cut = Math.floor(t.tok.length / 2);
      const [a, b] = split(t.tok, cut);
      const w = Math.max(a.length, b.length);
      return {
        text: `│ Variable${" ".repeat(t.name.length - 8 > 0 ? t.name.length - 8 : 0)} │ Value${" ".repeat(w - 5)} │\n│ ${t.name} │ ${a.padEnd(w)} │\n│ ${" ".repeat(t.name.length)} │ ${b.padEnd(w)} │`,
        secret: a,
        also: [b],
      };
    },
  ],
  [
    "markdown-table",
    "",
    (_r, t) => `| Variable | Value | Scope |\n|---|---|---|\n| \`${t.name}\` | \`${t.tok}\` | production |`,
  ],
  [
    "diff-added-line",
    "",
    (_r, t) =>
      `diff --git a/.env.example b/.env.example\n@@ -3,3 +3,3 @@\n LOG_LEVEL=info\n-${t.name}=\n+${t.name}=${t.tok}\n PORT=3000`,
  ],
  [
    "diff-code-hunk",
    "",
    (_r, t) =>
      `@@ -12,6 +12,7 @@ export function client() {\n   return new Client({\n     baseUrl: "https://${t.host}",\n+    token: "${t.tok}",\n   });`,
  ],
  [
    "read-tool-numbered",
    "",
    (_r, t) => `     1→# local overrides\n     2→${t.name}=${t.tok}\n     3→FEATURE_FLAGS=beta`,
  ],
  [
    "grep-output",
    "",
    (_r, t) => `config/deploy/prod.env:7:${t.name}=${t.tok}\nconfig/deploy/staging.env:7:${t.name}=`,
  ],
  [
    "url-encoded-query",
    "u",
    (_r, t) => `GET https://${t.host}/v1/export?format=csv&access_token=${encodeURIComponent(t.tok)}&page=2`,
  ],
  [
    "stack-trace",
    "",
    (_r, t) =>
      `Traceback (most recent call last):\n  File "/app/sync.py", line 41, in <module>\n    client = connect(token="${t.tok}")\n  File "/app/sync.py", line 12, in connect\n    raise AuthError("401 Unauthorized")\nAuthError: 401 Unauthorized`,
  ],
  [
    "node-error",
    "",
    (_r, t) =>
      `Error: Request failed with status code 403\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n  config: { headers: { 'x-api-key': '${t.tok}' }, url: 'https://${t.host}/v1' }`,
  ],
  [
    "curl-verbose",
    "h",
    (_r, t) =>
      `* Connected to ${t.host} port 443\n> GET /v1/user HTTP/2\n> Host: ${t.host}\n> authorization: Bearer ${t.tok}\n> user-agent: curl/8.5.0\n>\n< HTTP/2 200`,
  ],
  [
    "http-raw-request",
    "h",
    (_r, t) =>
      `POST /v1/events HTTP/1.1\r\nHost: ${t.host}\r\nX-Api-Key: ${t.tok}\r\nContent-Type: application/json\r\n\r\n{"event":"deploy"}`,
  ],
  [
    "python-http-debug",
    "h",
    (_r, t) =>
      `send: b'GET /v1/me HTTP/1.1\\r\\nHost: ${t.host}\\r\\nAuthorization: token ${t.tok}\\r\\nAccept: */*\\r\\n\\r\\n'`,
  ],
  [
    "structured-log",
    "",
    (_r, t) =>
      `{"level":"debug","time":"2026-11-27T09:14:02.113Z","msg":"loaded config","config":{"${t.camel}":"${t.tok}","region":"eu-west-1"}}`,
  ],
  [
    "log-line",
    "",
    (_r, t) => `2026-11-27 09:14:02,113 DEBUG [sync] using ${t.svc} credentials token=${t.tok} retries=3`,
  ],
  [
    "go-test-failure",
    "",
    (_r, t) => `--- FAIL: TestClient (0.02s)\n    client_test.go:28: got status 401 for token "${t.tok}"`,
  ],
  ["ipython-output", "", (_r, t) => `In [3]: os.environ["${t.name}"]\nOut[3]: '${t.tok}'`],
  [
    "json-slash-escaped",
    "",
    (_r, t) => {
      const esc = t.tok.replaceAll("/", "\\/");
      return { text: `{"ok":true,"result":{"name":"ci","value":"${esc}"}}`, secret: esc };
    },
  ],
];

export const URLS = [
  [
    "url-userinfo",
    "u",
    (_r, t) => `git remote set-url origin https://oauth2:${encodeURIComponent(t.tok)}@${t.host}/acme/api.git`,
  ],
  [
    "url-query",
    "u",
    (_r, t) => `https://${t.host}/v1/reports?api_key=${encodeURIComponent(t.tok)}&from=2026-11-01`,
  ],
  [
    "url-in-markdown",
    "u",
    (_r, t) => `[dashboard](https://${t.host}/embed?token=${encodeURIComponent(t.tok)})`,
  ],
  [
    "url-in-pip-index",
    "u",
    (_r, t) =>
      `pip install --index-url https://__token__:${encodeURIComponent(t.tok)}@pypi.acme.dev/simple/ acme-core`,
  ],
];

export const PROSE = [
  [
    "prose-fr",
    "",
    (_r, t) => `Voici mon token ${t.svc} : ${t.tok} — tu peux l'utiliser pour relancer le déploiement ?`,
  ],
  [
    "prose-de",
    "",
    (_r, t) => `Hier ist der Schlüssel für ${t.svc}: ${t.tok}. Bitte nicht ins Repo committen!`,
  ],
  [
    "prose-es",
    "",
    (_r, t) => `Mi clave de ${t.svc} es ${t.tok}, úsala para probar el webhook y luego la rotamos.`,
  ],
  ["prose-pt", "", (_r, t) => `Segue a credencial do ${t.svc}: ${t.tok} (vale só até sexta).`],
  ["prose-it", "", (_r, t) => `Ecco il token: ${t.tok} — prova di nuovo la build.`],
  ["prose-nl", "", (_r, t) => `Gebruik deze sleutel voorlopig: ${t.tok}`],
  ["prose-ja", "", (_r, t) => `このトークンを使ってください：${t.tok}　終わったら無効化します。`],
  ["prose-zh", "", (_r, t) => `这是${t.svc}的密钥：${t.tok}，帮我测试一下部署。`],
  ["prose-ko", "", (_r, t) => `${t.svc} API 키는 ${t.tok} 입니다. 테스트 후 삭제해 주세요.`],
  ["prose-ru", "", (_r, t) => `Вот токен для ${t.svc}: ${t.tok} — добавь его в секреты CI.`],
  ["prose-pl", "", (_r, t) => `Mój token do ${t.svc} to ${t.tok}, dodaj go do sekretów.`],
  ["prose-tr", "", (_r, t) => `${t.svc} anahtarım ${t.tok}, bunu kullanabilirsin.`],
  ["prose-en-casual", "", (_r, t) => `ok just use ${t.tok} for now, I'll rotate it after the demo`],
  ["prose-inline-code", "", (_r, t) => `The ${t.svc} key is \`${t.tok}\` — put it in the staging env only.`],
  ["prose-quoted-reply", "", (_r, t) => `> can you paste the key?\nsure: ${t.tok}`],
];
