// Negatives for the held-out-15 corpus, part 1: commit SHAs, checksums, digests, content-addressed
// paths and the many ids a session prints. None is a credential; all must pass through unchanged.

import { ALNUM, alnum, b64, digits, hex, int, pick, str, uuid } from "./rand.mjs";

const out = [];
const N = (kind, context, text) => {
  out.push({ kind, context, text });
};
const who = () =>
  pick([
    "Ana Souza <ana@acme.io>",
    "Kenji Sato <kenji@acme.io>",
    "dependabot[bot] <49699333+dependabot[bot]@users.noreply.github.com>",
    "Priya N <priya@acme.io>",
  ]);
const subj = () =>
  pick([
    "fix(api): retry on 502",
    "chore(deps): bump vite from 5.4.1 to 5.4.8",
    "feat: add export to CSV",
    "refactor: split session store",
    "docs: update README",
    "test: cover empty cursor",
  ]);
const crock = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const ulid = () => `01J${str(crock, 23)}`;
const ksuid = () => `2${str(ALNUM, 26)}`;
const oid = () => `6${hex(23)}`;
const nano = () => str(`${ALNUM}_-`, 21);
const snow = () => `1${str("0123456789", 18)}`;

function git() {
  for (let i = 0; i < 6; i++)
    N(
      "commit-sha",
      "git-log",
      `commit ${hex(40)}${i === 0 ? " (HEAD -> main, origin/main)" : ""}\nAuthor: ${who()}\nDate:   Thu Nov 26 1${i}:2${i}:11 2026 +0000\n\n    ${subj()}`,
    );
  for (let i = 0; i < 5; i++)
    N(
      "short-sha",
      "git-log-oneline",
      Array.from({ length: 4 }, () => `${hex(7 + int(3))} ${subj()}`).join("\n"),
    );
  for (let i = 0; i < 4; i++)
    N(
      "commit-sha",
      "git-show",
      `commit ${hex(40)}\nMerge: ${hex(7)} ${hex(7)}\nAuthor: ${who()}\n\n    Merge pull request #${digits(4)} from acme/feature-${alnum(5).toLowerCase()}\n\ndiff --git a/src/app.ts b/src/app.ts\nindex ${hex(7)}..${hex(7)} 100644`,
    );
  for (let i = 0; i < 4; i++)
    N(
      "short-sha",
      "rebase-todo",
      `pick ${hex(7)} ${subj()}\nsquash ${hex(7)} fixup typo\npick ${hex(7)} ${subj()}\n\n# Rebase ${hex(7)}..${hex(7)} onto ${hex(7)} (3 commands)`,
    );
  for (let i = 0; i < 4; i++)
    N(
      "commit-sha",
      "ci-checkout-log",
      `Run actions/checkout@v4\nSyncing repository: acme/api\n/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --no-recurse-submodules --depth=1 origin +${hex(40)}:refs/remotes/pull/${digits(4)}/merge\nHEAD is now at ${hex(7)} Merge ${hex(40)} into ${hex(40)}`,
    );
  for (let i = 0; i < 3; i++)
    N(
      "short-sha",
      "git-blame",
      Array.from(
        { length: 3 },
        (_, k) =>
          `${hex(8)} (${pick(["Ana Souza", "Kenji Sato"])} 2026-1${k}-0${k + 1} ${10 + k}) const ttl = ${k * 60};`,
      ).join("\n"),
    );
  for (let i = 0; i < 3; i++)
    N(
      "short-sha",
      "git-reflog",
      `${hex(7)} HEAD@{0}: commit: ${subj()}\n${hex(7)} HEAD@{1}: checkout: moving from main to fix/cursor\n${hex(7)} HEAD@{2}: pull: Fast-forward`,
    );
  for (let i = 0; i < 3; i++)
    N(
      "commit-sha",
      "github-url",
      `See https://github.com/acme/api/compare/${hex(40)}...${hex(40)} and https://github.com/acme/api/blob/${hex(40)}/src/index.ts#L42`,
    );
  for (let i = 0; i < 3; i++)
    N("commit-sha", "git-rev-parse", `$ git rev-parse HEAD origin/main\n${hex(40)}\n${hex(40)}`);
  for (let i = 0; i < 2; i++)
    N(
      "commit-sha",
      "submodule-status",
      ` ${hex(40)} vendor/protobuf (v27.1)\n+${hex(40)} vendor/zstd (v1.5.6-12-g${hex(7)})`,
    );
  for (let i = 0; i < 3; i++)
    N(
      "commit-sha",
      "json-api",
      `{"sha":"${hex(40)}","node_id":"C_kwDO${str(ALNUM, 14)}","commit":{"tree":{"sha":"${hex(40)}"},"message":"${subj()}"},"parents":[{"sha":"${hex(40)}"}]}`,
    );
  N("commit-sha", "go-pseudo-version", `require github.com/acme/shared v0.0.0-20261120143512-${hex(12)}`);
  N("commit-sha", "pip-vcs", `git+https://github.com/acme/tools.git@${hex(40)}#egg=acme-tools`);
}

