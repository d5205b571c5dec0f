/**
 * The generic rule for opaque credentials: a high-entropy token standing where a credential stands,
 * whatever service issued it. Two conditions, both required:
 * - position: the value right after a label (a key, header, column, flag or cookie name) with a
 *   credential word in it, in English, in an abbreviation (`tok`, `pat`, `sk`, `sid`, `jwt`, `pw`)
 *   or in another common language (`passwort`, `contraseña`, `senha`, `пароль`, `密码`, …) and no
 *   word that makes it an identifier, hash or public value (`id`, `hash`, `digest`, `sha`, `etag`,
 *   `nonce`, `public`, `cache`, …); a URL path segment after a credential-named segment
 *   (`/hooks/…`, `/token/…`); a literal appended to an Authorization scheme (`'Bearer ' + '…'`); the
 *   value printed on the line under a label alone on its line (redis-cli, psql: vertical-pairs.ts);
 *   a slot word alone (`key`, `sk`: id-values.ts) only before a credential-length value in no id
 *   format, and never the argument after a subcommand verb that takes an id (`auth logout <id>`);
 * - shape: a generated token (token-shape.ts `looksRandomToken`: not an identifier, path, version,
 *   UUID or base64 of text) whose Shannon entropy is at least 3.5 bits per character — the threshold
 *   of gitleaks' `generic-api-key` rule (config/gitleaks.toml, `entropy = 3.5`); or, under a strong
 *   credential word, 32+ hex digits of entropy 3.0 or more — detect-secrets' `HexHighEntropyString`
 *   default limit (detect_secrets/plugins/high_entropy_strings.py, `limit=3.0`). A ULID or a typed
 *   object id (`cs_test_…`) is an id.
 * Every regex is linear (a bounded label, then bounded classes) and runs only on lines holding a
 * credential stem (line-scan.ts). Pure: no I/O.
 */
import { azureKeyEntry } from "./azure-keys.js";
import { builtOnUse } from "./built-on-use.js";
import { acrossPreposition, idVerb, slotLabel, twilioSid, unnamedCredential } from "./id-values.js";
import { rewriteLines } from "./line-scan.js";
import { lineStartWithin } from "./line-start.js";
import { isNonSecretKeyName } from "./secret-names.js";
import { entropy } from "./secret-patterns.js";
import { looksRandomToken } from "./token-shape.js";
import { afterDigestPath, insideTag, keyPrefix, labelledId, TYPED_ID_RE } from "./value-context.js";

type Mark = (kind: string) => string;
type IsPlaceholder = (value: string) => boolean;

/** Credential words that allow a hex value too (a raw key, a hex token). */
const STRONG_WORDS = (
  "token tokens tkn secret secrets cred creds credential credentials auth authtoken authkey authorization " +
  "password passwords passwd passphrase passcode pwd apikey apitoken accesstoken accesskey secretkey privatekey " +
  "privkey signingkey bearer jwt wif " +
  // German, French, Spanish, Portuguese, Italian, Dutch, Polish, Czech, Turkish, Swedish, Danish/Norwegian, Finnish
  "passwort kennwort zugangsdaten geheimnis jeton motdepasse mdp contraseña contrasena senha segreto " +
  "wachtwoord hasło haslo heslo şifre sifre lösenord losenord adgangskode passord salasana " +
  // Russian, Ukrainian, Chinese, Japanese, Korean
  "пароль токен секрет 密码 密碼 密钥 密鑰 令牌 口令 パスワード トークン 秘密鍵 비밀번호 토큰"
).split(" ");
/** Words that mark a credential only before a generated-looking (non-hex) value. */
const WEAK_WORDS = (
  "tok pat pats sk sess session sessid sid key keys api access psk pw pass " +
  "schlüssel schluessel clé cle clave chave llave sleutel klucz klíč nyckel avain anahtar chiave ключ 키 鍵"
).split(" ");
const CREDENTIAL = new Map<string, boolean>([
  ...WEAK_WORDS.map((w): [string, boolean] => [w, false]),
  ...STRONG_WORDS.map((w): [string, boolean] => [w, true]),
]);
/** Glued endings of a strong word (`ghtoken`, `npmAuthToken` split as `npm auth token`, `dbpassword`). */
const GLUED_STRONG_RE = /(?:token|secret|password|passwd|passwort|apikey|authkey|secretkey|privatekey)$/;
/** Glued endings of a weak word (redis' `requirepass`, LDAP's `bindpw`, `masterkey`). */
const GLUED_WEAK_RE = /(?:pass|pwd|pw|key|auth)$/;
/**
 * Words that make the labelled value an identifier, a hash or a public value (the structure, not a
 * list of services): ids, digests and checksums, nonces, public keys, cache/sort/idempotency keys,
 * cursors and anti-forgery tokens, request and trace ids, versions, metadata about a secret, and a
 * site key (reCAPTCHA's and Turnstile's are public by design). Not `min`/`max`: a bound's value is a
 * number, and `min` is "my" in Swedish, Danish and Norwegian ("min token är …").
 */
