// Positives: credential files of common tools, credentials given on a command line, and secrets a
// command prints.

import { anyPassword, awsPair, jwt, keyBlock, urlPassword } from "./material.mjs";
import { ALPHA, b64, checksummedToken } from "./rng.mjs";

const USERS = ["deploy", "ci-bot", "admin", "jenkins", "release", "svc-backup"];
const REGISTRIES = ["registry.acme-corp.net", "ghcr.io", "harbor.lan:8443", "nexus.northwind.io"];

export function credentialFiles(r, add) {
  const files = [
    () => {
      const t = checksummedToken(r, "npm_");
      return ["npmrc", `//registry.npmjs.org/:_authToken=${t}\n@acme:registry=https://npm.pkg.github.com`, t];
    },
    () => {
      const t = checksummedToken(r, "ghp_");
      return [
        "npmrc",
        `@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${t}\nalways-auth=true`,
        t,
      ];
    },
    () => {
      const p = b64(`${r.pick(USERS)}:${urlPassword(r)}`);
      return [
        "npmrc",
        `registry=https://nexus.northwind.io/repository/npm-group/\n_auth=${p}\nemail=ci@northwind.io`,
        p,
      ];
    },
    () => {
      const p = urlPassword(r);
      return [
        "netrc",
        `machine ${r.pick(["api.heroku.com", "git.acme-corp.net", "artifacts.lan"])}\n  login ${r.pick(USERS)}@acme-corp.net\n  password ${p}`,
        p,
      ];
    },
    () => {
      const t = `pypi-AgEIcHlwaS5vcmc${r.b64url(120)}`;
      return [
        "pypirc",
        `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${t}`,
        t,
      ];
    },
    () => {
      const p = anyPassword(r);
      return [
        "pypirc",
        `[internal]\nrepository = https://pypi.acme-corp.net/\nusername = ${r.pick(USERS)}\npassword = ${p}`,
        p,
      ];
    },
    () => {
      const a = b64(`${r.pick(USERS)}:${urlPassword(r)}`);
      return [
        "docker-config",
        `{\n\t"auths": {\n\t\t"${r.pick(REGISTRIES)}": {\n\t\t\t"auth": "${a}"\n\t\t}\n\t}\n}`,
        a,
      ];
    },
    () => {
      const t = jwt(r, { aud: "kubernetes" });
      return ["kubeconfig", `users:\n- name: ci\n  user:\n    token: ${t}`, t];
    },
    () => {
      const k = b64(`${keyBlock(r, r.pick(["rsa-pkcs1", "ec"])).text}\n`);
      return [
        "kubeconfig",
        `users:\n- name: admin@prod\n  user:\n    client-certificate-data: ${b64(`-----BEGIN CERTIFICATE-----\nMIIC${r.chars(ALPHA.b64, 60)}\n-----END CERTIFICATE-----\n`)}\n    client-key-data: ${k}`,
        k,
      ];
    },
    () => {
      const p = anyPassword(r);
      return [
        "gradle-properties",
        `org.gradle.jvmargs=-Xmx2g\nossrhUsername=${r.pick(USERS)}\nossrhPassword=${p}\nsigning.keyId=${r.hex(8).toUpperCase()}`,
        p,
      ];
    },
    () => {
      const p = anyPassword(r);
      return ["gradle-properties", `mavenCentralUsername=${r.alnum(8)}\nmavenCentralPassword=${p}`, p];
    },
    () => {
      const p = anyPassword(r);
      return [
        "maven-settings",
        `<settings>\n  <servers>\n    <server>\n      <id>internal-releases</id>\n      <username>${r.pick(USERS)}</username>\n      <password>${p}</password>\n    </server>\n  </servers>\n</settings>`,
        p,
      ];
    },
    () => {
      const p = anyPassword(r);
      return ["terraform-tfvars", `region      = "eu-west-1"\ndb_username = "app"\ndb_password = "${p}"`, p];
    },
    () => {
      const t = checksummedToken(r, "ghp_");
      return [
        "github-actions",
        `jobs:\n  publish:\n    runs-on: ubuntu-latest\n    env:\n      GH_TOKEN: ${t}\n    steps:\n      - run: gh release create v1.4.0`,
        t,
      ];
    },
    () => {
      const t = `glpat-${r.b64url(20)}`;
      return [
        "gitlab-ci",
        `variables:\n  DOCKER_DRIVER: overlay2\n  DEPLOY_TOKEN: "${t}"\n\ndeploy:\n  script: ./deploy.sh`,
        t,
      ];
    },
    () => {
      const p = anyPassword(r);
      return [
        "circleci",
        `jobs:\n  build:\n    docker:\n      - image: cimg/node:20.11\n        auth:\n          username: ${r.pick(USERS)}\n          password: ${p}`,
        p,
      ];
    },
    () => {
      const t = checksummedToken(r, "gho_");
      return [
        "gh-hosts",
        `github.com:\n    user: ${r.pick(USERS)}\n    oauth_token: ${t}\n    git_protocol: https`,
        t,
      ];
    },
    () => {
      const t = checksummedToken(r, "ghp_");
      return ["git-credentials", `https://${r.pick(USERS)}:${t}@github.com`, t];
    },
    () => {
      const p = anyPassword(r);
      return [
        "composer-auth",
        `{\n  "http-basic": {\n    "repo.packagist.com": {\n      "username": "token",\n      "password": "${p}"\n    }\n  }\n}`,
        p,
      ];
    },
    () => {
      const t = `cio${r.alnum(32)}`;
      return ["cargo-credentials", `[registry]\ntoken = "${t}"`, t];
    },
    () => {
      const t = `rubygems_${r.hex(48)}`;
      return ["gem-credentials", `---\n:rubygems_api_key: ${t}`, t];
    },
    () => {
      const t = checksummedToken(r, "npm_");
      return ["yarnrc", `npmRegistryServer: "https://registry.npmjs.org"\nnpmAuthToken: "${t}"`, t];
    },
    () => {
      const p = anyPassword(r);
      return [
        "nuget-config",
        `<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="${r.pick(USERS)}" />\n    <add key="ClearTextPassword" value="${p}" />\n  </internal>\n</packageSourceCredentials>`,
        p,
      ];
    },
    () => {
      const { secret } = awsPair(r);
      return [
        "s3cfg",
        `[default]\naccess_key = ${awsPair(r).id}\nsecret_key = ${secret}\nhost_base = s3.amazonaws.com`,
        secret,
      ];
    },
    () => {
      const p = anyPassword(r);
      return ["spring-properties", `spring.datasource.username=app\nspring.datasource.password=${p}`, p];
    },
    () => {
      const k = r.alnum(64);
      return ["wp-config", `define( 'DB_PASSWORD', '${anyPassword(r)}' );\ndefine( 'AUTH_KEY', '${k}' );`, k];
    },
    () => {
      const k = r.mixed("abcdefghijklmnopqrstuvwxyz0123456789!@#%^*(-_=+)", 50);
      return [
        "django-settings",
        `# settings/production.py\nDEBUG = False\nSECRET_KEY = "${k}"\nALLOWED_HOSTS = ["acme-corp.net"]`,
        k,
      ];
    },
    () => {
      const k = r.hex(32);
      return ["rails-master-key", `$ cat config/master.key\n${k}`, k];
    },
    () => {
      const p = anyPassword(r);
      return [
        "ansible-vars",
        `$ ansible-vault view group_vars/prod/vault.yml\nVault password:\nvault_db_password: "${p}"\nvault_smtp_user: alerts`,
        p,
      ];
    },
    () => {
      const p = anyPassword(r);
      return [
        "ansible-inventory",
        `[web]\n10.0.4.${r.int(2, 250)} ansible_user=ubuntu ansible_password=${p} ansible_become_pass=${p}`,
        p,
      ];
    },
    () => {
      const p = anyPassword(r);
      return [
        "compose",
        `services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${p}`,
        p,
      ];
    },
    () => {
      const p = anyPassword(r);
      return [
        "helm-values",
        `postgresql:\n  auth:\n    username: app\n    password: "${p}"\n    database: app`,
        p,
      ];
    },
    () => {
      const k = `base64:${r.b64bytes(32)}`;
      return ["laravel-env", `APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=${k}\nAPP_DEBUG=false`, k];
    },
  ];
  for (let i = 0; i < 42; i++) {
    const [kind, text, secret] = files[i % files.length]();
    add("credential-file", kind, "config", text, secret);
  }
}

