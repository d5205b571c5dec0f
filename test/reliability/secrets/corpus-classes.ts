/**
 * More of the secret corpus (see corpus.ts): each weak family written as a class, across contexts
 * (shell, command output, code in several languages, config, prose in several languages, URL, header,
 * log, JSON), from public formats rather than one service's token:
 * - credentials in any URL's query, fragment or path, whatever the host: the parameter names gitleaks'
 *   generic rule and TruffleHog's URI detector treat as credentials (`token`, `access_token`, `api_key`,
 *   `apikey`, `key`, `auth`, `sig`, `signature`, `private_token`, `client_secret`, `password`), the
 *   signed-URL signatures of CloudFront (`Signature=`), Google Cloud Storage V4 (`X-Goog-Signature=`)
 *   and Azure SAS (`sig=`), the OAuth 2.0 implicit-grant fragment (RFC 6749 section 4.2.2:
 *   `#access_token=`), Telegram's `/bot<id>:<token>/` and the `/hooks/<id>/<token>` webhook path shape;
 * - secrets in prose after a word for password, token or key in several languages;
 * - literals assigned to credential-named variables in each language's syntax (Go `:=`, Rust `let`,
 *   Kotlin `val`, Swift `let`, C# properties, PHP `define`, Ruby symbols, Elixir keywords, Lua tables,
 *   HCL, TOML, INI, Java properties, Dockerfile `ENV`, PowerShell `$env:`);
 * - tokens a CLI prints after creating them (`Token:`, `Your API key is`, a table row, `export X=`);
 * - session cookies in Cookie headers, cookie jars, HAR exports and code;
 * - webhook URLs of chat and CI services by their path shape;
 * - Authorization headers of other schemes (`Token`, `Basic`, `Bearer` in JSON and code, `Api-Key`,
 *   `X-Api-Key`, `PRIVATE-TOKEN`, `X-Auth-Token`);
 * - CLI arguments that take credentials as options and positional arguments.
 */
import { type Add, B62, B64, DI, HEX, LO, type Rand, UP, URL } from "./corpus-alphabets.js";

type Mixed = (n: number) => string;
type Line = (s: string) => string;

/** Cases of one category: each line gets a fresh secret from `gen`. */
const each =
  (add: Add) =>
  (category: string, gen: () => string, lines: Line[]): void => {
    for (const line of lines) {
      const s = gen();
      add(category, line(s), s);
    }
  };

export function addUrlClassCases(r: Rand, mixed: Mixed, add: Add): void {
  const e = each(add);
  e("class-url-query", () => r(HEX, 32), [
    (s) => `curl -s "https://api.weatherly.io/v2/forecast?city=Paris&apikey=${s}"`,
    (s) => `  "feed": "https://news.example.org/rss?format=json&api_key=${s}",`,
    (s) => `10.0.3.7 - - [26/Nov/2026:10:02:11 +0000] "GET /api/items?page=2&apiKey=${s} HTTP/1.1" 200 512`,
  ]);
  e("class-url-query", () => mixed(40), [
    (s) => `GET /v1/export?format=csv&access_token=${s} HTTP/1.1`,
    (s) => `const socket = new WebSocket(\`wss://rt.example.dev/socket?token=${s}\`);`,
    (s) => `Open https://share.example.net/view?id=42&auth=${s} in a private window.`,
    (s) => `fetch("https://metrics.example.io/ingest?key=${s}", { method: "POST", body })`,
    (s) => `requests.get(f"https://api.example.com/v3/users?auth_token=${s}")`,
    (s) =>
      `   redirect: https://app.example.com/callback#access_token=${s}&token_type=Bearer&expires_in=3600`,
  ]);
  e("class-url-query", () => `glpat-${r(URL, 20)}`.slice(6), [
    (s) => `curl "https://git.example.com/api/v4/projects?private_token=${s}&per_page=100"`,
  ]);
  e("class-url-query", () => mixed(32), [
    (s) =>
      `POST https://login.example.com/oauth2/token?grant_type=client_credentials&client_id=app-42&client_secret=${s}`,
    (s) => `DATABASE_URL=jdbc:postgresql://db.internal:5432/app?user=app&password=${s}`,
    (s) => `ws://127.0.0.1:9222/devtools/browser?secret=${s}`,
  ]);
  e("class-url-signed", () => r(URL, 80), [
    (s) =>
      `https://d111111abcdef8.cloudfront.net/video/clip.mp4?Expires=1767225600&Signature=${s}&Key-Pair-Id=K2JCJMDEHXQW5F`,
  ]);
  e("class-url-signed", () => r(HEX, 256), [
    (s) =>
      `https://storage.googleapis.com/acme-exports/report.csv?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%40acme.iam.gserviceaccount.com%2F20261126%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20261126T100000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=${s}`,
  ]);
  e("class-url-signed", () => `${r(B64, 43)}%3D`, [
    (s) =>
      `az storage blob download --blob-url "https://acmedata.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-01T00:00:00Z&st=2026-11-26T00:00:00Z&spr=https&sig=${s}"`,
  ]);
  e("class-url-path", () => `${r(DI, 10)}:AA${r(URL, 33)}`, [
    (s) => `curl https://tg-proxy.example.net/bot${s}/sendMessage -d chat_id=42`,
    (s) => `[bot] polling https://api.telegram.org/bot${s}/getUpdates?timeout=30`,
  ]);
  e("class-url-path", () => r(URL, 68), [
    (s) => `notify_url: https://alerts.example.io/api/webhooks/${r(DI, 18)}/${s}`,
    (s) => `POST https://push.example.dev/hooks/${r(DI, 6)}/${s}`,
  ]);
}