function checksums() {
  for (let i = 0; i < 4; i++)
    N(
      "checksum",
      "sha256sum",
      `$ sha256sum dist/*.tar.gz\n${hex(64)}  dist/acme-cli-1.${i}.0-linux-x64.tar.gz\n${hex(64)}  dist/acme-cli-1.${i}.0-darwin-arm64.tar.gz`,
    );
  N(
    "checksum",
    "shasums-file",
    `${hex(64)}  node-v20.18.0-linux-x64.tar.xz\n${hex(64)}  node-v20.18.0-win-x64.zip`,
  );
  for (let i = 0; i < 5; i++)
    N(
      "sri-hash",
      "package-lock",
      `"node_modules/${pick(["lodash", "zod", "vite", "esbuild", "undici"])}": {\n  "version": "4.17.${i}",\n  "resolved": "https://registry.npmjs.org/x/-/x-4.17.${i}.tgz",\n  "integrity": "sha512-${b64(64)}",\n  "dev": true\n}`,
    );
  for (let i = 0; i < 3; i++)
    N(
      "sri-hash",
      "html-script-tag",
      `<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.${i}/dist/chart.umd.min.js" integrity="sha384-${b64(48)}" crossorigin="anonymous"></script>`,
    );
  for (let i = 0; i < 3; i++)
    N(
      "checksum",
      "yarn-lock",
      `"@babel/core@^7.24.0":\n  version "7.26.${i}"\n  resolved "https://registry.yarnpkg.com/@babel/core/-/core-7.26.${i}.tgz#${hex(40)}"\n  integrity sha512-${b64(64)}`,
    );
  for (let i = 0; i < 3; i++)
    N(
      "checksum",
      "cargo-lock",
      `[[package]]\nname = "serde"\nversion = "1.0.21${i}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${hex(64)}"`,
    );
  for (let i = 0; i < 3; i++)
    N(
      "checksum",
      "go-sum",
      `golang.org/x/net v0.3${i}.0 h1:${b64(32)}\ngolang.org/x/net v0.3${i}.0/go.mod h1:${b64(32)}`,
    );
  for (let i = 0; i < 2; i++)
    N(
      "checksum",
      "requirements-hash",
      `requests==2.32.3 \\\n    --hash=sha256:${hex(64)} \\\n    --hash=sha256:${hex(64)}`,
    );
  for (let i = 0; i < 2; i++)
    N(
      "checksum",
      "poetry-lock",
      `files = [\n    {file = "pydantic-2.9.${i}-py3-none-any.whl", hash = "sha256:${hex(64)}"},\n]`,
    );
  for (let i = 0; i < 2; i++)
    N(
      "checksum",
      "md5-log",
      `uploaded backup-2026-11-2${i}.tar.zst (1.2 GiB) md5=${hex(32)} etag="${hex(32)}-${int(90) + 10}"`,
    );
  N(
    "checksum",
    "csp-header",
    `Content-Security-Policy: script-src 'self' 'sha256-${b64(32)}' 'sha256-${b64(32)}'; object-src 'none'`,
  );
  N(
    "checksum",
    "gemfile-lock",
    `CHECKSUMS\n  rack (3.1.8) sha256=${hex(64)}\n  rails (7.2.2) sha256=${hex(64)}`,
  );
  N(
    "checksum",
    "flake-lock",
    `"nixpkgs": {\n  "locked": {\n    "lastModified": 1732${digits(6)},\n    "narHash": "sha256-${b64(32)}",\n    "rev": "${hex(40)}"\n  }\n}`,
  );
}

