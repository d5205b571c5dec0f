// Negatives that are random-looking but public or meaningless: commit hashes, UUIDs and ULIDs,
// lockfile integrity hashes, image digests, request and trace ids, cloud resource ids and ARNs,
// release checksums, content-addressed names, test fixture ids.

import { ALPHA, b64 } from "./rng.mjs";

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const MSGS = [
  "fix(api): handle empty cursor",
  "chore(deps): bump vitest to 3.2",
  "docs: explain token refresh flow",
  "refactor: split auth middleware",
  "feat(cli): add --json output",
  "test: cover password reset expiry",
  'revert: "feat: cache sessions"',
];
const PKGS = ["lodash", "react-dom", "@babel/core", "esbuild", "zod", "undici", "semver", "chalk"];

const ulid = (r) => `01${r.chars("HJK", 1)}${r.chars(CROCKFORD, 23)}`;
const ts = (r) =>
  `2026-0${r.int(1, 9)}-${r.int(10, 28)}T${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)}.${r.int(100, 999)}Z`;

export const ID_NEGATIVES = {
  "git-sha": [
    (r) => [
      "output",
      `$ git log --oneline -4\n${r.hex(7)} ${r.pick(MSGS)}\n${r.hex(7)} ${r.pick(MSGS)}\n${r.hex(7)} ${r.pick(MSGS)}\n${r.hex(7)} ${r.pick(MSGS)}`,
    ],
    (r) => [
      "output",
      `commit ${r.hex(40)}\nAuthor: Dana Kim <dana@acme-corp.net>\nDate:   Tue Mar 3 14:02:11 2026 +0100\n\n    ${r.pick(MSGS)}`,
    ],
    (r) => ["output", `$ git rev-parse HEAD\n${r.hex(40)}`],
    (r) => ["url", `https://github.com/acme/app/commit/${r.hex(40)}`],
    (r) => [
      "output",
      `$ git submodule status\n ${r.hex(40)} vendor/protos (v0.${r.int(1, 9)}.${r.int(0, 9)})\n+${r.hex(40)} third_party/zlib (heads/main)`,
    ],
    (r) => [
      "output",
      `[main ${r.hex(7)}] ${r.pick(MSGS)}\n 3 files changed, ${r.int(2, 90)} insertions(+), ${r.int(1, 30)} deletions(-)`,
    ],
    (r) => ["shell", `git cherry-pick ${r.hex(40)} && git push origin HEAD:release/2.${r.int(0, 9)}`],
    (r) => ["prose", `This regressed in ${r.hex(12)}; reverting that commit fixes the flaky test.`],
    (r) => ["output", `HEAD is now at ${r.hex(7)} ${r.pick(MSGS)}`],
    (r) => ["output", `Merge: ${r.hex(7)} ${r.hex(7)}\nAuthor: ci-bot <ci@acme-corp.net>`],
  ],
  "uuid-ulid": [
    (r) => [
      "log",
      `${ts(r)} INFO  request completed request_id=${r.uuid()} status=200 duration_ms=${r.int(3, 900)}`,
    ],
    (r) => [
      "json",
      `{"id":"${r.uuid()}","name":"Quarterly report","owner_id":"${r.uuid()}","archived":false}`,
    ],
    (r) => ["json", `{"event_id":"${ulid(r)}","type":"order.created","order":"${ulid(r)}"}`],
    (r) => [
      "config",
      `metadata:\n  name: web\n  namespace: prod\n  uid: ${r.uuid()}\n  resourceVersion: "${r.int(100000, 999999)}"`,
    ],
    (r) => [
      "output",
      `$ docker ps\nCONTAINER ID   IMAGE          COMMAND                  STATUS\n${r.hex(12)}   postgres:16    "docker-entrypoint.s…"   Up 2 hours\n${r.hex(12)}   redis:7        "redis-server"           Up 2 hours`,
    ],
    (r) => ["code", `const DEFAULT_TENANT_ID = "${r.uuid()}"; // public tenant of the demo workspace`],
    (r) => ["output", `Created migration ${ulid(r)}_add_invoices_table.sql`],
    (r) => ["shell", `az account set --subscription ${r.uuid()}`],
  ],
  "lockfile-hash": [
    (r) => [
      "json",
      `"node_modules/${r.pick(PKGS)}": {\n  "version": "4.${r.int(0, 20)}.${r.int(0, 9)}",\n  "resolved": "https://registry.npmjs.org/${r.pick(PKGS)}/-/x-4.1.0.tgz",\n  "integrity": "sha512-${r.b64bytes(64)}"\n}`,
    ],
    (r) => [
      "config",
      `${r.pick(PKGS)}@^2.0.0:\n  version "2.${r.int(0, 9)}.${r.int(0, 9)}"\n  resolved "https://registry.yarnpkg.com/x/-/x-2.1.1.tgz#${r.hex(40)}"\n  integrity sha1-${r.b64bytes(20)}`,
    ],
    (r) => [
      "config",
      `[[package]]\nname = "serde_json"\nversion = "1.0.${r.int(100, 140)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${r.hex(64)}"`,
    ],
    (r) => [
      "config",
      `golang.org/x/net v0.${r.int(20, 40)}.0 h1:${r.b64bytes(32)}\ngolang.org/x/net v0.${r.int(20, 40)}.0/go.mod h1:${r.b64bytes(32)}`,
    ],
    (r) => [
      "config",
      `requests==2.32.3 \\\n    --hash=sha256:${r.hex(64)} \\\n    --hash=sha256:${r.hex(64)}`,
    ],
    (r) => [
      "code",
      `<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js" integrity="sha384-${r.b64bytes(48)}" crossorigin="anonymous"></script>`,
    ],
    (r) => [
      "config",
      `provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.${r.int(10, 80)}.0"\n  hashes = [\n    "h1:${r.b64bytes(32)}",\n    "zh:${r.hex(64)}",\n  ]\n}`,
    ],
    (r) => [
      "config",
      `  /${r.pick(PKGS)}@3.${r.int(0, 9)}.0:\n    resolution: {integrity: sha512-${r.b64bytes(64)}}\n    engines: {node: '>=18'}`,
    ],
    (r) => [
      "config",
      `[[package]]\nname = "urllib3"\nversion = "2.2.${r.int(0, 3)}"\nfiles = [\n    {file = "urllib3-2.2.2-py3-none-any.whl", hash = "sha256:${r.hex(64)}"},\n]`,
    ],
    (r) => [
      "json",
      `"dist": {\n  "shasum": "${r.hex(40)}",\n  "tarball": "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz"\n}`,
    ],
  ],
  "image-digest": [
    (r) => ["config", `services:\n  api:\n    image: ghcr.io/acme/api@sha256:${r.hex(64)}`],
    (r) => [
      "output",
      `$ docker pull node:20-alpine\n20-alpine: Pulling from library/node\nDigest: sha256:${r.hex(64)}\nStatus: Downloaded newer image for node:20-alpine`,
    ],
    (r) => ["code", `FROM python:3.12-slim@sha256:${r.hex(64)}\nWORKDIR /app`],
    (r) => [
      "output",
      `    Image ID:       docker.io/library/nginx@sha256:${r.hex(64)}\n    Port:           80/TCP`,
    ],
    (r) => [
      "output",
      ` => exporting to image\n => => writing image sha256:${r.hex(64)}\n => => naming to docker.io/acme/web:dev`,
    ],
    (r) => ["output", `$ docker volume ls\nDRIVER    VOLUME NAME\nlocal     ${r.hex(64)}\nlocal     pgdata`],
  ],
  "request-id": [
    (r) => [
      "header",
      `HTTP/2 200\ncontent-type: application/json\nx-request-id: ${r.uuid()}\nx-amzn-requestid: ${r.uuid()}\nx-amz-id-2: ${r.b64bytes(57)}`,
    ],
    (r) => ["header", `traceparent: 00-${r.hex(32)}-${r.hex(16)}-01`],
    (r) => ["header", `cf-ray: ${r.hex(16)}-${r.pick(["FRA", "AMS", "IAD", "NRT"])}\nserver: cloudflare`],
    (r) => [
      "header",
      `x-github-request-id: ${r.chars(ALPHA.hexUpper, 4)}:${r.chars(ALPHA.hexUpper, 5)}:${r.chars(ALPHA.hexUpper, 7)}:${r.chars(ALPHA.hexUpper, 7)}:${r.chars(ALPHA.hexUpper, 8)}`,
    ],
    (r) => [
      "log",
      `{"ts":"${ts(r)}","level":"error","msg":"upstream timeout","trace_id":"${r.hex(32)}","span_id":"${r.hex(16)}"}`,
    ],
    (r) => ["output", `Sentry captured the exception: event id ${r.hex(32)}`],
    (r) => ["header", `X-Cloud-Trace-Context: ${r.hex(32)}/${r.digits(19)};o=1`],
    (r) => [
      "log",
      `${ts(r)} WARN dd.trace_id=${r.digits(19)} dd.span_id=${r.digits(18)} slow query took 1.4s`,
    ],
    (r) => ["header", `x-ms-request-id: ${r.uuid()}\nx-ms-correlation-request-id: ${r.uuid()}`],
  ],
  "cloud-resource-id": [
    (r) => [
      "output",
      `$ aws sts get-caller-identity\n{\n    "UserId": "AIDA${r.chars(`${ALPHA.upper}234567`, 17)}",\n    "Account": "${r.digits(12)}",\n    "Arn": "arn:aws:iam::${r.digits(12)}:user/ci-bot"\n}`,
    ],
    (r) => [
      "config",
      `role_arn = "arn:aws:iam::${r.digits(12)}:role/${r.pick(["deploy", "github-oidc", "ReadOnly"])}"`,
    ],
    (r) => [
      "output",
      `InstanceId: i-0${r.hex(16)}\nImageId: ami-0${r.hex(16)}\nSubnetId: subnet-0${r.hex(16)}\nVpcId: vpc-0${r.hex(16)}`,
    ],
    (r) => ["config", `kms_key_id = "arn:aws:kms:eu-west-1:${r.digits(12)}:key/${r.uuid()}"`],
    (r) => ["output", `"ETag": "\\"${r.hex(32)}\\"",\n"VersionId": "${r.b64url(32)}"`],
    (r) => ["config", `certificate_arn = "arn:aws:acm:us-east-1:${r.digits(12)}:certificate/${r.uuid()}"`],
    (r) => [
      "output",
      `arn:aws:secretsmanager:eu-west-1:${r.digits(12)}:secret:prod/api/stripe-${r.alnum(6)}`,
    ],
    (r) => ["output", `Distribution ${r.upperNum(14)} deployed: d${r.lowerNum(13)}.cloudfront.net`],
    (r) => [
      "shell",
      `gcloud compute instances list --project=acme-prod-${r.digits(6)} --filter="labels.team=data"`,
    ],
    (r) => ["config", `security_group_ids = ["sg-0${r.hex(16)}", "sg-0${r.hex(16)}"]`],
  ],
  "release-checksum": [
    (r) => [
      "output",
      `$ sha256sum dist/*\n${r.hex(64)}  dist/cairn-1.${r.int(0, 9)}.0-linux-x64.tar.gz\n${r.hex(64)}  dist/cairn-1.${r.int(0, 9)}.0-darwin-arm64.tar.gz`,
    ],
    (r) => [
      "prose",
      `### Checksums\n| file | sha256 |\n|---|---|\n| app-2.${r.int(0, 9)}.0.zip | \`${r.hex(64)}\` |`,
    ],
    (r) => ["output", `MD5 (backup-2026-03-01.tar) = ${r.hex(32)}`],
    (r) => [
      "output",
      `gpg: Good signature from "Release Signing Key <release@acme-corp.net>"\nPrimary key fingerprint: ${Array.from({ length: 10 }, () => r.chars(ALPHA.hexUpper, 4)).join(" ")}`,
    ],
    (r) => [
      "output",
      `$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:${r.b64bytes(32).replace(/=+$/, "")} dev@laptop (ED25519)`,
    ],
    (r) => [
      "config",
      `version https://git-lfs.github.com/spec/v1\noid sha256:${r.hex(64)}\nsize ${r.int(10000, 9000000)}`,
    ],
  ],
  "content-hash-name": [
    (r) => [
      "output",
      `dist/assets/index-${r.b64url(8)}.js   ${r.int(40, 400)}.12 kB │ gzip: ${r.int(10, 90)}.40 kB\ndist/assets/index-${r.b64url(8)}.css   ${r.int(2, 40)}.05 kB`,
    ],
    (r) => ["output", `/nix/store/${r.chars(ALPHA.nixBase32, 32)}-openssl-3.0.${r.int(10, 14)}`],
    (r) => ["url", `https://ipfs.io/ipfs/bafybei${r.chars("abcdefghijklmnopqrstuvwxyz234567", 52)}`],
    (r) => [
      "output",
      `   Compiling serde v1.0.${r.int(190, 215)}\n     Running \`target/debug/deps/app-${r.hex(16)}\``,
    ],
    (r) => ["url", `https://app.acme-corp.net/_next/static/${r.b64url(21)}/_buildManifest.js`],
    (r) => ["log", `Cache restored from key: node-cache-Linux-x64-npm-${r.hex(64)}`],
    (r) => ["url", `https://etherscan.io/tx/0x${r.hex(64)}`],
    (r) => ["prose", `Send the test ETH to 0x${r.hex(40)} on Sepolia.`],
    (r) => [
      "output",
      `static/js/main.${r.hex(8)}.js  ${r.int(50, 300)}.${r.int(1, 9)} kB\nstatic/css/main.${r.hex(8)}.css  ${r.int(1, 30)}.${r.int(1, 9)} kB`,
    ],
    (r) => ["config", `chrome_extension_id = "${r.chars("abcdefghijklmnop", 32)}"`],
  ],
  "fixture-id": [
    (r) => [
      "json",
      `{"id":"cus_${r.alnum(14)}","object":"customer","email":"jenny@example.com","invoice_prefix":"${r.upperNum(8)}"}`,
    ],
    (r) => [
      "json",
      `{"id":"pi_3${r.alnum(23)}","object":"payment_intent","amount":2000,"currency":"eur","status":"succeeded"}`,
    ],
    (r) => [
      "code",
      `const fixture = { id: "fx_${r.alnum(10)}", orderId: "ord_${r.alnum(12)}", sku: "SKU-${r.upperNum(6)}" };`,
    ],
    (r) => [
      "code",
      `it("replays event evt_${r.alnum(24)}", async () => {\n  await handler(loadFixture("evt_checkout_completed.json"));\n});`,
    ],
    (r) => [
      "code",
      `exports[\`Invoice renders totals 1\`] = \`"<table class=\\"inv-${r.hex(6)}\\">…</table>"\`;`,
    ],
    (r) => ["json", `{"price":"price_1${r.alnum(23)}","product":"prod_${r.alnum(14)}","quantity":1}`],
    (r) => [
      "code",
      `@pytest.mark.parametrize("seed", [${r.int(1000, 9999)}, ${r.int(1000, 9999)}])\ndef test_shuffle_stable(seed):`,
    ],
    (r) => [
      "output",
      `  ✓ creates workspace ws_${r.lowerNum(16)} (38 ms)\n  ✓ invites member mem_${r.lowerNum(16)} (12 ms)`,
    ],
  ],
};

