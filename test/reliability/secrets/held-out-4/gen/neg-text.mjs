// Negatives in the words of credentials: placeholders, references to where a secret lives, names without
// values, prose and commit messages about tokens, obvious dummies.
import { PROJECTS, PROSE_WITHOUT_VALUE, stamp } from "./scene.mjs";

const ENVS = [
  "GITHUB_TOKEN",
  "OPENAI_API_KEY",
  "STRIPE_SECRET_KEY",
  "DATABASE_PASSWORD",
  "AWS_SECRET_ACCESS_KEY",
  "SLACK_BOT_TOKEN",
  "NPM_TOKEN",
  "ANTHROPIC_API_KEY",
  "SENTRY_AUTH_TOKEN",
  "DB_PASSWORD",
];

/** kind → [count, (r) => [context, text]]. */
export const TEXT_NEGATIVES = [
  [
    "placeholder-angle",
    8,
    (r) => [
      "shell",
      `curl -H "Authorization: Bearer <${r.pick(["your-token", "YOUR_API_KEY", "access-token", "token"])}>" https://api.${r.pick(PROJECTS)}.dev/v1/me`,
    ],
  ],
  [
    "placeholder-env-ref-shell",
    8,
    (r) => {
      const e = r.pick(ENVS);
      return [
        "shell",
        r.pick([
          `export ${e}="$(op read op://ci/${e.toLowerCase()}/credential)"`,
          `docker run -e ${e}="$${e}" acme/app`,
          `curl -u "$CI_USER:$${e}" https://nexus.corp/service/rest/v1/status`,
          `echo "$${e}" | docker login ghcr.io -u octo --password-stdin`,
          `${e}=\${${e}:?missing} npm run deploy`,
        ]),
      ];
    },
  ],
  [
    "placeholder-actions-secret",
    8,
    (r) => {
      const e = r.pick(ENVS);
      return [
        "config",
        `      - run: npm publish --provenance\n        env:\n          ${e}: \${{ secrets.${e} }}\n          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}`,
      ];
    },
  ],
  [
    "placeholder-python-env",
    6,
    (r) => {
      const e = r.pick(ENVS);
      return [
        "code",
        r.pick([
          `api_key = os.environ["${e}"]`,
          `token = os.getenv("${e}", "")`,
          `settings.${e.toLowerCase()} = env.str("${e}")`,
        ]),
      ];
    },
  ],
  [
    "placeholder-node-env",
    6,
    (r) => {
      const e = r.pick(ENVS);
      return [
        "code",
        r.pick([
          `const apiKey = process.env.${e};\nif (!apiKey) throw new Error("${e} is not set");`,
          `headers: { Authorization: \`Bearer \${process.env.${e}}\` },`,
          `const { ${e} } = process.env;`,
        ]),
      ];
    },
  ],
  [
    "placeholder-go-env",
    3,
    (r) => [
      "code",
      `token := os.Getenv("${r.pick(ENVS)}")\nif token == "" {\n\tlog.Fatal("missing token")\n}`,
    ],
  ],
  [
    "placeholder-template",
    8,
    (r) => {
      const e = r.pick(ENVS);
      return [
        "config",
        r.pick([
          `password: {{ .Values.db.password }}`,
          `api_key: "{{ lookup('env', '${e}') }}"`,
          `token = "\${var.${e.toLowerCase()}}"`,
          `password: \${${e}}`,
          `secret: %(${e.toLowerCase()})s`,
          `DB_PASSWORD=\${DB_PASSWORD:-}`,
        ]),
      ];
    },
  ],
  [
    "placeholder-xxx",
    8,
    (r) => [
      "config",
      r.pick([
        `API_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`,
        `aws_secret_access_key = ****************************************`,
        `token: "REPLACE_ME"`,
        `STRIPE_SECRET_KEY=sk_live_...`,
        `password = "********"`,
        `OPENAI_API_KEY=sk-...`,
        `GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX`,
        `client_secret: "<redacted>"`,
      ]),
    ],
  ],
  [
    "placeholder-dotenv-example",
    6,
    (r) => [
      "config",
      `# .env.example — copy to .env and fill in\n${r
        .shuffle(ENVS)
        .slice(0, 4)
        .map((e) => `${e}=`)
        .join("\n")}\nPORT=3000`,
    ],
  ],
  [
    "placeholder-docs",
    6,
    (r) => [
      "prose",
      r.pick([
        `Set \`OPENAI_API_KEY\` to your key (it starts with \`sk-\`), then run \`npm start\`.`,
        "Create a personal access token with the `repo` scope and paste it when `gh auth login` asks for it.",
        "Replace YOUR_TOKEN_HERE in config.yaml with the token from the dashboard.",
        "The API expects `Authorization: Bearer <token>`; tokens are issued per workspace.",
        "Run `aws configure` and enter your access key id and secret access key when prompted.",
      ]),
    ],
  ],
  [
    "k8s-secret-ref",
    6,
    () => [
      "config",
      `        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: db-credentials\n                key: password`,
    ],
  ],
  [
    "vault-path-ref",
    4,
    (r) => [
      "config",
      `database:\n  password: vault:secret/data/${r.pick(PROJECTS)}/db#password\n  username: app`,
    ],
  ],
  [
    "secret-manager-call",
    5,
    (r) => [
      "code",
      r.pick([
        `secret = client.access_secret_version(name=f"projects/{project}/secrets/db-password/versions/latest")`,
        `const { SecretString } = await sm.send(new GetSecretValueCommand({ SecretId: "prod/${r.pick(PROJECTS)}/db" }));`,
        `password = keyring.get_password("ledger", "admin")`,
        `val token = System.getenv("GITHUB_TOKEN") ?: error("GITHUB_TOKEN missing")`,
      ]),
    ],
  ],
  [
    "cli-password-prompt",
    6,
    (r) => [
      "shell",
      r.pick([
        `mysql -h db.internal -u app -p ledger`,
        `psql -h localhost -U postgres -W`,
        `docker login ghcr.io -u octo --password-stdin < /run/secrets/ghcr`,
        `gh auth login --with-token < ~/.config/tokens/gh`,
        `ssh-keygen -t ed25519 -C "ci@${r.pick(PROJECTS)}" -f ~/.ssh/deploy -N ""`,
        `gcloud auth activate-service-account --key-file=/secrets/sa.json`,
        `vault login -method=oidc role=dev`,
        `kubectl create secret generic db --from-file=password=./db-password.txt`,
      ]),
    ],
  ],
  [
    "dsn-without-password",
    8,
    (r) => [
      "config",
      r.pick([
        `DATABASE_URL=postgres://app@localhost:5432/ledger`,
        `REDIS_URL=redis://localhost:6379/0`,
        `MONGO_URL=mongodb://mongo:27017/app`,
        `DATABASE_URL=postgresql://localhost/${r.pick(PROJECTS).replace(/-/g, "_")}_test`,
        `AMQP_URL=amqp://rabbitmq:5672/`,
        `spring.datasource.url=jdbc:postgresql://db:5432/app`,
        `DATABASE_URL=postgres://\${PGUSER}:\${PGPASSWORD}@db:5432/app`,
      ]),
    ],
  ],
  [
    "config-keys-only",
    6,
    () => [
      "config",
      `[auth]\n# token = \n# password =\nprovider = "oidc"\ntoken_ttl_seconds = 3600\npassword_min_length = 12`,
    ],
  ],
  [
    "empty-password",
    4,
    (r) => [
      "json",
      JSON.stringify({ username: "guest", password: "", token: null, api_key: "", remember: r.chance(0.5) }),
    ],
  ],
  [
    "schema-field-names",
    6,
    () => [
      "code",
      `model ApiToken {\n  id         String   @id @default(cuid())\n  tokenHash  String   @unique\n  secretHint String\n  password   String?\n  createdAt  DateTime @default(now())\n}`,
    ],
  ],
  [
    "type-definitions",
    5,
    () => [
      "code",
      `interface Credentials {\n  accessKeyId: string;\n  secretAccessKey: string;\n  sessionToken?: string;\n}\ntype PasswordPolicy = { minLength: number; requireSymbol: boolean };`,
    ],
  ],
  [
    "function-names",
    5,
    (r) => [
      "code",
      `def ${r.pick(["rotate_api_key", "verify_password", "refresh_access_token", "hash_password"])}(user_id: str, *, force: bool = False) -> None:\n    """Rotate the credential and notify the owner."""\n    ...`,
    ],
  ],
  [
    "log-about-tokens",
    8,
    (r) => [
      "log",
      `${stamp(r)} ${r.pick(["WARN  auth: token expired for user_id=4812, redirecting to /login", "INFO  secrets: loaded 14 keys from vault (values hidden)", "ERROR http: 401 Unauthorized: invalid API key provided", "INFO  password reset email sent to j***@example.org", "WARN  stripe: webhook signature verification failed (no matching secret)", "DEBUG oauth: refresh token rotated, new expiry in 3600s"])}`,
    ],
  ],
  [
    "redacted-values",
    6,
    (r) => [
      "output",
      r.pick([
        `$ heroku config\nDATABASE_URL: postgres://***:***@ec2-host:5432/d1\nSECRET_KEY_BASE: [REDACTED]`,
        `$ gh secret list\nNAME             UPDATED\nNPM_TOKEN        about 2 months ago\nSENTRY_AUTH_TOKEN  3 days ago`,
        `$ kubectl describe secret db-creds\nName: db-creds\nType: Opaque\n\nData\n====\npassword:  24 bytes\nusername:  6 bytes`,
        `$ vault kv metadata get secret/app\n======= Metadata =======\nKey                Value\n---                -----\ncreated_time       2026-02-01T10:00:00Z\ncurrent_version    7`,
      ]),
    ],
  ],
  [
    "commit-messages",
    8,
    (r) => [
      "output",
      r.pick([
        `fix: stop logging Authorization headers in debug mode`,
        `chore: remove hard-coded password from the seed script`,
        `feat(auth): rotate API tokens every 90 days`,
        `security: revoke leaked token and purge it from history`,
        `docs: explain how to create a fine-grained personal access token`,
        `test: password reset link expires after 30 minutes`,
      ]),
    ],
  ],
  [
    "changelog",
    6,
    (r) => [
      "prose",
      `## ${r.int(1, 4)}.${r.int(0, 20)}.0\n- Secrets in \`.env\` files are now masked in the preview pane.\n- New \`--token-file\` flag reads the access token from a file instead of the command line.\n- Fixed: password fields lost focus on Safari.`,
    ],
  ],
  ["prose-multilingual", 24, (_r, i) => ["prose", PROSE_WITHOUT_VALUE[i % PROSE_WITHOUT_VALUE.length]]],
  [
    "obvious-dummies",
    8,
    (r) => [
      "code",
      r.pick([
        `assert login("alice", "wrong-password") is False`,
        `const fakeToken = "test-token";`,
        `mockClient.setApiKey("dummy-key-for-tests")`,
        `user = User(email="a@b.c", password="password")`,
        `expect(mask("secret")).toBe("******");`,
        `# example: API_KEY=your-key-here`,
        `let token = "not-a-real-token";`,
      ]),
    ],
  ],
  [
    "css-and-design-tokens",
    4,
    (r) => [
      "code",
      `.btn-primary { color: #ffffff; background: #${r.hex(6)}; border-color: #${r.hex(6)}; }\n.token-badge { font-family: ui-monospace; }`,
    ],
  ],
  [
    "tsconfig-and-paths",
    3,
    () => [
      "config",
      `{\n  "compilerOptions": { "strict": true, "paths": { "@auth/token/*": ["src/auth/token/*"] } }\n}`,
    ],
  ],
  [
    "http-auth-challenge",
    4,
    () => [
      "header",
      `HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="api", error="invalid_token", error_description="The access token expired"\nContent-Type: application/json`,
    ],
  ],
  [
    "urls-benign-query",
    6,
    (r) => [
      "url",
      r.pick([
        `https://github.com/acme/${r.pick(PROJECTS)}/pulls?q=is%3Aopen+label%3Asecurity&page=2`,
        `https://docs.example.org/auth/tokens?utm_source=newsletter&utm_medium=email&utm_campaign=2026-03`,
        `https://registry.npmjs.org/-/v1/search?text=token&size=20`,
        `https://cdn.${r.pick(PROJECTS)}.dev/app.js?v=${r.hex(8)}`,
        `https://console.aws.amazon.com/iam/home?region=eu-west-1#/users/details/ci-bot?section=security_credentials`,
      ]),
    ],
  ],
  [
    "sql-schema",
    4,
    () => [
      "code",
      `CREATE TABLE api_keys (\n  id BIGSERIAL PRIMARY KEY,\n  key_prefix TEXT NOT NULL,\n  key_hash BYTEA NOT NULL,\n  revoked_at TIMESTAMPTZ\n);`,
    ],
  ],
  [
    "terraform-variable-decl",
    4,
    () => [
      "config",
      `variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "aws_db_instance" "main" {\n  password = var.db_password\n}`,
    ],
  ],
  [
    "ansible-vault-reference",
    3,
    () => [
      "config",
      `postgres_password: "{{ vault_postgres_password }}"\nansible_become_pass: "{{ lookup('community.hashi_vault.hashi_vault', 'secret=ops/data/sudo:password') }}"`,
    ],
  ],
  [
    "makefile-targets",
    3,
    () => [
      "other",
      `rotate-keys:\n\t./scripts/rotate.sh --env $(ENV) --token-file $(TOKEN_FILE)\n\n.PHONY: rotate-keys`,
    ],
  ],
];
