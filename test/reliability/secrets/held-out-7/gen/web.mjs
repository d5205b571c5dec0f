// Connection strings and DSNs, JWTs where they travel, session cookies and CSRF tokens in
// Cookie/Set-Cookie headers, and webhook URLs of chat and CI services whose path is the secret.

import { claims, jwt, password, urlPassword } from "./infra.mjs";

export function connections(r) {
  const out = [];
  const add = (kind, context, text, secret, also) =>
    out.push({ family: "connection-string", kind, context, text, secret, also });
  let p = urlPassword(r);
  add(
    "postgres-url",
    "config",
    `DATABASE_URL=postgres://app_rw:${p}@db-primary.internal:5432/orders?sslmode=require`,
    p,
  );
  p = urlPassword(r);
  add("postgres-url", "shell", `psql "postgresql://analyst:${p}@10.20.4.17:6432/warehouse" -c '\\dt'`, p);
  p = password(r);
  add(
    "pgpassword-env",
    "shell",
    `PGPASSWORD='${p}' pg_dump -h db.acme.internal -U backup -Fc shop > shop.dump`,
    p,
  );
  p = urlPassword(r);
  add(
    "mysql-url",
    "code",
    `engine = create_engine("mysql+pymysql://etl:${p}@mysql-ro.acme.internal:3306/sales?charset=utf8mb4")`,
    p,
  );
  p = urlPassword(r);
  add(
    "mongodb-srv",
    "config",
    `spring:\n  data:\n    mongodb:\n      uri: mongodb+srv://svc-catalog:${p}@cluster0.ab1cd.mongodb.net/catalog?retryWrites=true&w=majority`,
    p,
  );
  p = urlPassword(r);
  add(
    "redis-url",
    "code",
    `let client = redis::Client::open("rediss://default:${p}@cache-7f2.upstash.io:6379")?;`,
    p,
  );
  p = urlPassword(r);
  add(
    "amqp-url",
    "log",
    `2026-09-30 22:14:03.118 [warn] celery.worker: Connection to broker lost, retrying: amqp://worker:${p}@rabbit.acme.internal:5672//`,
    p,
  );
  p = password(r);
  add(
    "jdbc-sqlserver",
    "config",
    `spring.datasource.url=jdbc:sqlserver://sql01.corp.local:1433;databaseName=Billing;user=svc_billing;password=${p};encrypt=true`,
    p,
  );
  p = password(r);
  add(
    "jdbc-postgres-query",
    "config",
    `<property name="url" value="jdbc:postgresql://pg.acme.local:5432/hr?user=hr_app&amp;password=${p}"/>`,
    p,
  );
  p = password(r);
  add(
    "ado-net",
    "code",
    `var cs = "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=crm;User ID=crm_admin;Password=${p};Encrypt=True;";`,
    p,
  );
  p = password(r);
  add(
    "odbc",
    "config",
    `[ODBC]\nDRIVER={ODBC Driver 18 for SQL Server};SERVER=10.1.1.9;DATABASE=ledger;UID=ledger_ro;PWD=${p}`,
    p,
  );
  p = password(r);
  add(
    "kafka-jaas",
    "config",
    `sasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${r.upper(16)}" password="${p}";`,
    p,
  );
  p = urlPassword(r);
  add("elasticsearch-url", "shell", `curl -s "https://elastic:${p}@es.acme.internal:9200/_cat/indices?v"`, p);
  p = urlPassword(r);
  add(
    "neo4j-url",
    "code",
    `driver = GraphDatabase.driver("neo4j+s://neo4j:${p}@b1c2d3e4.databases.neo4j.io")`,
    p,
  );
  p = urlPassword(r);
  add("clickhouse-url", "config", `CLICKHOUSE_URL=clickhouse://default:${p}@ch.acme.internal:9000/events`, p);
  p = urlPassword(r);
  add("nats-url", "code", `nc, err := nats.Connect("nats://orders:${p}@nats.acme.internal:4222")`, p);
  p = urlPassword(r);
  add("smtp-url", "config", `MAILER_DSN=smtp://postmaster%40mg.acme.dev:${p}@smtp.mailgun.org:587`, p);
  p = urlPassword(r);
  add("ftp-url", "shell", `wget -r ftp://deploy:${p}@ftp.legacy-host.net/public_html/`, p);
  p = password(r);
  const enc = encodeURIComponent(`${p}@/`);
  add(
    "url-encoded-password",
    "config",
    `DATABASE_URL="postgresql://reporting:${enc}@pg-replica.internal:5432/bi"`,
    enc,
  );
  p = urlPassword(r);
  add(
    "git-https",
    "shell",
    `git remote set-url origin https://x-access-token:${p}@github.com/acme/infra.git`,
    p,
  );
  const gl = `glpat-${r.b64url(20)}`;
  add(
    "git-https",
    "output",
    `$ git remote -v\norigin\thttps://oauth2:${gl}@gitlab.com/acme/mobile.git (fetch)\norigin\thttps://oauth2:${gl}@gitlab.com/acme/mobile.git (push)`,
    gl,
  );
  p = urlPassword(r);
  add(
    "pip-index-url",
    "shell",
    `pip install --index-url https://__token__:${p}@pkgs.acme.dev/simple/ acme-internal==2.4.0`,
    p,
  );
  p = `${r.digits(15)}:${r.b64url(27)}`;
  add("cloudinary-url", "config", `CLOUDINARY_URL=cloudinary://${p}@acme-media`, p.split(":")[1]);
  p = urlPassword(r);
  add(
    "jenkins-url",
    "shell",
    `curl -X POST "https://ci-bot:${p}@jenkins.acme.internal/job/release/buildWithParameters?TAG=v3.2.0"`,
    p,
  );
  p = password(r);
  add(
    "snowflake",
    "code",
    `conn = snowflake.connector.connect(\n    user="LOADER",\n    password="${p}",\n    account="xy12345.eu-central-1",\n)`,
    p,
  );
  p = password(r);
  add("redis-yaml", "config", `redis:\n  host: redis-master.cache.svc\n  port: 6379\n  password: "${p}"`, p);
  p = urlPassword(r);
  add(
    "mongodb-json",
    "json",
    JSON.stringify({
      level: "error",
      msg: "MongoServerSelectionError",
      uri: `mongodb://admin:${p}@mongo-0.mongo:27017,mongo-1.mongo:27017/?replicaSet=rs0`,
    }),
    p,
  );
  p = password(r);
  add(
    "ldap-bind",
    "config",
    `ldap:\n  url: ldaps://dc01.corp.acme.local:636\n  bind_dn: CN=svc-gitlab,OU=Service,DC=corp,DC=acme,DC=local\n  bind_password: '${p}'`,
    p,
  );
  p = password(r);
  add(
    "java-stack-trace",
    "log",
    `2026-11-12 03:14:07.551 ERROR 1 --- [main] o.s.boot.SpringApplication : Application run failed\njava.sql.SQLNonTransientConnectionException: Could not create connection to database server. Attempted reconnect 3 times. url=jdbc:mysql://mysql.acme.internal:3306/inventory?user=inv_app&password=${p}&useSSL=true\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:110)\n\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:364)`,
    p,
  );
  p = password(r);
  add(
    "dotnet-exception",
    "output",
    `Unhandled exception. System.ArgumentException: Format of the initialization string does not conform to specification starting at index 87.\n   at Microsoft.Data.SqlClient.SqlConnection..ctor(String connectionString = "Server=db01;Database=Orders;User Id=orders_svc;Password=${p};TrustServerCertificate=True")\n   at Orders.Program.Main(String[] args) in /src/Orders/Program.cs:line 14`,
    p,
  );
  p = urlPassword(r);
  add(
    "compose-url",
    "config",
    `services:\n  worker:\n    image: acme/worker:2.8\n    environment:\n      CELERY_BROKER_URL: redis://:${p}@redis:6379/0`,
    p,
  );
  p = r.hex(64);
  add(
    "cloudant-url",
    "code",
    `couch = CouchDB("https://${r.lower(10)}-bluemix:${p}@${r.lower(10)}-bluemix.cloudantnosqldb.appdomain.cloud", connect=True)`,
    p,
  );
  p = r.hex(48);
  add(
    "ibm-cos-hmac",
    "json",
    JSON.stringify(
      {
        apikey: "redacted-by-operator",
        cos_hmac_keys: { access_key_id: r.hex(32), secret_access_key: p },
        iam_role_crn: "crn:v1:bluemix:public:iam::::serviceRole:Writer",
      },
      null,
      2,
    ),
    p,
  );
  return out;
}

