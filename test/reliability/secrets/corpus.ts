/**
 * Synthetic secret corpus for the redaction tests and bench/secrets.mjs: realistic lines (shell
 * commands, env assignments, config snippets, URLs, key files) each carrying one synthetic secret of
 * the right shape, grouped by category. Category ids follow gitleaks' default rules
 * (https://github.com/gitleaks/gitleaks/blob/master/config/gitleaks.toml) plus command-line and
 * file-format categories (`cmd-*`, `file-*`, `generic-*`). Values are drawn from a seeded PRNG
 * (mulberry32) with each format's alphabet and length, so the corpus is deterministic and holds no
 * real credential. gitleaks' client-id rules (adobe/asana/bitbucket client ids) are left out: those
 * are public identifiers, not credentials.
 */

export interface SecretCase {
  /** gitleaks rule id, or `cmd-*` / `file-*` / `generic-*` for formats gitleaks covers with generic rules. */
  category: string;
  /** The line (or short multi-line snippet) as it would reach Cairn. */
  line: string;
  /** The secret value that must not survive redaction. */
  secret: string;
}

import {
  AD,
  type Add,
  B62,
  B64,
  DI,
  HEX,
  LO,
  mulberry32,
  type Rand,
  UD,
  UP,
  URL,
} from "./corpus-alphabets.js";
import { addAssembledCases } from "./corpus-assembled.js";
import { addClassCases } from "./corpus-classes.js";
import { addContextCases } from "./corpus-contexts.js";
import { addCredentialPositionCases } from "./corpus-credential-position.js";
import { addEncodedUrlCases } from "./corpus-encoded-urls.js";
import { addFamilyCases } from "./corpus-families.js";
import { addKeyShapeCases } from "./corpus-key-shapes.js";
import { addKeywordVendorCases } from "./corpus-keyword-vendors.js";
import { addLastFamilyCases } from "./corpus-last-families.js";
import { addLeftFamilyCases } from "./corpus-left-families.js";
import { addPlacementCases } from "./corpus-placements.js";
import { addMorePlacementCases } from "./corpus-placements-more.js";
import { addPlatformCases } from "./corpus-platforms.js";
import { addPositionalFamilyCases } from "./corpus-positional-families.js";
import { addPrintedFamilyCases } from "./corpus-printed-families.js";
import { addServiceCases } from "./corpus-services.js";
import { addStatementCases } from "./corpus-statements.js";
import { addStructureFamilyCases } from "./corpus-structure-families.js";
import { addStructureTailCases } from "./corpus-structure-tail.js";
import { addStructureCases } from "./corpus-structures.js";
import { addSubcommandTokenCases } from "./corpus-subcommand-tokens.js";
import { addVendorCases } from "./corpus-vendors.js";
import {
  addCliCredentialCases,
  addCookieCases,
  addProseLanguageCases,
  addWebhookCases,
} from "./corpus-weak-families.js";

type Gen = () => string;
interface TokenSpec {
  id: string;
  env: string;
  gen: Gen;
}

