/**
 * More ids and hashes, as tools print them and services return them: git plumbing (ls-remote,
 * ls-files, cat-file, stash, Gerrit Change-Id), docker and Kubernetes output (container and image ids,
 * pod-template hashes, object uids), lockfiles (yarn berry checksums, flake.lock, Podfile.lock,
 * composer.lock), cloud API responses (S3 VersionId and ETag, request ids, operation names), and
 * service object ids (Auth0, Okta, Salesforce, Elasticsearch, Twilio SIDs, Shopify GIDs, Slack event
 * ids, Stripe objects), each under the label its tool uses. Written as a second batch, after the rules
 * for the first (negatives-id-labels.ts, negatives-id-positions.ts) were in place.
 */
import { B62, B64, DI, HEX, LO, UP, URL } from "./corpus-alphabets.js";
import type { IdShapes } from "./negatives-id-shapes.js";

type AddNegative = (kind: string, ...texts: string[]) => void;

const UD = UP + DI;

/** git plumbing and porcelain output. */
function gitOutput(add: AddNegative, s: IdShapes): void {
  add(
    "id-output-git",
    `$ git ls-remote origin\n${s.sha()}\tHEAD\n${s.sha()}\trefs/heads/main\n${s.sha()}\trefs/tags/v1.4.0`,
    `$ git ls-files -s src/auth.ts\n100644 ${s.sha()} 0\tsrc/auth.ts`,
    `$ git cat-file -p HEAD^{tree}\n100644 blob ${s.sha()}\t.gitignore\n040000 tree ${s.sha()}\tsrc`,
    `stash@{0}: WIP on main: ${s.short()} Rotate session key`,
    `Change-Id: I${s.sha()}\nSigned-off-by: Jane Doe <jane@example.com>`,
    `$ git rev-parse --short HEAD\n${s.short()}`,
    `$ git describe --tags\nv1.4.0-12-g${s.short()}`,
    `$ git merge-base main feature/auth\n${s.sha()}`,
    `tree ${s.sha()}\nparent ${s.sha()}\nauthor Jane Doe <jane@example.com> 1764237600 +0000`,
    `$ git hash-object package.json\n${s.sha()}`,
    `index ${s.short()}..${s.short()} 100644\n--- a/src/token.ts\n+++ b/src/token.ts`,
    `Bisecting: 12 revisions left to test after this (roughly 4 steps)\n[${s.sha()}] Add token cache`,
    `gpg: Signature made Fri Nov 27 10:00:00 2026 UTC\ngpg:                using EDDSA key ${s.r("0123456789ABCDEF", 40)}`,
    `$ git verify-tag v1.4.0\nPrimary key fingerprint: ${s.r("0123456789ABCDEF", 40)}`,
  );
}

/** docker, Kubernetes and CI runner output. */
function containerOutput(add: AddNegative, s: IdShapes): void {
  add(
    "id-output-container",
    `CONTAINER ID   IMAGE          COMMAND       STATUS\n${s.r(HEX, 12)}   api:latest     "node app"    Up 3 hours`,
    `REPOSITORY   TAG       IMAGE ID       CREATED\nacme/api     ${s.short()}   ${s.r(HEX, 12)}   2 days ago`,
    `#5 [internal] load metadata for docker.io/library/node:22-alpine\n#5 sha256:${s.hex64()} 0B / 2.1MB`,
    `{"mediaType": "application/vnd.oci.image.manifest.v1+json", "digest": "sha256:${s.hex64()}", "size": 1234}`,
    `metadata:\n  uid: ${s.uuid()}\n  resourceVersion: "${s.r(DI, 8)}"\n  generation: 3`,
    `  labels:\n    pod-template-hash: ${s.r("bcdfghjklmnpqrstvwxz2456789", 10)}\n    controller-revision-hash: api-${s.r("bcdfghjklmnpqrstvwxz2456789", 10)}`,
    `containerID: containerd://${s.hex64()}`,
    `imageID: ghcr.io/acme/api@sha256:${s.hex64()}`,
    `NAME                   TYPE                             DATA   AGE\napi-token-${s.r(LO + DI, 5)}   kubernetes.io/service-account-token   3      12d`,
    `Events:\n  Normal  Pulled  12s  kubelet  Successfully pulled image "api@sha256:${s.hex64()}"`,
    `runner: ${s.r(LO + DI, 8)} job: ${s.uuid()} step: checkout`,
    `Runner name: 'ubuntu-latest_${s.r(UD, 8)}'\nMachine name: 'fv-az${s.r(DI, 3)}-${s.r(DI, 3)}'`,
    `Cache hit for: node-modules-${s.hex64()}`,
    `Restored cache from key: Linux-go-${s.hex64()}`,
    `Uploading artifact 'dist' (ID ${s.r(DI, 10)}), digest sha256:${s.hex64()}`,
  );
}

