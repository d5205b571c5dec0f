// Negatives that sit where secrets sit but carry none: placeholders and references to secrets kept
// elsewhere, public keys and certificates, obvious dummies, key names without values, prose and commit
// messages about passwords and tokens, colours, data URIs, minified code, resource names, and values
// that vendors publish on purpose (publishable keys, Sentry DSNs).

import { ALPHA, b64 } from "./rng.mjs";

const ENVS = [
  "API_KEY",
  "GITHUB_TOKEN",
  "DB_PASSWORD",
  "STRIPE_SECRET_KEY",
  "SLACK_WEBHOOK_URL",
  "AWS_SECRET_ACCESS_KEY",
  "OPENAI_API_KEY",
  "SESSION_SECRET",
];
const pem = (r, label, prefix, len) => {
  const body = prefix + r.chars(ALPHA.b64, len - prefix.length);
  return `-----BEGIN ${label}-----\n${body.match(/.{1,64}/g).join("\n")}\n-----END ${label}-----`;
};

export const TEXT_NEGATIVES = {
  placeholder: [
    (r) => ["config", `${r.pick(ENVS)}=<your-${r.pick(["token", "api-key", "password"])}-here>`],
    (r) => ["config", `# .env.example\n${r.pick(ENVS)}=\n${r.pick(ENVS)}=\nPORT=3000`],
    (r) => ["shell", `export ${r.pick(ENVS)}=\${${r.pick(ENVS)}:?set it in your shell profile}`],
    (r) => ["shell", `curl -H "Authorization: Bearer $${r.pick(ENVS)}" https://api.acme-corp.net/v1/me`],
    (_r) => ["config", `env:\n  NPM_TOKEN: \${{ secrets.NPM_TOKEN }}\n  GH_TOKEN: \${{ github.token }}`],
    (_r) => ["config", `password: "{{ .Values.postgresql.auth.password }}"`],
    (_r) => ["code", `api_key = "YOUR_API_KEY"  # replace with your own key`],
    (_r) => ["config", `token: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`],
    (_r) => [
      "prose",
      `Set STRIPE_SECRET_KEY to sk_live_XXXXXXXXXXXXXXXXXXXXXXXX in production and sk_test_… locally.`,
    ],
    (_r) => ["config", `"password": "********",\n"username": "admin"`],
    (_r) => ["log", `Looking in indexes: https://__token__:****@pypi.acme-corp.net/simple`],
    (_r) => ["output", `GITHUB_TOKEN: ***\nDEPLOY_KEY: ***\n##[group]Run ./deploy.sh`],
    (_r) => ["config", `[database]\nuser = app\npassword = CHANGE_ME`],
    (_r) => ["config", `aws_secret_access_key = <REDACTED>`],
    (_r) => ["code", `# docs: curl -u USERNAME:PASSWORD https://api.example.com/v1/items`],
    (_r) => [
      "config",
      `slack_webhook: https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX`,
    ],
    (_r) => ["code", `password = "" # set via --password or CAIRN_DB_PASSWORD`],
  ],
  "secret-reference": [
    (r) => ["code", `api_key = os.environ["${r.pick(ENVS)}"]`],
    (r) => ["code", `const key = process.env.${r.pick(ENVS)} ?? "";`],
    (r) => ["code", `token := os.Getenv("${r.pick(ENVS)}")`],
    (r) => ["code", `String pw = System.getenv("${r.pick(ENVS)}");`],
    (r) => ["code", `let key = std::env::var("${r.pick(ENVS)}").expect("missing key");`],
    (r) => ["code", `secret = ENV.fetch("${r.pick(ENVS)}")`],
    (r) => ["code", `const token = Deno.env.get("${r.pick(ENVS)}");`],
    (_r) => [
      "config",
      `env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-creds\n        key: password`,
    ],
    (_r) => [
      "config",
      `password = data.aws_secretsmanager_secret_version.db.secret_string\nusername = var.db_username`,
    ],
    (_r) => ["config", `OPENAI_API_KEY=op://Engineering/OpenAI/credential`],
    (_r) => ["shell", `export DB_PASSWORD="$(cat /run/secrets/db_password)"`],
    (r) => ["code", `password = keyring.get_password("${r.pick(["acme-cli", "jira"])}", getpass.getuser())`],
    (r) => ["config", `vault_path: secret/data/${r.pick(["prod", "staging"])}/api#token`],
    (_r) => [
      "shell",
      `aws ssm get-parameter --name /prod/api/stripe_key --with-decryption --query Parameter.Value`,
    ],
    (r) => ["code", `const { password } = await secrets.get("db/${r.pick(["primary", "replica"])}");`],
    (_r) => ["config", `credential_process = /usr/local/bin/aws-vault exec prod --json`],
  ],
  "public-key": [
    (r) => [
      "config",
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(ALPHA.b64, 43)} ${r.pick(["dana@laptop", "ci@build-01", "deploy"])}`,
    ],
    (r) => ["config", `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.chars(ALPHA.b64, 520)}= ops@bastion`],
    (r) => ["config", pem(r, "PUBLIC KEY", "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA", 392)],
    (r) => ["config", pem(r, "CERTIFICATE", "MIIDdzCCAl+gAwIBAgIE", 1200)],
    (r) => [
      "config",
      `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(ALPHA.b64, 43)}\n|1|${r.b64bytes(20)}|${r.b64bytes(20)} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAI${r.chars(ALPHA.b64, 140)}=`,
    ],
    (r) => [
      "config",
      `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBG${r.chars(ALPHA.b64, 58)}\n${r.chars(ALPHA.b64, 64)}\n${r.chars(ALPHA.b64, 64)}\n=${r.chars(ALPHA.b64, 4)}\n-----END PGP PUBLIC KEY BLOCK-----`,
    ],
    (r) => [
      "config",
      `# sops recipients\ncreation_rules:\n  - age: age1${r.chars("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}`,
    ],
    (r) => [
      "config",
      `[Peer]\nPublicKey = ${r.b64bytes(32)}\nEndpoint = vpn.acme-corp.net:51820\nAllowedIPs = 10.8.0.0/24`,
    ],
    (r) => [
      "json",
      `{"keys":[{"kty":"RSA","use":"sig","kid":"${r.b64url(16)}","alg":"RS256","n":"${r.b64url(342)}","e":"AQAB"}]}`,
    ],
    (r) => [
      "config",
      `clusters:\n- cluster:\n    certificate-authority-data: ${b64(`${pem(r, "CERTIFICATE", "MIIC/jCCAeagAwIBAgIB", 1020)}\n`)}\n    server: https://10.0.0.10:6443\n  name: prod`,
    ],
    (r) => [
      "config",
      `untrusted comment: minisign public key ${r.hex(16).toUpperCase()}\nRWQ${r.chars(ALPHA.b64, 53)}`,
    ],
  ],
  "test-dummy": [
    () => ["code", `const client = new Client({ apiKey: "test-api-key" });`],
    () => ["code", `FAKE_TOKEN = "fake-token-for-tests"`],
    () => ["code", `mock.onGet("/me").reply(200, { token: "dummy-token" });`],
    () => [
      "config",
      `[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
    ],
    () => ["code", `const NOT_A_SECRET = "not-a-real-secret"; // fixture marker`],
    () => ["code", `process.env.GITHUB_TOKEN = "ghp_${"x".repeat(36)}"; // placeholder for the test`],
    () => ["code", `headers: { Authorization: "Bearer test" }`],
    () => ["code", `user = User(email="alice@example.com", password="password")`],
    () => ["config", `POSTGRES_PASSWORD: example  # local docker only`],
    () => ["code", `assert login("admin", "wrong-password") is False`],
  ],
  "long-identifier": [
    () => [
      "code",
      `public class AbstractAuthenticationTokenRefreshSchedulerFactoryBean implements InitializingBean {`,
    ],
    () => ["code", `export function getUserAccessTokenExpiryThresholdMilliseconds(): number {`],
    () => [
      "code",
      `import { PasswordResetRequestedEventHandler } from "./handlers/password-reset-requested-event-handler";`,
    ],
    () => ["config", `resource "aws_iam_role_policy_attachment" "eks_worker_AmazonEKSWorkerNodePolicy" {`],
    () => [
      "code",
      `<div class="flex items-center justify-between rounded-lg bg-slate-800/60 px-4 py-2 hover:bg-slate-700/70">`,
    ],
    () => [
      "output",
      `module.eks.aws_iam_role_policy_attachment.this["arn:aws:iam::aws:policy/AmazonEKSClusterPolicy"]: Refreshing state...`,
    ],
    () => ["code", `import "github.com/aws/aws-sdk-go-v2/service/secretsmanager/types"`],
    () => ["config", `<artifactId>spring-security-oauth2-resource-server</artifactId>`],
    (r) => [
      "code",
      `<button class="styles_primaryButton__${r.b64url(5)} styles_large__${r.b64url(5)}">Save</button>`,
    ],
    () => ["code", `const SESSION_TOKEN_COOKIE_NAME_PREFIX_FOR_SECURE_CONTEXTS = "__Secure-";`],
  ],
  "minified-code": [
    () => [
      "code",
      `!function(e,t){"object"==typeof exports&&"undefined"!=typeof module?module.exports=t():"function"==typeof define&&define.amd?define(t):(e=e||self).Token=t()}(this,function(){"use strict";var e=function(e){return e&&e.length>0};return{isSet:e}});`,
    ],
    (r) => [
      "json",
      `{"version":3,"file":"index.js","sources":["../src/index.ts"],"names":["token","refresh"],"mappings":"${Array.from({ length: 14 }, () => r.pick(["AAAA", "AACA", "SAASA", "EAAE", "IAAI", "CAAC", "OAAO", "GAAG", "KAAK", "QAAQ"])).join(",")};AACA,${r.pick(["YAAY", "UAAU"])}"}`,
    ],
    () => [
      "code",
      `.a{color:#1f2937}.b{display:flex;gap:.5rem}.c:hover{background:#f3f4f6}@media (min-width:768px){.d{grid-template-columns:repeat(3,minmax(0,1fr))}}`,
    ],
    () => ["code", `const n=(t,e)=>t.reduce((r,o)=>(r[o[e]]=o,r),{});export{n as indexBy};`],
  ],
  "css-colour": [
    (r) => [
      "code",
      `:root {\n  --brand: #${r.hex(6)};\n  --brand-dark: #${r.hex(6)};\n  --surface: #${r.hex(6)};\n  --muted: #${r.hex(6)}80;\n}`,
    ],
    (r) => [
      "code",
      `export const palette = [${Array.from({ length: 8 }, () => `"#${r.hex(6)}"`).join(", ")}];`,
    ],
    (r) => [
      "prose",
      `| token | light | dark |\n|---|---|---|\n| bg | #${r.hex(6)} | #${r.hex(6)} |\n| fg | #${r.hex(6)} | #${r.hex(6)} |`,
    ],
    (r) => ["code", `<path fill="#${r.hex(6)}" d="M12 2L2 7l10 5 10-5-10-5z"/>`],
  ],
  "data-uri": [
    (r) => [
      "code",
      `<img alt="" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA${r.chars(ALPHA.b64, 120)}AAAAAElFTkSuQmCC">`,
    ],
    (r) => [
      "code",
      `@font-face { font-family: Inter; src: url(data:font/woff2;base64,d09GMgABAAAAA${r.chars(ALPHA.b64, 160)}) format("woff2"); }`,
    ],
    () => [
      "code",
      `background-image: url("data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'><circle cx='4' cy='4' r='3' fill='%2394a3b8'/></svg>");`,
    ],
    (r) => [
      "json",
      `{"avatar":"data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==","id":${r.int(1, 999)}}`,
    ],
  ],
  "k8s-resource-name": [
    (r) => [
      "output",
      `$ kubectl get pods -n prod\nNAME                          READY   STATUS    RESTARTS   AGE\napi-${r.lowerNum(10)}-${r.lowerNum(5)}   1/1     Running   0          3h\nworker-${r.lowerNum(9)}-${r.lowerNum(5)}  1/1     Running   2          3h`,
    ],
    (r) => [
      "output",
      `$ kubectl get secrets\nNAME                  TYPE                                  DATA   AGE\ndb-creds              Opaque                                2      41d\ndefault-token-${r.lowerNum(5)}   kubernetes.io/service-account-token   3      200d\nregcred               kubernetes.io/dockerconfigjson        1      12d`,
    ],
    (r) => ["output", `replicaset.apps/web-${r.lowerNum(10)}   3         3         3       9d`],
    (r) => [
      "log",
      `Successfully assigned prod/ingest-${r.lowerNum(10)}-${r.lowerNum(5)} to ip-10-0-${r.int(1, 250)}-${r.int(1, 250)}.eu-west-1.compute.internal`,
    ],
    (r) => ["output", `job.batch/nightly-report-${r.digits(8)} created`],
  ],
  "config-key-no-value": [
    () => ["config", `TOKEN_TTL_SECONDS=3600\nPASSWORD_MIN_LENGTH=12\nREFRESH_TOKEN_ROTATION=true`],
    () => ["config", `model: claude-sonnet-4\nmax_tokens: 4096\ntemperature: 0.2`],
    () => ["config", `TOKENIZERS_PARALLELISM=false`],
    () => [
      "config",
      `oauth:\n  token_endpoint: https://oauth2.googleapis.com/token\n  authorization_endpoint: https://accounts.google.com/o/oauth2/v2/auth`,
    ],
    () => ["config", `SECRET_KEY_FILE=/run/secrets/django_secret_key`],
    () => ["json", `{"passwordPolicy":{"minLength":12,"requireSymbols":true,"maxAgeDays":90}}`],
    () => ["config", `permissions:\n  id-token: write\n  contents: read`],
    () => ["config", `{\n  "credsStore": "desktop",\n  "currentContext": "default"\n}`],
    () => ["config", `secret_name = "prod/api/credentials"\nkey_vault_name = "kv-acme-prod"`],
    () => ["config", `password_hash: argon2id\nsession_cookie_name: sid\ncsrf_header: X-CSRF-Token`],
  ],
  "prose-no-value": [
    () => ["prose", "Please reset your password from the account page before Friday."],
    () => ["prose", "The access token expires after one hour; the refresh token lasts 30 days."],
    () => ["prose", "令牌过期后需要重新登录，密码至少需要十二位。"],
    () => ["prose", "Das Token läuft nach einer Stunde ab, das Passwort muss alle 90 Tage geändert werden."],
    () => ["prose", "La contraseña debe tener al menos 12 caracteres y el token caduca en una hora."],
    () => ["prose", "Le mot de passe est stocké dans le coffre, jamais dans le dépôt."],
    () => ["prose", "パスワードはVaultに保存されています。トークンは1時間で失効します。"],
    () => ["prose", "A senha fica no gerenciador de segredos; nunca coloque o token no código."],
    () => ["prose", "Пароль хранится в Vault, токен обновляется автоматически."],
    () => ["prose", "비밀번호는 시크릿 매니저에 있고 토큰은 한 시간 후 만료됩니다."],
    () => ["prose", "La password è nel gestore dei segreti; il token scade dopo un'ora."],
    () => [
      "prose",
      "Where do we keep the API key for the staging environment? I couldn't find it in the wiki.",
    ],
  ],
  "commit-changelog": [
    (r) => [
      "output",
      `${r.hex(7)} fix(auth): refresh the access token before it expires (#${r.int(100, 2000)})`,
    ],
    () => [
      "prose",
      "- Passwords are now hashed with argon2id instead of bcrypt.\n- Personal access tokens can be scoped to a single repository.",
    ],
    () => [
      "prose",
      "## 2.4.0\n### Security\n- Rotate the leaked webhook secret (the old one is revoked).\n- Redact `Authorization` headers in debug logs.",
    ],
    (r) => ["output", `${r.hex(7)} chore: remove hard-coded API key from example config`],
    () => ["prose", "feat(cli): `login --with-token` reads the token from stdin instead of argv"],
    () => ["prose", "BREAKING: `SECRET_KEY` is now required; the server refuses to start without it."],
  ],
  "public-by-design": [
    (r) => [
      "code",
      `const stripe = Stripe("pk_live_${r.alnum(24)}${r.alnum(75)}"); // publishable key, safe in the browser`,
    ],
    (r) => [
      "code",
      `Sentry.init({\n  dsn: "https://${r.hex(32)}@o${r.digits(6)}.ingest.us.sentry.io/${r.digits(7)}",\n  tracesSampleRate: 0.1,\n});`,
    ],
    (r) => ["code", `<div class="g-recaptcha" data-sitekey="6L${r.b64url(38)}"></div>`],
    (r) => ["code", `gtag("config", "G-${r.upperNum(10)}");`],
  ],
  "other-lookalike": [
    () => ["code", `const TEST_CARD = "4242 4242 4242 4242"; // Stripe test card, any CVC`],
    (r) => ["config", `listen [2001:db8:${r.hex(4)}:${r.hex(4)}::1]:443 ssl;`],
    (r) => [
      "output",
      `link/ether ${Array.from({ length: 6 }, () => r.hex(2)).join(":")} brd ff:ff:ff:ff:ff:ff`,
    ],
    (r) => [
      "output",
      `Downloaded ${r.pick(["serde", "tokio", "rand"])} v1.${r.int(0, 40)}.${r.int(0, 9)}\nBuild ID: ${r.hex(40)}`,
    ],
    (r) => ["output", `youtube-dl https://www.youtube.com/watch?v=${r.b64url(11)}`],
    (r) => ["output", `Terraform state: serial ${r.int(1, 400)}, lineage ${r.uuid()}`],
  ],
  "shell-no-secret": [
    () => ["shell", `mysql -u root -p shop   # prompts for the password`],
    () => ["shell", `curl -u admin https://jenkins.acme-corp.net/api/json   # curl asks for the password`],
    () => ["shell", `docker login -u ci-bot --password-stdin ghcr.io < /run/secrets/registry_token`],
    () => ["shell", `gh auth login --web --git-protocol https`],
    () => ["shell", `psql -h db.internal -U app -d app -c '\\dt'`],
    () => ["shell", `htpasswd -c /etc/nginx/.htpasswd admin`],
    () => ["shell", `ssh -i ~/.ssh/id_ed25519 deploy@10.0.0.5 'sudo systemctl restart api'`],
    () => ["shell", `ssh-keygen -t ed25519 -C "dev@acme-corp.net" -f ~/.ssh/id_ed25519`],
    () => ["shell", `openssl rand -hex 32 > .session-secret && chmod 600 .session-secret`],
    () => ["shell", `docker build --secret id=npmrc,src=$HOME/.npmrc -t acme/web:dev .`],
    () => ["shell", `kubectl create secret generic db --from-file=password=./db-password.txt`],
    () => ["shell", `terraform apply -var-file=prod.tfvars -auto-approve`],
    () => ["shell", `export AWS_PROFILE=prod AWS_REGION=eu-west-1`],
    () => ["shell", `export NODE_OPTIONS=--max-old-space-size=4096`],
    () => ["shell", `vault kv get -field=password secret/prod/db | pbcopy`],
    () => ["shell", `git clone git@github.com:acme/app.git && cd app && npm ci`],
    (r) => ["shell", `git checkout -b fix/token-refresh-${r.hex(7)}`],
    (r) => ["shell", `helm upgrade --install api ./chart --set image.tag=sha-${r.hex(7)} -n prod`],
    (r) => ["shell", `gpg --recv-keys ${r.chars(ALPHA.hexUpper, 40)}`],
    (r) => ["shell", `aws s3 cp s3://acme-backups/2026-03-0${r.int(1, 9)}/dump-${r.hex(16)}.sql.gz .`],
    (r) => ["shell", `pnpm add -D @types/node@20.11.${r.int(10, 40)} typescript@5.${r.int(3, 7)}.2`],
    (r) => [
      "shell",
      `curl -H "Accept: application/vnd.github+json" https://api.github.com/repos/acme/app/commits/${r.hex(40)}`,
    ],
    (r) => [
      "shell",
      `docker run --rm -e NODE_ENV=production -e PORT=${r.int(3000, 3999)} acme/web:1.${r.int(0, 9)}`,
    ],
    () => [
      "shell",
      `kubectl rollout restart deployment/api -n prod && kubectl rollout status deployment/api -n prod`,
    ],
    () => ["shell", `npm token list`],
    () => ["shell", `echo "$GITHUB_TOKEN" | gh auth login --with-token`],
  ],
};
