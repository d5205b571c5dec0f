// Cloud id + secret pairs (AWS and S3-compatible stores, regional clouds) in the places they are kept.
// Shapes from the vendors' public docs; every value is random PRNG output.

import { readView } from "./places.mjs";
import { ALNUM, B32, B64, b64, bytes, DIGITS, HEX, UPPER, uuid } from "./rand.mjs";

const B64S = B64;
const AU = DIGITS + UPPER;

/** [kind, idEnv, secretEnv, makeId, makeSecret] */
export const CLOUDS = [
  [
    "aws",
    "AWS_ACCESS_KEY_ID",
    "AWS_SECRET_ACCESS_KEY",
    (r) => `AKIA${r.str(B32, 16)}`,
    (r) => r.str(B64S, 40),
  ],
  [
    "alibaba",
    "ALIBABA_CLOUD_ACCESS_KEY_ID",
    "ALIBABA_CLOUD_ACCESS_KEY_SECRET",
    (r) => `LTAI5t${r.str(ALNUM, 18)}`,
    (r) => r.str(ALNUM, 30),
  ],
  [
    "tencent",
    "TENCENTCLOUD_SECRET_ID",
    "TENCENTCLOUD_SECRET_KEY",
    (r) => `AKID${r.str(ALNUM, 32)}`,
    (r) => r.str(ALNUM, 32),
  ],
  ["huawei", "HUAWEICLOUD_SDK_AK", "HUAWEICLOUD_SDK_SK", (r) => r.str(AU, 20), (r) => r.str(ALNUM, 40)],
  [
    "baidu",
    "BCE_ACCESS_KEY_ID",
    "BCE_SECRET_ACCESS_KEY",
    (r) => `ALTAK${r.str(ALNUM, 19)}`,
    (r) => r.str(HEX, 32),
  ],
  [
    "yandex-static",
    "YC_ACCESS_KEY_ID",
    "YC_SECRET_ACCESS_KEY",
    (r) => `YCAJE${r.str(`${ALNUM}-_`, 20)}`,
    (r) => `YCM${r.str(`${ALNUM}-_`, 37)}`,
  ],
  [
    "naver",
    "NCLOUD_ACCESS_KEY",
    "NCLOUD_SECRET_KEY",
    (r) => `ncp_iam_${r.str(AU, 20)}`,
    (r) => `ncp_iam_${r.str(ALNUM, 40)}`,
  ],
  [
    "volcengine",
    "VOLC_ACCESSKEY",
    "VOLC_SECRETKEY",
    (r) => `AKLT${r.str(`${ALNUM}-_`, 43)}`,
    (r) => b64(bytes(r, 45)),
  ],
  ["scaleway", "SCW_ACCESS_KEY", "SCW_SECRET_KEY", (r) => `SCW${r.str(AU, 17)}`, (r) => uuid(r)],
  [
    "gcs-hmac",
    "GCS_HMAC_ACCESS_ID",
    "GCS_HMAC_SECRET",
    (r) => `GOOG1E${r.str(AU, 55)}`,
    (r) => r.str(B64S, 40),
  ],
  [
    "do-spaces",
    "SPACES_ACCESS_KEY_ID",
    "SPACES_SECRET_ACCESS_KEY",
    (r) => `DO00${r.str(AU, 16)}`,
    (r) => r.str(B64S, 43),
  ],
  ["cloudflare-r2", "R2_ACCESS_KEY_ID", "R2_SECRET_ACCESS_KEY", (r) => r.str(HEX, 32), (r) => r.str(HEX, 64)],
  [
    "backblaze-b2",
    "B2_APPLICATION_KEY_ID",
    "B2_APPLICATION_KEY",
    (r) => `005${r.str(HEX, 22)}`,
    (r) => `K005${r.str(`${ALNUM}/+`, 27)}`,
  ],
  ["minio", "MINIO_ACCESS_KEY", "MINIO_SECRET_KEY", (r) => r.str(AU, 20), (r) => r.str(ALNUM, 40)],
  [
    "azure-sp",
    "AZURE_CLIENT_ID",
    "AZURE_CLIENT_SECRET",
    (r) => uuid(r),
    (r) => `${r.str(ALNUM, 3)}8Q~${r.str(`${ALNUM}-_.~`, 31)}`,
  ],
  [
    "ibm-cos-hmac",
    "COS_HMAC_ACCESS_KEY_ID",
    "COS_HMAC_SECRET_ACCESS_KEY",
    (r) => r.str(HEX, 32),
    (r) => r.str(HEX, 48),
  ],
  [
    "linode-obj",
    "LINODE_OBJ_ACCESS_KEY",
    "LINODE_OBJ_SECRET_KEY",
    (r) => r.str(AU, 20),
    (r) => r.str(ALNUM, 40),
  ],
  ["wasabi", "WASABI_ACCESS_KEY", "WASABI_SECRET_KEY", (r) => r.str(AU, 20), (r) => r.str(ALNUM, 40)],
  ["ovh", "OVH_APPLICATION_KEY", "OVH_APPLICATION_SECRET", (r) => r.str(ALNUM, 16), (r) => r.str(ALNUM, 32)],
  ["vonage", "VONAGE_API_KEY", "VONAGE_API_SECRET", (r) => r.str(HEX, 8), (r) => r.str(ALNUM, 16)],
  [
    "razorpay",
    "RAZORPAY_KEY_ID",
    "RAZORPAY_KEY_SECRET",
    (r) => `rzp_live_${r.str(ALNUM, 14)}`,
    (r) => r.str(ALNUM, 24),
  ],
  [
    "tuya",
    "TUYA_ACCESS_ID",
    "TUYA_ACCESS_SECRET",
    (r) => r.str("abcdefghijklmnopqrstuvwxyz0123456789", 20),
    (r) => r.str(HEX, 32),
  ],
  ["mailjet", "MJ_APIKEY_PUBLIC", "MJ_APIKEY_PRIVATE", (r) => r.str(HEX, 32), (r) => r.str(HEX, 32)],
  [
    "twitter-consumer",
    "TWITTER_API_KEY",
    "TWITTER_API_SECRET",
    (r) => r.str(ALNUM, 25),
    (r) => r.str(ALNUM, 50),
  ],
];

