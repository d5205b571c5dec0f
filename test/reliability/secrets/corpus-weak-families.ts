/**
 * More of the secret corpus (see corpus.ts), for the families a blind corpus found weakest, written
 * from each service's published format: incoming-webhook URLs of chat and CI services (Slack,
 * Discord, Microsoft Teams incl. `*.webhook.office.com` and the Power Automate / Logic Apps workflow
 * URLs signed with `sig=`, Google Chat, Mattermost, Rocket.Chat, Telegram bots, Lark/Feishu,
 * DingTalk, WeCom, PagerDuty, Datadog intake, Make, n8n, generic `/hooks/<token>`), session cookies of
 * common frameworks (`sessionid`, `connect.sid`, `_…_session`, `PHPSESSID`, `JSESSIONID`,
 * `laravel_session`, `__Secure-…`) in Cookie / Set-Cookie headers and on curl's command line.
 */
import { type Add, B62, DI, HEX, LO, type Rand, URL } from "./corpus-alphabets.js";

type Mixed = (n: number) => string;
type Line = (s: string) => string;

export function addWebhookCases(r: Rand, mixed: Mixed, add: Add): void {
  const each = (category: string, gen: () => string, lines: Line[]) => {
    for (const line of lines) {
      const s = gen();
      add(category, line(s), s);
    }
  };
  const uuid = () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;
  each("webhook-slack", () => `${mixed(24)}`, [
    (s) =>
      `curl -X POST -d '{"text":"deployed"}' https://hooks.slack.com/services/T0${r(B62, 8).toUpperCase()}/B0${r(B62, 8).toUpperCase()}/${s}`,
    (s) => `SLACK_WEBHOOK_URL: "https://hooks.slack.com/triggers/E0${r(DI, 8)}/${r(DI, 13)}/${s}"`,
  ]);
  each("webhook-discord", () => `${r(URL, 68)}`, [
    (s) => `DISCORD_WEBHOOK=https://discord.com/api/webhooks/${r(DI, 19)}/${s}`,
    (s) => `requests.post("https://discordapp.com/api/webhooks/${r(DI, 18)}/${s}", json=msg)`,
  ]);
  each("webhook-teams", () => `${r(HEX, 32)}`, [
    (s) =>
      `https://acme.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${s}/${uuid()}/V2${mixed(40)}`,
  ]);
  each("webhook-power-automate", () => `${r(URL, 43)}`, [
    (s) =>
      `TEAMS_WORKFLOW_URL=https://prod-27.westeurope.logic.azure.com:443/workflows/${r(HEX, 32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${s}`,
    (s) =>
      `https://default${r(HEX, 30)}.0a.environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/${r(HEX, 32)}/triggers/manual/paths/invoke?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${s}`,
  ]);
  each("webhook-google-chat", () => `${r(URL, 43)}%3D`, [
    (s) =>
      `https://chat.googleapis.com/v1/spaces/AAAA${r(URL, 7)}/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=${s}`,
  ]);
  each("webhook-mattermost", () => `${r(LO + DI, 26)}`, [
    (s) =>
      `curl -i -X POST -H 'Content-Type: application/json' -d '{"text": "hi"}' https://chat.acme.io/hooks/${s}`,
  ]);
  each("webhook-telegram", () => `${r(DI, 10)}:AA${r(URL, 33)}`, [
    (s) => `curl -s "https://api.telegram.org/bot${s}/sendMessage?chat_id=-100123&text=done"`,
    (s) => `TELEGRAM_URL=https://api.telegram.org/bot${s}/getUpdates`,
  ]);
  each("webhook-lark", () => uuid(), [
    (s) => `LARK_WEBHOOK=https://open.larksuite.com/open-apis/bot/v2/hook/${s}`,
    (s) =>
      `curl -X POST -H "Content-Type: application/json" -d '{"msg_type":"text"}' https://open.feishu.cn/open-apis/bot/v2/hook/${s}`,
  ]);
  each("webhook-dingtalk", () => r(HEX, 64), [
    (s) => `https://oapi.dingtalk.com/robot/send?access_token=${s}`,
  ]);
  each("webhook-wecom", () => uuid(), [
    (s) => `WECOM_WEBHOOK="https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${s}"`,
  ]);
  each("webhook-pagerduty", () => r(HEX, 32), [
    (s) => `curl -X POST https://events.pagerduty.com/integration/${s}/enqueue -d @event.json`,
    (s) => `{"routing_key": "${s}", "event_action": "trigger"}`,
  ]);
  each("webhook-datadog", () => r(HEX, 32), [
    (s) => `curl -X POST "https://http-intake.logs.datadoghq.eu/api/v2/logs?dd-api-key=${s}" -d @log.json`,
  ]);
  each("webhook-make", () => r(LO + DI, 32), [(s) => `MAKE_HOOK=https://hook.eu1.make.com/${s}`]);
  each("webhook-n8n", () => uuid(), [
    (s) => `curl -X POST https://n8n.acme.io/webhook/${s} -d '{"ok":true}'`,
  ]);
  each("webhook-pipedream", () => `eo${r(LO + DI, 14)}`, [
    (s) => `fetch("https://${s}.m.pipedream.net", { method: "POST", body })`,
  ]);
  each("webhook-webex", () => r(URL, 86), [
    (s) => `WEBEX_HOOK=https://webexapis.com/v1/webhooks/incoming/${s}`,
  ]);
  each("webhook-generic", () => mixed(32), [
    (s) => `https://ci.acme.io/hooks/${s}`,
    (s) => `WEBHOOK_URL=https://api.acme.io/v1/webhooks/${r(DI, 6)}/${s}`,
  ]);
}

