// Cloud credentials that come as an id and a secret, service-account files, JWTs and private keys.
import { createHmac } from "node:crypto";
import * as K from "./keys.mjs";
import { ALNUM_UPPER, B62, BASE32 } from "./rng.mjs";
import { PROJECTS, PROSE_WITH_VALUE, stamp } from "./scene.mjs";

const c = (family, context, kind, text, secret, also) => ({
  family,
  context,
  kind,
  text,
  secret,
  ...(also?.length ? { also } : {}),
});

function awsPair(r, temporary = false) {
  return {
    id: `${temporary ? "ASIA" : "AKIA"}${r.str(BASE32.replace(/[01]/g, ""), 16)}`,
    secret: r.str(`${B62}+/`, 40),
  };
}

export function awsCases(r) {
  const out = [];
  const f = "aws-access-key";
  let k = awsPair(r);
  out.push(
    c(
      f,
      "config",
      "aws-credentials-file",
      `[default]\naws_access_key_id = ${k.id}\naws_secret_access_key = ${k.secret}\nregion = eu-central-1`,
      k.secret,
    ),
  );
  k = awsPair(r);
  out.push(
    c(
      f,
      "shell",
      "export-pair",
      `export AWS_ACCESS_KEY_ID=${k.id}\nexport AWS_SECRET_ACCESS_KEY=${k.secret}\naws s3 ls s3://${r.pick(PROJECTS)}-artifacts/`,
      k.secret,
    ),
  );
  k = awsPair(r);
  out.push(
    c(
      f,
      "shell",
      "aws-configure-set",
      `aws configure set aws_access_key_id ${k.id} --profile ci && aws configure set aws_secret_access_key ${k.secret} --profile ci`,
      k.secret,
    ),
  );
  k = awsPair(r);
  out.push(
    c(
      f,
      "output",
      "create-access-key",
      JSON.stringify(
        {
          AccessKey: {
            UserName: "ci-deployer",
            AccessKeyId: k.id,
            Status: "Active",
            SecretAccessKey: k.secret,
            CreateDate: "2026-04-02T09:12:44+00:00",
          },
        },
        null,
        4,
      ),
      k.secret,
    ),
  );
  k = awsPair(r, true);
  const session = `IQoJb3JpZ2luX2VjE${r.str(`${B62}+/`, 300)}`;
  out.push(
    c(
      "aws-session",
      "output",
      "sts-get-session-token",
      JSON.stringify(
        {
          Credentials: {
            AccessKeyId: k.id,
            SecretAccessKey: k.secret,
            SessionToken: session,
            Expiration: "2026-06-01T21:40:10+00:00",
          },
        },
        null,
        4,
      ),
      k.secret,
      [session],
    ),
  );
  k = awsPair(r);
  out.push(
    c(
      f,
      "code",
      "boto3-client",
      `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${k.id}",\n    aws_secret_access_key="${k.secret}",\n)`,
      k.secret,
    ),
  );
  k = awsPair(r);
  out.push(
    c(
      f,
      "code",
      "js-sdk-credentials",
      `const s3 = new S3Client({\n  region: "us-east-1",\n  credentials: { accessKeyId: "${k.id}", secretAccessKey: "${k.secret}" },\n});`,
      k.secret,
    ),
  );
  k = awsPair(r);
  out.push(
    c(
      f,
      "config",
      "terraform-provider",
      `provider "aws" {\n  region     = "eu-west-1"\n  access_key = "${k.id}"\n  secret_key = "${k.secret}"\n}`,
      k.secret,
    ),
  );
  k = awsPair(r);
  out.push(
    c(
      f,
      "config",
      "s3cfg",
      `[default]\naccess_key = ${k.id}\nsecret_key = ${k.secret}\nhost_base = s3.amazonaws.com`,
      k.secret,
    ),
  );
  k = awsPair(r);
  out.push(
    c(
      f,
      "shell",
      "docker-env-pair",
      `docker run -e AWS_ACCESS_KEY_ID=${k.id} -e AWS_SECRET_ACCESS_KEY=${k.secret} amazon/aws-cli sts get-caller-identity`,
      k.secret,
    ),
  );
  k = awsPair(r);
  out.push(
    c(
      f,
      "prose",
      "hand-over",
      `Use these for the staging bucket: key id ${k.id}, secret ${k.secret} (they're scoped to s3:GetObject only).`,
      k.secret,
    ),
  );
  k = awsPair(r);
  out.push(
    c(
      f,
      "code",
      "positional-secret",
      `session = boto3.session.Session("${k.id}", "${k.secret}", region_name="ap-southeast-2")`,
      k.secret,
    ),
  );
  k = awsPair(r);
  out.push(
    c(
      f,
      "config",
      "java-properties",
      `cloud.aws.credentials.access-key=${k.id}\ncloud.aws.credentials.secret-key=${k.secret}\ncloud.aws.region.static=eu-west-1`,
      k.secret,
    ),
  );
  k = awsPair(r);
  out.push(
    c(
      f,
      "log",
      "debug-credentials",
      `${stamp(r)} DEBUG botocore.credentials: Found credentials in environment variables: key=${k.id} secret=${k.secret}`,
      k.secret,
    ),
  );
  k = awsPair(r);
  out.push(
    c(
      f,
      "shell",
      "mc-alias-positional",
      `mc alias set s3prod https://s3.amazonaws.com ${k.id} ${k.secret} --api S3v4`,
      k.secret,
    ),
  );
  return out;
}

