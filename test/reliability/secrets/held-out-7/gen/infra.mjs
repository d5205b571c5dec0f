// Cloud credential pairs (an id that is not secret next to a secret that is), connection strings
// and DSNs of many databases and brokers, private keys of many formats, and JWTs.

import { B64, BASE58, b64Of, b64urlOf } from "./rng.mjs";

const WORDS = [
  "harbor",
  "quartz",
  "lantern",
  "mosaic",
  "tundra",
  "falcon",
  "ember",
  "willow",
  "copper",
  "nebula",
  "saffron",
  "glacier",
];

/** A password a person or a password manager would choose (never a dictionary sample). */
export function password(r) {
  const style = r.int(0, 3);
  const cap = (w) => w[0].toUpperCase() + w.slice(1);
  if (style === 0)
    return `${cap(r.pick(WORDS))}${r.pick(["!", "#", "%", "*", "-"])}${cap(r.pick(WORDS))}${r.int(10, 99)}`;
  if (style === 1) return r.str(`${B64.slice(0, 62)}!#%^*-_=`, r.int(16, 24));
  if (style === 2) return `${r.alnum(6)}-${r.alnum(6)}-${r.alnum(6)}`;
  return `${r.pick(WORDS)}${r.int(1000, 9999)}${r.pick(["$", "&", "@", "?"])}${r.alnum(4)}`;
}

/** A password safe inside a URL userinfo without encoding. */
export const urlPassword = (r) => r.alnum(r.int(14, 26));

