// Cloud access-key-id + secret pairs, signed URLs and webhook URLs for the held-out-15 corpus.
// Formats from the providers' public docs (AWS IAM, Alibaba RAM, Tencent CAM, GCS HMAC, Azure Storage,
// Backblaze B2, DigitalOcean Spaces, Cloudflare R2, Scaleway, Huawei OBS) and their SDKs' config files.

import { ALNUM, alnum, b64, digits, hex, LOWNUM, str, UPNUM, uuid } from "./rand.mjs";

const CLOUDS = [
  [
    "aws",
    () => `AKIA${str(UPNUM, 16)}`,
    () => str(`${ALNUM}+/`, 40),
    "AWS_ACCESS_KEY_ID",
    "AWS_SECRET_ACCESS_KEY",
  ],
  [
    "alibaba",
    () => `LTAI5t${alnum(18)}`,
    () => alnum(30),
    "ALIBABA_CLOUD_ACCESS_KEY_ID",
    "ALIBABA_CLOUD_ACCESS_KEY_SECRET",
  ],
  ["tencent", () => `AKID${alnum(32)}`, () => alnum(32), "TENCENTCLOUD_SECRET_ID", "TENCENTCLOUD_SECRET_KEY"],
  ["huawei", () => str(UPNUM, 20), () => alnum(40), "HUAWEICLOUD_SDK_AK", "HUAWEICLOUD_SDK_SK"],
  [
    "gcs-hmac",
    () => `GOOG1E${str(UPNUM, 55)}`,
    () => str(`${ALNUM}+/`, 40),
    "GCS_HMAC_ACCESS_ID",
    "GCS_HMAC_SECRET",
  ],
  [
    "backblaze",
    () => `005${hex(22)}`,
    () => `K005${str(`${ALNUM}/+`, 27)}`,
    "B2_APPLICATION_KEY_ID",
    "B2_APPLICATION_KEY",
  ],
  [
    "do-spaces",
    () => `DO00${str(UPNUM, 16)}`,
    () => str(`${ALNUM}/+`, 43),
    "SPACES_ACCESS_KEY_ID",
    "SPACES_SECRET_ACCESS_KEY",
  ],
  ["cloudflare-r2", () => hex(32), () => hex(64), "R2_ACCESS_KEY_ID", "R2_SECRET_ACCESS_KEY"],
  ["scaleway-pair", () => `SCW${str(UPNUM, 17)}`, () => uuid(), "SCW_ACCESS_KEY", "SCW_SECRET_KEY"],
  ["minio", () => str(UPNUM, 20), () => alnum(40), "MINIO_ACCESS_KEY", "MINIO_SECRET_KEY"],
  ["wasabi", () => str(UPNUM, 20), () => alnum(40), "WASABI_ACCESS_KEY", "WASABI_SECRET_KEY"],
  ["ibm-cos", () => hex(32), () => hex(48), "COS_HMAC_ACCESS_KEY_ID", "COS_HMAC_SECRET_ACCESS_KEY"],
];

const pairPlaces = {
  "aws-credentials-file": (_c, id, sk) =>
    `$ cat ~/.aws/credentials\n[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${sk}\n\n[staging]\nregion = eu-central-1`,
  "export-pair": (c, id, sk) => `export ${c[3]}=${id}\nexport ${c[4]}=${sk}`,
  "rclone-conf": (c, id, sk) =>
    `[remote-${c[0]}]\ntype = s3\nprovider = Other\naccess_key_id = ${id}\nsecret_access_key = ${sk}\nendpoint = https://s3.${c[0]}.example-cloud.com`,
  "boto3-code": (_c, id, sk) =>
    `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${id}",\n    aws_secret_access_key="${sk}",\n)`,
  "terraform-provider": (_c, id, sk) =>
    `provider "aws" {\n  region     = "us-west-2"\n  access_key = "${id}"\n  secret_key = "${sk}"\n}`,
  s3cfg: (_c, id, sk) =>
    `$ cat ~/.s3cfg\n[default]\naccess_key = ${id}\nsecret_key = ${sk}\nhost_base = s3.amazonaws.com`,
  "json-sdk-config": (_c, id, sk) =>
    `{"accessKeyId":"${id}","secretAccessKey":"${sk}","region":"ap-southeast-1"}`,
  "docker-env-file": (c, id, sk) =>
    `$ docker run --env-file prod.env ...\n# prod.env\n${c[3]}=${id}\n${c[4]}=${sk}`,
  "github-actions-with": (_c, id, sk) =>
    `      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          aws-access-key-id: ${id}\n          aws-secret-access-key: ${sk}`,
  "chat-pair": (_c, id, sk) =>
    `I created a new key pair for the bucket: id ${id} and secret ${sk}. Can you update the sync job?`,
};

