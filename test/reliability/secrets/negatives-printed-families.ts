/**
 * Look-alikes of the families in corpus-printed-families.ts, in the same placements: printed
 * `Label : value` output whose value is an accessor id, a public setting or a mask; secret-store
 * commands that print metadata, an ARN or nothing; stdin piped into a store from a file or a
 * variable; space-separated config lines that name a file, a `${VAR}` or a mask; parent-named
 * `<Value>` elements and `name`/`value` pairs that hold a setting; devtools rows of a non-secret
 * cookie; HOCON access keys without a secret; transaction hashes and addresses near `accounts`;
 * boxed output without a token, tab tables whose token column holds a mask or
 * an id; and sentences about a token without its value. Also the placements a
 * thirteenth blind corpus changed: pagination tokens (`NextToken`), object keys that are paths,
 * gRPC `-bin` headers, translated UI strings under `auth.password`, SAML `InResponseTo` ids, an
 * `authDomain` host, TTLs under `TOKEN_*` names, `secret_id` resource ids, `User ID` rows, JSON with
 * a URL followed by an e-mail address, and a SealedSecret's `encryptedData`. Values come from their
 * own seeded PRNG.
 */
import { B62, B64, DI, HEX, LO, mulberry32, UP } from "./corpus-alphabets.js";

type AddNegative = (kind: string, ...texts: string[]) => void;

