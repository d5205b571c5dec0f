// More negatives, weighted to the contexts the first two lists leave thin: commands, URLs, headers, logs.
import { createHash } from "node:crypto";
import { ALNUM_LOWER, DIGITS } from "./rng.mjs";
import { PROJECTS, stamp } from "./scene.mjs";

const sha = (r) => r.hex(40);
const PKGS = ["zod", "vitest", "undici", "pino", "fastify", "drizzle-orm", "esbuild", "commander"];
const WORDS = ["invoice", "receipt", "quarterly", "export", "backlog", "roadmap", "draft", "summary"];
const ver = (r) => `${r.int(0, 9)}.${r.int(0, 30)}.${r.int(0, 12)}`;

export const MORE_NEGATIVES = [
  [
    "shell-git-sha",
    8,
    (r) => [
      "shell",
      r.pick([
        `git rebase -i ${r.hex(10)}~1`,
        `git cherry-pick ${sha(r)}`,
        `git push origin fix/token-refresh-${r.hex(6)}`,
        `git show ${r.hex(12)}:src/auth/session.ts | head -40`,
        `git tag -s v${ver(r)} ${r.hex(7)} -m "release"`,
      ]),
    ],
  ],
  [
    "shell-docker-build",
    5,
    (r) => [
      "shell",
      `docker build -t ghcr.io/acme/${r.pick(PROJECTS)}:${r.hex(7)} --build-arg GIT_SHA=${sha(r)} --label org.opencontainers.image.revision=${sha(r)} .`,
    ],
  ],
  [
    "shell-npm-install",
    5,
    (r) => ["shell", `npm install ${r.pick(PKGS)}@${ver(r)} --save-exact && npm ls ${r.pick(PKGS)}`],
  ],
  [
    "shell-s3-copy",
    4,
    (r) => [
      "shell",
      `aws s3 cp s3://${r.pick(PROJECTS)}-exports/${r.uuid()}.parquet ./data/ --profile analytics`,
    ],
  ],
  [
    "shell-generate-secret",
    5,
    (r) => [
      "shell",
      r.pick([
        `openssl rand -hex 32 > .secrets/session_key && chmod 600 .secrets/session_key`,
        `head -c 32 /dev/urandom | base64 | gh secret set SESSION_KEY`,
        `python -c 'import secrets; print(secrets.token_urlsafe(32))' | pbcopy`,
        `ssh-keygen -lf ~/.ssh/id_ed25519.pub`,
        `wg genkey | tee /etc/wireguard/private.key | wg pubkey > /etc/wireguard/public.key`,
      ]),
    ],
  ],
  [
    "shell-env-non-secret",
    6,
    (r) => [
      "shell",
      r.pick([
        `export NODE_OPTIONS=--max-old-space-size=${r.pick([2048, 4096, 8192])}`,
        `export AWS_PROFILE=prod AWS_REGION=eu-west-${r.int(1, 3)}`,
        `export KUBECONFIG=~/.kube/${r.pick(PROJECTS)}.yaml`,
        `export GIT_COMMIT=${sha(r)}`,
        `export BUILD_ID=${r.uuid()}`,
        `export TOKENIZERS_PARALLELISM=false`,
      ]),
    ],
  ],
  [
    "shell-ssh-identity",
    4,
    (r) => [
      "shell",
      `ssh -i ~/.ssh/${r.pick(["id_ed25519", "deploy_key", "bastion.pem"])} -J bastion.${r.pick(PROJECTS)}.io deploy@10.0.${r.int(0, 9)}.${r.int(2, 250)}`,
    ],
  ],
  [
    "shell-terraform-import",
    4,
    (r) => [
      "shell",
      `terraform import aws_iam_role.ci arn:aws:iam::${r.str(DIGITS, 12)}:role/ci-${r.hex(6)}`,
    ],
  ],
  [
    "url-github-blob",
    6,
    (r) => [
      "url",
      `https://github.com/acme/${r.pick(PROJECTS)}/blob/${sha(r)}/src/auth/token-store.ts#L${r.int(10, 300)}-L${r.int(301, 400)}`,
    ],
  ],
  [
    "url-npm-tarball",
    4,
    (r) => ["url", `https://registry.npmjs.org/${r.pick(PKGS)}/-/${r.pick(PKGS)}-${ver(r)}.tgz`],
  ],
  [
    "url-observability",
    6,
    (r) => [
      "url",
      r.pick([
        `https://app.datadoghq.eu/logs?query=trace_id%3A${r.hex(32)}&from_ts=${r.digits(13)}`,
        `https://acme.sentry.io/issues/${r.digits(10)}/events/${r.hex(32)}/?project=${r.digits(7)}`,
        `https://grafana.${r.pick(PROJECTS)}.io/d/${r.b62(9)}/api-latency?orgId=1&from=now-6h`,
        `https://console.cloud.google.com/logs/query;query=trace%3D%22${r.hex(32)}%22?project=${r.pick(PROJECTS)}-prod`,
      ]),
    ],
  ],
  [
    "url-object-unsigned",
    4,
    (r) => [
      "url",
      `https://${r.pick(PROJECTS)}-public.s3.eu-west-1.amazonaws.com/exports/${r.uuid()}/${r.pick(WORDS)}.csv`,
    ],
  ],
  [
    "url-design-file",
    4,
    (r) => [
      "url",
      `https://www.figma.com/design/${r.b62(22)}/${r.pick(["Checkout-flow", "Design-system", "Onboarding"])}?node-id=${r.int(1, 999)}-${r.int(1, 9999)}`,
    ],
  ],
  [
    "url-public-gist",
    3,
    (r) => ["url", `https://gist.github.com/octo-${r.str(ALNUM_LOWER, 5)}/${r.hex(32)}`],
  ],
  [
    "url-ci-run",
    4,
    (r) => [
      "url",
      `https://github.com/acme/${r.pick(PROJECTS)}/actions/runs/${r.digits(11)}/job/${r.digits(11)}#step:${r.int(2, 9)}:${r.int(1, 200)}`,
    ],
  ],
  [
    "header-response-common",
    6,
    (r) => [
      "header",
      `HTTP/2 200\ncontent-type: application/json; charset=utf-8\nx-github-request-id: ${r.hex(4).toUpperCase()}:${r.hex(5).toUpperCase()}:${r.hex(7).toUpperCase()}:${r.hex(7).toUpperCase()}:${r.hex(8).toUpperCase()}\nx-ratelimit-remaining: ${r.int(0, 5000)}\nstrict-transport-security: max-age=31536000`,
    ],
  ],
  [
    "header-non-session-cookie",
    4,
    (r) => [
      "header",
      `Set-Cookie: ${r.pick(["theme=dark", "lang=de-DE", "cookie_consent=necessary,analytics", "sidebar_collapsed=true"])}; Path=/; Max-Age=${r.int(3600, 31536000)}; SameSite=Lax`,
    ],
  ],
  [
    "header-conditional",
    4,
    (r) => [
      "header",
      `If-None-Match: "${r.hex(32)}"\nIf-Modified-Since: Tue, 10 Mar 2026 08:12:44 GMT\nAccept-Encoding: gzip, br`,
    ],
  ],
  [
    "header-webhook-signature",
    4,
    (r) => [
      "header",
      `X-GitHub-Event: push\nX-GitHub-Delivery: ${r.uuid()}\nX-Hub-Signature-256: sha256=${r.hex(64)}\nUser-Agent: GitHub-Hookshot/${r.hex(7)}`,
    ],
  ],
  [
    "header-digest",
    3,
    (r) => [
      "header",
      `Content-Digest: sha-256=:${createHash("sha256").update(r.bytes(16)).digest("base64")}:\nContent-Length: ${r.int(100, 9000)}`,
    ],
  ],
  [
    "log-buildkit",
    5,
    (r) => [
      "log",
      `#${r.int(8, 20)} [build 4/7] RUN npm ci --omit=dev\n#${r.int(8, 20)} DONE ${r.int(5, 90)}.${r.int(0, 9)}s\n#${r.int(21, 30)} exporting layers\n#${r.int(21, 30)} writing image sha256:${r.hex(64)} done`,
    ],
  ],
  [
    "log-actions",
    5,
    (r) => [
      "log",
      `Download action repository 'actions/setup-node@v4' (SHA:${sha(r)})\nDownload action repository 'actions/cache@v4' (SHA:${sha(r)})\nComplete job name: test (${r.int(18, 22)}.x)`,
    ],
  ],
  [
    "log-postgres",
    4,
    (r) => [
      "log",
      `${stamp(r)} [${r.int(1000, 99999)}] LOG:  checkpoint complete: wrote ${r.int(10, 9000)} buffers; xid=${r.int(1e5, 9e8)} lsn=${r.hex(1).toUpperCase()}/${r.hex(8).toUpperCase()}`,
    ],
  ],
  [
    "log-java-stack",
    4,
    (r) => [
      "log",
      `java.lang.IllegalStateException: token cache not initialised\n\tat com.acme.auth.TokenCache.get(TokenCache.java:${r.int(20, 300)})\n\tat com.acme.auth.TokenCache$$Lambda$${r.int(100, 999)}/0x${r.hex(16)}.apply(Unknown Source)\n\tat java.base/java.util.concurrent.ConcurrentHashMap.computeIfAbsent(ConcurrentHashMap.java:1708)`,
    ],
  ],
  [
    "log-kafka-consumer",
    3,
    (r) => [
      "log",
      `${stamp(r)} INFO  [Consumer clientId=consumer-orders-${r.int(1, 9)}, groupId=orders] Member consumer-orders-${r.int(1, 9)}-${r.uuid()} sending LeaveGroup request`,
    ],
  ],
  [
    "json-github-commit",
    5,
    (r) => [
      "json",
      JSON.stringify({
        sha: sha(r),
        node_id: `C_kwDO${r.b64url(30)}`,
        commit: { message: "Refresh tokens before expiry", tree: { sha: sha(r) } },
        parents: [{ sha: sha(r) }],
      }),
    ],
  ],
  [
    "json-openapi-security",
    3,
    () => [
      "json",
      JSON.stringify({
        components: {
          securitySchemes: {
            bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
            apiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
          },
        },
      }),
    ],
  ],
  [
    "json-package",
    4,
    (r) => [
      "json",
      JSON.stringify(
        {
          name: `@acme/${r.pick(PROJECTS)}`,
          version: ver(r),
          dependencies: Object.fromEntries(
            r
              .shuffle(PKGS)
              .slice(0, 3)
              .map((p) => [p, `^${ver(r)}`]),
          ),
        },
        null,
        2,
      ),
    ],
  ],
  [
    "json-tf-plan-sensitive",
    3,
    (r) => [
      "json",
      JSON.stringify({
        address: "aws_db_instance.main",
        change: {
          actions: ["update"],
          after_sensitive: { password: true },
          after: { instance_class: "db.t4g.large", identifier: `${r.pick(PROJECTS)}-db` },
        },
      }),
    ],
  ],
  [
    "code-hash-test",
    5,
    (r) => {
      const w = r.pick(WORDS);
      return ["code", `expect(sha256("${w}")).toBe("${createHash("sha256").update(w).digest("hex")}");`];
    },
  ],
  [
    "code-token-regex",
    4,
    (r) => [
      "code",
      r.pick([
        `const GITHUB_TOKEN_RE = /\\bgh[pousr]_[A-Za-z0-9]{36}\\b/;`,
        `AWS_KEY = re.compile(r"\\b(AKIA|ASIA)[A-Z2-7]{16}\\b")`,
        `if (/^sk-[A-Za-z0-9_-]{20,}$/.test(input)) warn("looks like an API key");`,
        `pattern := regexp.MustCompile(\`xox[baprs]-[0-9A-Za-z-]+\`)`,
      ]),
    ],
  ],
  [
    "code-constants",
    4,
    (r) => [
      "code",
      r.pick([
        `NAMESPACE_URL = uuid.UUID("6ba7b811-9dad-11d1-80b4-00c04fd430c8")`,
        `const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";`,
        `private static final int TOKEN_TTL_SECONDS = ${r.int(300, 86400)};`,
        `const MAX_PASSWORD_LENGTH = ${r.int(64, 256)};`,
      ]),
    ],
  ],
  [
    "code-base64-vector",
    3,
    (r) => {
      const w = `${r.pick(WORDS)} ${r.pick(WORDS)}`;
      return ["code", `assert base64.b64encode(b"${w}") == b"${Buffer.from(w).toString("base64")}"`];
    },
  ],
  [
    "other-gitignore",
    3,
    () => [
      "other",
      `# secrets and local state\n.env\n.env.*\n!.env.example\n*.pem\n*.key\nsecrets/\n.terraform/`,
    ],
  ],
  [
    "other-dockerfile-label",
    3,
    (r) => [
      "other",
      `ARG GIT_SHA\nLABEL org.opencontainers.image.revision=$GIT_SHA\nLABEL org.opencontainers.image.version=${ver(r)}\nRUN --mount=type=secret,id=npm_token NPM_TOKEN=$(cat /run/secrets/npm_token) npm ci`,
    ],
  ],
  [
    "other-csv-ids",
    4,
    (r) => [
      "other",
      `order_id,customer_id,amount\n${Array.from({ length: 3 }, () => `${r.uuid()},cus_${r.b62(14)},${r.int(100, 99999)}`).join("\n")}`,
    ],
  ],
  [
    "other-crontab",
    2,
    (r) => [
      "other",
      `${r.int(0, 59)} ${r.int(0, 23)} * * * /usr/local/bin/rotate-keys --vault-path secret/data/${r.pick(PROJECTS)} >> /var/log/rotate.log 2>&1`,
    ],
  ],
  [
    "prose-ids",
    6,
    (r) => [
      "prose",
      r.pick([
        `The 500 came with request id ${r.uuid()}; can you find it in the logs?`,
        `Bisect says ${r.hex(12)} broke the login page, the parent ${r.hex(12)} is fine.`,
        `Image ghcr.io/acme/api@sha256:${r.hex(64)} is the one running in prod.`,
        `Pipeline ${r.digits(10)} failed at the token-refresh test again.`,
      ]),
    ],
  ],
];