const EXEMPT_WORDS = new Set(
  (
    "id ids uuid guid ulid nanoid hash hashes hashed sha sha1 sha256 sha384 sha512 md5 digest checksum integrity " +
    "etag commit revision rev version nonce fingerprint public pub pubkey publishable primary foreign sort " +
    "partition cache idempotency lookup dedupe page next continuation cursor sync csrf xsrf request trace span " +
    "correlation ray name names type kind count length len size limit url uri path file dir prefix " +
    "suffix format hint placeholder expires expiry ttl field label header example sample fake mock dummy " +
    "address addr wallet peer ref slug site at time date timestamp created updated rotated device push registration " +
    // a Vault token accessor (a handle that cannot authenticate) and other handles
    "accessor handle"
  ).split(" "),
);

/** A label's words: camelCase split, lower-cased, any script's letters and digits. */
export function labelWords(label: string): string[] {
  return label
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, "$1 $2")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/**
 * A session's id (`session_id`, `sess-id`, `SessionID`, PHP's `PHPSESSID`, Java's `JSESSIONID`): the
 * id of a session is its bearer credential (OWASP Session Management Cheat Sheet, "Session ID
 * Properties"), unlike a record's id; a UUID, ULID or number there stays (opaqueCredential). A bare
 * `sid` stays a weak word: Twilio's account and resource SIDs are ids.
 */
const SESSION_ID_RE = /^[a-z]*sess(?:ion)?id$/;
const SESSION_WORDS = new Set(["sess", "session", "sitzung", "sesion", "sesión", "sessão", "sessione"]);

/** Whether a label's words name a session's id (see SESSION_ID_RE; Twilio's `sid` is an account id). */
function sessionId(words: string[]): boolean {
  return words.some(
    (w, i) => SESSION_ID_RE.test(w) || (w === "id" && i > 0 && SESSION_WORDS.has(words[i - 1] ?? "")),
  );
}

/** "strong" / "weak" when `label` names a credential (see the module comment), else null. */
export function credentialLabel(label: string): "strong" | "weak" | null {
  const all = labelWords(label);
  // a session id is a strong label when nothing else in it says id, hash or public value
  const session = sessionId(all);
  const words = session ? all.filter((w) => w !== "id") : all;
  if (words.length === 0 || words.length > 8 || words.some((w) => EXEMPT_WORDS.has(w))) return null;
  if (session) return "strong";
  // an anti-forgery token, glued or not (csrftoken, authenticity_token), and a public key by name
  if (/csrf|xsrf|authenticity/i.test(label) || isNonSecretKeyName(label)) return null;
  let found: "strong" | "weak" | null = null;
  for (const [i, w] of words.entries()) {
    // two words that make a strong one (`api key`, `access_key`, `client-key-data`'s `key data` is not)
    if (CREDENTIAL.get(w + (words[i + 1] ?? "")) === true) return "strong";
    // three words that make one (French `mot de passe`)
    if (CREDENTIAL.get(w + (words[i + 1] ?? "") + (words[i + 2] ?? "")) === true) return "strong";
    const strong =
      CREDENTIAL.get(w) ?? (GLUED_STRONG_RE.test(w) ? true : GLUED_WEAK_RE.test(w) ? false : undefined);
    if (strong === true) return "strong";
    if (strong === false) found = "weak";
  }
  return found;
}

const HEX_RE = /^[0-9a-fA-F]+$/;
/** A ULID (26 Crockford base32 characters: a timestamp and randomness; an id, https://github.com/ulid/spec). */
const ULID_RE = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/**
 * Random base64 holds `//` as often as any pair; looksRandomToken reads it as a path or URL. In credential
 * position base64 is judged with `//` as ordinary characters (a thinking block's signature is never there).
 */
const BASE64_SLASHES_RE = /^[A-Za-z0-9+][A-Za-z0-9+/]{15,}={0,2}$/;
export const shapeOf = (v: string): string =>
  v.includes("//") && BASE64_SLASHES_RE.test(v) ? v.replaceAll("//", "/A") : v;

