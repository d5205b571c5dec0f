/**
 * Secret families recognised by their published structure rather than by a name next to them. Every
 * regex is linear: a literal anchor, then bounded classes. Pure data: no I/O.
 *
 * Shapes (the whole match is the secret):
 * - OpenVPN static keys (`openvpn --genkey secret`: "-----BEGIN OpenVPN Static key V1-----", 16 lines of
 *   32 hex) and tls-crypt-v2 keys ("-----BEGIN OpenVPN tls-crypt-v2 client key-----"), inline in
 *   `<tls-auth>` / `<tls-crypt>` / `<secret>` blocks or alone (OpenVPN reference manual, "--secret",
 *   "--tls-crypt-v2"); an unclosed block runs to the end of the text.
 * - NATS nkey seeds (github.com/nats-io/nkeys: base32 of a seed prefix byte "S" combined with the key
 *   type — U user, A account, O operator, N server, C cluster, X curve — 32 seed bytes and a CRC16:
 *   58 characters of A–Z2–7). Public nkeys have 56 characters and no "S" prefix.
 * - Vercel's prefixed tokens (vcp_ personal, vci_ integration, vca_ app access, vcr_ app refresh,
 *   vck_ API key).
 * - An Azure storage account key (64 random bytes in base64: 86 characters and "==") in a text that
 *   speaks of a storage account or its `key1`/`key2` (`az storage account keys list`).
 * Positions (group 1 is kept, group 2 is the secret; see context-patterns.ts):
 * - a Telegram Bot API URL, whose path holds the bot token (`/bot<id>:<token>/`, core.telegram.org/bots/api);
 * - a here-string or here-document into `sudo -S` / `sudo --stdin` (sudo reads the password from
 *   stdin), `--password-stdin`, `kinit`; a value echoed into other stdin readers (kinit, `gpg
 *   --passphrase-fd 0`, `openssl -passin stdin`, cryptsetup, `smbpasswd -s`, `htpasswd -i`); Python's
 *   `subprocess.run(["sudo", "-S", …], input="…")`;
 * - a literal given to a JWT or HMAC key constructor (`Keys.hmacShaKeyFor("…".getBytes())`,
 *   `new SymmetricSecurityKey(Encoding.UTF8.GetBytes("…"))`, `Algorithm.HMAC256("…")`);
 * - WireGuard: a key fed to `wg pubkey` or to `wg set … private-key <(echo …)` (wg(8));
 * - an Algolia client built from an application id and its API key (`algoliasearch("APPID", "…")`,
 *   `SearchClient.create(…)`, Go `search.NewClient(…)`): the 32-hex key after a 10-character app id;
 * - a Google service-account key file's `private_key_id` (40 hex), whatever the file is called;
 * - Go's `[]byte("…")` given to a signing call or a key variable (`token.SignedString([]byte("…"))`);
 * - the Vercel CLI's (`vercel`, `vc`) `-t` / `--token` option.
 */
import { azureKeyEntry } from "./azure-keys.js";
import type { ContextPattern } from "./context-patterns.js";
import { cmd, W } from "./context-patterns.js";
import { cookieSecret, redactCookies } from "./cookies.js";
import { strongPassword } from "./positional.js";
import { PRINTED_CONTEXTS } from "./printed-families.js";
import type { SecretPattern } from "./secret-patterns.js";
import { decodedText, looksRandomToken } from "./token-shape.js";
import { AZURITE_ACCOUNT_KEY, mark } from "./values.js";

/** Letters of both cases and a digit: a generated value. */
const mixed = (s: string): boolean => /\d/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s);

export const FAMILY_SHAPES: readonly SecretPattern[] = [
  {
    kind: "openvpn_key",
    keys: ["BEGIN OpenVPN"],
    // a header is a key only when a body follows (hex or base64, raw or JSON-escaped newline): prose that names it is not
    re: /-----BEGIN OpenVPN (?:Static key V1|tls-crypt-v2 (?:client|server) key)-----(?=[ \t]*(?:\\r)?(?:\\n|\r?\n)[ \t]*[A-Za-z0-9+/=]{16})(?:[\s\S]*?-----END OpenVPN[^\n-]{1,40}-----|[\s\S]*$)/g,
  },
  {
    kind: "nkey_seed",
    keys: ["SU", "SA", "SO", "SN", "SC", "SX"],
    re: /\bS[UAONCX][A-Z2-7]{56}\b/g,
    // a base32 seed has digits 2–7 spread through it; an upper-case identifier of 58 letters has none
    accept: (m) => (m.match(/[2-7]/g)?.length ?? 0) >= 4,
  },
  {
    kind: "vercel_token",
    keys: ["vcp_", "vci_", "vca_", "vcr_", "vck_"],
    re: /\bvc[pikar]_[A-Za-z0-9]{24,64}\b/g,
    accept: (m) => mixed(m.slice(4)),
  },
  {
    kind: "azure_storage_key",
    keys: ["key1", "key2", "AccountKey", "account-key", "storage", "Storage", "STORAGE"],
    // (not a SHA-384/512 digest written after its algorithm: sha512-…, sha512:…, sha512=…)
    re: /(?<![A-Za-z0-9+/_-])(?<!sha(?:384|512)[:=][ \t]?)[A-Za-z0-9+/]{86}==(?![A-Za-z0-9+/=])/g,
    // random bytes, not base64 of text; not the emulator's published key
    accept: (m) => mixed(m) && decodedText(m) === null && m !== AZURITE_ACCOUNT_KEY,
  },
];

