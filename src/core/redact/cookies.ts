/**
 * Session cookies, judged by the value's shape wherever a cookie is written, whatever its name:
 * - `Cookie:` / `Set-Cookie:` headers (raw, in curl `-H`, in code or JSON: `"Cookie": "…"`,
 *   `headers.set("Cookie", "…")`), curl's `-b` / `--cookie` argument, `document.cookie = "…"` and
 *   the line a console prints after `document.cookie`;
 * - the Netscape cookie-jar file curl and wget write (seven tab-separated fields: domain, subdomains,
 *   path, secure, expiry, name, value; https://curl.se/docs/http-cookies.html), and a row copied from
 *   a browser's cookie table (name, value, domain, path, … separated by tabs);
 * - a cookie set in code: `res.cookie("sid", "…")`, `response.set_cookie("sessionid", "…")`,
 *   `setcookie("PHPSESSID", "…")`, `new Cookie("JSESSIONID", "…")`, `cookies.set("…", "…")`,
 *   `cookies[:remember_token] = "…"`;
 * - a cookie object (Playwright `addCookies`/storage state, browser exports, Go's `http.Cookie`):
 *   `name: "…", value: "…"` in a text that speaks of cookies, domains or paths.
 * Anti-forgery tokens sent with a request (headers, form bodies) are csrf-tokens.ts's, run from here.
 * Pure: no I/O. Shapes come from token-shape.ts.
 */
import { redactCsrfTokens } from "./csrf-tokens.js";
import { looksLikeCredential } from "./secret-patterns.js";
import { decodeBase64, looksRandomToken } from "./token-shape.js";

