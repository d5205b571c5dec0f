// Negatives for the held-out-15 corpus, part 3: placeholders, documented example keys, variable
// names without values, masked tokens, the words password/token/key without a value, ids in URLs,
// fixtures, hex dumps, colours, minified code and near-miss strings. All must pass through unchanged.

import { ALNUM, alnum, b64, digits, hex, int, LOWNUM, str, uuid } from "./rand.mjs";

const out = [];
const N = (kind, context, text) => {
  out.push({ kind, context, text });
};
/** Calls `fn(item, index)` for each item, ignoring what it returns. */
const each = (arr, fn) => {
  for (let i = 0; i < arr.length; i++) fn(arr[i], i);
};

const ENVS = [
  "GITHUB_TOKEN",
  "STRIPE_SECRET_KEY",
  "OPENAI_API_KEY",
  "AWS_SECRET_ACCESS_KEY",
  "DATABASE_URL",
  "SLACK_BOT_TOKEN",
  "NPM_TOKEN",
  "SENTRY_AUTH_TOKEN",
  "ANTHROPIC_API_KEY",
  "DD_API_KEY",
  "VAULT_TOKEN",
  "TWILIO_AUTH_TOKEN",
];
const HOLDERS = [
  "<your-token>",
  "<YOUR_API_KEY>",
  "your-api-key-here",
  "xxxxxxxxxxxxxxxxxxxxxxxx",
  "changeme",
  "${TOKEN}",
  "$API_KEY",
  "{{ .Values.apiKey }}",
  "${{ secrets.DEPLOY_TOKEN }}",
  "<redacted>",
  "REPLACE_ME",
  "TODO",
  "dummy",
  "sk-...",
  "********",
  "[REDACTED]",
  "%(api_key)s",
  "{api_key}",
  "$(cat /run/secrets/api_key)",
  '""',
  "null",
  "<insert key>",
  "PLACEHOLDER",
  "xxx-xxx-xxx",
  '{{ vault "secret/data/api" "key" }}',
];

function placeholders() {
  const forms = [
    (e, h) => `${e}=${h}`,
    (e, h) => `export ${e}=${h}`,
    (e, h) => `  ${e.toLowerCase()}: ${h}`,
    (e, h) => `"${e.toLowerCase()}": "${h.replace(/"/g, "")}"`,
    (e, h) => `Set \`${e}\` to \`${h}\` in your shell before running the script.`,
    (e, h) => `docker run -e ${e}=${h} acme/api`,
    (e, h) =>
      `const ${e.toLowerCase().replace(/_(\w)/g, (_, c) => c.toUpperCase())} = "${h.replace(/"/g, "")}";`,
    (_e, h) => `curl -H "Authorization: Bearer ${h.replace(/"/g, "")}" https://api.acme.io/v1/me`,
  ];
  HOLDERS.forEach((h, i) => {
    N(
      "placeholder",
      ["env", "export", "yaml", "json", "docs", "docker-run", "code", "curl"][i % forms.length],
      forms[i % forms.length](ENVS[i % ENVS.length], h),
    );
    N(
      "placeholder",
      ["yaml", "json", "docs", "env"][(i + 1) % 4],
      forms[[2, 3, 4, 0][(i + 1) % 4]](ENVS[(i + 5) % ENVS.length], h),
    );
  });
  N("placeholder", "dsn-placeholder", `DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DBNAME`);
  N("placeholder", "dsn-placeholder", `DATABASE_URL=postgres://app:\${DB_PASSWORD}@db:5432/app`);
  N("placeholder", "dsn-placeholder", `mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/`);
  N(
    "placeholder",
    "dsn-no-password",
    `redis://localhost:6379/0\npostgres://localhost:5432/app_test\namqp://rabbitmq:5672/`,
  );
  N("placeholder", "dsn-no-password", `postgresql://app@db.internal:5432/orders?sslmode=require`);
  N("placeholder", "pem-placeholder", `-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----`);
  N(
    "placeholder",
    "pem-placeholder",
    `private_key: |\n  -----BEGIN OPENSSH PRIVATE KEY-----\n  <paste your key here>\n  -----END OPENSSH PRIVATE KEY-----`,
  );
}

