// Negatives for the held-out-15 corpus, part 2: vendor object ids (not credentials), cloud resource
// ids, cursors, idempotency and cache keys, etags, base64 of non-secret data, public keys and certs.

import {
  ALNUM,
  alnum,
  b64,
  b64url,
  digits,
  hex,
  int,
  LOWNUM,
  pick,
  str,
  UPNUM,
  uuid,
  wrap,
} from "./rand.mjs";

const out = [];
const N = (kind, context, text) => {
  out.push({ kind, context, text });
};

function vendorIds() {
  const stripe = [
    ["cus_", 14],
    ["pi_", 24],
    ["ch_", 24],
    ["evt_", 24],
    ["price_", 24],
    ["prod_", 14],
    ["sub_", 24],
    ["in_", 24],
    ["acct_", 16],
    ["pm_", 24],
    ["seti_", 24],
    ["cs_live_", 58],
  ];
  stripe.forEach(([p, n], i) => {
    const v = `${p}${alnum(n)}`;
    const forms = [
      `{"id":"${v}","object":"${p.replace(/_.*/, "")}","livemode":true}`,
      `stripe.customers.retrieve('${v}')`,
      `2026-11-27 19:02:11   --> ${p.replace(/_$/, "")}.created [${v}]`,
      `https://dashboard.stripe.com/payments/${v}`,
    ];
    N("vendor-object-id", ["json", "code", "stripe-listen", "url"][i % 4], forms[i % 4]);
  });
  const ai = [
    () => `chatcmpl-${str(`${ALNUM}`, 29)}`,
    () => `msg_01${str(ALNUM, 22)}`,
    () => `toolu_01${str(ALNUM, 22)}`,
    () => `req_${str(ALNUM, 24)}`,
    () => `file-${str(ALNUM, 22)}`,
    () => `asst_${str(ALNUM, 24)}`,
    () => `thread_${str(ALNUM, 24)}`,
    () => `run_${str(ALNUM, 24)}`,
    () => `batch_${hex(32)}`,
    () => `resp_${hex(48)}`,
  ];
  ai.forEach((f, i) => {
    const v = f();
    const forms = [
      `{"id":"${v}","object":"chat.completion","model":"gpt-4o-mini","usage":{"total_tokens":${int(3000)}}}`,
      `{"type":"tool_use","id":"${v}","name":"Bash","input":{"command":"ls"}}`,
      `openai.NotFoundError: Error code: 404 - {'error': {'message': "No such object: '${v}'"}} request-id: req_${alnum(24)}`,
      `anthropic-request-id: ${v}`,
    ];
    N("vendor-object-id", ["api-json", "transcript-json", "stack-trace", "http-header"][i % 4], forms[i % 4]);
  });
  for (let i = 0; i < 3; i++)
    N(
      "vendor-object-id",
      "slack-json",
      `{"ok":true,"channel":"C0${str(UPNUM, 9)}","ts":"17${digits(8)}.${digits(6)}","message":{"user":"U0${str(UPNUM, 9)}","bot_id":"B0${str(UPNUM, 9)}"}}`,
    );
  for (let i = 0; i < 2; i++)
    N(
      "vendor-object-id",
      "twilio-json",
      `{"sid":"SM${hex(32)}","status":"queued","messaging_service_sid":"MG${hex(32)}","to":"+15555550${digits(3)}"}`,
    );
  for (let i = 0; i < 3; i++)
    N(
      "vendor-object-id",
      "github-graphql",
      `{"data":{"repository":{"id":"R_kgDO${str(`${ALNUM}-_`, 8)}","issue":{"id":"I_kwDO${str(`${ALNUM}-_`, 14)}","number":${digits(3)}}}}}`,
    );
  for (let i = 0; i < 3; i++)
    N(
      "vendor-object-id",
      "sentry-event",
      `Sentry event ${hex(32)} captured (release api@${hex(12)}) https://acme.sentry.io/issues/${digits(10)}/events/${hex(32)}/`,
    );
  for (let i = 0; i < 2; i++)
    N(
      "vendor-object-id",
      "datadog-trace",
      `dd.trace_id=${digits(19)} dd.span_id=${digits(19)} dd.service=api dd.env=prod`,
    );
  for (let i = 0; i < 3; i++)
    N(
      "vendor-object-id",
      "gh-run-list",
      `STATUS  TITLE              WORKFLOW  BRANCH  EVENT  ID           ELAPSED\n✓       ${pick(["bump deps", "fix cursor", "release"])}  CI        main    push   ${digits(11)}  4m12s\nX       add export     CI        feat    pull   ${digits(11)}  2m01s`,
    );
  for (let i = 0; i < 2; i++)
    N(
      "vendor-object-id",
      "jupyter-metadata",
      `{"cell_type":"code","id":"${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}","metadata":{"execution":{"iopub.execute_input":"2026-11-27T19:00:01.${digits(6)}Z"}}}`,
    );
  N(
    "vendor-object-id",
    "vercel-output",
    `🔍  Inspect: https://vercel.com/acme/web/${str(ALNUM, 28)} [3s]\n✅  Production: https://web-${str(LOWNUM, 9)}-acme.vercel.app [41s]`,
  );
  N(
    "vendor-object-id",
    "netlify-output",
    `Deploy ID: ${hex(24)}\nWebsite draft URL: https://${hex(24)}--acme-docs.netlify.app`,
  );
}

