/**
 * Public identifiers that sit next to credentials and must stay (a thirteenth corpus's authors counted
 * them as look-alikes): DNS ownership records (`google-site-verification=`, `MS=`, `_github-challenge`),
 * Twilio SIDs of every resource type (two letters + 32 hex) beside an account SID, base64 of images and
 * documents (a notebook's output, a ConfigMap's binaryData, a data URI), masked values with an ellipsis
 * after a multi-part prefix (`sk_live_...fd0w`), shell parameter expansions that hold an error message
 * (`${TOKEN:?set TOKEN}`), Docker-secret file paths under a `*_FILE` name, ARNs whose resource type is
 * `secret`, signed timestamps of transparency logs, references to where a secret lives (`vault:path#field`,
 * `file:/run/secrets/x`, `@Microsoft.KeyVault(…)`), multipart boundaries, linker symbols, regex literals,
 * a scheme's name alone, X'd-out values, BuildKit secret mounts and secret names given to `--secret-id`. Each in more than one placement. Values come
 * from their own seeded PRNG.
 */
import { B62, B64, DI, HEX, mulberry32, URL } from "./corpus-alphabets.js";

type AddNegative = (kind: string, ...texts: string[]) => void;
type R = (alphabet: string, n: number) => string;

export function addPublicIdNegatives(add: AddNegative, seed = 20261130): void {
  const rand = mulberry32(seed);
  const r: R = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  addVerificationRecords(add, r);
  addTwilioSids(add, r);
  addEncodedFiles(add, r);
  addMaskedAndExpansions(add, r);
  addPathsAndArns(add, r);
  addReferencesAndSpecs(add, r);
}

function addVerificationRecords(add: AddNegative, r: R): void {
  for (let k = 0; k < 2; k++) {
    add(
      "dns-verification",
      `$ dig +short TXT example.org\n"google-site-verification=${r(URL, 43)}"\n"v=spf1 include:_spf.google.com ~all"`,
      `example.org.  300  IN  TXT  "facebook-domain-verification=${r("abcdefghijklmnopqrstuvwxyz0123456789", 30)}"`,
      `resource "aws_route53_record" "verify" {\n  type    = "TXT"\n  records = ["google-site-verification=${r(URL, 43)}"]\n}`,
      `Add this TXT record to your DNS: atlassian-domain-verification=${r(B64, 64)}`,
      `<meta name="google-site-verification" content="${r(URL, 43)}" />`,
      `{"type": "TXT", "name": "@", "content": "stripe-verification=${r(HEX, 64)}"}`,
    );
  }
}

function addTwilioSids(add: AddNegative, r: R): void {
  const sid = (p: string) => `${p}${r(HEX, 32)}`;
  for (let k = 0; k < 2; k++) {
    add(
      "twilio-sid",
      `{"account_sid": "${sid("AC")}", "sid": "${sid("CA")}", "status": "completed", "phone_number_sid": "${sid("PN")}"}`,
      `TWILIO_ACCOUNT_SID=${sid("AC")}\nTWILIO_MESSAGING_SERVICE_SID=${sid("MG")}\nTWILIO_VERIFY_SID=${sid("VA")}`,
      `client.messages.create(to="+15550100", messaging_service_sid="${sid("MG")}")  # account ${sid("AC")}`,
      `$ twilio api:core:messages:list\nSID                                 From          To\n${sid("SM")}  +15550100  +15550111\naccount: ${sid("AC")} conversation: ${sid("CH")}`,
    );
  }
}

function addEncodedFiles(add: AddNegative, r: R): void {
  const png = () => `iVBORw0KGgoAAAANSUhEUgAAA${r(B64, 100)}`;
  for (let k = 0; k < 2; k++) {
    add(
      "encoded-file",
      `binaryData:\n  icon.png: ${png()}`,
      `{"outputs": [{"data": {"image/png": "${png()}", "text/plain": ["<Figure>"]}}]}`,
      `favicon: ${png()}`,
      `thumbnail = "/9j/4AAQSkZJRgABAQ${r(B64, 90)}"`,
      `"attachment": "JVBERi0xLjcKJeLjz9MK${r(B64, 80)}"`,
      `payload_gz=H4sIAAAAAAAAA${r(B64, 70)}`,
    );
  }
}