function documented() {
  N(
    "documented-example",
    "aws-docs",
    `aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
  );
  N(
    "documented-example",
    "aws-docs",
    `export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nexport AWS_DEFAULT_REGION=us-west-2`,
  );
  N(
    "documented-example",
    "aws-docs",
    `"AccessKeyId": "AKIAI44QH8DHBEXAMPLE", "SecretAccessKey": "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"`,
  );
  N(
    "documented-example",
    "chat-en",
    `the docs use AKIAIOSFODNN7EXAMPLE as the sample access key id, right? I copied it into the test fixture`,
  );
}

function names() {
  const forms = [
    (e) => `echo "$${e}" | wc -c`,
    (e) => `const key = process.env.${e};\nif (!key) throw new Error("${e} is not set");`,
    (e) => `api_key = os.environ["${e}"]`,
    (e) => `        env:\n          ${e}: \${{ secrets.${e} }}`,
    (e) => `Error: missing required environment variable ${e}`,
    (e) =>
      `  - name: ${e}\n    valueFrom:\n      secretKeyRef:\n        name: api-secrets\n        key: ${e.toLowerCase()}`,
    (e) => `unset ${e}`,
    (e) => `| \`${e}\` | yes | used to authenticate against the API |`,
    (e) => `let token = std::env::var("${e}").expect("set ${e}");`,
    (e) => `${e}=$(vault kv get -field=value secret/ci/${e.toLowerCase()})`,
    (e) => `ENV ${e}=""`,
    (e) => `$ printenv ${e}\n$ echo $?\n1`,
  ];
  ENVS.forEach((e, i) => {
    N("env-name", "code", forms[i % forms.length](e));
    N("env-name", "config", forms[(i + 5) % forms.length](e));
  });
}

function masked() {
  const items = [
    `✓ Logged in to github.com as dev (GITHUB_TOKEN)\n  - Token: ghp_************************************`,
    `Using API key sk-proj-...${alnum(4)} (set via OPENAI_API_KEY)`,
    `aws_secret_access_key = ****************${alnum(4)}`,
    `Run ./deploy.sh\n  env:\n    NPM_TOKEN: ***\n    GITHUB_TOKEN: ***`,
    `{"api_key":"[REDACTED]","user":"ana"}`,
    `Authorization: Bearer xoxb-****-****-****`,
    `password: ••••••••••`,
    `token=${"*".repeat(36)} (last used 2 days ago)`,
    `STRIPE_SECRET_KEY=sk_live_••••••••••••${alnum(4)}`,
    `Connected to postgres://app:*****@db.internal:5432/orders`,
    `Your key ends with …${hex(4)}. Revoke it from the dashboard if it leaked.`,
    `secret_key: "<hidden>"  # set in CI`,
  ];
  each(items, (t, i) =>
    N(
      "masked",
      [
        "cli-output",
        "log",
        "config",
        "ci-log",
        "json",
        "http",
        "ui",
        "cli-output",
        "env",
        "log",
        "prose",
        "yaml",
      ][i],
      t,
    ),
  );
}

