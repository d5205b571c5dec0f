// Where ids and hashes sit in a session: logs, headers, JSON, YAML, env files, URLs, SQL, code,
// tests, prose in several languages. Each placement is (label, id, env, rand) => text.

const camel = (s) =>
  s.replace(/[-_. ]([a-zA-Z0-9])/g, (_, c) => c.toUpperCase()).replace(/^[A-Z]/, (c) => c.toLowerCase());

/** @type {{context: string, text: (label: string, id: string, env: string, r: any) => string}[]} */
export const ID_PLACEMENTS = [
  {
    context: "json-log",
    text: (l, id, _e, r) =>
      JSON.stringify({
        level: "info",
        ts: `2026-11-26T10:${r.int(10, 59)}:${r.int(10, 59)}Z`,
        msg: "request completed",
        [l]: id,
        status: 200,
        duration_ms: r.int(3, 900),
      }),
  },
  {
    context: "logfmt",
    text: (l, id, _e, r) =>
      `time=2026-11-26T10:02:${r.int(10, 59)}Z level=info msg="handled" ${l.replace(/[^A-Za-z0-9_.-]/g, "_")}=${id} path=/api/v1/orders status=200`,
  },
  {
    context: "http-response-header",
    text: (l, id) =>
      `< HTTP/2 200\n< content-type: application/json\n< ${l.toLowerCase().replace(/[ _]/g, "-")}: ${id}\n< date: Thu, 26 Nov 2026 10:02:11 GMT`,
  },
  { context: "yaml-field", text: (l, id) => `metadata:\n  ${l}: ${id}\n  labels:\n    app: api` },
  {
    context: "json-field",
    text: (l, id, _e, r) =>
      JSON.stringify({ [l]: id, created: 1764230000 + r.int(0, 9999), object: "event" }, null, 2),
  },
  { context: "env-line", text: (_l, id, e) => `${e}=${id}` },
  { context: "export", text: (_l, id, e) => `export ${e}="${id}"` },
  {
    context: "url-path",
    text: (l, id) =>
      `https://app.acme.dev/${l.toLowerCase().replace(/[^a-z]/g, "") || "items"}/${encodeURIComponent(id)}/details`,
  },
  {
    context: "url-query",
    text: (l, id) =>
      `GET /api/v2/search?${l.replace(/[^A-Za-z0-9_]/g, "_")}=${encodeURIComponent(id)}&limit=20 200 14ms`,
  },
  {
    context: "cli-flag",
    text: (l, id) => `./bin/replay --${l.toLowerCase().replace(/[^a-z0-9]+/g, "-")} ${id} --dry-run`,
  },
  {
    context: "sql-where",
    text: (l, id) =>
      `SELECT * FROM events WHERE ${l.replace(/[^A-Za-z0-9_]/g, "_").toLowerCase()} = '${id}' LIMIT 10;`,
  },
  {
    context: "code-constant",
    text: (l, id) => `const ${camel(l.replace(/[^A-Za-z0-9_.\- ]/g, ""))} = "${id}";`,
  },
  { context: "python-assert", text: (l, id) => `def test_lookup():\n    assert lookup()["${l}"] == "${id}"` },
  {
    context: "jest-fixture",
    text: (l, id) => `expect(result.${camel(l.replace(/[^A-Za-z0-9_.\- ]/g, ""))}).toBe("${id}");`,
  },
  {
    context: "error-message",
    text: (l, id) => `Error: ${l} ${id} not found (404)\n    at Repo.get (src/repo.ts:41:13)`,
  },
  { context: "csv-row", text: (l, id, _e, r) => `date,${l},count\n2026-11-25,${id},${r.int(1, 500)}` },
  { context: "markdown-table", text: (l, id) => `| field | value |\n|---|---|\n| ${l} | \`${id}\` |` },
  {
    context: "prompt-en",
    text: (l, id) => `can you look up ${l} ${id} in the logs? that's the one that failed`,
  },
  { context: "prompt-es", text: (l, id) => `el ${l} del fallo es ${id}, ¿puedes revisarlo?` },
  { context: "prompt-de", text: (l, id) => `Der ${l} ist ${id} – bitte im Dashboard nachsehen.` },
  { context: "prompt-ja", text: (l, id) => `${l} は ${id} です。ログを確認してください。` },
  { context: "prompt-zh", text: (l, id) => `出错的${l}是${id}，帮我查一下` },
  { context: "prompt-fr", text: (l, id) => `Le ${l} concerné est ${id}, tu peux regarder ?` },
  { context: "toml-field", text: (l, id) => `[meta]\n${l.replace(/[^A-Za-z0-9_]/g, "_")} = "${id}"` },
  {
    context: "xml-attribute",
    text: (l, id) => `<entry ${l.replace(/[^A-Za-z0-9_]/g, "")}="${id}" status="ok"/>`,
  },
  {
    context: "edit-tool",
    text: (l, id) =>
      JSON.stringify({
        tool: "Edit",
        file_path: "/repo/test/fixtures/data.json",
        old_string: `"${l}": "${id}"`,
        new_string: `"${l}": "${id}",\n  "archived": false`,
      }),
  },
  {
    context: "json-in-json",
    text: (l, id) => JSON.stringify({ type: "tool_result", content: JSON.stringify({ [l]: id, ok: true }) }),
  },
  {
    context: "diff-added",
    text: (l, id) => `@@ -12,3 +12,4 @@\n   "name": "fixture",\n+  "${l}": "${id}",\n   "items": []`,
  },
];
