// Placements of a named token inside source code of many languages (string literals, maps, structs).

export const CODE = [
  {
    context: "code-python",
    make: (_r, p) =>
      `import requests\n\n${p.env} = "${p.value}"\nresp = requests.get(URL, headers={"Authorization": f"Bearer {${p.env}}"})`,
  },
  {
    context: "code-python",
    make: (_r, p) => `client = Client(\n    ${p.snake}='${p.value}',\n    timeout=30,\n)`,
  },
  { context: "code-python", make: (_r, p) => `os.environ.setdefault("${p.env}", "${p.value}")` },
  {
    context: "code-js",
    make: (_r, p) =>
      `const ${p.camel} = '${p.value}';\nconst res = await fetch(url, { headers: { Authorization: \`Bearer \${${p.camel}}\` } });`,
  },
  {
    context: "code-js",
    make: (_r, p) => `module.exports = {\n  port: 8080,\n  ${p.camel}: "${p.value}",\n};`,
  },
  {
    context: "code-ts",
    make: (_r, p) =>
      `export const config: AppConfig = {\n  baseUrl: "https://api.example.org",\n  ${p.camel}: process.env.${p.env} ?? "${p.value}",\n};`,
  },
  {
    context: "code-ts",
    make: (_r, p) =>
      `  it("calls the API", async () => {\n    const api = new Api({ token: "${p.value}" });\n    expect(await api.ping()).toBe(true);`,
  },
  {
    context: "code-go",
    make: (_r, p) => `const ${p.camel} = "${p.value}"\n\nfunc newClient() *http.Client {`,
  },
  { context: "code-go", make: (_r, p) => `req.Header.Set("Authorization", "Bearer ${p.value}")` },
  { context: "code-java", make: (_r, p) => `private static final String ${p.env} = "${p.value}";` },
  {
    context: "code-java",
    make: (_r, p) => `conn.setRequestProperty("Authorization", "Bearer " + "${p.value}");`,
  },
  {
    context: "code-kotlin",
    make: (_r, p) => `val ${p.camel} = "${p.value}"\nval client = ApiClient(${p.camel})`,
  },
  {
    context: "code-csharp",
    make: (_r, p) =>
      `var client = new HttpClient();\nclient.DefaultRequestHeaders.Add("Authorization", $"Bearer ${p.value}");`,
  },
  {
    context: "code-csharp",
    make: (_r, p) => `private const string ${p.camel[0].toUpperCase()}${p.camel.slice(1)} = @"${p.value}";`,
  },
  {
    context: "code-rust",
    make: (_r, p) => `let ${p.snake} = "${p.value}";\nlet client = reqwest::Client::new();`,
  },
  { context: "code-rust", make: (_r, p) => `const ${p.env}: &str = "${p.value}";` },
  { context: "code-ruby", make: (_r, p) => `Client.configure do |c|\n  c.${p.snake} = '${p.value}'\nend` },
  { context: "code-php", make: (_r, p) => `<?php\n$${p.camel} = '${p.value}';\n$ch = curl_init($url);` },
  { context: "code-php", make: (_r, p) => `define('${p.env}', '${p.value}');` },
  {
    context: "code-swift",
    make: (_r, p) =>
      `let ${p.camel} = "${p.value}"\nrequest.setValue("Bearer \\(${p.camel})", forHTTPHeaderField: "Authorization")`,
  },
  { context: "code-elixir", make: (_r, p) => `config :my_app, MyApp.Client,\n  ${p.snake}: "${p.value}"` },
  { context: "code-scala", make: (_r, p) => `val ${p.camel}: String = "${p.value}"` },
  {
    context: "code-cpp",
    make: (_r, p) => `static const char* k${p.camel[0].toUpperCase()}${p.camel.slice(1)} = "${p.value}";`,
  },
  { context: "code-lua", make: (_r, p) => `local ${p.snake} = "${p.value}"` },
  { context: "code-dart", make: (_r, p) => `const String ${p.camel} = '${p.value}';` },
];
