/**
 * More of the secret corpus (see corpus.ts) for the families a thirteenth blind corpus left weak,
 * each in several placements a different author would write: a command's printed `Label : value`
 * or `Label = value` output whose label names a secret (ACL bootstraps, Wi-Fi profiles, a secret
 * store's `Key Value` table), a secret store's `get`/`read` printing the bare value on its own line,
 * a value piped on stdin into a secret store, space-separated config lines (`password X` in mail
 * and Redis configs, Gradle's `storePassword "X"`), a secret whose name is on a parent line (XML
 * `<…Password><Value>`, a `name`/`value` JSON pair, a cookie's `Name:`/`Value:` rows in browser
 * devtools), postfix `sasl_passwd` lines, quoted HOCON keys after an access key, Ethereum private
 * keys in a Hardhat/Truffle `accounts` array, the cell under a `Token` column of a
 * tab-separated table (columns at tab stops, empty cells leave no tab), and tokens in French, Turkish, Vietnamese and Hindi
 * sentences. Values come from their own seeded PRNG.
 */
import {
  type Add,
  B62,
  DI,
  type Each,
  HEX,
  LO,
  type Rand,
  seededCases,
  UP,
  URL,
} from "./corpus-alphabets.js";

type R = Rand;

export function addPrintedFamilyCases(add: Add, seed = 20261201): void {
  const { r, each } = seededCases(add, seed);
  addPrintedLabels(r, each);
  addStorePrints(r, each);
  addSpacedConfigs(r, each);
  addParentNames(r, each);
  addShapes(r, each, add);
  addLanguages(r, each);
}

const mixed = (r: R, n: number): string => `${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, n - 3)}`;
const pw = (r: R): string => `${mixed(r, 9)}${r("#%+=_.", 1)}${r(B62, 5)}`;
const uuid = (r: R): string => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;

function addPrintedLabels(r: R, each: Each): void {
  each("printed-secret-label", () => uuid(r), [
    (s) =>
      `$ nomad acl bootstrap\nAccessor ID  = ${uuid(r)}\nSecret ID    = ${s}\nName         = Bootstrap Token`,
    (s) =>
      `$ consul acl token create -policy-name ci\nAccessorID:       ${uuid(r)}\nSecretID:         ${s}\nDescription:      ci`,
    (s) => `Token created.\n  Secret ID: ${s}\n  Policies: deploy`,
  ]);
  each("printed-secret-label", () => pw(r), [
    (s) =>
      `C:\\> netsh wlan show profile name="Office" key=clear\n    Authentication         : WPA2-Personal\n    Key Content            : ${s}`,
    (s) =>
      `$ vault kv get secret/prod/db\n====== Data ======\nKey         Value\n---         -----\npassword    ${s}\nusername    orders`,
    (s) =>
      `$ vault kv get -format=table secret/app\nKey          Value\n---          -----\napi_token    ${s}`,
    (s) => `Client secret . . . . . : ${s}\nTenant  . . . . . . . . : acme`,
  ]);
  each("printed-created-value", () => r(HEX, 32), [
    (s) =>
      `$ acme tokens create --name ci\nCreated token "ci"\n  value: ${s}\nStore it now; it will not be shown again.`,
    (s) => `$ acme api-keys create deploy\nAPI key created\nValue: ${s}`,
    (s) => `New secret generated:\n  value = ${s}`,
  ]);
}

function addStorePrints(r: R, each: Each): void {
  each("store-printed-value", () => pw(r), [
    (s) =>
      `$ aws ssm get-parameter --name /app/prod/db --with-decryption --query Parameter.Value --output text\n${s}`,
    (s) => `$ gcloud secrets versions access latest --secret=db-password\n${s}`,
    (s) => `$ vault kv get -field=password secret/prod/db\n${s}`,
    (s) => `$ op read "op://Private/Postgres/password"\n${s}`,
    (s) => `$ kubectl get secret pg -o jsonpath='{.data.password}' | base64 -d\n${s}`,
    (s) =>
      `$ aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text\n${s}`,
  ]);
  each("stdin-to-store", () => pw(r), [
    (s) => `$ echo -n '${s}' | secret-tool store --label='vpn' service acme-vpn user jdoe`,
    (s) => `printf '%s' "${s}" | docker secret create db_password -`,
    (s) => `echo "${s}" | gh secret set DEPLOY_TOKEN`,
    (s) => `echo ${s} | pass insert -e work/db`,
  ]);
  each("cat-credential-file", () => pw(r), [
    (s) => `$ sudo cat /etc/openvpn/client/auth.txt\njdoe\n${s}`,
    (s) => `$ cat ~/.config/acme/credentials\ndeploy\n${s}`,
  ]);
}

