/**
 * Anti-forgery (CSRF/XSRF) tokens where they travel with a request: the value is a per-session secret
 * (OWASP CSRF Prevention Cheat Sheet, "synchronizer token pattern"), so a request that carries one is
 * redacted where it is sent, while a name alone, a template (`{{ csrf_token() }}`) or SAP's
 * `X-CSRF-Token: Fetch` request stays:
 * - a request header: `X-CSRF-Token`, `X-XSRF-TOKEN` (Angular, Laravel), `X-CSRFToken` (Django),
 *   raw, in curl `-H`, or as a quoted key in code (`"X-CSRF-Token": "…"`);
 * - a form-encoded field (`csrf_token`, `csrfmiddlewaretoken`, `_csrf`, `authenticity_token`,
 *   `__RequestVerificationToken`) joined to another field by `&` or after `?` (a request body or query).
 * A bare `csrftoken=…` outside a request is left to the other rules (a token named in prose or a
 * config). Cookies are cookies.ts's. Pure: no I/O.
 */
import { rewriteLines } from "./line-scan.js";
import { decodedText, looksRandomToken } from "./token-shape.js";

type Mark = (kind: string) => string;

/** The value characters of a token, percent-encoded or not (base64, base64url, hex, UUID). */
const VALUE = "[A-Za-z0-9+/=_.~%-]{16,1024}";
/** A header name, maybe quoted, its separator, maybe a quote: (1) the head, (2) the value. */
const HEADER_RE = new RegExp(
  String.raw`((?<![\w-])["']?X-(?:CSRF|XSRF)-?Token["']?[ \t]*[:=,][ \t]*["']?)(${VALUE})(?![\w%+/=~-])`,
  "gi",
);
/** A form field joined to another by `&`, or after `?`: (1) the head with its `?`/`&` and name, (2) the value, (3) what follows. */
const FORM_RE = new RegExp(
  String.raw`((?:^|[?&\s"'])(?:csrf_?token|csrfmiddlewaretoken|_csrf(?:_?token)?|xsrf_?token|authenticity_token|__RequestVerificationToken)=)(${VALUE})(&|(?=[\s"']|$))`,
  "gim",
);
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What a line needs for either rule to match there. */
const STEM_RE = /csrf|xsrf|authenticity_token|RequestVerificationToken/gi;

/** `value` percent-decoded, or as is when it is not valid percent-encoding. */
function decoded(value: string): string {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a stray "%": judged as written
  }
}

/** Generated-looking (base62/base64 of 16+), hex of 32+ or a UUID (Spring Security's default token). */
function tokenShaped(value: string): boolean {
  const v = decoded(value);
  if (UUID_RE.test(v) || /^[0-9a-fA-F]{32,}$/.test(v)) return true;
  // base64 of readable text (`{"iv":"…"}` envelopes are cookies.ts's) is no random token
  return looksRandomToken(v, 16) && decodedText(v.replace(/=+$/, "")) === null;
}

/** Redacts anti-forgery tokens in request headers and form bodies (see the module comment). */
export function redactCsrfTokens(text: string, mark: Mark): string {
  return rewriteLines(text, STEM_RE, (line) =>
    line
      .replace(HEADER_RE, (m, head: string, value: string) =>
        tokenShaped(value) ? `${head}${mark("secret")}` : m,
      )
      .replace(FORM_RE, (m, head: string, value: string, after: string) => {
        // a field stands in a form body when another field is joined to it (`&` before or after) or after `?`
        const joined = after === "&" || /^[?&]/.test(head);
        return joined && tokenShaped(value) ? `${head}${mark("secret")}${after}` : m;
      }),
  );
}
