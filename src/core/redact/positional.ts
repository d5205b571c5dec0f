/**
 * Secrets recognised by their position relative to a secret-holding word, where no `NAME=value`
 * assignment marks them (assignments are redact.ts's):
 * - a literal that follows a quoted secret name in a call, index or pair: `Set("X-Api-Key", "…")`,
 *   `os.environ["DB_PASSWORD"] = "…"`, `define('DB_PASSWORD', '…')`, `'password' => '…'`;
 * - the password argument of a credential constructor or login call: `HTTPBasicAuth("u", "…")`,
 *   `NetworkCredential("u", "…")`, `smtp.login("u", "…")`, `auth=("u", "…")`;
 * - a value after a secret name and blanks: `token   hvs.…` (a CLI's table), `setx GH_TOKEN …`,
 *   `config set npmAuthToken …`, `nmcli … password …`;
 * - a line holding one token after a command that prints one (`heroku auth:token`, `openssl rand`);
 * (prose is prose.ts's).
 * Pure: no I/O. Shapes come from token-shape.ts, names from secret-patterns.ts.
 */

import { describedAway } from "./described-away.js";
import { shapeOf } from "./generic-credential.js";
import { idFormat, slotLabel, unnamedCredential } from "./id-values.js";
import { linesMatching, rewriteLines } from "./line-scan.js";
import { entropy, isKeyName, isSecretName, looksLikeCredential } from "./secret-patterns.js";
import { decodedText, looksLikePassword, looksRandomToken, randomWord, wordiness } from "./token-shape.js";
import { isRelativeFilePath, labelledId, uiLabel } from "./value-context.js";
import { SCHEME_RE } from "./values.js";

type Mark = (kind: string) => string;
type IsPlaceholder = (value: string) => boolean;

/** Password-shaped and not an identifier, kebab-case word or number: has 3 of lower, upper, digit, symbol. */
export function strongPassword(v: string): boolean {
  if (!looksLikePassword(v) || /^[a-z0-9]+(?:[-_.][a-z0-9]+)+$/.test(v)) return false;
  // past 24 letters and digits it is a generated value (looksRandomToken's), or base64 of text
  if (v.length > 40 || (/^[A-Za-z0-9]+$/.test(v) && v.length > 24)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(v)).length;
  return classes >= 3;
}

/** A value worth redacting when only its position says it is a secret. */
const secretShaped = (v: string): boolean => strongPassword(v) || looksRandomToken(v);
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** In a place that takes a credential, a long hex string (a raw key, a hex token) or a UUID counts too. */
const credentialShaped = (v: string): boolean =>
  secretShaped(v) || /^[0-9a-fA-F]{32,}$/.test(v) || UUID_RE.test(v);

const LITERAL_PAIR_RE =
  /(["'])([A-Za-z_][\w.:-]{0,80})\1[ \t]*\]?[ \t]*(,|=>|->|=(?!=)|:|(?<=[ \t])to(?=[ \t]))[ \t]*(["'])((?:\\.|[^"'\\\n]){1,1024})\4/g;

/**
 * `("X-Api-Key", "v")`, `["DB_PASSWORD"] = "v"`, `'password' => 'v'`, Scala's `"password" -> "v"`,
 * Kotlin's `"api_key" to "v"`: the value of a quoted secret name.
 */
