// Session artifacts full of random-looking strings that are not credentials: git, docker and
// Kubernetes output, lockfiles, pinned actions, HTTP tracing headers, stack traces, hex dumps.
import { A } from "./rand.mjs";

const d = (r) => `2026-${String(r.int(1, 11)).padStart(2, "0")}-${r.int(10, 28)}`;
const sri = (r) => `sha512-${r.b64(64)}`;

export const ARTIFACTS = [
  [
    "git-log",
    "cmd-output",
    (r) =>
      `$ git log --oneline -5\n${Array.from({ length: 5 }, () => `${r.hex(7)} ${r.pick(["fix: retry on 429", "chore(deps): bump vitest", "feat: export csv", "docs: tidy README", "refactor: split parser"])}`).join("\n")}`,
  ],
  [
    "git-show-header",
    "cmd-output",
    (r) =>
      `$ git show --stat HEAD\ncommit ${r.hex(40)} (HEAD -> main, origin/main)\nMerge: ${r.hex(7)} ${r.hex(7)}\nAuthor: Dana Kim <dana@example.com>\nDate:   Tue Nov 24 16:02:11 2026 +0100`,
  ],
  ["git-rev-parse", "cmd-output", (r) => `$ git rev-parse HEAD origin/main\n${r.hex(40)}\n${r.hex(40)}`],
  [
    "git-ls-remote",
    "cmd-output",
    (r) =>
      `$ git ls-remote origin\n${r.hex(40)}\tHEAD\n${r.hex(40)}\trefs/heads/main\n${r.hex(40)}\trefs/tags/v2.3.0`,
  ],
  [
    "git-fsck",
    "cmd-output",
    (r) =>
      `$ git fsck --lost-found\nChecking object directories: 100% (256/256), done.\ndangling blob ${r.hex(40)}\ndangling commit ${r.hex(40)}`,
  ],
  [
    "git-reflog",
    "cmd-output",
    (r) =>
      `$ git reflog -3\n${r.hex(7)} HEAD@{0}: rebase (finish): returning to refs/heads/feat/export\n${r.hex(7)} HEAD@{1}: rebase (pick): add csv writer\n${r.hex(7)} HEAD@{2}: checkout: moving from main to feat/export`,
  ],
  [
    "git-submodule",
    "cmd-output",
    (r) =>
      `$ git submodule status\n ${r.hex(40)} vendor/protos (v1.8.2)\n+${r.hex(40)} vendor/ui-kit (heads/main)`,
  ],
  [
    "git-cat-file-tree",
    "cmd-output",
    (r) =>
      `$ git cat-file -p HEAD^{tree}\n100644 blob ${r.hex(40)}\t.gitignore\n100644 blob ${r.hex(40)}\tpackage.json\n040000 tree ${r.hex(40)}\tsrc`,
  ],
  [
    "git-blame-porcelain",
    "cmd-output",
    (r) =>
      `$ git blame -L 10,10 --porcelain src/app.ts\n${r.hex(40)} 10 10 1\nauthor Ravi\nauthor-time ${r.int(1.7e9, 1.79e9)}\nsummary handle empty body`,
  ],
  [
    "git-diff-index",
    "diff",
    (r) =>
      `diff --git a/src/parse.ts b/src/parse.ts\nindex ${r.hex(7)}..${r.hex(7)} 100644\n--- a/src/parse.ts\n+++ b/src/parse.ts\n@@ -1,3 +1,4 @@\n+import { strict as assert } from "node:assert";`,
  ],
  [
    "github-commit-url",
    "url",
    (r) => `Fixed in https://github.com/acme/web/commit/${r.hex(40)} and released in v4.2.1.`,
  ],
  ["github-compare-url", "url", (r) => `https://github.com/acme/api/compare/${r.hex(12)}...${r.hex(12)}`],
  [
    "gha-pinned-action",
    "ci-config",
    (r) =>
      `    steps:\n      - uses: actions/checkout@${r.hex(40)} # v4.2.2\n      - uses: actions/setup-node@${r.hex(40)} # v4.1.0`,
  ],
  [
    "gha-run-url",
    "log",
    (r) =>
      `Run failed: https://github.com/acme/api/actions/runs/${r.str(A.digits, 11)}/job/${r.str(A.digits, 11)}`,
  ],
  [
    "docker-pull",
    "cmd-output",
    (r) =>
      `$ docker pull postgres:16\n16: Pulling from library/postgres\nDigest: sha256:${r.hex(64)}\nStatus: Downloaded newer image for postgres:16`,
  ],
  [
    "docker-ps",
    "cmd-output",
    (r) =>
      `$ docker ps\nCONTAINER ID   IMAGE         COMMAND                  STATUS\n${r.hex(12)}   redis:7       "docker-entrypoint.s…"   Up 2 hours\n${r.hex(12)}   postgres:16   "docker-entrypoint.s…"   Up 2 hours`,
  ],
  [
    "docker-images-digests",
    "cmd-output",
    (r) =>
      `$ docker images --digests node\nREPOSITORY   TAG         DIGEST                                                                    IMAGE ID\nnode         20-alpine   sha256:${r.hex(64)}   ${r.hex(12)}`,
  ],
  [
    "docker-build-output",
    "cmd-output",
    (r) =>
      ` => exporting to image\n => => exporting layers                                   0.4s\n => => writing image sha256:${r.hex(64)}   0.0s\n => => naming to docker.io/acme/api:dev`,
  ],
  ["dockerfile-from-digest", "dockerfile", (r) => `FROM python:3.12-slim@sha256:${r.hex(64)}\nWORKDIR /app`],
  [
    "kubectl-get-pods",
    "cmd-output",
    (r) =>
      `$ kubectl get pods -n prod\nNAME                          READY   STATUS    RESTARTS   AGE\napi-${r.str(A.lowerNum, 10)}-${r.str(A.lowerNum, 5)}    1/1     Running   0          3h\nworker-${r.str(A.lowerNum, 9)}-${r.str(A.lowerNum, 5)} 1/1     Running   2          3h`,
  ],
  [
    "kubectl-get-secrets-list",
    "cmd-output",
    () =>
      `$ kubectl get secrets\nNAME                  TYPE                             DATA   AGE\ndb-creds              Opaque                           2      41d\nregistry-pull         kubernetes.io/dockerconfigjson   1      41d\ntls-api               kubernetes.io/tls                2      12d`,
  ],
  [
    "kubectl-describe-image-id",
    "cmd-output",
    (r) =>
      `    Image:          ghcr.io/acme/api:2.7.1\n    Image ID:       ghcr.io/acme/api@sha256:${r.hex(64)}\n    Port:           8080/TCP`,
  ],
  [
    "k8s-secret-key-ref",
    "k8s-manifest",
    () =>
      `        env:\n          - name: DATABASE_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: db-creds\n                key: password`,
  ],
  [
    "package-lock-integrity",
    "json",
    (r) =>
      `    "node_modules/picocolors": {\n      "version": "1.1.1",\n      "resolved": "https://registry.npmjs.org/picocolors/-/picocolors-1.1.1.tgz",\n      "integrity": "${sri(r)}",\n      "license": "ISC"\n    }`,
  ],
  [
    "yarn-lock",
    "yaml",
    (r) =>
      `"@babel/core@^7.24.0":\n  version "7.26.0"\n  resolved "https://registry.yarnpkg.com/@babel/core/-/core-7.26.0.tgz#${r.hex(40)}"\n  integrity ${sri(r)}`,
  ],
  ["pnpm-lock", "yaml", (r) => `  /zod@3.23.8:\n    resolution: {integrity: ${sri(r)}}\n    dev: false`],
  [
    "go-sum",
    "cmd-output",
    (r) =>
      `github.com/google/uuid v1.6.0 h1:${r.b64(32)}\ngithub.com/google/uuid v1.6.0/go.mod h1:${r.b64(32)}`,
  ],
  [
    "cargo-lock",
    "toml",
    (r) =>
      `[[package]]\nname = "serde"\nversion = "1.0.215"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${r.hex(64)}"`,
  ],
  [
    "poetry-lock",
    "toml",
    (r) =>
      `files = [\n    {file = "requests-2.32.3-py3-none-any.whl", hash = "sha256:${r.hex(64)}"},\n    {file = "requests-2.32.3.tar.gz", hash = "sha256:${r.hex(64)}"},\n]`,
  ],
  [
    "pip-require-hashes",
    "cmd-output",
    (r) => `certifi==2024.8.30 \\\n    --hash=sha256:${r.hex(64)} \\\n    --hash=sha256:${r.hex(64)}`,
  ],
  [
    "flake-lock",
    "json",
    (r) =>
      `"nixpkgs": {\n  "locked": {\n    "lastModified": ${r.int(1.7e9, 1.79e9)},\n    "narHash": "sha256-${r.b64(32)}",\n    "rev": "${r.hex(40)}",\n    "type": "github"\n  }\n}`,
  ],
  [
    "terraform-lock",
    "hcl",
    (r) =>
      `provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.76.0"\n  hashes = [\n    "h1:${r.b64(32)}",\n    "zh:${r.hex(64)}",\n  ]\n}`,
  ],
  [
    "swift-package-resolved",
    "json",
    (r) =>
      `{\n  "identity" : "swift-log",\n  "state" : {\n    "revision" : "${r.hex(40)}",\n    "version" : "1.6.1"\n  }\n}`,
  ],
  [
    "composer-lock",
    "json",
    (r) =>
      `"source": {\n    "type": "git",\n    "url": "https://github.com/guzzle/guzzle.git",\n    "reference": "${r.hex(40)}"\n},\n"dist": {"shasum": ""}`,
  ],
  [
    "gradle-verification",
    "xml",
    (r) =>
      `<component group="com.squareup.okio" name="okio" version="3.9.1">\n   <artifact name="okio-3.9.1.jar">\n      <sha256 value="${r.hex(64)}" origin="Generated by Gradle"/>\n   </artifact>\n</component>`,
  ],
  [
    "sha256sum-output",
    "cmd-output",
    (r) =>
      `$ sha256sum dist/*.tar.gz\n${r.hex(64)}  dist/cairn-1.4.0-linux-x64.tar.gz\n${r.hex(64)}  dist/cairn-1.4.0-darwin-arm64.tar.gz`,
  ],
  [
    "shasum-check",
    "cmd-output",
    (r) => `$ echo "${r.hex(64)}  node-v20.18.0.tar.xz" | sha256sum -c\nnode-v20.18.0.tar.xz: OK`,
  ],
  [
    "md5-etag-header",
    "http-response",
    (r) =>
      `HTTP/2 200\ncontent-type: application/javascript\netag: "${r.hex(32)}"\ncache-control: public, max-age=31536000, immutable\nx-amz-request-id: ${r.str(A.upperNum, 16)}\nx-amz-id-2: ${r.b64(56)}`,
  ],
  [
    "tracing-headers",
    "http-request",
    (r) =>
      `GET /api/orders HTTP/1.1\nHost: api.example.com\ntraceparent: 00-${r.hex(32)}-${r.hex(16)}-01\nx-request-id: ${r.uuid()}\nx-b3-traceid: ${r.hex(32)}`,
  ],
  [
    "csp-nonce",
    "http-response",
    (r) =>
      `Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-${r.b64(16)}' https://cdn.example.com`,
  ],
  [
    "cf-ray-log",
    "log",
    (r) =>
      `${d(r)}T10:00:00Z WARN upstream 502 cf-ray=${r.hex(16)}-FRA request_id=${r.uuid()} duration_ms=30012`,
  ],
  [
    "lambda-report",
    "log",
    (r) =>
      `REPORT RequestId: ${r.uuid()}\tDuration: ${r.int(10, 900)}.${r.int(10, 99)} ms\tBilled Duration: ${r.int(10, 900)} ms\tMemory Size: 512 MB\tMax Memory Used: ${r.int(80, 500)} MB`,
  ],
  ["cloudwatch-stream", "log", (r) => `/aws/lambda/orders-sync 2026/11/26/[$LATEST]${r.hex(32)}`],
  [
    "otel-span-json",
    "json",
    (r) =>
      `{"traceId":"${r.hex(32)}","spanId":"${r.hex(16)}","parentSpanId":"${r.hex(16)}","name":"GET /orders","kind":2}`,
  ],
  [
    "python-repr-addr",
    "log",
    (r) =>
      `<sqlalchemy.engine.base.Engine object at 0x7f${r.hex(10)}>\n<Response [200]> <requests.sessions.Session object at 0x7f${r.hex(10)}>`,
  ],
  [
    "go-panic-trace",
    "log",
    (r) =>
      `panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x${r.hex(6)}]\n\ngoroutine 1 [running]:\nmain.(*Server).handle(0xc000${r.hex(6)}, {0x${r.hex(6)}, 0xc000${r.hex(6)}})\n\t/src/server.go:88 +0x1c4`,
  ],
  [
    "rust-backtrace",
    "log",
    (r) =>
      `   3: core::panicking::panic_fmt::h${r.hex(16)}\n   4: app::parser::parse_header::h${r.hex(16)}\n             at ./src/parser.rs:41:9`,
  ],
  [
    "java-hashcode",
    "log",
    (r) =>
      `java.lang.IllegalStateException: pool closed: com.zaxxer.hikari.pool.HikariPool@${r.hex(8)}\n\tat com.acme.orders.Repo.find(Repo.java:57)`,
  ],
  [
    "xxd-dump",
    "cmd-output",
    (r) =>
      `$ xxd -l 48 firmware.bin\n00000000: ${Array.from({ length: 8 }, () => r.hex(4)).join(" ")}  ................\n00000010: ${Array.from({ length: 8 }, () => r.hex(4)).join(" ")}  ................\n00000020: ${Array.from({ length: 8 }, () => r.hex(4)).join(" ")}  ................`,
  ],
  [
    "hexdump-C",
    "cmd-output",
    (r) =>
      `$ hexdump -C header.bin | head -2\n00000000  ${Array.from({ length: 16 }, () => r.hex(2)).join(" ")}  |................|\n00000010  ${Array.from({ length: 16 }, () => r.hex(2)).join(" ")}  |................|`,
  ],
  [
    "css-colors",
    "code-css",
    (r) =>
      `:root {\n  --brand: #${r.hex(6)};\n  --brand-dark: #${r.hex(6)};\n  --surface: #${r.hex(6)}cc;\n}\n.btn:hover { background: #${r.hex(3)}; }`,
  ],
  [
    "tailwind-arbitrary",
    "code-js",
    (r) => `<div className="bg-[#${r.hex(6)}] text-[#${r.hex(6)}] shadow-[0_2px_8px_#${r.hex(8)}]">`,
  ],
  [
    "minified-js",
    "code-js",
    (r) =>
      `!function(e,t){"object"==typeof exports?module.exports=t():e.${r.str(A.lower, 2)}=t()}(this,function(){var ${r.str(A.lower, 1)}="${r.str(A.alnum, 40)}".split("");return function(n){for(var o=0,i="";o<n;o++)i+=${r.str(A.lower, 1)}[Math.random()*62|0];return i}});`,
  ],
  [
    "source-map-mappings",
    "json",
    (r) =>
      `{"version":3,"file":"main.${r.hex(8)}.js","sources":["../src/index.ts"],"mappings":"${Array.from({ length: 12 }, () => r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", r.int(4, 8))).join(",")};AAAA,${r.str(A.alnum, 6)}"}`,
  ],
  [
    "data-uri-png",
    "code-css",
    (r) =>
      `.icon { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${r.b64(120)}"); }`,
  ],
  [
    "notebook-image-output",
    "notebook",
    (r) =>
      `"outputs": [\n  {\n   "data": {\n    "image/png": "iVBORw0KGgoAAAANSUhEUgAAAoAAAAHgCAYAAAA${r.b64(300)}",\n    "text/plain": ["<Figure size 640x480 with 1 Axes>"]\n   },\n   "output_type": "display_data"\n  }\n ]`,
  ],
  [
    "woff2-font-inline",
    "code-css",
    (r) =>
      `@font-face{font-family:Inter;src:url(data:font/woff2;base64,d09GMgABAAAAA${r.b64(240)}) format("woff2")}`,
  ],
  [
    "webpack-assets",
    "cmd-output",
    (r) =>
      `dist/assets/index-${r.str(A.b64url, 8)}.js     142.31 kB │ gzip: 45.77 kB\ndist/assets/index-${r.str(A.b64url, 8)}.css     12.04 kB │ gzip:  3.11 kB\n✓ built in 2.41s`,
  ],
  [
    "sri-script-tag",
    "code-html",
    (r) =>
      `<script src="https://cdn.jsdelivr.net/npm/htmx.org@2.0.3/dist/htmx.min.js" integrity="sha384-${r.b64(48)}" crossorigin="anonymous"></script>`,
  ],
  [
    "aws-arns",
    "hcl",
    (r) =>
      `  kms_key_id  = "arn:aws:kms:eu-west-1:${r.str(A.digits, 12)}:key/${r.uuid()}"\n  subnet_ids  = ["subnet-0${r.hex(16)}", "subnet-0${r.hex(16)}"]\n  vpc_id      = "vpc-0${r.hex(16)}"`,
  ],
  [
    "aws-describe-instances",
    "cmd-output",
    (r) =>
      `$ aws ec2 describe-instances --query 'Reservations[].Instances[].[InstanceId,ImageId,State.Name]' --output text\ni-0${r.hex(16)}\tami-0${r.hex(16)}\trunning\ni-0${r.hex(16)}\tami-0${r.hex(16)}\tstopped`,
  ],
  [
    "secretsmanager-arn",
    "yaml",
    (r) =>
      `database:\n  passwordSecretArn: arn:aws:secretsmanager:us-east-1:${r.str(A.digits, 12)}:secret:prod/orders/db-${r.str(A.alnum, 6)}`,
  ],
  [
    "gcp-secret-ref",
    "yaml",
    (r) =>
      `env:\n  - name: DB_PASSWORD\n    valueFrom: projects/${r.str(A.digits, 12)}/secrets/orders-db-password/versions/latest`,
  ],
  [
    "keyvault-ref",
    "json",
    (r) =>
      `{"name": "DbPassword", "value": "@Microsoft.KeyVault(SecretUri=https://kv-orders-${r.hex(4)}.vault.azure.net/secrets/db-password/${r.hex(32)})"}`,
  ],
  [
    "sops-encrypted",
    "yaml",
    (r) =>
      `db:\n    password: ENC[AES256_GCM,data:${r.b64(18)},iv:${r.b64(32)},tag:${r.b64(16)},type:str]\nsops:\n    lastmodified: "2026-11-20T09:11:02Z"\n    mac: ENC[AES256_GCM,data:${r.b64(48)},iv:${r.b64(32)},tag:${r.b64(16)},type:str]`,
  ],
  [
    "ansible-vault",
    "yaml",
    (r) =>
      `db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n          ${r.hex(80)}\n          ${r.hex(80)}\n          ${r.hex(40)}`,
  ],
  [
    "sealed-secret",
    "k8s-manifest",
    (r) =>
      `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db-creds\nspec:\n  encryptedData:\n    password: AgB${r.b64(300)}`,
  ],
  [
    "youtube-link",
    "prose",
    (r) => `the talk is here: https://www.youtube.com/watch?v=${r.str(A.b64url, 11)}&t=${r.int(60, 3000)}s`,
  ],
  [
    "gdocs-link",
    "prose",
    (r) => `notes are in https://docs.google.com/document/d/1${r.str(A.b64url, 43)}/edit?usp=sharing`,
  ],
  [
    "figma-link",
    "prose",
    (r) =>
      `design: https://www.figma.com/design/${r.str(A.alnum, 22)}/Checkout-v3?node-id=${r.int(100, 999)}-${r.int(1000, 9999)}`,
  ],
  ["notion-link", "prose", (r) => `spec lives at https://www.notion.so/acme/Export-redesign-${r.hex(32)}`],
  ["s3-object-key", "log", (r) => `uploaded s3://acme-uploads/${d(r)}/${r.uuid()}/${r.hex(16)}.jpg (184 KB)`],
  [
    "npm-tarball-url",
    "cmd-output",
    (r) =>
      `npm http fetch GET 200 https://registry.npmjs.org/esbuild/-/esbuild-0.24.0.tgz 91ms (cache miss)\nnpm info integrity ${sri(r)}`,
  ],
  [
    "vercel-preview-url",
    "cmd-output",
    (r) => `✅  Preview: https://web-${r.str(A.lowerNum, 9)}-acme.vercel.app [2s]`,
  ],
  [
    "api-path-ids",
    "http-request",
    (r) =>
      `GET /v1/workspaces/${r.uuid()}/documents/${r.str(A.alnum, 20)}/revisions?cursor=${r.b64url(24)} HTTP/1.1\nHost: api.example.com`,
  ],
  [
    "pagination-cursor",
    "json",
    (r) =>
      `{"data": [], "has_more": true, "next_cursor": "${Buffer.from(JSON.stringify({ id: r.int(1000, 99999), ts: r.int(1.7e9, 1.79e9) })).toString("base64url")}"}`,
  ],
  [
    "ssh-known-host-prompt",
    "cmd-output",
    (r) =>
      `The authenticity of host 'git.example.com (203.0.113.9)' can't be established.\nED25519 key fingerprint is SHA256:${r.b64(32).replace(/=+$/, "")}.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?`,
  ],
  [
    "gpg-list-keys",
    "cmd-output",
    (r) =>
      `$ gpg --list-secret-keys --keyid-format=long\nsec   ed25519/${r.hex(16).toUpperCase()} 2025-03-02 [SC]\n      ${r.hex(40).toUpperCase()}\nuid                 [ultimate] Dana Kim <dana@example.com>`,
  ],
  [
    "uuid-table",
    "cmd-output",
    (r) =>
      `$ psql -c 'select id, status from jobs limit 3'\n                  id                  | status\n--------------------------------------+--------\n ${r.uuid()} | done\n ${r.uuid()} | failed\n ${r.uuid()} | queued`,
  ],
  [
    "ulid-log",
    "log",
    (r) =>
      `{"level":"info","event_id":"01J${r.str(A.crockford, 23)}","msg":"order created","order":"ord_${r.str(A.alnum, 14)}"}`,
  ],
  [
    "discord-snowflakes",
    "json",
    (r) =>
      `{"id": "1${r.str(A.digits, 18)}", "channel_id": "1${r.str(A.digits, 18)}", "guild_id": "${r.str(A.digits, 18)}", "content": "deploy done"}`,
  ],
  [
    "stripe-object-ids",
    "json",
    (r) =>
      `{"id": "pi_3${r.str(A.alnum, 23)}", "object": "payment_intent", "customer": "cus_${r.str(A.alnum, 14)}", "latest_charge": "ch_3${r.str(A.alnum, 23)}"}`,
  ],
  [
    "fly-secrets-list",
    "cmd-output",
    (r) =>
      `$ fly secrets list\nNAME                 DIGEST              CREATED AT\nDATABASE_URL         ${r.hex(16)}    2026-11-02T10:11:02Z\nSTRIPE_SECRET_KEY    ${r.hex(16)}    2026-11-02T10:11:02Z`,
  ],
  [
    "gh-secret-list",
    "cmd-output",
    () =>
      `$ gh secret list\nNAME               UPDATED\nNPM_TOKEN          about 2 months ago\nSLACK_WEBHOOK_URL  about 3 days ago\nAWS_SECRET_ACCESS_KEY  about 1 year ago`,
  ],
  [
    "gh-auth-status-masked",
    "cmd-output",
    () =>
      `$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account octo-dev (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'`,
  ],
  [
    "vault-token-lookup-accessor",
    "cmd-output",
    (r) =>
      `$ vault token lookup -accessor ${r.str(A.alnum, 24)}\nKey                 Value\n---                 -----\naccessor            ${r.str(A.alnum, 24)}\ndisplay_name        github-octo\nttl                 767h`,
  ],
  [
    "random-password-resource",
    "hcl",
    () =>
      `resource "random_password" "db" {\n  length  = 32\n  special = true\n}\n\nresource "aws_db_instance" "main" {\n  password = random_password.db.result\n}`,
  ],
];
