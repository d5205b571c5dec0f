/**
 * More of the secret corpus (see corpus.ts) for the families a ninth blind corpus still found weak,
 * written from each format's public description: Azure (storage account keys: 64 bytes of base64;
 * SAS `sig=`; Entra ID client secrets `xxx8Q~…`; Service Bus / Event Hubs `SharedAccessKey=`; Cosmos
 * DB, SignalR, Communication Services and Redis connection strings; Functions `?code=` and
 * `x-functions-key`; Azure OpenAI / Cognitive Services `api-key` and `Ocp-Apim-Subscription-Key`),
 * secrets given to CLIs as options or positional arguments, connection strings (ADO.NET, JDBC, libpq
 * key/value, ODBC, Kafka JAAS, SQLAlchemy and driver URLs), ngrok authtokens and API keys (a KSUID,
 * `_`, a base62 secret: ngrok.com/docs/agent/config), session cookies of common frameworks (Flask's
 * itsdangerous, ASP.NET, Spring Session, Drupal, WordPress, Grafana, cookie-session's `.sig`),
 * credentials in URL userinfo (RFC 3986 section 3.2.1) in every scheme, Weights & Biases API keys (40
 * hex, `local-` + 40 hex for a self-hosted server) and tokens wrapped across lines (a terminal or log
 * at a fixed width, `\` continuations, indented continuations, `base64`'s 76-column output). A
 * wrapped token gives one case per line it spans, so every part must be kept off disk. Values come
 * from their own seeded PRNG, so adding them leaves the other cases as they were.
 */
import {
  type Add,
  B62,
  DI,
  type Each,
  HEX,
  LO,
  type Rand,
  seededCases,
  UP,
  URL,
} from "./corpus-alphabets.js";
import { addSecondPhrasings, addWrappedCases } from "./corpus-wrapped-encoded.js";

type R = Rand;

export function addLastFamilyCases(add: Add, seed = 20261128): void {
  const { r, each } = seededCases(add, seed);
  addAzure(r, each);
  addCliSecrets(r, each);
  addConnectionStrings(r, each);
  addNgrok(r, each);
  addSessionCookies(r, each);
  addUrlCredentials(r, each);
  addWandb(r, each);
  addWrappedCases(r, add);
  addSecondPhrasings(r, each);
}

const mixed = (r: R, n: number): string => `${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, n - 3)}`;
const pw = (r: R): string => `${mixed(r, 9)}${r("!#%^*-", 1)}${r(B62, 5)}`;
const uuid = (r: R): string => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;
/** Standard base64 of `bytes` random bytes, padded. */
const b64 = (r: R, bytes: number): string =>
  Buffer.from(Array.from({ length: bytes }, () => Number.parseInt(r(HEX, 2), 16))).toString("base64");

