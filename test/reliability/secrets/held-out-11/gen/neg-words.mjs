// Negatives, part 2: placeholders, documented example keys, variable names without values, masked
// tokens, the words password/token/key in prose and code with no value, public keys and certificates,
// publishable keys, and near-miss strings in the same places positives sit (code, config, agent views).

import { readView } from "./places.mjs";
import { ALNUM, B64, B64URL, b64, bytes, DIGITS, HEX, LOWER, UPPER, uuid } from "./rand.mjs";

const A = ALNUM;
const ENVS = [
  "GITHUB_TOKEN",
  "OPENAI_API_KEY",
  "STRIPE_SECRET_KEY",
  "DATABASE_URL",
  "AWS_SECRET_ACCESS_KEY",
  "SLACK_BOT_TOKEN",
  "ANTHROPIC_API_KEY",
  "DB_PASSWORD",
  "SENTRY_AUTH_TOKEN",
  "NPM_TOKEN",
  "TWILIO_AUTH_TOKEN",
  "HF_TOKEN",
];
const PH = [
  "<your-token>",
  "YOUR_API_KEY",
  "xxxxxxxxxxxxxxxx",
  "${TOKEN}",
  "changeme",
  "your_api_key_here",
  "REPLACE_ME",
  "<redacted>",
  "********",
  "{{ api_key }}",
  "%API_KEY%",
  "sk-...",
  "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
  "TODO",
  "placeholder",
  "<insert key>",
  "dummy",
  "test",
  "$(API_KEY)",
  "[REDACTED]",
];

