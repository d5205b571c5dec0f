/**
 * More of the secret corpus (see corpus.ts): families recognised by their published structure, each
 * across contexts (shell, command output, code, config, prose, URL, header, log, JSON). Formats:
 * session cookies (RFC 6265 headers, curl's Netscape cookie jar https://curl.se/docs/http-cookies.html,
 * express-session, @hapi/iron "Fe26.2", Tornado signed values, Laravel's sealed JSON, Playwright storage
 * state), Google service-account key files (`private_key_id`, `private_key`), Azure storage account
 * keys (connection strings, `--account-key`, `az storage account keys list`), Doppler tokens
 * (docs.doppler.com: dp.pt./dp.st.<config>./dp.sa./dp.ct.), JDBC and ODBC URLs with a password,
 * WireGuard keys (wg(8), wg-quick(8)), OpenVPN static and tls-crypt-v2 keys, NATS nkey seeds
 * (github.com/nats-io/nkeys), `sudo -S` and `--password-stdin` fed a password, Telegram Bot API URLs,
 * Vercel tokens, Algolia admin keys, Lark/Feishu bot hooks and JWT signing secrets. Values come from
 * their own seeded PRNG, so adding them leaves the other cases as they were.
 */
import { type Add, B62, B64, DI, HEX, LO, mulberry32, UP, URL } from "./corpus-alphabets.js";

type Line = (s: string) => string;
type R = (alphabet: string, n: number) => string;

const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function addStructureFamilyCases(add: Add, seed = 20261127): void {
  const rand = mulberry32(seed);
  const r: R = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const each = (category: string, gen: () => string, lines: Line[]) => {
    for (const line of lines) {
      const s = gen();
      add(category, line(s), s);
    }
  };
  addCookies(r, each);
  addCloudFiles(r, each);
  addConnections(r, each);
  addTunnels(r, each);
  addStdinAndTokens(r, each);
  addVariants(r, each);
}

type Each = (category: string, gen: () => string, lines: Line[]) => void;
const mixed = (r: R, n: number): string => `${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, n - 3)}`;

function addCookies(r: R, each: Each): void {
  const iron = () =>
    `Fe26.2**${r(HEX, 64)}*${r(URL, 22)}*${r(URL, 22)}*${r(URL, 86)}**${r(HEX, 64)}*${r(URL, 43)}`;
  const sealed = () =>
    Buffer.from(`{"iv":"${r(B64, 22)}==","value":"${r(B64, 120)}","mac":"${r(HEX, 64)}","tag":""}`).toString(
      "base64",
    );
  each("cookie-any-name", () => mixed(r, 40), [
    (s) => `Cookie: _gh_sess=${s}; logged_in=yes; tz=Europe%2FBerlin`,
    (s) => `curl -b 'prefs_v2=${s}' https://app.acme.io/api/me`,
    (s) => `curl --cookie "state=${s}; lang=en" https://dash.acme.io/billing`,
    (s) => `document.cookie = "ident=${s}; path=/; Secure; SameSite=Strict";`,
    (s) => `fetch(url, { headers: { "Cookie": "u=${s}" } })`,
    (s) => `2026-11-26T10:01:02Z DEBUG outgoing headers={"cookie":"ak=${s}; theme=dark"}`,
  ]);
  each("cookie-iron", iron, [
    (s) => `< set-cookie: __Secure-app.session=${s}; Path=/; HttpOnly; Secure`,
    (s) => `Cookie: sid=${s}`,
  ]);
  each("cookie-sealed", sealed, [
    (s) => `Set-Cookie: acme_cookie=${s}; expires=Fri, 27 Nov 2026 10:00:00 GMT; path=/; httponly`,
    (s) => `Replay it with the header Cookie: laravel_session=${s} and you are logged in as admin.`,
  ]);
  each("cookie-tornado", () => `2|1:0|10:1764150000|4:user|8:${r(B64, 8)}|${r(HEX, 64)}`, [
    (s) => `Set-Cookie: user="${s}"; expires=Sat, 26 Dec 2026 10:00:00 GMT; Path=/`,
  ]);
  each("cookie-jar", () => mixed(r, 32), [
    (s) =>
      `# Netscape HTTP Cookie File\n# https://curl.se/docs/http-cookies.html\n.acme.io\tTRUE\t/\tTRUE\t1795000000\tprefs\t${s}`,
    (s) => `$ cat cookies.txt\n#HttpOnly_app.acme.io\tFALSE\t/\tTRUE\t0\tuser_session\t${s}`,
  ]);
  each("cookie-set-call", () => mixed(r, 36), [
    (s) => `res.cookie("refresh", "${s}", { httpOnly: true, secure: true });`,
    (s) => `response.set_cookie("user_state", "${s}", httponly=True, samesite="Lax")`,
    (s) => `setcookie("ident", "${s}", time() + 3600, "/", "", true, true);`,
    (s) => `http.SetCookie(w, &http.Cookie{Name: "sid", Value: "${s}", Path: "/", HttpOnly: true})`,
    (s) =>
      `await page.context().addCookies([{ name: "st", value: "${s}", domain: "app.acme.io", path: "/" }]);`,
  ]);
  each("cookie-storage-state", () => mixed(r, 40), [
    (s) =>
      `{"cookies":[{"name":"app_st","value":"${s}","domain":"app.acme.io","path":"/","expires":-1,"httpOnly":true,"secure":true,"sameSite":"Lax"}],"origins":[]}`,
    (s) =>
      `{\n  "log": {\n    "entries": [\n      {\n        "request": {\n          "cookies": [\n            { "name": "ctx", "value": "${s}", "path": "/", "httpOnly": true }\n          ]\n        }\n      }\n    ]\n  }\n}`,
  ]);
}

