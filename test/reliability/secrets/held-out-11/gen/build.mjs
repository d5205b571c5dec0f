// Assembles the held-out-11 corpus: positives (vendor tokens placed in many languages, formats and agent
// views, cloud pairs, connection strings, keys, command lines, web credentials, prose) and negatives,
// with ids h11p-NNNN / h11n-NNNN, as JSONL text. Deterministic: one seed, no clock, no network.
import { commandLines, credentialFiles, printedTokens } from "./cli.mjs";
import { connectionStrings, namedPasswords } from "./dsn.mjs";
import { privateKeys } from "./keys.mjs";
import { codeNegatives } from "./neg-code.mjs";
import { idNegatives } from "./neg-ids.mjs";
import { wordNegatives } from "./neg-words.mjs";
import { CLOUDS, PAIR_CLIS, PAIR_PLACES, stsOutput } from "./pairs.mjs";
import { AGENT, CODE, CONFIG, PROMPTS, SHELL } from "./places.mjs";
import { encoded, prose, wrapped } from "./prose.mjs";
import { makeRng } from "./rand.mjs";
import { VENDOR_TOKENS } from "./tokens.mjs";
import { webCredentials } from "./web.mjs";

export const SEED = "cairn-held-out-11/2026-11-27";

const GROUPS = [
  ["vendor-scm", /^(github|gitlab|bitbucket|gitea|azure-devops)/],
  ["vendor-registry", /^(npm|pypi|rubygems|nuget|crates|clojars|dockerhub|jfrog)/],
  [
    "vendor-ai",
    /^(openai|anthropic|huggingface|replicate|groq|perplexity|xai|openrouter|deepseek|langsmith|tavily|elevenlabs|pinecone|wandb|mistral|cohere|azure-openai|modal|fireworks|voyage)/,
  ],
  [
    "vendor-payment",
    /^(stripe|square|braintree|razorpay|paystack|flutterwave|mercadopago|shopify|woocommerce|shippo|plaid|binance|coinbase)/,
  ],
  [
    "vendor-messaging",
    /^(slack|discord|telegram|twilio|sendgrid|mailgun|mailchimp|brevo|resend|postmark|vonage|plivo|messagebird|line|matrix|pusher|agora|twitch|facebook|twitter)/,
  ],
  [
    "vendor-observability",
    /^(datadog|newrelic|sentry|grafana|honeycomb|dynatrace|rollbar|launchdarkly|pagerduty|bugsnag|segment)/,
  ],
  [
    "vendor-cloud",
    /^(heroku|digitalocean|netlify|vercel|supabase|planetscale|neon|flyio|render|cloudflare|fastly|linode|hetzner|vultr|gcp|azure-ad|alibaba|yandex|volcengine|ibm|scaleway|ovh|databricks|confluent|upstash|cloudinary)/,
  ],
  [
    "vendor-ci-infra",
    /^(vault|terraform|pulumi|doppler|onepassword|tailscale|ngrok|circleci|buildkite|sonarqube|snyk|octopus|harness|prefect|jenkins|age|wireguard|expo)/,
  ],
  ["vendor-iot-maps", /^(mapbox|here|esri|tuya|particle|adafruit)/],
];
const groupOf = (kind) => GROUPS.find(([, re]) => re.test(kind))?.[0] ?? "vendor-saas";

function vendorPositives(r) {
  const places = [
    ...Object.entries(CODE).map(([c, f]) => [c, f]),
    ...Object.entries(CONFIG),
    ...Object.entries(SHELL),
    ...Object.entries(AGENT),
    ...PROMPTS.map(([c, f]) => [c, (_r, _e, v) => f(v)]),
  ];
  const order = r.shuffle(places);
  return VENDOR_TOKENS.map(([kind, env, make], i) => {
    const secret = make(r);
    const [context, place] = order[i % order.length];
    return { family: groupOf(kind), kind, context, text: place(r, env, secret), secret };
  });
}

function pairPositives(r) {
  const out = [];
  const places = r.shuffle(PAIR_PLACES);
  let n = 0;
  for (const [kind, ie, se, mkId, mkSecret] of CLOUDS) {
    for (let k = 0; k < 2; k++) {
      const id = mkId(r);
      const secret = mkSecret(r);
      const [context, text] = places[n++ % places.length](r, ie, se, id, secret);
      out.push({ family: "cloud-pair", kind, context, text, secret });
    }
  }
  for (const [kind, cli] of PAIR_CLIS) {
    const c = CLOUDS.find(([k]) => k === kind);
    const secret = c[4](r);
    out.push({
      family: "cloud-pair",
      kind: `${kind}-cli`,
      context: "cli-flags",
      text: `$ ${cli(c[3](r), secret)}`,
      secret,
    });
  }
  out.push({ family: "cloud-pair", ...stsOutput(r) });
  return out;
}

function dedupe(cases) {
  const seen = new Set();
  return cases.filter((c) => {
    if (seen.has(c.text)) return false;
    seen.add(c.text);
    return true;
  });
}

/** The corpus as JSONL text (one object per line, trailing newline). */
export function buildCorpus() {
  const r = makeRng(SEED);
  const positives = [
    ...vendorPositives(r),
    ...pairPositives(r),
    ...connectionStrings(r),
    ...namedPasswords(r),
    ...privateKeys(r),
    ...commandLines(r),
    ...printedTokens(r),
    ...credentialFiles(r),
    ...webCredentials(r),
    ...prose(r),
    ...wrapped(r),
    ...encoded(r),
  ];
  const negatives = dedupe([...idNegatives(r, 3), ...wordNegatives(r, 3), ...codeNegatives(r)]);
  const pad = (n) => String(n).padStart(4, "0");
  const lines = [
    ...positives.map((c, i) => {
      const { family, kind, context, text, secret, also } = c;
      return JSON.stringify({
        id: `h11p-${pad(i + 1)}`,
        family,
        kind,
        context,
        text,
        secret,
        ...(also ? { also } : {}),
      });
    }),
    ...negatives.map((c, i) =>
      JSON.stringify({
        id: `h11n-${pad(i + 1)}`,
        family: "negative",
        kind: c.kind,
        context: c.context,
        text: c.text,
      }),
    ),
  ];
  return `${lines.join("\n")}\n`;
}