/** Base64 of ordinary data. */
export const BASE64_NEGATIVES = [
  (r) => {
    const s = r.pick([
      "hello world",
      "build passed on main",
      '{"page":2,"size":50}',
      "user@example.com",
      "The quick brown fox jumps over the lazy dog",
    ]);
    return ["shell", `echo ${b64(s)} | base64 -d`];
  },
  (r) => [
    "json",
    `{"items":[],"next_cursor":"${b64(JSON.stringify({ offset: r.int(50, 5000), sort: "created_at" }))}"}`,
  ],
  (_r) => [
    "output",
    `Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n${b64("Hi team,\nthe quarterly report is attached. Let me know if anything looks off.\nThanks, Dana")}`,
  ],
  (r) => ["code", `const greeting = atob("${b64(r.pick(["Hello, World!", "Welcome back", "Guten Tag"]))}");`],
  (r) => [
    "config",
    `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: motd\nbinaryData:\n  banner.txt: ${b64(`Welcome to ${r.pick(["staging", "dev"])} — be nice to the database.\n`)}`,
  ],
  (r) => [
    "json",
    `{"message":{"data":"${b64(JSON.stringify({ orderId: r.int(1000, 9999), status: "shipped" }))}","messageId":"${r.digits(16)}"}}`,
  ],
];
