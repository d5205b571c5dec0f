/**
 * Texts that hold no secret and must come through redaction unchanged: the random-looking values a
 * coding session is full of (commit SHAs, UUIDs, lockfile integrity hashes, image digests, base64 of
 * ordinary text, content-hashed file names), secret-named code without a value, placeholders, public
 * keys and certificates, and the published example credentials of vendor docs. Values come from the
 * same seeded PRNG as the positive corpus (corpus-alphabets.ts).
 */
import { B62, B64, DI, HEX, LO, mulberry32, UD } from "./corpus-alphabets.js";
import { addArtifactNegatives } from "./negatives-artifacts.js";
import { addAssembledNegatives } from "./negatives-assembled.js";
import { addCredentialPositionNegatives } from "./negatives-credential-position.js";
import { addDocumentedNegatives } from "./negatives-documented.js";
import { addEncodedUrlNegatives } from "./negatives-encoded-urls.js";
import { addHeaderNegatives } from "./negatives-headers.js";
import { addIdLabelNegatives } from "./negatives-id-labels.js";
import { addIdOutputNegatives } from "./negatives-id-outputs.js";
import { addIdPositionNegatives } from "./negatives-id-positions.js";
import { idShapes } from "./negatives-id-shapes.js";
import { addIdTalkNegatives } from "./negatives-id-talk.js";
import { addKeyShapeNegatives } from "./negatives-key-shapes.js";
import { addLastFamilyNegatives } from "./negatives-last-families.js";
import { addLeftFamilyNegatives } from "./negatives-left-families.js";
import { addLookalikeNegatives } from "./negatives-lookalikes.js";
import { addPlacementNegatives } from "./negatives-placements.js";
import { addPrintedFamilyNegatives } from "./negatives-printed-families.js";
import { addPublicIdNegatives } from "./negatives-public-ids.js";
import { addPublicValueNegatives } from "./negatives-public-values.js";
import { addStrangerIdNegatives } from "./negatives-stranger-ids.js";
import { addStructureTailNegatives } from "./negatives-structure-tail.js";
import { addStructureRuleNegatives } from "./negatives-structures.js";

export interface NegativeCase {
  /** What kind of look-alike the text is. */
  kind: string;
  text: string;
}