function words() {
  const items = [
    ["code", "key: user.id,\nvalue: user.name,"],
    [
      "code",
      "const token = await getToken();\nconst res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });",
    ],
    ["code", "password = hash_password(form.cleaned_data['password'])"],
    ["code", "if (!apiKey) {\n  throw new Error('apiKey is required');\n}"],
    [
      "code",
      "def verify_password(plain: str, hashed: str) -> bool:\n    return pwd_context.verify(plain, hashed)",
    ],
    ["code", "TOKEN_TTL_SECONDS = 3600\nREFRESH_TOKEN_TTL_DAYS = 30"],
    ["code", 'secret := os.Getenv("WEBHOOK_SECRET")\nmac := hmac.New(sha256.New, []byte(secret))'],
    ["code", "private_key = load_pem_private_key(pem_bytes, password=None)"],
    [
      "code",
      'export function maskToken(token: string): string {\n  return token.slice(0, 4) + "…" + token.slice(-4);\n}',
    ],
    ["code", 'for key, value in settings.items():\n    print(f"{key}={value!r}")'],
    ["yaml", "auth:\n  type: bearer\n  token_url: https://auth.acme.io/oauth/token\n  scopes: [read, write]"],
    ["json", '{"token_type":"Bearer","expires_in":3600,"scope":"read:org repo"}'],
    [
      "json",
      '{"model":"claude-sonnet-4","max_tokens":4096,"usage":{"input_tokens":1532,"output_tokens":211}}',
    ],
    ["prose", "The API key must be at least 32 characters; rotate it every 90 days and never commit it."],
    ["prose", "I reset my password yesterday and now the token refresh fails with 401, any idea why?"],
    ["prose", "Ich habe das Passwort geändert, aber der Schlüssel im Tresor ist noch der alte."],
    ["prose", "トークンの有効期限が切れたので、再ログインしてください。"],
    ["prose", "пароль и токен лежат в Vault, в репозиторий их не коммитим"],
    ["prose", "la clé d'API se trouve dans le gestionnaire de secrets, pas dans le dépôt"],
    ["prose", "密钥已经轮换过了，请从密钥管理服务读取新的值。"],
    [
      "sql",
      "ALTER TABLE users ADD COLUMN password_hash TEXT NOT NULL;\nCREATE INDEX idx_tokens_user ON api_tokens(user_id);",
    ],
    [
      "cli-output",
      "$ npm run lint\n\nsrc/auth.ts\n  12:7  warning  'token' is assigned a value but never used  no-unused-vars",
    ],
    ["regex", "const GITHUB_TOKEN_RE = /\\bghp_[A-Za-z0-9]{36}\\b/;\nconst AWS_KEY_RE = /AKIA[0-9A-Z]{16}/;"],
    ["code", 'if (pem.startsWith("-----BEGIN PRIVATE KEY-----")) return parsePkcs8(pem);'],
    [
      "prose",
      "GitHub classic tokens start with ghp_, fine-grained ones with github_pat_, and Slack bot tokens with xoxb-.",
    ],
    [
      "docs",
      "| Variable | Description |\n|---|---|\n| `SECRET_KEY` | Django secret key, 50 random characters |\n| `API_TOKEN` | token from Settings → Tokens |",
    ],
    [
      "test-name",
      "✓ rejects an expired token (12 ms)\n✓ hashes the password with bcrypt (48 ms)\n✓ rotates the signing key (3 ms)",
    ],
    ["code", 'headers["X-Api-Key"] = config.api_key\nheaders["Idempotency-Key"] = str(uuid4())'],
    ["code", 'keyring.set_password("acme-cli", username, password)'],
    ["log", 'level=info msg="token refreshed" expires_in=3599 user_id=4821'],
  ];
  each(items, ([ctx, t]) => N("keyword-no-value", ctx, t));
}

