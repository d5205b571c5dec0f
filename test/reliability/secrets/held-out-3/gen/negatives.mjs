// Text that looks like a secret but is not: hashes and digests, ids, placeholders and references to
// secrets kept elsewhere, public keys, documented dummies, encoded ordinary data, code and prose about
// passwords without one. Each must come through a redactor unchanged.

import { WORDS } from "./material.mjs";
import { ALNUM_LOWER, B64, BASE62, DIGITS, HEX } from "./random.mjs";

const n = (kind, context, text) => ({ family: "negative", kind, context, text });
const VARS = [
  "GITHUB_TOKEN",
  "OPENAI_API_KEY",
  "STRIPE_SECRET_KEY",
  "AWS_SECRET_ACCESS_KEY",
  "DATABASE_URL",
  "NPM_TOKEN",
  "SLACK_BOT_TOKEN",
  "API_KEY",
  "DB_PASSWORD",
  "SENTRY_AUTH_TOKEN",
];

function hashes(r) {
  const out = [];
  for (let i = 0; i < 6; i++) {
    const sha = r.str(HEX, 40);
    out.push(
      n(
        "git-sha",
        "output",
        `commit ${sha}\nAuthor: Jane Doe <jane@acme.io>\nDate:   Tue Mar ${10 + i} 14:02:11 2026 +0100\n\n    fix: retry webhook delivery on 502`,
      ),
    );
  }
  for (let i = 0; i < 4; i++)
    out.push(n("git-sha", "shell", `git checkout ${r.str(HEX, 40)} -- src/index.ts`));
  for (let i = 0; i < 4; i++)
    out.push(
      n(
        "git-short-sha",
        "output",
        `${r.str(HEX, 7)} (HEAD -> main, origin/main) chore: bump deps\n${r.str(HEX, 7)} feat: add export button\n${r.str(HEX, 7)} fix: null check in parser`,
      ),
    );
  for (let i = 0; i < 3; i++)
    out.push(
      n(
        "git-sha",
        "prose",
        `The regression came in with ${r.str(HEX, 40)}; reverting it fixes the flaky test.`,
      ),
    );
  for (let i = 0; i < 5; i++)
    out.push(
      n(
        "sha256sum",
        "output",
        `$ sha256sum dist/*.tar.gz\n${r.str(HEX, 64)}  dist/app-1.${i}.0-linux-x64.tar.gz\n${r.str(HEX, 64)}  dist/app-1.${i}.0-darwin-arm64.tar.gz`,
      ),
    );
  for (let i = 0; i < 5; i++)
    out.push(
      n(
        "npm-integrity",
        "json",
        `"node_modules/${r.pick(["lodash", "semver", "chalk", "zod", "debug"])}": {\n  "version": "4.${i}.1",\n  "resolved": "https://registry.npmjs.org/x/-/x-4.${i}.1.tgz",\n  "integrity": "sha512-${r.str(B64, 86)}=="\n}`,
      ),
    );
  for (let i = 0; i < 3; i++)
    out.push(
      n(
        "yarn-lock",
        "config",
        `"@babel/core@^7.24.0":\n  version "7.24.${i}"\n  resolved "https://registry.yarnpkg.com/@babel/core/-/core-7.24.${i}.tgz#${r.str(HEX, 40)}"\n  integrity sha512-${r.str(B64, 86)}==`,
      ),
    );
  for (let i = 0; i < 3; i++)
    out.push(
      n(
        "go-sum",
        "config",
        `github.com/${r.pick(["spf13/cobra", "stretchr/testify", "google/uuid"])} v1.${i}.0 h1:${r.str(B64, 43)}=\ngithub.com/spf13/pflag v1.0.5/go.mod h1:${r.str(B64, 43)}=`,
      ),
    );
  for (let i = 0; i < 3; i++)
    out.push(
      n(
        "cargo-lock",
        "config",
        `[[package]]\nname = "serde"\nversion = "1.0.${190 + i}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${r.str(HEX, 64)}"`,
      ),
    );
  for (let i = 0; i < 3; i++)
    out.push(
      n(
        "pip-hash",
        "config",
        `requests==2.31.0 \\\n    --hash=sha256:${r.str(HEX, 64)} \\\n    --hash=sha256:${r.str(HEX, 64)}`,
      ),
    );
  for (let i = 0; i < 5; i++)
    out.push(
      n(
        "image-digest",
        i % 2 ? "config" : "output",
        i % 2
          ? `    image: ghcr.io/acme/api@sha256:${r.str(HEX, 64)}`
          : `$ docker pull node:20-alpine\n20-alpine: Pulling from library/node\nDigest: sha256:${r.str(HEX, 64)}\nStatus: Downloaded newer image for node:20-alpine`,
      ),
    );
  for (let i = 0; i < 2; i++)
    out.push(n("md5", "output", `$ md5sum backup.sql\n${r.str(HEX, 32)}  backup.sql`));
  for (let i = 0; i < 2; i++)
    out.push(
      n(
        "nix-store-path",
        "output",
        `/nix/store/${r.str("0123456789abcdfghijklmnpqrsvwxyz", 32)}-openssl-3.0.13/lib/libssl.so.3`,
      ),
    );
  for (let i = 0; i < 2; i++)
    out.push(
      n(
        "sri-script",
        "code",
        `<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.13.${i}/dist/cdn.min.js" integrity="sha384-${r.str(B64, 64)}" crossorigin="anonymous"></script>`,
      ),
    );
  return out;
}