function pairs() {
  const out = [];
  const names = Object.keys(pairPlaces);
  CLOUDS.forEach((c, i) => {
    for (let k = 0; k < 4; k++) {
      const ctx = names[(i * 3 + k * 4) % names.length];
      const id = c[1]();
      const sk = c[2]();
      out.push({
        family: `${c[0]}-keypair`,
        kind: "cloud-pair",
        context: ctx,
        text: pairPlaces[ctx](c, id, sk),
        secret: sk,
      });
    }
  });
  return out;
}

function awsSession() {
  const out = [];
  for (let i = 0; i < 3; i++) {
    const sk = str(`${ALNUM}+/`, 40);
    const st = `IQoJb3JpZ2luX2VjE${str(`${ALNUM}+/`, 300)}`;
    const text = [
      `$ aws sts get-session-token --duration-seconds 3600\n{\n    "Credentials": {\n        "AccessKeyId": "ASIA${str(UPNUM, 16)}",\n        "SecretAccessKey": "${sk}",\n        "SessionToken": "${st}",\n        "Expiration": "2026-11-28T00:12:40+00:00"\n    }\n}`,
      `$ aws configure export-credentials --format env\nexport AWS_ACCESS_KEY_ID=ASIA${str(UPNUM, 16)}\nexport AWS_SECRET_ACCESS_KEY=${sk}\nexport AWS_SESSION_TOKEN=${st}`,
      `{"Version":1,"AccessKeyId":"ASIA${str(UPNUM, 16)}","SecretAccessKey":"${sk}","SessionToken":"${st}","Expiration":"2026-11-27T21:00:00Z"}`,
    ][i];
    out.push({
      family: "aws-session",
      kind: "cloud-pair",
      context: ["aws-sts-output", "aws-export-credentials", "credential-process-json"][i],
      text,
      secret: sk,
      also: [st],
    });
  }
  return out;
}

