// Positives: cloud credential pairs, connection strings and DSNs, private keys, JWTs.

import {
  anyPassword,
  awsPair,
  awsSessionToken,
  jwt,
  KEY_TYPE_NAMES,
  keyBlock,
  urlPassword,
} from "./material.mjs";
import { ALPHA } from "./rng.mjs";

const DB_HOSTS = [
  "db.internal",
  "10.0.12.7",
  "pg-main.cluster-c9x.eu-west-1.rds.amazonaws.com",
  "mysql-02.prod.lan",
  "localhost",
];
const USERS = ["app", "svc_billing", "admin", "readonly", "deploy", "etl_user", "root"];

export function cloudPairs(r, add) {
  for (let i = 0; i < 8; i++) {
    const { id, secret } = awsPair(r, r.pick(["AKIA", "AKIA", "ASIA"]));
    const t = r.pick([
      () => [
        "config",
        `[${r.pick(["default", "prod", "ci"])}]\naws_access_key_id = ${id}\naws_secret_access_key = ${secret}\nregion = ${r.pick(["us-east-1", "eu-central-1"])}`,
      ],
      () => ["shell", `export AWS_ACCESS_KEY_ID=${id}\nexport AWS_SECRET_ACCESS_KEY=${secret}\naws s3 ls`],
      () => ["shell", `aws configure set aws_secret_access_key ${secret} --profile ci`],
      () => [
        "code",
        `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${id}",\n    aws_secret_access_key="${secret}",\n)`,
      ],
      () => [
        "output",
        `$ aws iam create-access-key --user-name ci-bot\n{\n    "AccessKey": {\n        "UserName": "ci-bot",\n        "AccessKeyId": "${id}",\n        "Status": "Active",\n        "SecretAccessKey": "${secret}",\n        "CreateDate": "2026-02-11T09:14:03+00:00"\n    }\n}`,
      ],
      () => [
        "config",
        `provider "aws" {\n  region     = "us-west-2"\n  access_key = "${id}"\n  secret_key = "${secret}"\n}`,
      ],
      () => ["prose", `new keys for the backup bucket: ${id} / ${secret}`],
      () => ["config", `AWS_ACCESS_KEY_ID=${id}\nAWS_SECRET_ACCESS_KEY=${secret}`],
    ])();
    add("cloud-pair", "aws-access-key", t[0], t[1], secret, t[1].includes(id) ? [id] : []);
  }
  for (let i = 0; i < 3; i++) {
    const { id, secret } = awsPair(r, "ASIA");
    const token = awsSessionToken(r);
    add(
      "cloud-pair",
      "aws-sts-session",
      "output",
      `$ aws sts assume-role --role-arn arn:aws:iam::${r.digits(12)}:role/deploy --role-session-name ci\n{\n    "Credentials": {\n        "AccessKeyId": "${id}",\n        "SecretAccessKey": "${secret}",\n        "SessionToken": "${token}",\n        "Expiration": "2026-03-01T12:00:00+00:00"\n    }\n}`,
      secret,
      [token],
    );
  }
  for (let i = 0; i < 4; i++) {
    const id = `LTAI${r.alnum(20)}`;
    const secret = r.alnum(30);
    const t = r.pick([
      () => ["config", `alibaba_cloud_access_key_id: ${id}\nalibaba_cloud_access_key_secret: ${secret}`],
      () => [
        "shell",
        `aliyun configure set --access-key-id ${id} --access-key-secret ${secret} --region cn-hangzhou`,
      ],
      () => ["code", `client = AcsClient("${id}", "${secret}", "cn-shanghai")`],
    ])();
    add("cloud-pair", "alibaba-accesskey", t[0], t[1], secret, [id]);
  }
  for (let i = 0; i < 3; i++) {
    const id = `AKID${r.alnum(32)}`;
    const secret = r.alnum(32);
    const t = r.pick([
      () => ["config", `TENCENTCLOUD_SECRET_ID=${id}\nTENCENTCLOUD_SECRET_KEY=${secret}`],
      () => ["code", `cred = credential.Credential("${id}", "${secret}")`],
    ])();
    add("cloud-pair", "tencent-secret", t[0], t[1], secret, [id]);
  }
  for (let i = 0; i < 4; i++) {
    const account = `st${r.chars(ALPHA.lowerNum, 10)}`;
    const key = r.b64bytes(64);
    const t = r.pick([
      () => [
        "config",
        `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=${account};AccountKey=${key};EndpointSuffix=core.windows.net"`,
      ],
      () => [
        "shell",
        `az storage blob upload --account-name ${account} --account-key ${key} -c backups -f dump.sql.gz`,
      ],
      () => [
        "code",
        `var client = new BlobServiceClient("DefaultEndpointsProtocol=https;AccountName=${account};AccountKey=${key}");`,
      ],
    ])();
    add("cloud-pair", "azure-storage-key", t[0], t[1], key);
  }
  for (let i = 0; i < 3; i++) {
    const ns = `sb-${r.lowerNum(8)}`;
    const key = r.b64bytes(32);
    add(
      "cloud-pair",
      "azure-servicebus-sas",
      "config",
      `"ServiceBus": "Endpoint=sb://${ns}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${key}"`,
      key,
    );
  }
  for (let i = 0; i < 3; i++) {
    const appId = r.uuid();
    const secret = `${r.alnum(3)}8Q~${r.chars(`${ALPHA.base62}_~.-`, 34)}`;
    add(
      "cloud-pair",
      "azure-service-principal",
      "shell",
      `az login --service-principal -u ${appId} -p ${secret} --tenant ${r.uuid()}`,
      secret,
    );
  }
  for (let i = 0; i < 4; i++) {
    const kb = keyBlock(r, "rsa-pkcs8");
    const escaped = kb.text.replace(/\n/g, "\\n");
    const project = `${r.pick(["acme", "nw", "tailspin"])}-${r.pick(["prod", "data", "ml"])}-${r.digits(6)}`;
    add(
      "cloud-pair",
      "gcp-service-account",
      r.pick(["json", "config"]),
      `{\n  "type": "service_account",\n  "project_id": "${project}",\n  "private_key_id": "${r.hex(40)}",\n  "private_key": "${escaped}\\n",\n  "client_email": "deployer@${project}.iam.gserviceaccount.com",\n  "client_id": "${r.digits(21)}"\n}`,
      kb.secret,
      kb.also,
    );
  }
}

