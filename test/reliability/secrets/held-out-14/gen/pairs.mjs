// Cloud id + secret pairs, HTTP credentials (Basic auth, session cookies), signed URLs' signatures
// and webhook URLs. Formats: AWS IAM key ids (AKIA/ASIA + 16 base32), Alibaba (LTAI), Tencent (AKID),
// Azure Storage connection strings, Backblaze B2, Cloudinary URLs, Twilio SID/token, Algolia admin
// keys; AWS SigV4 / GCS V4 / Azure SAS query parameters; Teams and Google Chat webhooks.
import { ALNUM, B64, B64URL, BASE32, b64, HEX, LOWER_DIGITS, UPPER_DIGITS } from "./prng.mjs";

const awsPair = (r) => ({
  id: `${r.pick(["AKIA", "AKIA", "ASIA"])}${r.str(BASE32.replace(/[0189]/g, ""), 16)}`,
  secret: r.str(B64, 40),
});

const AWS_PLACE = [
  [
    "aws-credentials-file",
    "config",
    (p) => `[default]\naws_access_key_id = ${p.id}\naws_secret_access_key = ${p.secret}\nregion = eu-west-1`,
  ],
  [
    "aws-exports",
    "shell",
    (p) => `export AWS_ACCESS_KEY_ID=${p.id}\nexport AWS_SECRET_ACCESS_KEY=${p.secret}`,
  ],
  [
    "aws-create-access-key-output",
    "transcript",
    (p) =>
      `$ aws iam create-access-key --user-name ci\n{\n    "AccessKey": {\n        "UserName": "ci",\n        "AccessKeyId": "${p.id}",\n        "Status": "Active",\n        "SecretAccessKey": "${p.secret}",\n        "CreateDate": "2026-11-27T09:01:44+00:00"\n    }\n}`,
  ],
  [
    "terraform-provider",
    "config",
    (p) =>
      `provider "aws" {\n  region     = "us-east-1"\n  access_key = "${p.id}"\n  secret_key = "${p.secret}"\n}`,
  ],
  [
    "boto3",
    "code",
    (p) =>
      `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${p.id}",\n    aws_secret_access_key="${p.secret}",\n)`,
  ],
  [
    "go-static-creds",
    "code",
    (p) => `cfg.Credentials = credentials.NewStaticCredentialsProvider("${p.id}", "${p.secret}", "")`,
  ],
  [
    "java-basic-creds",
    "code",
    (p) => `AwsBasicCredentials creds = AwsBasicCredentials.create("${p.id}", "${p.secret}");`,
  ],
  [
    "docker-run",
    "shell",
    (p) =>
      `docker run -e AWS_ACCESS_KEY_ID=${p.id} -e AWS_SECRET_ACCESS_KEY=${p.secret} amazon/aws-cli s3 ls`,
  ],
  [
    "github-actions",
    "config",
    (p) =>
      `      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          aws-access-key-id: ${p.id}\n          aws-secret-access-key: ${p.secret}`,
  ],
  [
    "s3cfg",
    "config",
    (p) => `[default]\naccess_key = ${p.id}\nsecret_key = ${p.secret}\nhost_base = s3.amazonaws.com`,
  ],
  [
    "rclone-conf",
    "config",
    (p) => `[s3remote]\ntype = s3\nprovider = AWS\naccess_key_id = ${p.id}\nsecret_access_key = ${p.secret}`,
  ],
  [
    "printenv",
    "transcript",
    (p) => `AWS_REGION=eu-west-1\nAWS_ACCESS_KEY_ID=${p.id}\nAWS_SECRET_ACCESS_KEY=${p.secret}\nHOME=/root`,
  ],
  [
    "json-escaped",
    "transcript",
    (p) =>
      `{"stdout":"[default]\\naws_access_key_id = ${p.id}\\naws_secret_access_key = ${p.secret.replaceAll("/", "\\/")}\\n"}`,
  ],
  ["prose-fr", "prose", (p) => `Clés AWS du compte de test : ${p.id} / ${p.secret} — à supprimer après.`],
  ["powershell", "shell", (p) => `Set-AWSCredential -AccessKey ${p.id} -SecretKey ${p.secret} -StoreAs ci`],
  [
    "rust-code",
    "code",
    (p) => `let creds = Credentials::new("${p.id}", "${p.secret}", None, None, "static");`,
  ],
];

function awsCases(r) {
  return AWS_PLACE.map(([kind, context, make]) => {
    const p = awsPair(r);
    const secret = kind === "json-escaped" ? p.secret.replaceAll("/", "\\/") : p.secret;
    const text = make(p);
    if (p.id.startsWith("ASIA") && kind.includes("exports")) {
      const st = `IQoJb3JpZ2luX2VjE${r.str(B64, 300)}`;
      return {
        family: "aws",
        kind,
        context,
        text: `${text}\nexport AWS_SESSION_TOKEN=${st}`,
        secret,
        also: [st],
      };
    }
    return { family: "aws", kind, context, text, secret };
  });
}

