/**
 * More look-alikes, by context (shell, command output, code, config, prose, URL, header, log, JSON):
 * git SHAs, UUIDs/ULIDs, integrity hashes and image digests, base64 of ordinary data, placeholders
 * of every templating style, public keys and certificates, test dummies, long identifiers, minified
 * code, request ids, AWS account ids and ARNs, secret-named keys without a value, prose about
 * passwords in several languages, commit messages about tokens, and the near misses of the webhook,
 * cookie and CLI-credential rules (documentation URLs, empty or flag-valued cookies, options that
 * read the secret from a file, the environment or a prompt). Values come from a seeded PRNG.
 */
import { B64, DI, HEX, LO, mulberry32, UD } from "./corpus-alphabets.js";
import { addFamilyNegatives } from "./negatives-families.js";

type AddNegative = (kind: string, ...texts: string[]) => void;
type R = (alphabet: string, n: number) => string;

export function addLookalikeNegatives(add: AddNegative, seed = 20261126): void {
  const rand = mulberry32(seed);
  const r: R = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  addIds(add, r);
  addHashes(add, r);
  addPlaceholders(add);
  addCodeAndConfig(add, r);
  addProse(add);
  addFamilyNegatives(add, r);
}

function addIds(add: AddNegative, r: R): void {
  const sha = () => r(HEX, 40);
  const uuid = () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;
  const ulid = () => `01${r("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24)}`;
  add(
    "ids-shell",
    `$ git log --oneline -3\n${sha().slice(0, 7)} fix: refresh token before expiry\n${sha().slice(0, 7)} chore: bump deps\n${sha().slice(0, 7)} feat: api key rotation`,
    `git cherry-pick ${sha()}`,
    `git diff ${sha().slice(0, 12)}..${sha().slice(0, 12)} -- src/auth`,
    `git revert --no-edit ${sha()}`,
    `git show ${sha().slice(0, 10)}:config/secrets.example.yml`,
    `git rebase -i ${sha().slice(0, 8)}~3`,
    `$ git stash list\nstash@{0}: WIP on main: ${sha().slice(0, 7)} token cache`,
  );
  add(
    "ids-output",
    `commit ${sha()} (HEAD -> main, origin/main)\nMerge: ${sha().slice(0, 7)} ${sha().slice(0, 7)}`,
    `Created ULID ${ulid()} for job export-2026`,
    `job_id=${ulid()} state=succeeded`,
    `Request ID: ${uuid()}`,
    `x-amzn-RequestId: ${uuid()}`,
    `x-ms-request-id: ${uuid()}`,
    `cf-ray: ${r(HEX, 16)}-FRA`,
    `Correlation ID ${uuid()} (keep it for support)`,
    `Deployment ${r("abcdefghjkmnpqrstuvwxyz23456789", 9)} ready in 38s`,
    `Run id: ${r(DI, 10)}, attempt 2`,
  );
  add(
    "ids-aws",
    `Account: ${r(DI, 12)}`,
    `"Arn": "arn:aws:iam::${r(DI, 12)}:user/ci-deployer"`,
    `arn:aws:lambda:eu-west-1:${r(DI, 12)}:function:token-refresher`,
    `arn:aws:kms:us-east-1:${r(DI, 12)}:key/${uuid()}`,
    `arn:aws:ssm:us-east-1:${r(DI, 12)}:parameter/prod/api_key`,
    `"UserId": "AIDA${r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17)}"`,
    `aws sts get-caller-identity --query Account --output text`,
    `role_arn = arn:aws:iam::${r(DI, 12)}:role/OrganizationAccountAccessRole`,
    `"KeyId": "${uuid()}"`,
  );
  add(
    "ids-json",
    `{"id":"${uuid()}","type":"api_key","created":"2026-02-01T10:00:00Z","last_used":null}`,
    `{"token_id": "${uuid()}", "scopes": ["read"], "expires_at": "2026-03-01"}`,
    `{"session_id": "${uuid()}", "user": "alice", "ttl": 3600}`,
    `{"secretId": "${uuid()}", "version": 3}`,
    `{"key_id":"${r(HEX, 16)}","algorithm":"ed25519"}`,
    `{"nonce": ${r(DI, 9)}, "blockHash": "0x${r(HEX, 64)}"}`,
    `{"etag":"W/\\"${r(HEX, 20)}\\"","size":1024}`,
  );
}