export function addProseClassCases(r: Rand, mixed: Mixed, add: Add): void {
  const e = each(add);
  const human = () => `${r(UP, 1)}${r(LO, 5)}${r(DI, 3)}${r("!#%*?", 1)}`;
  e("class-prose", human, [
    (s) => `fyi the staging db password is now ${s} (rotated this morning)`,
    (s) => `For the VPN, use password ${s} until IT sends the new one.`,
    (s) => `Le mot de passe du serveur de test est ${s}, ne le partage pas.`,
    (s) => `Das Passwort für den Testserver lautet ${s}.`,
    (s) => `La contraseña del servidor de pruebas es ${s}`,
    (s) => `A senha do banco de homologação é ${s}`,
    (s) => `La password dell'ambiente di test è ${s}`,
    (s) => `Het wachtwoord voor de testomgeving is ${s}`,
    (s) => `Hasło do serwera testowego: ${s}`,
    (s) => `Пароль от тестового сервера: ${s}`,
    (s) => `テストサーバーのパスワードは ${s} です`,
    (s) => `测试服务器的密码是 ${s}`,
    (s) => `테스트 서버 비밀번호는 ${s} 입니다`,
    (s) => `Test sunucusunun şifresi: ${s}`,
    (s) => `Lösenordet till testservern är ${s}`,
  ]);
  e("class-prose", () => mixed(32), [
    (s) => `here's the API key you asked for: ${s} — it expires Friday`,
    (s) => `the deploy token for prod is ${s}`,
    (s) => `Voici le jeton d'accès : ${s}`,
    (s) => `Der API-Schlüssel ist ${s}`,
    (s) => `El token de acceso es ${s}`,
    (s) => `Токен доступа: ${s}`,
    (s) => `APIキー: ${s}`,
    (s) => `访问令牌：${s}`,
  ]);
}

export function addCodeClassCases(_r: Rand, mixed: Mixed, add: Add): void {
  const e = each(add);
  e("class-code-literal", () => mixed(32), [
    (s) => `\tapiKey := "${s}"`,
    (s) => `let api_token = String::from("${s}");`,
    (s) => `    val authToken = "${s}"`,
    (s) => `    private let clientSecret = "${s}"`,
    (s) => `        public string ApiSecret { get; } = "${s}";`,
    (s) => `define('STRIPE_SECRET', '${s}');`,
    (s) => `  config.access_token = '${s}'`,
    (s) => `config :my_app, MyApp.Mailer, api_key: "${s}"`,
    (s) => `local settings = { token = "${s}", region = "eu" }`,
    (s) => `  client_secret = "${s}"`,
    (s) => `api_token = "${s}"`,
    (s) => `auth.token=${s}`,
    (s) => `ENV API_TOKEN=${s}`,
    (s) => `$env:SERVICE_TOKEN = "${s}"`,
    (s) => `headers = {"X-Api-Key": "${s}"}`,
    (s) => `static const char *kApiKey = "${s}";`,
    (s) => `        "secretKey" => "${s}",`,
    (s) => `    token: '${s}',`,
  ]);
}