function dsn(r) {
  const u = r.pick(USERS);
  const p = urlPassword(r);
  const h = r.pick(DB_HOSTS);
  const shapes = [
    [
      "postgres",
      `postgresql://${u}:${p}@${h}:5432/${r.pick(["app", "orders", "analytics"])}?sslmode=require`,
    ],
    ["postgres", `postgres://${u}:${p}@${h}/main`],
    ["sqlalchemy", `postgresql+psycopg://${u}:${p}@${h}:5432/warehouse`],
    ["mysql", `mysql://${u}:${p}@${h}:3306/shop`],
    [
      "mongodb-srv",
      `mongodb+srv://${u}:${p}@cluster0.${r.lowerNum(5)}.mongodb.net/?retryWrites=true&w=majority`,
    ],
    ["mongodb", `mongodb://${u}:${p}@${h}:27017/admin?authSource=admin`],
    ["redis", `redis://default:${p}@${h}:6379/0`],
    ["rediss", `rediss://:${p}@${r.lowerNum(6)}.upstash.io:6379`],
    ["amqp", `amqps://${u}:${p}@rabbit.${r.pick(["prod", "lan"])}.example:5671/%2F`],
    [
      "smtp",
      `smtp://${u}@acme-corp.net:${p}@smtp.mailhost.example:587`.replace(
        `${u}@acme-corp.net`,
        encodeURIComponent(`${u}@acme-corp.net`),
      ),
    ],
    ["ftp", `ftp://${u}:${p}@files.partner.example/outgoing/`],
    ["elasticsearch", `https://elastic:${p}@es-${r.lowerNum(6)}.es.eu-west-1.aws.found.io:9243`],
    ["neo4j", `neo4j+s://neo4j:${p}@${r.lowerNum(8)}.databases.neo4j.io`],
    ["clickhouse", `clickhouse://${u}:${p}@${h}:9440/default?secure=true`],
    ["nats", `nats://${u}:${p}@${h}:4222`],
  ];
  const [kind, url] = r.pick(shapes);
  return { kind, url, p };
}