/** True for an opaque generated credential (see the module comment); hex counts only when `hexOk`. */
export function opaqueCredential(v: string, hexOk: boolean): boolean {
  // a ULID, a Twilio SID or a typed object id (`cs_test_…`, `evt_…`) is an id; a prefixed secret is a
  // vendor rule's; a key prefix (`<hash>-pnpm-`) is not a key
  if (v.length < 16 || v.length > 1024 || ULID_RE.test(v) || TYPED_ID_RE.test(v) || twilioSid(v))
    return false;
  // (and under a weak label, a labelled id: a CI cache key `gradle-<sha256>`)
  if (keyPrefix(v) || (!hexOk && labelledId(v))) return false;
  // an OpenPGP v4 fingerprint as GnuPG prints it (40 upper-case hex, RFC 4880 section 12.2; git's
  // `user.signingkey`) names a key, it is none
  if (HEX_RE.test(v)) return hexOk && v.length >= 32 && entropy(v) >= 3.0 && !/^[0-9A-F]{40}$/.test(v);
  return looksRandomToken(shapeOf(v), 16) && entropy(v) >= 3.5;
}

/**
 * A value worth a look: a run of 16+ token characters with a digit (and base64's `=` padding at its
 * end), right after a separator character (`=`, `:`, `,`, a quote, a pipe or box-drawing bar, a
 * blank or tab). The scan starts at values, not at names:
 * a text holds far fewer of them than credential stems (`key`, `pass`, `api`, …), and a run of one
 * character class is cheap to find.
 */
