// Negatives, part 4: non-secret values in credential-like positions — variables and flags whose
// names say token/secret/key/password but whose values are commit SHAs, ids, names, URLs or
// numbers; public client-side keys; and secret stores' listings that show names, never values.
import { A } from "./rand.mjs";

const N = (kind, n, make) => ({ kind, n, make });
const pick = (i, list) => list[i % list.length];

export const NEG_LABELS = [
  N("secret-like-label", 22, (R, i) => {
    const [c, t] = pick(i, [
      ["ci-env", `GITHUB_SHA=${R.hex(40)}\nGITHUB_REF=refs/heads/main\nGITHUB_RUN_ID=${R.digits(11)}`],
      [
        "ci-env",
        `CI_COMMIT_SHA=${R.hex(40)}\nCI_COMMIT_SHORT_SHA=${R.hex(8)}\nCI_PIPELINE_ID=${R.digits(10)}`,
      ],
      [
        "platform-env",
        `VERCEL_GIT_COMMIT_SHA=${R.hex(40)}\nRENDER_GIT_COMMIT=${R.hex(40)}\nHEROKU_SLUG_COMMIT=${R.hex(40)}`,
      ],
      [
        "dotenv",
        `TOKEN_TTL_SECONDS=3600\nSECRET_NAME=prod/orders/db\nPASSWORD_MIN_LENGTH=12\nAPI_KEY_HEADER=X-Api-Key\nJWT_ALGORITHM=RS256`,
      ],
      [
        "dotenv",
        `AZURE_TENANT_ID=${R.uuid()}\nAZURE_SUBSCRIPTION_ID=${R.uuid()}\nKEY_VAULT_NAME=kv-acme-prod`,
      ],
      [
        "dotenv",
        `AWS_ACCOUNT_ID=${R.digits(12)}\nAWS_REGION=eu-west-1\nAWS_ROLE_ARN=arn:aws:iam::${R.digits(12)}:role/deploy`,
      ],
      [
        "dotenv",
        `NEXT_PUBLIC_MAPBOX_TOKEN=pk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6I${R.b64u(30)}.${R.b64u(22)}\nNEXT_PUBLIC_SITE_URL=https://acme.io`,
      ],
      ["html", `<div class="g-recaptcha" data-sitekey="6L${R.b64u(38)}"></div>`],
      [
        "json-config",
        JSON.stringify(
          {
            auth: {
              tokenEndpoint: "https://login.acme.io/oauth/token",
              keyId: R.hex(16),
              publicKeyUrl: "https://login.acme.io/.well-known/jwks.json",
              passwordPolicy: "strong",
            },
          },
          null,
          2,
        ),
      ],
      [
        "yaml-config",
        `session:\n  cookie_name: __Host-sid\n  secret_ref: vault:secret/data/web#session_key\n  key_rotation_days: 30`,
      ],
      [
        "k8s-manifest",
        `        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: pg-app\n              key: password\n        - name: BUILD_SHA\n          value: "${R.hex(40)}"`,
      ],
      [
        "terraform",
        `resource "aws_secretsmanager_secret" "db" {\n  name       = "prod/orders/db"\n  kms_key_id = "arn:aws:kms:eu-west-1:${R.digits(12)}:key/${R.uuid()}"\n}`,
      ],
      [
        "python-code",
        `CACHE_KEY = f"user:{user_id}:profile"\nTOKEN_URL = "https://oauth2.googleapis.com/token"\nsecret_id = "${R.uuid()}"  # Secret Manager resource id`,
      ],
      [
        "vapid-public",
        `const applicationServerKey = urlBase64ToUint8Array("B${R.b64u(86)}");\n// VAPID public key, sent to browsers`,
      ],
      [
        "appsettings",
        JSON.stringify(
          {
            AzureAd: {
              Instance: "https://login.microsoftonline.com/",
              TenantId: R.uuid(),
              ClientId: R.uuid(),
              CallbackPath: "/signin-oidc",
            },
          },
          null,
          2,
        ),
      ],
      ["graphql", `query { viewer { login publicKeys(first: 2) { nodes { key fingerprint: id } } } }`],
      [
        "git-config",
        `[user]\n\tname = Ana Souza\n\temail = ana@acme.io\n\tsigningkey = ${R.HEX(16)}\n[commit]\n\tgpgsign = true`,
      ],
      [
        "gpg-agent",
        `$ gpg --list-secret-keys --keyid-format=long\nsec   ed25519/${R.HEX(16)} 2026-01-12 [SC]\n      ${R.HEX(40)}\nuid                 [ultimate] Ana <ana@acme.io>`,
      ],
      [
        "ssh-add",
        `$ ssh-add -l\n256 SHA256:${R.b64bytes(32).replace(/=+$/, "")} ana@laptop (ED25519)\n3072 SHA256:${R.b64bytes(32).replace(/=+$/, "")} deploy (RSA)`,
      ],
      [
        "aws-caller-identity",
        `$ aws sts get-caller-identity\n{\n    "UserId": "AIDA${R.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17)}",\n    "Account": "${R.digits(12)}",\n    "Arn": "arn:aws:iam::${R.digits(12)}:user/ci-bot"\n}`,
      ],
      [
        "aws-config",
        `[profile dev]\nsso_session = acme\nsso_account_id = ${R.digits(12)}\nsso_role_name = AdministratorAccess\nregion = eu-west-1\n[sso-session acme]\nsso_start_url = https://acme.awsapps.com/start`,
      ],
      [
        "kubeconfig-exec",
        `users:\n- name: arn:aws:eks:eu-west-1:${R.digits(12)}:cluster/prod\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: ["eks", "get-token", "--cluster-name", "prod"]`,
      ],
    ]);
    return { context: c, text: t };
  }),
  N("flag-non-secret", 12, (R, i) => {
    const [c, t] = pick(i, [
      ["cli-command", `$ gh run view ${R.digits(11)} --log-failed --job ${R.digits(11)}`],
      ["cli-command", `$ git checkout ${R.hex(40)} -- src/config.ts`],
      ["cli-command", `$ docker inspect --format '{{.State.Health.Status}}' ${R.hex(12)}`],
      ["cli-command", `$ kubectl rollout undo deployment/api --to-revision=${R.range(2, 40)} -n prod`],
      ["cli-command", `$ vault kv get -version=3 -field=username secret/prod/db`],
      [
        "cli-command",
        `$ aws secretsmanager describe-secret --secret-id arn:aws:secretsmanager:eu-west-1:${R.digits(12)}:secret:prod/db-${R.b62(6)}`,
      ],
      [
        "cli-command",
        `$ az keyvault secret show --id https://kv-acme.vault.azure.net/secrets/SqlPassword/${R.hex(32)} --query attributes`,
      ],
      [
        "cli-command",
        `$ cosign verify ghcr.io/acme/api@sha256:${R.hex(64)} --certificate-identity-regexp '.*' --key cosign.pub`,
      ],
      [
        "cli-command",
        `$ terraform import aws_iam_access_key.ci ${R.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4)}-ci-bot-key-id  # by name, see docs`,
      ],
      [
        "cli-command",
        `$ npm token list\n┌────────┬─────────┬────────────┬──────────┬────────────────┐\n│ id     │ token   │ created    │ readonly │ CIDR whitelist │\n├────────┼─────────┼────────────┼──────────┼────────────────┤\n│ ${R.hex(6)} │ npm_${R.b62(2)}… │ 2026-11-02 │ no       │                │\n└────────┴─────────┴────────────┴──────────┴────────────────┘`,
      ],
      ["cli-command", `$ stripe events resend evt_${R.b62(24)} --webhook-endpoint=we_${R.b62(24)}`],
      [
        "cli-command",
        `$ curl -s https://api.github.com/repos/acme/api/git/commits/${R.hex(40)} -H "Authorization: Bearer $GH_TOKEN" | jq .message`,
      ],
    ]);
    return { context: c, text: t };
  }),
  N("cli-output-ids", 28, (R, i) => {
    const [c, t] = pick(i, [
      [
        "kubectl-config-view",
        `$ kubectl config view --minify\napiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: DATA+OMITTED\n    server: https://${R.HEX(32)}.gr7.eu-west-1.eks.amazonaws.com\nusers:\n- name: ci\n  user:\n    token: REDACTED`,
      ],
      [
        "az-account-show",
        JSON.stringify(
          {
            environmentName: "AzureCloud",
            id: R.uuid(),
            isDefault: true,
            name: "Acme Prod",
            tenantId: R.uuid(),
            user: { name: "dev@acme.io", type: "user" },
          },
          null,
          2,
        ),
      ],
      [
        "gcloud-config-list",
        `$ gcloud config list\n[core]\naccount = dev@acme.io\nproject = acme-prod-${R.range(100000, 999999)}\n\nYour active configuration is: [default]`,
      ],
      [
        "op-whoami",
        `$ op whoami\nURL:          https://acme.1password.com\nEmail:        dev@acme.io\nUser ID:      ${R.str(A.upperNum, 26)}\nUser Type:    HUMAN`,
      ],
      [
        "bw-status",
        JSON.stringify({
          serverUrl: "https://vault.bitwarden.eu",
          lastSync: "2026-11-27T09:58:01.120Z",
          userEmail: "dev@acme.io",
          userId: R.uuid(),
          status: "locked",
        }),
      ],
      [
        "wrangler-whoami",
        `$ npx wrangler whoami\n┌──────────────┬──────────────────────────────────┐\n│ Account Name │ Account ID                       │\n├──────────────┼──────────────────────────────────┤\n│ Acme         │ ${R.hex(32)} │\n└──────────────┴──────────────────────────────────┘`,
      ],
      [
        "gh-api-user",
        JSON.stringify(
          {
            login: "ana-dev",
            id: R.range(100000, 99999999),
            node_id: `U_kgDO${R.b64u(8)}`,
            avatar_url: `https://avatars.githubusercontent.com/u/${R.range(100000, 99999999)}?v=4`,
            type: "User",
          },
          null,
          2,
        ),
      ],
      [
        "ssh-debug",
        `debug1: Server host key: ssh-ed25519 SHA256:${R.b64bytes(32).replace(/=+$/, "")}\ndebug1: Will attempt key: /home/dev/.ssh/id_ed25519 ED25519 SHA256:${R.b64bytes(32).replace(/=+$/, "")}\ndebug1: Server accepts key: /home/dev/.ssh/id_ed25519 ED25519 SHA256:${R.b64bytes(32).replace(/=+$/, "")}\nAuthenticated to git.acme.io ([203.0.113.20]:22) using "publickey".`,
      ],
      [
        "git-verify-commit",
        `$ git verify-commit HEAD\ngpg: Signature made Thu Nov 26 18:02:11 2026 CET\ngpg:                using EDDSA key ${R.HEX(40)}\ngpg: Good signature from "Ana Souza <ana@acme.io>" [ultimate]`,
      ],
      [
        "stripe-list",
        `$ stripe customers list --limit 2\n{\n  "object": "list",\n  "data": [\n    { "id": "cus_${R.b62(14)}", "object": "customer", "email": "a@b.io" },\n    { "id": "cus_${R.b62(14)}", "object": "customer", "email": "c@d.io" }\n  ],\n  "has_more": true\n}`,
      ],
      [
        "vercel-inspect",
        `$ vercel inspect acme-web-${R.str(A.lowerNum, 9)}-acme.vercel.app\n  General\n    id\t\tdpl_${R.b62(28)}\n    name\tacme-web\n    target\tproduction\n    status\t● Ready`,
      ],
      [
        "fly-status",
        `$ fly status -a acme-api\nApp\n  Name     = acme-api\n  Owner    = acme\n  Hostname = acme-api.fly.dev\n  Image    = acme-api:deployment-01J${R.str("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)}\n\nMachines\nPROCESS\tID            \tVERSION\tREGION\tSTATE\napp    \t${R.hex(14)}\t42     \tfra   \tstarted`,
      ],
      [
        "npm-whoami-publish",
        `$ npm publish --access public\nnpm notice 📦  @acme/kit@2.3.1\nnpm notice shasum: ${R.hex(40)}\nnpm notice integrity: sha512-${R.b64bytes(64).slice(0, 20)}[...]${R.b64bytes(8).slice(0, 8)}==\n+ @acme/kit@2.3.1`,
      ],
      [
        "docker-context",
        `$ docker context ls\nNAME              DESCRIPTION                               DOCKER ENDPOINT\ndefault           Current DOCKER_HOST based configuration   unix:///var/run/docker.sock\ndesktop-linux *   Docker Desktop                            unix:///Users/dev/.docker/run/docker.sock`,
      ],
    ]);
    return { context: c, text: t };
  }),
  N("store-listing", 16, (R, i) => {
    const [c, t] = pick(i, [
      [
        "cmdkey-list",
        `C:\\> cmdkey /list\n\nCurrently stored credentials:\n\n    Target: Domain:target=fileserver.acme.local\n    Type: Domain Password\n    User: ACME\\svc_backup\n    Local machine persistence`,
      ],
      [
        "netsh-wlan",
        `C:\\> netsh wlan show profile name="HomeNet-5G"\nSecurity settings\n-----------------\n    Authentication         : WPA2-Personal\n    Security key           : Present`,
      ],
      [
        "security-find",
        `$ security find-generic-password -s acme-deploy\nkeychain: "/Users/dev/Library/Keychains/login.keychain-db"\nversion: 512\nclass: "genp"\nattributes:\n    0x00000007 <blob>="acme-deploy"\n    "acct"<blob>="dev"\n    "svce"<blob>="acme-deploy"`,
      ],
      [
        "kubectl-get-secrets",
        `$ kubectl get secrets -n prod\nNAME                  TYPE                             DATA   AGE\napi-keys              Opaque                           4      12d\npg-app                kubernetes.io/basic-auth         2      40d\nregistry              kubernetes.io/dockerconfigjson   1      90d`,
      ],
      [
        "kubectl-describe-secret",
        `$ kubectl describe secret pg-app\nName:         pg-app\nNamespace:    prod\nType:  kubernetes.io/basic-auth\n\nData\n====\npassword:  24 bytes\nusername:  6 bytes`,
      ],
      [
        "aws-list-secrets",
        `$ aws secretsmanager list-secrets --query 'SecretList[].Name'\n[\n    "prod/orders/db",\n    "prod/stripe/api-key",\n    "staging/sendgrid"\n]`,
      ],
      [
        "gcloud-secrets-list",
        `$ gcloud secrets list\nNAME            CREATED              REPLICATION_POLICY  LOCATIONS\ndb-password     2026-09-14T10:00:03  automatic           -\nstripe-key      2026-10-01T08:12:44  automatic           -`,
      ],
      ["vault-kv-list", `$ vault kv list secret/prod\nKeys\n----\ndb\nsendgrid\nstripe/`],
      [
        "op-item-list",
        `$ op item list --vault Engineering\nID                            TITLE              VAULT          EDITED\n${R.str(A.lowerNum, 26)}    Staging DB         Engineering    3 days ago\n${R.str(A.lowerNum, 26)}    SMTP relay         Engineering    2 weeks ago`,
      ],
      [
        "pass-ls",
        `$ pass ls\nPassword Store\n├── infra\n│   ├── grafana-admin\n│   └── vpn\n└── personal\n    └── bank`,
      ],
      [
        "doppler-names",
        `$ doppler secrets --only-names\n┌──────────────────────┐\n│ NAME                 │\n├──────────────────────┤\n│ DATABASE_URL         │\n│ STRIPE_SECRET_KEY    │\n│ SENDGRID_API_KEY     │\n└──────────────────────┘`,
      ],
      [
        "docker-config-credstore",
        JSON.stringify(
          {
            auths: { "https://index.docker.io/v1/": {}, "ghcr.io": {} },
            credsStore: "osxkeychain",
            currentContext: "desktop-linux",
          },
          null,
          "\t",
        ),
      ],
      [
        "npmrc-env",
        `//registry.npmjs.org/:_authToken=\${NPM_TOKEN}\n@acme:registry=https://npm.pkg.github.com\nalways-auth=true`,
      ],
      [
        "git-credential-helper",
        `$ git config --global --get-all credential.helper\nosxkeychain\n$ git config --get credential.https://git.acme.io.username\ndeploy`,
      ],
      [
        "sops-encrypted",
        `database:\n    password: ENC[AES256_GCM,data:${R.b64bytes(18)},iv:${R.b64bytes(32)},tag:${R.b64bytes(16)},type:str]\nsops:\n    age:\n        - recipient: age1${R.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}`,
      ],
      [
        "sealed-secret",
        `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: pg-app\nspec:\n  encryptedData:\n    password: AgB${R.b64bytes(300)}`,
      ],
    ]);
    return { context: c, text: t };
  }),
];
