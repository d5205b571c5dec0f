// Text that looks like a secret and is not: git object ids, UUIDs, lockfile and image digests,
// Subresource Integrity strings, base64 of ordinary data, placeholders and references to where
// a secret is kept, public keys and certificates, fixtures' obvious dummies, minified
// identifiers, CSS colours, data URIs, Kubernetes names, trace ids, and environment variable names
// without values. Each must come through redaction unchanged.
import * as r from "./rng.mjs";

const n = (kind, context, text) => ({ family: "negative", kind, context, text });
const sha1 = () => r.hex(40);
const sha256 = () => r.hex(64);
const pod = () =>
  `${r.pick(["web", "api", "worker", "orders", "ingest"])}-${r.chars("bcdfghjklmnpqrstvwxz2456789", 10)}-${r.chars("bcdfghjklmnpqrstvwxz2456789", 5)}`;

const TEMPLATES = [
  () =>
    n(
      "git-log",
      "output",
      `$ git log --oneline -3\n${sha1().slice(0, 7)} Fix token refresh race in auth middleware\n${sha1().slice(0, 7)} Bump password hashing cost to 12\n${sha1().slice(0, 7)} Add secret scanning to CI`,
    ),
  () =>
    n(
      "git-sha",
      "output",
      `commit ${sha1()}\nAuthor: Dana Lee <dana@acme.io>\nDate:   Tue Feb 3 09:12:44 2026 +0100\n\n    Rotate API key loading to read from env`,
    ),
  () => n("git-rev-parse", "shell", `git rev-parse HEAD\n${sha1()}`),
  () =>
    n(
      "git-merge-base",
      "prose",
      `The regression came in with ${sha1()}; reverting it restores the old token cache behaviour.`,
    ),
  () =>
    n(
      "github-actions-pin",
      "config",
      `steps:\n  - uses: actions/checkout@${sha1()} # v4.2.2\n  - uses: actions/setup-node@${sha1()} # v4.1.0`,
    ),
  () =>
    n(
      "uuid-request-id",
      "log",
      `2026-02-03T09:12:44.118Z INFO request_id=${r.uuid()} method=POST path=/api/v1/tokens status=201 duration_ms=${r.between(3, 400)}`,
    ),
  () =>
    n(
      "uuid-json",
      "json",
      JSON.stringify({ id: r.uuid(), orderId: r.uuid(), status: "paid", amount: r.between(100, 99999) }),
    ),
  () =>
    n(
      "azure-ids",
      "config",
      `AZURE_TENANT_ID=${r.uuid()}\nAZURE_SUBSCRIPTION_ID=${r.uuid()}\nAZURE_CLIENT_ID=${r.uuid()}`,
    ),
  () =>
    n(
      "k8s-uid",
      "output",
      `metadata:\n  name: ${pod()}\n  namespace: apps\n  uid: ${r.uuid()}\n  resourceVersion: "${r.digits(8)}"`,
    ),
  () =>
    n(
      "npm-integrity",
      "json",
      `"node_modules/${r.pick(["lodash", "semver", "debug", "chalk", "yargs"])}": {\n  "version": "${r.between(1, 9)}.${r.between(0, 20)}.${r.between(0, 9)}",\n  "resolved": "https://registry.npmjs.org/pkg/-/pkg-1.0.0.tgz",\n  "integrity": "sha512-${r.b64bytes(64)}"\n}`,
    ),
  () =>
    n(
      "yarn-lock",
      "config",
      `"${r.pick(["ms", "once", "wrappy", "inherits"])}@^2.0.0":\n  version "2.1.3"\n  resolved "https://registry.yarnpkg.com/ms/-/ms-2.1.3.tgz#${sha1()}"\n  integrity sha512-${r.b64bytes(64)}`,
    ),
  () =>
    n(
      "cargo-lock",
      "config",
      `[[package]]\nname = "${r.pick(["serde", "tokio", "rand", "regex"])}"\nversion = "1.0.${r.between(100, 220)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${sha256()}"`,
    ),
  () =>
    n(
      "go-sum",
      "config",
      `github.com/${r.pick(["spf13/cobra", "stretchr/testify", "google/uuid"])} v1.${r.between(1, 9)}.0 h1:${r.b64bytes(32)}\ngithub.com/pkg/errors v0.9.1/go.mod h1:${r.b64bytes(32)}`,
    ),
  () =>
    n(
      "poetry-hash",
      "config",
      `files = [\n    {file = "requests-2.32.3-py3-none-any.whl", hash = "sha256:${sha256()}"},\n]`,
    ),
  () => n("pip-require-hashes", "config", `certifi==2024.8.30 \\\n    --hash=sha256:${sha256()}`),
  () =>
    n(
      "docker-digest",
      "output",
      `$ docker pull node:22-alpine\nDigest: sha256:${sha256()}\nStatus: Downloaded newer image for node:22-alpine`,
    ),
  () => n("docker-image-ref", "config", `image: ghcr.io/acme/api@sha256:${sha256()}`),
  () =>
    n(
      "docker-images",
      "output",
      `$ docker images\nREPOSITORY    TAG       IMAGE ID       CREATED        SIZE\nacme/web      latest    ${r.hex(12)}   2 hours ago    182MB\npostgres      16        ${r.hex(12)}   3 weeks ago    431MB`,
    ),
  () => n("sha256sum", "output", `$ sha256sum dist/app-2.4.1.tgz\n${sha256()}  dist/app-2.4.1.tgz`),
  () =>
    n(
      "sri-script",
      "code",
      `<script src="https://cdn.jsdelivr.net/npm/htmx.org@2.0.4/dist/htmx.min.js" integrity="sha384-${r.b64bytes(48)}" crossorigin="anonymous"></script>`,
    ),
  () => {
    const words = `${r.pick(["hello from the build step", "deploy finished at noon", "release notes for"])} ${r.between(2, 99)}`;
    return n(
      "base64-text",
      "output",
      `$ echo '${words}' | base64\n${Buffer.from(`${words}\n`).toString("base64")}`,
    );
  },
  () =>
    n(
      "base64-json-config",
      "config",
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: feature-flags\nbinaryData:\n  flags.json: ${Buffer.from(JSON.stringify({ checkout_v2: true, dark_mode: false, max_items: r.between(10, 99) })).toString("base64")}`,
    ),
  () =>
    n(
      "data-uri",
      "code",
      `.icon-check { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${r.chars(`${r.ALNUM}+/`, 120)}=="); }`,
    ),
  () =>
    n(
      "data-uri-svg",
      "code",
      `<img src="data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="${r.between(2, 7)}"/></svg>`).toString("base64")}" alt="">`,
    ),
  () =>
    n("placeholder-angle", "config", `GITHUB_TOKEN=<your-github-token>\nOPENAI_API_KEY=<your-openai-key>`),
  () =>
    n(
      "placeholder-x",
      "config",
      `stripe:\n  secret_key: sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n  webhook_secret: whsec_xxxxxxxxxxxxxxxx`,
    ),
  () =>
    n(
      "placeholder-shell-var",
      "shell",
      `curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user`,
    ),
  () =>
    n(
      "placeholder-braces",
      "shell",
      `docker login -u "$DOCKER_USER" -p "\${DOCKER_PASSWORD}" registry.acme.io`,
    ),
  () =>
    n(
      "placeholder-env-python",
      "code",
      `api_key = os.environ["OPENAI_API_KEY"]\nclient = OpenAI(api_key=api_key)`,
    ),
  () =>
    n(
      "placeholder-env-node",
      "code",
      `const stripe = new Stripe(process.env.STRIPE_SECRET_KEY, { apiVersion: "2024-06-20" });`,
    ),
  () => n("placeholder-env-ruby", "code", `config.secret_key_base = ENV.fetch("SECRET_KEY_BASE")`),
  () => n("placeholder-env-java", "code", `String password = System.getenv("DB_PASSWORD");`),
  () =>
    n(
      "placeholder-gha",
      "config",
      `- run: npm publish\n  env:\n    NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}`,
    ),
  () => n("placeholder-helm", "config", `password: {{ .Values.postgresql.auth.password | quote }}`),
  () =>
    n(
      "placeholder-secret-ref",
      "config",
      `env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-creds\n        key: password`,
    ),
  () =>
    n(
      "placeholder-masked",
      "log",
      `Run npm publish\n  env:\n    NODE_AUTH_TOKEN: ***\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest`,
    ),
  () =>
    n(
      "placeholder-redacted",
      "output",
      `$ heroku config -a shop-api\nDATABASE_URL: postgres://app:********@db.internal:5432/shop\nREDIS_URL:    [REDACTED]`,
    ),
  () =>
    n(
      "placeholder-your-key",
      "prose",
      `Replace YOUR_API_KEY_HERE with the key from the dashboard, then run npm start.`,
    ),
  () => n("placeholder-percent", "shell", `set API_TOKEN=%API_TOKEN%\ncall deploy.cmd`),
  () => n("placeholder-getpass", "code", `password = getpass.getpass("Vault password: ")`),
  () => n("placeholder-op-ref", "config", `DATABASE_PASSWORD=op://Infra/prod-db/password`),
  () =>
    n(
      "placeholder-vault-ref",
      "config",
      `db_password: "{{ lookup('hashi_vault', 'secret=secret/data/db:password') }}"`,
    ),
  () =>
    n(
      "dummy-fixture",
      "code",
      `it("rejects a bad login", async () => {\n  const res = await login({ user: "alice", password: "wrong-password" });\n  expect(res.status).toBe(401);\n});`,
    ),
  () =>
    n(
      "dummy-test-token",
      "code",
      `const token = "test-token";\nexpect(parseAuth(\`Bearer \${token}\`)).toEqual({ scheme: "Bearer", token });`,
    ),
  () => n("dummy-fake-key", "code", `process.env.API_KEY = "fake-api-key-for-tests";`),
  () => n("dummy-example", "config", `# example\napi_key = "example"\npassword = "password"`),
  () =>
    n(
      "ssh-public-key",
      "output",
      `$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(`${r.ALNUM}+/`, 43)} dev@laptop`,
    ),
  () =>
    n(
      "authorized-keys",
      "config",
      `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.chars(`${r.ALNUM}+/`, 300)}= deploy@ci`,
    ),
  () =>
    n(
      "pem-public-key",
      "config",
      `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${r.chars(`${r.ALNUM}+/`, 20)}\n${r.chars(`${r.ALNUM}+/`, 64)}\n${r.chars(`${r.ALNUM}+/`, 64)}\n${r.chars(`${r.ALNUM}+/`, 40)}IDAQAB\n-----END PUBLIC KEY-----`,
    ),
  () =>
    n(
      "pem-certificate",
      "output",
      `$ openssl s_client -connect acme.io:443 -showcerts </dev/null 2>/dev/null | sed -n '/BEGIN/,/END/p'\n-----BEGIN CERTIFICATE-----\nMIIFazCCA1OgAwIBAgIR${r.chars(`${r.ALNUM}+/`, 44)}\n${r.chars(`${r.ALNUM}+/`, 64)}\n${r.chars(`${r.ALNUM}+/`, 64)}\n-----END CERTIFICATE-----`,
    ),
  () => n("age-public-key", "config", `# recipients\nage1${r.chars("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}`),
  () =>
    n(
      "wireguard-public",
      "config",
      `[Peer]\nPublicKey = ${r.b64bytes(32)}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.io:51820`,
    ),
  () =>
    n(
      "gpg-fingerprint",
      "output",
      `$ gpg --list-keys release@acme.io\npub   ed25519 2025-01-10 [SC]\n      ${r.hex(40).toUpperCase()}\nuid           [ultimate] Acme Release <release@acme.io>`,
    ),
  () =>
    n(
      "ssh-host-fingerprint",
      "output",
      `The authenticity of host 'bastion.acme.io (203.0.113.7)' can't be established.\nED25519 key fingerprint is SHA256:${r.b64bytes(32).replace(/=+$/, "")}.`,
    ),
  () =>
    n(
      "minified-js",
      "code",
      `!function(e,t){"use strict";var n=e.${r.alnum(3)}__webpack_require__${r.alnum(6)},o=t.createElement("div");n.${r.alnum(2)}=function(r){return r.__esModule?r.default:r}}(window,document);`,
    ),
  () =>
    n(
      "webpack-chunk",
      "output",
      `dist/assets/index-${r.chars(`${r.ALNUM}_-`, 8)}.js   142.31 kB │ gzip: 45.02 kB\ndist/assets/vendor-${r.chars(`${r.ALNUM}_-`, 8)}.js  301.77 kB │ gzip: 98.15 kB`,
    ),
  () =>
    n(
      "css-colours",
      "code",
      `:root {\n  --brand: #${r.hex(6)};\n  --brand-dark: #${r.hex(6)};\n  --surface: #${r.hex(3)};\n  --overlay: #${r.hex(8)};\n}`,
    ),
  () =>
    n(
      "k8s-pods",
      "output",
      `$ kubectl get pods -n apps\nNAME                         READY   STATUS    RESTARTS   AGE\n${pod()}   1/1     Running   0          3h\n${pod()}   1/1     Running   1          3h`,
    ),
  () =>
    n(
      "k8s-resource-names",
      "config",
      `metadata:\n  name: orders-api\n  labels:\n    pod-template-hash: ${r.chars("bcdfghjklmnpqrstvwxz2456789", 10)}\n    controller-revision-hash: orders-api-${r.chars("bcdfghjklmnpqrstvwxz2456789", 10)}`,
    ),
  () =>
    n(
      "env-var-names",
      "prose",
      `Set AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and GITHUB_TOKEN in the repository secrets before the first run.`,
    ),
  () => n("env-var-unset", "shell", `unset AWS_SECRET_ACCESS_KEY AWS_SESSION_TOKEN GITHUB_TOKEN`),
  () =>
    n(
      "env-var-list",
      "code",
      `REQUIRED = ["DATABASE_URL", "REDIS_URL", "STRIPE_SECRET_KEY", "JWT_SECRET"]\nmissing = [name for name in REQUIRED if name not in os.environ]`,
    ),
  () =>
    n(
      "trace-ids",
      "log",
      `{"level":"info","trace_id":"${r.hex(32)}","span_id":"${r.hex(16)}","msg":"token refreshed","user_id":${r.between(1000, 99999)}}`,
    ),
  () => n("traceparent", "header", `traceparent: 00-${r.hex(32)}-${r.hex(16)}-01`),
  () => n("etag", "header", `ETag: "${r.hex(32)}"\nCache-Control: max-age=3600`),
  () =>
    n(
      "s3-ls",
      "output",
      `$ aws s3api head-object --bucket acme-exports --key q1.csv\n{\n    "ETag": "\\"${r.hex(32)}\\"",\n    "ContentLength": ${r.between(1000, 999999)},\n    "VersionId": "${r.chars(`${r.ALNUM}._`, 32)}"\n}`,
    ),
  () =>
    n(
      "aws-arns",
      "output",
      `arn:aws:iam::${r.digits(12)}:role/deploy\narn:aws:lambda:eu-west-1:${r.digits(12)}:function:orders-${r.lowerAlnum(8)}`,
    ),
  () =>
    n(
      "aws-request-id",
      "log",
      `REPORT RequestId: ${r.uuid()}\tDuration: ${r.between(10, 900)}.${r.digits(2)} ms\tBilled Duration: ${r.between(10, 900)} ms\tMemory Size: 512 MB`,
    ),
  () =>
    n(
      "ami-ids",
      "config",
      `ami = "ami-${r.hex(17)}"\nsubnet_id = "subnet-${r.hex(17)}"\nvpc_security_group_ids = ["sg-${r.hex(17)}"]`,
    ),
  () =>
    n(
      "password-prose",
      "prose",
      `If you forgot your password, use the reset link; the token in that email expires after 30 minutes.`,
    ),
  () =>
    n(
      "password-policy",
      "code",
      `const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{12,}$/;\nif (!PASSWORD_RULE.test(input.password)) throw new Error("weak password");`,
    ),
  () =>
    n(
      "sql-columns",
      "code",
      `SELECT id, email, password_hash, api_key_id, last_login_at FROM users WHERE id = $1;`,
    ),
  () =>
    n(
      "semver-and-ips",
      "log",
      `node v22.11.0 listening on 10.0.4.12:8080 (pid ${r.between(1000, 65000)}), build ${r.hex(7)}`,
    ),
  () =>
    n(
      "timestamps-numbers",
      "log",
      `1769000000118 1769000000231 metrics.flush count=${r.between(100, 9999)} bytes=${r.between(10000, 9999999)}`,
    ),
  () =>
    n(
      "maven-coordinates",
      "config",
      `<dependency>\n  <groupId>io.jsonwebtoken</groupId>\n  <artifactId>jjwt-api</artifactId>\n  <version>0.12.6</version>\n</dependency>`,
    ),
  () =>
    n(
      "token-type-names",
      "code",
      `enum TokenKind { Access = "access_token", Refresh = "refresh_token", Id = "id_token" }`,
    ),
  () =>
    n(
      "oauth-public-client-id",
      "config",
      `GOOGLE_CLIENT_ID=${r.digits(12)}-${r.lowerAlnum(32)}.apps.googleusercontent.com`,
    ),
  () =>
    n(
      "feature-hash",
      "json",
      JSON.stringify({ buildId: r.hex(20), assetPrefix: "/_next", runtimeConfig: {}, gssp: true }),
    ),
  () =>
    n(
      "lockfile-resolved",
      "output",
      `$ npm ci\nadded ${r.between(200, 1400)} packages, and audited ${r.between(200, 1400)} packages in ${r.between(3, 40)}s\nfound 0 vulnerabilities`,
    ),
  () => n("uuid-url", "url", `https://app.acme.io/orders/${r.uuid()}/invoice?download=1`),
  () => n("commit-url", "url", `https://github.com/acme/api/commit/${sha1()}`),
  () =>
    n(
      "compare-url",
      "url",
      `https://github.com/acme/api/compare/${sha1().slice(0, 12)}...${sha1().slice(0, 12)}`,
    ),
  () => n("gist-id", "url", `https://gist.github.com/octo-dev/${r.hex(32)}`),
  () =>
    n(
      "yt-style-id",
      "url",
      `https://www.youtube.com/watch?v=${r.chars(`${r.ALNUM}_-`, 11)}&t=${r.between(10, 900)}s`,
    ),
  () =>
    n(
      "hash-in-prose",
      "prose",
      `The build artefact's checksum is ${sha256()} — compare it with the release page before installing.`,
    ),
  () => n("session-flag", "shell", `claude --resume ${r.uuid()}`),
  () =>
    n(
      "java-stacktrace",
      "log",
      `java.lang.IllegalStateException: token cache not initialised\n\tat io.acme.auth.TokenCache.get(TokenCache.java:${r.between(20, 300)})\n\tat io.acme.auth.Filter.doFilter(Filter.java:${r.between(20, 300)})`,
    ),
  () =>
    n(
      "python-traceback",
      "log",
      `Traceback (most recent call last):\n  File "/app/auth/keys.py", line ${r.between(10, 300)}, in load_key\n    key = KEYS[kid]\nKeyError: '${r.hex(16)}'`,
    ),
  () =>
    n(
      "ssh-config",
      "config",
      `Host bastion\n  HostName bastion.acme.io\n  User deploy\n  IdentityFile ~/.ssh/id_ed25519\n  IdentitiesOnly yes`,
    ),
  () =>
    n(
      "nginx-tls-paths",
      "config",
      `ssl_certificate     /etc/letsencrypt/live/acme.io/fullchain.pem;\nssl_certificate_key /etc/letsencrypt/live/acme.io/privkey.pem;`,
    ),
  () => n("password-flag-prompt", "shell", `psql -h db.internal -U app -W orders`),
  () => n("mysql-p-prompt", "shell", `mysql -u root -p shop`),
  () =>
    n(
      "key-id-only",
      "json",
      JSON.stringify({
        kid: r.hex(16),
        alg: "RS256",
        use: "sig",
        kty: "RSA",
        e: "AQAB",
        n: r.b64urlBytes(256),
      }),
    ),
  () =>
    n(
      "bcrypt-cost-doc",
      "prose",
      `We store only bcrypt hashes (cost 12) and compare with a constant-time check; plain passwords never reach the logs.`,
    ),
  () => n("random-seed", "code", `rng = np.random.default_rng(seed=${r.digits(9)})`),
  () =>
    n(
      "lorem-hex-color-table",
      "json",
      JSON.stringify({ palette: [`#${r.hex(6)}`, `#${r.hex(6)}`, `#${r.hex(6)}`, `#${r.hex(6)}`] }),
    ),
  () =>
    n(
      "base64-image-json",
      "json",
      JSON.stringify({
        name: "avatar.png",
        mime: "image/png",
        data: `iVBORw0KGgoAAAANSUhEUgAAACAAAAAg${r.chars(`${r.ALNUM}+/`, 200)}`,
      }),
    ),
  () =>
    n(
      "otel-resource",
      "config",
      `OTEL_RESOURCE_ATTRIBUTES=service.name=orders,service.version=2.4.1,deployment.environment=prod\nOTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317`,
    ),
  () =>
    n(
      "dotenv-example",
      "config",
      `# .env.example\nDATABASE_URL=postgres://user:password@localhost:5432/app\nREDIS_URL=redis://localhost:6379`,
    ),
  () =>
    n(
      "connection-no-password",
      "config",
      `DATABASE_URL=postgres://app@localhost:5432/orders?sslmode=disable`,
    ),
  () => n("url-username-only", "shell", `git clone https://octo-dev@github.com/acme/payments.git`),
];

/** `count` negatives cycling through the templates; each pass draws fresh random values. */
export function negativeCases(count) {
  const out = [];
  for (let i = 0; out.length < count; i++) out.push(TEMPLATES[i % TEMPLATES.length]());
  return out;
}

export const NEGATIVE_TEMPLATE_COUNT = TEMPLATES.length;