function addHashes(add: AddNegative, r: R): void {
  const b64 = (s: string) => Buffer.from(s).toString("base64");
  add(
    "hashes",
    `"resolved": "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz", "integrity": "sha512-${r(B64, 86)}=="`,
    `  integrity sha1-${r(B64, 27)}=`,
    `ghcr.io/acme/api@sha256:${r(HEX, 64)}`,
    `Digest: sha256:${r(HEX, 64)}`,
    `Status: Downloaded newer image for postgres@sha256:${r(HEX, 64)}`,
    `"sha256": "${r(HEX, 64)}",`,
    `SHA256 (cairn-0.5.0.tar.gz) = ${r(HEX, 64)}`,
    `md5sum: ${r(HEX, 32)}  backup.sql.gz`,
    `content-md5: ${r(B64, 22)}==`,
    `x-goog-hash: crc32c=${r(B64, 6)}==,md5=${r(B64, 22)}==`,
    `Fingerprint: SHA256:${r(B64, 43)}`,
    `256 SHA256:${r(B64, 43)} dev@laptop (ED25519)`,
    `The key fingerprint is:\nSHA256:${r(B64, 43)} ci@runner`,
    `<link rel="stylesheet" href="/assets/app-${r(HEX, 20)}.css" integrity="sha256-${r(B64, 43)}=">`,
    `go.sum: golang.org/x/crypto v0.21.0/go.mod h1:${r(B64, 43)}=`,
  );
  add(
    "base64-data",
    `echo '${b64('{"alg":"none"}')}' | base64 --decode`,
    `"payload": "${b64("The quick brown fox jumps over the lazy dog, twice over.")}"`,
    `data: ${b64("event: ping\nid: 42\n")}`,
    `<img src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==">`,
    `font: url(data:font/woff2;base64,d09GMgABAAAAA${r(B64, 60)}) format("woff2");`,
    `Content-Transfer-Encoding: base64\n\n${b64("Hello team, the release notes are attached to this mail.")}`,
  );
  add(
    "public-keys",
    `ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${r(B64, 80)}= root@host`,
    `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r(B64, 43)}`,
    `authorized_keys: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r(B64, 43)} deploy"`,
    `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBF${r(B64, 60)}\n${r(B64, 64)}\n-----END PGP PUBLIC KEY BLOCK-----`,
    `-----BEGIN CERTIFICATE REQUEST-----\nMIICvDCCAaQCAQAwdzEL${r(B64, 44)}\n-----END CERTIFICATE REQUEST-----`,
    `-----BEGIN RSA PUBLIC KEY-----\nMIIBCgKCAQEA${r(B64, 52)}\n-----END RSA PUBLIC KEY-----`,
    `ca.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM${r(B64, 60)}`,
    `"x5c": ["MIIC+DCCAeCgAwIBAgIJ${r(B64, 60)}"]`,
    `age1${r("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}`,
    `npub1${r("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}`,
  );
}

function addPlaceholders(add: AddNegative): void {
  add(
    "placeholders",
    `export GITHUB_TOKEN=<your-token>`,
    `export SLACK_WEBHOOK_URL="<your-webhook-url>"`,
    `API_KEY="\${API_KEY}"`,
    `token: {{ secrets.DEPLOY_TOKEN }}`,
    `password: "{{ vault_db_password }}"`,
    `password: "<%= ENV['DB_PASSWORD'] %>"`,
    `api_key = os.environ["STRIPE_API_KEY"]`,
    `token = os.getenv("HF_TOKEN")`,
    `const key = process.env.ANTHROPIC_API_KEY;`,
    `const { DB_PASSWORD } = process.env;`,
    `secret: \${{ secrets.NPM_TOKEN }}`,
    `"password": "%DB_PASSWORD%"`,
    `token=$(cat ~/.config/gh/token)`,
    `TOKEN="$(vault kv get -field=token secret/ci)"`,
    `password = getpass.getpass("Password: ")`,
    `Authorization: Bearer {{token}}`,
    `Authorization: Bearer \${ACCESS_TOKEN}`,
    `Authorization: token $GH_TOKEN`,
    `X-API-Key: <api-key>`,
    `Cookie: sessionid=<session-id>`,
    `DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DB`,
    `redis://:\${REDIS_PASSWORD}@redis:6379/0`,
    `https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX`,
    `https://discord.com/api/webhooks/<id>/<token>`,
    `SECRET_KEY=changeme`,
    `JWT_SECRET=your-256-bit-secret`,
    `password: password`,
    `api_key: "dummy"`,
    `token: "test-token"`,
    `client_secret: "fake-client-secret-for-tests"`,
  );
}

