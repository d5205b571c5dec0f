/**
 * More of the secret corpus (see corpus.ts): secrets recognised by where they sit — positional
 * arguments of CLIs that take credentials, values piped into a command that reads a secret from
 * stdin, tokens a command printed, headers and connection strings in code, prose in a prompt — cloud
 * credentials that come as a key id and a secret, and private keys in formats beyond PEM.
 */
import { type Add, B62, B64, DI, HEX, type Rand, UD, URL } from "./corpus-alphabets.js";

type Mixed = (n: number) => string;

export function addContextCases(r: Rand, mixed: Mixed, add: Add): void {
  const pw = () => `${mixed(9)}${r("!#%^*@", 1)}${r(B62, 4)}`;
  const tok = () => `${mixed(24)}${r(URL, 12)}`;
  const uuid = () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-b${r(HEX, 3)}-${r(HEX, 12)}`;
  const each = (category: string, lines: ((s: string) => string)[], gen: () => string, times = 1) => {
    for (const line of lines) {
      for (let k = 0; k < times; k++) {
        const s = gen();
        add(category, line(s), s);
      }
    }
  };
  each(
    "cli-positional",
    [
      (s) => `cargo login ${s}`,
      (s) => `ngrok config add-authtoken ${s}`,
      (s) => `vault login ${s}`,
      (s) => `poetry config pypi-token.internal ${s}`,
      (s) => `yarn config set npmAuthToken ${s}`,
      (s) => `setx GH_TOKEN ${s}`,
      (s) => `set -gx API_TOKEN ${s}`,
      (s) => `launchctl setenv NPM_TOKEN ${s}`,
      (s) => `netlify env:set STRIPE_SECRET ${s}`,
      (s) => `glab variable set DEPLOY_TOKEN ${s}`,
      (s) => `doppler secrets set API_KEY ${s}`,
      (s) => `dotnet user-secrets set "Payments:ApiKey" ${s}`,
    ],
    tok,
  );
  each(
    "cli-positional-password",
    [
      (s) => `rabbitmqctl add_user deploy ${s}`,
      (s) => `rabbitmqctl change_password guest '${s}'`,
      (s) => `mysqladmin -u root password '${s}'`,
      (s) => `net user deploy ${s} /add`,
      (s) => `sqlplus system/${s}@//db.example.com:1521/ORCLPDB1`,
      (s) => `poetry config http-basic.private ci ${s}`,
      (s) => `security add-generic-password -a ci -s deploy -w '${s}'`,
      (s) => `ssh-keygen -t ed25519 -N '${s}' -f ~/.ssh/deploy`,
      (s) => `keytool -genkeypair -alias app -keystore app.jks -storepass ${s} -keypass ${s}`,
      (s) => `ipmitool -I lanplus -H 10.0.0.5 -U ADMIN -P ${s} chassis status`,
      (s) => `xfreerdp /v:win01.example.com /u:Administrator /p:${s}`,
      (s) => `az login --service-principal -u ${uuid()} -p ${s} --tenant ${uuid()}`,
      (s) => `nmcli dev wifi connect Office-5G password '${s}'`,
      (s) => `wpa_passphrase Office-5G '${s}'`,
      (s) => `influx -username admin -password '${s}' -execute 'show databases'`,
      (s) => `cqlsh -u cassandra -p '${s}' cass1.example.com`,
      (s) => `clickhouse-client --host ch1 --user default --password '${s}'`,
      (s) => `lftp -u deploy,'${s}' sftp://files.example.com`,
      (s) => `redis-cli -h cache.internal AUTH default '${s}'`,
      (s) => `openssl enc -aes-256-cbc -salt -k '${s}' -in backup.tar -out backup.tar.enc`,
      (s) => `unrar x -p'${s}' archive.rar`,
      (s) => `echo 'deploy:${s}' | sudo chpasswd`,
      (s) => `mongosh --username admin --password '${s}' --authenticationDatabase admin`,
      (s) => `http -a admin:${s} POST https://api.example.com/v1/jobs`,
      (s) => `cypher-shell -a bolt://graph:7687 -u neo4j -p '${s}'`,
      (s) => `machine git.example.com\n  login deploy\n  password ${s}`,
      (s) => `│ DB_PASSWORD          │ ${s} │ prod │`,
      (s) => `variable "db_password" {\n  type    = string\n  default = "${s}"\n}`,
      (s) => `ansible_become_pass: ${s}`,
      (s) => `my password is ${s}`,
      (s) => `the root password for staging was ${s}.`,
    ],
    pw,
  );
  each(
    "cli-positional-key",
    [
      (s) => `git remote set-url origin https://${s}@github.com/acme/api.git`,
      (s) => `openssl enc -aes-256-cbc -K ${s} -iv 0f1e2d3c4b5a69788796a5b4c3d2e1f0 -in a -out b`,
      (s) => `ENV SENTRY_AUTH_TOKEN ${s}`,
      (s) => `curl -H "Authorization: Splunk ${s}" https://hec.example.com:8088/services/collector`,
      (s) => `curl -H 'Authorization: Token token=${s}' https://api.pagerduty.com/incidents`,
      (s) => `client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", "${s}");`,
      (s) => `sgClient.setApiKey("${s}");`,
      (s) => `let client = reqwest::Client::new().get(url).bearer_auth("${s}");`,
    ],
    () => (r(DI, 1) < "3" ? r(HEX, 64) : tok()),
  );
  each(
    "cli-stdin",
    [
      (s) => `echo "${s}" | docker login ghcr.io -u bot --password-stdin`,
      (s) => `printf '%s' '${s}' | gh auth login --with-token`,
      (s) => `echo -n ${s} | wrangler secret put SESSION_KEY`,
      (s) => `echo ${s} | vault login -`,
    ],
    tok,
  );
  each(
    "output-token",
    [
      (s) => `$ heroku auth:token\n${s}`,
      (s) => `$ openssl rand -base64 32\n${s}`,
      (s) => `$ python -c "import secrets; print(secrets.token_urlsafe(32))"\n${s}`,
      (s) => `$ terraform output -raw db_password\n${s}`,
      (s) => `$ op read op://Private/prod-db/password\n${s}`,
      (s) => `$ security find-generic-password -s deploy -w\n${s}`,
      (s) =>
        `Key                  Value\n---                  -----\ntoken                ${s}\ntoken_accessor       ${r(B62, 24)}\ntoken_duration       768h`,
    ],
    () => (r(DI, 1) === "0" ? uuid() : `${mixed(30)}${r(B64, 13)}=`),
  );
  addCode(r, pw, tok, each);
  addPairs(r, add);
  addKeys(r, mixed, add);
}