const lc = (s) => s.toLowerCase();
const camel = (env) => env.toLowerCase().replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());

/** Placements of a pair: (r, idEnv, secretEnv, id, secret) => [context, text] */
export const PAIR_PLACES = [
  (_r, ie, se, i, s) => ["export", `export ${ie}=${i}\nexport ${se}=${s}`],
  (r, ie, se, i, s) => [
    "dotenv",
    `# ${r.pick(["staging", "prod", "local"])}\n${ie}=${i}\n${se}=${s}\n${ie.split("_")[0]}_REGION=${r.pick(["eu-west-1", "cn-hangzhou", "ap-guangzhou", "ru-central1", "fr-par"])}`,
  ],
  (r, ie, se, i, s) => [
    "ini-profile",
    `[${r.pick(["default", "profile deploy", "backup"])}]\n${lc(ie)} = ${i}\n${lc(se)} = ${s}`,
  ],
  (_r, _ie, _se, i, s) => [
    "read-tool",
    readView(["[default]", `aws_access_key_id = ${i}`, `aws_secret_access_key = ${s}`, "region = us-east-2"]),
  ],
  (r, _ie, _se, i, s) => [
    "hcl",
    `provider "objectstore" {\n  access_key = "${i}"\n  secret_key = "${s}"\n  region     = "${r.pick(["eu-central-1", "cn-beijing", "ap-seoul"])}"\n}`,
  ],
  (_r, _ie, _se, i, s) => [
    "python",
    `session = boto3.session.Session(\n    aws_access_key_id="${i}",\n    aws_secret_access_key="${s}",\n)`,
  ],
  (_r, _ie, _se, i, s) => [
    "go",
    `cfg.Credentials = credentials.NewStaticCredentialsProvider("${i}", "${s}", "")`,
  ],
  (_r, _ie, _se, i, s) => ["java", `Credentials creds = new BasicCredentials("${i}", "${s}");`],
  (_r, _ie, _se, i, s) => [
    "typescript",
    `const client = new S3Client({\n  region: "auto",\n  credentials: { accessKeyId: "${i}", secretAccessKey: "${s}" },\n});`,
  ],
  (_r, _ie, _se, i, s) => ["ruby", `Aws.config.update(credentials: Aws::Credentials.new('${i}', '${s}'))`],
  (_r, _ie, _se, i, s) => ["php", `$credentials = new Credentials('${i}', '${s}');`],
  (_r, _ie, _se, i, s) => ["csharp", `var creds = new BasicAWSCredentials("${i}", "${s}");`],
  (_r, _ie, _se, i, s) => [
    "kotlin",
    `val provider = StaticCredentialsProvider { accessKeyId = "${i}"; secretAccessKey = "${s}" }`,
  ],
  (_r, _ie, _se, i, s) => ["rust", `let creds = Credentials::new("${i}", "${s}", None, None, "static");`],
  (_r, ie, se, i, s) => ["json", JSON.stringify({ [camel(ie)]: i, [camel(se)]: s }, null, 2)],
  (_r, ie, se, i, s) => ["docker-compose", `    environment:\n      ${ie}: ${i}\n      ${se}: ${s}`],
  (_r, ie, se, i, s) => ["k8s-secret", `kind: Secret\nstringData:\n  ${ie}: "${i}"\n  ${se}: "${s}"`],
  (_r, ie, se, i, s) => ["github-actions", `      env:\n        ${ie}: ${i}\n        ${se}: ${s}`],
  (_r, ie, se, i, s) => ["powershell", `$env:${ie}="${i}"; $env:${se}="${s}"`],
  (_r, _ie, _se, i, s) => [
    "rclone-conf",
    `[remote]\ntype = s3\nprovider = Other\naccess_key_id = ${i}\nsecret_access_key = ${s}\nendpoint = https://s3.example-cloud.net`,
  ],
  (_r, _ie, _se, i, s) => [
    "s3cfg",
    `[default]\naccess_key = ${i}\nsecret_key = ${s}\nhost_base = objects.example.net`,
  ],
  (_r, _ie, _se, i, s) => ["cli-positional", `mc alias set backup https://objects.example.net ${i} ${s}`],
  (_r, ie, se, i, s) => ["cli-flags", `docker run -e ${ie}=${i} -e ${se}=${s} minio/mc ls backup`],
  (_r, _ie, _se, i, s) => ["s3fs-passwd", `$ cat ~/.passwd-s3fs\n${i}:${s}`],
  (_r, _ie, _se, i, s) => [
    "interactive-transcript",
    `$ aws configure --profile ops\nAWS Access Key ID [None]: ${i}\nAWS Secret Access Key [None]: ${s}\nDefault region name [None]: eu-north-1\nDefault output format [None]: json`,
  ],
  (_r, _ie, _se, i, s) => [
    "prompt-zh",
    `帮我配置一下对象存储：AccessKey ID 是 ${i}，AccessKey Secret 是 ${s}`,
  ],
  (_r, _ie, se, _i, s) => [
    "edit-tool",
    JSON.stringify({ old_string: `${se}=`, new_string: `${se}=${s}`, file_path: "/srv/app/.env" }),
  ],
  (_r, ie, se, i, s) => [
    "diff",
    `@@ -1,2 +1,4 @@\n [default]\n+${lc(ie)}=${i}\n+${lc(se)}=${s}\n region=auto`,
  ],
];