const OTHER_CLOUD = [
  [
    "alibaba",
    "config",
    (r) => {
      const s = r.str(ALNUM, 30);
      return [`[default]\naccess_key_id = LTAI${r.str(ALNUM, 20)}\naccess_key_secret = ${s}`, s];
    },
  ],
  [
    "alibaba-env",
    "shell",
    (r) => {
      const s = r.str(ALNUM, 30);
      return [
        `export ALIBABA_CLOUD_ACCESS_KEY_ID=LTAI${r.str(ALNUM, 20)}\nexport ALIBABA_CLOUD_ACCESS_KEY_SECRET=${s}`,
        s,
      ];
    },
  ],
  [
    "tencent",
    "code",
    (r) => {
      const s = r.str(ALNUM, 32);
      return [`cred = credential.Credential("AKID${r.str(ALNUM, 32)}", "${s}")`, s];
    },
  ],
  [
    "azure-storage-conn",
    "config",
    (r) => {
      const s = `${r.str(B64, 86)}==`;
      return [
        `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=${s};EndpointSuffix=core.windows.net"`,
        s,
      ];
    },
  ],
  [
    "azure-storage-cli",
    "shell",
    (r) => {
      const s = `${r.str(B64, 86)}==`;
      return [`az storage blob upload --account-name acmelogs --account-key ${s} -c backups -f db.dump`, s];
    },
  ],
  [
    "azure-sp-json",
    "transcript",
    (r) => {
      const s = `${r.str(ALNUM, 3)}8Q~${r.str(`${ALNUM}_~.-`, 31)}`;
      return [
        `{\n  "appId": "${r.uuid()}",\n  "displayName": "ci-deployer",\n  "password": "${s}",\n  "tenant": "${r.uuid()}"\n}`,
        s,
      ];
    },
  ],
  [
    "backblaze",
    "shell",
    (r) => {
      const s = `K00${r.str(B64.replace(/[+/]/g, ""), 28)}`;
      return [`b2 account authorize 00${r.str(HEX, 10)}0000000001 ${s}`, s];
    },
  ],
  [
    "cloudinary-url",
    "config",
    (r) => {
      const s = r.str(B64URL, 27);
      return [`CLOUDINARY_URL=cloudinary://${r.digits(15)}:${s}@acme-media`, s];
    },
  ],
  [
    "twilio-sid-token",
    "code",
    (r) => {
      const s = r.str(HEX, 32);
      return [`client = Client("AC${r.str(HEX, 32)}", "${s}")`, s];
    },
  ],
  [
    "twilio-curl",
    "shell",
    (r) => {
      const s = r.str(HEX, 32);
      return [
        `curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC${r.str(HEX, 32)}/Messages.json -u AC${r.str(HEX, 32)}:${s}`,
        s,
      ];
    },
  ],
  [
    "algolia-admin",
    "code",
    (r) => {
      const s = r.str(HEX, 32);
      return [`const client = algoliasearch("${r.str(UPPER_DIGITS, 10)}", "${s}");`, s];
    },
  ],
  [
    "minio-alias",
    "shell",
    (r) => {
      const s = r.str(ALNUM, 40);
      return [`mc alias set local http://127.0.0.1:9000 minioadmin-ci ${s}`, s];
    },
  ],
  [
    "gcp-hmac",
    "config",
    (r) => {
      const s = r.str(B64, 40);
      return [
        `[Credentials]\ngs_access_key_id = GOOG1E${r.str(UPPER_DIGITS, 55)}\ngs_secret_access_key = ${s}`,
        s,
      ];
    },
  ],
  [
    "oauth-client-pair",
    "config",
    (r) => {
      const s = r.str(B64URL, 40);
      return [`oauth:\n  client_id: ${r.uuid()}\n  client_secret: ${s}`, s];
    },
  ],
];

