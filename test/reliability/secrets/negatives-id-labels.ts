/**
 * Ids and hashes under generic labels — `key`, `id`, `token`, `secret`, `hash`, `auth`, `sig`, `pk`,
 * `sk`, `author`, `ref`, `owner`, `uid` — in name=value, JSON, YAML, TOML and HCL form: cache and
 * idempotency keys, DynamoDB partition and sort keys, record and user ids, commit refs, checksums,
 * ETags, cursors, masked tokens, placeholders and references to a value in code (`key: user.id`,
 * `token = await getToken()`). None is a credential: a redactor must leave every one unchanged.
 */
import { type IdShapes, maskedAndPlaceholders } from "./negatives-id-shapes.js";

type AddNegative = (kind: string, ...texts: string[]) => void;

/** `key` and `pk`/`sk` holding ids: cache keys, object keys, DynamoDB keys, element keys. */
function keyLabels(add: AddNegative, s: IdShapes): void {
  add(
    "id-label-key",
    `{"key": "${s.sha()}", "size": 18234, "hits": 3}`,
    `{"id": 18231, "key": "setup-node-npm-Linux-x64-${s.hex64()}", "size_in_bytes": 48213}`,
    `key: ${s.nanoid()}`,
    `"key": "${s.nanoid()}"`,
    `{"key": "${s.ulid()}", "value": {"count": 3}}`,
    `key=${s.uuid()} status=MISS`,
    `cache key=${s.hex64()} age=120s`,
    `  - key: ${s.objectId()}\n    label: Archived`,
    `[[entries]]\nkey = "${s.sha()}"\npath = "dist/app.js"`,
    `resource "aws_s3_object" "logo" {\n  key    = "assets/${s.md5()}.svg"\n  bucket = "acme-web"\n}`,
    `pk=USER#${s.ulid()} sk=PROFILE`,
    `{"PK": "ORG#${s.uuid()}", "SK": "PROJECT#${s.ulid()}"}`,
    `pk: "TENANT#${s.firestoreId()}"\nsk: "ORDER#2026-11-27T10:00:00Z#${s.ulid()}"`,
    `pk=${s.uuid()}`,
    `{"pk": ${s.snowflake()}, "model": "auth.user"}`,
    `pk = ${s.objectId()}`,
    `sk: ${s.ksuid()}`,
    `"pk": "${s.ksuid()}"`,
    `pk=${s.firebaseUid()}`,
    `aws dynamodb get-item --table-name Orders --key '{"pk": {"S": "CUSTOMER#${s.uuid()}"}}'`,
    `GET cache:v2:${s.sha()}`,
    `Key: ${s.firestoreId()}`,
    `objectKey: "${s.uuid()}.jpg"`,
    `storage key ${s.hex64()}`,
  );
}

/** `token`, `secret` and `auth` labels whose values are not credentials. */
function credentialWordLabels(add: AddNegative, s: IdShapes): void {
  const masked = maskedAndPlaceholders(s);
  add(
    "id-label-credential-word",
    ...masked.map((m) => `token: ${m}`),
    ...masked.slice(0, 6).map((m) => `"secret": "${m}"`),
    `token = await getToken()`,
    `const token = await auth.getAccessToken({ audience });`,
    `token: user.id`,
    `auth: this.auth`,
    `secret: secretRef.name`,
    `key: user.id`,
    `"token": null, "expires_in": 0`,
    `token_type=Bearer expires_in=3600 scope=repo`,
    `auth: { type: "oauth", clientId: process.env.CLIENT_ID }`,
    `secret_name = "prod/api/${s.r("abcdefghij", 6)}"`,
    `tokenId: ${s.uuid()}`,
    `token_hash: ${s.hex64()}`,
    `secret version ${s.md5()} created`,
    `auth_request_id=${s.uuid()}`,
    `"token_fingerprint": "${s.sha()}"`,
    `Token: ${masked[0]} (expires 2026-12-27)`,
  );
}

