// Cloud id + secret pairs, webhook URLs, signed URLs and session cookies. Formats: AWS access keys
// (AKIA + 16 base32 chars, 40-char secret), Azure storage connection strings, SAS tokens, Alibaba
// (LTAI), Tencent (AKID), GCS HMAC (GOOG1E), Backblaze B2, R2, Scaleway, Spaces; Slack/Discord/
// Teams/Google Chat webhooks; S3 SigV4 and GCS V4 query signatures.
import { A } from "./rand.mjs";

const b32u = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const awsPair = (R) => ({ id: `AKIA${R.str(b32u, 16)}`, secret: R.str(`${A.b62}/+`, 40) });
const pctB64 = (s) => encodeURIComponent(s);

const awsPlaces = [
  [
    "aws-credentials-file",
    (_R, p) =>
      `$ cat ~/.aws/credentials\n[default]\naws_access_key_id = ${p.id}\naws_secret_access_key = ${p.secret}\nregion = eu-west-1`,
  ],
  [
    "aws-configure",
    (_R, p) =>
      `$ aws configure --profile ci\nAWS Access Key ID [None]: ${p.id}\nAWS Secret Access Key [None]: ${p.secret}\nDefault region name [None]: us-east-2\nDefault output format [None]: json`,
  ],
  [
    "shell-export",
    (_R, p) =>
      `export AWS_ACCESS_KEY_ID=${p.id}\nexport AWS_SECRET_ACCESS_KEY=${p.secret}\naws s3 ls s3://acme-artifacts/`,
  ],
  [
    "python-code",
    (_R, p) =>
      `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${p.id}",\n    aws_secret_access_key="${p.secret}",\n)`,
  ],
  ["powershell", (_R, p) => `PS> Set-AWSCredential -AccessKey ${p.id} -SecretKey ${p.secret} -StoreAs ci`],
  [
    "s3cfg",
    (_R, p) => `[default]\naccess_key = ${p.id}\nsecret_key = ${p.secret}\nhost_base = s3.amazonaws.com`,
  ],
  [
    "rclone-conf",
    (_R, p) =>
      `[s3remote]\ntype = s3\nprovider = AWS\naccess_key_id = ${p.id}\nsecret_access_key = ${p.secret}\nregion = eu-central-1`,
  ],
  [
    "terraform",
    (_R, p) =>
      `provider "aws" {\n  region     = "us-west-2"\n  access_key = "${p.id}"\n  secret_key = "${p.secret}"\n}`,
  ],
  [
    "github-actions",
    (_R, p) =>
      `      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          aws-access-key-id: ${p.id}\n          aws-secret-access-key: ${p.secret}\n          aws-region: eu-west-1`,
  ],
  [
    "java-code",
    (_R, p) => `AwsBasicCredentials creds = AwsBasicCredentials.create(\n    "${p.id}", "${p.secret}");`,
  ],
  [
    "prose-de",
    (_R, p) =>
      `Hier die Zugangsdaten für den Bucket: Key-ID ${p.id}, Secret ${p.secret}. Warum bekomme ich AccessDenied?`,
  ],
  [
    "docker-run",
    (_R, p) =>
      `docker run -e AWS_ACCESS_KEY_ID=${p.id} -e AWS_SECRET_ACCESS_KEY=${p.secret} amazon/aws-cli s3 ls`,
  ],
];