export function addCookieCases(r: Rand, mixed: Mixed, add: Add): void {
  const each = (category: string, gen: () => string, lines: Line[]) => {
    for (const line of lines) {
      const s = gen();
      add(category, line(s), s);
    }
  };
  each("cookie-django", () => r(LO + DI, 32), [
    (s) =>
      `Set-Cookie: sessionid=${s}; expires=Thu, 01 Jan 2026 00:00:00 GMT; HttpOnly; Path=/; SameSite=Lax`,
    (s) => `curl -b "sessionid=${s}" https://app.acme.io/admin/`,
  ]);
  each("cookie-express", () => `s%3A${r(URL, 32)}.${r(B62, 43)}`, [
    (s) => `Set-Cookie: connect.sid=${s}; Path=/; HttpOnly`,
    (s) => `Cookie: connect.sid=${s}`,
  ]);
  each("cookie-rails", () => `${mixed(40)}%3D%3D--${r(HEX, 40)}`, [
    (s) => `Cookie: _acme_session=${s}; path=/`,
  ]);
  each("cookie-php", () => r(LO + DI, 26), [
    (s) => `Cookie: PHPSESSID=${s}; lang=en`,
    (s) => `curl --cookie "PHPSESSID=${s}" https://shop.acme.io/cart`,
  ]);
  each("cookie-java", () => `${r(HEX, 32).toUpperCase()}.node0`, [
    (s) => `Set-Cookie: JSESSIONID=${s}; Path=/app; Secure; HttpOnly`,
  ]);
  each("cookie-laravel", () => `eyJpdiI6I${mixed(60)}%3D%3D`, [
    (s) => `cookie: XSRF-TOKEN=abc; laravel_session=${s}`,
  ]);
  each("cookie-secure-prefix", () => `${mixed(48)}`, [
    (s) => `Set-Cookie: __Secure-next-auth.session-token=${s}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    (s) => `Set-Cookie: __Host-session=${s}; Path=/; Secure; HttpOnly`,
  ]);
  each("cookie-in-code", () => mixed(32), [
    (s) => `requests.get(url, cookies={"sessionid": "${s}"})`,
    (s) =>
      `await page.context().addCookies([{ name: "session", value: "${s}", domain: "acme.io", path: "/" }]);`,
  ]);
}

/**
 * Credentials given to CLIs as options or positional arguments, each tool's documented syntax, with
 * human-chosen passwords as well as generated ones.
 */
export function addCliCredentialCases(r: Rand, mixed: Mixed, add: Add): void {
  const words = ["Summer", "Winter", "Dragon", "Coffee", "Monkey", "Sunset", "Rocket", "Falcon"];
  const human = () => `${words[Math.floor(r(DI, 1).charCodeAt(0) % 8)]}${r(DI, 4)}${r("!#%*?", 1)}`;
  const cases: [string, () => string, Line][] = [
    ["cli-docker-login", human, (s) => `docker login --username ci --password ${s} registry.acme.io`],
    ["cli-docker-login", mixed.bind(null, 24), (s) => `podman login -u ci -p '${s}' quay.io`],
    ["cli-mysql", human, (s) => `mysql -uroot -p'${s}' -h 127.0.0.1 shop`],
    ["cli-mysql", human, (s) => `mysqldump --user=backup --password=${s} --all-databases > all.sql`],
    ["cli-psql-uri", human, (s) => `psql "postgresql://app:${s}@db.acme.io:5432/app?sslmode=require"`],
    ["cli-psql-uri", human, (s) => `pg_dump --dbname=postgres://backup:${s}@10.0.0.5/prod -Fc -f prod.dump`],
    ["cli-psql-keyword", human, (s) => `psql "host=db.acme.io user=app password=${s} dbname=app"`],
    ["cli-sshpass", human, (s) => `sshpass -p ${s} scp build.tgz deploy@10.0.0.7:/srv`],
    ["cli-htpasswd", human, (s) => `htpasswd -bc /etc/nginx/.htpasswd admin ${s}`],
    [
      "cli-openssl-pass",
      human,
      (s) => `openssl pkcs12 -export -in c.pem -inkey k.pem -out c.p12 -passout pass:${s}`,
    ],
    [
      "cli-openssl-pass",
      human,
      (s) => `openssl enc -d -aes-256-cbc -pbkdf2 -in db.enc -out db.sql -pass pass:${s}`,
    ],
    ["cli-gh-auth", () => `ghp_${r(B62, 36)}`, (s) => `echo ${s} | gh auth login --with-token`],
    ["cli-gh-auth", () => `github_pat_${r(B62, 22)}_${r(B62, 59)}`, (s) => `GH_TOKEN=${s} gh pr list`],
    [
      "cli-npm-token",
      () => `npm_${r(B62, 36)}`,
      (s) => `npm config set //npm.pkg.github.com/:_authToken=${s}`,
    ],
    ["cli-npm-token", () => mixed(36), (s) => `yarn config set npmAuthToken ${s}`],
    ["cli-az-login", human, (s) => `az login -u ops@acme.io -p ${s}`],
    [
      "cli-az-login",
      () => `${r(B62, 3)}8Q~${r(URL, 31)}`,
      (s) =>
        `az login --service-principal -u ${r(HEX, 8)}-${r(HEX, 4)}-${r(HEX, 4)}-${r(HEX, 4)}-${r(HEX, 12)} --password=${s} --tenant acme.onmicrosoft.com`,
    ],
    [
      "cli-aws-configure",
      () => r(`${B62}/+`, 40),
      (s) => `aws configure set aws_secret_access_key ${s} --profile prod`,
    ],
    ["cli-vault-login", () => `hvs.${r(URL, 24)}`, (s) => `vault login ${s}`],
    ["cli-vault-login", human, (s) => `vault login -method=userpass username=ops password=${s}`],
    ["cli-kubectl", () => mixed(40), (s) => `kubectl --token=${s} get pods -A`],
    ["cli-kubectl", human, (s) => `kubectl config set-credentials admin --username=admin --password=${s}`],
    [
      "cli-helm-repo",
      human,
      (s) => `helm repo add acme https://charts.acme.io --username ci --password ${s}`,
    ],
    ["cli-curl-user", human, (s) => `curl -sSf -u admin:${s} https://jenkins.acme.io/api/json`],
    ["cli-wget", human, (s) => `wget --user=ops --password=${s} https://files.acme.io/backup.tgz`],
    [
      "cli-git-url",
      () => `glpat-${r(URL, 20)}`,
      (s) => `git clone https://oauth2:${s}@gitlab.acme.io/team/app.git`,
    ],
    ["cli-smbclient", human, (s) => `smbclient //fs01/share -U 'ACME\\ops%${s}'`],
    ["cli-mongo", human, (s) => `mongosh "mongodb+srv://admin:${s}@cluster0.ab1cd.mongodb.net/app"`],
    ["cli-redis", () => mixed(32), (s) => `redis-cli -h cache.acme.io -a ${s} --no-auth-warning INFO`],
    ["cli-java-props", human, (s) => `java -Djavax.net.ssl.keyStorePassword=${s} -jar app.jar`],
    ["cli-maven", human, (s) => `mvn deploy -Drepo.password=${s} -DskipTests`],
    ["cli-gradle", human, (s) => `./gradlew publish -PsigningPassword=${s}`],
    ["cli-ansible", human, (s) => `ansible all -i hosts -e "ansible_password=${s}" -m ping`],
    ["cli-terraform", human, (s) => `terraform apply -var 'db_password=${s}' -auto-approve`],
    ["cli-gpg", human, (s) => `gpg --batch --pinentry-mode loopback --passphrase '${s}' -d secrets.tar.gpg`],
    ["cli-7z", human, (s) => `7z x -p${s} backup.7z`],
    [
      "cli-jenkins",
      () => r(HEX, 34),
      (s) => `java -jar jenkins-cli.jar -s https://ci.acme.io -auth ops:${s} build deploy`,
    ],
    ["cli-influx", () => mixed(40), (s) => `influx write --bucket metrics --token ${s} --file data.lp`],
    [
      "cli-twine",
      () => `pypi-AgEIcHlwaS5vcmc${r(URL, 60)}`,
      (s) => `twine upload -u __token__ -p ${s} dist/*`,
    ],
    ["cli-sqlcmd", human, (s) => `sqlcmd -S db.acme.io -U sa -P "${s}" -Q "SELECT 1"`],
    ["cli-sudo-stdin", human, (s) => `echo '${s}' | sudo -S systemctl restart nginx`],
    [
      "cli-basic-encode",
      human,
      (s) => `curl -H "Authorization: Basic $(echo -n ops:${s} | base64)" https://acme.io/api`,
    ],
    [
      "cli-echo-file",
      human,
      (s) => `ansible-vault view --vault-password-file <(echo ${s}) group_vars/all.yml`,
    ],
    ["cli-echo-file", human, (s) => `restic -r /srv/backup snapshots --password-command "echo ${s}"`],
    ["cli-rclone", human, (s) => `rclone config create nas sftp host nas.lan user ops pass ${s}`],
    ["cli-here-string", human, (s) => `vercel env add DB_PASSWORD production <<< ${s}`],
    ["cli-here-string", human, (s) => `passwd <<< $'${s}\n${s}'`],
    [
      "code-hash-call",
      human,
      (s) => `php artisan tinker --execute="User::first()->update(['password' => bcrypt('${s}')])"`,
    ],
  ];
  for (const [category, gen, line] of cases) {
    const s = gen();
    add(category, line(s), s);
  }
}

/** Passwords and keys given in prose, in the languages a team writes notes in (copula, colon or "changed to" forms). */
export function addProseLanguageCases(r: Rand, mixed: Mixed, add: Add): void {
  const pw = () => `${mixed(9)}${r("!#%*?", 1)}${r(DI, 2)}`;
  const lines: Line[] = [
    (s) => `Lösenordet till testmiljön är ${s}`,
    (s) => `Adgangskoden er ${s}`,
    (s) => `Passordet til databasen er ${s}`,
    (s) => `Salasana on ${s}`,
    (s) => `Parolă: ${s}`,
    (s) => `Sunucu parolası: ${s}`,
    (s) => `Contrasenya del servidor: ${s}`,
    (s) => `Lozinka je ${s}`,
    (s) => `Mật khẩu là ${s}`,
    (s) => `Kata sandi server: ${s}`,
    (s) => `Ο κωδικός είναι ${s}`,
    (s) => `كلمة المرور: ${s}`,
    (s) => `הסיסמה היא ${s}`,
    (s) => `सर्वर का पासवर्ड है ${s}`,
    (s) => `รหัสผ่านคือ ${s}`,
    (s) => `ich habe das Passwort auf ${s} geändert`,
    (s) => `j'ai changé le mot de passe en ${s}`,
    (s) => `cambié la contraseña a ${s}`,
    (s) => `zmieniłem hasło na ${s}`,
    (s) => `use ${s} as the admin password for now`,
  ];
  for (const line of lines) {
    const s = pw();
    add("prose-languages", line(s), s);
  }
}
