/**
 * Ids and hashes in the positions the positional, URL, header, constructor and prose rules look at:
 * CLI flags and positional arguments (including the subcommands that take a token elsewhere: `login`,
 * `configure`, `auth`), `git log`, a rebase todo and CI logs, URL paths and queries, request and
 * response headers, constructor and call arguments, and prose in several languages. None is a
 * credential: a redactor must leave every one unchanged.
 */
import { negativeCommandLines } from "./negatives-id-commands.js";
import type { IdShapes } from "./negatives-id-shapes.js";

type AddNegative = (kind: string, ...texts: string[]) => void;

/** `git log`, a rebase todo, `git reflog`, blame and CI log lines. */
function gitAndCi(add: AddNegative, s: IdShapes): void {
  const a = s.sha();
  add(
    "id-git-ci",
    `commit ${a}\nMerge: ${s.short()} ${s.short()}\nAuthor: Jane Doe <jane@example.com>\nDate:   Fri Nov 27 10:00:00 2026 +0000`,
    `${s.short()} (HEAD -> main, origin/main) Fix token refresh race\n${s.short()} Add key rotation docs`,
    `pick ${s.short()} Add session store\nsquash ${s.short()} fixup: lint\nfixup ${s.short()} typo\n# Rebase ${s.short()}..${s.short()} onto ${s.short()} (3 commands)`,
    `${s.short()} HEAD@{0}: rebase (finish): returning to refs/heads/feature/auth`,
    `^${s.short()} (Jane Doe 2026-11-27 10:00:00 +0000  12) const token = await getToken();`,
    `[main ${s.short()}] Rotate signing key handling\n 2 files changed, 14 insertions(+), 3 deletions(-)`,
    `To github.com:acme/app.git\n   ${s.short()}..${s.short()}  main -> main`,
    `remote: Resolving deltas: 100% (3/3), completed with 3 local objects.\n * [new branch]      auth-fix -> auth-fix`,
    `Updating ${s.short()}..${s.short()}\nFast-forward`,
    `From github.com:acme/app\n + ${s.short()}...${s.short()} feature/login -> origin/feature/login  (forced update)`,
    `Run actions/checkout@${a}\n  with:\n    ref: ${s.sha()}\n    token: ***`,
    `##[group]Run pnpm install --frozen-lockfile\nCache restored from key: node-cache-Linux-x64-pnpm-${s.hex64()}`,
    `Received 48213 of 48213 (100.0%), 0.1 MBs/sec\nCache Size: ~0 MB (48213 B)\nCache restored successfully`,
    `Job ID: ${s.uuid()}\nRunner: GitHub Actions ${s.r("0123456789", 3)}\nRun ID: ${s.r("0123456789", 11)}`,
    `buildkite: build ${s.uuid()} step ${s.uuid()} passed`,
    `CircleCI: workflow ${s.uuid()} job 1234 (build-and-test) succeeded`,
    `Pipeline #${s.r("0123456789", 9)} passed for ${s.short()} on main`,
    `Vercel: Deployment dpl_${s.r("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 28)} is READY`,
    `Netlify: Deploy ${s.objectId()} published`,
    `Sentry event ${s.md5()} grouped into issue ACME-API-4F2`,
    `Datadog trace_id:${s.r("0123456789", 19)} span_id:${s.r("0123456789", 19)}`,
    `sha256sum: dist/app.tar.gz: OK\n${s.hex64()}  dist/app.tar.gz`,
    `Digest: sha256:${s.hex64()}\nStatus: Downloaded newer image for node:22-alpine`,
    `#12 writing image sha256:${s.hex64()} done\n#12 naming to ghcr.io/acme/api:${s.short()} done`,
  );
}

