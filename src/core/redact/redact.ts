/**
 * Redaction applied to every text before it is stored: `<private>` spans, value-shaped secrets
 * (vendor token formats, JWTs, private keys in every common format, URL passwords), secrets by
 * position (a key id's secret, CLI options and arguments, stdin, headers, connection strings, a
 * printed token, prose) and values given to secret-looking names. Pure and idempotent: no I/O, and
 * redact(redact(x)) === redact(x). Rule sources: secret-patterns.ts, vendor-patterns*.ts,
 * context-patterns.ts, cli-patterns.ts, key-formats.ts, pairs.ts, markup.ts, call-arguments.ts, assignments.ts,
 * positional.ts, webhook-patterns.ts, family-patterns.ts, cookies.ts, wif-keys.ts, generic-credential.ts,
 * position-tokens.ts, vertical-pairs.ts, id-values.ts, pem-prefixed.ts and seed-phrases.ts (through
 * key-formats.ts).
 */

import { isPlainObject } from "../common/plain-value.js";
import { isVendorCredential, redactAssignments, redactFlags } from "./assignments.js";
import { redactCallArguments } from "./call-arguments.js";
import { CLASS_PATTERNS, redactTableColumns } from "./class-patterns.js";
import { CLI_PATTERNS } from "./cli-patterns.js";
import { CONTEXT_PATTERNS, type ContextPattern } from "./context-patterns.js";
import { redactCookies } from "./cookies.js";
import { redactEscapedStrings } from "./escaped-strings.js";
import { redactFallbacks } from "./fallbacks.js";
import { FAMILY_CONTEXTS, FAMILY_SHAPES, familyJsonSecret } from "./family-patterns.js";
import { credentialLabel, opaqueCredential, redactGenericCredentials } from "./generic-credential.js";
import { redactHexTokens } from "./hex-tokens.js";
import { slotLabel, unnamedCredential } from "./id-values.js";
import { inertShape } from "./inert-shapes.js";
import { redactJoinedLiterals } from "./joined-literals.js";
import { redactKeyFormats } from "./key-formats.js";
import { KeyGate, KeyScanner } from "./key-gate.js";
import { rewriteLines } from "./line-scan.js";
import { redactMarkup } from "./markup.js";
import { redactIdSecretPairs } from "./pairs.js";
import { redactPositionTokens } from "./position-tokens.js";
import {
  redactCredentialCalls,
  redactLiteralPairs,
  redactLoneTokens,
  redactNameValue,
} from "./positional.js";
import { redactProse } from "./prose.js";
import {
  isKeyName,
  isSecretName,
  kindForName,
  SECRET_PATTERNS,
  type SecretPattern,
  URL_CREDENTIALS_RE,
} from "./secret-patterns.js";
import { SERVICE_PATTERNS } from "./service-patterns.js";
import { looksLikePassword, looksRandomToken } from "./token-shape.js";
import { isPlaceholder, mark, redactLiteral } from "./values.js";
import { VENDOR_PATTERNS } from "./vendor-patterns.js";
import { MORE_VENDOR_PATTERNS } from "./vendor-patterns-more.js";
import { redactVerticalPairs } from "./vertical-pairs.js";
import { WEBHOOK_PATTERNS } from "./webhook-patterns.js";
import { redactWifKeys } from "./wif-keys.js";

/** What a `<private>…</private>` span (or an unclosed `<private>` to end of text) becomes. */
export const PRIVATE_MARK = "[private]";
const PRIVATE_RE = /<private\b[^>]*>[\s\S]*?(?:<\/private\s*>|$)/gi;

const SECRET_GATE = new KeyGate(SECRET_PATTERNS);
const VENDOR_GATE = new KeyGate([...VENDOR_PATTERNS, ...MORE_VENDOR_PATTERNS, ...FAMILY_SHAPES]);
const CONTEXT_GATE = new KeyGate([
  ...CONTEXT_PATTERNS,
  ...CLI_PATTERNS,
  ...SERVICE_PATTERNS,
  ...WEBHOOK_PATTERNS,
  ...FAMILY_CONTEXTS,
  ...CLASS_PATTERNS,
]);
const KEYS = new KeyScanner([...SECRET_GATE.keys(), ...VENDOR_GATE.keys(), ...CONTEXT_GATE.keys()]);

