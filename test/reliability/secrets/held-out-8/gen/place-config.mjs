// Placements of a named token in config files, build files and infrastructure manifests.

export const CONFIG = [
  { context: "dotenv", make: (_r, p) => `# .env\nAPP_NAME=orders\n${p.env}=${p.value}\nLOG_LEVEL=debug` },
  { context: "dotenv", make: (_r, p) => `${p.env}="${p.value}" # rotate before launch` },
  { context: "yaml", make: (_r, p) => `service:\n  name: billing\n  ${p.snake}: ${p.value}\n  retries: 3` },
  { context: "yaml", make: (_r, p) => `credentials:\n  - name: primary\n    ${p.camel}: "${p.value}"` },
  {
    context: "json",
    make: (_r, p) => `{\n  "name": "sync",\n  "${p.camel}": "${p.value}",\n  "enabled": true\n}`,
  },
  {
    context: "toml",
    make: (_r, p) =>
      `[${p.env.split("_")[0].toLowerCase()}]\n${p.snake} = "${p.value}"\nendpoint = "https://api.example.com"`,
  },
  { context: "ini", make: (_r, p) => `[default]\n${p.snake} = ${p.value}\nregion = eu-central-1` },
  {
    context: "xml",
    make: (_r, p) => `<appSettings>\n  <add key="${p.env}" value="${p.value}" />\n</appSettings>`,
  },
  {
    context: "xml",
    make: (_r, p) => `<server>\n  <id>internal</id>\n  <${p.camel}>${p.value}</${p.camel}>\n</server>`,
  },
  { context: "properties", make: (_r, p) => `app.${p.snake.replace(/_/g, ".")}=${p.value}\napp.timeout=30s` },
  {
    context: "hcl",
    make: (_r, p) => `variable "${p.snake}" {\n  type    = string\n  default = "${p.value}"\n}`,
  },
  { context: "hcl", make: (_r, p) => `${p.snake} = "${p.value}"` },
  { context: "dockerfile", make: (_r, p) => `FROM node:20-alpine\nENV ${p.env}=${p.value}\nRUN npm ci` },
  {
    context: "dockerfile",
    make: (_r, p) => `ARG ${p.env}=${p.value}\nRUN --mount=type=cache,target=/root/.npm npm ci`,
  },
  {
    context: "ci-config",
    make: (_r, p) =>
      `jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      ${p.env}: ${p.value}\n    steps:\n      - uses: actions/checkout@v4`,
  },
  {
    context: "ci-config",
    make: (_r, p) =>
      `deploy:\n  stage: deploy\n  variables:\n    ${p.env}: "${p.value}"\n  script:\n    - ./deploy.sh`,
  },
  { context: "ci-config", make: (_r, p) => `pipeline {\n  environment {\n    ${p.env} = '${p.value}'\n  }` },
  {
    context: "k8s-manifest",
    make: (_r, p) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-secrets\ntype: Opaque\nstringData:\n  ${p.env}: "${p.value}"`,
  },
  {
    context: "k8s-manifest",
    make: (_r, p) =>
      `        env:\n          - name: ${p.env}\n            value: "${p.value}"\n          - name: PORT\n            value: "8080"`,
  },
  {
    context: "compose",
    make: (_r, p) =>
      `services:\n  api:\n    image: ghcr.io/acme/api:1.4\n    environment:\n      - ${p.env}=${p.value}`,
  },
];