function addCloudFiles(r: R, each: Each): void {
  const keyId = () => r(HEX, 40);
  const saFile = (id: string, body: string) =>
    `{\n  "type": "service_account",\n  "project_id": "acme-prod-42",\n  "private_key_id": "${id}",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC${body}\\n-----END PRIVATE KEY-----\\n",\n  "client_email": "deploy@acme-prod-42.iam.gserviceaccount.com",\n  "client_id": "1${r(DI, 20)}"\n}`;
  each("gcp-sa-private-key-id", keyId, [
    (s) => saFile(s, r(B64, 60)),
    (s) => `$ cat deploy/ci-runner.json\n${saFile(s, r(B64, 60))}`,
    (s) =>
      `info = {"type": "service_account", "private_key_id": "${s}", "client_email": "x@p.iam.gserviceaccount.com"}`,
    (s) =>
      `2026-11-26 10:00:03 INFO loaded credentials private_key_id=${s} client_email=ci@p.iam.gserviceaccount.com`,
    (s) => `GCP_SA_KEY='{"type":"service_account","project_id":"p","private_key_id":"${s}"}'`,
  ]);
  each("gcp-sa-private-key", () => r(B64, 64), [
    (s) => saFile(keyId(), s),
    (s) =>
      `$ cat key.json | jq .private_key\n"-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASC${s}\\n-----END PRIVATE KEY-----\\n"`,
  ]);
  const az = () => `${r(B64, 85)}${r("AQgw", 1)}==`;
  each("azure-storage-key", az, [
    (s) =>
      `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=${s};EndpointSuffix=core.windows.net"`,
    (s) => `az storage blob upload --account-name acmeprod --account-key "${s}" -c backups -f db.gz -n db.gz`,
    (s) =>
      `$ az storage account keys list -g rg-prod -n acmeprod -o tsv\nkey1\t${s}\tFULL\nkey2\t${az()}\tFULL`,
    (s) =>
      `[\n  {\n    "creationTime": "2026-11-01T10:00:00+00:00",\n    "keyName": "key1",\n    "permissions": "FULL",\n    "value": "${s}"\n  }\n]`,
    (s) => `var credential = new StorageSharedKeyCredential("acmeprod", "${s}");`,
    (s) => `primary_access_key = "${s}"`,
    (s) => `[azblob]\ntype = azureblob\naccount = acmeprod\nkey = ${s}`,
    (s) => `The storage account key for acmeprod is ${s} (rotated last week).`,
  ]);
  each("doppler-token", () => r(B62, 43), [
    (s) => `DOPPLER_TOKEN=dp.st.prd.${s}`,
    (s) => `doppler run --token dp.st.dev_personal.${s} -- npm start`,
    (s) => `$ doppler configs tokens create ci-token --plain\ndp.st.ci.${s}`,
    (s) => `curl -u dp.pt.${s}: https://api.doppler.com/v3/workplace`,
    (s) => `Authorization: Bearer dp.sa.${s}`,
    (s) => `{"token": {"name": "ci", "key": "dp.st.stg.${s}", "config": "stg"}}`,
  ]);
}

