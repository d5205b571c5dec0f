// Look-alikes a coding session prints near secrets, none of which is a secret: hashes, ids,
// digests, integrity strings, placeholders and environment lookups, public keys and certificates,
// names of secrets without values, prose and commit messages about tokens, generated names.

import { b64Of, CROCKFORD } from "./rng.mjs";

const sha = (r) => r.hex(40);
const stamp = (r) =>
  `2026-${String(r.int(1, 11)).padStart(2, "0")}-${String(r.int(10, 28))}T${String(r.int(10, 23))}:${String(r.int(10, 59))}:${String(r.int(10, 59))}Z`;
const ulid = (r) => `01J${r.str(CROCKFORD, 23)}`;
const ENVS = [
  "GITHUB_TOKEN",
  "NPM_TOKEN",
  "STRIPE_SECRET_KEY",
  "DATABASE_URL",
  "OPENAI_API_KEY",
  "AWS_SECRET_ACCESS_KEY",
  "SLACK_WEBHOOK_URL",
  "SENTRY_AUTH_TOKEN",
  "DB_PASSWORD",
  "JWT_SECRET",
];
const env = (r) => r.pick(ENVS);
const camel = (s) => s.toLowerCase().replace(/_([a-z])/g, (_, c) => c.toUpperCase());

