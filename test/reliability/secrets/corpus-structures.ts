/**
 * More of the secret corpus (see corpus.ts), one family per structure rather than per vendor: prose
 * in eight languages ("<credential word> for <thing> is <value>", plurals, "it's now", a dash, "use
 * password X"), keyword secrets in every syntax (markup elements named by an attribute, `=>`
 * hashes, YAML tags, JSON `pass`, name/value tables, service-named variables as in gitleaks'
 * keyword-gated rules), CLI positions (`-u U … -p P` in any tool, `--pass`, `login U P`,
 * here-strings), positional arguments of clients and connect calls, webhook tokens in URL paths,
 * encoded key material (Java keystores, PKCS#12 after `=`, byte arrays) and printed secrets. Values
 * come from the seeded PRNG (corpus-alphabets.ts).
 */
import { type Add, DI, HEX, LO, type Rand } from "./corpus-alphabets.js";

type Mixed = (n: number) => string;
type Line = (s: string) => string;

export function addStructureCases(r: Rand, mixed: Mixed, add: Add): void {
  const each = (category: string, gen: () => string, lines: Line[]) => {
    for (const line of lines) {
      const s = gen();
      add(category, line(s), s);
    }
  };
  const pw = () => mixed(12);
  each("prose-copula-any-words", pw, [
    (s) => `The API key you need for the export job is ${s}.`,
    (s) => `The passwords are ${s} for prod and the usual one for staging.`,
    (s) => `Here's the new root password — ${s}`,
    (s) => `DB password is now ${s} (changed yesterday)`,
    (s) => `btw I reset the jenkins admin pw, it's now ${s}`,
    (s) => `the credentials for the build box are ${s}`,
  ]);
  each("prose-verb-password", pw, [
    (s) => `Use password ${s} to log in to the VPN.`,
    (s) => `Try logging in with bob / ${s} ?`,
  ]);
  each(
    "prose-letters-only",
    () =>
      `${r("KQPZRTLMWX", 2)}${r("kqpzrtlmwx", 2)}${r("KQPZRTLMWX", 2)}${r("kqpzrtlmwx", 2)}${r("KQPZRTLMWX", 2)}`,
    [(s) => `the password is ${s}`],
  );
  each("prose-leetspeak", () => `s${r(DI, 1)}cr${r(DI, 1)}tp${r(DI, 1)}ss${r(DI, 2)}`, [
    (s) => `password ${s}`,
    (s) => `secret_access_key ${s}`,
  ]);
  each("prose-i18n-plural-copula", pw, [
    (s) => `Die Zugangsdaten sind: ${s}`,
    (s) => `Las contraseñas son ${s}`,
    (s) => `As senhas são ${s}`,
    (s) => `La clé API est ${s}`,
    (s) => `Les mots de passe sont ${s}`,
    (s) => `Wir haben das neue Passwort für die Datenbank gesetzt: ${s}`,
  ]);
  each("prose-i18n-case-ending", pw, [
    (s) => `пароль от почты ${s}`,
    (s) => `Новый пароль администратора: ${s}`,
    (s) => `значение ключа API: ${s}`,
  ]);
  each("prose-i18n-cjk", pw, [
    (s) => `APIキーは ${s} です`,
    (s) => `管理员密码已改为 ${s}`,
    (s) => `本番DBのパスワードは「${s}」です`,
    (s) => `访问凭证：${s}`,
  ]);
  each("keyword-markup-attribute", pw, [
    (s) => `<property name="jdbc.password" value="${s}"/>`,
    (s) => `<entry key="smtp.password">${s}</entry>`,
    (s) => `<env name="DB_PASSWORD" value="${s}"/>`,
    (s) => `<Parameter Name="SmtpPassword" Value="${s}" />`,
  ]);
  each("keyword-markup-attribute", () => mixed(39), [(s) => `<string name="google_maps_key">${s}</string>`]);
  each("keyword-hash-rocket", pw, [
    (s) => `password => '${s}',`,
    (s) => `:password => "${s}"`,
    (s) => `admin_password => "${s}",`,
  ]);
  each("keyword-yaml-tag", pw, [(s) => `password: !!str ${s}`]);
  each("keyword-json-pass", () => mixed(15), [(s) => `{"auth": {"user": "ci", "pass": "${s}"}}`]);
  each("keyword-vendor-name", () => r(HEX, 32), [
    (s) => `TWITTER_CONSUMER=${s}`,
    (s) => `datadog_app = "${s}"`,
    (s) => `{"mailchimp": "${s}-us21"}`,
  ]);
  each("keyword-vendor-name", () => mixed(20), [(s) => `{"twitter_consumer": "${s}"}`]);
  each("cli-user-then-password", pw, [
    (s) => `twine upload -u __token__ -p ${s} dist/*`,
    (s) => `rabbitmqadmin -u admin -p ${s} list queues`,
    (s) => `mosquitto_pub -h broker -u dev -P ${s} -t t -m hi`,
    (s) => `cf login -a https://api.cf.example.com -u admin -p ${s}`,
    (s) => `dotnet nuget add source https://pkgs.example.com/nuget -u ci -p ${s}`,
  ]);
  each("cli-pass-flag", pw, [
    (s) => `redis-cli -h cache --pass ${s} ping`,
    (s) => `new-user --name bob --pass ${s}`,
  ]);
  each("cli-login-positional", pw, [(s) => `ftp-upload login deploy ${s}`]);
  each("cli-here-string", pw, [(s) => `vncpasswd -f <<< ${s}`]);
  const key = () => mixed(32);
  each("code-positional-argument", key, [
    (s) => `client = Client("${s}")`,
    (s) => `const stripe = new Stripe('${s}', { apiVersion: '2023-10-16' });`,
    (s) => `bot = telebot.TeleBot("${s}")`,
    (s) => `discord_client.run("${s}")`,
    (s) => `const sdk = initSdk("${s}");`,
  ]);
  each("code-login-call", () => mixed(16), [
    (s) => `auth := smtp.PlainAuth("", "user@example.com", "${s}", "smtp.example.com")`,
    (s) => `conn = pymysql.connect("db", "app", "${s}", "appdb")`,
    (s) => `DriverManager.getConnection("jdbc:postgresql://db/app", "app", "${s}");`,
    (s) => `$client = new \\GuzzleHttp\\Client(['auth' => ['user', '${s}']]);`,
  ]);
  each("url-webhook-path", () => mixed(24), [
    (s) => `https://outlook.office.com/webhook/abc/IncomingWebhook/${s}/def`,
    (s) => `https://rocket.example.com/hooks/65f1a2b3c4d5e6f7a8b9c0d1/${s}`,
  ]);
  each("url-webhook-path", () => `${r(LO, 6)}${r(DI, 4)}${r(LO, 6)}${r(DI, 4)}${r(LO, 6)}`, [
    (s) => `curl -X POST -d '{"text":"hi"}' https://chat.example.com/hooks/${s}`,
  ]);
  each("url-webhook-path", () => `${r(LO, 3)}${r(DI, 2)}${r(LO, 2)}`, [
    (s) => `curl -X POST https://hooks.zapier.com/hooks/catch/1234567/${s}/`,
  ]);
  addEncodedCases(r, add);
  addPrintedCases(r, mixed, add);
}

