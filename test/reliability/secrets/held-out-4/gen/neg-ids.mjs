// Negatives that look random but are not secrets: hashes, ids, digests, public keys, encoded data.
import { createHash } from "node:crypto";
import * as K from "./keys.mjs";
import { ALNUM_LOWER, ALNUM_UPPER, DIGITS, HEX } from "./rng.mjs";
import { PROJECTS, stamp } from "./scene.mjs";

const _n = (kind, context, text) => ({ family: "negative", kind, context, text });
const sha = (r) => r.hex(40);
const integrity = (r, alg = "sha512") => `${alg}-${createHash(alg).update(r.bytes(64)).digest("base64")}`;
const ulid = (r) => r.str("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26);
const acct = (r) => r.str(DIGITS, 12);
const nixHash = (r) => r.str("0123456789abcdfghijklmnpqrsvwxyz", 32);

/** Each entry: kind → (r, i) => [context, text]; built `count` times with fresh randomness. */
export const ID_NEGATIVES = [
  [
    "git-log",
    10,
    (r) => [
      "output",
      `commit ${sha(r)}\nAuthor: Dana Kowalski <dana@${r.pick(PROJECTS)}.io>\nDate:   Tue Mar 10 14:02:11 2026 +0100\n\n    fix(auth): refresh the session before the token expires`,
    ],
  ],
  [
    "git-log-oneline",
    8,
    (r) => [
      "output",
      Array.from(
        { length: 5 },
        () =>
          `${r.hex(7)} ${r.pick(["feat: add export button", "fix: handle empty cart", "chore(deps): bump vitest", "docs: clarify token scopes", "refactor: split redact rules", "test: cover expired password reset"])}`,
      ).join("\n"),
    ],
  ],
  [
    "git-short-sha-prose",
    6,
    (r) => [
      "prose",
      `The regression came in with ${r.hex(9)} and was reverted in ${r.hex(9)}; bisect points at the cache change.`,
    ],
  ],
  [
    "git-rev-parse",
    5,
    (r) => ["shell", `git checkout ${sha(r)} -- src/server.ts && git diff ${r.hex(12)}..HEAD --stat`],
  ],
  [
    "github-commit-url",
    5,
    (r) => ["url", `https://github.com/acme/${r.pick(PROJECTS)}/commit/${sha(r)}#diff-${r.hex(64)}`],
  ],
  [
    "uuid-log",
    10,
    (r) => [
      "log",
      `${stamp(r)} INFO  request_id=${r.uuid()} trace_id=${r.hex(32)} span_id=${r.hex(16)} method=GET path=/api/orders status=200 dur_ms=${r.int(2, 900)}`,
    ],
  ],
  [
    "uuid-json",
    8,
    (r) => [
      "json",
      JSON.stringify({ id: r.uuid(), tenant_id: r.uuid(), created_at: stamp(r), status: "active" }),
    ],
  ],
  [
    "ulid",
    6,
    (r) => ["json", JSON.stringify({ event_id: ulid(r), type: "order.created", order_id: `ord_${ulid(r)}` })],
  ],
  [
    "traceparent",
    5,
    (r) => [
      "header",
      `traceparent: 00-${r.hex(32)}-${r.hex(16)}-01\nx-request-id: ${r.uuid()}\nx-amzn-trace-id: Root=1-${r.hex(8)}-${r.hex(24)}`,
    ],
  ],
  [
    "aws-request-id",
    6,
    (r) => [
      "log",
      `${stamp(r)} ERROR An error occurred (ThrottlingException) when calling the PutItem operation (reached max retries: 4): Rate exceeded. RequestId: ${r.str(ALNUM_UPPER, 52)}`,
    ],
  ],
  [
    "aws-s3-request-ids",
    4,
    (r) => [
      "header",
      `x-amz-id-2: ${r.b64bytes(54)}\nx-amz-request-id: ${r.hex(16).toUpperCase()}\nETag: "${r.hex(32)}"`,
    ],
  ],
  ["cf-ray", 4, (r) => ["header", `cf-ray: ${r.hex(16)}-FRA\ncf-cache-status: HIT\nage: ${r.int(1, 9000)}`]],
  [
    "npm-integrity",
    10,
    (r) => [
      "json",
      `"node_modules/${r.pick(["picomatch", "semver", "yaml", "undici", "esbuild", "zod"])}": {\n  "version": "${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 9)}",\n  "resolved": "https://registry.npmjs.org/x/-/x-${r.int(1, 9)}.0.0.tgz",\n  "integrity": "${integrity(r)}",\n  "dev": true\n}`,
    ],
  ],
  [
    "yarn-lock-checksum",
    4,
    (r) => [
      "config",
      `"lodash@npm:^4.17.21":\n  version: 4.17.21\n  resolution: "lodash@npm:4.17.21"\n  checksum: 10c0/${r.hex(128)}\n  languageName: node`,
    ],
  ],
  [
    "pnpm-lock",
    4,
    (r) => [
      "config",
      `  /${r.pick(["debug", "ms", "chalk"])}@4.3.7:\n    resolution: {integrity: ${integrity(r)}}\n    engines: {node: '>=6.0'}`,
    ],
  ],
  [
    "cargo-lock",
    4,
    (r) => [
      "config",
      `[[package]]\nname = "serde_json"\nversion = "1.0.${r.int(100, 140)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${r.hex(64)}"`,
    ],
  ],
  [
    "go-sum",
    5,
    (r) => [
      "config",
      `github.com/${r.pick(["spf13/cobra", "stretchr/testify", "google/uuid"])} v1.${r.int(1, 9)}.0 h1:${createHash("sha256").update(r.bytes(8)).digest("base64")}\ngithub.com/x/y v0.3.0/go.mod h1:${createHash("sha256").update(r.bytes(8)).digest("base64")}`,
    ],
  ],
  [
    "pip-hash",
    4,
    (r) => [
      "config",
      `requests==2.32.3 \\\n    --hash=sha256:${r.hex(64)} \\\n    --hash=sha256:${r.hex(64)}`,
    ],
  ],
  ["image-digest", 8, (r) => ["config", `    image: ghcr.io/acme/${r.pick(PROJECTS)}@sha256:${r.hex(64)}`]],
  [
    "docker-pull-output",
    5,
    (r) => [
      "output",
      `$ docker pull node:22-alpine\n22-alpine: Pulling from library/node\n${r.hex(12)}: Pull complete\n${r.hex(12)}: Pull complete\nDigest: sha256:${r.hex(64)}\nStatus: Downloaded newer image for node:22-alpine`,
    ],
  ],
  [
    "release-checksums",
    6,
    (r) => [
      "output",
      `$ cat SHA256SUMS\n${r.hex(64)}  cairn-${r.int(0, 3)}.${r.int(0, 9)}.0-linux-x64.tar.gz\n${r.hex(64)}  cairn-${r.int(0, 3)}.${r.int(0, 9)}.0-darwin-arm64.tar.gz`,
    ],
  ],
  [
    "release-notes-checksum",
    4,
    (r) => [
      "prose",
      `v2.${r.int(0, 9)}.0 — verified downloads: linux-x64 sha256 ${r.hex(64)}; see the release page for signatures.`,
    ],
  ],
  [
    "lfs-pointer",
    4,
    (r) => [
      "other",
      `version https://git-lfs.github.com/spec/v1\noid sha256:${r.hex(64)}\nsize ${r.int(1e4, 9e7)}`,
    ],
  ],
  [
    "nix-store-path",
    4,
    (r) => ["output", `/nix/store/${nixHash(r)}-openssl-3.3.2\n/nix/store/${nixHash(r)}-nodejs-22.11.0`],
  ],
  [
    "md5-etag",
    4,
    (r) => ["header", `etag: W/"${r.hex(8)}-${r.b64url(27)}"\nlast-modified: Tue, 10 Mar 2026 08:12:44 GMT`],
  ],
  [
    "webpack-chunks",
    5,
    (r) => [
      "output",
      `dist/assets/index-${r.b64url(8)}.js     ${r.int(100, 900)}.${r.int(10, 99)} kB │ gzip: ${r.int(30, 200)}.${r.int(10, 99)} kB\ndist/assets/vendor-${r.b64url(8)}.js    ${r.int(100, 900)}.${r.int(10, 99)} kB`,
    ],
  ],
  [
    "k8s-pod-names",
    8,
    (r) => [
      "output",
      `NAME                                READY   STATUS    RESTARTS   AGE\n${r.pick(PROJECTS)}-api-${r.hex(10)}-${r.str(ALNUM_LOWER.replace(/[aeiou]/g, ""), 5)}    1/1     Running   0          3d2h\n${r.pick(PROJECTS)}-worker-${r.hex(9)}-${r.str(ALNUM_LOWER.replace(/[aeiou]/g, ""), 5)}  1/1     Running   2          3d2h`,
    ],
  ],
  [
    "k8s-replicaset-hash",
    4,
    (r) => [
      "log",
      `${stamp(r)} Normal  ScalingReplicaSet  deployment/web  Scaled up replica set web-${r.hex(10)} to 3`,
    ],
  ],
  [
    "aws-arn",
    8,
    (r) => [
      "config",
      `role_arn = "arn:aws:iam::${acct(r)}:role/${r.pick(["deploy", "ci-readonly", "lambda-exec"])}"\nkms_key = "arn:aws:kms:eu-west-1:${acct(r)}:key/${r.uuid()}"`,
    ],
  ],
  [
    "aws-account-id",
    5,
    (r) => [
      "output",
      JSON.stringify(
        {
          UserId: `AIDA${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17)}`,
          Account: acct(r),
          Arn: `arn:aws:iam::${acct(r)}:user/ci`,
        },
        null,
        4,
      ),
    ],
  ],
  [
    "mongo-object-id",
    5,
    (r) => [
      "json",
      JSON.stringify({ _id: { $oid: r.hex(24) }, userId: { $oid: r.hex(24) }, total: r.int(1, 900) }),
    ],
  ],
  [
    "stripe-object-ids",
    6,
    (r) => [
      "json",
      JSON.stringify({
        id: `pi_3${r.b62(23)}`,
        customer: `cus_${r.b62(14)}`,
        latest_charge: `ch_3${r.b62(23)}`,
        status: "succeeded",
      }),
    ],
  ],
  ["youtube-ids", 3, (r) => ["url", `https://www.youtube.com/watch?v=${r.b64url(11)}&t=${r.int(10, 900)}s`]],
  [
    "pagination-cursor",
    5,
    (r) => [
      "json",
      JSON.stringify({
        data: [],
        has_more: true,
        next_cursor: Buffer.from(JSON.stringify({ id: r.int(1, 1e6), ts: 1767000000 })).toString("base64"),
      }),
    ],
  ],
  [
    "base64-ordinary",
    8,
    (r) => {
      const plain = r.pick([
        "hello from the build server",
        '{"feature":"dark-mode","enabled":true}',
        "The quick brown fox jumps over the lazy dog",
        "release notes for 2.4.0: faster search, fewer bugs",
        "name,email\nAda,ada@example.org",
      ]);
      return ["shell", `echo ${Buffer.from(plain).toString("base64")} | base64 -d`];
    },
  ],
  [
    "data-uri-png",
    6,
    (r) => [
      "code",
      `.icon-check { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA${r.b64bytes(90)}"); }`,
    ],
  ],
  [
    "sourcemap-inline",
    3,
    (r) => [
      "code",
      `//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify({ version: 3, sources: ["src/index.ts"], mappings: r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz;,", 200) })).toString("base64")}`,
    ],
  ],
  [
    "sri-script",
    4,
    (r) => [
      "code",
      `<script src="https://cdn.jsdelivr.net/npm/htmx.org@2.0.${r.int(0, 4)}/dist/htmx.min.js" integrity="${integrity(r, "sha384")}" crossorigin="anonymous"></script>`,
    ],
  ],
  [
    "csp-hash",
    3,
    (r) => [
      "header",
      `Content-Security-Policy: default-src 'self'; script-src 'self' '${integrity(r, "sha256")}'; object-src 'none'`,
    ],
  ],
  [
    "ssh-public-key",
    8,
    (r) => [
      "config",
      K.sshEd25519Public(
        K.ed25519(r).pub,
        `${r.pick(["dana", "li.wei", "ops"])}@${r.pick(["laptop", "ci", "bastion"])}`,
      ),
    ],
  ],
  [
    "ssh-rsa-authorized-keys",
    4,
    (r) => [
      "output",
      `$ cat ~/.ssh/authorized_keys\n${K.sshRsaPublic(r, "deploy@ci")}\n${K.ecdsaPublic(r, "backup@nas")}`,
    ],
  ],
  ["pem-public-key", 5, (r) => ["config", K.rsaPublicPem(r)]],
  ["pem-certificate", 5, (r) => ["output", `$ cat ca.crt\n${K.certificatePem(r)}`]],
  ["pgp-public-key", 3, (r) => ["config", K.pgpPublic(r)]],
  [
    "jwks-public",
    3,
    (r) => [
      "json",
      JSON.stringify({
        keys: [
          {
            kty: "RSA",
            kid: r.hex(16),
            use: "sig",
            alg: "RS256",
            n: Buffer.from(r.bytes(256)).toString("base64url"),
            e: "AQAB",
          },
        ],
      }),
    ],
  ],
  [
    "wireguard-public-peer",
    3,
    (r) => [
      "config",
      `[Peer]\n# laptop\nPublicKey = ${r.b64bytes(32)}\nAllowedIPs = 10.8.0.${r.int(2, 250)}/32`,
    ],
  ],
  [
    "known-hosts",
    3,
    (r) => [
      "config",
      `github.com ${K.sshEd25519Public(K.ed25519(r).pub, "").trim()}\n|1|${r.b64bytes(20)}|${r.b64bytes(20)} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTY${r.b64bytes(60)}`,
    ],
  ],
  [
    "hex-colour-table",
    5,
    (r) => [
      "code",
      `:root {\n${Array.from({ length: 6 }, (_, i) => `  --slate-${(i + 1) * 100}: #${r.str(HEX, 6)};`).join("\n")}\n}`,
    ],
  ],
  [
    "minified-js",
    5,
    (r) => [
      "code",
      `!function(e,t){"object"==typeof exports&&"undefined"!=typeof module?module.exports=t():"function"==typeof define&&define.amd?define(t):(e="undefined"!=typeof globalThis?globalThis:e||self).${r.str("abcdefghij", 1)}=t()}(this,(function(){"use strict";var ${r.str("abc", 1)}="${r.b62(12)}",n=/[A-Za-z0-9+/]{${r.int(20, 60)}}/g;return function(e){return e.replace(n,"")}}));`,
    ],
  ],
  [
    "long-identifier",
    5,
    (r) => [
      "code",
      `export function ${r.pick(["useInfinitePaginatedSearchResultsQueryKeyFactory", "AbstractSingletonProxyFactoryBeanConfigurationLoader", "handleOAuthAuthorizationCodeExchangeCallbackResponse"])}(tokenEndpointUrl: string, passwordResetTokenTtlSeconds = ${r.int(300, 3600)}) {}`,
    ],
  ],
  [
    "test-fixture-ids",
    5,
    (r) => [
      "code",
      `const FIXTURE_IDS = ["fx_${r.b62(10)}", "fx_${r.b62(10)}", "fx_${r.b62(10)}"]; // stable ids for snapshot tests`,
    ],
  ],
  [
    "snapshot-hash",
    3,
    (r) => [
      "code",
      `exports[\`renders the token list 1\`] = \`<div class="list-${r.b64url(6)}"><span>${r.int(1, 9)} tokens</span></div>\`;`,
    ],
  ],
  [
    "semver-build-metadata",
    3,
    (r) => [
      "output",
      `app version 3.${r.int(0, 9)}.${r.int(0, 9)}+build.${r.int(1000, 9999)}.sha.${r.hex(12)} (node v22.11.0, linux-x64)`,
    ],
  ],
  [
    "oauth-public-client-id",
    3,
    (r) => [
      "config",
      `GOOGLE_CLIENT_ID=${r.digits(12)}-${r.str(ALNUM_LOWER, 32)}.apps.googleusercontent.com\nGITHUB_CLIENT_ID=Iv23li${r.b62(14)}`,
    ],
  ],
  [
    "checksum-verify",
    3,
    (r) => ["shell", `echo "${r.hex(64)}  node-v22.11.0-linux-x64.tar.xz" | sha256sum -c -`],
  ],
  [
    "terraform-state-lineage",
    3,
    (r) => [
      "json",
      JSON.stringify({
        version: 4,
        terraform_version: "1.9.8",
        serial: r.int(1, 400),
        lineage: r.uuid(),
        outputs: {},
      }),
    ],
  ],
  [
    "sentry-event-id",
    3,
    (r) => [
      "log",
      `${stamp(r)} ERROR unhandled exception captured; Sentry event_id=${r.hex(32)} release=web@${r.hex(12)}`,
    ],
  ],
  [
    "gpg-fingerprint",
    3,
    (r) => [
      "output",
      `pub   ed25519 2025-10-01 [SC]\n      ${r.hex(40).toUpperCase()}\nuid           [ultimate] Release Bot <release@${r.pick(PROJECTS)}.io>`,
    ],
  ],
];