function addCodeAndConfig(add: AddNegative, r: R): void {
  add(
    "secret-named-no-value",
    `DB_PASSWORD=`,
    `API_KEY:`,
    `export AWS_SECRET_ACCESS_KEY`,
    `unset GITHUB_TOKEN`,
    `password:`,
    `  client_secret: null`,
    `"apiKey": "",`,
    `TOKEN ?= `,
    `[credentials]\npassword =\ntoken =`,
    `secret_key_base: <%= Rails.application.credentials.secret_key_base %>`,
  );
  add(
    "code-identifiers",
    `const accessTokenExpiresInSeconds = 15 * 60;`,
    `private readonly refreshTokenRepository: RefreshTokenRepository;`,
    `export function isPasswordStrongEnough(candidate: string): boolean {`,
    `def rotate_api_key(self, key_id: str) -> ApiKey:`,
    `func (s *SecretStore) GetSecretValue(ctx context.Context, name string) (string, error) {`,
    `class PasswordResetTokenGenerator(PasswordResetTokenGeneratorBase):`,
    `token_type_hint = "refresh_token"`,
    `grant_type=client_credentials&scope=read`,
    `AUTH_TOKEN_HEADER_NAME = "X-Auth-Token"`,
    `SECRET_KEY_ENV_VAR = "DJANGO_SECRET_KEY"`,
    `password_validators = ["MinimumLengthValidator", "CommonPasswordValidator"]`,
    `session_cookie_name = "sessionid"`,
    `const TOKEN_KEY = "auth.token.v2";`,
    `localStorage.setItem(TOKEN_KEY, token);`,
    `secretKeyRef:\n  name: db-credentials\n  key: password`,
    `valueFrom:\n  secretKeyRef:\n    name: api\n    key: token`,
    `test("rejects an expired token", async () => {`,
    `expect(hashPassword("hunter2")).not.toBe("hunter2");`,
    `assert verify_password("correct horse battery staple", stored_hash)`,
  );
  add(
    "minified",
    `!function(e,t){"object"==typeof exports&&"undefined"!=typeof module?module.exports=t():"function"==typeof define&&define.amd?define(t):(e=e||self).Tkn=t()}(this,function(){"use strict";`,
    `var n=r(${r(DI, 4)}),o=r(${r(DI, 3)}),i={token:null,secret:void 0,key:"${r(LO, 6)}"};`,
    `function a(e){return e.replace(/[A-Za-z0-9+/=]{20,}/g,"")}const c="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";`,
    `t.password=e.password||"",t.token=e.token||null,t.apiKey=e.apiKey;`,
    `const s=Symbol.for("react.element"),l="${r(HEX, 8)}";`,
  );
  add(
    "test-dummies",
    `const fakeToken = "a".repeat(40);`,
    `TEST_PASSWORD = "test"`,
    `api_key="0000000000000000000000000000000000000000"`,
    `token: "ffffffffffffffffffffffffffffffff"`,
    `const KEY = "0123456789abcdef0123456789abcdef";`,
    `stripe_key = "sk_test_XXXXXXXXXXXXXXXXXXXXXXXX"`,
    `mock_secret = "not-a-real-secret"`,
  );
  add(
    "long-identifiers",
    `com.example.security.authentication.token.RefreshTokenServiceImplementationTest`,
    `AbstractAuthenticationTokenProcessingFilterChainProxyBeanDefinitionParser`,
    `io.kubernetes.client.openapi.models.V1SecretKeySelectorBuilder`,
    `test_api_key_rotation_keeps_old_key_valid_for_grace_period_of_24_hours`,
    `@aws-sdk/client-secrets-manager@3.600.0`,
    `src/components/PasswordStrengthMeter/PasswordStrengthMeter.module.scss`,
    `node_modules/.pnpm/@octokit+auth-token@4.0.0/node_modules/@octokit/auth-token/dist-node/index.js`,
    `build-${r(UD, 6)}-linux-x64-${r(DI, 8)}`,
    `cache key: node-modules-${r(HEX, 64)}`,
    `Restored cache with key: Linux-pnpm-store-${r(HEX, 64)}`,
  );
}

