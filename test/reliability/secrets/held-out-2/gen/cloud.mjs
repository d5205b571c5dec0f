// Cloud credentials that come as an identifier plus a secret. Formats from the providers' public
// documentation and the gitleaks / TruffleHog rules: AWS access key ids (AKIA/ASIA + 16 of
// [A-Z2-7]) with 40-character secret keys, GCP service-account JSON, API keys (AIza + 35) and
// OAuth client secrets (GOCSPX-), Azure client secrets (`Q~` at position 5), storage account keys
// (64 bytes base64), SAS signatures, Alibaba (LTAI + 20 / 30), Tencent (AKID + 32 / 32), IBM Cloud
// API keys (44) and COS HMAC pairs (32 / 48 hex), Huawei, Yandex, Backblaze, DigitalOcean Spaces.
import { pemBlock } from "./keys.mjs";
import * as r from "./rng.mjs";

const c = (family, kind, context, text, secret, also) => ({
  family,
  kind,
  context,
  text,
  secret,
  ...(also ? { also } : {}),
});
const akia = (prefix = "AKIA") => `${prefix}${r.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}`;
const awsSecret = () => r.chars(`${r.ALNUM}+/`, 40);
const sessionToken = () => `IQoJb3JpZ2luX2VjE${r.chars(`${r.ALNUM}+/`, 300)}`;

function aws() {
  const out = [];
  let id = akia();
  let sk = awsSecret();
  out.push(
    c(
      "aws",
      "credentials-file",
      "config",
      `[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${sk}\nregion = eu-west-1`,
      sk,
    ),
  );
  id = akia();
  sk = awsSecret();
  out.push(
    c(
      "aws",
      "export-pair",
      "shell",
      `export AWS_ACCESS_KEY_ID=${id}\nexport AWS_SECRET_ACCESS_KEY=${sk}\naws s3 ls s3://acme-backups/`,
      sk,
    ),
  );
  sk = awsSecret();
  out.push(
    c("aws", "configure-set", "shell", `aws configure set aws_secret_access_key ${sk} --profile ci`, sk),
  );
  id = akia();
  sk = awsSecret();
  out.push(
    c(
      "aws",
      "create-access-key",
      "output",
      `$ aws iam create-access-key --user-name ci-bot\n${JSON.stringify({ AccessKey: { UserName: "ci-bot", AccessKeyId: id, Status: "Active", SecretAccessKey: sk, CreateDate: "2026-02-03T09:12:44+00:00" } }, null, 4)}`,
      sk,
    ),
  );
  id = akia("ASIA");
  sk = awsSecret();
  let st = sessionToken();
  out.push(
    c(
      "aws",
      "assume-role",
      "output",
      `$ aws sts assume-role --role-arn arn:aws:iam::${r.digits(12)}:role/deploy --role-session-name ci\n${JSON.stringify({ Credentials: { AccessKeyId: id, SecretAccessKey: sk, SessionToken: st, Expiration: "2026-02-03T10:12:44+00:00" } }, null, 4)}`,
      sk,
      [st],
    ),
  );
  id = akia();
  sk = awsSecret();
  out.push(
    c(
      "aws",
      "boto3",
      "code",
      `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${id}",\n    aws_secret_access_key="${sk}",\n)`,
      sk,
    ),
  );
  id = akia();
  sk = awsSecret();
  out.push(
    c(
      "aws",
      "sdk-js",
      "code",
      `const s3 = new S3Client({\n  region: "us-east-1",\n  credentials: { accessKeyId: "${id}", secretAccessKey: "${sk}" },\n});`,
      sk,
    ),
  );
  id = akia();
  sk = awsSecret();
  out.push(
    c(
      "aws",
      "terraform-provider",
      "config",
      `provider "aws" {\n  region     = "us-west-2"\n  access_key = "${id}"\n  secret_key = "${sk}"\n}`,
      sk,
    ),
  );
  sk = awsSecret();
  out.push(
    c(
      "aws",
      "docker-env",
      "shell",
      `docker run -e AWS_REGION=us-east-1 -e AWS_SECRET_ACCESS_KEY=${sk} amazon/aws-cli s3 ls`,
      sk,
    ),
  );
  id = akia();
  sk = awsSecret();
  out.push(
    c(
      "aws",
      "prose-pair",
      "prose",
      `The backup IAM user is ${id}, secret ${sk} — please store it in the vault and delete this message.`,
      sk,
    ),
  );
  id = akia();
  sk = awsSecret();
  out.push(
    c(
      "aws",
      "credentials-csv",
      "output",
      `$ cat ci-bot_accessKeys.csv\nAccess key ID,Secret access key\n${id},${sk}`,
      sk,
    ),
  );
  id = akia();
  sk = awsSecret();
  out.push(
    c(
      "aws",
      "log-pair",
      "log",
      `2026-01-14 09:41:07,118 DEBUG botocore.credentials Using credentials access_key=${id} secret_key=${sk}`,
      sk,
    ),
  );
  id = akia();
  out.push(
    c(
      "aws",
      "access-key-id",
      "config",
      `[profile deploy]\naws_access_key_id = ${id}\nregion = us-east-2`,
      id,
    ),
  );
  id = akia();
  out.push(c("aws", "access-key-id", "code", `AWS_ACCESS_KEY_ID = "${id}"`, id));
  id = akia();
  sk = awsSecret();
  out.push(
    c(
      "aws",
      "s3cfg",
      "config",
      `[default]\naccess_key = ${id}\nsecret_key = ${sk}\nhost_base = s3.amazonaws.com`,
      sk,
    ),
  );
  id = akia();
  sk = awsSecret();
  out.push(
    c(
      "aws",
      "rclone",
      "config",
      `[s3-archive]\ntype = s3\nprovider = AWS\naccess_key_id = ${id}\nsecret_access_key = ${sk}\nregion = eu-central-1`,
      sk,
    ),
  );
  id = akia("ASIA");
  sk = awsSecret();
  st = sessionToken();
  out.push(
    c(
      "aws",
      "session-env",
      "shell",
      `AWS_ACCESS_KEY_ID=${id} AWS_SECRET_ACCESS_KEY=${sk} AWS_SESSION_TOKEN=${st} terraform plan`,
      sk,
      [st],
    ),
  );
  id = akia();
  sk = r.hex(64);
  out.push(
    c(
      "aws",
      "presigned-url",
      "url",
      `https://acme-exports.s3.amazonaws.com/reports/q1.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${id}%2F20260203%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20260203T091244Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=${sk}`,
      sk,
    ),
  );
  return out;
}