function cloudIds() {
  for (let i = 0; i < 2; i++)
    N(
      "cloud-id",
      "aws-caller-identity",
      `$ aws sts get-caller-identity\n{\n    "UserId": "AIDA${str(UPNUM, 17)}",\n    "Account": "${digits(12)}",\n    "Arn": "arn:aws:iam::${digits(12)}:user/ci-deployer"\n}`,
    );
  N(
    "cloud-id",
    "aws-configure-list",
    `      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************${str(UPNUM, 4)} shared-credentials-file\nsecret_key     ****************${str(ALNUM, 4)} shared-credentials-file\n    region                eu-west-1      config-file    ~/.aws/config`,
  );
  for (let i = 0; i < 3; i++)
    N(
      "cloud-id",
      "terraform-state-show",
      `# aws_instance.web:\nresource "aws_instance" "web" {\n    ami           = "ami-${hex(17)}"\n    arn           = "arn:aws:ec2:eu-west-1:${digits(12)}:instance/i-${hex(17)}"\n    id            = "i-${hex(17)}"\n    subnet_id     = "subnet-${hex(17)}"\n    vpc_security_group_ids = ["sg-${hex(17)}"]\n}`,
    );
  for (let i = 0; i < 2; i++)
    N(
      "cloud-id",
      "az-account-show",
      `{\n  "environmentName": "AzureCloud",\n  "id": "${uuid()}",\n  "isDefault": true,\n  "name": "acme-prod",\n  "tenantId": "${uuid()}",\n  "user": { "name": "dev@acme.io", "type": "user" }\n}`,
    );
  N(
    "cloud-id",
    "gcloud-config-list",
    `[core]\naccount = dev@acme.io\nproject = acme-prod-${digits(6)}\n\nYour active configuration is: [default]`,
  );
  N(
    "cloud-id",
    "secret-arn",
    `arn:aws:secretsmanager:eu-west-1:${digits(12)}:secret:prod/api/db-${alnum(6)}`,
  );
  for (let i = 0; i < 3; i++)
    N(
      "cloud-id",
      "kubectl-get-pods",
      `NAME                        READY   STATUS    RESTARTS   AGE\napi-${hex(9).replace(/[a-f]/g, "b").slice(0, 9)}-${str(LOWNUM, 5)}   1/1     Running   0          12m\nworker-${str(LOWNUM, 10)}-${str(LOWNUM, 5)}   1/1     Running   2          3h`,
    );
  for (let i = 0; i < 2; i++)
    N(
      "cloud-id",
      "k8s-metadata",
      `metadata:\n  name: api\n  namespace: prod\n  uid: ${uuid()}\n  resourceVersion: "${digits(8)}"\n  generation: 14`,
    );
  N(
    "cloud-id",
    "kubectl-describe-secret",
    `Name:         api-tls\nNamespace:    prod\nType:         kubernetes.io/tls\n\nData\n====\ntls.crt:  1164 bytes\ntls.key:  1704 bytes`,
  );
  N(
    "cloud-id",
    "terraform-sensitive",
    `  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "db-${str(UPNUM, 26)}"\n      ~ password = (sensitive value)\n    }`,
  );
  N(
    "cloud-id",
    "terraform-output-sensitive",
    `$ terraform output\ndb_endpoint = "prod.cluster-c${hex(10)}.eu-west-1.rds.amazonaws.com"\ndb_password = <sensitive>\nvpc_id = "vpc-${hex(17)}"`,
  );
}