function azure() {
  const out = [];
  const key = () => b64(64);
  const k1 = key();
  out.push({
    family: "azure-storage",
    kind: "cloud-pair",
    context: "connection-string",
    text: `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey=${k1};EndpointSuffix=core.windows.net"`,
    secret: k1,
  });
  const k2 = key();
  out.push({
    family: "azure-storage",
    kind: "cloud-pair",
    context: "az-cli-output",
    text: `$ az storage account keys list -g rg-prod -n acmeprodlogs -o json\n[\n  {\n    "creationTime": "2026-10-01T08:12:44.412345+00:00",\n    "keyName": "key1",\n    "permissions": "FULL",\n    "value": "${k2}"\n  }\n]`,
    secret: k2,
  });
  const k3 = key();
  out.push({
    family: "azure-storage",
    kind: "cloud-pair",
    context: "appsettings-json",
    text: `{\n  "Storage": {\n    "AccountName": "acmeprodlogs",\n    "AccountKey": "${k3}"\n  }\n}`,
    secret: k3,
  });
  const cs = `${alnum(3)}8Q~${str(`${ALNUM}_.~-`, 34)}`;
  out.push({
    family: "azure-ad-client-secret",
    kind: "cloud-pair",
    context: "az-ad-sp-output",
    text: `$ az ad sp create-for-rbac --name ci-deployer --role Contributor\n{\n  "appId": "${uuid()}",\n  "displayName": "ci-deployer",\n  "password": "${cs}",\n  "tenant": "${uuid()}"\n}`,
    secret: cs,
  });
  const cs2 = `${alnum(3)}8Q~${str(`${ALNUM}_.~-`, 34)}`;
  out.push({
    family: "azure-ad-client-secret",
    kind: "cloud-pair",
    context: "export-pair",
    text: `export ARM_CLIENT_ID=${uuid()}\nexport ARM_CLIENT_SECRET=${cs2}\nexport ARM_TENANT_ID=${uuid()}`,
    secret: cs2,
  });
  const at = `eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiIsIng1dCI6I${alnum(40)}.${b64(260).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.${b64(190).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}`;
  out.push({
    family: "azure-access-token",
    kind: "cloud-token",
    context: "az-get-access-token",
    text: `$ az account get-access-token --resource https://management.azure.com\n{\n  "accessToken": "${at}",\n  "expiresOn": "2026-11-27 21:14:02.000000",\n  "subscription": "${uuid()}",\n  "tokenType": "Bearer"\n}`,
    secret: at,
  });
  const ya = `ya29.a0${str(`${ALNUM}-_`, 180)}`;
  out.push({
    family: "gcloud-access-token",
    kind: "cloud-token",
    context: "gcloud-print-access-token",
    text: `$ gcloud auth print-access-token\n${ya}\n$ `,
    secret: ya,
  });
  const rt = `1//0${str(`${ALNUM}-_`, 99)}`;
  const gs = `d-${str(`${ALNUM}-_`, 22)}`;
  out.push({
    family: "google-refresh-token",
    kind: "cloud-token",
    context: "adc-json",
    text: `$ cat ~/.config/gcloud/application_default_credentials.json\n{\n  "client_id": "${digits(12)}-${str(LOWNUM, 32)}.apps.googleusercontent.com",\n  "client_secret": "${gs}",\n  "refresh_token": "${rt}",\n  "type": "authorized_user"\n}`,
    secret: rt,
    also: [gs],
  });
  return out;
}

function signedUrls() {
  const out = [];
  const s1 = hex(64);
  out.push({
    family: "s3-presigned",
    kind: "signed-url",
    context: "cli-output",
    text: `$ aws s3 presign s3://acme-exports/2026/11/report.csv --expires-in 3600\nhttps://acme-exports.s3.eu-west-1.amazonaws.com/2026/11/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA${str(UPNUM, 16)}%2F20261127%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T190501Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=${s1}`,
    secret: s1,
  });
  const s2 = hex(64);
  out.push({
    family: "s3-presigned",
    kind: "signed-url",
    context: "json-log",
    text: `{"level":"info","msg":"upload url issued","url":"https://uploads.s3.amazonaws.com/u/${uuid()}.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIA${str(UPNUM, 16)}%2F20261127%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T190501Z&X-Amz-Expires=900&X-Amz-Security-Token=IQoJb3JpZ2luX2Vj${alnum(40)}&X-Amz-SignedHeaders=host&X-Amz-Signature=${s2}"}`,
    secret: s2,
  });
  const s3 = hex(512);
  out.push({
    family: "gcs-signed",
    kind: "signed-url",
    context: "cli-output",
    text: `$ gcloud storage sign-url gs://acme-media/video.mp4 --duration=10m\nsigned_url: https://storage.googleapis.com/acme-media/video.mp4?x-goog-signature=${s3}&x-goog-algorithm=GOOG4-RSA-SHA256&x-goog-credential=signer%40acme.iam.gserviceaccount.com%2F20261127%2Fauto%2Fstorage%2Fgoog4_request&x-goog-date=20261127T190000Z&x-goog-expires=600&x-goog-signedheaders=host`,
    secret: s3,
  });
  const sig = encodeURIComponent(b64(32));
  out.push({
    family: "azure-sas",
    kind: "signed-url",
    context: "url-in-code",
    text: `const blobUrl = "https://acmeprodlogs.blob.core.windows.net/exports/data.parquet?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-01T00:00:00Z&st=2026-11-27T00:00:00Z&spr=https&sig=${sig}";`,
    secret: sig,
  });
  const sig2 = encodeURIComponent(b64(32));
  out.push({
    family: "azure-sas",
    kind: "signed-url",
    context: "azcopy-command",
    text: `azcopy copy ./dist "https://acmeweb.blob.core.windows.net/\\$web?sv=2022-11-02&se=2026-11-28T00%3A00%3A00Z&sr=c&sp=racwdl&sig=${sig2}" --recursive`,
    secret: sig2,
  });
  const cf = str(`${ALNUM}-~`, 340);
  out.push({
    family: "cloudfront-signed",
    kind: "signed-url",
    context: "http-log",
    text: `GET https://d111111abcdef8.cloudfront.net/private/course.m3u8?Expires=1795000000&Signature=${cf}&Key-Pair-Id=K2JCJMDEHXQW5F 200`,
    secret: cf,
  });
  return out;
}

