/**
 * Shape tests for values that carry no vendor prefix and no secret-looking name: is this word a
 * generated credential, a human password, or base64 that decodes to a secret (a PEM or DER private
 * key, an OpenSSH key, JSON holding credentials)? Pure functions over one string: no I/O.
 *
 * A generated credential is a run of 20+ token characters with letters and digits mixed throughout.
 * What sets it apart from the random-looking values code is full of: a hash or digest (hex only), a
 * UUID, an identifier (long runs of lower-case letters, i.e. words: "wordiness"), an alphabet or
 * sequence ("abcdef", "0123"), and base64 of ordinary text (it decodes to printable ASCII).
 */

/** Characters of a token value (base64, base64url, and the separators vendors use). */
const TOKEN_CHARS_RE = /^[A-Za-z0-9+/=_.~-]+$/;
const HEX_RE = /^[0-9a-fA-F]+$/;
const UUID_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** Four or more letters of one case in a row (a word inside an identifier). */
const WORD_RUN_RE = /[a-z]{4,}|[A-Z][a-z]{3,}|[A-Z]{5,}/g;
const ALPHABET_RUN_RE =
  /abcde|bcdef|cdefg|defgh|efghi|fghij|ghijk|hijkl|ijklm|jklmn|klmno|lmnop|mnopq|nopqr|opqrs|pqrst|qrstu|rstuv|stuvw|tuvwx|uvwxy|vwxyz|01234|12345|23456|34567|45678|56789|xxxxx|XXXXX|00000/i;

function count(s: string, re: RegExp): number {
  return s.match(re)?.length ?? 0;
}

/** Share of `s` made of words (runs of 4+ letters of one case): identifiers ~0.6+, random tokens ~0.1. */
export function wordiness(s: string): number {
  let n = 0;
  for (const m of s.matchAll(WORD_RUN_RE)) n += m[0].length;
  return n / Math.max(s.length, 1);
}

/**
 * True for a generated credential of at least `min` characters: token characters only, not a path,
 * URL, digest or public key, not hex only, not a UUID, no alphabet run, at least 2 digits (1 in a
 * mixed-case value of 24+) and 6 letters; with both cases, words (wordiness) make up at most 60% of it (random base62: 99% of values
 * pass; camelCase identifiers score 0.75+), in one case digits are 15%+ of it; not words joined by
 * `_`, `-`, `.` or `/` (CONSTANT_NAME_2, x86_64-unknown-linux-gnu, module.exports.Ajv2019); not base64
 * of text.
 */
export function looksRandomToken(value: string, min = 20): boolean {
  const v = value;
  if (v.length < min || v.length > 2048 || !TOKEN_CHARS_RE.test(v)) return false;
  // a path, URL, file name or assignment: /a/b, //host, ./x, name.js, UUID=… (base64 has "=" only at the end)
  if (/^[.~]|\/\/|\.[a-z]{2,5}(?:$|\/)|=[^=]/.test(v) || isPath(v)) return false;
  // a digest named by its algorithm (sha512-…, sha256:…, go.sum's h1:…) or a vendor's public key
  if (/^(?:sha\d*|md5|h1)[-:.]|^(?:pk_(?:live|test)_|pk\.eyJ|phc_)/i.test(v)) return false;
  if (HEX_RE.test(v) || UUID_RE.test(v) || ALPHABET_RUN_RE.test(v)) return false;
  // a content-addressed name: short words, then a digest (a CI cache key `v1-npm-deps-<sha256>`)
  if (/^(?:[a-z][a-z0-9]{0,15}-){2,}[0-9a-f]{32,}$/i.test(v)) return false;
  // a semantic version with pre-release and build metadata (semver.org: v2.14.0-rc.1+build.3f9a1c7e)
  if (/^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.test(v)) return false;
  // ids in hex with separators (trace ids, MACs), 0x-hex (an address, a hash), public bech32 (bc1…, age1…),
  // a NATS public nkey (56 base32 characters after its type letter; a seed starts with "S" and has 58)
  if (
    /^(?:0x)?[0-9a-fA-F]+(?:[-:][0-9a-fA-F]+)*$/.test(v) ||
    /^(?:bc1|tb1|ltc1|age1|npub1)[02-9ac-hj-np-z]{20,}$/.test(v) ||
    /^[UAONCX][A-Z2-7]{55}$/.test(v)
  )
    return false;
  const digits = count(v, /\d/g);
  const upper = count(v, /[A-Z]/g);
  const lower = count(v, /[a-z]/g);
  // two digits, or one in a long mixed-case value (1.5% of random base62 of 36 have fewer than two)
  if (digits < (upper > 0 && lower > 0 && v.length >= 24 ? 1 : 2) || upper + lower < 6) return false;
  if (upper > 0 && lower > 0 ? wordiness(v) > 0.6 : digits < v.length * 0.15) return false;
  // words joined by separators: CONSTANT_NAME_2, x86_64-unknown-linux-gnu, module.exports.Ajv2019
  const parts = v.split(/[./_-]/);
  if (parts.filter((w) => /^(?:[A-Za-z][a-z]{3,}|[A-Z]{4,})$/.test(w)).length >= 2) return false;
  if (/[./]/.test(v) && parts.some((w) => /^(?:[a-z]{4,}|[A-Z][a-z]{3,})$/.test(w))) return false;
  // a member path of identifiers: ZodError_js_1.ZodIssueCode.too_big
  const members = v.split(".");
  if (
    members.length > 1 &&
    members.every((w) => /^[A-Za-z_$][\w$]*$/.test(w)) &&
    members.some((w) => w.length >= 4 && wordiness(w) > 0.6)
  )
    return false;
  return decodedText(v) === null;
}

