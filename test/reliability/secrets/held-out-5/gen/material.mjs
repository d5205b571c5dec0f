// Shared secret material: passwords, cloud key pairs, JWTs and private-key blocks, all drawn from the
// seeded generator. Key blocks carry the DER/format prefix of their type (so they look like the real
// encoding) followed by random base64; none is a usable key.

import { ALPHA, b64urlOf } from "./rng.mjs";

const WORDS = [
  "copper",
  "lantern",
  "meadow",
  "quartz",
  "harbor",
  "velvet",
  "orbit",
  "thistle",
  "cobalt",
  "ember",
  "glacier",
  "saffron",
  "tundra",
  "juniper",
  "falcon",
  "marble",
  "nimbus",
  "pepper",
  "raven",
  "sable",
];

/** A password that is safe inside a URL userinfo, a JSON string and an unquoted shell word. */
export function urlPassword(r) {
  return r.pick([
    () => r.mixed(`${ALPHA.base62}-_.~`, r.int(14, 24)),
    () => `${r.pick(WORDS)}-${r.pick(WORDS)}-${r.pick(WORDS)}-${r.int(10, 99)}`,
    () =>
      `${r.pick(WORDS)[0].toUpperCase()}${r.pick(WORDS).slice(1)}${r.int(1000, 9999)}${r.pick(["x", "Q", "z"])}${r.alnum(5)}`,
  ])();
}

/** A password with shell/config punctuation (no quote or backslash, so JSON and quoting stay simple). */
export function anyPassword(r) {
  return r.pick([
    () => r.mixed(`${ALPHA.base62}!#%^*-_.+=`, r.int(14, 24)),
    () => `${r.pick(WORDS)[0].toUpperCase()}${r.pick(WORDS).slice(1)}#${r.int(2000, 2099)}!${r.pick(WORDS)}`,
    () => urlPassword(r),
  ])();
}

export function awsPair(r, prefix = "AKIA") {
  return { id: `${prefix}${r.chars(`${ALPHA.upper}234567`, 16)}`, secret: r.mixed(ALPHA.b64, 40) };
}

export function awsSessionToken(r) {
  return `IQoJb3JpZ2luX2Vj${r.mixed(ALPHA.b64, r.int(300, 420))}`;
}

/** An HS256 or RS256 JWT with a plausible header and claims and a random signature. */
export function jwt(r, claims = {}) {
  const alg = r.pick(["HS256", "RS256", "ES256"]);
  const header = { alg, typ: "JWT", ...(alg === "HS256" ? {} : { kid: r.b64url(16) }) };
  const now = 1770000000 + r.int(0, 20000000);
  const payload = {
    sub: r.pick([r.uuid(), `user_${r.alnum(10)}`, String(r.int(1000, 99999))]),
    iss: r.pick(["https://auth.acme-corp.net/", "https://login.northwind.io", "supabase"]),
    iat: now,
    exp: now + r.pick([900, 3600, 86400]),
    ...claims,
  };
  const sigLen = alg === "HS256" ? 32 : alg === "ES256" ? 64 : 256;
  return [
    b64urlOf(JSON.stringify(header)),
    b64urlOf(JSON.stringify(payload)),
    b64urlOf(r.bytes(sigLen)),
  ].join(".");
}

const KEY_TYPES = {
  "rsa-pkcs1": { label: "RSA PRIVATE KEY", prefix: "MIIEpAIBAAKCAQEA", len: 1588 },
  "rsa-pkcs8": {
    label: "PRIVATE KEY",
    prefix: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ",
    len: 1620,
  },
  ec: { label: "EC PRIVATE KEY", prefix: "MHcCAQEEI", len: 164 },
  "ec-pkcs8": { label: "PRIVATE KEY", prefix: "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg", len: 184 },
  "ed25519-pkcs8": { label: "PRIVATE KEY", prefix: "MC4CAQAwBQYDK2VwBCIEI", len: 64 },
  dsa: { label: "DSA PRIVATE KEY", prefix: "MIIBuwIBAAKBgQD", len: 592 },
  "encrypted-pkcs8": {
    label: "ENCRYPTED PRIVATE KEY",
    prefix: "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI",
    len: 1752,
  },
  openssh: {
    label: "OPENSSH PRIVATE KEY",
    prefix: "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA",
    len: 396,
  },
  "openssh-rsa": {
    label: "OPENSSH PRIVATE KEY",
    prefix: "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
    len: 2580,
  },
  pgp: { label: "PGP PRIVATE KEY BLOCK", prefix: "lQVYBGX", len: 1800 },
};

/** Random base64 body of a key type, wrapped at `width`. Returns the block and two of its lines. */
export function keyBlock(r, type, width = 64) {
  const spec = KEY_TYPES[type];
  const body = spec.prefix + r.chars(ALPHA.b64, spec.len - spec.prefix.length);
  const lines = [];
  for (let i = 0; i < body.length; i += width) lines.push(body.slice(i, i + width));
  if (type === "pgp") lines.push(`=${r.chars(ALPHA.b64, 4)}`);
  const head = type === "pgp" ? `-----BEGIN ${spec.label}-----\n\n` : `-----BEGIN ${spec.label}-----\n`;
  const text = `${head}${lines.join("\n")}\n-----END ${spec.label}-----`;
  const mid = lines[Math.floor((lines.length - 1) / 2)];
  return { text, secret: mid.length >= 24 ? mid : lines[0], also: lines.length > 2 ? [lines[1]] : [] };
}

export const KEY_TYPE_NAMES = Object.keys(KEY_TYPES);