export function cliArguments(r, add) {
  const cmds = [
    (p) => ["mysql", `mysql -u ${r.pick(USERS)} -p${p} -h 10.0.3.${r.int(2, 250)} shop -e 'show tables'`],
    (p) => ["mysql", `mysqldump --user=root --password=${p} --single-transaction shop > shop.sql`],
    (p) => ["pgpassword", `PGPASSWORD=${p} psql -h db.internal -U app -d app -f migrate.sql`],
    (p) => ["redis-cli", `redis-cli -h cache.internal -p 6379 -a ${p} --no-auth-warning INFO keyspace`],
    (p) => ["curl-user", `curl -u ${r.pick(USERS)}:${p} https://jenkins.acme-corp.net/api/json?pretty=true`],
    (p) => ["curl-user", `curl --user "admin:${p}" -X POST https://grafana.lan/api/admin/users`],
    (p) => ["docker-login", `docker login -u ${r.pick(USERS)} -p ${p} ${r.pick(REGISTRIES)}`],
    (p) => ["sshpass", `sshpass -p '${p}' ssh -o StrictHostKeyChecking=no ubuntu@10.1.2.${r.int(2, 250)}`],
    (p) => ["htpasswd", `htpasswd -b -c /etc/nginx/.htpasswd admin ${p}`],
    (p) => [
      "mongosh",
      `mongosh --host mongo-0.mongo --username root --password ${p} --authenticationDatabase admin`,
    ],
    (p) => [
      "openssl",
      `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${p}`,
    ],
    (p) => [
      "keytool",
      `keytool -importcert -alias ca -file ca.crt -keystore truststore.jks -storepass ${p} -noprompt`,
    ],
    (p) => ["mc-alias", `mc alias set backup https://minio.lan:9000 ${r.pick(USERS)} ${p}`],
    (p) => ["smbclient", `smbclient //fileserver/finance -U ${r.pick(USERS)}%${p} -c 'ls'`],
    (p) => [
      "wget",
      `wget --http-user=${r.pick(USERS)} --http-password=${p} https://artifacts.lan/releases/app-2.3.1.tgz`,
    ],
    (p) => [
      "ldapsearch",
      `ldapsearch -x -H ldap://dc01.corp.local -D "cn=svc-ldap,ou=svc,dc=corp,dc=local" -w ${p} -b "dc=corp,dc=local" "(uid=jdoe)"`,
    ],
    (p) => [
      "rabbitmqctl",
      `rabbitmqctl add_user ${r.pick(USERS)} ${p} && rabbitmqctl set_user_tags ${r.pick(USERS)} administrator`,
    ],
    (p) => [
      "kubectl-registry",
      `kubectl create secret docker-registry regcred --docker-server=${r.pick(REGISTRIES)} --docker-username=${r.pick(USERS)} --docker-password=${p}`,
    ],
    (p) => [
      "helm-repo",
      `helm repo add internal https://charts.acme-corp.net --username ${r.pick(USERS)} --password ${p}`,
    ],
    (p) => ["xfreerdp", `xfreerdp /v:10.0.9.${r.int(2, 250)} /u:Administrator /p:${p} /cert:ignore`],
    (p) => ["sqlcmd", `sqlcmd -S tcp:sql01,1433 -U sa -P ${p} -Q "SELECT @@VERSION"`],
    (p) => ["terraform-var", `terraform apply -var="db_password=${p}" -auto-approve`],
    (p) => [
      "ansible-extra-vars",
      `ansible-playbook site.yml -i prod.ini --extra-vars "ansible_become_pass=${p}"`,
    ],
    (p) => ["docker-env", `docker run -d --name pg -e POSTGRES_PASSWORD=${p} -p 5432:5432 postgres:16`],
    (p) => ["git-clone", `git clone https://oauth2:${p}@gitlab.acme-corp.net/platform/infra.git`],
    (p) => [
      "pip-index",
      `pip install --index-url https://${r.pick(USERS)}:${p}@pypi.acme-corp.net/simple/ acme-core==2.1.0`,
    ],
    (p) => [
      "ftp-lftp",
      `lftp -u ${r.pick(USERS)},${p} sftp://files.partner.example -e "mirror outgoing ./in; bye"`,
    ],
    (p) => ["net-use", `net use Z: \\\\fs01\\share /user:CORP\\${r.pick(USERS)} ${p}`],
  ];
  for (let i = 0; i < 30; i++) {
    const p = urlPassword(r);
    const [kind, text] = cmds[i % cmds.length](p);
    add("cli-argument", kind, "shell", text, p);
  }
  const tokenCmds = [
    () => {
      const t = checksummedToken(r, "ghp_");
      return ["gh-auth", `echo ${t} | gh auth login --with-token`, t];
    },
    () => {
      const t = checksummedToken(r, "ghp_");
      return ["gh-auth", `gh auth login --with-token <<< "${t}"`, t];
    },
    () => {
      const t = checksummedToken(r, "ghp_");
      return [
        "docker-login-stdin",
        `echo "${t}" | docker login ghcr.io -u ${r.pick(USERS)} --password-stdin`,
        t,
      ];
    },
    () => {
      const t = `hvs.CAESI${r.b64url(100)}`;
      return ["vault-login", `vault login ${t}`, t];
    },
    () => {
      const t = `2${r.alnum(26)}_${r.alnum(21)}`;
      return ["ngrok", `ngrok config add-authtoken ${t}`, t];
    },
    () => {
      const t = `tskey-auth-k${r.alnum(10)}CNTRL-${r.alnum(33)}`;
      return ["tailscale", `sudo tailscale up --authkey=${t} --ssh`, t];
    },
    () => {
      const t = `pypi-AgEIcHlwaS5vcmc${r.b64url(100)}`;
      return ["twine", `twine upload -u __token__ -p ${t} dist/*`, t];
    },
    () => {
      const t = checksummedToken(r, "npm_");
      return ["npm-config", `npm config set //registry.npmjs.org/:_authToken ${t}`, t];
    },
    () => {
      const t = `sk_live_${r.alnum(99)}`;
      return ["stripe-cli", `stripe customers list --limit 3 --api-key ${t}`, t];
    },
    () => {
      const t = r.uuid();
      return ["consul", `consul kv get -token=${t} config/app/feature-flags`, t];
    },
    () => {
      const t = `${r.lowerNum(6)}.${r.lowerNum(16)}`;
      return [
        "kubeadm",
        `kubeadm join 10.0.0.10:6443 --token ${t} --discovery-token-ca-cert-hash sha256:${r.hex(64)}`,
        t,
      ];
    },
    () => {
      const t = `${r.digits(10)}:AA${r.b64url(33)}`;
      return [
        "telegram-curl",
        `curl -s "https://api.telegram.org/bot${t}/sendMessage" -d chat_id=${r.digits(9)} -d text="deploy done"`,
        t,
      ];
    },
    () => {
      const t = `glpat-${r.b64url(20)}`;
      return [
        "gitlab-curl",
        `curl --header "PRIVATE-TOKEN: ${t}" "https://gitlab.com/api/v4/projects?owned=true"`,
        t,
      ];
    },
    () => {
      const t = `sk-ant-api03-${r.b64url(93)}AA`;
      return [
        "httpie",
        `http POST https://api.anthropic.com/v1/messages x-api-key:${t} anthropic-version:2023-06-01 < body.json`,
        t,
      ];
    },
    () => {
      const t = `SWMTKN-1-${r.lowerNum(50)}-${r.lowerNum(25)}`;
      return ["docker-swarm", `docker swarm join --token ${t} 10.0.0.5:2377`, t];
    },
  ];
  for (let i = 0; i < 15; i++) {
    const [kind, text, t] = tokenCmds[i % tokenCmds.length]();
    add("cli-argument", kind, "shell", text, t);
  }
}