/** URL paths and queries holding ids, hashes and cursors. */
function urls(add: AddNegative, s: IdShapes): void {
  add(
    "id-url",
    `https://api.example.com/v1/orders/${s.ulid()}`,
    `https://api.example.com/v1/users/${s.firebaseUid()}/posts?limit=20`,
    `https://api.example.com/v1/items?cursor=${s.cursor()}`,
    `https://api.example.com/v1/items?page_token=${s.cursor()}&page_size=50`,
    `https://api.example.com/search?after=${s.nanoid()}&q=login`,
    `https://github.com/acme/app/blob/${s.sha()}/src/auth/token.ts#L42`,
    `https://github.com/acme/app/compare/${s.short()}...${s.short()}`,
    `https://github.com/acme/app/actions/runs/${s.r("0123456789", 11)}/job/${s.r("0123456789", 11)}`,
    `https://gitlab.com/acme/app/-/commit/${s.sha()}`,
    `https://docs.google.com/document/d/${s.docId()}/edit?usp=sharing`,
    `https://console.firebase.google.com/project/acme/firestore/data/~2Fusers~2F${s.firebaseUid()}`,
    `https://app.example.com/docs/${s.nanoid()}`,
    `https://example.com/p/${s.ksuid()}`,
    `https://example.com/invite/${s.cuid()}`,
    `https://cdn.example.com/img/${s.objectId()}.webp`,
    `https://example.com/static/js/main.${s.r("0123456789abcdef", 8)}.js`,
    `https://example.com/download?id=${s.uuid()}&v=${s.short()}`,
    `https://example.com/api/items/${s.uuid7()}?expand=owner`,
    `https://sentry.io/organizations/acme/issues/${s.r("0123456789", 10)}/events/${s.md5()}/`,
    `https://app.datadoghq.com/apm/trace/${s.r("0123456789", 19)}`,
    `https://console.aws.amazon.com/cloudwatch/home#logsV2:log-groups/log-group/$252Faws$252Flambda$252Fapi/log-events/2026$252F11$252F27$252F$255B$2524LATEST$255D${s.md5()}`,
    `https://hub.docker.com/layers/library/node/22-alpine/images/sha256-${s.hex64()}`,
    `https://www.npmjs.com/package/@acme/sdk/v/1.4.0?activeTab=code&ref=${s.short()}`,
    `https://example.com/reset?uid=${s.firebaseUid()}&step=2`,
    `GET /v1/charges?starting_after=ch_${s.r("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 24)} HTTP/1.1`,
    `GET /api/files/${s.hex64()}/download 200 12ms`,
    `POST /api/v1/jobs/${s.ksuid()}/retry 202`,
    `/nix/store/${s.r("0123456789abcdfghijklmnpqrsvwxyz", 32)}-nodejs-22.11.0/bin/node`,
    `.git/objects/${s.sha().slice(0, 2)}/${s.sha().slice(2)}`,
    `~/.cache/bazel/_bazel_dev/${s.md5()}/execroot/__main__`,
  );
}

/** Request and response headers holding ids, digests and signatures of a request. */
function headers(add: AddNegative, s: IdShapes): void {
  add(
    "id-header",
    `traceparent: ${s.traceparent()}`,
    `X-Amzn-Trace-Id: Root=1-${s.r("0123456789abcdef", 8)}-${s.r("0123456789abcdef", 24)}`,
    `x-amz-request-id: ${s.r("0123456789ABCDEF", 16)}\nx-amz-id-2: ${s.b64(s.r("abcdefghijklmnopqrstuvwxyz0123456789/+", 57))}`,
    `x-amz-cf-id: ${s.r("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-", 54)}==`,
    `X-Cloud-Trace-Context: ${s.md5()}/${s.r("0123456789", 19)};o=1`,
    `X-GitHub-Request-Id: ${s.r("0123456789ABCDEF", 4)}:${s.r("0123456789ABCDEF", 5)}:${s.r("0123456789ABCDEF", 7)}:${s.r("0123456789ABCDEF", 7)}:${s.r("0123456789ABCDEF", 8)}`,
    `x-ms-request-id: ${s.uuid()}`,
    `X-Request-ID: ${s.nanoid()}`,
    `request-id: req_${s.r("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 14)}`,
    `CF-Ray: ${s.r("0123456789abcdef", 16)}-FRA`,
    `ETag: W/"${s.md5()}"`,
    `If-None-Match: "${s.multipartEtag()}"`,
    `Content-MD5: ${s.b64(s.r("abcdefghijklmnop", 16))}`,
    `Digest: SHA-256=${s.b64(s.r("abcdefghijklmnopqrstuvwxyz012345", 32))}`,
    `x-amz-content-sha256: ${s.hex64()}`,
    `X-Hub-Signature-256: sha256=${s.hex64()}`,
    `Sec-WebSocket-Accept: ${s.b64(s.r("abcdefghijklmnopqrst", 20))}`,
    `Link: <https://api.example.com/items?cursor=${s.cursor()}>; rel="next"`,
    `Idempotency-Key: ${s.uuid()}`,
    `X-Correlation-Id: ${s.ulid()}`,
    `x-vercel-id: fra1::iad1::${s.r("abcdefghijklmnopqrstuvwxyz0123456789", 5)}-${s.r("0123456789", 13)}-${s.r("0123456789abcdef", 12)}`,
    `fly-request-id: ${s.ulid()}-ams`,
    `X-Served-By: cache-fra-${s.r("EFGHIJKLMNOP", 4)}${s.r("0123456789", 5)}-FRA`,
    `Authorization: Bearer <token>`,
    `Authorization: Bearer \${ACCESS_TOKEN}`,
    `Authorization: Basic $(echo -n "$USER:$PASS" | base64)`,
  );
}