function addConnections(r: R, each: Each): void {
  const pw = () => `${r(LO, 3)}${r(UP, 2)}${r(DI, 2)}${r(B62, 7)}`;
  each("jdbc-password", pw, [
    (s) => `spring.datasource.url=jdbc:mysql://db.internal:3306/shop?user=shop&password=${s}&useSSL=true`,
    (s) => `  url: jdbc:postgresql://pg.internal:5432/app?password=${s}&user=app&sslmode=require`,
    (s) => `jdbc:sqlserver://sql.internal:1433;databaseName=erp;user=sa;password=${s};encrypt=true`,
    (s) => `jdbc:oracle:thin:scott/${s}@//db.internal:1521/ORCLPDB1`,
    (s) =>
      `Connection c = DriverManager.getConnection("jdbc:mysql://localhost:3306/app?user=root&password=${s}");`,
    (s) =>
      `2026-11-26 10:00:04 ERROR HikariPool-1 - jdbc:postgresql://pg:5432/app?user=app&password=${s} refused`,
    (s) => `jdbc:redshift://rs.acme.io:5439/dw;UID=etl;PWD=${s};ssl=true`,
    (s) => `jdbc:snowflake://acme.snowflakecomputing.com/?user=etl&password=${s}&warehouse=WH`,
  ]);
  each("odbc-password", pw, [
    (s) =>
      `Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql.internal,1433;Database=app;Uid=app;Pwd=${s};`,
    (s) => `conn = pyodbc.connect("DRIVER={PostgreSQL Unicode};SERVER=pg;DATABASE=app;UID=app;PWD=${s}")`,
    (s) =>
      `Server=tcp:acme.database.windows.net,1433;Initial Catalog=app;User ID=admin;Password=${s};Encrypt=True;`,
  ]);
}

