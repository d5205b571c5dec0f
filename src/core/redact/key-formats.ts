/**
 * Private keys outside a PEM block (PEM and SSH2 blocks are in secret-patterns.ts): the private
 * members of a JSON Web Key (RFC 7517/7518: "d", "p", "q", "dp", "dq", "qi", "oth"; "k" of a
 * symmetric key), the private elements of .NET's XML RSA key (<RSAKeyValue>: P, Q, DP, DQ, InverseQ,
 * D), and base64 that encodes a secret wherever it stands (token-shape.ts `encodesSecret`: a PEM or
 * DER private key, an OpenSSH key, a JWT, JSON holding credentials — a kubeconfig's client-key-data,
 * a Secret's data, a docker config, a tunnel token, a Java keystore), and raw keys written as byte
 * arrays. Pure: no I/O.
 */
import { redactPrefixedPem } from "./pem-prefixed.js";
import { redactSeedPhrases } from "./seed-phrases.js";
import { encodesSecret } from "./token-shape.js";

const mark = (kind: string): string => `[REDACTED:${kind}]`;

/** A member name quoted (JSON) or bare (a JS object literal, a Python `dict(d=…)` keyword). */
const JWK_PRIVATE_RE =
  /((?:(["'])(?:d|p|q|dp|dq|qi|k)\2|(?<![\w$."'-])(?:d|p|q|dp|dq|qi|k))[ \t]*[:=][ \t]*(["']))([A-Za-z0-9_-]{16,})\3/g;
/** A JWK's key type member, quoted or bare: the gate of JWK_PRIVATE_RE. */
const KTY_RE = /(?:["']kty["']|(?<![\w$."'-])kty)[ \t]*[:=]/;
/** The same members written as YAML (a JWK in a Kubernetes manifest or a config file): `d: …` on its own line. */
const JWK_YAML_RE = /^([ \t]*-?[ \t]*(?:d|p|q|dp|dq|qi|k):[ \t]*(["']?))([A-Za-z0-9_-]{16,})\2[ \t]*$/gm;
const XML_PRIVATE_RE = /(<(P|Q|DP|DQ|InverseQ|D)>)([A-Za-z0-9+/=\s]{16,}?)(?=<\/\2>)/g;
/**
 * Base64 words that may encode a secret, by their first characters: PEM ("-----BEGIN" → LS0tLS1CRUdJTi),
 * DER (SEQUENCE → MI, MH, MC), OpenSSH ("openssh-key-v1" → b3BlbnNzaC1rZXktdjE), JSON ("{\"" → eyJ,
 * "{\n" → ewog / ew0K, "{ \"" → eyAi) and base64 of a JWT (ZXlK).
 */
const ENCODED_RE =
  /(?<![A-Za-z0-9+/_-])(?:LS0tLS1CRUdJTi|M[IHC]|b3BlbnNzaC1rZXktdjE|eyJ|ew[o0]|eyAi|ZXlK|\/u3\+7Q|zs7Ozg)[A-Za-z0-9+/_-]{22,}={0,2}(?![A-Za-z0-9+/=_-])/g;
const ENCODED_GATE_RE =
  /LS0tLS1CRUdJTi|M[IHC][A-Za-z0-9+/]{22}|b3BlbnNzaC1|eyJ|ew[o0]|eyAi|ZXlK|\/u3\+7Q|zs7Ozg/;

/**
 * A raw private key or seed written as a byte array (Solana's keypair JSON, a Rust `[u8; 32]`, a
 * Go `[]byte{…}`, a JS `Uint8Array([…])`): 32 or more numbers 0–255 in brackets or braces.
 */
const BYTE_ARRAY_RE = /[[{][ \t\r\n]*(?:\d{1,3}[ \t]*,[ \t\r\n]*){31,}\d{1,3}[ \t\r\n]*,?[ \t\r\n]*[\]}]/g;
/** Words near a byte array that say it is key material (on its line, or a 64-byte keypair on lines of its own). */
const KEY_WORD_RE = /key|secret|seed|priv|wallet|signer|keypair|mnemonic|\bsk\b/i;

/** True when `array` holds 32+ bytes that vary like key material (not a table of small or repeated numbers). */
function keyBytes(array: string): boolean {
  const bytes = (array.match(/\d{1,3}/g) ?? []).map(Number);
  return (
    bytes.length >= 32 &&
    bytes.every((b) => b <= 255) &&
    new Set(bytes).size >= 16 &&
    bytes.some((b) => b > 127)
  );
}

/** Redacts key-material byte arrays (see BYTE_ARRAY_RE) on a line with a key word, or a keypair alone. */
function redactByteArrays(text: string): string {
  return text.replace(BYTE_ARRAY_RE, (m, at: number) => {
    // (the text around a match is read a bounded distance, so a long line stays linear)
    const near = text.slice(Math.max(0, at - 200), at);
    const before = near.slice(near.lastIndexOf("\n") + 1);
    // a keypair on lines of its own (Solana's id.json: 64 bytes, the secret key and the public key):
    // only blanks back to a line break (or the text's start), and on to one (or the text's end)
    const end = at + m.length;
    const after = text.slice(end, end + 200);
    const own =
      (/\n[ \t\r]*$/.test(near) || (at <= 200 && /^[ \t\r]*$/.test(near))) &&
      (/^[ \t\r]*\n/.test(after) || (end + 200 >= text.length && /^[ \t\r]*$/.test(after)));
    const alone = own && (m.match(/\d+/g) ?? []).length === 64;
    return (alone || KEY_WORD_RE.test(before)) && keyBytes(m) ? mark("private_key") : m;
  });
}

/** Redacts PEM blocks whose lines carry a prefix (pem-prefixed.ts), seed phrases (seed-phrases.ts), private JWK members, .NET XML private key elements and base64-encoded secrets in `text`. */
export function redactKeyFormats(text: string): string {
  let out = redactSeedPhrases(redactPrefixedPem(text, mark), mark);
  if (KTY_RE.test(out))
    out = out.replace(
      JWK_PRIVATE_RE,
      (_m, head: string, _k: string, q: string) => `${head}${mark("private_key")}${q}`,
    );
  if (/^[ \t]*-?[ \t]*kty:/m.test(out))
    out = out.replace(JWK_YAML_RE, (_m, head: string, q: string) => `${head}${mark("private_key")}${q}`);
  if (out.includes("<RSAKeyValue") || out.includes("<RSAParameters"))
    out = out.replace(XML_PRIVATE_RE, (_m, head: string) => `${head}${mark("private_key")}`);
  if (ENCODED_GATE_RE.test(out))
    out = out.replace(ENCODED_RE, (m) =>
      (m.startsWith("eyJ") && m.length < 40) || !encodesSecret(m) ? m : mark("encoded_secret"),
    );
  // eight numbers in a row before the full (31+) scan
  if (/(?:\d{1,3}[ \t]*,[ \t\r\n]*){8}\d/.test(out)) out = redactByteArrays(out);
  return out;
}
