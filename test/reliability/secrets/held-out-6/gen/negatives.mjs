// Look-alikes that are not secrets, in the contexts a coding session prints them near secrets.
// Each template is called several times with fresh random values.
import { ALNUM, B64URL, DIGITS, HEX, LOWER, UPPER } from "./rng.mjs";

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const sha = (r) => r.chars(HEX, 40);
const b64 = (text) => Buffer.from(text).toString("base64");
const SENTENCES = [
  "the quick brown fox jumps over the lazy dog",
  "hello from the integration test",
  '{"ok":true,"items":[1,2,3]}',
  "release notes for version 4.2",
  "user@example.com:report.csv",
];
const VARS = [
  "GITHUB_TOKEN",
  "NPM_TOKEN",
  "DATABASE_URL",
  "STRIPE_SECRET_KEY",
  "AWS_SECRET_ACCESS_KEY",
  "OPENAI_API_KEY",
  "SLACK_WEBHOOK_URL",
  "DB_PASSWORD",
];

const SHELL_NO_VALUES = [
  "export AWS_PROFILE=prod-readonly AWS_REGION=eu-west-1",
  "export KUBECONFIG=~/.kube/config-prod && kubectl config use-context prod",
  "export NODE_OPTIONS=--max-old-space-size=4096",
  "ssh -i ~/.ssh/id_ed25519 -J bastion.acme.dev ops@10.20.1.5",
  'ssh-keygen -t ed25519 -C "dana@acme.dev" -f ~/.ssh/id_deploy',
  "docker run --rm -e DB_PASSWORD -e API_KEY --env-file .env acme/api:2.4.1",
  "docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/db_password postgres:16",
  'curl -u "$CI_USER:$CI_TOKEN" https://ci.acme.dev/api/json',
  "PGPASSWORD=$(pass show db/ledger) psql -h pg.acme.dev -U auditor ledger",
  "vault kv get -field=password secret/ci/registry",
  "gh secret set NPM_TOKEN < ~/.secrets/npm-token",
  "kubectl create secret generic api-keys --from-env-file=.env.prod --dry-run=client -o yaml",
  "op read op://Engineering/Stripe/credential",
  "git config --global user.signingkey 3AA5C34371567BD2",
  "export GPG_TTY=$(tty)",
  "$env:Path += ';C:\\tools\\bin'",
  "set NODE_ENV=production&& npm run build",
  "aws secretsmanager get-secret-value --secret-id prod/orders/db --query SecretString --output text > /dev/null",
  "openssl rand -hex 32 > .session-secret && chmod 600 .session-secret",
  'read -s -p "Password: " DB_PASSWORD && export DB_PASSWORD',
  "npx dotenv -e .env.local -- next dev",
  "sops --decrypt --in-place secrets.enc.yaml",
];

const PROSE_NO_VALUES = [
  "I rotated the GitHub token and updated the secret in the repo settings; the old one is revoked.",
  "The build failed because NPM_TOKEN was empty in the fork's workflow run.",
  "Can you check whether the API key is read from the environment or from the config file?",
  "The password reset email links expire after 30 minutes.",
  "我已经在 CI 设置里更新了访问令牌，旧的已经撤销。",
  "API 密钥是从环境变量读取的，不在配置文件里。",
  "Ich habe das Token in den Repository-Einstellungen erneuert, das alte ist widerrufen.",
  "Der Build schlug fehl, weil die Variable NPM_TOKEN leer war.",
  "He rotado el token de GitHub y actualizado el secreto del repositorio.",
  "¿La clave de la API se lee del entorno o del archivo de configuración?",
  "J'ai renouvelé le jeton GitHub et mis à jour le secret du dépôt.",
  "La clé d'API est lue depuis les variables d'environnement.",
  "GitHub のトークンを再発行して、リポジトリのシークレットを更新しました。",
  "APIキーは環境変数から読み込まれます。",
  "Troquei o token do GitHub e atualizei o segredo do repositório.",
  "A chave da API vem das variáveis de ambiente, não do arquivo.",
  "Я перевыпустил токен GitHub и обновил секрет в настройках репозитория.",
  "Ключ API читается из переменных окружения.",
  "GitHub 토큰을 재발급하고 저장소 시크릿을 업데이트했습니다.",
  "API 키는 환경 변수에서 읽어 옵니다.",
  "Ho rigenerato il token di GitHub e aggiornato il segreto del repository.",
  "La chiave API viene letta dalle variabili d'ambiente.",
  "Set the password with `--password-stdin` so it never shows up in the shell history.",
  "Tokens that start with a vendor prefix are easier to scan for; ours now do too.",
];