/** @type {Array<[string, string, (r: any) => string]>} */
export const WORD_NEGATIVES = [
  ["placeholder-dotenv", "dotenv", (r) => `${r.pick(ENVS)}=${r.pick(PH)}\n${r.pick(ENVS)}=`],
  [
    "placeholder-readme",
    "markdown",
    (r) => `Set \`${r.pick(ENVS)}\` in your shell:\n\n\`\`\`sh\nexport ${r.pick(ENVS)}=${r.pick(PH)}\n\`\`\``,
  ],
  ["placeholder-code", "python", (r) => `client = Client(api_key="${r.pick(PH)}")  # replace with your key`],
  [
    "placeholder-yaml",
    "yaml",
    (r) =>
      `auth:\n  token: "${r.pick(PH)}"\n  password: ${r.pick(["changeme", "<password>", "CHANGE_ME", "''"])}`,
  ],
  [
    "placeholder-url",
    "dotenv",
    (r) =>
      `DATABASE_URL=postgres://${r.pick(["user:password", "USER:PASSWORD", "<user>:<password>", "postgres:postgres"])}@localhost:5432/${r.pick(["mydb", "app_dev", "test"])}`,
  ],
  [
    "placeholder-curl-doc",
    "markdown",
    (r) => `curl https://api.example.com/v1/items \\\n  -H "Authorization: Bearer $${r.pick(ENVS)}"`,
  ],
  [
    "ci-secret-ref",
    "github-actions",
    (r) =>
      `        env:\n          ${r.pick(ENVS)}: \${{ secrets.${r.pick(ENVS)} }}\n          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}`,
  ],
  [
    "gitlab-masked-ref",
    "gitlab-ci",
    (_r) =>
      `deploy:\n  script:\n    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin $CI_REGISTRY`,
  ],
  [
    "helm-template-ref",
    "helm",
    (_r) =>
      `        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: {{ include "app.fullname" . }}-db\n              key: password`,
  ],
  [
    "terraform-var-ref",
    "hcl",
    (_r) => `  password = var.db_password\n  token    = data.vault_generic_secret.api.data["token"]`,
  ],
  [
    "spring-placeholder",
    "spring-yaml",
    (_r) => `spring:\n  datasource:\n    password: \${DB_PASSWORD}\n    username: \${DB_USER:app}`,
  ],
  [
    "docker-secret-file",
    "docker-compose",
    (_r) =>
      `    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password`,
  ],
  [
    "npmrc-env-ref",
    "file",
    (_r) => `//registry.npmjs.org/:_authToken=\${NPM_TOKEN}\n@acme:registry=https://npm.pkg.github.com`,
  ],
  [
    "aws-doc-example",
    "markdown",
    (_r) =>
      `[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
  ],
  [
    "aws-doc-example-inline",
    "prose",
    (_r) => `The docs use AKIAIOSFODNN7EXAMPLE as the access key id in every sample, e.g. \`aws configure\`.`,
  ],
  [
    "env-name-only",
    "shell",
    (r) =>
      `$ echo \${#${r.pick(ENVS)}}\n${r.between(20, 120)}\n$ test -n "$${r.pick(ENVS)}" && echo set\nset`,
  ],
  [
    "env-list-names",
    "typescript",
    (r) =>
      `const required = [${r
        .shuffle(ENVS)
        .slice(0, 4)
        .map((e) => `"${e}"`)
        .join(
          ", ",
        )}] as const;\nfor (const name of required) if (!process.env[name]) throw new Error(\`missing \${name}\`);`,
  ],
  [
    "env-example-empty",
    "dotenv",
    (r) =>
      r
        .shuffle(ENVS)
        .slice(0, 5)
        .map((e) => `${e}=`)
        .join("\n"),
  ],
  [
    "masked-gh",
    "command-output",
    (r) =>
      `$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account octo-dev (keyring)\n  - Token: gh${r.pick(["p", "o"])}_************************************`,
  ],
  [
    "masked-ci-log",
    "ci-log",
    (r) => `Run ./deploy.sh\n  env:\n    ${r.pick(ENVS)}: ***\n    REGION: eu-west-1`,
  ],
  [
    "masked-partial",
    "prose",
    (r) =>
      `Rotated the key ending in …${r.str(A, 4)} (sk-proj-****${r.str(A, 4)}); the new one is in the vault.`,
  ],
  ["masked-stars", "json", (_r) => `{"password": "********", "token": "[REDACTED]", "apiKey": "sk-****"}`],
  [
    "masked-aws",
    "command-output",
    (r) =>
      `      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4)} shared-credentials-file\nsecret_key     ****************${r.str(A, 4)} shared-credentials-file`,
  ],
  [
    "code-token-call",
    "typescript",
    (_r) =>
      `const token = await getToken({ audience: "api" });\nheaders.set("Authorization", \`Bearer \${token}\`);`,
  ],
  [
    "code-key-field",
    "typescript",
    (_r) =>
      `const rows = users.map((user) => ({ key: user.id, label: user.name }));\n<Row key={item.id} {...item} />`,
  ],
  [
    "code-password-param",
    "python",
    (_r) =>
      `def login(username: str, password: str) -> Session:\n    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt())\n    return Session(user=username)`,
  ],
  [
    "code-password-body",
    "javascript",
    (_r) =>
      `const { email, password } = req.body;\nif (!password || password.length < 12) return res.status(400).json({ error: "weak password" });`,
  ],
  [
    "code-api-key-check",
    "go",
    (_r) =>
      `apiKey := os.Getenv("API_KEY")\nif apiKey == "" {\n\treturn errors.New("API_KEY is required")\n}`,
  ],
  [
    "code-secret-type",
    "typescript",
    (_r) => `interface Credentials {\n  apiKey: string;\n  secretKey: string;\n  sessionToken?: string;\n}`,
  ],
  [
    "code-tokenizer",
    "python",
    (_r) =>
      `tokenizer = AutoTokenizer.from_pretrained("bert-base-uncased")\ntokens = tokenizer(text, max_length=512, truncation=True)`,
  ],
  [
    "code-max-tokens",
    "json",
    (r) => `{"model": "claude-sonnet-4-5", "max_tokens": ${r.between(256, 8192)}, "temperature": 0.2}`,
  ],
  [
    "code-zod-schema",
    "typescript",
    (r) =>
      `const Login = z.object({ email: z.string().email(), password: z.string().min(${r.between(8, 16)}) });`,
  ],
  [
    "code-java-getter",
    "java",
    (_r) =>
      `String password = credentials.getPassword();\nchar[] secret = console.readPassword("Password: ");`,
  ],
  [
    "code-csharp-config",
    "csharp",
    (_r) =>
      `var apiKey = builder.Configuration["Vendor:ApiKey"];\nvar connectionString = builder.Configuration.GetConnectionString("Default");`,
  ],
  [
    "code-rust-env",
    "rust",
    (_r) => `let token = std::env::var("GITHUB_TOKEN").expect("GITHUB_TOKEN must be set");`,
  ],
  [
    "code-ruby-credentials",
    "ruby",
    (_r) =>
      `api_key = Rails.application.credentials.dig(:stripe, :secret_key)\npassword = ENV.fetch("DB_PASSWORD")`,
  ],
  [
    "code-php-env",
    "php",
    (_r) => `$password = getenv('DB_PASSWORD');\n$token = $_SERVER['HTTP_AUTHORIZATION'] ?? '';`,
  ],
  [
    "code-kotlin-secret",
    "kotlin",
    (_r) => `val apiKey = BuildConfig.MAPS_API_KEY\nval token by lazy { tokenStore.current() }`,
  ],
  ["code-swift-keychain", "swift", (_r) => `let password = try Keychain.read(service: "db", account: "app")`],
  [
    "code-elixir-runtime",
    "elixir",
    (_r) => `config :app, App.Repo, password: System.fetch_env!("DB_PASSWORD")`,
  ],
  [
    "code-c-getpass",
    "c",
    (_r) => `char *password = getpass("Password: ");\nif (strlen(password) == 0) return -1;`,
  ],
  [
    "code-lua-key",
    "lua",
    (_r) => `local key = KEYS[1]\nlocal token = ARGV[1]\nreturn redis.call("SET", key, token, "EX", 60)`,
  ],
  ["code-dart-secure", "dart", (_r) => `final token = await storage.read(key: 'auth_token');`],
  ["code-r-keyring", "r", (_r) => `pw <- keyring::key_get("warehouse", username = "analyst")`],
  ["code-scala-config", "scala", (_r) => `val password = config.getString("db.password")`],
  [
    "code-sql-schema",
    "sql",
    (_r) =>
      `CREATE TABLE api_keys (\n  id BIGSERIAL PRIMARY KEY,\n  key_hash TEXT NOT NULL,\n  token_prefix VARCHAR(8) NOT NULL\n);`,
  ],
  [
    "shell-read-password",
    "shell",
    (_r) => `read -rsp "Password: " PASSWORD && export PGPASSWORD="$PASSWORD"`,
  ],
  [
    "docker-login-stdin",
    "shell",
    (_r) => `echo "$GHCR_TOKEN" | docker login ghcr.io -u "$GITHUB_ACTOR" --password-stdin`,
  ],
  [
    "ssh-keygen",
    "shell",
    (_r) => `ssh-keygen -t ed25519 -C "dana@example.org" -f ~/.ssh/id_ed25519_work -N ""`,
  ],
  [
    "prose-password-en",
    "prose",
    (r) =>
      `The password reset flow sends a token by email; the token expires after ${r.between(10, 60)} minutes and the key rotation job runs nightly.`,
  ],
  [
    "prose-password-de",
    "prose",
    (_r) => `Das Passwort muss mindestens 12 Zeichen haben; der Token wird nach Ablauf automatisch erneuert.`,
  ],
  [
    "prose-password-fr",
    "prose",
    (_r) => `Le mot de passe n'est jamais stocké en clair ; on ne garde que le hachage et le sel.`,
  ],
  [
    "prose-password-ja",
    "prose",
    (_r) => `パスワードは環境変数から読み込みます。トークンはリポジトリに入れないでください。`,
  ],
  ["prose-password-zh", "prose", (_r) => `密码和令牌都放在密钥管理服务里，代码里只保留变量名。`],
  [
    "prose-password-es",
    "prose",
    (_r) => `La contraseña se guarda en el gestor de secretos; el token caduca en una hora.`,
  ],
  [
    "prose-env-name",
    "prose",
    (r) =>
      `I exported ${r.pick(ENVS)} in ~/.zshrc but the CLI still says it's missing — do I need to restart the shell?`,
  ],
  ["ssh-public-key", "file", (r) => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.str(B64, 43)} dana@laptop`],
  ["ssh-rsa-public", "file", (r) => `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.str(B64, 300)} ci@runner`],
  [
    "authorized-keys-read",
    "read-tool",
    (r) =>
      readView([
        `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.str(B64, 43)} dana@laptop`,
        `ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${r.str(B64, 88)} deploy`,
      ]),
  ],
  [
    "known-hosts",
    "file",
    (r) =>
      `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.str(B64, 43)}\n|1|${b64(bytes(r, 20))}|${b64(bytes(r, 20))} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${r.str(B64, 88)}`,
  ],
  [
    "pem-public-key",
    "file",
    (r) =>
      `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${r.str(B64, 20)}\n${r.str(B64, 64)}\n${r.str(B64, 64)}\n${r.str(B64, 40)}IDAQAB\n-----END PUBLIC KEY-----`,
  ],
  [
    "pem-certificate",
    "file",
    (r) =>
      `-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIU${r.str(B64, 44)}\n${r.str(B64, 64)}\n${r.str(B64, 64)}\n${r.str(B64, 64)}\n${r.str(B64, 30)}==\n-----END CERTIFICATE-----`,
  ],
  [
    "cert-in-yaml",
    "k8s",
    (r) =>
      `  ca.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIBdzCCAR2gAwIBAgIQ${r.str(B64, 44)}\n    ${r.str(B64, 64)}\n    -----END CERTIFICATE-----`,
  ],
  [
    "pgp-public-block",
    "file",
    (r) =>
      `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZ${r.str(B64, 59)}\n${r.str(B64, 64)}\n=${r.str(B64, 4)}\n-----END PGP PUBLIC KEY BLOCK-----`,
  ],
  [
    "jwks-public",
    "json",
    (r) =>
      JSON.stringify({
        keys: [
          { kty: "RSA", kid: r.str(B64URL, 43), use: "sig", alg: "RS256", n: r.str(B64URL, 342), e: "AQAB" },
        ],
      }),
  ],
  [
    "age-public",
    "file",
    (r) =>
      `# public key: age1${r.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$`,
  ],
  [
    "wireguard-public-only",
    "file",
    (r) =>
      `[Peer]\nPublicKey = ${b64(bytes(r, 32))}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.example.net:51820`,
  ],
  [
    "dkim-record",
    "command-output",
    (r) =>
      `selector1._domainkey.example.org. 300 IN TXT "v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ${r.str(B64, 150)}IDAQAB"`,
  ],
  [
    "stripe-publishable",
    "html",
    (r) => `<script>const stripe = Stripe("pk_${r.pick(["live", "test"])}_51${r.str(A, 97)}");</script>`,
  ],
  [
    "mapbox-public",
    "typescript",
    (r) => `mapboxgl.accessToken = "pk.eyJ1Ijoi${r.str(A, 40)}.${r.str(`${A}-_`, 22)}";`,
  ],
  [
    "sentry-dsn-public-fe",
    "typescript",
    (r) =>
      `Sentry.init({ dsn: "https://${r.str(HEX, 32)}@o${r.str(DIGITS, 6)}.ingest.sentry.io/${r.str(DIGITS, 7)}" });`,
  ],
  [
    "algolia-search-only",
    "typescript",
    (r) =>
      `const search = algoliasearch("${r.str(UPPER + DIGITS, 10)}", process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY!);`,
  ],
  [
    "nearmiss-sk-words",
    "css",
    (r) =>
      `.sk-spinner, .sk-${r.pick(["fading-circle", "chase", "bounce"])} { animation: sk-bounce 2s infinite; }\n.skeleton-${r.str(LOWER, 6)} { height: 1rem; }`,
  ],
  [
    "nearmiss-prefix-ids",
    "prose",
    (r) =>
      `Ticket GHP-${r.between(100, 9999)} and SK-${r.between(100, 9999)} are blocked on AKIA-style key rotation (see RFC-${r.between(10, 99)}).`,
  ],
  [
    "nearmiss-random-name",
    "log-line",
    (r) =>
      `created temp dir /tmp/tmp${r.str(LOWER + DIGITS, 8)} and socket /run/user/1000/vscode-ipc-${uuid(r)}.sock`,
  ],
  [
    "nearmiss-hash-routes",
    "typescript",
    (r) => `router.get("/files/:sha", handler); // e.g. /files/${r.str(HEX, 40)}`,
  ],
  [
    "nearmiss-test-password-word",
    "test-fixture",
    (_r) =>
      `it("rejects an empty password", async () => {\n  await expect(login("dana", "")).rejects.toThrow("password required");\n});`,
  ],
  [
    "nearmiss-base64-json",
    "log-line",
    (r) => `state=${b64(JSON.stringify({ returnTo: "/settings", nonce: r.str(HEX, 8) }))}`,
  ],
  [
    "nearmiss-uuid-secretname",
    "yaml",
    (r) =>
      `secretName: tls-${r.str(HEX, 8)}\nsecretStoreRef:\n  name: vault-backend\n  kind: ClusterSecretStore`,
  ],
  [
    "nearmiss-keyid",
    "json",
    (r) =>
      `{"KeyMetadata": {"KeyId": "${uuid(r)}", "Arn": "arn:aws:kms:eu-west-1:${r.str(DIGITS, 12)}:key/${uuid(r)}", "KeyState": "Enabled"}}`,
  ],
  [
    "nearmiss-vault-path",
    "shell",
    (_r) => `vault kv get -field=password secret/data/payments/db\nvault read auth/approle/role/ci/role-id`,
  ],
  [
    "nearmiss-token-count",
    "command-output",
    (r) =>
      `Total tokens: ${r.between(1000, 99999)} (prompt ${r.between(100, 9999)}, completion ${r.between(10, 999)})\nCache key: ${r.str(HEX, 16)}`,
  ],
  [
    "nearmiss-git-hash-in-url-query",
    "url",
    (r) => `https://ci.example.com/build?commit=${r.str(HEX, 40)}&branch=main&run=${r.str(DIGITS, 8)}`,
  ],
  [
    "nearmiss-edit-tool-id",
    "edit-tool",
    (r) =>
      JSON.stringify({
        file_path: "/repo/src/ids.ts",
        old_string: `const NAMESPACE = "${uuid(r)}";`,
        new_string: `const NAMESPACE = "${uuid(r)}"; // v5 namespace for slugs`,
      }),
  ],
  [
    "nearmiss-diff-version",
    "diff",
    (r) =>
      `-    "version": "1.4.2",\n+    "version": "1.4.3",\n-    "gitHead": "${r.str(HEX, 40)}"\n+    "gitHead": "${r.str(HEX, 40)}"`,
  ],
  [
    "nearmiss-notebook-output",
    "notebook",
    (r) =>
      JSON.stringify({
        cell_type: "code",
        outputs: [{ output_type: "execute_result", data: { "text/plain": [`'${r.str(HEX, 32)}'`] } }],
        source: ["hashlib.md5(b'hello world').hexdigest()"],
      }),
  ],
  [
    "nearmiss-json-escaped-ids",
    "json-in-json",
    (r) =>
      JSON.stringify({
        type: "tool_result",
        content: JSON.stringify({ id: uuid(r), sha: r.str(HEX, 40), etag: r.str(HEX, 32) }),
      }),
  ],
  [
    "nearmiss-read-tool-ids",
    "read-tool",
    (r) =>
      readView(
        [
          `export const MIGRATION_ID = "${r.str(DIGITS, 14)}_add_index";`,
          `export const FIXTURE_USER = "${uuid(r)}";`,
          `export const FIXTURE_SHA = "${r.str(HEX, 40)}";`,
        ],
        r.between(1, 50),
      ),
  ],
  [
    "nearmiss-prompt-ids",
    "prompt-en",
    (r) =>
      `the job ${r.str(DIGITS, 11)} failed on commit ${r.str(HEX, 7)} — trace ${r.str(HEX, 32)} shows a timeout, can you look?`,
  ],
  [
    "nearmiss-prompt-fr",
    "prompt-fr",
    (r) => `Le build ${uuid(r)} échoue depuis le commit ${r.str(HEX, 8)}, tu peux regarder ?`,
  ],
  [
    "nearmiss-prompt-ja",
    "prompt-ja",
    (r) => `コミット ${r.str(HEX, 10)} 以降、リクエストID ${uuid(r)} でエラーが出ます。`,
  ],
  [
    "nearmiss-random-seed",
    "python",
    (r) =>
      `SEED = ${r.between(1, 2 ** 31)}\nnp.random.seed(SEED)\nrun_id = "${r.str(LOWER + DIGITS, 8)}"  # wandb run id`,
  ],
  [
    "nearmiss-go-test-cache",
    "command-output",
    (_r) =>
      `ok  \tgithub.com/acme/api/internal/store\t(cached)\nok  \tgithub.com/acme/api/internal/auth\t0.412s\tcoverage: 81.2% of statements`,
  ],
  [
    "nearmiss-license-text",
    "prose",
    (r) =>
      `Licensed under the Apache License, Version 2.0; you may not use this file except in compliance with the License. Build ${r.str(HEX, 12)}.`,
  ],
];

export function wordNegatives(r, times) {
  const out = [];
  for (const [kind, context, make] of WORD_NEGATIVES) {
    for (let k = 0; k < times; k++) out.push({ family: "negative", kind, context, text: make(r) });
  }
  return out;
}

export { B64, B64URL, bytes };