export const CLOUD_CASES = [
  ...awsPlaces.map(([ctx, fn]) => ({
    family: "aws",
    kind: "access-key-pair",
    n: 1,
    make: (R) => {
      const p = awsPair(R);
      return { context: ctx, text: fn(R, p), secret: p.secret };
    },
  })),
  {
    family: "aws",
    kind: "sts-session",
    n: 3,
    make: (R) => {
      const p = awsPair(R);
      const tok = `IQoJb3JpZ2luX2VjE${R.b64bytes(300).replace(/=+$/, "")}`;
      const id = `ASIA${p.id.slice(4)}`;
      return {
        context: "cli-output",
        text: JSON.stringify(
          {
            Credentials: {
              AccessKeyId: id,
              SecretAccessKey: p.secret,
              SessionToken: tok,
              Expiration: "2026-11-27T15:02:11+00:00",
            },
            AssumedRoleUser: { Arn: "arn:aws:sts::123456789012:assumed-role/deploy/ci" },
          },
          null,
          4,
        ),
        secret: p.secret,
        also: [tok],
      };
    },
  },
  {
    family: "aws",
    kind: "create-access-key-output",
    n: 2,
    make: (R) => {
      const p = awsPair(R);
      return {
        context: "cli-output",
        text: `$ aws iam create-access-key --user-name ci-bot\n{\n    "AccessKey": {\n        "UserName": "ci-bot",\n        "AccessKeyId": "${p.id}",\n        "Status": "Active",\n        "SecretAccessKey": "${p.secret}",\n        "CreateDate": "2026-11-27T10:12:44+00:00"\n    }\n}`,
        secret: p.secret,
      };
    },
  },
  {
    family: "azure",
    kind: "storage-connection-string",
    n: 5,
    make: (R) => {
      const k = R.b64bytes(64);
      const cs = `DefaultEndpointsProtocol=https;AccountName=acme${R.str(A.lowerNum, 8)};AccountKey=${k};EndpointSuffix=core.windows.net`;
      const ctx = R.pick(["local-settings-json", "appsettings", "dotenv", "az-cli-output", "csharp-code"]);
      const text =
        ctx === "local-settings-json"
          ? JSON.stringify(
              { IsEncrypted: false, Values: { AzureWebJobsStorage: cs, FUNCTIONS_WORKER_RUNTIME: "node" } },
              null,
              2,
            )
          : ctx === "appsettings"
            ? JSON.stringify({ ConnectionStrings: { Blob: cs } }, null, 2)
            : ctx === "dotenv"
              ? `AZURE_STORAGE_CONNECTION_STRING="${cs}"`
              : ctx === "az-cli-output"
                ? `$ az storage account show-connection-string -n acme -g rg-prod\n{\n  "connectionString": "${cs}"\n}`
                : `var blob = new BlobServiceClient("${cs}");`;
      return { context: ctx, text, secret: k };
    },
  },
  {
    family: "azure",
    kind: "account-key-list",
    n: 2,
    make: (R) => {
      const k = R.b64bytes(64);
      return {
        context: "az-cli-output",
        text: `$ az storage account keys list -n acmeprod -o table\nCreationTime                      KeyName    Permissions    Value\n--------------------------------  ---------  -------------  ${"-".repeat(88)}\n2026-03-02T11:20:41.551193+00:00  key1       FULL           ${k}\n`,
        secret: k,
      };
    },
  },
  {
    family: "azure",
    kind: "service-bus",
    n: 3,
    make: (R) => {
      const k = R.b64bytes(32);
      return {
        context: "dotenv",
        text: `SERVICEBUS_CONNECTION="Endpoint=sb://acme-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${k}"`,
        secret: k,
      };
    },
  },
  {
    family: "azure",
    kind: "iot-hub-device",
    n: 3,
    make: (R) => {
      const k = R.b64bytes(32);
      return {
        context: "c-code",
        text: `static const char* connectionString = "HostName=acme-iot.azure-devices.net;DeviceId=greenhouse-${R.range(1, 40)};SharedAccessKey=${k}";`,
        secret: k,
      };
    },
  },
  {
    family: "azure",
    kind: "sas-url",
    n: 3,
    make: (R) => {
      const sig = pctB64(R.b64bytes(32));
      return {
        context: "cli-command",
        text: `azcopy copy ./build "https://acmeassets.blob.core.windows.net/releases?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T23:59:59Z&st=2026-11-01T00:00:00Z&spr=https&sig=${sig}" --recursive`,
        secret: sig,
      };
    },
  },
  {
    family: "azure",
    kind: "cosmos-key",
    n: 2,
    make: (R) => {
      const k = R.b64bytes(64);
      return {
        context: "dotenv",
        text: `COSMOS_ENDPOINT=https://acme-db.documents.azure.com:443/\nCOSMOS_KEY=${k}`,
        secret: k,
      };
    },
  },
  {
    family: "alibaba",
    kind: "access-key-pair",
    n: 3,
    make: (R) => {
      const id = `LTAI5t${R.b62(18)}`;
      const s = R.b62(30);
      return {
        context: "ini-config",
        text: `[default]\naccess_key_id = ${id}\naccess_key_secret = ${s}\nregion_id = cn-hangzhou`,
        secret: s,
      };
    },
  },
  {
    family: "tencent",
    kind: "secret-pair",
    n: 2,
    make: (R) => {
      const id = `AKID${R.b62(32)}`;
      const s = R.b62(32);
      return {
        context: "python-code",
        text: `cred = credential.Credential("${id}", "${s}")\nclient = cvm_client.CvmClient(cred, "ap-guangzhou")`,
        secret: s,
      };
    },
  },
  {
    family: "gcp",
    kind: "hmac-key",
    n: 2,
    make: (R) => {
      const id = `GOOG1E${R.str(A.upperNum, 55)}`;
      const s = R.str(`${A.b62}/+`, 40);
      return {
        context: "boto-config",
        text: `[Credentials]\ngs_access_key_id = ${id}\ngs_secret_access_key = ${s}`,
        secret: s,
      };
    },
  },
  {
    family: "backblaze",
    kind: "b2-app-key",
    n: 2,
    make: (R) => {
      const id = `005${R.hex(22)}`;
      const s = `K005${R.b62(27)}`;
      return {
        context: "cli-command",
        text: `$ b2 account authorize ${id} ${s}\nUsing https://api.backblazeb2.com`,
        secret: s,
      };
    },
  },
  {
    family: "cloudflare",
    kind: "r2-pair",
    n: 2,
    make: (R) => {
      const id = R.hex(32);
      const s = R.hex(64);
      return {
        context: "wrangler",
        text: `R2_ACCESS_KEY_ID=${id}\nR2_SECRET_ACCESS_KEY=${s}\nR2_ENDPOINT=https://${R.hex(32)}.r2.cloudflarestorage.com`,
        secret: s,
      };
    },
  },
  {
    family: "scaleway",
    kind: "api-key",
    n: 2,
    make: (R) => {
      const s = R.uuid();
      return {
        context: "yaml-config",
        text: `# ~/.config/scw/config.yaml\naccess_key: SCW${R.str(A.upperNum, 17)}\nsecret_key: ${s}\ndefault_organization_id: ${R.uuid()}`,
        secret: s,
      };
    },
  },
  {
    family: "digitalocean",
    kind: "spaces-pair",
    n: 2,
    make: (R) => {
      const s = R.b64bytes(32).replace(/=+$/, "");
      return {
        context: "s3cfg",
        text: `[default]\naccess_key = DO00${R.str(A.upperNum, 16)}\nsecret_key = ${s}\nhost_base = fra1.digitaloceanspaces.com`,
        secret: s,
      };
    },
  },
  {
    family: "webhook",
    kind: "slack-incoming",
    n: 4,
    make: (R) => {
      const t = R.b62(24);
      return {
        context: "curl",
        text: `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy ok"}' https://hooks.slack.com/services/T${R.str(A.upperNum, 8)}/B${R.str(A.upperNum, 10)}/${t}`,
        secret: t,
      };
    },
  },
  {
    family: "webhook",
    kind: "discord",
    n: 3,
    make: (R) => {
      const t = R.b64u(68);
      return {
        context: "python-code",
        text: `WEBHOOK_URL = "https://discord.com/api/webhooks/${R.digits(19)}/${t}"`,
        secret: t,
      };
    },
  },
  {
    family: "webhook",
    kind: "teams",
    n: 2,
    make: (R) => {
      const t = R.hex(32);
      return {
        context: "powershell",
        text: `Invoke-RestMethod -Method Post -ContentType 'application/json' -Body $card -Uri "https://acme.webhook.office.com/webhookb2/${R.uuid()}@${R.uuid()}/IncomingWebhook/${t}/${R.uuid()}/V2${R.b64u(40)}"`,
        secret: t,
      };
    },
  },
  {
    family: "webhook",
    kind: "google-chat",
    n: 2,
    make: (R) => {
      const t = R.b64u(43);
      return {
        context: "yaml-config",
        text: `alerting:\n  chat_webhook: "https://chat.googleapis.com/v1/spaces/AAAA${R.b64u(7)}/messages?key=AIzaSy${R.b64u(33)}&token=${t}%3D"`,
        secret: t,
      };
    },
  },
  {
    family: "signed-url",
    kind: "s3-presigned",
    n: 3,
    make: (R) => {
      const sig = R.hex(64);
      return {
        context: "cli-output",
        text: `$ aws s3 presign s3://acme-exports/report.csv --expires-in 3600\nhttps://acme-exports.s3.eu-west-1.amazonaws.com/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA${R.str(b32u, 16)}%2F20261127%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=${sig}`,
        secret: sig,
      };
    },
  },
  {
    family: "signed-url",
    kind: "gcs-v4",
    n: 2,
    make: (R) => {
      const sig = R.hex(512);
      return {
        context: "cli-output",
        text: `$ gsutil signurl -d 10m key.json gs://acme-ml/models/v3.onnx\nURL	HTTP Method	Expiration	Signed URL\ngs://acme-ml/models/v3.onnx	GET	2026-11-27 11:05:00	https://storage.googleapis.com/acme-ml/models/v3.onnx?x-goog-signature=${sig}&x-goog-algorithm=GOOG4-RSA-SHA256&x-goog-credential=signer%40acme-ml.iam.gserviceaccount.com%2F20261127%2Fauto%2Fstorage%2Fgoog4_request&x-goog-date=20261127T105500Z&x-goog-expires=600&x-goog-signedheaders=host`,
        secret: sig.slice(0, 128),
        also: [sig.slice(384)],
      };
    },
  },
  {
    family: "signed-url",
    kind: "cloudfront",
    n: 2,
    make: (R) => {
      const sig = `${R.b64u(120)}__`;
      return {
        context: "html",
        text: `<video src="https://d1abcd2efgh3ij.cloudfront.net/media/intro.mp4?Expires=1796000000&Signature=${sig}&Key-Pair-Id=K${R.str(A.upperNum, 13)}"></video>`,
        secret: sig,
      };
    },
  },
  {
    family: "session-cookie",
    kind: "cookie-header",
    n: 3,
    make: (R) => {
      const v = R.b64u(43);
      return {
        context: "curl",
        text: `curl 'https://app.acme.io/api/projects' -H 'accept: application/json' -H 'cookie: _ga=GA1.1.${R.digits(9)}.${R.digits(10)}; session=${v}; theme=dark'`,
        secret: v,
      };
    },
  },
  {
    family: "session-cookie",
    kind: "set-cookie",
    n: 3,
    make: (R) => {
      const v = `s%3A${R.b64u(32)}.${R.b64u(43)}`;
      return {
        context: "http-response",
        text: `< HTTP/1.1 302 Found\n< Location: /dashboard\n< Set-Cookie: connect.sid=${v}; Path=/; Expires=Sat, 28 Nov 2026 10:00:00 GMT; HttpOnly; Secure; SameSite=Lax`,
        secret: v,
      };
    },
  },
  {
    family: "session-cookie",
    kind: "rails-session",
    n: 2,
    make: (R) => {
      const v = `${R.b64u(300)}--${R.b64u(16)}--${R.b64u(22)}%3D%3D`;
      return {
        context: "browser-devtools",
        text: `Name: _acme_session\nValue: ${v}\nDomain: app.acme.io\nHttpOnly: ✓`,
        secret: v.slice(0, 300),
      };
    },
  },
  {
    family: "session-cookie",
    kind: "netscape-cookie-jar",
    n: 2,
    make: (R) => {
      const v = R.hex(64);
      return {
        context: "cookie-jar",
        text: `# Netscape HTTP Cookie File\n# https://curl.se/docs/http-cookies.html\n.acme.io\tTRUE\t/\tTRUE\t1796000000\tsessionid\t${v}\n.acme.io\tTRUE\t/\tFALSE\t1796000000\tlang\ten`,
        secret: v,
      };
    },
  },
];