function ids(r) {
  const out = [];
  for (let i = 0; i < 6; i++)
    out.push(
      n(
        "uuid",
        "log",
        `2026-04-0${1 + i}T10:1${i}:00Z INFO order created id=${r.uuid()} customer=${r.uuid()} total=42.50`,
      ),
    );
  for (let i = 0; i < 3; i++)
    out.push(
      n("uuid", "json", `{"id":"${r.uuid()}","status":"active","created_at":"2026-01-0${1 + i}T00:00:00Z"}`),
    );
  for (let i = 0; i < 3; i++)
    out.push(
      n(
        "k8s-uid",
        "output",
        `metadata:\n  name: api-${r.str(HEX, 10)}-${r.str("bcdfghjklmnpqrstvwxz2456789", 5)}\n  namespace: prod\n  uid: ${r.uuid()}\n  resourceVersion: "${r.str(DIGITS, 8)}"`,
      ),
    );
  for (let i = 0; i < 4; i++)
    out.push(
      n(
        "k8s-pod-names",
        "output",
        `NAME                              READY   STATUS    RESTARTS   AGE\napi-${r.str(HEX, 10)}-${r.str("bcdfghjklmnpqrstvwxz2456789", 5)}        1/1     Running   0          3d\nworker-${r.str(HEX, 9)}-${r.str("bcdfghjklmnpqrstvwxz2456789", 5)}     1/1     Running   2          3d`,
      ),
    );
  for (let i = 0; i < 3; i++)
    out.push(n("trace-id", "header", `traceparent: 00-${r.str(HEX, 32)}-${r.str(HEX, 16)}-01`));
  for (let i = 0; i < 3; i++)
    out.push(
      n(
        "request-id",
        "log",
        `HTTP 502 from upstream request_id=${r.str(HEX, 32)} duration_ms=${r.int(100, 9000)}`,
      ),
    );
  for (let i = 0; i < 3; i++)
    out.push(
      n(
        "mongo-objectid",
        "json",
        `{"_id":{"$oid":"${r.str(HEX, 24)}"},"title":"Quarterly report","tags":["finance"]}`,
      ),
    );
  for (let i = 0; i < 2; i++)
    out.push(
      n(
        "aws-arn",
        "config",
        `role_arn = arn:aws:iam::${r.str(DIGITS, 12)}:role/github-actions-deploy\nsource_profile = default`,
      ),
    );
  for (let i = 0; i < 2; i++)
    out.push(
      n(
        "gcp-sa-email",
        "config",
        `serviceAccountName: deployer@acme-prod-${r.int(100000, 999999)}.iam.gserviceaccount.com`,
      ),
    );
  for (let i = 0; i < 2; i++)
    out.push(
      n(
        "azure-ids",
        "shell",
        `az account set --subscription ${r.uuid()}\naz group list --query "[].name" -o tsv`,
      ),
    );
  for (let i = 0; i < 2; i++)
    out.push(
      n(
        "oci-ocid",
        "config",
        `compartment_id = "ocid1.compartment.oc1..aaaaaaaa${r.str("abcdefghijklmnopqrstuvwxyz0123456789", 52)}"`,
      ),
    );
  for (let i = 0; i < 3; i++)
    out.push(
      n(
        "github-urls",
        "url",
        `https://github.com/acme/web/actions/runs/${r.str(DIGITS, 10)}/job/${r.str(DIGITS, 11)}`,
      ),
    );
  for (let i = 0; i < 2; i++)
    out.push(n("commit-url", "url", `https://github.com/acme/api/commit/${r.str(HEX, 40)}`));
  for (let i = 0; i < 2; i++)
    out.push(
      n(
        "webpack-chunks",
        "output",
        `dist/assets/index-${r.mixed(`${BASE62}_-`, 8)}.js   142.31 kB │ gzip: 45.90 kB\ndist/assets/vendor-${r.mixed(`${BASE62}_-`, 8)}.js  512.02 kB │ gzip: 160.11 kB`,
      ),
    );
  for (let i = 0; i < 2; i++)
    out.push(
      n(
        "stripe-object-ids",
        "json",
        `{"id":"pi_${r.mixed(BASE62, 24)}","object":"payment_intent","customer":"cus_${r.mixed(BASE62, 14)}","amount":2000}`,
      ),
    );
  for (let i = 0; i < 2; i++)
    out.push(
      n(
        "semver-build",
        "output",
        `Successfully built wheel: acme_sdk-2.${i}.0+g${r.str(HEX, 9)}-py3-none-any.whl`,
      ),
    );
  return out;
}