export function addOutputClassCases(r: Rand, mixed: Mixed, add: Add): void {
  const e = each(add);
  e("class-output", () => mixed(40), [
    (s) =>
      `$ acme tokens create --name ci\nToken created.\nToken: ${s}\nStore it now: it will not be shown again.`,
    (s) => `Your API key is ${s}`,
    (s) => `Generated a new access token:\n\n    ${s}\n\nCopy it now.`,
    (s) =>
      `| Name | Token | Created | Expires |\n|------|-------|---------|---------|\n| ci-deploy | ${s} | 2026-11-26 | never |`,
    (s) => `NAME        TOKEN                                        EXPIRES\nci-deploy   ${s}     never`,
    (s) => `Run this in your shell:\n  export ACME_TOKEN=${s}`,
    (s) => `✔ API key created: ${s}`,
    (s) => `{"id": 42, "name": "ci", "token": "${s}", "created_at": "2026-11-26T10:00:00Z"}`,
  ]);
  e("class-output", () => r(HEX, 40), [
    (s) => `INFO  issued secret=${s} for client app-42`,
    (s) => `Secret key: ${s}`,
  ]);
}

export function addCookieClassCases(_r: Rand, mixed: Mixed, add: Add): void {
  const e = each(add);
  e("class-cookie", () => mixed(40), [
    (s) => `-H 'cookie: theme=dark; auth_session=${s}; lang=en'`,
    (s) => `{"name": "Cookie", "value": "session=${s}; _ga=GA1.2.1.2"}`,
    (s) => `.app.example.com\tTRUE\t/\tTRUE\t1767225600\tremember_user_token\t${s}`,
    (s) => `document.cookie = "sid=${s}; path=/; secure";`,
    (s) => `http.SetCookie(w, &http.Cookie{Name: "session", Value: "${s}"})`,
    (s) => `< set-cookie: user_session=${s}; path=/; secure; HttpOnly; SameSite=Lax`,
  ]);
}

export function addWebhookClassCases(r: Rand, mixed: Mixed, add: Add): void {
  const e = each(add);
  e("class-webhook", () => r(URL, 68), [
    (s) => `DISCORD_HOOK="https://ptb.discord.com/api/webhooks/${r(DI, 19)}/${s}"`,
    (s) => `await fetch("https://canary.discord.com/api/webhooks/${r(DI, 19)}/${s}", { method: "POST" })`,
  ]);
  e("class-webhook", () => mixed(24), [
    (s) => `  url: https://hooks.slack.com/services/T0${r(UP + DI, 8)}/B0${r(UP + DI, 8)}/${s}`,
  ]);
  e("class-webhook", () => r(LO + DI, 26), [(s) => `MATTERMOST_URL=https://mm.example.org/hooks/${s}`]);
  e("class-webhook", () => `${r(B62, 17)}/${r(B62, 17)}`, [
    (s) => `ROCKETCHAT_HOOK=https://chat.example.org/hooks/${s}`,
  ]);
  e("class-webhook", () => r(LO + DI, 32), [
    (s) =>
      `curl -X POST "https://gitlab.example.com/api/v4/projects/42/trigger/pipeline?token=${s}&ref=main"`,
  ]);
  e("class-webhook", () => r(HEX, 32), [(s) => `curl -X POST https://api.example-ci.io/hooks/build/${s}`]);
}

export function addHeaderClassCases(r: Rand, mixed: Mixed, add: Add): void {
  const e = each(add);
  e("class-auth-header", () => r(HEX, 40), [
    (s) => `curl -H "Authorization: Token ${s}" https://api.example.com/v1/me`,
    (s) => `> Authorization: token ${s}`,
  ]);
  e("class-auth-header", () => mixed(40), [
    (s) => `headers: { Authorization: \`Bearer ${s}\` },`,
    (s) => `req.Header.Set("Authorization", "Bearer ${s}")`,
    (s) => `{"headers": {"Authorization": "Bearer ${s}"}}`,
    (s) => `Authorization: Api-Key ${s}`,
    (s) => `curl -H 'X-Auth-Token: ${s}' https://api.example.net/servers`,
    (s) => `http GET api.example.com/me 'X-API-Key:${s}'`,
  ]);
  e("class-auth-header", () => Buffer.from(`deploy:${mixed(16)}`).toString("base64"), [
    (s) => `Authorization: Basic ${s}`,
    (s) => `proxy_set_header Authorization "Basic ${s}";`,
  ]);
}