function addAzure(r: R, each: Each): void {
  each("azure-storage-key-more", () => b64(r, 64), [
    (s) => `$env:AZURE_STORAGE_KEY = "${s}"`,
    (s) => `azcopy login --account-name acmeprod --account-key ${s}`,
    (s) => `{"name": "acmeprod", "primaryKey": "${s}", "secondaryKey": "${b64(r, 64)}"}`,
    (s) => `storage_account_key: ${s}`,
    (s) => `AccountEndpoint=https://acme-cosmos.documents.azure.com:443/;AccountKey=${s};`,
    (s) => `$ terraform output -raw primary_access_key\n${s}`,
  ]);
  each("azure-sas-more", () => `${r(URL, 40)}${r("AEIMQUYcgkosw048", 1)}%3D`, [
    (s) =>
      `azcopy copy ./dist "https://acmeprod.blob.core.windows.net/web?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T00:00:00Z&st=2026-11-27T00:00:00Z&spr=https&sig=${s}" --recursive`,
    (s) =>
      `BlobEndpoint=https://acmeprod.blob.core.windows.net/;SharedAccessSignature=sv=2022-11-02&ss=bfqt&srt=sco&sp=rl&se=2026-12-01T00:00:00Z&sig=${s}`,
    (s) =>
      `$ az storage container generate-sas -n backups --account-name acmeprod --permissions r --expiry 2026-12-01 -o tsv\nse=2026-12-01&sp=r&sv=2022-11-02&sr=c&sig=${s}`,
  ]);
  const clientSecret = () => `${r(B62, 3)}${r(DI, 1)}Q~${r(`${B62}_.~-`, 34)}`;
  each("azure-client-secret-more", clientSecret, [
    (s) =>
      `$ az ad sp create-for-rbac --name ci-deploy\n{\n  "appId": "${uuid(r)}",\n  "displayName": "ci-deploy",\n  "password": "${s}",\n  "tenant": "${uuid(r)}"\n}`,
    (s) => `az login --service-principal -u ${uuid(r)} -p ${s} --tenant ${uuid(r)}`,
    (s) => `"AzureAd": { "ClientId": "${uuid(r)}", "ClientSecret": "${s}" }`,
    (s) => `ARM_CLIENT_SECRET=${s}`,
    (s) =>
      `Connect-AzAccount -ServicePrincipal -Tenant $t -Credential (New-Object PSCredential($id, (ConvertTo-SecureString "${s}" -AsPlainText -Force)))`,
  ]);
  each("azure-shared-access-key", () => b64(r, 32), [
    (s) =>
      `Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${s}`,
    (s) =>
      `EVENTHUB_CONNECTION="Endpoint=sb://acme-eh.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey=${s};EntityPath=events"`,
    (s) => `Endpoint=https://acme-signalr.service.signalr.net;AccessKey=${s};Version=1.0;`,
    (s) => `endpoint=https://acme-acs.communication.azure.com/;accesskey=${s}`,
    (s) => `acme.redis.cache.windows.net:6380,password=${s},ssl=True,abortConnect=False`,
  ]);
  each("azure-function-key", () => `${r(URL, 54)}==`, [
    (s) => `curl "https://acme-fn.azurewebsites.net/api/HttpTrigger1?code=${s}&name=test"`,
    (s) => `x-functions-key: ${s}`,
  ]);
  each("azure-cognitive-key", () => r(HEX, 32), [
    (s) => `curl -H "Ocp-Apim-Subscription-Key: ${s}" https://westeurope.api.cognitive.microsoft.com/`,
    (s) =>
      `curl https://acme-openai.openai.azure.com/openai/deployments/gpt4/chat/completions -H "api-key: ${s}"`,
    (s) => `client = AzureOpenAI(azure_endpoint="https://acme.openai.azure.com", api_key="${s}")`,
  ]);
}

function addCliSecrets(r: R, each: Each): void {
  each("cli-secret-option", () => pw(r), [
    (s) => `keytool -importkeystore -srckeystore a.p12 -srcstorepass ${s} -destkeystore b.jks`,
    (s) => `jarsigner -keystore release.jks -storepass ${s} app.apk release`,
    (s) => `7z a -p${s} -mhe=on backup.7z ./data`,
    (s) => `gpg --batch --pinentry-mode loopback --passphrase ${s} -d secrets.gpg`,
    (s) => `openssl enc -aes-256-cbc -salt -in db.sql -out db.enc -k ${s}`,
    (s) => `helm repo add acme https://charts.acme.io --username ci --password ${s}`,
    (s) => `argocd login argocd.acme.io --username admin --password ${s} --grpc-web`,
    (s) => `mongodump --uri mongodb://db.internal:27017 -u backup --password ${s} --out /tmp/dump`,
    (s) =>
      `dotnet nuget add source https://nuget.acme.io/v3/index.json -n acme -u ci -p ${s} --store-password-in-clear-text`,
    (s) => `wget --user=deploy --password=${s} https://files.acme.io/release.tgz`,
    (s) => `rabbitmqctl add_user deploy ${s}`,
    (s) => `net user backup ${s} /add`,
    (s) => `sqlplus system/${s}@//db.internal:1521/ORCLPDB1`,
  ]);
  each("cli-secret-token", () => mixed(r, 40), [
    (s) => `vercel deploy --prod --token ${s}`,
    (s) => `netlify deploy --prod --auth ${s} --site acme-web`,
    (s) => `sentry-cli --auth-token ${s} releases new 1.4.2`,
    (s) => `codecov upload-process -t ${s} -f coverage.xml`,
    (s) => `snyk auth ${s}`,
    (s) => `cargo login ${s}`,
    (s) => `nuget push Acme.Core.1.4.2.nupkg -ApiKey ${s} -Source https://api.nuget.org/v3/index.json`,
    (s) => `dotnet nuget push bin/Release/*.nupkg -k ${s} -s https://api.nuget.org/v3/index.json`,
    (s) => `curl --oauth2-bearer ${s} https://api.acme.io/v1/me`,
    (s) => `kubectl --server https://k8s.acme.io:6443 --token=${s} get pods -A`,
    (s) =>
      `influx setup --org acme --bucket metrics --username admin --password hunter22a --token ${s} --force`,
    (s) => `mc alias set prod https://minio.acme.io:9000 AKIAMINIOADMIN01 ${s}`,
    (s) => `rclone config create b2 b2 account 0012ab34cd56 key ${s}`,
    (s) => `circleci setup --no-prompt --host https://circleci.com --token ${s}`,
  ]);
}