export function otherCloudCases(r) {
  const out = [];
  const ali = () => ({ id: `LTAI${r.b62(20)}`, secret: r.b62(30) });
  let a = ali();
  out.push(
    c(
      "alibaba-access-key",
      "config",
      "aliyun-config",
      `{\n  "current": "default",\n  "profiles": [{"name": "default", "mode": "AK", "access_key_id": "${a.id}", "access_key_secret": "${a.secret}", "region_id": "cn-hangzhou"}]\n}`,
      a.secret,
    ),
  );
  a = ali();
  out.push(
    c(
      "alibaba-access-key",
      "shell",
      "export-pair",
      `export ALIBABA_CLOUD_ACCESS_KEY_ID=${a.id}\nexport ALIBABA_CLOUD_ACCESS_KEY_SECRET=${a.secret}`,
      a.secret,
    ),
  );
  a = ali();
  out.push(
    c(
      "alibaba-access-key",
      "code",
      "java-client",
      `DefaultProfile profile = DefaultProfile.getProfile("cn-shanghai", "${a.id}", "${a.secret}");`,
      a.secret,
    ),
  );
  const ten = () => ({ id: `AKID${r.b62(32)}`, secret: r.b62(32) });
  let t = ten();
  out.push(
    c(
      "tencent-cloud-key",
      "code",
      "python-credential",
      `cred = credential.Credential("${t.id}", "${t.secret}")`,
      t.secret,
    ),
  );
  t = ten();
  out.push(
    c(
      "tencent-cloud-key",
      "shell",
      "tccli-configure",
      `tccli configure set secretId ${t.id} secretKey ${t.secret} region ap-guangzhou`,
      t.secret,
    ),
  );
  // GCP service account key file
  for (let i = 0; i < 3; i++) {
    const block = K.rsaPkcs8(r);
    const parts = K.keyParts(block);
    const sa = {
      type: "service_account",
      project_id: `${r.pick(PROJECTS)}-prod`,
      private_key_id: r.hex(40),
      private_key: `${block}\n`,
      client_email: `ci-runner@${r.pick(PROJECTS)}-prod.iam.gserviceaccount.com`,
      client_id: r.digits(21),
      auth_uri: "https://accounts.google.com/o/oauth2/auth",
      token_uri: "https://oauth2.googleapis.com/token",
    };
    const json = JSON.stringify(sa, null, 2);
    const ctx = [
      ["config", "gcp-service-account-file", json],
      [
        "output",
        "cat-service-account",
        `$ cat ~/Downloads/${sa.project_id}-${sa.private_key_id.slice(0, 12)}.json\n${json}`,
      ],
      ["shell", "inline-credentials-env", `GOOGLE_CREDENTIALS='${JSON.stringify(sa)}' terraform plan`],
    ][i];
    out.push(
      c("gcp-service-account", ctx[0], ctx[1], ctx[2], parts.secret, [...parts.also, sa.private_key_id]),
    );
  }
  // Azure
  const acct = `st${r.pick(PROJECTS).replace(/-/g, "")}${r.int(10, 99)}`;
  let key = r.b64bytes(64);
  out.push(
    c(
      "azure-storage-key",
      "config",
      "appsettings-connection-string",
      JSON.stringify(
        {
          ConnectionStrings: {
            Blob: `DefaultEndpointsProtocol=https;AccountName=${acct};AccountKey=${key};EndpointSuffix=core.windows.net`,
          },
        },
        null,
        2,
      ),
      key,
    ),
  );
  key = r.b64bytes(64);
  out.push(
    c(
      "azure-storage-key",
      "shell",
      "az-storage-cli",
      `az storage blob upload --account-name ${acct} --account-key ${key} -c releases -f dist/app.zip -n app.zip`,
      key,
    ),
  );
  key = r.b64bytes(64);
  out.push(
    c(
      "azure-storage-key",
      "output",
      "keys-list",
      `$ az storage account keys list -n ${acct} -o table\nCreationTime                      KeyName    Permissions    Value\n--------------------------------  ---------  -------------  ${"-".repeat(88)}\n2026-02-11T10:03:52.112233+00:00  key1       FULL           ${key}`,
      key,
    ),
  );
  const sig = encodeURIComponent(r.b64bytes(32));
  out.push(
    c(
      "azure-sas",
      "url",
      "blob-sas-url",
      `https://${acct}.blob.core.windows.net/backups/db-2026-05-01.bak?sp=r&st=2026-05-01T08:00:00Z&se=2026-05-08T16:00:00Z&spr=https&sv=2022-11-02&sr=b&sig=${sig}`,
      sig,
    ),
  );
  const sbKey = r.b64bytes(32);
  out.push(
    c(
      "azure-service-bus",
      "config",
      "dotenv",
      `SERVICEBUS_CONNECTION=Endpoint=sb://${r.pick(PROJECTS)}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${sbKey}`,
      sbKey,
    ),
  );
  const cosmos = r.b64bytes(64);
  out.push(
    c(
      "azure-cosmos-key",
      "code",
      "csharp-client",
      `var client = new CosmosClient("https://${acct}.documents.azure.com:443/", "${cosmos}");`,
      cosmos,
    ),
  );
  const spSecret = `${r.b62(3)}8Q~${r.b62(34)}`;
  out.push(
    c(
      "azure-sp-password",
      "output",
      "create-for-rbac",
      JSON.stringify(
        { appId: r.uuid(), displayName: "gh-actions-deployer", password: spSecret, tenant: r.uuid() },
        null,
        2,
      ),
      spSecret,
    ),
  );
  const spSecret2 = `${r.b62(3)}8Q~${r.b62(34)}`;
  out.push(
    c(
      "azure-sp-password",
      "shell",
      "az-login-sp",
      `az login --service-principal -u ${r.uuid()} -p ${spSecret2} --tenant ${r.uuid()}`,
      spSecret2,
    ),
  );
  const fnKey = `${r.b64url(54)}==`;
  out.push(
    c(
      "azure-function-key",
      "url",
      "function-code",
      `https://${r.pick(PROJECTS)}-fn.azurewebsites.net/api/ingest?code=${fnKey}`,
      fnKey,
    ),
  );
  return out;
}

