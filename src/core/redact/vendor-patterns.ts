/**
 * Self-identifying vendor token formats: the prefix names the issuer, so the value is redacted
 * wherever it appears (argument, literal, URL), not only under a secret-looking name. Formats follow
 * gitleaks' default rules (https://github.com/gitleaks/gitleaks/blob/master/config/gitleaks.toml)
 * and the vendors' published token prefixes. Every regex is linear: a literal prefix, then bounded
 * character classes. Pure data: no I/O.
 */
import type { SecretPattern } from "./secret-patterns.js";

/** Has a lower- and an upper-case letter (random base62 does; identifiers in one case do not). */
const mixedCase = (s: string): boolean => /[a-z]/.test(s) && /[A-Z]/.test(s);
const hasDigit = (s: string): boolean => /\d/.test(s);

/**
 * A literal every VENDOR_PATTERNS match contains (gitleaks calls these keywords). `redact.ts` runs the
 * vendor patterns only on text this matches, so ordinary text costs one scan instead of sixty.
 */
export const VENDOR_HINT =
  /A3-|ops_eyJ|p8e-|AGE-SECRET-KEY-|LTAI|AKCp|cmVmd|ATATT3|\dQ~|4b1d|CLOJARS_|v1\.0-|dapi|_v1_|dp\.|duffel_|dt0c01\.|EZ[AT]K|FLW|fio-u-|AIza|GOCSPX-|ya29\.|gl[a-z]{1,5}-|GR1348941|eyJrIjoi|glsa_|glc_|pat\.|\.atlasv1\.|HRKU-|hf_|api_org_|ico-|lin_api_|key-|sk\.eyJ|NR[AJI][KSI]-|npm_|sha256~|pplx-|pscale_|PMAK-|pnu_|pul-|pypi-|rdme_|rubygems_|tk-us-|SG\.|xkeysib-|sntry[su]_|sm_[aps]at_|shippo_|shp[acps][tas]_|xox|xapp-|discord|webhook\.office|sgp_|EAA|sq0|_(?:live|test|prod)_|whsec_|:AA|SK[0-9a-fA-F]|tfp_|hv[sb]\.|API-/;