export function buildNegativeCorpus(seed = 20261125): NegativeCase[] {
  const rand = mulberry32(seed);
  const r = (alphabet: string, n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const sha = () => r(HEX, 40);
  const uuid = () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-8${r(HEX, 3)}-${r(HEX, 12)}`;
  const b64 = (s: string) => Buffer.from(s).toString("base64");
  const out: NegativeCase[] = [];
  const add = (kind: string, ...texts: string[]) => {
    for (const text of texts) out.push({ kind, text });
  };
  for (let k = 0; k < 3; k++) {
    add(
      "git",
      `commit ${sha()}\nAuthor: Dev <dev@example.com>\n\n    Fix token refresh`,
      `$ git rev-parse HEAD\n${sha()}`,
      `${sha().slice(0, 7)} Merge pull request #${r(DI, 3)} from acme/fix-auth`,
      `git checkout ${sha()} -- src/auth/token.ts`,
      `HEAD is now at ${sha().slice(0, 12)} Rotate signing key handling`,
    );
    add(
      "id",
      `request_id=${uuid()} status=200 duration_ms=${r(DI, 3)}`,
      `{"id": "${uuid()}", "name": "deploy", "created_at": "2026-01-0${k + 1}T10:00:00Z"}`,
      `$ uuidgen\n${uuid().toUpperCase()}`,
      `trace_id: ${r(HEX, 32)} span_id: ${r(HEX, 16)}`,
      `Resource: /subscriptions/${uuid()}/resourceGroups/rg-app/providers/Microsoft.Web/sites/app`,
      `arn:aws:iam::${r(DI, 12)}:role/github-actions-deploy`,
      `pod/api-${r("bcdfghjklmnpqrstvwxz2456789", 10)}-${r("bcdfghjklmnpqrstvwxz2456789", 5)} 1/1 Running`,
    );
    add(
      "hash",
      `"integrity": "sha512-${r(B64, 86)}=="`,
      `resolved "https://registry.yarnpkg.com/left-pad/-/left-pad-1.3.0.tgz#${sha()}"`,
      `github.com/spf13/cobra v1.8.${k} h1:${r(B64, 43)}=`,
      `checksum = "${r(HEX, 64)}"`,
      `FROM node:22-alpine@sha256:${r(HEX, 64)}`,
      `${r(HEX, 64)}  dist/cairn-0.4.${k}.tgz`,
      `ETag: "${r(HEX, 32)}"`,
      `<script src="/assets/index-${r(B62, 8)}.js" integrity="sha384-${r(B64, 64)}"></script>`,
      `Cache-Control: max-age=3600\nX-Request-Id: ${uuid()}`,
    );
    add(
      "base64",
      `echo ${b64("hello from the build server")} | base64 -d`,
      `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA${r(B64, 40)}`,
      `"content": "${b64("# Title\n\nSome markdown body for the README file.\n")}"`,
      `//# sourceMappingURL=data:application/json;base64,${b64('{"version":3,"sources":["../src/index.ts"],"mappings":"AAAA"}')}`,
    );
    add(
      "code",
      `const passwordResetTokenTtlSeconds = 3600;`,
      `function validatePassword(password: string): boolean {`,
      `if (!token) throw new Error("missing token");`,
      `tokenizer = AutoTokenizer.from_pretrained("bert-base-uncased")`,
      `max_tokens=4096, temperature=0.2`,
      `const { data: session } = await supabase.auth.getSession();`,
      `export const AbstractSingletonProxyFactoryBeanProvider = createProvider();`,
      `password_field.send_keys(Keys.RETURN)`,
      `test_password_reset_flow_sends_email_and_expires_token_after_one_hour`,
      `apiKey: process.env.OPENAI_API_KEY,`,
      `const secret = await getSecret("prod/db/password");`,
      `AUTH_HEADER = "Authorization"`,
      `password: string; // hashed with argon2id`,
      `token = request.headers.get("Authorization", "").removeprefix("Bearer ")`,
    );
    add(
      "placeholder",
      `export OPENAI_API_KEY=<YOUR_API_KEY>`,
      `API_KEY=xxxxxxxxxxxxxxxxxxxx`,
      `password: \${DB_PASSWORD}`,
      `token: "{{ .Values.registry.token }}"`,
      `curl -H "Authorization: Bearer $TOKEN" https://api.example.com/v1/me`,
      `GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}`,
      `docker login -u ci -p "$REGISTRY_PASSWORD" registry.example.com`,
      `mysql -u root -p app_production`,
      `AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE`,
      `aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
    );
    add(
      "public-key",
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r(B64, 43)} dev@laptop`,
      `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ${r(B64, 120)} ci@runner`,
      `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${r(B64, 20)}\n${r(B64, 64)}\n-----END PUBLIC KEY-----`,
      `-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE${r(B64, 44)}\n${r(B64, 64)}\n-----END CERTIFICATE-----`,
      `    client-certificate-data: ${b64(`-----BEGIN CERTIFICATE-----\nMIIC${r(B64, 60)}\n-----END CERTIFICATE-----\n`)}`,
      `{"kty":"RSA","kid":"${r(B62, 16)}","use":"sig","n":"${r(B62, 86)}","e":"AQAB"}`,
      `pk_live_${r(B62, 24)}`,
    );
    add(
      "text",
      `The ${r(LO, 6)} service moved to v2.${k}.1-beta.3+build.${r(DI, 4)}; see /usr/local/lib/node_modules/@acme/cli/dist/index.js`,
      `Processed ${r(DI, 5)} records in ${r(DI, 3)}ms (cache hit ratio 0.${r(DI, 2)})`,
      `Build ${r(UD, 10)} finished: 42 passed, 0 failed`,
      `Please set the token in your shell before running the deploy script.`,
      `The password policy requires 12 characters, one digit and one symbol.`,
    );
  }
  addStructureNegatives(add);
  addStructureRuleNegatives(add);
  addLookalikeNegatives(add);
  addHeaderNegatives(add);
  addArtifactNegatives(add);
  addPublicValueNegatives(add);
  addDocumentedNegatives(add);
  addCredentialPositionNegatives(add);
  addStrangerIdNegatives(add);
  const ids = idShapes(20261127);
  addIdLabelNegatives(add, ids);
  addIdPositionNegatives(add, ids);
  addIdOutputNegatives(add, idShapes(20261128));
  addIdTalkNegatives(add, idShapes(20261129));
  addLastFamilyNegatives(add);
  addPublicIdNegatives(add);
  addLeftFamilyNegatives(add);
  addPrintedFamilyNegatives(add);
  addKeyShapeNegatives(add);
  addPlacementNegatives(add);
  addAssembledNegatives(add);
  addEncodedUrlNegatives(add);
  addStructureTailNegatives(add);
  return out;
}