function placeholders(r) {
  const out = [];
  const v = () => r.pick(VARS);
  const P = [
    ["angle", "shell", () => `export ${v()}=<your-token-here>`],
    ["angle", "config", () => `api_key: <YOUR_API_KEY>`],
    ["xxx", "config", () => `${v()}=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`],
    ["xxx", "shell", () => `curl -H "Authorization: Bearer xxxxxxxxxxxxxxxx" https://api.acme.io/v1/me`],
    ["env-ref-shell", "shell", () => `curl -H "Authorization: Bearer $${v()}" https://api.acme.io/v1/me`],
    ["env-ref-shell", "shell", () => `docker login ghcr.io -u jdoe -p "\${GITHUB_TOKEN}"`],
    ["env-ref-shell", "shell", () => `echo "$NPM_TOKEN" | npm login --registry=https://npm.pkg.github.com`],
    ["env-ref-braced", "config", () => `token: \${${v()}}`],
    ["env-ref-braced", "config", () => `DATABASE_URL=postgres://app:\${DB_PASSWORD}@db:5432/app`],
    ["python-env", "code", () => `api_key = os.environ["${v()}"]`],
    ["python-env", "code", () => `client = OpenAI(api_key=os.getenv("OPENAI_API_KEY"))`],
    [
      "node-env",
      "code",
      () => `const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: "2024-06-20" });`,
    ],
    ["node-env", "code", () => `headers: { Authorization: \`Bearer \${process.env.${v()}}\` },`],
    [
      "go-env",
      "code",
      () => `token := os.Getenv("${v()}")\nif token == "" {\n\tlog.Fatal("missing token")\n}`,
    ],
    ["java-env", "code", () => `String password = System.getenv("DB_PASSWORD");`],
    [
      "gha-secret",
      "config",
      () => `      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}`,
    ],
    ["helm-template", "config", () => `password: {{ .Values.postgresql.auth.password | quote }}`],
    [
      "secret-key-ref",
      "config",
      () =>
        `env:\n  - name: API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: api-credentials\n        key: api-key`,
    ],
    [
      "masked",
      "output",
      () =>
        `$ heroku config\nDATABASE_URL: postgres://u***:****@ec2-1-2-3-4.compute-1.amazonaws.com:5432/d***\nAPI_KEY:      ********`,
    ],
    ["masked", "log", () => `INFO config loaded: {"db_password": "[REDACTED]", "api_key": "***"}`],
    ["masked", "output", () => `Token: ghp_****************************abcd (created 2026-02-01)`],
    ["empty", "config", () => `${v()}=\nLOG_LEVEL=debug`],
    ["empty", "json", () => `{"apiKey": "", "endpoint": "https://api.acme.io"}`],
    [
      "changeme-doc",
      "prose",
      () => `Set ${v()} in your .env file (see .env.example) before running the server.`,
    ],
    ["vault-path", "shell", () => `vault kv get -field=password secret/prod/db`],
    [
      "aws-secrets-ref",
      "shell",
      () =>
        `aws secretsmanager get-secret-value --secret-id prod/api/stripe --query SecretString --output text | jq -r .key > /dev/null`,
    ],
    [
      "k8s-secret-cmd",
      "shell",
      () => `kubectl create secret generic db-creds --from-file=password=./secrets/db-password.txt -n prod`,
    ],
    ["gcloud-keyfile", "shell", () => `gcloud auth activate-service-account --key-file=/secrets/ci-sa.json`],
    ["ssh-keyfile", "shell", () => `ssh -i ~/.ssh/id_ed25519 deploy@10.0.4.21`],
    ["password-prompt", "shell", () => `mysql -h db.internal -u app -p shop`],
    [
      "password-file-flag",
      "shell",
      () => `docker login registry.acme.io -u ci --password-stdin < ~/.registry-token`,
    ],
    ["template-var", "config", () => `password = "{{ vault_db_password }}"`],
    [
      "terraform-var-ref",
      "config",
      () => `resource "aws_db_instance" "main" {\n  username = "app"\n  password = var.db_password\n}`,
    ],
    [
      "sops-ref",
      "config",
      () =>
        `api_key: ENC[AES256_GCM,data:${r.str(B64, 40)},iv:${r.str(B64, 43)}=,tag:${r.str(B64, 22)}==,type:str]`,
    ],
    ["1password-ref", "config", () => `GITHUB_TOKEN="op://Engineering/GitHub CI/token"`],
    [
      "prompt-output",
      "output",
      () => `? Enter your API key: ********\n✔ Saved to ~/.config/acme/credentials (mode 0600)`,
    ],
  ];
  for (const [kind, context, make] of P) out.push(n(kind, context, make()));
  for (let i = 0; i < 6; i++) {
    const [kind, context, make] = r.pick(P);
    out.push(n(kind, context, make()));
  }
  return out;
}

