/**
 * Values given to a name: `NAME=value`, `name: value`, `"name": "value"`, `export NAME=value`, and
 * command-line options `--password X`. A secret-holding name (secret-patterns.ts `isSecretName`) gets
 * any literal value redacted; a weak name (`…_KEY`, `…_PASS`, `…_SESSION`) a credential-shaped one
 * (or any value in `UPPER_NAME=value` form); a service's name (`TWITTER_CONSUMER`, gitleaks'
 * keyword-gated rules) a credential-shaped one; any other name only a generated-looking value
 * (token-shape.ts `looksRandomToken`) of credential length (id-values.ts `unnamedCredential`) unless
 * the name says it holds a hash, id or fixture. A slot name alone (`key`, `sk`, `sig`: id-values.ts
 * `slotLabel`) takes only a credential-length value in no id format, but in a URL query. Pure: no I/O.
 */
import { isNonCredentialCookie } from "./cookies.js";
import { slotLabel, unnamedCredential } from "./id-values.js";
import {
  ASSIGNMENT_RE,
  isKeyName,
  isNonSecretKeyName,
  isSecretName,
  kindForName,
  looksLikeCredential,
  nameWords,
} from "./secret-patterns.js";
import { isPath, looksLikePassword, looksRandomToken } from "./token-shape.js";
import {
  afterDigestPath,
  ENUM_CONSTANT_RE,
  insideArn,
  insideTag,
  isDigestSignature,
  isRelativeFilePath,
  keyPrefix,
  labelInString,
  labelledId,
  looksLikeCode,
  namesElsewhere,
  nestedHeadsExceeded,
  publicKeyBefore,
  repeatsUser,
  SECRET_LABEL_RE,
  TYPED_ID_RE,
  uiLabel,
} from "./value-context.js";
import {
  encodedFile,
  isVendorCredential,
  SHAPE_EXEMPT_WORDS,
  VENDOR_NAME_RE,
  vendorName,
  vendorShaped,
} from "./value-names.js";
import { isPlaceholder, mark, redactLiteral, SCHEME_RE } from "./values.js";
import { vendorSection } from "./vendor-section.js";

export { redactFlags } from "./flags.js";
export { isVendorCredential };

