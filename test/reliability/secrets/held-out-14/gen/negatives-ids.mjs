// Negatives, part 1: the ids and hashes a coding session is full of, under many labels and in many
// positions (git, CI, HTTP, logs, lockfiles, containers, cloud consoles, APIs' public object ids).
// Every value is random generator output; none is a credential.
import { ALNUM, B64, B64URL, CROCKFORD, HEX, LOWER_DIGITS, UPPER_DIGITS } from "./prng.mjs";

const sha = (r) => r.str(HEX, 40);
const ulid = (r) => `01J${r.str(CROCKFORD, 23)}`;
const nixHash = (r) => r.str("0123456789abcdfghijklmnpqrsvwxyz", 32);

export const NEG_IDS = [
  [
    "git-log",
    "transcript",
    (r) =>
      `commit ${sha(r)}\nAuthor: Dana Ruiz <dana@acme.dev>\nDate:   Thu Nov 26 17:02:11 2026 +0100\n\n    fix(api): retry on 503`,
  ],
  [
    "git-log-oneline",
    "transcript",
    (r) =>
      `${r.str(HEX, 7)} (HEAD -> main) add retries\n${r.str(HEX, 7)} bump deps\n${r.str(HEX, 7)} Merge pull request #${r.int(100, 999)} from acme/fix`,
  ],
  [
    "rebase-todo",
    "transcript",
    (r) =>
      `pick ${r.str(HEX, 7)} feat: add export\nsquash ${r.str(HEX, 7)} fixup tests\ndrop ${r.str(HEX, 7)} wip`,
  ],
  ["git-show-merge", "transcript", (r) => `commit ${sha(r)}\nMerge: ${r.str(HEX, 7)} ${r.str(HEX, 7)}`],
  [
    "git-reset",
    "transcript",
    (r) => `HEAD is now at ${r.str(HEX, 7)} chore: release v${r.int(1, 4)}.${r.int(0, 20)}.${r.int(0, 9)}`,
  ],
  ["git-rev-parse", "shell", (r) => `$ git rev-parse HEAD\n${sha(r)}`],
  [
    "ci-checkout",
    "transcript",
    (r) =>
      `Run actions/checkout@v4\nSyncing repository: acme/api\n/usr/bin/git checkout --progress --force -B main refs/remotes/origin/main\nHEAD is now at ${r.str(HEX, 7)}\n::notice::Checked out ${sha(r)}`,
  ],
  ["actions-pinned-sha", "config", (r) => `      - uses: actions/setup-node@${sha(r)} # v4.1.0`],
  [
    "github-commit-url",
    "url",
    (r) =>
      `See https://github.com/acme/api/commit/${sha(r)} and https://github.com/acme/api/pull/${r.int(100, 4000)}/commits/${sha(r)}`,
  ],
  [
    "go-version-m",
    "transcript",
    (r) =>
      `\tbuild\tvcs.revision=${sha(r)}\n\tbuild\tvcs.time=2026-11-20T10:11:12Z\n\tbuild\tvcs.modified=false`,
  ],
  [
    "request-id-header",
    "transcript",
    (r) => `< x-request-id: ${r.uuid()}\n< x-amzn-trace-id: Root=1-${r.str(HEX, 8)}-${r.str(HEX, 24)}`,
  ],
  ["traceparent", "transcript", (r) => `traceparent: 00-${r.str(HEX, 32)}-${r.str(HEX, 16)}-01`],
  [
    "log-trace-span",
    "transcript",
    (r) =>
      `{"level":"info","msg":"request done","trace_id":"${r.str(HEX, 32)}","span_id":"${r.str(HEX, 16)}","duration_ms":${r.int(3, 900)}}`,
  ],
  [
    "correlation-id",
    "transcript",
    (r) => `2026-11-27 10:00:01 INFO  [correlationId=${r.uuid()}] order ${r.int(10000, 99999)} shipped`,
  ],
  ["cf-ray", "transcript", (r) => `cf-ray: ${r.str(HEX, 16)}-FRA\ncf-cache-status: DYNAMIC`],
  [
    "github-request-id",
    "transcript",
    (r) =>
      `x-github-request-id: ${r.str("0123456789ABCDEF", 4)}:${r.str("0123456789ABCDEF", 5)}:${r.str("0123456789ABCDEF", 7)}:${r.str("0123456789ABCDEF", 7)}:${r.str("0123456789ABCDEF", 8)}`,
  ],
  [
    "sha256sum",
    "shell",
    (r) =>
      `$ sha256sum dist/*.tar.gz\n${r.str(HEX, 64)}  dist/acme-cli-linux-amd64.tar.gz\n${r.str(HEX, 64)}  dist/acme-cli-darwin-arm64.tar.gz`,
  ],
  [
    "sri-script",
    "code",
    (r) =>
      `<script src="https://cdn.jsdelivr.net/npm/htmx.org@2.0.3" integrity="sha384-${r.str(B64, 64)}" crossorigin="anonymous"></script>`,
  ],
  [
    "package-lock-integrity",
    "config",
    (r) =>
      `    "node_modules/ms": {\n      "version": "2.1.3",\n      "resolved": "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz",\n      "integrity": "sha512-${r.str(B64, 86)}=="\n    }`,
  ],
  ["pnpm-lock", "config", (r) => `  /debug@4.3.7:\n    resolution: {integrity: sha512-${r.str(B64, 86)}==}`],
  [
    "go-sum",
    "config",
    (r) =>
      `github.com/google/uuid v1.6.0 h1:${r.str(B64, 43)}=\ngithub.com/google/uuid v1.6.0/go.mod h1:${r.str(B64, 43)}=`,
  ],
  [
    "cargo-lock",
    "config",
    (r) =>
      `[[package]]\nname = "serde"\nversion = "1.0.215"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${r.str(HEX, 64)}"`,
  ],
  ["pip-hash", "config", (r) => `requests==2.32.3 \\\n    --hash=sha256:${r.str(HEX, 64)}`],
  [
    "terraform-lock",
    "config",
    (r) => `  hashes = [\n    "h1:${r.str(B64, 43)}=",\n    "zh:${r.str(HEX, 64)}",\n  ]`,
  ],
  [
    "flake-lock",
    "config",
    (r) =>
      `"locked": {\n  "lastModified": 1732000000,\n  "narHash": "sha256-${r.str(B64, 43)}=",\n  "rev": "${sha(r)}",\n  "type": "github"\n}`,
  ],
  ["image-digest", "config", (r) => `    image: ghcr.io/acme/api@sha256:${r.str(HEX, 64)}`],
  [
    "docker-pull",
    "transcript",
    (r) =>
      `latest: Pulling from library/postgres\nDigest: sha256:${r.str(HEX, 64)}\nStatus: Downloaded newer image for postgres:16`,
  ],
  [
    "docker-ps",
    "transcript",
    (r) =>
      `CONTAINER ID   IMAGE          COMMAND                  STATUS\n${r.str(HEX, 12)}   postgres:16    "docker-entrypoint.s…"   Up 3 hours\n${r.str(HEX, 12)}   redis:7        "redis-server"           Up 3 hours`,
  ],
  [
    "docker-build",
    "transcript",
    (r) => ` => => writing image sha256:${r.str(HEX, 64)}\n => => naming to docker.io/acme/api:dev`,
  ],
  ["nix-store-path", "transcript", (r) => `/nix/store/${nixHash(r)}-nodejs-20.11.1/bin/node`],
  [
    "git-object-path",
    "transcript",
    (r) => {
      const h = sha(r);
      return `error: object file .git/objects/${h.slice(0, 2)}/${h.slice(2)} is empty`;
    },
  ],
  ["ipfs-cid", "url", (r) => `https://ipfs.io/ipfs/bafybei${r.str("abcdefghijklmnopqrstuvwxyz234567", 52)}`],
  ["uuid-in-path", "url", (r) => `GET /api/v2/projects/${r.uuid()}/members/${r.uuid()} 200 14ms`],
  ["ulid", "code", (r) => `const orderId = "${ulid(r)}";`],
  ["ksuid", "transcript", (r) => `event_id=${r.str(ALNUM, 27)} type=invoice.paid`],
  ["snowflake", "transcript", (r) => `<@${r.digits(18)}> joined channel ${r.digits(19)}`],
  ["nanoid", "code", (r) => `expect(link.slug).toBe("${r.str(B64URL, 21)}");`],
  [
    "mongo-objectid",
    "transcript",
    (r) => `{ _id: ObjectId('${r.str(HEX, 24)}'), name: 'Ana', team: ObjectId('${r.str(HEX, 24)}') }`,
  ],
  [
    "db-primary-keys",
    "transcript",
    (r) =>
      `  id   | user_id | status\n------+---------+--------\n ${r.int(1000, 9999)} |  ${r.int(100, 999)}    | paid\n ${r.int(1000, 9999)} |  ${r.int(100, 999)}    | open`,
  ],
  [
    "cursor-base64",
    "transcript",
    (r) =>
      `{"data":[...],"has_more":true,"next_cursor":"${Buffer.from(`user:U0${r.str(UPPER_DIGITS, 9)}`).toString("base64")}"}`,
  ],
  [
    "graphql-cursor",
    "transcript",
    (r) =>
      `"pageInfo": { "endCursor": "${Buffer.from(`cursor:v2:${r.int(1e5, 9e5)}`).toString("base64")}", "hasNextPage": true }`,
  ],
  ["idempotency-key", "transcript", (r) => `Idempotency-Key: ${r.uuid()}`],
  ["cache-key", "transcript", (r) => `Cache restored from key: node-modules-Linux-x64-${r.str(HEX, 64)}`],
  [
    "etag",
    "transcript",
    (r) => `< etag: W/"${r.str(HEX, 40)}"\n< last-modified: Tue, 24 Nov 2026 08:00:00 GMT`,
  ],
  [
    "run-ids",
    "transcript",
    (r) =>
      `Run ID: ${r.digits(11)}  Job ID: ${r.digits(11)}  Attempt: 1\nhttps://github.com/acme/api/actions/runs/${r.digits(11)}/job/${r.digits(11)}`,
  ],
  ["build-number", "transcript", (r) => `Build #${r.int(1000, 9999)} (${r.uuid()}) finished: SUCCESS`],
  [
    "aws-resource-ids",
    "transcript",
    (r) => `i-0${r.str(HEX, 16)}  sg-0${r.str(HEX, 16)}  vpc-0${r.str(HEX, 16)}  ami-0${r.str(HEX, 16)}`,
  ],
  [
    "aws-arn",
    "config",
    (r) =>
      `arn:aws:iam::${r.digits(12)}:role/ci-deployer\narn:aws:lambda:eu-west-1:${r.digits(12)}:function:thumbnailer`,
  ],
  [
    "lambda-request-id",
    "transcript",
    (r) =>
      `START RequestId: ${r.uuid()} Version: $LATEST\nEND RequestId: ${r.uuid()}\nREPORT RequestId: ${r.uuid()}  Duration: ${r.int(10, 999)}.12 ms`,
  ],
  [
    "azure-resource-id",
    "config",
    (r) => `/subscriptions/${r.uuid()}/resourceGroups/rg-prod/providers/Microsoft.Web/sites/acme-api`,
  ],
  [
    "azure-tenant-client-ids",
    "config",
    (r) => `AZURE_TENANT_ID=${r.uuid()}\nAZURE_CLIENT_ID=${r.uuid()}\nAZURE_SUBSCRIPTION_ID=${r.uuid()}`,
  ],
  [
    "stripe-object-ids",
    "transcript",
    (r) =>
      `{"id":"pi_${r.str(ALNUM, 24)}","customer":"cus_${r.str(ALNUM, 14)}","latest_charge":"ch_${r.str(ALNUM, 24)}"}`,
  ],
  [
    "stripe-request-id",
    "transcript",
    (r) => `Request req_${r.str(ALNUM, 14)}: No such customer: 'cus_${r.str(ALNUM, 14)}'`,
  ],
  [
    "openai-object-ids",
    "transcript",
    (r) =>
      `{"id":"chatcmpl-${r.str(ALNUM, 29)}","object":"chat.completion","system_fingerprint":"fp_${r.str(HEX, 10)}"}`,
  ],
  [
    "anthropic-ids",
    "transcript",
    (r) =>
      `{"id":"msg_01${r.str(ALNUM, 22)}","type":"message","content":[{"type":"tool_use","id":"toolu_01${r.str(ALNUM, 22)}","name":"Bash"}]}`,
  ],
  ["anthropic-request-id", "transcript", (r) => `request-id: req_011C${r.str(ALNUM, 20)}`],
  [
    "github-node-ids",
    "transcript",
    (r) => `{"node_id":"PR_kwDO${r.str(B64URL, 20)}","head":{"sha":"${sha(r)}"}}`,
  ],
  [
    "slack-ids",
    "transcript",
    (r) =>
      `{"channel":"C0${r.str(UPPER_DIGITS, 9)}","user":"U0${r.str(UPPER_DIGITS, 9)}","ts":"${r.digits(10)}.${r.str("0123456789", 6)}"}`,
  ],
  [
    "session-transcript-ids",
    "transcript",
    (r) =>
      `{"parentUuid":"${r.uuid()}","sessionId":"${r.uuid()}","uuid":"${r.uuid()}","requestId":"req_011C${r.str(ALNUM, 20)}"}`,
  ],
  [
    "sentry-event-id",
    "transcript",
    (r) => `Sentry captured event ${r.str(HEX, 32)} (issue ACME-API-${r.str(UPPER_DIGITS, 3)})`,
  ],
  [
    "k8s-uid",
    "transcript",
    (r) =>
      `metadata:\n  name: web-${r.str(LOWER_DIGITS, 10)}-${r.str(LOWER_DIGITS, 5)}\n  uid: ${r.uuid()}\n  resourceVersion: "${r.int(100000, 9999999)}"`,
  ],
  [
    "k8s-pods",
    "transcript",
    (r) =>
      `NAME                         READY   STATUS    RESTARTS\nweb-7d9f8b6c5d-${r.str(LOWER_DIGITS, 5)}     1/1     Running   0\nworker-${r.str(LOWER_DIGITS, 10)}-${r.str(LOWER_DIGITS, 5)}  1/1  Running  2`,
  ],
  [
    "hashed-asset-names",
    "transcript",
    (r) =>
      `dist/assets/index-${r.str(B64URL.replace(/[-_]/g, ""), 8)}.js   142.31 kB │ gzip: 45.02 kB\ndist/assets/vendor.${r.str(HEX, 8)}.css`,
  ],
  [
    "pycache-and-wheel",
    "transcript",
    (r) =>
      `Created wheel for acme: filename=acme-0.3.0-py3-none-any.whl size=18211 sha256=${r.str(HEX, 64)}\n  Stored in directory: /root/.cache/pip/wheels/${r.str(HEX, 2)}/${r.str(HEX, 2)}/${r.str(HEX, 60)}`,
  ],
  [
    "gpg-fingerprint",
    "transcript",
    (r) =>
      `pub   ed25519 2025-03-01 [SC]\n      ${r.str("0123456789ABCDEF", 40)}\nuid           [ultimate] Dana Ruiz <dana@acme.dev>`,
  ],
  [
    "ssh-fingerprint",
    "transcript",
    (r) => `ED25519 key fingerprint is SHA256:${r.str(B64, 43)}.\nThis key is not known by any other names.`,
  ],
  [
    "google-doc-url",
    "url",
    (r) =>
      `https://docs.google.com/document/d/1${r.str(B64URL, 43)}/edit#heading=h.${r.str(LOWER_DIGITS, 12)}`,
  ],
  [
    "figma-notion-urls",
    "url",
    (r) =>
      `https://www.figma.com/design/${r.str(ALNUM, 22)}/Checkout?node-id=12-${r.int(100, 999)} and https://www.notion.so/acme/Roadmap-${r.str(HEX, 32)}`,
  ],
  ["youtube-like-id", "url", (r) => `https://www.youtube.com/watch?v=${r.str(B64URL, 11)}&t=42s`],
  [
    "datadog-trace-url",
    "url",
    (r) => `https://app.datadoghq.eu/apm/trace/${r.digits(19)}?spanID=${r.digits(19)}`,
  ],
  ["unsigned-s3-url", "url", (r) => `https://acme-public-assets.s3.amazonaws.com/img/${r.str(HEX, 32)}.png`],
  [
    "jupyter-cell-ids",
    "code",
    (r) =>
      `{"cell_type":"markdown","id":"${r.str(HEX, 8)}","metadata":{},"source":["## Results"]},{"cell_type":"code","execution_count":7,"id":"${r.str(HEX, 8)}-${r.str(HEX, 4)}"}`,
  ],
  [
    "uuid-labelled-key",
    "config",
    (r) => `{"key": "${r.uuid()}", "label": "onboarding-banner", "enabled": true}`,
  ],
  [
    "primary-key-config",
    "code",
    (r) => `@Entity()\nexport class Order {\n  @PrimaryColumn({ default: "${ulid(r)}" }) id: string;\n}`,
  ],
  [
    "table-of-ids",
    "transcript",
    (r) =>
      `┌────────┬──────────────────────────────────────┐\n│ job    │ id                                   │\n├────────┼──────────────────────────────────────┤\n│ build  │ ${r.uuid()} │\n│ deploy │ ${r.uuid()} │\n└────────┴──────────────────────────────────────┘`,
  ],
];