function addMaskedAndExpansions(add: AddNegative, r: R): void {
  for (let k = 0; k < 2; k++) {
    add(
      "masked-ellipsis",
      `{"stripe_key": "sk_live_...${r(B62, 4)}", "rotated": "2026-10-01"}`,
      `api_key: rk_test_...${r(B62, 4)}`,
      `| key | value |\n| secret_key | whsec_...${r(B62, 6)} |`,
      `token = "glpat-…${r(B62, 4)}"`,
    );
    add(
      "expansion-message",
      `API_TOKEN="\${API_TOKEN:?set API_TOKEN first}"`,
      `: "\${DB_PASSWORD:?DB_PASSWORD must be set}"`,
      `export SECRET_KEY=\${SECRET_KEY:?missing secret}`,
      `password: \${POSTGRES_PASSWORD:?err}`,
    );
  }
}

function addPathsAndArns(add: AddNegative, r: R): void {
  for (let k = 0; k < 2; k++) {
    add(
      "secret-file-path",
      `env:\n  - name: DB_PASSWORD_FILE\n    value: /run/secrets/db_password`,
      `- name: API_TOKEN_PATH\n  value: /var/run/secrets/api/token`,
      `{"name": "SECRET_KEY_FILE", "value": "/etc/app/secret_key"}`,
    );
    add(
      "secret-arn",
      `secret_name: prod/db\nsecret_arn: arn:aws:secretsmanager:us-east-1:${r(DI, 12)}:secret:prod/db-${r(B62, 6)}`,
      `The secret is arn:aws:secretsmanager:eu-west-1:${r(DI, 12)}:secret:app/api-${r(B62, 6)} in the prod account.`,
      `aws secretsmanager get-secret-value --secret-id arn:aws:secretsmanager:us-east-2:${r(DI, 12)}:secret:ci/token-${r(B62, 6)} --query ARN`,
    );
    add(
      "signed-timestamp",
      `{"Bundle": {"SignedEntryTimestamp": "${r(B64, 96)}", "Payload": {"logIndex": ${r(DI, 8)}}}}`,
      `signed_entry_timestamp: ${r(B64, 96)}`,
    );
  }
}

function addReferencesAndSpecs(add: AddNegative, r: R): void {
  for (let k = 0; k < 2; k++) {
    add(
      "secret-reference",
      `DB_PASSWORD=vault:secret/data/${r("abcdefghij", 6)}#password`,
      `api_token: vault:kv/${r("abcdefghij", 5)}/api#token`,
      `$ ./run.sh --api-token file:/run/secrets/api_token --env prod`,
      `{"name": "DbPassword", "value": "@Microsoft.KeyVault(SecretUri=https://kv-${r(HEX, 4)}.vault.azure.net/secrets/db/${r(HEX, 32)})"}`,
    );
    add(
      "multipart-boundary",
      `Content-Type: multipart/form-data; boundary=----WebKitFormBoundary${r(B62, 16)}`,
      `curl -H "Content-Type: multipart/mixed; boundary=${r(B62, 24)}" -F a=@x.bin https://up.example.org`,
    );
    add(
      "linker-symbol",
      `panic_symbol = "_ZN4core9panicking5panic17h${r(HEX, 16)}E"`,
      `SYMBOL=_ZN3std2rt10lang_start17h${r(HEX, 16)}E`,
    );
    add(
      "code-constant",
      `const GITHUB_TOKEN_RE = /\\bgh[pousr]_[A-Za-z0-9]{36}\\b/;`,
      `API_KEY_PATTERN = /^sk-[A-Za-z0-9]{48}$/`,
      `export const AUTH_SCHEME = "Bearer";\nexport const TOKEN_TYPE = "bearer";`,
      `azureOpenaiApiKey: "${r(HEX, 4)}XXXXXXXXXXXXXXXXXXXXXXXXXXXX"`,
    );
    add(
      "secret-mount",
      `docker build --secret id=npmrc,src=$HOME/.npmrc -t acme/web .`,
      `docker buildx build --secret id=gh,env=GH_TOKEN --push .`,
      `aws secretsmanager describe-secret --secret-id prod/db-${r(B62, 6)}`,
      `gcloud secrets versions access latest --secret-name=projects/acme/secrets/api-${r(DI, 3)}`,
    );
  }
}