/** Builds the corpus; the same seed always gives the same cases. */
export function buildSecretCorpus(seed = 20261123): SecretCase[] {
  const rand = mulberry32(seed);
  const r = (alphabet: string, n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const mixed = (n: number): string => `${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, n - 3)}`;
  const cases: SecretCase[] = [];
  const add = (category: string, line: string, secret: string) => cases.push({ category, line, secret });

  // Self-identifying tokens: the value's prefix names the vendor.
  const tokens: TokenSpec[] = [
    {
      id: "1password-secret-key",
      env: "OP_SECRET_KEY",
      gen: () => `A3-${r(UD, 6)}-${r(UD, 11)}-${r(UD, 5)}-${r(UD, 5)}-${r(UD, 5)}`,
    },
    {
      id: "1password-service-account-token",
      env: "OP_SERVICE_ACCOUNT_TOKEN",
      gen: () => `ops_eyJ${r(B64, 260)}`,
    },
    { id: "adobe-client-secret", env: "ADOBE_CLIENT_SECRET", gen: () => `p8e-${r(AD, 32)}` },
    {
      id: "age-secret-key",
      env: "SOPS_AGE_KEY",
      gen: () => `AGE-SECRET-KEY-1${r("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)}`,
    },
    { id: "alibaba-access-key-id", env: "ALIBABA_CLOUD_ACCESS_KEY_ID", gen: () => `LTAI${mixed(20)}` },
    { id: "anthropic-api-key", env: "ANTHROPIC_API_KEY", gen: () => `sk-ant-api03-${r(URL, 93)}AA` },
    {
      id: "anthropic-admin-api-key",
      env: "ANTHROPIC_ADMIN_KEY",
      gen: () => `sk-ant-admin01-${r(URL, 93)}AA`,
    },
    { id: "artifactory-api-key", env: "ARTIFACTORY_API_KEY", gen: () => `AKCp${mixed(69)}` },
    { id: "artifactory-reference-token", env: "JFROG_ACCESS_TOKEN", gen: () => `cmVmd${mixed(59)}` },
    { id: "atlassian-api-token", env: "JIRA_API_TOKEN", gen: () => `ATATT3${r(URL, 186)}` },
    {
      id: "aws-access-token",
      env: "AWS_ACCESS_KEY_ID",
      gen: () => `AKIA${r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}`,
    },
    {
      id: "azure-ad-client-secret",
      env: "AZURE_CLIENT_SECRET",
      gen: () => `${r(B62, 3)}${r(DI, 1)}Q~${r(`${B62}_~.`, 34)}`,
    },
    { id: "clickhouse-cloud-api-secret-key", env: "CLICKHOUSE_SECRET", gen: () => `4b1d${mixed(38)}` },
    { id: "clojars-api-token", env: "CLOJARS_TOKEN", gen: () => `CLOJARS_${r(AD, 60)}` },
    {
      id: "cloudflare-origin-ca-key",
      env: "CF_ORIGIN_CA_KEY",
      gen: () => `v1.0-${r(HEX, 24)}-${r(HEX, 146)}`,
    },
    { id: "databricks-api-token", env: "DATABRICKS_TOKEN", gen: () => `dapi${r(HEX, 32)}` },
    { id: "digitalocean-pat", env: "DIGITALOCEAN_TOKEN", gen: () => `dop_v1_${r(HEX, 64)}` },
    { id: "digitalocean-access-token", env: "DO_OAUTH_TOKEN", gen: () => `doo_v1_${r(HEX, 64)}` },
    { id: "digitalocean-refresh-token", env: "DO_REFRESH_TOKEN", gen: () => `dor_v1_${r(HEX, 64)}` },
    { id: "doppler-api-token", env: "DOPPLER_TOKEN", gen: () => `dp.pt.${r(AD, 43)}` },
    { id: "duffel-api-token", env: "DUFFEL_TOKEN", gen: () => `duffel_test_${r(URL, 43)}` },
    { id: "dynatrace-api-token", env: "DT_API_TOKEN", gen: () => `dt0c01.${r(UD, 24)}.${r(UD, 64)}` },
    { id: "easypost-api-token", env: "EASYPOST_API_KEY", gen: () => `EZAK${r(AD, 54)}` },
    { id: "easypost-test-api-token", env: "EASYPOST_TEST_KEY", gen: () => `EZTK${r(AD, 54)}` },
    { id: "flutterwave-secret-key", env: "FLW_SECRET_KEY", gen: () => `FLWSECK_TEST-${r(HEX, 32)}-X` },
    { id: "frameio-api-token", env: "FRAMEIO_TOKEN", gen: () => `fio-u-${r(URL, 64)}` },
    { id: "gcp-api-key", env: "GOOGLE_API_KEY", gen: () => `AIza${r(URL, 35)}` },
    { id: "github-pat", env: "GITHUB_TOKEN", gen: () => `ghp_${r(B62, 36)}` },
    { id: "github-oauth", env: "GH_OAUTH", gen: () => `gho_${r(B62, 36)}` },
    { id: "github-app-token", env: "GH_APP_TOKEN", gen: () => `ghs_${r(B62, 36)}` },
    { id: "github-refresh-token", env: "GH_REFRESH", gen: () => `ghr_${r(B62, 36)}` },
    { id: "github-fine-grained-pat", env: "GH_PAT", gen: () => `github_pat_${r(B62, 22)}_${r(B62, 59)}` },
    { id: "gitlab-pat", env: "GITLAB_TOKEN", gen: () => `glpat-${r(URL, 20)}` },
    { id: "gitlab-ptt", env: "CI_TRIGGER", gen: () => `glptt-${r(HEX, 40)}` },
    { id: "gitlab-rrt", env: "RUNNER_REG", gen: () => `GR1348941${r(URL, 20)}` },
    { id: "gitlab-runner-authentication-token", env: "RUNNER_AUTH", gen: () => `glrt-${r(URL, 20)}` },
    { id: "gitlab-deploy-token", env: "DEPLOY_TOKEN", gen: () => `gldt-${r(URL, 20)}` },
    { id: "gitlab-feed-token", env: "GL_FEED", gen: () => `glft-${r(URL, 20)}` },
    { id: "gitlab-incoming-mail-token", env: "GL_MAIL", gen: () => `glimt-${r(AD, 25)}` },
    { id: "gitlab-cicd-job-token", env: "CI_JOB", gen: () => `glcbt-${r(HEX, 2)}_${r(URL, 20)}` },
    { id: "gitlab-feature-flag-client-token", env: "GL_FF", gen: () => `glffct-${r(URL, 20)}` },
    { id: "gitlab-kubernetes-agent-token", env: "GL_AGENT", gen: () => `glagent-${r(URL, 50)}` },
    { id: "gitlab-oauth-app-secret", env: "GL_OAUTH_SECRET", gen: () => `gloas-${r(URL, 64)}` },
    { id: "gitlab-scim-token", env: "GL_SCIM", gen: () => `glsoat-${r(URL, 20)}` },
    { id: "gcp-oauth-client-secret", env: "GOOGLE_CLIENT_SECRET", gen: () => `GOCSPX-${r(URL, 28)}` },
    { id: "gcp-oauth-access-token", env: "GOOGLE_ACCESS_TOKEN", gen: () => `ya29.${r(URL, 150)}` },
    { id: "grafana-api-key", env: "GRAFANA_API_KEY", gen: () => `eyJrIjoi${r(B62, 70)}` },
    { id: "grafana-cloud-api-token", env: "GRAFANA_CLOUD_TOKEN", gen: () => `glc_${r(B62, 40)}` },
    { id: "grafana-service-account-token", env: "GRAFANA_SA", gen: () => `glsa_${r(B62, 32)}_${r(HEX, 8)}` },
    { id: "harness-api-key", env: "HARNESS_KEY", gen: () => `pat.${r(URL, 22)}.${r(B62, 24)}.${r(B62, 20)}` },
    { id: "hashicorp-tf-api-token", env: "TFE_TOKEN", gen: () => `${r(AD, 14)}.atlasv1.${r(URL, 67)}` },
    { id: "heroku-api-key-v2", env: "HEROKU_API_KEY", gen: () => `HRKU-AA${r(URL, 58)}` },
    { id: "huggingface-access-token", env: "HF_TOKEN", gen: () => `hf_${r(UP + LO, 34)}` },
    { id: "huggingface-organization-api-token", env: "HF_ORG", gen: () => `api_org_${r(UP + LO, 34)}` },
    { id: "infracost-api-token", env: "INFRACOST_API_KEY", gen: () => `ico-${mixed(32)}` },
    {
      id: "jwt",
      env: "ID_TOKEN",
      gen: () => `eyJhbGciOiJSUzI1NiJ9.eyJ${r(URL, 60)}.${r(URL, 86)}`,
    },
    { id: "linear-api-key", env: "LINEAR_API_KEY", gen: () => `lin_api_${r(AD, 40)}` },
    { id: "mailgun-private-api-token", env: "MAILGUN_KEY", gen: () => `key-${r(HEX, 32)}` },
    { id: "mapbox-api-token", env: "MAPBOX_SECRET", gen: () => `sk.eyJ1${r(B62, 56)}.${r(URL, 22)}` },
    { id: "new-relic-user-api-key", env: "NEW_RELIC_API_KEY", gen: () => `NRAK-${r(UD, 27)}` },
    { id: "new-relic-browser-api-token", env: "NR_BROWSER", gen: () => `NRJS-${r(HEX, 19)}` },
    { id: "new-relic-insert-key", env: "NR_INSERT", gen: () => `NRII-${r(URL, 32)}` },
    { id: "npm-access-token", env: "NPM_TOKEN", gen: () => `npm_${r(B62, 36)}` },
    {
      id: "openai-api-key",
      env: "OPENAI_API_KEY",
      gen: () => `sk-proj-${r(URL, 74)}T3BlbkFJ${r(URL, 74)}`,
    },
    { id: "openshift-user-token", env: "OC_TOKEN", gen: () => `sha256~${r(URL, 43)}` },
    { id: "perplexity-api-key", env: "PPLX_API_KEY", gen: () => `pplx-${r(B62, 48)}` },
    { id: "planetscale-password", env: "PS_PASS", gen: () => `pscale_pw_${r(URL, 43)}` },
    { id: "planetscale-api-token", env: "PS_TOKEN", gen: () => `pscale_tkn_${r(URL, 43)}` },
    { id: "planetscale-oauth-token", env: "PS_OAUTH", gen: () => `pscale_oauth_${r(URL, 43)}` },
    { id: "postman-api-token", env: "POSTMAN_API_KEY", gen: () => `PMAK-${r(HEX, 24)}-${r(HEX, 34)}` },
    { id: "prefect-api-token", env: "PREFECT_API_KEY", gen: () => `pnu_${r(B62, 36)}` },
    { id: "pulumi-api-token", env: "PULUMI_ACCESS_TOKEN", gen: () => `pul-${r(HEX, 40)}` },
    { id: "pypi-upload-token", env: "TWINE_PASSWORD", gen: () => `pypi-AgEIcHlwaS5vcmc${r(URL, 70)}` },
    { id: "readme-api-token", env: "README_API_KEY", gen: () => `rdme_${r(AD, 70)}` },
    { id: "rubygems-api-token", env: "GEM_HOST_API_KEY", gen: () => `rubygems_${r(HEX, 48)}` },
    { id: "scalingo-api-token", env: "SCALINGO_API_TOKEN", gen: () => `tk-us-${r(URL, 48)}` },
    { id: "sendgrid-api-token", env: "SENDGRID_API_KEY", gen: () => `SG.${r(URL, 22)}.${r(URL, 43)}` },
    { id: "sendinblue-api-token", env: "BREVO_KEY", gen: () => `xkeysib-${r(HEX, 64)}-${r(B62, 16)}` },
    { id: "sentry-user-token", env: "SENTRY_AUTH_TOKEN", gen: () => `sntryu_${r(HEX, 64)}` },
    { id: "sentry-org-token", env: "SENTRY_ORG_TOKEN", gen: () => `sntrys_eyJpYXQiO${r(B64, 100)}` },
    { id: "settlemint-personal-access-token", env: "SETTLEMINT_PAT", gen: () => `sm_pat_${r(B62, 16)}` },
    { id: "shippo-api-token", env: "SHIPPO_KEY", gen: () => `shippo_live_${r(HEX, 40)}` },
    { id: "shopify-access-token", env: "SHOPIFY_TOKEN", gen: () => `shpat_${r(HEX, 32)}` },
    { id: "shopify-custom-access-token", env: "SHOPIFY_CUSTOM", gen: () => `shpca_${r(HEX, 32)}` },
    { id: "shopify-private-app-access-token", env: "SHOPIFY_PRIVATE", gen: () => `shppa_${r(HEX, 32)}` },
    { id: "shopify-shared-secret", env: "SHOPIFY_SHARED", gen: () => `shpss_${r(HEX, 32)}` },
    { id: "slack-bot-token", env: "SLACK_BOT", gen: () => `xoxb-${r(DI, 12)}-${r(DI, 13)}-${r(B62, 24)}` },
    {
      id: "slack-user-token",
      env: "SLACK_USER",
      gen: () => `xoxp-${r(DI, 12)}-${r(DI, 12)}-${r(DI, 13)}-${r(HEX, 32)}`,
    },
    { id: "slack-app-token", env: "SLACK_APP", gen: () => `xapp-1-A${r(UD, 10)}-${r(DI, 13)}-${r(HEX, 64)}` },
    { id: "slack-config-access-token", env: "SLACK_CONFIG", gen: () => `xoxe.xoxp-1-${r(UD, 163)}` },
    { id: "slack-config-refresh-token", env: "SLACK_REFRESH", gen: () => `xoxe-1-${r(UD, 146)}` },
    { id: "slack-legacy-workspace-token", env: "SLACK_LEGACY", gen: () => `xoxa-2-${r(AD, 40)}` },
    {
      id: "slack-webhook-url",
      env: "SLACK_HOOK",
      gen: () => `https://hooks.slack.com/services/T${r(UD, 10)}/B${r(UD, 10)}/${r(B62, 24)}`,
    },
    {
      id: "discord-webhook-url",
      env: "DISCORD_HOOK",
      gen: () => `https://discord.com/api/webhooks/${r(DI, 18)}/${r(URL, 68)}`,
    },
    {
      id: "microsoft-teams-webhook",
      env: "TEAMS_HOOK",
      gen: () =>
        `https://acme.webhook.office.com/webhookb2/${r(HEX, 8)}-${r(HEX, 4)}-${r(HEX, 4)}-${r(HEX, 4)}-${r(HEX, 12)}@${r(HEX, 8)}/IncomingWebhook/${r(HEX, 32)}/${r(HEX, 8)}`,
    },
    { id: "sourcegraph-access-token", env: "SRC_ACCESS_TOKEN", gen: () => `sgp_${r(HEX, 16)}_${r(HEX, 40)}` },
    { id: "square-access-token", env: "SQUARE_TOKEN", gen: () => `EAAA${r(URL, 60)}` },
    { id: "square-secret", env: "SQUARE_APP", gen: () => `sq0csp-${r(URL, 43)}` },
    { id: "stripe-access-token", env: "STRIPE_KEY", gen: () => `sk_live_${r(B62, 99)}` },
    { id: "stripe-restricted-key", env: "STRIPE_RK", gen: () => `rk_live_${r(B62, 99)}` },
    { id: "stripe-test-key", env: "STRIPE_TEST", gen: () => `sk_test_${r(B62, 99)}` },
    { id: "stripe-webhook-secret", env: "STRIPE_WEBHOOK", gen: () => `whsec_${r(B62, 32)}` },
    { id: "telegram-bot-api-token", env: "TELEGRAM_BOT", gen: () => `${r(DI, 10)}:AA${r(URL, 33)}` },
    { id: "twilio-api-key", env: "TWILIO_KEY", gen: () => `SK${r(HEX, 32)}` },
    { id: "typeform-api-token", env: "TYPEFORM", gen: () => `tfp_${r(URL, 59)}` },
    { id: "vault-service-token", env: "VAULT_TOKEN", gen: () => `hvs.${r(URL, 90)}` },
    { id: "vault-batch-token", env: "VAULT_BATCH", gen: () => `hvb.${r(URL, 138)}` },
    { id: "facebook-access-token", env: "FB_TOKEN", gen: () => `EAAB${r(B62, 120)}` },
    { id: "octopus-deploy-api-key", env: "OCTOPUS", gen: () => `API-${r(UD, 26)}` },
  ];
  // Contexts: env export, HTTP header, bare argument, unnamed literal in code, YAML under a plain name.
  const tokenContexts: ((env: string, v: string) => string)[] = [
    (env, v) => `export ${env}=${v}`,
    (_e, v) => `curl -sS -H "Authorization: Bearer ${v}" https://api.example.com/v1/me`,
    (_e, v) => `const client = createClient("${v}", { retries: 3 });`,
    (_e, v) => `tool login --server https://ci.example.com ${v}`,
    (_e, v) => `  value: ${v}`,
  ];
  let i = 0;
  for (const t of tokens) {
    // Four contexts per token kind, rotating so every context meets every kind family.
    for (let k = 0; k < 4; k++) {
      const ctx = tokenContexts[(i + k) % tokenContexts.length]!;
      const v = t.gen();
      add(t.id, ctx(t.env, v), v);
    }
    i++;
  }
  addNamed(r, add);
  addCommands(r, mixed, add);
  addFiles(r, mixed, add);
  addVendorCases(r, add);
  addContextCases(r, mixed, add);
  addStatementCases(r, mixed, add);
  addFamilyCases(r, mixed, add);
  addServiceCases(r, mixed, add);
  addPlatformCases(r, mixed, add);
  addStructureCases(r, mixed, add);
  addWebhookCases(r, mixed, add);
  addCookieCases(r, mixed, add);
  addStructureFamilyCases(add);
  addCliCredentialCases(r, mixed, add);
  addProseLanguageCases(r, mixed, add);
  addClassCases(r, mixed, add);
  addCredentialPositionCases(r, mixed, add);
  addKeywordVendorCases(r, add);
  addPositionalFamilyCases(r, add);
  addSubcommandTokenCases(add);
  addLastFamilyCases(add);
  addLeftFamilyCases(add);
  addPrintedFamilyCases(add);
  addKeyShapeCases(add);
  addPlacementCases(add);
  addMorePlacementCases(add);
  addAssembledCases(add);
  addEncodedUrlCases(add);
  addStructureTailCases(add);
  return cases;
}

/** Keyword rules: a generic value under a name that says which service it unlocks. */
function addNamed(r: Rand, add: Add): void {
  const vendors: [string, string, number][] = [
    ["adafruit", URL, 32],
    ["airtable", AD, 17],
    ["algolia", AD, 32],
    ["alibaba", AD, 30],
    ["asana", AD, 32],
    ["bitbucket", URL, 64],
    ["bittrex", AD, 32],
    ["cloudflare", URL, 40],
    ["codecov", AD, 32],
    ["cohere", B62, 40],
    ["coinbase", URL, 64],
    ["confluent", AD, 64],
    ["contentful", URL, 43],
    ["datadog", HEX, 40],
    ["droneci", AD, 32],
    ["etsy", AD, 24],
    ["fastly", URL, 32],
    ["finnhub", AD, 20],
    ["flickr", AD, 32],
    ["gitter", URL, 40],
    ["intercom", URL, 60],
    ["kraken", `${B64}=`, 88],
    ["launchdarkly", URL, 40],
    ["mattermost", AD, 26],
    ["netlify", URL, 40],
    ["okta", URL, 42],
    ["plaid", AD, 30],
    ["snyk", HEX, 32],
    ["sumologic", B62, 64],
    ["twitch", AD, 30],
    ["zendesk", AD, 40],
  ];
  const contexts: ((v: string, s: string) => string)[] = [
    (v, s) => `export ${v.toUpperCase()}_API_KEY=${s}`,
    (v, s) => `${v}_secret: "${s}"`,
    (v, s) => `const ${v}Key = '${s}';`,
  ];
  vendors.forEach(([vendor, alphabet, n], j) => {
    for (let k = 0; k < 2; k++) {
      const s = `${r(DI, 2)}${r(alphabet, n - 4)}${r(LO, 1)}${r(DI, 1)}`;
      add(vendor, contexts[(j + k) % contexts.length]!(vendor, s), s);
    }
  });
  // Secret-named variables whose last word is KEY / PASS / SECRET (generic-api-key family).
  const names = [
    "ENCRYPTION_KEY",
    "SIGNING_KEY",
    "SMTP_PASS",
    "DB_PASS",
    "MASTER_KEY",
    "JWT_SECRET",
    "SESSION_SECRET",
    "APP_KEY",
    "LICENSE_KEY",
    "MAIL_PASSWORD",
    "REDIS_PASS",
    "WEBHOOK_SECRET",
    "HMAC_KEY",
    "COOKIE_SECRET",
    "ADMIN_PW",
    "DJANGO_SECRET_KEY",
  ];
  const named: ((n: string, s: string) => string)[] = [
    (n, s) => `${n}=${s}`,
    (n, s) => `export ${n}="${s}"`,
    (n, s) => `${n.toLowerCase()}: ${s}`,
    (n, s) => `docker run -e ${n}=${s} app:latest`,
  ];
  names.forEach((name, j) => {
    for (let k = 0; k < 2; k++) {
      const s = `${r(B62, 10)}${r(DI, 2)}${r(`${B62}+/`, 20)}`;
      add("generic-api-key", named[(j + k) % named.length]!(name, s), s);
    }
  });
}

/** Secrets passed on command lines (gitleaks' curl rules and generic-api-key, per tool). */
function addCommands(r: Rand, mixed: (n: number) => string, add: Add): void {
  const pw = () => `${mixed(10)}${r("!#%^*", 1)}${r(B62, 3)}`;
  const cmds: [string, (s: string) => string][] = [
    ["cmd-mysql", (s) => `mysql -h db.internal -u root -p${s} app_production`],
    ["cmd-mysql", (s) => `mysqldump -uadmin -p${s} --single-transaction shop > dump.sql`],
    ["cmd-mysql", (s) => `mysql --user=app --password=${s} -e 'select 1'`],
    ["curl-auth-user", (s) => `curl -u deploy:${s} https://nexus.example.com/repository/`],
    ["curl-auth-user", (s) => `curl --user "admin:${s}" -X POST https://jenkins.example.com/job/build`],
    ["curl-auth-header", (s) => `curl -H "X-Api-Key: ${s}" https://api.example.com/items`],
    ["curl-auth-header", (s) => `curl -H 'Authorization: Basic ${s}' https://registry.example.com/v2/`],
    ["cmd-sshpass", (s) => `sshpass -p '${s}' ssh deploy@10.0.0.12 uptime`],
    ["cmd-sshpass", (s) => `sshpass -p ${s} scp build.tgz ops@bastion:/tmp`],
    ["cmd-docker-login", (s) => `docker login -u ci -p ${s} registry.example.com`],
    ["cmd-docker-login", (s) => `docker login registry.gitlab.com --username bot --password ${s}`],
    ["cmd-redis-cli", (s) => `redis-cli -h cache.internal -a ${s} PING`],
    ["cmd-redis-cli", (s) => `redis-cli -a '${s}' --no-auth-warning info`],
    ["cmd-aws-configure", (s) => `aws configure set aws_secret_access_key ${s}`],
    ["cmd-aws-configure", (s) => `aws configure set aws_session_token ${s} --profile prod`],
    ["cmd-htpasswd", (s) => `htpasswd -b -c /etc/nginx/.htpasswd admin ${s}`],
    ["cmd-openssl", (s) => `openssl pkcs12 -export -in cert.pem -passout pass:${s} -out cert.p12`],
    ["cmd-zip", (s) => `zip -P ${s} -r backup.zip ./data`],
    ["cmd-kubectl", (s) => `kubectl create secret generic db --from-literal=password=${s}`],
    ["cmd-psql", (s) => `psql "postgresql://app:${s}@db.example.com:5432/main" -c '\\dt'`],
    ["cmd-git", (s) => `git clone https://oauth2:${s}@gitlab.example.com/group/repo.git`],
    ["cmd-sqlcmd", (s) => `sqlcmd -S tcp:db,1433 -U sa -P ${s} -Q "SELECT 1"`],
    ["cmd-ldapsearch", (s) => `ldapsearch -x -D cn=admin,dc=example,dc=com -w ${s} -b dc=example,dc=com`],
    ["cmd-mongo", (s) => `mongosh "mongodb+srv://svc:${s}@cluster0.example.mongodb.net/app"`],
    ["cmd-smbclient", (s) => `smbclient //fs/share -U backup%${s}`],
    ["cmd-secret-store", (s) => `gh secret set DEPLOY_KEY --repo acme/web --body ${s}`],
    ["cmd-secret-store", (s) => `flyctl secrets set DATABASE_URL=${s} -a api`],
    ["cmd-secret-store", (s) => `npx wrangler secret put API_TOKEN --text ${s}`],
    ["cmd-password-flag", (s) => `terraform-provider-login --client-secret ${s} --tenant acme`],
    ["cmd-password-flag", (s) => `az storage blob upload --account-name acme --account-key ${s} -f a.txt`],
    ["cmd-password-flag", (s) => `vault login -method=userpass username=ops password=${s}`],
    ["cmd-password-flag", (s) => `npm config set //registry.npmjs.org/:_authToken ${s}`],
    ["cmd-password-flag", (s) => `heroku config:set API_TOKEN=${s} -a my-app`],
  ];
  for (const [category, line] of cmds) {
    for (let k = 0; k < 2; k++) {
      const s = pw();
      add(category, line(s), s);
    }
  }
  // AWS secret access keys: 40 base64 chars, in commands and files.
  const awsCtx: ((s: string) => string)[] = [
    (s) => `aws configure set aws_secret_access_key ${s}`,
    (s) => `aws_secret_access_key = ${s}`,
    (s) => `export AWS_SECRET_ACCESS_KEY=${s}`,
    (s) => `AWS_ACCESS_KEY_ID=AKIA${r(UD, 16)} AWS_SECRET_ACCESS_KEY=${s} aws s3 ls`,
    (s) => `"SecretAccessKey": "${s}",`,
  ];
  for (const ctx of awsCtx) {
    const s = `${r(B62, 10)}/${r(B62, 15)}+${r(B62, 13)}`;
    add("aws-secret-access-key", ctx(s), s);
  }
}

/** Key and config files: PEM and PuTTY keys, Azure connection strings and SAS, credential files. */
function addFiles(r: Rand, mixed: (n: number) => string, add: Add): void {
  for (const label of [
    "RSA PRIVATE KEY",
    "EC PRIVATE KEY",
    "OPENSSH PRIVATE KEY",
    "PRIVATE KEY",
    "ENCRYPTED PRIVATE KEY",
    "DSA PRIVATE KEY",
  ]) {
    const body = `MII${r(B64, 61)}\n${r(B64, 64)}\n${r(B64, 40)}=`;
    add("private-key", `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`, body.slice(0, 64));
  }
  const pgp = `lQOYBF${r(B64, 58)}\n${r(B64, 64)}`;
  add(
    "private-key",
    `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${pgp}\n-----END PGP PRIVATE KEY BLOCK-----`,
    pgp.slice(0, 64),
  );
  const gsa = `MIIEv${r(B64, 59)}`;
  add(
    "private-key",
    `  "private_key": "-----BEGIN PRIVATE KEY-----\\n${gsa}\\n${r(B64, 64)}\\n-----END PRIVATE KEY-----\\n",`,
    gsa,
  );
  for (let k = 0; k < 4; k++) {
    const priv = `AAABAQ${r(B64, 58)}`;
    const mac = r(HEX, 64);
    add(
      "putty-private-key",
      [
        `PuTTY-User-Key-File-${k % 2 === 0 ? 2 : 3}: ssh-rsa`,
        "Encryption: none",
        "Comment: rsa-key-20260101",
        "Public-Lines: 2",
        `AAAAB3NzaC1yc2EAAAADAQABAAABAQ${r(B64, 34)}`,
        `${r(B64, 64)}`,
        "Private-Lines: 2",
        priv,
        `${r(B64, 40)}`,
        `Private-MAC: ${mac}`,
      ].join("\n"),
      priv,
    );
  }
  for (let k = 0; k < 6; k++) {
    const key = `${r(B64, 86)}==`;
    const lines = [
      `DefaultEndpointsProtocol=https;AccountName=acmestore;AccountKey=${key};EndpointSuffix=core.windows.net`,
      `"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=fn${k};AccountKey=${key}"`,
      `Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${key}`,
    ];
    add("azure-storage-account-key", lines[k % 3]!, key);
  }
  for (let k = 0; k < 5; k++) {
    const sig = `${r(B62, 20)}%2B${r(B62, 18)}%3D`;
    const sas = `sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2027-01-01T00:00:00Z&st=2026-01-01T00:00:00Z&spr=https&sig=${sig}`;
    const lines = [
      `https://acme.blob.core.windows.net/backups/db.bak?${sas}`,
      `azcopy copy ./dist "https://acme.blob.core.windows.net/web?${sas}" --recursive`,
      `AZURE_STORAGE_SAS_TOKEN="?${sas}"`,
    ];
    add("azure-sas-token", lines[k % 3]!, sig);
  }
  const files: [string, (s: string) => string][] = [
    ["file-npmrc", (s) => `//registry.npmjs.org/:_authToken=${s}`],
    ["file-npmrc", (s) => `//npm.pkg.github.com/:_password=${s}`],
    ["file-netrc", (s) => `machine api.heroku.com login ops@example.com password ${s}`],
    ["file-pypirc", (s) => `password = ${s}`],
    ["file-docker-config", (s) => `"auths": { "registry.example.com": { "auth": "${s}" } }`],
    ["file-git-credentials", (s) => `https://bot:${s}@github.com`],
    ["kubernetes-secret-yaml", (s) => `kind: Secret\ndata:\n  password: ${s}`],
    ["file-dotenv", (s) => `DATABASE_URL=postgres://app:${s}@localhost:5432/app`],
    ["file-dotenv", (s) => `REDIS_URL=redis://:${s}@cache:6379/0`],
    ["file-properties", (s) => `spring.datasource.password=${s}`],
    ["file-properties", (s) => `spring.mail.password: ${s}`],
    ["file-xml", (s) => `<add key="ApiKey" value="${s}" />`],
    ["file-xml", (s) => `<password>${s}</password>`],
    ["file-ini", (s) => `secret_key = "${s}"`],
  ];
  for (const [category, line] of files) {
    for (let k = 0; k < 2; k++) {
      const s = `${mixed(18)}${r(B64, 6)}=`;
      add(category, line(s), s);
    }
  }
  for (let k = 0; k < 3; k++) {
    const s = `${r(B62, 12)}${r(DI, 2)}${r(B62, 12)}`;
    add(
      "aws-presigned-url",
      `https://bucket.s3.amazonaws.com/a.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=${s}`,
      s,
    );
  }
}
