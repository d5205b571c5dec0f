// More transcript placements: a coding agent's own tool calls (Bash/Write/Edit inputs), what
// commands print back (ps, journalctl, docker history, git log -p, terraform output, heroku
// config), streamed model output, HAR entries, test runners' locals and panics, ANSI colour codes.
const sha = (r) => r.str("0123456789abcdef", 40);

export const AGENT = [
  [
    "tool-use-bash-input",
    "",
    (r, t) =>
      `{"type":"tool_use","id":"toolu_01${r.str("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789", 22)}","name":"Bash","input":{"command":"${t.name}=${t.tok} npm run e2e","description":"Run e2e tests"}}`,
  ],
  [
    "tool-use-write-input",
    "",
    (_r, t) =>
      `{"name":"Write","input":{"file_path":"/home/dev/api/.env","content":"PORT=3000\\n${t.name}=${t.tok}\\n"}}`,
  ],
  [
    "tool-use-edit-input",
    "",
    (_r, t) =>
      `{"name":"Edit","input":{"file_path":"config/settings.py","old_string":"${t.name} = None","new_string":"${t.name} = \\"${t.tok}\\""}}`,
  ],
  [
    "set-x-trace",
    "h",
    (_r, t) => `+ set -x\n+ curl -sf -H 'Authorization: Bearer ${t.tok}' https://${t.host}/health\n+ echo ok`,
  ],
  [
    "ps-aux",
    "",
    (_r, t) =>
      `USER   PID %CPU %MEM COMMAND\ndev   4121  0.3  1.2 node /app/worker.js --token=${t.tok} --queue=default`,
  ],
  [
    "journalctl",
    "",
    (_r, t) =>
      `Nov 27 09:12:01 web-1 app[912]: booting with ${t.name}=${t.tok}\nNov 27 09:12:02 web-1 app[912]: listening on :8080`,
  ],
  [
    "docker-history",
    "",
    (_r, t) =>
      `IMAGE          CREATED       CREATED BY                                SIZE\n<missing>      2 days ago    ENV ${t.name}=${t.tok}   0B\n<missing>      2 days ago    WORKDIR /app                              0B`,
  ],
  [
    "git-log-patch",
    "",
    (r, t) =>
      `commit ${sha(r)}\nAuthor: Dana Ruiz <dana@acme.dev>\n\n    wip: local config\n\ndiff --git a/config/app.yml b/config/app.yml\n@@ -4,3 +4,4 @@ ${t.svc}:\n   url: https://${t.host}\n+  token: ${t.tok}`,
  ],
  [
    "diff-stash-show",
    "",
    (_r, t) =>
      `$ git stash show -p stash@{0}\n--- a/.env\n+++ b/.env\n@@ -1,2 +1,2 @@\n-${t.name}=replace-me\n+${t.name}=${t.tok}`,
  ],
  [
    "diff-review-quote",
    "",
    (_r, t) =>
      `> +    ${t.camel}: "${t.tok}",\n\nThis shouldn't be committed — please read it from the environment instead.`,
  ],
  [
    "terraform-output-json",
    "",
    (_r, t) =>
      `$ terraform output -json\n{\n  "${t.snake}": {\n    "sensitive": true,\n    "type": "string",\n    "value": "${t.tok}"\n  }\n}`,
  ],
  [
    "heroku-config-output",
    "",
    (_r, t) => `=== acme-api Config Vars\n${t.name}: ${t.tok}\nNODE_ENV:          production`,
  ],
  ["cli-prints-auth-token", "", (_r, t) => `$ ${t.svc} auth print-access-token\n${t.tok}`],
  [
    "sse-stream",
    "",
    (_r, t) =>
      `event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Set ${t.name} to ${t.tok} in"}}`,
  ],
  [
    "har-entry",
    "h",
    (_r, t) =>
      `"headers": [\n  { "name": "accept", "value": "application/json" },\n  { "name": "authorization", "value": "Bearer ${t.tok}" }\n]`,
  ],
  [
    "pytest-locals",
    "",
    (_r, t) =>
      `E       AssertionError: assert 401 == 200\n\nclient     = <ApiClient base=https://${t.host}>\ntoken      = '${t.tok}'\n\ntests/test_api.py:27: AssertionError`,
  ],
  [
    "rust-panic-debug",
    "",
    (_r, t) =>
      `thread 'main' panicked at src/main.rs:14:5:\ncalled \`Result::unwrap()\` on an \`Err\` value: Auth { token: "${t.tok}", status: 401 }`,
  ],
  [
    "java-exception",
    "",
    (_r, t) =>
      `Exception in thread "main" java.lang.IllegalStateException: rejected credential ${t.tok}\n\tat com.acme.Client.login(Client.java:88)\n\tat com.acme.Main.main(Main.java:12)`,
  ],
  [
    "ansi-coloured-env",
    "",
    (_r, t) =>
      `\u001b[1;32m${t.name}\u001b[0m=\u001b[33m${t.tok}\u001b[0m\n\u001b[1;32mPORT\u001b[0m=\u001b[33m8080\u001b[0m`,
  ],
  ["crlf-windows-output", "", (_r, t) => `C:\\src> type .env\r\n${t.name}=${t.tok}\r\nDEBUG=false\r\n`],
];
