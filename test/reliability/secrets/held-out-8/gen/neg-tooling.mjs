// Tool output and source that name credentials or carry random-looking ids, but hold no credential:
// identity lookups, tools that mask on their own, migration ids, protocol nonces, relay ids.
import { A } from "./rand.mjs";

export const TOOLING = [
  [
    "sts-caller-identity",
    "cmd-output",
    (r) =>
      `$ aws sts get-caller-identity\n{\n    "UserId": "AIDA${r.str(A.b32, 17)}",\n    "Account": "${r.str(A.digits, 12)}",\n    "Arn": "arn:aws:iam::${r.str(A.digits, 12)}:user/ci-bot"\n}`,
  ],
  [
    "az-account-show",
    "cmd-output",
    (r) =>
      `$ az account show\n{\n  "id": "${r.uuid()}",\n  "name": "Production",\n  "tenantId": "${r.uuid()}",\n  "user": { "name": "dana@example.com", "type": "user" }\n}`,
  ],
  [
    "kubectl-config-view",
    "cmd-output",
    () =>
      `$ kubectl config view --minify\nusers:\n- name: admin@prod\n  user:\n    client-certificate-data: DATA+OMITTED\n    client-key-data: DATA+OMITTED`,
  ],
  [
    "docker-login-output",
    "cmd-output",
    () =>
      `WARNING! Your password will be stored unencrypted in /home/ci/.docker/config.json.\nConfigure a credential helper to remove this warning. See\nhttps://docs.docker.com/engine/reference/commandline/login/#credential-stores\n\nLogin Succeeded`,
  ],
  [
    "terraform-plan-sensitive",
    "cmd-output",
    (r) =>
      `  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "db-${r.str(A.upperNum, 26)}"\n      ~ password = (sensitive value)\n    }`,
  ],
  [
    "ansible-no-log",
    "cmd-output",
    () =>
      `TASK [postgres : create app user] ***\nok: [db1] => {"censored": "the output has been hidden due to the fact that 'no_log: true' was specified for this result", "changed": false}`,
  ],
  [
    "vercel-env-ls",
    "cmd-output",
    () =>
      `$ vercel env ls\n name                  value               environments        created\n DATABASE_URL          Encrypted           Production          41d ago\n STRIPE_SECRET_KEY     Encrypted           Production          41d ago`,
  ],
  [
    "gitleaks-report",
    "json",
    (r) =>
      `{\n  "RuleID": "generic-api-key",\n  "Secret": "REDACTED",\n  "File": "src/config.ts",\n  "Commit": "${r.hex(40)}",\n  "Fingerprint": "${r.hex(40)}:src/config.ts:generic-api-key:12"\n}`,
  ],
  [
    "gitignore-secrets",
    "code-shell",
    () => `# .gitignore\n.env\n.env.*.local\n*.pem\nid_rsa*\nsecrets/\ncredentials.json`,
  ],
  [
    "env-docs-table",
    "prose",
    () =>
      `| Variable | Required | Description |\n|---|---|---|\n| \`OPENAI_API_KEY\` | yes | key from platform.openai.com |\n| \`DATABASE_URL\` | yes | Postgres connection string |\n| \`SENTRY_DSN\` | no | error reporting |`,
  ],
  [
    "typed-signature",
    "code-python",
    () =>
      `def connect(host: str, user: str, password: str | None = None, *, api_key: str | None = None) -> Connection:\n    """Opens a connection; password falls back to PGPASSWORD."""`,
  ],
  [
    "alembic-revision",
    "code-python",
    (r) =>
      `"""add export table\n\nRevision ID: ${r.hex(12)}\nRevises: ${r.hex(12)}\n"""\nrevision = "${r.hex(12)}"\ndown_revision = "${r.hex(12)}"`,
  ],
  [
    "cargo-build-dirs",
    "cmd-output",
    (r) =>
      `   Compiling serde v1.0.215\nerror: failed to run custom build command for \`ring v0.17.8\`\n  process didn't exit successfully: \`/src/target/debug/build/ring-${r.hex(16)}/build-script-build\``,
  ],
  [
    "graphql-relay-id",
    "json",
    (r) =>
      `{"query": "query { node(id: \\"${Buffer.from(`Project:${r.int(1, 99999)}`).toString("base64")}\\") { ... on Project { name } } }"}`,
  ],
  [
    "slack-api-ids",
    "json",
    (r) =>
      `{"ok": true, "channel": "C0${r.str(A.upperNum, 9)}", "ts": "${r.int(1.7e9, 1.79e9)}.${r.str(A.digits, 6)}", "message": {"user": "U0${r.str(A.upperNum, 9)}", "text": "deployed"}}`,
  ],
  [
    "sentry-event-url",
    "log",
    (r) =>
      `Sentry captured event ${r.hex(32)}: https://acme.sentry.io/issues/${r.int(1e9, 9e9)}/events/${r.hex(32)}/`,
  ],
  [
    "btc-sol-addresses",
    "prose",
    (r) =>
      `Donations: BTC bc1q${r.str(A.bech32, 38)} or SOL ${r.str("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 44)}`,
  ],
  [
    "message-id-header",
    "log",
    (r) => `Message-ID: <CAF${r.str(A.b64url, 40)}@mail.gmail.com>\nIn-Reply-To: <${r.hex(24)}@example.com>`,
  ],
  [
    "content-digest-headers",
    "http-response",
    (r) =>
      `HTTP/1.1 200 OK\nContent-MD5: ${r.b64(16)}\nx-goog-hash: crc32c=${r.b64(4)},md5=${r.b64(16)}\nDigest: sha-256=${r.b64(32)}`,
  ],
  [
    "websocket-handshake",
    "http-request",
    (r) =>
      `GET /live HTTP/1.1\nHost: app.example.com\nUpgrade: websocket\nConnection: Upgrade\nSec-WebSocket-Key: ${r.b64(16)}\nSec-WebSocket-Version: 13`,
  ],
  [
    "websocket-accept",
    "http-response",
    (r) =>
      `HTTP/1.1 101 Switching Protocols\nUpgrade: websocket\nConnection: Upgrade\nSec-WebSocket-Accept: ${r.b64(20)}`,
  ],
  [
    "gpg-signing-key-config",
    "shell-positional",
    (r) =>
      `git config --global user.signingkey ${r.hex(16).toUpperCase()}\ngit config --global commit.gpgsign true`,
  ],
  [
    "django-migration-names",
    "cmd-output",
    (r) =>
      `$ python manage.py showmigrations orders\norders\n [X] 0001_initial\n [X] 0042_auto_2026${r.int(1000, 1130)}_${r.int(1000, 2359)}\n [ ] 0043_export_${r.hex(6)}`,
  ],
  [
    "pycache-listing",
    "cmd-output",
    () => `$ ls src/app/__pycache__\nconfig.cpython-312.pyc  db.cpython-312.pyc  tokens.cpython-312.pyc`,
  ],
  [
    "jira-sentry-ids-prose",
    "prose",
    (r) =>
      `Tracking this in PLAT-${r.int(100, 9999)}; the failing build is #${r.int(1000, 99999)} and the trace id is ${r.hex(32)}.`,
  ],
  [
    "uuid-in-path-curl",
    "shell-positional",
    (r) => `curl -s https://api.example.com/v1/orders/${r.uuid()}/items | jq '.[0].sku'`,
  ],
  [
    "npm-audit-output",
    "cmd-output",
    () =>
      `added 312 packages, and audited 313 packages in 4s\n\n58 packages are looking for funding\n  run \`npm fund\` for details\n\nfound 0 vulnerabilities`,
  ],
  ["hash-router-url", "url", (r) => `http://localhost:5173/#/reports/${r.hex(24)}?tab=summary`],
  [
    "oauth-state-callback-error",
    "log",
    (r) => `GET /auth/callback?error=access_denied&state=${r.hex(32)} 302 4ms`,
  ],
  [
    "lfs-pointer",
    "cmd-output",
    (r) =>
      `$ cat assets/demo.mp4\nversion https://git-lfs.github.com/spec/v1\noid sha256:${r.hex(64)}\nsize ${r.int(1e6, 9e8)}`,
  ],
];
