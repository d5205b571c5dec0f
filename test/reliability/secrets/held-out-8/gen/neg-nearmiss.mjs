// Near misses: credential words and flags with no credential (prompts, references, names, limits),
// regex rules that describe token formats, tokens counted in the language-model sense, and prose about
// passwords in several languages.

export const NEARMISS = [
  ["docker-port-flag", "shell-flag", () => `docker run -d -p 8080:80 -p 8443:443 --name web nginx:1.27`],
  [
    "password-stdin",
    "shell-flag",
    () => `cat ~/.ghcr_token | docker login ghcr.io -u octo-bot --password-stdin`,
  ],
  [
    "mysql-p-prompt",
    "shell-flag",
    () => `$ mysql -u root -p shop\nEnter password:\nWelcome to the MySQL monitor.`,
  ],
  ["read-s", "code-shell", () => `read -rsp "Password: " DB_PASSWORD\necho\nexport DB_PASSWORD`],
  ["getpass", "code-python", () => `import getpass\npassword = getpass.getpass("Vault password: ")`],
  [
    "input-password",
    "code-python",
    () =>
      `password = input("Password: ")\nif len(password) < MIN_PASSWORD_LENGTH:\n    raise ValueError("password too short")`,
  ],
  [
    "password-compare",
    "code-js",
    () => `if (password !== confirmPassword) {\n  setError("Passwords do not match");\n}`,
  ],
  [
    "bcrypt-call",
    "code-ts",
    () =>
      `const passwordHash = await bcrypt.hash(password, 12);\nawait db.user.update({ where: { id }, data: { passwordHash } });`,
  ],
  [
    "password-policy-consts",
    "code-go",
    () => `const (\n\tMinPasswordLength = 12\n\tPasswordResetTTL  = 30 * time.Minute\n)`,
  ],
  [
    "token-count",
    "json",
    (r) =>
      `{"usage": {"prompt_tokens": ${r.int(100, 9000)}, "completion_tokens": ${r.int(10, 900)}, "total_tokens": ${r.int(1000, 9999)}}}`,
  ],
  [
    "max-tokens",
    "code-python",
    () =>
      `resp = client.messages.create(model=MODEL, max_tokens=1024, messages=msgs)\ntokens = tokenizer.encode(text)`,
  ],
  [
    "token-url",
    "code-python",
    () =>
      `TOKEN_URL = "https://oauth2.googleapis.com/token"\nAUTH_URL = "https://accounts.google.com/o/oauth2/v2/auth"`,
  ],
  [
    "grant-type-refresh",
    "http-request",
    () =>
      `POST /oauth/token HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=refresh_token&refresh_token=\${REFRESH_TOKEN}&client_id=cli`,
  ],
  [
    "header-name-const",
    "code-ts",
    () => `export const API_KEY_HEADER = "X-API-Key";\nexport const AUTH_SCHEME = "Bearer";`,
  ],
  [
    "sshd-config",
    "ini",
    () => `PasswordAuthentication no\nPubkeyAuthentication yes\nPermitRootLogin prohibit-password`,
  ],
  [
    "docker-build-secret-mount",
    "shell-flag",
    () => `docker build --secret id=npmrc,src=$HOME/.npmrc -t acme/web .`,
  ],
  [
    "secretsmanager-get",
    "shell-flag",
    () => `aws secretsmanager get-secret-value --secret-id prod/orders/db --query SecretString --output text`,
  ],
  [
    "bearer-env",
    "shell-header",
    () => `curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user`,
  ],
  [
    "bearer-gha",
    "ci-config",
    () =>
      `      - run: |\n          curl -sf -H "Authorization: Bearer \${{ secrets.GITHUB_TOKEN }}" \\\n            https://api.github.com/repos/\${{ github.repository }}/releases`,
  ],
  ["bearer-angle", "prose", () => `Send the request with an \`Authorization: Bearer <token>\` header.`],
  ["echo-env-name", "shell-export", () => `$ echo "token length: \${#NPM_TOKEN}"\ntoken length: 40`],
  ["unset-vars", "shell-export", () => `unset AWS_SECRET_ACCESS_KEY AWS_SESSION_TOKEN OPENAI_API_KEY`],
  [
    "test-z-check",
    "code-shell",
    () =>
      `if [ -z "\${SLACK_WEBHOOK_URL:-}" ]; then\n  echo "SLACK_WEBHOOK_URL is not set" >&2\n  exit 1\nfi`,
  ],
  [
    "getenv-calls",
    "code-java",
    () =>
      `String key = System.getenv("STRIPE_SECRET_KEY");\nString db = System.getenv().getOrDefault("DATABASE_URL", "jdbc:h2:mem:test");`,
  ],
  [
    "env-fetch-ruby",
    "code-ruby",
    () =>
      `config.secret_key_base = ENV.fetch("SECRET_KEY_BASE")\nconfig.api_token = Rails.application.credentials.dig(:api, :token)`,
  ],
  ["tf-sensitive-var", "hcl", () => `variable "db_password" {\n  type      = string\n  sensitive = true\n}`],
  [
    "compose-env-file",
    "compose",
    () =>
      `services:\n  api:\n    env_file: .env\n    environment:\n      - DATABASE_URL\n      - REDIS_URL=\${REDIS_URL}`,
  ],
  [
    "env-example",
    "dotenv",
    () =>
      `# copy to .env and fill in\nOPENAI_API_KEY=\nGITHUB_TOKEN=\nDATABASE_URL=postgres://user:password@localhost:5432/app`,
  ],
  [
    "regex-rules",
    "code-ts",
    () =>
      `const RULES = [\n  { id: "github-pat", re: /ghp_[A-Za-z0-9]{36}/ },\n  { id: "aws-key-id", re: /AKIA[0-9A-Z]{16}/ },\n  { id: "slack-bot", re: /xoxb-[0-9]{10,13}-[0-9]{10,13}-[A-Za-z0-9]{24}/ },\n];`,
  ],
  [
    "prefix-prose",
    "prose",
    () =>
      `Classic GitHub tokens start with ghp_, fine-grained ones with github_pat_, and npm tokens with npm_.`,
  ],
  [
    "prefix-prose-stripe",
    "prose",
    () => `Never ship an sk_live_ key to the browser; only pk_live_ keys belong in client code.`,
  ],
  [
    "truncated-prose",
    "prose",
    () => `The key in the screenshot (AIzaSyB…) is the old one, it was rotated last week.`,
  ],
  [
    "masked-log",
    "log",
    () => `2026-11-26T09:01:00Z INFO using token=ghp_****...**** for org acme (scopes: repo, workflow)`,
  ],
  ["masked-url", "log", () => `connecting to postgres://app:***@db.internal:5432/orders (attempt 1/5)`],
  [
    "masked-config-dump",
    "cmd-output",
    () => `$ devtool config show\napi_key: "********"\nendpoint: https://api.example.com\ntimeout: 30s`,
  ],
  [
    "password-placeholder-url",
    "prose",
    () => `The URL format is mysql://USER:PASSWORD@HOST:3306/DB — replace the capitals.`,
  ],
  [
    "password-prose-en",
    "prose",
    () => `I reset my password yesterday and now the CLI keeps asking for it on every push.`,
  ],
  [
    "password-prose-de",
    "prose-de",
    () => `Ich habe mein Passwort vergessen und der Reset-Link kommt nicht an.`,
  ],
  ["password-prose-fr", "prose-fr", () => `Le mot de passe doit contenir au moins douze caractères.`],
  ["password-prose-es", "prose-es", () => `¿Dónde se guarda la contraseña? ¿En el llavero del sistema?`],
  ["password-prose-ja", "prose-ja", () => `パスワードを変更したら、トークンも再発行する必要がありますか？`],
  ["password-prose-zh", "prose-zh", () => `密码和令牌都存放在密钥管理服务里，不在仓库中。`],
  ["password-prose-ru", "prose-ru", () => `Токен истёк, нужно получить новый через панель администратора.`],
  [
    "password-prose-pt",
    "prose-pt",
    () => `A senha do banco fica no cofre; peça acesso ao time de infraestrutura.`,
  ],
  [
    "secret-word-prose",
    "prose",
    () => `The secret to fast builds is caching node_modules keyed on the lockfile hash.`,
  ],
  ["key-word-prose", "prose", () => `Press the key combination Ctrl+Shift+P and type "reload window".`],
  [
    "fixture-known-hashes",
    "code-ts",
    () =>
      `expect(sha1("abc")).toBe("a9993e364706816aba3e25717850c26c9cd0d89d");\nexpect(md5("hello")).toBe("5d41402abc4b2a76b9719d911017c592");`,
  ],
  [
    "fixture-zero-sha",
    "code-go",
    () =>
      `const zeroSHA = "0000000000000000000000000000000000000000"\nconst emptyTreeSHA = "4b825dc642cb6eb9a060e54bf8d69288fbad8a94"`,
  ],
  [
    "fixture-deadbeef",
    "code-rust",
    () => `let fake_digest = "deadbeefdeadbeefdeadbeefdeadbeefdeadbeefdeadbeefdeadbeefdeadbeef";`,
  ],
  [
    "short-test-token",
    "code-python",
    () =>
      `def test_rejects_bad_token(client):\n    resp = client.get("/api/me", headers={"Authorization": "Bearer invalid"})\n    assert resp.status_code == 401`,
  ],
  [
    "csrf-template",
    "code-html",
    () =>
      `<form method="post">\n  <input type="hidden" name="csrf_token" value="{{ csrf_token() }}">\n  <input type="password" name="password" autocomplete="current-password">`,
  ],
  [
    "password-input-html",
    "code-html",
    () => `<label for="pw">Password</label>\n<input id="pw" type="password" minlength="12" required>`,
  ],
  [
    "ssh-keygen-prompt",
    "cmd-output",
    () =>
      `$ ssh-keygen -t ed25519 -C "dana@laptop"\nGenerating public/private ed25519 key pair.\nEnter file in which to save the key (/home/dana/.ssh/id_ed25519):\nEnter passphrase (empty for no passphrase):`,
  ],
  [
    "vault-sealed-status",
    "cmd-output",
    () =>
      `$ vault status\nKey                Value\n---                -----\nSeal Type          shamir\nInitialized        true\nSealed             true\nTotal Shares       5\nThreshold          3`,
  ],
  [
    "npm-whoami",
    "cmd-output",
    () =>
      `$ npm whoami\nacme-release\n$ npm token list\n┌────────┬─────────┬────────────┬──────────┐\n│ id     │ token   │ created    │ readonly │\n├────────┼─────────┼────────────┼──────────┤\n│ a1b2c3 │ npm_Ab… │ 2026-09-02 │ no       │\n└────────┴─────────┴────────────┴──────────┘`,
  ],
  [
    "k8s-secret-names-only",
    "yaml",
    () =>
      `apiVersion: v1\nkind: Pod\nspec:\n  imagePullSecrets:\n    - name: registry-pull\n  volumes:\n    - name: tls\n      secret:\n        secretName: tls-api`,
  ],
  [
    "keyring-get-call",
    "code-python",
    () =>
      `token = keyring.get_password("devtool", "github")\nif token is None:\n    sys.exit("run \`devtool login\` first")`,
  ],
  [
    "azure-key-vault-cli",
    "shell-flag",
    () => `az keyvault secret show --vault-name kv-orders --name db-password --query id -o tsv`,
  ],
  [
    "http-401-body",
    "http-response",
    () =>
      `HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="api", error="invalid_token", error_description="The access token expired"\nContent-Type: application/json\n\n{"error":"invalid_token"}`,
  ],
  [
    "pkce-authorize-url",
    "url",
    (r) =>
      `https://auth.example.com/authorize?response_type=code&client_id=cli-app&redirect_uri=http%3A%2F%2F127.0.0.1%3A8976%2Fcb&code_challenge=${r.b64url(32)}&code_challenge_method=S256&state=${r.hex(16)}`,
  ],
  [
    "ga-cookie",
    "http-response",
    (r) =>
      `Set-Cookie: _ga=GA1.1.${r.int(1e8, 9e8)}.${r.int(1.7e9, 1.79e9)}; Max-Age=63072000; Path=/\nSet-Cookie: theme=dark; Path=/; SameSite=Lax`,
  ],
  [
    "twilio-doc-placeholders",
    "code-js",
    () => `const client = require("twilio")("ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "your_auth_token");`,
  ],
  [
    "gitlab-placeholder-token",
    "ci-config",
    () => `variables:\n  GITLAB_TOKEN: "glpat-XXXXXXXXXXXXXXXXXXXX"  # set the real one in CI/CD settings`,
  ],
  [
    "sendgrid-doc-shape",
    "prose",
    () => `SendGrid keys look like SG.xxxxxxxx.yyyyyyyy; paste yours into the settings page.`,
  ],
  [
    "slack-placeholder",
    "dotenv",
    () => `SLACK_BOT_TOKEN=xoxb-your-bot-token\nSLACK_SIGNING_SECRET=your-signing-secret`,
  ],
  [
    "secret-santa",
    "code-python",
    () =>
      `def draw_secret_santa(names: list[str]) -> dict[str, str]:\n    shuffled = random.sample(names, len(names))\n    return dict(zip(names, shuffled[1:] + shuffled[:1]))`,
  ],
];
