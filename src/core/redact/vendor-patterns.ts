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

export const VENDOR_PATTERNS: readonly SecretPattern[] = [
  {
    kind: "onepassword_key",
    keys: ["A3-"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\b/g,
  },
  {
    kind: "onepassword_token",
    keys: ["ops_eyJ"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))ops_eyJ[A-Za-z0-9+/]{100,}={0,3}/g,
  },
  {
    kind: "adobe_secret",
    keys: ["p8e-"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))p8e-[A-Za-z0-9]{32}\b/g,
    accept: hasDigit,
  },
  {
    kind: "age_secret_key",
    keys: ["AGE-SECRET-KEY-1"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}\b/g,
  },
  {
    kind: "alibaba_key",
    keys: ["LTAI"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))LTAI[A-Za-z0-9]{20}\b/g,
    accept: hasDigit,
  },
  {
    kind: "artifactory_token",
    keys: ["AKCp", "cmVmd"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))(?:AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59})\b/g,
  },
  {
    kind: "atlassian_token",
    keys: ["ATATT3"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))ATATT3[A-Za-z0-9_=-]{150,}/g,
  },
  {
    kind: "azure_client_secret",
    keys: ["Q~"],
    re: /(?<![A-Za-z0-9_~.])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}/g,
  },
  {
    kind: "clickhouse_key",
    keys: ["4b1d"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))4b1d[A-Za-z0-9]{38}\b/g,
    accept: mixedCase,
  },
  {
    kind: "clojars_token",
    keys: ["CLOJARS_"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))CLOJARS_[A-Za-z0-9]{60}\b/g,
  },
  {
    kind: "cloudflare_key",
    keys: ["v1.0-"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))v1\.0-[a-f0-9]{24}-[a-f0-9]{146}\b/g,
  },
  {
    kind: "databricks_token",
    keys: ["dapi"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))dapi[a-f0-9]{32}(?:-\d)?\b/g,
  },
  {
    kind: "digitalocean_token",
    keys: ["_v1_"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))do[opr]_v1_[a-f0-9]{64}\b/g,
  },
  // a service token names its config between prefix and secret: dp.st.<config>.<secret>
  {
    kind: "doppler_token",
    keys: ["dp."],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))dp\.(?:pt|st|sa|ct|scim|audit)\.(?:[a-z0-9_-]{1,40}\.)?[A-Za-z0-9]{40,44}\b/g,
  },
  {
    kind: "duffel_token",
    keys: ["duffel_"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))duffel_(?:test|live)_[A-Za-z0-9_=-]{43}/g,
  },
  {
    kind: "dynatrace_token",
    keys: ["dt0c01."],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))dt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}\b/g,
  },
  {
    kind: "easypost_token",
    keys: ["EZAK", "EZTK"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))EZ[AT]K[A-Za-z0-9]{54}\b/g,
  },
  {
    kind: "flutterwave_key",
    keys: ["FLW"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))FLW(?:PUB|SEC)K(?:_TEST)?-[a-hA-H0-9]{32}-X\b|\bFLWSECK_TEST-?[a-hA-H0-9]{12}\b/g,
  },
  { kind: "frameio_token", keys: ["fio-u-"], re: /(?<![A-Za-z0-9_](?<!\\[nrt]))fio-u-[A-Za-z0-9_=-]{64}/g },
  {
    kind: "gcp_api_key",
    keys: ["AIza"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))AIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g,
  },
  {
    kind: "gcp_client_secret",
    keys: ["GOCSPX-"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))GOCSPX-[A-Za-z0-9_-]{28}/g,
  },
  { kind: "gcp_access_token", keys: ["ya29."], re: /(?<![A-Za-z0-9_](?<!\\[nrt]))ya29\.[0-9A-Za-z_-]{20,}/g },
  {
    kind: "gitlab_token",
    keys: [
      "glpat-",
      "glptt-",
      "glrt-",
      "gldt-",
      "glft-",
      "glimt-",
      "glagent-",
      "glsoat-",
      "glffct-",
      "gloas-",
      "glcbt-",
      "GR1348941",
    ],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))(?:gl(?:pat|ptt|rt|dt|ft|imt|agent|soat|ffct|oas)-[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]+)*|glcbt-[0-9a-fA-F]{1,5}_[A-Za-z0-9_-]{20}|GR1348941[A-Za-z0-9_-]{20})/g,
  },
  {
    kind: "grafana_token",
    keys: ["eyJrIjoi", "glc_", "glsa_"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))(?:eyJrIjoi[A-Za-z0-9]{70,400}={0,3}|glc_[A-Za-z0-9+/]{32,400}={0,3}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}\b)/g,
  },
  {
    kind: "harness_token",
    keys: ["pat.", "sat."],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))[ps]at\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}\b/g,
  },
  // (gitleaks' terraform-api-token: 14 characters of either case, `.atlasv1.`, 60+; the whole run is taken)
  {
    kind: "terraform_token",
    keys: [".atlasv1."],
    re: /(?<![A-Za-z0-9])[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,}/g,
  },
  { kind: "heroku_key", keys: ["HRKU-"], re: /(?<![A-Za-z0-9_](?<!\\[nrt]))HRKU-AA[0-9a-zA-Z_-]{58}/g },
  {
    kind: "huggingface_token",
    keys: ["hf_", "api_org_"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))(?:hf_|api_org_)[a-zA-Z]{34}\b/g,
    accept: mixedCase,
  },
  { kind: "infracost_token", keys: ["ico-"], re: /(?<![A-Za-z0-9_](?<!\\[nrt]))ico-[a-zA-Z0-9]{32}\b/g },
  { kind: "linear_key", keys: ["lin_api_"], re: /(?<![A-Za-z0-9_](?<!\\[nrt]))lin_api_[a-zA-Z0-9]{40}\b/g },
  {
    kind: "mailgun_key",
    keys: ["key-"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))(?:pub)?key-[a-f0-9]{32}\b/g,
    accept: hasDigit,
  },
  {
    kind: "mapbox_token",
    keys: ["sk.eyJ"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))sk\.eyJ[A-Za-z0-9_-]{40,}\.[A-Za-z0-9_-]{20,}/g,
  },
  {
    kind: "newrelic_key",
    keys: ["NRAK-", "NRJS-", "NRII-"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))(?:NRAK-[A-Z0-9]{27}|NRJS-[a-f0-9]{19}|NRII-[A-Za-z0-9_-]{32})/g,
  },
  { kind: "npm_token", keys: ["npm_"], re: /(?<![A-Za-z0-9_](?<!\\[nrt]))npm_[A-Za-z0-9]{36}\b/g },
  {
    kind: "openshift_token",
    keys: ["sha256~"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))sha256~[A-Za-z0-9_-]{43}/g,
  },
  { kind: "perplexity_key", keys: ["pplx-"], re: /(?<![A-Za-z0-9_](?<!\\[nrt]))pplx-[A-Za-z0-9]{48}\b/g },
  {
    kind: "planetscale_token",
    keys: ["pscale_"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))pscale_(?:pw|tkn|oauth)_[A-Za-z0-9=._-]{32,64}/g,
  },
  {
    kind: "postman_token",
    keys: ["PMAK-"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}\b/g,
  },
  { kind: "prefect_token", keys: ["pnu_"], re: /(?<![A-Za-z0-9_](?<!\\[nrt]))pnu_[A-Za-z0-9]{36}\b/g },
  { kind: "pulumi_token", keys: ["pul-"], re: /(?<![A-Za-z0-9_](?<!\\[nrt]))pul-[a-f0-9]{40}\b/g },
  {
    kind: "pypi_token",
    keys: ["pypi-AgEIcHlwaS5vcmc"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}/g,
  },
  { kind: "readme_token", keys: ["rdme_"], re: /(?<![A-Za-z0-9_](?<!\\[nrt]))rdme_[a-z0-9]{70}\b/g },
  {
    kind: "rubygems_token",
    keys: ["rubygems_"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))rubygems_[a-f0-9]{48}\b/g,
  },
  { kind: "scalingo_token", keys: ["tk-us-"], re: /(?<![A-Za-z0-9_](?<!\\[nrt]))tk-us-[A-Za-z0-9_-]{48}/g },
  {
    kind: "sendgrid_key",
    keys: ["SG."],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))SG\.[A-Za-z0-9_-]{20,24}\.[A-Za-z0-9_-]{39,50}/g,
  },
  {
    kind: "sendinblue_key",
    keys: ["xkeysib-"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}\b/g,
  },
  {
    kind: "sentry_token",
    keys: ["sntryu_", "sntrys_"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))(?:sntryu_[a-f0-9]{64}\b|sntrys_eyJ[A-Za-z0-9+/=_-]{50,})/g,
  },
  {
    kind: "settlemint_token",
    keys: ["sm_pat_", "sm_aat_", "sm_sat_"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))sm_(?:pat|aat|sat)_[A-Za-z0-9]{16}\b/g,
  },
  {
    kind: "shippo_token",
    keys: ["shippo_"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))shippo_(?:live|test)_[a-fA-F0-9]{40}\b/g,
  },
  {
    kind: "shopify_token",
    keys: ["shpat_", "shpca_", "shppa_", "shpss_"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/g,
  },
  {
    kind: "slack_token",
    keys: ["xoxe"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))xoxe\.xox[bp]-\d-[A-Za-z0-9]{100,}|\bxoxe-\d-[A-Za-z0-9]{100,}/g,
  },
  {
    kind: "slack_token",
    keys: ["xapp-"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))xapp-\d-[A-Za-z0-9]+-\d+-[A-Za-z0-9]+/g,
  },
  {
    kind: "discord_webhook",
    keys: ["/api/webhooks/"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))https?:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d+\/[A-Za-z0-9_-]+/g,
  },
  {
    kind: "teams_webhook",
    keys: [".webhook.office.com", "outlook.office"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))https?:\/\/(?:[a-z0-9-]+\.webhook\.office\.com\/webhookb2|outlook\.office(?:365)?\.com\/webhook)\/[A-Za-z0-9@/-]+/g,
  },
];
