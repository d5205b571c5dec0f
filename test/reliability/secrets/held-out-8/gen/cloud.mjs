// Cloud credentials that come as an id and a secret (AWS, Azure, GCP, Alibaba, Tencent, Backblaze,
// Cloudflare R2, DigitalOcean Spaces, MinIO, IBM Cloud), in the places they are pasted. The secret half
// is `secret`; a session token, where one exists, is in `also`.
import { A } from "./rand.mjs";

const awsPair = (r, temp = false) => ({
  id: `${temp ? "ASIA" : "AKIA"}${r.str(A.b32, 16)}`,
  secret: r.str(`${A.alnum}+/`, 40),
  session: temp ? `IQoJb3JpZ2luX2VjE${r.str(A.b64, 340)}` : undefined,
});

const OTHER = [
  [
    "alibaba",
    "LTAI5t",
    (r) => r.str(A.alnum, 18),
    (r) => r.str(A.alnum, 30),
    "ALIBABA_CLOUD_ACCESS_KEY_ID",
    "ALIBABA_CLOUD_ACCESS_KEY_SECRET",
  ],
  [
    "tencent",
    "AKID",
    (r) => r.str(A.alnum, 32),
    (r) => r.str(A.alnum, 32),
    "TENCENTCLOUD_SECRET_ID",
    "TENCENTCLOUD_SECRET_KEY",
  ],
  [
    "backblaze-b2",
    "005",
    (r) => r.hex(22),
    (r) => `K005${r.str(A.alnum, 27)}`,
    "B2_APPLICATION_KEY_ID",
    "B2_APPLICATION_KEY",
  ],
  ["cloudflare-r2", "", (r) => r.hex(32), (r) => r.hex(64), "R2_ACCESS_KEY_ID", "R2_SECRET_ACCESS_KEY"],
  [
    "do-spaces",
    "DO00",
    (r) => r.str(A.upperNum, 16),
    (r) => r.str(`${A.alnum}+/`, 43),
    "SPACES_KEY",
    "SPACES_SECRET",
  ],
  [
    "minio",
    "",
    (r) => r.str(A.upperNum, 20),
    (r) => r.str(A.alnum, 40),
    "MINIO_ACCESS_KEY",
    "MINIO_SECRET_KEY",
  ],
];

const awsPlacements = [
  [
    "ini",
    (k) =>
      `$ cat ~/.aws/credentials\n[default]\naws_access_key_id = ${k.id}\naws_secret_access_key = ${k.secret}\n${k.session ? `aws_session_token = ${k.session}\n` : ""}`,
  ],
  [
    "shell-export",
    (k) =>
      `export AWS_ACCESS_KEY_ID=${k.id}\nexport AWS_SECRET_ACCESS_KEY=${k.secret}\n${k.session ? `export AWS_SESSION_TOKEN=${k.session}\n` : ""}aws s3 ls`,
  ],
  [
    "shell-positional",
    (k) =>
      `$ aws configure set aws_access_key_id ${k.id}\n$ aws configure set aws_secret_access_key ${k.secret}`,
  ],
  [
    "hcl",
    (k) =>
      `provider "aws" {\n  region     = "us-west-2"\n  access_key = "${k.id}"\n  secret_key = "${k.secret}"\n}`,
  ],
  [
    "code-python",
    (k) =>
      `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${k.id}",\n    aws_secret_access_key="${k.secret}",\n)`,
  ],
  [
    "code-js",
    (k) =>
      `const s3 = new S3Client({\n  region: "eu-west-1",\n  credentials: { accessKeyId: "${k.id}", secretAccessKey: "${k.secret}" },\n});`,
  ],
  ["code-java", (k) => `BasicAWSCredentials creds = new BasicAWSCredentials("${k.id}", "${k.secret}");`],
  ["code-go", (k) => `creds := credentials.NewStaticCredentialsProvider("${k.id}", "${k.secret}", "")`],
  [
    "cmd-output",
    (k) =>
      `$ aws iam create-access-key --user-name ci-bot\n{\n    "AccessKey": {\n        "UserName": "ci-bot",\n        "AccessKeyId": "${k.id}",\n        "Status": "Active",\n        "SecretAccessKey": "${k.secret}",\n        "CreateDate": "2026-10-02T09:14:55+00:00"\n    }\n}`,
  ],
  [
    "dotenv",
    (k) => `AWS_ACCESS_KEY_ID=${k.id}\nAWS_SECRET_ACCESS_KEY=${k.secret}\nAWS_DEFAULT_REGION=ap-southeast-2`,
  ],
  [
    "compose",
    (k) => `    environment:\n      AWS_ACCESS_KEY_ID: ${k.id}\n      AWS_SECRET_ACCESS_KEY: ${k.secret}`,
  ],
  [
    "csv",
    (k) => `$ cat ~/Downloads/ci-bot_accessKeys.csv\nAccess key ID,Secret access key\n${k.id},${k.secret}`,
  ],
  ["ini", (k) => `[default]\naccess_key = ${k.id}\nsecret_key = ${k.secret}\nhost_base = s3.amazonaws.com`],
  ["prose", (k) => `new keys for the backup bucket: ${k.id} / ${k.secret}`],
  ["code-ruby", (k) => `Aws.config.update(credentials: Aws::Credentials.new('${k.id}', '${k.secret}'))`],
  ["code-php", (k) => `'credentials' => [\n    'key'    => '${k.id}',\n    'secret' => '${k.secret}',\n],`],
];