function addSpacedConfigs(r: R, each: Each): void {
  each("spaced-config-password", () => pw(r), [
    (s) =>
      `account gmail\nhost smtp.gmail.com\nport 587\nauth on\nuser dev@example.org\npassword ${s}\ntls on`,
    (s) => `# /etc/redis/redis.conf\nbind 127.0.0.1\nrequirepass ${s}`,
    (s) => `redis:\n  bind: 0.0.0.0\n  requirepass: ${s}`,
    (s) => `masterauth ${s}\nreplica-read-only yes`,
  ]);
  each("gradle-signing", () => pw(r), [
    (s) =>
      `signingConfigs {\n    release {\n        storeFile file("upload.jks")\n        storePassword "${s}"\n        keyAlias "upload"\n    }\n}`,
    (s) => `release {\n    keyPassword '${s}'\n}`,
  ]);
  each("postfix-sasl", () => `${r(LO, 4)} ${r(LO, 4)} ${r(LO, 4)} ${r(LO, 4)}`, [
    (s) =>
      `# /etc/postfix/sasl_passwd\n[smtp.gmail.com]:587 alerts@example.org:${s}\n$ sudo postmap /etc/postfix/sasl_passwd`,
    (s) => `[smtp.gmail.com]:587    ops@example.org:${s}`,
  ]);
  each("postfix-sasl", () => pw(r), [
    (s) => `[email-smtp.eu-west-1.amazonaws.com]:587 AKIA${r(UP + DI, 16)}:${s}`,
    (s) => `smtp.example.org   mailer:${s}`,
  ]);
}

function addParentNames(r: R, each: Each): void {
  each("parent-named-value", () => pw(r), [
    (s) =>
      `<UserAccounts>\n  <AdministratorPassword>\n    <Value>${s}</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>`,
    (s) => `<LocalAccount>\n  <Password>\n    <Value>${s}</Value>\n  </Password>\n</LocalAccount>`,
    (s) =>
      `{\n  "id": "https://kv.vault.azure.net/secrets/SqlPassword/${r(HEX, 32)}",\n  "name": "SqlPassword",\n  "value": "${s}"\n}`,
    (s) => `{"Name": "/prod/db/password", "Type": "SecureString", "Value": "${s}", "Version": 3}`,
  ]);
  each("plist-env", () => `${r(UP + DI, 16)}`, [
    (s) =>
      `<key>EnvironmentVariables</key>\n<dict>\n    <key>THINGSPEAK_WRITE_KEY</key>\n    <string>${s}</string>\n</dict>`,
    (s) => `<dict><key>ACME_API_TOKEN</key><string>${s}</string></dict>`,
  ]);
  each("devtools-cookie", () => `${r(URL, 120)}--${r(URL, 20)}%3D%3D`, [
    (s) => `Name: _acme_session\nValue: ${s}\nDomain: app.example.org\nHttpOnly: ✓`,
    (s) => `Name\tValue\tDomain\n_app_session\t${s}\tapp.example.org`,
  ]);
  each("hocon-quoted", () => mixed(r, 50), [
    (s) =>
      `api {\n  credentials {\n    "access_key" = "${r(UP + DI, 20)}"\n    "secret_key" = "${s}"\n  }\n}`,
    (s) => `credentials {\n  access_key: "${r(UP + DI, 20)}"\n  secret_key: "${s}"\n}`,
  ]);
}

function addShapes(r: R, each: Each, add: Add): void {
  each("tab-table-column", () => `${r(B62, 60)}${r(B62, 26)}==`, [
    (s) =>
      `$ influx auth create --org acme --all-access\nID\t\t\tDescription\tToken\t\t\t\tUser Name\tUser ID\n${r(HEX, 16)}\t\t\t${s}\tadmin\t\t${r(HEX, 16)}`,
    (s) => `Name\tSecret\tCreated\nci\t${s}\t2026-11-27`,
  ]);
  const codes = (s: string, sep = ", ") => [...s].map((c) => c.charCodeAt(0)).join(sep);
  // (the secret that must not survive is the encoded form the line holds)
  for (const wrap of [
    (c: string) => `const secret = [${c}];`,
    (c: string) => `const t = String.fromCharCode(${c});`,
  ]) {
    const c = codes(`ghp_${r(B62, 36)}`);
    add("char-codes", wrap(c), c);
  }
  const b = btoa(`ghp_${r(B62, 36)}`);
  add("char-codes", `$ echo '${b}' | base64 -d`, b);
  each("pusher-positional", () => r(HEX, 20), [
    (s) => `const pusher = new Pusher("${r(DI, 7)}", "${r(HEX, 20)}", "${s}");`,
    (s) => `$pusher = new Pusher\\Pusher('${r(HEX, 20)}', '${s}', '${r(DI, 7)}', $options);`,
  ]);
  each("hardhat-accounts", () => `0x${r(HEX, 64)}`, [
    (s) => `networks: { sepolia: { url: process.env.RPC_URL, accounts: ["${s}"] } },`,
    (s) => `  goerli: {\n    url: RPC,\n    accounts: [\n      "${s}",\n    ],\n  },`,
    (s) => `accounts: ['${s}', process.env.SECOND_KEY],`,
  ]);
  each("wrapped-box", () => mixed(r, 18), [
    (s) => `│ Stripe key: whsec_${mixed(r, 18)}│\n│ ${s}        │`,
    (s) => `│ Twilio key: ${r(HEX, 17)}│\n│ ${s}        │`,
  ]);
}

function addLanguages(r: R, each: Each): void {
  each("prose-more-languages", () => mixed(r, 24), [
    (s) => `Voici mon jeton Acme : « ${s} ». Pourquoi le déploiement échoue-t-il encore ?`,
    (s) => `Acme anahtarım şu: ${s}. Neden 401 hatası alıyorum?`,
    (s) => `Khóa Acme của tôi là ${s}, tại sao vẫn bị lỗi 401 vậy?`,
    (s) => `मेरी Acme key ${s} है, फिर भी 401 क्यों आ रहा है?`,
    (s) => `Mi clave de Acme es ${s}, ¿por qué falla?`,
  ]);
}