type Each = (category: string, lines: ((s: string) => string)[], gen: () => string, times?: number) => void;

/** Secrets in code and configuration: header calls, connection strings, credential constructors. */
function addCode(r: Rand, pw: () => string, tok: () => string, each: Each): void {
  each(
    "code-header",
    [
      (s) => `req.Header.Set("X-Api-Key", "${s}")`,
      (s) => `conn.setRequestProperty("Authorization", "Bearer ${s}");`,
      (s) => `xhr.setRequestHeader('Authorization', 'Token ${s}');`,
      (s) => `headers.put("X-Auth-Token", "${s}");`,
      (s) => `request["Authorization"] = "Bearer ${s}"`,
      (s) => `client.DefaultRequestHeaders.Add("Ocp-Apim-Subscription-Key", "${s}");`,
      (s) => `curl_setopt($ch, CURLOPT_HTTPHEADER, ['Authorization: Bearer ${s}']);`,
      (s) => `Cookie: _session_id=${s}; theme=dark`,
      (s) => `git config --global http.https://git.example.com/.extraheader "AUTHORIZATION: bearer ${s}"`,
    ],
    tok,
  );
  each(
    "code-literal-pair",
    [
      (s) => `os.environ["DB_PASSWORD"] = "${s}"`,
      (s) => `ENV['SMTP_PASSWORD'] = '${s}'`,
      (s) => `define('DB_PASSWORD', '${s}');`,
      (s) => `os.Setenv("API_SECRET", "${s}")`,
      (s) => `System.setProperty("javax.net.ssl.keyStorePassword", "${s}");`,
      (s) => `[Environment]::SetEnvironmentVariable("AZURE_CLIENT_SECRET", "${s}", "User")`,
      (s) => `$env:GITHUB_TOKEN = "${s}"`,
      (s) => `auth = HTTPBasicAuth("deploy", "${s}")`,
      (s) => `requests.get(url, auth=("admin", "${s}"))`,
      (s) => `var cred = new NetworkCredential("svc-build", "${s}");`,
      (s) => `smtp.login("alerts@example.com", "${s}")`,
      (s) => `transporter = nodemailer.createTransport({ auth: { user: "bot", pass: "${s}" } });`,
    ],
    pw,
  );
  each(
    "connection-string",
    [
      (s) =>
        `Server=tcp:app.database.windows.net,1433;Initial Catalog=app;User ID=admin;Password=${s};Encrypt=True;`,
      (s) => `Driver={ODBC Driver 18 for SQL Server};Server=db01;Uid=sa;Pwd={${s}};`,
      (s) => `jdbc:postgresql://db.example.com:5432/app?user=app&password=${s}&ssl=true`,
      (s) => `host=db.example.com port=5432 dbname=app user=app password=${s} sslmode=require`,
      (s) => `DATABASE_URL="mysql+pymysql://app:${s}@db.example.com:3306/app"`,
      (s) => `db.example.com:5432:app:app_user:${s}`,
      (s) => `conn = psycopg2.connect("dbname=app user=app password=${s} host=db")`,
    ],
    pw,
  );
  each(
    "prose",
    [
      (s) => `The staging DB password is ${s} — please rotate it after the demo.`,
      (s) => `use ${s} as the admin password for the new Grafana`,
      (s) => `I rotated the webhook secret, the new one is ${s}`,
      (s) => `creds for the test tenant: admin / ${s}`,
      (s) => `you can log in with admin:${s} on the staging box`,
      (s) => `here's my API key: ${s}`,
      (s) => `My github token ${s} stopped working, can you check why?`,
    ],
    () => (r(DI, 1) < "5" ? pw() : tok()),
  );
  each(
    "generic-high-entropy",
    [
      (s) => `SERVICE_ACCESS=${s}`,
      (s) => `const INTERNAL_CRED = "${s}";`,
      (s) => `  bootstrap_value: ${s}`,
      (s) => `X-Internal-Auth-Signature: ${s}`,
      (s) => `webhook: https://maker.ifttt.com/trigger/deploy/with/key/${s}`,
      (s) => `BW_SESSION="${s}"`,
    ],
    tok,
  );
}

