// Credentials with no vendor prefix, recognisable only by where they stand: CLI flags and positional
// arguments of commands that take credentials, HTTP headers and cookies, URLs with userinfo,
// values a command prints, application secrets in config, JWTs, and secrets pasted in prose.

import { b64urlnopad } from "./random.mjs";

export function genericCases({ add, h, t, r }) {
  const F = "generic-credential";
  const pw = (n) => () => r.password(n);
  const jwt = (claims) =>
    `${b64urlnopad(JSON.stringify({ alg: "RS256", kid: r.hex(16), typ: "JWT" }))}.${b64urlnopad(JSON.stringify(claims))}.${r.b64url(342)}`;
  const now = 1717000000 + r.between(0, 9999999);
  // Flags, options and positional arguments
  add(
    F,
    "password-flag",
    "shell",
    pw(),
    (s) =>
      `sshpass -p '${s}' ssh -o StrictHostKeyChecking=no ${h.user()}@10.0.4.21 'sudo systemctl restart nginx'`,
  );
  add(F, "password-positional", "shell", pw(), (s) => `htpasswd -b -c /etc/nginx/.htpasswd admin '${s}'`);
  add(
    F,
    "password-flag",
    "shell",
    pw(),
    (s) => `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${s}`,
  );
  add(
    F,
    "password-flag",
    "shell",
    pw(),
    (s) =>
      `keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -deststorepass ${s} -srcstorepass ${s}`,
  );
  add(
    F,
    "password-positional",
    "shell",
    pw(),
    (s) => `sudo rabbitmqctl add_user admin '${s}' && sudo rabbitmqctl set_user_tags admin administrator`,
  );
  add(F, "password-positional", "shell", pw(), (s) => `mysqladmin -u root password '${s}'`);
  add(F, "password-positional", "shell", pw(), (s) => `net user deploy ${s} /add /y`);
  add(
    F,
    "password-userinfo",
    "shell",
    pw(),
    (s) => `smbclient //nas.${h.org()}.lan/backups -U backup%${s} -c 'ls'`,
  );
  add(
    F,
    "password-userinfo",
    "shell",
    pw(),
    (s) =>
      `curl -fsSL -u deploy:${s} https://nexus.${h.org()}.internal/repository/raw/tools/install.sh | bash`,
  );
  add(
    F,
    "password-flag",
    "shell",
    pw(),
    (s) => `wget --user=${h.user()} --password='${s}' https://files.${h.org()}.io/exports/2024-05.csv`,
  );
  add(
    F,
    "password-url",
    "shell",
    pw(),
    (s) => `lftp -e 'mirror -R ./public /htdocs; quit' ftp://webmaster:${s}@ftp.${h.org()}.io`,
  );
  add(
    F,
    "password-flag",
    "shell",
    pw(),
    (s) =>
      `ldapsearch -x -H ldaps://ldap.${h.org()}.internal -D "cn=admin,dc=${h.org()},dc=internal" -w '${s}' -b "ou=people,dc=${h.org()},dc=internal" "(uid=${h.user()})"`,
  );
  add(
    F,
    "password-flag",
    "shell",
    pw(),
    (s) => `helm repo add ${h.org()} https://charts.${h.org()}.io --username ci --password ${s}`,
  );
  add(
    F,
    "password-flag",
    "shell",
    pw(),
    (s) => `argocd login argocd.${h.org()}.io --username admin --password '${s}' --grpc-web`,
  );
  add(
    F,
    "password-key-value-arg",
    "shell",
    pw(),
    (s) => `vault kv put secret/${h.repo()}/db username=app password='${s}'`,
  );
  add(
    F,
    "secret-key-value-arg",
    "shell",
    () => r.hex(64),
    (s) => `heroku config:set SECRET_KEY_BASE=${s} -a ${h.repo()}-prod`,
  );
  add(
    F,
    "secret-key-value-arg",
    "shell",
    () => r.b64bytes(32),
    (s) => `fly secrets set SESSION_SECRET='${s}' --app ${h.repo()}`,
  );
  add(F, "password-flag", "shell", pw(), (s) => `zip -r -P '${s}' customer-export.zip exports/`);
  add(F, "password-flag", "shell", pw(), (s) => `7z a -p${s} -mhe=on archive.7z ./sensitive`);
  add(
    F,
    "password-flag",
    "shell",
    pw(),
    (s) => `gpg --batch --pinentry-mode loopback --passphrase '${s}' --decrypt secrets.tar.gpg | tar x`,
  );
  add(
    F,
    "password-flag",
    "shell",
    pw(),
    (s) => `wp user create editor editor@${h.org()}.io --role=editor --user_pass='${s}'`,
  );
  add(
    F,
    "token-flag",
    "shell",
    () => jwt({ iss: "kubernetes/serviceaccount", sub: "system:serviceaccount:ci:deployer", iat: now }),
    (s) => `kubectl --server=https://k8s.${h.org()}.internal:6443 --token=${s} get pods -n prod`,
  );
  add(F, "secret-stdin", "shell", pw(), (s) => `printf '${s}' | docker secret create db_password -`);
  add(
    F,
    "password-env-prefix",
    "shell",
    pw(),
    (s) => `RSYNC_PASSWORD='${s}' rsync -av ./site/ rsync://mirror@backup.${h.org()}.lan/www/`,
  );
  // HTTP headers, cookies and URLs
  add(
    F,
    "bearer-token",
    "shell",
    () => r.alnum(48),
    (s) => `curl -s https://api.${h.org()}.internal/v1/deployments -H "Authorization: Bearer ${s}" | jq .`,
  );
  add(
    F,
    "api-key-header",
    "shell",
    () => r.hex(32),
    (s) => `http GET https://api.${h.org()}.io/v2/reports X-API-Key:${s}`,
  );
  add(
    F,
    "basic-auth-header",
    "shell",
    () => Buffer.from(`${h.user()}:${r.password()}`).toString("base64"),
    (s) => `curl -H "Authorization: Basic ${s}" https://registry.${h.org()}.io/v2/_catalog`,
  );
  add(
    F,
    "session-cookie",
    "shell",
    () => r.b64url(64),
    (s) =>
      `curl 'https://admin.${h.org()}.io/api/users?page=2' -H 'accept: application/json' -b 'sessionid=${s}; csrftoken=${r.alnum(32)}'`,
  );
  add(
    F,
    "session-cookie",
    "output",
    () => r.b64url(86),
    (s) =>
      `HTTP/2 200\ncontent-type: application/json\nset-cookie: __Secure-session=${s}; Path=/; HttpOnly; Secure; SameSite=Lax\ncache-control: no-store`,
  );
  add(
    F,
    "bearer-token",
    "code",
    () => r.alnum(40),
    (s) =>
      `resp = requests.get(\n    "https://api.${h.org()}.internal/v1/invoices",\n    headers={"Authorization": "Bearer ${s}"},\n    timeout=10,\n)`,
  );
  add(
    F,
    "api-key-header",
    "code",
    () => r.b64url(40),
    (s) =>
      `const res = await fetch(\`\${BASE_URL}/v1/search\`, {\n  headers: { "x-api-key": "${s}", "content-type": "application/json" },\n});`,
  );
  add(
    F,
    "bearer-token",
    "code",
    () => r.hex(40),
    (s) =>
      `req, _ := http.NewRequest("GET", "https://api.${h.org()}.io/v1/status", nil)\nreq.Header.Set("Authorization", "Bearer ${s}")`,
  );
  add(
    F,
    "password-url",
    "code",
    pw(),
    (s) =>
      `PROXY = "http://proxyuser:${s}@proxy.${h.org()}.lan:3128"\nsession.proxies = {"http": PROXY, "https": PROXY}`,
  );
  add(
    F,
    "jwt",
    "output",
    () => jwt({ sub: r.uuid(), email: h.email(), role: "admin", iat: now, exp: now + 3600 }),
    (s) => `{"access_token":"${s}","token_type":"Bearer","expires_in":3600,"scope":"read write"}`,
  );
  add(
    F,
    "jwt",
    "prose",
    () => jwt({ sub: r.digits(8), org: h.org(), scope: "admin", iat: now }),
    (s) => `the admin API returns 403 even with this token: ${s}\nwhat am I missing?`,
  );
  add(
    F,
    "jwt",
    "code",
    () => jwt({ iss: "supabase", ref: r.lower(20), role: "service_role", iat: now, exp: now + 315360000 }),
    (s) => `SUPABASE_URL=https://${r.lower(20)}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${s}`,
  );
  // Values a command prints
  add(
    F,
    "printed-token",
    "output",
    () =>
      jwt({
        iss: "https://kubernetes.default.svc",
        sub: "system:serviceaccount:ci:deployer",
        iat: now,
        exp: now + 3600,
      }),
    (s) => `$ kubectl create token deployer -n ci --duration=1h\n${s}`,
  );
  add(F, "printed-password", "output", pw(), (s) => `$ op read "op://Infra/postgres-prod/password"\n${s}`);
  add(
    F,
    "printed-password",
    "output",
    pw(),
    (s) => `$ pass show work/vpn\n${s}\nusername: ${h.user()}\nurl: vpn.${h.org()}.io`,
  );
  add(
    F,
    "printed-password",
    "output",
    pw(),
    (s) => `$ security find-generic-password -a ${h.user()} -s smtp-relay -w\n${s}`,
  );
  add(F, "printed-password", "output", pw(), (s) => `$ terraform output -raw db_admin_password\n${s}`);
  add(
    F,
    "printed-password",
    "output",
    pw(),
    (s) =>
      `$ kubectl get secret grafana-admin -n monitoring -o jsonpath='{.data.admin-password}' | base64 -d\n${s}`,
  );
  add(
    F,
    "printed-password",
    "output",
    pw(),
    (s) =>
      `$ aws secretsmanager get-secret-value --secret-id prod/${h.repo()}/db --query SecretString --output text\n{"username":"app","password":"${s}","engine":"postgres","host":"${h.host()}","port":5432}`,
  );
  add(
    F,
    "printed-password",
    "output",
    pw(),
    (s) => `$ gcloud secrets versions access latest --secret=smtp-password\n${s}`,
  );
  add(
    F,
    "printed-password",
    "output",
    pw(),
    (s) =>
      `$ az keyvault secret show --vault-name ${h.org()}-kv --name sql-admin\n{\n  "attributes": { "enabled": true },\n  "id": "https://${h.org()}-kv.vault.azure.net/secrets/sql-admin/${r.hex(32)}",\n  "name": "sql-admin",\n  "value": "${s}"\n}`,
  );
  add(
    F,
    "printed-token",
    "output",
    () => r.alnum(40),
    (s) => `$ printenv API_TOKEN\n${s}`,
  );
  add(
    F,
    "printed-password",
    "output",
    pw(),
    (s) =>
      `$ heroku config -a ${h.repo()}-prod\n=== ${h.repo()}-prod Config Vars\nLOG_LEVEL:    info\nNODE_ENV:     production\nSMTP_PASSWORD: ${s}\nWEB_CONCURRENCY: 2`,
  );
  add(
    F,
    "git-credential",
    "output",
    t.ghp,
    (s) =>
      `$ printf 'protocol=https\\nhost=github.com\\n' | git credential fill\nprotocol=https\nhost=github.com\nusername=${h.user()}\npassword=${s}`,
  );
  add(
    F,
    "git-credential",
    "output",
    t.glpat,
    (s) => `$ cat ~/.git-credentials\nhttps://${h.user()}:${s}@gitlab.com`,
  );
  add(
    F,
    "netrc-password",
    "output",
    pw(),
    (s) => `$ cat ~/.netrc\nmachine ftp.${h.org()}.io login uploader password ${s}`,
  );
  add(
    F,
    "printed-password",
    "output",
    pw(),
    (s) =>
      `$ docker inspect ${h.repo()}-db --format '{{json .Config.Env}}'\n["POSTGRES_USER=app","POSTGRES_PASSWORD=${s}","PGDATA=/var/lib/postgresql/data","PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"]`,
  );
  add(
    F,
    "printed-password",
    "output",
    pw(),
    (s) => `$ docker logs gitlab 2>&1 | grep -A1 'initial_root_password'\nPassword: ${s}`,
  );
  add(
    F,
    "kubeconfig-token",
    "output",
    () => jwt({ iss: "kubernetes/serviceaccount", sub: "system:serviceaccount:kube-system:admin", iat: now }),
    (s) =>
      `$ cat ~/.kube/config\napiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM${r.alnum(60)}\n    server: https://k8s.${h.org()}.internal:6443\n  name: prod\ncontexts:\n- context:\n    cluster: prod\n    user: admin\n  name: prod\ncurrent-context: prod\nkind: Config\nusers:\n- name: admin\n  user:\n    token: ${s}`,
  );
  // Application secrets in config
  add(
    F,
    "app-secret-key",
    "code",
    () => r.chars("abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)", 50),
    (s) => `# settings/production.py\nDEBUG = False\nSECRET_KEY = "${s}"\nALLOWED_HOSTS = ["${h.org()}.io"]`,
  );
  add(
    F,
    "app-secret-key",
    "output",
    () => r.hex(128),
    (s) => `$ cat config/master.key.env\nSECRET_KEY_BASE=${s}`,
  );
  add(
    F,
    "app-secret-key",
    "output",
    () => `base64:${r.b64bytes(32)}`,
    (s) => `APP_NAME=${h.repo()}\nAPP_ENV=production\nAPP_KEY=${s}\nAPP_DEBUG=false`,
  );
  add(
    F,
    "app-secret-key",
    "output",
    () => r.b64bytes(32),
    (s) => `NEXTAUTH_URL=https://${h.org()}.io\nNEXTAUTH_SECRET=${s}`,
  );
  add(
    F,
    "jwt-signing-secret",
    "code",
    () => r.alnum(48),
    (s) => `const token = jwt.sign({ sub: user.id }, "${s}", { expiresIn: "1h" });`,
  );
  add(
    F,
    "encryption-key",
    "code",
    () => r.hex(64),
    (s) => `encryption:\n  algorithm: aes-256-gcm\n  key: "${s}"`,
  );
  add(
    F,
    "webhook-secret",
    "output",
    () => r.hex(40),
    (s) => `GITHUB_WEBHOOK_SECRET=${s}`,
  );
  add(
    F,
    "totp-seed",
    "prose",
    t.base32Totp,
    (s) =>
      `I'm moving my 2FA to the new phone, the setup URI was otpauth://totp/${h.org()}:${h.email()}?secret=${s}&issuer=${h.org()} — can you generate the current code with oathtool?`,
  );
  add(
    F,
    "smtp-password",
    "code",
    pw(),
    (s) =>
      `spring:\n  mail:\n    host: smtp.${h.org()}.io\n    port: 587\n    username: notifications@${h.org()}.io\n    password: ${s}`,
  );
  add(
    F,
    "password-assignment",
    "code",
    pw(),
    (s) =>
      `$db_password = '${s}';\n$pdo = new PDO("mysql:host=localhost;dbname=shop", 'shop', $db_password);`,
  );
  add(
    F,
    "password-assignment",
    "code",
    pw(),
    (s) =>
      `<Resource name="jdbc/shop" auth="Container" type="javax.sql.DataSource"\n          username="shop" password="${s}"\n          driverClassName="org.postgresql.Driver" url="jdbc:postgresql://${h.host()}:5432/shop"/>`,
  );
  add(
    F,
    "wifi-psk",
    "output",
    pw(),
    (s) =>
      `$ sudo cat /etc/NetworkManager/system-connections/Office.nmconnection\n[connection]\nid=Office\ntype=wifi\n\n[wifi]\nssid=${h.org()}-office\n\n[wifi-security]\nkey-mgmt=wpa-psk\npsk=${s}`,
  );
  // Prose
  add(
    F,
    "password-prose",
    "prose",
    pw(),
    (s) => `the root password on the staging box is ${s} — can you ssh in and check why disk is full?`,
  );
  add(
    F,
    "token-prose",
    "prose",
    () => r.alnum(40),
    (s) =>
      `Here's the API token for the internal metrics service: ${s}\nUse it to pull last week's p95 latency.`,
  );
  add(
    F,
    "password-prose",
    "prose",
    pw(),
    (s) => `login for the router admin page is admin / ${s}, please check the port forwarding rules`,
  );
  add(
    F,
    "api-key-prose",
    "prose",
    () => r.hex(32),
    (s) => `use this key: ${s} for the weather API, the free tier is fine`,
  );
}