export function addCliClassCases(r: Rand, mixed: Mixed, add: Add): void {
  const e = each(add);
  e("class-cli", () => mixed(32), [
    (s) => `gh secret set DEPLOY_TOKEN --body "${s}"`,
    (s) => `vault login ${s}`,
    (s) => `npm config set //registry.example.com/:_authToken ${s}`,
    (s) => `heroku config:set API_TOKEN=${s} -a acme`,
    (s) => `kubectl create secret generic api --from-literal=token=${s}`,
    (s) => `docker run -e API_TOKEN=${s} acme/worker:latest`,
    (s) => `fly secrets set STRIPE_KEY=${s}`,
    (s) => `aws configure set aws_secret_access_key ${s}`,
    (s) => `git clone https://oauth2:${s}@git.example.com/acme/app.git`,
    (s) => `ngrok config add-authtoken ${s}`,
  ]);
  e("class-cli", () => `${r(UP, 1)}${r(LO, 5)}${r(DI, 3)}${r("!#%", 1)}`, [
    (s) => `sshpass -p '${s}' ssh deploy@10.0.0.5`,
    (s) => `psql "host=db.internal user=app password=${s} dbname=app"`,
    (s) => `smbclient //fs01/share -U admin%${s}`,
  ]);
}

/** Every class family above. */
export function addClassCases(r: Rand, mixed: Mixed, add: Add): void {
  addUrlClassCases(r, mixed, add);
  addProseClassCases(r, mixed, add);
  addCodeClassCases(r, mixed, add);
  addOutputClassCases(r, mixed, add);
  addCookieClassCases(r, mixed, add);
  addWebhookClassCases(r, mixed, add);
  addHeaderClassCases(r, mixed, add);
  addCliClassCases(r, mixed, add);
  addHarderClassCases(r, mixed, add);
  addPrefixCases(r, add);
  addContextClassCases(r, mixed, add);
  addConfigClassCases(r, mixed, add);
}

