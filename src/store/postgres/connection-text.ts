/**
 * What Cairn sends PostgreSQL besides SQL: the server named without its password (`describeUrl`), and
 * what a bound parameter becomes before it reaches the server: redacted (core/redact/stored-text.ts: the
 * store's redaction choke point) and without U+0000, which text and jsonb cannot hold.
 */

import { isJsonText } from "../../core/common/text.js";
import { redactBound } from "../../core/redact/stored-text.js";

/** A bound parameter as it is sent: Dates and Buffers as they are, everything else redacted and NUL-free. */
export function redactParam(value: unknown): unknown {
  return value instanceof Date || Buffer.isBuffer(value) ? value : withoutNul(redactBound(value));
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000 (https://www.postgresql.org/docs/15/datatype-character.html:
 * "the character with code zero cannot be stored"), so it is stored as U+FFFD, the replacement character,
 * instead of failing the write; in a string holding JSON text the escape `\u0000` becomes `\ufffd`.
 */
export function withoutNul(value: unknown): unknown {
  if (typeof value === "string") {
    let s = value.includes("\0") ? value.replaceAll("\0", "\ufffd") : value;
    if (s.includes("\\u0000") && isJsonText(s)) s = s.replace(/(?<!\\)((?:\\\\)*)\\u0000/g, "$1\\ufffd");
    return s;
  }
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withoutNul(v);
    return out;
  }
  return value;
}

/** `postgres://user@host:port/db` — the URL without its password or query string, for messages. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    const user = u.username ? `${decodeURIComponent(u.username)}@` : "";
    return `${u.protocol}//${user}${u.host}${u.pathname}`;
  } catch {
    // a URL that does not parse is never echoed (it may hold a password)
    return "(unparsable database URL)";
  }
}