const HTTP = [
  [
    "basic-auth-header",
    "transcript",
    (r) => {
      const s = b64(`deploy:${r.password()}`);
      return [`> GET /artifactory/api/repositories HTTP/1.1\n> Authorization: Basic ${s}`, s];
    },
  ],
  [
    "basic-auth-curl-u",
    "shell",
    (r) => {
      const s = r.password();
      return [`curl -u admin:${s} https://jenkins.acme.dev/api/json`, s];
    },
  ],
  [
    "basic-auth-docker-config",
    "config",
    (r) => {
      const s = b64(`ci:${r.str(ALNUM, 36)}`);
      return [`{\n  "auths": {\n    "registry.acme.dev": { "auth": "${s}" }\n  }\n}`, s];
    },
  ],
  [
    "cookie-header",
    "transcript",
    (r) => {
      const s = r.str(B64URL, 43);
      return [`Cookie: theme=dark; session=${s}; lang=en`, s];
    },
  ],
  [
    "set-cookie-host",
    "transcript",
    (r) => {
      const s = r.str(B64URL, 64);
      return [`< set-cookie: __Host-session=${s}; Path=/; Secure; HttpOnly; SameSite=Lax`, s];
    },
  ],
  [
    "express-connect-sid",
    "transcript",
    (r) => {
      const s = `s%3A${r.str(B64URL, 32)}.${r.str(B64URL, 43)}`;
      return [`curl -b 'connect.sid=${s}' http://localhost:3000/admin`, s];
    },
  ],
  [
    "django-sessionid",
    "transcript",
    (r) => {
      const s = r.str(LOWER_DIGITS, 32);
      return [`Set-Cookie: sessionid=${s}; expires=Fri, 11 Dec 2026 10:00:00 GMT; HttpOnly; Path=/`, s];
    },
  ],
  [
    "rails-session",
    "transcript",
    (r) => {
      const s = `${r.str(B64, 120)}--${r.str(B64, 24)}--${r.str(B64, 22)}==`;
      return [`Cookie: _acme_session=${s}`, s];
    },
  ],
  [
    "jsessionid",
    "url",
    (r) => {
      const s = r.str("0123456789ABCDEF", 32);
      return [`https://portal.acme.dev/app/home;jsessionid=${s}?tab=1`, s];
    },
  ],
  [
    "laravel-session",
    "transcript",
    (r) => {
      const s = `eyJpdiI6I${r.str(B64, 160)}%3D%3D`;
      return [`laravel_session=${s}; path=/; httponly`, s];
    },
  ],
  [
    "cookie-in-playwright-storage",
    "config",
    (r) => {
      const s = r.str(B64URL, 48);
      return [
        `{"cookies":[{"name":"sid","value":"${s}","domain":".acme.dev","path":"/","httpOnly":true}]}`,
        s,
      ];
    },
  ],
  [
    "bearer-opaque-header",
    "transcript",
    (r) => {
      const s = r.str(B64URL, 64);
      return [`> Authorization: Bearer ${s}`, s];
    },
  ],
];

const SIGNED = [
  [
    "s3-presigned",
    (r) => {
      const s = r.str(HEX, 64);
      return [
        `https://acme-exports.s3.eu-west-1.amazonaws.com/reports/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}%2F20261127%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T090000Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=${s}`,
        s,
      ];
    },
  ],
  [
    "gcs-v4",
    (r) => {
      const s = r.str(HEX, 512);
      return [
        `https://storage.googleapis.com/acme-media/video.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%40acme.iam.gserviceaccount.com%2F20261127%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20261127T090000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=${s}`,
        s,
      ];
    },
  ],
  [
    "azure-sas",
    (r) => {
      const s = encodeURIComponent(`${r.str(B64, 43)}=`);
      return [
        `https://acmelogs.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T00:00:00Z&spr=https&sig=${s}`,
        s,
      ];
    },
  ],
  [
    "cloudfront-signed",
    (r) => {
      const s = r.str(`${ALNUM}-~_`, 172);
      return [
        `https://d1a2b3c4.cloudfront.net/private/a.pdf?Expires=1796000000&Signature=${s}&Key-Pair-Id=K${r.str(UPPER_DIGITS, 13)}`,
        s,
      ];
    },
  ],
  [
    "slack-webhook-ci",
    (r) => {
      const s = r.str(ALNUM, 24);
      return [
        `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy ok"}' https://hooks.slack.com/services/T${r.str(UPPER_DIGITS, 10)}/B${r.str(UPPER_DIGITS, 10)}/${s}`,
        s,
      ];
    },
  ],
  [
    "teams-webhook",
    (r) => {
      const s = r.str(HEX, 32);
      return [
        `TEAMS_WEBHOOK=https://acme.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${s}/${r.uuid()}`,
        s,
      ];
    },
  ],
  [
    "google-chat-webhook",
    (r) => {
      const s = `${r.str(B64URL, 43)}%3D`;
      return [
        `https://chat.googleapis.com/v1/spaces/AAAA${r.str(B64URL, 7)}/messages?key=AIzaSy${r.str(B64URL, 33)}&token=${s}`,
        s,
      ];
    },
  ],
  [
    "mattermost-webhook",
    (r) => {
      const s = r.str(LOWER_DIGITS, 26);
      return [`webhook_url = "https://chat.acme.dev/hooks/${s}"`, s];
    },
  ],
];

/** Cases for the aws, cloud-pair, http-credential and signed-url families. */
export function pairCases(r) {
  const out = awsCases(r);
  const add = (family, list, context, n) => {
    for (const [kind, ctx, make] of list) {
      for (let i = 0; i < n; i++) {
        const [text, secret] = (make ?? ctx)(r);
        out.push({ family, kind, context: make ? ctx : context, text, secret });
      }
    }
  };
  add("cloud-pair", OTHER_CLOUD, null, 2);
  add("http-credential", HTTP, null, 2);
  add("signed-url", SIGNED, "url", 2);
  return out;
}