const tempPlacements = [
  [
    "cmd-output",
    (k) =>
      `$ aws sts get-session-token --duration-seconds 3600\n{\n    "Credentials": {\n        "AccessKeyId": "${k.id}",\n        "SecretAccessKey": "${k.secret}",\n        "SessionToken": "${k.session}",\n        "Expiration": "2026-11-26T22:41:07+00:00"\n    }\n}`,
  ],
  ["shell-export", awsPlacements[1][1]],
  ["ini", awsPlacements[0][1]],
  [
    "json-escaped",
    (k) =>
      `{"output":"{\\n  \\"AccessKeyId\\": \\"${k.id}\\",\\n  \\"SecretAccessKey\\": \\"${k.secret}\\",\\n  \\"SessionToken\\": \\"${k.session}\\"\\n}"}`,
  ],
];

export function cloudCases(r) {
  const out = [];
  for (const [context, make] of awsPlacements) {
    const k = awsPair(r);
    out.push({ family: "aws", kind: "access-key-pair", context, text: make(k), secret: k.secret });
  }
  for (const [context, make] of tempPlacements) {
    const k = awsPair(r, true);
    out.push({
      family: "aws",
      kind: "session-credentials",
      context,
      text: make(k),
      secret: k.secret,
      also: [k.session],
    });
  }
  const ctxs = ["dotenv", "shell-export", "yaml", "code-python", "json", "ini"];
  for (const [name, prefix, idRest, mkSecret, idEnv, secretEnv] of OTHER) {
    for (const context of r.sample(ctxs, 2)) {
      const id = `${prefix}${idRest(r)}`;
      const secret = mkSecret(r);
      const lo = (s) => s.toLowerCase();
      const text = {
        dotenv: `${idEnv}=${id}\n${secretEnv}=${secret}`,
        "shell-export": `export ${idEnv}="${id}"\nexport ${secretEnv}="${secret}"`,
        yaml: `storage:\n  provider: ${name}\n  ${lo(idEnv)}: ${id}\n  ${lo(secretEnv)}: ${secret}`,
        "code-python": `client = make_client(\n    key_id="${id}",\n    secret="${secret}",\n)`,
        json: `{"provider": "${name}", "accessKeyId": "${id}", "secretAccessKey": "${secret}"}`,
        ini: `[${name}]\ntype = s3\naccess_key_id = ${id}\nsecret_access_key = ${secret}`,
      }[context];
      out.push({ family: "cloud-other", kind: name, context, text, secret });
    }
  }
  out.push(...azureCases(r));
  return out;
}

function azureCases(r) {
  const acct = () => `st${r.str(A.lowerNum, 10)}`;
  const key88 = () => r.b64(64);
  const cases = [];
  const add = (kind, context, text, secret) => cases.push({ family: "azure", kind, context, text, secret });
  let k = key88();
  add(
    "storage-connection-string",
    "dotenv",
    `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=${acct()};AccountKey=${k};EndpointSuffix=core.windows.net"`,
    k,
  );
  k = key88();
  add(
    "storage-connection-string",
    "json",
    `{\n  "Values": {\n    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=${acct()};AccountKey=${k};EndpointSuffix=core.windows.net",\n    "FUNCTIONS_WORKER_RUNTIME": "node"\n  }\n}`,
    k,
  );
  k = key88();
  add(
    "storage-account-key",
    "shell-flag",
    `az storage blob upload --account-name ${acct()} --account-key ${k} -c backups -f db.dump -n db.dump`,
    k,
  );
  k = key88();
  add(
    "storage-account-key",
    "cmd-output",
    `$ az storage account keys list -g rg-prod -n ${acct()} -o table\nKeyName    Permissions    Value\n---------  -------------  ----------------------------------------------------------------------------------------\nkey1       FULL           ${k}`,
    k,
  );
  k = r.b64(32);
  add(
    "service-bus-key",
    "code-csharp",
    `var client = new ServiceBusClient("Endpoint=sb://orders-${r.hex(4)}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${k}");`,
    k,
  );
  k = key88();
  add(
    "cosmos-key",
    "yaml",
    `cosmos:\n  endpoint: https://orders-${r.hex(4)}.documents.azure.com:443/\n  key: ${k}`,
    k,
  );
  const cs = `${r.str(A.alnum, 3)}8Q~${r.str(`${A.alnum}_~.-`, 34)}`;
  add(
    "ad-client-secret",
    "shell-flag",
    `az login --service-principal -u ${r.uuid()} -p ${cs} --tenant ${r.uuid()}`,
    cs,
  );
  const cs2 = `${r.str(A.alnum, 3)}8Q~${r.str(`${A.alnum}_~.-`, 34)}`;
  add(
    "ad-client-secret",
    "cmd-output",
    `$ az ad sp create-for-rbac --name deploy-bot\n{\n  "appId": "${r.uuid()}",\n  "displayName": "deploy-bot",\n  "password": "${cs2}",\n  "tenant": "${r.uuid()}"\n}`,
    cs2,
  );
  const fk = `${r.str(A.b64url, 54)}==`;
  add("function-key", "url", `curl "https://orders-api.azurewebsites.net/api/ProcessOrder?code=${fk}"`, fk);
  const fk2 = r.b64(40);
  add(
    "function-key",
    "http-request",
    `POST /api/ProcessOrder HTTP/1.1\nHost: orders-api.azurewebsites.net\nx-functions-key: ${fk2}`,
    fk2,
  );
  return cases;
}
