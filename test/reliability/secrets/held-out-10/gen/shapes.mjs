// Helpers that build structured secrets: passwords, PEM private keys, JWTs, base64 wrappers.
// Byte layouts follow the public formats (RFC 7468 PEM armour, RFC 7519 JWT, OpenSSH PROTOCOL.key);
// the key material itself is random bytes, not a valid key.

import { ALNUM } from "./rand.mjs";

const b64url = (s) => Buffer.from(s).toString("base64url");

/** A random password: letters, digits and a few symbols (`symbols` chooses the set, "" for URL-safe). */
export function password(r, n = r.int(14, 24), symbols = "!#%^*_-+=") {
  for (;;) {
    const s = r.str(ALNUM + symbols + symbols, n);
    if (/[A-Z]/.test(s) && /[a-z]/.test(s) && /[0-9]/.test(s) && /^[A-Za-z0-9]/.test(s)) return s;
  }
}

/** A JWT with a random HS256 or RS256 signature; `claims` is the payload object. */
export function jwt(r, claims, alg = "HS256") {
  const head = b64url(JSON.stringify({ alg, typ: "JWT" }));
  const body = b64url(JSON.stringify(claims));
  const sig = Buffer.from(r.bytes(alg === "HS256" ? 32 : 256)).toString("base64url");
  return `${head}.${body}.${sig}`;
}

const PEM_PREFIX = {
  "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA",
  "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC",
  "EC PRIVATE KEY": "MHcCAQEEI",
  "ENCRYPTED PRIVATE KEY": "MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI",
  "DSA PRIVATE KEY": "MIIBuwIBAAKBgQD",
  "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
};

/**
 * A PEM-armoured private key of `type` with `bytes` random body bytes, lines of `width` chars.
 * Returns {pem, lines}: `lines` are the body lines (the secret is a middle one, `also` the last full one).
 */
export function pemKey(r, type, bytes = 900, width = type === "OPENSSH PRIVATE KEY" ? 70 : 64) {
  const prefix = PEM_PREFIX[type] ?? "MII";
  const body = prefix + Buffer.from(r.bytes(bytes)).toString("base64").slice(prefix.length);
  const lines = body.match(new RegExp(`.{1,${width}}`, "g"));
  const pem = `-----BEGIN ${type}-----\n${lines.join("\n")}\n-----END ${type}-----\n`;
  return { pem, lines };
}

/** secret = a middle body line, also = [the last full body line]. */
export function keyParts(lines) {
  const full = lines.filter((l) => l.length === lines[0].length);
  return { secret: lines[Math.floor(lines.length / 2)], also: [full[full.length - 1]] };
}

/** A base64 string wrapped at `width` columns (as GNU base64 does at 76). */
export function wrap(s, width) {
  return s.match(new RegExp(`.{1,${width}}`, "g")).join("\n");
}
