/**
 * Redaction applied to every text before it is stored: `<private>` spans, value-shaped secrets
 * (vendor token formats, JWTs, PEM keys, URL passwords) and values assigned to secret-looking names.
 * Pure and idempotent: no I/O, and redact(redact(x)) === redact(x). Pattern sources: secret-patterns.ts.
 */
import { CONTEXT_PATTERNS } from "./context-patterns.js";
import {
  ASSIGNMENT_RE,
  FLAG_RE,
  isKeyName,
  isSecretFlag,
  isSecretName,
  kindForName,
  looksLikeCredential,
  SECRET_PATTERNS,
  URL_CREDENTIALS_RE,
} from "./secret-patterns.js";
import { VENDOR_PATTERNS } from "./vendor-patterns.js";

/** What a `<private>…</private>` span (or an unclosed `<private>` to end of text) becomes. */
export const PRIVATE_MARK = "[private]";
const PRIVATE_RE = /<private\b[^>]*>[\s\S]*?(?:<\/private\s*>|$)/gi;

const mark = (kind: string): string => `[REDACTED:${kind}]`;

/** Values that are code or configuration words, not secrets (`credentials: "include"`, `token: null`). */
const NON_SECRET_VALUES = new Set(
  (
    "null none nil undefined true false yes no on off string number boolean any unknown include omit " +
    "same-origin required optional inherit"
  ).split(" "),
);
/** Authorization schemes kept in front of the redacted credential. */
const SCHEME_RE = /^(?:bearer|basic|token|bot|digest)[ \t]+/i;
const UNQUOTED_VALUE_RE = /^[^\s"'`,;(){}[\]<>\\]+/;
/** A bare identifier or member path with no digit: `string`, `form.get`, `req.body.password`. */
const CODE_PATH_RE = /^[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)*$/;
const QUOTES = ['\\"', "\\'", '"', "'"] as const;
const MAX_VALUE_CHARS = 4096;

/** True for empty values, placeholders (`${X}`, `$X`, `<x>`, `{{x}}`, `%s`, `***`) and already-redacted text. */
function isPlaceholder(value: string): boolean {
  return (
    value.length === 0 ||
    /^(?:\$|%|<|\{\{|\[REDACTED:|\[private\])/.test(value) ||
    /^[*xX.•-]+$/.test(value) ||
    NON_SECRET_VALUES.has(value.toLowerCase())
  );
}

/** Redacts a literal secret value, keeping a leading `Bearer `/`Basic ` scheme; null = leave as is. */
function redactLiteral(value: string, kind: string): string | null {
  const scheme = SCHEME_RE.exec(value)?.[0] ?? "";
  const rest = value.slice(scheme.length);
  // A value with no letter or digit (`"}"`, `"->"`) is punctuation, not a credential.
  return isPlaceholder(rest) || !/[A-Za-z0-9]/.test(rest) ? null : `${scheme}${mark(kind)}`;
}

/**
 * Finds the value after a secret-name head at `start`; returns its end and replacement, or null.
 * Quoted values are literals and always redacted (unless placeholders). Unquoted values are always
 * redacted in shell/.env form (`UPPER_NAME=value`, no spaces) or after a `Bearer `-style scheme;
 * elsewhere only when they are not code: a value followed by `(` or `[` (a call or index), a bare
 * identifier path without digits (`string`, `form.get`, `new`) or a plain number of up to 7 digits
 * (`CHARS_PER_TOKEN = 4`) is kept.
 */
function redactValueAt(
  text: string,
  start: number,
  name: string,
  envStyle: boolean,
  weak = false,
): { end: number; text: string } | null {
  const kind = kindForName(name);
  const quote = QUOTES.find((q) => text.startsWith(q, start));
  if (quote !== undefined) {
    const window = text.slice(start + quote.length, start + quote.length + MAX_VALUE_CHARS);
    const close = window.indexOf(quote);
    const inner = window.slice(0, Math.max(close, 0));
    if (close < 0 || inner.includes("\n")) return null;
    if (weak && !looksLikeCredential(inner)) return null;
    const replaced = redactLiteral(inner, kind);
    return replaced === null
      ? null
      : { end: start + 2 * quote.length + close, text: `${quote}${replaced}${quote}` };
  }
  const head = SCHEME_RE.exec(text.slice(start, start + 16))?.[0] ?? "";
  // A scheme word is only a scheme before a credential (`token => {`, `Token | null` are code).
  const scheme = head !== "" && /^[A-Za-z0-9]/.test(text.charAt(start + head.length)) ? head : "";
  const valueStart = start + scheme.length;
  const value = UNQUOTED_VALUE_RE.exec(text.slice(valueStart, valueStart + MAX_VALUE_CHARS))?.[0] ?? "";
  const end = valueStart + value.length;
  if (isPlaceholder(value) || /^[([]/.test(text.charAt(end))) return null;
  if (weak && !envStyle && !looksLikeCredential(value)) return null;
  if (weak && /^[~./]/.test(value)) return null;
  const code = (CODE_PATH_RE.test(value) && !/\d/.test(value)) || /^\d{1,7}(?:\.\d+)?$/.test(value);
  if (!envStyle && scheme === "" && code) return null;
  return { end, text: `${scheme}${mark(kind)}` };
}

function redactAssignments(text: string): string {
  let out = "";
  let copied = 0;
  for (const m of text.matchAll(ASSIGNMENT_RE)) {
    const name = m[1];
    if (m.index < copied || name === undefined) continue;
    const weak = !isSecretName(name);
    if (weak && !isKeyName(name)) continue;
    const start = m.index + m[0].length;
    const envStyle = m[0] === `${name}=` && /^[A-Z][A-Z0-9_]*$/.test(name);
    const hit = redactValueAt(text, start, name, envStyle, weak);
    if (hit === null) continue;
    out += text.slice(copied, start) + hit.text;
    copied = hit.end;
  }
  return out + text.slice(copied);
}

/** True when `text` contains one of `keys` (or no keys are given). */
function present(text: string, keys: readonly string[] | undefined): boolean {
  return keys === undefined || keys.some((k) => text.includes(k));
}

/** One regex matching any of the patterns' keys: a single scan rules out most texts at once. */
function gate(patterns: readonly { keys?: readonly string[] }[]): RegExp {
  const keys = patterns.flatMap((p) => p.keys ?? []);
  return new RegExp(keys.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));
}
const VENDOR_GATE = gate(VENDOR_PATTERNS);
const CONTEXT_GATE = gate(CONTEXT_PATTERNS);

/**
 * Redacts `text` for storage. Order: `<private>` spans → `[private]`; URL passwords
 * (`https://u:[REDACTED:password]@host`); PEM private keys, vendor tokens and JWTs →
 * `[REDACTED:<kind>]` (secret-patterns.ts, vendor-patterns.ts); secrets by position on command lines,
 * in signed URLs, XML, netrc and PuTTY files (context-patterns.ts), keeping the command; then values of
 * secret-named assignments → `[REDACTED:secret]` (or aws_secret_access_key), keeping the name; then
 * values of secret-named options (`--password X`). Never throws.
 */
export function redact(text: string): string {
  let out = text.replace(PRIVATE_RE, PRIVATE_MARK);
  out = out.replace(URL_CREDENTIALS_RE, (_m, head: string) => `${head}:${mark("password")}@`);
  for (const p of SECRET_PATTERNS) {
    out = out.replace(p.re, (m) => (p.accept === undefined || p.accept(m) ? mark(p.kind) : m));
  }
  for (const p of VENDOR_GATE.test(out) ? VENDOR_PATTERNS : []) {
    if (!present(out, p.keys)) continue;
    out = out.replace(p.re, (m) => (p.accept === undefined || p.accept(m) ? mark(p.kind) : m));
  }
  for (const p of CONTEXT_GATE.test(out) ? CONTEXT_PATTERNS : []) {
    if (!present(out, p.keys)) continue;
    out = out.replace(p.re, (m: string, head: string) => {
      const secret = m.slice(head.length);
      return isPlaceholder(secret.replace(/^["']/, "")) ? m : `${head}${mark(p.kind)}`;
    });
  }
  return redactFlags(redactAssignments(out));
}

/** `--password X`, `--client-secret=X`, `--account-key X`: the value of a secret-named option. */
function redactFlags(text: string): string {
  return text.replace(FLAG_RE, (m: string, flag: string, sep: string, value: string) => {
    const bare = value.replace(/^(["'])([\s\S]*)\1$/, "$2");
    if (!isSecretFlag(flag) || isPlaceholder(bare) || bare.startsWith("-")) return m;
    // an unquoted lower-case word is prose or a mode (`--token is required`, `--auth basic`)
    if (value === bare && /^[a-z]+$/.test(bare)) return m;
    if (!isSecretName(flag) && /^[~./]/.test(bare)) return m;
    const quote = value === bare ? "" : value.charAt(0);
    return `${flag}${sep}${quote}${mark(kindForName(flag))}${quote}`;
  });
}

/** True when `redact(text)` would change the text (a secret or a `<private>` span is present). */
export function containsSecret(text: string): boolean {
  return redact(text) !== text;
}

/**
 * Redacts every string inside a JSON-like value (arrays and plain objects, recursively); other
 * values are returned unchanged and the input is not mutated. Object keys are kept; a string stored
 * under a secret-looking key (`{"GITHUB_TOKEN": "abc"}`) is treated as a quoted literal and redacted.
 */
export function redactDeep(value: unknown): unknown {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map(redactDeep);
  if (value === null || typeof value !== "object") return value;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const literal = typeof v === "string" && isSecretName(key) ? redactLiteral(v, kindForName(key)) : null;
    out[key] = literal ?? redactDeep(v);
  }
  return out;
}
