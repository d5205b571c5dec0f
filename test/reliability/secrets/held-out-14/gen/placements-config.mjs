// Configuration placements: a credential in the common config formats, CI files and package
// manager credential files. Same shape as placements-code.mjs.

export const CONFIG = [
  ["dotenv", "", (_r, t) => `# ${t.svc}\n${t.name}=${t.tok}\nNODE_ENV=production`],
  ["dotenv-quoted", "", (_r, t) => `APP_URL="https://app.example.test"\n${t.name}="${t.tok}"`],
  ["ini", "", (_r, t) => `[${t.svc}]\nendpoint = https://${t.host}\ntoken = ${t.tok}\n`],
  ["toml", "", (_r, t) => `[integrations.${t.svc}]\nenabled = true\n${t.snake} = "${t.tok}"`],
  ["java-properties", "", (_r, t) => `${t.svc}.api.url=https://${t.host}\n${t.svc}.api.key=${t.tok}`],
  ["yaml", "", (_r, t) => `${t.svc}:\n  base_url: https://${t.host}\n  token: ${t.tok}\n  retries: 3`],
  [
    "yaml-quoted",
    "",
    (_r, t) => `integrations:\n  - name: ${t.svc}\n    credentials:\n      apiKey: '${t.tok}'`,
  ],
  [
    "json-config",
    "",
    (_r, t) => `{\n  "${t.svc}": {\n    "${t.camel}": "${t.tok}",\n    "timeoutMs": 5000\n  }\n}`,
  ],
  [
    "appsettings-json",
    "",
    (_r, t) =>
      `{\n  "Logging": { "LogLevel": { "Default": "Information" } },\n  "${t.pascal}": { "ApiKey": "${t.tok}" }\n}`,
  ],
  ["terraform-provider", "", (_r, t) => `provider "${t.svc}" {\n  token = "${t.tok}"\n}`],
  ["terraform-tfvars", "", (_r, t) => `region     = "eu-central-1"\n${t.snake} = "${t.tok}"`],
  [
    "terraform-variable-default",
    "",
    (_r, t) =>
      `variable "${t.snake}" {\n  type      = string\n  sensitive = true\n  default   = "${t.tok}"\n}`,
  ],
  ["nix", "", (_r, t) => `{\n  systemd.services.app.environment = {\n    ${t.name} = "${t.tok}";\n  };\n}`],
  ["plist", "", (_r, t) => `<dict>\n\t<key>${t.pascal}</key>\n\t<string>${t.tok}</string>\n</dict>`],
  [
    "xml-appsettings",
    "",
    (_r, t) => `<appSettings>\n  <add key="${t.pascal}" value="${t.tok}" />\n</appSettings>`,
  ],
  ["xml-element", "", (_r, t) => `<configuration>\n  <${t.camel}>${t.tok}</${t.camel}>\n</configuration>`],
  [
    "systemd-environment",
    "",
    (_r, t) => `[Service]\nExecStart=/usr/local/bin/app\nEnvironment="${t.name}=${t.tok}"`,
  ],
  [
    "systemd-dropin",
    "",
    (_r, t) => `# /etc/systemd/system/app.service.d/override.conf\n[Service]\nEnvironment=${t.name}=${t.tok}`,
  ],
  [
    "nginx-header",
    "h",
    (_r, t) =>
      `location /api/ {\n    proxy_pass https://${t.host};\n    proxy_set_header Authorization "Bearer ${t.tok}";\n}`,
  ],
  ["apache-setenv", "", (_r, t) => `<VirtualHost *:443>\n    SetEnv ${t.name} ${t.tok}\n</VirtualHost>`],
  ["apache-requestheader", "h", (_r, t) => `RequestHeader set X-Api-Key "${t.tok}"`],
  [
    "haproxy-header",
    "h",
    (_r, t) =>
      `backend api\n    http-request set-header Authorization "Bearer ${t.tok}"\n    server s1 10.0.0.5:443 ssl`,
  ],
  ["helm-values", "", (_r, t) => `# values-prod.yaml\nsecrets:\n  ${t.camel}: "${t.tok}"\nreplicaCount: 2`],
  [
    "compose-env-list",
    "",
    (_r, t) =>
      `services:\n  worker:\n    image: acme/worker:1.4\n    environment:\n      - ${t.name}=${t.tok}`,
  ],
  ["compose-env-map", "", (_r, t) => `services:\n  api:\n    environment:\n      ${t.name}: "${t.tok}"`],
  ["dockerfile-env", "", (_r, t) => `FROM node:20-slim\nENV ${t.name}=${t.tok}\nRUN npm ci`],
  [
    "dockerfile-arg",
    "",
    (_r, t) => `ARG ${t.name}=${t.tok}\nRUN --mount=type=cache,target=/root/.npm npm install`,
  ],
  [
    "k8s-stringdata",
    "",
    (_r, t) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${t.svc}-creds\ntype: Opaque\nstringData:\n  ${t.snake}: ${t.tok}`,
  ],
  [
    "k8s-env-value",
    "",
    (_r, t) =>
      `      containers:\n        - name: app\n          env:\n            - name: ${t.name}\n              value: "${t.tok}"`,
  ],
  [
    "github-actions-env",
    "",
    (_r, t) =>
      `jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      ${t.name}: ${t.tok}\n    steps:\n      - uses: actions/checkout@v4`,
  ],
  [
    "github-actions-with",
    "",
    (_r, t) => `      - uses: ${t.svc}/setup-action@v2\n        with:\n          token: ${t.tok}`,
  ],
  ["gitlab-ci", "", (_r, t) => `variables:\n  ${t.name}: "${t.tok}"\n\ndeploy:\n  script: ./deploy.sh`],
  [
    "circleci",
    "",
    (_r, t) =>
      `jobs:\n  build:\n    docker:\n      - image: cimg/node:20.10\n    environment:\n      ${t.name}: ${t.tok}`,
  ],
  [
    "jenkinsfile",
    "",
    (_r, t) => `pipeline {\n  agent any\n  environment {\n    ${t.name} = '${t.tok}'\n  }\n}`,
  ],
  [
    "azure-pipelines",
    "",
    (_r, t) => `variables:\n- name: ${t.name}\n  value: ${t.tok}\nsteps:\n- script: make deploy`,
  ],
  [
    "bitbucket-pipelines",
    "",
    (_r, t) =>
      `pipelines:\n  default:\n    - step:\n        script:\n          - export ${t.name}=${t.tok}\n          - make release`,
  ],
  [
    "npmrc",
    "",
    (_r, t) => `@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${t.tok}`,
  ],
  [
    "npmrc-registry",
    "",
    (_r, t) =>
      `registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${t.tok}\nalways-auth=true`,
  ],
  ["yarnrc-yml", "", (_r, t) => `npmScopes:\n  acme:\n    npmAuthToken: "${t.tok}"`],
  [
    "pypirc",
    "",
    (_r, t) => `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${t.tok}`,
  ],
  [
    "maven-settings",
    "",
    (_r, t) =>
      `<servers>\n  <server>\n    <id>github</id>\n    <username>ci-bot</username>\n    <password>${t.tok}</password>\n  </server>\n</servers>`,
  ],
  ["gradle-properties", "", (_r, t) => `org.gradle.jvmargs=-Xmx2g\n${t.camel}=${t.tok}`],
  [
    "nuget-config",
    "",
    (_r, t) =>
      `<packageSourceCredentials>\n  <github>\n    <add key="Username" value="ci" />\n    <add key="ClearTextPassword" value="${t.tok}" />\n  </github>\n</packageSourceCredentials>`,
  ],
  ["netrc", "", (_r, t) => `machine ${t.host}\n  login ci\n  password ${t.tok}`],
  ["cargo-credentials", "", (_r, t) => `[registry]\ntoken = "${t.tok}"`],
  ["gem-credentials", "", (_r, t) => `---\n:rubygems_api_key: ${t.tok}`],
  ["composer-auth", "", (_r, t) => `{\n    "bearer": {\n        "${t.host}": "${t.tok}"\n    }\n}`],
  ["git-credentials", "u", (_r, t) => `https://ci-bot:${encodeURIComponent(t.tok)}@${t.host}`],
  ["ansible-vars", "", (_r, t) => `${t.snake}: "${t.tok}"\nansible_user: deploy`],
  ["envrc", "", (_r, t) => `# .envrc\nexport ${t.name}="${t.tok}"\nuse flake`],
  [
    "launch-json",
    "",
    (_r, t) =>
      `"configurations": [{\n  "type": "node",\n  "request": "launch",\n  "env": { "${t.name}": "${t.tok}" }\n}]`,
  ],
];