export function jwts(r) {
  const out = [];
  const add = (kind, context, text, secret) => out.push({ family: "jwt", kind, context, text, secret });
  let t = jwt(r, claims(r));
  add("bearer-header", "header", `Authorization: Bearer ${t}`, t);
  t = jwt(r, claims(r));
  add("curl", "shell", `curl -H 'authorization: Bearer ${t}' https://api.acme.dev/v2/orders?limit=5`, t);
  t = jwt(r, claims(r));
  add(
    "localstorage",
    "output",
    `> localStorage.getItem("auth")\n'{"accessToken":"${t}","expiresIn":3600}'`,
    t,
  );
  t = jwt(r, claims(r));
  add("kubeconfig", "config", `users:\n- name: ci-deployer\n  user:\n    token: ${t}`, t);
  t = jwt(r, { ...claims(r), "kubernetes.io": { namespace: "prod", serviceaccount: { name: "builder" } } });
  add("sa-token", "output", `$ kubectl -n prod create token builder --duration=8h\n${t}`, t);
  t = jwt(r, claims(r));
  add(
    "url-fragment",
    "url",
    `https://app.acme.dev/callback#access_token=${t}&token_type=Bearer&expires_in=3599`,
    t,
  );
  t = jwt(r, claims(r));
  add(
    "az-access-token",
    "json",
    JSON.stringify(
      {
        accessToken: t,
        expiresOn: "2026-11-26 20:41:12.000000",
        subscription: r.uuid(),
        tenant: r.uuid(),
        tokenType: "Bearer",
      },
      null,
      2,
    ),
    t,
  );
  t = jwt(r, claims(r));
  add(
    "log",
    "log",
    `[2026-11-03 08:22:19,044] INFO  auth.middleware - verified token=${t} user=4412 route=/admin/users`,
    t,
  );
  t = jwt(r, claims(r));
  add(
    "code-test",
    "code",
    `let session = URLSession.shared\nvar request = URLRequest(url: URL(string: "https://api.acme.dev/me")!)\nrequest.setValue("Bearer ${t}", forHTTPHeaderField: "Authorization")`,
    t,
  );
  t = jwt(r, claims(r));
  add(
    "supabase-service",
    "config",
    `SUPABASE_URL=https://abcdefghijklmnopqrst.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${t}`,
    t,
  );
  t = jwt(r, claims(r));
  add("prose", "prose", `这个是刚才登录拿到的 access token：${t} ，过期时间一小时。`, t);
  t = jwt(r, claims(r));
  add(
    "json-escaped",
    "json",
    JSON.stringify({ message: JSON.stringify({ headers: { Authorization: `Bearer ${t}` } }) }),
    t,
  );
  return out;
}

