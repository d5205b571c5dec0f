/**
 * More self-identifying token formats (see vendor-patterns.ts): the rest of gitleaks' prefixed rules
 * (gitleaks, MIT licence, https://github.com/gitleaks/gitleaks/blob/master/config/gitleaks.toml:
 * flyio, notion, maxmind, gitlab session cookie, yandex, dropbox, twitter bearer, facebook app
 * token, plaid, mailchimp, intra42, defined networking, vault legacy token) and vendors' published
 * prefixes gitleaks does not list yet (AI providers, CI, hosting, package registries, AWS session
 * and Bedrock keys, Discord bot tokens, Firebase server keys). Every regex is linear: a literal prefix,
 * then bounded character classes. Pure data: no I/O.
 */
import type { SecretPattern } from "./secret-patterns.js";
import { wordiness } from "./token-shape.js";
import { TAIL_VENDOR_PATTERNS } from "./vendor-patterns-tail.js";

/** Letters and digits mixed (a generated value, not a word). */
const random = (s: string): boolean => /\d/.test(s) && /[A-Za-z]/.test(s) && wordiness(s) <= 0.6;
const hasDigit = (s: string): boolean => /\d/.test(s);
const mixedDigits = (s: string): boolean => /\d/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s);
/** A pattern; `keys` empty: no literal every match contains, the regex runs on every text. */
const p = (kind: string, keys: string[], re: RegExp, accept?: (m: string) => boolean): SecretPattern => ({
  kind,
  ...(keys.length > 0 ? { keys } : {}),
  re,
  ...(accept ? { accept } : {}),
});

