/**
 * Look-alikes of the families in corpus-last-families.ts, in the same positions: Azure ids, digests
 * and SAS URLs without a signature, CLI options that take a file, a port, an id or a name, connection
 * strings with a placeholder or integrated security, ngrok object ids (`ep_`, `ak_`, `tn_` + KSUID),
 * cookies that hold no session (analytics, consent, CSRF, locale), URLs whose `@` or `:` is no
 * userinfo (npm scopes, CDN versions, image digests, ports, `git@` remotes), Weights & Biases run
 * ids, commits and artifact digests, and lines after a redacted one that only look like a wrapped
 * continuation (a commit, a UUID, a word, a path). Values come from their own seeded PRNG.
 */
import { B62, B64, DI, HEX, LO, mulberry32 } from "./corpus-alphabets.js";

type AddNegative = (kind: string, ...texts: string[]) => void;
type R = (alphabet: string, n: number) => string;

export function addLastFamilyNegatives(add: AddNegative, seed = 20261129): void {
  const rand = mulberry32(seed);
  const r: R = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  addAzureNear(add, r);
  addCliNear(add, r);
  addConnectionNear(add, r);
  addNgrokNear(add, r);
  addCookieNear(add, r);
  addUrlNear(add, r);
  addWandbNear(add, r);
  addWrappedNear(add, r);
}

const uuid = (r: R): string => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;
const b64 = (r: R, bytes: number): string =>
  Buffer.from(Array.from({ length: bytes }, () => Number.parseInt(r(HEX, 2), 16))).toString("base64");

function addAzureNear(add: AddNegative, r: R): void {
  add(
    "near-azure",
    `$ az account show\n{\n  "id": "${uuid(r)}",\n  "tenantId": "${uuid(r)}",\n  "name": "Acme Production"\n}`,
    `$ az ad sp show --id ${uuid(r)} --query appId -o tsv\n${uuid(r)}`,
    `$ az storage blob show -c backups -n db.gz --account-name acmeprod --query properties\n{"contentMd5": "${b64(r, 16)}", "etag": "\\"0x8DD${r("0123456789ABCDEF", 12)}\\"", "contentLength": 48213}`,
    `x-ms-request-id: ${uuid(r)}\nx-ms-version: 2022-11-02\nx-ms-content-crc64: ${b64(r, 8)}`,
    `azcopy copy ./dist "https://acmeprod.blob.core.windows.net/web" --recursive --from-to LocalBlob`,
    `https://acmeprod.blob.core.windows.net/web/index.html?sv=2022-11-02&se=2026-12-31&sr=b&sp=r`,
    `Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;EntityPath=orders`,
    `"AzureAd": { "Instance": "https://login.microsoftonline.com/", "ClientId": "${uuid(r)}", "TenantId": "${uuid(r)}" }`,
    `az login --service-principal -u ${uuid(r)} --certificate ./ci.pem --tenant ${uuid(r)}`,
    `ARM_CLIENT_ID=${uuid(r)}\nARM_SUBSCRIPTION_ID=${uuid(r)}\nARM_TENANT_ID=${uuid(r)}`,
    `curl "https://acme-fn.azurewebsites.net/api/HttpTrigger1?name=test&invocationId=${uuid(r)}"`,
    `x-ms-client-request-id: ${uuid(r)}\napim-request-id: ${uuid(r)}`,
    `/subscriptions/${uuid(r)}/resourceGroups/rg-prod/providers/Microsoft.Storage/storageAccounts/acmeprod`,
    `APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey=${uuid(r)};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/`,
  );
}

function addCliNear(add: AddNegative, r: R): void {
  add(
    "near-cli-secret",
    `keytool -list -v -keystore release.jks -alias release -storepass:env STORE_PASS`,
    `jarsigner -verify -verbose -certs app-${r(HEX, 8)}.apk`,
    `7z x backup-${r(DI, 8)}.7z -o./restore`,
    `gpg --batch --recv-keys ${r("0123456789ABCDEF", 40)}`,
    `openssl dgst -sha256 -hex db-${r(HEX, 8)}.sql`,
    `helm repo add acme https://charts.acme.io --username ci --password-stdin < token.txt`,
    `argocd app sync web --revision ${r(HEX, 40)}`,
    `vercel deploy --prod --scope acme-${r(LO, 6)} --token $VERCEL_TOKEN`,
    `sentry-cli releases new ${r(HEX, 40)} --org acme --project web`,
    `codecov upload-process -C ${r(HEX, 40)} -f coverage.xml`,
    `cargo publish --registry acme --token "$CARGO_TOKEN"`,
    `nuget push Acme.Core.1.4.2.nupkg -Source https://api.nuget.org/v3/index.json -SymbolSource ${r(LO, 8)}`,
    `kubectl --server https://k8s.acme.io:6443 --context prod get pods -n web-${r(LO + DI, 5)}`,
    `mc alias set local http://localhost:9000 minioadmin minioadmin`,
    `mc cp ./dist/app-${r(HEX, 12)}.tgz prod/releases/`,
    `rclone copy ./dist b2:acme-releases/${r(HEX, 12)}`,
    `circleci pipeline run --branch main --project-id ${uuid(r)}`,
    `snyk test --org=${uuid(r)} --severity-threshold=high`,
    `base64 -d <<< "${Buffer.from("hello from the build server").toString("base64")}"`,
    `xxd -r -p <<< "${r(HEX, 32)}"`,
    `aws ssm put-parameter --name /prod/region --type String --value eu-west-1`,
    `aws ssm put-parameter --name /prod/port --type String --value 8080`,
    `dotnet nuget push bin/Release/*.nupkg -s https://nuget.acme.io/v3/index.json --skip-duplicate`,
    `curl --oauth2-bearer "$(gcloud auth print-access-token)" https://api.acme.io/v1/me`,
  );
}