function webhooks() {
  const rows = [
    [
      "slack-webhook",
      () => `https://hooks.slack.com/services/T${str(UPNUM, 10)}/B${str(UPNUM, 10)}/${alnum(24)}`,
      (u) => u.split("/").pop(),
    ],
    [
      "discord-webhook",
      () => `https://discord.com/api/webhooks/${digits(19)}/${str(`${ALNUM}-_`, 68)}`,
      (u) => u.split("/").pop(),
    ],
    [
      "teams-webhook",
      () =>
        `https://acme.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${hex(32)}/${uuid()}/V2${str(`${ALNUM}-_`, 40)}`,
      (u) => u.split("/IncomingWebhook/")[1],
    ],
    [
      "google-chat-webhook",
      () =>
        `https://chat.googleapis.com/v1/spaces/AAAA${alnum(7)}/messages?key=AIza${str(`${ALNUM}-_`, 35)}&token=${str(`${ALNUM}-_`, 43)}`,
      (u) => u.split("token=")[1],
    ],
    ["mattermost-webhook", () => `https://chat.acme.dev/hooks/${str(LOWNUM, 26)}`, (u) => u.split("/").pop()],
    [
      "dingtalk-webhook",
      () => `https://oapi.dingtalk.com/robot/send?access_token=${hex(64)}`,
      (u) => u.split("=")[1],
    ],
    [
      "feishu-webhook",
      () => `https://open.feishu.cn/open-apis/bot/v2/hook/${uuid()}`,
      (u) => u.split("/").pop(),
    ],
    [
      "wecom-webhook",
      () => `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${uuid()}`,
      (u) => u.split("=")[1],
    ],
    [
      "zapier-webhook",
      () => `https://hooks.zapier.com/hooks/catch/${digits(8)}/${str(LOWNUM, 7)}/`,
      (u) => u.split("/").slice(-3, -1).join("/"),
    ],
  ];
  const places = [
    [
      "curl-post",
      (u) => `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy finished"}' ${u}`,
    ],
    ["env-file", (u) => `ALERT_WEBHOOK_URL=${u}`],
    ["python", (u) => `WEBHOOK = "${u}"\nrequests.post(WEBHOOK, json={"text": msg}, timeout=5)`],
    [
      "yaml-alertmanager",
      (u) =>
        `receivers:\n  - name: oncall\n    webhook_configs:\n      - url: '${u}'\n        send_resolved: true`,
    ],
    ["chat-de", (u) => `Kannst du die Benachrichtigung an diesen Webhook schicken? ${u}`],
  ];
  const out = [];
  rows.forEach(([family, make, part], i) => {
    for (let k = 0; k < 2; k++) {
      const [ctx, fn] = places[(i + k * 2) % places.length];
      const u = make();
      out.push({ family, kind: "webhook-url", context: ctx, text: fn(u), secret: part(u) });
    }
  });
  return out;
}

/** Every cloud-pair, cloud-token, signed-URL and webhook case. */
export function cloudCases() {
  return [...pairs(), ...awsSession(), ...azure(), ...signedUrls(), ...webhooks()];
}