export const VENDOR_PATTERNS: readonly SecretPattern[] = [
  {
    kind: "onepassword_key",
    re: /\bA3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\b/g,
  },
  { kind: "onepassword_token", re: /\bops_eyJ[A-Za-z0-9+/]{100,}={0,3}/g },
  { kind: "adobe_secret", re: /\bp8e-[A-Za-z0-9]{32}\b/g, accept: hasDigit },
  { kind: "age_secret_key", re: /\bAGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}\b/g },
  { kind: "alibaba_key", re: /\bLTAI[A-Za-z0-9]{20}\b/g, accept: hasDigit },
  { kind: "artifactory_token", re: /\b(?:AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59})\b/g },
  { kind: "atlassian_token", re: /\bATATT3[A-Za-z0-9_=-]{150,}/g },
  { kind: "azure_client_secret", re: /(?<![A-Za-z0-9_~.])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}/g },
  { kind: "clickhouse_key", re: /\b4b1d[A-Za-z0-9]{38}\b/g, accept: mixedCase },
  { kind: "clojars_token", re: /\bCLOJARS_[A-Za-z0-9]{60}\b/g },
  { kind: "cloudflare_key", re: /\bv1\.0-[a-f0-9]{24}-[a-f0-9]{146}\b/g },
  { kind: "databricks_token", re: /\bdapi[a-f0-9]{32}(?:-\d)?\b/g },
  { kind: "digitalocean_token", re: /\bdo[opr]_v1_[a-f0-9]{64}\b/g },
  { kind: "doppler_token", re: /\bdp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}\b/g },
  { kind: "duffel_token", re: /\bduffel_(?:test|live)_[A-Za-z0-9_=-]{43}/g },
  { kind: "dynatrace_token", re: /\bdt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}\b/g },
  { kind: "easypost_token", re: /\bEZ[AT]K[A-Za-z0-9]{54}\b/g },
  {
    kind: "flutterwave_key",
    re: /\bFLW(?:PUB|SEC)K_TEST-[a-hA-H0-9]{32}-X\b|\bFLWSECK_TEST[a-hA-H0-9]{12}\b/g,
  },
  { kind: "frameio_token", re: /\bfio-u-[A-Za-z0-9_=-]{64}/g },
  { kind: "gcp_api_key", re: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { kind: "gcp_client_secret", re: /\bGOCSPX-[A-Za-z0-9_-]{28}/g },
  { kind: "gcp_access_token", re: /\bya29\.[0-9A-Za-z_-]{20,}/g },
  {
    kind: "gitlab_token",
    re: /\b(?:gl(?:pat|ptt|rt|dt|ft|imt|agent|soat|ffct|oas)-[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]+)*|glcbt-[0-9a-fA-F]{1,5}_[A-Za-z0-9_-]{20}|GR1348941[A-Za-z0-9_-]{20})/g,
  },
  {
    kind: "grafana_token",
    re: /\b(?:eyJrIjoi[A-Za-z0-9]{70,400}={0,3}|glc_[A-Za-z0-9+/]{32,400}={0,3}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}\b)/g,
  },
  { kind: "harness_token", re: /\bpat\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}\b/g },
  { kind: "terraform_token", re: /\b[a-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}/g },
  { kind: "heroku_key", re: /\bHRKU-AA[0-9a-zA-Z_-]{58}/g },
  { kind: "huggingface_token", re: /\b(?:hf_|api_org_)[a-zA-Z]{34}\b/g, accept: mixedCase },
  { kind: "infracost_token", re: /\bico-[a-zA-Z0-9]{32}\b/g },
  { kind: "linear_key", re: /\blin_api_[a-zA-Z0-9]{40}\b/g },
  { kind: "mailgun_key", re: /\b(?:pub)?key-[a-f0-9]{32}\b/g, accept: hasDigit },
  { kind: "mapbox_token", re: /\bsk\.eyJ[A-Za-z0-9_-]{40,}\.[A-Za-z0-9_-]{20,}/g },
  { kind: "newrelic_key", re: /\b(?:NRAK-[A-Z0-9]{27}|NRJS-[a-f0-9]{19}|NRII-[A-Za-z0-9_-]{32})/g },
  { kind: "npm_token", re: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: "openshift_token", re: /\bsha256~[A-Za-z0-9_-]{43}/g },
  { kind: "perplexity_key", re: /\bpplx-[A-Za-z0-9]{48}\b/g },
  { kind: "planetscale_token", re: /\bpscale_(?:pw|tkn|oauth)_[A-Za-z0-9=._-]{32,64}/g },
  { kind: "postman_token", re: /\bPMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}\b/g },
  { kind: "prefect_token", re: /\bpnu_[A-Za-z0-9]{36}\b/g },
  { kind: "pulumi_token", re: /\bpul-[a-f0-9]{40}\b/g },
  { kind: "pypi_token", re: /\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}/g },
  { kind: "readme_token", re: /\brdme_[a-z0-9]{70}\b/g },
  { kind: "rubygems_token", re: /\brubygems_[a-f0-9]{48}\b/g },
  { kind: "scalingo_token", re: /\btk-us-[A-Za-z0-9_-]{48}/g },
  { kind: "sendgrid_key", re: /\bSG\.[A-Za-z0-9_-]{20,24}\.[A-Za-z0-9_-]{39,50}/g },
  { kind: "sendinblue_key", re: /\bxkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}\b/g },
  { kind: "sentry_token", re: /\b(?:sntryu_[a-f0-9]{64}\b|sntrys_eyJ[A-Za-z0-9+/=_-]{50,})/g },
  { kind: "settlemint_token", re: /\bsm_(?:pat|aat|sat)_[A-Za-z0-9]{16}\b/g },
  { kind: "shippo_token", re: /\bshippo_(?:live|test)_[a-fA-F0-9]{40}\b/g },
  { kind: "shopify_token", re: /\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/g },
  { kind: "slack_token", re: /\bxoxe\.xox[bp]-\d-[A-Za-z0-9]{100,}|\bxoxe-\d-[A-Za-z0-9]{100,}/g },
  { kind: "slack_token", re: /\bxapp-\d-[A-Za-z0-9]+-\d+-[A-Za-z0-9]+/g },
  {
    kind: "discord_webhook",
    re: /\bhttps?:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d+\/[A-Za-z0-9_-]+/g,
  },
  { kind: "teams_webhook", re: /\bhttps?:\/\/[a-z0-9-]+\.webhook\.office\.com\/webhookb2\/[A-Za-z0-9@/-]+/g },
  { kind: "sourcegraph_token", re: /\bsgp_(?:(?:[a-fA-F0-9]{16}|local)_)?[a-fA-F0-9]{40}\b/g },
  { kind: "square_token", re: /\b(?:EAAA|sq0atp-)[A-Za-z0-9_-]{22,60}|\bsq0csp-[A-Za-z0-9_-]{43}/g },
  { kind: "stripe_key", re: /\b(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{10,99}\b/g, accept: hasDigit },
  { kind: "stripe_webhook_secret", re: /\bwhsec_[A-Za-z0-9+/=]{24,}/g },
  { kind: "telegram_token", re: /\b\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/g },
  { kind: "twilio_key", re: /\bSK[0-9a-fA-F]{32}\b/g, accept: hasDigit },
  { kind: "typeform_token", re: /\btfp_[A-Za-z0-9_.=-]{59}/g },
  { kind: "vault_token", re: /\bhv[sb]\.[A-Za-z0-9_-]{24,}/g },
  { kind: "facebook_token", re: /\bEAA[BCM][A-Za-z0-9]{100,}/g },
  { kind: "octopus_key", re: /\bAPI-[A-Z0-9]{26}\b/g, accept: hasDigit },
];