function addConnectionNear(add: AddNegative, r: R): void {
  add(
    "near-connection-string",
    `Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=app;Authentication=Active Directory Default;Encrypt=True;`,
    `Data Source=db01;Initial Catalog=Shop;Integrated Security=SSPI;`,
    `Host=db.internal;Port=5432;Database=app;Username=app;Password=$(DB_PASSWORD);SSL Mode=Require`,
    `jdbc:postgresql://db.internal:5432/app?user=app&password=\${DB_PASSWORD}&ssl=true`,
    `jdbc:sqlserver://db01:1433;databaseName=shop;integratedSecurity=true;encrypt=true`,
    `conn = psycopg2.connect(host="db.internal", dbname="app", user="app", password=os.environ["PGPASSWORD"])`,
    `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="svc" password="\${file:/etc/kafka/secrets.properties:password}";`,
    `engine = create_engine(f"mysql+pymysql://{user}:{password}@{host}:3306/shop?charset=utf8mb4")`,
    `DRIVER={ODBC Driver 18 for SQL Server};SERVER=db01;DATABASE=shop;Trusted_Connection=yes;`,
    `spring.datasource.url=jdbc:mysql://db01:3306/shop?useSSL=true&serverTimezone=UTC`,
    `snowflake://analyst@acme-xy12345/ANALYTICS/PUBLIC?warehouse=WH&authenticator=externalbrowser`,
    `AccountEndpoint=https://acme-cosmos.documents.azure.com:443/;Database=orders;Container=${r(LO, 6)}`,
  );
}

function addNgrokNear(add: AddNegative, r: R): void {
  const ksuid = () => `2${r(B62, 26)}`;
  add(
    "near-ngrok",
    `$ ngrok api endpoints list\n{"endpoints": [{"id": "ep_${ksuid()}", "public_url": "https://${r(HEX, 4)}-${r(DI, 2)}-${r(DI, 3)}.ngrok-free.app"}]}`,
    `ngrok api api-keys delete ak_${ksuid()}`,
    `ngrok api tunnel-sessions restart ts_${ksuid()}`,
    `Forwarding  https://${r(HEX, 4)}-${r(DI, 3)}-${r(DI, 2)}-${r(DI, 3)}.ngrok-free.app -> http://localhost:8080`,
    `ngrok config add-authtoken $NGROK_AUTHTOKEN`,
    `ngrok http 8080 --url https://acme-${r(LO, 6)}.ngrok.app`,
    `version: "3"\nagent:\n  authtoken: \${NGROK_AUTHTOKEN}\nendpoints:\n  - name: web\n    upstream:\n      url: 3000`,
    `const listener = await ngrok.forward({ addr: 8080, authtoken_from_env: true });`,
    `t=2026-11-27T04:00:00+0000 lvl=info msg="started tunnel" obj=tunnels name=web id=${r(HEX, 16)} url=https://${r(HEX, 8)}.ngrok.app`,
  );
}

function addCookieNear(add: AddNegative, r: R): void {
  add(
    "near-session-cookie",
    `Cookie: _ga=GA1.1.${r(DI, 10)}.${r(DI, 10)}; _fbp=fb.1.${r(DI, 13)}.${r(DI, 9)}; _gcl_au=1.1.${r(DI, 10)}.${r(DI, 10)}`,
    `Cookie: ajs_anonymous_id=${uuid(r)}; _shopify_y=${uuid(r)}; NEXT_LOCALE=en`,
    `Set-Cookie: OptanonConsent=isGpcEnabled=0&datestamp=Fri+Nov+27+2026&version=202411.1.0; Path=/`,
    `Set-Cookie: theme=dark; Path=/; Max-Age=31536000; SameSite=Lax`,
    `curl -b "locale=de-DE; tz=Europe%2FBerlin" http://127.0.0.1:5000/admin`,
    `http GET https://app.acme.io/api/me Cookie:sidebar_state=collapsed`,
    `s.cookies.set("cookie_consent", "accepted", domain="app.acme.io")`,
    `Name\tValue\tDomain\tPath\nlang\ten-GB\t.acme.io\t/`,
    `Set-Cookie: session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`,
  );
}