/** A second pass over the weakest families: other hosts, parameter spellings, languages and outputs. */
export function addHarderClassCases(r: Rand, mixed: Mixed, add: Add): void {
  const e = each(add);
  const human = () => `${r(UP, 1)}${r(LO, 4)}${r("!#%*?", 1)}${r(DI, 4)}`;
  e("class-url-query", () => mixed(36), [
    (s) => `https://hooks.example.net/notify?Token=${s}`,
    (s) => `GET https://api.example.org/v1/search?q=shoes&APIKEY=${s}`,
    (s) => `<a href="https://portal.example.com/login?session_token=${s}">resume</a>`,
    (s) => `"callback": "https://ci.example.io/cb?signature=${s}&ts=1764150000"`,
    (s) => `location: https://app.example.com/#id_token=${s}.${mixed(30)}&state=xyz`,
    (s) => `xdg-open 'https://viewer.example.com/s/${r(DI, 5)}?k=1&access-token=${s}'`,
    (s) => `curl -G https://api.example.com/v1/data --data-urlencode "api_token=${s}"`,
    (s) => `http://192.168.1.20:8123/api/camera_proxy/camera.door?token=${s}`,
  ]);
  e("class-prose", human, [
    (s) => `ssh in as deploy, the password's ${s}`,
    (s) => `creds for the staging admin: admin / ${s}`,
    (s) => `Mot de passe : ${s}`,
    (s) => `Passwort: ${s}`,
    (s) => `contraseña: ${s}`,
    (s) => `パスワード：${s}`,
    (s) => `密码: ${s}`,
    (s) => `Şifre ${s} olarak değiştirildi`,
  ]);
  e("class-prose", () => r(HEX, 40), [
    (s) => `I regenerated the token, new one is ${s}`,
    (s) => `the webhook secret we configured in GitHub is ${s}`,
  ]);
  e("class-code-literal", () => mixed(32), [
    (s) => `var apiKey string = "${s}"`,
    (s) => `String token = "${s}";`,
    (s) => `final String SECRET = "${s}";`,
    (s) => `const API_KEY: &str = "${s}";`,
    (s) => `my $api_key = '${s}';`,
    (s) => `    'api_secret': '${s}',`,
    (s) => `set -x GITHUB_TOKEN ${s}`,
    (s) => `  <add key="ApiToken" value="${s}" />`,
    (s) => `client.auth_token = "${s}"`,
    (s) => `Environment="API_TOKEN=${s}"`,
  ]);
  e("class-output", () => mixed(40), [
    (s) => `Access token: ${s}\nRefresh token: ${mixed(40)}`,
    (s) => `Successfully logged in. Your token is:\n${s}`,
    (s) => `  token     ${s}`,
    (s) => `key: ${s}\nexpires: 2027-01-01`,
    (s) => `New personal access token (copy it now, it won't be shown again): ${s}`,
    (s) => `[ok] created service account key ${s}`,
  ]);
  e("class-cookie", () => mixed(40), [
    (s) => `Cookie: _gh_sess=${s}; logged_in=yes`,
    (s) => `cookies = {'session': '${s}'}`,
    (s) => `"cookies": [{"name": "auth", "value": "${s}", "domain": ".example.com"}]`,
  ]);
  e("class-webhook", () => r(URL, 48), [
    (s) => `https://chat.example.org/hooks/${r(B62, 17)}/${s}`,
    (s) => `WEBHOOK=https://notify.example.dev/webhooks/${r(DI, 8)}/${s}`,
  ]);
  e("class-auth-header", () => mixed(40), [
    (s) => `authorization: bearer ${s}`,
    (s) => `-H "PRIVATE-TOKEN: ${s}"`,
    (s) => `RequestHeader set Authorization "Bearer ${s}"`,
    (s) => `xhr.setRequestHeader("X-Api-Key", "${s}");`,
  ]);
  e("class-cli", () => mixed(32), [
    (s) => `op item create --category login password=${s}`,
    (s) => `az login --service-principal -u ${r(HEX, 8)}-${r(HEX, 4)} -p ${s} --tenant acme`,
    (s) => `ansible-vault decrypt --vault-password-file <(echo ${s}) vars.yml`,
    (s) => `htpasswd -b -c .htpasswd admin ${s}`,
  ]);
}

/** Vendor keys by their published prefixes (NVIDIA API catalog, Tavily, Cerebras, MailerSend docs). */
export function addPrefixCases(r: Rand, add: Add): void {
  const e = each(add);
  e("vendor-nvidia", () => `nvapi-${r(URL, 64)}`, [
    (s) => `client = OpenAI(base_url="https://integrate.api.nvidia.com/v1", api_key="${s}")`,
    (s) => `deploying with ${s} now`,
  ]);
  e("vendor-tavily", () => `tvly-${r(B62, 32)}`, [(s) => `TavilyClient(api_key="${s}")`, (s) => `key ${s}`]);
  e("vendor-cerebras", () => `csk-${r(LO + DI, 48)}`, [(s) => `{"apiKey": "${s}"}`, (s) => `using ${s}`]);
  e("vendor-mailersend", () => `mlsn.${r(HEX, 64)}`, [
    (s) => `MAILERSEND_API_KEY=${s}`,
    (s) => `token ${s} works`,
  ]);
}