/** @returns {Array<{family:string, kind:string, context:string, text:string, secret:string, also?:string[]}>} */
export function cloudPairs(r) {
  const out = [];
  const awsId = () => `${r.pick(["AKIA", "ASIA"])}${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}`;
  const awsSecret = () => r.b64(40).replace(/\+/g, "x");
  for (let i = 0; i < 7; i++) {
    const id = awsId();
    const secret = awsSecret();
    const session = `IQoJb3JpZ2luX2VjE${r.b64(300)}`;
    const shapes = [
      {
        context: "config",
        text: `[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${secret}\nregion = eu-west-1`,
      },
      {
        context: "shell",
        text: `AWS_ACCESS_KEY_ID=${id} AWS_SECRET_ACCESS_KEY=${secret} aws s3 ls s3://acme-build-artifacts/`,
      },
      {
        context: "output",
        text: `$ aws configure\nAWS Access Key ID [None]: ${id}\nAWS Secret Access Key [None]: ${secret}\nDefault region name [None]: us-east-2\nDefault output format [None]: json`,
      },
      {
        context: "json",
        text: JSON.stringify(
          {
            Credentials: {
              AccessKeyId: id,
              SecretAccessKey: secret,
              SessionToken: session,
              Expiration: "2026-11-26T19:41:07+00:00",
            },
            AssumedRoleUser: { Arn: "arn:aws:sts::210987654321:assumed-role/deploy/ci" },
          },
          null,
          4,
        ),
        also: [session],
      },
      {
        context: "code",
        text: `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${id}",\n    aws_secret_access_key="${secret}",\n)`,
      },
      {
        context: "config",
        text: `provider "aws" {\n  region     = "ap-southeast-2"\n  access_key = "${id}"\n  secret_key = "${secret}"\n}`,
      },
      {
        context: "shell",
        text: `PS> $env:AWS_ACCESS_KEY_ID="${id}"; $env:AWS_SECRET_ACCESS_KEY="${secret}"; aws sts get-caller-identity`,
      },
    ];
    const s = shapes[i];
    out.push({ family: "cloud-pair", kind: "aws", context: s.context, text: s.text, secret, also: s.also });
  }
  const others = [
    () => {
      const s = r.alnum(30);
      return {
        kind: "alibaba",
        context: "config",
        text: `[default]\naccess_key_id = LTAI${r.alnum(20)}\naccess_key_secret = ${s}\nregion_id = cn-hangzhou`,
        secret: s,
      };
    },
    () => {
      const s = r.alnum(30);
      return {
        kind: "alibaba",
        context: "shell",
        text: `aliyun configure set --profile ci --mode AK --access-key-id LTAI${r.alnum(20)} --access-key-secret ${s} --region cn-shanghai`,
        secret: s,
      };
    },
    () => {
      const s = r.alnum(32);
      return {
        kind: "tencent",
        context: "code",
        text: `cred = credential.Credential("AKID${r.alnum(32)}", "${s}")`,
        secret: s,
      };
    },
    () => {
      const s = r.alnum(40);
      return {
        kind: "huawei-obs",
        context: "config",
        text: `obs:\n  endpoint: obs.cn-north-4.myhuaweicloud.com\n  ak: ${r.upper(20)}\n  sk: ${s}`,
        secret: s,
      };
    },
    () => {
      const s = `K005${r.b64(27).replace(/[+/]/g, "q")}`;
      return {
        kind: "backblaze-b2",
        context: "shell",
        text: `b2 account authorize 005${r.hex(22)} ${s}`,
        secret: s,
      };
    },
    () => {
      const s = r.hex(64);
      return {
        kind: "cloudflare-r2",
        context: "config",
        text: `[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = ${r.hex(32)}\nsecret_access_key = ${s}\nendpoint = https://${r.hex(32)}.r2.cloudflarestorage.com`,
        secret: s,
      };
    },
    () => {
      const s = r.b64(43);
      return {
        kind: "do-spaces",
        context: "config",
        text: `access_key = DO00${r.upper(16)}\nsecret_key = ${s}\nhost_base = fra1.digitaloceanspaces.com`,
        secret: s,
      };
    },
    () => {
      const s = `${r.b64(86)}==`;
      return {
        kind: "azure-storage",
        context: "config",
        text: `"ConnectionStrings": {\n  "Blob": "DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey=${s};EndpointSuffix=core.windows.net"\n}`,
        secret: s,
      };
    },
    () => {
      const s = `${r.b64(86)}==`;
      return {
        kind: "azure-storage",
        context: "shell",
        text: `az storage blob upload --account-name acmeassets --account-key "${s}" -c web -f dist/app.js -n app.js`,
        secret: s,
      };
    },
    () => {
      const s = `${r.alnum(3)}8Q~${r.b64url(31).replace(/-/g, "_")}`;
      return {
        kind: "azure-sp",
        context: "shell",
        text: `az login --service-principal -u ${r.uuid()} -p '${s}' --tenant ${r.uuid()}`,
        secret: s,
      };
    },
    () => {
      const s = `${r.alnum(3)}7Q~${r.b64url(32).replace(/-/g, ".")}`;
      return {
        kind: "azure-sp",
        context: "json",
        text: JSON.stringify(
          { appId: r.uuid(), displayName: "gh-actions-deployer", password: s, tenant: r.uuid() },
          null,
          2,
        ),
        secret: s,
      };
    },
    () => {
      const s = r.b64url(44);
      return {
        kind: "ibm-cloud",
        context: "shell",
        text: `ibmcloud login --apikey ${s} -r us-south`,
        secret: s,
      };
    },
    () => {
      const s = r.alnum(40);
      return {
        kind: "minio",
        context: "shell",
        text: `mc alias set local http://127.0.0.1:9000 ${r.upper(20)} ${s}`,
        secret: s,
      };
    },
    () => {
      const s = `${r.b64(40)}=`;
      return {
        kind: "oci",
        context: "config",
        text: `[DEFAULT]\nuser=ocid1.user.oc1..${r.lower(60)}\nfingerprint=${r.hex(32).replace(/(..)(?!$)/g, "$1:")}\ntenancy=ocid1.tenancy.oc1..${r.lower(60)}\nregion=eu-frankfurt-1\npass_phrase=${s}`,
        secret: s,
      };
    },
  ];
  for (const make of others) out.push({ family: "cloud-pair", ...make() });
  out.push(gcpServiceAccount(r));
  return out;
}

/** PEM-like body: `lines` lines of 64 base64 characters, the first starting with `lead`. */
function pemBody(r, lead, lines) {
  const rows = [];
  for (let i = 0; i < lines; i++) rows.push(i === 0 ? lead + r.b64(64 - lead.length) : r.b64(64));
  rows.push(`${r.b64(r.int(20, 60))}${r.pick(["", "=", "=="])}`);
  return rows;
}

