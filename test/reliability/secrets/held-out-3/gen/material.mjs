// Shared secret material for the family builders: passwords, private key bodies, JWTs, cloud key pairs.
import { B64, B64URL, BASE62, DIGITS, HEX, UPPER } from "./random.mjs";

const WORDS = [
  "harbor",
  "velvet",
  "orbit",
  "maple",
  "cobalt",
  "saffron",
  "glacier",
  "tundra",
  "falcon",
  "ember",
  "quartz",
  "lantern",
  "meadow",
  "pepper",
  "willow",
  "copper",
  "marble",
  "thistle",
  "juniper",
  "canyon",
];
const cap = (w) => w[0].toUpperCase() + w.slice(1);

/** A password a person or a generator would set; `urlSafe` keeps it free of URL delimiters. */
export function password(r, urlSafe = false) {
  const syms = urlSafe ? "-_.~" : "!#%^*-_.+=";
  switch (r.int(0, 3)) {
    case 0:
      return `${cap(r.pick(WORDS))}${r.pick([...syms])}${r.pick(WORDS)}${r.str(DIGITS, 2)}`;
    case 1:
      return r.mixed(BASE62, r.int(14, 24));
    case 2:
      return `${r.mixed(BASE62, 6)}${r.pick([...syms])}${r.mixed(BASE62, 6)}${r.pick([...syms])}${r.str(DIGITS, 2)}`;
    default:
      return `${cap(r.pick(WORDS))}${r.str(DIGITS, 4)}${r.pick([...syms])}${cap(r.pick(WORDS))}`;
  }
}

const wrap = (body, width = 64) => body.match(new RegExp(`.{1,${width}}`, "g"));

/** DER prefixes (base64) of real key structures, so the bodies start the way real ones do. */
const DER = {
  rsa: "MIIEowIBAAKCAQEA",
  pkcs8rsa: "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ",
  pkcs8ec: "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg",
  ec: "MHcCAQEEI",
  encrypted: "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI",
  openssh: "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACB",
  dsa: "MIIBuwIBAAKBgQD",
  pgp: "lQOYBGX",
};

/** A PEM-style block: { text, lines } where lines are the base64 body lines. */
export function pemKey(r, type) {
  const spec = {
    rsa: ["RSA PRIVATE KEY", DER.rsa, 1588],
    pkcs8: ["PRIVATE KEY", DER.pkcs8rsa, 1620],
    "pkcs8-ec": ["PRIVATE KEY", DER.pkcs8ec, 184],
    ec: ["EC PRIVATE KEY", DER.ec, 160],
    encrypted: ["ENCRYPTED PRIVATE KEY", DER.encrypted, 1740],
    openssh: ["OPENSSH PRIVATE KEY", DER.openssh, 340],
    dsa: ["DSA PRIVATE KEY", DER.dsa, 600],
  }[type];
  const [label, prefix, length] = spec;
  const body = `${prefix + r.str(B64, length - prefix.length - 1)}=`;
  const width = type === "openssh" ? 70 : 64;
  const lines = wrap(body, width);
  return { label, lines, text: `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----` };
}

export function pgpKey(r) {
  const body = DER.pgp + r.str(B64, 1400);
  const lines = wrap(body, 64);
  const crc = `=${r.str(B64, 4)}`;
  return {
    lines,
    text: `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${lines.join("\n")}\n${crc}\n-----END PGP PRIVATE KEY BLOCK-----`,
  };
}

export function puttyKey(r, version) {
  const pub = `AAAAC3NzaC1lZDI1NTE5AAAAI${r.str(B64, 43)}`;
  const priv = `AAAAI${r.str(B64, 39)}`;
  const mac = r.hex(64);
  const kdf =
    version === 3
      ? "Key-Derivation: Argon2id\nArgon2-Memory: 8192\nArgon2-Passes: 13\nArgon2-Parallelism: 1\nArgon2-Salt: " +
        r.hex(32) +
        "\n"
      : "";
  const text = `PuTTY-User-Key-File-${version}: ssh-ed25519\nEncryption: none\n${kdf}Comment: deploy@build-${r.int(1, 9)}\nPublic-Lines: 2\n${pub.slice(0, 64)}\n${pub.slice(64)}\nPrivate-Lines: 1\n${priv}\nPrivate-MAC: ${mac}`;
  return { text, priv };
}

const b64url = (s) => Buffer.from(s).toString("base64url");

/** An HS256/RS256 JWT whose header and claims decode to real JSON. */
export function jwt(r, claims, alg = "HS256") {
  const header = b64url(JSON.stringify({ alg, typ: "JWT" }));
  const payload = b64url(JSON.stringify(claims));
  const sig = r.mixed(B64URL, alg === "HS256" ? 43 : 342);
  return `${header}.${payload}.${sig}`;
}

export function jwtClaims(r) {
  const iat = 1767225600 + r.int(0, 9e6);
  return r.pick([
    { sub: String(r.int(1e5, 9e5)), name: "build-bot", iat, exp: iat + 3600 },
    {
      iss: "supabase",
      ref: r.str("abcdefghijklmnopqrstuvwxyz", 20),
      role: "service_role",
      iat,
      exp: iat + 3e8,
    },
    {
      iss: "https://auth.acme.dev/",
      sub: `auth0|${r.hex(24)}`,
      aud: "api",
      scope: "read:all write:all",
      iat,
    },
    {
      iss: "kubernetes/serviceaccount",
      "kubernetes.io/serviceaccount/namespace": "ci",
      sub: "system:serviceaccount:ci:deployer",
    },
    { user_id: r.int(1000, 99999), session: r.hex(16), iat },
  ]);
}

export const awsKeyId = (r, prefix = "AKIA") => `${prefix}${r.str(`${UPPER}234567`, 16)}`;
export const awsSecret = (r) => r.mixed(`${BASE62}/+`, 40);
export const awsSessionToken = (r) => `IQoJb3JpZ2luX2VjE${r.mixed(`${BASE62}/+`, 340)}==`;
export const hexOf = (r, n) => r.str(HEX, n);
export { cap, WORDS, wrap };