function addProse(add: AddNegative): void {
  add(
    "prose-languages",
    `Bitte gib dein Passwort nicht weiter.`,
    `Das Token läuft nach 24 Stunden ab.`,
    `Ton mot de passe doit contenir au moins un chiffre.`,
    `La clé API est stockée dans le coffre-fort.`,
    `El token de acceso caduca en una hora.`,
    `Nunca compartas tu contraseña con nadie.`,
    `La password deve contenere almeno 8 caratteri.`,
    `A chave de API fica no cofre da equipe.`,
    `Het wachtwoord moet minstens één cijfer bevatten.`,
    `Hasło musi mieć co najmniej 12 znaków.`,
    `Ваш токен истёк, войдите снова.`,
    `Не храните пароль в репозитории.`,
    `请勿在代码中硬编码密码。`,
    `访问令牌已过期，请重新登录。`,
    `APIキーをリポジトリにコミットしないでください。`,
    `トークンの有効期限が切れました。`,
    `비밀번호를 다시 입력하세요.`,
    `Parola en az 8 karakter olmalıdır.`,
    `Mật khẩu phải có ít nhất 8 ký tự.`,
    `كلمة المرور غير صحيحة`,
    `הסיסמה שגויה`,
    `पासवर्ड कम से कम 8 अक्षरों का होना चाहिए`,
    `Lösenordet måste vara minst 12 tecken.`,
    `Adgangskoden er udløbet.`,
    `Passordet er endret.`,
    `Salasana on vanhentunut.`,
    `Parola este obligatorie.`,
    `La contrasenya és incorrecta.`,
    `Lozinka je promijenjena 2024-05-01.`,
    `Mật khẩu là bắt buộc.`,
    `Kata sandi minimal 8 karakter.`,
    `Ο κωδικός είναι λάθος.`,
    `รหัสผ่านไม่ถูกต้อง`,
    `Ich habe das Passwort auf der Staging-Seite geändert.`,
    `Changez le mot de passe en cliquant ici.`,
    `Cambia la contraseña a través del portal.`,
    `use SSO as the password is not needed`,
    `use the value from step 3 as the token`,
  );
  add(
    "commit-messages",
    `fix(auth): refresh the access token 60s before it expires`,
    `chore: rotate the API key used by the staging smoke tests`,
    `feat: support GitHub fine-grained personal access tokens`,
    `revert "store session tokens in redis" (a1b2c3d)`,
    `security: stop logging the Authorization header`,
    `docs: explain how to set SLACK_WEBHOOK_URL in CI`,
    `test: password reset token is single-use`,
    `Removed the leaked token from history and rotated it (see incident 2026-01)`,
    `Merge branch 'fix/secret-scanning-false-positives' into main`,
    `refactor: rename apiKey to apiKeyId in the billing client`,
  );
  add(
    "prose-en",
    `Your password must be different from your last 5 passwords.`,
    `Paste the token when the CLI asks for it; it is not echoed.`,
    `The webhook URL is shown once when you create the integration.`,
    `Session cookies are HttpOnly and Secure in production.`,
    `Use docker login --password-stdin so the password stays out of shell history.`,
    `Never pass the password with -p on the command line.`,
    `The API key has read-only scope and expires in 30 days.`,
    `We store only a bcrypt hash of each password.`,
  );
}
