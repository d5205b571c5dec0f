// Placements of a named token in HTTP traffic, logs, diffs, notebooks, escaped JSON and chat prose.

const ts = (r) =>
  `2026-${String(r.int(1, 11)).padStart(2, "0")}-${String(r.int(10, 28))}T${String(r.int(10, 23))}:${String(r.int(10, 59))}:${String(r.int(10, 59))}Z`;

export const MISC = [
  {
    context: "http-request",
    make: (r, p) =>
      `GET /v2/${r.pick(["repos", "items", "users/me"])} HTTP/1.1\nHost: api.example.com\nAuthorization: Bearer ${p.value}\nAccept: application/json`,
  },
  {
    context: "http-request",
    make: (_r, p) =>
      `POST /api/events HTTP/2\nhost: ingest.example.io\nx-api-key: ${p.value}\ncontent-type: application/json`,
  },
  {
    context: "log",
    make: (r, p) =>
      `${ts(r)} DEBUG http.client: send: headers={'User-Agent': 'sync/2.1', 'Authorization': 'Bearer ${p.value}'}`,
  },
  {
    context: "log",
    make: (r, p) => `[${ts(r)}] INFO  loaded settings: { ${p.camel}: '${p.value}', region: 'us-east-1' }`,
  },
  {
    context: "log",
    make: (r, p) => `time="${ts(r)}" level=warning msg="retrying request" ${p.snake}=${p.value} attempt=2`,
  },
  {
    context: "diff",
    make: (_r, p) =>
      `diff --git a/.env.example b/.env.example\n@@ -3,3 +3,4 @@ PORT=3000\n LOG_LEVEL=info\n+${p.env}=${p.value}\n DB_HOST=localhost`,
  },
  {
    context: "diff",
    make: (_r, p) =>
      `@@ -12,7 +12,7 @@ const client = createClient({\n-  ${p.camel}: "${p.value}",\n+  ${p.camel}: process.env.${p.env},\n });`,
  },
  {
    context: "notebook",
    make: (r, p) =>
      `{\n "cell_type": "code",\n "execution_count": ${r.int(1, 40)},\n "source": [\n  "import os\\n",\n  "os.environ[\\"${p.env}\\"] = \\"${p.value}\\"\\n"\n ]\n}`,
  },
  {
    context: "notebook",
    make: (r, p) => `In [${r.int(2, 30)}]: %env ${p.env}=${p.value}\nenv: ${p.env}=${p.value}`,
  },
  {
    context: "json-escaped",
    make: (_r, p) =>
      `{"type":"tool_result","content":"$ cat config.json\\n{\\n  \\"${p.camel}\\": \\"${p.value}\\"\\n}\\n"}`,
  },
  {
    context: "json-escaped",
    make: (_r, p) =>
      `{"tool":"Bash","input":{"command":"curl -H \\"Authorization: Bearer ${p.value}\\" https://api.example.com/me"}}`,
  },
  {
    context: "prose",
    make: (_r, p) => `I set ${p.env} to ${p.value} but the deploy still says unauthorized, any idea?`,
  },
  {
    context: "prose",
    make: (_r, p) =>
      `here is the ${p.kind.replace(/-/g, " ")} token for staging: ${p.value} (please don't commit it)`,
  },
  {
    context: "prose-de",
    make: (_r, p) =>
      `Kannst du mal prüfen, warum der Build fehlschlägt? Der Token ist ${p.value} und liegt in der CI.`,
  },
  {
    context: "prose-fr",
    make: (_r, p) => `Voici la clé pour l'environnement de test : ${p.value} — elle expire vendredi.`,
  },
  {
    context: "prose-es",
    make: (_r, p) => `Te paso el token de acceso: ${p.value}. Úsalo solo en staging, por favor.`,
  },
  {
    context: "prose-ja",
    make: (_r, p) => `本番用のAPIキーはこれです：${p.value} 設定ファイルに入れておいてください。`,
  },
  { context: "prose-zh", make: (_r, p) => `这是测试环境的令牌：${p.value}，部署完之后记得轮换。` },
  {
    context: "prose-pt",
    make: (_r, p) => `O token do ambiente de homologação é ${p.value}, pode usar no script.`,
  },
  {
    context: "prose-ru",
    make: (_r, p) => `Вот токен для стейджинга: ${p.value} — не коммить его, пожалуйста.`,
  },
];