/** Cloud credentials that come as a key id and a secret: the secret follows its id. */
function addPairs(r: Rand, add: Add): void {
  const awsSecret = () => `${r(B62, 12)}/${r(B62, 14)}+${r(B62, 12)}`;
  const pairs: [string, () => string, () => string, ((id: string, s: string) => string)[]][] = [
    [
      "pair-aws",
      () => `AKIA${r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}`,
      awsSecret,
      [
        (i, s) => `const creds = new AWS.Credentials("${i}", "${s}");`,
        (i, s) => `Access key ID,Secret access key\n${i},${s}`,
        (i, s) =>
          `AWS Access Key ID [None]: ${i}\nAWS Secret Access Key [None]: ${s}\nDefault region name [None]: eu-west-1`,
        (i, s) => `mc alias set s3 https://s3.amazonaws.com ${i} ${s}`,
        (i, s) => `creds := credentials.NewStaticCredentials("${i}", "${s}", "")`,
        (i, s) => `key_id, key_secret = "${i}", "${s}"`,
        (i, s) => `the key id is ${i} and the secret is ${s}`,
      ],
    ],
    [
      "pair-alibaba",
      () => `LTAI${r(B62, 20)}`,
      () => r(B62, 30),
      [
        (i, s) => `AccessKeyCredential cred = new AccessKeyCredential("${i}", "${s}");`,
        (i, s) => `aliyun configure set --mode AK --access-key-id ${i} --access-key-secret ${s}`,
      ],
    ],
    [
      "pair-tencent",
      () => `AKID${r(B62, 32)}`,
      () => r(B62, 32),
      [
        (i, s) => `cred = credential.Credential("${i}", "${s}")`,
        (i, s) => `tccli configure set secretId ${i} secretKey ${s}`,
      ],
    ],
    [
      "pair-gcs-hmac",
      () => `GOOG1E${r(UD, 55)}`,
      () => `${r(B64, 40)}`,
      [
        (i, s) => `Access ID: ${i}\nSecret:    ${s}`,
        (i, s) =>
          `gsutil -o "Credentials:gs_access_key_id=${i}" -o "Credentials:gs_secret_access_key=${s}" ls`,
      ],
    ],
    [
      "pair-do-spaces",
      () => `DO00${r(UD, 16)}`,
      () => r(B64, 43),
      [(i, s) => `mc alias set spaces https://nyc3.digitaloceanspaces.com ${i} ${s}`],
    ],
    [
      "pair-twilio",
      () => `AC${r(HEX, 32)}`,
      () => r(HEX, 32),
      [(i, s) => `client = Client("${i}", "${s}")`, (i, s) => `const client = twilio('${i}', '${s}');`],
    ],
  ];
  for (const [category, id, secret, lines] of pairs) {
    for (const line of lines) {
      const s = secret();
      add(category, line(id(), s), s);
    }
  }
}