/** Lockfiles and manifests whose hashes carry other labels. */
function lockfiles(add: AddNegative, s: IdShapes): void {
  add(
    "id-output-lockfile",
    `"left-pad@npm:1.3.0":\n  version: 1.3.0\n  resolution: "left-pad@npm:1.3.0"\n  checksum: 10c0/${s.r(HEX, 128)}`,
    `      "locked": {\n        "narHash": "sha256-${s.r(B64, 43)}=",\n        "rev": "${s.sha()}",\n        "type": "github"\n      }`,
    `SPEC CHECKSUMS:\n  Alamofire: ${s.sha()}\n  Firebase: ${s.sha()}\n\nPODFILE CHECKSUM: ${s.sha()}`,
    `"source": {"type": "git", "url": "https://github.com/acme/lib.git", "reference": "${s.sha()}"}`,
    `  /left-pad@1.3.0:\n    resolution: {integrity: ${s.sri()}}`,
    `requests==2.32.3 \\\n    --hash=sha256:${s.hex64()} \\\n    --hash=sha256:${s.hex64()}`,
    `"https://deno.land/std@0.224.0/path/mod.ts": "${s.hex64()}"`,
    `name = "serde"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${s.hex64()}"`,
    `github.com/acme/lib v0.3.1 h1:${s.r(B64, 43)}=\ngithub.com/acme/lib v0.3.1/go.mod h1:${s.r(B64, 43)}=`,
    `"version": "1.2.3", "gitHead": "${s.sha()}"`,
  );
}

/** Cloud API responses: request ids, version ids, ETags, operation names. */
function cloudResponses(add: AddNegative, s: IdShapes): void {
  const versionId = () => `${s.r(URL, 20)}.${s.r(URL, 11)}`;
  add(
    "id-output-cloud",
    `{"ETag": "\\"${s.md5()}\\"", "VersionId": "${versionId()}"}`,
    `{"ResponseMetadata": {"RequestId": "${s.r(UD, 16)}", "HostId": "${s.b64(s.r(LO + DI, 54))}", "HTTPStatusCode": 200}}`,
    `"VersionId": "${s.r(B62, 32)}"`,
    `{"operation": "operations/${s.r(LO, 4)}.${s.r(HEX, 6)}-${s.r(HEX, 4)}-${s.r(HEX, 4)}", "done": false}`,
    `"name": "projects/acme/locations/europe-west1/operations/operation-${s.r(DI, 13)}-${s.r(HEX, 13)}-${s.r(HEX, 8)}-${s.r(HEX, 8)}"`,
    `x-ms-client-request-id: ${s.uuid()}`,
    `"ChangeInfo": {"Id": "/change/C${s.r(UD, 20)}", "Status": "PENDING"}`,
    `{"CommandId": "${s.uuid()}", "Status": "Success"}`,
    `"StackId": "arn:aws:cloudformation:eu-west-1:${s.r(DI, 12)}:stack/api/${s.uuid()}"`,
    `{"DeploymentId": "d-${s.r(UD, 9)}", "Status": "InProgress"}`,
    `aws sts get-caller-identity\n{"UserId": "AIDA${s.r(UD, 17)}", "Account": "${s.r(DI, 12)}", "Arn": "arn:aws:iam::${s.r(DI, 12)}:user/ci"}`,
    `"MessageId": "${s.uuid()}", "ReceiptHandle": "AQEB${s.r(B64, 120)}=="`,
    `"SequenceNumber": "${s.r(DI, 56)}", "ShardId": "shardId-000000000001"`,
  );
}