/** Each entry: [kind, context, (rng) => text]. */
export const NEGATIVES = [
  [
    "git-log",
    "output",
    (r) =>
      `$ git log --oneline -3\n${sha(r).slice(0, 7)} Rotate token handling in the auth client\n${sha(r).slice(0, 7)} Redact passwords from logs\n${sha(r).slice(0, 7)} Bump undici`,
  ],
  [
    "git-show-header",
    "output",
    (r) =>
      `commit ${sha(r)}\nAuthor: Dana Ruiz <dana@acme.dev>\nDate:   Tue Nov 24 10:12:01 2026 +0100\n\n    fix: refresh the API token before it expires`,
  ],
  ["git-rev-parse", "shell", (r) => `$ git rev-parse HEAD\n${sha(r)}`],
  [
    "merge-diff-index",
    "other",
    (r) =>
      `diff --git a/src/auth/token.ts b/src/auth/token.ts\nindex ${r.chars(HEX, 7)}..${r.chars(HEX, 7)} 100644\n--- a/src/auth/token.ts\n+++ b/src/auth/token.ts`,
  ],
  [
    "uuid-log",
    "log",
    (r) =>
      `2026-11-24T10:22:31.482Z INFO request_id=${r.uuid()} method=GET path=/api/v1/tokens status=200 duration_ms=${r.int(2, 900)}`,
  ],
  [
    "ulid",
    "json",
    (r) => `{"id":"01J${r.chars(CROCKFORD, 23)}","type":"session.created","user":"usr_${r.int(1000, 9999)}"}`,
  ],
  [
    "npm-integrity",
    "json",
    (r) =>
      `"node_modules/undici": {\n  "version": "6.21.0",\n  "resolved": "https://registry.npmjs.org/undici/-/undici-6.21.0.tgz",\n  "integrity": "sha512-${r.b64(64)}"\n}`,
  ],
  [
    "yarn-lock",
    "config",
    (r) =>
      `"@types/node@^20.11.0":\n  version "20.17.6"\n  resolved "https://registry.yarnpkg.com/@types/node/-/node-20.17.6.tgz#${sha(r)}"\n  integrity sha512-${r.b64(64)}`,
  ],
  [
    "cargo-lock",
    "config",
    (r) =>
      `[[package]]\nname = "serde"\nversion = "1.0.215"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${r.chars(HEX, 64)}"`,
  ],
  [
    "go-sum",
    "config",
    (r) => `golang.org/x/crypto v0.29.0 h1:${r.b64(32)}\ngolang.org/x/crypto v0.29.0/go.mod h1:${r.b64(32)}`,
  ],
  [
    "image-digest",
    "output",
    (r) =>
      `$ docker pull node:20-alpine\n20-alpine: Pulling from library/node\nDigest: sha256:${r.chars(HEX, 64)}\nStatus: Downloaded newer image for node:20-alpine`,
  ],
  [
    "k8s-image-ref",
    "config",
    (r) =>
      `      containers:\n        - name: api\n          image: ghcr.io/acme/api@sha256:${r.chars(HEX, 64)}`,
  ],
  ["base64-text", "output", (r) => `$ echo -n '${r.pick(SENTENCES)}' | base64\n${b64(r.pick(SENTENCES))}`],
  [
    "base64-config-blob",
    "json",
    (r) =>
      `{"kind":"ConfigMap","data":{"settings.json":"${b64(JSON.stringify({ theme: "dark", pageSize: r.int(10, 100), locale: "en" }))}"}}`,
  ],
  ["placeholder-angle", "shell", (r) => `export ${r.pick(VARS)}=<your-token-here>`],
  ["placeholder-xxx", "config", (r) => `${r.pick(VARS)}=${"x".repeat(r.int(16, 40))}`],
  [
    "placeholder-env-ref",
    "shell",
    (r) => {
      const v = r.pick(VARS);
      return `curl -H "Authorization: Bearer \${${v}}" https://api.acme.dev/v1/me`;
    },
  ],
  [
    "placeholder-gha",
    "config",
    (r) => `        env:\n          ${r.pick(VARS)}: \${{ secrets.${r.pick(VARS)} }}`,
  ],
  [
    "python-environ",
    "code",
    (r) => `api_key = os.environ["${r.pick(VARS)}"]\nclient = Client(api_key=api_key)`,
  ],
  [
    "node-process-env",
    "code",
    (r) => `const token = process.env.${r.pick(VARS)};\nif (!token) throw new Error("missing token");`,
  ],
  ["rust-env-var", "code", (r) => `let token = std::env::var("${r.pick(VARS)}").expect("set the token");`],
  [
    "kotlin-getenv",
    "code",
    (r) => `val password = System.getenv("${r.pick(VARS)}") ?: error("no password configured")`,
  ],
  ["elixir-fetch-env", "code", (r) => `config :acme, api_key: System.fetch_env!("${r.pick(VARS)}")`],
  ["php-getenv", "code", (r) => `$password = getenv('${r.pick(VARS)}');`],
  ["ruby-env-fetch", "code", (r) => `token = ENV.fetch("${r.pick(VARS)}")`],
  [
    "swift-processinfo",
    "code",
    (r) => `let key = ProcessInfo.processInfo.environment["${r.pick(VARS)}"] ?? ""`,
  ],
  [
    "helm-template",
    "config",
    (r) =>
      `password: {{ .Values.${r.pick(["db", "redis", "smtp"])}.password | quote }}\ntoken: {{ required "token" .Values.token }}`,
  ],
  [
    "vault-ref",
    "config",
    (r) => `DB_PASSWORD=vault:secret/data/${r.pick(["orders", "billing", "ci"])}#password`,
  ],
  [
    "ssh-public-key",
    "output",
    (r) => `$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.b64(24)} dev@laptop`,
  ],
  [
    "pem-public-key",
    "config",
    (r) => `-----BEGIN PUBLIC KEY-----\n${r.b64(48).slice(0, 64)}\n${r.b64(36)}\n-----END PUBLIC KEY-----`,
  ],
  [
    "certificate",
    "output",
    (r) => `-----BEGIN CERTIFICATE-----\n${r.b64(48)}\n${r.b64(48)}\n${r.b64(30)}\n-----END CERTIFICATE-----`,
  ],
  [
    "jwk-public",
    "json",
    (r) =>
      `{"kty":"EC","crv":"P-256","kid":"${r.chars(HEX, 8)}","x":"${r.chars(B64URL, 43)}","y":"${r.chars(B64URL, 43)}","use":"sig"}`,
  ],
  [
    "test-dummy",
    "code",
    (_r) =>
      `it("rejects a wrong password", async () => {\n  await expect(login("alice", "wrong-password")).rejects.toThrow("invalid credentials");\n});`,
  ],
  [
    "test-example-token",
    "code",
    (r) => `const FAKE_TOKEN = "test-token-${r.int(1, 99)}";\nconst EXAMPLE_KEY = "example-key";`,
  ],
  [
    "long-identifier",
    "code",
    (r) =>
      `export function ${r.pick(["resolve", "build", "create"])}AuthenticationTokenRefreshSchedulerForTenantWorkspace${r.pick(["Context", "Options"])}() {}`,
  ],
  [
    "minified-js",
    "code",
    (r) =>
      `!function(e,t){"object"==typeof exports?module.exports=t():e.${r.chars(LOWER, 3)}=t()}(this,function(){var n=${r.int(10, 99)};return function(r){return r+n}});`,
  ],
  [
    "css-colors",
    "code",
    (r) =>
      `:root {\n  --brand: #${r.chars(HEX, 6)};\n  --accent: #${r.chars(HEX, 6)};\n  --muted: #${r.chars(HEX, 6)}${r.chars(HEX, 2)};\n}`,
  ],
  [
    "hex-color-table",
    "other",
    (r) =>
      `| token | light | dark |\n|---|---|---|\n| surface | #${r.chars(HEX, 6)} | #${r.chars(HEX, 6)} |\n| border | #${r.chars(HEX, 6)} | #${r.chars(HEX, 6)} |`,
  ],
  [
    "data-uri",
    "code",
    (r) =>
      `<img alt="" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk${r.chars(ALNUM, 8)}AAAAABJRU5ErkJggg==" />`,
  ],
  [
    "k8s-pod-names",
    "output",
    (r) =>
      `$ kubectl get pods -n prod\nNAME                              READY   STATUS    RESTARTS   AGE\napi-${r.chars(LOWER + DIGITS, 10)}-${r.chars(LOWER + DIGITS, 5)}       1/1     Running   0          3d\nworker-${r.chars(LOWER + DIGITS, 9)}-${r.chars(LOWER + DIGITS, 5)}    1/1     Running   2          3d`,
  ],
  [
    "config-keys-only",
    "config",
    (r) => `# required settings\n# ${r.pick(VARS)}=\n# ${r.pick(VARS)}=\n# api_key:\n# password:`,
  ],
  [
    "prose-en",
    "prose",
    (r) =>
      r.pick([
        "Rotate the API token every 90 days and never paste the password into chat.",
        "The token expired, so I'll ask you to log in again with your password.",
        "Where should the secret key live — in the vault or in the CI settings?",
      ]),
  ],
  [
    "prose-zh",
    "prose",
    (r) =>
      r.pick([
        "请不要把密码和令牌提交到仓库里。",
        "令牌过期了，需要重新登录。",
        "密钥应该放在环境变量里，而不是代码中。",
      ]),
  ],
  [
    "prose-de",
    "prose",
    (r) =>
      r.pick([
        "Das Passwort wird nie im Klartext gespeichert.",
        "Bitte den API-Schlüssel im Tresor ablegen, nicht im Repo.",
      ]),
  ],
  [
    "prose-es",
    "prose",
    (r) =>
      r.pick(["La contraseña debe tener al menos 12 caracteres.", "El token de acceso caduca en una hora."]),
  ],
  [
    "prose-fr",
    "prose",
    (r) =>
      r.pick([
        "Le mot de passe n'est jamais écrit dans les journaux.",
        "Le jeton d'accès expire après une heure.",
      ]),
  ],
  [
    "prose-ja",
    "prose",
    (r) => r.pick(["パスワードは環境変数から読み込みます。", "トークンの有効期限は一時間です。"]),
  ],
  [
    "prose-pt",
    "prose",
    (r) => r.pick(["A senha nunca é registrada nos logs.", "O token de acesso expira em uma hora."]),
  ],
  [
    "prose-ru",
    "prose",
    (r) => r.pick(["Пароль хранится только в хранилище секретов.", "Токен доступа истекает через час."]),
  ],
  [
    "prose-ko",
    "prose",
    (r) => r.pick(["비밀번호는 로그에 남기지 않습니다.", "토큰은 한 시간 후에 만료됩니다."]),
  ],
  [
    "prose-it",
    "prose",
    (r) => r.pick(["La password non viene mai salvata nei log.", "Il token di accesso scade dopo un'ora."]),
  ],
  [
    "commit-message",
    "output",
    (r) =>
      `${sha(r).slice(0, 9)} (HEAD -> main) security: stop logging the Authorization header and mask tokens in errors`,
  ],
  [
    "changelog",
    "prose",
    (r) =>
      `## ${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 9)}\n- Fixed: API tokens with a trailing newline were rejected (#${r.int(100, 9999)})\n- Changed: \`--password-stdin\` is now the documented way to log in`,
  ],
  [
    "release-checksums",
    "output",
    (r) =>
      `SHA256 checksums:\n${r.chars(HEX, 64)}  acme-cli_${r.int(1, 3)}.${r.int(0, 9)}.0_linux_amd64.tar.gz\n${r.chars(HEX, 64)}  acme-cli_${r.int(1, 3)}.${r.int(0, 9)}.0_darwin_arm64.tar.gz`,
  ],
  [
    "fixture-ids",
    "code",
    (r) =>
      `const fixtures = [\n  { id: "fx_${r.chars(LOWER + DIGITS, 16)}", name: "alpha" },\n  { id: "fx_${r.chars(LOWER + DIGITS, 16)}", name: "beta" },\n];`,
  ],
  [
    "aws-account-arn",
    "output",
    (r) =>
      `$ aws sts get-caller-identity\n{\n    "UserId": "AIDA${r.chars(`${UPPER}234567`, 17)}",\n    "Account": "${r.chars(DIGITS, 12)}",\n    "Arn": "arn:aws:iam::${r.chars(DIGITS, 12)}:user/ci-deployer"\n}`,
  ],
  [
    "aws-arn-config",
    "config",
    (r) =>
      `role_arn = "arn:aws:iam::${r.chars(DIGITS, 12)}:role/${r.pick(["deploy", "readonly", "terraform"])}"\nkms_key_id = "arn:aws:kms:eu-west-1:${r.chars(DIGITS, 12)}:key/${r.uuid()}"`,
  ],
  [
    "request-id-log",
    "log",
    (r) =>
      `[${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)}] x-amz-request-id: ${r.chars(UPPER + DIGITS, 16)} x-amz-id-2: ${r.b64(48)}`,
  ],
  ["trace-ids", "log", (r) => `traceparent: 00-${r.chars(HEX, 32)}-${r.chars(HEX, 16)}-01`],
  [
    "etag-header",
    "header",
    (r) => `HTTP/1.1 304 Not Modified\nETag: W/"${r.chars(HEX, 32)}"\nCache-Control: max-age=600`,
  ],
  [
    "content-hash-asset",
    "output",
    (r) =>
      `dist/assets/index-${r.chars(B64URL.replace("-_", ""), 8)}.js   142.31 kB │ gzip: 45.02 kB\ndist/assets/index-${r.chars(B64URL.replace("-_", ""), 8)}.css   12.08 kB │ gzip:  3.11 kB`,
  ],
  [
    "stripe-publishable-test",
    "code",
    (_r) =>
      `// publishable keys are meant for the browser\nconst stripe = Stripe(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY);`,
  ],
  ["gha-pinned-action", "config", (r) => `      - uses: actions/setup-node@${sha(r)} # v4.1.0`],
  [
    "sri-script",
    "code",
    (r) =>
      `<script src="https://cdn.acme.dev/lib.min.js" integrity="sha384-${r.b64(48)}" crossorigin="anonymous"></script>`,
  ],
  [
    "hash-table-md5",
    "output",
    (r) => `$ md5sum *.csv\n${r.chars(HEX, 32)}  january.csv\n${r.chars(HEX, 32)}  february.csv`,
  ],
  [
    "password-hash-bcrypt-doc",
    "prose",
    (_r) =>
      `Passwords are stored as bcrypt hashes with cost 12; the plain password never leaves the login handler.`,
  ],
  [
    "redacted-values",
    "output",
    (_r) =>
      `$ heroku config -a acme-web\nDATABASE_URL: postgres://****:****@ec2-host.compute-1.amazonaws.com:5432/db\nSECRET_KEY:   [REDACTED]`,
  ],
  [
    "connection-no-password",
    "config",
    (r) => `DATABASE_URL=postgres://app@localhost:${r.int(5432, 5439)}/orders_dev?sslmode=disable`,
  ],
  [
    "url-with-page-token",
    "url",
    (r) =>
      `https://api.acme.dev/v1/items?page=${r.int(2, 40)}&per_page=50&sort=created_at&cursor_id=${r.int(100000, 999999)}`,
  ],
  [
    "mime-boundary",
    "header",
    (r) => `Content-Type: multipart/form-data; boundary=----WebKitFormBoundary${r.chars(ALNUM, 16)}`,
  ],
  [
    "semver-table",
    "output",
    (r) =>
      `Package      Current  Wanted  Latest\nvitest       ${r.int(1, 2)}.${r.int(0, 6)}.${r.int(0, 9)}    2.1.8   2.1.8\ntypescript   5.${r.int(3, 6)}.${r.int(2, 4)}    5.7.2   5.7.2`,
  ],
  [
    "sql-uuid-insert",
    "code",
    (r) =>
      `INSERT INTO api_tokens (id, user_id, name, created_at) VALUES ('${r.uuid()}', ${r.int(1, 999)}, 'ci', now());`,
  ],
  [
    "password-field-html",
    "code",
    (_r) =>
      `<label for="password">Password</label>\n<input id="password" name="password" type="password" autocomplete="current-password" minlength="12" />`,
  ],
  ["token-type-enum", "code", (_r) => `enum TokenKind {\n    Access,\n    Refresh,\n    Password,\n}`],
  [
    "nonce-test-vector",
    "code",
    (_r) =>
      `// RFC 8439 2.8.2 test vector nonce\nconst nonce = Buffer.from("070000004041424344454647", "hex");`,
  ],
  [
    "ipv6-mac",
    "output",
    (r) =>
      `inet6 fe80::${r.chars(HEX, 4)}:${r.chars(HEX, 4)}:${r.chars(HEX, 4)}:${r.chars(HEX, 4)}/64 scope link\nether ${Array.from({ length: 6 }, () => r.chars(HEX, 2)).join(":")} brd ff:ff:ff:ff:ff:ff`,
  ],
  [
    "powershell-placeholder",
    "shell",
    (r) => `$env:${r.pick(VARS)} = Read-Host -Prompt "Paste the token" -AsSecureString`,
  ],
  [
    "docker-login-stdin-ok",
    "shell",
    (_r) => `cat ~/.secrets/registry-token | docker login ghcr.io -u acme-bot --password-stdin`,
  ],
  ["mysql-prompt", "shell", (_r) => `mysql -h db.acme.dev -u root -p orders\nEnter password:`],
  [
    "kubectl-secret-names",
    "output",
    (r) =>
      `$ kubectl get secrets -n prod\nNAME                  TYPE                                  DATA   AGE\ndb-creds              Opaque                                2      41d\nregistry-${r.chars(LOWER + DIGITS, 5)}        kubernetes.io/dockerconfigjson        1      12d`,
  ],
  [
    "terraform-sensitive",
    "output",
    (_r) =>
      `$ terraform output\ndb_endpoint = "orders.c9x.eu-west-1.rds.amazonaws.com"\ndb_password = <sensitive>`,
  ],
  ["diff-removed-placeholder", "other", (_r) => `-API_KEY=changeme\n+API_KEY=\${API_KEY:?set API_KEY}`],
  ["random-seed-hex", "code", (r) => `const SEED = 0x${r.chars(HEX, 8)};\nconst rng = mulberry32(SEED);`],
  ["wasm-hash-names", "output", (r) => `  ../pkg/acme_bg-${r.chars(HEX, 16)}.wasm  1.2 MB`],
  [
    "rust-lint-path",
    "log",
    (r) =>
      `warning: unused variable: \`token\`\n  --> src/auth/refresh.rs:${r.int(10, 400)}:9\n   |\n   = note: \`#[warn(unused_variables)]\` on by default`,
  ],
  [
    "zig-build-hash",
    "config",
    (r) =>
      `.dependencies = .{\n    .zap = .{\n        .url = "https://github.com/zigzap/zap/archive/refs/tags/v0.9.1.tar.gz",\n        .hash = "1220${r.chars(HEX, 64)}",\n    },\n},`,
  ],
  [
    "lua-table-ids",
    "code",
    (r) =>
      `local ids = { "${r.chars(HEX, 24)}", "${r.chars(HEX, 24)}" } -- MongoDB ObjectIds of the seed docs`,
  ],
  [
    "dart-pubspec-lock",
    "config",
    (r) =>
      `  http:\n    dependency: "direct main"\n    description:\n      name: http\n      sha256: "${r.chars(HEX, 64)}"\n      url: "https://pub.dev"`,
  ],
  [
    "r-session-info",
    "output",
    (r) =>
      `R version 4.4.${r.int(0, 2)} (2024-06-14)\nPlatform: x86_64-pc-linux-gnu\nlocale: LC_CTYPE=en_US.UTF-8`,
  ],
  [
    "gpg-fingerprint",
    "output",
    (r) =>
      `pub   ed25519 2025-01-03 [SC]\n      ${r.chars(HEX, 40).toUpperCase()}\nuid           [ultimate] Release Bot <release@acme.dev>`,
  ],
  [
    "ssh-host-fingerprint",
    "output",
    (r) =>
      `ED25519 key fingerprint is SHA256:${r.b64(32).replace(/=+$/, "")}.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?`,
  ],
  [
    "openapi-security-scheme",
    "config",
    (_r) =>
      `components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT`,
  ],
  [
    "env-example-empty",
    "config",
    (r) => `# copy to .env and fill in\n${r.pick(VARS)}=\n${r.pick(VARS)}=\nLOG_LEVEL=debug`,
  ],
  [
    "stack-trace-clean",
    "log",
    (r) =>
      `Error: Request failed with status code 401\n    at createError (node_modules/axios/lib/core/createError.js:16:15)\n    at settle (node_modules/axios/lib/core/settle.js:17:12)\n  code: 'ERR_BAD_REQUEST', requestId: '${r.uuid()}'`,
  ],
  [
    "json-api-ids",
    "json",
    (r) =>
      `{"data":[{"id":"${r.chars(HEX, 24)}","object":"customer","livemode":false,"created":${r.int(1700000000, 1790000000)}}],"has_more":false}`,
  ],
  [
    "base64-image-json",
    "json",
    (r) =>
      `{"avatar":"data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==","userId":${r.int(1, 9999)}}`,
  ],
  [
    "masked-token-status",
    "output",
    (_r) =>
      `$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account dana-r (keyring)\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'`,
  ],
  [
    "masked-key-listing",
    "output",
    (r) =>
      `NAME        KEY                 CREATED\nci-deploy   sk-proj-...${r.chars(ALNUM, 4)}     2026-10-02\nlocal-dev   sk-proj-...${r.chars(ALNUM, 4)}     2026-11-19`,
  ],
  [
    "vendor-prefix-placeholder",
    "config",
    (_r) => `# .env.sample\nGITHUB_TOKEN=ghp_${"X".repeat(36)}\nSLACK_BOT_TOKEN=xoxb-your-bot-token`,
  ],
  [
    "docker-images",
    "output",
    (r) =>
      `$ docker images\nREPOSITORY        TAG       IMAGE ID       CREATED        SIZE\nacme/api          2.4.1     ${r.chars(HEX, 12)}   2 days ago     182MB\npostgres          16        ${r.chars(HEX, 12)}   3 weeks ago    432MB`,
  ],
  [
    "git-remote-v",
    "output",
    (_r) =>
      `$ git remote -v\norigin\thttps://github.com/acme/platform.git (fetch)\norigin\thttps://github.com/acme/platform.git (push)`,
  ],
  [
    "pip-hashes",
    "config",
    (r) =>
      `requests==2.32.3 \\\n    --hash=sha256:${r.chars(HEX, 64)} \\\n    --hash=sha256:${r.chars(HEX, 64)}`,
  ],
  [
    "aws-resource-ids",
    "output",
    (r) =>
      `sg-0${r.chars(HEX, 16)}  vpc-0${r.chars(HEX, 16)}  i-0${r.chars(HEX, 16)}  subnet-0${r.chars(HEX, 16)}`,
  ],
  [
    "azure-resource-id",
    "json",
    (r) =>
      `{"id":"/subscriptions/${r.uuid()}/resourceGroups/rg-prod/providers/Microsoft.Storage/storageAccounts/acmeprodlogs","location":"westeurope"}`,
  ],
  [
    "gcp-service-account-email",
    "config",
    (r) =>
      `serviceAccountName: exporter@acme-analytics-${r.int(100, 999)}.iam.gserviceaccount.com\nprojectNumber: "${r.chars(DIGITS, 12)}"`,
  ],
  [
    "chat-ids",
    "json",
    (r) =>
      `{"channel":"C0${r.chars(UPPER + DIGITS, 9)}","user":"U0${r.chars(UPPER + DIGITS, 9)}","ts":"${r.int(1790000000, 1799999999)}.${r.chars(DIGITS, 6)}","guild_id":"${r.chars(DIGITS, 19)}"}`,
  ],
  [
    "stripe-object-ids",
    "log",
    (r) =>
      `${"2026"}-11-2${r.int(0, 8)} 12:00:0${r.int(0, 9)} INFO charge ok customer=cus_${r.chars(ALNUM, 14)} payment_intent=pi_3${r.chars(ALNUM, 23)} event=evt_1${r.chars(ALNUM, 23)}`,
  ],
  [
    "kubeconfig-ca-data",
    "config",
    (r) =>
      `clusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t${r.b64(300)}\n    server: https://10.0.0.1:6443\n  name: prod`,
  ],
  [
    "password-policy-regex",
    "code",
    (r) => `const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{${r.int(10, 16)},}$/;`,
  ],
  [
    "rust-deps-paths",
    "log",
    (r) =>
      `   Compiling tokio v1.41.1\n   Compiling acme-auth v0.3.0 (/src/acme-auth)\n    Finished \`dev\` profile [unoptimized + debuginfo] target(s) in ${r.int(2, 90)}.${r.int(10, 99)}s\n     Running unittests src/lib.rs (target/debug/deps/acme_auth-${r.chars(HEX, 16)})`,
  ],
  [
    "object-hash-repr",
    "log",
    (r) =>
      `<__main__.TokenCache object at 0x7f${r.chars(HEX, 10)}>\ncom.acme.auth.TokenStore@${r.chars(HEX, 8)}`,
  ],
  [
    "keychain-code",
    "code",
    (_r) =>
      `let query: [String: Any] = [\n    kSecClass as String: kSecClassGenericPassword,\n    kSecAttrAccount as String: "api-token",\n    kSecReturnData as String: true,\n]`,
  ],
  [
    "secret-manager-call",
    "code",
    (r) =>
      `val secret = secretsClient.getSecretValue { it.secretId = "prod/${r.pick(["orders", "billing"])}/db" }.secretString`,
  ],
  [
    "elixir-runtime-config",
    "code",
    (r) =>
      `config :acme, Acme.Repo,\n  url: System.get_env("DATABASE_URL"),\n  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "${r.int(5, 20)}")`,
  ],
  ...SHELL_NO_VALUES.map((text) => ["shell-without-value", "shell", () => text]),
  ...PROSE_NO_VALUES.map((text) => ["prose-without-value", "prose", () => text]),
  [
    "git-sha-commands",
    "shell",
    (r) => `git cherry-pick ${sha(r).slice(0, 12)} && git revert --no-edit ${sha(r).slice(0, 7)}`,
  ],
  [
    "uuid-table",
    "other",
    (r) => `| tenant | id |\n|---|---|\n| north | ${r.uuid()} |\n| south | ${r.uuid()} |`,
  ],
];