const VALUE_RE =
  /[=:,|\t│┃"'` ](?=[A-Za-z+/_~.-]{0,63}\d)[A-Za-z0-9+/_~.-]{16,}(?:={1,2}(?![A-Za-z0-9+/_~.-]))?/g;
/**
 * The label and separator right before a value. Groups: (1) the label (a key, header, column, flag or
 * cookie name, any script), (2) the separator (quotes, `=`, `:`, `=>`, `,`, a bar, blanks).
 */
const LABEL_BEFORE_RE = builtOnUse(
  () =>
    /(?<![\p{L}\p{N}_$.])([\p{L}_$][\p{L}\p{N}_$.-]{0,59})(["'`]?\]?[ \t]*(?:=>|:=|[=:,|\t│┃]|[ \t])[ \t]*(?:[│┃|][ \t]*)?["'`]?)$/u,
);
/** A label for base64 key material (kubeconfig's `client-key-data`, kubectl's `--client-key-data`). */
const KEY_DATA_RE = /key[-_]?data$/i;
/** The words before a label, for a label of two or three words (`API Key   …`, `Secret Key: …`, `the cache key is …`). */
const WORD_BEFORE_RE = builtOnUse(() => /((?:\p{L}{2,20}[ _-]){1,2})$/u);

/** Whether `value`, starting at `at` in `text`, is an opaque credential after a credential label. */
function labelledSecret(text: string, at: number, value: string, isPlaceholder: IsPlaceholder): boolean {
  const end = at + value.length;
  if (value.length > 1024 || text.charAt(end) === "@" || text.startsWith("://", end)) return false;
  // read back at most 160 characters: both windows below start no earlier (at - 100, from - 46 ≥ at - 146)
  const lineStart = lineStartWithin(text, at, 160);
  const head = LABEL_BEFORE_RE.exec(text.slice(Math.max(lineStart, at - 100), at));
  if (head === null) return false;
  const [whole, label = "", sep = ""] = head;
  const from = at - whole.length;
  if (label.length === 1) return shortFlagSecret(text, from, label, value, isPlaceholder);
  if (afterDigestPath(text, from)) return false;
  // words before the label extend it (`API Key   X`, `session id X`), but not across a preposition
  // before a blank and an id-long value: the noun after it names the value's object (`het wachtwoord
  // van gebruiker <id>`)
  const words = WORD_BEFORE_RE.exec(text.slice(Math.max(lineStart, from - 46), from))?.[1];
  const across =
    /^[ \t]+$/.test(sep) && words !== undefined && acrossPreposition(words) && !unnamedCredential(value);
  const before = across ? undefined : words;
  // a subcommand that acts on an object by its id (`tool auth logout <id>`, `keys delete <id>`), but
  // on a token, whose handle may be the token itself (`vault token revoke <token>`)
  if (/^[ \t]+$/.test(sep) && idVerb(label) && !/tokens?[ _-]$/i.test(before ?? "")) return false;
  // an Azure key-list entry (`"primaryKey": "<base64>"`, `"key1": "<hex>"`: azure-keys.ts)
  if (azureKeyEntry(label, value)) return true;
  const strength = credentialLabel(before === undefined ? label : `${before}${label}`);
  if (strength === null || isPlaceholder(value)) return false;
  // a slot alone (`key: <nanoid>`, `--key <cache key>`, `sk <KSUID>`) holds an id unless credential-long
  if (
    before === undefined &&
    slotLabel(label) &&
    !unnamedCredential(value) &&
    !/[?&;]/.test(text.charAt(from - 1))
  )
    return false;
  // kubeconfig's client-key-data (and any `…key-data`) holds a base64 private key, whatever it decodes to
  if (KEY_DATA_RE.test(label) && /^[A-Za-z0-9+/]{16,}={0,2}$/.test(value)) return true;
  // a weak label inside a markup tag is an attribute (React's `<li key="…">`)
  return opaqueCredential(value, strength === "strong") && !(strength === "weak" && insideTag(text, at));
}

/**
 * Letters of short CLI flags that take a credential: -k key, -t token, -a auth, -p password, -s secret
 * (not -P or -S: minisign's -P is a public key, ssh's -S a socket).
 */
const SHORT_FLAG_RE = /^[kKtTaAps]$/;

/**
 * A short flag's value (`tool -k <token>`, `cli -T "<token>"`): the label is one credential letter
 * right after a `-` that starts a shell word, and the value a generated token, or hex of 48+ digits
 * (not 40: a SHA-1 commit or an OpenPGP fingerprint, `git show -s <sha>`, `gpg -k <fpr>`).
 */
function shortFlagSecret(
  text: string,
  from: number,
  label: string,
  value: string,
  isPlaceholder: IsPlaceholder,
): boolean {
  if (
    isPlaceholder(value) ||
    !SHORT_FLAG_RE.test(label) ||
    text.charAt(from - 1) !== "-" ||
    !/^\s?$/.test(text.charAt(from - 2))
  )
    return false;
  if (HEX_RE.test(value)) return value.length >= 48 && entropy(value) >= 3.0;
  return opaqueCredential(value, false);
}

/**
 * The [start, end) of each opaque credential right after a credential label in `text`. A run stops at
 * an inner `=` (`--client-key-data=…`, `a.token=…`), which is the next value's separator.
 */
function labelledSecrets(text: string, isPlaceholder: IsPlaceholder): [number, number][] {
  const found: [number, number][] = [];
  VALUE_RE.lastIndex = 0;
  for (let m = VALUE_RE.exec(text); m !== null; m = VALUE_RE.exec(text)) {
    const value = m[0].slice(1);
    const at = m.index + 1;
    if (labelledSecret(text, at, value, isPlaceholder)) found.push([at, at + value.length]);
  }
  return found;
}

/** `Authorization: Bearer ' + '…'` in code: a literal appended to an Authorization scheme. */
const SCHEME_CONCAT_RE =
  /(["'`](?:Bearer|Token|Basic|bearer|token)[ \t]+["'`][ \t]*\+[ \t]*["'`])([A-Za-z0-9+/_~.=-]{16,1024})(?=["'`])/g;

/**
 * A URL path segment after a credential-named segment (`/hooks/release/builtin/12/<token>/`,
 * `/trigger/<token>`), or anywhere in the path of a webhook host (`https://hooks.example.com/services/<token>`).
 */
const PATH_SECRET_RE =
  /((?:\/(?:hooks?|webhooks?|triggers?|tokens?|keys?|secrets?|auth|credentials?)|:\/\/(?:hooks?|webhooks?)\.[\w.-]{1,100})\/(?:[\w.~%-]{1,80}\/){0,4})([A-Za-z0-9_~-]{20,512})(?=[/?#"'\s)>]|$)/g;
const PATH_STEM_RE =
  /\/(?:hooks?|webhooks?|triggers?|tokens?|keys?|secrets?|auth|credentials?)\/|:\/\/(?:hooks?|webhooks?)\./g;

/** An Azure Key Vault object's version (`/secrets/<name>/<32 hex>`, learn.microsoft.com "About keys, secrets and certificates"). */
const vaultVersion = (head: string, value: string): boolean =>
  /^\/(?:secrets|keys|certificates)\/[\w-]{1,127}\/$/.test(head) && /^[0-9a-f]{32}$/.test(value);

/** Redacts opaque credentials in credential position (see the module comment). */
export function redactGenericCredentials(text: string, mark: Mark, isPlaceholder: IsPlaceholder): string {
  let out = "";
  let copied = 0;
  for (const [from, to] of labelledSecrets(text, isPlaceholder)) {
    out += text.slice(copied, from) + mark("secret");
    copied = to;
  }
  out += text.slice(copied);
  if (/[Bb]earer|[Tt]oken|Basic/.test(out))
    out = out.replace(SCHEME_CONCAT_RE, (m, head: string, value: string) =>
      opaqueCredential(value, true) ? `${head}${mark("token")}` : m,
    );
  return rewriteLines(out, PATH_STEM_RE, (line) =>
    line.replace(PATH_SECRET_RE, (m, head: string, value: string) =>
      opaqueCredential(value, true) &&
      !/\/(?:commits?|blob|tree|sha)\/$/.test(head) &&
      !vaultVersion(head, value)
        ? `${head}${mark("secret")}`
        : m,
    ),
  );
}
