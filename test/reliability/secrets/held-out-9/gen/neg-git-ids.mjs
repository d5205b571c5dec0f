// Negatives, part 1: git object names and the ids of requests, traces and records, under every label
// and position a session shows them (git log/show/blame/reflog/rebase todo, CI logs, HTTP headers, JSON
// logs, SQL, URLs). None of these grants access to anything; all must come through unchanged.

const msg = (r) =>
  r.pick([
    "fix: handle empty cursor",
    "chore(deps): bump vitest",
    "feat(api): add export endpoint",
    "refactor token refresh",
    "docs: update README",
    'Revert "add retry"',
    "test: cover key rotation",
    "ci: cache node_modules",
  ]);

/** @type {Array<[string, string, (r: any, id: any) => string]>} */
export const GIT_TEMPLATES = [
  [
    "commit-sha",
    "git-log",
    (r, id) =>
      `commit ${id.sha1()}\nAuthor: Dana Lee <dana@acme.dev>\nDate:   Wed Nov 26 14:02:11 2026 +0100\n\n    ${msg(r)}`,
  ],
  [
    "commit-sha",
    "git-log-oneline",
    (r) => {
      const n = r.pick([7, 8, 10, 12]);
      return Array.from({ length: 5 }, () => `${r.hex(n)} ${msg(r)}`).join("\n");
    },
  ],
  [
    "commit-sha",
    "git-show",
    (r, id) =>
      `commit ${id.sha1()} (HEAD -> main, origin/main)\nMerge: ${r.hex(7)} ${r.hex(7)}\nAuthor: ci-bot <ci@acme.dev>`,
  ],
  [
    "commit-sha",
    "rebase-todo",
    (r, id) =>
      `pick ${id.short()} ${msg(r)}\nsquash ${id.short()} ${msg(r)}\nfixup ${id.short()} wip\n\n# Rebase ${r.hex(7)}..${r.hex(7)} onto ${r.hex(7)} (3 commands)`,
  ],
  [
    "commit-sha",
    "git-blame",
    (_r, id) =>
      `${id.short()} (Dana Lee 2026-10-02 14:11:09 +0200  41)   const token = await getToken(scope);\n${id.short()} (Sam Ortiz 2026-11-20 09:01:44 +0100  42)   return token;`,
  ],
  [
    "commit-sha",
    "git-reflog",
    (r, id) =>
      `${id.short()} HEAD@{0}: commit: ${msg(r)}\n${id.short()} HEAD@{1}: checkout: moving from main to fix/cursor\n${id.short()} HEAD@{2}: pull: Fast-forward`,
  ],
  [
    "commit-sha",
    "ci-log",
    (r, id) =>
      `Run actions/checkout@v4\nSyncing repository: acme/api\n/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --depth=1 origin +${id.sha1()}:refs/remotes/origin/main\nHEAD is now at ${id.short()} ${msg(r)}`,
  ],
  [
    "commit-sha",
    "diff-index",
    (r, _id) =>
      `diff --git a/src/auth.ts b/src/auth.ts\nindex ${r.hex(7)}..${r.hex(7)} 100644\n--- a/src/auth.ts\n+++ b/src/auth.ts`,
  ],
  [
    "commit-sha",
    "rev-parse",
    (r, id) => `$ git rev-parse HEAD\n${id.sha1()}\n$ git rev-parse --short HEAD~3\n${r.hex(7)}`,
  ],
  [
    "commit-sha",
    "url",
    (r, id) =>
      `see https://github.com/acme/api/commit/${id.sha1()} and the compare view https://github.com/acme/api/compare/${r.hex(12)}...${r.hex(12)}`,
  ],
  [
    "commit-sha",
    "json",
    (r, id) =>
      `{"sha": "${id.sha1()}", "node_id": "C_kwDO${r.b62(20)}", "commit": {"message": "${msg(r)}", "tree": {"sha": "${id.sha1()}"}}}`,
  ],
  [
    "commit-sha",
    "yaml-pin",
    (_r, id) =>
      `    steps:\n      - uses: actions/checkout@${id.sha1()} # v4.2.2\n      - uses: actions/setup-node@${id.sha1()} # v4.1.0`,
  ],
  [
    "commit-sha",
    "go-pseudo-version",
    (r, _id) =>
      `require github.com/acme/kit v0.0.0-20261126101010-${r.hex(12)}\nrequire golang.org/x/sys v0.27.0`,
  ],
  [
    "commit-sha",
    "prose-en",
    (r, id) => `the regression came in with ${r.hex(9)}; reverting ${id.sha1()} fixes it`,
  ],
  [
    "commit-sha",
    "cherry-pick-error",
    (r, _id) =>
      `error: could not apply ${r.hex(7)}... ${msg(r)}\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: "git add/rm <conflicted_files>", then run "git cherry-pick --continue".`,
  ],
  [
    "commit-sha",
    "submodule-status",
    (_r, id) => ` ${id.sha1()} vendor/protos (v1.4.0)\n+${id.sha1()} third_party/llama (heads/main)`,
  ],
  [
    "commit-sha",
    "git-ls-tree",
    (_r, id) =>
      `100644 blob ${id.sha1()}\t.gitignore\n100644 blob ${id.sha1()}\tpackage.json\n040000 tree ${id.sha1()}\tsrc`,
  ],
  [
    "commit-sha",
    "bisect",
    (_r, id) => `${id.sha1()} is the first bad commit\ncommit ${id.sha1()}\nAuthor: Kai <kai@acme.dev>`,
  ],
];