function cursorsAndKeys() {
  for (let i = 0; i < 3; i++)
    N(
      "cursor",
      "api-json",
      `{"data":[...],"has_more":true,"next_cursor":"${Buffer.from(JSON.stringify({ id: Number(digits(6)), ts: 1795000000 + i })).toString("base64")}"}`,
    );
  for (let i = 0; i < 2; i++)
    N("cursor", "url", `GET /v1/events?limit=100&starting_after=evt_${alnum(24)} 200`);
  for (let i = 0; i < 2; i++)
    N(
      "cursor",
      "google-api",
      `{"files":[{"id":"1${str(`${ALNUM}-_`, 32)}","name":"report.pdf"}],"nextPageToken":"${str(`${ALNUM}-_`, 120)}"}`,
    );
  N(
    "cursor",
    "graphql",
    `{"pageInfo":{"hasNextPage":true,"endCursor":"Y3Vyc29yOnYyOpK5MjAyNi0xMS0yN1QxOTowMDowMCswMDowMM4${str(ALNUM, 6)}"}}`,
  );
  for (let i = 0; i < 3; i++)
    N(
      "idempotency-key",
      ["http-header", "code", "log"][i],
      [
        `Idempotency-Key: ${uuid()}`,
        `await stripe.paymentIntents.create(params, { idempotencyKey: "order-${digits(6)}-${hex(8)}" });`,
        `retrying POST /v1/charges (attempt 2) idempotency_key=${uuid()}`,
      ][i],
    );
  for (let i = 0; i < 3; i++)
    N(
      "cache-key",
      ["gha-cache", "redis-cli", "code"][i],
      [
        `Cache restored from key: Linux-pnpm-store-${hex(64)}`,
        `127.0.0.1:6379> GET cache:user:${digits(6)}:profile:${hex(16)}\n"{\\"name\\":\\"Ana\\"}"`,
        `const cacheKey = \`render:\${locale}:${hex(40)}\`;`,
      ][i],
    );
  for (let i = 0; i < 4; i++)
    N(
      "etag",
      ["http-response", "http-request", "s3-json", "curl-verbose"][i],
      [
        `< ETag: W/"${hex(40)}"`,
        `If-None-Match: "${hex(32)}"`,
        `{"Key":"exports/2026/11/report.csv","ETag":"\\"${hex(32)}\\"","Size":48213}`,
        `< etag: "${b64url(20)}"\n< cache-control: max-age=300`,
      ][i],
    );
  N(
    "build-id",
    "ci-env",
    `GITHUB_RUN_ID=${digits(11)}\nGITHUB_RUN_NUMBER=${digits(4)}\nGITHUB_SHA=${hex(40)}\nCI_PIPELINE_ID=${digits(9)}`,
  );
  N("build-id", "buildkite-log", `~~~ Running build ${digits(5)} (job ${uuid()}) on agent ci-${hex(8)}-1`);
  N(
    "build-id",
    "cloud-build",
    `Created [https://cloudbuild.googleapis.com/v1/projects/acme/locations/global/builds/${uuid()}].\nLogs are available at [https://console.cloud.google.com/cloud-build/builds/${uuid()}?project=${digits(12)}].`,
  );
}

function base64Data() {
  for (let i = 0; i < 3; i++)
    N(
      "base64-data",
      pick(["css", "html", "markdown"]),
      [
        `.logo { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA${b64(90)}"); }`,
        `<img alt="chart" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGQAAABkCAYAAABw4pVU${b64(120)}">`,
        `![spinner](data:image/gif;base64,R0lGODlhEAAQAPIAAP///wAAAMLCwkJCQgAAAGJiYoKCgpKSkiH/C05FVFNDQVBFMi4wAwEAAAAh${b64(60)})`,
      ][i],
    );
  for (let i = 0; i < 2; i++)
    N(
      "base64-data",
      "protobuf-fixture",
      `const encoded = "CgVhbGljZRIHZXhhbXBsZRoMCgRob21lEgQxMjM0${b64(30)}"; // proto: acme.v1.User`,
    );
  for (let i = 0; i < 3; i++)
    N(
      "base64-data",
      "fixture-json",
      `{"name":"page-${i}.json","encoding":"base64","content":"${Buffer.from(JSON.stringify({ title: `Page ${i}`, items: [1, 2, 3], lang: "en" })).toString("base64")}"}`,
    );
  N(
    "base64-data",
    "sourcemap",
    `//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbIi4uL3NyYy9pbmRleC50cyJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoi${b64(60)}`,
  );
  N(
    "base64-data",
    "github-contents-api",
    `{"type":"file","encoding":"base64","size":312,"name":"README.md","content":"${wrap(Buffer.from("# acme-api\n\nInternal API for orders.\n\n## Run\n\n    make dev\n").toString("base64"), 60).join("\\n")}\\n","sha":"${hex(40)}"}`,
  );
  N(
    "base64-data",
    "woff-font",
    `@font-face { font-family: "Inter"; src: url(data:font/woff2;base64,d09GMgABAAAAA${b64(80)}) format("woff2"); }`,
  );
}