function addTunnels(r: R, each: Each): void {
  const wg = () => `${r(B64, 42)}${r("AEIMQUYcgkosw048", 1)}=`;
  each("wireguard-key", wg, [
    (s) => `[Interface]\nPrivateKey = ${s}\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1`,
    (s) => `[Peer]\nPublicKey = ${wg()}\nPresharedKey = ${s}\nAllowedIPs = 0.0.0.0/0`,
    (s) => `$ wg genkey\n${s}`,
    (s) => `$ wg genkey | tee /etc/wireguard/private.key\n${s}`,
    (s) => `echo ${s} | wg pubkey`,
    (s) => `sudo wg set wg0 private-key <(echo ${s}) listen-port 51820`,
    (s) => `$ sudo wg show wg0 private-key\n${s}`,
    (s) => `networking.wireguard.interfaces.wg0 = { privateKey = "${s}"; ips = [ "10.8.0.2/24" ]; };`,
  ]);
  const ovpnHex = () => Array.from({ length: 16 }, () => r(HEX, 32)).join("\n");
  each("openvpn-static-key", ovpnHex, [
    (s) =>
      `<tls-auth>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n${s}\n-----END OpenVPN Static key V1-----\n</tls-auth>\nkey-direction 1`,
    (s) =>
      `$ cat /etc/openvpn/ta.key\n-----BEGIN OpenVPN Static key V1-----\n${s}\n-----END OpenVPN Static key V1-----`,
    (s) =>
      `<tls-crypt>\n-----BEGIN OpenVPN Static key V1-----\n${s}\n-----END OpenVPN Static key V1-----\n</tls-crypt>`,
  ]);
  each("openvpn-tls-crypt-v2", () => r(B64, 64), [
    (s) =>
      `<tls-crypt-v2>\n-----BEGIN OpenVPN tls-crypt-v2 client key-----\n${s}\n${r(B64, 64)}\n-----END OpenVPN tls-crypt-v2 client key-----\n</tls-crypt-v2>`,
  ]);
  const seed = (t: string) => `S${t}${r(B32, 56)}`;
  each("nats-nkey-seed", () => seed("U"), [
    (s) => `$ nsc generate nkey --user\n${s}\nU${r(B32, 55)}`,
    (s) =>
      `-----BEGIN NATS USER JWT-----\neyJ0eXAiOiJKV1QiLCJhbGciOiJlZDI1NTE5LW5rZXkifQ.${r(URL, 60)}.${r(URL, 86)}\n------END NATS USER JWT------\n\n-----BEGIN USER NKEY SEED-----\n${s}\n------END USER NKEY SEED------`,
    (s) => `NATS_NKEY_SEED=${s}`,
    (s) => `kp, err := nkeys.FromSeed([]byte("${s}"))`,
  ]);
  each("nats-nkey-seed-account", () => seed("A"), [
    (s) => `{"operator": "O${r(B32, 55)}", "account_seed": "${s}"}`,
    (s) => `2026-11-26T10:00:05Z WARN signing with account ${s}`,
  ]);
  each("nats-nkey-seed-operator", () => seed("O"), [
    (s) => `The operator seed ${s} lives in ~/.local/share/nats/nsc/keys.`,
  ]);
}

function addStdinAndTokens(r: R, each: Each): void {
  const pw = () => `${r(UP, 1)}${r(LO, 4)}${r(DI, 3)}${r("!#%+", 1)}${r(B62, 4)}`;
  each("sudo-stdin", pw, [
    (s) => `sudo -S apt-get update <<< '${s}'`,
    (s) => `sudo --stdin -u postgres psql -c 'select 1' <<< "${s}"`,
    (s) => `printf '%s\\n' '${s}' | sudo -S -k systemctl restart nginx`,
    (s) => `echo -e "${s}\\n" | sudo -S true`,
    (s) => `ssh build@ci.acme.io "echo '${s}' | sudo -S docker system prune -f"`,
  ]);
  each("password-stdin", pw, [
    (s) => `echo '${s}' | docker login registry.acme.io -u deploy --password-stdin`,
    (s) => `podman login quay.io -u bot --password-stdin <<< '${s}'`,
    (s) => `printf '%s' "${s}" | helm registry login r.acme.io --username bot --password-stdin`,
  ]);
  const tg = () => `${r(DI, 10)}:${r("ABCDEFGH", 1)}${r(URL, 34)}`;
  each("telegram-bot-url", tg, [
    (s) => `curl -s "https://api.telegram.org/bot${s}/sendMessage" -d chat_id=-1001234 -d text=done`,
    (s) => `wget https://api.telegram.org/file/bot${s}/documents/file_7.pdf`,
    (s) => `requests.get("https://api.telegram.org/bot${s}/getUpdates?offset=-1")`,
    (s) => `2026-11-26 10:00:06 DEBUG POST https://api.telegram.org/bot${s}/setWebhook 200`,
  ]);
  each("vercel-token", () => mixed(r, 24), [
    (s) => `vercel deploy --prod --token ${s}`,
    (s) => `npx vercel --yes -t ${s} env pull .env.local`,
    (s) => `$ cat ~/.local/share/com.vercel.cli/auth.json\n{"token": "${s}"}`,
  ]);
  each("vercel-token-prefixed", () => `vca_${mixed(r, 40)}`, [
    (s) => `export VERCEL_TOKEN=${s}`,
    (s) => `Using token ${s} for team acme`,
  ]);
  each("algolia-admin-key", () => r(HEX, 32), [
    (s) => `const client = algoliasearch("${r(UP + DI, 10)}", "${s}");`,
    (s) => `client = SearchClient.create("${r(UP + DI, 10)}", "${s}")`,
    (s) => `client := search.NewClient("${r(UP + DI, 10)}", "${s}")`,
    (s) => `$client = SearchClient::create('${r(UP + DI, 10)}', '${s}');`,
    (s) =>
      `curl -H "X-Algolia-API-Key: ${s}" -H "X-Algolia-Application-Id: ${r(UP + DI, 10)}" https://x-dsn.algolia.net/1/keys`,
  ]);
  each("lark-bot-hook", () => r(HEX, 32), [
    (s) => `curl -X POST https://open.feishu.cn/open-apis/bot/hook/${s} -d '{"title":"deploy","text":"ok"}'`,
  ]);
  each("jwt-signing-secret", () => mixed(r, 32), [
    (s) => `const token = jwt.sign({ sub: user.id }, "${s}", { expiresIn: "1h" });`,
    (s) => `encoded = jwt.encode(payload, "${s}", algorithm="HS256")`,
    (s) => `tokenString, err := token.SignedString([]byte("${s}"))`,
    (s) => `HASURA_GRAPHQL_JWT_SECRET='{"type":"HS256","key":"${s}"}'`,
    (s) => `jwt:\n  secret: ${s}\n  expiration: 3600`,
  ]);
}