/** Private keys in formats other than a PEM block: SSH2, JWK, .NET XML, base64 of PEM or DER. */
function addKeys(r: Rand, mixed: Mixed, add: Add): void {
  const b64u = (n: number) => r(URL, n);
  for (let k = 0; k < 2; k++) {
    const body = `AAAAB3NzaC1yc2EAAAA${r(B64, 51)}\n${r(B64, 70)}`;
    add(
      "key-ssh2",
      `---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: "rsa-key-20260101"\nP2/56wAAB${r(B64, 60)}\n${body}\n---- END SSH2 ENCRYPTED PRIVATE KEY ----`,
      body.slice(0, 60),
    );
    const d = b64u(342);
    add(
      "key-jwk",
      `{"kty":"RSA","kid":"sig-${k}","n":"${b64u(342)}","e":"AQAB","d":"${d}","p":"${b64u(171)}","q":"${b64u(171)}"}`,
      d,
    );
    const ecd = b64u(43);
    add(
      "key-jwk",
      `{\n  "kty": "EC",\n  "crv": "P-256",\n  "x": "${b64u(43)}",\n  "y": "${b64u(43)}",\n  "d": "${ecd}"\n}`,
      ecd,
    );
    const oct = b64u(43);
    add("key-jwk", `{"kty":"oct","alg":"HS256","k":"${oct}"}`, oct);
    const xd = r(B64, 172);
    add(
      "key-xml",
      `<RSAKeyValue><Modulus>${r(B64, 172)}</Modulus><Exponent>AQAB</Exponent><P>${r(B64, 86)}</P><D>${xd}</D></RSAKeyValue>`,
      xd,
    );
    const pem = Buffer.from(
      `-----BEGIN PRIVATE KEY-----\nMIIEvQ${r(B64, 58)}\n${r(B64, 64)}\n-----END PRIVATE KEY-----\n`,
    ).toString("base64");
    add("key-pem-base64", `    client-key-data: ${pem}`, pem);
    add("key-pem-base64", `  tls.key: ${pem}`, pem);
    const der = `MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ${r(B64, 200)}`;
    add("key-der-base64", `SIGNING_CERT_P12=${der}`, der);
    const openssh = `b3BlbnNzaC1rZXktdjEAAAAA${r(B64, 120)}`;
    add("key-openssh-base64", `echo "${openssh}" | base64 -d > ~/.ssh/id_ed25519`, openssh);
    const enc = `${r(B64, 64)}`;
    add(
      "private-key",
      `-----BEGIN RSA PRIVATE KEY-----\r\nProc-Type: 4,ENCRYPTED\r\nDEK-Info: AES-128-CBC,${r(HEX, 32).toUpperCase()}\r\n\r\n${enc}\r\n${r(B64, 64)}\r\n-----END RSA PRIVATE KEY-----`,
      enc,
    );
    const cat = `MIIEpAIBAAKCAQEA${mixed(48)}`;
    add(
      "private-key",
      `$ cat ~/.ssh/id_rsa | head -3\n-----BEGIN RSA PRIVATE KEY-----\n${cat}\n${r(B64, 64)}`,
      cat,
    );
  }
}
