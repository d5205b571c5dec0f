// Cloud and service id + secret pairs in the files and outputs where they really appear.
// Formats: AWS IAM access keys (AKIA/ASIA + 16 base32 chars, 40-char secret), Alibaba (LTAI),
// Tencent (AKID), Huawei OBS (20-char AK, 40-char SK), Yandex static keys (YCAJE…/YCP…),
// Scaleway (SCW…), Backblaze B2 (application key K00…), Cloudflare R2 (32/64 hex), Confluent, Kaggle.
// The pair's secret half is `secret`; a second secret in the same text goes in `also`.

import { ALNUM, B32, HEX, LOWNUM, UPNUM } from "./rand.mjs";

const awsId = (r, p = "AKIA") => p + r.str(`${B32}`.replace(/[01]/g, ""), 16);
const awsSecret = (r) => r.mixed(`${ALNUM}+/`, 40);

/** @returns {{family:string, kind:string, context:string, text:string, secret:string, also?:string[]}[]} */
export function pairCases(r) {
  const out = [];
  const add = (kind, context, text, secret, also) =>
    out.push({ family: "cloud-pair", kind, context, text, secret, ...(also ? { also } : {}) });
  let id = awsId(r);
  let s = awsSecret(r);
  add(
    "aws",
    "cat-aws-credentials",
    `$ cat ~/.aws/credentials\n[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${s}\n\n[ci]\nregion = us-west-2\n`,
    s,
  );
  id = awsId(r);
  s = awsSecret(r);
  add(
    "aws",
    "export",
    `export AWS_ACCESS_KEY_ID=${id}\nexport AWS_SECRET_ACCESS_KEY=${s}\nexport AWS_DEFAULT_REGION=eu-west-1`,
    s,
  );
  id = awsId(r);
  s = awsSecret(r);
  add(
    "aws",
    "cli-subcommand",
    `aws configure set aws_access_key_id ${id} && aws configure set aws_secret_access_key ${s} --profile deploy`,
    s,
  );
  id = awsId(r);
  s = awsSecret(r);
  add(
    "aws",
    "cli-output-json",
    `$ aws iam create-access-key --user-name ci-bot\n{\n    "AccessKey": {\n        "UserName": "ci-bot",\n        "AccessKeyId": "${id}",\n        "Status": "Active",\n        "SecretAccessKey": "${s}",\n        "CreateDate": "2026-11-26T08:12:44+00:00"\n    }\n}`,
    s,
  );
  id = awsId(r, "ASIA");
  s = awsSecret(r);
  const tok = `IQoJb3JpZ2luX2VjE${r.mixed(`${ALNUM}+/`, 380)}`;
  add(
    "aws-session",
    "cli-output-json",
    `$ aws sts assume-role --role-arn arn:aws:iam::123456789012:role/deploy --role-session-name s1\n{\n    "Credentials": {\n        "AccessKeyId": "${id}",\n        "SecretAccessKey": "${s}",\n        "SessionToken": "${tok}",\n        "Expiration": "2026-11-26T10:12:44+00:00"\n    }\n}`,
    s,
    [tok],
  );
  id = awsId(r);
  s = awsSecret(r);
  add(
    "aws",
    "python-code",
    `import boto3\n\ns3 = boto3.client(\n    "s3",\n    aws_access_key_id="${id}",\n    aws_secret_access_key="${s}",\n)`,
    s,
  );
  id = awsId(r);
  s = awsSecret(r);
  add("aws", "java-code", `AWSCredentials creds = new BasicAWSCredentials("${id}", "${s}");`, s);
  id = awsId(r);
  s = awsSecret(r);
  add(
    "aws",
    "terraform-provider",
    `provider "aws" {\n  region     = "us-east-1"\n  access_key = "${id}"\n  secret_key = "${s}"\n}`,
    s,
  );
  id = awsId(r);
  s = awsSecret(r);
  add(
    "aws",
    "rclone-config",
    `[s3-backup]\ntype = s3\nprovider = AWS\naccess_key_id = ${id}\nsecret_access_key = ${s}\nregion = eu-central-1`,
    s,
  );
  id = awsId(r);
  s = awsSecret(r);
  add(
    "aws",
    "prompt-en",
    `these are the keys for the sandbox account, can you set up the profile? ${id} / ${s}`,
    s,
  );
  id = awsId(r);
  s = awsSecret(r);
  add(
    "aws",
    "github-actions-with",
    `      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          aws-access-key-id: ${id}\n          aws-secret-access-key: ${s}\n          aws-region: us-east-1`,
    s,
  );
  id = awsId(r);
  s = awsSecret(r);
  add(
    "aws",
    "docker-run-flag",
    `docker run -e AWS_ACCESS_KEY_ID=${id} -e AWS_SECRET_ACCESS_KEY=${s} amazon/aws-cli s3 ls`,
    s,
  );
  id = awsId(r);
  s = awsSecret(r);
  add("aws", "s3cfg", `[default]\naccess_key = ${id}\nsecret_key = ${s}\nhost_base = s3.amazonaws.com`, s);
  id = awsId(r);
  s = awsSecret(r);
  add(
    "aws",
    "aws-configure-get",
    `$ aws configure get aws_secret_access_key --profile prod\n${s}\n$ aws configure get aws_access_key_id --profile prod\n${id}`,
    s,
  );
  // regional and smaller clouds
  id = `LTAI5t${r.mixed(ALNUM, 18)}`;
  s = r.mixed(ALNUM, 30);
  add(
    "alibaba",
    "ini-config",
    `[default]\naccess_key_id = ${id}\naccess_key_secret = ${s}\nregion_id = cn-hangzhou`,
    s,
  );
  id = `LTAI5t${r.mixed(ALNUM, 18)}`;
  s = r.mixed(ALNUM, 30);
  add(
    "alibaba",
    "cli-flag",
    `aliyun configure set --profile akProfile --mode AK --region cn-shanghai --access-key-id ${id} --access-key-secret ${s}`,
    s,
  );
  id = `LTAI5t${r.mixed(ALNUM, 18)}`;
  s = r.mixed(ALNUM, 30);
  add(
    "alibaba",
    "prompt-zh",
    `阿里云的 AccessKey ID 是 ${id}，AccessKey Secret 是 ${s}，帮我配置一下 OSS 上传`,
    s,
  );
  id = `AKID${r.mixed(ALNUM, 32)}`;
  s = r.mixed(ALNUM, 32);
  add(
    "tencent",
    "python-code",
    `cred = credential.Credential("${id}", "${s}")\nclient = cvm_client.CvmClient(cred, "ap-guangzhou")`,
    s,
  );
  id = `AKID${r.mixed(ALNUM, 32)}`;
  s = r.mixed(ALNUM, 32);
  add("tencent", "export", `export TENCENTCLOUD_SECRET_ID=${id}\nexport TENCENTCLOUD_SECRET_KEY=${s}`, s);
  id = r.str(UPNUM, 20);
  s = r.mixed(ALNUM, 40);
  add(
    "huawei",
    "yaml-config",
    `obs:\n  endpoint: obs.cn-north-4.myhuaweicloud.com\n  ak: ${id}\n  sk: ${s}\n  bucket: build-artifacts`,
    s,
  );
  id = `YCAJE${r.mixed(`${ALNUM}_-`, 20)}`;
  s = `YCP${r.mixed(`${ALNUM}_-`, 37)}`;
  add(
    "yandex-static",
    "cli-output-yaml",
    `$ yc iam access-key create --service-account-name sa-storage\naccess_key:\n  id: aje${r.str(LOWNUM, 17)}\n  service_account_id: aje${r.str(LOWNUM, 17)}\n  created_at: "2026-11-26T09:00:12Z"\n  key_id: ${id}\nsecret: ${s}`,
    s,
  );
  id = `SCW${r.str(UPNUM, 17)}`;
  s = r.uuid();
  add(
    "scaleway",
    "cat-config",
    `$ cat ~/.config/scw/config.yaml\naccess_key: ${id}\nsecret_key: ${s}\ndefault_organization_id: ${r.uuid()}\ndefault_region: fr-par`,
    s,
  );
  id = `00${r.str(HEX, 23)}`;
  s = `K00${r.mixed(`${ALNUM}`, 28)}`;
  add("backblaze", "cli-subcommand", `b2 account authorize ${id} ${s}`, s);
  id = r.hex(32);
  s = r.hex(64);
  add(
    "cloudflare-r2",
    "toml-config",
    `[r2]\naccount_id = "${r.hex(32)}"\naccess_key_id = "${id}"\nsecret_access_key = "${s}"`,
    s,
  );
  id = r.str(UPNUM, 16);
  s = r.mixed(`${ALNUM}+/`, 64);
  add(
    "confluent",
    "java-properties",
    `bootstrap.servers=pkc-${r.str(LOWNUM, 5)}.eu-west-1.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${id}" password="${s}";`,
    s,
  );
  s = r.hex(32);
  add("kaggle", "cat-config", `$ cat ~/.kaggle/kaggle.json\n{"username":"mlee","key":"${s}"}`, s);
  id = r.uuid();
  s = `${r.mixed(ALNUM, 3)}8Q~${r.mixed(`${ALNUM}_.-`, 34)}`;
  add(
    "azure-sp",
    "cli-output-json",
    `$ az ad sp create-for-rbac --name gh-deploy --role contributor\n{\n  "appId": "${id}",\n  "displayName": "gh-deploy",\n  "password": "${s}",\n  "tenant": "${r.uuid()}"\n}`,
    s,
  );
  id = `AC${r.hex(32)}`;
  s = r.hex(32);
  add("twilio", "node-code", `const client = require('twilio')('${id}', '${s}');`, s);
  id = `${r.mixed(ALNUM, 25)}`;
  s = r.mixed(`${ALNUM}`, 50);
  add(
    "twitter",
    "dotenv",
    `TWITTER_API_KEY=${id}\nTWITTER_API_SECRET=${s}\nTWITTER_BEARER_TOKEN=AAAAAAAAAAAAAAAAAAAAA${r.mixed(`${ALNUM}%`, 90)}`,
    s,
  );
  id = `A${r.mixed(`${ALNUM}_-`, 79)}`;
  s = `E${r.mixed(`${ALNUM}_-`, 79)}`;
  add(
    "paypal",
    "curl-basic-user",
    `curl -v https://api-m.paypal.com/v1/oauth2/token -u "${id}:${s}" -d "grant_type=client_credentials"`,
    s,
  );
  id = `rzp_live_${r.mixed(ALNUM, 14)}`;
  s = r.mixed(ALNUM, 24);
  add("razorpay", "python-code", `client = razorpay.Client(auth=("${id}", "${s}"))`, s);
  id = r.str(UPNUM, 10);
  s = r.hex(32);
  add("algolia", "js-code", `const client = algoliasearch('${id}', '${s}'); // admin key, server only`, s);
  id = r.hex(32);
  s = r.hex(32);
  add(
    "spotify",
    "prompt-en",
    `spotify app: client id ${id}, client secret ${s}. why does the token endpoint give invalid_client?`,
    s,
  );
  id = r.mixed(`${ALNUM}`, 32);
  s = r.mixed(`${ALNUM}_-`, 64);
  add(
    "auth0",
    "json-config",
    `{\n  "domain": "acme.eu.auth0.com",\n  "clientId": "${id}",\n  "clientSecret": "${s}"\n}`,
    s,
  );
  const oc = r.hex(16);
  s = r.hex(32);
  const ck = r.hex(32);
  add(
    "ovh",
    "ini-config",
    `[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key=${oc}\napplication_secret=${s}\nconsumer_key=${ck}`,
    s,
    [ck],
  );
  s = r.mixed(`${ALNUM}`, 24);
  add(
    "minio",
    "compose-environment",
    `  minio:\n    image: minio/minio\n    environment:\n      MINIO_ROOT_USER: admin\n      MINIO_ROOT_PASSWORD: ${s}`,
    s,
  );
  return out;
}