function gcp() {
  const out = [];
  let pem = pemBlock("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 26);
  const sa = (key) => ({
    type: "service_account",
    project_id: "acme-prod-381204",
    private_key_id: r.hex(40),
    private_key: key.text,
    client_email: "deployer@acme-prod-381204.iam.gserviceaccount.com",
    client_id: r.digits(21),
    auth_uri: "https://accounts.google.com/o/oauth2/auth",
    token_uri: "https://oauth2.googleapis.com/token",
  });
  out.push(c("gcp", "service-account-json", "json", JSON.stringify(sa(pem), null, 2), pem.secret, pem.also));
  pem = pemBlock("PRIVATE KEY", "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC", 26);
  out.push(
    c(
      "gcp",
      "service-account-json",
      "output",
      `$ gcloud iam service-accounts keys create key.json --iam-account=deployer@acme-prod-381204.iam.gserviceaccount.com && cat key.json\ncreated key [${r.hex(40)}] of type [json] as [key.json]\n${JSON.stringify(sa(pem))}`,
      pem.secret,
      pem.also,
    ),
  );
  pem = pemBlock("PRIVATE KEY", "MIIEvAIBADANBgkqhkiG9w0BAQEFAASC", 26);
  const b64 = Buffer.from(JSON.stringify(sa(pem))).toString("base64");
  out.push(c("gcp", "service-account-base64", "shell", `export GOOGLE_CREDENTIALS_B64=${b64}`, b64));
  let key = `AIza${r.chars(`${r.ALNUM}_-`, 35)}`;
  out.push(
    c("gcp", "api-key", "config", `GOOGLE_API_KEY=${key}\nGOOGLE_CLOUD_PROJECT=acme-prod-381204`, key),
  );
  key = `AIza${r.chars(`${r.ALNUM}_-`, 35)}`;
  out.push(
    c(
      "gcp",
      "api-key",
      "url",
      `https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=${key}`,
      key,
    ),
  );
  key = `AIza${r.chars(`${r.ALNUM}_-`, 35)}`;
  out.push(
    c(
      "gcp",
      "api-key",
      "code",
      `import google.generativeai as genai\n\ngenai.configure(api_key="${key}")`,
      key,
    ),
  );
  key = `AIza${r.chars(`${r.ALNUM}_-`, 35)}`;
  out.push(
    c(
      "gcp",
      "api-key",
      "log",
      `W0203 09:12:44.118 request failed: 403 https://generativelanguage.googleapis.com/v1beta/models?key=${key}`,
      key,
    ),
  );
  let secret = `GOCSPX-${r.chars(`${r.ALNUM}_-`, 28)}`;
  out.push(
    c(
      "gcp",
      "oauth-client-secret",
      "json",
      JSON.stringify(
        {
          installed: {
            client_id: `${r.digits(12)}-${r.lowerAlnum(32)}.apps.googleusercontent.com`,
            project_id: "acme-desktop",
            client_secret: secret,
            redirect_uris: ["http://localhost"],
          },
        },
        null,
        2,
      ),
      secret,
    ),
  );
  secret = `GOCSPX-${r.chars(`${r.ALNUM}_-`, 28)}`;
  const refresh = `1//0${r.chars(`${r.ALNUM}_-`, 99)}`;
  out.push(
    c(
      "gcp",
      "adc-refresh-token",
      "output",
      `$ cat ~/.config/gcloud/application_default_credentials.json\n${JSON.stringify({ client_id: `${r.digits(12)}-${r.lowerAlnum(32)}.apps.googleusercontent.com`, client_secret: secret, refresh_token: refresh, type: "authorized_user" }, null, 2)}`,
      refresh,
      [secret],
    ),
  );
  const access = `ya29.${r.chars(`${r.ALNUM}_-`, 180)}`;
  out.push(c("gcp", "access-token", "output", `$ gcloud auth print-access-token\n${access}`, access));
  const fcm = `AAAA${r.chars(`${r.ALNUM}_-`, 7)}:APA91b${r.chars(`${r.ALNUM}_-`, 134)}`;
  out.push(
    c(
      "gcp",
      "fcm-server-key",
      "header",
      `POST /fcm/send HTTP/1.1\nHost: fcm.googleapis.com\nAuthorization: key=${fcm}\nContent-Type: application/json`,
      fcm,
    ),
  );
  const hmacId = `GOOG1E${r.upperAlnum(55)}`;
  secret = r.chars(`${r.ALNUM}+/`, 40);
  out.push(
    c(
      "gcp",
      "gcs-hmac",
      "config",
      `[Credentials]\ngs_access_key_id = ${hmacId}\ngs_secret_access_key = ${secret}`,
      secret,
    ),
  );
  return out;
}

const azureSecret = () =>
  `${r.chars(`${r.ALNUM}_~.`, 3)}${r.between(0, 9)}Q~${r.chars(`${r.ALNUM}_~.-`, 34)}`;
const storageKey = () => r.b64bytes(64);
const sig = () => encodeURIComponent(r.b64bytes(32));

function azure() {
  const out = [];
  let s = azureSecret();
  out.push(
    c(
      "azure",
      "client-secret",
      "output",
      `$ az ad sp create-for-rbac --name ci-deployer --role contributor\n${JSON.stringify({ appId: r.uuid(), displayName: "ci-deployer", password: s, tenant: r.uuid() }, null, 2)}`,
      s,
    ),
  );
  s = azureSecret();
  out.push(
    c(
      "azure",
      "client-secret",
      "config",
      `AZURE_TENANT_ID=${r.uuid()}\nAZURE_CLIENT_ID=${r.uuid()}\nAZURE_CLIENT_SECRET=${s}`,
      s,
    ),
  );
  s = azureSecret();
  out.push(
    c(
      "azure",
      "client-secret",
      "shell",
      `az login --service-principal -u ${r.uuid()} -p '${s}' --tenant ${r.uuid()}`,
      s,
    ),
  );
  s = storageKey();
  out.push(
    c(
      "azure",
      "storage-connection-string",
      "json",
      JSON.stringify(
        {
          ConnectionStrings: {
            Storage: `DefaultEndpointsProtocol=https;AccountName=acmeassets;AccountKey=${s};EndpointSuffix=core.windows.net`,
          },
        },
        null,
        2,
      ),
      s,
    ),
  );
  s = storageKey();
  out.push(
    c(
      "azure",
      "storage-account-key",
      "shell",
      `az storage blob upload --account-name acmeassets --account-key "${s}" -c builds -f dist.zip -n dist.zip`,
      s,
    ),
  );
  s = sig();
  out.push(
    c(
      "azure",
      "sas-url",
      "url",
      `https://acmeassets.blob.core.windows.net/builds/dist.zip?sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-06-30T17:00:00Z&st=2026-02-01T09:00:00Z&spr=https&sig=${s}`,
      s,
    ),
  );
  s = sig();
  out.push(
    c(
      "azure",
      "sas-token",
      "shell",
      `export AZURE_STORAGE_SAS_TOKEN="sv=2022-11-02&ss=bf&srt=co&sp=rl&se=2026-12-31T23:59:59Z&spr=https&sig=${s}"`,
      s,
    ),
  );
  s = r.b64bytes(32);
  out.push(
    c(
      "azure",
      "service-bus",
      "config",
      `"ServiceBus": "Endpoint=sb://acme-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${s}"`,
      s,
    ),
  );
  s = storageKey();
  out.push(
    c(
      "azure",
      "cosmos-db",
      "code",
      `var client = new CosmosClient("AccountEndpoint=https://acme-db.documents.azure.com:443/;AccountKey=${s};");`,
      s,
    ),
  );
  s = r.hex(32);
  out.push(
    c(
      "azure",
      "openai-api-key",
      "header",
      `POST /openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01 HTTP/1.1\nHost: acme.openai.azure.com\napi-key: ${s}`,
      s,
    ),
  );
  s = r.b64bytes(32);
  out.push(
    c(
      "azure",
      "iot-hub",
      "log",
      `[2026-02-03 09:12:44] connecting with HostName=acme-iot.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=${s}`,
      s,
    ),
  );
  s = r.chars(`${r.ALNUM}`, 60);
  out.push(
    c(
      "azure",
      "publish-profile",
      "config",
      `<publishData><publishProfile profileName="acme-web - Web Deploy" publishMethod="MSDeploy" userName="$acme-web" userPWD="${s}" destinationAppUrl="https://acme-web.azurewebsites.net" /></publishData>`,
      s,
    ),
  );
  return out;
}

function otherClouds() {
  const out = [];
  let id = `LTAI${r.alnum(20)}`;
  let s = r.alnum(30);
  out.push(
    c(
      "alibaba",
      "config-json",
      "json",
      JSON.stringify(
        {
          current: "default",
          profiles: [
            {
              name: "default",
              mode: "AK",
              access_key_id: id,
              access_key_secret: s,
              region_id: "cn-hangzhou",
            },
          ],
        },
        null,
        2,
      ),
      s,
    ),
  );
  id = `LTAI${r.alnum(20)}`;
  s = r.alnum(30);
  out.push(
    c(
      "alibaba",
      "cli-flags",
      "shell",
      `aliyun configure set --profile ci --mode AK --region cn-shanghai --access-key-id ${id} --access-key-secret ${s}`,
      s,
    ),
  );
  id = `LTAI${r.alnum(20)}`;
  s = r.alnum(30);
  out.push(c("alibaba", "positional", "code", `client = AcsClient("${id}", "${s}", "cn-hangzhou")`, s));
  id = `LTAI${r.alnum(20)}`;
  s = r.alnum(30);
  out.push(
    c(
      "alibaba",
      "prose-zh",
      "prose",
      `阿里云的 AccessKey ID 是 ${id}，AccessKey Secret 是 ${s}，用完请删除。`,
      s,
    ),
  );
  id = `AKID${r.alnum(32)}`;
  s = r.alnum(32);
  out.push(
    c("tencent", "cli", "shell", `tccli configure set secretId ${id} secretKey ${s} region ap-guangzhou`, s),
  );
  id = `AKID${r.alnum(32)}`;
  s = r.alnum(32);
  out.push(
    c(
      "tencent",
      "positional",
      "code",
      `cred = credential.Credential("${id}", "${s}")\nclient = cvm_client.CvmClient(cred, "ap-shanghai")`,
      s,
    ),
  );
  id = `AKID${r.alnum(32)}`;
  s = r.alnum(32);
  out.push(
    c(
      "tencent",
      "yaml",
      "config",
      `tencentcloud:\n  secret_id: ${id}\n  secret_key: ${s}\n  region: ap-beijing`,
      s,
    ),
  );
  s = r.alnum(32);
  out.push(c("tencent", "env", "shell", `export TENCENTCLOUD_SECRET_KEY=${s}`, s));
  s = r.chars(`${r.ALNUM}_-`, 44);
  out.push(c("ibm", "cli-apikey", "shell", `ibmcloud login --apikey ${s} -r us-south -g default`, s));
  s = r.chars(`${r.ALNUM}_-`, 44);
  out.push(c("ibm", "env", "config", `IBMCLOUD_API_KEY=${s}\nIBMCLOUD_REGION=eu-de`, s));
  s = r.hex(48);
  let apikey = r.chars(`${r.ALNUM}_-`, 44);
  out.push(
    c(
      "ibm",
      "cos-hmac",
      "output",
      `$ ibmcloud resource service-key cos-writer --output json\n${JSON.stringify([{ name: "cos-writer", credentials: { apikey, cos_hmac_keys: { access_key_id: r.hex(32), secret_access_key: s }, endpoints: "https://control.cloud-object-storage.cloud.ibm.com/v2/endpoints" } }], null, 2)}`,
      s,
      [apikey],
    ),
  );
  apikey = r.chars(`${r.ALNUM}_-`, 44);
  out.push(
    c(
      "ibm",
      "terraform",
      "config",
      `provider "ibm" {\n  ibmcloud_api_key = "${apikey}"\n  region           = "us-south"\n}`,
      apikey,
    ),
  );
  s = r.alnum(40);
  out.push(
    c(
      "other-cloud",
      "huawei-cli",
      "shell",
      `hcloud configure set --cli-profile=ci --cli-region=cn-north-4 --cli-access-key=${r.upperAlnum(20)} --cli-secret-key=${s}`,
      s,
    ),
  );
  s = `YC${r.chars(`${r.ALNUM}_-`, 38)}`;
  out.push(
    c(
      "other-cloud",
      "yandex-static-key",
      "config",
      `[yandex]\naws_access_key_id = YCAJE${r.chars(`${r.ALNUM}_-`, 20)}\naws_secret_access_key = ${s}`,
      s,
    ),
  );
  s = `AQVN${r.chars(`${r.ALNUM}_-`, 36)}`;
  out.push(c("other-cloud", "yandex-api-key", "shell", `export YC_API_KEY=${s}`, s));
  s = `K005${r.chars(`${r.ALNUM}+/`, 27)}`;
  out.push(c("other-cloud", "backblaze-positional", "shell", `b2 account authorize 005${r.hex(22)} ${s}`, s));
  s = `K005${r.chars(`${r.ALNUM}+/`, 27)}`;
  out.push(
    c(
      "other-cloud",
      "backblaze-env",
      "config",
      `B2_APPLICATION_KEY_ID=005${r.hex(22)}\nB2_APPLICATION_KEY=${s}`,
      s,
    ),
  );
  s = r.chars(`${r.ALNUM}+/`, 43);
  out.push(
    c(
      "other-cloud",
      "digitalocean-spaces-env",
      "config",
      `SPACES_KEY=DO00${r.upperAlnum(16)}\nSPACES_SECRET=${s}\nSPACES_ENDPOINT=fra1.digitaloceanspaces.com`,
      s,
    ),
  );
  s = r.chars(`${r.ALNUM}_-`, 27);
  out.push(
    c(
      "other-cloud",
      "cloudinary-url",
      "url",
      `CLOUDINARY_URL=cloudinary://${r.digits(15)}:${s}@acme-media`,
      s,
    ),
  );
  s = r.chars(`${r.ALNUM}!#%-_`, 20);
  out.push(
    c(
      "other-cloud",
      "oracle-cloud-auth-token",
      "shell",
      `docker login fra.ocir.io -u 'acmetenancy/oracleidentitycloudservice/dev@acme.io' -p '${s}'`,
      s,
    ),
  );
  return out;
}

export function cloudCases() {
  return [...aws(), ...gcp(), ...azure(), ...otherClouds()];
}
