// Cloud credentials that come as an id and a secret (the secret is the case's `secret`; other secret
// parts such as session tokens go in `also`). Formats from gitleaks/TruffleHog rules and the vendors' docs.

import { awsKeyId, awsSecret, awsSessionToken } from "./material.mjs";
import { ALNUM_UPPER, B64, BASE62, DIGITS, HEX } from "./random.mjs";

const c = (kind, context, text, secret, also) => ({
  family: "cloud-credential",
  kind,
  context,
  text,
  secret,
  ...(also ? { also } : {}),
});

function aws(r) {
  const out = [];
  const id = () => awsKeyId(r);
  let k = id(),
    s = awsSecret(r);
  out.push(
    c(
      "aws",
      "config",
      `[default]\naws_access_key_id = ${k}\naws_secret_access_key = ${s}\nregion = us-east-1`,
      s,
    ),
  );
  k = id();
  s = awsSecret(r);
  out.push(
    c(
      "aws",
      "shell",
      `export AWS_ACCESS_KEY_ID=${k}\nexport AWS_SECRET_ACCESS_KEY=${s}\naws s3 ls s3://acme-artifacts/`,
      s,
    ),
  );
  k = id();
  s = awsSecret(r);
  out.push(
    c("aws", "shell", `AWS_ACCESS_KEY_ID=${k} AWS_SECRET_ACCESS_KEY=${s} terraform plan -out=tfplan`, s),
  );
  k = id();
  s = awsSecret(r);
  out.push(
    c(
      "aws",
      "code",
      `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${k}",\n    aws_secret_access_key="${s}",\n)`,
      s,
    ),
  );
  k = id();
  s = awsSecret(r);
  out.push(
    c(
      "aws",
      "code",
      `const s3 = new S3Client({\n  region: "eu-central-1",\n  credentials: { accessKeyId: "${k}", secretAccessKey: "${s}" },\n});`,
      s,
    ),
  );
  k = awsKeyId(r, "ASIA");
  s = awsSecret(r);
  const tok = awsSessionToken(r);
  out.push(
    c(
      "aws-sts",
      "json",
      `$ aws sts assume-role --role-arn arn:aws:iam::${r.str(DIGITS, 12)}:role/deploy --role-session-name ci\n{\n    "Credentials": {\n        "AccessKeyId": "${k}",\n        "SecretAccessKey": "${s}",\n        "SessionToken": "${tok}",\n        "Expiration": "2026-05-01T12:00:00+00:00"\n    }\n}`,
      s,
      [tok],
    ),
  );
  k = id();
  s = awsSecret(r);
  out.push(
    c(
      "aws",
      "output",
      `$ aws iam create-access-key --user-name ci-bot\n{\n    "AccessKey": {\n        "UserName": "ci-bot",\n        "AccessKeyId": "${k}",\n        "Status": "Active",\n        "SecretAccessKey": "${s}",\n        "CreateDate": "2026-02-11T10:04:31+00:00"\n    }\n}`,
      s,
    ),
  );
  k = id();
  s = awsSecret(r);
  out.push(c("aws", "other", `Access key ID,Secret access key\n${k},${s}`, s));
  k = id();
  s = awsSecret(r);
  out.push(
    c(
      "aws",
      "prose",
      `here are the creds for the staging bucket: ${k} ${s} — can you fix the upload script?`,
      s,
    ),
  );
  k = id();
  s = awsSecret(r);
  out.push(
    c(
      "aws",
      "config",
      `provider "aws" {\n  region     = "us-west-2"\n  access_key = "${k}"\n  secret_key = "${s}"\n}`,
      s,
    ),
  );
  k = id();
  s = awsSecret(r);
  out.push(c("aws", "shell", `aws configure set aws_secret_access_key ${s} --profile staging`, s));
  k = id();
  s = awsSecret(r);
  out.push(
    c(
      "aws",
      "output",
      `$ aws configure\nAWS Access Key ID [None]: ${k}\nAWS Secret Access Key [None]: ${s}\nDefault region name [None]: ap-southeast-2\nDefault output format [None]: json`,
      s,
    ),
  );
  k = id();
  s = awsSecret(r);
  out.push(
    c(
      "aws",
      "config",
      `[s3-backup]\ntype = s3\nprovider = AWS\naccess_key_id = ${k}\nsecret_access_key = ${s}\nregion = eu-west-1`,
      s,
    ),
  );
  k = id();
  s = awsSecret(r);
  out.push(
    c(
      "aws",
      "log",
      `2026-04-09 08:15:02,551 DEBUG botocore.credentials Using credentials key=${k} secret=${s}`,
      s,
    ),
  );
  return out;
}

