// Negatives, part 1: the ids and hashes a coding session is full of — trace/request ids, commit SHAs in
// git and CI output, checksums, SRI and lockfile integrity, image digests, content-addressed paths,
// UUID/ULID/KSUID/snowflake/nanoid/ObjectId, cursors, idempotency and cache keys, ETags, build ids.
// None is a credential; each must come through redaction unchanged.

import { readView } from "./places.mjs";
import { ALNUM, B32, B58, B64, B64URL, b64, bytes, DIGITS, HEX, LOWER, UPPER, uuid } from "./rand.mjs";

const CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const sha = (r) => r.str(HEX, 40);
const short = (r) => r.str(HEX, r.pick([7, 8, 9, 12]));
const ulid = (r) => `01J${r.str(CROCK, 23)}`;
const ksuid = (r) => `2${r.str(ALNUM, 26)}`;
const nano = (r) => r.str(`${ALNUM}_-`, 21);
const oid = (r) => `6${r.str(HEX, 23)}`;
const sha256 = (r) => r.str(HEX, 64);
const msgs = [
  "fix flaky retry test",
  "bump deps",
  "Add export endpoint",
  "refactor: split parser",
  "docs: update README",
  "chore(ci): cache pnpm store",
  "feat(auth): rotate session keys on logout",
  'Revert "tune pool size"',
];