/** @type {Array<[string, string, (r:any) => string]>} [kind, context, make] */
export const NEGATIVES = [
  [
    "git-log",
    "output",
    (r) =>
      `$ git log --oneline -4\n${r.hex(7)} fix(auth): refresh the token before it expires\n${r.hex(7)} chore: bump undici to 6.21.0\n${r.hex(7)} docs: explain SLACK_WEBHOOK_URL\n${r.hex(7)} Merge pull request #${r.int(100, 999)} from acme/rotate-keys`,
  ],
  [
    "git-commit-header",
    "output",
    (r) =>
      `commit ${sha(r)}\nMerge: ${r.hex(7)} ${r.hex(7)}\nAuthor: Dana Ruiz <dana@acme.dev>\nDate:   Tue Nov 24 16:02:11 2026 +0100`,
  ],
  ["git-rev-parse", "shell", (r) => `$ git rev-parse HEAD\n${sha(r)}`],
  ["commit-url", "url", (r) => `https://github.com/acme/platform/commit/${sha(r)}`],
  ["compare-url", "url", (r) => `https://github.com/acme/platform/compare/${r.hex(12)}...${r.hex(12)}`],
  ["cherry-pick", "shell", (r) => `git cherry-pick -x ${sha(r)} ${r.hex(10)}`],
  [
    "uuid-request-log",
    "log",
    (r) =>
      `${stamp(r)} INFO request_id=${r.uuid()} method=POST path=/api/v1/tokens status=201 duration_ms=${r.int(3, 900)}`,
  ],
  ["ulid", "json", (r) => JSON.stringify({ id: ulid(r), type: "order.created", created_at: stamp(r) })],
  ["uuid-pk", "code", (r) => `await db.delete(sessions).where(eq(sessions.id, "${r.uuid()}"));`],
  [
    "npm-integrity",
    "json",
    (r) =>
      `"node_modules/jsonwebtoken": {\n  "version": "9.0.2",\n  "resolved": "https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz",\n  "integrity": "sha512-${r.b64(86)}=="\n}`,
  ],
  [
    "yarn-checksum",
    "config",
    (r) =>
      `"@aws-sdk/credential-providers@npm:^3.600.0":\n  version: 3.693.0\n  resolution: "@aws-sdk/credential-providers@npm:3.693.0"\n  checksum: 10c0/${r.hex(128)}`,
  ],
  [
    "pnpm-integrity",
    "config",
    (r) =>
      `  /secret-handshake@1.1.21:\n    resolution: {integrity: sha512-${r.b64(86)}==}\n    engines: {node: '>=8'}`,
  ],
  [
    "cargo-lock",
    "config",
    (r) =>
      `[[package]]\nname = "ring"\nversion = "0.17.8"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${r.hex(64)}"`,
  ],
  [
    "go-sum",
    "config",
    (r) =>
      `golang.org/x/oauth2 v0.24.0 h1:${r.b64(43)}=\ngolang.org/x/oauth2 v0.24.0/go.mod h1:${r.b64(43)}=`,
  ],
  [
    "pip-hash",
    "config",
    (r) => `cryptography==43.0.3 \\\n    --hash=sha256:${r.hex(64)} \\\n    --hash=sha256:${r.hex(64)}`,
  ],
  [
    "sri",
    "code",
    (r) =>
      `<script src="https://cdn.jsdelivr.net/npm/htmx.org@2.0.3/dist/htmx.min.js" integrity="sha384-${r.b64(64)}" crossorigin="anonymous"></script>`,
  ],
  [
    "image-digest",
    "config",
    (r) => `    image: ghcr.io/acme/token-service@sha256:${r.hex(64)}\n    imagePullPolicy: IfNotPresent`,
  ],
  [
    "docker-pull",
    "output",
    (r) =>
      `Status: Downloaded newer image for postgres:16.4\nDigest: sha256:${r.hex(64)}\ndocker.io/library/postgres:16.4`,
  ],
  [
    "docker-ps",
    "output",
    (r) =>
      `CONTAINER ID   IMAGE          COMMAND                  STATUS\n${r.hex(12)}   redis:7.4      "docker-entrypoint.s…"   Up 3 hours\n${r.hex(12)}   vault:1.17     "docker-entrypoint.s…"   Up 3 hours`,
  ],
  [
    "base64-plain",
    "shell",
    (r) => {
      const w = r.pick([
        "hello from the build server",
        "deploy finished at 14:02",
        "release notes for v3",
        "the quick brown fox",
      ]);
      return `$ echo -n '${w}' | base64\n${b64Of(w)}`;
    },
  ],
  [
    "base64-fixture",
    "code",
    (r) =>
      `const pngPixel = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk${r.b64(12)}AAAAABJRU5ErkJggg==", "base64");`,
  ],
  [
    "data-uri",
    "code",
    (r) =>
      `.icon-key { background-image: url("data:image/svg+xml;base64,${b64Of(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M${r.int(1, 9)} ${r.int(1, 9)}h4v2H${r.int(1, 9)}z"/></svg>`)}"); }`,
  ],
  ["placeholder-angle", "shell", (r) => `export ${env(r)}=<your-token-here>`],
  ["placeholder-x", "config", (r) => `${env(r)}=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`],
  [
    "placeholder-shell-var",
    "shell",
    (r) => `curl -H "Authorization: Bearer \${${env(r)}}" https://api.github.com/user`,
  ],
  ["placeholder-python", "code", (r) => `api_key = os.environ["${env(r)}"]`],
  ["placeholder-node", "code", (r) => `const token = process.env.${env(r)} ?? "";`],
  [
    "placeholder-actions",
    "config",
    (r) => `      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: \${{ secrets.${env(r)} }}`,
  ],
  [
    "placeholder-go",
    "code",
    (r) => `token := os.Getenv("${env(r)}")\nif token == "" {\n\tlog.Fatal("${env(r)} is not set")\n}`,
  ],
  ["placeholder-rust", "code", (r) => `let key = std::env::var("${env(r)}").expect("set ${env(r)}");`],
  ["placeholder-ruby", "code", (r) => `Stripe.api_key = ENV.fetch("${env(r)}")`],
  ["placeholder-elixir", "code", (r) => `config :app, api_key: System.get_env("${env(r)}")`],
  [
    "placeholder-kotlin",
    "code",
    (r) => `val apiKey: String = System.getenv("${env(r)}") ?: error("missing")`,
  ],
  ["placeholder-swift", "code", (r) => `let token = ProcessInfo.processInfo.environment["${env(r)}"] ?? ""`],
  ["placeholder-dart", "code", (r) => `final key = Platform.environment['${env(r)}'];`],
  ["placeholder-r", "code", (r) => `key <- Sys.getenv("${env(r)}")`],
  [
    "placeholder-php",
    "code",
    (r) => `$secret = getenv('${env(r)}') ?: throw new RuntimeException('missing');`,
  ],
  [
    "placeholder-powershell",
    "shell",
    (r) =>
      `PS> Invoke-RestMethod -Uri https://api.acme.dev/me -Headers @{ Authorization = "Bearer $env:${env(r)}" }`,
  ],
  [
    "placeholder-cmd",
    "shell",
    (r) => `C:\\> curl -H "Authorization: token %${env(r)}%" https://api.github.com/user`,
  ],
  [
    "placeholder-helm",
    "config",
    (r) =>
      `password: {{ .Values.postgresql.auth.password | quote }}\ntoken: {{ required "set ${camel(env(r))}" .Values.${camel(env(r))} }}`,
  ],
  [
    "placeholder-compose",
    "config",
    (r) =>
      `    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n      API_TOKEN: \${${env(r)}:?set it in .env}`,
  ],
  [
    "redacted-marker",
    "output",
    (r) => `${env(r)}=[REDACTED]\nAWS_SECRET_ACCESS_KEY=****************************************`,
  ],
  [
    "masked-ci",
    "log",
    (r) =>
      `${stamp(r)} Run curl -fsS -H "Authorization: Bearer ***" https://api.acme.dev/deploy/${r.int(100, 999)}`,
  ],
  [
    "truncated-prefix",
    "prose",
    (_r) =>
      `The key starting with \`sk-proj-…\` was revoked; the new one is in 1Password under "OpenAI (CI)".`,
  ],
  ["ssh-ed25519-pub", "config", (r) => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.b64(43)} dana@laptop`],
  [
    "ssh-rsa-pub",
    "output",
    (r) => `$ cat ~/.ssh/id_rsa.pub\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.b64(200)}= ops@bastion`,
  ],
  [
    "known-hosts",
    "config",
    (r) =>
      `github.com ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${r.b64(88)}=`,
  ],
  [
    "public-key-pem",
    "config",
    (r) =>
      `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${r.b64(20)}\n${r.b64(64)}\n${r.b64(64)}\n${r.b64(56)}IDAQAB\n-----END PUBLIC KEY-----`,
  ],
  [
    "certificate-pem",
    "output",
    (r) =>
      `-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIU${r.b64(44)}\n${r.b64(64)}\n${r.b64(64)}\n${r.b64(40)}==\n-----END CERTIFICATE-----`,
  ],
  [
    "pgp-public",
    "output",
    (r) =>
      `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZ${r.b64(59)}\n${r.b64(64)}\n=${r.b64(4)}\n-----END PGP PUBLIC KEY BLOCK-----`,
  ],
  [
    "age-recipient",
    "config",
    (r) =>
      `creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1${r.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}`,
  ],
  ["wireguard-public", "config", (r) => `[Peer]\nPublicKey = ${r.b64(43)}=\nAllowedIPs = 10.8.0.0/24`],
  [
    "jwk-public",
    "json",
    (r) =>
      JSON.stringify({
        keys: [{ kty: "RSA", use: "sig", kid: r.hex(16), alg: "RS256", n: r.b64url(342), e: "AQAB" }],
      }),
  ],
  [
    "ca-data",
    "config",
    (r) =>
      `clusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM${r.b64(120)}\n    server: https://10.0.0.1:6443`,
  ],
  [
    "gpg-fingerprint",
    "output",
    (r) =>
      `pub   ed25519 2025-03-02 [SC]\n      ${r.hex(40).toUpperCase()}\nuid           [ultimate] Release Signing <release@acme.dev>`,
  ],
  [
    "ssh-fingerprint",
    "output",
    (r) => `ED25519 key fingerprint is SHA256:${r.b64(43)}.\nThis key is not known by any other names.`,
  ],
  [
    "test-dummy",
    "code",
    (_r) =>
      `it("rejects an expired token", () => {\n  const token = "not-a-real-token";\n  expect(verify(token)).toBe(false);\n});`,
  ],
  [
    "test-dummy-password",
    "code",
    (_r) => `const user = await createUser({ email: "test@example.com", password: "password" });`,
  ],
  ["env-example", "config", (r) => `# copy to .env and fill in\n${env(r)}=\n${env(r)}=\nPORT=3000`],
  [
    "empty-yaml",
    "config",
    (_r) => `auth:\n  client_id: ""\n  client_secret: ""\n  token_url: https://auth.acme.dev/oauth/token`,
  ],
  [
    "ts-interface",
    "code",
    (_r) =>
      `interface Credentials {\n  accessKeyId: string;\n  secretAccessKey: string;\n  sessionToken?: string;\n}`,
  ],
  [
    "cli-help",
    "output",
    (r) =>
      `Options:\n  -t, --token <TOKEN>      API token (default: $${env(r)})\n  -p, --password-stdin     read the password from stdin\n  -h, --help               print help`,
  ],
  [
    "kubectl-get-secrets",
    "output",
    (r) =>
      `NAME                         TYPE                             DATA   AGE\ndefault-token-${r.lower(5)}          kubernetes.io/service-account-token   3      41d\npostgres-auth                Opaque                           2      12d\napi-tls                      kubernetes.io/tls                2      3d`,
  ],
  [
    "k8s-pod-names",
    "output",
    (r) =>
      `NAME                           READY   STATUS    RESTARTS   AGE\napi-${r.hex(10)}-${r.lower(5)}    1/1     Running   0          2h\nworker-${r.hex(9)}-${r.lower(5)}  1/1     Running   1          2h`,
  ],
  [
    "prose-en",
    "prose",
    (r) =>
      r.pick([
        "Rotate the deploy token after the demo and update the secret in the CI settings.",
        "Never commit the API key; read it from the environment instead.",
        "The password reset email now expires after 30 minutes.",
        "We store only a hash of each token, never the token itself.",
      ]),
  ],
  [
    "prose-zh",
    "prose",
    (r) => r.pick(["请不要把密码写进代码里，改用环境变量。", "令牌过期以后需要重新登录获取新的访问令牌。"]),
  ],
  [
    "prose-de",
    "prose",
    (r) =>
      r.pick([
        "Das Passwort wird nie im Klartext gespeichert.",
        "Bitte den API-Schlüssel über den Secret-Manager laden.",
      ]),
  ],
  [
    "prose-es",
    "prose",
    (r) =>
      r.pick([
        "La contraseña debe tener al menos doce caracteres.",
        "El token se guarda en el llavero del sistema.",
      ]),
  ],
  [
    "prose-fr",
    "prose",
    (r) =>
      r.pick([
        "Le jeton d'accès expire au bout d'une heure.",
        "Ne partagez jamais votre mot de passe par e-mail.",
      ]),
  ],
  [
    "prose-ja",
    "prose",
    (r) =>
      r.pick([
        "パスワードは環境変数から読み込んでください。",
        "トークンの有効期限が切れたら再発行してください。",
      ]),
  ],
  [
    "prose-pt",
    "prose",
    (r) => r.pick(["A senha nunca é registrada nos logs.", "O token de acesso fica no cofre de segredos."]),
  ],
  [
    "prose-ru",
    "prose",
    (r) =>
      r.pick(["Пароль хранится только в виде хеша.", "Токен нужно передавать в заголовке Authorization."]),
  ],
  [
    "prose-ko",
    "prose",
    (r) =>
      r.pick([
        "비밀번호는 코드에 넣지 말고 환경 변수로 전달하세요.",
        "토큰이 만료되면 다시 로그인해야 합니다.",
      ]),
  ],
  [
    "prose-it",
    "prose",
    (r) => r.pick(["La password non viene mai salvata in chiaro.", "Il token di accesso scade dopo un'ora."]),
  ],
  [
    "commit-message",
    "output",
    (r) =>
      r.pick([
        "fix: stop logging the Authorization header at debug level",
        "feat(auth): rotate refresh tokens on every use",
        "chore(deps): bump jsonwebtoken from 9.0.1 to 9.0.2",
        "BREAKING CHANGE: API_KEY is now read from SERVICE_API_KEY",
      ]),
  ],
  [
    "changelog",
    "prose",
    (r) =>
      `## ${r.int(2, 5)}.${r.int(0, 20)}.${r.int(0, 9)} (2026-11-${r.int(10, 28)})\n- Tokens are now masked in \`--verbose\` output (#${r.int(1000, 4999)}).\n- \`--password-stdin\` replaces \`--password\`.`,
  ],
  [
    "release-checksums",
    "output",
    (r) =>
      `${r.hex(64)}  cairn-linux-x64.tar.gz\n${r.hex(64)}  cairn-darwin-arm64.tar.gz\n${r.hex(64)}  cairn-win-x64.zip`,
  ],
  ["md5sum", "output", (r) => `$ md5sum backup.tar.zst\n${r.hex(32)}  backup.tar.zst`],
  [
    "hex-colours",
    "code",
    (r) =>
      `:root {\n  --brand: #${r.hex(6)};\n  --brand-dark: #${r.hex(6)};\n  --accent: #${r.hex(6)};\n  --muted: #${r.hex(3)};\n}`,
  ],
  [
    "colour-table",
    "code",
    (r) =>
      `const palette = { slate50: "#${r.hex(6)}", slate900: "#${r.hex(6)}", teal400: "#${r.hex(6)}", rose600: "#${r.hex(6)}" };`,
  ],
  [
    "minified",
    "code",
    (r) =>
      `!function(e,t){"object"==typeof exports&&"undefined"!=typeof module?module.exports=t():"function"==typeof define&&define.amd?define(t):(e=e||self).${r.pick(["dayjs", "mitt", "nanoid"])}=t()}(this,function(){"use strict";var e="${r.lower(8)}",t=${r.int(1000, 9999)};return function(n){return e+n+t}});`,
  ],
  [
    "hashed-assets",
    "output",
    (r) =>
      `dist/assets/index-${r.b64url(8)}.js    182.44 kB │ gzip: 58.11 kB\ndist/assets/index-${r.b64url(8)}.css    12.07 kB │ gzip:  3.02 kB`,
  ],
  [
    "long-identifier",
    "code",
    (r) =>
      `export function useInfiniteTokenRefreshQueryWithOptimisticUpdates${r.pick(["AndRetry", "ForTenant", "V2"])}() {}\nclass AbstractSecretManagerCredentialsProviderFactoryBean {}`,
  ],
  [
    "aws-arn",
    "config",
    (r) => `role_arn = arn:aws:iam::${r.digits(12)}:role/github-actions-deploy\nsource_profile = default`,
  ],
  [
    "aws-caller-identity",
    "json",
    (r) =>
      JSON.stringify(
        {
          UserId: `AIDA${r.upper(17)}`,
          Account: r.digits(12),
          Arn: `arn:aws:iam::${r.digits(12)}:user/ci-bot`,
        },
        null,
        4,
      ),
  ],
  [
    "secret-arn",
    "output",
    (r) => `arn:aws:secretsmanager:us-east-1:${r.digits(12)}:secret:prod/api/stripe-${r.alnum(6)}`,
  ],
  ["traceparent", "header", (r) => `traceparent: 00-${r.hex(32)}-${r.hex(16)}-01`],
  ["request-id-header", "header", (r) => `x-amzn-RequestId: ${r.uuid()}`],
  ["cf-ray", "header", (r) => `CF-RAY: ${r.hex(16)}-${r.pick(["FRA", "AMS", "IAD", "NRT"])}`],
  ["etag", "header", (r) => `ETag: W/"${r.hex(2)}-${r.b64url(27)}"`],
  ["sentry-event", "log", (r) => `${stamp(r)} WARN sentry: event ${r.hex(32)} dropped (rate limited)`],
  ["mongo-objectid", "code", (r) => `db.users.findOne({ _id: ObjectId("${r.hex(24)}") })`],
  [
    "stripe-object-ids",
    "json",
    (r) =>
      JSON.stringify({
        id: `pi_3${r.alnum(23)}`,
        customer: `cus_${r.alnum(14)}`,
        latest_charge: `ch_3${r.alnum(23)}`,
        status: "succeeded",
      }),
  ],
  [
    "slack-ids",
    "json",
    (r) =>
      JSON.stringify({
        ok: true,
        channel: `C0${r.upper(9)}`,
        ts: `17${r.digits(8)}.${r.digits(6)}`,
        message: { user: `U0${r.upper(9)}`, text: "deployed" },
      }),
  ],
  [
    "go-pseudo-version",
    "config",
    (r) => `require github.com/acme/vaultkit v0.0.0-20261012153028-${r.hex(12)}`,
  ],
  ["nix-store", "output", (r) => `/nix/store/${r.str("0123456789abcdfghijklmnpqrsvwxyz", 32)}-openssl-3.3.2`],
  [
    "eth-tx-hash",
    "prose",
    (r) =>
      `Deployed the contract at 0x${r.hex(40)} in transaction 0x${r.hex(64)} (block ${r.int(19000000, 21000000)}).`,
  ],
  ["ipfs-cid", "url", (r) => `https://ipfs.io/ipfs/bafybei${r.str("abcdefghijklmnopqrstuvwxyz234567", 52)}`],
  [
    "cookie-prefs",
    "header",
    (r) => `Cookie: theme=dark; locale=${r.pick(["de-DE", "ja-JP", "pt-BR"])}; sidebar=collapsed`,
  ],
  [
    "url-no-creds",
    "url",
    (r) => `https://github.com/acme/platform/actions/runs/${r.digits(11)}/job/${r.digits(11)}`,
  ],
  [
    "postgres-url-no-password",
    "config",
    (r) => `DATABASE_URL=postgres://app@localhost:5432/app_${r.pick(["dev", "test"])}`,
  ],
  ["git-stash", "output", (r) => `stash@{0}: WIP on main: ${r.hex(7)} move token parsing into auth/`],
  [
    "webpack-chunk",
    "code",
    (r) =>
      `__webpack_require__.u = (id) => "static/chunks/" + id + "." + {"${r.int(100, 999)}":"${r.hex(16)}","${r.int(100, 999)}":"${r.hex(16)}"}[id] + ".js";`,
  ],
  [
    "tailwind-classes",
    "code",
    (r) =>
      `<button class="inline-flex items-center rounded-md bg-[#${r.hex(6)}] px-3 py-2 text-sm font-semibold shadow-sm hover:bg-[#${r.hex(6)}]">Generate token</button>`,
  ],
  [
    "test-fixture-ids",
    "code",
    (r) => `const FIXTURE_IDS = ["fx_${r.lower(12)}", "fx_${r.lower(12)}", "fx_${r.lower(12)}"];`,
  ],
  [
    "terraform-state-lineage",
    "json",
    (r) =>
      JSON.stringify({
        version: 4,
        terraform_version: "1.9.8",
        serial: r.int(1, 400),
        lineage: r.uuid(),
        outputs: { db_password: { value: "", type: "string", sensitive: true } },
      }),
  ],
  [
    "vault-lease-list",
    "output",
    (r) =>
      `$ vault list sys/leases/lookup/database/creds/readonly\nKeys\n----\n${r.alnum(24)}\n${r.alnum(24)}`,
  ],
  ["github-run-url-sha", "log", (r) => `${stamp(r)} ##[group]Run actions/checkout@${r.hex(40)}`],
  [
    "otel-span",
    "log",
    (r) => `${stamp(r)} span trace_id=${r.hex(32)} span_id=${r.hex(16)} name="POST /oauth/token" status=OK`,
  ],
  [
    "k8s-configmap-hash",
    "output",
    (r) => `configmap/app-config-${r.lower(10)} created\ndeployment.apps/api configured`,
  ],
  [
    "markdown-table-names",
    "other",
    (r) =>
      `| Variable | Where it comes from |\n|---|---|\n| \`${env(r)}\` | repository secret |\n| \`${env(r)}\` | Vault \`kv/ci\` |`,
  ],
  [
    "sql-password-column",
    "code",
    (_r) =>
      `ALTER TABLE users ADD COLUMN password_hash text NOT NULL;\nCREATE INDEX idx_api_tokens_token_prefix ON api_tokens (token_prefix);`,
  ],
  ["regex-in-code", "code", (_r) => `const GITHUB_TOKEN_RE = /\\bgh[pousr]_[A-Za-z0-9]{36}\\b/;`],
  ["windows-guid", "code", (r) => `[Guid("${r.uuid().toUpperCase()}")]\npublic interface ITokenCache { }`],
  [
    "session-id-agent",
    "json",
    (r) =>
      JSON.stringify({
        session_id: r.uuid(),
        transcript_path: `/home/dev/.claude/projects/-work-app/${r.uuid()}.jsonl`,
        hook_event_name: "Stop",
      }),
  ],
  [
    "pip-freeze-hashes",
    "output",
    (_r) =>
      `Successfully installed pyjwt-2.9.0 cryptography-43.0.3\nWARNING: pip is configured with locations that require TLS/SSL`,
  ],
  [
    "diff-env-lookup",
    "other",
    (r) =>
      `@@ -12,7 +12,7 @@ export async function publish() {\n-  const token = "${"x".repeat(36)}";\n+  const token = process.env.${env(r)};\n   await fetch(url, { headers: { authorization: \`Bearer \${token}\` } });`,
  ],
  [
    "diff-lockfile",
    "other",
    (r) => `-      "integrity": "sha512-${r.b64(86)}==",\n+      "integrity": "sha512-${r.b64(86)}==",`,
  ],
  [
    "tx-sig-prose",
    "prose",
    (r) => `Der Build ${r.hex(8)} hat den Prüfsummen-Test bestanden (SHA-256 ${r.hex(64)}).`,
  ],
];