function gcp(r) {
  const out = [];
  for (let i = 0; i < 4; i++) {
    const lines = [];
    lines.push(`MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ${r.str(B64, 14)}`);
    for (let j = 0; j < 25; j++) lines.push(r.str(B64, 64));
    lines.push(`${r.str(B64, 20)}==`);
    const pk = `-----BEGIN PRIVATE KEY-----\\n${lines.join("\\n")}\\n-----END PRIVATE KEY-----\\n`;
    const project = `${["acme", "orbit", "ledger", "atlas"][i]}-prod-${r.int(100000, 999999)}`;
    const sa = `{\n  "type": "service_account",\n  "project_id": "${project}",\n  "private_key_id": "${r.str(HEX, 40)}",\n  "private_key": "${pk}",\n  "client_email": "deployer@${project}.iam.gserviceaccount.com",\n  "client_id": "${r.str(DIGITS, 21)}",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}`;
    const ctx = ["json", "output", "config", "code"][i];
    const text =
      ctx === "output"
        ? `$ cat ~/keys/${project}.json\n${sa}`
        : ctx === "code"
          ? `creds = service_account.Credentials.from_service_account_info(json.loads('''${sa}'''))`
          : ctx === "config"
            ? `GOOGLE_CREDENTIALS='${sa.replace(/\n\s*/g, "")}'`
            : sa;
    out.push(c("gcp-service-account", ctx, text, lines[3], [lines[0], lines[12], lines[25]]));
  }
  return out;
}

function azure(r) {
  const out = [];
  const acct = () => `acme${r.pick(["logs", "media", "backup", "data"])}${r.int(10, 99)}`;
  let key = `${r.str(B64, 86)}==`;
  out.push(
    c(
      "azure-storage",
      "config",
      `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=${acct()};AccountKey=${key};EndpointSuffix=core.windows.net"`,
      key,
    ),
  );
  key = `${r.str(B64, 86)}==`;
  out.push(
    c(
      "azure-storage",
      "shell",
      `az storage blob upload --account-name ${acct()} --account-key ${key} -c builds -f dist.zip -n dist.zip`,
      key,
    ),
  );
  key = `${r.str(B64, 86)}==`;
  out.push(
    c(
      "azure-cosmos",
      "code",
      `var client = new CosmosClient("AccountEndpoint=https://acme-db.documents.azure.com:443/;AccountKey=${key};");`,
      key,
    ),
  );
  key = `${r.str(B64, 43)}=`;
  out.push(
    c(
      "azure-servicebus",
      "json",
      `{"ConnectionStrings": {"Bus": "Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${key}"}}`,
      key,
    ),
  );
  const secret = () => `${r.mixed(BASE62, 3)}${r.int(7, 8)}Q~${r.mixed(`${BASE62}_~.-`, 34)}`;
  let s = secret();
  out.push(
    c(
      "azure-ad",
      "shell",
      `export AZURE_CLIENT_ID=${r.uuid()}\nexport AZURE_TENANT_ID=${r.uuid()}\nexport AZURE_CLIENT_SECRET=${s}`,
      s,
    ),
  );
  s = secret();
  out.push(
    c(
      "azure-ad",
      "output",
      `$ az ad sp create-for-rbac --name ci-deployer --role Contributor\n{\n  "appId": "${r.uuid()}",\n  "displayName": "ci-deployer",\n  "password": "${s}",\n  "tenant": "${r.uuid()}"\n}`,
      s,
    ),
  );
  s = secret();
  out.push(
    c("azure-ad", "shell", `az login --service-principal -u ${r.uuid()} -p ${s} --tenant ${r.uuid()}`, s),
  );
  s = secret();
  out.push(
    c("azure-ad", "code", `credential = ClientSecretCredential("${r.uuid()}", "${r.uuid()}", "${s}")`, s),
  );
  const sig = encodeURIComponent(`${r.str(B64, 43)}=`);
  out.push(
    c(
      "azure-sas",
      "url",
      `https://${acct()}.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2026-12-31T23:59:59Z&st=2026-01-01T00:00:00Z&spr=https&sig=${sig}`,
      sig,
    ),
  );
  return out;
}