function gcpServiceAccount(r) {
  const body = pemBody(r, "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ", 24);
  const pem = `-----BEGIN PRIVATE KEY-----\n${body.join("\n")}\n-----END PRIVATE KEY-----\n`;
  const text = JSON.stringify(
    {
      type: "service_account",
      project_id: "acme-data-prod",
      private_key_id: r.hex(40),
      private_key: pem,
      client_email: "loader@acme-data-prod.iam.gserviceaccount.com",
      client_id: r.digits(21),
    },
    null,
    2,
  );
  return {
    family: "cloud-pair",
    kind: "gcp-service-account",
    context: "json",
    text,
    secret: body[3],
    also: [body[18]],
  };
}

/** @returns {Array<object>} private keys of many formats, in the places sessions print them. */
export function privateKeys(r) {
  const out = [];
  const block = (label, lead, n) => {
    const body = pemBody(r, lead, n);
    return { body, pem: `-----BEGIN ${label}-----\n${body.join("\n")}\n-----END ${label}-----` };
  };
  const add = (kind, context, text, body) =>
    out.push({ family: "private-key", kind, context, text, secret: body[2], also: [body[body.length - 2]] });
  let k = block("RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 25);
  add("rsa-pem", "output", `$ cat deploy/id_rsa\n${k.pem}`, k.body);
  k = block("EC PRIVATE KEY", "MHcCAQEEI", 3);
  add("ec-pem", "config", `tls:\n  key: |\n    ${k.pem.split("\n").join("\n    ")}`, k.body);
  k = block("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 25);
  add("pkcs8", "code", `const signingKey = \`${k.pem}\`;`, k.body);
  k = block("ENCRYPTED PRIVATE KEY", "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI", 27);
  add(
    "pkcs8-encrypted",
    "output",
    `$ openssl pkcs8 -topk8 -in key.pem -v2 aes-256-cbc\nEnter Encryption Password:\n${k.pem}`,
    k.body,
  );
  k = block("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA", 6);
  add("openssh", "output", `$ cat ~/.ssh/id_ed25519\n${k.pem}`, k.body);
  k = block("DSA PRIVATE KEY", "MIIBuwIBAAKBgQD", 10);
  add(
    "dsa-pem",
    "log",
    `2026-10-14 09:12:55,301 ERROR [keyloader] could not parse key material:\n${k.pem}`,
    k.body,
  );
  k = block("PGP PRIVATE KEY BLOCK", "lQdGBGV", 30);
  add(
    "pgp",
    "output",
    `$ gpg --export-secret-keys --armor release@acme.dev\n${k.pem.replace("-----\n", "-----\n\n")}`,
    k.body,
  );
  k = block("RSA PRIVATE KEY", "MIIJKAIBAAKCAgEA", 12);
  add("rsa-json-escaped", "json", JSON.stringify({ name: "jwt-signer", key: k.pem }), k.body);
  // PuTTY v3 (https://the.earth.li/~sgtatham/putty/0.78/htmldoc/AppendixC.html)
  const putty = [r.b64(64), r.b64(64), r.b64(24)];
  out.push({
    family: "private-key",
    kind: "putty-ppk",
    context: "output",
    text: `PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: rsa-key-20261102\nPublic-Lines: 2\nAAAAB3NzaC1yc2EAAAADAQABAAABAQ${r.b64(34)}\n${r.b64(40)}\nPrivate-Lines: 3\n${putty.join("\n")}\nPrivate-MAC: ${r.hex(64)}`,
    secret: putty[0],
    also: [putty[1]],
  });
  const ssh2 = [r.b64(70), r.b64(70)];
  out.push({
    family: "private-key",
    kind: "ssh2-secsh",
    context: "output",
    text: `---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: "2048-bit rsa, ops@bastion"\nP2/56wAAA${r.b64(61)}\n${ssh2.join("\n")}\n---- END SSH2 ENCRYPTED PRIVATE KEY ----`,
    secret: ssh2[0],
    also: [ssh2[1]],
  });
  const wg = `${r.b64(43)}=`;
  out.push({
    family: "private-key",
    kind: "wireguard",
    context: "config",
    text: `[Interface]\nAddress = 10.8.0.2/32\nPrivateKey = ${wg}\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ${r.b64(43)}=\nEndpoint = vpn.acme.dev:51820`,
    secret: wg,
  });
  const d = r.b64url(43);
  out.push({
    family: "private-key",
    kind: "jwk-private",
    context: "json",
    text: JSON.stringify({ kty: "EC", crv: "P-256", kid: r.hex(8), x: r.b64url(43), y: r.b64url(43), d }),
    secret: d,
  });
  const dp = `${r.b64(86)}==`;
  out.push({
    family: "private-key",
    kind: "dotnet-xml-rsa",
    context: "config",
    text: `<RSAKeyValue><Modulus>${r.b64(170)}==</Modulus><Exponent>AQAB</Exponent><P>${r.b64(86)}==</P><D>${dp}</D></RSAKeyValue>`,
    secret: dp,
  });
  const eth = r.hex(64);
  out.push({
    family: "private-key",
    kind: "ethereum-hex",
    context: "config",
    text: `# hardhat.config.ts uses these\nDEPLOYER_PRIVATE_KEY=0x${eth}\nSEPOLIA_RPC_URL=https://rpc.sepolia.org`,
    secret: eth,
  });
  const eth2 = r.hex(64);
  out.push({
    family: "private-key",
    kind: "ethereum-hex",
    context: "code",
    text: `const wallet = new ethers.Wallet("0x${eth2}", provider);`,
    secret: eth2,
  });
  const wif = `${r.pick(["K", "L"])}${r.str(BASE58, 51)}`;
  out.push({
    family: "private-key",
    kind: "bitcoin-wif",
    context: "output",
    text: `$ bitcoin-cli dumpprivkey bc1q${r.lower(38)}\n${wif}`,
    secret: wif,
  });
  const mini = `RWRTY0Iy${r.b64(150)}`;
  out.push({
    family: "private-key",
    kind: "minisign",
    context: "output",
    text: `$ cat ~/.minisign/minisign.key\nuntrusted comment: minisign encrypted secret key\n${mini}`,
    secret: mini,
  });
  // A TLS key inside a Kubernetes Secret: base64 of the PEM (LS0tLS1CRUdJTi... = "-----BEGIN").
  const pemText = block("PRIVATE KEY", "MIIEvAIBADANBgkqhkiG9w0BAQEFAASC", 6).pem;
  const b64 = b64Of(`${pemText}\n`);
  out.push({
    family: "private-key",
    kind: "k8s-tls-base64",
    context: "output",
    text: `$ kubectl get secret api-tls -o yaml\napiVersion: v1\ndata:\n  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM${r.b64(60)}\n  tls.key: ${b64}\nkind: Secret\ntype: kubernetes.io/tls`,
    secret: b64.slice(40, 120),
    also: [b64.slice(200, 280)],
  });
  const oh = block(
    "OPENSSH PRIVATE KEY",
    "b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABB",
    8,
  );
  out.push({
    family: "private-key",
    kind: "openssh-diff",
    context: "other",
    text: `+++ b/infra/bastion/id_deploy\n@@ -0,0 +1,${oh.body.length + 2} @@\n${oh.pem
      .split("\n")
      .map((l) => `+${l}`)
      .join("\n")}`,
    secret: oh.body[2],
    also: [oh.body[oh.body.length - 2]],
  });
  return out;
}

/** A JWT with real base64url header and claims and a random signature. */
export function jwt(r, claims) {
  const header = b64urlOf(JSON.stringify({ alg: r.pick(["HS256", "RS256", "ES256"]), typ: "JWT" }));
  const payload = b64urlOf(JSON.stringify(claims));
  return `${header}.${payload}.${r.b64url(r.pick([43, 86, 342]))}`;
}

export const claims = (r) => ({
  sub: r.uuid(),
  iss: r.pick([
    "https://auth.acme.dev/",
    "https://login.microsoftonline.com/common/v2.0",
    "kubernetes/serviceaccount",
  ]),
  aud: "api",
  iat: 1793000000 + r.int(0, 9999999),
  exp: 1794000000 + r.int(0, 9999999),
  scope: "read write",
});
