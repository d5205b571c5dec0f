// Negatives, part 3: build and package-manager output, signatures and public records (git gpgsig,
// SSH signatures, DKIM, site-verification TXT), OAuth public parameters, cloud operation ids,
// cache and store paths, and notebook metadata. None is a credential.

import { SHAPES as S } from "./neg-shapes.mjs";
import { toolResultLine } from "./places.mjs";
import { b64of } from "./prng.mjs";

const n = (kind, context, count, fn) => ({ kind, context, count, fn });
const lines = (r, k, w = 64) => Array.from({ length: k }, () => r.b64(w)).join("\n");

export const NEG_MORE = [
  n(
    "package-hash",
    "npm-pack",
    4,
    (r) =>
      `$ npm pack --dry-run\nnpm notice 📦  @acme/sdk@${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)}\nnpm notice package size: ${r.int(5, 90)}.${r.int(1, 9)} kB\nnpm notice shasum: ${S.sha1(r)}\nnpm notice integrity: ${S.sri512(r).slice(0, 30)}[...]${r.b64(10)}==\nnpm notice total files: ${r.int(5, 80)}`,
  ),
  n(
    "package-hash",
    "pip-download",
    3,
    (r) =>
      `Collecting pyjwt==2.10.${r.int(0, 2)}\n  Downloading PyJWT-2.10.1-py3-none-any.whl (22 kB)\n  Saved ./wheels/PyJWT-2.10.1-py3-none-any.whl#sha256=${S.sha256(r)}`,
  ),
  n(
    "package-hash",
    "gradle-cache",
    2,
    (r) =>
      `~/.gradle/caches/modules-2/files-2.1/com.squareup.okhttp3/okhttp/4.12.0/${S.sha1(r)}/okhttp-4.12.0.jar`,
  ),
  n(
    "package-hash",
    "yarn-cache",
    2,
    (r) =>
      `.yarn/cache/jsonwebtoken-npm-9.0.2-${r.hex(10)}-${r.hex(10)}.zip\n.yarn/cache/secure-json-parse-npm-2.7.0-${r.hex(10)}-${r.hex(10)}.zip`,
  ),
  n(
    "package-hash",
    "docker-build",
    4,
    (r) =>
      `#12 exporting to image\n#12 exporting layers 2.1s done\n#12 writing image sha256:${S.sha256(r)} done\n#12 naming to docker.io/acme/api:${S.shortSha(r).slice(0, 7)} done\n#12 DONE 2.3s`,
  ),
  n(
    "package-hash",
    "buildx-inspect",
    2,
    (r) =>
      `$ docker buildx imagetools inspect ghcr.io/acme/api:latest\nName:      ghcr.io/acme/api:latest\nMediaType: application/vnd.oci.image.index.v1+json\nDigest:    ${S.digest(r)}\n\nManifests:\n  Name:      ghcr.io/acme/api:latest@${S.digest(r)}\n  Platform:  linux/amd64`,
  ),
  n(
    "signature-public",
    "git-cat-file",
    3,
    (r) =>
      `$ git cat-file -p HEAD\ntree ${S.sha1(r)}\nparent ${S.sha1(r)}\nauthor Dana Ortiz <dana@acme.io> 17${r.digits(8)} +0100\ncommitter GitHub <noreply@github.com> 17${r.digits(8)} +0100\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n wsFcBAABCAAQBQJn${r.b64(56)}\n ${r.b64(64)}\n ${r.b64(64)}\n =${r.b64(4)}\n -----END PGP SIGNATURE-----\n\n${"Merge pull request #88 from acme/fix/token-cache"}\n`,
  ),
  n(
    "signature-public",
    "ssh-signature",
    2,
    (r) =>
      `-----BEGIN SSH SIGNATURE-----\nU1NIU0lHAAAAAQAAADMAAAALc3NoLWVkMjU1MTkAAAAg${r.b64(20)}\n${lines(r, 4, 70)}\n-----END SSH SIGNATURE-----`,
  ),
  n(
    "signature-public",
    "cosign-verify",
    2,
    (r) =>
      `[{"critical":{"identity":{"docker-reference":"ghcr.io/acme/api"},"image":{"docker-manifest-digest":"${S.digest(r)}"},"type":"cosign container image signature"},"optional":{"Bundle":{"SignedEntryTimestamp":"${r.b64(96)}","Payload":{"logIndex":${r.int(10000000, 99999999)}}}}}]`,
  ),
  n(
    "public-record",
    "dns-txt",
    4,
    (r) =>
      `$ dig +short TXT acme.io\n"v=spf1 include:_spf.google.com include:mailgun.org ~all"\n"google-site-verification=${r.b64url(43)}"\n"MS=ms${r.digits(8)}"\n$ dig +short TXT google._domainkey.acme.io\n"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${r.b64(160)}"`,
  ),
  n(
    "public-record",
    "acme-challenge",
    2,
    (r) =>
      `Please deploy a DNS TXT record under the name:\n\n_acme-challenge.acme.io.\n\nwith the following value:\n\n${r.b64url(43)}`,
  ),
  n(
    "oauth-public",
    "authorize-url",
    3,
    (r) =>
      `Opening https://accounts.google.com/o/oauth2/v2/auth?client_id=${r.digits(12)}-${r.str("abcdefghijklmnopqrstuvwxyz0123456789", 32)}.apps.googleusercontent.com&redirect_uri=http%3A%2F%2Flocalhost%3A8085&response_type=code&scope=openid%20email&state=${r.b64url(22)}&code_challenge=${r.b64url(43)}&code_challenge_method=S256`,
  ),
  n(
    "oauth-public",
    "spa-config",
    3,
    (r) =>
      `export const authConfig = {\n  domain: "acme.eu.auth0.com",\n  clientId: "${r.alnum(32)}",\n  audience: "https://api.acme.io",\n};\nexport const firebaseAppId = "1:${r.digits(12)}:web:${r.hex(22)}";\nexport const gaMeasurementId = "G-${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10)}";`,
  ),
  n(
    "cloud-op-id",
    "gcloud-output",
    3,
    (r) =>
      `Waiting for operation [projects/acme-prod/locations/europe-west1/operations/operation-17${r.digits(11)}-${r.hex(13)}-${r.hex(8)}-${r.hex(8)}] to complete...done.\nDeployed revision api-00${r.int(100, 999)}-${r.str("abcdefghijklmnopqrstuvwxyz", 3)}.`,
  ),
  n(
    "cloud-op-id",
    "lambda-log",
    3,
    (r) =>
      `START RequestId: ${S.uuid(r)} Version: $LATEST\nEND RequestId: ${S.uuid(r)}\nREPORT RequestId: ${S.uuid(r)}\tDuration: ${r.int(1, 900)}.${r.int(10, 99)} ms\tBilled Duration: ${r.int(1, 900)} ms\nlog stream: 2026/11/27/[$LATEST]${r.hex(32)}`,
  ),
  n(
    "cloud-op-id",
    "azure-cli",
    2,
    (r) =>
      `{\n  "id": "/subscriptions/${S.uuid(r)}/resourceGroups/rg-api/providers/Microsoft.Web/sites/acme-api",\n  "tenantId": "${S.uuid(r)}",\n  "principalId": "${S.uuid(r)}",\n  "correlationId": "${S.uuid(r)}"\n}`,
  ),
  n(
    "cloud-op-id",
    "terraform-apply",
    3,
    (r) =>
      `aws_s3_bucket.assets: Creation complete after 2s [id=acme-assets-${r.hex(8)}]\naws_iam_role.ci: Creation complete after 1s [id=ci-deployer]\naws_kms_key.main: Creation complete after 9s [id=${S.uuid(r)}]\n\nApply complete! Resources: 3 added, 0 changed, 0 destroyed.`,
  ),
  n("store-path", "editor-paths", 3, (r) =>
    r.pick([
      `~/Library/Developer/Xcode/DerivedData/Acme-${r.str("abcdefghijklmnopqrstuvwxyz", 28)}/Build/Products/Debug-iphonesimulator/Acme.app`,
      `~/.config/Code/User/workspaceStorage/${r.hex(32)}/state.vscdb`,
      `~/.claude/projects/-home-dev-api/${S.uuid(r)}.jsonl`,
      `/tmp/pytest-of-dev/pytest-${r.int(1, 99)}/test_rotate_key0/${S.uuid(r)}.db`,
    ]),
  ),
  n("notebook-meta", "ipynb", 4, (r) =>
    JSON.stringify({
      cell_type: "code",
      execution_count: r.int(1, 40),
      id: r.hex(8),
      metadata: { executionInfo: { elapsed: r.int(10, 9000), user_tz: -60 }, id: r.b64url(12) },
      outputs: [
        {
          data: {
            "image/png": `iVBORw0KGgoAAAANSUhEUgAAAoAAAAHgCAYAAAA${r.b64(200)}`,
            "text/plain": ["<Figure size 640x480 with 1 Axes>"],
          },
          metadata: {},
          output_type: "display_data",
        },
      ],
      source: ["plt.plot(df.tokens_per_request)\n", "plt.show()"],
    }),
  ),
  n("notebook-meta", "ipynb-uuid-output", 2, (r) =>
    JSON.stringify({
      cell_type: "code",
      outputs: [{ output_type: "execute_result", data: { "text/plain": [`'${r.hex(32)}'`] } }],
      source: ["uuid.uuid4().hex"],
    }),
  ),
  n(
    "hash-name",
    "css-modules",
    2,
    (r) =>
      `<button class="styles_button__${r.b64url(5)} styles_primary__${r.b64url(5)}">Save</button>\n<div class="css-${r.str("abcdefghijklmnopqrstuvwxyz0123456789", 6)}-Card">`,
  ),
  n(
    "hash-name",
    "next-chunks",
    3,
    (r) =>
      `Route (app)                 Size     First Load JS\n┌ ○ /                        5.2 kB   ${r.int(80, 120)} kB\n└ ○ /settings/tokens         2.1 kB   ${r.int(80, 120)} kB\n+ First Load JS shared by all\n  ├ chunks/${r.int(100, 999)}-${r.hex(16)}.js   ${r.int(20, 60)} kB\n  └ chunks/main-app-${r.hex(16)}.js   ${r.int(1, 9)} kB`,
  ),
  n(
    "comms-id",
    "twilio-response",
    3,
    (r) =>
      `{"sid":"SM${r.hex(32)}","account_sid":"AC${r.hex(32)}","status":"queued","messaging_service_sid":"MG${r.hex(32)}","to":"+4915112345678"}`,
  ),
  n("comms-id", "sendgrid-message-id", 2, (r) => `< X-Message-Id: ${r.b64url(22)}\n< HTTP/1.1 202 Accepted`),
  n(
    "device-id",
    "xcode-devices",
    2,
    (r) =>
      `$ xcrun xctrace list devices\n== Devices ==\nDana's iPhone (18.1) (${r.hex(8).toUpperCase()}-${r.hex(16).toUpperCase()})\niPhone 16 Simulator (18.1) (${S.uuid(r).toUpperCase()})`,
  ),
  n(
    "device-id",
    "android-signing-report",
    2,
    (r) =>
      `Variant: debug\nConfig: debug\nStore: ~/.android/debug.keystore\nAlias: AndroidDebugKey\nMD5: ${Array.from({ length: 16 }, () => r.hex(2).toUpperCase()).join(":")}\nSHA1: ${Array.from({ length: 20 }, () => r.hex(2).toUpperCase()).join(":")}\nValid until: Friday, 5 November 2055`,
  ),
  n(
    "public-chain",
    "bitcoin",
    2,
    (r) => `sent 0.0042 BTC to bc1q${r.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)}\ntxid: ${r.hex(64)}`,
  ),
  n(
    "random-query",
    "asset-urls",
    3,
    (r) =>
      `GET /static/app.js?v=${r.hex(8)} 200\nGET /api/feed?_=${Date.UTC(2026, 10, 27) + r.int(0, 99999)}&page=2 200\nGET /img/avatar.png?h=${r.hex(20)}&w=64 304`,
  ),
  n(
    "test-fixture",
    "snapshot",
    3,
    (r) =>
      `exports[\`renders token list 1\`] = \`\n<ul>\n  <li data-id="${S.nanoid(r)}">CI token · created 2026-10-01 · last used never</li>\n  <li data-id="${S.nanoid(r)}">Deploy key · ••••${r.alnum(4)}</li>\n</ul>\n\`;`,
  ),
  n(
    "test-fixture",
    "seed-data",
    3,
    (r) =>
      `INSERT INTO users (id, email, password_hash) VALUES\n  ('${S.uuid(r)}', 'alice@example.com', NULL),\n  ('${S.uuid(r)}', 'bob@example.com', NULL);`,
  ),
  n(
    "masked",
    "ci-log-masked",
    3,
    (r) =>
      `2026-11-27T09:${r.int(10, 59)}:01.${r.digits(7)}Z ##[group]Run ./deploy.sh\n2026-11-27T09:${r.int(10, 59)}:01.${r.digits(7)}Z env:\n2026-11-27T09:${r.int(10, 59)}:01.${r.digits(7)}Z   AWS_SECRET_ACCESS_KEY: ***\n2026-11-27T09:${r.int(10, 59)}:01.${r.digits(7)}Z   DEPLOY_TOKEN: ***\n2026-11-27T09:${r.int(10, 59)}:01.${r.digits(7)}Z ##[endgroup]`,
  ),
  n("near-miss", "transcript-tool-result", 6, (r) =>
    toolResultLine(
      r,
      r.pick([
        `Image pushed: ghcr.io/acme/api@${S.digest(r)}`,
        `commit ${S.sha1(r)}\n    Rotate the CI token (old one revoked in the settings page)`,
        `request_id=${S.reqId(r)} model=claude-sonnet-4-5 tokens_in=${r.int(100, 9000)} tokens_out=${r.int(10, 900)}`,
        `Found 3 keys in bucket: ${S.sha256(r).slice(0, 16)}.json, ${S.sha256(r).slice(0, 16)}.json, index.json`,
        `Pod api-${r.hex(10)}-${r.str("bcdfghjklmnpqrstvwxz2456789", 5)} is Running (uid ${S.uuid(r)})`,
        `{"run_id": ${r.int(10000000000, 19999999999)}, "head_sha": "${S.sha1(r)}", "conclusion": "success"}`,
      ]),
    ),
  ),
  n("near-miss", "base64-labelled", 3, (r) =>
    r.pick([
      `encoded_config: ${b64of(JSON.stringify({ theme: "dark", locale: "de-DE", beta: true, v: r.int(1, 9) }))}`,
      `state=${b64of(JSON.stringify({ returnTo: "/settings", nonce: r.int(1000, 9999) }))}`,
      `X-Client-Info: ${b64of(`supabase-js/${r.int(1, 2)}.${r.int(10, 60)}.0 platform=node`)}`,
    ]),
  ),
  n("near-miss", "hex-labelled", 4, (r) =>
    r.pick([
      `blob ${r.hex(40)}\ttests/fixtures/sample.bin`,
      `build-id: ${r.hex(40)}\nfile: ELF 64-bit LSB pie executable, x86-64`,
      `Certificate fingerprint (SHA-256): ${Array.from({ length: 32 }, () => r.hex(2).toUpperCase()).join(":")}`,
      `challenge_hash=${r.hex(64)} difficulty=4`,
      `"contentHash": "${r.hex(64)}", "bytes": ${r.int(100, 90000)}`,
    ]),
  ),
];