export const FAMILY_CONTEXTS: readonly ContextPattern[] = [
  // a URL's password where the URL is JSON-escaped (`https:\/\/u:p@host\/x`, PHP's json_encode) or
  // percent-encoded inside another URL (`?next=https%3A%2F%2Fu%3Ap%40host`): the userinfo as in
  // secret-patterns.ts URL_CREDENTIALS_RE
  {
    kind: "password",
    keys: [":\\/\\/"],
    re: /((?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\\\/\\\/[^\s:/@\\"]{0,128}:)([^\s@/\\"]{1,256})(?=@[^\s@/\\])/gi,
  },
  {
    kind: "password",
    keys: ["%3A%2F%2F", "%3a%2f%2f"],
    re: /((?<![a-z0-9+.-])[a-z][a-z0-9+.-]*%3A%2F%2F(?:[^\s%&:/@]|%(?!3A|40|2F)[0-9A-F]{2}){0,64}%3A)((?:[^\s%&/@#]|%(?!40)[0-9A-F]{2}){1,256})(?=%40)/gi,
  },
  // a generated token fed to a command's stdin as a here-string (`hcloud context create prod <<< T`,
  // `tool login <<< "T"`): base64 of text or hex (`base64 -d <<< …`, `xxd -r -p <<< …`) is not one
  {
    kind: "secret",
    keys: ["<<<"],
    re: new RegExp(String.raw`(<<<[ \t]*)(${W})`, "g"),
    accept: (s) => looksRandomToken(s, 20),
  },
  // an SSM parameter's value (`aws ssm put-parameter --name /prod/db/password --type SecureString
  // --value …`): a value with a letter and a digit, not a path, an ARN, a number or a name (`eu-west-1`)
  {
    kind: "secret",
    keys: ["put-parameter"],
    re: cmd("put-parameter", "--value(?:[ \\t]+|=)"),
    accept: (s) =>
      /[A-Za-z]/.test(s) &&
      /\d/.test(s) &&
      s.length >= 8 &&
      !/^[~./]|^https?:|^arn:/.test(s) &&
      !/^[a-z0-9]+(?:[-_.][a-z0-9]+)+$/.test(s),
  },
  // a function key in a URL (Azure Functions' `?code=<key>`, learn.microsoft.com "Work with access
  // keys in Azure Functions"; an OAuth authorization code is a credential too): a generated value
  {
    kind: "secret",
    keys: ["?code=", "&code="],
    re: /([?&]code=)([A-Za-z0-9_%=-]{32,512})(?=[&\s"'#<>]|$)/g,
    accept: (s) => looksRandomToken(s.replace(/(?:=|%3D)+$/i, ""), 30),
  },
  {
    kind: "telegram_token",
    keys: ["/bot"],
    re: /(\/bot)(\d{6,12}:[A-Za-z0-9_-]{30,50})(?=[/?#"'\s]|$)/g,
  },
  {
    kind: "password",
    keys: ["<<<"],
    re: new RegExp(
      String.raw`(\bsudo\b[^\n|;&<]{0,200}?[ \t](?:-[A-Za-z]*S|--stdin)\b[^\n|;&<]{0,300}<<<[ \t]*)(${W})`,
      "g",
    ),
  },
  // a here-document into a command that reads a password from stdin: its first line
  {
    kind: "password",
    keys: ["<<"],
    re: /(\b(?:sudo\b[^\n|;&<]{0,200}?[ \t](?:-[A-Za-z]*S|--stdin)\b|--password-stdin\b|--passphrase-fd[ \t]+0\b|\bkinit\b)[^\n|;&<]{0,300}<<-?[ \t]*["']?\w+["']?[^\n]{0,200}\n[ \t]*)([^\s]{4,128})(?=[ \t]*\r?\n)/g,
  },
  // a value echoed into another program that reads a password from stdin (kinit, gpg --passphrase-fd 0,
  // openssl -passin stdin, cryptsetup, smbpasswd -s, htpasswd -i)
  {
    kind: "password",
    keys: ["echo", "printf"],
    re: new RegExp(
      String.raw`(\b(?:echo|printf)(?:[ \t]+-[neE]+)*(?:[ \t]+(?:'%s\\?n?'|"%s\\?n?"))?[ \t]+)(${W})(?=[ \t]*\|[ \t]*(?:sudo[ \t]+)?(?:kinit\b|gpg\b[^\n|;&]*--passphrase-fd[ \t]+0|openssl\b[^\n|;&]*-pass(?:in|out)?[ \t]+stdin|cryptsetup\b|smbpasswd\b[^\n|;&]*-s\b|htpasswd\b[^\n|;&]*-i\b))`,
      "g",
    ),
  },
  // Python's subprocess feeding `sudo -S` its password: run(["sudo", "-S", …], input="…")
  {
    kind: "password",
    keys: ["sudo"],
    re: /(["']sudo["'][ \t]*,[ \t]*["']-S["'][^\n]{0,300}?\binput[ \t]*=[ \t]*b?["'])([^"'\\\n]{4,128})/g,
  },
  // a literal given to a JWT / HMAC key constructor (jjwt hmacShaKeyFor / signWith, .NET
  // SymmetricSecurityKey, java-jwt Algorithm.HMAC256, jose's secret), maybe through GetBytes / TextEncoder
  {
    kind: "secret",
    keys: ["hmacShaKeyFor", "signWith", "SigningKey", "SymmetricSecurityKey", "Algorithm.HMAC", "withSecret"],
    re: /(\b(?:hmacShaKeyFor|signWith|setSigningKey|SymmetricSecurityKey|Algorithm\.HMAC(?:256|384|512)|withSecret)[ \t]*\((?:[^"'()\n]{0,120}?[ \t,])?(?:[\w.]+\([ \t]*)?")([^"\\\n]{12,512})(?=")/g,
    accept: (s) => looksRandomToken(s, 16) || strongPassword(s) || s.length >= 24,
  },
  {
    kind: "private_key",
    keys: ["wg "],
    re: new RegExp(
      String.raw`(\b(?:echo|printf)(?:[ \t]+-[neE]+)?[ \t]+)(${W})(?=[ \t]*\|[ \t]*(?:sudo[ \t]+)?wg[ \t]+pubkey\b)`,
      "g",
    ),
  },
  {
    kind: "private_key",
    keys: ["wg "],
    re: /(\bwg[ \t]+set\b[^\n|;&]{0,300}?[ \t](?:private-key|preshared-key)[ \t]+<\([ \t]*(?:echo|printf)[ \t]+(?:-n[ \t]+)?)([^\s)]+)/g,
  },
  {
    kind: "secret",
    keys: ["algolia", "Algolia", "SearchClient", "NewClient"],
    re: /(\b(?:algoliasearch|liteClient|searchClient|\w{0,40}[Cc]lient(?:\.|::)create|NewClient)[ \t]*\([ \t]*["'][A-Z0-9]{10}["'][ \t]*,[ \t]*["'])([a-f0-9]{32})(?=["'])/g,
  },
  {
    kind: "secret",
    keys: ["private_key_id"],
    re: /(\bprivate_key_id\\?["']?[ \t]*[:=][ \t]*\\?["']?)([a-f0-9]{40})(?![a-f0-9])/g,
  },
  {
    kind: "secret",
    keys: ["[]byte("],
    re: /(\b\w{0,40}(?:[Ss]ign|[Kk]ey|[Ss]ecret|HMAC|Hmac)\w{0,40}[ \t]*(?::?=|\()[ \t]*\[\]byte\([ \t]*")([^"\\\n]{8,512})(?=")/g,
    accept: (s) => looksRandomToken(s, 16) || strongPassword(s),
  },
  {
    kind: "token",
    keys: ["vercel", "vc "],
    re: new RegExp(String.raw`(\b(?:vercel|vc)\b[^\n|;&]{0,300}?[ \t](?:-t|--token)[ \t]+)(${W})`, "g"),
  },
  ...PRINTED_CONTEXTS,
];

/** Keys a cookie object carries besides its name and value (Playwright, CDP, browser exports). */
const COOKIE_OBJECT_KEYS = ["domain", "httpOnly", "hostOnly", "expires", "expirationDate", "sameSite"];

/**
 * For `redactDeep` (JSON values): whether `obj[key]`, a string, is one of these families' secrets —
 * the value of a cookie object whose value is session-shaped (cookies.ts `cookieSecret`) or of a
 * Cookie header entry that holds one (a HAR file's request headers), the value
 * of an Azure storage account key entry (`{"keyName": "key1", "value": …}`, `az storage account keys
 * list`) and the other key-list entries of Azure (azure-keys.ts), a service-account key file's
 * `private_key_id`.
 */
export function familyJsonSecret(obj: Record<string, unknown>, key: string, value: string): boolean {
  if (key === "private_key_id") return /^[a-f0-9]{40}$/.test(value);
  if (azureKeyEntry(key, value)) return true;
  if (key !== "value") return false;
  // a HAR or fetch header entry: {"name": "cookie", "value": "sid=…; theme=dark"}
  if (typeof obj.name === "string" && /^(?:set-)?cookie$/i.test(obj.name))
    return redactCookies(`Cookie: ${value}`, mark) !== `Cookie: ${value}`;
  if (typeof obj.keyName === "string" && /^key\d$/i.test(obj.keyName)) return value.length >= 40;
  const name = obj.name ?? obj.Name;
  return (
    typeof name === "string" &&
    COOKIE_OBJECT_KEYS.some((k) => k in obj) &&
    value.length >= 16 &&
    cookieSecret(name, value)
  );
}