function addUrlNear(add: AddNegative, r: R): void {
  add(
    "near-url-credential",
    `git clone git@github.com:acme/web.git && cd web`,
    `ssh://git@git.acme.io:2222/acme/infra.git`,
    `https://www.npmjs.com/package/@acme/ui-${r(LO, 5)}`,
    `<script src="https://cdn.jsdelivr.net/npm/lodash@4.17.21/lodash.min.js"></script>`,
    `https://unpkg.com/@babel/standalone@7.26.${r(DI, 1)}/babel.min.js`,
    `skopeo inspect docker://quay.io/acme/api:v1.4@sha256:${r(HEX, 64)}`,
    `http://localhost:5173/@vite/client`,
    `https://medium.com/@acme-eng/how-we-rotate-keys-${r(HEX, 12)}`,
    `ftp://ftp.acme.io:2121/pub/releases/`,
    `HTTPS_PROXY=http://proxy.acme.io:3128\nNO_PROXY=localhost,127.0.0.1,.acme.io`,
    `amqps://svc:\${RABBIT_PASSWORD}@rabbit.acme.io:5671/prod`,
    `mailto:ops@acme.io?subject=Rotate%20keys`,
    `smtp://smtp.gmail.com:587`,
    `rtsp://192.168.1.64:554/Streaming/Channels/101`,
    `ELASTICSEARCH_URL=https://elastic:changeme@localhost:9200`,
    `https://maps.example.com/@52.3702157,4.8951679,14z`,
    `https://app.acme.io/login?next=https%3A%2F%2Ffiles.acme.io%2Fexport%3Fid%3D${r(DI, 6)}`,
    `{"homepage": "https:\\/\\/acme.io\\/docs", "mail": "ops@acme.io"}`,
    `https://a.acme.io/x?to=ops@acme.io&cc=dev@acme.io`,
  );
}

function addWandbNear(add: AddNegative, r: R): void {
  add(
    "near-wandb",
    `wandb: Syncing run fluent-sun-${r(DI, 2)}\nwandb: ⭐️ View project at https://wandb.ai/acme/train\nwandb: 🚀 View run at https://wandb.ai/acme/train/runs/${r(LO + DI, 8)}`,
    `wandb sync wandb/run-20261127_040000-${r(LO + DI, 8)}`,
    `wandb artifact get acme/train/model-${r(LO + DI, 8)}:v3`,
    `wandb.init(project="train", config={"commit": "${r(HEX, 40)}", "lr": 3e-4})`,
    `wandb: Appending key for api.wandb.ai to your netrc file: /home/dev/.netrc`,
    `wandb login --relogin`,
    `wandb: Currently logged in as: dev (acme). Use \`wandb login --relogin\` to force relogin`,
    `{"git": {"remote": "https://github.com/acme/train.git", "commit": "${r(HEX, 40)}"}, "digest": "${r(HEX, 32)}"}`,
    `os.environ["WANDB_PROJECT"] = "train-${r(LO, 6)}"`,
    `cache:\n  key: ${r(HEX, 40)}\n  paths: [node_modules]`,
    `wandb:\n  project: train\n  entity: acme\n  run_id: ${r(LO + DI, 8)}`,
  );
}

function addWrappedNear(add: AddNegative, r: R): void {
  add(
    "near-wrapped",
    `2026-11-27 04:00:01 INFO deploy finished\n2026-11-27 04:00:01 INFO ${r(HEX, 40)}\n2026-11-27 04:00:01 INFO Done`,
    `$ git rev-parse HEAD origin/main\n${r(HEX, 40)}\n${r(HEX, 40)}`,
    `-----BEGIN CERTIFICATE-----\nMIID${r(B64, 60)}\n${r(B64, 64)}\n${r(B64, 64)}\n-----END CERTIFICATE-----`,
    `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r(B64, 50)}\n${r(B64, 80)} dev@laptop`,
    `"integrity": "sha512-${r(B64, 50)}\n${r(B64, 36)}=="`,
    `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${r(B64, 40)}\n${r(B64, 76)}`,
    `$ base64 README.md\n${Buffer.from(
      "# Acme web\n\nThe storefront. Run npm install, then npm run dev to start a local server on port 3000.\n",
    )
      .toString("base64")
      .replace(/(.{76})/g, "$1\n")}`,
    `$ kubectl get secret web-tls -o jsonpath='{.data.tls\\.crt}'\nLS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSURkekNDQWwrZ0F3SUJBZ0lVR3ZhV2l4RlJ5\nMnZTaEZMQm9XSm9wRXNxcnBZd0RRWUpLb1pJaHZjTkFRRUxCUUF3U3pFTE1Ba0dBMVVFQmhN`,
  );
}