function asia(r) {
  const out = [];
  const ltai = () => `LTAI5t${r.mixed(BASE62, 18)}`;
  let s = r.mixed(BASE62, 30);
  out.push(
    c(
      "alibaba",
      "shell",
      `aliyun configure set --profile prod --mode AK --region cn-hangzhou --access-key-id ${ltai()} --access-key-secret ${s}`,
      s,
    ),
  );
  s = r.mixed(BASE62, 30);
  out.push(c("alibaba", "code", `client = AcsClient("${ltai()}", "${s}", "cn-shanghai")`, s));
  s = r.mixed(BASE62, 30);
  out.push(
    c(
      "alibaba",
      "config",
      `oss:\n  endpoint: oss-cn-beijing.aliyuncs.com\n  accessKeyId: ${ltai()}\n  accessKeySecret: ${s}\n  bucket: acme-assets`,
      s,
    ),
  );
  s = r.mixed(BASE62, 30);
  out.push(
    c(
      "alibaba",
      "prose",
      `阿里云的 AccessKey ID 是 ${ltai()}，AccessKey Secret 是 ${s}，帮我配置一下 OSS 上传`,
      s,
    ),
  );
  const akid = () => `AKID${r.mixed(BASE62, 32)}`;
  s = r.mixed(BASE62, 32);
  out.push(
    c("tencent", "shell", `tccli configure set secretId ${akid()} secretKey ${s} region ap-guangzhou`, s),
  );
  s = r.mixed(BASE62, 32);
  out.push(
    c(
      "tencent",
      "code",
      `cred = credential.Credential("${akid()}", "${s}")\nclient = cvm_client.CvmClient(cred, "ap-shanghai")`,
      s,
    ),
  );
  s = r.mixed(BASE62, 32);
  out.push(c("tencent", "config", `TENCENTCLOUD_SECRET_ID=${akid()}\nTENCENTCLOUD_SECRET_KEY=${s}`, s));
  const hk = () => r.str(ALNUM_UPPER, 20);
  s = r.mixed(BASE62, 40);
  out.push(c("huawei", "config", `HUAWEICLOUD_SDK_AK=${hk()}\nHUAWEICLOUD_SDK_SK=${s}`, s));
  s = r.mixed(BASE62, 40);
  out.push(c("huawei", "code", `auth = BasicCredentials("${hk()}", "${s}", project_id)`, s));
  s = `YC${r.mixed(`${BASE62}_-`, 38)}`;
  out.push(
    c(
      "yandex",
      "json",
      `{\n  "id": "aje${r.str("abcdefghijklmnopqrstuv0123456789", 17)}",\n  "service_account_id": "aje${r.str("abcdefghijklmnopqrstuv0123456789", 17)}",\n  "key_id": "YCAJE${r.mixed(BASE62, 20)}",\n  "secret": "${s}"\n}`,
      s,
    ),
  );
  s = `AKLT${r.mixed(BASE62, 40)}`;
  const vs = `${r.mixed(BASE62, 56)}==`;
  out.push(
    c("volcengine", "shell", `export VOLCENGINE_ACCESS_KEY=${s}\nexport VOLCENGINE_SECRET_KEY=${vs}`, vs),
  );
  return out;
}

