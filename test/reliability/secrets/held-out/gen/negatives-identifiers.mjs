// Negative cases, part 1: long random-looking values that are not secrets — git object names,
// UUIDs and trace ids, lockfile and download checksums, image digests, cloud resource identifiers,
// public keys and certificates. A redactor must let all of these through unchanged.

import { B64, BASE32, wrap } from "./random.mjs";

export function identifierNegatives({ neg, h, r }) {
  const sha = () => r.hex(40);
  const short = () => r.hex(7);
  const nixBase32 = "0123456789abcdfghijklmnpqrsvwxyz";
  // Git
  neg(
    "git-sha",
    "output",
    `$ git log --oneline -8\n${short()} (HEAD -> main, origin/main) Fix race in spool rename\n${short()} Bump vitest to 2.1.4\n${short()} Add pgvector fallback for managed Postgres\n${short()} Merge pull request #412 from ${h.org()}/feat/search-filters\n${short()} docs: explain hook time budgets\n${short()} Refactor token budget packer\n${short()} Handle SIGTERM in MCP server\n${short()} Initial import`,
  );
  neg("git-sha", "output", `$ git rev-parse HEAD\n${sha()}`);
  neg(
    "git-sha",
    "output",
    `$ git show --stat HEAD~1\ncommit ${sha()}\nAuthor: ${h.user()} <${h.email()}>\nDate:   Tue May 14 10:22:31 2024 +0200\n\n    Validate transcript paths before reading\n\n src/hooks/stop.ts | 14 ++++++++++----\n 1 file changed, 10 insertions(+), 4 deletions(-)`,
  );
  neg(
    "git-sha",
    "output",
    `$ git diff HEAD~1 -- package.json\ndiff --git a/package.json b/package.json\nindex ${short()}..${short()} 100644\n--- a/package.json\n+++ b/package.json\n@@ -12,7 +12,7 @@\n-    "esbuild": "^0.20.2",\n+    "esbuild": "^0.21.5",`,
  );
  neg(
    "git-sha",
    "output",
    `$ git ls-remote origin 'refs/heads/*'\n${sha()}\trefs/heads/main\n${sha()}\trefs/heads/release/2.4\n${sha()}\trefs/heads/feat/offline-vectors`,
  );
  neg(
    "git-sha",
    "output",
    `$ git submodule status\n ${sha()} vendor/tree-sitter-typescript (v0.21.2)\n+${sha()} vendor/sqlite-vec (v0.1.1-3-g${short()})`,
  );
  neg(
    "git-sha",
    "prose",
    `The regression started in ${short()} — that's the commit that changed the BM25 k1 default. Can you bisect between ${short()} and ${short()}?`,
  );
  neg(
    "git-sha",
    "output",
    `$ git reflog -3\n${short()} HEAD@{0}: rebase (finish): returning to refs/heads/feat/pack\n${short()} HEAD@{1}: rebase (pick): Trim pack to budget\n${short()} HEAD@{2}: checkout: moving from main to feat/pack`,
  );
  neg("git-sha", "code", `(cherry picked from commit ${sha()})\n\nSigned-off-by: ${h.user()} <${h.email()}>`);
  neg(
    "git-sha",
    "prose",
    `see https://github.com/${h.org()}/${h.repo()}/commit/${sha()} for the fix, it landed in 2.4.1`,
  );
  neg(
    "go-pseudo-version",
    "code",
    `require (\n\tgithub.com/${h.org()}/internal-sdk v0.0.0-20240311093412-${r.hex(12)}\n\tgolang.org/x/sync v0.7.0\n)`,
  );
  neg(
    "git-lfs-pointer",
    "output",
    `$ cat assets/model.onnx\nversion https://git-lfs.github.com/spec/v1\noid sha256:${r.hex(64)}\nsize 90387612`,
  );
  // UUIDs and trace ids
  neg(
    "uuid",
    "output",
    `2024-05-14T10:22:31.412Z INFO  request completed request_id=${r.uuid()} method=GET path=/api/memories status=200 duration_ms=14`,
  );
  neg("uuid", "output", `$ uuidgen\n${r.uuid().toUpperCase()}`);
  neg(
    "uuid",
    "output",
    `$ az account show\n{\n  "environmentName": "AzureCloud",\n  "id": "${r.uuid()}",\n  "isDefault": true,\n  "name": "Production",\n  "state": "Enabled",\n  "tenantId": "${r.uuid()}",\n  "user": { "name": "${h.email()}", "type": "user" }\n}`,
  );
  neg(
    "uuid",
    "output",
    `$ terraform state pull | jq '{lineage, serial}'\n{\n  "lineage": "${r.uuid()}",\n  "serial": 214\n}`,
  );
  neg(
    "uuid",
    "output",
    `$ kubectl get pod ${h.repo()}-7d9f8b6c5-x2k4p -o jsonpath='{.metadata.uid}'\n${r.uuid()}`,
  );
  neg("trace-id", "output", `traceparent: 00-${r.hex(32)}-${r.hex(16)}-01`);
  neg(
    "uuid",
    "output",
    ` id                                   | email               | created_at\n--------------------------------------+---------------------+------------------------\n ${r.uuid()} | ${h.email()}     | 2024-05-01 09:14:02+00\n ${r.uuid()} | ${h.email()}     | 2024-05-02 11:40:55+00\n(2 rows)`,
  );
  neg("uuid", "code", `export const SESSION_NAMESPACE = "${r.uuid()}"; // UUIDv5 namespace for session ids`);
  neg(
    "event-id",
    "output",
    `Sentry event ${r.hex(32)} captured: TypeError: Cannot read properties of undefined (reading 'map')`,
  );
  // Lockfiles and checksums
  neg(
    "lockfile-integrity",
    "code",
    `    "node_modules/esbuild": {\n      "version": "0.21.5",\n      "resolved": "https://registry.npmjs.org/esbuild/-/esbuild-0.21.5.tgz",\n      "integrity": "sha512-${r.chars(B64, 86)}==",\n      "hasInstallScript": true,\n      "license": "MIT"\n    },`,
  );
  neg(
    "lockfile-integrity",
    "code",
    `"@types/node@^20.11.0":\n  version "20.12.7"\n  resolved "https://registry.yarnpkg.com/@types/node/-/node-20.12.7.tgz#${sha()}"\n  integrity sha512-${r.chars(B64, 86)}==`,
  );
  neg(
    "lockfile-integrity",
    "code",
    `  /better-sqlite3@12.11.1:\n    resolution: {integrity: sha512-${r.chars(B64, 86)}==}\n    requiresBuild: true`,
  );
  neg(
    "lockfile-checksum",
    "code",
    `[[package]]\nname = "serde"\nversion = "1.0.203"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${r.hex(64)}"`,
  );
  neg(
    "lockfile-checksum",
    "code",
    `golang.org/x/net v0.25.0 h1:${r.chars(B64, 43)}=\ngolang.org/x/net v0.25.0/go.mod h1:${r.chars(B64, 43)}=`,
  );
  neg(
    "lockfile-checksum",
    "code",
    `requests==2.32.3 \\\n    --hash=sha256:${r.hex(64)} \\\n    --hash=sha256:${r.hex(64)}`,
  );
  neg(
    "lockfile-checksum",
    "code",
    `[[package]]\nname = "pydantic"\nversion = "2.7.1"\nfiles = [\n    {file = "pydantic-2.7.1-py3-none-any.whl", hash = "sha256:${r.hex(64)}"},\n]`,
  );
  neg(
    "lockfile-checksum",
    "code",
    `        "nixpkgs": {\n            "locked": {\n                "lastModified": 1715534503,\n                "narHash": "sha256-${r.chars(B64, 43)}=",\n                "owner": "NixOS",\n                "repo": "nixpkgs",\n                "rev": "${sha()}",\n                "type": "github"\n            }\n        }`,
  );
  neg(
    "lockfile-checksum",
    "code",
    `SPEC CHECKSUMS:\n  Alamofire: ${sha()}\n  SnapKit: ${sha()}\n\nPODFILE CHECKSUM: ${sha()}\n\nCOCOAPODS: 1.15.2`,
  );
  neg(
    "lockfile-checksum",
    "code",
    `CHECKSUMS\n  rack (3.0.11) sha256=${r.hex(64)}\n  rails (7.1.3.2) sha256=${r.hex(64)}`,
  );
  neg(
    "lockfile-checksum",
    "code",
    `            "dist": {\n                "type": "zip",\n                "url": "https://api.github.com/repos/guzzle/guzzle/zipball/${sha()}",\n                "reference": "${sha()}",\n                "shasum": ""\n            },`,
  );
  neg(
    "checksum",
    "output",
    `$ sha256sum dist/*.tar.gz\n${r.hex(64)}  dist/cairn-0.4.2-linux-x64.tar.gz\n${r.hex(64)}  dist/cairn-0.4.2-darwin-arm64.tar.gz`,
  );
  neg("checksum", "output", `$ md5sum backup.sql.gz\n${r.hex(32)}  backup.sql.gz`);
  neg(
    "checksum",
    "output",
    `$ npm pack --dry-run\nnpm notice === Tarball Details ===\nnpm notice name:          ${h.repo()}\nnpm notice version:       1.3.0\nnpm notice filename:      ${h.repo()}-1.3.0.tgz\nnpm notice package size:  48.2 kB\nnpm notice shasum:        ${sha()}\nnpm notice integrity:     sha512-${r.chars(B64, 20)}[...]${r.chars(B64, 10)}==\nnpm notice total files:   37`,
  );
  neg(
    "subresource-integrity",
    "code",
    `<script src="https://cdn.jsdelivr.net/npm/htmx.org@1.9.12/dist/htmx.min.js" integrity="sha384-${r.chars(B64, 64)}" crossorigin="anonymous"></script>`,
  );
  neg(
    "checksum",
    "output",
    `Downloading https://nodejs.org/dist/v20.13.1/node-v20.13.1-linux-x64.tar.xz\nSHASUMS256.txt: ${r.hex(64)}  node-v20.13.1-linux-x64.tar.xz\nChecksum OK`,
  );
  neg(
    "image-digest",
    "code",
    `FROM node:20-bookworm-slim@sha256:${r.hex(64)} AS build\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci`,
  );
  neg(
    "image-digest",
    "output",
    `$ docker images --digests ${h.repo()}\nREPOSITORY   TAG      DIGEST                                                                    IMAGE ID       CREATED        SIZE\n${h.repo()}   latest   sha256:${r.hex(64)}   ${r.hex(12)}   2 hours ago    182MB`,
  );
  neg(
    "container-id",
    "output",
    `$ docker ps\nCONTAINER ID   IMAGE         COMMAND                  CREATED       STATUS       PORTS                    NAMES\n${r.hex(12)}   postgres:16   "docker-entrypoint.s…"   3 hours ago   Up 3 hours   0.0.0.0:5432->5432/tcp   pg\n${r.hex(12)}   redis:7       "docker-entrypoint.s…"   3 hours ago   Up 3 hours   0.0.0.0:6379->6379/tcp   redis`,
  );
  neg(
    "nix-store-path",
    "output",
    `/nix/store/${r.chars(nixBase32, 32)}-openssl-3.0.13/lib/libssl.so.3\n/nix/store/${r.chars(nixBase32, 32)}-glibc-2.39-5/lib/libc.so.6`,
  );
  // Cloud identifiers (not credentials)
  neg(
    "aws-arn",
    "code",
    `"Resource": [\n  "arn:aws:s3:::${h.org()}-artifacts/*",\n  "arn:aws:iam::${r.digits(12)}:role/${h.repo()}-lambda-exec"\n]`,
  );
  neg(
    "aws-caller-identity",
    "output",
    `$ aws sts get-caller-identity\n{\n    "UserId": "AIDA${r.upper(17)}",\n    "Account": "${r.digits(12)}",\n    "Arn": "arn:aws:iam::${r.digits(12)}:user/${h.user()}"\n}`,
  );
  neg(
    "aws-resource-ids",
    "output",
    `$ aws ec2 describe-instances --query 'Reservations[].Instances[].[InstanceId,ImageId,SubnetId,VpcId]' --output text\ni-0${r.hex(16)}\tami-0${r.hex(16)}\tsubnet-0${r.hex(16)}\tvpc-0${r.hex(16)}\ni-0${r.hex(16)}\tami-0${r.hex(16)}\tsubnet-0${r.hex(16)}\tvpc-0${r.hex(16)}`,
  );
  neg(
    "aws-resource-ids",
    "output",
    `$ aws cloudfront list-distributions --query 'DistributionList.Items[].[Id,DomainName]' --output text\nE${r.upper(13)}\td${r.lower(13)}.cloudfront.net`,
  );
  neg(
    "ecr-image-uri",
    "code",
    `image: ${r.digits(12)}.dkr.ecr.${h.region()}.amazonaws.com/${h.repo()}:sha-${short()}`,
  );
  neg(
    "azure-resource-id",
    "code",
    `scope = "/subscriptions/${r.uuid()}/resourceGroups/rg-prod/providers/Microsoft.Storage/storageAccounts/${h.org()}prodfiles"`,
  );
  neg(
    "gcp-ids",
    "output",
    `$ gcloud projects describe ${h.org()}-prod\ncreateTime: '2022-08-01T12:04:33.201Z'\nlifecycleState: ACTIVE\nname: ${h.org()}-prod\nprojectId: ${h.org()}-prod\nprojectNumber: '${r.digits(12)}'`,
  );
  neg(
    "k8s-names",
    "output",
    `$ kubectl get pods -n prod\nNAME                          READY   STATUS    RESTARTS   AGE\n${h.repo()}-7d9f8b6c5-x2k4p      1/1     Running   0          2d\n${h.repo()}-7d9f8b6c5-qz8mw      1/1     Running   1          2d\nworker-5b8c9d7f46-hv2tn      1/1     Running   0          5h`,
  );
  neg(
    "aws-request-id",
    "output",
    `An error occurred (AccessDenied) when calling the PutObject operation: Access Denied (Service: S3, Status Code: 403, Request ID: ${r.upper(16)}, Extended Request ID: ${r.chars(B64, 76)}=)`,
  );
  // Public keys and certificates
  const sshRsaPub = () => `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.chars(B64, 512)}=`;
  const sshEdPub = () => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(B64, 43)}`;
  neg("ssh-public-key", "output", `$ cat ~/.ssh/id_ed25519.pub\n${sshEdPub()} ${h.user()}@laptop`);
  neg(
    "ssh-public-key",
    "output",
    `$ cat ~/.ssh/authorized_keys\n${sshRsaPub()} ${h.user()}@workstation\n${sshEdPub()} deploy@ci\n${sshEdPub()} ${h.email()}`,
  );
  neg(
    "ssh-public-key",
    "code",
    `resource "aws_key_pair" "deployer" {\n  key_name   = "deployer-key"\n  public_key = "${sshEdPub()} deployer@${h.org()}"\n}`,
  );
  neg(
    "ssh-public-key",
    "output",
    `ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${r.chars(B64, 87)}= root@bastion`,
  );
  neg(
    "known-hosts",
    "output",
    `$ cat ~/.ssh/known_hosts\n|1|${r.chars(B64, 27)}=|${r.chars(B64, 27)}= ${sshEdPub()}\ngithub.com ${sshEdPub()}`,
  );
  neg(
    "ssh-fingerprint",
    "output",
    `The authenticity of host '10.0.4.21 (10.0.4.21)' can't be established.\nED25519 key fingerprint is SHA256:${r.chars(B64, 43)}.\nThis key is not known by any other names.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?`,
  );
  neg(
    "ssh-fingerprint",
    "output",
    `$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:${r.chars(B64, 43)} ${h.user()}@laptop (ED25519)`,
  );
  neg(
    "public-key-pem",
    "output",
    `$ openssl rsa -in server.key -pubout\nwriting RSA key\n-----BEGIN PUBLIC KEY-----\n${wrap(`MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${r.chars(B64, 342)}IDAQAB`)}\n-----END PUBLIC KEY-----`,
  );
  neg(
    "certificate-pem",
    "output",
    `$ cat /etc/ssl/certs/${h.org()}-ca.pem\n-----BEGIN CERTIFICATE-----\n${wrap(`MIIDazCCAlOgAwIBAgIU${r.chars(B64, 1108)}`)}\n-----END CERTIFICATE-----`,
  );
  neg(
    "certificate-pem",
    "code",
    `const caCert = \`-----BEGIN CERTIFICATE-----\n${wrap(`MIIBxTCCAWugAwIBAgIQ${r.chars(B64, 580)}`)}\n-----END CERTIFICATE-----\`;`,
  );
  neg(
    "pgp-public-key",
    "output",
    `$ gpg --armor --export ${h.email()}\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n${wrap(`mDMEZk${r.chars(B64, 600)}`)}\n=${r.chars(B64, 4)}\n-----END PGP PUBLIC KEY BLOCK-----`,
  );
  neg(
    "gpg-fingerprint",
    "output",
    `$ gpg --list-keys ${h.email()}\npub   ed25519 2024-01-10 [SC] [expires: 2026-01-09]\n      ${r.HEX(40)}\nuid           [ultimate] ${h.user()} <${h.email()}>\nsub   cv25519 2024-01-10 [E] [expires: 2026-01-09]`,
  );
  neg(
    "jwk-public",
    "output",
    `$ curl -s https://auth.${h.org()}.io/.well-known/jwks.json\n{"keys":[{"kty":"RSA","kid":"${r.hex(16)}","use":"sig","alg":"RS256","n":"${r.b64url(342)}","e":"AQAB"}]}`,
  );
  neg(
    "jwk-public",
    "code",
    `{\n  "kty": "EC",\n  "crv": "P-256",\n  "kid": "${r.hex(8)}",\n  "x": "${r.b64url(43)}",\n  "y": "${r.b64url(43)}"\n}`,
  );
  neg(
    "age-public-key",
    "code",
    `creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1${r.chars("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}`,
  );
  neg(
    "minisign-public-key",
    "prose",
    `Verify the release with: minisign -Vm cairn-0.4.2.tar.gz -P RWQ${r.chars(B64, 53)}`,
  );
  neg(
    "tls-fingerprint",
    "output",
    `$ openssl x509 -in cert.pem -noout -fingerprint -sha256\nsha256 Fingerprint=${Array.from({ length: 32 }, () => r.HEX(2)).join(":")}`,
  );
  // Other high-entropy public values
  neg("base32-hash", "code", `const ETAG = "W/\\"${r.chars(BASE32, 26).toLowerCase()}\\"";`);
  neg(
    "crypto-address",
    "prose",
    `donations welcome: 0x${r.hex(40)} (ETH) or bc1q${r.chars("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)} (BTC)`,
  );
  neg(
    "ipfs-cid",
    "code",
    `const MANIFEST_CID = "bafybei${r.chars("abcdefghijklmnopqrstuvwxyz234567", 52)}";`,
  );
  neg(
    "build-hash",
    "output",
    `$ ls .next/static/chunks/pages\n_app-${r.hex(16)}.js\n_error-${r.hex(16)}.js\nindex-${r.hex(16)}.js\nsettings-${r.hex(16)}.js`,
  );
  neg(
    "build-hash",
    "output",
    `dist/assets/index-${r.b64url(8)}.js   142.31 kB │ gzip: 45.80 kB\ndist/assets/index-${r.b64url(8)}.css   12.04 kB │ gzip:  3.11 kB\n✓ built in 2.41s`,
  );
  neg(
    "css-module-class",
    "code",
    `<button class="_button_${r.lower(5)}_12 _primary_${r.lower(5)}_31">Save</button>`,
  );
  neg(
    "source-map",
    "code",
    `{"version":3,"sources":["../src/index.ts"],"names":["main","args"],"mappings":"AAAA,SAASA,KAAKC,MAAkB;AACrC,EAAE,QAAQ,IAAI,OAAO;AACvB"}`,
  );
  neg(
    "data-uri",
    "code",
    `.icon-check { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA${r.chars(B64, 120)}AAAAAElFTkSuQmCC"); }`,
  );
  neg(
    "base64-non-secret",
    "output",
    `$ echo -n '{"theme":"dark","locale":"en-GB","sidebar":"collapsed"}' | base64\n${Buffer.from('{"theme":"dark","locale":"en-GB","sidebar":"collapsed"}').toString("base64")}`,
  );
  neg(
    "base64-non-secret",
    "output",
    `$ kubectl get configmap app-config -o jsonpath='{.binaryData.logo\\.svg}'\n${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2L2 7l10 5`).toString("base64")}`,
  );
  neg(
    "minified-code",
    "code",
    `!function(e,t){"object"==typeof exports&&"undefined"!=typeof module?module.exports=t():"function"==typeof define&&define.amd?define(t):(e="undefined"!=typeof globalThis?globalThis:e||self).dayjs=t()}(this,(function(){"use strict";var t=1e3,e=6e4,n=36e5,r="millisecond"`,
  );
  neg(
    "numeric-ids",
    "output",
    `Discord channel 1${r.chars("0123456789", 18)} archived; message ids 1${r.chars("0123456789", 18)}..1${r.chars("0123456789", 18)}`,
  );
  neg(
    "analytics-id",
    "code",
    `<script async src="https://www.googletagmanager.com/gtag/js?id=G-${r.upper(10)}"></script>`,
  );
  neg(
    "ip-addresses",
    "output",
    `$ ip -brief addr\nlo               UNKNOWN        127.0.0.1/8 ::1/128\neth0             UP             10.0.3.17/24 fe80::${r.hex(4)}:${r.hex(4)}:${r.hex(4)}:${r.hex(4)}/64\ndocker0          DOWN           172.17.0.1/16`,
  );
  neg(
    "mac-address",
    "output",
    `link/ether ${Array.from({ length: 6 }, () => r.hex(2)).join(":")} brd ff:ff:ff:ff:ff:ff`,
  );
}