export function commandOutput(r, add) {
  const outs = [
    () => {
      const p = anyPassword(r);
      const k = r.hex(64);
      return [
        "cat-env",
        `$ cat .env\nNODE_ENV=production\nDB_HOST=db.internal\nDB_PASSWORD=${p}\nSESSION_SECRET=${k}`,
        p,
        [k],
      ];
    },
    () => {
      const p = urlPassword(r);
      const e = b64(p);
      return [
        "kubectl-secret-yaml",
        `$ kubectl get secret db-creds -o yaml\napiVersion: v1\ndata:\n  password: ${e}\n  username: ${b64("app")}\nkind: Secret\nmetadata:\n  name: db-creds\n  namespace: prod\ntype: Opaque`,
        e,
        [],
      ];
    },
    () => {
      const t = `xoxb-${r.digits(12)}-${r.digits(13)}-${r.alnum(24)}`;
      return [
        "kubectl-jsonpath",
        `$ kubectl get secret slack -o jsonpath='{.data.token}' | base64 -d\n${t}`,
        t,
        [],
      ];
    },
    () => {
      const p = anyPassword(r);
      return [
        "terraform-output",
        `$ terraform output -json\n{\n  "db_endpoint": {"sensitive": false, "type": "string", "value": "pg.internal:5432"},\n  "db_password": {"sensitive": true, "type": "string", "value": "${p}"}\n}`,
        p,
        [],
      ];
    },
    () => {
      const p = urlPassword(r);
      return ["terraform-output-raw", `$ terraform output -raw admin_password\n${p}`, p, []];
    },
    () => {
      const p = urlPassword(r);
      return [
        "vault-kv-get",
        `$ vault kv get secret/prod/api\n====== Data ======\nKey         Value\n---         -----\npassword    ${p}\nusername    api`,
        p,
        [],
      ];
    },
    () => {
      const p = `A1a-${r.alnum(20)}`;
      return [
        "vault-db-creds",
        `$ vault read database/creds/readonly\nKey                Value\n---                -----\nlease_id           database/creds/readonly/${r.alnum(24)}\nlease_duration     1h\npassword           ${p}\nusername           v-token-readonly-${r.lowerNum(20)}`,
        p,
        [],
      ];
    },
    () => {
      const t = `HRKU-AA${r.b64url(58)}`;
      return ["heroku-token", `$ heroku auth:token\n ›   Warning: token will expire 2027-01-01\n${t}`, t, []];
    },
    () => {
      const t = checksummedToken(r, "gho_");
      return ["gh-auth-token", `$ gh auth token\n${t}`, t, []];
    },
    () => {
      const t = checksummedToken(r, "npm_");
      return [
        "npm-token-create",
        `$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ ${t} │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ true                                     │\n└────────────────┴──────────────────────────────────────────┘`,
        t,
        [],
      ];
    },
    () => {
      const t = `whsec_${r.alnum(32)}`;
      return [
        "stripe-listen",
        `$ stripe listen --forward-to localhost:3000/webhooks\n> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is ${t} (^C to quit)`,
        t,
        [],
      ];
    },
    () => {
      const k = r.b64bytes(32);
      return ["wg-genkey", `$ wg genkey | tee privatekey\n${k}`, k, []];
    },
    () => {
      const k = r.hex(128);
      return ["rails-secret", `$ bin/rails secret\n${k}`, k, []];
    },
    () => {
      const k = `base64:${r.b64bytes(32)}`;
      return ["artisan-key", `$ php artisan key:generate --show\n${k}`, k, []];
    },
    () => {
      const t = r.hex(48);
      return [
        "jupyter-list",
        `$ jupyter server list\nCurrently running servers:\nhttp://localhost:8888/?token=${t} :: /home/dev/notebooks`,
        t,
        [],
      ];
    },
    () => {
      const p = r.hex(32);
      return ["jenkins-initial", `$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n${p}`, p, []];
    },
    () => {
      const p = r.b64url(16);
      return [
        "argocd-initial",
        `$ argocd admin initial-password -n argocd\n${p}\n\n This password must be only used for first time login.`,
        p,
        [],
      ];
    },
    () => {
      const p = r.mixed("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*_+=", 20);
      return [
        "elastic-reset",
        `$ bin/elasticsearch-reset-password -u elastic -b\nPassword for the [elastic] user successfully reset.\nNew value: ${p}`,
        p,
        [],
      ];
    },
    () => {
      const t = `ya29.a0${r.b64url(150)}`;
      return ["gcloud-token", `$ gcloud auth print-access-token\n${t}`, t, []];
    },
    () => {
      const t = jwt(r, { aud: "https://management.azure.com/" });
      return [
        "az-token",
        `$ az account get-access-token\n{\n  "accessToken": "${t}",\n  "expiresOn": "2026-05-01 10:12:00.000000",\n  "tokenType": "Bearer"\n}`,
        t,
        [],
      ];
    },
    () => {
      const t = jwt(r, { role: "service_role" });
      return [
        "supabase-status",
        `$ supabase status\n         API URL: http://127.0.0.1:54321\n          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres\nservice_role key: ${t}`,
        t,
        [],
      ];
    },
    () => {
      const p = anyPassword(r);
      return [
        "docker-exec-env",
        `$ docker exec db env\nPATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin\nHOSTNAME=4f1c2d3e5a6b\nPOSTGRES_PASSWORD=${p}\nPGDATA=/var/lib/postgresql/data`,
        p,
        [],
      ];
    },
    () => {
      const t = checksummedToken(r, "ghs_");
      return [
        "git-remote",
        `$ git remote -v\norigin\thttps://x-access-token:${t}@github.com/acme/infra.git (fetch)\norigin\thttps://x-access-token:${t}@github.com/acme/infra.git (push)`,
        t,
        [],
      ];
    },
    () => {
      const a = b64(`${r.pick(USERS)}:${urlPassword(r)}`);
      return [
        "cat-docker-config",
        `$ cat ~/.docker/config.json\n{"auths":{"${r.pick(REGISTRIES)}":{"auth":"${a}"}},"credsStore":""}`,
        a,
        [],
      ];
    },
    () => {
      const t = `fm2_${r.mixed("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 180)}`;
      return ["fly-tokens", `$ fly tokens create deploy -a acme-api\nFlyV1 ${t}`, t, []];
    },
    () => {
      const k = r.b64url(43);
      return [
        "python-secrets",
        `$ python -c "import secrets; print(secrets.token_urlsafe(32))"\n${k}\n$ # paste into SECRET_KEY on the server`,
        k,
        [],
      ];
    },
  ];
  for (let i = 0; i < 34; i++) {
    const [kind, text, secret, also] = outs[i % outs.length]();
    add("command-output", kind, "output", text, secret, also);
  }
}
