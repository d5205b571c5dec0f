// Credentials in command lines: password flags of database and archive tools, positional arguments of
// CLIs that take a credential, tokens piped into login commands, credentials inside --set/--extra-vars.
// Each entry: [family, kind, context, make(r, s) → text, secretMaker?]; `s` is the secret.
import { checksummed } from "./checksum.mjs";
import { A } from "./rand.mjs";
import { VENDORS } from "./vendors.mjs";

const tok = (kind) => VENDORS.find((v) => v.kind === kind).make;
const PW = (r) => r.password();
const SAFE = (r) => r.password().replace(/[!#%*~^]/g, "Z");

const ENTRIES = [
  [
    "password",
    "mysql-p-attached",
    "shell-flag",
    (_r, s) => `$ mysql -h 127.0.0.1 -u root -p${s} shop < dump.sql`,
    SAFE,
  ],
  [
    "password",
    "mysqldump-long",
    "shell-flag",
    (_r, s) => `mysqldump --user=backup --password='${s}' --single-transaction shop > shop.sql`,
  ],
  [
    "password",
    "pgpassword-prefix",
    "shell-env-prefix",
    (_r, s) => `PGPASSWORD='${s}' pg_dump -h db.internal -U app orders > orders.sql`,
  ],
  [
    "password",
    "sshpass",
    "shell-flag",
    (_r, s) =>
      `sshpass -p '${s}' ssh -o StrictHostKeyChecking=no deploy@10.0.4.21 'sudo systemctl restart api'`,
  ],
  [
    "basic-auth",
    "curl-u",
    "shell-flag",
    (_r, s) => `curl -u admin:${s} -X PUT http://localhost:9200/_cluster/settings -d @settings.json`,
    SAFE,
  ],
  [
    "basic-auth",
    "curl-user-long",
    "shell-flag",
    (_r, s) => `curl --user "jenkins:${s}" https://ci.example.com/job/release/build`,
  ],
  [
    "password",
    "docker-login-p",
    "shell-flag",
    (_r, s) => `docker login -u ci-bot -p ${s} registry.gitlab.example.com`,
    SAFE,
  ],
  [
    "package-registry",
    "docker-login-stdin",
    "shell-positional",
    (_r, s) => `echo "${s}" | docker login ghcr.io -u octo-bot --password-stdin`,
    (r) => checksummed(r, "ghp_"),
  ],
  [
    "password",
    "redis-cli-a",
    "shell-flag",
    (_r, s) => `redis-cli -h cache.internal -p 6379 -a ${s} --no-auth-warning INFO memory`,
    SAFE,
  ],
  [
    "password",
    "htpasswd-positional",
    "shell-positional",
    (_r, s) => `htpasswd -bc /etc/nginx/.htpasswd admin ${s}`,
    SAFE,
  ],
  [
    "password",
    "net-use-positional",
    "windows-cmd",
    (_r, s) => `C:\\>net use Z: \\\\fileserver\\builds ${s} /user:CORP\\svc-build /persistent:no`,
    SAFE,
  ],
  [
    "infra-platform",
    "vault-login-positional",
    "shell-positional",
    (_r, s) => `$ vault login ${s}\nSuccess! You are now authenticated.`,
    tok("vault-service"),
  ],
  [
    "github",
    "gh-with-token-herestring",
    "shell-positional",
    (_r, s) => `gh auth login --with-token <<< "${s}"`,
    tok("fine-grained-pat"),
  ],
  [
    "package-registry",
    "npm-config-set",
    "shell-positional",
    (_r, s) => `npm config set //registry.npmjs.org/:_authToken ${s}`,
    tok("npm"),
  ],
  [
    "package-registry",
    "twine-p",
    "shell-flag",
    (_r, s) => `twine upload -u __token__ -p ${s} dist/*`,
    tok("pypi"),
  ],
  [
    "package-registry",
    "cargo-login",
    "shell-positional",
    (_r, s) => `$ cargo login ${s}\n       Login token for \`crates-io\` saved`,
    tok("crates-io"),
  ],
  [
    "package-registry",
    "nuget-push",
    "shell-flag",
    (_r, s) =>
      `dotnet nuget push bin/Release/Acme.Core.2.1.0.nupkg --api-key ${s} --source https://api.nuget.org/v3/index.json`,
    tok("nuget"),
  ],
  [
    "password",
    "dotnet-nuget-source",
    "shell-flag",
    (_r, s) =>
      `dotnet nuget add source https://pkgs.example.com/nuget/index.json -n internal -u build --password ${s} --store-password-in-clear-text`,
    SAFE,
  ],
  [
    "password",
    "kubectl-from-literal",
    "shell-flag",
    (_r, s) =>
      `kubectl create secret generic db-creds --from-literal=username=app --from-literal=password='${s}'`,
  ],
  [
    "password",
    "helm-set",
    "shell-flag",
    (_r, s) =>
      `helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword=${s} --set primary.persistence.size=20Gi`,
    SAFE,
  ],
  [
    "password",
    "terraform-var",
    "shell-flag",
    (_r, s) => `terraform apply -var 'db_password=${s}' -auto-approve`,
  ],
  [
    "password",
    "ansible-extra-vars",
    "shell-flag",
    (_r, s) => `ansible-playbook site.yml -i prod --extra-vars "ansible_become_pass=${s}"`,
    SAFE,
  ],
  [
    "password",
    "openssl-passout",
    "shell-flag",
    (_r, s) => `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${s}`,
    SAFE,
  ],
  [
    "password",
    "keytool-storepass",
    "shell-flag",
    (_r, s) =>
      `keytool -importcert -alias corp-ca -file ca.crt -keystore truststore.jks -storepass ${s} -noprompt`,
    SAFE,
  ],
  ["password", "zip-P", "shell-flag", (_r, s) => `zip -r -P ${s} handover.zip reports/`, SAFE],
  ["password", "7z-p", "shell-flag", (_r, s) => `7z a -p${s} -mhe=on backup.7z ./data`, SAFE],
  [
    "password",
    "smbclient-U",
    "shell-flag",
    (_r, s) => `smbclient //nas.local/media -U alice%${s} -c 'ls'`,
    SAFE,
  ],
  [
    "password",
    "wget-password",
    "shell-flag",
    (_r, s) => `wget --user=mirror --password=${s} https://downloads.example.com/private/build.tar.gz`,
    SAFE,
  ],
  [
    "password",
    "ldapsearch-w",
    "shell-flag",
    (_r, s) =>
      `ldapsearch -x -H ldaps://ldap.corp.example -D "cn=admin,dc=corp,dc=example" -w ${s} -b "ou=people,dc=corp,dc=example"`,
    SAFE,
  ],
  [
    "password",
    "mongosh-password",
    "shell-flag",
    (_r, s) =>
      `mongosh --host rs0/mongo-0:27017 --username admin --password ${s} --authenticationDatabase admin`,
    SAFE,
  ],
  [
    "password",
    "sqlcmd-P",
    "shell-flag",
    (_r, s) => `sqlcmd -S tcp:sql01.corp.local,1433 -U sa -P "${s}" -Q "SELECT @@VERSION"`,
  ],
  [
    "password",
    "docker-run-e",
    "shell-flag",
    (_r, s) => `docker run -d --name pg -e POSTGRES_PASSWORD=${s} -p 5432:5432 postgres:16`,
    SAFE,
  ],
  [
    "password",
    "mc-alias-positional",
    "shell-positional",
    (_r, s) => `mc alias set backup https://s3.backup.example.com backup-admin ${s}`,
    SAFE,
  ],
  [
    "password",
    "rsync-password-env",
    "shell-env-prefix",
    (_r, s) => `RSYNC_PASSWORD=${s} rsync -av ./site/ rsync://deploy@mirror.example.org/www/`,
    SAFE,
  ],
  [
    "password",
    "git-credential-store",
    "shell-positional",
    (_r, s) =>
      `printf 'protocol=https\\nhost=git.example.com\\nusername=builder\\npassword=${s}\\n' | git credential approve`,
    SAFE,
  ],
  [
    "password",
    "powershell-securestring",
    "powershell",
    (_r, s) =>
      `$pw = ConvertTo-SecureString "${s}" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential("CORP\\svc-deploy", $pw)`,
  ],
  [
    "password",
    "powershell-param",
    "powershell",
    (_r, s) => `Invoke-Sqlcmd -ServerInstance sql01 -Username sa -Password '${s}' -Query "EXEC sp_who2"`,
  ],
  [
    "password",
    "psexec-p",
    "windows-cmd",
    (_r, s) => `PsExec.exe \\\\build-07 -u CORP\\builder -p ${s} cmd /c "C:\\ci\\run.bat"`,
    SAFE,
  ],
  [
    "password",
    "runas-savecred-echo",
    "windows-cmd",
    (_r, s) => `echo ${s}| runas /user:CORP\\admin "mmc compmgmt.msc"`,
    SAFE,
  ],
  [
    "infra-platform",
    "doctl-auth",
    "shell-flag",
    (_r, s) => `doctl auth init --context prod -t ${s}`,
    tok("digitalocean"),
  ],
  [
    "infra-platform",
    "netlify-auth",
    "shell-flag",
    (_r, s) => `netlify deploy --prod --dir=dist --auth ${s}`,
    tok("netlify"),
  ],
  [
    "infra-platform",
    "vercel-token",
    "shell-flag",
    (_r, s) => `vercel deploy --prod --token ${s} --yes`,
    tok("vercel"),
  ],
  [
    "infra-platform",
    "ngrok-authtoken",
    "shell-positional",
    (_r, s) => `ngrok config add-authtoken ${s}`,
    tok("ngrok"),
  ],
  [
    "stripe",
    "stripe-cli",
    "shell-flag",
    (_r, s) => `stripe listen --api-key ${s} --forward-to localhost:4242/webhook`,
    tok("secret-live"),
  ],
  [
    "monitoring",
    "sentry-cli",
    "shell-flag",
    (_r, s) => `sentry-cli --auth-token ${s} releases new -p web 2026.11.3`,
    tok("sentry-user"),
  ],
  [
    "gitlab",
    "glab-login",
    "shell-flag",
    (_r, s) => `glab auth login --hostname gitlab.example.com --token ${s}`,
    tok("glpat"),
  ],
  [
    "dev-saas",
    "tea-login",
    "shell-flag",
    (_r, s) => `tea login add --name work --url https://git.example.org --token ${s}`,
    tok("gitea"),
  ],
  ["dev-saas", "snyk-auth", "shell-positional", (_r, s) => `snyk auth ${s}`, tok("snyk")],
  [
    "gcp",
    "firebase-token",
    "shell-flag",
    (_r, s) => `firebase deploy --only hosting --token "${s}"`,
    tok("oauth-refresh-token"),
  ],
  [
    "gitlab",
    "git-clone-oauth2",
    "url",
    (_r, s) => `git clone https://oauth2:${s}@gitlab.example.com/platform/infra.git`,
    tok("glpat"),
  ],
  [
    "github",
    "git-remote-x-access-token",
    "url",
    (_r, s) => `git remote set-url origin https://x-access-token:${s}@github.com/acme/web.git`,
    tok("ghs-installation"),
  ],
  [
    "github",
    "go-private-netrc",
    "shell-positional",
    (_r, s) =>
      `git config --global url."https://${s}:x-oauth-basic@github.com/".insteadOf "https://github.com/"`,
    tok("ghp-classic"),
  ],
  [
    "infra-platform",
    "heroku-config-set",
    "shell-positional",
    (_r, s) => `heroku config:set OPENAI_API_KEY=${s} -a support-bot`,
    tok("openai-project"),
  ],
  [
    "stripe",
    "fly-secrets-set",
    "shell-positional",
    (_r, s) => `fly secrets set STRIPE_SECRET_KEY=${s} --app checkout`,
    tok("restricted-live"),
  ],
  [
    "slack",
    "gh-secret-set",
    "shell-flag",
    (_r, s) => `gh secret set SLACK_BOT_TOKEN --body "${s}" --repo acme/alerts`,
    tok("bot-token"),
  ],
  [
    "ai-provider",
    "wrangler-secret-echo",
    "shell-positional",
    (_r, s) => `echo "${s}" | npx wrangler secret put ANTHROPIC_API_KEY`,
    tok("anthropic"),
  ],
  [
    "ai-provider",
    "llm-keys-set",
    "shell-positional",
    (_r, s) => `$ llm keys set openai\nEnter key: ${s}`,
    tok("openai-legacy"),
  ],
  [
    "basic-auth",
    "httpie-auth",
    "shell-flag",
    (_r, s) => `http -a deployer:${s} POST https://artifacts.example.com/api/upload file@build.zip`,
    SAFE,
  ],
  [
    "generic-token",
    "httpie-header",
    "shell-header",
    (_r, s) => `http GET https://api.internal.example/v1/jobs X-Auth-Token:${s}`,
    (r) => r.str(A.alnum, 40),
  ],
  [
    "generic-token",
    "curl-query-token",
    "url",
    (_r, s) => `curl "https://api.example.com/v1/export?format=csv&api_key=${s}"`,
    (r) => r.str(A.alnum, 32),
  ],
  [
    "password",
    "mysql-positional-script",
    "shell-positional",
    (_r, s) => `./scripts/restore.sh prod-db admin ${s} backups/2026-11-25.sql.gz`,
    SAFE,
  ],
  [
    "password",
    "ssh-keygen-N",
    "shell-flag",
    (_r, s) => `ssh-keygen -t ed25519 -f ~/.ssh/deploy -N '${s}' -C deploy@ci`,
  ],
  [
    "password",
    "gpg-passphrase",
    "shell-flag",
    (_r, s) => `gpg --batch --yes --pinentry-mode loopback --passphrase '${s}' -d secrets.tar.gpg | tar x`,
  ],
  [
    "password",
    "influx-setup",
    "shell-flag",
    (_r, s) => `influx setup -u admin -p ${s} -o acme -b metrics -r 30d -f`,
    SAFE,
  ],
  [
    "password",
    "rabbitmqctl-positional",
    "shell-positional",
    (_r, s) => `rabbitmqctl add_user orders_svc ${s}`,
    SAFE,
  ],
  ["password", "chpasswd-echo", "shell-positional", (_r, s) => `echo 'deploy:${s}' | sudo chpasswd`, SAFE],
];

export function cliCases(r) {
  return ENTRIES.map(([family, kind, context, make, mk]) => {
    const s = (mk ?? PW)(r);
    return { family, kind, context, text: make(r, s), secret: s };
  });
}