export function addPrintedFamilyNegatives(add: AddNegative, seed = 20261202): void {
  const rand = mulberry32(seed);
  const r = (alphabet: string, n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const uuid = () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;
  add(
    "near-printed-label",
    `$ nomad acl token self\nAccessor ID  = ${uuid()}\nSecret ID    = <redacted>\nName         = ci`,
    `AccessorID:       ${uuid()}\nSecretID:         ********\nDescription:      ci`,
    "    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present",
    "Key         Value\n---         -----\npassword    ${DB_PASSWORD}\nusername    orders",
    `Key                Value\n---                -----\ncreated_time       2026-10-02T08:11:52.1Z\nversion            7`,
    `$ acme tokens list\nCreated token "ci"\n  id: ${uuid()}\n  value: ****************`,
    `Secret ID: ${uuid()} (the accessor; the secret itself is not shown)`,
  );
  add(
    "near-store-print",
    `$ aws ssm get-parameter --name /app/prod/db --query Parameter.ARN --output text\narn:aws:ssm:eu-west-1:123456789012:parameter/app/prod/db`,
    "$ gcloud secrets versions list db-password\nNAME  STATE    CREATED\n3     enabled  2026-11-20T10:00:00",
    "$ vault kv get -field=version secret/prod/db\n7",
    "$ op read op://Private/Postgres/username\npostgres",
    "$ kubectl get secret pg -o jsonpath='{.metadata.name}'\npg",
    "$ aws secretsmanager describe-secret --secret-id prod/db --query Name --output text\nprod/db",
  );
  add(
    "near-stdin-store",
    "$ secret-tool store --label='vpn' service acme-vpn user jdoe < ~/.vpn-pass",
    "printf '%s' \"$DB_PASSWORD\" | docker secret create db_password -",
    "gh secret set DEPLOY_TOKEN < token.txt",
    "echo done | tee -a log.txt",
    "$ cat ~/.config/acme/settings\ntheme dark\nfont-size 14",
  );
  add(
    "near-spaced-config",
    "account gmail\nhost smtp.gmail.com\nuser dev@example.org\npasswordeval gpg -q -d ~/.msmtp.gpg\ntls on",
    "requirepass ${REDIS_PASSWORD}\nbind 127.0.0.1",
    "redis:\n  requirepass: ''\n  bind: 0.0.0.0",
    "password required for this account",
    'storePassword System.getenv("STORE_PASSWORD")\nkeyAlias "upload"',
    "keyPassword keystoreProperties['keyPassword']",
    "# /etc/postfix/sasl_passwd\n[smtp.gmail.com]:587 alerts@example.org:${SMTP_PASS}",
    "[smtp.gmail.com]:587",
  );
  add(
    "near-parent-named",
    "<AdministratorPassword>\n  <Value>*SENSITIVE*DATA*DELETED*</Value>\n  <PlainText>false</PlainText>\n</AdministratorPassword>",
    "<Timeout>\n  <Value>30</Value>\n</Timeout>",
    `{\n  "name": "SqlPassword",\n  "enabled": true,\n  "id": "https://kv.vault.azure.net/secrets/SqlPassword/${r(HEX, 32)}"\n}`,
    '{"Name": "/prod/db/host", "Type": "String", "Value": "db.internal", "Version": 3}',
    "Name: theme\nValue: dark\nDomain: app.example.org",
    "<key>SSH_AUTH_SOCK_KEY</key>\n<string>/private/tmp/com.apple.launchd.abc/Listeners</string>",
    "<key>API_TOKEN</key>\n<string>${API_TOKEN}</string>",
    `Name: _ga\nValue: GA1.1.${r(DI, 10)}.${r(DI, 10)}\nDomain: .example.org`,
    'api {\n  credentials {\n    "access_key" = ${?CLEARML_ACCESS}\n    "secret_key" = ${?CLEARML_SECRET}\n  }\n}',
  );
  add(
    "near-shapes",
    `accounts: { mnemonic: process.env.MNEMONIC },\nverify: { etherscan: { apiUrl: "https://api.etherscan.io" } }`,
    `tx: 0x${r(HEX, 64)} (block 19283746)`,
    `accounts: ["0x${r(HEX, 40)}"]`,
    "const DIGITS = [48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 65, 66, 67, 68, 69, 70];",
    `const greeting = String.fromCharCode(${[..."Hello from the build server"].map((c) => c.charCodeAt(0)).join(", ")});`,
    `$ echo '${btoa("hello world, this is a test")}' | base64 -d`,
    `const pusher = new Pusher(process.env.PUSHER_KEY, { cluster: "eu" });`,
    `const pusher = new Pusher("${r(HEX, 20)}", { cluster: "eu", forceTLS: true });`,
    `│ Stripe key: whsec_…│\n│ (hidden)        │`,
    `│ Name        │ Status │\n│ api-gateway │ ok     │`,
    `ID\t\t\tDescription\tToken\t\tUser Name\n${r(HEX, 16)}\t\t\tci\t\t****\t\tadmin`,
    `Name\tToken ID\tCreated\nci\t${uuid()}\t2026-11-27`,
    `NAME\tKEY\tVALUE\ncache\tuser:${r(DI, 6)}:profile\t${r(HEX, 40)}`,
  );
  add(
    "near-languages-more",
    "Voici mon jeton Acme : il a expiré hier. Faut-il le régénérer ?",
    "Acme anahtarım şu: .env dosyasında duruyor.",
    "Khóa Acme của tôi là khóa cũ, tại sao vẫn bị lỗi 401 vậy?",
    "मेरी Acme key पुरानी है, फिर भी 401 क्यों आ रहा है?",
  );
  add(
    "blind-changed-placements",
    `{\n    "events": [],\n    "NextToken": "${r(B64, 200)}"\n}`,
    `{"nextPageToken": "${r(B62, 120)}", "items": []}`,
    `{\n  "Key": "2026/11/27/${uuid()}.json.gz",\n  "ETag": "\\"${r(HEX, 32)}\\"",\n  "Size": 48213\n}`,
    `grpc-status: 3\ngrpc-status-details-bin: ${r(B64, 90)}`,
    '{\n  "auth.password": "Passwort",\n  "auth.api_key": "API-Schlüssel"\n}',
    `<samlp:Response ID="_${r(HEX, 40)}" InResponseTo="_${r(HEX, 32)}" IssueInstant="2026-11-27T10:15:00Z">`,
    `const firebaseConfig = {\n  authDomain: "acme-app-${r(LO + DI, 5)}.firebaseapp.com",\n  projectId: "acme-app"\n};`,
    "TOKEN_TTL_SECONDS=3600\nSESSION_TIMEOUT_MINUTES=30\nPASSWORD_MIN_LENGTH=12",
    `$ op whoami\nEmail:        dev@example.org\nUser ID:      ${r(UP + DI, 26)}\nUser Type:    HUMAN`,
    `{"serverUrl":"https://vault.example.org","lastSync":"2026-11-27T09:58:01.120Z","userEmail":"dev@example.org","status":"locked"}`,
    `kind: SealedSecret\nspec:\n  encryptedData:\n    password: Ag${r("ABCD", 1)}${r(B64, 720)}`,
  );
}