function publicAndDummies(r) {
  const out = [];
  for (let i = 0; i < 4; i++)
    out.push(
      n(
        "ssh-public-key",
        i % 2 ? "config" : "output",
        `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.str(B64, 43)} jdoe@laptop-${i}`,
      ),
    );
  for (let i = 0; i < 2; i++)
    out.push(
      n("ssh-public-key", "config", `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.str(B64, 500)}= deploy@ci`),
    );
  for (let i = 0; i < 2; i++) {
    const body = `MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${r.str(B64, 348)}IDAQAB`;
    out.push(
      n(
        "pem-public-key",
        "config",
        `-----BEGIN PUBLIC KEY-----\n${body.match(/.{1,64}/g).join("\n")}\n-----END PUBLIC KEY-----`,
      ),
    );
  }
  for (let i = 0; i < 2; i++) {
    const body = `MIIDdzCCAl+gAwIBAgIU${r.str(B64, 900)}`;
    out.push(
      n(
        "certificate",
        "output",
        `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g).join("\n")}\n-----END CERTIFICATE-----`,
      ),
    );
  }
  out.push(
    n(
      "jwk-public",
      "json",
      `{"keys":[{"kty":"RSA","kid":"a1","use":"sig","alg":"RS256","n":"${r.str(B64.replace("+", "-").replace("/", "_"), 342)}","e":"AQAB"}]}`,
    ),
  );
  out.push(
    n(
      "jwk-public",
      "json",
      `{"kty":"EC","crv":"P-256","x":"${r.str(B64.replace("+", "-").replace("/", "_"), 43)}","y":"${r.str(B64.replace("+", "-").replace("/", "_"), 43)}"}`,
    ),
  );
  out.push(
    n("wireguard-public", "config", `[Peer]\nPublicKey = ${r.str(B64, 43)}=\nAllowedIPs = 10.8.0.0/24`),
  );
  out.push(n("known-hosts", "config", `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.str(B64, 43)}`));
  out.push(
    n(
      "gpg-fingerprint",
      "output",
      `pub   ed25519 2026-01-15 [SC]\n      ${r.str(HEX, 40).toUpperCase()}\nuid           [ultimate] Release Bot <release@acme.io>`,
    ),
  );
  const D = [
    ["aws-doc-example", "config", "aws_access_key_id = AKIAIOSFODNN7EXAMPLE"],
    ["dummy", "code", `const API_KEY = "test";`],
    ["dummy", "code", `token = "dummy-token"  # used by the unit tests' fake server`],
    ["dummy", "config", `password: password`],
    ["dummy", "config", `POSTGRES_PASSWORD: postgres`],
    ["dummy", "shell", `docker run -e POSTGRES_PASSWORD=postgres -p 5432:5432 postgres:16`],
    ["dummy", "code", `const fake = "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx";`],
    ["dummy", "code", `@pytest.fixture\ndef token():\n    return "not-a-real-token"`],
    ["dummy", "config", `STRIPE_SECRET_KEY=sk_test_replace_me`],
    ["dummy", "code", `assert login("admin", "wrong-password") is None`],
  ];
  for (const [kind, context, text] of D) out.push(n(kind, context, text));
  return out;
}