function others(r) {
  const out = [];
  let s = r.mixed(`${BASE62}_-`, 44);
  out.push(c("ibm-cloud", "shell", `ibmcloud login --apikey ${s} -r us-south -g default`, s));
  s = r.mixed(`${BASE62}_-`, 44);
  out.push(
    c(
      "ibm-cloud",
      "json",
      `{\n  "name": "ci-key",\n  "description": "deploy",\n  "createdAt": "2026-03-02T10:11:12+0000",\n  "apikey": "${s}"\n}`,
      s,
    ),
  );
  s = r.str(HEX, 48);
  out.push(
    c(
      "ibm-cos-hmac",
      "config",
      `[ibm-cos]\naws_access_key_id = ${r.str(HEX, 32)}\naws_secret_access_key = ${s}`,
      s,
    ),
  );
  s = `${r.mixed(BASE62, 6)}:${r.mixed(BASE62, 4)}>${r.mixed(BASE62, 4)}{${r.mixed(BASE62, 3)}`;
  out.push(
    c(
      "oracle-auth-token",
      "shell",
      `docker login fra.ocir.io -u 'acmetenancy/oracleidentitycloudservice/dev@acme.io' -p '${s}'`,
      s,
    ),
  );
  s = `${r.mixed(B64, 43)}=`;
  out.push(
    c(
      "oracle-customer-secret",
      "config",
      `[oci-s3]\nendpoint = https://acmetenancy.compat.objectstorage.eu-frankfurt-1.oraclecloud.com\naccess_key_id = ${r.str(HEX, 40)}\nsecret_access_key = ${s}`,
      s,
    ),
  );
  s = `${r.mixed(BASE62, 6)}_${r.mixed(BASE62, 8)}`;
  out.push(
    c(
      "oracle-key-passphrase",
      "config",
      `[DEFAULT]\nuser=ocid1.user.oc1..aaaa${r.str("abcdefghijklmnopqrstuvwxyz0123456789", 56)}\nfingerprint=${Array.from({ length: 16 }, () => r.str(HEX, 2)).join(":")}\nkey_file=~/.oci/oci_api_key.pem\npass_phrase=${s}\ntenancy=ocid1.tenancy.oc1..aaaa${r.str("abcdefghijklmnopqrstuvwxyz0123456789", 56)}\nregion=eu-frankfurt-1`,
      s,
    ),
  );
  s = r.mixed(`${BASE62}/+`, 43);
  out.push(
    c(
      "digitalocean-spaces",
      "shell",
      `s3cmd --access_key=DO00${r.str(ALNUM_UPPER, 16)} --secret_key=${s} --host=fra1.digitaloceanspaces.com ls`,
      s,
    ),
  );
  s = r.str(HEX, 64);
  out.push(
    c(
      "cloudflare-r2",
      "config",
      `[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = ${r.str(HEX, 32)}\nsecret_access_key = ${s}\nendpoint = https://${r.str(HEX, 32)}.r2.cloudflarestorage.com`,
      s,
    ),
  );
  s = r.str(HEX, 37);
  out.push(
    c(
      "cloudflare-global",
      "shell",
      `curl -X GET "https://api.cloudflare.com/client/v4/zones" -H "X-Auth-Email: ops@acme.io" -H "X-Auth-Key: ${s}"`,
      s,
    ),
  );
  s = `K005${r.mixed(`${BASE62}/+`, 27)}`;
  out.push(c("backblaze", "shell", `b2 account authorize 005${r.str(HEX, 22)} ${s}`, s));
  s = r.mixed(BASE62, 40);
  out.push(
    c("minio", "shell", `mc alias set backup https://minio.internal:9000 ${r.str(ALNUM_UPPER, 20)} ${s}`, s),
  );
  s = r.str(HEX, 32);
  out.push(
    c(
      "twilio",
      "code",
      `client = Client("AC${r.str(HEX, 32)}", "${s}")\nclient.messages.create(to="+15555550100", from_="+15555550111", body="ok")`,
      s,
    ),
  );
  s = r.str(HEX, 32);
  out.push(
    c(
      "twilio",
      "shell",
      `curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC${r.str(HEX, 32)}/Messages.json -u AC${r.str(HEX, 32)}:${s} --data-urlencode "Body=deployed"`,
      s,
    ),
  );
  s = r.str(HEX, 32);
  out.push(c("algolia", "code", `const client = algoliasearch("${r.str(ALNUM_UPPER, 10)}", "${s}");`, s));
  s = r.mixed(BASE62, 64);
  const kk = r.mixed(`${BASE62}/+`, 56);
  out.push(c("kraken", "config", `exchange:\n  name: kraken\n  api_key: ${kk}\n  api_secret: ${s}`, s, [kk]));
  return out;
}

export function cloudCases(r) {
  return [...aws(r), ...gcp(r), ...azure(r), ...asia(r), ...others(r)];
}