/** Vendor CLI lines that set a pair. */
export const PAIR_CLIS = [
  [
    "alibaba",
    (i, s) =>
      `aliyun configure set --profile akProfile --mode AK --access-key-id ${i} --access-key-secret ${s} --region cn-shanghai`,
  ],
  ["tencent", (i, s) => `tccli configure set secretId ${i} secretKey ${s} region ap-guangzhou`],
  ["azure-sp", (i, s) => `az login --service-principal -u ${i} -p ${s} --tenant contoso.onmicrosoft.com`],
  [
    "aws",
    (i, s) => `aws configure set aws_access_key_id ${i} && aws configure set aws_secret_access_key ${s}`,
  ],
  ["scaleway", (i, s) => `scw init access-key=${i} secret-key=${s} organization-id=default`],
  ["backblaze-b2", (i, s) => `b2 account authorize ${i} ${s}`],
  ["huawei", (i, s) => `hcloud configure set --cli-profile=prod --cli-access-key=${i} --cli-secret-key=${s}`],
];

/** The AWS STS temporary-credential trio as the CLI prints it. */
export function stsOutput(r) {
  const id = `ASIA${r.str(B32, 16)}`;
  const secret = r.str(B64S, 40);
  const token = `IQoJb3JpZ2luX2VjE${r.str(B64S, 300)}`;
  const text = `$ aws sts assume-role --role-arn arn:aws:iam::${r.str(DIGITS, 12)}:role/deploy --role-session-name ci\n{\n    "Credentials": {\n        "AccessKeyId": "${id}",\n        "SecretAccessKey": "${secret}",\n        "SessionToken": "${token}",\n        "Expiration": "2026-11-27T08:12:44+00:00"\n    }\n}`;
  return { kind: "aws-sts", context: "command-output", text, secret, also: [token] };
}
