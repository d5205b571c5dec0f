// Negatives, part 1: ids and hashes under every kind of label and position (git, CI, lockfiles,
// containers, HTTP headers, API responses, logs, transcripts). None is a credential.

import { SHAPES as S } from "./neg-shapes.mjs";
import { bashToolUseLine, toolResultLine } from "./places.mjs";
import { b64of } from "./prng.mjs";

const n = (kind, context, count, fn) => ({ kind, context, count, fn });
const MSGS = [
  "fix: retry on 429",
  "refactor store layer",
  "add ulid ids",
  "bump deps",
  "docs: token rotation guide",
  "feat: api key scopes UI",
  "chore: rotate CI cache key",
  "test: fake secrets fixture",
];

export const NEG_IDS = [
  n(
    "commit-sha",
    "git-log",
    6,
    (r) =>
      `$ git log -3\ncommit ${S.sha1(r)} (HEAD -> main, origin/main)\nAuthor: Dana Ortiz <dana@acme.io>\nDate:   Thu Nov 26 17:${r.int(10, 59)}:02 2026 +0100\n\n    ${r.pick(MSGS)}\n\ncommit ${S.sha1(r)}\nMerge: ${S.shortSha(r)} ${S.shortSha(r)}\nAuthor: Lee Park <lee@acme.io>\n\n    Merge pull request #${r.int(100, 999)} from acme/${r.pick(["feat/keys", "fix/token-refresh", "secret-scan"])}\n`,
  ),
  n(
    "commit-sha",
    "git-log-oneline",
    5,
    (r) =>
      `$ git log --oneline -5\n${Array.from({ length: 5 }, () => `${S.shortSha(r).slice(0, 7)} ${r.pick(MSGS)}`).join("\n")}\n`,
  ),
  n(
    "commit-sha",
    "rebase-todo",
    3,
    (r) =>
      `pick ${S.shortSha(r).slice(0, 7)} ${r.pick(MSGS)}\nfixup ${S.shortSha(r).slice(0, 7)} ${r.pick(MSGS)}\nreword ${S.shortSha(r).slice(0, 7)} ${r.pick(MSGS)}\n\n# Rebase ${S.shortSha(r).slice(0, 7)}..${S.shortSha(r).slice(0, 7)} onto ${S.shortSha(r).slice(0, 7)} (3 commands)\n`,
  ),
  n(
    "commit-sha",
    "git-show",
    3,
    (r) =>
      `$ git show --stat HEAD\ncommit ${S.sha1(r)}\nAuthor: Sam <sam@acme.io>\n\n    ${r.pick(MSGS)}\n\n src/auth/token-store.ts | 14 +++++++-------\n 1 file changed, 7 insertions(+), 7 deletions(-)\n`,
  ),
  n(
    "commit-sha",
    "git-diff-index",
    3,
    (r) =>
      `diff --git a/src/keys.ts b/src/keys.ts\nindex ${S.shortSha(r).slice(0, 7)}..${S.shortSha(r).slice(0, 7)} 100644\n--- a/src/keys.ts\n+++ b/src/keys.ts\n@@ -4,7 +4,7 @@\n-export const KEY_PREFIX = "cache:v1:";\n+export const KEY_PREFIX = "cache:v2:";\n`,
  ),
  n(
    "commit-sha",
    "ci-log",
    4,
    (r) =>
      `Run actions/checkout@v4\nSyncing repository: acme/api\n/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --no-recurse-submodules --depth=1 origin +${S.sha1(r)}:refs/remotes/pull/${r.int(10, 999)}/merge\nHEAD is now at ${S.shortSha(r).slice(0, 7)} Merge ${S.sha1(r)} into ${S.sha1(r)}\n`,
  ),
  n(
    "commit-sha",
    "git-reflog",
    2,
    (r) =>
      `$ git reflog -3\n${S.shortSha(r).slice(0, 7)} HEAD@{0}: commit: ${r.pick(MSGS)}\n${S.shortSha(r).slice(0, 7)} HEAD@{1}: checkout: moving from main to fix/keys\n${S.shortSha(r).slice(0, 7)} HEAD@{2}: pull: Fast-forward\n`,
  ),
  n(
    "commit-sha",
    "git-rev-parse",
    2,
    (r) => `$ git rev-parse HEAD origin/main\n${S.sha1(r)}\n${S.sha1(r)}\n`,
  ),
  n(
    "pinned-action",
    "github-actions",
    3,
    (r) =>
      `    steps:\n      - uses: actions/checkout@${S.sha1(r)} # v4.2.2\n      - uses: actions/setup-node@${S.sha1(r)} # v4.1.0\n        with:\n          node-version: 22\n          cache: npm\n`,
  ),
  n(
    "lockfile-integrity",
    "package-lock",
    5,
    (r) =>
      `    "node_modules/${r.pick(["jsonwebtoken", "keytar", "dotenv", "ms", "semver"])}": {\n      "version": "${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 9)}",\n      "resolved": "https://registry.npmjs.org/x/-/x-1.0.0.tgz",\n      "integrity": "${S.sri512(r)}",\n      "license": "MIT"\n    },\n`,
  ),
  n(
    "lockfile-integrity",
    "yarn-lock",
    2,
    (r) =>
      `"secret-handshake@^1.1.0":\n  version "1.1.20"\n  resolved "https://registry.yarnpkg.com/secret-handshake/-/secret-handshake-1.1.20.tgz#${S.sha1(r)}"\n  integrity ${S.sri512(r)}\n`,
  ),
  n(
    "lockfile-integrity",
    "pnpm-lock",
    2,
    (r) =>
      `  /token-types@5.0.1:\n    resolution: {integrity: ${S.sri512(r)}}\n    engines: {node: '>=14.16'}\n`,
  ),
  n(
    "lockfile-integrity",
    "go-sum",
    3,
    (r) =>
      `github.com/golang-jwt/jwt/v5 v5.2.${r.int(0, 3)} ${S.goSum(r)}\ngithub.com/golang-jwt/jwt/v5 v5.2.${r.int(0, 3)}/go.mod ${S.goSum(r)}\n`,
  ),
  n(
    "lockfile-integrity",
    "cargo-lock",
    2,
    (r) =>
      `[[package]]\nname = "ring"\nversion = "0.17.8"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${S.sha256(r)}"\n`,
  ),
  n(
    "lockfile-integrity",
    "pip-hashes",
    3,
    (r) =>
      `cryptography==43.0.${r.int(0, 3)} \\\n    --hash=sha256:${S.sha256(r)} \\\n    --hash=sha256:${S.sha256(r)}\n`,
  ),
  n(
    "lockfile-integrity",
    "terraform-lock",
    2,
    (r) =>
      `provider "registry.terraform.io/hashicorp/aws" {\n  version     = "5.80.0"\n  hashes = [\n    "h1:${r.b64(43)}=",\n    "zh:${S.sha256(r)}",\n  ]\n}\n`,
  ),
  n(
    "lockfile-integrity",
    "flake-lock",
    2,
    (r) =>
      `"nixpkgs": {\n  "locked": {\n    "lastModified": 17${r.digits(8)},\n    "narHash": "sha256-${r.b64(43)}=",\n    "rev": "${S.sha1(r)}",\n    "type": "github"\n  }\n}`,
  ),
  n(
    "checksum",
    "sha256sum",
    4,
    (r) =>
      `$ sha256sum dist/*.tar.gz\n${S.sha256(r)}  dist/cairn-0.${r.int(1, 9)}.0-linux-x64.tar.gz\n${S.sha256(r)}  dist/cairn-0.${r.int(1, 9)}.0-darwin-arm64.tar.gz\n`,
  ),
  n(
    "checksum",
    "md5sum",
    2,
    (r) => `$ md5sum fixtures/*.json\n${S.md5(r)}  fixtures/users.json\n${S.md5(r)}  fixtures/tokens.json\n`,
  ),
  n(
    "sri-hash",
    "html",
    3,
    (r) =>
      `<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" integrity="${S.sri384(r)}" crossorigin="anonymous"></script>`,
  ),
  n(
    "image-digest",
    "docker-pull",
    4,
    (r) =>
      `$ docker pull node:22-alpine\n22-alpine: Pulling from library/node\n${S.dockerId(r)}: Pull complete\nDigest: ${S.digest(r)}\nStatus: Downloaded newer image for node:22-alpine\n`,
  ),
  n("image-digest", "dockerfile", 3, (r) => `FROM python:3.12-slim@${S.digest(r)} AS base\nWORKDIR /app\n`),
  n(
    "image-digest",
    "docker-images",
    3,
    (r) =>
      `$ docker images\nREPOSITORY      TAG       IMAGE ID       CREATED        SIZE\nacme/api        latest    ${S.dockerId(r)}   2 hours ago    212MB\npostgres        16        ${S.dockerId(r)}   3 weeks ago    451MB\n`,
  ),
  n(
    "image-digest",
    "kubectl-pod",
    3,
    (r) =>
      `  containerStatuses:\n  - containerID: containerd://${S.sha256(r)}\n    image: ghcr.io/acme/api:1.14.2\n    imageID: ghcr.io/acme/api@${S.digest(r)}\n    name: api\n    ready: true\n  uid: ${S.uuid(r)}\n`,
  ),
  n(
    "content-address",
    "nix-store",
    2,
    (r) =>
      `/nix/store/${S.nix(r)}-nodejs-22.11.0/bin/node\n/nix/store/${S.nix(r)}-openssl-3.3.2/lib/libssl.so.3`,
  ),
  n(
    "content-address",
    "git-lfs",
    2,
    (r) =>
      `version https://git-lfs.github.com/spec/v1\noid sha256:${S.sha256(r)}\nsize ${r.int(10000, 9000000)}\n`,
  ),
  n(
    "content-address",
    "cache-path",
    2,
    (r) =>
      `Restored cache from key: node-cache-Linux-x64-npm-${S.sha256(r)}\nCache Size: ~${r.int(20, 400)} MB`,
  ),
  n(
    "request-id",
    "http-headers",
    5,
    (r) =>
      `< HTTP/2 200\n< content-type: application/json\n< x-request-id: ${S.uuid(r)}\n< traceparent: ${S.traceparent(r)}\n< cf-ray: ${S.cfRay(r)}\n< etag: ${S.etag(r)}\n`,
  ),
  n(
    "request-id",
    "aws-headers",
    3,
    (r) =>
      `x-amz-request-id: ${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 16)}\nx-amz-id-2: ${S.amzId2(r)}\nX-Amzn-Trace-Id: ${S.amznTrace(r)}\n`,
  ),
  n(
    "request-id",
    "anthropic-error",
    4,
    (r) =>
      `Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"${S.reqId(r)}"}`,
  ),
  n(
    "request-id",
    "log-logfmt",
    5,
    (r) =>
      `ts=2026-11-27T09:${r.int(10, 59)}:11Z level=info msg="request done" request_id=${S.uuid(r)} trace_id=${S.traceId(r)} span_id=${S.spanId(r)} status=200 dur=${r.int(3, 900)}ms`,
  ),
  n(
    "request-id",
    "log-json",
    4,
    (r) =>
      `{"level":30,"time":17${r.digits(11)},"reqId":"req-${r.int(1, 9999)}","correlationId":"${S.uuid7(r)}","msg":"request completed","responseTime":${r.int(1, 400)}}`,
  ),
  n(
    "request-id",
    "github-headers",
    2,
    (r) =>
      `X-GitHub-Request-Id: ${r.str("0123456789ABCDEF", 4)}:${r.str("0123456789ABCDEF", 5)}:${r.str("0123456789ABCDEF", 7)}:${r.str("0123456789ABCDEF", 7)}:${r.str("0123456789ABCDEF", 8)}\nX-RateLimit-Remaining: 4987\n`,
  ),
  n("transcript-ids", "transcript-line", 8, (r) =>
    JSON.stringify({
      parentUuid: S.uuid(r),
      isSidechain: false,
      userType: "external",
      cwd: "/home/dev/api",
      sessionId: S.uuid(r),
      version: "2.0.14",
      type: "assistant",
      message: {
        id: S.msgId(r),
        type: "message",
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [{ type: "text", text: "Tests pass now." }],
        usage: {
          input_tokens: r.int(10, 900),
          output_tokens: r.int(10, 900),
          cache_read_input_tokens: r.int(1000, 90000),
        },
      },
      requestId: S.reqId(r),
      uuid: S.uuid(r),
    }),
  ),
  n("transcript-ids", "transcript-tool-result", 6, (r) =>
    toolResultLine(
      r,
      `$ git log --format='%H %s' -2\n${S.sha1(r)} ${r.pick(MSGS)}\n${S.sha1(r)} ${r.pick(MSGS)}\n`,
    ),
  ),
  n("transcript-ids", "transcript-bash-command", 4, (r) =>
    bashToolUseLine(
      r,
      `gh run view ${r.int(1000000000, 9999999999)} --job ${r.int(10000000000, 99999999999)} --log-failed`,
      "Show the failing job's log",
    ),
  ),
  n(
    "api-object-id",
    "stripe-response",
    4,
    (r) =>
      `{\n  "id": "${S.stripeObj(r)}",\n  "object": "payment_intent",\n  "amount": ${r.int(100, 99999)},\n  "customer": "cus_${r.alnum(14)}",\n  "latest_charge": "ch_3${r.alnum(23)}",\n  "client_secret_present": false\n}`,
  ),
  n(
    "api-object-id",
    "openai-response",
    3,
    (r) =>
      `{"id":"${S.chatcmpl(r)}","object":"chat.completion","created":17${r.digits(8)},"model":"gpt-4o-2024-08-06","system_fingerprint":"fp_${r.hex(10)}","usage":{"prompt_tokens":${r.int(10, 900)},"completion_tokens":${r.int(10, 900)}}}`,
  ),
  n(
    "api-object-id",
    "github-graphql",
    3,
    (r) =>
      `{"data":{"repository":{"pullRequest":{"id":"${S.ghNode(r)}","number":${r.int(10, 999)},"headRefOid":"${S.sha1(r)}"}}}}`,
  ),
  n(
    "api-object-id",
    "slack-api",
    3,
    (r) =>
      `{"ok":true,"channel":"C0${r.str("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9)}","ts":"${S.slackTs(r)}","message":{"user":"U0${r.str("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9)}","client_msg_id":"${S.uuid(r)}","team":"T0${r.str("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8)}"}}`,
  ),
  n(
    "api-object-id",
    "mongo-shell",
    4,
    (r) =>
      `test> db.users.findOne()\n{\n  _id: ObjectId('${S.objectid(r)}'),\n  email: 'ada@example.com',\n  orgId: ObjectId('${S.objectid(r)}'),\n  apiKeyId: '${S.ulid(r)}'\n}`,
  ),
  n(
    "api-object-id",
    "discord-ids",
    2,
    (r) => `guild_id=${S.snowflake(r)} channel_id=${S.snowflake(r)} message_id=${S.snowflake(r)}`,
  ),
  n(
    "primary-key",
    "sql-result",
    4,
    (r) =>
      ` id      | user_id                              | created_at\n---------+--------------------------------------+------------------------\n ${r.int(1000, 99999)} | ${S.uuid(r)} | 2026-11-2${r.int(0, 6)} 10:22:01+00\n ${r.int(1000, 99999)} | ${S.uuid(r)} | 2026-11-2${r.int(0, 6)} 10:23:44+00\n(2 rows)`,
  ),
  n(
    "primary-key",
    "orm-log",
    3,
    (r) =>
      `prisma:query SELECT "public"."Session"."id", "public"."Session"."userId" FROM "public"."Session" WHERE "public"."Session"."id" = $1 -- params: ["${S.ksuid(r)}"]`,
  ),
  n(
    "cursor",
    "api-pagination",
    5,
    (r) => `{"data":[{"id":"${S.uuid(r)}"}],"has_more":true,"next_cursor":"${S.cursor(r)}"}`,
  ),
  n(
    "cursor",
    "google-page-token",
    3,
    (r) => `{"files":[{"id":"1${r.b64url(32)}","name":"Q4 plan"}],"nextPageToken":"${S.pageToken(r)}"}`,
  ),
  n(
    "cursor",
    "graphql-endcursor",
    2,
    (r) => `"pageInfo": { "hasNextPage": true, "endCursor": "${b64of(`cursor:v2:${r.int(1, 9999)}`)}" }`,
  ),
  n(
    "idempotency-key",
    "http-request",
    4,
    (r) =>
      `POST /v1/charges HTTP/1.1\nHost: api.payments.example\nIdempotency-Key: ${S.idemKey(r)}\nContent-Type: application/json\n`,
  ),
  n(
    "cache-key",
    "ci-log",
    3,
    (r) =>
      `Cache not found for input keys: Linux-pnpm-store-${S.sha256(r)}, Linux-pnpm-store-\nRun pnpm install --frozen-lockfile`,
  ),
  n(
    "cache-key",
    "code-typescript",
    3,
    (r) =>
      `const cacheKey = \`user:\${userId}:prefs:${S.md5(r).slice(0, 8)}\`;\nawait redis.set(cacheKey, JSON.stringify(prefs), "EX", 300);`,
  ),
  n(
    "etag",
    "http-headers",
    3,
    (r) => `HTTP/1.1 304 Not Modified\nETag: "${S.sha1(r)}"\nCache-Control: max-age=0, must-revalidate\n`,
  ),
  n(
    "build-id",
    "ci-output",
    4,
    (r) =>
      `Build #${r.int(1000, 9999)} (run id ${r.int(10000000000, 19999999999)}, attempt 1)\nArtifact: build-${S.shortSha(r)}.zip (id ${r.int(1000000000, 9999999999)})\nhttps://github.com/acme/api/actions/runs/${r.int(10000000000, 19999999999)}/job/${r.int(30000000000, 39999999999)}`,
  ),
  n(
    "build-id",
    "vite-output",
    3,
    (r) =>
      `dist/index.html                   0.46 kB\ndist/assets/index-${S.buildHash(r)}.css   12.31 kB │ gzip: 3.02 kB\ndist/assets/index-${S.buildHash(r)}.js   182.77 kB │ gzip: 58.40 kB\n✓ built in 2.41s`,
  ),
  n("build-id", "next-build", 2, (r) => `$ cat .next/BUILD_ID\n${S.nanoid(r)}\n`),
  n(
    "uuid-ulid",
    "terraform-state",
    3,
    (r) =>
      `{\n  "version": 4,\n  "terraform_version": "1.9.8",\n  "serial": ${r.int(1, 400)},\n  "lineage": "${S.uuid(r)}",\n  "outputs": {}\n}`,
  ),
  n(
    "uuid-ulid",
    "k8s-metadata",
    3,
    (r) =>
      `metadata:\n  name: api-7c9d8f6b5-${r.str("bcdfghjklmnpqrstvwxz2456789", 5)}\n  uid: ${S.uuid(r)}\n  resourceVersion: "${r.int(100000, 9999999)}"\n  labels:\n    pod-template-hash: 7c9d8f6b5\n`,
  ),
  n("uuid-ulid", "ulid-log", 3, (r) => `[job ${S.ulid(r)}] started\n[job ${S.ulid(r)}] finished in 812ms`),
  n(
    "uuid-ulid",
    "csharp-guid",
    2,
    (r) =>
      `[assembly: Guid("${S.uuid(r)}")]\nProject("{${S.uuid(r).toUpperCase()}}") = "Api", "Api\\Api.csproj", "{${S.uuid(r).toUpperCase()}}"`,
  ),
  n(
    "uuid-ulid",
    "sentry-event",
    3,
    (r) => `Sentry captured event ${S.sentryEvent(r)} (release api@1.14.2, trace ${S.traceId(r)})`,
  ),
  n(
    "aws-resource",
    "aws-cli-output",
    4,
    (r) =>
      `{\n    "Instances": [\n        {\n            "InstanceId": "${S.ec2(r)}",\n            "ImageId": "${S.ec2(r)}",\n            "SubnetId": "${S.ec2(r)}",\n            "OwnerId": "${r.digits(12)}"\n        }\n    ]\n}`,
  ),
  n(
    "aws-resource",
    "arn",
    3,
    (r) =>
      `arn:aws:kms:eu-west-1:${r.digits(12)}:key/${S.uuid(r)}\narn:aws:iam::${r.digits(12)}:role/ci-deployer`,
  ),
  n(
    "public-chain",
    "web3-receipt",
    4,
    (r) =>
      `{\n  "transactionHash": "${S.txHash(r)}",\n  "blockHash": "${S.txHash(r)}",\n  "from": "${S.ethAddress(r)}",\n  "to": "${S.ethAddress(r)}",\n  "status": 1\n}`,
  ),
  n(
    "fingerprint",
    "ssh-keygen",
    3,
    (r) => `$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 ${S.sshFp(r)} dev@laptop (ED25519)`,
  ),
  n(
    "fingerprint",
    "gpg-list",
    2,
    (r) =>
      `$ gpg --list-keys --keyid-format long\npub   ed25519/${S.gpgKeyId(r)} 2025-03-14 [SC]\n      ${r.str("0123456789ABCDEF", 40)}\nuid                 [ultimate] Dana Ortiz <dana@acme.io>`,
  ),
  n("misc-id", "chrome-extension", 2, (r) => `chrome-extension://${S.chromeExt(r)}/popup.html`),
  n(
    "misc-id",
    "ip-mac",
    2,
    (r) =>
      `2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500\n    link/ether ${S.mac(r)} brd ff:ff:ff:ff:ff:ff\n    inet6 fe80::${r.hex(4)}:${r.hex(4)}:${r.hex(4)}:${r.hex(4)}/64 scope link`,
  ),
  n(
    "misc-id",
    "go-pseudo-version",
    2,
    (r) =>
      `require golang.org/x/crypto v0.0.0-2026${r.digits(10)}-${S.shortSha(r).padEnd(12, "0").slice(0, 12)}`,
  ),
];
