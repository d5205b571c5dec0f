// Cloud credential pairs (AWS key id + secret, Azure storage keys and service principals, GCP service
// account files): formats from AWS IAM docs (AKIA/ASIA + 16 base32 characters, 40-character secret),
// Azure Storage connection strings (AccountKey = base64 of 64 bytes), `az ad sp create-for-rbac` output,
// and Google's service-account JSON key file. Only the secret half counts as the secret.

import { B32, base64, DIGITS, LOWER, UPPER } from "./prng.mjs";

const SECRET_ALPHA = `${UPPER}${LOWER}${DIGITS}+/`;

function awsPair(r, session = false) {
  return {
    id: `${session ? "ASIA" : "AKIA"}${r.str(B32, 16)}`,
    secret: r.str(SECRET_ALPHA, 40),
    token: session ? `IQoJb3JpZ2luX2VjE${r.b64(300)}` : undefined,
  };
}

const AWS_TEMPLATES = [
  [
    "aws-credentials-file",
    (k) =>
      `[default]\naws_access_key_id = ${k.id}\naws_secret_access_key = ${k.secret}\nregion = eu-central-1`,
  ],
  ["shell-export", (k) => `export AWS_ACCESS_KEY_ID=${k.id}\nexport AWS_SECRET_ACCESS_KEY=${k.secret}`],
  [
    "python",
    (k) =>
      `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${k.id}",\n    aws_secret_access_key="${k.secret}",\n)`,
  ],
  [
    "javascript",
    (k) =>
      `const s3 = new S3Client({\n  region: "us-east-1",\n  credentials: { accessKeyId: "${k.id}", secretAccessKey: "${k.secret}" },\n});`,
  ],
  [
    "terraform",
    (k) =>
      `provider "aws" {\n  region     = "us-west-2"\n  access_key = "${k.id}"\n  secret_key = "${k.secret}"\n}`,
  ],
  [
    "docker-run",
    (k) =>
      `docker run -e AWS_ACCESS_KEY_ID=${k.id} -e AWS_SECRET_ACCESS_KEY=${k.secret} amazon/aws-cli s3 ls`,
  ],
  [
    "aws-configure-transcript",
    (k) =>
      `$ aws configure\nAWS Access Key ID [None]: ${k.id}\nAWS Secret Access Key [None]: ${k.secret}\nDefault region name [None]: eu-west-1\nDefault output format [None]: json`,
  ],
  [
    "github-actions",
    (k) =>
      `      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          aws-access-key-id: ${k.id}\n          aws-secret-access-key: ${k.secret}\n          aws-region: us-east-1`,
  ],
  ["go", (k) => `creds := credentials.NewStaticCredentialsProvider("${k.id}", "${k.secret}", "")`],
  [
    "java-properties",
    (k) => `cloud.aws.credentials.access-key=${k.id}\ncloud.aws.credentials.secret-key=${k.secret}`,
  ],
  [
    "csv",
    (k) =>
      `User name,Password,Access key ID,Secret access key,Console login link\nci-bot,,${k.id},${k.secret},https://123456789012.signin.aws.amazon.com/console`,
  ],
  ["prose-en", (k) => `using key ${k.id} with secret ${k.secret} — still AccessDenied on the bucket`],
  [
    "rclone",
    (k) => `[s3]\ntype = s3\nprovider = AWS\naccess_key_id = ${k.id}\nsecret_access_key = ${k.secret}`,
  ],
];

const AWS_SESSION = [
  [
    "cli-output-json",
    (k) =>
      `{\n    "Credentials": {\n        "AccessKeyId": "${k.id}",\n        "SecretAccessKey": "${k.secret}",\n        "SessionToken": "${k.token}",\n        "Expiration": "2026-11-27T02:14:09+00:00"\n    }\n}`,
  ],
  [
    "shell-export",
    (k) => `export AWS_ACCESS_KEY_ID=${k.id} AWS_SECRET_ACCESS_KEY=${k.secret} AWS_SESSION_TOKEN=${k.token}`,
  ],
  [
    "aws-credentials-file",
    (k) =>
      `[sso-admin]\naws_access_key_id=${k.id}\naws_secret_access_key=${k.secret}\naws_session_token=${k.token}`,
  ],
];