/** @type {Array<[string, string, (r: any, id: any) => string]>} */
export const REQUEST_TEMPLATES = [
  [
    "request-id",
    "http-response",
    (_r, id) => `HTTP/2 200\ncontent-type: application/json\nx-request-id: ${id.uuid()}\nx-runtime: 0.041`,
  ],
  [
    "request-id",
    "aws-cli-error",
    (r, _id) =>
      `An error occurred (AccessDenied) when calling the PutObject operation: Access Denied\nRequestId: ${r.hex(16).toUpperCase()}\nHostId: ${r.b64(76)}=`,
  ],
  [
    "request-id",
    "s3-headers",
    (r, id) => `x-amz-request-id: ${r.hex(16).toUpperCase()}\nx-amz-id-2: ${r.b64(76)}=\nETag: "${id.md5()}"`,
  ],
  [
    "request-id",
    "github-headers",
    (r, _id) =>
      `x-github-request-id: ${r.hex(4).toUpperCase()}:${r.hex(5).toUpperCase()}:${r.hex(7).toUpperCase()}:${r.hex(7).toUpperCase()}:${r.hex(8).toUpperCase()}\nx-ratelimit-remaining: 4987`,
  ],
  [
    "request-id",
    "cloudflare",
    (r, _id) =>
      `cf-ray: ${r.hex(16)}-${r.pick(["FRA", "AMS", "IAD", "SJC", "NRT"])}\ncf-cache-status: DYNAMIC`,
  ],
  [
    "request-id",
    "stripe-error",
    (r, _id) =>
      `StripeInvalidRequestError: No such customer: 'cus_${r.b62(14)}'\n  requestId: 'req_${r.b62(14)}'`,
  ],
  [
    "request-id",
    "json-log",
    (r, id) =>
      `{"level":"info","ts":"2026-11-26T10:00:00Z","msg":"request done","request_id":"${id.ulid()}","status":200,"duration_ms":${r.int(3, 900)}}`,
  ],
  [
    "request-id",
    "openai-error",
    (r, _id) =>
      `openai.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached', 'type': 'requests'}} (request id: req_${r.hex(32)})`,
  ],
  [
    "request-id",
    "anthropic-error",
    (r, _id) =>
      `anthropic.APIStatusError: Error code: 529 {"type":"error","error":{"type":"overloaded_error"},"request_id":"req_011C${r.b62(20)}"}`,
  ],
  [
    "trace-id",
    "traceparent",
    (r, _id) => `traceparent: 00-${r.hex(32)}-${r.hex(16)}-01\ntracestate: congo=t61rcWkgMzE`,
  ],
  [
    "trace-id",
    "otel-log",
    (r, _id) =>
      `2026-11-26T10:12:00.120Z INFO [trace_id=${r.hex(32)} span_id=${r.hex(16)} trace_flags=01] checkout completed`,
  ],
  [
    "trace-id",
    "datadog-log",
    (r, _id) => `dd.trace_id=${r.digits(19)} dd.span_id=${r.digits(19)} dd.service=api dd.env=prod`,
  ],
  [
    "trace-id",
    "b3-headers",
    (r, _id) => `X-B3-TraceId: ${r.hex(32)}\nX-B3-SpanId: ${r.hex(16)}\nX-B3-Sampled: 1`,
  ],
  ["trace-id", "jaeger-url", (r, _id) => `https://jaeger.acme.dev/trace/${r.hex(32)}?uiFind=${r.hex(16)}`],
  [
    "correlation-id",
    "csharp-log",
    (_r, id) => `info: Api.Orders[0]\n      CorrelationId={${id.uuid()}} Order {OrderId} created`,
  ],
  [
    "correlation-id",
    "java-mdc",
    (r, id) =>
      `2026-11-26 10:15:02.331  INFO [orders,${r.hex(16)},${r.hex(16)}] 1 --- [nio-8080-exec-4] c.a.o.OrderService : correlationId=${id.uuid()} placed`,
  ],
  [
    "idempotency-key",
    "http-request",
    (_r, id) =>
      `POST /v1/payment_intents HTTP/1.1\nIdempotency-Key: ${id.uuid()}\nContent-Type: application/x-www-form-urlencoded`,
  ],
  [
    "idempotency-key",
    "python",
    (_r, id) => `stripe.PaymentIntent.create(amount=2000, currency="eur", idempotency_key="${id.uuid()}")`,
  ],
  [
    "idempotency-key",
    "json",
    (r, id) => `{"idempotencyKey": "order-${r.int(10000, 99999)}-${id.nanoid()}", "amount": 4200}`,
  ],
  [
    "sentry-event-id",
    "cli-output",
    (_r, id) =>
      `Sentry captured an exception. Event ID: ${id.md5()}\nhttps://acme.sentry.io/issues/?query=${id.md5()}`,
  ],
  ["ulid", "sql", (_r, id) => `SELECT * FROM events WHERE id > '${id.ulid()}' ORDER BY id LIMIT 100;`],
  ["ksuid", "json", (_r, id) => `{"id": "${id.ksuid()}", "kind": "invoice.paid", "created": 1764151200}`],
  [
    "snowflake",
    "discord-api",
    (_r, id) => `GET /api/v10/channels/${id.snowflake()}/messages?after=${id.snowflake()}&limit=50`,
  ],
  [
    "snowflake",
    "tweet-url",
    (_r, id) => `https://x.com/acmehq/status/${id.snowflake()} — they announced the outage there`,
  ],
  ["nanoid", "url", (_r, id) => `https://share.acme.dev/s/${id.nanoid()} (expires never, public)`],
  [
    "nanoid",
    "typescript",
    (_r, id) => `export const fixtureUser = { id: "${id.nanoid()}", email: "test@example.com" };`,
  ],
  [
    "object-id",
    "mongo-shell",
    (_r, id) =>
      `> db.users.findOne({ _id: ObjectId("${id.objectId()}") })\n{ _id: ObjectId('${id.objectId()}'), name: 'Ada' }`,
  ],
  [
    "object-id",
    "json",
    (_r, id) => `{"_id": {"$oid": "${id.objectId()}"}, "orgId": "${id.objectId()}", "role": "owner"}`,
  ],
  [
    "uuid",
    "sql-output",
    (_r, id) =>
      ` id                                   | email\n--------------------------------------+------------------\n ${id.uuid()} | ada@example.com\n ${id.uuid()} | bo@example.com`,
  ],
  [
    "uuid",
    "k8s-uid",
    (r, id) =>
      `metadata:\n  name: api-7d4b9c8f6d-x2k9p\n  uid: ${id.uuid()}\n  resourceVersion: "${r.int(100000, 9999999)}"`,
  ],
  [
    "uuid",
    "azure-ids",
    (_r, id) =>
      `az account set --subscription ${id.uuid()}\naz group show -n rg-prod --query id -o tsv\n/subscriptions/${id.uuid()}/resourceGroups/rg-prod`,
  ],
  [
    "uuid",
    "terraform-state",
    (r, id) =>
      `{\n  "version": 4,\n  "terraform_version": "1.9.8",\n  "serial": ${r.int(1, 300)},\n  "lineage": "${id.uuid()}"\n}`,
  ],
  [
    "cuid",
    "prisma",
    (_r, id) =>
      `prisma:query SELECT "public"."Post"."id" FROM "public"."Post" WHERE "id" = $1 -- params ["${id.cuid()}"]`,
  ],
  [
    "primary-key",
    "sql",
    (r, id) =>
      `UPDATE accounts SET plan = 'pro' WHERE account_id = ${r.int(100000, 99999999)} AND external_id = '${id.uuid()}';`,
  ],
  [
    "primary-key",
    "rails-log",
    (r, _id) =>
      `Started GET "/orders/${r.int(1000, 999999)}" for 127.0.0.1\nProcessing by OrdersController#show as HTML\n  Parameters: {"id"=>"${r.int(1000, 999999)}"}`,
  ],
  [
    "stripe-object-id",
    "json",
    (r, _id) =>
      `{"id": "pi_${r.b62(24)}", "customer": "cus_${r.b62(14)}", "payment_method": "pm_${r.b62(24)}", "latest_charge": "ch_${r.b62(24)}"}`,
  ],
  [
    "aws-resource-id",
    "cli-output",
    (r, _id) =>
      `INSTANCE  i-0${r.hex(16)}  t3.medium  running\nVOLUME    vol-0${r.hex(16)}  gp3\nSG        sg-0${r.hex(16)}`,
  ],
  [
    "aws-arn",
    "json",
    (r, _id) =>
      `{"Arn": "arn:aws:iam::${r.digits(12)}:role/ci-deployer", "RoleId": "AROA${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17)}"}`,
  ],
  [
    "build-id",
    "ci-log",
    (r, id) =>
      `GitHub Actions run ${r.int(10000000000, 19999999999)} attempt 1\nJob id: ${r.int(30000000000, 39999999999)}\nArtifact digest: sha256:${id.sha256()}`,
  ],
  [
    "build-id",
    "nextjs",
    (_r, id) => `$ cat .next/BUILD_ID\n${id.nanoid()}\n$ ls .next/static\n${id.nanoid()}  chunks  css  media`,
  ],
  [
    "build-id",
    "gcloud-build",
    (r, id) =>
      `Created [https://cloudbuild.googleapis.com/v1/projects/acme/locations/global/builds/${id.uuid()}].\nLogs are available at [ https://console.cloud.google.com/cloud-build/builds/${id.uuid()}?project=${r.digits(12)} ].`,
  ],
  [
    "pod-name",
    "kubectl",
    (r, _id) =>
      `NAME                          READY   STATUS    RESTARTS   AGE\napi-${r.hex(10)}-${r.str("bcdfghjklmnpqrstvwxz2456789", 5)}   1/1     Running   0          3h\nworker-${r.hex(10)}-${r.str("bcdfghjklmnpqrstvwxz2456789", 5)}   1/1     Running   2          3h`,
  ],
  [
    "container-id",
    "docker-ps",
    (r, _id) =>
      `CONTAINER ID   IMAGE          COMMAND                  STATUS\n${r.hex(12)}   postgres:16    "docker-entrypoint.s…"   Up 2 hours\n${r.hex(12)}   redis:7        "redis-server"           Up 2 hours`,
  ],
  [
    "container-id",
    "docker-inspect",
    (_r, id) => `"Id": "${id.sha256()}",\n"Image": "sha256:${id.sha256()}",`,
  ],
];
