// Negatives, part 4: what looks like a credential but is none — placeholders and template references,
// documented example keys (AWS's published examples), env var names without values, already-masked
// tokens, the words password/token/key/secret in code and prose with no value, minified code, and
// near-miss strings (vendor prefixes in regexes, docs, and unrelated words).

import { B62, DIGITS, LOWER } from "./prng.mjs";

const VARS = [
  "GITHUB_TOKEN",
  "NPM_TOKEN",
  "OPENAI_API_KEY",
  "AWS_SECRET_ACCESS_KEY",
  "STRIPE_SECRET_KEY",
  "DATABASE_URL",
  "SLACK_BOT_TOKEN",
  "ANTHROPIC_API_KEY",
  "DB_PASSWORD",
  "SENTRY_AUTH_TOKEN",
  "HF_TOKEN",
  "VAULT_TOKEN",
];
const v = (r) => r.pick(VARS);

/** @type {Array<[string, string, (r: any, id: any) => string]>} */
export const WORD_TEMPLATES = [
  [
    "placeholder",
    "dotenv-example",
    (r) =>
      `# .env.example — copy to .env and fill in\n${v(r)}=<your-token>\nDATABASE_URL=postgres://user:password@localhost:5432/app\nPORT=3000`,
  ],
  [
    "placeholder",
    "readme",
    (r) => `\`\`\`sh\nexport ${v(r)}="YOUR_API_KEY_HERE"\nnpx acme-cli deploy\n\`\`\``,
  ],
  ["placeholder", "shell-var", (r) => `curl -H "Authorization: Bearer $${v(r)}" https://api.acme.dev/v1/me`],
  [
    "placeholder",
    "shell-brace",
    (r) => {
      const n = v(r);
      return `docker run -e ${n}=\${${n}} -e DEBUG=\${DEBUG:-false} acme/api`;
    },
  ],
  [
    "placeholder",
    "github-actions",
    (_r) =>
      `    env:\n      NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}\n      GH_TOKEN: \${{ github.token }}`,
  ],
  [
    "placeholder",
    "helm-template",
    (_r) =>
      `stringData:\n  password: {{ .Values.db.password | quote }}\n  apiKey: {{ required "apiKey is required" .Values.apiKey }}`,
  ],
  [
    "placeholder",
    "xxxx",
    (r) => `token: ${r.pick(["ghp_", "glpat-", "xoxb-", "sk-", "npm_"])}${"x".repeat(r.pick([20, 30, 36]))}`,
  ],
  ["placeholder", "changeme", (_r) => `POSTGRES_USER: app\nPOSTGRES_PASSWORD: changeme\nPOSTGRES_DB: app`],
  [
    "placeholder",
    "angle",
    (_r) => `aws configure set aws_secret_access_key <SECRET_ACCESS_KEY> --profile <PROFILE>`,
  ],
  [
    "placeholder",
    "terraform-var",
    (_r) => `provider "github" {\n  token = var.github_token\n  owner = "acme"\n}`,
  ],
  ["placeholder", "python-env", (r) => `api_key = os.environ["${v(r)}"]\nclient = Client(api_key=api_key)`],
  ["placeholder", "js-env", (r) => `const client = new Client({ apiKey: process.env.${v(r)} ?? "" });`],
  [
    "placeholder",
    "vault-ref",
    (_r) => `password: vault:secret/data/prod/db#password\napi_key: ref+awssm://prod/api#key`,
  ],
  [
    "placeholder",
    "powershell-prompt",
    (r) =>
      `$secure = Read-Host -AsSecureString "Enter token"\n$env:${v(r)} = [Runtime.InteropServices.Marshal]::PtrToStringAuto([Runtime.InteropServices.Marshal]::SecureStringToBSTR($secure))`,
  ],
  ["placeholder", "dummy", (_r) => `DB_PASSWORD=dummy\nSECRET_KEY=dev\nAPI_TOKEN=test`],
  ["placeholder", "ellipsis", (_r) => `export OPENAI_API_KEY=sk-...\nexport ANTHROPIC_API_KEY=sk-ant-...`],
  ["placeholder", "redacted", (_r) => `Authorization: Bearer [REDACTED]\nCookie: session=<redacted>`],
  [
    "placeholder",
    "template-jinja",
    (_r) => `[client]\nuser = {{ mysql_user }}\npassword = {{ mysql_password }}`,
  ],
  [
    "placeholder",
    "percent-var",
    (_r) => `set API_KEY=%ACME_API_KEY%\ncurl -H "x-api-key: %API_KEY%" https://api.acme.dev`,
  ],
  [
    "documented-example",
    "aws-docs",
    () =>
      `export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
  ],
  [
    "documented-example",
    "aws-credentials",
    () =>
      `[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n[user1]\naws_access_key_id = AKIAI44QH8DHBEXAMPLE\naws_secret_access_key = je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY`,
  ],
  [
    "documented-example",
    "prose",
    () => `The docs use AKIAIOSFODNN7EXAMPLE as the sample access key id, so the test fixture does too.`,
  ],
  ["env-name", "unset", (r) => `unset ${v(r)} ${v(r)}\nenv | grep -c TOKEN`],
  ["env-name", "export-bare", (r) => `export ${v(r)}\nexport -p | grep ${v(r)}`],
  ["env-name", "yaml-list", (r) => `passEnv:\n  - ${v(r)}\n  - ${v(r)}\n  - HOME`],
  [
    "env-name",
    "gh-secret-list",
    (r) =>
      `$ gh secret list\nNAME                   UPDATED\n${v(r)}           about 2 days ago\n${v(r)}           about 1 month ago`,
  ],
  [
    "env-name",
    "docs-table",
    (r) =>
      `| Variable | Required | Description |\n|---|---|---|\n| \`${v(r)}\` | yes | API token with \`repo\` scope |\n| \`LOG_LEVEL\` | no | default \`info\` |`,
  ],
  [
    "env-name",
    "error",
    (r) => `Error: Missing required environment variable ${v(r)}. Set it in .env or your shell.`,
  ],
  [
    "env-name",
    "dockerfile-arg",
    (r) => `ARG ${v(r)}\nRUN --mount=type=secret,id=npm_token NPM_TOKEN=$(cat /run/secrets/npm_token) npm ci`,
  ],
  [
    "masked",
    "gh-output",
    (_r) =>
      `✓ Logged in to github.com account dlee (keyring)\n  - Active account: true\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'`,
  ],
  ["masked", "ci-log", (r) => `Run npm publish\n  env:\n    NODE_AUTH_TOKEN: ***\n    ${v(r)}: ***`],
  [
    "masked",
    "dashboard",
    (r) =>
      `Key            Created      Last used\nsk-...${r.str(B62, 4)}      2026-10-01   today\nsk-...${r.str(B62, 4)}      2026-06-12   never`,
  ],
  ["masked", "stripe-masked", (r) => `Secret key: sk_live_••••••••••••${r.str(B62, 4)}  [Reveal]`],
  [
    "masked",
    "aws-masked",
    (r) =>
      `$ aws configure list\n      Name                    Value             Type    Location\n access_key     ****************${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4)} shared-credentials-file\n secret_key     ****************${r.str(B62, 4)} shared-credentials-file`,
  ],
  [
    "masked",
    "vercel-env",
    (r) =>
      `$ vercel env ls\n name              value        environments\n ${v(r)}     Encrypted    Production, Preview`,
  ],
  [
    "keyword-no-value",
    "typescript",
    (_r) => `const token = await getToken({ scope: "repo" });\nif (!token) throw new Error("no token");`,
  ],
  [
    "keyword-no-value",
    "react",
    (_r) => `{items.map((item) => (\n  <Row key={item.id} token={item.token} />\n))}`,
  ],
  [
    "keyword-no-value",
    "yaml",
    (_r) => `index:\n  key: user.id\n  unique: true\n  password_field: credentials.password`,
  ],
  [
    "keyword-no-value",
    "python",
    (_r) =>
      `password = request.form.get("password")\nif not check_password_hash(user.password_hash, password):\n    abort(401)`,
  ],
  [
    "keyword-no-value",
    "go",
    (_r) =>
      `secret, err := client.GetSecretValue(ctx, &sm.GetSecretValueInput{SecretId: aws.String(name)})\nif err != nil {\n\treturn "", err\n}`,
  ],
  [
    "keyword-no-value",
    "sql",
    (_r) =>
      `ALTER TABLE users ADD COLUMN password_reset_token_expires_at timestamptz;\nCREATE INDEX ON api_keys (key_prefix);`,
  ],
  [
    "keyword-no-value",
    "prose-en",
    (_r) =>
      `The token expires after 60 minutes, so the refresh job must fetch a new key before the password rotation runs.`,
  ],
  [
    "keyword-no-value",
    "prose-de",
    (_r) =>
      `Das Passwort wird nie gespeichert; nur der Hash und der Schlüssel-Index landen in der Datenbank.`,
  ],
  ["keyword-no-value", "prose-ja", (_r) => `トークンの有効期限が切れたので、もう一度ログインしてください。`],
  [
    "keyword-no-value",
    "llm-usage",
    (r) =>
      `usage: {"input_tokens": ${r.int(100, 90000)}, "output_tokens": ${r.int(10, 4000)}, "cache_read_input_tokens": ${r.int(0, 50000)}}\nmax_tokens=4096`,
  ],
  [
    "keyword-no-value",
    "cli-flags",
    (_r) =>
      `docker login --username ci --password-stdin < /run/secrets/registry\ngh auth login --with-token < token.txt`,
  ],
  [
    "keyword-no-value",
    "regex-config",
    (_r) =>
      `rules:\n  - id: generic-api-key\n    regex: '(?i)(api[_-]?key|token)\\s*[:=]\\s*["\\']?([A-Za-z0-9_\\-]{20,})'`,
  ],
  [
    "keyword-no-value",
    "key-ids",
    (r) =>
      `{"kid": "${r.hex(16)}", "key_id": "kms-${r.int(1, 99)}", "KeyId": "arn:aws:kms:eu-west-1:${r.digits(12)}:key/${r.uuid()}"}`,
  ],
  [
    "minified",
    "javascript",
    (r) =>
      `!function(e,t){"object"==typeof exports?module.exports=t():e.${r.str(LOWER, 2)}=t()}(this,function(){var e={${r.int(100, 999)}:function(e,t,n){n.d(t,{Z:function(){return ${r.str(LOWER, 1)}}})}};return e})`,
  ],
  [
    "minified",
    "webpack-chunk",
    (r) =>
      `(self.webpackChunk=self.webpackChunk||[]).push([[${r.int(100, 999)}],{${r.int(1000, 99999)}:(e,t,n)=>{"use strict";n.r(t),n.d(t,{default:()=>${r.str(LOWER, 1)}});var o=n(${r.int(1000, 99999)}),a="${r.b62(16)}"}}]);`,
  ],
  [
    "minified",
    "css-modules",
    (r) => `.Button_root__${r.str(B62, 5)}{padding:4px}.Button_primary__${r.str(B62, 5)}{color:#${r.hex(6)}}`,
  ],
  [
    "near-miss",
    "regex-source",
    (_r) =>
      `const GITHUB_TOKEN_RE = /\\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\\b/;\nconst SLACK_RE = /xox[abpr]-[0-9A-Za-z-]{10,48}/;`,
  ],
  [
    "near-miss",
    "docs-prose",
    (_r) =>
      `GitLab personal access tokens start with glpat- and npm tokens with npm_; both are caught by push protection.`,
  ],
  [
    "near-miss",
    "python-imports",
    (_r) =>
      `from sklearn.model_selection import train_test_split  # sk-learn\nimport tokenizers\nkeys = sorted(d.keys())`,
  ],
  [
    "near-miss",
    "version-strings",
    (r) => `next@15.0.4-canary.${r.int(1, 60)}\n0.0.0-experimental-${r.hex(8)}-20261126\nv2.1.0+${r.hex(7)}`,
  ],
  [
    "near-miss",
    "slug-ids",
    (r) =>
      `branch: feature/ACME-${r.int(100, 9999)}-token-refresh\nticket: https://acme.atlassian.net/browse/ACME-${r.int(100, 9999)}`,
  ],
  [
    "near-miss",
    "license-key-label",
    (r) => `License: MIT\nSPDX-License-Identifier: Apache-2.0\npackage key: @acme/ui-${r.str(LOWER, 6)}`,
  ],
  [
    "near-miss",
    "random-names",
    (r) =>
      `generated names: ${Array.from({ length: 4 }, () => `${r.pick(["brave", "calm", "eager", "lucky"])}-${r.pick(["otter", "falcon", "maple", "comet"])}-${r.str(LOWER + DIGITS, 4)}`).join(", ")}`,
  ],
  [
    "near-miss",
    "hash-in-label",
    (r) =>
      `secret_scanning_alert_number: ${r.int(1, 400)}\ntoken_type: bearer\nkey_length: 2048\npassword_min_length: 12`,
  ],
  [
    "near-miss",
    "base62-short",
    (r) => `short link https://acme.link/${r.str(B62, 7)} → /docs/setup (clicks: ${r.int(1, 900)})`,
  ],
  [
    "near-miss",
    "otp-label",
    (r) =>
      `Invite code for the beta: ${r.str("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4)}-${r.str("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4)} (public, posted on the blog)`,
  ],
  [
    "near-miss",
    "numeric",
    (r) =>
      `order ${r.digits(10)} shipped, tracking 1Z${r.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 16)}, phone +49 30 ${r.digits(8)}`,
  ],
  [
    "near-miss",
    "bcrypt-docs",
    (r) =>
      `bcrypt cost factor ${r.int(10, 14)} takes ~${r.int(50, 400)}ms per hash on the CI runner; argon2id m=${r.int(19, 64)}MiB t=2 p=1`,
  ],
  [
    "near-miss",
    "password-policy",
    (r) =>
      `Password must be at least 12 characters and contain a digit. Tokens are rotated every ${r.int(30, 90)} days.`,
  ],
  [
    "near-miss",
    "locale-keys",
    (_r) =>
      `{\n  "auth.password.label": "Password",\n  "auth.token.expired": "Your session token expired",\n  "settings.apiKey.create": "Create API key"\n}`,
  ],
  [
    "near-miss",
    "i18n-prose-fr",
    (_r) => `Le mot de passe doit contenir au moins 12 caractères ; le jeton est renouvelé chaque jour.`,
  ],
  [
    "near-miss",
    "i18n-prose-es",
    (_r) => `La clave de la tabla es el id del usuario; el token se genera al iniciar sesión.`,
  ],
  [
    "near-miss",
    "math",
    (r) => `h = ${r.hex(16)}n  // 64-bit FNV offset basis in a BigInt test\nseed = 0x${r.hex(8)}`,
  ],
  [
    "near-miss",
    "uuid-secret-name",
    (r) =>
      `aws secretsmanager describe-secret --secret-id prod/db-${r.str(B62, 6)}\n"ARN": "arn:aws:secretsmanager:eu-west-1:${r.digits(12)}:secret:prod/db-${r.str(B62, 6)}"`,
  ],
  [
    "near-miss",
    "k8s-secret-ref",
    (_r) =>
      `        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: db-credentials\n                key: password`,
  ],
  [
    "near-miss",
    "numbers",
    (r) =>
      `port ${r.int(1024, 65535)}, pid ${r.int(100, 99999)}, uid ${r.int(1000, 60000)}, inode ${r.digits(9)}`,
  ],
  [
    "near-miss",
    "api-route",
    (r) =>
      `router.post("/api/tokens/:tokenId/revoke", revokeToken);\nrouter.get("/api/keys/${r.str(LOWER + DIGITS, 8)}", getKey);`,
  ],
];