export function connectionStrings(r, add) {
  for (let i = 0; i < 26; i++) {
    const { kind, url, p } = dsn(r);
    const t = r.pick([
      () => ["config", `DATABASE_URL=${url}`],
      () => ["config", `spring:\n  data:\n    uri: "${url}"`],
      () => ["shell", `psql "${url}" -c 'select count(*) from users'`],
      () => ["code", `engine = create_engine("${url}", pool_pre_ping=True)`],
      () => ["code", `const pool = new Pool({ connectionString: "${url}" });`],
      () => ["log", `INFO  worker started, broker=${url} concurrency=8`],
      () => ["prose", `the connection string is ${url} if you want to poke at it`],
      () => ["json", `{"datasource":{"url":"${url}","pool":10}}`],
      () => ["output", `$ heroku config:get DATABASE_URL -a ${r.pick(["acme-api", "nw-web"])}\n${url}`],
    ])();
    add("connection-string", kind, t[0], t[1], p);
  }
  for (let i = 0; i < 14; i++) {
    const u = r.pick(USERS);
    const p = anyPassword(r).replace(/;/g, "");
    const h = r.pick(DB_HOSTS);
    const shapes = [
      [
        "ado-net",
        "config",
        `"ConnectionStrings": {\n  "Default": "Server=tcp:${r.lowerNum(8)}.database.windows.net,1433;Initial Catalog=app;User ID=${u};Password=${p};Encrypt=True;"\n}`,
      ],
      ["jdbc", "config", `spring.datasource.url=jdbc:postgresql://${h}:5432/app?user=${u}&password=${p}`],
      [
        "jdbc",
        "config",
        `db.url=jdbc:sqlserver://${h}:1433;databaseName=erp;user=${u};password=${p};encrypt=true`,
      ],
      ["libpq-keywords", "code", `conn = psycopg2.connect("host=${h} dbname=app user=${u} password=${p}")`],
      [
        "go-mysql-dsn",
        "code",
        `db, err := sql.Open("mysql", "${u}:${p}@tcp(${h}:3306)/shop?parseTime=true")`,
      ],
      ["oracle-ez", "shell", `sqlplus ${u}/${p}@//${h}:1521/ORCLPDB1`],
      [
        "kafka-jaas",
        "config",
        `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${u}" password="${p}";`,
      ],
      [
        "stackexchange-redis",
        "config",
        `"Redis": "${r.lowerNum(8)}.redis.cache.windows.net:6380,password=${p},ssl=True,abortConnect=False"`,
      ],
      ["pgpass", "config", `# ~/.pgpass\n${h}:5432:*:${u}:${p}`],
      [
        "odbc",
        "config",
        `Driver={ODBC Driver 18 for SQL Server};Server=${h};Database=erp;Uid=${u};Pwd=${p};`,
      ],
      [
        "snowflake",
        "config",
        `[connections.prod]\naccount = "${r.upperNum(7)}-${r.upperNum(7)}"\nuser = "${u}"\npassword = "${p}"\nwarehouse = "COMPUTE_WH"`,
      ],
    ];
    const [kind, context, text] = r.pick(shapes);
    add("connection-string", kind, context, text, p);
  }
}