function encoded(r) {
  const out = [];
  const sentences = [
    "hello world",
    "The quick brown fox jumps over the lazy dog",
    "user not found",
    '{"ok":true,"items":[]}',
    "release notes for version 2.3",
    "café crème brûlée",
  ];
  for (const s of sentences)
    out.push(n("base64-plain", "shell", `echo ${Buffer.from(s).toString("base64")} | base64 -d`));
  for (let i = 0; i < 4; i++)
    out.push(
      n(
        "data-uri",
        "code",
        `.icon-${i} { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA${r.str(B64, 120)}AAAAAElFTkSuQmCC"); }`,
      ),
    );
  for (let i = 0; i < 2; i++)
    out.push(
      n(
        "data-uri-svg",
        "code",
        `<img src="data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${16 + i}" height="16"><circle cx="8" cy="8" r="6" fill="#3b82f6"/></svg>`).toString("base64")}" alt="">`,
      ),
    );
  for (let i = 0; i < 2; i++)
    out.push(
      n(
        "font-woff2",
        "code",
        `@font-face { font-family: "Inter"; src: url(data:font/woff2;base64,d09GMgABAAAAA${r.str(B64, 200)}) format("woff2"); }`,
      ),
    );
  for (let i = 0; i < 2; i++)
    out.push(
      n(
        "sourcemap",
        "code",
        `//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify({ version: 3, sources: [`src/mod${i}.ts`], mappings: "AAAA,SAASA,IAAI,CAAC" })).toString("base64")}`,
      ),
    );
  for (let i = 0; i < 2; i++)
    out.push(
      n(
        "k8s-configmap-b64",
        "config",
        `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\nbinaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAA${r.str(B64, 80)}`,
      ),
    );
  out.push(
    n(
      "url-encoded",
      "url",
      `https://www.google.com/search?q=${encodeURIComponent("how to rotate an api key safely")}&hl=en`,
    ),
  );
  out.push(
    n("jwt-header-only", "prose", `A JWT starts with eyJhbGciOi because {"alg": base64-encodes that way.`),
  );
  return out;
}

