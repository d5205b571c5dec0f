/**
 * Look-alikes near the weak families' rules: documentation and REST URLs that look like incoming
 * webhooks, cookies without a session value (empty, deleted, preferences, analytics ids), commands
 * that take the credential from a file, the environment or a prompt, and stand-ins and test values
 * in the places a credential goes. Values come from the caller's seeded PRNG.
 */
import { DI } from "./corpus-alphabets.js";

type AddNegative = (kind: string, ...texts: string[]) => void;
type R = (alphabet: string, n: number) => string;

export function addFamilyNegatives(add: AddNegative, r: R): void {
  addWebhookNearMisses(add, r);
  addCookieNearMisses(add, r);
  addCliNearMisses(add);
  add(
    "stand-ins",
    `const token = "test-token-123";`,
    `process.env.JWT_SECRET = "test-secret";`,
    `os.environ["API_KEY"] = "dummy-key-for-tests"`,
    `auth: { user: "test", pass: "test" }`,
    `jwt.sign(payload, "secret", { expiresIn: "1h" })`,
    `RABBITMQ_DEFAULT_PASS: guest`,
    `MYSQL_PASSWORD: example`,
    `it("rejects wrong password", () => expect(login("alice", "wrong-password")).toBe(false));`,
    `await page.fill("#password", "correct-horse");`,
    `cy.get("input[name=password]").type("s3cr3t")`,
    `export TOKEN=dummy`,
    `set PASSWORD=********`,
    `password = "<REDACTED>"`,
    `api_key = "REPLACE_WITH_YOUR_KEY"`,
    `token: "TOKEN_GOES_HERE"`,
    `key: "INSERT_KEY"`,
    `secret: "..."`,
    `"apiKey": "YOUR_API_KEY"`,
    `"token": "paste-your-token"`,
    `ANTHROPIC_API_KEY=sk-ant-...`,
    `OPENAI_API_KEY=sk-...your-key...`,
    `AWS_SECRET_ACCESS_KEY=<secret>`,
    `GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`,
    `STRIPE_SECRET_KEY=sk_test_•••••••••••••••••••••••`,
    `SLACK_BOT_TOKEN=xoxb-your-token`,
    `password: !!str`,
    `password: ~`,
    `token: ''`,
    `secret: ""`,
  );
}

function addWebhookNearMisses(add: AddNegative, r: R): void {
  add(
    "webhook-near-misses",
    `https://api.slack.com/messaging/webhooks`,
    `https://hooks.slack.com/`,
    `https://discord.com/developers/docs/resources/webhook`,
    `https://learn.microsoft.com/en-us/microsoftteams/platform/webhooks-and-connectors/how-to/add-incoming-webhook`,
    `https://developers.google.com/workspace/chat/quickstart/webhooks`,
    `https://core.telegram.org/bots/api#setwebhook`,
    `https://api.telegram.org/bot<token>/getMe`,
    `https://open.feishu.cn/document/client-docs/bot-v3/add-custom-bot`,
    `https://open.dingtalk.com/document/robots/custom-robot-access`,
    `https://developer.work.weixin.qq.com/document/path/91770`,
    `https://docs.mattermost.com/developer/webhooks-incoming.html`,
    `https://developer.pagerduty.com/docs/events-api-v2/overview/`,
    `https://docs.datadoghq.com/integrations/webhooks/`,
    `https://github.com/acme/app/settings/hooks/new`,
    `POST /api/v1/hooks/github HTTP/1.1`,
    `app.post("/webhooks/stripe", express.raw({ type: "application/json" }), handler);`,
    `router.post('/hooks/:id/deliveries', deliver)`,
    `https://example.com/hooks/deployment-finished`,
    `https://ci.example.com/webhooks/gitlab/project-${r(DI, 4)}`,
    `webhook_url: "\${SLACK_WEBHOOK_URL}"`,
    `WEBHOOK_URL=https://hooks.example.com/services/REPLACE/ME/PLEASE`,
    `GET /api/v2/webhooks/3f1c2b7e-9d4a-4c1e-8b2f-0a9e8d7c6b5a/deliveries`,
    `https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.webhook/`,
    `https://events.pagerduty.com/v2/enqueue`,
    `https://hook.eu1.make.com/`,
    `https://www.make.com/en/help/tools/webhooks`,
    `https://pipedream.com/docs/workflows/building-workflows/triggers/`,
    `app.post("/hook/github-events", verifySignature, handle)`,
    `https://open.feishu.cn/open-apis/bot/v2/hook/xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`,
    `https://api.telegram.org/bot\${TELEGRAM_TOKEN}/sendMessage`,
  );
}