function azureCases(r) {
  const key = () => `${r.b64(86)}==`;
  const acct = `st${r.str(LOWER + DIGITS, 10)}`;
  const spSecret = () => `${r.b62(3)}8Q~${r.str(`${UPPER}${LOWER}${DIGITS}_.~-`, 31)}`;
  const out = [];
  const cs = (k) =>
    `DefaultEndpointsProtocol=https;AccountName=${acct};AccountKey=${k};EndpointSuffix=core.windows.net`;
  const k1 = key();
  out.push([
    "storage-connection-string",
    "appsettings-json",
    `{\n  "ConnectionStrings": {\n    "Blob": "${cs(k1)}"\n  }\n}`,
    k1,
  ]);
  const k2 = key();
  out.push([
    "storage-connection-string",
    "shell-export",
    `export AZURE_STORAGE_CONNECTION_STRING="${cs(k2)}"`,
    k2,
  ]);
  const k3 = key();
  out.push([
    "storage-account-key",
    "cli-command",
    `az storage blob upload --account-name ${acct} --account-key ${k3} -c logs -f app.log`,
    k3,
  ]);
  const k4 = key();
  out.push([
    "storage-account-key",
    "cli-output-json",
    `[\n  {\n    "keyName": "key1",\n    "permissions": "FULL",\n    "value": "${k4}"\n  }\n]`,
    k4,
  ]);
  const s1 = spSecret();
  out.push([
    "service-principal",
    "cli-output-json",
    `{\n  "appId": "${r.uuid()}",\n  "displayName": "gh-deployer",\n  "password": "${s1}",\n  "tenant": "${r.uuid()}"\n}`,
    s1,
  ]);
  const s2 = spSecret();
  out.push([
    "service-principal",
    "shell-export",
    `export ARM_CLIENT_ID=${r.uuid()}\nexport ARM_CLIENT_SECRET=${s2}\nexport ARM_TENANT_ID=${r.uuid()}`,
    s2,
  ]);
  const s3 = spSecret();
  out.push([
    "service-principal",
    "cli-command",
    `az login --service-principal -u ${r.uuid()} -p ${s3} --tenant ${r.uuid()}`,
    s3,
  ]);
  const k5 = key();
  out.push([
    "cosmos-key",
    "csharp",
    `var client = new CosmosClient("https://acme-db.documents.azure.com:443/", "${k5}");`,
    k5,
  ]);
  const sb = `${r.b64(43)}=`;
  out.push([
    "service-bus",
    "dotenv",
    `SERVICEBUS_CONNECTION=Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${sb}`,
    sb,
  ]);
  return out.map(([kind, context, text, secret]) => ({ family: "azure", kind, context, text, secret }));
}

function gcpCases(r) {
  const contexts = ["service-account-json", "python", "k8s-secret", "shell-heredoc", "terraform"];
  return contexts.map((context) => {
    const lines = Array.from({ length: 4 }, () => r.b64(64));
    const pem = `-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC${lines.join("\\n")}\\n-----END PRIVATE KEY-----\\n`;
    const json = `{\n  "type": "service_account",\n  "project_id": "acme-prod-${r.int(100, 999)}",\n  "private_key_id": "${r.hex(40)}",\n  "private_key": "${pem}",\n  "client_email": "deployer@acme-prod.iam.gserviceaccount.com",\n  "client_id": "${r.digits(21)}"\n}`;
    const text =
      context === "service-account-json"
        ? json
        : context === "python"
          ? `info = json.loads('''${json}''')\ncreds = service_account.Credentials.from_service_account_info(info)`
          : context === "k8s-secret"
            ? `apiVersion: v1\nkind: Secret\nmetadata:\n  name: gcp-sa\ndata:\n  key.json: ${base64(json)}`
            : context === "shell-heredoc"
              ? `cat > /tmp/sa.json <<EOF\n${json}\nEOF\ngcloud auth activate-service-account --key-file /tmp/sa.json`
              : `resource "google_secret_manager_secret_version" "sa" {\n  secret_data = <<-EOT\n${json}\n  EOT\n}`;
    if (context === "k8s-secret") {
      const b = base64(json);
      return {
        family: "gcp",
        kind: "service-account-key",
        context,
        text,
        secret: b.slice(300, 380),
        also: [b.slice(540, 610)],
      };
    }
    return { family: "gcp", kind: "service-account-key", context, text, secret: lines[1], also: [lines[3]] };
  });
}

/** AWS, Azure and GCP cases. */
export function cloudCases(r) {
  const aws = AWS_TEMPLATES.map(([context, fn]) => {
    const k = awsPair(r);
    return { family: "aws", kind: "access-key-pair", context, text: fn(k), secret: k.secret };
  });
  const session = AWS_SESSION.map(([context, fn]) => {
    const k = awsPair(r, true);
    return {
      family: "aws",
      kind: "session-credentials",
      context,
      text: fn(k),
      secret: k.secret,
      also: [k.token],
    };
  });
  return [...aws, ...session, ...azureCases(r), ...gcpCases(r)];
}
