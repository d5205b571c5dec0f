/**
 * More of the secret corpus (see corpus.ts): token formats beyond the first set — gitleaks rules the
 * first set left out, newer vendors (AI providers, CI, hosting), tokens encoded inside other tokens —
 * each in contexts the first set lacks: prose, a positional argument, a line a command printed, a
 * header set from code. Values come from the corpus' seeded PRNG.
 */
import { AD, type Add, B62, B64, DI, HEX, LO, type Rand, UD, URL } from "./corpus-alphabets.js";

interface Spec {
  id: string;
  gen: () => string;
}

/** Contexts without a secret-looking name: the value's shape is all there is. */
const CONTEXTS: ((v: string) => string)[] = [
  (v) => `Here is the key you asked about: ${v} — it expires next month.`,
  (v) => `client = Client(${JSON.stringify(v)}, timeout=30)`,
  (v) => `deploy-tool publish --target prod ${v}`,
  (v) => `$ tool auth print\n${v}`,
  (v) => `req.Header.Set("X-Service", "${v}")`,
];

export function addVendorCases(r: Rand, add: Add): void {
  const b64 = (s: string) => Buffer.from(s).toString("base64");
  const b64url = (s: string) => Buffer.from(s).toString("base64url");
  const uuid = () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;
  const specs: Spec[] = [
    { id: "flyio-access-token", gen: () => `fo1_${r(URL, 43)}` },
    { id: "flyio-macaroon", gen: () => `FlyV1 fm2_${r(B64, 180)}` },
    { id: "notion-api-token", gen: () => `ntn_${r(DI, 11)}${r(B62, 35)}` },
    { id: "notion-legacy-token", gen: () => `secret_${r(B62, 43)}` },
    { id: "maxmind-license-key", gen: () => `${r(B62, 6)}_${r(B62, 29)}_mmk` },
    { id: "slack-legacy-token", gen: () => `xoxs-${r(DI, 10)}-${r(DI, 11)}-${r(DI, 12)}-${r(HEX, 64)}` },
    { id: "gitlab-session-cookie", gen: () => `_gitlab_session=${r(AD, 32)}` },
    { id: "yandex-api-key", gen: () => `AQVN${r(URL, 36)}` },
    { id: "dropbox-short-lived-token", gen: () => `sl.${r(URL, 136)}` },
    { id: "twitter-bearer-token", gen: () => `${"A".repeat(22)}${r(B62, 90)}` },
    { id: "facebook-app-token", gen: () => `${r(DI, 15)}|${r(URL, 27)}` },
    { id: "plaid-access-token", gen: () => `access-production-${uuid()}` },
    { id: "mailchimp-api-key", gen: () => `${r(HEX, 32)}-us${r(DI, 2)}` },
    { id: "intra42-client-secret", gen: () => `s-s4t2ud-${r(HEX, 64)}` },
    { id: "defined-networking-token", gen: () => `dnkey-${r(UD, 26)}-${r(UD, 52)}` },
    { id: "groq-api-key", gen: () => `gsk_${r(B62, 52)}` },
    { id: "xai-api-key", gen: () => `xai-${r(B62, 80)}` },
    { id: "replicate-api-token", gen: () => `r8_${r(B62, 37)}` },
    { id: "openrouter-api-key", gen: () => `sk-or-v1-${r(HEX, 64)}` },
    { id: "deepseek-api-key", gen: () => `sk-${r(HEX, 32)}` },
    { id: "langsmith-api-key", gen: () => `lsv2_pt_${r(HEX, 32)}_${r(HEX, 10)}` },
    { id: "pinecone-api-key", gen: () => `pcsk_${r(AD, 5)}_${r(B62, 63)}` },
    { id: "supabase-access-token", gen: () => `sbp_${r(HEX, 40)}` },
    { id: "netlify-pat", gen: () => `nfp_${r(B62, 36)}` },
    { id: "render-api-key", gen: () => `rnd_${r(B62, 32)}` },
    { id: "docker-hub-pat", gen: () => `dckr_pat_${r(URL, 27)}` },
    { id: "nuget-api-key", gen: () => `oy2${r(AD, 43)}` },
    { id: "sonarqube-token", gen: () => `squ_${r(HEX, 40)}` },
    { id: "buildkite-token", gen: () => `bkua_${r(HEX, 40)}` },
    { id: "circleci-pat", gen: () => `CCIPAT_${r(B62, 22)}_${r(HEX, 40)}` },
    { id: "bitbucket-app-password", gen: () => `ATBB${r(B62, 28)}${r(HEX.toUpperCase(), 8)}` },
    { id: "figma-pat", gen: () => `figd_${r(URL, 40)}` },
    { id: "airtable-pat", gen: () => `pat${r(B62, 14)}.${r(HEX, 64)}` },
    { id: "asana-pat", gen: () => `2/${r(DI, 16)}/${r(DI, 16)}:${r(HEX, 32)}` },
    { id: "clickup-token", gen: () => `pk_${r(DI, 8)}_${r(UD, 32)}` },
    { id: "tailscale-auth-key", gen: () => `tskey-auth-${r(B62, 17)}-${r(B62, 33)}` },
    { id: "posthog-personal-key", gen: () => `phx_${r(B62, 43)}` },
    { id: "resend-api-key", gen: () => `re_${r(B62, 8)}_${r(B62, 24)}` },
    { id: "neon-api-key", gen: () => `napi_${r(AD, 64)}` },
    { id: "google-oauth-refresh-token", gen: () => `1//0${r(URL, 96)}` },
    { id: "vault-legacy-token", gen: () => `s.${r(B62, 24)}` },
    {
      id: "jwt-base64",
      gen: () =>
        b64(
          `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(`{"sub":"${r(DI, 8)}","scope":"admin"}`)}.${r(URL, 43)}`,
        ),
    },
    {
      id: "cloudflare-tunnel-token",
      gen: () => b64(JSON.stringify({ a: r(HEX, 32), t: uuid(), s: b64(r(B62, 32)) })),
    },
    {
      id: "docker-config-base64",
      gen: () => b64(JSON.stringify({ auths: { "ghcr.io": { auth: b64(`bot:${r(B62, 24)}${r(DI, 4)}`) } } })),
    },
    {
      id: "pem-base64",
      gen: () => b64(`-----BEGIN RSA PRIVATE KEY-----\nMIIEow${r(B64, 58)}\n${r(B64, 64)}\n`),
    },
  ];
  specs.forEach((s, i) => {
    for (let k = 0; k < 3; k++) {
      const v = s.gen();
      add(s.id, CONTEXTS[(i + k) % CONTEXTS.length]!(v), v.startsWith("FlyV1 ") ? v.slice(6) : v);
    }
  });
  addNamedVendorCases(r, add, uuid);
}

