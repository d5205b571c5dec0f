// Negatives, part 1: the ids, hashes and digests a coding agent's session is full of, under many
// labels and in many positions (git, lockfiles, package managers, containers, tracing, APIs).
// None is a credential; each text must come through redaction unchanged.
import { A } from "./rand.mjs";

const N = (kind, n, make) => ({ kind, n, make });
const crock = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const nixb32 = "0123456789abcdfghijklmnpqrsvwxyz";
const msg = (R) =>
  R.pick([
    "fix: handle empty cursor in list endpoint",
    "chore(deps): bump vitest to 3.2.4",
    "feat(api): add idempotency keys to POST /orders",
    "refactor: split session builder",
    "docs: explain token rotation",
    "Merge pull request #4821 from acme/fix-race",
    "test: cover retry after 429",
    'revert "perf: cache tokenizer"',
  ]);
const author = (R) =>
  R.pick([
    "Ana Souza <ana@acme.io>",
    "Jonas Weber <jonas.weber@acme.io>",
    "李雷 <lei.li@acme.io>",
    "dependabot[bot] <49699333+dependabot[bot]@users.noreply.github.com>",
  ]);
const sha = (R) => R.hex(40);

export const NEG_IDS = [
  N("commit-sha", 20, (R, i) => {
    const s = sha(R);
    const t = [
      [
        "git-log",
        `$ git log -3\ncommit ${s} (HEAD -> main, origin/main)\nAuthor: ${author(R)}\nDate:   Thu Nov 26 18:02:11 2026 +0100\n\n    ${msg(R)}\n\ncommit ${sha(R)}\nAuthor: ${author(R)}\nDate:   Thu Nov 26 16:40:52 2026 +0100\n\n    ${msg(R)}`,
      ],
      [
        "git-log-oneline",
        `$ git log --oneline -5\n${s.slice(0, 7)} ${msg(R)}\n${R.hex(7)} ${msg(R)}\n${R.hex(7)} ${msg(R)}\n${R.hex(7)} ${msg(R)}\n${R.hex(7)} ${msg(R)}`,
      ],
      [
        "git-show",
        `$ git show --stat ${s.slice(0, 10)}\ncommit ${s}\nMerge: ${R.hex(7)} ${R.hex(7)}\nAuthor: ${author(R)}\n\n    ${msg(R)}\n\n src/api/orders.ts | 14 +++++++++-----\n 1 file changed, 9 insertions(+), 5 deletions(-)`,
      ],
      [
        "rebase-todo",
        `pick ${R.hex(7)} ${msg(R)}\nsquash ${R.hex(7)} fixup typo\nreword ${R.hex(7)} ${msg(R)}\ndrop ${R.hex(7)} wip\n\n# Rebase ${R.hex(7)}..${s.slice(0, 7)} onto ${R.hex(7)} (4 commands)`,
      ],
      [
        "ci-log",
        `Run actions/checkout@v4\nSyncing repository: acme/api\nFetching the repository\n  /usr/bin/git -c protocol.version=2 fetch --no-tags --prune --no-recurse-submodules --depth=1 origin +${s}:refs/remotes/pull/${R.range(100, 9999)}/merge\nHEAD is now at ${s.slice(0, 7)} ${msg(R)}`,
      ],
      [
        "git-reflog",
        `$ git reflog -3\n${s.slice(0, 7)} HEAD@{0}: commit: ${msg(R)}\n${R.hex(7)} HEAD@{1}: checkout: moving from main to fix/cursor\n${R.hex(7)} HEAD@{2}: pull --rebase: Fast-forward`,
      ],
      [
        "transcript-tool-result",
        JSON.stringify({
          type: "user",
          message: {
            role: "user",
            content: [
              {
                type: "tool_result",
                tool_use_id: `toolu_01${R.b62(22)}`,
                content: `[main ${s.slice(0, 7)}] ${msg(R)}\n 3 files changed, 41 insertions(+), 7 deletions(-)`,
              },
            ],
          },
        }),
      ],
      [
        "github-url",
        `Fixed in https://github.com/acme/api/commit/${s} — see also https://github.com/acme/api/compare/${R.hex(12)}...${R.hex(12)}`,
      ],
      [
        "git-bisect",
        `$ git bisect good\nBisecting: 3 revisions left to test after this (roughly 2 steps)\n[${s}] ${msg(R)}`,
      ],
      [
        "prose-ja",
        `修正はコミット ${s.slice(0, 8)} に入っています。リベースの後もハッシュが変わっていないか確認してもらえますか？`,
      ],
    ][i % 10];
    return { context: t[0], text: t[1] };
  }),
  N("file-checksum", 14, (R, i) => {
    const h = R.hex(64);
    const t = [
      [
        "sha256sum",
        `$ sha256sum dist/*.tar.gz\n${h}  dist/cairn-0.4.1-linux-x64.tar.gz\n${R.hex(64)}  dist/cairn-0.4.1-darwin-arm64.tar.gz`,
      ],
      ["shasum", `$ shasum -a 1 firmware.bin\n${R.hex(40)}  firmware.bin`],
      ["md5", `$ md5 -r assets/logo.png\n${R.hex(32)} assets/logo.png`],
      [
        "powershell",
        `PS> Get-FileHash .\\setup.exe -Algorithm SHA256\n\nAlgorithm       Hash                                                                   Path\n---------       ----                                                                   ----\nSHA256          ${R.HEX(64)}       C:\\Users\\dev\\Downloads\\setup.exe`,
      ],
      [
        "certutil",
        `C:\\> certutil -hashfile installer.msi SHA256\nSHA256 hash of installer.msi:\n${h}\nCertUtil: -hashfile command completed successfully.`,
      ],
      [
        "checksums-file",
        `# SHA256SUMS\n${h}  node-v22.11.0-linux-x64.tar.xz\n${R.hex(64)}  node-v22.11.0-win-x64.zip`,
      ],
      [
        "homebrew-formula",
        `  url "https://github.com/acme/tool/archive/refs/tags/v1.8.0.tar.gz"\n  sha256 "${h}"\n  license "MIT"`,
      ],
      [
        "bazel",
        `http_archive(\n    name = "rules_go",\n    sha256 = "${h}",\n    urls = ["https://github.com/bazelbuild/rules_go/releases/download/v0.50.1/rules_go-v0.50.1.zip"],\n)`,
      ],
    ][i % 8];
    return { context: t[0], text: t[1] };
  }),
  N("lockfile-integrity", 18, (R, i) => {
    const t = [
      [
        "package-lock",
        `    "node_modules/zod": {\n      "version": "3.23.8",\n      "resolved": "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz",\n      "integrity": "sha512-${R.b64bytes(64)}",\n      "license": "MIT"\n    }`,
      ],
      [
        "yarn-lock",
        `"@babel/core@npm:^7.24.0":\n  version: 7.26.0\n  resolution: "@babel/core@npm:7.26.0"\n  checksum: 10c0/${R.hex(128)}\n  languageName: node`,
      ],
      [
        "pnpm-lock",
        `  /esbuild@0.24.0:\n    resolution: {integrity: sha512-${R.b64bytes(64)}}\n    engines: {node: '>=18'}`,
      ],
      [
        "go-sum",
        `golang.org/x/net v0.31.0 h1:${R.b64bytes(32)}\ngolang.org/x/net v0.31.0/go.mod h1:${R.b64bytes(32)}`,
      ],
      [
        "cargo-lock",
        `[[package]]\nname = "serde"\nversion = "1.0.215"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${R.hex(64)}"`,
      ],
      [
        "requirements-hashes",
        `requests==2.32.3 \\\n    --hash=sha256:${R.hex(64)} \\\n    --hash=sha256:${R.hex(64)}`,
      ],
      [
        "terraform-lock",
        `provider "registry.terraform.io/hashicorp/aws" {\n  version     = "5.76.0"\n  constraints = "~> 5.0"\n  hashes = [\n    "h1:${R.b64bytes(32)}",\n    "zh:${R.hex(64)}",\n  ]\n}`,
      ],
      [
        "flake-lock",
        JSON.stringify(
          {
            nodes: {
              nixpkgs: {
                locked: {
                  lastModified: 1732521221,
                  narHash: `sha256-${R.b64bytes(32)}`,
                  owner: "NixOS",
                  repo: "nixpkgs",
                  rev: R.hex(40),
                  type: "github",
                },
              },
            },
          },
          null,
          2,
        ),
      ],
      [
        "gradle-verification",
        `<component group="com.squareup.okhttp3" name="okhttp" version="4.12.0">\n   <artifact name="okhttp-4.12.0.jar">\n      <sha256 value="${R.hex(64)}" origin="Generated by Gradle"/>\n   </artifact>\n</component>`,
      ],
      [
        "podfile-lock",
        `SPEC CHECKSUMS:\n  Alamofire: ${R.hex(40)}\n  Firebase: ${R.hex(40)}\n\nPODFILE CHECKSUM: ${R.hex(40)}\n\nCOCOAPODS: 1.16.2`,
      ],
    ][i % 10];
    return { context: t[0], text: t[1] };
  }),
  N("sri-hash", 3, (R, i) => ({
    context: ["html", "webpack-manifest", "csp-header"][i % 3],
    text: [
      `<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" integrity="sha384-${R.b64bytes(48)}" crossorigin="anonymous"></script>`,
      JSON.stringify({ "main.js": { src: "main.3f9a1c.js", integrity: `sha256-${R.b64bytes(32)}` } }),
      `Content-Security-Policy: script-src 'self' 'sha256-${R.b64bytes(32)}' 'nonce-${R.b64bytes(16)}'`,
    ][i % 3],
  })),
  N("image-digest", 14, (R, i) => {
    const d = `sha256:${R.hex(64)}`;
    const t = [
      [
        "docker-pull",
        `$ docker pull node:22-alpine\n22-alpine: Pulling from library/node\nDigest: ${d}\nStatus: Downloaded newer image for node:22-alpine`,
      ],
      [
        "k8s-manifest",
        `      containers:\n        - name: api\n          image: ghcr.io/acme/api@${d}\n          imagePullPolicy: IfNotPresent`,
      ],
      [
        "docker-build",
        `#12 exporting to image\n#12 exporting layers 0.4s done\n#12 writing image ${d} done\n#12 naming to docker.io/acme/worker:dev done`,
      ],
      [
        "docker-images",
        `$ docker images --digests\nREPOSITORY   TAG     DIGEST                                                                    IMAGE ID       SIZE\nacme/api     1.4.2   ${d}   ${R.hex(12)}   187MB`,
      ],
      [
        "docker-ps",
        `$ docker ps\nCONTAINER ID   IMAGE          COMMAND                  STATUS         NAMES\n${R.hex(12)}   postgres:16    "docker-entrypoint.s…"   Up 2 hours     db-1\n${R.hex(12)}   redis:7        "docker-entrypoint.s…"   Up 2 hours     cache-1`,
      ],
      [
        "oci-manifest",
        JSON.stringify(
          {
            schemaVersion: 2,
            mediaType: "application/vnd.oci.image.manifest.v1+json",
            config: { mediaType: "application/vnd.oci.image.config.v1+json", digest: d, size: 7023 },
            layers: [{ digest: `sha256:${R.hex(64)}`, size: 3623807 }],
          },
          null,
          2,
        ),
      ],
      [
        "compose-ps",
        `NAME      IMAGE                                                                        SERVICE\napi-1     acme/api@${d}   api`,
      ],
      ["crane", `$ crane digest cgr.dev/chainguard/static:latest\n${d}`],
    ][i % 8];
    return { context: t[0], text: t[1] };
  }),
  N("content-addressed-path", 6, (R, i) => ({
    context: ["nix", "ipfs", "git-lfs", "git-objects", "cache-dir", "bazel-out"][i % 6],
    text: [
      `building '/nix/store/${R.str(nixb32, 32)}-hello-2.12.1.drv'...\n/nix/store/${R.str(nixb32, 32)}-hello-2.12.1`,
      `added bafybei${R.str("abcdefghijklmnopqrstuvwxyz234567", 52)} site/index.html\nhttps://ipfs.io/ipfs/Qm${R.str("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 44)}`,
      `version https://git-lfs.github.com/spec/v1\noid sha256:${R.hex(64)}\nsize ${R.range(10000, 90000000)}`,
      `$ ls .git/objects/${R.hex(2)}/\n${R.hex(38)}\n${R.hex(38)}`,
      `~/.cache/pip/http-v2/${R.hex(1)}/${R.hex(1)}/${R.hex(1)}/${R.hex(1)}/${R.hex(1)}/${R.hex(51)}.body`,
      `bazel-out/k8-fastbuild/bin/external/_main~_repo_rules~${R.hex(8)}/libfoo.a`,
    ][i % 6],
  })),
  N("request-id", 18, (R, i) => {
    const t = [
      [
        "http-response",
        `< HTTP/2 500\n< content-type: application/json\n< x-request-id: ${R.uuid()}\n< x-envoy-upstream-service-time: ${R.range(3, 900)}`,
      ],
      [
        "aws-error",
        `An error occurred (ThrottlingException) when calling the PutItem operation (reached max retries: 4): Rate exceeded\nRequestId: ${R.str(A.upperNum, 52)}\nx-amz-id-2: ${R.b64bytes(57)}`,
      ],
      [
        "cloudfront",
        `< x-cache: Miss from cloudfront\n< via: 1.1 ${R.hex(32)}.cloudfront.net (CloudFront)\n< x-amz-cf-pop: FRA56-P5\n< x-amz-cf-id: ${R.b64u(54)}==`,
      ],
      ["cloudflare", `< cf-ray: ${R.hex(16)}-FRA\n< cf-cache-status: DYNAMIC\n< server: cloudflare`],
      [
        "github-api",
        `< x-github-request-id: ${R.HEX(4)}:${R.HEX(5)}:${R.HEX(7)}:${R.HEX(7)}:${R.HEX(8)}\n< x-ratelimit-remaining: 4987`,
      ],
      [
        "openai-error",
        `openai.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o', 'type': 'requests', 'code': 'rate_limit_exceeded'}} (request id: req_${R.hex(32)})`,
      ],
      [
        "anthropic-error",
        `anthropic.APIStatusError: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_011C${R.b62(20)}"}`,
      ],
      ["stripe-log", `Stripe API error: No such customer: 'cus_${R.b62(14)}'; request-id: req_${R.b62(14)}`],
      [
        "azure-response",
        `x-ms-request-id: ${R.uuid()}\nx-ms-correlation-request-id: ${R.uuid()}\nx-ms-routing-request-id: WESTEUROPE:20261127T101500Z:${R.uuid()}`,
      ],
      [
        "log-json",
        JSON.stringify({
          level: "error",
          time: "2026-11-27T10:15:00.120Z",
          reqId: `req-${R.b64u(10)}`,
          correlationId: R.uuid(),
          msg: "upstream timeout",
        }),
      ],
    ][i % 10];
    return { context: t[0], text: t[1] };
  }),
  N("trace-id", 12, (R, i) => {
    const t = [
      ["traceparent", `traceparent: 00-${R.hex(32)}-${R.hex(16)}-01\ntracestate: congo=t61rcWkgMzE`],
      [
        "otel-json",
        JSON.stringify({
          traceId: R.hex(32),
          spanId: R.hex(16),
          parentSpanId: R.hex(16),
          name: "GET /orders",
          kind: 2,
          startTimeUnixNano: "1764238500120000000",
        }),
      ],
      [
        "datadog-log",
        `2026-11-27 10:15:00,120 INFO [api] [dd.service=api dd.env=prod dd.version=1.4.2 dd.trace_id=${R.digits(19)} dd.span_id=${R.digits(19)}] order created`,
      ],
      ["gcp-trace", `X-Cloud-Trace-Context: ${R.hex(32)}/${R.digits(19)};o=1`],
      ["b3-headers", `X-B3-TraceId: ${R.hex(32)}\nX-B3-SpanId: ${R.hex(16)}\nX-B3-Sampled: 1`],
      ["jaeger-url", `http://localhost:16686/trace/${R.hex(32)}?uiFind=${R.hex(16)}`],
      [
        "sentry-event",
        `Sentry event ${R.hex(32)} captured: https://acme.sentry.io/issues/${R.digits(10)}/events/${R.hex(32)}/`,
      ],
    ][i % 7];
    return { context: t[0], text: t[1] };
  }),
  N("generated-id", 22, (R, i) => {
    const ulid = `01J${R.str(crock, 23)}`;
    const t = [
      [
        "api-response",
        JSON.stringify(
          { id: R.uuid(), object: "job", status: "queued", created_at: "2026-11-27T10:15:00Z" },
          null,
          2,
        ),
      ],
      ["ulid", `INSERT INTO events (id, kind) VALUES ('${ulid}', 'signup');`],
      ["ksuid", `$ ksuid -n 3\n${R.b62(27)}\n${R.b62(27)}\n${R.b62(27)}`],
      [
        "snowflake",
        JSON.stringify({
          id: R.digits(19),
          channel_id: R.digits(18),
          guild_id: R.digits(18),
          author: { id: R.digits(18), username: "buildbot" },
          content: "deploy finished",
        }),
      ],
      ["nanoid", `const id = nanoid(); // e.g. "${R.b64u(21)}"\nawait db.insert(links).values({ id, url });`],
      [
        "mongo-objectid",
        `test> db.users.findOne()\n{\n  _id: ObjectId('${R.hex(24)}'),\n  email: 'ana@acme.io',\n  org: ObjectId('${R.hex(24)}')\n}`,
      ],
      [
        "cuid",
        `prisma:query SELECT "public"."Post"."id" FROM "public"."Post" WHERE "id" = $1 -- params: ["c${R.str(A.lowerNum, 24)}"]`,
      ],
      [
        "uuid-v7",
        `Created run ${R.hex(8)}-${R.hex(4)}-7${R.hex(3)}-${R.pick(["8", "9", "a", "b"])}${R.hex(3)}-${R.hex(12)} at 2026-11-27T10:15:00Z`,
      ],
      [
        "db-row",
        ` id   | public_id                            | created_at\n------+--------------------------------------+---------------------\n ${R.range(1000, 99999)} | ${R.uuid()} | 2026-11-26 09:12:44`,
      ],
      [
        "windows-guid",
        `Project("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "Api", "src\\Api\\Api.csproj", "{${R.uuid().toUpperCase()}}"\nEndProject`,
      ],
      [
        "transcript-ids",
        JSON.stringify({
          parentUuid: R.uuid(),
          sessionId: R.uuid(),
          uuid: R.uuid(),
          requestId: `req_011C${R.b62(20)}`,
          message: {
            id: `msg_01${R.b62(22)}`,
            role: "assistant",
            content: [
              {
                type: "tool_use",
                id: `toolu_01${R.b62(22)}`,
                name: "Read",
                input: { file_path: "/src/app.ts" },
              },
            ],
          },
        }),
      ],
      [
        "prose-de",
        `Die Bestellung ${R.uuid()} hängt seit gestern im Status "pending" – kannst du in den Logs nach der ID suchen?`,
      ],
    ][i % 12];
    return { context: t[0], text: t[1] };
  }),
  N("pagination-cursor", 12, (R, i) => {
    const cur = Buffer.from(
      JSON.stringify({ id: R.range(1000, 99999), ts: 1764238500 + R.int(99999) }),
    ).toString("base64");
    const t = [
      ["api-response", JSON.stringify({ data: [{ id: R.range(1, 999) }], has_more: true, next_cursor: cur })],
      [
        "slack-api",
        JSON.stringify({
          ok: true,
          members: [],
          response_metadata: {
            next_cursor: Buffer.from(`user:U0${R.str(A.upperNum, 8)}`).toString("base64"),
          },
        }),
      ],
      [
        "graphql",
        JSON.stringify({
          data: {
            repository: {
              issues: { pageInfo: { endCursor: `Y3Vyc29yOnYyOpK5${R.b64bytes(24)}`, hasNextPage: true } },
            },
          },
        }),
      ],
      [
        "aws-next-token",
        `$ aws logs filter-log-events --log-group-name /ecs/api --max-items 50\n{\n    "events": [],\n    "NextToken": "${R.b64bytes(180)}"\n}`,
      ],
      [
        "youtube-page-token",
        `GET https://www.googleapis.com/youtube/v3/playlistItems?part=snippet&playlistId=PL${R.b64u(32)}&pageToken=CAUQAA&maxResults=50`,
      ],
      ["mongo-resume-token", `change stream resumeToken: { _data: '82${R.HEX(60)}0004' }`],
      [
        "link-header",
        `< link: <https://api.github.com/repositories/${R.digits(9)}/issues?page=3&after=${Buffer.from(`cursor:${R.range(100, 999)}`).toString("base64")}>; rel="next"`,
      ],
    ][i % 7];
    return { context: t[0], text: t[1] };
  }),
  N("idempotency-cache-etag", 14, (R, i) => {
    const t = [
      [
        "http-request",
        `POST /v1/charges HTTP/1.1\nHost: api.acme.io\nIdempotency-Key: ${R.uuid()}\nContent-Type: application/json`,
      ],
      [
        "actions-cache",
        `Cache restored successfully\nCache restored from key: node-cache-Linux-x64-npm-${R.hex(64)}`,
      ],
      ["etag", `< etag: "${R.hex(40)}"\n< last-modified: Wed, 25 Nov 2026 08:00:00 GMT`],
      ["weak-etag", `If-None-Match: W/"${R.hex(2)}-${R.b64u(27)}"`],
      [
        "s3-listing",
        `$ aws s3api list-objects-v2 --bucket acme-logs --max-items 1\n{\n    "Contents": [\n        {\n            "Key": "2026/11/27/${R.uuid()}.json.gz",\n            "ETag": "\\"${R.hex(32)}\\"",\n            "Size": 48213\n        }\n    ]\n}`,
      ],
      [
        "redis-keys",
        `127.0.0.1:6379> KEYS cache:*\n1) "cache:v3:render:${R.hex(40)}"\n2) "cache:v3:user:${R.range(1000, 9999)}:profile"`,
      ],
      [
        "turbo-cache",
        `• Running build in 6 packages\n@acme/ui:build: cache hit, replaying logs ${R.hex(16)}\n@acme/api:build: cache miss, executing ${R.hex(16)}`,
      ],
      [
        "ccache",
        `ccache: cache hit (direct) /home/ci/.ccache/${R.hex(1)}/${R.hex(1)}/${R.hex(30)}-${R.range(1000, 99999)}M`,
      ],
    ][i % 8];
    return { context: t[0], text: t[1] };
  }),
  N("build-run-id", 10, (R, i) => ({
    context: ["ci-url", "ci-log", "codebuild", "buildkite", "gitlab-ci", "azure-pipelines"][i % 6],
    text: [
      `https://github.com/acme/api/actions/runs/${R.digits(11)}/job/${R.digits(11)}`,
      `##[debug]Evaluating: github.run_id\n##[debug]Result: '${R.digits(11)}'\nRUN_ATTEMPT=1 BUILD_NUMBER=${R.range(100, 9999)}`,
      `[Container] 2026/11/27 10:15:00.120 Running on CodeBuild On-demand\nBuild ID: acme-api:${R.uuid()}`,
      `https://buildkite.com/acme/api/builds/${R.range(1000, 99999)}#${R.uuid()}`,
      `Job ${R.digits(10)} succeeded. Pipeline #${R.digits(7)} sha ${R.hex(8)}`,
      `##[section]Starting: Build\nAgent: Hosted Agent\nBuild.BuildId: ${R.digits(6)}\nSystem.JobId: ${R.uuid()}`,
    ][i % 6],
  })),
];