/** `id`, `hash`, `sig`, `ref`, `author`, `owner`, `uid` and similar generic labels. */
function genericLabels(add: AddNegative, s: IdShapes): void {
  add(
    "id-label-generic",
    `author: ${s.firebaseUid()}`,
    `"author": "${s.firebaseUid()}"`,
    `author=${s.objectId()}`,
    `"author": {"login": "octocat", "id": ${s.r("123456789", 7)}, "node_id": "U_kgDO${s.r("ABCDEFGHIJKLMNOP", 1)}${s.r("abcdefghijkmnopqrstuvwxyz0123456789", 5)}"}`,
    `author: did:plc:${s.r("abcdefghijklmnopqrstuvwxyz234567", 24)}`,
    `owner: ${s.firebaseUid()}`,
    `"owner": "${s.cuid()}"`,
    `uid: ${s.firebaseUid()}`,
    `"uid": "${s.firebaseUid()}", "email": "dev@example.com"`,
    `createdBy: ${s.firestoreId()}`,
    `"user": "${s.ksuid()}"`,
    `assignee=${s.cuid()}`,
    `ref: ${s.sha()}`,
    `ref=${s.short()}`,
    `"ref": "refs/heads/main", "after": "${s.sha()}", "before": "${s.sha()}"`,
    `hash: ${s.sha()}`,
    `"hash": "${s.hex64()}"`,
    `hash=${s.r("abcdefghijklmnopqrstuvwxyz0123456789", 32)}`,
    `sig: ${s.hex64()}`,
    `"sig": "${s.r(HEXU, 40)}"`,
    `id=${s.nanoid()}`,
    `"id": "${s.ksuid()}"`,
    `doc: ${s.firestoreId()}`,
    `"node_id": "${s.nodeId()}"`,
    `revision: ${s.sha()}`,
    `build: ${s.nanoid()}`,
    `buildId: "${s.nanoid()}"`,
    `"run": ${s.snowflake()}`,
    `version: ${s.short()}-dirty`,
    `digest: sha256:${s.hex64()}`,
    `etag: ${s.multipartEtag()}`,
    `"cursor": "${s.cursor()}"`,
    `after: "${s.cursor()}"`,
    `"endCursor": "${s.b64(`cursor:v2:${s.r("123456789", 6)}`)}"`,
    `last_evaluated_key: ${s.uuid7()}`,
    `trace: ${s.traceparent()}`,
    `"integrity": "${s.sri()}"`,
    `checksum = "sha256:${s.hex64()}"`,
    `"mongoId": "${s.objectId()}"`,
    `object: ${s.objectId()}`,
    `device: ${s.uuid().toUpperCase()}`,
    `workspace=${s.ksuid()}`,
    `tenant: ${s.cuid()}`,
    `org: ${s.firestoreId()}`,
    `account=${s.r(DIGITS, 12)}`,
    `team: T${s.r(UPD, 10)}`,
    `channel: C${s.r(UPD, 10)}`,
    `project=${s.r("abcdefghijklmnopqrstuvwxyz", 6)}-${s.r(DIGITS, 6)}`,
    `instance: i-0${s.r("0123456789abcdef", 16)}`,
  );
}

const HEXU = "0123456789ABCDEF";
const DIGITS = "0123456789";
const UPD = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** Config files (YAML, TOML, HCL, .env) whose generated values are ids, digests or public values. */
function configFiles(add: AddNegative, s: IdShapes): void {
  add(
    "id-label-config",
    `[[package]]\nname = "serde"\nversion = "1.0.215"\nchecksum = "${s.hex64()}"`,
    `# poetry.lock\n[package.files]\nfile = "requests-2.32.3-py3-none-any.whl"\nhash = "sha256:${s.hex64()}"`,
    `resource "aws_instance" "web" {\n  ami = "ami-0${s.r("0123456789abcdef", 16)}"\n  subnet_id = "subnet-0${s.r("0123456789abcdef", 16)}"\n}`,
    `data "aws_kms_key" "k" {\n  key_id = "${s.uuid()}"\n}`,
    `provider "google" {\n  project = "acme-prod-${s.r(DIGITS, 6)}"\n}`,
    `image: ghcr.io/acme/api@sha256:${s.hex64()}`,
    `    uses: actions/checkout@${s.sha()} # v4.2.2`,
    `      - uses: actions/cache@v4\n        with:\n          key: \${{ runner.os }}-pnpm-\${{ hashFiles('**/pnpm-lock.yaml') }}`,
    `restore-keys: ${s.hex64().slice(0, 12)}-pnpm-`,
    `commit_sha: ${s.sha()}\nbuild_number: ${s.r(DIGITS, 4)}`,
    `BUILD_ID=${s.nanoid()}`,
    `GIT_COMMIT=${s.sha()}`,
    `SENTRY_RELEASE=${s.sha()}`,
    `DEPLOYMENT_ID=${s.ulid()}`,
    `TRACE_ID=${s.md5()}`,
    `APP_ID=${s.r(DIGITS, 6)}`,
    `AWS_ACCOUNT_ID=${s.r(DIGITS, 12)}`,
    `KEY_ID=${s.uuid()}`,
    `FIREBASE_PROJECT_ID=acme-${s.r("abcdefghijklmnopqrstuvwxyz0123456789", 5)}`,
    `NEXT_PUBLIC_POSTHOG_HOST=https://eu.posthog.com`,
    `appId: "1:${s.r(DIGITS, 12)}:web:${s.r("0123456789abcdef", 22)}"`,
    `measurementId: "G-${s.r(UPD, 10)}"`,
    `storageBucket: "acme-${s.r("abcdefghijklmnopqrstuvwxyz0123456789", 5)}.appspot.com"`,
    `  "_resolved": "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz",\n  "_integrity": "${s.sri()}"`,
    `"shasum": "${s.sha()}",`,
    `revision = "${s.sha()}"`,
    `rev: ${s.short()}`,
    `source = "git::https://github.com/acme/modules.git//vpc?ref=${s.sha()}"`,
  );
}

export function addIdLabelNegatives(add: AddNegative, s: IdShapes): void {
  keyLabels(add, s);
  credentialWordLabels(add, s);
  genericLabels(add, s);
  configFiles(add, s);
}