function jwt(r, payload) {
  const enc = (o) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const head = enc({ alg: "HS256", typ: "JWT" });
  const body = enc(payload);
  const sig = createHmac("sha256", r.bytes(32)).update(`${head}.${body}`).digest("base64url");
  return `${head}.${body}.${sig}`;
}

export function jwtCases(r) {
  const mk = (extra = {}) =>
    jwt(r, {
      sub: r.uuid(),
      iss: `https://auth.${r.pick(PROJECTS)}.dev`,
      iat: 1767000000 + r.int(0, 9e6),
      exp: 1767003600 + r.int(0, 9e6),
      ...extra,
    });
  const f = "jwt";
  const out = [];
  let t = mk({ scope: "read:orders write:orders" });
  out.push(
    c(
      f,
      "header",
      "authorization-bearer",
      `GET /api/orders?limit=50 HTTP/2\nhost: shop.internal\nauthorization: Bearer ${t}\naccept: application/json`,
      t,
    ),
  );
  t = mk();
  out.push(
    c(
      f,
      "shell",
      "curl-bearer",
      `curl https://api.${r.pick(PROJECTS)}.dev/graphql -H 'Content-Type: application/json' -H "Authorization: Bearer ${t}" -d '{"query":"{ me { id } }"}'`,
      t,
    ),
  );
  t = mk();
  const rt = r.b64url(64);
  out.push(
    c(
      f,
      "json",
      "token-response",
      JSON.stringify({ access_token: t, token_type: "Bearer", expires_in: 3600, refresh_token: rt }),
      t,
      [rt],
    ),
  );
  t = mk({ role: "service_role" });
  out.push(
    c(
      f,
      "config",
      "supabase-service-role",
      `NEXT_PUBLIC_SUPABASE_URL=https://${r.str("abcdefghijklmnopqrst", 20)}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${t}`,
      t,
    ),
  );
  t = mk();
  out.push(
    c(
      f,
      "url",
      "websocket-query",
      `wss://realtime.${r.pick(PROJECTS)}.dev/socket/websocket?access_token=${t}&vsn=2.0.0`,
      t,
    ),
  );
  t = mk();
  out.push(
    c(
      f,
      "log",
      "request-log",
      `${stamp(r)} INFO  gateway: forwarded request path=/v1/invoices user_agent="okhttp/4.12" auth="Bearer ${t}" status=200 dur_ms=${r.int(3, 400)}`,
      t,
    ),
  );
  t = mk({ "kubernetes.io/serviceaccount/namespace": "ci" });
  out.push(
    c(f, "output", "kubectl-create-token", `$ kubectl -n ci create token deployer --duration=24h\n${t}`, t),
  );
  t = mk();
  out.push(
    c(
      f,
      "code",
      "python-headers",
      `HEADERS = {"Authorization": "Bearer ${t}", "Accept": "application/json"}`,
      t,
    ),
  );
  t = mk();
  out.push(c(f, "prose", "hand-over", r.pick(PROSE_WITH_VALUE)("SSO", t), t));
  t = mk();
  out.push(
    c(
      f,
      "json",
      "playwright-storage",
      JSON.stringify(
        {
          cookies: [],
          origins: [{ origin: "https://app.tidepool.io", localStorage: [{ name: "auth.token", value: t }] }],
        },
        null,
        2,
      ),
      t,
    ),
  );
  t = mk();
  out.push(
    c(f, "code", "js-test-login", `await page.evaluate(() => localStorage.setItem("id_token", "${t}"));`, t),
  );
  t = mk();
  out.push(
    c(
      f,
      "other",
      "http-file",
      `### list invoices\nGET https://api.ledgerline.dev/v1/invoices\nAuthorization: Bearer ${t}`,
      t,
    ),
  );
  return out;
}