/** Constructor and call arguments that are ids, digests, public keys or references. */
function calls(add: AddNegative, s: IdShapes): void {
  add(
    "id-call",
    `const id = ObjectId.createFromHexString("${s.objectId()}");`,
    `user = await User.findById("${s.objectId()}")`,
    `const doc = await db.collection("users").doc("${s.firebaseUid()}").get();`,
    `const snap = await getDoc(doc(db, "posts", "${s.firestoreId()}"));`,
    `order = Order.objects.get(pk="${s.uuid()}")`,
    `let id = Ulid::from_string("${s.ulid()}")?;`,
    `id, _ := ksuid.Parse("${s.ksuid()}")`,
    `const run = await octokit.actions.getWorkflowRun({ owner, repo, run_id: ${s.r("0123456789", 11)} });`,
    `await stripe.paymentIntents.retrieve("pi_${s.r("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 24)}");`,
    `repo.git.checkout("${s.sha()}")`,
    `cache.get("${s.hex64()}")`,
    `redis.set("idem:${s.uuid()}", "1", "EX", 86400)`,
    `await kv.get(\`session:\${sessionId}\`)`,
    `const key = await crypto.subtle.importKey("jwk", publicJwk, { name: "ECDSA", namedCurve: "P-256" }, true, ["verify"]);`,
    `const pub = PublicKey.fromString("${s.r("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 44)}");`,
    `expect(hash("hello")).toBe("${s.hex64()}");`,
    `assert digest(data) == "${s.sha()}"`,
    `new Snowflake("${s.snowflake()}")`,
    `client.channels.fetch("${s.snowflake()}")`,
    `Buffer.from("${s.b64('{"type":"service_status","ok":true}')}", "base64")`,
    `bytes.fromhex("${s.md5()}")`,
    `useQuery({ queryKey: ["user", "${s.cuid()}"] })`,
    `<Item key="${s.nanoid()}" />`,
    `items.map((item) => <Row key={item.id} id="${s.uuid()}" />)`,
    `$table->uuid('id')->default('${s.uuid()}');`,
  );
}

/** Prose in several languages that gives an id, a hash or a run's number. */
function prose(add: AddNegative, s: IdShapes): void {
  add(
    "id-prose",
    `The failing run is ${s.r("0123456789", 11)} on commit ${s.short()}; the cache key was ${s.hex64().slice(0, 16)}.`,
    `I pushed ${s.sha()} — can you re-run CI?`,
    `Customer ${s.firebaseUid()} reports a 500 on checkout.`,
    `Order ${s.ulid()} never reached the warehouse.`,
    `The user with uid ${s.firebaseUid()} cannot log in.`,
    `Le commit ${s.short()} corrige la fuite du jeton de session.`,
    `La requête ${s.uuid()} a échoué avec 502.`,
    `Die Anfrage ${s.nanoid()} hat 3 s gedauert.`,
    `Der Build ${s.ksuid()} ist fehlgeschlagen.`,
    `El pedido ${s.objectId()} no tiene dirección.`,
    `O documento ${s.firestoreId()} foi apagado ontem.`,
    `Il deploy ${s.ulid()} è andato a buon fine.`,
    `Zamówienie ${s.cuid()} zostało anulowane.`,
    `Коммит ${s.short()} исправляет утечку токена.`,
    `请求 ${s.uuid()} 超时了。`,
    `コミット ${s.short()} でトークンの更新を直しました。`,
    `주문 ${s.ulid()} 이 실패했습니다.`,
    `Authored by ${s.firebaseUid()} at 2026-11-27T10:00:00Z`,
    `The auth service returned request ${s.nanoid()} with status 401.`,
    `Token refresh failed for user ${s.cuid()}; see trace ${s.md5()}.`,
    `Secret rotation job ${s.uuid()} finished in 4 s.`,
    `Key ${s.uuid()} was scheduled for deletion (KMS).`,
  );
}

export function addIdPositionNegatives(add: AddNegative, s: IdShapes): void {
  gitAndCi(add, s);
  urls(add, s);
  headers(add, s);
  calls(add, s);
  prose(add, s);
  negativeCommandLines(add, s);
}
