/**
 * The long tail of self-identifying token formats (see vendor-patterns.ts): published prefixes and
 * shapes no earlier list covers — Apify (`apify_api_` + 36), PostHog personal API keys (`phx_`),
 * LlamaCloud (`llx-`), Linear OAuth tokens (`lin_oauth_` + 64 hex), Honeycomb ingest and
 * management keys (`hcaik_`, `hcxik_`, `hcamk_`, `hcxmk_` + 58), Octopus Deploy API keys (`API-` +
 * 26–32 upper-case letters and digits, gitleaks octopus-deploy-api-key), Tencent Cloud SecretIds
 * (`AKID` + 32), and Microsoft's identifiable keys, which carry a fixed signature inside the random
 * part (Azure Search `AzSe`, Container Registry `+ACR`, Functions `AzFu`, Service Bus `+ASb`, Event
 * Hubs `+AEh`, Relay `+ARm`, IoT `AIoT`, Storage `+ASt`, Cosmos DB `ACDb`, API Management `APIM`,
 * and the Common Annotated Security Key's `JQQJ9`: github.com/microsoft/security-utilities).
 * Every regex is linear: a literal in the gate, then bounded classes. Pure data: no I/O.
 */
import type { SecretPattern } from "./secret-patterns.js";

/** Letters and digits mixed (a generated value, not a word or a constant name). */
const mixed = (s: string): boolean => /\d/.test(s) && /[A-Za-z]/.test(s);
/** Upper and lower case and a digit. */
const random = (s: string): boolean => /\d/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s);
const B = "(?<![A-Za-z0-9_](?<!\\\\[nrt]))";
const re = (body: string): RegExp => new RegExp(`${B}${body}(?![A-Za-z0-9_])`, "g");
/** A Microsoft identifiable key: `before` base64 characters, the signature, then `after` and padding. */
const signed = (before: string, sig: string, after: string): RegExp =>
  new RegExp(
    `(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{${before}}${sig}[A-Za-z0-9+/]{${after}}={0,2}(?![A-Za-z0-9+/=])`,
    "g",
  );

export const TAIL_VENDOR_PATTERNS: readonly SecretPattern[] = [
  { kind: "apify_token", keys: ["apify_api_"], re: re("apify_api_[A-Za-z0-9]{36}"), accept: mixed },
  { kind: "posthog_key", keys: ["phx_"], re: re("phx_[A-Za-z0-9]{40,50}"), accept: random },
  { kind: "llamacloud_key", keys: ["llx-"], re: re("llx-[A-Za-z0-9]{40,52}"), accept: random },
  { kind: "linear_token", keys: ["lin_oauth_"], re: re("lin_oauth_[0-9a-f]{64}") },
  {
    kind: "honeycomb_key",
    keys: ["hcaik_", "hcxik_", "hcamk_", "hcxmk_"],
    re: re("hc[ax][im]k_[a-z0-9]{58,64}"),
    accept: mixed,
  },
  {
    kind: "octopus_key",
    keys: ["API-"],
    re: re("API-[A-Z0-9]{26,32}"),
    accept: (m) => (m.match(/\d/g)?.length ?? 0) >= 3 && /[A-Z].*[A-Z].*[A-Z]/.test(m.slice(4)),
  },
  {
    kind: "tencent_secret_id",
    keys: ["AKID"],
    re: re("AKID[A-Za-z0-9]{32}"),
    accept: (m) => random(m.slice(4)),
  },
  { kind: "azure_key", keys: ["AzSe"], re: signed("42", "AzSe", "6"), accept: random },
  { kind: "azure_key", keys: ["+ACR"], re: signed("42", "\\+ACR", "6"), accept: random },
  { kind: "azure_key", keys: ["AzFu"], re: signed("44", "AzFu", "6,8"), accept: random },
  {
    kind: "azure_key",
    keys: ["+ASb", "+AEh", "+ARm", "AIoT"],
    re: signed("33", "(?:\\+ASb|\\+AEh|\\+ARm|AIoT)", "7"),
    accept: random,
  },
  {
    kind: "azure_key",
    keys: ["+ASt", "ACDb", "APIM"],
    re: signed("76", "(?:\\+ASt|ACDb|APIM)", "6"),
    accept: random,
  },
  { kind: "azure_key", keys: ["JQQJ9"], re: signed("52", "JQQJ9", "10,40"), accept: random },
];
