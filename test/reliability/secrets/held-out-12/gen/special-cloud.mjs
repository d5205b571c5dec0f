// Cloud credential pairs (an id that is not secret by itself and a secret that is), as the
// vendor's own tools print and read them: AWS (access key id AKIA/ASIA + 16 of [A-Z2-7], secret 40
// of base64 alphabet), Alibaba (LTAI), Tencent (AKID), Backblaze B2, Scaleway, Cloudinary, Pusher,
// MinIO, IBM Cloud; Azure connection strings with their AccountKey / SharedAccessKey.

import { bashToolUseLine, toolResultLine } from "./places.mjs";
import { ALNUM, B32, HEX, UPPER } from "./prng.mjs";

const awsId = (r, p = "AKIA") => `${p}${r.str(B32, 16)}`;
const awsSecret = (r) => r.str(`${ALNUM}/+`, 40);

const AWS_PLACES = [
  [
    "aws-credentials-file",
    (id, s) =>
      `$ cat ~/.aws/credentials\n[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${s}\n\n[staging]\nregion = eu-west-1\n`,
  ],
  [
    "shell-export",
    (id, s) =>
      `export AWS_ACCESS_KEY_ID=${id}\nexport AWS_SECRET_ACCESS_KEY=${s}\nexport AWS_DEFAULT_REGION=us-east-1\naws s3 ls`,
  ],
  [
    "aws-configure",
    (id, s) =>
      `$ aws configure --profile deploy\nAWS Access Key ID [None]: ${id}\nAWS Secret Access Key [None]: ${s}\nDefault region name [None]: eu-central-1\nDefault output format [None]: json\n`,
  ],
  [
    "code-python",
    (id, s) =>
      `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${id}",\n    aws_secret_access_key="${s}",\n    region_name="us-west-2",\n)\n`,
  ],
  [
    "code-typescript",
    (id, s) =>
      `const s3 = new S3Client({\n  region: "eu-west-1",\n  credentials: { accessKeyId: "${id}", secretAccessKey: "${s}" },\n});\n`,
  ],
  [
    "terraform",
    (id, s) =>
      `provider "aws" {\n  region     = "us-east-1"\n  access_key = "${id}"\n  secret_key = "${s}"\n}\n`,
  ],
  [
    "docker-run",
    (id, s) =>
      `$ docker run --rm -e AWS_ACCESS_KEY_ID=${id} -e AWS_SECRET_ACCESS_KEY=${s} amazon/aws-cli sts get-caller-identity`,
  ],
  [
    "aws-csv-download",
    (id, s) => `$ cat ~/Downloads/ci-user_accessKeys.csv\nAccess key ID,Secret access key\n${id},${s}\n`,
  ],
  [
    "transcript-read-result",
    (id, s, r) =>
      toolResultLine(
        r,
        `     1→[profile ci]\n     2→aws_access_key_id=${id}\n     3→aws_secret_access_key=${s}\n     4→region=ap-southeast-2\n`,
      ),
  ],
  [
    "github-actions",
    (id, s) =>
      `      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          aws-access-key-id: ${id}\n          aws-secret-access-key: ${s}\n          aws-region: us-east-1\n`,
  ],
  [
    "rclone-config",
    (id, s) =>
      `[s3remote]\ntype = s3\nprovider = AWS\naccess_key_id = ${id}\nsecret_access_key = ${s}\nregion = eu-west-1\n`,
  ],
  [
    "s3cfg",
    (id, s) =>
      `[default]\naccess_key = ${id}\nsecret_key = ${s}\nhost_base = s3.amazonaws.com\nuse_https = True\n`,
  ],
  [
    "config-properties",
    (id, s) =>
      `cloud.aws.credentials.access-key=${id}\ncloud.aws.credentials.secret-key=${s}\ncloud.aws.region.static=eu-west-1\n`,
  ],
  [
    "docker-inspect",
    (id, s) =>
      `"Env": [\n    "AWS_ACCESS_KEY_ID=${id}",\n    "AWS_SECRET_ACCESS_KEY=${s}",\n    "AWS_REGION=us-east-2"\n],`,
  ],
  [
    "user-prompt",
    (id, s) =>
      `the IAM user for the backup job is ${id} / ${s} — can you write the cron script so it uses those?`,
  ],
  [
    "user-prompt",
    (id, s) => `J'ai créé une clé IAM : ID ${id}, secret ${s}. Pourquoi "aws s3 sync" dit AccessDenied ?`,
  ],
  [
    "git-diff",
    (id, s) =>
      `--- a/.env.ci\n+++ b/.env.ci\n@@ -1,2 +1,4 @@\n NODE_ENV=test\n+AWS_ACCESS_KEY_ID=${id}\n+AWS_SECRET_ACCESS_KEY=${s}\n`,
  ],
  [
    "php-escaped-json",
    (id, s) => `{"key":"${id}","secret":"${s.replace(/\//g, "\\/")}","region":"eu-west-1"}`,
    true,
  ],
  [
    "log-json",
    (id, s) =>
      `{"level":"warn","msg":"falling back to static credentials","accessKeyId":"${id}","secretAccessKey":"${s}"}`,
  ],
  [
    "code-java",
    (id, s) => `AwsBasicCredentials creds = AwsBasicCredentials.create(\n    "${id}",\n    "${s}");\n`,
  ],
];