function codeAndProse(r) {
  const out = [];
  const C = [
    [
      "minified",
      "code",
      () =>
        `!function(e,t){"object"==typeof exports&&"undefined"!=typeof module?module.exports=t():"function"==typeof define&&define.amd?define(t):(e=e||self).Qx=t()}(this,function(){"use strict";var e=Object.prototype.hasOwnProperty;return function(t,n){return e.call(t,n)}});`,
    ],
    [
      "minified",
      "code",
      () =>
        `const a=(e,t)=>e.reduce((n,r)=>n+r*t,0),b=e=>e.map(t=>t.id).filter(Boolean),c=new Map([["x",1],["y",2]]);export{a as sum,b as ids,c as axes};`,
    ],
    [
      "long-identifier",
      "code",
      () =>
        `public class AbstractSingletonProxyFactoryBeanConfigurationCustomizer implements BeanFactoryPostProcessor {}`,
    ],
    [
      "long-identifier",
      "code",
      () => `const handleAuthorizationTokenRefreshFailureWithExponentialBackoff = async () => {};`,
    ],
    [
      "variable-names",
      "code",
      () => `const GITHUB_TOKEN_ENV = "GITHUB_TOKEN";\nconst apiKeyHeaderName = "X-API-Key";`,
    ],
    [
      "variable-names",
      "code",
      () => `def get_password_hash(password: str) -> str:\n    return pwd_context.hash(password)`,
    ],
    [
      "variable-names",
      "code",
      () => `if (!token) throw new Error("token is required");\nconst secretName = \`\${env}-db-password\`;`,
    ],
    [
      "variable-names",
      "code",
      () => `type Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };`,
    ],
    [
      "variable-names",
      "config",
      () => `password_min_length = 12\npassword_reset_token_ttl_minutes = 30\nmax_login_attempts = 5`,
    ],
    [
      "schema",
      "json",
      () =>
        `{"type":"object","properties":{"api_key":{"type":"string","minLength":32},"password":{"type":"string","format":"password"}},"required":["api_key"]}`,
    ],
    [
      "openapi",
      "config",
      () =>
        `components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT`,
    ],
    [
      "css-colours",
      "code",
      () =>
        `:root { --primary: #3b82f6; --accent: #f59e0b; --bg: #0f172a; --muted: #94a3b8; --ring: #${r.str(HEX, 6)}; }`,
    ],
    [
      "tailwind",
      "code",
      () =>
        `<button className="inline-flex items-center rounded-md bg-indigo-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500">Save</button>`,
    ],
    ["regex", "code", () => `const TOKEN_RE = /^gh[pousr]_[A-Za-z0-9]{36}$/;`],
    [
      "mac-ipv6",
      "output",
      () =>
        `link/ether 3c:22:fb:${r.str(HEX, 2)}:${r.str(HEX, 2)}:${r.str(HEX, 2)} brd ff:ff:ff:ff:ff:ff\ninet6 fe80::3e22:fbff:fe${r.str(HEX, 2)}:${r.str(HEX, 4)}/64 scope link`,
    ],
    ["ga-id", "code", () => `gtag('config', 'G-${r.str("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10)}');`],
    [
      "timestamps",
      "log",
      () => `2026-04-03T11:22:33.456789Z pid=${r.int(1000, 65000)} tid=0x${r.str(HEX, 12)} GC pause 12.3ms`,
    ],
    [
      "hex-dump",
      "output",
      () =>
        `00000000  7f 45 4c 46 02 01 01 00  00 00 00 00 00 00 00 00  |.ELF............|\n00000010  03 00 3e 00 01 00 00 00  ${r.str(HEX, 2)} 10 00 00 00 00 00 00  |..>.............|`,
    ],
    [
      "stack-trace",
      "log",
      () =>
        `TypeError: Cannot read properties of undefined (reading 'token')\n    at refreshSession (/app/dist/auth.js:88:19)\n    at async /app/dist/server.js:212:7`,
    ],
    ["error-message", "log", () => `Error: invalid api key provided (check that OPENAI_API_KEY is set)`],
    [
      "error-message",
      "output",
      () =>
        `fatal: Authentication failed for 'https://github.com/acme/web.git/'\nremote: Invalid username or password.`,
    ],
    [
      "http-401",
      "header",
      () =>
        `HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="api", error="invalid_token"\nContent-Type: application/json`,
    ],
    [
      "oauth-metadata",
      "json",
      () =>
        `{"token_type":"Bearer","expires_in":3600,"scope":"repo read:org","refresh_token_expires_in":15811200}`,
    ],
    [
      "package-json",
      "json",
      () =>
        `{"name":"@acme/auth-token","version":"3.1.${r.int(0, 9)}","scripts":{"test":"vitest run","build":"tsc -p ."},"dependencies":{"jsonwebtoken":"^9.0.2"}}`,
    ],
    [
      "k8s-manifest",
      "config",
      () =>
        `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: token-service\nspec:\n  replicas: 3\n  template:\n    spec:\n      containers:\n        - name: app\n          image: acme/token-service:2.4.1`,
    ],
    [
      "sql",
      "code",
      () =>
        `ALTER TABLE users ADD COLUMN password_hash text NOT NULL DEFAULT '';\nCREATE INDEX users_api_key_idx ON users (api_key_prefix);`,
    ],
  ];
  for (const [kind, context, make] of C) out.push(n(kind, context, make()));
  const PROSE = [
    "Reset your password from the account settings page; the link expires after 30 minutes.",
    "Never commit secrets: keep the API key in the environment and load it at startup.",
    "The token expired, so the CLI asked me to log in again. After `gh auth login` it worked.",
    "Rotate the database password every 90 days and store it in the vault, not in the repo.",
    "请不要把密码写进代码里，使用环境变量或者密钥管理服务。",
    "Das Passwort muss mindestens 12 Zeichen lang sein und eine Ziffer enthalten.",
    "La clave de API se guarda en el gestor de secretos; no la pegues en el chat.",
    "Le jeton d'accès est renouvelé automatiquement toutes les heures.",
    "APIキーは環境変数 OPENAI_API_KEY から読み込まれます。",
    "A senha do banco fica no cofre de segredos; peça acesso ao time de plataforma.",
    "Токен хранится в переменной окружения, в репозиторий его не коммитим.",
    "I added a check so the server refuses to start when SECRET_KEY is missing.",
    "The password field now has a show/hide toggle and a strength meter.",
    "We switched from API keys to OIDC, so CI no longer needs a long-lived token.",
    "Can you explain the difference between an access token and a refresh token?",
  ];
  for (const p of PROSE) out.push(n("prose-no-secret", "prose", p));
  for (let i = 0; i < 4; i++)
    out.push(
      n(
        "words",
        "prose",
        `Renamed ${r.pick(WORDS)}Service to ${r.pick(WORDS)}Handler and moved the ${r.pick(WORDS)} tests next to it.`,
      ),
    );
  for (let i = 0; i < 3; i++)
    out.push(
      n(
        "numbers",
        "log",
        `processed ${r.int(1e6, 9e9)} rows in ${r.int(10, 999)}s (${r.str(DIGITS, 6)} rows/s), checkpoint ${r.str(DIGITS, 12)}`,
      ),
    );
  for (let i = 0; i < 3; i++)
    out.push(
      n(
        "file-paths",
        "output",
        `src/${r.pick(WORDS)}/${r.str(ALNUM_LOWER, 8)}.ts\nsrc/${r.pick(WORDS)}/token-store.ts\ntest/secrets/redact.test.ts`,
      ),
    );
  return out;
}

export function negativeCases(r) {
  return [
    ...hashes(r),
    ...ids(r),
    ...placeholders(r),
    ...publicAndDummies(r),
    ...encoded(r),
    ...codeAndProse(r),
  ];
}
