// Random-looking values that are not credentials: content hashes, ids, digests, public identifiers,
// encoded non-secret data. Each kind has a neutral name a project would give it.
import { base62, crc32 } from "./checksum.mjs";
import { A } from "./rand.mjs";

const l = (kind, env, make) => ({ kind, env, make });

export const LOOKALIKES = [
  l("git-sha", "GIT_COMMIT", (r) => r.hex(40)),
  l("git-short-sha", "BUILD_REVISION", (r) => r.hex(r.int(7, 12))),
  l("sha256-hex", "ARTIFACT_SHA256", (r) => r.hex(64)),
  l("sha512-hex", "TARBALL_SHA512", (r) => r.hex(128)),
  l("md5-etag", "CACHE_ETAG", (r) => r.hex(32)),
  l("image-digest", "IMAGE_DIGEST", (r) => `sha256:${r.hex(64)}`),
  l("sri-sha384", "SCRIPT_INTEGRITY", (r) => `sha384-${r.b64(48)}`),
  l("uuid", "REQUEST_ID", (r) => r.uuid()),
  l("uuid-upper", "TENANT_ID", (r) => r.uuid().toUpperCase()),
  l("ulid", "EVENT_ID", (r) => `01J${r.str(A.crockford, 23)}`),
  l("snowflake", "CHANNEL_ID", (r) => `1${r.str(A.digits, 18)}`),
  l("ksuid", "ORDER_ID", (r) => `2${r.str(A.alnum, 26)}`),
  l("nanoid", "SHARE_ID", (r) => r.str(`${A.alnum}_-`, 21)),
  l("mongo-objectid", "DOCUMENT_ID", (r) => r.hex(24)),
  l("traceparent", "TRACEPARENT", (r) => `00-${r.hex(32)}-${r.hex(16)}-01`),
  l("trace-id", "TRACE_ID", (r) => r.hex(32)),
  l("gpg-fingerprint", "SIGNING_KEY_FINGERPRINT", (r) => r.hex(40).toUpperCase()),
  l("ssh-fingerprint", "HOST_KEY_FINGERPRINT", (r) => `SHA256:${r.b64(32).replace(/=+$/, "")}`),
  l("eth-address", "CONTRACT_ADDRESS", (r) => `0x${r.hex(40)}`),
  l("eth-tx-hash", "DEPLOY_TX", (r) => `0x${r.hex(64)}`),
  l("ipfs-cid", "ASSET_CID", (r) => `bafybei${r.str(A.b32lower, 52)}`),
  l("nix-store-hash", "NIX_OUT_HASH", (r) => r.str("0123456789abcdfghijklmnpqrsvwxyz", 32)),
  l("go-sum-h1", "MODULE_HASH", (r) => `h1:${r.b64(32)}`),
  l("base64-json", "FEATURE_FLAGS_B64", (r) =>
    Buffer.from(
      JSON.stringify({ theme: r.pick(["dark", "light"]), beta: r.int(0, 1) === 1, seats: r.int(1, 500) }),
    ).toString("base64"),
  ),
  l("base64-text", "WELCOME_BANNER_B64", (r) =>
    Buffer.from(
      r.pick([
        "Welcome to the staging cluster",
        "Maintenance window: Sunday 02:00 UTC",
        "Build artifacts are kept for 30 days",
      ]),
    ).toString("base64"),
  ),
  l("aws-instance-id", "INSTANCE_ID", (r) => `i-0${r.hex(16)}`),
  l("aws-ami", "BASE_AMI", (r) => `ami-0${r.hex(16)}`),
  l("aws-request-id", "AWS_REQUEST_ID", (r) => r.uuid()),
  l("azure-subscription", "AZURE_SUBSCRIPTION_ID", (r) => r.uuid()),
  l("gcp-project-number", "GCP_PROJECT_NUMBER", (r) => r.str(A.digits, 12)),
  l("github-app-client-id", "GITHUB_CLIENT_ID", (r) => `Iv1.${r.hex(16)}`),
  l(
    "google-oauth-client-id",
    "GOOGLE_CLIENT_ID",
    (r) => `${r.str(A.digits, 12)}-${r.str(A.lowerNum, 32)}.apps.googleusercontent.com`,
  ),
  l("stripe-publishable", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", (r) => `pk_live_51${r.str(A.alnum, 97)}`),
  l("ga-measurement-id", "GA_MEASUREMENT_ID", (r) => `G-${r.str(A.upperNum, 10)}`),
  l("hex-color", "BRAND_COLOR", (r) => `#${r.hex(6)}`),
  l("semver-build", "APP_VERSION", (r) => `${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 99)}+build.${r.hex(8)}`),
  l("checksum-crc-b62", "PAYLOAD_CHECKSUM", (r) => base62(crc32(r.hex(16))).padStart(6, "0")),
  l("rust-symbol-hash", "PANIC_SYMBOL", (r) => `_ZN4core9panicking5panic17h${r.hex(16)}E`),
  l("webpack-chunk", "MAIN_BUNDLE", (r) => `main.${r.hex(8)}.js`),
  l("k8s-pod", "POD_NAME", (r) => `api-${r.str(A.lowerNum, 10)}-${r.str("bcdfghjklmnpqrstvwxz2456789", 5)}`),
];
