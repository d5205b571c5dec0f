// Negatives, part 2: placeholders, documented example keys, env var names without values, the words
// "token"/"password"/"key" with no value, masked tokens, public keys and certificates, base64 of
// non-secret data, minified code, hex dumps, colours and near-miss strings.
import { ALNUM, B64, b64, HEX } from "./prng.mjs";

const pemLines = (r, lead, n) =>
  [lead + r.str(B64, 64 - lead.length), ...Array.from({ length: n }, () => r.str(B64, 64))].join("\n");

export const NEG_LOOKALIKES = [
  [
    "placeholder-angle",
    "config",
    (r) => `${r.pick(["GITHUB_TOKEN", "OPENAI_API_KEY", "STRIPE_SECRET_KEY"])}=<your-token-here>`,
  ],
  [
    "placeholder-xxxx",
    "config",
    (r) =>
      `api_key: ${r.pick(["xxxxxxxxxxxxxxxxxxxxxxxx", "XXXX-XXXX-XXXX-XXXX", "sk-xxxxxxxxxxxxxxxxxxxxxxxx"])}`,
  ],
  [
    "placeholder-shell-var",
    "shell",
    (r) =>
      `curl -H "Authorization: Bearer \${${r.pick(["API_TOKEN", "GH_TOKEN", "ACCESS_TOKEN"])}}" https://api.example.com/v1/me`,
  ],
  [
    "placeholder-actions-secret",
    "config",
    () =>
      `    env:\n      NPM_TOKEN: \${{ secrets.NPM_TOKEN }}\n      GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}`,
  ],
  [
    "placeholder-changeme",
    "config",
    (r) => `database:\n  user: app\n  password: ${r.pick(["changeme", "CHANGE_ME", "REPLACE_ME", "TODO"])}`,
  ],
  [
    "placeholder-template",
    "config",
    () => `DATABASE_URL=postgres://{{ .Values.db.user }}:{{ .Values.db.password }}@db:5432/app`,
  ],
  ["placeholder-env-interp", "config", () => `DATABASE_URL=postgres://app:\${DB_PASSWORD}@db:5432/app`],
  [
    "placeholder-command-subst",
    "shell",
    () => `export VAULT_TOKEN=$(vault print token)\nexport NPM_TOKEN="$(cat ~/.config/npm-token)"`,
  ],
  [
    "placeholder-your-key",
    "code",
    (r) => `client = OpenAI(api_key="${r.pick(["YOUR_API_KEY", "your-api-key-here", "<OPENAI_API_KEY>"])}")`,
  ],
  ["placeholder-1password-ref", "config", () => `STRIPE_SECRET_KEY=op://Engineering/Stripe/credential`],
  ["placeholder-vault-ref", "config", () => `password: "{{ vault('secret/data/db#password') }}"`],
  [
    "documented-aws-example",
    "config",
    () =>
      `[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
  ],
  ["documented-aws-example-env", "shell", () => `export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE`],
  [
    "env-name-only-echo",
    "shell",
    (r) => `echo $${r.pick(["GITHUB_TOKEN", "ANTHROPIC_API_KEY", "DATABASE_URL"])} | wc -c`,
  ],
  [
    "env-name-only-code",
    "code",
    (r) =>
      `const key = process.env.${r.pick(["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "SLACK_BOT_TOKEN"])};\nif (!key) throw new Error("missing key");`,
  ],
  [
    "env-name-only-python",
    "code",
    (r) => `token = os.environ["${r.pick(["HF_TOKEN", "GITLAB_TOKEN", "NPM_TOKEN"])}"]`,
  ],
  [
    "env-name-only-prose",
    "prose",
    (r) =>
      `Set ${r.pick(["SENTRY_AUTH_TOKEN", "DD_API_KEY", "FLY_API_TOKEN"])} in your shell before running the release script.`,
  ],
  [
    "env-names-list",
    "transcript",
    () => `Required variables: DATABASE_URL, REDIS_URL, JWT_SECRET, STRIPE_SECRET_KEY, SENTRY_DSN`,
  ],
  [
    "keyword-no-value-ts",
    "code",
    () => `const token = await getToken();\nconst key = user.id;\nconst password = form.get("password");`,
  ],
  ["keyword-no-value-yaml", "config", () => `key: user.id\npartitionKey: tenant_id\ntoken_ttl: 3600`],
  [
    "keyword-no-value-python",
    "code",
    () =>
      `password: str = Field(..., min_length=12)\nsecret_name = "prod/db"\npassword_hash = hasher.hash(password)`,
  ],
  [
    "keyword-tokenizer",
    "code",
    () =>
      `enc = tiktoken.get_encoding("cl100k_base")\nmax_tokens = 4096\ntoken_count = len(enc.encode(text))`,
  ],
  [
    "keyword-typescript",
    "code",
    () => `type Keys = keyof typeof config;\nfunction primaryKey<T>(t: T): string { return t.id; }`,
  ],
  [
    "keyword-password-stdin",
    "shell",
    () => `echo "$CR_PAT" | docker login ghcr.io -u acme-bot --password-stdin`,
  ],
  [
    "keyword-sql-column",
    "code",
    () => `ALTER TABLE users ADD COLUMN password_hash text NOT NULL;\nCREATE INDEX ON api_keys (key_prefix);`,
  ],
  [
    "keyword-prose",
    "prose",
    () =>
      `The token expires after an hour, so the client refreshes it; never log the password or the API key.`,
  ],
  [
    "keyword-prose-de",
    "prose",
    () => `Das Passwort wird nie gespeichert, nur der Hash; den API-Schlüssel holt der Dienst aus dem Vault.`,
  ],
  ["keyword-prose-ja", "prose", () => `トークンは1時間で失効します。パスワードはログに出さないでください。`],
  [
    "masked-github",
    "transcript",
    (_r) =>
      `✓ Logged in to github.com account acme-bot (keyring)\n  - Token: ghp_************************************\n  - Token scopes: 'repo', 'workflow'`,
  ],
  ["masked-suffix", "transcript", (r) => `Using key sk-...${r.str(ALNUM, 4)} (created 2026-10-01)`],
  ["masked-redacted", "transcript", () => `Authorization: Bearer [REDACTED]\nCookie: session=***`],
  [
    "masked-stars-env",
    "transcript",
    () => `STRIPE_SECRET_KEY=********\nDATABASE_URL=postgres://app:****@db:5432/app`,
  ],
  ["ssh-public-key", "config", (r) => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.str(B64, 43)} dana@laptop`],
  [
    "ssh-rsa-authorized-keys",
    "config",
    (r) => `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.str(B64, 200)} ci@build`,
  ],
  [
    "pem-public-key",
    "config",
    (r) =>
      `-----BEGIN PUBLIC KEY-----\n${pemLines(r, "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA", 5)}\n-----END PUBLIC KEY-----`,
  ],
  [
    "pem-certificate",
    "config",
    (r) =>
      `-----BEGIN CERTIFICATE-----\n${pemLines(r, "MIIDdzCCAl+gAwIBAgIE", 8)}\n-----END CERTIFICATE-----`,
  ],
  ["known-hosts", "config", (r) => `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.str(B64, 43)}`],
  [
    "age-public-key",
    "config",
    (r) =>
      `creation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: age1${r.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}`,
  ],
  [
    "wireguard-public-key",
    "config",
    (r) => `[Peer]\nPublicKey = ${r.str(B64, 43)}=\nAllowedIPs = 10.8.0.2/32\nEndpoint = vpn.acme.dev:51820`,
  ],
  ["stripe-publishable", "code", (r) => `const stripe = Stripe("pk_live_${r.str(ALNUM, 99)}");`],
  [
    "base64-png",
    "code",
    (r) => `<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${r.str(B64, 120)}=" alt="">`,
  ],
  [
    "base64-fixture-json",
    "code",
    (r) => `const fixture = "${b64(JSON.stringify({ id: r.int(1, 999), name: "Ana", roles: ["viewer"] }))}";`,
  ],
  ["base64-protobuf", "transcript", (r) => `grpc-status-details-bin: CAUSEW${r.str(B64, 40)}`],
  [
    "k8s-configmap-binary",
    "transcript",
    (r) =>
      `apiVersion: v1\nkind: ConfigMap\nbinaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAA${r.str(B64, 60)}\ndata:\n  LOG_LEVEL: info`,
  ],
  [
    "k8s-secret-public-fields",
    "transcript",
    () => `data:\n  namespace: ${b64("default")}\n  ca.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM=`,
  ],
  [
    "minified-js",
    "code",
    (r) =>
      `!function(e,t){var n=e.token||t.key,r=n&&n.length>${r.int(8, 40)};return r?e.refresh(n):t.cb(null)}(window,{key:"k",cb:function(e){}});`,
  ],
  [
    "sourcemap-mappings",
    "code",
    (r) =>
      `{"version":3,"sources":["../src/index.ts"],"mappings":"AAAA,SAASA,${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 30)};AACA"}`,
  ],
  [
    "hex-dump",
    "transcript",
    (r) =>
      `00000000: 7f45 4c46 0201 0100 0000 0000 0000 0000  .ELF............\n00000010: ${r.str(HEX, 4)} ${r.str(HEX, 4)} ${r.str(HEX, 4)} ${r.str(HEX, 4)} 0000 0000 4000 0000  ................`,
  ],
  [
    "colours",
    "code",
    (r) =>
      `colors: { primary: "#${r.str(HEX, 6)}", surface: "#${r.str(HEX, 6)}", accent: "rgba(${r.int(0, 255)}, ${r.int(0, 255)}, 120, 0.8)" }`,
  ],
  ["fixture-fake-hash", "code", (r) => `expect(hashFile("fixtures/a.txt")).toBe("${r.str(HEX, 64)}");`],
  ["test-fixture-md5", "code", (r) => `assert digest == "${r.str(HEX, 32)}", "md5 mismatch"`],
  [
    "near-miss-prefix-prose",
    "prose",
    () =>
      `Classic GitHub tokens start with ghp_ and fine-grained ones with github_pat_; Slack bot tokens start with xoxb-.`,
  ],
  [
    "near-miss-sklearn",
    "code",
    () => `pip install scikit-learn  # not sk-learn\nfrom sklearn.model_selection import train_test_split`,
  ],
  ["near-miss-npm-config", "shell", () => `npm_config_cache=/tmp/npm-cache npm_config_loglevel=warn npm ci`],
  [
    "near-miss-hf-hub",
    "code",
    () =>
      `from huggingface_hub import hf_hub_download\npath = hf_hub_download(repo_id="acme/tiny-model", filename="config.json")`,
  ],
  [
    "near-miss-short-prefix",
    "config",
    () => `token_prefix: "glpat-"\nkey_prefixes: ["sk_live_", "rk_live_", "whsec_"]`,
  ],
  [
    "near-miss-aiza-docs",
    "prose",
    () => `Browser keys begin with AIza — restrict them by HTTP referrer in the console.`,
  ],
  [
    "near-miss-word-with-key",
    "code",
    (r) => `const monkeyPatch = keyboard.keyCode === ${r.int(10, 99)};\nconst turkey = "gobble";`,
  ],
  [
    "near-miss-pascal-ids",
    "code",
    (r) => `export const ${"UserProfileSettingsPanel"}Key = "UserProfileSettingsPanel_${r.int(1, 9)}";`,
  ],
  [
    "near-miss-path",
    "transcript",
    (r) => `src/features/authentication/tokens/refresh-token-rotation.service.spec.ts:${r.int(10, 300)}:5`,
  ],
  [
    "near-miss-version-strings",
    "transcript",
    () =>
      `node v20.11.1 (npm 10.2.4), python 3.12.7, go1.23.3 linux/amd64, rustc 1.83.0 (90b35a623 2024-11-26)`,
  ],
  ["near-miss-semver-hash", "transcript", (r) => `acme-cli 2.4.0-rc.1+build.${r.str(HEX, 7)}`],
  [
    "near-miss-password-policy",
    "config",
    () => `password:\n  min_length: 12\n  require_symbols: true\n  max_age_days: 90`,
  ],
  [
    "near-miss-jwt-header-only",
    "prose",
    () => `A JWT always starts with eyJ because {"alg" base64-encodes that way.`,
  ],
  [
    "near-miss-curl-no-value",
    "shell",
    () => `curl -H "Authorization: Bearer $TOKEN" -H "X-Api-Key: $API_KEY" https://api.example.com`,
  ],
  ["near-miss-empty-values", "config", () => `GITHUB_TOKEN=\nOPENAI_API_KEY=\nDATABASE_URL=`],
  [
    "near-miss-localhost-url",
    "config",
    () => `REDIS_URL=redis://localhost:6379/0\nAMQP_URL=amqp://localhost:5672`,
  ],
  [
    "near-miss-css-class-hash",
    "code",
    (r) => `<div class="css-${r.str("abcdefghijklmnopqrstuvwxyz0123456789", 7)} sc-${r.str(ALNUM, 6)}">`,
  ],
];
