// Credential-shaped structures with no credential in them: connection strings without a password or
// with a reference, key-file commands and elided key blocks, documented webhook placeholders,
// harmless cookies, unsigned URLs.

export const NO_PASSWORD_URLS = [
  "postgres://localhost:5432/app_dev",
  "postgresql://app@db:5432/app?sslmode=disable",
  "mysql://root@127.0.0.1:3306/shop_test",
  "mongodb://mongo:27017/test?directConnection=true",
  "redis://redis:6379/0",
  "sqlite:///./data/app.db",
  "amqp://rabbitmq:5672/%2F",
  "jdbc:postgresql://localhost:5432/app?user=app&password=${DB_PASSWORD}",
  "postgres://app:${POSTGRES_PASSWORD}@db:5432/app",
  "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/",
  "Server=(localdb)\\MSSQLLocalDB;Database=Shop;Trusted_Connection=True;",
  "Host=localhost;Database=orders;Username=app;Password=%DB_PASSWORD%",
  "https://user:pass@example.com/",
];

export const MISC = [
  ["ssh-i-flag", "shell-flag", () => `ssh -i ~/.ssh/id_ed25519 -o IdentitiesOnly=yes deploy@10.0.4.21`],
  [
    "chmod-key",
    "shell-positional",
    () =>
      `chmod 600 ~/.ssh/id_rsa && ssh-add ~/.ssh/id_rsa\nIdentity added: /home/dana/.ssh/id_rsa (dana@laptop)`,
  ],
  [
    "openssl-genrsa-cmd",
    "shell-flag",
    () =>
      `openssl genrsa -out server.key 4096\nopenssl req -new -key server.key -out server.csr -subj "/CN=api.example.com"`,
  ],
  [
    "elided-pem-json",
    "json",
    () =>
      `{\n  "type": "service_account",\n  "private_key_id": "<key-id>",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n",\n  "client_email": "<name>@<project>.iam.gserviceaccount.com"\n}`,
  ],
  [
    "elided-pem-prose",
    "prose",
    () =>
      `Paste the whole key including the -----BEGIN OPENSSH PRIVATE KEY----- and -----END OPENSSH PRIVATE KEY----- lines into the SSH_KEY secret.`,
  ],
  [
    "pem-placeholder-yaml",
    "yaml",
    () =>
      `tls:\n  key: |\n    -----BEGIN EC PRIVATE KEY-----\n    <your key here>\n    -----END EC PRIVATE KEY-----`,
  ],
  [
    "slack-doc-webhook",
    "prose",
    () =>
      `Slack's docs show the shape https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX — yours will differ.`,
  ],
  [
    "discord-doc-webhook",
    "code-js",
    () =>
      `// POST https://discord.com/api/webhooks/{webhook.id}/{webhook.token}\nconst url = \`https://discord.com/api/webhooks/\${id}/\${token}\`;`,
  ],
  [
    "cookie-prefs",
    "http-request",
    () => `GET /docs HTTP/1.1\nHost: example.com\nCookie: theme=dark; lang=en-GB; sidebar=collapsed`,
  ],
  [
    "cookie-cleared",
    "http-response",
    () => `HTTP/1.1 200 OK\nSet-Cookie: session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly`,
  ],
  ["s3-public-url", "url", () => `https://acme-public.s3.eu-west-1.amazonaws.com/brand/logo-dark.svg`],
  [
    "presign-command-only",
    "shell-flag",
    () => `aws s3 presign s3://acme-exports/reports/2026-11.csv --expires-in 3600`,
  ],
  [
    "jwt-structure-prose",
    "prose",
    () => `A JWT has three base64url parts: header.payload.signature — the header is usually eyJhbGciOi…`,
  ],
  [
    "basic-auth-template",
    "code-python",
    () =>
      `auth = base64.b64encode(f"{user}:{password}".encode()).decode()\nheaders = {"Authorization": f"Basic {auth}"}`,
  ],
  [
    "netrc-doc",
    "prose",
    () => `Create ~/.netrc with a line like: machine api.example.com login YOUR_USER password YOUR_TOKEN`,
  ],
  [
    "kubeconfig-exec",
    "yaml",
    () =>
      `users:\n- name: gke\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: gke-gcloud-auth-plugin\n      provideClusterInfo: true`,
  ],
  [
    "docker-credhelper",
    "json",
    () =>
      `{\n  "auths": { "ghcr.io": {} },\n  "credsStore": "osxkeychain",\n  "credHelpers": { "123456789012.dkr.ecr.us-east-1.amazonaws.com": "ecr-login" }\n}`,
  ],
  [
    "gh-hosts-keyring",
    "yaml",
    () => `github.com:\n    git_protocol: https\n    users:\n        octo-dev:\n    user: octo-dev`,
  ],
  ["npmrc-env-ref", "ini", () => `//registry.npmjs.org/:_authToken=\${NPM_TOKEN}\nalways-auth=true`],
  ["pypirc-keyring", "ini", () => `[pypi]\nusername = __token__\n# password is read from the system keyring`],
];