/** What a line needs for URL_CREDENTIALS_RE to match there (a URL never spans lines). */
const SCHEME_SEPARATOR_RE = /:\/\//g;

/** A documentation stand-in inside a token-shaped match: AKIAIOSFODNN7EXAMPLE, sk_test_EXAMPLE…, ghp_xxxx…, xoxb-your-token, jwt.io's sample (values.ts) */
const STAND_IN_RE = /EXAMPLE|[xX]{8,}|\*{4,}|[-_]your[-_]|SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c$/;

function applyShapes(text: string, patterns: readonly SecretPattern[]): string {
  let out = text;
  for (const p of patterns) {
    out = out.replace(p.re, (m) =>
      (p.accept === undefined || p.accept(m)) && !STAND_IN_RE.test(m) ? mark(p.kind) : m,
    );
  }
  return out;
}

function applyContexts(text: string, patterns: readonly ContextPattern[]): string {
  let out = text;
  for (const p of patterns) {
    out = out.replace(p.re, (m: string, head: string, ...rest: unknown[]) => {
      const secret = m.slice(head.length);
      // (a shell's ANSI-C quoting `$'…'` is a quote, not a variable)
      const bare = secret
        .replace(/^\$(?=')/, "")
        .replace(/^(["'])([\s\S]*)\1$/, "$2")
        .replace(/^["']/, "");
      // a plain word the command already names is a local default (`redis-cli -a redis`, `-u admin -p admin`)
      const at = rest.at(-2) as number;
      const before = (rest.at(-1) as string).slice(Math.max(0, at - 200), at);
      const repeated =
        /^[a-z]{4,}$/.test(bare) &&
        (before.slice(before.lastIndexOf("\n") + 1) + head).toLowerCase().includes(bare);
      const keep =
        isPlaceholder(bare) ||
        repeated ||
        !/[A-Za-z0-9]/.test(bare) ||
        (p.accept !== undefined && !p.accept(bare));
      return keep ? m : `${head}${mark(p.kind)}`;
    });
  }
  return out;
}

/**
 * Redacts `text` for storage. Order: `<private>` spans → `[private]`; the parts of a token split
 * in code or wrapped by a terminal (joined-literals.ts); a token written as hex (hex-tokens.ts); URL passwords
 * (`https://u:[REDACTED:password]@host`); the secret after a cloud key id; private key blocks, vendor
 * tokens and JWTs, then keys in other formats (JWK, XML, base64) → `[REDACTED:<kind>]`; secrets by
 * position on command lines, in signed URLs, XML, netrc, .pgpass and PuTTY files, keeping the
 * command; literal pairs and credential calls in code; values of secret-named assignments and
 * options, keeping the name; a value after a secret name and blanks; a printed token on its own
 * line; WIF private keys; opaque credentials in credential position (generic-credential.ts);
 * secret-shaped words near a secret word in prose; the same rules inside escaped JSON string
 * literals (escaped-strings.ts). A whole identifier of a known format (a time, a
 * UUID, a tool-use id: inert-shapes.ts) is returned at once. Never throws.
 */
export function redact(text: string): string {
  return inertShape(text) ? text : redactRules(text);
}

/** `redact` without the identifier shortcut: every rule, in the order `redact` documents. */
export function redactRules(text: string): string {
  let out = redactJoinedLiterals(text.replace(PRIVATE_RE, PRIVATE_MARK), mark, redactRules);
  out = redactHexTokens(out, mark, redactRules);
  out = rewriteLines(out, SCHEME_SEPARATOR_RE, (line) =>
    line.replace(URL_CREDENTIALS_RE, (m, head: string, pw: string) =>
      // `https://[REDACTED:token]@host` is a redacted user, not a user and a password; a password
      // that repeats the user (`postgres:postgres@`, `guest:guest@`) is a local default
      isPlaceholder(pw) || head.endsWith("[REDACTED") || head.endsWith(`//${pw}`)
        ? m
        : `${head}:${mark("password")}@`,
    ),
  );
  out = redactIdSecretPairs(out, mark);
  // one scan finds every gate's keys; a text a stage changed is scanned again for the next gate
  let found = KEYS.found(out);
  let scanned = out;
  out = redactKeyFormats(applyShapes(out, SECRET_GATE.select(found)));
  if (out !== scanned) [found, scanned] = [KEYS.found(out), out];
  out = applyShapes(out, VENDOR_GATE.select(found));
  if (out !== scanned) found = KEYS.found(out);
  out = applyContexts(out, CONTEXT_GATE.select(found));
  out = redactMarkup(out, mark, isPlaceholder);
  out = redactCredentialCalls(redactLiteralPairs(out, mark, isPlaceholder), mark);
  out = redactCallArguments(out, mark, isPlaceholder);
  out = redactFallbacks(out, mark, isPlaceholder);
  out = redactFlags(redactAssignments(redactCookies(out, mark)));
  out = redactNameValue(out, mark, isPlaceholder);
  out = redactLoneTokens(out, mark, isPlaceholder);
  out = redactTableColumns(out, mark, isPlaceholder);
  out = redactGenericCredentials(redactWifKeys(out, mark), mark, isPlaceholder);
  out = redactVerticalPairs(out, mark, isPlaceholder);
  out = redactPositionTokens(out, mark);
  return redactEscapedStrings(redactProse(out, mark), redactRules, redactDeep);
}

/** True when `redact(text)` would change the text (a secret or a `<private>` span is present). */
export function containsSecret(text: string): boolean {
  return redact(text) !== text;
}

/** `{"name": "API_TOKEN", "value": "…"}` (Kubernetes env, ECS, Azure app settings): the named value's key. */
function namedValueKey(obj: Record<string, unknown>): string | null {
  const name = obj.name ?? obj.Name ?? obj.key ?? obj.Key ?? obj.ParameterKey;
  if (typeof name !== "string" || !isSecretName(name)) return null;
  for (const k of ["value", "Value", "ParameterValue"]) if (typeof obj[k] === "string") return k;
  return null;
}
/** A weak name whose last word holds a human password (`pass`, `db_pw`, `passcode`), not a key. */
const isPassName = (key: string): boolean => /(?:^|[^a-z])(?:pass|pw|passcode)$/i.test(key);
/** The private members of a JSON Web Key (RFC 7518 section 6). */
const JWK_PRIVATE = new Set(["d", "p", "q", "dp", "dq", "qi", "k"]);

/**
 * Redacts every string inside a JSON-like value (arrays and plain objects, recursively); other
 * values are returned unchanged and the input is not mutated. Object keys are kept; a string stored
 * under a secret-looking key (`{"GITHUB_TOKEN": "abc"}`), the value of a secret-named name/value
 * entry and the private members of a JWK (an object with "kty") are treated as literals and redacted.
 */
export function redactDeep(value: unknown): unknown {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map(redactDeep);
  if (!isPlainObject(value)) return value;
  const obj = value;
  const named = namedValueKey(obj);
  const jwk = typeof obj.kty === "string";
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(obj)) {
    // a weak name (`key`, `signing_key`) holds a secret when its value looks generated
    const weakKey =
      typeof v === "string" &&
      isKeyName(key) &&
      (looksRandomToken(v) || /^[0-9a-fA-F]{32,}$/.test(v) || (isPassName(key) && looksLikePassword(v)));
    const vendorKey = typeof v === "string" && isVendorCredential(key, v);
    const familyKey = typeof v === "string" && familyJsonSecret(obj, key, v);
    // the generic rule (generic-credential.ts): an opaque credential under a credential label
    const label = typeof v === "string" ? credentialLabel(key) : null;
    const opaqueKey = label !== null && opaqueCredential(v as string, label === "strong");
    // a slot (`{"key": "<sha>"}`, DynamoDB's `{"sk": "<KSUID>"}`) holds an id unless the value is credential-long
    const slotId = typeof v === "string" && slotLabel(key) && !unnamedCredential(v);
    const secretKey =
      isSecretName(key) ||
      (weakKey && !slotId) ||
      vendorKey ||
      familyKey ||
      (opaqueKey && !slotId) ||
      key === named ||
      (jwk && JWK_PRIVATE.has(key));
    const literal = typeof v === "string" && secretKey ? redactLiteral(v, kindForName(key)) : null;
    out[key] = literal ?? redactDeep(v);
  }
  return out;
}