/** Key material in encodings other than PEM: keystores, PKCS#12 after `=`, byte arrays. */
function addEncodedCases(r: Rand, add: Add): void {
  const bytes = (head: number[], n: number) => {
    const out = [...head];
    for (let i = 0; i < n; i++) out.push(Number.parseInt(r(HEX, 2), 16));
    return out;
  };
  const b64 = (b: number[]) => Buffer.from(b).toString("base64");
  const jks = b64(bytes([0xfe, 0xed, 0xfe, 0xed, 0, 0, 0, 2], 60));
  add("encoded-keystore", `KEYSTORE_B64: ${jks}`, jks);
  add("encoded-keystore", `echo "${jks}" | base64 -d > release.jks`, jks);
  const jceks = b64(bytes([0xce, 0xce, 0xce, 0xce, 0, 0, 0, 2], 60));
  add("encoded-keystore", `signing.keystore=${jceks}`, jceks);
  const p12 = b64(bytes([0x30, 0x82, 0x0a, 0x5c, 0x02, 0x01, 0x03, 0x30, 0x82], 60));
  add("encoded-keystore", `ANDROID_KEYSTORE_BASE64=${p12}`, p12);
  for (const line of [
    (a: string) => `PRIVATE_KEY=${a}`,
    (a: string) => `let secret_key: [u8; 32] = ${a};`,
    (a: string) => `solana keypair: ${a}`,
    (a: string) => a,
  ]) {
    const array = `[${bytes([200 + Number(r(DI, 1))], 63).join(", ")}]`;
    add("encoded-byte-array", line(array), array.slice(1, 40));
  }
  const seed = `${b64(bytes([], 32))}`;
  add("encoded-keystore", `WALLET_SEED_B64="${seed}"`, seed);
}

/** Secrets a command prints: past a blank line, base64 of a password, kubeadm tokens, human passwords. */
function addPrintedCases(r: Rand, mixed: Mixed, add: Add): void {
  const token = mixed(24);
  add("output-printed-secret", `$ vault kv get -field=token secret/ci\n\n${token}`, token);
  const encoded = Buffer.from(`pw-${mixed(14)}`)
    .toString("base64")
    .replace(/=+$/, "");
  add("output-printed-secret", `$ kubectl get secret db -o jsonpath='{.data.password}'\n${encoded}`, encoded);
  const boot = `${r(`${LO}${DI}`, 6)}.${r(`${LO}${DI}`, 16)}`;
  add("output-printed-secret", `$ kubeadm token create\n${boot}`, boot);
  const human = `${r(LO, 6)}${r(DI, 1)}${r(LO, 6)}${r(DI, 1)}`;
  add("output-printed-secret", `$ gcloud secrets versions access latest --secret=db-pass\n${human}`, human);
}