/** An absolute path: a leading "/" and a segment that is a word (base64 may start with "/" too). */
export function isPath(v: string): boolean {
  return v.startsWith("/") && v.split("/").some((w) => /^(?:[a-z][a-z0-9_-]{2,}|[A-Z][a-z]{2,})$/.test(w));
}

/**
 * True for a human-chosen password in a place that expects one: 8–128 characters without blanks,
 * with a letter and a digit or symbol, not a path, URL, flag, variable or a plain identifier.
 */
export function looksLikePassword(value: string): boolean {
  const v = value;
  if (v.length < 8 || v.length > 128 || /\s/.test(v)) return false;
  if (/^(?:[~./\\$%<{[-]|https?:)/.test(v) || /^[A-Za-z_][\w.]*\(/.test(v)) return false;
  if (!/[A-Za-z]/.test(v) || !/[\d!@#$%^&*+=?~]/.test(v)) return false;
  return !/^[A-Za-z_][A-Za-z0-9_]*$/.test(v) || /\d/.test(v.slice(1));
}

/**
 * True for a short letters-and-digits password that is not a word: 8–40 characters with lower- and
 * upper-case letters and a digit and few words in it (runs of 4+ letters with a vowel make up at
 * most 30%: `cX9zA1sD`, `Tz3V6NQMmktd`, not `iPhone12`), or
 * one case with digits mixed into the letters at least four times (leetspeak `sup3rs3cr3t`, not
 * `release2024rc1`) and a letter outside hex (not a short commit SHA); not base64 of text.
 */
export function randomWord(v: string): boolean {
  if (v.length < 8 || v.length > 40 || !/^[A-Za-z0-9]+$/.test(v) || !/\d/.test(v) || !/[A-Za-z]/.test(v))
    return false;
  if (ALPHABET_RUN_RE.test(v)) return false;
  let shaped: boolean;
  if (/[a-z]/.test(v) && /[A-Z]/.test(v)) {
    // words are runs of 4+ letters that hold a vowel after their first letter (`Phone`, not `mktd`, `Iwns`)
    let words = 0;
    for (const m of v.matchAll(WORD_RUN_RE))
      if (/[aeiouy]|^[A-Z]+$/.test(m[0].slice(1))) words += m[0].length;
    shaped = words <= v.length * 0.3;
  } else {
    const digits = count(v, /\d/g);
    shaped = digits >= 2 && /[g-zG-Z]/.test(v) && count(v, /[A-Za-z](?=\d)|\d(?=[A-Za-z])/g) >= 4;
  }
  return shaped && decodedText(v) === null;
}

/** Base64 (or base64url) `v` decoded as Latin-1 text, or null when it is not valid base64. */
export function decodeBase64(v: string): string | null {
  const std = v.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (std.length < 8 || !/^[A-Za-z0-9+/]+$/.test(std) || std.length % 4 === 1) return null;
  try {
    return atob(std + "=".repeat((4 - (std.length % 4)) % 4));
  } catch {
    // atob throws InvalidCharacterError on input that is not base64: not encoded text
    return null;
  }
}

/** The decoded text when `v` is base64 of mostly printable ASCII (encoded text, not random bytes). */
export function decodedText(v: string): string | null {
  if (v.length < 16) return null;
  const text = decodeBase64(v);
  if (text === null) return null;
  const printable = count(text, /[\x20-\x7e\t\r\n]/g);
  return printable >= text.length * 0.95 ? text : null;
}

/** Keys of a JSON object that hold a credential (docker `auth`, a tunnel's `s`/`a`, `token`, …). */
const SECRET_JSON_KEY_RE =
  /"(?:auth|auths|token|access_token|refresh_token|secret|client_secret|password|private_key|api_key|apikey|key|s|k|d)"\s*:/i;

/**
 * True when base64 `v` encodes a secret: a PEM private key, a DER private key (PKCS#1, PKCS#8, SEC 1
 * EC, PKCS#12: a SEQUENCE whose first member is INTEGER 0, 1 or 3), a Java KeyStore or JCEKS file
 * (magic numbers 0xFEEDFEED, 0xCECECECE), an OpenSSH private key
 * ("openssh-key-v1"), a JWT, or a JSON object with a credential-holding key.
 */
export function encodesSecret(v: string): boolean {
  if (v.length < 24) return false;
  if (v.startsWith("b3BlbnNzaC1rZXktdjE")) return true; // "openssh-key-v1"
  const text = decodeBase64(v.length > 4096 ? v.slice(0, 4096) : v);
  if (text === null) return false;
  if (/^-----BEGIN [A-Z0-9 ]*PRIVATE KEY/.test(text)) return true;
  if (isDerPrivateKey(text)) return true;
  // a Java KeyStore (magic 0xFEEDFEED) or JCEKS store (0xCECECECE): keys inside
  if (/^(?:\xfe\xed\xfe\xed|\xce\xce\xce\xce)/.test(text)) return true;
  if (/^\s*\{/.test(text) && SECRET_JSON_KEY_RE.test(text)) return true;
  return /^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\./.test(text);
}

/** DER (ITU-T X.690): SEQUENCE (0x30) with a long-form length, then INTEGER (0x02) of length 1 holding 0, 1 or 3. */
function isDerPrivateKey(bytes: string): boolean {
  if (bytes.charCodeAt(0) !== 0x30) return false;
  const len = bytes.charCodeAt(1);
  const at = len < 0x80 ? 2 : 2 + (len & 0x7f);
  if (len === 0x80 || at > 6) return false;
  return (
    bytes.charCodeAt(at) === 0x02 &&
    bytes.charCodeAt(at + 1) === 0x01 &&
    [0, 1, 3].includes(bytes.charCodeAt(at + 2))
  );
}