function addConnectionStrings(r: R, each: Each): void {
  each("connection-string-more", () => pw(r), [
    (s) =>
      `Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=app;Persist Security Info=False;User ID=appadmin;Password=${s};MultipleActiveResultSets=False;Encrypt=True;`,
    (s) => `Host=db.internal;Port=5432;Database=app;Username=app;Password=${s};SSL Mode=Require`,
    (s) => `Data Source=db01;Initial Catalog=Shop;User Id=shop;Pwd=${s};`,
    (s) => `DRIVER={ODBC Driver 18 for SQL Server};SERVER=db01;DATABASE=shop;UID=shop;PWD={${s}}`,
    (s) => `jdbc:postgresql://db.internal:5432/app?user=app&password=${s}&ssl=true`,
    (s) => `jdbc:sqlserver://db01:1433;databaseName=shop;user=shop;password=${s};encrypt=true`,
    (s) => `jdbc:oracle:thin:scott/${s}@db.internal:1521/ORCLPDB1`,
    (s) => `conn = psycopg2.connect("host=db.internal dbname=app user=app password=${s} sslmode=require")`,
    (s) =>
      `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="svc" password="${s}";`,
    (s) => `engine = create_engine("mysql+pymysql://app:${s}@db.internal:3306/shop?charset=utf8mb4")`,
    (s) =>
      `"ConnectionStrings": { "Default": "Server=db01;Database=shop;User Id=sa;Password=${s};TrustServerCertificate=True" }`,
    (s) => `spring.datasource.url=jdbc:mysql://db01:3306/shop?user=shop&password=${s}`,
    (s) => `snowflake://analyst:${s}@acme-xy12345/ANALYTICS/PUBLIC?warehouse=WH`,
  ]);
}

function addNgrok(r: R, each: Each): void {
  const ksuid = () => `2${r(B62, 26)}`;
  const authtoken = () => `${ksuid()}_${r(B62, 21)}`;
  each("ngrok-authtoken", authtoken, [
    (s) => `ngrok authtoken ${s}`,
    (s) => `ngrok http 8080 --authtoken ${s}`,
    (s) => `NGROK_AUTHTOKEN=${s}`,
    (s) => `version: "3"\nagent:\n  authtoken: ${s}`,
    (s) => `version: "2"\nauthtoken: ${s}\ntunnels:\n  web:\n    proto: http\n    addr: 3000`,
    (s) => `docker run -it -e NGROK_AUTHTOKEN=${s} ngrok/ngrok:latest http host.docker.internal:80`,
    (s) => `ngrok.set_auth_token("${s}")`,
    (s) => `const listener = await ngrok.forward({ addr: 8080, authtoken: "${s}" });`,
    (s) => `conf.get_default().auth_token = "${s}"`,
  ]);
  each("ngrok-api-key", authtoken, [
    (s) => `curl -H "Authorization: Bearer ${s}" -H "Ngrok-Version: 2" https://api.ngrok.com/endpoints`,
    (s) => `NGROK_API_KEY=${s}`,
    (s) => `ngrok api endpoints list --api-key ${s}`,
  ]);
}