function digests() {
  for (let i = 0; i < 3; i++)
    N(
      "image-digest",
      "docker-pull",
      `$ docker pull node:20-alpine\n20-alpine: Pulling from library/node\n${hex(12)}: Pull complete\n${hex(12)}: Pull complete\nDigest: sha256:${hex(64)}\nStatus: Downloaded newer image for node:20-alpine`,
    );
  for (let i = 0; i < 3; i++)
    N(
      "image-digest",
      "k8s-manifest",
      `    spec:\n      containers:\n        - name: api\n          image: ghcr.io/acme/api@sha256:${hex(64)}\n          imagePullPolicy: IfNotPresent`,
    );
  for (let i = 0; i < 2; i++)
    N(
      "image-digest",
      "docker-images",
      `REPOSITORY        TAG       IMAGE ID       CREATED        SIZE\nacme/api          latest    ${hex(12)}   2 hours ago    184MB\npostgres          16        ${hex(12)}   3 weeks ago    432MB`,
    );
  for (let i = 0; i < 2; i++)
    N(
      "container-id",
      "docker-ps",
      `CONTAINER ID   IMAGE          COMMAND                  STATUS\n${hex(12)}   acme/api       "docker-entrypoint.s…"   Up 3 minutes\n${hex(12)}   redis:7        "redis-server"           Up 3 minutes`,
    );
  for (let i = 0; i < 2; i++)
    N(
      "container-id",
      "docker-inspect",
      `[\n    {\n        "Id": "${hex(64)}",\n        "Created": "2026-11-27T18:40:02.512Z",\n        "Image": "sha256:${hex(64)}",\n        "Name": "/api-1"\n    }\n]`,
    );
  for (let i = 0; i < 2; i++)
    N(
      "image-digest",
      "buildkit-log",
      `#12 exporting to image\n#12 exporting layers 0.4s done\n#12 writing image sha256:${hex(64)} done\n#12 naming to docker.io/acme/api:dev done`,
    );
  N("image-digest", "dockerfile-from", `FROM python:3.12-slim@sha256:${hex(64)} AS base`);
}

function contentAddressed() {
  for (let i = 0; i < 2; i++) {
    const h = hex(40);
    N(
      "content-path",
      "git-objects",
      `$ ls .git/objects/${h.slice(0, 2)}/\n${h.slice(2)}\n$ git cat-file -t ${h}\nblob`,
    );
  }
  for (let i = 0; i < 3; i++)
    N(
      "content-path",
      "nix-store",
      `/nix/store/${str("0123456789abcdfghijklmnpqrsvwxyz", 32)}-${pick(["nodejs-20.18.0", "openssl-3.3.2", "python3-3.12.7"])}/bin/${pick(["node", "openssl", "python3"])}`,
    );
  N(
    "content-path",
    "pnpm-store",
    `Content-addressable store is at: /home/dev/.local/share/pnpm/store/v3\n  files/${hex(2)}/${hex(126)}-index.json`,
  );
  N(
    "content-path",
    "bazel-cache",
    `INFO: From Compiling src/main.cc:\n  bazel-out/k8-fastbuild/bin/_objs/main/${hex(32)}/main.o`,
  );
  for (let i = 0; i < 3; i++)
    N(
      "content-path",
      "webpack-assets",
      `dist/assets/index-${str(`${ALNUM}_-`, 8)}.js   142.31 kB │ gzip: 45.12 kB\ndist/assets/index-${str(`${ALNUM}_-`, 8)}.css   12.04 kB │ gzip:  3.10 kB\ndist/assets/vendor.${hex(20)}.js  512.00 kB`,
    );
  N("content-path", "next-build-id", `$ cat .next/BUILD_ID\n${str(`${ALNUM}_-`, 21)}`);
  for (let i = 0; i < 2; i++)
    N(
      "content-path",
      "ipfs-cid",
      `added bafybei${str("abcdefghijklmnopqrstuvwxyz234567", 52)} site/index.html\nadded Qm${str("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 44)} site`,
    );
  for (let i = 0; i < 2; i++)
    N(
      "content-path",
      "git-lfs-pointer",
      `version https://git-lfs.github.com/spec/v1\noid sha256:${hex(64)}\nsize ${digits(8)}`,
    );
  N("content-path", "cache-dir", `restored cache from key: node-modules-Linux-${hex(64)} (412 MB)`);
}