export function redactLiteralPairs(text: string, mark: Mark, isPlaceholder: IsPlaceholder): string {
  if (!/["'][ \t]*\]?[ \t]*(?:,|=>|->|=|:|[ \t]to[ \t])[ \t]*["']/.test(text)) return text;
  return text.replace(
    LITERAL_PAIR_RE,
    (m, _q: string, name: string, sep: string, q: string, value: string) => {
      const key = name.slice(Math.max(name.lastIndexOf(":"), name.lastIndexOf(".")) + 1);
      // a literal that quotes its value again (Gradle's `buildConfigField("String", "API_KEY", "\"…\"")`)
      const requoted = /^\\(["']).*\\\1$/.test(value) ? 2 : 0;
      const scheme = SCHEME_RE.exec(value.slice(requoted))?.[0] ?? "";
      const bare = value.slice(requoted + scheme.length, value.length - requoted);
      if (isPlaceholder(bare) || bare.includes(" ") || uiLabel(name, bare)) return m;
      // new AuthenticationHeaderValue("Bearer", "…"): a scheme, then the credential
      if (sep === "," && SCHEME_RE.test(`${name} `) && secretShaped(bare))
        return `${m.slice(0, m.length - value.length - 1)}${mark("secret")}${q}`;
      const strong = isSecretName(key);
      if (!strong && (!isKeyName(key) || isRelativeFilePath(bare))) return m;
      // a slot (`"key": "<nanoid>"`, `"sig": "<SHA-1>"`) holds an id unless the value is credential-long
      if (!strong && slotLabel(key) && !unnamedCredential(bare)) return m;
      // a comma or a weak name (…_KEY) needs a credential-shaped value: ["token", "secret"] is a list of words
      // … or 32+ characters of high entropy with symbols (WordPress's AUTH_KEY salts)
      const dense = bare.length >= 32 && entropy(bare) >= 4.5;
      if (
        (sep === "," || !strong) &&
        scheme === "" &&
        !credentialShaped(bare) &&
        !looksLikeCredential(bare) &&
        !dense
      )
        return m;
      const wrap = value.slice(0, requoted);
      return `${m.slice(0, m.length - value.length - 1)}${wrap}${scheme}${mark("secret")}${wrap}${q}`;
    },
  );
}

const CREDENTIAL_CALL_RE =
  /((?:\b[\w$.]*(?:[Aa]uth|AUTH|[Cc]redentials?|[Ll]ogin|LOGIN|[Pp]assword)[\w$]*[ \t]*\(|\bauth["']?[ \t]*(?:=>|[=:])[ \t]*[([])[ \t]*(["'])[^"'\n]{1,200}\2[ \t]*,[ \t]*(?:Some\([ \t]*)?)(["'])((?:\\.|[^"'\\\n]){1,512})\3/g;

/**
 * `setApiKey("…")`, `.bearer_auth("…")`, `withToken("…")`: a one-argument call that takes a credential;
 * C++'s brace initialiser `std::string password{"…"}` too.
 */
const SETTER_CALL_RE =
  /(\b[\w$.]*(?:[Tt]oken|TOKEN|[Aa]pi_?[Kk]ey|API_?KEY|[Ss]ecret|SECRET|[Pp]assword|PASSWORD|[Bb]earer|_auth|Auth)[ \t]*(?:\(|(?<=\w)\{)[ \t]*)(["'])((?:\\.|[^"'\\\n]){1,512})\2(?=[ \t]*[)}])/g;

/**
 * A generated-looking literal passed to a call that signs, verifies, MACs or encrypts with it:
 * `jwt.sign(payload, "…")`, `crypto.createHmac("sha256", "…")`, `hmac.new(b"…", …)`, `encrypt(data, "…")`.
 */
const KEYED_CALL_RE =
  /(\b(?:sign|verify|createHmac|createCipheriv|createDecipheriv|hmac\.new|HMAC|[Hh]mac\w*|SecretKeySpec|encrypt|decrypt|encode|decode)[ \t]*\((?:[^()\n]{0,200}?[ \t,])?b?)(["'])([A-Za-z0-9+/=_.~-]{16,512})\2/g;

/** What a line needs for each call rule to match there (the rules never span lines). */
const CREDENTIAL_CALL_STEM_RE = /[Aa]uth|AUTH|[Cc]redential|[Ll]ogin|LOGIN|[Pp]assword/g;
const KEYED_CALL_STEM_RE = /sign|verify|[Hh]mac|HMAC|KeySpec|crypt|code[ \t]*\(/g;
const SETTER_CALL_STEM_RE =
  /[Tt]oken|TOKEN|[Aa]pi_?[Kk]ey|API_?KEY|[Ss]ecret|SECRET|[Pp]assword|PASSWORD|[Bb]earer|_auth|Auth/g;

/** `HTTPBasicAuth("u", "p")`, `login("u", "p")`, `auth=("u", "p")`: the password argument; `setApiKey("k")`. */
export function redactCredentialCalls(text: string, mark: Mark): string {
  let out = rewriteLines(text, CREDENTIAL_CALL_STEM_RE, (line) =>
    line.replace(CREDENTIAL_CALL_RE, (m, head: string, _q: string, q: string, value: string) =>
      credentialShaped(value) ? `${head}${q}${mark("password")}${q}` : m,
    ),
  );
  out = rewriteLines(out, KEYED_CALL_STEM_RE, (line) =>
    line.replace(KEYED_CALL_RE, (m, head: string, q: string, value: string) =>
      looksRandomToken(value, 16) ? `${head}${q}${mark("secret")}${q}` : m,
    ),
  );
  return rewriteLines(out, SETTER_CALL_STEM_RE, (line) =>
    line.replace(SETTER_CALL_RE, (m, head: string, q: string, value: string) =>
      credentialShaped(value) ? `${head}${q}${mark("secret")}${q}` : m,
    ),
  );
}

/** A name and blanks; the value after them is only looked at (a value may be the next name). */
const NAME_VALUE_RE =
  /(?<![\w$.-])(["']?)([A-Za-z_][\w.:-]{2,80})\1[ \t]+(?=('[^'\n]{1,512}'|"[^"\n]{1,512}"|[^\s'"=:,;(){}[\]<>|&]{4,1024}={0,2})(?:$|[\s;|&)]))/gm;
/** Commands that store a value under a name: Dockerfile `ENV`, `setx`, `set -x`, `launchctl setenv`, `… config set`, `env:set`, … */
const SETTER_RE =
  /(?:^|[\s;|&])(?:ENV|setx|set[ \t]+-[gxUul]+|setenv|(?:config|env|variables?|secrets?|user-secrets|configure)(?::set|[ \t]+(?:set|add|put|store|create))|git[ \t]+config(?:[ \t]+--\S+)*)[ \t]/;

/**
 * `token   v` (a CLI's key/value table), `password 'v'` (nmcli, mysqladmin), `setx NAME v`, `yarn config
 * set npmAuthToken v`: a value after a secret name and blanks. The value must be credential-shaped,
 * except after a setter command, where any non-placeholder word that is not a flag counts.
 */
export function redactNameValue(text: string, mark: Mark, isPlaceholder: IsPlaceholder): string {
  let out = "";
  let copied = 0;
  // the name holds a stem, and a match never spans lines: only lines with a stem are scanned
  for (const [from, to] of linesMatching(text, NAME_STEM_RE)) {
    const line = text.slice(from, to);
    for (const m of line.matchAll(NAME_VALUE_RE)) {
      const [head, , name = "", value = ""] = m;
      const start = m.index + head.length;
      if (from + m.index < copied) continue; // inside the value just redacted
      const key = name.slice(Math.max(name.lastIndexOf(":"), name.lastIndexOf(".")) + 1);
      const strong = isSecretName(key);
      if (!strong && !isKeyName(key)) continue;
      const bare = value.replace(/^(["'])([\s\S]*)\1$/, "$2");
      if (isPlaceholder(bare) || bare.startsWith("-")) continue;
      // the setter command sits before the name on its line (looked for within 200 characters: linear)
      const setter = strong && SETTER_RE.test(line.slice(Math.max(0, m.index - 200), m.index + 1));
      const shaped = wordPassword(bare) || /^[0-9a-fA-F]{32,}$/.test(bare) || UUID_RE.test(bare);
      if (!setter && !(strong ? shaped : looksRandomToken(bare))) continue;
      // a weak name's labelled id (a CI cache key `gradle-<sha256>`, `pip-ubuntu-22.04-<sha256>`)
      if (!strong && labelledId(bare)) continue;
      if (describedAway(line, m.index + head.indexOf(name), name)) continue;
      out += text.slice(copied, from + start) + mark("secret");
      copied = from + start + value.length;
    }
  }
  return out + text.slice(copied);
}

/** Stems of the names redactNameValue looks at. */
const NAME_STEM_RE =
  /[Pp][Aa][Ss][Ss]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Kk][Ee][Yy]|PAT|[Aa][Uu][Tt][Hh]|[Pp][Ww]\b/g;

/** Words of a command line that prints a credential (`heroku auth:token`, `openssl rand`, `op read …/password`). */
const PRINTS_SECRET_RE =
  /(?:^|[^A-Za-z])(?:token|tokens|secret|secrets|password|passwd|passphrase|pass|credential|credentials|auth|login|apikey|key|rand|random|genkey|genpsk)(?:$|[^A-Za-z])/i;

/** Words of a command that generates random bytes or a key (`openssl rand -hex 32`, `wg genkey`). */
const GENERATOR_RE =
  /(?:^|[^A-Za-z])(?:rand|random|genkey|genpsk|keygen|generate|token_hex|urandom)(?:$|[^A-Za-z])/i;

/** Commands that print a secret by name (`vault kv get -field=token`, `gcloud secrets versions access`, `pass show`). */
const STRONG_PRINT_RE =
  /(?:^|[^A-Za-z])(?:token|secrets?|password|passwd|passphrase|credentials?|apikey|api[-_]key|pass[ \t]+show)(?:$|[^A-Za-z])/i;

/**
 * Whether a word printed alone after such a command is the secret: generated, a long hex string, a
 * UUID, a kubeadm bootstrap token (`abcdef.0123456789abcdef`), a password (any human one when the
 * command names a secret), or base64 of one (`kubectl get secret … -o jsonpath='{.data.password}'`);
 * never base64 of a PEM certificate or public key.
 */
function printedSecret(t: string, named: boolean): boolean {
  // base64 of a certificate or public key (`kubectl get secret tls -o jsonpath='{.data.tls\.crt}'`)
  if (/^-----BEGIN (?![A-Z0-9 ]*PRIVATE)/.test(decodedText(t) ?? "")) return false;
  if (looksRandomToken(shapeOf(t)) || /^[0-9a-fA-F]{32,}$/.test(t) || UUID_RE.test(t)) return true;
  if (/^[a-z0-9]{6}\.[a-z0-9]{16}$/.test(t)) return true;
  if (!/^[\x21-\x7e]+$/.test(t)) return false;
  // a human password after a command that names a secret, not a name or region (`us-east-1`, `release-2024-05`)
  const human = named && looksLikePassword(t) && /\d/.test(t) && !/^[a-z0-9]+(?:[-_.][a-z0-9]+)+$/.test(t);
  if (strongPassword(t) || randomWord(t) || human) return true;
  const decoded = named ? decodedText(t) : null;
  return decoded !== null && !/\s/.test(decoded) && decoded.length >= 8 && looksLikePassword(decoded);
}

/** A redaction mark (`[REDACTED:token]`). */
const MARK_RE = /\[REDACTED:[a-z_]{1,40}\]/g;

/** A CSV header and a row of it: no blanks, the same number (one or more) of commas. */
function csvRow(header: string, row: string): boolean {
  const commas = (s: string) => s.split(",").length - 1;
  return !/\s/.test(header) && commas(row) > 0 && commas(row) === commas(header);
}

/** A CSV row with each cell under a credential's name (secret-patterns.ts isSecretName) marked. */
function csvSecretCells(header: string, row: string, mark: Mark, isPlaceholder: IsPlaceholder): string {
  const names = header.split(",");
  const cells = row.split(",");
  // (a header is names: `env,service,okta_api_token`, not code's `npm_token='${NPM_TOKEN}',`)
  if (cells.length !== names.length || !names.every((n) => /^[A-Za-z_][\w.-]{0,60}$/.test(n))) return row;
  const secret = (cell: string, k: number) =>
    cell.length >= 8 && isSecretName(names[k] ?? "") && !isPlaceholder(cell);
  return cells.some(secret) ? cells.map((c, k) => (secret(c, k) ? mark("secret") : c)).join(",") : row;
}

/**
 * A line holding a single token after a command that prints one: redacted when shaped like a
 * credential (generated, hex, a UUID, or a password with a digit), not a word, assignment, path or
 * host name. A token alone with no such command before it is kept: ids (`toolu_…`, `msg_…`) look
 * the same and are stored as such.
 */
export function redactLoneTokens(text: string, mark: Mark, isPlaceholder: IsPlaceholder): string {
  if (!text.includes("\n")) return text;
  const lines = text.split("\n");
  let changed = false;
  let block = false; // inside a PEM block (a certificate or public key: private ones are gone by now)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    // (a CLI's decoration before the printed value: `> `, `│ `, `✔ `, a list bullet; then only a
    // generated value counts: a Markdown list item `- **Fix:**` is not a printed password)
    const t = line.trim().replace(/^(?:[>│┃|*•✔✓→-][ \t]+)+/, "");
    const decorated = t !== line.trim();
    if (/^-{4,5} ?BEGIN /.test(t)) block = true;
    if (/^-{4,5} ?END /.test(t)) block = false;
    if (
      i === 0 ||
      block ||
      t.length < 8 ||
      t.length > 4096 ||
      /\s/.test(t) ||
      isPlaceholder(t) ||
      t.startsWith("[REDACTED:")
    )
      continue;
    // the command line: the line before, past up to two blank lines
    let p = i - 1;
    while (p > 0 && i - p <= 2 && (lines[p] ?? "").trim() === "") p--;
    // (a mark's kind is no word of the command: `Bearer [REDACTED:token]`; a line that held only a
    // printed value — the first part of a token the terminal wrapped — leads to the command above it)
    let prev = lines[p]?.trim().replace(MARK_RE, "") ?? "";
    if (prev === "" && p > 0 && (lines[p] ?? "").trim() !== "")
      prev = lines[p - 1]?.trim().replace(MARK_RE, "") ?? "";
    // (a command that names the public half prints it: `… | wg pubkey`, `wg show wg0 public-key`,
    // minisign's `untrusted comment: minisign public key …`); a CSV row under its header is a table
    // row (redactTableColumns judges its columns)
    if (prev === "" || !PRINTS_SECRET_RE.test(prev) || /\bpub(?:lic)?[-_ ]?key\b/i.test(prev)) continue;
    if (csvRow(prev, t)) {
      // (only the cells under a credential's name: `env,service,okta_api_token` / `prod,billing,<token>`)
      const next = csvSecretCells(prev, t, mark, isPlaceholder);
      if (next !== t) [lines[i], changed] = [line.replace(t, next), true];
      continue;
    }
    // a path, URL or host name (a kubeadm token has a host name's shape)
    const host = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(t) && !/^[a-z0-9]{6}\.[a-z0-9]{16}$/.test(t);
    if (/^[~./]|^https?:/.test(t) || host) continue;
    // an assignment (`FOUND=1`, `key={todo.id}`): a word-like name before = or :
    const left = /^([A-Za-z_][\w.]*)[=:]\S/.exec(t)?.[1];
    if (left !== undefined && (wordiness(left) >= 0.5 || /^[a-z_]+$|^[A-Z_][A-Z0-9_]*$/.test(left))) continue;
    if (decorated ? !looksRandomToken(t) : !printedSecret(t, STRONG_PRINT_RE.test(prev))) continue;
    // a commit SHA, digest or UUID printed by a command that names no secret and generates none
    // (`git merge-base main feature/auth`): an id, unless the command names a secret or a generator
    if (idFormat(t) && !STRONG_PRINT_RE.test(prev) && !GENERATOR_RE.test(prev)) continue;
    lines[i] = line.replace(t, mark("secret"));
    changed = true;
  }
  return changed ? lines.join("\n") : text;
}

/**
 * A password standing among words (prose, `name value` lists): a generated value, a short random or
 * leetspeak word unless `random` is false (token-shape.ts `randomWord`: `cX9zA1sD`, `sup3rs3cr3t`), or 8–64 printable ASCII
 * characters with a lower-case letter, a digit and a symbol (`Summer2024!`) — not a product name
 * (`1Password`, `ED25519-SK`), a line-numbered word (`178→Recovery`) or a MAC address.
 */
export function wordPassword(v: string, random = true): boolean {
  if (looksRandomToken(v) || (random && randomWord(v))) return true;
  if (v.length > 64 || !/^[\x21-\x7e]+$/.test(v) || /^[0-9a-f]{2}(?::[0-9a-f]{2})+$/i.test(v)) return false;
  // an e-mail address or a service account (`sa-690358@acme.iam`)
  if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(v)) return false;
  return strongPassword(v) && /[a-z]/.test(v) && /\d/.test(v) && /[!@#$%^&*+=?~]/.test(v);
}