/** Formats that need their name (a UUID or bare hex is only a secret where the name says so). */
function addNamedVendorCases(r: Rand, add: Add, uuid: () => string): void {
  const named: [string, string, () => string][] = [
    ["heroku-api-key", "HEROKU_API_KEY", uuid],
    ["snyk-api-token", "SNYK_TOKEN", uuid],
    ["hubspot-api-key", "HUBSPOT_API_KEY", () => uuid().toUpperCase()],
    ["datadog-api-key", "DD_API_KEY", () => r(HEX, 32)],
    ["datadog-app-key", "DD_APP_KEY", () => r(HEX, 40)],
    ["azure-devops-pat", "AZURE_DEVOPS_EXT_PAT", () => r(`${LO}234567`, 52)],
    ["cloudflare-r2-secret", "R2_SECRET_ACCESS_KEY", () => r(HEX, 64)],
    ["wandb-api-key", "WANDB_API_KEY", () => r(HEX, 40)],
    ["mistral-api-key", "MISTRAL_API_KEY", () => r(B62, 32)],
    ["pagerduty-token", "PAGERDUTY_TOKEN", () => `u+${r(URL, 18)}`],
    ["okta-api-token", "OKTA_API_TOKEN", () => `00${r(URL, 40)}`],
  ];
  const ctx: ((n: string, v: string) => string)[] = [
    (n, v) => `export ${n}=${v}`,
    (n, v) => `${n.toLowerCase()}: "${v}"`,
    (n, v) => `  - name: ${n}\n    value: ${v}`,
  ];
  named.forEach(([id, name, gen], i) => {
    for (let k = 0; k < 2; k++) {
      const v = gen();
      add(id, ctx[(i + k) % ctx.length]!(name, v), v);
    }
  });
}