const UUID_VALUE_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const UNQUOTED_VALUE_RE = /^[^\s"'`,;(){}[\]<>\\]+/;
const STRING_PREFIX_RE = /^(?:@|[bBrL]|u8|br|rb)(?=["'])/;
const QUOTES = ['\\"', "\\'", '"', "'"] as const;
const MAX_VALUE_CHARS = 4096;
/** Weak last words of a name that hold a human password (`SMTP_PASS`, `admin_pw`), not a key. */
const PASS_WORDS = new Set(["pass", "pw", "passcode"]);
type Strength = "strong" | "weak" | "vendor" | "shape";

/** Words of a secret-named variable that say it holds a test's stand-in (`fakeToken`, `mock_secret`). */
const FIXTURE_WORDS = new Set(["mock", "fake", "dummy", "stub"]);
/** Stems every strong or weak name contains (isSecretName, isKeyName): a name without one is "shape" at most. */
const NAME_STEM_RE = /pass|pw|secret|token|key|auth|cred|bearer|psk|salt|hmac|sig|pat/i;
/** What a "shape" value needs at its start: 20 token characters, maybe after a quote or a scheme word. */
const TOKEN_START_RE = /(?:\\?["'])?(?:[A-Za-z-]{3,10}[ \t]+)?[A-Za-z0-9+/=_.~-]{20}/y;

/**
 * Cheap pre-check: the value at `start` can only be redacted under a strong or weak name (and is not
 * a reference, `arn:aws:secretsmanager:…:secret:x`, whose inner names the loop must skip).
 */
function onlyNamed(name: string, text: string, start: number): boolean {
  if (NAME_STEM_RE.test(name) || VENDOR_NAME_RE.test(name) || text.slice(start, start + 6).includes("arn:"))
    return false;
  TOKEN_START_RE.lastIndex = start;
  return !TOKEN_START_RE.test(text);
}

/** How much a value under `name` must look like a credential to be redacted; null: never. */
function strengthOf(name: string): Strength | null {
  // ODBC/ADO.NET `Pwd=` is a password; the shell's PWD (a directory) is told apart by its value
  // the Fetch standard's forbidden `Sec-` headers (Sec-WebSocket-Key, Sec-Fetch-*) are set by the browser
  if (/^sec-[a-z]/i.test(name)) return null;
  // an anti-forgery token (csrftoken, X-CSRF-Token, authenticity_token), a cookie that grants no access (_ga, AWSALB)
  if (/^(?:x-?)?(?:csrf|xsrf|authenticity)/i.test(name) || isNonCredentialCookie(name)) return null;
  if (isSecretName(name) || /^pwd$/i.test(name))
    return nameWords(name).some((w) => FIXTURE_WORDS.has(w)) ? "weak" : "strong";
  if (isKeyName(name)) return "weak";
  if (vendorName(name)) return "vendor";
  return name.length < 2 || isNonSecretKeyName(name) ? null : "shape"; // `n`, `x`, `e`: a JWK's public members, loop variables
}

/**
 * A generated-looking value under a name that does not say it holds a hash, id or fixture, long enough
 * for a credential without a vendor prefix (id-values.ts: `author: <Firebase uid>`, `pk=<KSUID>` are ids;
 * so is a value under a name that ends in a glued `id`: `fileid`, `xamzid2`).
 */
function shapeQualifies(name: string, value: string): boolean {
  return (
    unnamedCredential(value) &&
    looksRandomToken(value) &&
    !TYPED_ID_RE.test(value) &&
    !labelledId(value) &&
    !encodedFile(value) &&
    // an XML ID (a name: a letter or "_" first), SAML's `_<hex>` message ids and `InResponseTo`
    !/^_[0-9a-fA-F]{16,}$/.test(value) &&
    !nameWords(name).some((w) => SHAPE_EXEMPT_WORDS.has(w)) &&
    // an id glued to its noun (`fileid`, `objectid`, an XML attribute `xamzid2` for S3's x-amz-id-2)
    !/[a-z]id\d?$/i.test(name)
  );
}

/**
 * A UUID under a weak name (Application Insights' `InstrumentationKey=<uuid>`, a `license_key`) is an
 * id: UUID credentials come under strong names (Heroku's HEROKU_API_KEY, Consul's CONSUL_HTTP_TOKEN),
 * a service's name (`squarespaceKey`), Vault's `secret_id` or an API key in a URL query (`?key=`).
 */
function uuidId(text: string, at: number, name: string, value: string): boolean {
  if (!UUID_VALUE_RE.test(value) || /secret[_-]?id$/i.test(name) || vendorName(name)) return false;
  const head = text.lastIndexOf(name, at);
  return !/[?&]/.test(text.charAt(head - 1));
}

/** Whether a literal (quoted) value under a name of this strength is a secret. */
function literalQualifies(name: string, strength: Strength, inner: string, slot: boolean): boolean {
  if (uiLabel(name, inner)) return false;
  // a sentence (an i18n label: "Forgot password?", "Your session has expired") is not a credential
  if (/\s/.test(inner) && (/[?.!…:]$/.test(inner) || /^[A-Z][a-z]+\s/.test(inner))) return false;
  if (strength === "strong") return !SECRET_LABEL_RE.test(inner) && !ENUM_CONSTANT_RE.test(inner);
  if (strength === "shape") return shapeQualifies(name, inner);
  if (strength === "vendor") return vendorShaped(inner);
  if (isDigestSignature(name, inner) || labelledId(inner) || isRelativeFilePath(inner) || keyPrefix(inner))
    return false;
  if (slot && !unnamedCredential(inner)) return false;
  const last = nameWords(name).at(-1) ?? "";
  return looksLikeCredential(inner) || (PASS_WORDS.has(last) && looksLikePassword(inner));
}

/**
 * Finds the value after a name head at `start`; returns its end and replacement, or null. Quoted
 * values are literals (see literalQualifies). Unquoted values are redacted in shell/.env form
 * (`UPPER_NAME=value`, no spaces), after a `Bearer `-style scheme, or braced (`Pwd={…}` in an ODBC
 * string); elsewhere only when they are not code: a value followed by `(` or `[` (a call or index),
 * a bare identifier path without digits (`string`, `form.get`, `new`) or a plain number of up to 7
 * digits (`CHARS_PER_TOKEN = 4`) is kept.
 */
function redactValueAt(
  text: string,
  at: number,
  name: string,
  envStyle: boolean,
  strength: Strength,
  slot: boolean,
): { end: number; text: string } | null {
  const kind = kindForName(name);
  // a standard YAML tag before the value (`password: !!str X`) is kept: the value follows it (a local
  // tag such as `!Ref Name`, `!secret name`, `!vault` is a reference, a placeholder)
  const tag = /^!![A-Za-z][\w./:-]*[ \t]+(?=[^\s|>#])/.exec(text.slice(at, at + 64))?.[0];
  const start = at + (tag?.length ?? 0);
  const quoted = prefixedQuotedHit(text, start, name, strength, slot);
  if (quoted !== undefined) return quoted;
  // ODBC's braced value `Pwd={…};` (not `token = { … }`, an object literal)
  if (text.charAt(start) === "{" && text.charAt(start - 1) === "=" && strength === "strong") {
    const close = text.indexOf("}", start);
    const inner = text.slice(start + 1, close);
    // (`?api_key={API_KEY}`: an upper-case template name is a placeholder)
    if (close > start + 1 && !/[\s{:,'"]/.test(inner) && /^[;"'\s]|^$/.test(text.charAt(close + 1)))
      // (`token={item.token}`: a JSX/template expression reading a member is a reference, not a value)
      return isPlaceholder(inner) || /^[A-Z]+(?:_[A-Z]+)+$/.test(inner) || MEMBER_READ_RE.test(inner)
        ? null
        : { end: close + 1, text: `{${mark(kind)}}` };
  }
  const head = SCHEME_RE.exec(text.slice(start, start + 16))?.[0] ?? "";
  // A scheme word is only a scheme before a credential (`token => {`, `Token | null` are code).
  const scheme = head !== "" && /^[A-Za-z0-9]/.test(text.charAt(start + head.length)) ? head : "";
  const valueStart = start + scheme.length;
  const value = UNQUOTED_VALUE_RE.exec(text.slice(valueStart, valueStart + MAX_VALUE_CHARS))?.[0] ?? "";
  const end = valueStart + value.length;
  if (
    isPlaceholder(value) ||
    !/[A-Za-z0-9]/.test(value) || // punctuation alone (a regex literal's `/` before `\b…`) is no value
    /^[([]/.test(text.charAt(end)) ||
    /^[ \t]*=(?!=)/.test(text.slice(end, end + 8)) || // a type annotation: `API_KEY: &str = "…"`
    namesElsewhere(name, strength === "strong", value) ||
    repeatsUser(text, start, end, value)
  )
    return null;
  if (strength === "shape" || strength === "vendor") {
    const shaped = strength === "shape" ? shapeQualifies(name, value) : vendorShaped(value);
    return shaped ? { end, text: `${scheme}${mark(kind)}` } : null;
  }
  // after a scheme word, a plain lower-case word is prose (`auth: token validated`)
  if (scheme !== "" && /^[a-z]+$/.test(value)) return null;
  const weak = strength === "weak";
  if (weak && uuidId(text, at, name, value)) return null;
  if (weak && (isDigestSignature(name, value) || (!envStyle && (labelledId(value) || keyPrefix(value)))))
    return null;
  // a slot (`key: <sha>`, `sig=<hex>`) holds an id or digest unless the value is credential-long
  if (weak && !envStyle && slot && !unnamedCredential(value)) return null;
  const passLike = weak && PASS_WORDS.has(nameWords(name).at(-1) ?? "") && looksLikePassword(value);
  if (weak && !envStyle && !looksLikeCredential(value) && !passLike) return null;
  if (weak && (/^[~.]/.test(value) || isPath(value) || isRelativeFilePath(value))) return null;
  if (!envStyle && scheme === "" && looksLikeCode(value)) return null;
  return { end, text: `${scheme}${mark(kind)}` };
}

/**
 * A quoted value at `start`, maybe after a string literal's prefix (Objective-C's `@"…"`, Rust's and
 * Python's bytes `b"…"`, C++'s `L"…"` / `u8"…"`): its hit, null when it stays, undefined when unquoted.
 */
function prefixedQuotedHit(
  text: string,
  start: number,
  name: string,
  strength: Strength,
  slot: boolean,
): { end: number; text: string } | null | undefined {
  const prefix = STRING_PREFIX_RE.exec(text.slice(start, start + 3))?.[0] ?? "";
  const quote = QUOTES.find((q) => text.startsWith(q, start + prefix.length));
  if (quote === undefined) return undefined;
  const hit = quotedHit(text, start + prefix.length, quote, name, strength, slot);
  return hit === null ? null : { end: hit.end, text: `${prefix}${hit.text}` };
}

/** A quoted value after a name head: a literal (see literalQualifies); null when it stays. */
function quotedHit(
  text: string,
  start: number,
  quote: string,
  name: string,
  strength: Strength,
  slot: boolean,
): { end: number; text: string } | null {
  const from = start + quote.length;
  const close = text.indexOf(quote, from) - from;
  if (close < 0 || close > MAX_VALUE_CHARS || (strength === "shape" && close < 20)) return null;
  const inner = text.slice(from, from + close);
  if (inner.includes("\n") || !literalQualifies(name, strength, inner, slot)) return null;
  const replaced = redactLiteral(inner, kindForName(name));
  return replaced === null
    ? null
    : { end: start + 2 * quote.length + close, text: `${quote}${replaced}${quote}` };
}

/** A member read (`item.token`, `this.props.apiKey`): identifiers, the last one letters only. */
const MEMBER_READ_RE = /^[A-Za-z_$][\w$]{0,40}(?:\.[A-Za-z_$][\w$]{0,40}){0,4}\.[A-Za-z]{1,40}$/;

/** Redacts the values of `NAME=value` / `name: value` / `"name": "value"` assignments (see strengthOf). */
export function redactAssignments(text: string): string {
  let out = "";
  let copied = 0;
  let skipped = 0;
  const run = { end: -1, heads: 0 };
  for (const m of text.matchAll(ASSIGNMENT_RE)) {
    const name = m[1];
    if (m.index < Math.max(copied, skipped) || name === undefined) continue;
    if (nestedHeadsExceeded(run, text, m.index)) continue;
    // a digest of a secret named by a path (Helm's `checksum/secret: <sha256>` annotation)
    if (afterDigestPath(text, m.index)) continue;
    // an ARN's resource type (`…:secret:prod/db-AbCdEf`) names the resource
    if (text.charAt(m.index - 1) === ":" && insideArn(text, m.index)) continue;
    if (
      onlyNamed(name, text, m.index + m[0].length) ||
      labelInString(m[0], name, text, m.index + m[0].length)
    )
      continue;
    let strength = strengthOf(name);
    // `public key: …` (WireGuard, ssh-keygen), `cache key: …`, `cache with key: …`: the word before a
    // bare KEY makes it public or structural
    if (strength === "weak" && publicKeyBefore(text.slice(Math.max(0, m.index - 24), m.index)))
      strength = null;
    // an element's `key` attribute (React, Vue: `<li key="…">`) identifies the element
    if (strength === "weak" && /^key$/i.test(name) && insideTag(text, m.index)) strength = null;
    if (strength === null) continue;
    let start = m.index + m[0].length;
    // a parameter expansion `${NAME:?message}` holds an error message; `${NAME:-default}` (shell) and
    // `${name:default}` (Spring) a default value, redacted as the name's value
    const expansion = text.startsWith("${", m.index - 2) && m[2] === ":";
    if (expansion && text.charAt(start) === "?") continue;
    if (expansion && /^[-=][^\s}]/.test(text.slice(start, start + 2))) start++;
    const envStyle = m[0] === `${name}=` && /^[A-Z][A-Z0-9_]*$/.test(name);
    // a slot label (`key`, `sk`) outside a URL query (`?key=…` is an API key by convention)
    const slot = slotLabel(name) && !/[?&;]/.test(text.charAt(m.index - 1)) && !vendorSection(text, m.index);
    const hit = redactValueAt(text, start, name, envStyle, strength, slot);
    if (hit === null) {
      // a reference (`arn:aws:secretsmanager:…:secret:prod/db`) holds names of its own: skip past it
      const q = QUOTES.find((x) => text.startsWith(x, start))?.length ?? 0;
      const value = UNQUOTED_VALUE_RE.exec(text.slice(start + q, start + q + MAX_VALUE_CHARS))?.[0] ?? "";
      if (isPlaceholder(value)) skipped = start + q + value.length;
      continue;
    }
    out += text.slice(copied, start) + hit.text;
    copied = hit.end;
  }
  return out + text.slice(copied);
}