/** @type {Array<[string, string, (r: any) => string]>} kind, context, maker */
export const ID_NEGATIVES = [
  [
    "git-log-oneline",
    "command-output",
    (r) =>
      `$ git log --oneline -5\n${Array.from({ length: 5 }, () => `${short(r)} ${r.pick(msgs)}`).join("\n")}`,
  ],
  [
    "git-log-full",
    "command-output",
    (r) =>
      `commit ${sha(r)}\nMerge: ${short(r)} ${short(r)}\nAuthor: Dana Kim <dana@example.org>\nDate:   Wed Nov 25 18:02:11 2026 +0100\n\n    ${r.pick(msgs)}`,
  ],
  [
    "git-show-stat",
    "command-output",
    (r) =>
      `commit ${sha(r)} (HEAD -> main, origin/main)\n\n src/parser.ts | 12 +++++-----\n 1 file changed, 7 insertions(+), 5 deletions(-)`,
  ],
  [
    "rebase-todo",
    "file",
    (r) =>
      `pick ${short(r)} ${r.pick(msgs)}\nsquash ${short(r)} ${r.pick(msgs)}\nfixup ${short(r)} wip\n# Rebase ${short(r)}..${short(r)} onto ${short(r)} (3 commands)`,
  ],
  [
    "ci-checkout",
    "ci-log",
    (r) =>
      `Run actions/checkout@v4\nSyncing repository: acme/api\n/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --depth=1 origin +${sha(r)}:refs/remotes/pull/812/merge\nHEAD is now at ${short(r)} Merge ${sha(r)} into ${sha(r)}`,
  ],
  [
    "git-rev-parse",
    "bash-tool",
    (r) => JSON.stringify({ command: "git rev-parse HEAD", output: `${sha(r)}\n` }),
  ],
  [
    "git-blame",
    "command-output",
    (r) =>
      `${short(r)} (Dana Kim 2026-10-02 14:11:09 +0200  41)   const retries = opts.retries ?? 3;\n${short(r)} (Lee Park 2026-11-20 09:40:51 +0100  42)   return withBackoff(fn, retries);`,
  ],
  [
    "github-actions-pin",
    "github-actions",
    (r) =>
      `      - uses: actions/checkout@${sha(r)} # v4.2.2\n      - uses: actions/setup-node@${sha(r)} # v4.1.0`,
  ],
  [
    "commit-url",
    "prose",
    (r) => `The regression came in with https://github.com/acme/api/commit/${sha(r)} — see also ${short(r)}.`,
  ],
  [
    "go-pseudo-version",
    "go-mod",
    (r) =>
      `require (\n\tgithub.com/acme/kit v0.0.0-20261103142210-${r.str(HEX, 12)}\n\tgolang.org/x/sync v0.9.0\n)`,
  ],
  [
    "go-sum",
    "file",
    (r) =>
      `golang.org/x/sync v0.9.0 h1:${b64(bytes(r, 32))}\ngolang.org/x/sync v0.9.0/go.mod h1:${b64(bytes(r, 32))}`,
  ],
  [
    "npm-integrity",
    "package-lock",
    (r) =>
      `    "node_modules/zod": {\n      "version": "3.23.8",\n      "resolved": "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz",\n      "integrity": "sha512-${b64(bytes(r, 64))}"\n    }`,
  ],
  [
    "pnpm-lock",
    "yaml",
    (r) => `  /picocolors@1.1.1:\n    resolution: {integrity: sha512-${b64(bytes(r, 64))}}\n    dev: false`,
  ],
  [
    "yarn-lock",
    "file",
    (r) =>
      `"lodash@^4.17.21":\n  version "4.17.21"\n  resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#${sha(r)}"\n  integrity sha512-${b64(bytes(r, 64))}`,
  ],
  [
    "cargo-lock",
    "toml",
    (r) =>
      `[[package]]\nname = "serde"\nversion = "1.0.215"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${sha256(r)}"`,
  ],
  [
    "pip-hashes",
    "requirements",
    (r) => `requests==2.32.3 \\\n    --hash=sha256:${sha256(r)} \\\n    --hash=sha256:${sha256(r)}`,
  ],
  [
    "poetry-lock",
    "toml",
    (r) => `files = [\n    {file = "attrs-24.2.0-py3-none-any.whl", hash = "sha256:${sha256(r)}"},\n]`,
  ],
  [
    "terraform-lock",
    "hcl",
    (r) =>
      `provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.76.0"\n  hashes = [\n    "h1:${b64(bytes(r, 32))}",\n    "zh:${sha256(r)}",\n  ]\n}`,
  ],
  [
    "flake-lock",
    "json",
    (r) =>
      `"nixpkgs": {\n  "locked": {\n    "lastModified": 1732014248,\n    "narHash": "sha256-${b64(bytes(r, 32))}",\n    "rev": "${sha(r)}"\n  }\n}`,
  ],
  [
    "composer-lock",
    "json",
    (r) =>
      `"source": {\n    "type": "git",\n    "url": "https://github.com/guzzle/guzzle.git",\n    "reference": "${sha(r)}"\n},\n"dist": {"shasum": ""}`,
  ],
  [
    "sha256sum",
    "command-output",
    (r) =>
      `$ sha256sum dist/*.tar.gz\n${sha256(r)}  dist/cairn-0.9.1.tar.gz\n${sha256(r)}  dist/cairn-0.9.1-linux-x64.tar.gz`,
  ],
  [
    "shasums-file",
    "file",
    (r) => `${sha256(r)}  terraform_1.9.8_linux_amd64.zip\n${sha256(r)}  terraform_1.9.8_darwin_arm64.zip`,
  ],
  [
    "md5-etag",
    "http-response",
    (r) =>
      `HTTP/1.1 200 OK\nETag: "${r.str(HEX, 32)}"\nCache-Control: max-age=3600\nX-Cache: Hit from cloudfront`,
  ],
  [
    "weak-etag",
    "http-response",
    (r) => `etag: W/"${r.str(HEX, 5)}-${r.str(B64URL, 27)}"\nlast-modified: Tue, 24 Nov 2026 10:00:00 GMT`,
  ],
  [
    "sri-script",
    "html",
    (r) =>
      `<script src="https://cdn.jsdelivr.net/npm/htmx.org@2.0.3/dist/htmx.min.js" integrity="sha384-${b64(bytes(r, 48))}" crossorigin="anonymous"></script>`,
  ],
  ["docker-digest", "dockerfile", (r) => `FROM node:20-bookworm-slim@sha256:${sha256(r)}\nWORKDIR /app`],
  [
    "docker-pull",
    "command-output",
    (r) =>
      `$ docker pull postgres:16\n16: Pulling from library/postgres\n${r.str(HEX, 12)}: Pull complete\n${r.str(HEX, 12)}: Pull complete\nDigest: sha256:${sha256(r)}\nStatus: Downloaded newer image for postgres:16`,
  ],
  [
    "docker-images",
    "command-output",
    (r) =>
      `REPOSITORY   TAG      IMAGE ID       CREATED        SIZE\nacme/api     latest   ${r.str(HEX, 12)}   2 hours ago    182MB\nredis        7        ${r.str(HEX, 12)}   3 weeks ago    117MB`,
  ],
  [
    "docker-ps",
    "command-output",
    (r) =>
      `CONTAINER ID   IMAGE         STATUS         NAMES\n${r.str(HEX, 12)}   acme/api      Up 2 minutes   api-1\n${r.str(HEX, 12)}   postgres:16   Up 2 minutes   db-1`,
  ],
  [
    "oci-manifest",
    "json",
    (r) =>
      JSON.stringify(
        {
          schemaVersion: 2,
          mediaType: "application/vnd.oci.image.manifest.v1+json",
          config: { digest: `sha256:${sha256(r)}`, size: 7023 },
          layers: [{ digest: `sha256:${sha256(r)}`, size: 32654 }],
        },
        null,
        2,
      ),
  ],
  [
    "nix-store-path",
    "command-output",
    (r) => `/nix/store/${r.str("0123456789abcdfghijklmnpqrsvwxyz", 32)}-nodejs-20.18.0/bin/node`,
  ],
  [
    "ipfs-cid",
    "prose",
    (r) =>
      `Pinned the build at ipfs://bafybei${r.str("abcdefghijklmnopqrstuvwxyz234567", 52)} and the old one at Qm${r.str(B58, 44)}.`,
  ],
  [
    "git-lfs-pointer",
    "file",
    (r) =>
      `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256(r)}\nsize ${r.between(10000, 90000000)}`,
  ],
  [
    "traceparent",
    "http-request",
    (r) => `traceparent: 00-${r.str(HEX, 32)}-${r.str(HEX, 16)}-01\ntracestate: congo=t61rcWkgMzE`,
  ],
  [
    "request-id-header",
    "http-response",
    (r) =>
      `x-request-id: ${uuid(r)}\nx-amzn-requestid: ${uuid(r)}\nx-amz-cf-id: ${r.str(B64URL, 40)}==\ncf-ray: ${r.str(HEX, 16)}-FRA`,
  ],
  [
    "json-log-trace",
    "log-line",
    (r) =>
      JSON.stringify({
        level: "info",
        msg: "order created",
        trace_id: r.str(HEX, 32),
        span_id: r.str(HEX, 16),
        correlation_id: uuid(r),
        order_id: ulid(r),
      }),
  ],
  [
    "aws-request-id",
    "log-line",
    (r) =>
      `START RequestId: ${uuid(r)} Version: $LATEST\nEND RequestId: ${uuid(r)}\nREPORT RequestId: ${uuid(r)}\tDuration: 12.31 ms`,
  ],
  [
    "aws-resource-ids",
    "command-output",
    (r) =>
      `INSTANCES\ti-0${r.str(HEX, 16)}\tami-0${r.str(HEX, 16)}\tvpc-0${r.str(HEX, 16)}\tsg-0${r.str(HEX, 16)}\t${r.str(DIGITS, 12)}`,
  ],
  [
    "aws-arn",
    "json",
    (r) =>
      `{"Arn": "arn:aws:iam::${r.str(DIGITS, 12)}:role/deploy-${r.str(HEX, 8)}", "RoleId": "AROA${r.str(B32, 17)}"}`,
  ],
  [
    "k8s-pods",
    "command-output",
    (r) =>
      `NAME                          READY   STATUS    RESTARTS   AGE\napi-${r.str(HEX, 10)}-${r.str(LOWER + DIGITS, 5)}   1/1     Running   0          3h\nworker-${r.str(HEX, 9)}-${r.str(LOWER + DIGITS, 5)}  1/1     Running   2          3h`,
  ],
  [
    "k8s-uid",
    "yaml",
    (r) =>
      `metadata:\n  name: api\n  uid: ${uuid(r)}\n  resourceVersion: "${r.str(DIGITS, 8)}"\n  generation: 4`,
  ],
  [
    "uuid-labels",
    "json",
    (r) =>
      JSON.stringify(
        { user_id: uuid(r), tenant_id: uuid(r), workspace_id: uuid(r), invoice_id: uuid(r) },
        null,
        2,
      ),
  ],
  [
    "ulid-ids",
    "sql-output",
    (r) =>
      ` id                         | status\n----------------------------+--------\n ${ulid(r)} | paid\n ${ulid(r)} | open`,
  ],
  ["ksuid-ids", "log-line", (r) => `event=${ksuid(r)} segment=${ksuid(r)} processed`],
  [
    "snowflake-ids",
    "json",
    (r) =>
      JSON.stringify({
        id: r.str(DIGITS, 19),
        channel_id: r.str(DIGITS, 18),
        guild_id: r.str(DIGITS, 18),
        author: { id: r.str(DIGITS, 18) },
      }),
  ],
  [
    "nanoid-urls",
    "prose",
    (r) => `Shared preview: https://app.example.dev/p/${nano(r)} and the draft /d/${nano(r)}`,
  ],
  [
    "mongo-objectid",
    "command-output",
    (r) => `{ _id: ObjectId('${oid(r)}'), owner: ObjectId('${oid(r)}'), title: 'Q3 report' }`,
  ],
  [
    "db-primary-keys",
    "sql",
    (r) =>
      `UPDATE orders SET status = 'shipped' WHERE id IN (${r.between(1000, 99999)}, ${r.between(1000, 99999)}) AND customer_id = '${uuid(r)}';`,
  ],
  [
    "stripe-object-ids",
    "log-line",
    (r) =>
      `webhook evt_${r.str(ALNUM, 24)}: payment_intent.succeeded pi_${r.str(ALNUM, 24)} customer cus_${r.str(ALNUM, 14)} price price_${r.str(ALNUM, 24)}`,
  ],
  [
    "slack-ids",
    "json",
    (r) =>
      `{"channel": "C0${r.str(DIGITS + UPPER, 8)}", "user": "U0${r.str(DIGITS + UPPER, 8)}", "ts": "1795${r.str(DIGITS, 6)}.${r.str(DIGITS, 6)}", "team": "T0${r.str(DIGITS + UPPER, 8)}"}`,
  ],
  [
    "slack-cursor",
    "json",
    (r) =>
      `{"ok": true, "response_metadata": {"next_cursor": "${b64(`user:U0${r.str(DIGITS + UPPER, 8)}`)}"}}`,
  ],
  [
    "graphql-cursor",
    "json",
    (r) =>
      `"pageInfo": {"hasNextPage": true, "endCursor": "${b64(`arrayconnection:${r.between(10, 9999)}`)}"}`,
  ],
  [
    "aws-next-token",
    "command-output",
    (r) =>
      `{\n    "Functions": [],\n    "NextMarker": "${b64(JSON.stringify({ Marker: null, boto_truncate_amount: r.between(1, 50), offset: r.between(1, 999) }))}"\n}`,
  ],
  [
    "page-token-query",
    "url",
    (r) =>
      `GET https://www.googleapis.com/drive/v3/files?pageSize=100&pageToken=${r.str(`${ALNUM}-_`, 60)}&fields=files(id,name)`,
  ],
  [
    "idempotency-key",
    "http-request",
    (r) =>
      `POST /v1/charges HTTP/1.1\nIdempotency-Key: ${uuid(r)}\nContent-Type: application/x-www-form-urlencoded`,
  ],
  [
    "actions-cache-key",
    "ci-log",
    (r) => `Cache restored from key: node-cache-Linux-x64-pnpm-${sha256(r)}\nCache Size: ~312 MB`,
  ],
  [
    "build-ids",
    "ci-log",
    (r) =>
      `Run ID: ${r.str(DIGITS, 11)}  Job ID: ${r.str(DIGITS, 11)}  Build: ${uuid(r)}  Artifact: ${r.str(DIGITS, 10)}`,
  ],
  [
    "webpack-chunks",
    "command-output",
    (r) =>
      `dist/assets/index-${r.str(`${ALNUM}-_`, 8)}.js      142.31 kB │ gzip: 45.80 kB\ndist/assets/vendor-${r.str(`${ALNUM}-_`, 8)}.js  512.07 kB │ gzip: 160.12 kB`,
  ],
  [
    "content-hashed-path",
    "html",
    (r) =>
      `<link rel="stylesheet" href="/static/css/main.${r.str(HEX, 8)}.css">\n<script src="/static/js/main.${r.str(HEX, 20)}.js"></script>`,
  ],
  [
    "google-doc-id",
    "prose",
    (r) => `Spec is in https://docs.google.com/document/d/1${r.str(`${ALNUM}-_`, 43)}/edit — section 3.`,
  ],
  [
    "youtube-id",
    "prose",
    (r) => `Recording: https://www.youtube.com/watch?v=${r.str(`${ALNUM}-_`, 11)}&t=${r.between(10, 900)}s`,
  ],
  ["notion-page", "prose", (r) => `Notes: https://www.notion.so/acme/Release-checklist-${r.str(HEX, 32)}`],
  [
    "figma-file",
    "prose",
    (r) =>
      `Mockups: https://www.figma.com/design/${r.str(ALNUM, 22)}/Checkout?node-id=12-${r.between(100, 999)}`,
  ],
  [
    "s3-object-keys",
    "command-output",
    (r) =>
      `2026-11-26 10:12:44     204812 uploads/${uuid(r)}/original.jpg\n2026-11-26 10:12:45      40210 uploads/${uuid(r)}/thumb.jpg`,
  ],
  [
    "claude-transcript-path",
    "prose",
    (r) => `The transcript is at ~/.claude/projects/-home-dev-api/${uuid(r)}.jsonl (session ${uuid(r)}).`,
  ],
  [
    "tool-use-ids",
    "json",
    (r) => JSON.stringify({ type: "tool_result", tool_use_id: `toolu_01${r.str(ALNUM, 22)}`, content: "ok" }),
  ],
  [
    "message-ids",
    "json",
    (r) =>
      JSON.stringify({
        id: `msg_01${r.str(ALNUM, 22)}`,
        type: "message",
        model: "claude-sonnet-4-5",
        stop_reason: "end_turn",
        usage: { input_tokens: r.between(100, 9999), output_tokens: r.between(10, 999) },
      }),
  ],
  [
    "terraform-state-ids",
    "json",
    (r) =>
      JSON.stringify({
        version: 4,
        serial: r.between(1, 400),
        lineage: uuid(r),
        resources: [
          {
            type: "aws_s3_bucket",
            instances: [{ attributes: { id: `acme-logs-${r.str(HEX, 8)}`, arn: "arn:aws:s3:::acme-logs" } }],
          },
        ],
      }),
  ],
  ["sentry-event-id", "log-line", (r) => `Sentry event sent: ${r.str(HEX, 32)} (release ${r.str(HEX, 12)})`],
  [
    "otel-span-dump",
    "command-output",
    (r) =>
      `Span #0\n    Trace ID       : ${r.str(HEX, 32)}\n    Parent ID      : ${r.str(HEX, 16)}\n    ID             : ${r.str(HEX, 16)}\n    Name           : GET /health`,
  ],
  [
    "jest-snapshot-hash",
    "test-fixture",
    (r) =>
      `expect(hashFile("fixtures/a.txt")).toBe("${sha256(r)}");\nexpect(shortId(doc)).toBe("${r.str(HEX, 10)}");`,
  ],
  [
    "fake-hash-fixture",
    "python",
    (r) =>
      `FAKE_SHA = "${sha(r)}"\nEMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"`,
  ],
  [
    "read-tool-lockfile",
    "read-tool",
    (r) =>
      readView(
        [
          `    "node_modules/@types/node": {`,
          `      "version": "22.9.0",`,
          `      "integrity": "sha512-${b64(bytes(r, 64))}",`,
          '      "dev": true',
        ],
        r.between(100, 4000),
      ),
  ],
  [
    "diff-lockfile",
    "diff",
    (r) =>
      `@@ -812,7 +812,7 @@\n-      "integrity": "sha512-${b64(bytes(r, 64))}",\n+      "integrity": "sha512-${b64(bytes(r, 64))}",`,
  ],
  [
    "hexdump",
    "command-output",
    (r) =>
      `$ xxd -l 48 image.png\n00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR\n00000010: ${r.str(HEX, 4)} ${r.str(HEX, 4)} ${r.str(HEX, 4)} ${r.str(HEX, 4)} ${r.str(HEX, 4)} ${r.str(HEX, 4)} ${r.str(HEX, 4)} ${r.str(HEX, 4)}  ................`,
  ],
  [
    "colours",
    "css",
    (r) =>
      `:root {\n  --brand: #${r.str(HEX, 6)};\n  --accent: #${r.str(HEX, 6)};\n  --shadow: rgba(${r.between(0, 255)}, ${r.between(0, 255)}, 12, 0.4);\n}`,
  ],
  [
    "data-url-image",
    "html",
    (r) =>
      `<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAA${r.str(B64, 120)}AAAAAElFTkSuQmCC">`,
  ],
  ["protobuf-b64", "log-line", (r) => `DEBUG grpc payload (base64): Cg${r.str(B64, 60)}EhA=`],
  [
    "fixture-b64-text",
    "typescript",
    (r) =>
      `const fixture = "${b64(`{"name":"widget-${r.between(1, 99)}","tags":["a","b"],"price":${r.between(1, 999)}}`)}"; // base64 of a sample order`,
  ],
  [
    "gpg-fingerprint",
    "command-output",
    (r) =>
      `pub   ed25519 2024-02-11 [SC]\n      ${r.str(HEX.toUpperCase(), 40)}\nuid           [ultimate] Dana Kim <dana@example.org>`,
  ],
  [
    "ssh-fingerprint",
    "command-output",
    (r) =>
      `The authenticity of host 'git.example.org (203.0.113.7)' can't be established.\nED25519 key fingerprint is SHA256:${b64(bytes(r, 32)).replace(/=+$/, "")}.`,
  ],
  [
    "cert-fingerprint",
    "command-output",
    (r) => `SHA256 Fingerprint=${Array.from({ length: 32 }, () => r.str("0123456789ABCDEF", 2)).join(":")}`,
  ],
  [
    "eth-address-tx",
    "prose",
    (r) =>
      `Sent to 0x${r.str(HEX, 40)} — tx hash 0x${r.str(HEX, 64)}, block ${r.between(19000000, 21000000)}.`,
  ],
  [
    "magnet-infohash",
    "prose",
    (r) => `magnet:?xt=urn:btih:${r.str(HEX, 40)}&dn=ubuntu-24.04.1-desktop-amd64.iso`,
  ],
  [
    "dns-verification-txt",
    "command-output",
    (r) =>
      `$ dig +short TXT example.org\n"google-site-verification=${r.str(`${ALNUM}-_`, 43)}"\n"v=spf1 include:_spf.google.com ~all"`,
  ],
  [
    "acme-challenge",
    "log-line",
    (r) => `Set _acme-challenge.example.org TXT "${r.str(B64URL, 43)}" and waiting for propagation`,
  ],
  [
    "csp-nonce",
    "http-response",
    (r) => `content-security-policy: script-src 'self' 'nonce-${r.str(B64, 22)}=='; object-src 'none'`,
  ],
  [
    "pkce-challenge",
    "url",
    (r) =>
      `https://auth.example.com/authorize?response_type=code&client_id=web-app&code_challenge=${r.str(B64URL, 43)}&code_challenge_method=S256&state=${r.str(HEX, 16)}`,
  ],
  [
    "oauth-client-id-public",
    "json",
    (r) =>
      `{"web": {"client_id": "${r.str(DIGITS, 12)}-${r.str(LOWER + DIGITS, 32)}.apps.googleusercontent.com", "project_id": "acme-web", "auth_uri": "https://accounts.google.com/o/oauth2/auth"}}`,
  ],
  [
    "sentry-release-hash",
    "ci-log",
    (r) => `Created release ${r.str(HEX, 40)}.\nUploaded 212 source maps (bundle ${uuid(r)})`,
  ],
  [
    "minified-js",
    "javascript",
    (r) =>
      `!function(e,t){"use strict";var n="${r.str(HEX, 16)}",o=t.token||e.key,r=function(e){return e.split("").reverse().join("")};e.__v="${r.str(ALNUM, 10)}"}(window,{});`,
  ],
  [
    "css-hash-classes",
    "html",
    (r) =>
      `<div class="css-${r.str(LOWER + DIGITS, 7)} e1${r.str(LOWER + DIGITS, 6)}0"><span class="sc-${r.str(ALNUM, 6)} ${r.str(ALNUM, 6)}">Total</span></div>`,
  ],
  [
    "bazel-output",
    "command-output",
    (r) => `INFO: From Linking //src:server:\nbazel-out/k8-fastbuild/bin/src/server: ${sha256(r)}`,
  ],
  [
    "wheel-filename",
    "command-output",
    (r) => `Saved ./wheelhouse/acme_core-1.4.0+g${r.str(HEX, 7)}-py3-none-any.whl`,
  ],
  [
    "coverage-ids",
    "json",
    (r) =>
      JSON.stringify({
        commitid: sha(r),
        ci_service: "github-actions",
        build: r.str(DIGITS, 10),
        job: r.str(DIGITS, 11),
      }),
  ],
];

export function idNegatives(r, times) {
  const out = [];
  for (const [kind, context, make] of ID_NEGATIVES) {
    for (let k = 0; k < times; k++) out.push({ family: "negative", kind, context, text: make(r) });
  }
  return out;
}

export { B64URL, UPPER };