export const MORE_VENDOR_PATTERNS: readonly SecretPattern[] = [
  // (the last of vendor-patterns.ts's list, kept in its order: Sourcegraph, Square, Stripe, Telegram, Twilio, Typeform, Vault, Facebook, Octopus)
  {
    kind: "sourcegraph_token",
    keys: ["sgp_"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))sgp_(?:(?:[a-fA-F0-9]{16}|local)_)?[a-fA-F0-9]{40}\b/g,
  },
  {
    kind: "square_token",
    keys: ["EAAA", "sq0atp-", "sq0csp-"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))(?:EAAA|sq0atp-)[A-Za-z0-9_-]{22,60}|\bsq0csp-[A-Za-z0-9_-]{43}/g,
  },
  {
    kind: "stripe_key",
    keys: ["_live_", "_test_", "_prod_"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{10,99}\b/g,
    accept: hasDigit,
  },
  {
    kind: "stripe_webhook_secret",
    keys: ["whsec_"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))whsec_[A-Za-z0-9+/=]{24,}/g,
  },
  // also inside a Bot API URL: https://api.telegram.org/bot<token>/sendMessage
  {
    kind: "telegram_token",
    keys: [":AA"],
    re: /(?:\b|(?<=\/bot))\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/g,
  },
  {
    kind: "twilio_key",
    keys: ["SK"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))SK[0-9a-fA-F]{32}\b/g,
    accept: hasDigit,
  },
  { kind: "typeform_token", keys: ["tfp_"], re: /(?<![A-Za-z0-9_](?<!\\[nrt]))tfp_[A-Za-z0-9_.=-]{59}/g },
  {
    kind: "vault_token",
    keys: ["hvs.", "hvb.", "hvr."],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))hv[sbr]\.[A-Za-z0-9_-]{24,}/g,
  },
  { kind: "facebook_token", keys: ["EAA"], re: /(?<![A-Za-z0-9_](?<!\\[nrt]))EAA[BCM][A-Za-z0-9]{100,}/g },
  {
    kind: "octopus_key",
    keys: ["API-"],
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))API-[A-Z0-9]{26}\b/g,
    accept: hasDigit,
  },
  // Adafruit IO keys (io.adafruit.com "My Key"), Backblaze B2 application keys (K + 3 digits + 27)
  p("adafruit_io_key", ["aio_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))aio_[A-Za-z0-9]{28}\b/g, (m) =>
    random(m.slice(4)),
  ),
  p(
    "backblaze_b2_key",
    ["K00"],
    /(?<![A-Za-z0-9_](?<!\\[nrt]))K00\d[A-Za-z0-9+/]{27}(?![A-Za-z0-9+/])/g,
    (m) => random(m.slice(4)),
  ),
  p(
    "flyio_token",
    ["fo1_", "fm1", "fm2_"],
    /(?<![A-Za-z0-9_](?<!\\[nrt]))(?:fo1_[\w-]{43}|fm[12][ar]?_[A-Za-z0-9+/]{100,}={0,3})/g,
  ),
  p("notion_token", ["ntn_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))ntn_\d{11}[A-Za-z0-9]{35}\b/g),
  p("notion_token", ["secret_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))secret_[A-Za-z0-9]{43}\b/g, (m) =>
    mixedDigits(m.slice(7)),
  ),
  p("maxmind_key", ["_mmk"], /(?<![A-Za-z0-9_](?<!\\[nrt]))[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk\b/g),
  p("gitlab_session", ["_gitlab_session="], /(?<=_gitlab_session=)[0-9a-z]{32}\b/g),
  p(
    "yandex_key",
    ["AQVN", "t1."],
    /\b(?:AQVN[A-Za-z0-9_-]{35,38}|t1\.[A-Za-z0-9_-]+={0,2}\.[A-Za-z0-9_-]{86}={0,2})/g,
  ),
  p("dropbox_token", ["sl."], /(?<![A-Za-z0-9_](?<!\\[nrt]))sl\.[A-Za-z0-9_=-]{130,}/g),
  p("dropbox_token", ["AAAAAAAAAA"], /(?<![A-Za-z0-9_](?<!\\[nrt]))[a-z0-9]{11}A{10}[A-Za-z0-9_=-]{43}/g),
  p("twitter_bearer", ["AAAAAAAAAAAAAAAAAAAAA"], /(?<![A-Za-z0-9_](?<!\\[nrt]))A{22}[A-Za-z0-9%]{60,120}/g),
  p(
    "facebook_token",
    [],
    /(?<![A-Za-z0-9_](?<!\\[nrt]))\d{15,16}(?:\||%7C)[A-Za-z0-9_-]{27,40}(?![A-Za-z0-9_-])/g,
    (m) => random(m.slice(m.search(/\||%7C/) + 1)),
  ),
  p(
    "plaid_token",
    ["access-"],
    /\baccess-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g,
  ),
  p("mailchimp_key", ["-us"], /(?<![A-Za-z0-9_](?<!\\[nrt]))[a-f0-9]{32}-us\d{1,2}\b/g),
  p("intra42_secret", ["s-s4t2"], /(?<![A-Za-z0-9_](?<!\\[nrt]))s-s4t2(?:ud|af)-[a-f0-9]{64}\b/g),
  p(
    "defined_networking_token",
    ["dnkey-"],
    /(?<![A-Za-z0-9_](?<!\\[nrt]))dnkey-[A-Za-z0-9=_-]{26}-[A-Za-z0-9=_-]{52}/g,
  ),
  p("vault_token", ["s."], /(?<![\w.])s\.[A-Za-z0-9]{24}\b/g, (m) => mixedDigits(m.slice(2))),
  p("groq_key", ["gsk_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))gsk_[A-Za-z0-9]{48,56}\b/g),
  p("xai_key", ["xai-"], /(?<![A-Za-z0-9_](?<!\\[nrt]))xai-[A-Za-z0-9]{70,90}\b/g),
  p("replicate_token", ["r8_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))r8_[A-Za-z0-9]{37}\b/g),
  p("langsmith_key", ["lsv2_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}\b/g),
  p("pinecone_key", ["pcsk_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))pcsk_[A-Za-z0-9]{4,8}_[A-Za-z0-9]{40,90}\b/g),
  p("fireworks_key", ["fw_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))fw_[A-Za-z0-9]{24}\b/g, random),
  p("elevenlabs_key", ["sk_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))sk_[a-f0-9]{48}\b/g),
  p(
    "supabase_token",
    ["sbp_", "sb_secret_"],
    /(?<![A-Za-z0-9_](?<!\\[nrt]))(?:sbp_[a-f0-9]{40}|sb_secret_[A-Za-z0-9_-]{31,})\b/g,
  ),
  p("netlify_token", ["nfp_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))nfp_[A-Za-z0-9]{36,40}\b/g),
  p("render_key", ["rnd_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))rnd_[A-Za-z0-9]{32}\b/g),
  p("docker_token", ["dckr_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,}/g),
  p("nuget_key", ["oy2"], /(?<![A-Za-z0-9_](?<!\\[nrt]))oy2[a-z0-9]{43}\b/g),
  p("sonar_token", ["squ_", "sqp_", "sqa_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))sq[upa]_[a-f0-9]{40}\b/g),
  p("buildkite_token", ["bkua_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))bkua_[a-f0-9]{40}\b/g),
  p(
    "circleci_token",
    ["CCIPAT_", "CCIPRJ_"],
    /(?<![A-Za-z0-9_](?<!\\[nrt]))CCIP(?:AT|RJ)_[A-Za-z0-9]{22}_[a-f0-9]{40}\b/g,
  ),
  p(
    "atlassian_token",
    ["ATBB", "ATCTT3"],
    /(?<![A-Za-z0-9_](?<!\\[nrt]))(?:ATBB[A-Za-z0-9]{32,48}(?![A-Za-z0-9])|ATCTT3[A-Za-z0-9_=-]{150,})/g,
  ),
  p("figma_token", ["figd_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))figd_[A-Za-z0-9_-]{38,44}/g),
  p("airtable_token", ["pat"], /(?<![A-Za-z0-9_](?<!\\[nrt]))pat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b/g),
  p("asana_token", [], /(?<![A-Za-z0-9_](?<!\\[nrt]))[12]\/\d{12,20}(?:\/\d{12,20})?:[a-f0-9]{32}\b/g),
  p("clickup_token", ["pk_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))pk_\d{6,10}_[A-Z0-9]{32}\b/g),
  p(
    "tailscale_key",
    ["tskey-"],
    /\btskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{8,24}-[A-Za-z0-9]{20,50}\b/g,
  ),
  p("posthog_key", ["phx_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))phx_[A-Za-z0-9]{43}\b/g),
  p("resend_key", ["re_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}\b/g),
  p("neon_key", ["napi_"], /(?<![A-Za-z0-9_](?<!\\[nrt]))napi_[a-z0-9]{64}\b/g),
  p("contentful_token", ["CFPAT-"], /(?<![A-Za-z0-9_](?<!\\[nrt]))CFPAT-[A-Za-z0-9_-]{43}/g),
  p("cratesio_token", ["cio"], /(?<![A-Za-z0-9_](?<!\\[nrt]))cio[A-Za-z0-9]{32}\b/g, mixedDigits),
  p(
    "braintree_token",
    ["access_token$"],
    /\baccess_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}\b/g,
  ),
  p(
    "launchdarkly_key",
    ["api-", "sdk-"],
    /\b(?:api|sdk)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g,
  ),
  p("google_refresh_token", ["1//0"], /(?<![\w/])1\/\/0[A-Za-z0-9_-]{40,}/g),
  p(
    "firebase_server_key",
    [":APA91b"],
    /(?<![A-Za-z0-9_](?<!\\[nrt]))AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{130,140}/g,
  ),
  p(
    "aws_session_token",
    ["IQoJb3JpZ2lu", "FwoGZXIvYXdz"],
    /\b(?:IQoJb3JpZ2lu|FwoGZXIvYXdz)[A-Za-z0-9+/=]{100,}/g,
  ),
  p("aws_bedrock_key", ["ABSK"], /(?<![A-Za-z0-9_](?<!\\[nrt]))ABSK[A-Za-z0-9+/=]{100,}/g),
  // gitleaks authress-service-client-access-key; Docker swarm join tokens (docs: "docker swarm
  // join-token"); Azure DevOps PATs (84 characters, "AZDO" at 76–79, Microsoft's 2024 format)
  p(
    "authress_key",
    ["sc_", "ext_", "scauth_", "authress_"],
    /\b(?:sc|ext|scauth|authress)_[a-z0-9]{5,30}\.[a-z0-9]{4,6}\.acc[_-][a-z0-9-]{10,32}\.[a-z0-9+/_=-]{30,120}/gi,
  ),
  // AI and email APIs' published key prefixes: NVIDIA API catalog (nvapi-), Tavily (tvly-, tvly-dev-,
  // tvly-prod-), Cerebras (csk-), MailerSend API tokens (mlsn. + 64 hex)
  p(
    "nvidia_api_key",
    ["nvapi-"],
    /(?<![A-Za-z0-9_](?<!\\[nrt]))nvapi-[A-Za-z0-9_-]{60,70}(?![A-Za-z0-9_-])/g,
    (m) => random(m.slice(6)),
  ),
  p("tavily_api_key", ["tvly-"], /(?<![A-Za-z0-9_](?<!\\[nrt]))tvly-(?:dev-|prod-)?[A-Za-z0-9]{32}\b/g, (m) =>
    random(m.slice(5)),
  ),
  p("cerebras_api_key", ["csk-"], /(?<![A-Za-z0-9_](?<!\\[nrt]))csk-[a-z0-9]{48}\b/g, (m) =>
    random(m.slice(4)),
  ),
  p("mailersend_token", ["mlsn."], /(?<![A-Za-z0-9_](?<!\\[nrt]))mlsn\.[0-9a-f]{64}\b/g),
  p("docker_swarm_token", ["SWMTKN-"], /(?<![A-Za-z0-9_](?<!\\[nrt]))SWMTKN-1-[a-z0-9]{50}-[a-z0-9]{25}\b/g),
  p("azure_devops_pat", ["AZDO"], /(?<![A-Za-z0-9_](?<!\\[nrt]))[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4}\b/g),
  // the older Azure DevOps PAT: 32 random bytes in lower-case RFC 4648 base32, 52 characters of a–z2–7,
  // in a text that speaks of Azure, DevOps, a PAT or a token (a 56-character onion address or a
  // 58-character IPFS CID is longer; a Nix hash's alphabet has 0, 1, 8 and 9)
  p(
    "azure_devops_pat",
    ["zure", "ZURE", "evops", "evOps", "EVOPS", "PAT", "Pat", "pat", "AZDO", "azdo", "AZP", "oken", "OKEN"],
    /(?<![A-Za-z0-9_](?<!\\[nrt]))[a-z2-7]{52}(?![A-Za-z0-9_])/g,
    (m) => (m.match(/[2-7]/g)?.length ?? 0) >= 5,
  ),
  p(
    "discord_token",
    [],
    /(?<![A-Za-z0-9_](?<!\\[nrt]))[MNO][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}\b/g,
    (m) => mixedDigits(m),
  ),
  // HubSpot private app access tokens: `pat-` + a data-centre region (na1, eu1, ap1…) + a UUID
  // (developers.hubspot.com/docs/api/private-apps); Matrix (Synapse) access tokens: `syt_` + base64
  // of the user's localpart + `_` + 20 random + `_` + a 6-character CRC (synapse's generate_access_token)
  p(
    "hubspot_token",
    ["pat-"],
    /\bpat-[a-z]{2}\d-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g,
  ),
  // Django's startproject key: `django-insecure-` + 50 of get_random_secret_key()'s alphabet (django/core/management/utils.py)
  p("django_secret_key", ["django-insecure-"], /django-insecure-[a-z0-9!@#$%^&*(\-_=+)]{40,60}/g),
  // a Flask session cookie: itsdangerous' compressed payload `.eJ…`, a 6-character timestamp, a 27-character HMAC-SHA1
  p(
    "session_cookie",
    [".eJ"],
    /(?<![\w.-])\.eJ[A-Za-z0-9_-]{16,4096}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27}(?![\w-])/g,
  ),
  p(
    "matrix_token",
    ["syt_"],
    /(?<![A-Za-z0-9_](?<!\\[nrt]))syt_[A-Za-z0-9]{1,64}_[A-Za-z0-9]{20}_[A-Za-z0-9]{6}\b/g,
  ),
  // the long tail (vendor-patterns-tail.ts)
  ...TAIL_VENDOR_PATTERNS,
];
