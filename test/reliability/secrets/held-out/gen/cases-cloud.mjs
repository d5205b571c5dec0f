// Cloud provider credentials: AWS, Google Cloud, Azure, Alibaba, DigitalOcean, Heroku, Cloudflare,
// Fly.io, HashiCorp Vault and Terraform Cloud, and smaller platforms. Several come as an id and a
// secret: the case's `secret` is the secret half, written after (or apart from) its id.

import { b64nopad } from "./random.mjs";

export function cloudCases({ add, h, t, r }) {
  const F = "cloud";
  // AWS
  add(F, "aws-secret-access-key", "output", t.awsSecret, (s) => {
    const s2 = t.awsSecret();
    return {
      text: `$ cat ~/.aws/credentials\n[default]\naws_access_key_id = ${t.awsKeyId()}\naws_secret_access_key = ${s2}\n\n[prod]\naws_access_key_id = ${t.awsKeyId()}\naws_secret_access_key = ${s}\nregion = ${h.region()}`,
      also: [s2],
    };
  });
  add(
    F,
    "aws-secret-access-key",
    "shell",
    t.awsSecret,
    (s) =>
      `export AWS_ACCESS_KEY_ID=${t.awsKeyId()}\nexport AWS_SECRET_ACCESS_KEY=${s}\nexport AWS_DEFAULT_REGION=${h.region()}`,
  );
  add(
    F,
    "aws-secret-access-key",
    "shell",
    t.awsSecret,
    (s) =>
      `AWS_ACCESS_KEY_ID=${t.awsKeyId()} AWS_SECRET_ACCESS_KEY=${s} aws s3 sync ./dist s3://${h.org()}-static-site --delete`,
  );
  add(
    F,
    "aws-secret-access-key",
    "shell",
    t.awsSecret,
    (s) => `aws configure set aws_secret_access_key ${s} --profile staging`,
  );
  add(F, "aws-secret-access-key", "output", t.awsSecret, (s) => {
    const id = t.awsKeyId();
    return `$ aws iam create-access-key --user-name ci-deployer\n{\n    "AccessKey": {\n        "UserName": "ci-deployer",\n        "AccessKeyId": "${id}",\n        "Status": "Active",\n        "SecretAccessKey": "${s}",\n        "CreateDate": "2024-05-14T09:12:44+00:00"\n    }\n}`;
  });
  add(F, "aws-secret-access-key", "output", t.awsSecret, (s) => {
    const tok = t.awsSessionToken();
    return {
      text: `{\n    "Credentials": {\n        "AccessKeyId": "${t.awsTempKeyId()}",\n        "SecretAccessKey": "${s}",\n        "SessionToken": "${tok}",\n        "Expiration": "2024-06-02T18:40:11+00:00"\n    },\n    "AssumedRoleUser": {\n        "AssumedRoleId": "AROA${r.upper(17)}:deploy-session",\n        "Arn": "arn:aws:sts::${r.digits(12)}:assumed-role/DeployRole/deploy-session"\n    }\n}`,
      also: [tok],
    };
  });
  add(
    F,
    "aws-secret-access-key",
    "code",
    t.awsSecret,
    (s) =>
      `import boto3\n\ns3 = boto3.client(\n    "s3",\n    aws_access_key_id="${t.awsKeyId()}",\n    aws_secret_access_key="${s}",\n    region_name="${h.region()}",\n)\nprint(s3.list_buckets()["Buckets"])`,
  );
  add(
    F,
    "aws-secret-access-key",
    "code",
    t.awsSecret,
    (s) =>
      `provider "aws" {\n  region     = "${h.region()}"\n  access_key = "${t.awsKeyId()}"\n  secret_key = "${s}"\n}`,
  );
  add(
    F,
    "aws-secret-access-key",
    "code",
    t.awsSecret,
    (s) =>
      `const client = new S3Client({\n  region: "${h.region()}",\n  credentials: { accessKeyId: "${t.awsKeyId()}", secretAccessKey: "${s}" },\n});`,
  );
  add(
    F,
    "aws-secret-access-key",
    "shell",
    t.awsSecret,
    (s) =>
      `docker run --rm -e AWS_ACCESS_KEY_ID=${t.awsKeyId()} -e AWS_SECRET_ACCESS_KEY=${s} amazon/aws-cli s3 ls`,
  );
  add(
    F,
    "aws-secret-access-key",
    "prose",
    t.awsSecret,
    (s) =>
      `here are the sandbox creds so you can test the upload: ${t.awsKeyId()} / ${s} (region ${h.region()}). I'll rotate them after.`,
  );
  add(
    F,
    "aws-secret-access-key",
    "output",
    t.awsSecret,
    (s) => `$ cat ~/Downloads/ci-bot_accessKeys.csv\nAccess key ID,Secret access key\n${t.awsKeyId()},${s}`,
  );
  add(
    F,
    "aws-secret-access-key",
    "output",
    t.awsSecret,
    (s) =>
      `$ aws configure\nAWS Access Key ID [None]: ${t.awsKeyId()}\nAWS Secret Access Key [None]: ${s}\nDefault region name [None]: ${h.region()}\nDefault output format [None]: json`,
  );
  add(
    F,
    "aws-secret-access-key",
    "code",
    t.awsSecret,
    (s) =>
      `cfg, err := config.LoadDefaultConfig(ctx,\n\tconfig.WithRegion("${h.region()}"),\n\tconfig.WithCredentialsProvider(credentials.NewStaticCredentialsProvider("${t.awsKeyId()}", "${s}", "")),\n)`,
  );
  add(
    F,
    "aws-secret-access-key",
    "code",
    t.awsSecret,
    (s) =>
      `jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      AWS_ACCESS_KEY_ID: ${t.awsKeyId()}\n      AWS_SECRET_ACCESS_KEY: ${s}\n    steps:\n      - uses: actions/checkout@v4`,
  );
  add(
    F,
    "aws-access-key-id",
    "prose",
    t.awsKeyId,
    (s) =>
      `GuardDuty flagged ${s} being used from an IP in another country — is that key still active on the ci user?`,
  );
  add(
    F,
    "aws-access-key-id",
    "output",
    t.awsKeyId,
    (s) =>
      `$ aws iam list-access-keys --user-name ci-deployer\n{\n    "AccessKeyMetadata": [\n        {\n            "UserName": "ci-deployer",\n            "AccessKeyId": "${s}",\n            "Status": "Active",\n            "CreateDate": "2023-11-02T10:01:55+00:00"\n        }\n    ]\n}`,
  );
  // Google Cloud
  add(
    F,
    "gcp-api-key",
    "shell",
    t.gcpApiKey,
    (s) =>
      `curl "https://maps.googleapis.com/maps/api/geocode/json?address=1600+Amphitheatre+Parkway&key=${s}"`,
  );
  add(
    F,
    "gcp-api-key",
    "code",
    t.gcpApiKey,
    (s) => `YOUTUBE_API_KEY = "${s}"\nyoutube = build("youtube", "v3", developerKey=YOUTUBE_API_KEY)`,
  );
  add(
    F,
    "gcp-oauth-access-token",
    "output",
    t.googleOauthAccess,
    (s) => `$ gcloud auth print-access-token\n${s}`,
  );
  add(
    F,
    "gcp-oauth-client-secret",
    "output",
    t.googleClientSecret,
    (s) =>
      `$ cat client_secret.json\n{"installed":{"client_id":"${r.digits(12)}-${r.lower(32)}.apps.googleusercontent.com","project_id":"${h.org()}-prod","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"${s}","redirect_uris":["http://localhost"]}}`,
  );
  add(F, "gcp-refresh-token", "output", t.googleRefresh, (s) => {
    const cs = t.googleClientSecret();
    return {
      text: `$ cat ~/.config/gcloud/application_default_credentials.json\n{\n  "account": "",\n  "client_id": "${r.digits(12)}-${r.lower(32)}.apps.googleusercontent.com",\n  "client_secret": "${cs}",\n  "quota_project_id": "${h.org()}-dev",\n  "refresh_token": "${s}",\n  "type": "authorized_user",\n  "universe_domain": "googleapis.com"\n}`,
      also: [cs],
    };
  });
  add(
    F,
    "gcp-oauth-access-token",
    "shell",
    t.googleOauthAccess,
    (s) =>
      `curl -H "Authorization: Bearer ${s}" https://storage.googleapis.com/storage/v1/b?project=${h.org()}-prod`,
  );
  // Azure
  add(
    F,
    "azure-ad-client-secret",
    "shell",
    t.azureClientSecret,
    (s) => `az login --service-principal -u ${r.uuid()} -p ${s} --tenant ${r.uuid()}`,
  );
  add(
    F,
    "azure-ad-client-secret",
    "output",
    t.azureClientSecret,
    (s) =>
      `$ az ad sp create-for-rbac --name gh-actions-deployer --role contributor --scopes /subscriptions/${r.uuid()}\n{\n  "appId": "${r.uuid()}",\n  "displayName": "gh-actions-deployer",\n  "password": "${s}",\n  "tenant": "${r.uuid()}"\n}`,
  );
  add(
    F,
    "azure-ad-client-secret",
    "code",
    t.azureClientSecret,
    (s) =>
      `var credential = new ClientSecretCredential(\n    "${r.uuid()}",\n    "${r.uuid()}",\n    "${s}");\nvar client = new SecretClient(new Uri("https://${h.org()}-kv.vault.azure.net/"), credential);`,
  );
  add(
    F,
    "azure-ad-client-secret",
    "output",
    t.azureClientSecret,
    (s) =>
      `AZURE_TENANT_ID=${r.uuid()}\nAZURE_CLIENT_ID=${r.uuid()}\nAZURE_CLIENT_SECRET=${s}\nAZURE_SUBSCRIPTION_ID=${r.uuid()}`,
  );
  add(
    F,
    "azure-storage-account-key",
    "code",
    t.azureStorageKey,
    (s) =>
      `{\n  "ConnectionStrings": {\n    "Storage": "DefaultEndpointsProtocol=https;AccountName=${h.org()}prodfiles;AccountKey=${s};EndpointSuffix=core.windows.net"\n  }\n}`,
  );
  add(F, "azure-storage-account-key", "output", t.azureStorageKey, (s) => {
    const s2 = t.azureStorageKey();
    return {
      text: `$ az storage account keys list -g rg-prod -n ${h.org()}prodfiles\n[\n  {\n    "creationTime": "2024-02-11T08:14:02.301124+00:00",\n    "keyName": "key1",\n    "permissions": "FULL",\n    "value": "${s}"\n  },\n  {\n    "creationTime": "2024-02-11T08:14:02.301124+00:00",\n    "keyName": "key2",\n    "permissions": "FULL",\n    "value": "${s2}"\n  }\n]`,
      also: [s2],
    };
  });
  add(
    F,
    "azure-sas-signature",
    "shell",
    t.azureSasSig,
    (s) =>
      `azcopy copy ./backup.tar.gz "https://${h.org()}backups.blob.core.windows.net/nightly/backup.tar.gz?sv=2022-11-02&ss=b&srt=co&sp=rwlac&se=2025-01-31T18:00:00Z&st=2024-01-31T10:00:00Z&spr=https&sig=${s}"`,
  );
  // Alibaba
  add(
    F,
    "alibaba-secret-key",
    "code",
    t.alibabaSecret,
    (s) =>
      `DefaultProfile profile = DefaultProfile.getProfile("cn-hangzhou", "${t.alibabaKeyId()}", "${s}");\nIAcsClient client = new DefaultAcsClient(profile);`,
  );
  add(
    F,
    "alibaba-secret-key",
    "shell",
    t.alibabaSecret,
    (s) =>
      `aliyun configure set --profile prod --mode AK --region cn-shanghai --access-key-id ${t.alibabaKeyId()} --access-key-secret ${s}`,
  );
  // DigitalOcean
  add(F, "digitalocean-pat", "shell", t.doPat, (s) => `doctl auth init --context personal -t ${s}`);
  add(
    F,
    "digitalocean-pat",
    "output",
    t.doPat,
    (s) =>
      `$ cat terraform.tfvars\ndo_token     = "${s}"\nregion       = "fra1"\ndroplet_size = "s-2vcpu-4gb"`,
  );
  add(
    F,
    "digitalocean-oauth",
    "output",
    t.doOauth,
    (s) => `$ cat ~/.config/doctl/config.yaml\naccess-token: ${s}\ncontext: default\noutput: text`,
  );
  // Heroku
  add(
    F,
    "heroku-api-key",
    "output",
    t.herokuV2,
    (s) =>
      `$ heroku auth:token\n ›   Warning: token will expire 03/02/2025\n ›   Use heroku authorizations:create to generate a long-term token\n${s}`,
  );
  add(F, "heroku-api-key", "output", r.uuid, (s) => {
    const login = h.email();
    return `$ cat ~/.netrc\nmachine api.heroku.com\n  login ${login}\n  password ${s}\nmachine git.heroku.com\n  login ${login}\n  password ${s}`;
  });
  // Cloudflare
  add(
    F,
    "cloudflare-api-token",
    "shell",
    t.cfApiToken,
    (s) => `CLOUDFLARE_API_TOKEN=${s} npx wrangler deploy --env production`,
  );
  add(
    F,
    "cloudflare-global-api-key",
    "shell",
    t.cfGlobalKey,
    (s) =>
      `curl -X GET "https://api.cloudflare.com/client/v4/zones" -H "X-Auth-Email: ${h.email()}" -H "X-Auth-Key: ${s}" -H "Content-Type: application/json"`,
  );
  add(
    F,
    "cloudflare-origin-ca-key",
    "output",
    t.cfOriginCa,
    (s) => `# origin-ca-issuer values\nissuer:\n  serviceKey: ${s}`,
  );
  // Fly.io
  add(F, "flyio-token", "output", t.flyToken, (s) => `$ fly tokens create deploy -a ${h.repo()}\nFlyV1 ${s}`);
  add(F, "flyio-token", "shell", t.flyOrgToken, (s) => `FLY_API_TOKEN=${s} flyctl deploy --remote-only`);
  // HashiCorp
  add(F, "vault-service-token", "shell", t.vaultService, (s) => `vault login ${s}`);
  add(
    F,
    "vault-service-token",
    "output",
    t.vaultService,
    (s) =>
      `$ vault token create -policy=ci -ttl=24h\nKey                  Value\n---                  -----\ntoken                ${s}\ntoken_accessor       ${r.alnum(24)}\ntoken_duration       24h\ntoken_renewable      true\ntoken_policies       ["ci" "default"]`,
  );
  add(
    F,
    "vault-batch-token",
    "shell",
    t.vaultBatch,
    (s) => `export VAULT_ADDR=https://vault.${h.org()}.internal:8200\nexport VAULT_TOKEN=${s}`,
  );
  add(
    F,
    "terraform-cloud-token",
    "output",
    t.tfCloud,
    (s) =>
      `$ cat ~/.terraform.d/credentials.tfrc.json\n{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "${s}"\n    }\n  }\n}`,
  );
  add(
    F,
    "terraform-cloud-token",
    "shell",
    t.tfCloud,
    (s) => `TF_TOKEN_app_terraform_io=${s} terraform init -upgrade`,
  );
  // Other platforms
  add(
    F,
    "pulumi-access-token",
    "shell",
    t.pulumi,
    (s) => `export PULUMI_ACCESS_TOKEN=${s}\npulumi up --stack prod --yes`,
  );
  add(F, "doppler-token", "shell", t.doppler, (s) => `doppler configure set token ${s} --scope /srv/app`);
  add(
    F,
    "databricks-token",
    "output",
    t.databricks,
    (s) =>
      `$ cat ~/.databrickscfg\n[DEFAULT]\nhost  = https://adb-${r.digits(16)}.${r.digits(1)}.azuredatabricks.net\ntoken = ${s}`,
  );
  add(
    F,
    "databricks-token",
    "shell",
    t.databricks,
    (s) =>
      `curl -s -H "Authorization: Bearer ${s}" https://dbc-${r.hex(8)}-${r.hex(4)}.cloud.databricks.com/api/2.0/clusters/list | jq '.clusters[].cluster_name'`,
  );
  add(
    F,
    "openshift-token",
    "shell",
    t.openshift,
    (s) => `oc login --token=${s} --server=https://api.ocp4.${h.org()}.internal:6443`,
  );
  add(F, "yandex-api-key", "shell", t.yandexApiKey, (s) => `yc config set token ${s}`);
  add(F, "scalingo-token", "shell", t.scalingo, (s) => `scalingo login --api-token ${s}`);
  add(
    F,
    "age-secret-key",
    "output",
    t.ageKey,
    (s) =>
      `$ cat ~/.config/sops/age/keys.txt\n# created: 2024-04-02T10:11:12+02:00\n# public key: age1${r.chars("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}\n${s}`,
  );
  add(
    F,
    "1password-secret-key",
    "prose",
    t.onePasswordSecretKey,
    (s) =>
      `I'm locked out of 1Password on the new laptop — my secret key from the emergency kit is ${s}, can you walk me through signing in with the CLI?`,
  );
  add(
    F,
    "1password-service-account-token",
    "shell",
    () => {
      const claims = {
        signInAddress: "my.1password.com",
        userAuth: { method: "SRPg-4096", alg: "PBES2g-HS256", iterations: 650000, salt: r.b64url(22) },
        email: `${r.lower(12)}@1passwordserviceaccounts.com`,
        srpX: r.hex(64),
        muk: {
          alg: "A256GCM",
          ext: true,
          k: r.b64url(43),
          key_ops: ["encrypt", "decrypt"],
          kty: "oct",
          kid: "mp",
        },
        secretKey: t.onePasswordSecretKey(),
        throttleSecret: { seed: r.hex(64), uuid: r.upper(26) },
        deviceUuid: r.lower(26),
      };
      return `ops_${b64nopad(JSON.stringify(claims))}`;
    },
    (s) => `export OP_SERVICE_ACCOUNT_TOKEN=${s}\nop read "op://ci/npm/credential"`,
  );
  add(F, "hetzner-cloud-token", "shell", t.hetznerToken, (s) => `HCLOUD_TOKEN=${s} hcloud server list`);
  add(
    F,
    "linode-token",
    "output",
    t.linodeToken,
    (s) =>
      `$ cat ~/.config/linode-cli\n[DEFAULT]\ndefault-user = ${h.user()}\n\n[${h.user()}]\ntoken = ${s}\nregion = eu-central\ntype = g6-standard-2`,
  );
}