function addCookieNearMisses(add: AddNegative, r: R): void {
  add(
    "cookie-near-misses",
    `Set-Cookie: theme=dark; Path=/; Max-Age=31536000`,
    `Set-Cookie: sessionid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`,
    `Set-Cookie: connect.sid=deleted; Max-Age=0`,
    `Cookie: lang=en-US; tz=Europe/Berlin; consent=true`,
    `Cookie: _ga=GA1.2.${r(DI, 10)}.${r(DI, 10)}; _gid=GA1.2.${r(DI, 9)}.${r(DI, 10)}`,
    `SESSION_COOKIE_NAME = "sessionid"`,
    `app.use(session({ name: "connect.sid", cookie: { secure: true } }))`,
    `ini_set('session.name', 'PHPSESSID');`,
    `server.servlet.session.cookie.name=JSESSIONID`,
    `'cookie' => env('SESSION_COOKIE', 'laravel_session'),`,
    `The __Secure- prefix requires the Secure attribute.`,
    `document.cookie = "sidebar=collapsed; path=/";`,
    `curl -b cookies.txt -c cookies.txt https://example.com/login`,
    `Set-Cookie: __Host-csrf=; Secure; Path=/; SameSite=Strict`,
    `Set-Cookie: XSRF-TOKEN=eyJpdiI6IkRhdGFJc0p1c3RUZXh0In0%3D; Path=/`,
    `Cookie: session_started=2026-01-02T10:00:00Z; remember_me=true`,
    `Set-Cookie: sessionid=""; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/`,
    `Cookie: connect.sid=s%3A<session-id>.<signature>`,
  );
}

function addCliNearMisses(add: AddNegative): void {
  add(
    "cli-near-misses",
    `echo "$CR_PAT" | docker login ghcr.io -u USERNAME --password-stdin`,
    `docker login -u "$REGISTRY_USER" -p "$REGISTRY_PASSWORD" $REGISTRY`,
    `mysql -u app -p -h db.internal app_production < dump.sql`,
    `mysqldump -u root -p --single-transaction shop > shop.sql`,
    `psql "postgresql://app@db.internal:5432/app?sslmode=require"`,
    `psql postgres://postgres@localhost/postgres -c 'select 1'`,
    `sshpass -f ~/.ssh/pass.txt ssh deploy@host`,
    `sshpass -e ssh deploy@host`,
    `htpasswd -B /etc/nginx/.htpasswd alice`,
    `htpasswd -c .htpasswd admin`,
    `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout env:P12_PASSWORD`,
    `openssl rsa -in key.pem -passin file:/run/secrets/key_pass -out plain.pem`,
    `openssl req -new -key server.key -out server.csr -passin stdin`,
    `gh auth login --with-token < ~/token.txt`,
    `gh auth status`,
    `gh auth token | pbcopy`,
    `npm token list`,
    `npm token create --read-only`,
    `npm token revoke 1a2b3c`,
    `az login --service-principal -u $APP_ID -p $CLIENT_SECRET --tenant $TENANT_ID`,
    `az login --use-device-code`,
    `aws configure set region eu-central-1`,
    `aws configure set default.output json`,
    `aws configure set aws_secret_access_key "$AWS_SECRET_ACCESS_KEY"`,
    `vault login -method=oidc`,
    `vault login -method=userpass username=alice`,
    `vault login -`,
    `sshpass -p "$SSHPASS" rsync -av dist/ deploy@host:/srv/app`,
    `mongosh "mongodb+srv://cluster0.example.mongodb.net/app" --username admin`,
    `redis-cli -h cache.internal -p 6379 PING`,
    `echo "$SUDO_PASSWORD" | sudo -S true`,
    `echo "Building..." | sudo -S tee /var/log/build.log`,
    `echo -n "$API_USER:$API_PASSWORD" | base64`,
    `echo -n "hello:world" | base64`,
    `restic snapshots --password-file=<(echo "$RESTIC_PW")`,
    `rclone config create s3 s3 provider AWS env_auth true`,
    `const hashed = await bcrypt.hash(password, 12);`,
    `bcrypt("user-input-field")`,
    `cat <<< "$TOKEN" | wc -c`,
  );
}