/** Private keys of every common format, in the places they get pasted. */
export function privateKeyCases(r) {
  const out = [];
  const f = (fmt) => `private-key-${fmt}`;
  const put = (fmt, block, where, extra) => {
    const p = extra ?? K.keyParts(block);
    const places = {
      cat: ["output", "cat-key", `$ cat ~/.ssh/deploy_key\n${block}`],
      file: ["config", "key-file", block],
      env: ["shell", "env-inline", `export DEPLOY_KEY="${block.replace(/\n/g, "\\n")}"`],
      yaml: [
        "config",
        "yaml-block",
        `tls:\n  key: |\n${block
          .split("\n")
          .map((l) => `    ${l}`)
          .join("\n")}`,
      ],
      hcl: [
        "config",
        "terraform-heredoc",
        `resource "tls_locally_signed_cert" "x" {\n  ca_private_key_pem = <<EOT\n${block}\nEOT\n}`,
      ],
      json: ["json", "json-field", JSON.stringify({ name: "signing", key: block })],
      code: ["code", "python-literal", `PRIVATE_KEY = """${block}"""`],
      prose: [
        "prose",
        "pasted",
        `This is the key the runner uses, maybe it's the wrong format?\n\n${block}\n\nssh says "invalid format".`,
      ],
    };
    const [context, kind, text] = places[where];
    out.push(c(f(fmt), context, kind, text, p.secret, p.also));
  };
  put("rsa", K.rsaPkcs1(r), "cat");
  put("rsa", K.rsaPkcs1(r), "yaml");
  put("rsa", K.rsaPkcs1(r), "env");
  put("pkcs8", K.rsaPkcs8(r), "file");
  put("pkcs8", K.rsaPkcs8(r), "json");
  put("pkcs8", K.rsaPkcs8(r), "hcl");
  put("pkcs8-ed25519", K.ed25519Pkcs8(r), "code");
  put("pkcs8-ed25519", K.ed25519Pkcs8(r), "file");
  put("ec", K.ecPrivate(r), "cat");
  put("ec", K.ecPrivate(r), "code");
  put("ec", K.ecPrivate(r), "prose");
  put("openssh", K.opensshPrivate(r, "ci@runner").block, "cat");
  put("openssh", K.opensshPrivate(r, "deploy@web-1").block, "yaml");
  put("openssh", K.opensshPrivate(r, "me@laptop").block, "prose");
  put("openssh", K.opensshPrivate(r, "bot@acme").block, "env");
  put("dsa", K.dsaPrivate(r), "file");
  put("encrypted-pkcs8", K.encryptedPkcs8(r), "file");
  put("encrypted-pkcs8", K.encryptedPkcs8(r), "cat");
  put("rsa-legacy-encrypted", K.legacyEncryptedRsa(r), "file");
  put("pgp", K.pgpPrivate(r), "cat");
  put("pgp", K.pgpPrivate(r), "code");
  const ppk = K.puttyPpk(r, "eddsa-key-20260312");
  put("putty", ppk.block, "file", { secret: ppk.secret });
  const ppk2 = K.puttyPpk(r, "build-agent");
  put("putty", ppk2.block, "cat", { secret: ppk2.secret });
  put("ssh2-encrypted", K.ssh2Encrypted(r, "2048-bit rsa, ops@bastion"), "file");
  const ovpn = K.openvpnStatic(r);
  put("openvpn-static", ovpn.block, "file", { secret: ovpn.secret, also: ovpn.also });
  const wg = r.b64bytes(32);
  out.push(
    c(
      "wireguard-private-key",
      "config",
      "wg-conf",
      `[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = ${wg}\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ${r.b64bytes(32)}\nEndpoint = vpn.harborview.io:51820\nAllowedIPs = 0.0.0.0/0`,
      wg,
    ),
  );
  const wg2 = r.b64bytes(32);
  out.push(
    c(
      "wireguard-private-key",
      "output",
      "wg-genkey",
      `$ wg genkey | tee privatekey | wg pubkey > publickey\n$ cat privatekey\n${wg2}`,
      wg2,
    ),
  );
  const d = Buffer.from(r.bytes(32)).toString("base64url");
  out.push(
    c(
      "jwk-private",
      "json",
      "jwk",
      JSON.stringify(
        {
          kty: "OKP",
          crv: "Ed25519",
          kid: `sig-${r.hex(8)}`,
          x: Buffer.from(r.bytes(32)).toString("base64url"),
          d,
        },
        null,
        2,
      ),
      d,
    ),
  );
  const pem64 = Buffer.from(K.rsaPkcs1(r)).toString("base64");
  out.push(
    c(
      "private-key-base64-pem",
      "config",
      "k8s-tls-secret",
      `apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: web-tls\ndata:\n  tls.crt: ${Buffer.from(K.certificatePem(r)).toString("base64")}\n  tls.key: ${pem64}`,
      pem64,
    ),
  );
  const seed = `SUA${r.str(ALNUM_UPPER.replace(/[018]/g, ""), 55)}`;
  out.push(
    c(
      "nats-nkey-seed",
      "config",
      "nats-creds",
      `-----BEGIN NATS USER JWT-----\n${jwt(r, { sub: `U${r.str(ALNUM_UPPER, 55)}`, nats: { type: "user" } })}\n------END NATS USER JWT------\n\n-----BEGIN USER NKEY SEED-----\n${seed}\n------END USER NKEY SEED------`,
      seed,
    ),
  );
  return out;
}