/** A third pass: the same classes in logs, YAML, JSON, HTTP transcripts and more languages. */
export function addContextClassCases(r: Rand, mixed: Mixed, add: Add): void {
  const e = each(add);
  const human = () => `${r(LO, 5)}${r(DI, 2)}${r(UP, 1)}${r("!@#$", 1)}${r(LO, 3)}`;
  e("class-cookie", () => mixed(44), [
    (s) => `GET /dashboard HTTP/1.1\nHost: app.example.com\nCookie: csrftoken=abc; sessionid=${s}`,
    (s) => `2026-11-26 10:00:01 DEBUG request headers={'cookie': 'auth_token=${s}'}`,
    (s) => `  cookie: "session=${s}"`,
    (s) => `$cookies = @{ "session" = "${s}" }`,
    (s) => `wget --header="Cookie: sid=${s}" https://app.example.com/export.csv`,
  ]);
  e("class-output", () => mixed(40), [
    (s) => `$ acme auth print-access-token\n${s}`,
    (s) => `==> Created deploy key.\n    id:     ${r(DI, 6)}\n    secret: ${s}`,
    (s) => `{"data": {"createApiKey": {"key": "${s}", "name": "ci"}}}`,
    (s) =>
      `┌──────────┬──────────────────────────────────────────┐\n│ Token    │ ${s} │\n└──────────┴──────────────────────────────────────────┘`,
    (s) => `Bot token set. (${s})`,
  ]);
  e("class-prose", human, [
    (s) => `- [ ] rotate the redis password (currently ${s})`,
    (s) => `> db pass is ${s}, don't commit it`,
    (s) => `La clave del wifi de la oficina es ${s}`,
    (s) => `Il mot de passe root c'est ${s}`,
    (s) => `Mật khẩu là ${s}`,
    (s) => `Kata sandi: ${s}`,
  ]);
  e("class-url-query", () => r(HEX, 40), [
    (s) => `webhook_url: "https://ingest.example.com/v1/events?writeKey=${s}"`,
    (s) => `[WARN] retrying https://api.example.com/v1/sync?accessToken=${s} (attempt 2)`,
    (s) =>
      `<iframe src="https://embed.example.com/d/42?jwt=eyJhbGciOiJIUzI1NiJ9.${mixed(30)}.${s}"></iframe>`,
  ]);
  e("class-code-literal", () => mixed(32), [
    (s) => `    password: "${s}"`,
    (s) => `    SecretKey = "${s}",`,
    (s) => `options.ApiKey = "${s}";`,
    (s) => `setenv("API_TOKEN", "${s}", 1);`,
    (s) => `os.environ["OPENAI_API_KEY"] = "${s}"`,
    (s) => `process.env.SERVICE_TOKEN = '${s}';`,
    (s) => `System.setProperty("api.token", "${s}");`,
    (s) => `#define API_SECRET "${s}"`,
  ]);
}

/** A fourth pass: webhooks, headers and CLI arguments in config files, CI YAML and transcripts. */
export function addConfigClassCases(r: Rand, mixed: Mixed, add: Add): void {
  const e = each(add);
  e("class-webhook", () => r(URL, 68), [
    (s) =>
      `  - name: notify\n    run: curl -H "Content-Type: application/json" -d @msg.json https://discord.com/api/webhooks/${r(DI, 19)}/${s}`,
    (s) => `[alerting]\nwebhook = "https://discordapp.com/api/webhooks/${r(DI, 18)}/${s}"`,
  ]);
  e("class-webhook", () => r(LO + DI, 26), [
    (s) => `{"webhook_url": "https://mattermost.example.com/hooks/${s}"}`,
  ]);
  e("class-auth-header", () => mixed(40), [
    (s) => `  headers:\n    Authorization: "Bearer ${s}"`,
    (s) => `Invoke-RestMethod -Uri $uri -Headers @{ Authorization = "Bearer ${s}" }`,
    (s) => `[2026-11-26 10:00:00] > GET /v1/me\n> authorization: Bearer ${s}\n< 200 OK`,
    (s) => `const headers = new Headers({ "x-api-key": "${s}" });`,
    (s) => `ApiKeyAuth: ${s}`,
  ]);
  e("class-cli", () => mixed(32), [
    (s) => `terraform apply -var "api_token=${s}"`,
    (s) => `helm install app ./chart --set secrets.apiKey=${s}`,
    (s) => `gcloud secrets versions add api-key --data-file=<(echo -n ${s})`,
    (s) => `echo "${s}" | docker login ghcr.io -u ci --password-stdin`,
    (s) => `curl -u ":${s}" https://api.example.com/v1/me`,
    (s) => `stripe listen --api-key ${s}`,
  ]);
  e("class-url-query", () => mixed(36), [
    (s) => `  endpoint: https://metrics.example.net/write?db=prod&u=writer&p=${s}`,
    (s) => `ELASTIC_URL=https://es.example.com:9200/_bulk?api_key=${s}`,
  ]);
}
