// Identifier and hash shapes a coding session is full of, none of them a credential: request, trace
// and span ids, commit SHAs, digests, UUIDs/ULIDs/KSUIDs/snowflakes/nanoids, ObjectIds, API object
// ids (Stripe, Anthropic, OpenAI), cloud resource ids, content hashes. Each has natural labels.

import { ALNUM, B64, HEX, LOWNUM, UPNUM } from "./rand.mjs";

const CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** @type {{kind: string, labels: string[], env: string, make: (r: any) => string}[]} */
export const IDS = [
  {
    kind: "uuid",
    labels: ["id", "user_id", "session_id", "tenant", "orgId", "correlation_id"],
    env: "TENANT_ID",
    make: (r) => r.uuid(),
  },
  {
    kind: "uuid-upper",
    labels: ["DeviceId", "ProvisioningProfile", "SimulatorUDID"],
    env: "SIMULATOR_UDID",
    make: (r) => r.uuid().toUpperCase(),
  },
  { kind: "ulid", labels: ["event_id", "id", "job"], env: "JOB_ID", make: (r) => `01J${r.str(CROCK, 23)}` },
  {
    kind: "ksuid",
    labels: ["ksuid", "message_id", "delivery"],
    env: "DELIVERY_ID",
    make: (r) => `2${r.mixed(ALNUM, 26)}`,
  },
  {
    kind: "snowflake",
    labels: ["guild_id", "tweet_id", "channel_id"],
    env: "DISCORD_GUILD_ID",
    make: (r) => `1${r.str("0123456789", 18)}`,
  },
  {
    kind: "nanoid",
    labels: ["shortId", "slug", "clientRef"],
    env: "PREVIEW_ID",
    make: (r) => r.mixed(`${ALNUM}_-`, 21),
  },
  {
    kind: "mongo-objectid",
    labels: ["_id", "userId", "orderId"],
    env: "SEED_USER_ID",
    make: (r) => `6${r.str("5678", 1)}${r.hex(22)}`,
  },
  {
    kind: "git-sha",
    labels: ["commit", "sha", "head_sha", "merge_commit_sha"],
    env: "GIT_COMMIT",
    make: (r) => r.hex(40),
  },
  {
    kind: "git-short-sha",
    labels: ["rev", "commit", "version"],
    env: "GIT_SHA_SHORT",
    make: (r) => r.hex(r.int(7, 12)),
  },
  {
    kind: "sha256",
    labels: ["sha256", "checksum", "digest", "hash"],
    env: "ARTIFACT_SHA256",
    make: (r) => r.hex(64),
  },
  { kind: "md5", labels: ["md5", "etag", "content_md5"], env: "ASSET_MD5", make: (r) => r.hex(32) },
  { kind: "sha1", labels: ["sha1", "fingerprint", "blob"], env: "CACHE_SHA1", make: (r) => r.hex(40) },
  {
    kind: "trace-id",
    labels: ["trace_id", "traceId", "dd.trace_id", "otel.trace_id"],
    env: "OTEL_TRACE_ID",
    make: (r) => r.hex(32),
  },
  {
    kind: "span-id",
    labels: ["span_id", "spanId", "parent_id"],
    env: "PARENT_SPAN_ID",
    make: (r) => r.hex(16),
  },
  {
    kind: "datadog-trace-id",
    labels: ["dd.trace_id", "trace_id"],
    env: "DD_TRACE_ID",
    make: (r) => `${r.int(1, 9)}${r.str("0123456789", 18)}`,
  },
  {
    kind: "request-id",
    labels: ["request_id", "x-request-id", "requestId"],
    env: "LAST_REQUEST_ID",
    make: (r) => r.uuid(),
  },
  {
    kind: "anthropic-request-id",
    labels: ["request-id", "request_id"],
    env: "REQUEST_ID",
    make: (r) => `req_011C${r.mixed(B58, 20)}`,
  },
  {
    kind: "anthropic-message-id",
    labels: ["id", "message_id"],
    env: "MESSAGE_ID",
    make: (r) => `msg_01${r.mixed(B58, 22)}`,
  },
  {
    kind: "tool-use-id",
    labels: ["tool_use_id", "id"],
    env: "TOOL_USE_ID",
    make: (r) => `toolu_01${r.mixed(B58, 22)}`,
  },
  {
    kind: "openai-request-id",
    labels: ["x-request-id", "request_id"],
    env: "OPENAI_REQUEST_ID",
    make: (r) => `req_${r.hex(32)}`,
  },
  {
    kind: "openai-completion-id",
    labels: ["id"],
    env: "COMPLETION_ID",
    make: (r) => `chatcmpl-${r.mixed(ALNUM, 29)}`,
  },
  {
    kind: "openai-file-id",
    labels: ["file_id", "id"],
    env: "TRAINING_FILE_ID",
    make: (r) => `file-${r.mixed(ALNUM, 22)}`,
  },
  {
    kind: "openai-org-id",
    labels: ["openai-organization", "organization"],
    env: "OPENAI_ORG_ID",
    make: (r) => `org-${r.mixed(ALNUM, 24)}`,
  },
  {
    kind: "stripe-object-id",
    labels: ["customer", "payment_intent", "charge", "id"],
    env: "TEST_CUSTOMER_ID",
    make: (r) =>
      `${r.pick(["cus_", "pi_3", "ch_3", "evt_1", "price_1", "sub_1", "in_1"])}${r.mixed(ALNUM, 23)}`,
  },
  {
    kind: "stripe-request-id",
    labels: ["request-id", "Request-Id"],
    env: "STRIPE_REQUEST_ID",
    make: (r) => `req_${r.mixed(ALNUM, 14)}`,
  },
  {
    kind: "github-node-id",
    labels: ["node_id", "id"],
    env: "PROJECT_NODE_ID",
    make: (r) =>
      `${r.pick(["PR_kwDO", "I_kwDO", "PVT_kwDO", "MDEwOlJlcG9zaXRvcnk"])}${r.mixed(`${ALNUM}_-`, 14)}`,
  },
  {
    kind: "github-run-id",
    labels: ["run_id", "databaseId", "workflow_run"],
    env: "GITHUB_RUN_ID",
    make: (r) => `${r.int(10, 19)}${r.str("0123456789", 9)}`,
  },
  {
    kind: "docker-digest",
    labels: ["digest", "Digest", "image_digest"],
    env: "IMAGE_DIGEST",
    make: (r) => `sha256:${r.hex(64)}`,
  },
  {
    kind: "container-id",
    labels: ["container_id", "ContainerID", "Id"],
    env: "HOSTNAME",
    make: (r) => r.hex(64),
  },
  {
    kind: "sri-sha512",
    labels: ["integrity"],
    env: "BUNDLE_INTEGRITY",
    make: (r) => `sha512-${r.b64bytes(64)}`,
  },
  {
    kind: "sri-sha384",
    labels: ["integrity"],
    env: "SCRIPT_INTEGRITY",
    make: (r) => `sha384-${r.b64bytes(48)}`,
  },
  {
    kind: "etag",
    labels: ["ETag", "etag", "If-None-Match"],
    env: "LAST_ETAG",
    make: (r) => `W/"${r.hex(8)}-${r.mixed(`${ALNUM}/+`, 27)}"`,
  },
  {
    kind: "aws-amz-id-2",
    labels: ["x-amz-id-2", "HostId"],
    env: "S3_HOST_ID",
    make: (r) => `${r.mixed(`${ALNUM}+/`, 76)}`,
  },
  {
    kind: "aws-resource-id",
    labels: ["ImageId", "InstanceId", "SubnetId", "GroupId", "VpcId"],
    env: "AMI_ID",
    make: (r) => `${r.pick(["ami-0", "i-0", "subnet-0", "sg-0", "vpc-0", "vol-0", "snap-0"])}${r.hex(16)}`,
  },
  {
    kind: "aws-xray-trace",
    labels: ["X-Amzn-Trace-Id", "trace"],
    env: "_X_AMZN_TRACE_ID",
    make: (r) => `Root=1-${r.hex(8)}-${r.hex(24)};Parent=${r.hex(16)};Sampled=1`,
  },
  {
    kind: "cf-ray",
    labels: ["cf-ray", "CF-RAY", "ray_id"],
    env: "CF_RAY",
    make: (r) => `${r.hex(16)}-${r.pick(["AMS", "FRA", "IAD", "NRT", "GRU"])}`,
  },
  {
    kind: "azure-guid",
    labels: ["subscriptionId", "tenantId", "clientId", "principalId"],
    env: "AZURE_SUBSCRIPTION_ID",
    make: (r) => r.uuid(),
  },
  {
    kind: "gcp-project-number",
    labels: ["projectNumber", "project_number"],
    env: "GOOGLE_CLOUD_PROJECT_NUMBER",
    make: (r) => `${r.int(1, 9)}${r.str("0123456789", 11)}`,
  },
  {
    kind: "k8s-uid",
    labels: ["uid", "resourceVersion", "controller-uid"],
    env: "POD_UID",
    make: (r) => r.uuid(),
  },
  {
    kind: "sentry-event-id",
    labels: ["event_id", "Sentry Event ID", "eventId"],
    env: "SENTRY_EVENT_ID",
    make: (r) => r.hex(32),
  },
  {
    kind: "google-doc-id",
    labels: ["documentId", "spreadsheetId", "fileId"],
    env: "SHEET_ID",
    make: (r) => `1${r.mixed(`${ALNUM}_-`, 43)}`,
  },
  {
    kind: "notion-page-id",
    labels: ["page_id", "database_id"],
    env: "NOTION_DATABASE_ID",
    make: (r) => r.hex(32),
  },
  {
    kind: "cursor",
    labels: ["next_cursor", "after", "pageToken", "next_page_token", "continuationToken"],
    env: "START_CURSOR",
    make: (r) =>
      Buffer.from(JSON.stringify({ id: r.int(1000, 999999), ts: 1764230000 + r.int(0, 9999) })).toString(
        "base64",
      ),
  },
  {
    kind: "pagination-token",
    labels: ["nextPageToken", "NextToken", "page_token"],
    env: "NEXT_PAGE_TOKEN",
    make: (r) =>
      `Ci${Buffer.from([0x0a, 0x1a, ...Buffer.from(r.str(LOWNUM, 26)), 0x12, 0x02, 0x61, 0x31])
        .toString("base64")
        .slice(2)}`,
  },
  {
    kind: "idempotency-key",
    labels: ["Idempotency-Key", "idempotency_key"],
    env: "IDEMPOTENCY_KEY",
    make: (r) => r.uuid(),
  },
  {
    kind: "cache-key",
    labels: ["cache-key", "key", "cache_key"],
    env: "CACHE_KEY",
    make: (r) =>
      `${r.pick(["node-cache-Linux-x64-npm-", "pip-ubuntu-22.04-", "cargo-registry-", "gradle-"])}${r.hex(64)}`,
  },
  {
    kind: "build-id",
    labels: ["build_id", "buildId", "BUILD_NUMBER"],
    env: "CODEBUILD_BUILD_ID",
    make: (r) => `api-build:${r.uuid()}`,
  },
  {
    kind: "eth-address",
    labels: ["address", "to", "contract"],
    env: "CONTRACT_ADDRESS",
    make: (r) => `0x${r.str(`${HEX}ABCDEF`, 40)}`,
  },
  {
    kind: "eth-tx-hash",
    labels: ["transactionHash", "txHash", "blockHash"],
    env: "DEPLOY_TX_HASH",
    make: (r) => `0x${r.hex(64)}`,
  },
  {
    kind: "ipfs-cid",
    labels: ["cid", "Hash"],
    env: "IPFS_CID",
    make: (r) => `bafybei${r.str("abcdefghijklmnopqrstuvwxyz234567", 52)}`,
  },
  {
    kind: "slack-ids",
    labels: ["channel", "user", "team", "ts"],
    env: "SLACK_CHANNEL_ID",
    make: (r) => `${r.pick(["C0", "U0", "T0", "G0"])}${r.str(UPNUM, 9)}`,
  },
  {
    kind: "claude-session-id",
    labels: ["session_id", "sessionId"],
    env: "CLAUDE_SESSION_ID",
    make: (r) => r.uuid(),
  },
  {
    kind: "nix-store-hash",
    labels: ["outPath", "path"],
    env: "NIX_STORE_PATH",
    make: (r) => `/nix/store/${r.str("0123456789abcdfghijklmnpqrsvwxyz", 32)}-nodejs-20.11.1`,
  },
  {
    kind: "base64-fixture",
    labels: ["payload", "data", "body"],
    env: "FIXTURE_PAYLOAD",
    make: (r) =>
      Buffer.from(
        JSON.stringify({ event: "order.created", orderId: r.int(10000, 99999), items: r.int(1, 9) }),
      ).toString("base64"),
  },
  {
    kind: "hex-color",
    labels: ["color", "background", "accent"],
    env: "BRAND_COLOR",
    make: (r) => `#${r.str(HEX, 6)}`,
  },
  {
    kind: "gpg-fingerprint",
    labels: ["fingerprint", "signingkey"],
    env: "GPG_KEY_ID",
    make: (r) => r.str("0123456789ABCDEF", 40),
  },
  {
    kind: "ssh-fingerprint",
    labels: ["fingerprint", "key_fingerprint"],
    env: "SSH_HOST_FINGERPRINT",
    make: (r) => `SHA256:${r.mixed(`${ALNUM}+/`, 43)}`,
  },
  {
    kind: "kms-key-arn",
    labels: ["KeyId", "kms_key_id", "SSEKMSKeyId"],
    env: "KMS_KEY_ARN",
    make: (r) => `arn:aws:kms:eu-west-1:${r.str("0123456789", 12)}:key/${r.uuid()}`,
  },
  { kind: "crc32", labels: ["crc32", "crc32c"], env: "CRC", make: (r) => `${r.str(B64, 6)}==` },
  {
    kind: "lowercase-slug-hash",
    labels: ["pod", "replicaset", "name"],
    env: "POD_NAME",
    make: (r) => `api-${r.str("bcdfghjklmnpqrstvwxz2456789", 10)}-${r.str("bcdfghjklmnpqrstvwxz2456789", 5)}`,
  },
  {
    kind: "vercel-id",
    labels: ["x-vercel-id", "deploymentId"],
    env: "VERCEL_DEPLOYMENT_ID",
    make: (r) =>
      `${r.pick(["fra1", "iad1", "sfo1"])}::${r.str(LOWNUM, 5)}-${1764230000000 + r.int(0, 99999)}-${r.hex(12)}`,
  },
];