function awsCases(r) {
  return AWS_PLACES.map(([context, fn, escaped]) => {
    const id = awsId(r);
    const s = awsSecret(r);
    const text = fn(id, s, r);
    return {
      family: "aws",
      kind: "aws-key-pair",
      context,
      text,
      secret: escaped ? s.replace(/\//g, "\\/") : s,
    };
  });
}

function awsSts(r) {
  const id = awsId(r, "ASIA");
  const s = awsSecret(r);
  const tok = `IQoJb3JpZ2luX2VjE${r.b64(320)}`;
  const out = `{\n    "Credentials": {\n        "AccessKeyId": "${id}",\n        "SecretAccessKey": "${s}",\n        "SessionToken": "${tok}",\n        "Expiration": "2026-11-27T22:14:09+00:00"\n    }\n}\n`;
  const id2 = awsId(r, "ASIA");
  const s2 = awsSecret(r);
  const tok2 = `FwoGZXIvYXdzE${r.b64(300)}`;
  return [
    {
      family: "aws",
      kind: "aws-sts",
      context: "cli-output",
      text: `$ aws sts get-session-token --duration-seconds 3600\n${out}`,
      secret: s,
      also: [tok],
    },
    {
      family: "aws",
      kind: "aws-sts",
      context: "transcript-bash-output",
      text: toolResultLine(
        r,
        `$ aws configure export-credentials --format env\nexport AWS_ACCESS_KEY_ID=${id2}\nexport AWS_SECRET_ACCESS_KEY=${s2}\nexport AWS_SESSION_TOKEN=${tok2}\nexport AWS_CREDENTIAL_EXPIRATION=2026-11-27T18:00:00+00:00\n`,
      ),
      secret: s2,
      also: [tok2],
    },
  ];
}

function otherPairs(r) {
  const out = [];
  const add = (family, kind, context, text, secret) => out.push({ family, kind, context, text, secret });
  let s = r.alnum(30);
  add(
    "cloud-pair",
    "alibaba",
    "code-python",
    `from alibabacloud_tea_openapi import models\nconfig = models.Config(\n    access_key_id="LTAI5t${r.alnum(18)}",\n    access_key_secret="${s}",\n)\n`,
    s,
  );
  s = r.alnum(30);
  add(
    "cloud-pair",
    "alibaba",
    "shell-export",
    `export ALIBABA_CLOUD_ACCESS_KEY_ID=LTAI5t${r.alnum(18)}\nexport ALIBABA_CLOUD_ACCESS_KEY_SECRET=${s}\naliyun ecs DescribeRegions`,
    s,
  );
  s = r.alnum(32);
  add(
    "cloud-pair",
    "tencent",
    "config-ini",
    `[default]\nsecretId = AKID${r.alnum(32)}\nsecretKey = ${s}\nregion = ap-guangzhou\n`,
    s,
  );
  s = `K00${r.b64(28).replace(/[+/]/g, "x")}`;
  add(
    "cloud-pair",
    "backblaze",
    "cli-subcommand",
    `$ b2 account authorize 00${r.hex(10)}0000000${r.int(1, 9)} ${s}\nUsing https://api.backblazeb2.com`,
    s,
  );
  s = r.uuid();
  add(
    "cloud-pair",
    "scaleway",
    "config-yaml",
    `# ~/.config/scw/config.yaml\naccess_key: SCW${r.str(`${UPPER}0123456789`, 17)}\nsecret_key: ${s}\ndefault_organization_id: ${r.uuid()}\ndefault_region: fr-par\n`,
    s,
  );
  s = r.b64url(27);
  add(
    "cloud-pair",
    "cloudinary",
    "dotenv-cat",
    `$ cat .env\nCLOUDINARY_URL=cloudinary://${r.digits(15)}:${s}@acme-media\nNEXT_PUBLIC_SITE=https://acme.dev\n`,
    s,
  );
  s = r.hex(20);
  add(
    "cloud-pair",
    "pusher",
    "code-php",
    `$pusher = new Pusher\\Pusher(\n    '${r.hex(20)}',\n    '${s}',\n    '${r.digits(7)}',\n    ['cluster' => 'eu', 'useTLS' => true]\n);\n`,
    s,
  );
  s = r.alnum(40);
  add(
    "cloud-pair",
    "minio",
    "cli-subcommand",
    `$ mc alias set local http://127.0.0.1:9000 ${r.alnum(20)} ${s}\nAdded \`local\` successfully.`,
    s,
  );
  s = r.b64url(44);
  add(
    "cloud-pair",
    "ibm-cloud",
    "cli-subcommand",
    `$ ibmcloud login --apikey ${s} -r us-south\nAPI endpoint: https://cloud.ibm.com\nAuthenticating...\nOK`,
    s,
  );
  s = `${r.b64(86)}==`;
  add(
    "azure",
    "azure-storage-conn",
    "dotenv-cat",
    `$ cat local.settings.json\n{\n  "IsEncrypted": false,\n  "Values": {\n    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=acmefn${r.int(10, 99)};AccountKey=${s};EndpointSuffix=core.windows.net",\n    "FUNCTIONS_WORKER_RUNTIME": "node"\n  }\n}\n`,
    s,
  );
  s = `${r.b64(43)}=`;
  add(
    "azure",
    "azure-servicebus",
    "code-csharp",
    `var client = new ServiceBusClient(\n    "Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${s}");\n`,
    s,
  );
  s = `${r.b64(86)}==`;
  add(
    "azure",
    "azure-cosmos",
    "config-json",
    `{\n  "CosmosDb": {\n    "ConnectionString": "AccountEndpoint=https://acme-cosmos.documents.azure.com:443/;AccountKey=${s};"\n  }\n}\n`,
    s,
  );
  s = `${r.b64(43)}=`;
  add(
    "azure",
    "azure-eventhub",
    "log-logfmt",
    `level=error msg="eventhub connect failed" conn="Endpoint=sb://telemetry.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey=${s};EntityPath=events"`,
    s,
  );
  s = `${r.b64(86)}==`;
  add(
    "azure",
    "azure-storage-key",
    "cli-output",
    `$ az storage account keys list -g rg-data -n acmedata -o table\nCreationTime                      KeyName    Permissions    Value\n--------------------------------  ---------  -------------  ----------------------------------------------------------------------------------------\n2026-03-02T10:11:12.000000+00:00  key1       FULL           ${s}\n`,
    s,
  );
  s = `${r.str(ALNUM, 3)}8Q~${r.str(`${ALNUM}_.~-`, 34)}`;
  add(
    "azure",
    "azure-ad-secret",
    "cli-output",
    `$ az ad sp create-for-rbac --name ci-deployer --role contributor\n{\n  "appId": "${r.uuid()}",\n  "displayName": "ci-deployer",\n  "password": "${s}",\n  "tenant": "${r.uuid()}"\n}\n`,
    s,
  );
  s = r.hex(64);
  add(
    "cloud-pair",
    "oci",
    "config-ini",
    `[DEFAULT]\nuser=ocid1.user.oc1..aaaa${r.str("abcdefghijklmnopqrstuvwxyz0123456789", 56)}\nfingerprint=${r.hex(32).match(/../g).join(":")}\npass_phrase=${s}\nregion=eu-frankfurt-1\n`,
    s,
  );
  s = r.str(HEX, 32);
  add(
    "cloud-pair",
    "bot-bearer",
    "code-go",
    `cfg := sdk.Config{AppID: "cli_${r.hex(16)}", AppSecret: "${s}"}\nclient := sdk.New(cfg)\n`,
    s,
  );
  return out;
}

/** Cloud pairs and Azure connection strings. */
export function cloudCases(r) {
  const bash = bashToolUseLine;
  const id = awsId(r);
  const s = awsSecret(r);
  const inCmd = {
    family: "aws",
    kind: "aws-key-pair",
    context: "transcript-bash-command",
    text: bash(
      r,
      `AWS_ACCESS_KEY_ID=${id} AWS_SECRET_ACCESS_KEY=${s} aws s3 cp dist/ s3://acme-web/ --recursive`,
      "Upload the build",
    ),
    secret: s,
  };
  return [...awsCases(r), ...awsSts(r), inCmd, ...otherPairs(r)];
}