/**
 * Look-alikes with a fixed published shape: UI strings and error codes under secret-named keys, W3C traceparent,
 * Ethereum (EIP-55) and bech32 addresses, age recipients, secret-manager references (1Password
 * `op://`, AWS Secrets Manager ARNs), schema types, stand-ins, masked values, paths to key files,
 * options that act on keys by name, empty passwords and code that reads a secret from elsewhere.
 */
function addStructureNegatives(add: (kind: string, ...texts: string[]) => void): void {
  add(
    "ui-string",
    `"forgotPassword": "Forgot password?",`,
    `passwordExpired: "Your password has expired. Please choose a new one.",`,
    `invalidPassword: 'Invalid password',`,
    `errors.passwordMismatch = "Passwords do not match";`,
  );
  add(
    "error-code",
    `TOKEN_EXPIRED = "TokenExpiredError"`,
    `tokenInvalid: "E_TOKEN_INVALID_401",`,
    `passwordMismatch: "PWD_MISMATCH",`,
    `API_KEY_MISSING=E4011`,
    `secret_missing: ERR_NO_SECRET_2`,
  );
  add(
    "public-id",
    `traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01`,
    `WALLET_ADDRESS=0x742d35Cc6634C0532925a3b844Bc454e4438f44e`,
    `AGE_RECIPIENT=age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p`,
    `donation_address = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"`,
    `mac address 3c:22:fb:9a:11:7e`,
  );
  add(
    "reference",
    `DB_PASSWORD=op://prod/postgres/password`,
    `DB_SECRET_ARN=arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf`,
    `GOOGLE_APPLICATION_CREDENTIALS=/home/dev/keys/service-account.json`,
    `CLIENT_SECRET_FILE=~/secrets/client_secret.json`,
    `aws secretsmanager get-secret-value --secret-id prod/db/password`,
  );
  add(
    "placeholder",
    `password: String!`,
    `API_KEY=REPLACE_ME`,
    `API_TOKEN=TODO`,
    `OPENAI_API_KEY=sk-proj-••••••••••••3fQa`,
    `sshpass -p '' ssh deploy@host`,
  );
  add(
    "key-operation",
    `gpg --export-secret-keys --armor alice@example.com > private.asc`,
    `gpg --delete-secret-keys 3AA5C34371567BD2`,
    `gpg --list-secret-keys --keyid-format LONG`,
    `az storage account keys list --account-key key1`,
    `aws kms encrypt --key-id alias/app-key --plaintext fileb://data.bin`,
    `cosign sign --key cosign.key ghcr.io/acme/app:v1`,
  );
  add(
    "code",
    `password = self.options.password`,
    `password = settings.DATABASE_PASSWORD`,
    `const token = this.authService.currentToken;`,
    `token = response.data.accessToken`,
    `$ kubectl get secret db-creds -o yaml\nFOUND=1`,
    `$cred = New-Object System.Management.Automation.PSCredential($user, $secure)`,
    `$secure = ConvertTo-SecureString $env:DB_PASSWORD -AsPlainText -Force`,
    `CFLAGS ?= -O2 -Wall`,
  );
  add(
    "sql-and-services",
    `ALTER USER app IDENTIFIED EXTERNALLY;`,
    `the regression was identified by reviewers before release`,
    `CREATE USER app IDENTIFIED BY :new_password;`,
    `requirepass ""`,
    `url: jdbc:oracle:thin:@//db.internal:1521/ORCLPDB1`,
    `127.0.0.1:6379> AUTH`,
  );
  add(
    "prose-other-languages",
    `Passwort vergessen?`,
    `Das Passwort ist falsch. Bitte erneut versuchen.`,
    `le mot de passe est incorrect`,
    `mot de passe : 8 caractères minimum`,
    `la contraseña debe tener al menos 8 caracteres`,
    `a senha é obrigatória`,
    `het wachtwoord is verlopen`,
    `Пароль — обязательное поле`,
    `пароль: не менее 8 символов`,
    `密码是必填项`,
    `密码：至少8个字符`,
    `パスワードは8文字以上です`,
    `비밀번호: 8자 이상`,
    `Das Passwort steht in 1Password unter "Staging DB"`,
    `account settings: General`,
    `user profile: https://example.com/u/alice`,
  );
  add(
    "services-prose-and-fallbacks",
    `the password must be at least 8 characters`,
    `set the token to expire after 30d`,
    `password was reset to default by the admin`,
    `I changed the password to use bcrypt2b hashing`,
    `token is set to null when the session ends`,
    `the password to the server is in 1Password`,
    `Der Schlüssel ist ungültig`,
    `la clave es obligatoria`,
    `le jeton est expiré`,
    `ключ: см. Vault`,
    `密钥是必需的`,
    `API-Schlüssel ist erforderlich (min. 32 Zeichen)`,
    `password Reset2FA flow`,
    `login with GitHub OAuth2 instead`,
    `password hashing uses Argon2id`,
    `const apiKey = process.env.API_KEY || "";`,
    `const secret = process.env.JWT_SECRET || "development";`,
    `token = os.environ.get("TOKEN") or "anonymous"`,
    `const mode = process.env.NODE_ENV ?? "production";`,
    `val key = prefs.getString("cache_key") ?: "default_v2"`,
    `const sortKey = a.sortKey || "createdAt2024";`,
    `expect(screen.getByText("password:")).toBeVisible(); send("hello")`,
    `PASS src/core/redact/redact.test.ts (31 tests)`,
    `PASS  test/unit/login.test.ts`,
    ` ✓ PASS test/e2e/auth.spec.ts`,
    `snmpwalk -v2c -c public 10.0.0.1`,
    `snmpwalk -v2c -c $COMMUNITY 10.0.0.1`,
    `mc alias set local http://localhost:9000 $MINIO_USER $MINIO_PASSWORD`,
    `psexec \\\\srv -u admin -p $env:PW cmd`,
    `python3 setup.py install`,
    `python3 manage.py runserver 0.0.0.0:8000`,
    `pytest tests/test_auth.py::test_login@slow`,
    `openssl passwd -6 -stdin < pw.txt`,
    `BUNDLE_PATH=vendor/bundle`,
    `BUNDLE_GEMS__CONTRIBSYS__COM=$SIDEKIQ_CREDS`,
    `const w = new ethers.Wallet(process.env.PRIVATE_KEY!, provider)`,
    `tx hash 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060`,
    `WIFI:T:WPA;S:Guest;P:;;`,
    `: PSK "$PSK"`,
    `AUTH PLAIN`,
    `220 smtp.gmail.com ESMTP
AUTH LOGIN`,
    `K0042 is the ticket id`,
    `aio_ prefix is used for Adafruit keys`,
    `the b2 bucket K005 region`,
    `CREATE USER app IDENTIFIED BY VALUES 'S:ABC'`,
    `data was identified by hash2sum matching`,
    `reset password link expired`,
    `passwordless login via magic link2`,
    `see docs/password-policy.md for rules`,
    `Login: admin (password in vault)`,
    `user: alice, role: admin2`,
    `account: 123456789012`,
    `account id: acme-prod-01`,
    `username: deploy-bot, uid: 1001`,
    `Passwort muss mindestens 12 Zeichen lang sein`,
    `contraseña: ver gestor de contraseñas`,
    `mot de passe : voir Bitwarden`,
    `hasło to ciąg znaków`,
    `password to be provided by ops (ticket OPS-1234)`,
    `The token was updated to v2 format`,
    `I set the API key to the value from step 3`,
    `$cred = Get-Credential`,
    `secretsdump.py -just-dc-ntlm CORP/admin@10.0.0.5`,
    `ldapsearch -x -D cn=admin -W`,
    `bindpw`,
    `rootpw {SSHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=`,
  );
  add(
    "headers-json-keys-defaults",
    `headers.Authorization = "Bearer " + token;`,
    `const h = \`Bearer \${await getToken()}\`;`,
    `WWW-Authenticate: Bearer realm="api", error="invalid_token"`,
    `Authorization: Bearer <token>`,
    `"Authorization": "Bearer YOUR_ACCESS_TOKEN_HERE"`,
    `bearer tokens are described in RFC6750AuthorizationFramework`,
    `{"key": "user-settings-theme", "value": "dark"}`,
    `{"key": "release-2024-01-15", "value": 3}`,
    `{"key":"ArrowDown","code":"ArrowDown","keyCode":40}`,
    `{"items":[{"key":"a1","label":"One"}]}`,
    `{"key": "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="}`,
    `{"key": "node_modules/.cache/babel-loader/0a1b2c3d"}`,
    `ENV.fetch("RAILS_MAX_THREADS") { 5 }`,
    `ENV.fetch("PORT") { "3000" }`,
    `cache.fetch("token_count") { "computeTokens2024" }`,
    `wandb login --relogin`,
    `la password del server è scaduta`,
    `a senha é obrigatória`,
    `пароль: обязательное поле`,
    `token del usuario es inválido`,
  );
}