/** Second phrasings of the same families: other stdin readers, key constructors, cookie positions. */
function addVariants(r: R, each: Each): void {
  const pw = () => `${r(LO, 4)}${r(UP, 1)}${r(DI, 3)}${r("!#%+", 1)}${r(B62, 5)}`;
  each("stdin-heredoc", pw, [
    (s) => `sudo -S apt-get install -y nginx <<EOF\n${s}\nEOF`,
    (s) => `docker login -u deploy --password-stdin registry.acme.io <<'END'\n${s}\nEND`,
  ]);
  each("stdin-readers", pw, [
    (s) => `echo '${s}' | kinit admin@ACME.IO`,
    (s) => `echo "${s}" | gpg --batch --yes --passphrase-fd 0 -d backup.tar.gpg > backup.tar`,
    (s) => `printf '%s' '${s}' | sudo cryptsetup luksOpen /dev/sdb1 vault`,
    (s) => `subprocess.run(["sudo", "-S", "systemctl", "restart", "app"], input="${s}\\n", text=True)`,
  ]);
  each("jwt-key-constructor", () => mixed(r, 32), [
    (s) => `SecretKey key = Keys.hmacShaKeyFor("${s}".getBytes(StandardCharsets.UTF_8));`,
    (s) => `var key = new SymmetricSecurityKey(Encoding.UTF8.GetBytes("${s}"));`,
    (s) => `Algorithm algorithm = Algorithm.HMAC256("${s}");`,
    (s) => `.signWith(SignatureAlgorithm.HS512, "${s}")`,
  ]);
  each("cookie-index-and-table", () => mixed(r, 32), [
    (s) => `cookies[:remember_token] = "${s}"`,
    (s) => `> document.cookie\n'ak=${s}; theme=dark'`,
    (s) =>
      `{"request": {"headers": [{"name": "cookie", "value": "ak=${s}; theme=dark"}, {"name": "accept", "value": "*/*"}]}}`,
    (s) => `user_sess\t${s}\t.acme.io\t/\t2026-12-26T10:00:00.000Z\t40\t✓\t✓\tLax`,
    (s) =>
      `$ cat cookies.json\n[{"domain": ".acme.io", "httpOnly": true, "name": "st", "path": "/", "secure": true, "value": "${s}"}]`,
  ]);
  each("vercel-token-alias", () => mixed(r, 24), [(s) => `vc deploy --prod -t ${s}`]);
  each("env-labelled-secret", () => `release-${r(HEX, 64)}`, [(s) => `SIGNING_KEY=${s}`]);
}