type Mark = (kind: string) => string;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** From a cookie position to the end of its line (see the module comment). */
const COOKIE_LINE_RE =
  /(?:^|[\s"'`(,{[])(?:(?:[Ss]et-|SET-)?(?:[Cc]ookie|COOKIE)["'`]?[ \t]*[:,=]|-b[ \t]|--cookie[ \t=]|document\.cookie[ \t]*(?:\+?=|;?[ \t]*\r?\n))[^\n]*/g;
/** name=value in a cookie string; a quoted value (Tornado's `user="2|1:0|…"`) keeps its opening quote. */
const COOKIE_PAIR_RE = /([\w.$-]+)(="?)([^;\s"'\\,]{16,4096})/g;

/** A Netscape cookie-jar line (`#HttpOnly_` marks an HttpOnly cookie): groups (1) head, (2) name, (3) value. */
const JAR_LINE_RE =
  /^((?:#HttpOnly_)?[^\s#][^\t\n]*\t(?:TRUE|FALSE)\t[^\t\n]*\t(?:TRUE|FALSE)\t\d+\t)([^\t\n]+)\t([^\t\n]+)$/gm;

/** A row copied from a browser's cookie table (DevTools: name, value, domain, path, …): (1) name, (2) value, (3) rest. */
const TABLE_ROW_RE = /^([\w.$-]{1,80})\t([^\t\n]{16,4096})(\t\.?[\w-]+(?:\.[\w-]+)*\t\/)/gm;

/** A cookie set by index (Rails `cookies[:remember_token] = "…"`, `request.cookies["auth"] = "…"`): as COOKIE_CALL_RE. */
const COOKIE_INDEX_RE =
  /(\b[Cc]ookies?(?:\.\w+)?\[[ \t]*[:"']?)([\w.$-]{1,80})(["']?[ \t]*\][ \t]*=[ \t]*["'])([^"'\\\n]{16,4096})(?=["'])/g;

/** A cookie set by a call: (1) head, (2) name, (3) between, (4) value. */
const COOKIE_CALL_RE =
  /(\b(?:set_?[Cc]ookie|setRawCookie|[Cc]ookies?\.(?:set|add|put)|\w{0,40}\.cookie|new[ \t]+[\w.]*Cookie)[ \t]*\([ \t]*["'])([\w.$-]{1,80})(["'][ \t]*,[ \t]*["'])([^"'\\\n]{16,4096})(?=["'])/g;

/** A cookie object's name and value: (1) head, (2) name, (3) between, (4) value. */
const COOKIE_OBJECT_RE =
  /(["']?[Nn]ame["']?[ \t]*[:=][ \t]*["'])([\w.$-]{1,80})(["'][ \t]*,[ \t]*["']?[Vv]alue["']?[ \t]*[:=][ \t]*["'])([^"'\\\n]{16,4096})(?=["'])/g;

/**
 * Cookies documented as granting no access: analytics (Google's _ga/_gid/_gat/_gcl_*, Meta's _fbp/_fbc,
 * HubSpot's __hs*, hubspotutk, Hotjar's _hj*, Microsoft Clarity's _clck/_clsk, Segment's ajs_*_id),
 * load-balancer stickiness (AWS ELB's AWSALB*, AWSELB), bot management (Cloudflare's __cf_bm, _cfuvid),
 * fraud signals (Stripe's __stripe_mid/__stripe_sid), device ids (Intercom's intercom-device-id-*,
 * intercom-id-*), locale and consent.
 */
const NON_CREDENTIAL_COOKIE_RE =
  /^(?:_ga(?:_\w+)?|_gid|_gat\w*|_gcl_\w+|_fb[pc]|__hs\w+|hubspotutk|_hj\w+|_cl(?:ck|sk)|ajs_(?:anonymous|user)_id|AWSALB\w*|AWSELB|__cf_bm|_cfuvid|__stripe_(?:mid|sid)|intercom-(?:device-)?id-[\w-]+|NEXT_LOCALE|locale|lang|OptanonConsent|OptanonAlertBoxClosed|CookieConsent|cookie_?consent\w*)$/;

/** True for a cookie name documented as granting no access (see NON_CREDENTIAL_COOKIE_RE). */
export const isNonCredentialCookie = (name: string): boolean => NON_CREDENTIAL_COOKIE_RE.test(name);

/** A cookie name that says it holds a session or login (`sessionid`, `connect.sid`, `_app_session`, `remember_token`). */
const SESSION_COOKIE_RE = /sess|sid|auth|token|remember|login|jwt/i;

/** `value` percent-decoded (`s%3A…`, `…%3D%3D`), or as is when it is not valid percent-encoding. */
function percentDecoded(value: string): string {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a stray "%": judged as written
  }
}

/** Base64 of a sealed JSON envelope (Laravel's `{"iv":…,"value":…,"mac":…}`, an encrypted payload). */
function sealedEnvelope(v: string): boolean {
  if (!v.startsWith("eyJ")) return false;
  const json = decodeBase64(v.replace(/=+$/, ""));
  return json !== null && /"(?:iv|mac|ciphertext|tag)"\s*:/.test(json);
}

/**
 * Whether a cookie's value is a credential: generated-looking, hex or (under a session name) a UUID, whole or in one of the
 * parts frameworks sign or seal it in (express-session `s:<id>.<sig>`, Rails `<data>--<digest>`, Java
 * `<id>.<node>`, @hapi/iron `Fe26.2*…*…`, Tornado `2|1:0|…|<sig>`), after percent-decoding, or a
 * sealed JSON envelope (not under a CSRF name); under a session-named cookie any credential-shaped value.
 * Never under a name documented as granting no access (NON_CREDENTIAL_COOKIE_RE).
 */
export function cookieSecret(name: string, value: string): boolean {
  if (NON_CREDENTIAL_COOKIE_RE.test(name)) return false;
  const decoded = percentDecoded(value);
  const parts = [decoded, ...decoded.replace(/^s:/, "").split(/--|[.*|]/)];
  // a UUID is a session's id only under a session name: under another name it is a visitor or device id
  // (Shopify's _shopify_y, Segment's ajs_anonymous_id, a consent record)
  const session = SESSION_COOKIE_RE.test(name);
  const shaped = (v: string) =>
    looksRandomToken(v, 16) || /^[0-9a-fA-F]{32,}$/.test(v) || (session && UUID_RE.test(v));
  if (parts.some(shaped)) return true;
  // a CSRF token is sent to the page on purpose (Laravel's XSRF-TOKEN is sealed like its session)
  if (/csrf|xsrf/i.test(name)) return false;
  return sealedEnvelope(decoded) || (session && looksLikeCredential(decoded));
}

/** Replaces group 4 (the value) of a name/value match when cookieSecret says so. */
const byPair =
  (mark: Mark) =>
  (m: string, head: string, name: string, between: string, value: string): string =>
    cookieSecret(name, value) ? `${head}${name}${between}${mark("secret")}` : m;

/** Redacts the credential-shaped values of cookies in every position the module comment lists, then anti-forgery tokens. */
export function redactCookies(text: string, mark: Mark): string {
  let out = redactCsrfTokens(text, mark);
  if (/cookie|-b[ \t]/i.test(out)) {
    out = out.replace(COOKIE_LINE_RE, (line) =>
      line.replace(COOKIE_PAIR_RE, (m, name: string, eq: string, value: string) =>
        cookieSecret(name, value) ? `${name}${eq}${mark("secret")}` : m,
      ),
    );
  }
  if (/\t(?:TRUE|FALSE)\t/.test(out)) {
    out = out.replace(JAR_LINE_RE, (m, head: string, name: string, value: string) =>
      cookieSecret(name, value) ? `${head}${name}\t${mark("secret")}` : m,
    );
  }
  if (out.includes("\t/")) {
    out = out.replace(TABLE_ROW_RE, (m, name: string, value: string, rest: string) =>
      cookieSecret(name, value) ? `${name}\t${mark("secret")}${rest}` : m,
    );
  }
  if (/[Cc]ookie/.test(out))
    out = out.replace(COOKIE_CALL_RE, byPair(mark)).replace(COOKIE_INDEX_RE, byPair(mark));
  if (/[Cc]ookie|domain|httpOnly|sameSite/i.test(out)) out = out.replace(COOKIE_OBJECT_RE, byPair(mark));
  return out;
}
