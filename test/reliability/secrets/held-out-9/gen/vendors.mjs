// Vendor token formats for the ninth held-out corpus, written from public format descriptions (vendor
// docs and blog posts, gitleaks' rule list, TruffleHog detectors, detect-secrets plugins). Every value is
// random output of the seeded generator in the vendor's shape; none is a real or published token.
// Each entry: family, kind, env (variable names a project would use), cli (commands that take it), make(r).

import { checksummed } from "./checksum.mjs";
import { B32, B62, B64URL, DIGITS, HEX, LOWER, UPPER } from "./prng.mjs";

const AWS_ID = `${UPPER}234567`;

/** @type {Array<{family: string, kind: string, env: string[], cli: string[], make: (r: any) => string}>} */
export const VENDORS = [
  {
    family: "github",
    kind: "classic-pat",
    env: ["GITHUB_TOKEN", "GH_TOKEN", "GITHUB_PAT"],
    cli: [
      "gh auth login --with-token <<< {T}",
      "git clone https://x-access-token:{T}@github.com/acme/infra.git",
    ],
    make: (r) => checksummed(r, r.pick(["ghp_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_"])),
  },
  {
    family: "github",
    kind: "fine-grained-pat",
    env: ["GITHUB_TOKEN", "GH_PAT", "RENOVATE_TOKEN"],
    cli: ["gh secret set DEPLOY_TOKEN --body {T}", "GH_TOKEN={T} gh pr list"],
    make: (r) => `github_pat_11${r.str(UPPER + DIGITS, 20)}_${r.b62(59)}`,
  },
  {
    family: "gitlab",
    kind: "token",
    env: ["GITLAB_TOKEN", "CI_JOB_TOKEN_OVERRIDE", "GL_TOKEN"],
    cli: [
      "glab auth login --token {T}",
      "git remote set-url origin https://oauth2:{T}@gitlab.com/acme/api.git",
    ],
    make: (r) => `${r.pick(["glpat-", "glpat-", "glrt-", "gldt-", "glptt-"])}${r.str(`${B62}-_`, 20)}`,
  },
  {
    family: "npm",
    kind: "access-token",
    env: ["NPM_TOKEN", "NODE_AUTH_TOKEN"],
    cli: ["npm config set //registry.npmjs.org/:_authToken {T}", "npm token create # printed {T}"],
    make: (r) => checksummed(r, "npm_"),
  },
  {
    family: "openai",
    kind: "api-key",
    env: ["OPENAI_API_KEY", "OPENAI_KEY"],
    cli: ["llm keys set openai --value {T}", "aider --openai-api-key {T}"],
    make: (r) =>
      r.next() < 0.6
        ? `sk-proj-${r.b64url(58)}T3BlbkFJ${r.b64url(58)}`
        : `sk-${r.pick(["svcacct-", "admin-", ""])}${r.b62(20)}T3BlbkFJ${r.b62(20)}`,
  },
  {
    family: "anthropic",
    kind: "api-key",
    env: ["ANTHROPIC_API_KEY", "CLAUDE_API_KEY"],
    cli: ["llm keys set claude --value {T}", "aider --anthropic-api-key {T}"],
    make: (r) => `sk-ant-${r.pick(["api03", "admin01"])}-${r.b64url(93)}AA`,
  },
  {
    family: "stripe",
    kind: "secret-key",
    env: ["STRIPE_SECRET_KEY", "STRIPE_API_KEY", "STRIPE_KEY"],
    cli: ["stripe login --api-key {T}", "stripe customers list --api-key={T}"],
    make: (r) =>
      `${r.pick(["sk_live_", "rk_live_", "sk_test_", "rk_test_"])}${r.digits(2)}${r.b62(r.pick([22, 97]))}`,
  },
  {
    family: "stripe",
    kind: "webhook-secret",
    env: ["STRIPE_WEBHOOK_SECRET"],
    cli: ["stripe listen --forward-to localhost:4242/webhook # Ready! Your webhook signing secret is {T}"],
    make: (r) => `whsec_${r.b62(32)}`,
  },
  {
    family: "slack",
    kind: "bot-user-token",
    env: ["SLACK_BOT_TOKEN", "SLACK_TOKEN", "SLACK_USER_TOKEN"],
    cli: ["slack-notify --token {T} --channel '#deploys'"],
    make: (r) =>
      r.next() < 0.5
        ? `xoxb-${r.digits(r.int(10, 13))}-${r.digits(r.int(10, 13))}-${r.b62(24)}`
        : `${r.pick(["xoxp-", "xoxe.xoxp-1-"])}${r.digits(12)}-${r.digits(12)}-${r.digits(13)}-${r.hex(32)}`,
  },
  {
    family: "slack",
    kind: "app-token",
    env: ["SLACK_APP_TOKEN"],
    cli: ["bolt run --app-token {T}"],
    make: (r) => `xapp-1-A${r.str(UPPER + DIGITS, 10)}-${r.digits(13)}-${r.hex(64)}`,
  },
  {
    family: "google",
    kind: "api-key",
    env: ["GOOGLE_API_KEY", "GEMINI_API_KEY", "MAPS_API_KEY"],
    cli: ["gcloud ml language analyze-entities --key={T}", "llm keys set gemini --value {T}"],
    make: (r) => `AIza${r.str(`${B62}-_`, 35)}`,
  },
  {
    family: "google",
    kind: "oauth-client-secret",
    env: ["GOOGLE_CLIENT_SECRET"],
    cli: ["rclone config create gdrive drive client_secret {T}"],
    make: (r) => `GOCSPX-${r.str(`${B62}-_`, 28)}`,
  },
  {
    family: "google",
    kind: "oauth-access-token",
    env: ["GOOGLE_ACCESS_TOKEN", "GCP_ACCESS_TOKEN"],
    cli: ["gcloud auth print-access-token # => {T}"],
    make: (r) => `ya29.${r.str(`${B62}-_`, r.int(120, 180))}`,
  },
  {
    family: "twilio",
    kind: "api-key",
    env: ["TWILIO_API_KEY_SECRET", "TWILIO_AUTH_TOKEN"],
    cli: ["twilio login --auth-token {T}"],
    make: (r) => `SK${r.hex(32)}`,
  },
  {
    family: "sendgrid",
    kind: "api-key",
    env: ["SENDGRID_API_KEY", "SMTP_PASSWORD"],
    cli: ["sendgrid-cli send --api-key {T}"],
    make: (r) => `SG.${r.b64url(22)}.${r.b64url(43)}`,
  },
  {
    family: "mailgun",
    kind: "api-key",
    env: ["MAILGUN_API_KEY"],
    cli: ["curl -s --user 'api:{T}' https://api.mailgun.net/v3/mg.example.org/messages"],
    make: (r) => `key-${r.hex(32)}`,
  },
  {
    family: "shopify",
    kind: "access-token",
    env: ["SHOPIFY_ACCESS_TOKEN", "SHOPIFY_ADMIN_TOKEN"],
    cli: ["shopify theme push --password {T}"],
    make: (r) => `${r.pick(["shpat_", "shpca_", "shppa_", "shpss_"])}${r.hex(32)}`,
  },
  {
    family: "huggingface",
    kind: "access-token",
    env: ["HF_TOKEN", "HUGGING_FACE_HUB_TOKEN"],
    cli: ["huggingface-cli login --token {T}", "hf auth login --token {T}"],
    make: (r) => `hf_${r.str(UPPER + LOWER, 34)}`,
  },
  {
    family: "digitalocean",
    kind: "token",
    env: ["DIGITALOCEAN_TOKEN", "DO_TOKEN"],
    cli: ["doctl auth init --access-token {T}", "doctl auth init -t {T}"],
    make: (r) => `${r.pick(["dop_v1_", "doo_v1_", "dor_v1_"])}${r.hex(64)}`,
  },
  {
    family: "databricks",
    kind: "token",
    env: ["DATABRICKS_TOKEN"],
    cli: ["databricks configure --token # Token: {T}"],
    make: (r) => `dapi${r.hex(32)}${r.next() < 0.5 ? `-${r.int(2, 3)}` : ""}`,
  },
  {
    family: "atlassian",
    kind: "api-token",
    env: ["JIRA_API_TOKEN", "CONFLUENCE_TOKEN", "ATLASSIAN_API_TOKEN"],
    cli: ["jira init --token {T}", "acli jira auth login --token {T}"],
    make: (r) => `ATATT3xFfGF0${r.str(`${B62}-_`, 171)}=${r.str(HEX.toUpperCase().slice(0, 16), 8)}`,
  },
  {
    family: "linear",
    kind: "api-key",
    env: ["LINEAR_API_KEY"],
    cli: ["linear-cli auth {T}"],
    make: (r) => `lin_api_${r.b62(40)}`,
  },
  {
    family: "notion",
    kind: "integration-token",
    env: ["NOTION_TOKEN", "NOTION_API_KEY"],
    cli: ["notion-sync --token {T}"],
    make: (r) => (r.next() < 0.5 ? `secret_${r.b62(43)}` : `ntn_${r.digits(11)}${r.b62(35)}`),
  },
  {
    family: "pypi",
    kind: "upload-token",
    env: ["TWINE_PASSWORD", "PYPI_API_TOKEN", "UV_PUBLISH_TOKEN"],
    cli: [
      "twine upload -u __token__ -p {T} dist/*",
      "uv publish --token {T}",
      "poetry config pypi-token.pypi {T}",
    ],
    make: (r) => `pypi-AgEIcHlwaS5vcmc${r.b64url(r.int(150, 190))}`,
  },
  {
    family: "docker",
    kind: "personal-access-token",
    env: ["DOCKERHUB_TOKEN", "DOCKER_PASSWORD"],
    cli: ["docker login -u acmebot -p {T}", "echo {T} | docker login -u acmebot --password-stdin"],
    make: (r) => `dckr_pat_${r.b64url(27)}`,
  },
  {
    family: "vault",
    kind: "token",
    env: ["VAULT_TOKEN"],
    cli: ["vault login {T}", "vault login -method=token token={T}"],
    make: (r) => `${r.pick(["hvs.", "hvs.", "hvb.", "hvr."])}${r.b64url(r.pick([24, 90]))}`,
  },
  {
    family: "terraform-cloud",
    kind: "api-token",
    env: ["TFE_TOKEN", "TF_TOKEN_app_terraform_io"],
    cli: ["terraform login # token: {T}"],
    make: (r) => `${r.b62(14)}.atlasv1.${r.str(`${B62}-_`, 67)}`,
  },
  {
    family: "grafana",
    kind: "token",
    env: ["GRAFANA_TOKEN", "GRAFANA_SERVICE_ACCOUNT_TOKEN"],
    cli: ["grafanactl config set contexts.default.grafana.token {T}"],
    make: (r) => (r.next() < 0.6 ? `glsa_${r.b62(32)}_${r.hex(8)}` : `glc_${r.b64url(80)}`),
  },
  {
    family: "sentry",
    kind: "auth-token",
    env: ["SENTRY_AUTH_TOKEN"],
    cli: ["sentry-cli login --auth-token {T}", "sentry-cli --auth-token {T} releases new 1.4.2"],
    make: (r) => (r.next() < 0.5 ? `sntryu_${r.hex(64)}` : `sntrys_${r.b64url(110)}`),
  },
  {
    family: "postman",
    kind: "api-key",
    env: ["POSTMAN_API_KEY"],
    cli: ["postman login --with-api-key {T}"],
    make: (r) => `PMAK-${r.hex(24)}-${r.hex(34)}`,
  },
  {
    family: "pulumi",
    kind: "access-token",
    env: ["PULUMI_ACCESS_TOKEN"],
    cli: ["pulumi login --access-token {T}"],
    make: (r) => `pul-${r.hex(40)}`,
  },
  {
    family: "doppler",
    kind: "token",
    env: ["DOPPLER_TOKEN"],
    cli: ["doppler configure set token {T}", "doppler run --token {T} -- npm start"],
    make: (r) => `dp.${r.pick(["pt", "st", "sa", "ct"])}.${r.b62(43)}`,
  },
  {
    family: "telegram",
    kind: "bot-token",
    env: ["TELEGRAM_BOT_TOKEN", "TG_TOKEN"],
    cli: ["curl https://api.telegram.org/bot{T}/getMe"],
    make: (r) => `${r.digits(r.int(9, 10))}:AA${r.str(`${B62}-_`, 33)}`,
  },
  {
    family: "discord",
    kind: "bot-token",
    env: ["DISCORD_TOKEN", "DISCORD_BOT_TOKEN"],
    cli: ["node bot.js --token {T}"],
    make: (r) => `${r.pick(["MT", "OD", "OT"])}${r.b62(24)}.${r.b64url(6)}.${r.b64url(38)}`,
  },
  {
    family: "supabase",
    kind: "access-token",
    env: ["SUPABASE_ACCESS_TOKEN"],
    cli: ["supabase login --token {T}"],
    make: (r) => `sbp_${r.hex(40)}`,
  },
  {
    family: "planetscale",
    kind: "password",
    env: ["PLANETSCALE_PASSWORD", "DATABASE_PASSWORD"],
    cli: ["pscale auth login --service-token {T}"],
    make: (r) => `${r.pick(["pscale_pw_", "pscale_tkn_", "pscale_oauth_"])}${r.b64url(43)}`,
  },
  {
    family: "newrelic",
    kind: "key",
    env: ["NEW_RELIC_API_KEY", "NEW_RELIC_LICENSE_KEY"],
    cli: ["newrelic profile add --apiKey {T} --region us"],
    make: (r) => (r.next() < 0.5 ? `NRAK-${r.str(UPPER + DIGITS, 27)}` : `${r.hex(36)}NRAL`),
  },
  {
    family: "flyio",
    kind: "token",
    env: ["FLY_API_TOKEN", "FLY_ACCESS_TOKEN"],
    cli: ["fly deploy --access-token {T}", "flyctl auth token # {T}"],
    make: (r) => `fo1_${r.b64url(43)}`,
  },
  {
    family: "netlify",
    kind: "token",
    env: ["NETLIFY_AUTH_TOKEN"],
    cli: ["netlify deploy --auth {T} --prod"],
    make: (r) => `nfp_${r.b62(36)}${r.hex(4)}`,
  },
  {
    family: "mapbox",
    kind: "secret-token",
    env: ["MAPBOX_SECRET_TOKEN", "MAPBOX_DOWNLOADS_TOKEN"],
    cli: ["mapbox --access-token {T} upload acme.tiles data.mbtiles"],
    make: (r) => `sk.eyJ1IjoiYWNtZS${r.b64url(40)}.${r.b64url(22)}`,
  },
  {
    family: "square",
    kind: "access-token",
    env: ["SQUARE_ACCESS_TOKEN"],
    cli: ["square-cli --token {T} payments list"],
    make: (r) => (r.next() < 0.5 ? `EAAA${r.b64url(60)}` : `sq0atp-${r.b64url(22)}`),
  },
  {
    family: "braintree",
    kind: "access-token",
    env: ["BRAINTREE_ACCESS_TOKEN", "PAYPAL_ACCESS_TOKEN"],
    cli: ["bt-sync --token {T}"],
    make: (r) => `access_token$production$${r.str(LOWER + DIGITS, 16)}$${r.hex(32)}`,
  },
  {
    family: "airtable",
    kind: "personal-access-token",
    env: ["AIRTABLE_API_KEY", "AIRTABLE_PAT"],
    cli: ["airtable-export --key {T} app1234 out/"],
    make: (r) => `pat${r.b62(14)}.${r.hex(64)}`,
  },
  {
    family: "onepassword",
    kind: "service-account-token",
    env: ["OP_SERVICE_ACCOUNT_TOKEN"],
    cli: ["OP_SERVICE_ACCOUNT_TOKEN={T} op vault list"],
    make: (r) => `ops_eyJzaWduSW5BZGRyZXNzIjoi${r.b64url(200)}`,
  },
  {
    family: "replicate",
    kind: "api-token",
    env: ["REPLICATE_API_TOKEN"],
    cli: ["cog login --token {T}"],
    make: (r) => `r8_${r.b62(37)}`,
  },
  {
    family: "groq",
    kind: "api-key",
    env: ["GROQ_API_KEY"],
    cli: ["llm keys set groq --value {T}"],
    make: (r) => `gsk_${r.b62(52)}`,
  },
  {
    family: "figma",
    kind: "personal-access-token",
    env: ["FIGMA_TOKEN", "FIGMA_ACCESS_TOKEN"],
    cli: ["figma-export --token {T} components"],
    make: (r) => `figd_${r.str(`${B62}-_`, 40)}`,
  },
  {
    family: "age",
    kind: "secret-key",
    env: ["SOPS_AGE_KEY"],
    cli: ["age -d -i <(echo {T}) secrets.age"],
    make: (r) => `AGE-SECRET-KEY-1${r.str("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)}`,
  },
  {
    family: "azure",
    weak: true,
    kind: "devops-pat",
    env: ["AZURE_DEVOPS_EXT_PAT", "AZDO_PAT"],
    cli: ["az devops login --organization https://dev.azure.com/acme # PAT {T}"],
    make: (r) => r.str("abcdefghijklmnopqrstuvwxyz234567", 52),
  },
  {
    family: "datadog",
    weak: true,
    kind: "api-key",
    env: ["DD_API_KEY", "DATADOG_API_KEY", "DD_APP_KEY"],
    cli: ["datadog-ci sourcemaps upload ./dist --api-key {T}"],
    make: (r) => r.hex(r.pick([32, 40])),
  },
  {
    family: "cloudflare",
    weak: true,
    kind: "api-token",
    env: ["CLOUDFLARE_API_TOKEN", "CF_API_TOKEN"],
    cli: ["wrangler secret put --token {T}", "flarectl --api-token {T} zone list"],
    make: (r) => r.str(`${B62}-_`, 40),
  },
  {
    family: "heroku",
    weak: true,
    kind: "api-key",
    env: ["HEROKU_API_KEY"],
    cli: ["heroku authorizations:create # Token: {T}"],
    make: (r) => (r.next() < 0.5 ? `HRKU-AA${r.b64url(58)}` : r.uuid()),
  },
  {
    family: "okta",
    weak: true,
    kind: "api-token",
    env: ["OKTA_API_TOKEN", "OKTA_CLIENT_TOKEN"],
    cli: ["okta-admin --token {T} users list"],
    make: (r) => `00${r.str(`${B62}-_`, 40)}`,
  },
  {
    family: "jwt",
    kind: "bearer",
    env: ["ACCESS_TOKEN", "AUTH_TOKEN", "SERVICE_ROLE_KEY"],
    cli: ["http GET :8080/api/me 'Authorization:Bearer {T}'"],
    make: (r) => jwt(r),
  },
  {
    family: "aws",
    weak: true,
    kind: "secret-access-key",
    env: ["AWS_SECRET_ACCESS_KEY"],
    cli: ["aws configure set aws_secret_access_key {T}"],
    make: (r) => r.str(`${UPPER}${LOWER}${DIGITS}+/`, 40),
  },
];

/** A signed JWT: base64url header and claims of a plausible session, random signature. */
export function jwt(r) {
  const header = Buffer.from(
    JSON.stringify({ alg: r.pick(["HS256", "RS256", "ES256"]), typ: "JWT" }),
  ).toString("base64url");
  const claims = {
    sub: r.uuid(),
    iss: r.pick(["https://auth.acme.dev/", "supabase", "https://login.example.org"]),
    role: r.pick(["authenticated", "service_role", "admin"]),
    iat: 1764000000 + r.int(0, 900000),
    exp: 1765000000 + r.int(0, 900000),
  };
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${header}.${body}.${r.str(B64URL, r.pick([43, 86]))}`;
}

export { AWS_ID, B32 };
