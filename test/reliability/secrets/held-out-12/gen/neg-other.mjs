// Negatives, part 2: public keys and certificates, placeholders, documented example keys, env var
// names without values, credential words in code and prose without a value, masked tokens,
// non-secret base64 (images, source maps, fixtures), hex dumps, colours, minified code, test
// fixtures' fake hashes, random-looking ids in URLs, and near-misses of credential shapes.

import { SHAPES as S } from "./neg-shapes.mjs";
import { toolResultLine } from "./places.mjs";
import { b64of } from "./prng.mjs";

const n = (kind, context, count, fn) => ({ kind, context, count, fn });
const pemLines = (r, k) => Array.from({ length: k }, () => r.b64(64)).join("\n");

export const NEG_OTHER = [
  n(
    "public-key",
    "authorized-keys",
    4,
    (r) =>
      `$ cat ~/.ssh/authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.b64(43)} dana@laptop\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.b64(300)}= ci@runner\n`,
  ),
  n(
    "public-key",
    "known-hosts",
    2,
    (r) =>
      `github.com ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${r.b64(88)}=\n|1|${r.b64(27)}=|${r.b64(27)}= ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.b64(43)}`,
  ),
  n(
    "public-key",
    "pem-public",
    4,
    (r) =>
      `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${r.b64(20)}\n${pemLines(r, 5)}\n${r.b64(20)}IDAQAB\n-----END PUBLIC KEY-----`,
  ),
  n(
    "certificate",
    "pem-cert",
    4,
    (r) =>
      `$ openssl s_client -connect api.acme.io:443 -showcerts </dev/null 2>/dev/null | sed -n '/BEGIN/,/END/p' | head -8\n-----BEGIN CERTIFICATE-----\nMIIFazCCA1OgAwIBAgIR${r.b64(44)}\n${pemLines(r, 6)}\n-----END CERTIFICATE-----`,
  ),
  n(
    "public-key",
    "jwks",
    3,
    (r) =>
      `{"keys":[{"kty":"RSA","use":"sig","kid":"${r.hex(40)}","alg":"RS256","n":"${r.b64url(342)}","e":"AQAB"}]}`,
  ),
  n(
    "public-key",
    "age-recipient",
    2,
    (r) =>
      `# created: 2026-11-02T10:00:00Z\n# public key: age1${r.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: age1${r.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}`,
  ),
  n(
    "public-key",
    "wireguard-peer",
    2,
    (r) => `[Peer]\nPublicKey = ${r.b64(43)}=\nAllowedIPs = 10.8.0.2/32\nEndpoint = vpn.acme.io:51820`,
  ),
  n(
    "public-key",
    "pgp-public",
    2,
    (r) =>
      `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZ${r.b64(59)}\n${pemLines(r, 4)}\n=${r.b64(4)}\n-----END PGP PUBLIC KEY BLOCK-----`,
  ),
  n(
    "placeholder",
    "dotenv-example",
    6,
    (r) =>
      `# .env.example — copy to .env and fill in\n${r.pick(["GITHUB_TOKEN", "OPENAI_API_KEY", "STRIPE_SECRET_KEY", "DATABASE_URL"])}=${r.pick(["<your-token>", "your-api-key-here", "xxxxxxxxxxxxxxxxxxxxxxxx", "changeme", "REPLACE_ME", "", "<paste here>", "sk-..."])}\nSLACK_BOT_TOKEN=${r.pick(["xoxb-your-token", "<slack-bot-token>", "TODO"])}\nPORT=3000\n`,
  ),
  n(
    "placeholder",
    "github-actions",
    5,
    () =>
      `    env:\n      NPM_TOKEN: \${{ secrets.NPM_TOKEN }}\n      GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}\n      DATABASE_URL: postgres://postgres:postgres@localhost:5432/test\n`,
  ),
  n(
    "placeholder",
    "helm-template",
    3,
    () =>
      `        env:\n          - name: API_TOKEN\n            valueFrom:\n              secretKeyRef:\n                name: {{ .Release.Name }}-secrets\n                key: api-token\n          - name: PASSWORD\n            value: {{ .Values.db.password | quote }}\n`,
  ),
  n("placeholder", "shell-ref", 4, (r) =>
    `${r.pick(["export", ""])} API_TOKEN="\${API_TOKEN:?set API_TOKEN first}"\ncurl -H "Authorization: Bearer $API_TOKEN" https://api.acme.io/v1/me\npsql "postgresql://$PGUSER:$PGPASSWORD@$PGHOST/app"`.trim(),
  ),
  n(
    "placeholder",
    "docs-snippet",
    5,
    (r) =>
      `## Configure\n\n\`\`\`bash\n${r.pick(["npx acme login --token <YOUR_TOKEN>", "export ANTHROPIC_API_KEY=sk-ant-...", "curl -u USERNAME:PASSWORD https://api.example.com", "docker login -u <user> -p <password>", "gh auth login --with-token < mytoken.txt"])}\n\`\`\`\n\nReplace the placeholder with your own credential.`,
  ),
  n(
    "placeholder",
    "k8s-secret-ref",
    3,
    () =>
      `spec:\n  containers:\n    - name: api\n      envFrom:\n        - secretRef:\n            name: api-secrets\n      env:\n        - name: DB_PASSWORD_FILE\n          value: /run/secrets/db_password\n`,
  ),
  n(
    "placeholder",
    "terraform-var",
    3,
    () =>
      `variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "aws_db_instance" "main" {\n  password = var.db_password\n  username = "app"\n}`,
  ),
  n(
    "documented-example",
    "aws-docs",
    4,
    (r) =>
      `${r.pick([
        `AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
        `[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
        `aws_access_key_id = AKIAI44QH8DHBEXAMPLE\naws_secret_access_key = je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY`,
      ])}\n# (values from the AWS documentation)`,
  ),
  n(
    "env-name",
    "printenv-names",
    4,
    () =>
      `$ env | cut -d= -f1 | sort | grep -E 'KEY|TOKEN|SECRET|PASS'\nANTHROPIC_API_KEY\nAWS_SECRET_ACCESS_KEY\nGITHUB_TOKEN\nNPM_TOKEN\nPGPASSWORD\nSTRIPE_WEBHOOK_SECRET\n`,
  ),
  n(
    "env-name",
    "readme-table",
    3,
    () =>
      `| Variable | Required | Description |\n|---|---|---|\n| \`OPENAI_API_KEY\` | yes | Key used for embeddings |\n| \`SESSION_SECRET\` | yes | Signs session cookies (32+ random bytes) |\n| \`DB_PASSWORD\` | no | Defaults to the local dev password |\n`,
  ),
  n(
    "env-name",
    "error-missing",
    3,
    (r) =>
      `Error: Missing required environment variable ${r.pick(["STRIPE_SECRET_KEY", "JWT_SECRET", "SLACK_SIGNING_SECRET", "VAULT_TOKEN"])}.\n    at requireEnv (src/config/env.ts:12:11)`,
  ),
  n("code-no-value", "code-typescript", 8, (r) =>
    r.pick([
      `const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });\nif (!token) return res.status(401).end();`,
      `export function hashPassword(password: string): Promise<string> {\n  return bcrypt.hash(password, 12);\n}`,
      `const key = user.id;\nconst apiKey = process.env.API_KEY!;\nheaders.set("Authorization", \`Bearer \${apiKey}\`);`,
      `type Secret = { name: string; value: string; rotatedAt: Date };\nconst secrets: Secret[] = await vault.list();`,
      `for (const [key, value] of Object.entries(config)) {\n  if (key.endsWith("_TOKEN")) redact(key);\n}`,
      `const { password, ...safeUser } = user;\nreturn safeUser;`,
      `const tokens = tokenizer.encode(text);\nif (tokens.length > maxTokens) throw new Error("too long");`,
      `secretKeyRef: { name: "db", key: "password" },`,
    ]),
  ),
  n("code-no-value", "code-python", 6, (r) =>
    r.pick([
      `token = request.headers.get("Authorization", "").removeprefix("Bearer ")\nif not verify(token):\n    raise PermissionDenied`,
      `SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]\nDEBUG = os.environ.get("DEBUG") == "1"`,
      `password = getpass.getpass("Password: ")\nclient.login(user, password)`,
      `api_key = settings.OPENAI_API_KEY or keyring.get_password("openai", "default")`,
      `response = client.messages.create(model=MODEL, max_tokens=4096, messages=msgs)`,
      `def rotate_key(key_id: str) -> None:\n    kms.schedule_key_deletion(KeyId=key_id, PendingWindowInDays=7)`,
    ]),
  ),
  n("code-no-value", "config-yaml", 4, (r) =>
    r.pick([
      `auth:\n  token_ttl: 3600\n  password_min_length: 12\n  secret_rotation_days: 90\n  key: user.id\n`,
      `spring:\n  datasource:\n    password: \${DB_PASSWORD}\n    username: \${DB_USER:app}\n`,
      `logging:\n  redact_fields: [password, token, api_key, secret]\n`,
      `rate_limit:\n  key: ip\n  tokens_per_minute: 600\n`,
    ]),
  ),
  n(
    "code-no-value",
    "html",
    3,
    () =>
      `<label for="password">Password</label>\n<input id="password" type="password" name="password" autocomplete="current-password" minlength="12" required>\n<input type="hidden" name="token_type" value="bearer">`,
  ),
  n("prose", "assistant-text", 8, (r) =>
    r.pick([
      "The token expired because the refresh call ran after the 60-minute window; I moved the refresh to 5 minutes before expiry.",
      "I rotated nothing — the key in the logs was already masked. The password reset flow now sends a one-time link instead.",
      "Store the API key in your OS keychain, not in .env; the secret manager integration reads it at start-up.",
      "The cache key includes the lockfile hash, so any dependency change invalidates it.",
      "Your GitHub token needs the `repo` and `workflow` scopes; fine-grained tokens need Contents: write.",
      "La clé API n'est jamais écrite sur le disque : le client la lit dans le trousseau au démarrage.",
      "Das Passwort wird mit Argon2id gehasht; im Log steht nur die Benutzer-ID.",
      "トークンの有効期限が切れていたので、再ログインしてから再実行してください。",
      "密钥轮换后，旧的令牌会在 24 小时内失效。",
    ]),
  ),
  n("prose", "user-prompt", 6, (r) =>
    r.pick([
      "why does the token refresh loop forever when the password changes?",
      "can you make the api key field in settings show only the last 4 characters?",
      "¿Dónde se guarda la contraseña? No quiero que quede en el repositorio.",
      "Ich habe den Token neu erzeugt, aber die CI findet ihn nicht. Woran liegt das?",
      "проверь, что секреты не попадают в логи, пожалуйста",
      "the secret scanner flagged test/fixtures/keys.json — it's fake data, can we allowlist it?",
    ]),
  ),
  n("masked", "cli-output", 6, (r) =>
    r.pick([
      `$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account octo-dev (keyring)\n  - Token: gho_************************************\n`,
      `Run npm publish\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest\n  NODE_AUTH_TOKEN: ***\n`,
      `$ vercel env ls\n name              value        environments\n DATABASE_URL      Encrypted    Production, Preview\n STRIPE_KEY        Encrypted    Production\n`,
      `$ heroku config\nDATABASE_URL: postgres://u***:***@ec2-3-1-1-1.compute-1.amazonaws.com:5432/d8***\n`,
      `OPENAI_API_KEY=sk-proj-****************************a1B2\nANTHROPIC_API_KEY=sk-ant-***REDACTED***\n`,
      `$ kubectl describe secret db-creds\nName:         db-creds\nType:  Opaque\n\nData\n====\npassword:  24 bytes\nusername:  3 bytes\n`,
      `{"stripe_key":"sk_live_...${r.alnum(4)}","last_rotated":"2026-10-01"}`,
      `Authorization: Bearer [REDACTED]\nCookie: session=<redacted>`,
    ]),
  ),
  n(
    "base64-data",
    "data-uri",
    4,
    (r) =>
      `.icon-check { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA${r.b64(180)}AAAAAElFTkSuQmCC"); }`,
  ),
  n(
    "base64-data",
    "source-map",
    3,
    (r) =>
      `{"version":3,"file":"index.js","sources":["../src/index.ts"],"names":[],"mappings":"${Array.from({ length: 30 }, () => r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", r.int(4, 8))).join(";")}"}`,
  ),
  n(
    "base64-data",
    "protobuf-fixture",
    3,
    (r) =>
      `// fixture: encoded OrderCreated event\nconst payload = "${b64of(`\n\u0008order-${r.int(1000, 9999)}\u0012\u0005EUR\u0018${r.int(1, 99)}\u0022${r.alnum(12)}`)}";\nexpect(decode(payload).currency).toBe("EUR");`,
  ),
  n(
    "base64-data",
    "mime-part",
    2,
    (r) =>
      `Content-Type: text/plain; charset="utf-8"\nContent-Transfer-Encoding: base64\n\n${b64of(`Hi team,\nthe weekly report is attached. Revenue up ${r.int(1, 20)}%.\nThanks`)}`,
  ),
  n(
    "base64-data",
    "k8s-configmap-binary",
    2,
    (r) => `binaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAAGQAAABkCAYAAABw4pVU${r.b64(120)}`,
  ),
  n(
    "hex-dump",
    "xxd",
    3,
    (r) =>
      `$ xxd -l 48 firmware.bin\n00000000: ${Array.from({ length: 8 }, () => r.hex(4)).join(" ")}  ................\n00000010: ${Array.from({ length: 8 }, () => r.hex(4)).join(" ")}  ................\n00000020: ${Array.from({ length: 8 }, () => r.hex(4)).join(" ")}  ................`,
  ),
  n(
    "hex-dump",
    "stack-addresses",
    2,
    (r) =>
      `#0 0x00007f${r.hex(10)} in __pthread_kill_implementation\n#1 0x000055${r.hex(10)} in worker::run (self=0x7ffd${r.hex(8)}) at src/worker.rs:88`,
  ),
  n(
    "colour",
    "css",
    3,
    (r) => `:root {\n  --brand: #${r.hex(6)};\n  --brand-dark: #${r.hex(6)};\n  --accent: #${r.hex(6)}cc;\n}`,
  ),
  n(
    "minified",
    "bundle",
    3,
    (r) =>
      `!function(e,t){"use strict";var n=e.token||"",r=function(e){return e.key+":"+e.secret_len};t.exports={k:"${r.b64url(10)}",v:"${r.hex(8)}",h:function(t){return n?r(t):null}}}(window,module);`,
  ),
  n("test-fixture", "test-code", 5, (r) =>
    r.pick([
      `expect(sha1("hello")).toBe("aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d");`,
      `const FAKE_COMMIT = "0123456789abcdef0123456789abcdef01234567";\nconst ZERO_UUID = "00000000-0000-0000-0000-000000000000";`,
      `it("rejects a malformed token", () => {\n  expect(parse("not-a-token")).toBeNull();\n  expect(parse("ghp_short")).toBeNull();\n});`,
      `assert md5(b"") == "d41d8cd98f00b204e9800998ecf8427e"`,
      `const id = "${S.ulid(r)}"; // deterministic ulid from the seeded factory`,
    ]),
  ),
  n("url-id", "links", 6, (r) =>
    r.pick([
      `https://docs.google.com/document/d/1${r.b64url(43)}/edit?usp=sharing`,
      `https://www.figma.com/design/${r.alnum(22)}/Checkout-flow?node-id=${r.int(1, 99)}-${r.int(1, 999)}`,
      `https://www.notion.so/acme/Q4-roadmap-${r.hex(32)}`,
      `https://github.com/acme/api/blob/${S.sha1(r)}/src/auth/session.ts#L42-L57`,
      `https://app.datadoghq.eu/apm/trace/${r.digits(19)}?spanID=${r.digits(19)}`,
      `https://acme-${r.str("abcdefghijklmnopqrstuvwxyz0123456789", 9)}-acme-team.vercel.app/`,
      `https://youtu.be/${r.b64url(11)}?t=${r.int(10, 900)}`,
      `https://sentry.io/organizations/acme/issues/${r.int(1000000000, 9999999999)}/events/${S.sentryEvent(r)}/`,
    ]),
  ),
  n(
    "url-id",
    "s3-object-key",
    3,
    (r) =>
      `upload: dist/app.js to s3://acme-assets/builds/${S.sha256(r)}/app.js\nupload: dist/app.css to s3://acme-assets/builds/${S.sha256(r)}/app.css`,
  ),
  n("near-miss", "key-value-ids", 6, (r) =>
    r.pick([
      `kid: ${r.hex(40)}\nalg: RS256\nuse: sig`,
      `key_id=${S.uuid(r)} status=enabled created=2026-06-01`,
      `"publicKeyId": "${r.hex(24)}", "algorithm": "ed25519"`,
      `session_id=${S.uuid(r)} user_id=${r.int(1000, 99999)} action=logout`,
      `token_count=${r.int(1000, 200000)} prompt_tokens=${r.int(100, 9000)}`,
      `"tokenId": "${S.ksuid(r)}", "lastUsedAt": "2026-11-26T12:00:00Z", "scopes": ["read"]`,
      `secret_version: ${r.int(1, 40)}\nsecret_name: prod/db\nsecret_arn: arn:aws:secretsmanager:us-east-1:${r.digits(12)}:secret:prod/db-${r.alnum(6)}`,
      `nonce=${r.hex(16)} timestamp=17${r.digits(8)}`,
    ]),
  ),
  n("near-miss", "transcript-tool-result", 5, (r) =>
    toolResultLine(
      r,
      r.pick([
        `Created task ${S.ulid(r)} in project ${S.uuid(r)}`,
        `{"issue":{"id":${r.int(100000, 999999)},"node_id":"${S.ghNode(r)}","title":"Token refresh races"}}`,
        `sha256: ${S.sha256(r)}\nsize: ${r.int(1000, 900000)} bytes\nmime: application/gzip`,
        `✓ Pushed ${S.shortSha(r).slice(0, 7)}..${S.shortSha(r).slice(0, 7)} main -> main`,
        `Wrote cache entry ${S.md5(r)} (${r.int(1, 90)} KB) to .cache/eslint/`,
      ]),
    ),
  ),
  n(
    "near-miss",
    "git-secrets-history",
    2,
    (r) =>
      `$ git log -S "API_KEY" --oneline\n${S.shortSha(r).slice(0, 7)} read API_KEY from the environment instead of config.json\n${S.shortSha(r).slice(0, 7)} docs: explain API_KEY rotation`,
  ),
];