function labelledIds() {
  const labels = [
    "request_id",
    "requestId",
    "x-request-id",
    "trace_id",
    "correlationId",
    "X-Correlation-ID",
    "traceId",
    "event_id",
    "job_id",
    "session_id",
    "deviceId",
    "tenant_id",
    "installation_id",
    "X-Amzn-RequestId",
    "cf-ray",
  ];
  labels.forEach((l, i) => {
    const v =
      l === "cf-ray" ? `${hex(16)}-FRA` : i % 3 === 0 ? uuid() : i % 3 === 1 ? hex(32) : uuid().toUpperCase();
    const forms = [
      `{"level":"warn","msg":"upstream slow","${l}":"${v}","latency_ms":${int(900) + 100}}`,
      `< HTTP/2 500\n< ${l}: ${v}\n< content-type: application/json`,
      `2026-11-27T19:0${i % 10}:11Z ERROR handler failed ${l}=${v} path=/v1/orders status=500`,
      `${l}: ${v}`,
    ];
    N("labelled-id", ["json-log", "http-response", "logfmt", "yaml"][i % 4], forms[i % 4]);
  });
  for (let i = 0; i < 3; i++)
    N("trace-context", "http-header", `traceparent: 00-${hex(32)}-${hex(16)}-01\ntracestate: dd=s:1;o:rum`);
  for (let i = 0; i < 3; i++)
    N(
      "span-id",
      "otel-json",
      `{"traceId":"${hex(32)}","spanId":"${hex(16)}","parentSpanId":"${hex(16)}","name":"GET /v1/orders","kind":2}`,
    );
  for (let i = 0; i < 4; i++)
    N(
      "ulid",
      pick(["json", "sql", "url", "log"]),
      [
        `{"id":"${ulid()}","status":"queued"}`,
        `SELECT * FROM jobs WHERE id = '${ulid()}';`,
        `https://app.acme.io/runs/${ulid()}`,
        `job ${ulid()} finished in 2.1s`,
      ][i],
    );
  for (let i = 0; i < 3; i++) N("ksuid", "log", `segment ${ksuid()} compacted (4 files, next=${ksuid()})`);
  for (let i = 0; i < 4; i++)
    N(
      "snowflake",
      pick(["discord-json", "twitter-url"]),
      i % 2
        ? `https://x.com/acme/status/${snow()}`
        : `{"id":"${snow()}","channel_id":"${snow()}","guild_id":"${snow()}","content":"deploy ok"}`,
    );
  for (let i = 0; i < 4; i++)
    N(
      "nanoid",
      "js-fixture",
      `const fixtures = [{ id: "${nano()}", title: "First" }, { id: "${nano()}", title: "Second" }];`,
    );
  for (let i = 0; i < 5; i++)
    N(
      "objectid",
      pick(["mongosh", "json"]),
      i % 2
        ? `{ _id: ObjectId('${oid()}'), userId: ObjectId('${oid()}'), total: ${int(500)} }`
        : `{"_id":{"$oid":"${oid()}"},"createdAt":{"$date":"2026-11-20T10:00:00Z"}}`,
    );
  for (let i = 0; i < 3; i++)
    N(
      "primary-key",
      "psql-output",
      ` id   |  email              | org_id\n------+---------------------+--------\n ${digits(6)} | a${i}@acme.io          | ${digits(4)}\n(1 row)`,
    );
}
export function idNegatives() {
  out.length = 0;
  git();
  checksums();
  digests();
  contentAddressed();
  labelledIds();
  return [...out];
}
