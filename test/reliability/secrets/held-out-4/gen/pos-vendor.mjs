// Where a vendor token shows up in a coding session: each template turns (r, vendor, token) into a case.
import { camel, PROJECTS, PROSE_WITH_VALUE, pascal, slug, stamp } from "./scene.mjs";

const host = (v) => `api.${slug(v.vendor).replace(/-/g, "")}.com`;

/** Templates for the "around a session" side: commands, output, logs, JSON, headers, URLs, prose. */
export const SESSION_TEMPLATES = [
  (r, v, t) => ["shell", "export", `export ${v.env}=${r.chance(0.5) ? `"${t}"` : t}`],
  (r, v, t) => ["shell", "env-prefix", `${v.env}='${t}' node scripts/sync-${r.pick(PROJECTS)}.mjs --dry-run`],
  (r, v, t) => [
    "shell",
    "docker-run-env",
    `docker run --rm -e ${v.env}=${t} -p 8080:8080 ghcr.io/acme/${r.pick(PROJECTS)}:${r.int(1, 4)}.${r.int(0, 20)}.${r.int(0, 9)}`,
  ],
  (_r, v, t) => [
    "shell",
    "curl-bearer",
    `curl -sS -H "Authorization: Bearer ${t}" https://${host(v)}/v1/me | jq .`,
  ],
  (_r, v, t) => ["shell", "cli-positional", `${slug(v.vendor)} auth login ${t}`],
  (r, v, t) => [
    "shell",
    "cli-flag",
    `npx ${slug(v.vendor)}-cli deploy ${r.pick(["--api-key=", "--token ", "--auth-token=", "-k "])}${t} --env production`,
  ],
  (r, v, t) => [
    "shell",
    "gh-secret-set",
    `gh secret set ${v.env} --repo acme/${r.pick(PROJECTS)} --body "${t}"`,
  ],
  (_r, v, t) => ["shell", "append-dotenv", `echo '${v.env}=${t}' >> .env.local && npm run dev`],
  (r, v, t) => [
    "output",
    "cat-dotenv",
    `$ cat .env\nNODE_ENV=development\nPORT=${r.int(3000, 9000)}\n${v.env}=${t}\nLOG_LEVEL=debug\nFEATURE_FLAGS=beta-search,new-nav`,
  ],
  (_r, v, t) => ["output", "printenv", `$ env | grep -i ${v.env.split("_")[0].toLowerCase()}\n${v.env}=${t}`],
  (r, v, t) => [
    "output",
    "cli-created-token",
    `✔ Created ${v.vendor} token "ci-${r.pick(PROJECTS)}"\n\n  ${t}\n\nCopy it now: you will not be able to see it again.`,
  ],
  (_r, v, t) => [
    "output",
    "docker-inspect-env",
    `        "Env": [\n            "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",\n            "${v.env}=${t}",\n            "NODE_VERSION=22.11.0"\n        ],`,
  ],
  (r, v, t) => [
    "log",
    "retry-log",
    `${stamp(r)} WARN  [${slug(v.vendor)}-client] request failed (429), retrying in ${r.int(1, 9)}s with token=${t} attempt=2/5`,
  ],
  (r, v, t) => [
    "log",
    "debug-headers",
    `${stamp(r)} DEBUG http.client: send: b'GET /v2/projects HTTP/1.1\\r\\nHost: ${host(v)}\\r\\nAuthorization: Bearer ${t}\\r\\nAccept: */*\\r\\n\\r\\n'`,
  ],
  (_r, v, t) => [
    "json",
    "mcp-config",
    JSON.stringify(
      {
        mcpServers: {
          [slug(v.vendor)]: {
            command: "npx",
            args: ["-y", `@acme/${slug(v.vendor)}-mcp`],
            env: { [v.env]: t },
          },
        },
      },
      null,
      2,
    ),
  ],
  (r, _v, t) => [
    "json",
    "api-response",
    JSON.stringify({
      id: r.int(1000, 99999),
      name: `deploy-${r.pick(PROJECTS)}`,
      token: t,
      scopes: ["read", "write"],
      expires_at: null,
    }),
  ],
  (r, v, t) => [
    "header",
    "raw-request",
    `POST /v1/events HTTP/1.1\nHost: ${host(v)}\nContent-Type: application/json\n${r.pick(["Authorization: Bearer ", "X-API-Key: ", "Authorization: Token "])}${t}\nContent-Length: ${r.int(40, 900)}`,
  ],
  (r, v, t) => [
    "url",
    "query-token",
    `https://${host(v)}/v1/export?format=csv&${r.pick(["api_key", "access_token", "token", "key"])}=${encodeURIComponent(t)}&page=2`,
  ],
  (r, v, t) => {
    const f = r.pick(PROSE_WITH_VALUE);
    return ["prose", "hand-over", f(v.vendor, t)];
  },
];