function publicKeys() {
  const sshPub = () => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(32).slice(0, 43)}`;
  const rsaPub = () => `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${b64(380).replace(/=+$/, "")}`;
  for (let i = 0; i < 3; i++)
    N(
      "public-key",
      "cat-pub",
      `$ cat ~/.ssh/id_${i ? "ed25519" : "rsa"}.pub\n${i ? sshPub() : rsaPub()} dev@laptop`,
    );
  N("public-key", "authorized-keys", `${sshPub()} ana@acme\n${rsaPub()} ci@acme`);
  for (let i = 0; i < 2; i++)
    N(
      "public-key",
      "known-hosts",
      `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(32).slice(0, 43)}\n|1|${b64(20)}|${b64(20)} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${b64(65).replace(/=+$/, "")}`,
    );
  for (let i = 0; i < 2; i++)
    N(
      "public-key",
      "pem-public",
      `-----BEGIN PUBLIC KEY-----\n${wrap(`MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${b64(260)}`, 64).join("\n")}\n-----END PUBLIC KEY-----`,
    );
  for (let i = 0; i < 3; i++)
    N(
      "certificate",
      ["cat-crt", "yaml-ca", "openssl-s-client"][i],
      [
        `$ cat certs/ca.crt\n-----BEGIN CERTIFICATE-----\n${wrap(`MIIDdzCCAl+gAwIBAgIU${b64(820)}`, 64).join("\n")}\n-----END CERTIFICATE-----`,
        `tls:\n  ca_cert: |\n    -----BEGIN CERTIFICATE-----\n${wrap(`MIIBszCCAVmgAwIBAgIQ${b64(330)}`, 64)
          .map((l) => `    ${l}`)
          .join("\n")}\n    -----END CERTIFICATE-----`,
        `Server certificate\n-----BEGIN CERTIFICATE-----\n${wrap(`MIIFBjCCA+6gAwIBAgIS${b64(900)}`, 64).join("\n")}\n-----END CERTIFICATE-----\nsubject=CN = api.acme.io\nissuer=C = US, O = Let's Encrypt, CN = R11`,
      ][i],
    );
  N(
    "public-key",
    "pgp-public",
    `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n${wrap(`mQINBGV${b64(900)}`, 64).join("\n")}\n=${alnum(4)}\n-----END PGP PUBLIC KEY BLOCK-----`,
  );
  for (let i = 0; i < 2; i++)
    N(
      "public-key",
      "age-recipient",
      `creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1${str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}`,
    );
  N(
    "public-key",
    "wireguard-peer",
    `[Peer]\nPublicKey = ${b64(32)}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.net:51820\nPersistentKeepalive = 25`,
  );
  N(
    "public-key",
    "wg-show",
    `interface: wg0\n  public key: ${b64(32)}\n  private key: (hidden)\n  listening port: 51820\n\npeer: ${b64(32)}\n  endpoint: 203.0.113.7:51820`,
  );
  for (let i = 0; i < 2; i++)
    N(
      "public-key",
      "jwks-public",
      `{"keys":[{"kty":"RSA","kid":"${hex(40)}","use":"sig","alg":"RS256","n":"${b64url(256)}","e":"AQAB"}]}`,
    );
  N(
    "public-key",
    "jwk-ec-public",
    `{"kty":"EC","crv":"P-256","x":"${b64url(32)}","y":"${b64url(32)}","kid":"${alnum(8)}"}`,
  );
  N(
    "public-key",
    "minisign-pub",
    `untrusted comment: minisign public key ${hex(16).toUpperCase()}\nRWQ${b64(39).slice(0, 53)}`,
  );
  for (let i = 0; i < 2; i++)
    N(
      "fingerprint",
      "ssh-first-connect",
      `The authenticity of host 'bastion.acme.net (203.0.113.10)' can't be established.\nED25519 key fingerprint is SHA256:${b64(32).replace(/=+$/, "")}.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?`,
    );
  N(
    "fingerprint",
    "gpg-list-keys",
    `pub   ed25519 2026-01-04 [SC]\n      ${hex(40).toUpperCase()}\nuid           [ultimate] Dev <dev@acme.io>\nsub   cv25519 2026-01-04 [E]`,
  );
  N(
    "fingerprint",
    "tls-fingerprint",
    `SHA256 Fingerprint=${Array.from({ length: 32 }, () => hex(2).toUpperCase()).join(":")}`,
  );
}

export function objectNegatives() {
  out.length = 0;
  vendorIds();
  cloudIds();
  cursorsAndKeys();
  base64Data();
  publicKeys();
  return [...out];
}
