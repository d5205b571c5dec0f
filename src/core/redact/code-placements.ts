/**
 * Credentials in code and server configs whose name comes after the value or around it, where no
 * `name = value` form marks them:
 * - an annotation's literal on a field: Spring's `@Value("…") private String apiKey;` (the field on the
 *   same line or the next; `@Value("${api.key}")` reads a property and stays);
 * - Apple's `URLRequest.setValue("…", forHTTPHeaderField: "X-API-Key")` and `addValue`: the header
 *   is named after the value (developer.apple.com/documentation/foundation/urlrequest);
 * - a header set by a web server's directive: nginx `proxy_set_header`/`add_header`, Apache
 *   `RequestHeader set` (`proxy_set_header Authorization "Bearer …";`);
 * - PowerShell's environment drive: `Set-Item -Path Env:API_KEY -Value "…"`;
 * - Android's Gradle fields: `buildConfigField("String", "API_KEY", "\"…\"")`, `resValue`;
 * - a database connection call's password after its user: `getConnection(url, "app", "…")`, `new PDO(…)`.
 * The name must hold a secret (secret-names.ts) and the value look like a credential or a password.
 * Pure: no I/O.
 */
import { rewriteLines } from "./line-scan.js";
import { strongPassword } from "./positional.js";
import { isSecretName, looksLikeCredential } from "./secret-patterns.js";
import { looksRandomToken } from "./token-shape.js";
import { isPlaceholder, SCHEME_RE } from "./values.js";

type Mark = (kind: string) => string;

/** An annotation with one literal: (1) the head, (2) the quote, (3) the literal. */
const ANNOTATION_RE = /(@[A-Za-z][\w.]{0,60}\([ \t]*)(["'])([^"'\\\n]{6,512})\2(?=[ \t]*\))/g;
/** The declaration after an annotation, up to its name: ends before `;`, `=`, `:`, `{`, `(` or `,`. */
const DECLARATION_RE =
  /^[ \t]*\)[^\n;=:{(,]{0,120}?(?:\r?\n[^\n;=:{(,]{0,120}?)?([A-Za-z_$][\w$]*)[ \t]*(?:[;=:{(,]|\r?\n|$)/;
/** A value followed by the header it is sent in: (1) the head, (2) the quote, (3) the value, (4) the header. */
const HEADER_FIELD_RE =
  /(\b(?:set|add)Value\([ \t]*)(["'])([^"'\\\n]{1,1024})\2(?=[ \t]*,[ \t]*forHTTPHeaderField:[ \t]*["']([\w-]{1,80})["'])/g;
/** A web server's header directive: (1) the head with the header's name in (2), (3) the value. */
const DIRECTIVE_RE =
  /(\b(?:proxy_set_header|add_header|more_set_headers|RequestHeader[ \t]+(?:set|append|add)|Header[ \t]+(?:always[ \t]+)?set)[ \t]+["']?([\w-]{1,80})["']?[ \t]+")([^"\n]{1,1024})(?=")/g;
/**
 * Android's Gradle fields (`buildConfigField("String", "API_KEY", "\"…\"")`, `resValue "string", "api_key", "…"`):
 * (1) the head with the field's name in (4), (5) the value.
 */
const BUILD_FIELD_RE =
  /(\b(?:buildConfigField|resValue)[ \t]*\(?[ \t]*(["'])[\w.]{1,40}\2[ \t]*,[ \t]*(["'])(\w{1,80})\3[ \t]*,[ \t]*["'](?:\\["'])?)([^"'\\\n]{1,1024})/g;
/**
 * A database connection call's password, the literal after a literal user (JDBC's
 * `DriverManager.getConnection(url, "app", "…")`, PHP's `new PDO($dsn, 'app', '…')`,
 * `mysqli_connect('host', 'app', '…', 'db')`): (1) the head, (2) the quote, (3) the value.
 */
const CONNECT_RE =
  /(\b(?:getConnection|PDO|mysqli(?:_connect|_real_connect)?|pg_connect|connect)[ \t]*\([^()\n]{1,200}?,[ \t]*(["'])[\w.@-]{1,64}\2[ \t]*,[ \t]*)(["'])([^"'\\\n]{6,512})\3/g;
/** PowerShell's `Set-Item -Path Env:API_KEY -Value "…"`: (1) the head with the variable's name in (2), (3) the quote, (4) the value. */
const ENV_ITEM_RE = /(\b[Ee]nv:(\w{1,80})["']?[ \t]+-Value[ \t]+)(["']?)([^\s"'|;]{1,1024})\3/g;
/** What a line needs for one of the rules to match there. */
const STEM_RE =
  /@[A-Za-z]|Value\(|_header|Header[ \t]|[Ee]nv:|buildConfigField|resValue|[Cc]onnect(?:ion)?[ \t]*\(|PDO/g;

/** The literal's bare credential after an authorization scheme word, or null when it is no credential. */
function credentialPart(value: string): { scheme: string; bare: string } | null {
  const scheme = SCHEME_RE.exec(value)?.[0] ?? "";
  const bare = value.slice(scheme.length);
  if (isPlaceholder(bare) || /[\s$]|\{/.test(bare)) return null;
  const shaped =
    looksRandomToken(bare, 16) ||
    looksLikeCredential(bare) ||
    strongPassword(bare) ||
    /^[0-9a-f]{32,}$/i.test(bare);
  return shaped ? { scheme, bare } : null;
}

/** Redacts the literals the module comment lists. */
export function redactCodePlacements(text: string, mark: Mark): string {
  let out = text;
  if (out.includes("@")) {
    out = out.replace(ANNOTATION_RE, (m, head: string, q: string, value: string, at: number, all: string) => {
      const name = DECLARATION_RE.exec(all.slice(at + m.length, at + m.length + 260))?.[1];
      if (name === undefined || !isSecretName(name) || credentialPart(value) === null) return m;
      return `${head}${q}${mark("secret")}${q}`;
    });
  }
  return rewriteLines(out, STEM_RE, (line) =>
    line
      .replace(HEADER_FIELD_RE, (m, head: string, q: string, value: string, header: string) => {
        const part = isSecretName(header) ? credentialPart(value) : null;
        return part === null ? m : `${head}${q}${part.scheme}${mark("secret")}${q}`;
      })
      .replace(DIRECTIVE_RE, (m, head: string, header: string, value: string) => {
        const part = isSecretName(header) ? credentialPart(value) : null;
        return part === null ? m : `${head}${part.scheme}${mark("secret")}`;
      })
      .replace(BUILD_FIELD_RE, (m, head: string, _q: string, _q2: string, name: string, value: string) =>
        isSecretName(name) && credentialPart(value) !== null ? `${head}${mark("secret")}` : m,
      )
      .replace(CONNECT_RE, (m, head: string, _q: string, q: string, value: string) =>
        credentialPart(value) !== null && !SCHEME_RE.test(value) ? `${head}${q}${mark("password")}${q}` : m,
      )
      .replace(ENV_ITEM_RE, (m, head: string, name: string, q: string, value: string) =>
        isSecretName(name) && credentialPart(value) !== null ? `${head}${q}${mark("secret")}${q}` : m,
      ),
  );
}