export function privateKeys(r, add) {
  const wrappers = [
    (k, name) => ["config", `$ cat ~/.ssh/${name}\n${k}`],
    (k) => ["output", k],
    (k) => [
      "config",
      `tls:\n  key: |\n${k
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}`,
    ],
    (k) => ["code", `const PRIVATE_KEY = \`${k}\`;`],
    (k) => ["shell", `cat > deploy_key <<'EOF'\n${k}\nEOF\nchmod 600 deploy_key`],
    (k) => ["json", `{"signing_key": "${k.replace(/\n/g, "\\n")}"}`],
  ];
  for (const type of KEY_TYPE_NAMES) {
    for (let i = 0; i < (type.startsWith("rsa") || type.startsWith("openssh") ? 3 : 2); i++) {
      const kb = keyBlock(r, type);
      const [context, text] = r.pick(wrappers)(
        kb.text,
        r.pick(["id_ed25519", "id_rsa", "deploy.pem", "server.key"]),
      );
      add("private-key", type, context, text, kb.secret, kb.also);
    }
  }
  for (let i = 0; i < 2; i++) {
    const priv = r.chars(ALPHA.b64, 44 + 8 * 4 - 2);
    const mac = r.hex(64);
    add(
      "private-key",
      "putty-ppk",
      "config",
      `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ${r.pick(["deploy@build", "eddsa-key-20260114"])}\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(ALPHA.b64, 43)}\n${r.chars(ALPHA.b64, 8)}\nPrivate-Lines: 1\n${priv}\nPrivate-MAC: ${mac}`,
      priv,
    );
  }
  for (let i = 0; i < 3; i++) {
    const key = r.b64bytes(32);
    add(
      "private-key",
      "wireguard",
      "config",
      `[Interface]\nAddress = 10.8.0.${r.int(2, 200)}/24\nPrivateKey = ${key}\nListenPort = 51820\n\n[Peer]\nPublicKey = ${r.b64bytes(32)}\nAllowedIPs = 0.0.0.0/0`,
      key,
    );
  }
  for (let i = 0; i < 2; i++) {
    const d = r.b64url(43);
    add(
      "private-key",
      "jwk-ec",
      "json",
      `{"kty":"EC","crv":"P-256","kid":"${r.b64url(12)}","x":"${r.b64url(43)}","y":"${r.b64url(43)}","d":"${d}"}`,
      d,
    );
  }
  for (let i = 0; i < 2; i++) {
    const body = `RWRTY0Iy${r.chars(ALPHA.b64, 150)}`;
    add(
      "private-key",
      "minisign-secret",
      "output",
      `$ cat ~/.minisign/minisign.key\nuntrusted comment: minisign encrypted secret key\n${body}`,
      body,
    );
  }
  const ssh2 = r.chars(ALPHA.b64, 61 + 70 * 2);
  add(
    "private-key",
    "ssh2-commercial",
    "config",
    `---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: "rsa-key-20260301"\nP2/56wAAA${ssh2.slice(0, 61)}\n${ssh2.slice(61, 131)}\n${ssh2.slice(131)}\n---- END SSH2 ENCRYPTED PRIVATE KEY ----`,
    ssh2.slice(61, 131),
  );
}

export function jwts(r, add) {
  for (let i = 0; i < 20; i++) {
    const tok = jwt(
      r,
      r.pick([
        {},
        { role: "service_role" },
        { scope: "read:orders write:orders" },
        { email: "dev@acme-corp.net" },
      ]),
    );
    const t = r.pick([
      () => ["header", `Authorization: Bearer ${tok}`],
      () => ["shell", `curl -H "Authorization: Bearer ${tok}" https://api.acme-corp.net/v1/me`],
      () => ["config", `SUPABASE_SERVICE_ROLE_KEY=${tok}`],
      () => ["json", `{"access_token":"${tok}","token_type":"bearer","expires_in":3600}`],
      () => ["log", `DEBUG auth: verified session jwt=${tok}`],
      () => ["code", `const session = "${tok}";`],
      () => ["prose", `Use this JWT to hit the admin endpoint: ${tok}`],
      () => ["url", `wss://realtime.acme-corp.net/socket/websocket?apikey=${tok}&vsn=1.0.0`],
    ])();
    add("jwt", "jwt", t[0], t[1], tok);
  }
}
