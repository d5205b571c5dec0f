// Code placements: a credential inside string literals of many languages. Each placement is
// [kind, tags, (rng, t) => text]; `t` carries tok, name (ENV_NAME), camel, snake, pascal, svc, host.
// Tag "h" marks an auth-header shape (not used for whole-URL tokens).

export const CODE = [
  ["go-var", "", (_r, t) => `package config\n\nvar ${t.camel} = "${t.tok}"\n`],
  [
    "go-header",
    "h",
    (_r, t) =>
      `\treq, _ := http.NewRequest("GET", "https://${t.host}/v1/me", nil)\n\treq.Header.Set("Authorization", "Bearer ${t.tok}")\n\tresp, err := http.DefaultClient.Do(req)`,
  ],
  [
    "go-setenv",
    "",
    (_r, t) => `func TestMain(m *testing.M) {\n\tos.Setenv("${t.name}", "${t.tok}")\n\tos.Exit(m.Run())\n}`,
  ],
  [
    "go-struct",
    "",
    (_r, t) =>
      `cfg := Config{\n\tEndpoint: "https://${t.host}",\n\t${t.pascal}: \`${t.tok}\`,\n\tTimeout:  30 * time.Second,\n}`,
  ],
  [
    "rust-const",
    "",
    (_r, t) =>
      `const ${t.name}: &str = "${t.tok}";\n\nfn main() {\n    let client = Client::new(${t.name});\n}`,
  ],
  [
    "rust-bearer",
    "h",
    (_r, t) =>
      `    let res = reqwest::Client::new()\n        .get("https://${t.host}/v1/items")\n        .bearer_auth("${t.tok}")\n        .send()\n        .await?;`,
  ],
  [
    "rust-raw-string",
    "",
    (_r, t) => `let cfg: Settings = toml::from_str(r#"\n${t.snake} = "${t.tok}"\nretries = 3\n"#)?;`,
  ],
  [
    "java-const",
    "",
    (_r, t) => `public final class Secrets {\n    private static final String ${t.name} = "${t.tok}";\n}`,
  ],
  [
    "java-props",
    "",
    (_r, t) =>
      `Properties props = new Properties();\nprops.setProperty("${t.svc}.token", "${t.tok}");\nprops.setProperty("${t.svc}.timeout", "5000");`,
  ],
  [
    "java-header",
    "h",
    (_r, t) =>
      `HttpRequest request = HttpRequest.newBuilder(URI.create("https://${t.host}/api"))\n    .header("Authorization", "Bearer ${t.tok}")\n    .build();`,
  ],
  ["kotlin-val", "", (_r, t) => `object ApiConfig {\n    val ${t.camel} = "${t.tok}"\n}`],
  [
    "kotlin-buildconfig",
    "",
    (_r, t) =>
      `android {\n    defaultConfig {\n        buildConfigField("String", "${t.name}", "\\"${t.tok}\\"")\n    }\n}`,
  ],
  ["swift-let", "", (_r, t) => `enum Keys {\n    static let ${t.camel} = "${t.tok}"\n}`],
  [
    "swift-header",
    "h",
    (_r, t) =>
      `var request = URLRequest(url: URL(string: "https://${t.host}/v1")!)\nrequest.setValue("Bearer ${t.tok}", forHTTPHeaderField: "Authorization")`,
  ],
  [
    "csharp-const",
    "",
    (_r, t) => `internal static class Secrets\n{\n    public const string ${t.pascal} = "${t.tok}";\n}`,
  ],
  [
    "csharp-header",
    "h",
    (_r, t) =>
      `client.DefaultRequestHeaders.Authorization =\n    new AuthenticationHeaderValue("Bearer", "${t.tok}");`,
  ],
  ["csharp-verbatim", "", (_r, t) => `var settings = @"{ ""${t.camel}"": ""${t.tok}"" }";`],
  [
    "php-var",
    "",
    (_r, t) => `<?php\n$${t.camel} = '${t.tok}';\n$client = new Client(['token' => $${t.camel}]);`,
  ],
  ["php-define", "", (_r, t) => `define('${t.name}', '${t.tok}');`],
  ["php-env-array", "", (_r, t) => `return [\n    '${t.snake}' => env('${t.name}', '${t.tok}'),\n];`],
  ["ruby-const", "", (_r, t) => `module Acme\n  ${t.name} = "${t.tok}".freeze\nend`],
  ["ruby-configure", "", (_r, t) => `${t.pascal}.configure do |config|\n  config.api_key = '${t.tok}'\nend`],
  [
    "elixir-config",
    "",
    (_r, t) => `import Config\n\nconfig :acme, Acme.${t.pascal},\n  token: "${t.tok}",\n  pool_size: 10`,
  ],
  ["scala-val", "", (_r, t) => `object Settings {\n  val ${t.camel}: String = "${t.tok}"\n}`],
  [
    "dart-const",
    "",
    (_r, t) =>
      `const String ${t.camel} = '${t.tok}';\n\nfinal dio = Dio(BaseOptions(headers: {'x-api-key': ${t.camel}}));`,
  ],
  [
    "lua-local",
    "",
    (_r, t) =>
      `local ${t.snake} = "${t.tok}"\nlocal res = http.request{ url = "https://${t.host}", headers = { token = ${t.snake} } }`,
  ],
  ["r-setenv", "", (_r, t) => `Sys.setenv(${t.name} = "${t.tok}")\nlibrary(httr2)`],
  [
    "r-assign",
    "",
    (_r, t) =>
      `${t.snake} <- "${t.tok}"\nresp <- request("https://${t.host}") |> req_auth_bearer_token(${t.snake})`,
  ],
  ["julia-env", "", (_r, t) => `ENV["${t.name}"] = "${t.tok}"\nusing HTTP`],
  ["c-define", "", (_r, t) => `#define ${t.name} "${t.tok}"\n\nint main(void) { return run(${t.name}); }`],
  ["c-char-ptr", "", (_r, t) => `static const char *${t.snake} = "${t.tok}";`],
  ["cpp-string", "", (_r, t) => `const std::string ${t.camel}{"${t.tok}"};`],
  ["cpp-concat-literal", "h", (_r, t) => `curl_slist_append(headers, "Authorization: Bearer " "${t.tok}");`],
  ["python-const", "", (_r, t) => `${t.name} = "${t.tok}"  # TODO move to vault`],
  ["python-environ", "", (_r, t) => `import os\nos.environ["${t.name}"] = "${t.tok}"`],
  ["python-kwarg", "", (_r, t) => `client = ${t.pascal}Client(api_key="${t.tok}", timeout=30)`],
  [
    "python-fstring-header",
    "h",
    (_r, t) =>
      `headers = {"Authorization": f"Bearer {'${t.tok}'}"}\nrequests.get("https://${t.host}/v1", headers=headers)`,
  ],
  ["js-fallback", "", (_r, t) => `const ${t.camel} = process.env.${t.name} ?? "${t.tok}";`],
  [
    "ts-headers",
    "h",
    (_r, t) =>
      `const res = await fetch("https://${t.host}/v1/me", {\n  headers: { Authorization: \`Bearer ${t.tok}\` },\n});`,
  ],
  ["js-object", "", (_r, t) => `module.exports = {\n  ${t.camel}: '${t.tok}',\n  region: 'eu-west-1',\n};`],
  ["perl-my", "", (_r, t) => `my $${t.snake} = '${t.tok}';`],
  [
    "powershell-var",
    "",
    (_r, t) =>
      `$${t.pascal} = "${t.tok}"\nInvoke-RestMethod -Uri "https://${t.host}" -Headers @{ "X-Api-Key" = $${t.pascal} }`,
  ],
  ["sql-literal", "", (_r, t) => `INSERT INTO integrations (name, secret) VALUES ('${t.svc}', '${t.tok}');`],
  ["haskell-string", "", (_r, t) => `${t.camel} :: Text\n${t.camel} = "${t.tok}"`],
  ["shell-heredoc", "", (_r, t) => `cat > .env.local <<'EOF'\n${t.name}=${t.tok}\nLOG_LEVEL=debug\nEOF`],
  [
    "shell-heredoc-json",
    "",
    (_r, t) => `curl -s https://${t.host}/v1/hooks -d @- <<JSON\n{"name":"ci","secret":"${t.tok}"}\nJSON`,
  ],
  [
    "notebook-cell",
    "",
    (_r, t) =>
      `{"cell_type": "code", "execution_count": 4, "metadata": {}, "source": ["import os\\n", "os.environ[\\"${t.name}\\"] = \\"${t.tok}\\"\\n"]}`,
  ],
  [
    "notebook-magic",
    "",
    (_r, t) =>
      `{"cell_type":"code","source":["%env ${t.name}=${t.tok}"],"outputs":[{"name":"stdout","output_type":"stream","text":["env: ${t.name}=${t.tok}\\n"]}]}`,
  ],
  ["vue-sfc", "", (_r, t) => `<script setup>\nconst ${t.camel} = "${t.tok}";\n</script>`],
  [
    "groovy-gradle",
    "",
    (_r, t) =>
      `repositories {\n    maven {\n        credentials {\n            username = "ci"\n            password = "${t.tok}"\n        }\n    }\n}`,
  ],
];