function addSessionCookies(r: R, each: Each): void {
  const flask = () => `eyJ${r(URL, 30)}.${r(URL, 6)}.${r(URL, 27)}`;
  each("cookie-flask", flask, [
    (s) => `Cookie: session=${s}`,
    (s) => `curl -b "session=${s}" http://127.0.0.1:5000/admin`,
  ]);
  each("cookie-aspnet", () => `CfDJ8${r(URL, 180)}`, [
    (s) => `Cookie: .AspNetCore.Cookies=${s}`,
    (s) => `Set-Cookie: .AspNetCore.Session=${s}; path=/; samesite=lax; httponly`,
  ]);
  each("cookie-aspnet-legacy", () => r("abcdefghijklmnopqrstuvwxyz012345", 24), [
    (s) => `Cookie: ASP.NET_SessionId=${s}; .ASPXAUTH=${r(HEX, 64).toUpperCase()}`,
  ]);
  each("cookie-spring", () => Buffer.from(uuid(r)).toString("base64"), [
    (s) => `Set-Cookie: SESSION=${s}; Path=/; HttpOnly; SameSite=Lax`,
  ]);
  each("cookie-drupal", () => r(URL, 43), [(s) => `Cookie: SSESS${r(HEX, 32)}=${s}`]);
  each("cookie-wordpress", () => r(HEX, 64), [
    (s) => `Cookie: wordpress_logged_in_${r(HEX, 32)}=admin%7C1764250000%7C${r(B62, 43)}%7C${s}`,
  ]);
  each("cookie-grafana", () => r(HEX, 32), [
    (s) => `curl -H "Cookie: grafana_session=${s}" http://localhost:3000/api/dashboards/uid/abc`,
  ]);
  each("cookie-session-sig", () => r(URL, 27), [
    (s) =>
      `Set-Cookie: session=${b64(r, 30)}; path=/; httponly\nSet-Cookie: session.sig=${s}; path=/; httponly`,
  ]);
  each("cookie-devtools", () => mixed(r, 32), [
    (s) => `Name\tValue\tDomain\tPath\nsessionid\t${s}\t.acme.io\t/`,
    (s) => `http GET https://app.acme.io/api/me Cookie:sessionid=${s}`,
    (s) => `s.cookies.set("sessionid", "${s}", domain="app.acme.io")`,
  ]);
}

function addUrlCredentials(r: R, each: Each): void {
  each("url-credential-scheme", () => pw(r), [
    (s) => `ftp://deploy:${s}@ftp.acme.io/public_html/`,
    (s) => `lftp sftp://deploy:${s}@files.acme.io -e "mirror -R dist /var/www"`,
    (s) => `smb://backup:${s}@nas.local/share`,
    (s) => `HTTPS_PROXY=http://proxyuser:${s}@proxy.acme.io:3128`,
    (s) => `amqps://svc:${s}@rabbit.acme.io:5671/prod`,
    (s) => `mosquitto_sub -L mqtt://iot:${s}@broker.acme.io:1883/sensors/#`,
    (s) => `curl "imaps://ops:${s}@imap.acme.io/INBOX" -X "EXAMINE INBOX"`,
    (s) => `ffplay rtsp://admin:${s}@192.168.1.64:554/Streaming/Channels/101`,
    (s) => `SMTP_URL=smtp://mailer%40acme.io:${s}@smtp.gmail.com:587`,
    (s) => `socks5h://tor:${s}@127.0.0.1:9050`,
    (s) => `git remote set-url origin https://ci-bot:${s}@git.acme.io/acme/web.git`,
    (s) => `ELASTICSEARCH_URL=https://elastic:${s}@es.acme.io:9200`,
    (s) => `wss://bot:${s}@stream.acme.io/v1/events`,
    (s) => `nats://svc:${s}@nats.acme.io:4222`,
  ]);
  each("url-credential-token-user", () => mixed(r, 40), [
    (s) => `git clone https://${s}@git.acme.io/acme/infra.git`,
    (s) => `pip install git+https://${s}:x-oauth-basic@github.com/acme/private-lib.git`,
    (s) => `redis-cli -u rediss://default:${s}@eu1-fine-fox-31234.upstash.io:31234`,
    (s) => `vnc://:${s}@10.0.0.5:5901`,
  ]);
}

function addWandb(r: R, each: Each): void {
  const key = () => r(HEX, 40);
  each("wandb-api-key-more", key, [
    (s) => `!wandb login ${s}`,
    (s) => `wandb login --relogin ${s}`,
    (s) => `wandb.login(key="${s}", relogin=True)`,
    (s) => `os.environ["WANDB_API_KEY"] = "${s}"`,
    (s) => `%env WANDB_API_KEY=${s}`,
    (s) => `machine api.wandb.ai\n  login user\n  password ${s}`,
    (s) => `docker run --gpus all -e WANDB_API_KEY=${s} acme/train:latest`,
  ]);
  each("wandb-local-key", () => `local-${key()}`, [
    (s) => `wandb login --host https://wandb.acme.io ${s}`,
    (s) => `WANDB_BASE_URL=https://wandb.acme.io WANDB_API_KEY=${s} python train.py`,
  ]);
}
