// More non-secrets: HTTP headers, URLs, CLI output and snippets where random-looking values are
// nonces, ids, digests, cursors or masked tokens.
import { ALNUM_LOWER, B64, BASE62, DIGITS, HEX } from "./random.mjs";

const n = (kind, context, text) => ({ family: "negative", kind, context, text });

export function moreNegativeCases(r) {
  const b64u = (s) => Buffer.from(s).toString("base64url");
  const T = [
    [
      "csp-nonce",
      "header",
      () => `Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-${r.str(B64, 22)}=='`,
    ],
    [
      "etag",
      "header",
      () => `HTTP/1.1 304 Not Modified\nETag: "${r.str(HEX, 40)}"\nCache-Control: max-age=0, must-revalidate`,
    ],
    [
      "request-id-header",
      "header",
      () =>
        `X-Request-Id: ${r.uuid()}\nX-GitHub-Request-Id: ${r.str(HEX, 4).toUpperCase()}:${r.str(HEX, 5).toUpperCase()}:${r.str(HEX, 7).toUpperCase()}:${r.str(HEX, 7).toUpperCase()}:${r.str(HEX, 8).toUpperCase()}`,
    ],
    [
      "websocket-key",
      "header",
      () =>
        `GET /chat HTTP/1.1\nUpgrade: websocket\nConnection: Upgrade\nSec-WebSocket-Key: ${r.str(B64, 22)}==\nSec-WebSocket-Version: 13`,
    ],
    ["content-digest", "header", () => `Content-Digest: sha-256=:${r.str(B64, 43)}=:`],
    ["cf-ray", "header", () => `cf-ray: ${r.str(HEX, 16)}-FRA\nx-amz-cf-id: ${r.mixed(`${BASE62}_-`, 54)}==`],
    ["auth-placeholder-header", "header", () => `Authorization: Bearer <token>`],
    ["auth-placeholder-header", "header", () => `Authorization: Bearer $ACCESS_TOKEN`],
    [
      "hsts",
      "header",
      () =>
        `Strict-Transport-Security: max-age=63072000; includeSubDomains; preload\nX-Content-Type-Options: nosniff`,
    ],
    ["youtube", "url", () => `https://www.youtube.com/watch?v=${r.mixed(`${BASE62}_-`, 11)}&t=42s`],
    [
      "cursor",
      "url",
      () =>
        `https://api.acme.io/v1/events?limit=100&cursor=${b64u(JSON.stringify({ id: r.int(1e5, 9e5), ts: 1767225600 + r.int(0, 1e6) }))}`,
    ],
    [
      "graphql-cursor",
      "json",
      () =>
        `{"pageInfo":{"endCursor":"${Buffer.from(`cursor:v2:${r.str(DIGITS, 6)}`).toString("base64")}","hasNextPage":true}}`,
    ],
    [
      "github-blob",
      "url",
      () => `https://github.com/acme/api/blob/${r.str(HEX, 40)}/src/auth/token.ts#L42-L57`,
    ],
    [
      "npm-tarball",
      "url",
      () => `https://registry.npmjs.org/@acme/sdk/-/sdk-4.${r.int(0, 9)}.${r.int(0, 9)}.tgz`,
    ],
    [
      "go-pseudo-version",
      "config",
      () => `require github.com/acme/lib v0.0.0-20260112093000-${r.str(HEX, 12)}`,
    ],
    [
      "utm",
      "url",
      () =>
        `https://acme.io/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring_${r.int(2025, 2026)}&utm_content=${r.str(ALNUM_LOWER, 8)}`,
    ],
    [
      "s3-public-object",
      "url",
      () =>
        `https://acme-public.s3.eu-west-1.amazonaws.com/releases/v2.${r.int(0, 9)}.0/app-${r.str(HEX, 8)}.zip`,
    ],
    [
      "dockerfile-digest",
      "other",
      () =>
        `FROM node:20-alpine@sha256:${r.str(HEX, 64)} AS build\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci`,
    ],
    [
      "makefile",
      "other",
      () =>
        `VERSION ?= $(shell git rev-parse --short HEAD)\nIMAGE := ghcr.io/acme/api:$(VERSION)\n\nbuild:\n\tdocker build -t $(IMAGE) .`,
    ],
    ["gitignore", "other", () => `.env\n.env.*\n!.env.example\n*.pem\n*.key\nsecrets/\nnode_modules/`],
    [
      "markdown-table",
      "other",
      () => `| version | sha256 |\n|---|---|\n| 1.${r.int(0, 9)}.0 | \`${r.str(HEX, 64)}\` |`,
    ],
    ["codeowners", "other", () => `/src/auth/ @acme/security\n/infra/secrets/ @acme/platform`],
    ["crontab", "other", () => `*/15 * * * * /usr/local/bin/rotate-logs.sh >> /var/log/rotate.log 2>&1`],
    [
      "ssh-keygen-output",
      "output",
      () =>
        `Your public key has been saved in /home/jdoe/.ssh/id_ed25519.pub\nThe key fingerprint is:\nSHA256:${r.str(B64, 43)} jdoe@laptop\nThe key's randomart image is:\n+--[ED25519 256]--+\n|      .o+=*B*o   |\n+----[SHA256]-----+`,
    ],
    [
      "docker-ps",
      "output",
      () =>
        `CONTAINER ID   IMAGE          COMMAND                  STATUS\n${r.str(HEX, 12)}   postgres:16    "docker-entrypoint.s…"   Up 2 hours\n${r.str(HEX, 12)}   redis:7        "docker-entrypoint.s…"   Up 2 hours`,
    ],
    [
      "docker-images",
      "output",
      () =>
        `REPOSITORY        TAG       IMAGE ID       CREATED       SIZE\nacme/api          latest    ${r.str(HEX, 12)}   3 hours ago   182MB`,
    ],
    [
      "kubectl-get-secrets",
      "output",
      () =>
        `NAME                  TYPE                                  DATA   AGE\napi-credentials       Opaque                                3      41d\nweb-tls               kubernetes.io/tls                     2      12d\ndefault-token-${r.str(ALNUM_LOWER, 5)}   kubernetes.io/service-account-token   3      300d`,
    ],
    [
      "terraform-sensitive",
      "output",
      () => `Outputs:\n\ndb_endpoint = "app.c9x2k.eu-west-1.rds.amazonaws.com"\ndb_password = <sensitive>`,
    ],
    [
      "gh-auth-status",
      "output",
      () =>
        `github.com\n  ✓ Logged in to github.com account jdoe (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'`,
    ],
    [
      "sts-caller-identity",
      "output",
      () =>
        `{\n    "UserId": "AIDA${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17)}",\n    "Account": "${r.str(DIGITS, 12)}",\n    "Arn": "arn:aws:iam::${r.str(DIGITS, 12)}:user/ci-bot"\n}`,
    ],
    [
      "vault-status",
      "output",
      () =>
        `Key             Value\n---             -----\nSeal Type       shamir\nInitialized     true\nSealed          false\nVersion         1.15.4\nCluster ID      ${r.uuid()}`,
    ],
    [
      "npm-ci",
      "output",
      () =>
        `added ${r.int(300, 1500)} packages, and audited ${r.int(300, 1500)} packages in ${r.int(5, 60)}s\n\n${r.int(50, 200)} packages are looking for funding\n  run \`npm fund\` for details\n\nfound 0 vulnerabilities`,
    ],
    [
      "ls-ssh",
      "output",
      () =>
        `$ ls -la ~/.ssh\n-rw-------  1 jdoe staff  411 Mar  3 10:12 id_ed25519\n-rw-r--r--  1 jdoe staff   98 Mar  3 10:12 id_ed25519.pub\n-rw-r--r--  1 jdoe staff 2786 Apr  1 09:40 known_hosts`,
    ],
    [
      "openssl-rand-cmd",
      "shell",
      () =>
        `SECRET=$(openssl rand -hex 32) && kubectl create secret generic app --from-literal=secret="$SECRET"`,
    ],
    ["git-log-format", "shell", () => `git log --format='%H %an %s' ${r.str(HEX, 7)}..${r.str(HEX, 7)}`],
    [
      "docker-build-log",
      "log",
      () =>
        `#7 [build 3/6] RUN npm ci\n#7 DONE 21.4s\n#12 writing image sha256:${r.str(HEX, 64)} done\n#12 naming to docker.io/acme/api:latest done`,
    ],
    [
      "pnpm-store",
      "log",
      () =>
        `Progress: resolved ${r.int(500, 1500)}, reused ${r.int(400, 1400)}, downloaded 0, added ${r.int(400, 1400)}, done\nnode_modules/.pnpm/esbuild@0.20.${r.int(0, 2)}/node_modules/esbuild: Running postinstall script, done in 312ms`,
    ],
    [
      "sha-test-vector",
      "code",
      () => `expect(sha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");`,
    ],
    [
      "digest-constant",
      "code",
      () => `const EXPECTED_SCHEMA_DIGEST = "${r.str(HEX, 64)}"; // updated by scripts/schema-digest.mjs`,
    ],
    [
      "base64-alphabet",
      "code",
      () => `const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";`,
    ],
    [
      "uuid-regex",
      "code",
      () => `const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;`,
    ],
    [
      "github-node-id",
      "json",
      () =>
        `{"login":"jdoe","id":${r.int(1e6, 9e7)},"node_id":"${Buffer.from(`04:User${r.int(1e6, 9e7)}`).toString("base64")}","type":"User","site_admin":false}`,
    ],
    [
      "npm-shasum",
      "json",
      () =>
        `{"dist":{"shasum":"${r.str(HEX, 40)}","tarball":"https://registry.npmjs.org/zod/-/zod-3.23.${r.int(0, 9)}.tgz","fileCount":${r.int(50, 300)}}}`,
    ],
    [
      "commit-api",
      "json",
      () =>
        `{"sha":"${r.str(HEX, 40)}","commit":{"message":"fix: refresh token before expiry","tree":{"sha":"${r.str(HEX, 40)}"}}}`,
    ],
    [
      "prose-prefix",
      "prose",
      () =>
        `Production keys start with sk_live_ and test keys with sk_test_; the dashboard shows only the last four characters.`,
    ],
    [
      "prose-generate",
      "prose",
      () =>
        `Generate the session secret with \`openssl rand -base64 32\` and put it in the vault, not in .env.`,
    ],
    [
      "prose-commit",
      "prose",
      () => `Fixed in ${r.str(HEX, 12)}: the token refresh no longer races the logout handler.`,
    ],
    [
      "semver-hash",
      "log",
      () =>
        `vite v5.2.${r.int(0, 9)} building for production...\n✓ ${r.int(100, 999)} modules transformed.\ndist/index.html  0.46 kB\ndist/assets/index-${r.mixed(`${BASE62}_-`, 8)}.css  8.12 kB`,
    ],
    [
      "pypi-wheel",
      "output",
      () =>
        `Downloading numpy-1.26.${r.int(0, 4)}-cp311-cp311-manylinux_2_17_x86_64.whl (18.2 MB)\nSuccessfully installed numpy-1.26.${r.int(0, 4)}`,
    ],
  ];
  const out = [];
  for (const [kind, context, make] of T) out.push(n(kind, context, make()));
  for (let i = 0; i < 40; i++) {
    const [kind, context, make] = T[r.int(0, T.length - 1)];
    out.push(n(kind, context, make()));
  }
  return out;
}
