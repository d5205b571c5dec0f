// Negatives, part 2: public material (public keys, certificates, fingerprints), placeholders and
// documented examples, env var names without values, masked tokens, the words password/token/key
// in code and prose without a value, and near-miss strings with vendor-like prefixes.
import { A } from "./rand.mjs";

const N = (kind, n, make) => ({ kind, n, make });
const lines = (s, w = 64) => s.match(new RegExp(`.{1,${w}}`, "g")).join("\n");
const fp = (R, n) => Array.from({ length: n }, () => R.HEX(2)).join(":");

export const NEG_SHAPES = [
  N("public-key", 16, (R, i) => {
    const t = [
      [
        "authorized-keys",
        `$ cat ~/.ssh/authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${R.b64bytes(32)} ana@laptop\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${R.b64bytes(380)} ci@build`,
      ],
      [
        "pem-public",
        `-----BEGIN PUBLIC KEY-----\n${lines(`MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${R.b64bytes(250)}`)}\n-----END PUBLIC KEY-----`,
      ],
      [
        "certificate",
        `-----BEGIN CERTIFICATE-----\n${lines(`MIIDdzCCAl+gAwIBAgIE${R.b64bytes(800)}`)}\n-----END CERTIFICATE-----`,
      ],
      [
        "age-recipient",
        `# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1${R.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}`,
      ],
      [
        "wireguard-peer",
        `[Peer]\nPublicKey = ${R.b64bytes(32)}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.io:51820\nPersistentKeepalive = 25`,
      ],
      [
        "jwks",
        JSON.stringify(
          { keys: [{ kty: "RSA", use: "sig", kid: R.b64u(43), alg: "RS256", n: R.b64u(342), e: "AQAB" }] },
          null,
          2,
        ),
      ],
      [
        "minisign-pub",
        `$ minisign -Vm release.tar.gz -P RWQ${R.b64bytes(40).slice(0, 53)}\nSignature and comment signature verified`,
      ],
      [
        "gpg-public",
        `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n${lines(`mQINBGV${R.b64bytes(500)}`)}\n=${R.b64u(4)}\n-----END PGP PUBLIC KEY BLOCK-----`,
      ],
      [
        "k8s-configmap-ca",
        `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: kube-root-ca.crt\ndata:\n  ca.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t${R.b64bytes(300)}`,
      ],
      [
        "known-hosts",
        `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl\n|1|${R.b64bytes(20)}|${R.b64bytes(20)} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${R.b64bytes(64)}`,
      ],
    ][i % 10];
    return { context: t[0], text: t[1] };
  }),
  N("fingerprint", 13, (R, i) => {
    const t = [
      [
        "ssh-keygen",
        `$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:${R.b64bytes(32).replace(/=+$/, "")} ana@laptop (ED25519)`,
      ],
      [
        "gpg-list",
        `$ gpg --list-keys dev@acme.io\npub   ed25519 2026-01-12 [SC]\n      ${R.HEX(40)}\nuid           [ultimate] Dev <dev@acme.io>`,
      ],
      [
        "android-signing-report",
        `> Task :app:signingReport\nVariant: release\nConfig: release\nStore: /Users/dev/upload.jks\nAlias: upload\nMD5: ${fp(R, 16)}\nSHA1: ${fp(R, 20)}\nSHA-256: ${fp(R, 32)}\nValid until: Friday, 4 April 2053`,
      ],
      [
        "codesign",
        `$ codesign -dv --verbose=4 Acme.app\nExecutable=/Applications/Acme.app/Contents/MacOS/Acme\nIdentifier=io.acme.desktop\nCDHash=${R.hex(40)}\nTeamIdentifier=${R.str(A.upperNum, 10)}`,
      ],
      [
        "security-find-certificate",
        `$ security find-certificate -c "Developer ID Application" -Z\nSHA-256 hash: ${R.HEX(64)}\nSHA-1 hash: ${R.HEX(40)}\nkeychain: "/Library/Keychains/System.keychain"`,
      ],
      [
        "tls-openssl",
        `$ openssl x509 -in cert.pem -noout -fingerprint -sha256\nsha256 Fingerprint=${fp(R, 32)}`,
      ],
      [
        "ssh-first-connect",
        `The authenticity of host 'git.acme.io (203.0.113.20)' can't be established.\nED25519 key fingerprint is SHA256:${R.b64bytes(32).replace(/=+$/, "")}.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?`,
      ],
      [
        "cert-pinning",
        `<pin-set expiration="2027-06-01">\n    <pin digest="SHA-256">${R.b64bytes(32)}</pin>\n    <pin digest="SHA-256">${R.b64bytes(32)}</pin>\n</pin-set>`,
      ],
    ][i % 8];
    return { context: t[0], text: t[1] };
  }),
  N("encoded-data", 15, (R, i) => {
    const t = [
      [
        "data-uri",
        `<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h${R.b64bytes(120)}">`,
      ],
      [
        "grpc-debug",
        `grpc-status: 3\ngrpc-message: invalid argument\ngrpc-status-details-bin: CAMSEGludmFsaWQgYXJndW1lbnQa${R.b64bytes(40).replace(/=+$/, "")}`,
      ],
      [
        "protobuf-fixture",
        `const fixture = Buffer.from("CgR0ZXN0EgV3b3JsZBoG${R.b64bytes(48)}", "base64");\nexpect(Event.decode(fixture).name).toBe("test");`,
      ],
      [
        "base64-decode",
        `$ echo '${Buffer.from(JSON.stringify({ user: "ana", theme: "dark", lang: "pt-BR" })).toString("base64")}' | base64 -d\n{"user":"ana","theme":"dark","lang":"pt-BR"}`,
      ],
      [
        "font-woff",
        `@font-face {\n  font-family: "Inter";\n  src: url(data:font/woff2;base64,d09GMgABAAAAA${R.b64bytes(150)}) format("woff2");\n}`,
      ],
      [
        "notebook-output",
        JSON.stringify({
          output_type: "display_data",
          data: {
            "image/png": `iVBORw0KGgoAAAANSUhEUgAAAoAAAAHgCAYAAAA${R.b64bytes(200)}`,
            "text/plain": ["<Figure size 640x480 with 1 Axes>"],
          },
          metadata: {},
        }),
      ],
      [
        "github-node-id",
        JSON.stringify({
          login: "octocat",
          id: R.range(1000, 9999999),
          node_id: `MDQ6VXNlcj${R.b64u(6)}=`,
          gravatar_id: "",
          type: "User",
        }),
      ],
      [
        "hex-dump",
        `$ xxd -l 64 firmware.bin\n00000000: ${R.hex(4)} ${R.hex(4)} ${R.hex(4)} ${R.hex(4)} ${R.hex(4)} ${R.hex(4)} ${R.hex(4)} ${R.hex(4)}  ................\n00000010: ${R.hex(4)} ${R.hex(4)} ${R.hex(4)} ${R.hex(4)} ${R.hex(4)} ${R.hex(4)} ${R.hex(4)} ${R.hex(4)}  ..B.....P.......`,
      ],
      [
        "ansible-vault-ciphertext",
        `db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n          ${R.hex(80)}\n          ${R.hex(80)}\n          ${R.hex(80)}`,
      ],
    ][i % 9];
    return { context: t[0], text: t[1] };
  }),
  N("placeholder", 20, (_R, i) => {
    const t = [
      [
        "dotenv-example",
        `# .env.example\nOPENAI_API_KEY=<your-openai-key>\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nDATABASE_URL=postgresql://user:password@localhost:5432/app`,
      ],
      [
        "github-actions",
        `    env:\n      NPM_TOKEN: \${{ secrets.NPM_TOKEN }}\n      GITHUB_TOKEN: \${{ github.token }}`,
      ],
      [
        "helm-template",
        `        - name: API_KEY\n          value: {{ .Values.apiKey | quote }}\n        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef: { name: db, key: password }`,
      ],
      [
        "readme",
        "Set `ANTHROPIC_API_KEY` to your key (it starts with `sk-ant-`), for example `export ANTHROPIC_API_KEY=sk-ant-...`.",
      ],
      [
        "compose",
        `    environment:\n      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:?set it in .env}\n      REDIS_PASSWORD: changeme`,
      ],
      [
        "terraform-var",
        `variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\npassword = var.db_password`,
      ],
      [
        "docs-curl",
        `curl https://api.example.com/v1/items \\\n  -H "Authorization: Bearer YOUR_API_TOKEN_HERE"`,
      ],
      [
        "python-getenv",
        `api_key = os.getenv("MISTRAL_API_KEY", "")\nif not api_key:\n    raise SystemExit("set MISTRAL_API_KEY first")`,
      ],
      [
        "cmd-percent",
        `C:\\> curl -u %ARTIFACTORY_USER%:%ARTIFACTORY_API_KEY% https://acme.jfrog.io/api/system/ping`,
      ],
      [
        "jinja",
        `smtp_password: "{{ vault_smtp_password }}"\nadmin_token: "{{ lookup('env', 'ADMIN_TOKEN') }}"`,
      ],
      [
        "redacted-log",
        `2026-11-27 10:15:00 INFO connecting with token=[REDACTED] password=******** api_key=<redacted>`,
      ],
      [
        "xxxx",
        `GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\nSLACK_BOT_TOKEN=xoxb-your-bot-token\nGITLAB_TOKEN=glpat-xxxxxxxxxxxxxxxxxxxx`,
      ],
      [
        "k8s-secret-ref",
        `envFrom:\n  - secretRef:\n      name: stripe-credentials\n  - configMapRef:\n      name: app-config`,
      ],
      [
        "prose-es",
        "¿Dónde guardo la contraseña de la base de datos? ¿En un `.env` o en el gestor de secretos? Ahora mismo el valor es `${DB_PASSWORD}`.",
      ],
    ][i % 14];
    return { context: t[0], text: t[1] };
  }),
  N("documented-example", 4, (_R, i) => ({
    context: ["aws-docs", "aws-docs", "test-card", "aws-docs"][i % 4],
    text: [
      `[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
      `export AWS_ACCESS_KEY_ID=AKIAI44QH8DHBEXAMPLE\nexport AWS_SECRET_ACCESS_KEY=je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY`,
      `Use the test card 4242 4242 4242 4242 with any future expiry and any CVC.`,
      `"AccessKeyId": "AKIAIOSFODNN7EXAMPLE" is the documentation's example key id; replace it with yours.`,
    ][i % 4],
  })),
  N("env-name-only", 14, (_R, i) => {
    const t = [
      ["shell", `$ echo $GITHUB_TOKEN | wc -c\n41`],
      ["shell", `unset OPENAI_API_KEY ANTHROPIC_API_KEY\nexport AWS_PROFILE=dev`],
      [
        "error",
        `Error: Missing required environment variables: STRIPE_SECRET_KEY, SENDGRID_API_KEY, DATABASE_URL`,
      ],
      [
        "node-code",
        `const token = process.env.SLACK_BOT_TOKEN;\nif (!token) throw new Error("SLACK_BOT_TOKEN is not set");`,
      ],
      [
        "powershell",
        `PS> Get-ChildItem Env: | Where-Object Name -like '*TOKEN*' | Select-Object Name\n\nName\n----\nGH_TOKEN\nNPM_TOKEN`,
      ],
      ["dotenv-empty", `VAULT_ADDR=https://vault.acme.internal:8200\nVAULT_TOKEN=\nVAULT_NAMESPACE=admin`],
      ["rust-code", `let key = std::env::var("HF_TOKEN").expect("HF_TOKEN must be set");`],
      [
        "github-actions",
        `      - name: Check secrets\n        if: \${{ env.DOCKERHUB_TOKEN == '' }}\n        run: echo "::warning::DOCKERHUB_TOKEN not configured"`,
      ],
      [
        "makefile",
        `deploy: guard-CLOUDFLARE_API_TOKEN\n\t./deploy.sh\n\nguard-%:\n\t@test -n "$($*)" || (echo "$* is not set"; exit 1)`,
      ],
      [
        "prose-fr",
        "Il faut définir la variable TWILIO_AUTH_TOKEN avant de lancer les tests, sinon ils sont ignorés.",
      ],
    ][i % 10];
    return { context: t[0], text: t[1] };
  }),
  N("masked-token", 14, (R, i) => {
    const t = [
      [
        "gh-auth-status",
        `$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account dev (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'`,
      ],
      ["dashboard-copy", `API key: sk-proj-...${R.b62(4)} (created Nov 2, last used 3 hours ago)`],
      [
        "aws-configure-list",
        `$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************${R.str(A.upperNum, 4)} shared-credentials-file\nsecret_key     ****************${R.b62(4)} shared-credentials-file`,
      ],
      [
        "vercel-env-ls",
        `$ vercel env ls\n name              value       environments\n DATABASE_URL      Encrypted   Production, Preview\n STRIPE_KEY        Encrypted   Production`,
      ],
      [
        "stripe-cli",
        `$ stripe config --list\n[default]\n  device_name = 'laptop'\n  live_mode_api_key = 'sk_live_*********************${R.b62(4)}'\n  test_mode_api_key = 'sk_test_*********************${R.b62(4)}'`,
      ],
      [
        "heroku-config",
        `$ heroku config -a acme-api\n=== acme-api Config Vars\nDATABASE_URL: postgres://****:****@ec2-3-1.compute-1.amazonaws.com:5432/d8k\nREDIS_TLS_URL: rediss://:****@ec2-34-2.compute-1.amazonaws.com:9000`,
      ],
      ["log", `INFO auth ok for key …${R.hex(6)} (hash ${R.hex(12)})`],
      [
        "docker-info",
        `$ docker info | grep -i registry\n Registry: https://index.docker.io/v1/\n Username: acme\n Password: ********`,
      ],
      [
        "gcloud-auth",
        `$ gcloud auth list\n    Credentialed Accounts\nACTIVE  ACCOUNT\n*       dev@acme.io\n        deployer@acme-prod.iam.gserviceaccount.com`,
      ],
    ][i % 9];
    return { context: t[0], text: t[1] };
  }),
  N("word-without-value", 22, (R, i) => {
    const t = [
      [
        "typescript",
        `const token = await getToken({ scopes: ["repo"] });\nconst headers = { Authorization: \`Bearer \${token}\` };`,
      ],
      ["typescript", `items.map((item) => <Row key={item.id} item={item} />)`],
      ["yaml-config", `cache:\n  key: user.id\n  ttl: 300\n  password_min_length: 12`],
      [
        "python-code",
        `user.password = make_password(form.cleaned_data["password"])\nuser.save(update_fields=["password"])`,
      ],
      [
        "json-schema",
        JSON.stringify(
          {
            type: "object",
            properties: {
              password: { type: "string", minLength: 12, writeOnly: true },
              apiKey: { type: "string", format: "password" },
            },
            required: ["password"],
          },
          null,
          2,
        ),
      ],
      [
        "html",
        `<label for="pw">Password</label>\n<input id="pw" type="password" name="password" autocomplete="current-password" required>`,
      ],
      [
        "i18n",
        JSON.stringify(
          {
            "auth.password": "Passwort",
            "auth.token_expired": "Dein Token ist abgelaufen.",
            "auth.api_key": "API-Schlüssel",
          },
          null,
          2,
        ),
      ],
      [
        "go-code",
        `func (s *Store) Secret(ctx context.Context, key string) ([]byte, error) {\n\treturn s.kv.Get(ctx, "secrets/"+key)\n}`,
      ],
      [
        "llm-usage",
        JSON.stringify({
          id: `msg_01${R.b62(22)}`,
          usage: {
            input_tokens: R.range(100, 90000),
            cache_read_input_tokens: R.range(0, 80000),
            output_tokens: R.range(10, 4000),
          },
          stop_reason: "end_turn",
        }),
      ],
      [
        "sql",
        `ALTER TABLE users ADD COLUMN password_reset_token_expires_at timestamptz;\nCREATE INDEX ON api_keys (key_prefix);`,
      ],
      [
        "prose-en",
        "Rotate the deploy token after the demo, and don't paste the key into the ticket — link the vault path instead.",
      ],
      ["prose-ja", "トークンは環境変数から読み込まれます。パスワードはリポジトリに入れないでください。"],
      ["prose-zh", "令牌过期后需要重新登录，密码不要写进代码里。"],
      ["prose-ru", "Токен хранится в менеджере секретов, пароль в репозиторий не добавляй."],
      [
        "cli-help",
        `  --password-stdin     Take the password from stdin\n  --token-file PATH    Read the API token from PATH\n  -k, --insecure       Allow insecure server connections`,
      ],
      [
        "oauth-response-shape",
        JSON.stringify({ token_type: "Bearer", expires_in: 3600, scope: "openid profile email" }),
      ],
    ][i % 16];
    return { context: t[0], text: t[1] };
  }),
  N("near-miss-prefix", 22, (R, i) => {
    const t = [
      [
        "npm-env",
        `npm_config_cache=/home/ci/.npm\nnpm_package_version=2.${R.int(20)}.${R.int(9)}\nnpm_lifecycle_event=build\nnpm_config_user_agent=npm/10.9.0 node/v22.11.0 linux x64`,
      ],
      [
        "python-code",
        `from huggingface_hub import hf_hub_download\npath = hf_hub_download(repo_id="sentence-transformers/all-MiniLM-L6-v2", filename="config.json", revision="${R.hex(40)}")`,
      ],
      [
        "c-code",
        `static int tcp_v4_rcv(struct sk_buff *skb)\n{\n\tstruct sock *sk = skb->sk;\n\tstruct sk_buff_head *list = &sk->sk_receive_queue;`,
      ],
      ["css", `.task-sk-${R.str(A.lower, 6)} { color: #1e293b; }\n.ghp_banner { display: none; }`],
      [
        "stripe-ids",
        `Webhook evt_${R.b62(24)} for pi_${R.b62(24)} (customer cus_${R.b62(14)}, price price_${R.b62(24)})`,
      ],
      ["stripe-publishable", `<script>\n  const stripe = Stripe('pk_test_51${R.b62(97)}');\n</script>`],
      ["twilio-sid", `Message SM${R.hex(32)} queued for +4915112345678 (messaging service MG${R.hex(32)})`],
      ["posthog-project-key", `posthog.init('phc_${R.b62(43)}', { api_host: 'https://eu.i.posthog.com' })`],
      [
        "aws-arn",
        `arn:aws:iam::${R.digits(12)}:role/github-actions-deploy\narn:aws:s3:::acme-artifacts/${R.hex(8)}/build.zip`,
      ],
      [
        "aws-resource-ids",
        `i-0${R.hex(16)}  running  t3.medium  vpc-0${R.hex(16)}  sg-0${R.hex(16)}  ami-0${R.hex(16)}`,
      ],
      [
        "key-ids",
        JSON.stringify({
          api_key_id: `key_${R.str(crockLower, 26)}`,
          key_prefix: "sk_live_",
          created_by: "ana",
          last4: R.b62(4),
        }),
      ],
      [
        "gitlab-docs",
        "Personal access tokens start with `glpat-`, runner tokens with `glrt-`; GitHub classic tokens start with `ghp_`.",
      ],
      [
        "google-client-id",
        `GOOGLE_CLIENT_ID=${R.digits(12)}-${R.str(A.lowerNum, 32)}.apps.googleusercontent.com`,
      ],
      [
        "slack-ids",
        JSON.stringify({
          ok: true,
          channel: `C0${R.str(A.upperNum, 9)}`,
          ts: `17642${R.digits(5)}.${R.digits(6)}`,
          message: {
            user: `U0${R.str(A.upperNum, 9)}`,
            team: `T0${R.str(A.upperNum, 9)}`,
            text: "build green",
          },
        }),
      ],
    ][i % 14];
    return { context: t[0], text: t[1] };
  }),
];

const crockLower = "0123456789abcdefghjkmnpqrstvwxyz";