function urlsAndMisc() {
  const urls = [
    () => `https://www.youtube.com/watch?v=${str(`${ALNUM}-_`, 11)}&t=42s`,
    () => `https://docs.google.com/document/d/1${str(`${ALNUM}-_`, 43)}/edit`,
    () => `https://www.figma.com/design/${str(ALNUM, 22)}/Checkout-flow?node-id=12-3456`,
    () => `https://www.notion.so/acme/Runbook-${hex(32)}`,
    () => `https://www.loom.com/share/${hex(32)}`,
    () => `https://acme-uploads.s3.amazonaws.com/avatars/${uuid()}/${hex(16)}.webp`,
    () => `https://registry.npmjs.org/zod/-/zod-3.23.${int(9)}.tgz`,
    () => `https://github.com/acme/api/actions/runs/${digits(11)}/job/${digits(11)}`,
    () => `https://app.datadoghq.com/apm/trace/${digits(19)}`,
    () =>
      `https://console.aws.amazon.com/cloudwatch/home#logsV2:log-groups/log-group/$252Faws$252Flambda$252Fapi/log-events/2026$252F11$252F27$252F$255B$2524LATEST$255D${hex(32)}`,
    () => `https://jsfiddle.net/${str(LOWNUM, 8)}/3/`,
    () => `https://codepen.io/acme/pen/${str(ALNUM, 7)}`,
    () => `https://gist.github.com/ana/${hex(32)}`,
    () => `https://pastebin.com/raw/${str(ALNUM, 8)}`,
    () => `https://linear.app/acme/issue/ENG-${digits(4)}/fix-cursor-${hex(6)}`,
  ];
  each(urls, (u, i) =>
    N(
      "id-in-url",
      ["chat", "markdown", "log"][i % 3],
      [`can you look at ${u()} ?`, `[link](${u()})`, `GET ${u()} 200 34ms`][i % 3],
    ),
  );
  for (let i = 0; i < 4; i++)
    N(
      "fixture-hash",
      "test-fixture",
      [
        `const FAKE_SHA = "${"deadbeef".repeat(5)}";`,
        `expect(hash("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");`,
        `sha: "0000000000000000000000000000000000000000"`,
        `{"commit":"abc123","tree":"def456","parent":"${"a".repeat(40)}"}`,
      ][i],
    );
  for (let i = 0; i < 3; i++)
    N(
      "hex-dump",
      "xxd",
      Array.from(
        { length: 4 },
        (_, k) =>
          `0000${k}0${k}0: ${Array.from({ length: 8 }, () => hex(4)).join(" ")}  ${str(`${ALNUM}..`, 16)}`,
      ).join("\n"),
    );
  N(
    "hex-dump",
    "od",
    `$ od -A x -t x1z -N 32 image.png\n000000 89 50 4e 47 0d 0a 1a 0a 00 00 00 0d 49 48 44 52  >.PNG........IHDR<\n000010 00 00 01 00 00 00 01 00 08 06 00 00 00 5c 72 a8  >.............\\r.<`,
  );
  for (let i = 0; i < 4; i++)
    N(
      "colour",
      ["css", "tailwind-config", "json-theme", "svg"][i],
      [
        `:root { --brand: #${hex(6)}; --brand-dark: #${hex(6)}; --muted: #${hex(3)}; }`,
        `colors: { primary: { 50: "#${hex(6)}", 500: "#${hex(6)}", 900: "#${hex(6)}" } },`,
        `{"editor.background":"#${hex(6)}","editor.foreground":"#${hex(6)}cc"}`,
        `<path fill="#${hex(6)}" d="M0 0h24v24H0z"/>`,
      ][i],
    );
  for (let i = 0; i < 4; i++)
    N(
      "minified-code",
      "bundle",
      `!function(e,t){"object"==typeof exports?module.exports=t():e.${alnum(3)}=t()}(this,function(){var n="${str(ALNUM, 40)}",r=function(e){return e.split("").map(function(e){return n.indexOf(e)})};return{k:r,v:"${hex(8)}"}});`,
    );
  N(
    "minified-code",
    "css-modules",
    `.Button_root__${str(`${ALNUM}_-`, 5)}{display:flex}.Button_primary__${str(`${ALNUM}_-`, 5)}{color:#fff}`,
  );
  for (let i = 0; i < 4; i++)
    N(
      "blockchain",
      ["etherscan", "code", "log", "btc"][i],
      [
        `Tx hash: 0x${hex(64)}\nFrom: 0x${hex(40)}\nTo: 0x${hex(40)}`,
        `const USDC = "0x${hex(40)}"; // token contract address`,
        `block ${digits(8)} hash=0x${hex(64)} parent=0x${hex(64)}`,
        `bc1q${str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)}`,
      ][i],
    );
  for (let i = 0; i < 3; i++)
    N(
      "near-miss",
      ["analytics-ids", "public-config", "code"][i],
      [
        `gtag('config', 'G-${str("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10)}');\n<!-- GTM-${str("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 7)} -->`,
        `NEXT_PUBLIC_POSTHOG_HOST=https://eu.i.posthog.com\nNEXT_PUBLIC_APP_URL=https://app.acme.io\nNEXT_PUBLIC_BUILD_SHA=${hex(40)}`,
        `const requestSignature = sha256(\`\${method}\\n\${path}\\n\${body}\`); // recomputed per request`,
      ][i],
    );
  for (let i = 0; i < 3; i++)
    N("near-miss", "uuid-list", `$ uuidgen; uuidgen; uuidgen\n${uuid()}\n${uuid()}\n${uuid()}`);
  N(
    "near-miss",
    "random-names",
    `Created volumes: pvc-${uuid()}, pvc-${uuid()}\nPod name: build-${str(LOWNUM, 5)}`,
  );
  N("near-miss", "semver-build", `acme-cli 2.14.0+build.${digits(4)}.${hex(7)} (darwin-arm64, go1.23.3)`);
  N(
    "near-miss",
    "base32-totp-uri-label",
    `Scan the QR code in the app. Can't scan? Open Settings → Security → "Set up authenticator" instead.`,
  );
  N(
    "near-miss",
    "timestamp-ids",
    `2026-11-27T19:14:02.${digits(9)}Z  pid=${digits(5)}  tid=${digits(6)}  seq=${digits(7)}`,
  );
  N("near-miss", "hash-table", `| file | sha1 |\n|---|---|\n| a.bin | ${hex(40)} |\n| b.bin | ${hex(40)} |`);
  N(
    "near-miss",
    "ssh-agent",
    `$ ssh-add -l\n256 SHA256:${b64(32).replace(/=+$/, "")} dev@laptop (ED25519)\n3072 SHA256:${b64(32).replace(/=+$/, "")} deploy (RSA)`,
  );
}

export function wordNegatives() {
  out.length = 0;
  placeholders();
  documented();
  names();
  masked();
  words();
  urlsAndMisc();
  return [...out];
}
