// Hand-written non-secret cases: git and CI output full of SHAs, lockfiles and digests, public keys
// and certificates, placeholders, documented example keys (AWS's published AKIAIOSFODNN7EXAMPLE pair,
// the jwt.io sample token), env var names without values, masked tokens, the words password/token/key
// in code and prose, minified code, base64 of non-secret data, hex dumps and colours, near-miss strings.

import { ALNUM, LOWNUM } from "./rand.mjs";

const words = ["fix", "add", "refactor", "bump", "chore", "docs", "test", "perf"];
const subjects = [
  "retry on 503",
  "parser edge case",
  "login redirect",
  "cache eviction",
  "flaky e2e",
  "dependency versions",
  "null check in handler",
];

/** @type {[string, string, (r: any) => string][]} */
export const NEGATIVE_TEMPLATES = [
  // git
  [
    "git-sha",
    "git-log",
    (r) =>
      Array.from(
        { length: 3 },
        () =>
          `commit ${r.hex(40)}\nAuthor: Dana Lee <dana@acme.dev>\nDate:   Wed Nov 25 ${r.int(10, 23)}:${r.int(10, 59)}:02 2026 +0100\n\n    ${r.pick(words)}: ${r.pick(subjects)}\n`,
      ).join("\n"),
  ],
  [
    "git-sha",
    "git-log-oneline",
    (r) => Array.from({ length: 5 }, () => `${r.hex(7)} ${r.pick(words)}: ${r.pick(subjects)}`).join("\n"),
  ],
  [
    "git-sha",
    "git-show-header",
    (r) =>
      `commit ${r.hex(40)} (HEAD -> main, origin/main)\nMerge: ${r.hex(7)} ${r.hex(7)}\nAuthor: Sam Ortiz <sam@acme.dev>\n\ndiff --git a/src/app.ts b/src/app.ts\nindex ${r.hex(7)}..${r.hex(7)} 100644`,
  ],
  [
    "git-sha",
    "rebase-todo",
    (r) =>
      `pick ${r.hex(7)} ${r.pick(words)}: ${r.pick(subjects)}\nsquash ${r.hex(7)} wip\nfixup ${r.hex(7)} typo\n\n# Rebase ${r.hex(7)}..${r.hex(7)} onto ${r.hex(7)} (3 commands)`,
  ],
  [
    "git-sha",
    "git-reflog",
    (r) =>
      `${r.hex(7)} HEAD@{0}: commit: ${r.pick(subjects)}\n${r.hex(7)} HEAD@{1}: checkout: moving from main to fix/retry\n${r.hex(7)} HEAD@{2}: pull: Fast-forward`,
  ],
  [
    "git-sha",
    "git-rev-parse",
    (r) => `$ git rev-parse HEAD\n${r.hex(40)}\n$ git merge-base main feature/x\n${r.hex(40)}`,
  ],
  [
    "git-sha",
    "git-submodule-status",
    (r) => ` ${r.hex(40)} vendor/libfoo (v1.4.2)\n+${r.hex(40)} third_party/proto (heads/main)`,
  ],
  [
    "git-sha",
    "git-blame",
    (r) =>
      `${r.hex(8)} (Dana Lee 2026-10-02 14:11:09 +0200 41)   const retries = 3;\n${r.hex(8)} (Sam Ortiz 2026-11-20 09:30:44 +0100 42)   const backoffMs = 250;`,
  ],
  [
    "git-sha",
    "github-actions-pin",
    (r) =>
      `steps:\n  - uses: actions/checkout@${r.hex(40)} # v4.2.2\n  - uses: actions/setup-node@${r.hex(40)} # v4.1.0\n    with:\n      node-version: 20`,
  ],
  [
    "git-sha",
    "ci-log-checkout",
    (r) =>
      `##[group]Run actions/checkout@v4\nSyncing repository: acme/api\nHEAD is now at ${r.hex(7)} ${r.pick(subjects)}\n/usr/bin/git log -1 --format=%H\n${r.hex(40)}\n##[endgroup]`,
  ],
  ["git-sha", "github-compare-url", (r) => `https://github.com/acme/api/compare/${r.hex(12)}...${r.hex(12)}`],
  [
    "git-sha",
    "git-stash-list",
    (r) =>
      `stash@{0}: WIP on main: ${r.hex(7)} ${r.pick(subjects)}\nstash@{1}: On fix/login: ${r.hex(7)} tmp`,
  ],
  [
    "git-object",
    "content-addressed-path",
    (r) => `.git/objects/${r.hex(2)}/${r.hex(38)}\n.git/lfs/objects/${r.hex(2)}/${r.hex(2)}/${r.hex(64)}`,
  ],
  [
    "git-lfs-pointer",
    "cat-file",
    (r) =>
      `version https://git-lfs.github.com/spec/v1\noid sha256:${r.hex(64)}\nsize ${r.int(10000, 9999999)}`,
  ],
  // lockfiles and digests
  [
    "npm-integrity",
    "package-lock",
    (r) =>
      `    "node_modules/lodash": {\n      "version": "4.17.21",\n      "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n      "integrity": "sha512-${r.b64bytes(64)}"\n    }`,
  ],
  [
    "yarn-checksum",
    "yarn-lock",
    (r) =>
      `"react@npm:^18.3.1":\n  version: 18.3.1\n  resolution: "react@npm:18.3.1"\n  checksum: 10c0/${r.hex(128)}\n  languageName: node`,
  ],
  [
    "pnpm-integrity",
    "pnpm-lock",
    (r) => `  /zod@3.23.8:\n    resolution: {integrity: sha512-${r.b64bytes(64)}}\n    dev: false`,
  ],
  [
    "go-sum",
    "go-sum",
    (r) =>
      `github.com/google/uuid v1.6.0 h1:${r.b64bytes(32)}\ngithub.com/google/uuid v1.6.0/go.mod h1:${r.b64bytes(32)}`,
  ],
  [
    "cargo-checksum",
    "cargo-lock",
    (r) =>
      `[[package]]\nname = "serde"\nversion = "1.0.215"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${r.hex(64)}"`,
  ],
  [
    "pip-hash",
    "requirements-hashes",
    (r) => `requests==2.32.3 \\\n    --hash=sha256:${r.hex(64)} \\\n    --hash=sha256:${r.hex(64)}`,
  ],
  [
    "poetry-hash",
    "poetry-lock",
    (r) => `files = [\n    {file = "idna-3.10-py3-none-any.whl", hash = "sha256:${r.hex(64)}"},\n]`,
  ],
  [
    "nix-narhash",
    "flake-lock",
    (r) =>
      `"locked": {\n  "lastModified": ${1764000000 + r.int(0, 99999)},\n  "narHash": "sha256-${r.b64bytes(32)}",\n  "owner": "NixOS",\n  "repo": "nixpkgs",\n  "rev": "${r.hex(40)}",\n  "type": "github"\n}`,
  ],
  [
    "terraform-lock",
    "terraform-lock-hcl",
    (r) =>
      `provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.78.0"\n  hashes = [\n    "h1:${r.b64bytes(32)}",\n    "zh:${r.hex(64)}",\n    "zh:${r.hex(64)}",\n  ]\n}`,
  ],
  [
    "composer-lock",
    "composer-lock",
    (r) =>
      `"source": {\n    "type": "git",\n    "url": "https://github.com/guzzle/guzzle.git",\n    "reference": "${r.hex(40)}"\n},\n"dist": {\n    "shasum": ""\n}`,
  ],
  [
    "docker-digest",
    "docker-pull",
    (r) =>
      `$ docker pull node:20-alpine\n20-alpine: Pulling from library/node\n${r.hex(12)}: Pull complete\n${r.hex(12)}: Pull complete\nDigest: sha256:${r.hex(64)}\nStatus: Downloaded newer image for node:20-alpine`,
  ],
  [
    "docker-digest",
    "dockerfile-from-digest",
    (r) => `FROM python:3.12-slim@sha256:${r.hex(64)} AS base\nRUN pip install --no-cache-dir uv`,
  ],
  [
    "docker-id",
    "docker-ps",
    (r) =>
      `CONTAINER ID   IMAGE          COMMAND                  STATUS         NAMES\n${r.hex(12)}   postgres:16    "docker-entrypoint.s…"   Up 2 hours     db-1\n${r.hex(12)}   redis:7        "redis-server"           Up 2 hours     cache-1`,
  ],
  [
    "docker-id",
    "docker-images",
    (r) =>
      `REPOSITORY      TAG       IMAGE ID       CREATED        SIZE\nacme/api        latest    ${r.hex(12)}   3 hours ago    212MB\nacme/worker     1.9.2     ${r.hex(12)}   2 days ago     188MB`,
  ],
  [
    "k8s-image-id",
    "kubectl-describe",
    (r) =>
      `Containers:\n  api:\n    Container ID:   containerd://${r.hex(64)}\n    Image:          ghcr.io/acme/api:1.9.2\n    Image ID:       ghcr.io/acme/api@sha256:${r.hex(64)}\n    State:          Running`,
  ],
  [
    "k8s-pods",
    "kubectl-get-pods",
    (r) =>
      `NAME                          READY   STATUS    RESTARTS   AGE\napi-${r.str("bcdfghjklmnpqrstvwxz2456789", 10)}-${r.str("bcdfghjklmnpqrstvwxz2456789", 5)}   1/1     Running   0          3h\nworker-${r.str("bcdfghjklmnpqrstvwxz2456789", 9)}-${r.str("bcdfghjklmnpqrstvwxz2456789", 5)}  1/1     Running   2          3h`,
  ],
  [
    "sha256sum",
    "sha256sum-output",
    (r) =>
      `$ sha256sum dist/*.tar.gz\n${r.hex(64)}  dist/cairn-0.4.0-linux-x64.tar.gz\n${r.hex(64)}  dist/cairn-0.4.0-darwin-arm64.tar.gz`,
  ],
  [
    "sri",
    "html-script-integrity",
    (r) =>
      `<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.14.1/dist/cdn.min.js" integrity="sha384-${r.b64bytes(48)}" crossorigin="anonymous" defer></script>`,
  ],
  [
    "checksums",
    "homebrew-formula",
    (r) =>
      `  url "https://github.com/acme/tool/releases/download/v2.1.0/tool-2.1.0.tar.gz"\n  sha256 "${r.hex(64)}"\n  license "MIT"`,
  ],
  [
    "checksums",
    "release-checksums",
    (r) =>
      `checksums.txt\n${r.hex(64)}  tool_2.1.0_linux_amd64.tar.gz\n${r.hex(64)}  tool_2.1.0_windows_amd64.zip`,
  ],
  [
    "build-hash",
    "vite-build-output",
    (r) =>
      `dist/index.html                   0.46 kB\ndist/assets/index-${r.mixed(`${ALNUM}_-`, 8)}.css   12.31 kB\ndist/assets/index-${r.mixed(`${ALNUM}_-`, 8)}.js   143.92 kB │ gzip: 46.11 kB`,
  ],
  [
    "build-hash",
    "next-build-id",
    (r) =>
      `/_next/static/${r.mixed(`${ALNUM}_-`, 21)}/_buildManifest.js\n/_next/static/chunks/pages/_app-${r.hex(16)}.js`,
  ],
  [
    "build-hash",
    "rust-target-deps",
    (r) =>
      `   Compiling serde v1.0.215\n     Running \`/work/api/target/debug/deps/api-${r.hex(16)}\`\nwarning: unused import in target/debug/build/ring-${r.hex(16)}/out`,
  ],
  [
    "migration-id",
    "alembic-revision",
    (r) =>
      `"""add orders index\n\nRevision ID: ${r.hex(12)}\nRevises: ${r.hex(12)}\nCreate Date: 2026-11-26 09:14:02.118421\n"""\nrevision = "${r.hex(12)}"\ndown_revision = "${r.hex(12)}"`,
  ],
  [
    "migration-id",
    "prisma-migrations",
    (r) =>
      `prisma/migrations/\n  2026112609${r.int(1000, 9999)}_init/\n  2026112610${r.int(1000, 9999)}_add_orders/\n  migration_lock.toml\n\n  checksum ${r.hex(64)}`,
  ],
  // CI and run ids
  [
    "ci-ids",
    "gh-run-list",
    (r) =>
      `STATUS  TITLE              WORKFLOW  BRANCH  EVENT  ID           ELAPSED\n✓       ${r.pick(subjects)}   CI        main    push   ${r.int(10, 19)}${r.str("0123456789", 9)}  4m12s\nX       ${r.pick(subjects)}   CI        fix/x   push   ${r.int(10, 19)}${r.str("0123456789", 9)}  2m03s`,
  ],
  [
    "ci-ids",
    "gitlab-job-log",
    (r) =>
      `Running with gitlab-runner 17.5.0 (${r.hex(8)})\n  on docker-runner-${r.int(1, 9)} ${r.mixed(`${ALNUM}_-`, 8)}, system ID: s_${r.hex(12)}\nPreparing the "docker" executor\nGetting source from Git repository\nChecking out ${r.hex(8)} as detached HEAD (ref is main)...`,
  ],
  [
    "ci-ids",
    "buildkite-env",
    (r) =>
      `BUILDKITE_BUILD_ID=${r.uuid()}\nBUILDKITE_JOB_ID=${r.uuid()}\nBUILDKITE_COMMIT=${r.hex(40)}\nBUILDKITE_AGENT_NAME=agent-${r.hex(6)}-1`,
  ],
  [
    "ci-ids",
    "github-env-dump",
    (r) =>
      `GITHUB_RUN_ID=${r.int(10, 19)}${r.str("0123456789", 9)}\nGITHUB_RUN_NUMBER=${r.int(100, 9999)}\nGITHUB_SHA=${r.hex(40)}\nGITHUB_REF=refs/heads/main\nGITHUB_TOKEN=***\nRUNNER_NAME=GitHub Actions ${r.int(2, 90)}`,
  ],
  // tracing and request ids
  [
    "trace",
    "traceparent-header",
    (r) => `traceparent: 00-${r.hex(32)}-${r.hex(16)}-01\ntracestate: dd=s:1;o:rum`,
  ],
  [
    "trace",
    "otel-span-json",
    (r) =>
      JSON.stringify(
        {
          traceId: r.hex(32),
          spanId: r.hex(16),
          parentSpanId: r.hex(16),
          name: "GET /orders",
          kind: 2,
          startTimeUnixNano: `17642300${r.str("0123456789", 11)}`,
        },
        null,
        2,
      ),
  ],
  [
    "trace",
    "lambda-report",
    (r) => {
      const id = r.uuid();
      return `START RequestId: ${id} Version: $LATEST\nEND RequestId: ${id}\nREPORT RequestId: ${id}\tDuration: 123.45 ms\tBilled Duration: 124 ms\tMemory Size: 512 MB`;
    },
  ],
  [
    "trace",
    "s3-error-xml",
    (r) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>exports/2026/11/report.csv</Key><RequestId>${r.str("0123456789ABCDEF", 16)}</RequestId><HostId>${r.mixed(`${ALNUM}+/`, 76)}=</HostId></Error>`,
  ],
  [
    "trace",
    "anthropic-response-headers",
    (r) =>
      `< request-id: req_011C${r.mixed(ALNUM, 20)}\n< anthropic-organization-id: ${r.uuid()}\n< anthropic-ratelimit-requests-remaining: 3999\n< cf-ray: ${r.hex(16)}-FRA`,
  ],
  [
    "trace",
    "openai-response-headers",
    (r) =>
      `x-request-id: req_${r.hex(32)}\nopenai-organization: user-${r.str(LOWNUM, 24)}\nopenai-processing-ms: ${r.int(200, 3000)}\nx-ratelimit-remaining-tokens: 149984`,
  ],
  [
    "trace",
    "api-response-body",
    (r) =>
      JSON.stringify({
        id: `msg_01${r.mixed(ALNUM, 22)}`,
        type: "message",
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [
          { type: "tool_use", id: `toolu_01${r.mixed(ALNUM, 22)}`, name: "Bash", input: { command: "ls" } },
        ],
        usage: { input_tokens: r.int(100, 9000), output_tokens: r.int(10, 900) },
      }),
  ],
  [
    "trace",
    "chat-completion-body",
    (r) =>
      JSON.stringify({
        id: `chatcmpl-${r.mixed(ALNUM, 29)}`,
        object: "chat.completion",
        created: 1764230000,
        model: "gpt-4o-2024-08-06",
        system_fingerprint: `fp_${r.hex(10)}`,
        usage: { prompt_tokens: 19, completion_tokens: 10, total_tokens: 29 },
      }),
  ],
  [
    "trace",
    "stripe-event",
    (r) =>
      JSON.stringify(
        {
          id: `evt_1${r.mixed(ALNUM, 23)}`,
          object: "event",
          data: {
            object: { id: `pi_3${r.mixed(ALNUM, 23)}`, customer: `cus_${r.mixed(ALNUM, 14)}`, amount: 2000 },
          },
          request: { id: `req_${r.mixed(ALNUM, 14)}`, idempotency_key: r.uuid() },
        },
        null,
        2,
      ),
  ],
  [
    "trace",
    "claude-transcript-path",
    (r) =>
      `~/.claude/projects/-work-acme-api/${r.uuid()}.jsonl\n~/.claude/todos/${r.uuid()}-agent-${r.uuid()}.json`,
  ],
  [
    "trace",
    "sentry-issue",
    (r) =>
      `Sentry Issue: API-${r.str("0123456789ABCDEFGHJK", 3)}\nEvent ID: ${r.hex(32)}\nRelease: api@${r.hex(12)}\nhttps://acme.sentry.io/issues/${r.int(1000000000, 9999999999)}/events/${r.hex(32)}/`,
  ],
  [
    "trace",
    "grpc-error",
    (r) => `rpc error: code = NotFound desc = order ${r.uuid()} not found (trace ${r.hex(32)})`,
  ],
  // public keys and certificates
  [
    "public-key",
    "authorized-keys",
    (r) =>
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.mixed(`${ALNUM}+/`, 43)} dana@laptop\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.mixed(`${ALNUM}+/`, 360)}= ci@build`,
  ],
  [
    "public-key",
    "pem-public-key",
    (r) =>
      `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${r.mixed(`${ALNUM}+/`, 20)}\n${Array.from({ length: 5 }, () => r.mixed(`${ALNUM}+/`, 64)).join("\n")}\n${r.mixed(`${ALNUM}+/`, 6)}IDAQAB\n-----END PUBLIC KEY-----`,
  ],
  [
    "public-key",
    "pem-certificate",
    (r) =>
      `-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIU${r.mixed(`${ALNUM}+/`, 44)}\n${Array.from({ length: 12 }, () => r.mixed(`${ALNUM}+/`, 64)).join("\n")}\n${r.mixed(`${ALNUM}+/`, 20)}==\n-----END CERTIFICATE-----`,
  ],
  [
    "public-key",
    "known-hosts",
    (r) =>
      `|1|${r.b64bytes(20)}|${r.b64bytes(20)} ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.mixed(`${ALNUM}+/`, 43)}\ngithub.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.mixed(`${ALNUM}+/`, 43)}`,
  ],
  [
    "public-key",
    "age-recipient",
    (r) =>
      `# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1${r.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}`,
  ],
  [
    "public-key",
    "wireguard-peer",
    (r) =>
      `[Peer]\n# office gateway\nPublicKey = ${r.b64bytes(32)}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.dev:51820`,
  ],
  [
    "public-key",
    "jwks-public",
    (r) =>
      JSON.stringify(
        {
          keys: [
            {
              kty: "RSA",
              use: "sig",
              kid: r.hex(40),
              alg: "RS256",
              n: Buffer.from(r.bytes(256)).toString("base64url"),
              e: "AQAB",
            },
          ],
        },
        null,
        2,
      ),
  ],
  [
    "public-key",
    "dkim-txt",
    (r) =>
      `selector1._domainkey.acme.dev. 3600 IN TXT "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${r.mixed(`${ALNUM}+/`, 180)}IDAQAB"`,
  ],
  [
    "public-key",
    "pgp-signature",
    (r) =>
      `commit ${r.hex(40)}\ngpg: Signature made Wed Nov 25 10:11:12 2026 CET\ngpg:                using EDDSA key ${r.str("0123456789ABCDEF", 40)}\ngpg: Good signature from "Dana Lee <dana@acme.dev>" [ultimate]\n\n-----BEGIN PGP SIGNATURE-----\n\niHUEABYKAB0WIQ${r.mixed(`${ALNUM}+/`, 50)}\n${r.mixed(`${ALNUM}+/`, 40)}\n=${r.mixed(`${ALNUM}+/`, 4)}\n-----END PGP SIGNATURE-----`,
  ],
  [
    "public-key",
    "minisign-pubkey",
    (r) =>
      `untrusted comment: minisign public key ${r.str("0123456789ABCDEF", 16)}\nRWQ${r.mixed(`${ALNUM}+/`, 53)}`,
  ],
  [
    "public-key",
    "eth-address-prose",
    (r) => `send the test ETH to 0x${r.str("0123456789abcdefABCDEF", 40)} on sepolia, tx was 0x${r.hex(64)}`,
  ],
  [
    "public-key",
    "tls-fingerprint",
    (r) => `SHA256 Fingerprint=${Array.from({ length: 32 }, () => r.str("0123456789ABCDEF", 2)).join(":")}`,
  ],
  [
    "public-key",
    "recaptcha-site-key",
    (r) => `<div class="g-recaptcha" data-sitekey="6L${r.mixed(`${ALNUM}_-`, 38)}"></div>`,
  ],
  [
    "public-key",
    "oauth-client-id-public",
    (r) =>
      `GOOGLE_CLIENT_ID=${r.str("0123456789", 12)}-${r.str(LOWNUM, 32)}.apps.googleusercontent.com\nGITHUB_APP_CLIENT_ID=Iv23li${r.mixed(ALNUM, 14)}\nGITHUB_APP_ID=${r.int(100000, 999999)}`,
  ],
  // placeholders and documented examples
  [
    "placeholder",
    "dotenv-example",
    () =>
      `# .env.example\nOPENAI_API_KEY=<your-openai-key>\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nDATABASE_URL=postgres://user:password@localhost:5432/app\nGITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX`,
  ],
  [
    "placeholder",
    "readme-config",
    () =>
      '```yaml\nauth:\n  token: ${API_TOKEN}\n  password: changeme\n  secret: "{{ .Values.secret }}"\n```',
  ],
  [
    "placeholder",
    "helm-values-template",
    () =>
      `env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db\n        key: password\n  - name: API_KEY\n    value: "{{ .Values.apiKey }}"`,
  ],
  [
    "placeholder",
    "github-actions-secrets-ref",
    () =>
      "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}\n  SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK }}",
  ],
  [
    "placeholder",
    "docs-curl",
    () =>
      `curl https://api.anthropic.com/v1/messages \\\n  -H "x-api-key: $ANTHROPIC_API_KEY" \\\n  -H "anthropic-version: 2023-06-01"`,
  ],
  [
    "placeholder",
    "angle-brackets",
    () => `vault login <YOUR_VAULT_TOKEN>\ndocker login -u <username> -p <password> registry.example.com`,
  ],
  [
    "placeholder",
    "terraform-variable",
    () =>
      `variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\npassword = var.db_password`,
  ],
  [
    "placeholder",
    "k8s-secret-template",
    () =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n  API_KEY: REPLACE_ME\n  DB_PASSWORD: ""`,
  ],
  [
    "placeholder",
    "dev-default-dsn",
    () =>
      `# local dev only\nREDIS_URL=redis://localhost:6379/0\nAMQP_URL=amqp://guest:guest@localhost:5672/\nDATABASE_URL=postgresql://postgres@localhost:5432/app_test`,
  ],
  [
    "placeholder",
    "prose-format-doc",
    () =>
      `GitHub personal access tokens start with \`ghp_\` followed by 36 characters; fine-grained ones start with \`github_pat_\`. Slack bot tokens start with xoxb-.`,
  ],
  [
    "placeholder",
    "slack-docs-fake",
    () => `export SLACK_BOT_TOKEN=xoxb-your-bot-token\nexport SLACK_APP_TOKEN=xapp-your-app-level-token`,
  ],
  [
    "documented-example",
    "aws-docs-example",
    () =>
      `[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nregion = us-west-2`,
  ],
  [
    "documented-example",
    "aws-docs-env",
    () =>
      `export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
  ],
  [
    "documented-example",
    "jwt-io-sample",
    () =>
      `try decoding the sample from jwt.io: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c`,
  ],
  // names without values
  [
    "env-name",
    "code-env-read",
    () => `const key = process.env.OPENAI_API_KEY;\nif (!key) throw new Error("OPENAI_API_KEY is not set");`,
  ],
  [
    "env-name",
    "python-env-read",
    () =>
      `api_key = os.environ["STRIPE_SECRET_KEY"]\npassword = os.getenv("DB_PASSWORD", "")\ntoken = os.environ.get("GITHUB_TOKEN")`,
  ],
  [
    "env-name",
    "shell-echo-var",
    () => `$ echo $AWS_SECRET_ACCESS_KEY | wc -c\n41\n$ test -n "$GITHUB_TOKEN" && echo set\nset`,
  ],
  [
    "env-name",
    "export-from-command",
    () =>
      `export GITHUB_TOKEN=$(gh auth token)\nexport VAULT_TOKEN="$(vault print token)"\nexport PGPASSWORD="$(op read op://dev/db/password)"`,
  ],
  [
    "env-name",
    "dotenv-empty",
    () => `ANTHROPIC_API_KEY=\nSENTRY_AUTH_TOKEN=\nDATABASE_PASSWORD=\nNODE_ENV=development`,
  ],
  [
    "env-name",
    "printenv-names",
    () =>
      `$ printenv | cut -d= -f1 | grep -E 'TOKEN|KEY|SECRET'\nGITHUB_TOKEN\nOPENAI_API_KEY\nAWS_SECRET_ACCESS_KEY\nNPM_TOKEN`,
  ],
  // masked values
  [
    "masked",
    "aws-configure-list",
    (r) =>
      `$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4)} shared-credentials-file\nsecret_key     ****************${r.mixed(ALNUM, 4)} shared-credentials-file\n    region                us-east-1      config-file    ~/.aws/config`,
  ],
  [
    "masked",
    "gh-auth-status-masked",
    () =>
      `github.com\n  ✓ Logged in to github.com account dana (keyring)\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'`,
  ],
  [
    "masked",
    "ci-masked-log",
    () =>
      `Run ./deploy.sh --token *** --env prod\n[MASKED]\nUsing API key sk-...${"a1B2"} for org acme\nAuthorization: Bearer [REDACTED]`,
  ],
  [
    "masked",
    "dashboard-masked",
    (r) =>
      `Name        Key                      Created\nci-deploy   sk-proj-****${r.mixed(ALNUM, 4)}          2026-10-01\nlocal-dev   sk-ant-api03-...${r.mixed(ALNUM, 4)}     2026-11-02`,
  ],
  [
    "masked",
    "json-masked",
    () =>
      JSON.stringify(
        {
          database: { host: "db.internal", user: "app", password: "********" },
          stripe: { secretKey: "sk_live_••••••••••••4242" },
        },
        null,
        2,
      ),
  ],
  // the words password/token/key without a value
  [
    "keyword-no-value",
    "ts-code",
    () =>
      `const token = await getToken({ scopes: ["repo"] });\nconst headers = { Authorization: \`Bearer \${token}\` };\nconst key = user.id;`,
  ],
  [
    "keyword-no-value",
    "python-code",
    () =>
      `def rotate_secret(secret_id: str, *, password_length: int = 32) -> None:\n    token = session.get_token()\n    key = f"user:{user_id}"\n    cache.set(key, token, ttl=300)`,
  ],
  [
    "keyword-no-value",
    "form-code",
    () =>
      `<input type="password" name="password" autocomplete="current-password" />\nconst password = form.password.value;\nif (password.length < 12) setError("password too short");`,
  ],
  [
    "keyword-no-value",
    "sql-schema",
    () =>
      `CREATE TABLE api_keys (\n  id BIGSERIAL PRIMARY KEY,\n  key_hash BYTEA NOT NULL,\n  token_prefix TEXT NOT NULL,\n  password_changed_at TIMESTAMPTZ\n);`,
  ],
  [
    "keyword-no-value",
    "llm-usage",
    (r) =>
      `{"usage": {"input_tokens": ${r.int(100, 90000)}, "cache_read_input_tokens": ${r.int(0, 90000)}, "output_tokens": ${r.int(1, 4000)}}, "max_tokens": 8192, "stop_reason": "end_turn"}`,
  ],
  [
    "keyword-no-value",
    "prose-en",
    () =>
      `The token expires after an hour, so the client refreshes it; the password reset link uses a one-time key that we never log.`,
  ],
  [
    "keyword-no-value",
    "prose-de",
    () =>
      `Das Passwort wird nie gespeichert, nur der Hash; der API-Schlüssel liegt im Vault und wird per Token abgerufen.`,
  ],
  [
    "keyword-no-value",
    "prose-ja",
    () => `トークンは環境変数から読み込みます。パスワードはコードに書かないでください。`,
  ],
  [
    "keyword-no-value",
    "config-keys",
    () =>
      `auth:\n  token_ttl: 3600\n  password_min_length: 12\n  key_rotation_days: 90\n  secret_store: vault`,
  ],
  [
    "keyword-no-value",
    "ts-types",
    () =>
      `type Keys = keyof typeof config;\nfor (const key of Object.keys(tokens)) {\n  if (key === "password") continue;\n}`,
  ],
  [
    "keyword-no-value",
    "tokenizer",
    () => `tokens = tokenizer.encode("hello world")\nprint(len(tokens))  # 2\nkey_fn = lambda kv: kv[1]`,
  ],
  // regexes and rules that mention formats
  [
    "regex",
    "detector-regex",
    () =>
      "const GITHUB_PAT = /\\bghp_[A-Za-z0-9]{36}\\b/;\nconst AWS_KEY_ID = /\\bAKIA[0-9A-Z]{16}\\b/;\nconst SLACK = /xox[baprs]-[0-9A-Za-z-]{10,48}/;",
  ],
  [
    "regex",
    "gitleaks-toml",
    () =>
      `[[rules]]\nid = "stripe-access-token"\nregex = '''(?i)\\b((?:sk|rk)_(?:test|live|prod)_[a-zA-Z0-9]{10,99})'''\nkeywords = ["sk_test", "sk_live"]`,
  ],
  // base64 of non-secret data, hex dumps, colours, minified code
  [
    "base64-data",
    "data-uri-png",
    (r) =>
      `<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA${r.b64bytes(120)}" />`,
  ],
  [
    "base64-data",
    "protobuf-base64",
    (r) =>
      `grpcurl -d '{"payload":"CgZvcmRlcnMSBAgBEAIaEAo${r.b64bytes(30).replace(/=+$/, "")}"}' localhost:50051 events.v1.Ingest/Push`,
  ],
  [
    "base64-data",
    "sourcemap-inline",
    (r) =>
      `//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoiaW5kZXguanMiLCJzb3VyY2VzIjpbInNyYy9pbmRleC50cyJdLCJtYXBwaW5ncyI6Ij${r.mixed(`${ALNUM}+/`, 80)}`,
  ],
  [
    "base64-data",
    "sourcemap-mappings",
    (r) =>
      `{"version":3,"sources":["src/app.ts"],"names":[],"mappings":"AAAA,SAAS,${Array.from({ length: 8 }, () => r.str("ABCDEFGIKMOQSUWYacegikmoqsuwy", 4)).join(";")}"}`,
  ],
  [
    "base64-data",
    "email-mime",
    (r) =>
      `Content-Type: text/plain; charset="utf-8"\nContent-Transfer-Encoding: base64\n\n${Buffer.from("Hi team, the release notes for 2.4 are attached. Thanks, Dana").toString("base64")}\n--${r.hex(28)}--`,
  ],
  [
    "base64-data",
    "snapshot-fixture",
    (r) => `exports[\`renders avatar 1\`] = \`<img src="data:image/webp;base64,UklGR${r.b64bytes(60)}" />\`;`,
  ],
  [
    "hex",
    "xxd-dump",
    (r) =>
      Array.from(
        { length: 4 },
        (_, i) =>
          `${(i * 16).toString(16).padStart(8, "0")}: ${Array.from({ length: 8 }, () => r.hex(4)).join(" ")}  ................`,
      ).join("\n"),
  ],
  [
    "hex",
    "css-colours",
    (r) =>
      `:root {\n  --brand: #${r.str("0123456789abcdef", 6)};\n  --brand-dark: #${r.str("0123456789abcdef", 6)};\n  --muted: #${r.str("0123456789abcdef", 6)}cc;\n}`,
  ],
  [
    "hex",
    "tailwind-config",
    (r) =>
      `colors: {\n  primary: { 50: "#${r.str("0123456789abcdef", 6)}", 500: "#${r.str("0123456789abcdef", 6)}", 900: "#${r.str("0123456789abcdef", 6)}" },\n}`,
  ],
  [
    "hex",
    "memory-address",
    (r) =>
      `panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x${r.hex(2)} pc=0x${r.hex(7)}]\ngoroutine 1 [running]:\nmain.(*Server).handle(0xc000${r.hex(6)}, {0x${r.hex(7)}, 0xc000${r.hex(6)}})`,
  ],
  [
    "hex",
    "test-fake-hash",
    () =>
      `const fakeSha = "0000000000000000000000000000000000000000";\nconst deadbeef = "deadbeefdeadbeefdeadbeefdeadbeef";\nit("rejects short hashes", () => expect(valid("abc123")).toBe(false));`,
  ],
  [
    "minified",
    "minified-js",
    (r) =>
      `!function(e,t){"use strict";var n=${r.int(10, 99)},r="${r.mixed(ALNUM, 16)}",o=function(e){return e.replace(/[A-Z]/g,"-$&").toLowerCase()};t.exports={k:r,f:o,v:"${r.hex(8)}"}}(window,module);`,
  ],
  [
    "minified",
    "webpack-chunk-map",
    (r) =>
      `__webpack_require__.u=e=>"static/chunks/"+({${r.int(100, 999)}:"${r.hex(16)}",${r.int(100, 999)}:"${r.hex(16)}"})[e]+".js"`,
  ],
  [
    "minified",
    "css-modules",
    (r) =>
      `<div class="Button_root__${r.mixed(`${ALNUM}_-`, 5)} Button_primary__${r.mixed(`${ALNUM}_-`, 5)}">Save</div>`,
  ],
  // random-looking ids in URLs
  ["url-id", "github-blob-url", (r) => `https://github.com/acme/api/blob/${r.hex(40)}/src/server.ts#L41-L57`],
  [
    "url-id",
    "google-docs-url",
    (r) => `spec is here: https://docs.google.com/document/d/1${r.mixed(`${ALNUM}_-`, 43)}/edit?usp=sharing`,
  ],
  [
    "url-id",
    "youtube-url",
    (r) =>
      `talk recording: https://www.youtube.com/watch?v=${r.mixed(`${ALNUM}_-`, 11)}&t=${r.int(30, 900)}s`,
  ],
  [
    "url-id",
    "figma-url",
    (r) =>
      `https://www.figma.com/design/${r.mixed(ALNUM, 22)}/Checkout?node-id=${r.int(100, 999)}-${r.int(1000, 9999)}`,
  ],
  [
    "url-id",
    "npm-tarball-url",
    (r) =>
      `npm http fetch GET 200 https://registry.npmjs.org/@acme/ui/-/ui-2.4.1.tgz ${r.int(20, 400)}ms (cache miss)\nnpm sill tarball integrity sha512-${r.b64bytes(64)}`,
  ],
  ["url-id", "gravatar-url", (r) => `https://www.gravatar.com/avatar/${r.hex(32)}?s=80&d=identicon`],
  [
    "url-id",
    "aws-console-url",
    (r) =>
      `https://eu-west-1.console.aws.amazon.com/cloudwatch/home?region=eu-west-1#logsV2:log-groups/log-group/$252Faws$252Flambda$252Fapi/log-events/2026$252F11$252F26$252F$255B$2524LATEST$255D${r.hex(32)}`,
  ],
  // transcripts and tool output full of ids
  [
    "transcript-ids",
    "tool-call-json",
    (r) =>
      JSON.stringify({
        type: "tool_use",
        id: `toolu_01${r.mixed(ALNUM, 22)}`,
        name: "Read",
        input: { file_path: `/repo/.cache/${r.hex(2)}/${r.hex(38)}.json` },
      }),
  ],
  [
    "transcript-ids",
    "tool-result-json",
    (r) =>
      JSON.stringify({
        type: "user",
        message: {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: `toolu_01${r.mixed(ALNUM, 22)}`,
              content: `HEAD is now at ${r.hex(7)}\nrequest id ${r.uuid()}\n`,
            },
          ],
        },
        uuid: r.uuid(),
        parentUuid: r.uuid(),
        sessionId: r.uuid(),
      }),
  ],
  [
    "transcript-ids",
    "json-in-json-in-json",
    (r) =>
      JSON.stringify({
        event: "log",
        payload: JSON.stringify({ line: JSON.stringify({ traceId: r.hex(32), commit: r.hex(40) }) }),
      }),
  ],
  [
    "transcript-ids",
    "notebook-output",
    (r) =>
      JSON.stringify({
        output_type: "execute_result",
        execution_count: r.int(1, 40),
        data: { "text/plain": [`'${r.hex(64)}'`] },
        metadata: {},
      }),
  ],
  [
    "cli-output-ids",
    "gh-pr-view-json",
    (r) =>
      JSON.stringify({
        number: r.int(100, 9999),
        headRefOid: r.hex(40),
        id: `PR_kwDO${r.mixed(`${ALNUM}_-`, 14)}`,
        mergeCommit: { oid: r.hex(40) },
      }),
  ],
  [
    "cli-output-ids",
    "npm-ls-json",
    (r) =>
      `{\n  "name": "api",\n  "dependencies": {\n    "zod": { "version": "3.23.8", "resolved": "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz", "integrity": "sha512-${r.b64bytes(64)}" }\n  }\n}`,
  ],
  [
    "cli-output-ids",
    "aws-sts-identity",
    (r) =>
      `$ aws sts get-caller-identity\n{\n    "UserId": "AROA${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17)}:dana",\n    "Account": "${r.str("0123456789", 12)}",\n    "Arn": "arn:aws:sts::${r.str("0123456789", 12)}:assumed-role/dev/dana"\n}`,
  ],
  [
    "cli-output-ids",
    "gcloud-describe",
    (r) =>
      `$ gcloud run services describe api --format=yaml | head\napiVersion: serving.knative.dev/v1\nmetadata:\n  uid: ${r.uuid()}\n  generation: ${r.int(2, 90)}\n  resourceVersion: AAY${r.mixed(`${ALNUM}_-`, 10)}`,
  ],
  [
    "cli-output-ids",
    "docker-inspect-ids",
    (r) => `$ docker inspect api-1 --format '{{.Id}} {{.Image}}'\n${r.hex(64)} sha256:${r.hex(64)}`,
  ],
  [
    "cli-output-ids",
    "kubectl-secret-metadata",
    (r) =>
      `$ kubectl get secrets\nNAME                  TYPE                                  DATA   AGE\ndb-creds              Opaque                                2      41d\ndefault-token-${r.str("bcdfghjklmnpqrstvwxz2456789", 5)}   kubernetes.io/service-account-token   3      300d`,
  ],
  [
    "cli-output-ids",
    "heroku-releases",
    (r) =>
      `$ heroku releases -a acme-api\n=== acme-api Releases - Current: v42\nv42  Deploy ${r.hex(8)}   dana@acme.dev  2026/11/26 10:12:44 +0100\nv41  Set SENDGRID_API_KEY config vars  dana@acme.dev  2026/11/25 18:02:11 +0100`,
  ],
  [
    "cli-output-ids",
    "env-without-secrets",
    (r) =>
      `$ env | sort | head -6\nCI=true\nGITHUB_SHA=${r.hex(40)}\nHOSTNAME=${r.hex(12)}\nHOME=/root\nINVOCATION_ID=${r.hex(32)}\nJOURNAL_STREAM=8:${r.int(10000, 99999)}`,
  ],
  // near misses: token-like prefixes that are not tokens, and cloud ids
  [
    "near-miss",
    "prefix-words",
    () => `sk_live_mode = False\nghp_token_count = 0\nxoxb_scopes = ["chat:write"]\nAKIA_PREFIX = "AKIA"`,
  ],
  [
    "near-miss",
    "aws-arn",
    (r) =>
      `arn:aws:iam::${r.str("0123456789", 12)}:role/github-actions-deploy\narn:aws:lambda:eu-west-1:${r.str("0123456789", 12)}:function:api-prod:${r.int(1, 90)}`,
  ],
  [
    "near-miss",
    "azure-resource-id",
    (r) => `/subscriptions/${r.uuid()}/resourceGroups/rg-prod/providers/Microsoft.Web/sites/acme-api`,
  ],
  [
    "near-miss",
    "version-strings",
    (r) =>
      `node v20.${r.int(1, 18)}.${r.int(0, 9)}\nnpm 10.8.2\ngo version go1.23.${r.int(0, 4)} linux/amd64\nbuild ${r.hex(7)}-dirty (2026-11-26T09:12:44Z)`,
  ],
  [
    "near-miss",
    "semver-build-metadata",
    (r) => `version: 2.4.1-rc.3+sha.${r.hex(12)}.build.${r.int(1000, 9999)}`,
  ],
  [
    "near-miss",
    "user-ids-table",
    (r) =>
      `  id  | email               | stripe_customer\n------+---------------------+--------------------\n ${r.int(1000, 9999)} | ana@example.com     | cus_${r.mixed(ALNUM, 14)}\n ${r.int(1000, 9999)} | bo@example.com      | cus_${r.mixed(ALNUM, 14)}`,
  ],
  [
    "near-miss",
    "csrf-meta-name",
    () => `<meta name="csrf-param" content="authenticity_token" />\n<meta name="csrf-token" content="" />`,
  ],
  [
    "near-miss",
    "hash-in-password-policy",
    () =>
      `password hashing: argon2id (m=65536, t=3, p=4); tokens are stored as sha256(token) and compared in constant time`,
  ],
  [
    "near-miss",
    "nonce-csp",
    (r) => `Content-Security-Policy: script-src 'self' 'nonce-${r.b64bytes(16)}'; object-src 'none'`,
  ],
  [
    "near-miss",
    "uuid-migration-file",
    (r) =>
      `db/migrate/2026112609${r.int(1000, 9999)}_create_api_keys.rb\nsupabase/migrations/2026112610${r.int(1000, 9999)}_${r.hex(8)}.sql`,
  ],
  [
    "near-miss",
    "kube-resource-version",
    (r) =>
      `metadata:\n  name: api\n  namespace: prod\n  resourceVersion: "${r.int(10000000, 99999999)}"\n  uid: ${r.uuid()}\n  generation: ${r.int(1, 40)}`,
  ],
  [
    "near-miss",
    "terraform-state-meta",
    (r) =>
      `{\n  "version": 4,\n  "terraform_version": "1.9.8",\n  "serial": ${r.int(1, 300)},\n  "lineage": "${r.uuid()}"\n}`,
  ],
  [
    "near-miss",
    "cloudwatch-log-stream",
    (r) => `Log stream: 2026/11/26/[$LATEST]${r.hex(32)}\nLog group: /aws/lambda/api-prod`,
  ],
  [
    "near-miss",
    "jira-linear-keys",
    (r) =>
      `Fixes ENG-${r.int(100, 9999)}, relates to PLAT-${r.int(100, 999)}; see PR #${r.int(100, 9999)} and ${r.hex(7)}`,
  ],
];