/** Service object ids under their own labels. */
function serviceIds(add: AddNegative, s: IdShapes): void {
  add(
    "id-output-service",
    `"user_id": "auth0|${s.objectId()}"`,
    `"sub": "google-oauth2|${s.r(DI, 21)}"`,
    `{"id": "00u${s.r(B62, 17)}", "status": "ACTIVE", "profile": {"login": "jane@example.com"}}`,
    `{"Id": "0015e00000${s.r(B62, 5)}AAF", "Name": "Acme Corp"}`,
    `{"_index": "logs-2026.11.27", "_id": "${s.r(URL, 20)}", "_score": 1.0}`,
    `"_scroll_id": "FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFj${s.r(B64, 40)}"`,
    `account_sid: AC${s.md5()}`,
    `"sid": "SM${s.md5()}", "status": "queued"`,
    `"admin_graphql_api_id": "gid://shopify/Order/${s.r(DI, 13)}"`,
    `{"event_id": "Ev0${s.r(UD, 9)}", "team_id": "T0${s.r(UD, 8)}", "api_app_id": "A0${s.r(UD, 8)}"}`,
    `{"id": "ch_3${s.r(B62, 23)}", "object": "charge", "balance_transaction": "txn_3${s.r(B62, 23)}"}`,
    `"objectID": "${s.r(B62, 24)}"`,
    `"incident": {"id": "Q${s.r(UD, 13)}", "status": "triggered"}`,
    `"issue": {"id": "${s.uuid()}", "identifier": "ENG-${s.r(DI, 4)}"}`,
    `"page_id": "${s.md5()}", "parent": {"database_id": "${s.uuid()}"}`,
    `"dsn": "https://${s.md5()}@o${s.r(DI, 6)}.ingest.sentry.io/${s.r(DI, 7)}"`,
    `"client_id": "${s.r(B62, 32)}", "grant_types": ["authorization_code"]`,
    `clientId: ${s.r(DI, 12)}-${s.r(LO + DI, 32)}.apps.googleusercontent.com`,
    `"kid": "${s.r(URL, 43)}", "alg": "RS256", "use": "sig"`,
    `"device_token": "${s.hex64()}"`,
    `"fcm_message_id": "0:${s.r(DI, 16)}%${s.r(HEX, 16)}"`,
    `"resumeToken": {"_data": "82${s.r("0123456789ABCDEF", 60)}"}`,
    `"after": "${s.b64(`cursor:${s.r(DI, 6)}`)}", "hasNextPage": true`,
    `"etag": "${s.b64(s.r(LO + DI, 16))}", "kind": "drive#file", "id": "${s.docId()}"`,
  );
}

/** Labels with a credential word that hold an id, a name or a digest. */
function credentialWordIds(add: AddNegative, s: IdShapes): void {
  add(
    "id-output-credential-word-id",
    `"token_id": "${s.uuid()}"`,
    `api_key_id: ${s.ulid()}`,
    `"secretRef": {"name": "api-credentials", "key": "token"}`,
    `"access_token_hash": "${s.hex64()}"`,
    `"at_hash": "${s.r(URL, 22)}"`,
    `"c_hash": "${s.r(URL, 22)}"`,
    `token_type: Bearer\nexpires_in: 3599\nscope: openid profile`,
    `"password_hash": "$argon2id$v=19$m=65536,t=3,p=4$${s.r(B64, 22)}$${s.r(B64, 43)}"`,
    `"key_ops": ["verify"], "kty": "EC", "crv": "P-256", "x": "${s.r(URL, 43)}", "y": "${s.r(URL, 43)}"`,
    `"secret_version": "projects/${s.r(DI, 12)}/secrets/db-password/versions/3"`,
    `key_fingerprint: SHA256:${s.r(B64, 43)}`,
    `"signing_key_id": "${s.uuid()}"`,
    `"token_endpoint": "https://auth.example.com/oauth/token"`,
    `"auth_time": 1764237600, "nonce": "${s.r(URL, 32)}"`,
  );
}

export function addIdOutputNegatives(add: AddNegative, s: IdShapes): void {
  gitOutput(add, s);
  containerOutput(add, s);
  lockfiles(add, s);
  cloudResponses(add, s);
  serviceIds(add, s);
  credentialWordIds(add, s);
}