/** Kinds of SESSION_TEMPLATES that put the value on the wire or in a record: URLs, JSON, logs, headers. */
export const WIRE_KINDS = [
  "query-token",
  "api-response",
  "mcp-config",
  "retry-log",
  "debug-headers",
  "raw-request",
];

/** Templates for the "in the project" side: source code in many languages and config files. */
export const PROJECT_TEMPLATES = [
  (_r, v, t) => [
    "code",
    "python-kwarg",
    `client = ${pascal(v.vendor)}Client(api_key="${t}", timeout=30)\nresp = client.list_projects()`,
  ],
  (_r, v, t) => ["code", "python-constant", `# TODO: move to settings before merging\n${v.env} = "${t}"\n`],
  (_r, v, t) => [
    "code",
    "js-options",
    `const client = new ${pascal(v.vendor)}({ apiKey: '${t}', retries: 3 });`,
  ],
  (_r, v, t) => [
    "code",
    "ts-fetch",
    `const res = await fetch("https://${host(v)}/v1/items", {\n  headers: { Authorization: \`Bearer ${t}\` },\n});`,
  ],
  (_r, v, t) => [
    "code",
    "go-const",
    `const ${camel(v.env)} = "${t}"\n\nfunc newClient() *http.Client { return &http.Client{Timeout: 10 * time.Second} }`,
  ],
  (_r, _v, t) => ["code", "go-header", `req.Header.Set("Authorization", "Bearer ${t}")`],
  (_r, v, t) => ["code", "rust-let", `let client = ${pascal(v.vendor)}::Client::new("${t}");`],
  (_r, v, t) => ["code", "java-field", `    private static final String ${v.env} = "${t}";`],
  (_r, v, t) => ["code", "csharp-ctor", `var client = new ${pascal(v.vendor)}Client("${t}");`],
  (_r, v, t) => ["code", "ruby-assign", `${pascal(v.vendor)}.configure do |c|\n  c.api_key = '${t}'\nend`],
  (_r, v, t) => [
    "code",
    "php-array",
    `return [\n    '${slug(v.vendor)}' => [\n        'token' => '${t}',\n    ],\n];`,
  ],
  (_r, v, t) => ["code", "kotlin-val", `val ${camel(v.env)} = "${t}"`],
  (_r, v, t) => ["code", "swift-let", `let ${camel(v.env)} = "${t}"`],
  (_r, _v, t) => ["code", "positional-arg", `client = connect("${t}")`],
  (_r, v, t) => [
    "config",
    "yaml",
    `${slug(v.vendor).replace(/-/g, "_")}:\n  api_key: ${t}\n  region: eu-west-1\n  timeout_ms: 5000`,
  ],
  (_r, v, t) => [
    "config",
    "toml",
    `[${slug(v.vendor).replace(/-/g, "_")}]\ntoken = "${t}"\nendpoint = "https://${host(v)}"`,
  ],
  (_r, v, t) => ["config", "ini", `[${slug(v.vendor)}]\nendpoint = https://${host(v)}\napi_token = ${t}`],
  (_r, v, t) => [
    "config",
    "hcl-provider",
    `provider "${slug(v.vendor).replace(/-/g, "")}" {\n  token = "${t}"\n}`,
  ],
  (_r, v, t) => [
    "config",
    "github-actions-env",
    `    steps:\n      - uses: actions/checkout@v4\n      - run: npm run release\n        env:\n          ${v.env}: ${t}`,
  ],
  (_r, v, t) => [
    "config",
    "k8s-stringdata",
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${slug(v.vendor)}-creds\ntype: Opaque\nstringData:\n  ${v.env}: "${t}"`,
  ],
  (r, v, t) => [
    "config",
    "compose-env",
    `services:\n  worker:\n    image: acme/${r.pick(PROJECTS)}:latest\n    environment:\n      - ${v.env}=${t}`,
  ],
  (_r, v, t) => ["config", "dotenv", `# local overrides\n${v.env}=${t}\nDEBUG=false`],
  (_r, v, t) => [
    "other",
    "dockerfile-env",
    `FROM node:22-slim\nWORKDIR /app\nENV ${v.env}=${t}\nCOPY . .\nCMD ["node", "server.js"]`,
  ],
  (_r, v, t) => [
    "other",
    "sql-insert",
    `INSERT INTO integrations (provider, token) VALUES ('${slug(v.vendor)}', '${t}');`,
  ],
];