export function cookies(r) {
  const out = [];
  const add = (kind, context, text, secret, also) =>
    out.push({ family: "session-cookie", kind, context, text, secret, also });
  let s = r.lower(32);
  let c = r.alnum(64);
  add("django", "header", `Cookie: csrftoken=${c}; sessionid=${s}; django_language=de`, s, [c]);
  s = `s%3A${r.b64url(32)}.${r.b64(43).replace(/\+/g, "%2B").replace(/\//g, "%2F")}`;
  add(
    "express-connect-sid",
    "header",
    `Set-Cookie: connect.sid=${s}; Path=/; Expires=Thu, 26 Nov 2026 21:00:00 GMT; HttpOnly; Secure; SameSite=Lax`,
    s,
  );
  s = r.hex(32).toUpperCase();
  add(
    "jsessionid",
    "output",
    `< HTTP/1.1 302 Found\n< Location: /portal/home\n< Set-Cookie: JSESSIONID=${s}; Path=/portal; Secure; HttpOnly\n< Content-Length: 0`,
    s,
  );
  s = r.lower(26);
  add("phpsessid", "shell", `curl -b 'PHPSESSID=${s}' https://shop.acme.dev/admin/orders.php`, s);
  s = `eyJpdiI6I${r.b64(150)}In0%3D`;
  add("laravel-session", "header", `Cookie: XSRF-TOKEN=eyJpdiI6I${r.b64(80)}In0%3D; laravel_session=${s}`, s);
  s = `${r.b64url(40)}.${r.b64url(120)}.${r.b64url(22)}.${r.b64url(80)}.${r.b64url(22)}`;
  add(
    "next-auth",
    "output",
    `Set-Cookie: __Secure-next-auth.session-token=${s}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    s,
  );
  s = `${r.b64url(180)}--${r.b64url(24)}--${r.b64(22)}%3D%3D`;
  add(
    "rails-session",
    "log",
    `I, [2026-11-20T10:01:33.902 #8812]  INFO -- : Started GET "/dashboard" Cookie: _acme_session=${s}`,
    s,
  );
  s = r.b64url(43);
  add(
    "flask-session",
    "code",
    `cookies = {"session": "${s}"}\nr = requests.get("http://localhost:5000/admin", cookies=cookies)`,
    s,
  );
  s = r.hex(64);
  add(
    "go-gorilla",
    "json",
    JSON.stringify({
      request: {
        method: "GET",
        url: "https://wiki.acme.dev/",
        headers: [{ name: "Cookie", value: `wiki_session=${s}; theme=dark` }],
      },
    }),
    s,
  );
  s = r.alnum(40);
  c = r.b64url(86);
  add(
    "csrf-header",
    "shell",
    `curl 'https://grafana.acme.dev/api/dashboards/db' -H 'Cookie: grafana_session=${s}' -H 'X-CSRF-Token: ${c}' --data-binary @dash.json`,
    s,
    [c],
  );
  s = r.b64url(48);
  add(
    "powershell-cookie",
    "shell",
    `$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession\n$session.Cookies.Add((New-Object System.Net.Cookie("auth_token", "${s}", "/", "portal.acme.dev")))`,
    s,
  );
  s = r.hex(40);
  add(
    "netscape-jar",
    "output",
    `$ cat cookies.txt\n# Netscape HTTP Cookie File\n#HttpOnly_.acme.dev\tTRUE\t/\tTRUE\t1796000000\tsid\t${s}`,
    s,
  );
  return out;
}

export function webhooks(r) {
  const out = [];
  const add = (kind, context, text, secret) =>
    out.push({ family: "webhook-url", kind, context, text, secret });
  let s = r.alnum(24);
  add(
    "slack",
    "shell",
    `curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy done"}' https://hooks.slack.com/services/T${r.upper(10)}/B${r.upper(10)}/${s}`,
    s,
  );
  s = r.alnum(24);
  add(
    "slack",
    "config",
    `notify:\n  slack_webhook: "https://hooks.slack.com/services/T${r.upper(8)}/B${r.upper(10)}/${s}"`,
    s,
  );
  s = r.b64url(68);
  add("discord", "code", `DISCORD_WEBHOOK = "https://discord.com/api/webhooks/${r.digits(19)}/${s}"`, s);
  s = r.hex(32);
  const tail = r.uuid();
  add(
    "teams",
    "config",
    `TEAMS_WEBHOOK_URL=https://acme.webhook.office.com/webhookb2/${r.uuid()}@${r.uuid()}/IncomingWebhook/${s}/${tail}`,
    s,
  );
  s = r.b64url(43);
  add(
    "google-chat",
    "url",
    `https://chat.googleapis.com/v1/spaces/AAAA${r.b64url(7)}/messages?key=AIzaSy${r.b64url(33)}&token=${s}%3D`,
    s,
  );
  s = r.hex(64);
  add("dingtalk", "code", `webhook = "https://oapi.dingtalk.com/robot/send?access_token=${s}"`, s);
  s = r.uuid();
  add(
    "feishu",
    "prose",
    `飞书机器人的地址是 https://open.feishu.cn/open-apis/bot/v2/hook/${s} ，别发到公开群里。`,
    s,
  );
  s = r.uuid();
  add(
    "wecom",
    "shell",
    `curl 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${s}' -H 'Content-Type: application/json' -d '{"msgtype":"text","text":{"content":"build ok"}}'`,
    s,
  );
  s = r.lower(26);
  add("mattermost", "config", `[notifications]\nmattermost = "https://chat.acme.dev/hooks/${s}"`, s);
  s = r.b64url(22);
  add("ifttt", "url", `https://maker.ifttt.com/trigger/door_open/with/key/${s}`, s);
  s = `glptt-${r.hex(40)}`;
  add(
    "gitlab-trigger",
    "shell",
    `curl -X POST --fail -F token=${s} -F ref=main https://gitlab.com/api/v4/projects/${r.int(1000000, 9999999)}/trigger/pipeline`,
    s,
  );
  s = r.hex(24);
  add(
    "netlify-build-hook",
    "config",
    `# .github/workflows/nightly.yml\n      - run: curl -X POST -d {} https://api.netlify.com/build_hooks/${s}`,
    s,
  );
  s = r.b64url(43);
  add(
    "azure-sas",
    "url",
    `https://acmebackups.blob.core.windows.net/db/2026-11-25.bak?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-01T00:00:00Z&st=2026-11-25T00:00:00Z&spr=https&sig=${s}%3D`,
    s,
  );
  s = r.b64url(30);
  add(
    "zapier",
    "log",
    `2026-11-18T07:00:02Z cron[221]: POST https://hooks.zapier.com/hooks/catch/${r.digits(8)}/${s}/ -> 200`,
    s,
  );
  s = `${r.digits(10)}:AA${r.b64url(33)}`;
  add(
    "telegram",
    "url",
    `https://api.telegram.org/bot${s}/sendMessage?chat_id=-100${r.digits(10)}&text=build%20failed`,
    s,
  );
  return out;
}
