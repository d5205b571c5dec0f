// Negative cases, part 2: text that talks about credentials without holding one — placeholders and
// masked values, references to variables and secret stores, identifiers named after passwords and
// tokens, configuration with the secrets left out, prose, test output, versions, paths and URLs.

export function textNegatives({ neg, h, r }) {
  // Placeholders, masked values and references
  neg("placeholder", "shell", `export OPENAI_API_KEY=<YOUR_API_KEY>`);
  neg(
    "placeholder",
    "code",
    `# .env.example\nSTRIPE_SECRET_KEY=sk_live_...\nSTRIPE_WEBHOOK_SECRET=whsec_...\nDATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DB`,
  );
  neg(
    "placeholder",
    "code",
    `GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  # replace with your token`,
  );
  neg(
    "placeholder",
    "prose",
    `In the README, tell users to run \`export ANTHROPIC_API_KEY=your-key-here\` before \`npm start\`.`,
  );
  neg(
    "placeholder",
    "code",
    `aws_access_key_id = AKIAXXXXXXXXXXXXXXXX\naws_secret_access_key = xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`,
  );
  neg("placeholder", "code", `curl -H "Authorization: Bearer <token>" https://api.${h.org()}.io/v1/me`);
  neg("placeholder", "code", `docker login -u <username> -p <password> registry.${h.org()}.io`);
  neg("placeholder", "code", `mysql -h <host> -u <user> -p<password> <database>`);
  neg("placeholder", "code", `api_key: "REPLACE_ME"\napi_secret: "REPLACE_ME"`);
  neg(
    "masked-value",
    "output",
    `$ heroku config -a ${h.repo()}\nSTRIPE_SECRET_KEY: sk_live_••••••••••••••••4242\nDATABASE_URL:      postgres://app:********@db.internal:5432/app`,
  );
  neg(
    "masked-value",
    "output",
    `$ gh secret list --repo ${h.org()}/${h.repo()}\nNAME               UPDATED\nNPM_TOKEN          about 2 months ago\nAWS_SECRET_KEY     about 1 year ago\nSLACK_WEBHOOK_URL  about 3 days ago`,
  );
  neg("masked-value", "output", `Run npm publish\n  env:\n    NODE_AUTH_TOKEN: ***\n+ ${h.repo()}@1.3.0`);
  neg(
    "masked-value",
    "output",
    `$ vercel env ls\n name                value        environments\n DATABASE_URL        Encrypted    Production, Preview\n NEXTAUTH_SECRET     Encrypted    Production`,
  );
  neg(
    "env-reference",
    "code",
    `- name: Publish\n  run: npm publish\n  env:\n    NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}`,
  );
  neg("env-reference", "shell", `curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user`);
  neg("env-reference", "shell", `psql "postgresql://app:\${DB_PASSWORD}@\${DB_HOST}:5432/app"`);
  neg(
    "env-reference",
    "code",
    `const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: "2024-04-10" });`,
  );
  neg("env-reference", "code", `client = anthropic.Anthropic(api_key=os.environ["ANTHROPIC_API_KEY"])`);
  neg("env-reference", "code", `password: {{ .Values.postgresql.auth.password | quote }}`);
  neg(
    "env-reference",
    "code",
    `set PGPASSWORD=%DB_PASSWORD%\npg_dump -h localhost -U postgres app > app.sql`,
  );
  neg(
    "env-reference",
    "code",
    `//registry.npmjs.org/:_authToken=\${NPM_TOKEN}\n@${h.org()}:registry=https://npm.pkg.github.com`,
  );
  neg(
    "env-reference",
    "shell",
    `echo "$DOCKERHUB_TOKEN" | docker login --username ${h.user()} --password-stdin`,
  );
  neg("env-reference", "code", `token = Rails.application.credentials.dig(:github, :access_token)`);
  neg(
    "secret-store-reference",
    "shell",
    `aws secretsmanager get-secret-value --secret-id prod/${h.repo()}/db-credentials --query SecretString`,
  );
  neg(
    "secret-store-reference",
    "code",
    `DB_PASSWORD = op://Infra/postgres-prod/password\nSTRIPE_KEY = op://Infra/stripe/credential`,
  );
  neg(
    "secret-store-reference",
    "code",
    `valueFrom:\n  secretKeyRef:\n    name: db-credentials\n    key: password`,
  );
  neg("secret-store-reference", "shell", `kubectl get secret db-credentials -n prod -o yaml`);
  neg("prompt-for-password", "shell", `mysql -h ${h.host()} -u root -p`);
  neg("prompt-for-password", "shell", `psql -h ${h.host()} -U postgres -W ${h.db()}`);
  neg("prompt-for-password", "shell", `ssh-keygen -t ed25519 -C "${h.email()}" -f ~/.ssh/id_ed25519 -N ""`);
  neg("prompt-for-password", "shell", `npm login --registry https://registry.npmjs.org --auth-type=web`);
  neg("prompt-for-password", "shell", `curl -u "$USER:$API_TOKEN" https://api.bitbucket.org/2.0/user`);
  neg(
    "file-reference",
    "shell",
    `ansible-playbook site.yml -i inventory/prod --vault-password-file ~/.ansible/vault_pass.txt`,
  );
  neg(
    "file-reference",
    "shell",
    `ssh -i ~/.ssh/id_ed25519 -o IdentitiesOnly=yes ${h.user()}@bastion.${h.org()}.io`,
  );
  neg("file-reference", "shell", `gcloud auth activate-service-account --key-file=/secrets/sa.json`);
  neg(
    "file-reference",
    "code",
    `GOOGLE_APPLICATION_CREDENTIALS=/run/secrets/gcp-sa.json\nSSL_KEY_PATH=/etc/ssl/private/server.key`,
  );
  // Identifiers named after credentials, without values
  neg(
    "credential-identifier",
    "code",
    `const passwordInput = document.querySelector<HTMLInputElement>("#password");\nconst tokenExpiry = Date.now() + TOKEN_TTL_MS;`,
  );
  neg(
    "credential-identifier",
    "code",
    `def test_password123_is_rejected_as_too_common(client):\n    resp = client.post("/signup", json={"email": "a@b.c", "password": COMMON_PASSWORDS[0]})\n    assert resp.status_code == 422`,
  );
  neg(
    "credential-identifier",
    "code",
    `password_hash = argon2.PasswordHasher().hash(password)\nuser.update(password_hash=password_hash)`,
  );
  neg(
    "credential-identifier",
    "code",
    `if (!apiKey) {\n  throw new Error("ANTHROPIC_API_KEY is not set; export it or add it to .env");\n}`,
  );
  neg(
    "credential-identifier",
    "code",
    `TOKEN_TTL_SECONDS = 3600\nREFRESH_TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30\nAPI_KEY_HEADER = "X-Api-Key"`,
  );
  neg(
    "credential-identifier",
    "code",
    `export interface AwsCredentials {\n  accessKeyId: string;\n  secretAccessKey: string;\n  sessionToken?: string;\n}`,
  );
  neg(
    "credential-identifier",
    "code",
    `class Settings(BaseSettings):\n    database_url: PostgresDsn\n    secret_key: SecretStr\n    github_token: Optional[str] = None`,
  );
  neg(
    "credential-identifier",
    "code",
    `"password": { "type": "string", "minLength": 12, "maxLength": 128, "writeOnly": true }`,
  );
  neg(
    "credential-identifier",
    "code",
    `<input type="password" name="password" id="password" autocomplete="current-password" required>`,
  );
  neg(
    "credential-identifier",
    "code",
    `ALTER TABLE users ADD COLUMN password_digest VARCHAR(255) NOT NULL;\nCREATE INDEX idx_api_tokens_user_id ON api_tokens (user_id);`,
  );
  neg(
    "credential-identifier",
    "code",
    `type Mutation {\n  resetPassword(token: String!, newPassword: String!): AuthPayload!\n  rotateApiKey(id: ID!): ApiKey!\n}`,
  );
  neg(
    "credential-identifier",
    "code",
    `{\n  "forgot_password": "Forgot your password?",\n  "token_expired": "Your session has expired. Please sign in again.",\n  "api_key_label": "API key"\n}`,
  );
  neg(
    "credential-identifier",
    "code",
    `secret_name = "prod/payments/stripe"\nsecret = client.get_secret_value(SecretId=secret_name)["SecretString"]`,
  );
  neg(
    "credential-identifier",
    "code",
    `func (s *Store) RotateSigningKey(ctx context.Context, keyID string) (*SigningKey, error) {`,
  );
  neg(
    "credential-identifier",
    "code",
    `private static final String PASSWORD_RESET_TOKEN_PARAM = "reset_token";`,
  );
  neg("credential-identifier", "code", `const { data: token, error } = await supabase.auth.getSession();`);
  neg(
    "credential-identifier",
    "code",
    `access_token_url = "https://github.com/login/oauth/access_token"\nauthorize_url = "https://github.com/login/oauth/authorize"`,
  );
  neg(
    "credential-identifier",
    "code",
    `csrf_token = request.cookies.get("csrftoken")\nif not hmac.compare_digest(csrf_token, form["csrf_token"]):\n    abort(403)`,
  );
  neg(
    "credential-identifier",
    "code",
    `keyboard_layout = "us"\nkey_repeat_delay_ms = 250\nprimary_key = "id"`,
  );
  // Configuration with the secrets left out
  neg(
    "config-without-secret",
    "output",
    `$ cat ~/.aws/config\n[default]\nregion = ${h.region()}\noutput = json\n\n[profile prod]\nrole_arn = arn:aws:iam::${r.digits(12)}:role/Admin\nsource_profile = default\nmfa_serial = arn:aws:iam::${r.digits(12)}:mfa/${h.user()}`,
  );
  neg(
    "config-without-secret",
    "output",
    `$ cat .env.example\nPORT=3000\nDATABASE_URL=\nSTRIPE_SECRET_KEY=\nSENTRY_DSN=\nLOG_LEVEL=info`,
  );
  neg(
    "config-without-secret",
    "output",
    `$ cat ~/.pypirc\n[distutils]\nindex-servers =\n    pypi\n    testpypi\n\n[pypi]\nusername = __token__\n\n[testpypi]\nrepository = https://test.pypi.org/legacy/\nusername = __token__`,
  );
  neg(
    "config-without-secret",
    "output",
    `$ cat ~/.ssh/config\nHost bastion\n  HostName bastion.${h.org()}.io\n  User ${h.user()}\n  IdentityFile ~/.ssh/id_ed25519\n  ForwardAgent no\n\nHost *.internal\n  ProxyJump bastion`,
  );
  neg(
    "config-without-secret",
    "output",
    `$ kubectl config view --minify\napiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: DATA+OMITTED\n    server: https://${r.hex(32).toUpperCase()}.gr7.${h.region()}.eks.amazonaws.com\n  name: prod\nusers:\n- name: prod\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: ["eks", "get-token", "--cluster-name", "prod"]`,
  );
  neg(
    "config-without-secret",
    "code",
    `services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt`,
  );
  neg(
    "config-without-secret",
    "code",
    `{\n  "compilerOptions": {\n    "target": "ES2022",\n    "module": "NodeNext",\n    "strict": true,\n    "outDir": "dist"\n  }\n}`,
  );
  neg(
    "config-without-secret",
    "output",
    `$ printenv | sort | head\nHOME=/home/${h.user()}\nLANG=en_US.UTF-8\nNODE_ENV=development\nPATH=/home/${h.user()}/.local/bin:/usr/local/bin:/usr/bin:/bin\nPWD=/home/${h.user()}/src/${h.repo()}\nSHELL=/bin/zsh\nTERM=xterm-256color\nUSER=${h.user()}`,
  );
  neg(
    "config-without-secret",
    "code",
    `server {\n    listen 443 ssl http2;\n    server_name ${h.org()}.io;\n    ssl_certificate     /etc/letsencrypt/live/${h.org()}.io/fullchain.pem;\n    ssl_certificate_key /etc/letsencrypt/live/${h.org()}.io/privkey.pem;\n    location / { proxy_pass http://127.0.0.1:3000; }\n}`,
  );
  neg(
    "config-without-secret",
    "code",
    `[remote "origin"]\n\turl = git@github.com:${h.org()}/${h.repo()}.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*`,
  );
  neg(
    "config-without-secret",
    "code",
    `DATABASE_URL=postgres://localhost:5432/${h.db()}_dev\nREDIS_URL=redis://localhost:6379/0\nAMQP_URL=amqp://localhost:5672`,
  );
  neg(
    "config-without-secret",
    "code",
    `[client]\nuser = reporting\nhost = ${h.host()}\ndatabase = ${h.db()}\n# password is read from MYSQL_PWD at runtime`,
  );
  // Prose about credentials
  neg(
    "prose",
    "prose",
    `I rotated the Stripe key yesterday and stored the new one in 1Password under "Stripe prod". Can you update the deploy docs to point there?`,
  );
  neg(
    "prose",
    "prose",
    `The access token expires after 3600 seconds, so the CLI should refresh it when it gets a 401 instead of asking the user to log in again.`,
  );
  neg(
    "prose",
    "prose",
    `Passwords must be at least 12 characters and can't be one of the 10,000 most common ones (the list lives in data/common-passwords.txt).`,
  );
  neg(
    "prose",
    "prose",
    `Why does the API key check pass for an empty string? I'd expect \`validateKey("")\` to return false.`,
  );
  neg(
    "prose",
    "prose",
    `Never put the GitHub token in the workflow file — add it under Settings → Secrets and variables → Actions and reference it as secrets.GH_TOKEN.`,
  );
  neg(
    "prose",
    "prose",
    `Live Stripe keys start with sk_live_ and test keys with sk_test_; the webhook verifier should refuse a test-mode event in production.`,
  );
  neg(
    "prose",
    "prose",
    `The secret scanner flagged a false positive in fixtures/session.json — it's a UUID, not a token. Can we add an allowlist entry for that file?`,
  );
  neg(
    "prose",
    "prose",
    `Let's switch the staging database to IAM auth so nobody needs a password at all; the RDS proxy supports it.`,
  );
  neg(
    "prose",
    "prose",
    `The private key never leaves the HSM; the service only gets signatures back, so there's nothing to rotate on our side.`,
  );
  neg(
    "prose",
    "prose",
    `Can you generate a new SSH key pair for the deploy user and give me the public half so I can add it to authorized_keys?`,
  );
  // Test output and logs
  neg(
    "test-output",
    "output",
    ` ✓ test/auth/token.test.ts (12 tests) 48ms\n   ✓ rejects an expired token\n   ✓ rejects a token signed with another key\n   ✓ refreshes the token 60 s before expiry\n Test Files  1 passed (1)\n      Tests  12 passed (12)`,
  );
  neg(
    "test-output",
    "output",
    `FAIL src/auth/password.test.ts\n  ● password policy › rejects password123\n    expect(received).toBe(expected)\n    Expected: false\n    Received: true`,
  );
  neg(
    "log-line",
    "output",
    `2024-05-14 10:22:31,412 WARNING auth: invalid API key for client_id=${h.org()}-web (key prefix "sk_live_", length 0)`,
  );
  neg(
    "log-line",
    "output",
    `[2024-05-14T10:22:31Z] ERROR: password authentication failed for user "app" (SQLSTATE 28P01) host=${h.host()} db=${h.db()}`,
  );
  neg(
    "log-line",
    "output",
    `npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.\nnpm ERR! To correct this please try logging in again with:\nnpm ERR!     npm login`,
  );
  neg(
    "log-line",
    "output",
    `remote: Support for password authentication was removed on August 13, 2021.\nremote: Please see https://docs.github.com/get-started/getting-started-with-git/about-remote-repositories#cloning-with-https-urls for information on currently recommended modes of authentication.\nfatal: Authentication failed for 'https://github.com/${h.org()}/${h.repo()}.git/'`,
  );
  neg(
    "log-line",
    "output",
    `Token refresh scheduled in 3540s (expires_at=2024-05-14T11:22:31Z, token_type=Bearer, scope="read:org repo")`,
  );
  // Versions, paths and URLs
  const repo = h.repo();
  neg(
    "version-strings",
    "output",
    `$ npm ls --depth=0\n${repo}@1.3.0 /home/${h.user()}/src/${repo}\n├── @biomejs/biome@2.0.6\n├── better-sqlite3@12.11.1\n├── esbuild@0.21.5\n├── typescript@5.4.5\n└── vitest@2.1.4`,
  );
  neg(
    "version-strings",
    "output",
    `$ node --version && npm --version && python3 --version\nv20.13.1\n10.5.2\nPython 3.12.3`,
  );
  neg(
    "version-strings",
    "code",
    `FROM python:3.12.3-slim-bookworm\nARG POETRY_VERSION=1.8.3\nENV PIP_NO_CACHE_DIR=1`,
  );
  neg(
    "file-paths",
    "output",
    `$ find ~/.cache/pip/wheels -name '*.whl' | head -3\n/home/${h.user()}/.cache/pip/wheels/3f/9a/${r.hex(40)}/psycopg2-2.9.9-cp312-cp312-linux_x86_64.whl\n/home/${h.user()}/.cache/pip/wheels/a1/0c/${r.hex(40)}/ujson-5.10.0-cp312-cp312-linux_x86_64.whl`,
  );
  neg(
    "file-paths",
    "output",
    `src/core/redact/patterns.ts\nsrc/store/sqlite/migrations/0007_token_budget.sql\ntest/fixtures/secrets/placeholder-keys.txt\ndocs/adr/0004-password-less-auth.md`,
  );
  neg(
    "urls",
    "code",
    `"repository": { "type": "git", "url": "git+https://github.com/${h.org()}/${h.repo()}.git" },\n"bugs": "https://github.com/${h.org()}/${h.repo()}/issues",\n"homepage": "https://${h.org()}.io/docs"`,
  );
  neg("urls", "shell", `git clone git@github.com:${h.org()}/${h.repo()}.git && cd ${h.repo()} && npm ci`);
  neg(
    "urls",
    "output",
    `$ git remote -v\norigin\thttps://github.com/${h.org()}/${h.repo()}.git (fetch)\norigin\thttps://github.com/${h.org()}/${h.repo()}.git (push)`,
  );
  neg(
    "urls",
    "code",
    `const OAUTH_AUTHORIZE = "https://accounts.google.com/o/oauth2/v2/auth?client_id=\${clientId}&redirect_uri=\${encodeURIComponent(redirect)}&response_type=code&scope=openid%20email";`,
  );
  neg(
    "urls",
    "prose",
    `The docs for the token format are at https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/ — worth reading before we write the validator.`,
  );
  neg("numbers", "output", `$ date +%s; date -u\n1715682151\nTue May 14 10:22:31 UTC 2024`);
  neg(
    "numbers",
    "output",
    `PID   USER     %CPU %MEM    VSZ   RSS COMMAND\n41233 ${h.user()}  12.3  2.1 1184624 348212 node dist/server.js\n41290 ${h.user()}   0.4  0.3  214556  51200 node dist/worker.js`,
  );
  neg(
    "hex-color",
    "code",
    `:root {\n  --brand: #3b82f6;\n  --brand-dark: #1d4ed8;\n  --surface: #0f172a;\n  --text-muted: #94a3b8;\n}`,
  );
  neg(
    "long-identifier",
    "code",
    `public class AbstractSingletonProxyFactoryBeanDefinitionRegistryPostProcessorConfiguration extends BaseConfiguration {`,
  );
  neg(
    "long-identifier",
    "code",
    `const LOCALSTORAGE_KEY_FOR_COLLAPSED_SIDEBAR_SECTIONS_V2 = "ui.sidebar.collapsedSections.v2";`,
  );
}
