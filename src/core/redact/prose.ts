/**
 * Secrets in prose, where no assignment or option marks them: the value after a copula ("the
 * password for staging is …", "token: …"), a user and password after a login word ("the login is
 * admin / …"), and a password- or key-shaped word within a few words of "password", "token",
 * "secret", "key", "creds", "log in". Lines that look like code are left to the assignment rules.
 * A code name glued to CJK text (`Okta的client_secret是…`) is cjk-names.ts's, run first. Pure: no I/O.
 */
import { redactCjkNames } from "./cjk-names.js";
import { describedAway, phraseNamesId } from "./described-away.js";
import { idFormat } from "./id-values.js";
import { strongPassword } from "./positional.js";
import { nearWords } from "./prose-near-words.js";
import { looksRandomToken, wordiness } from "./token-shape.js";
import { afterDigestPath, insideArn } from "./value-context.js";
import { isPlaceholder } from "./values.js";

type Mark = (kind: string) => string;

/**
 * Credential words in other languages (Wiktionary's translation tables for "password", "key",
 * "token", "credentials" and "secret"): German, French, Spanish, Portuguese, Italian ("password" as
 * in English, "chiave"), Dutch, Polish, Swedish, Danish, Norwegian, Finnish, Turkish, Romanian,
 * Catalan, Czech, Croatian/Serbian, Hungarian, Greek, Russian/Ukrainian (with their case endings:
 * пароля, ключом, токена), Vietnamese, Indonesian/Malay, Arabic, Hebrew, Hindi, then Chinese,
 * Japanese, Korean and Thai. Words in alphabets are whole words (plurals and definite forms
 * included; Turkish `anahtarım`, Vietnamese `khóa`); CJK and Thai words stand inside a run of letters.
 */
const FOREIGN_WORDS =
  "(?<!\\p{L})(?:passw[oö]rt(?:e|s|es)?|kennw[oö]rt(?:e|s|es)?|zugangsdaten|anmeldedaten|mots? de passe|contraseñas?|senhas?|wachtwoord(?:en)?|hasło|haslo|lösenord(?:et)?|adgangskoden?|passord(?:et)?|salasana|parol[aă](?:sı)?|contrasenya|lozink[aeu]|mật khẩu|kata (?:sandi|laluan)|κωδικός|κωδικό|كلمة (?:المرور|السر)|ה?סיסמ[הא]|पासवर्ड|(?:api|एपीआई)[ _-]?की|कुंजी|टोकन|şifre(?:si)?|anahtar\\p{L}{0,3}|khóa|heslo|jelszó|парол\\p{L}{0,3}|jetons?|schlüssel|clés?|identifiants|claves?|chaves?|credenciais|credenciales|chiav[ei]|sleutel|klucz|ключ\\p{L}{0,2}|токен\\p{L}{0,3}|секрет\\p{L}{0,2})(?!\\p{L})|密码|密碼|口令|密钥|秘钥|令牌|凭证|凭据|私钥|パスワード|トークン|キー|暗証番号|秘密鍵|シークレット|비밀번호|암호|토큰|รหัสผ่าน";
const ENGLISH_WORDS =
  "\\b(?:passwords?|passwd|pw|pwd|passphrase|token|tokens|secret|secrets|key|keys|creds|credentials?|log(?:ging)?[ -]?in|login|sign(?:ing)?[ -]in)\\b";
const PROSE_WORD_RE = new RegExp(ENGLISH_WORDS, "gi");
/**
 * A regular expression built at its first use: the Unicode ones over FOREIGN_WORDS, needed only past
 * FOREIGN_GATE_RE, cost milliseconds to build, which every hook process paid at load.
 */
const builtOnUse = (build: () => RegExp): (() => RegExp) => {
  let re: RegExp | undefined;
  return () => (re ??= build());
};
/** PROSE_WORD_RE and FOREIGN_WORDS (a Unicode regular expression: slower, run only past FOREIGN_GATE_RE). */
const ANY_PROSE_WORD_RE = builtOnUse(() => new RegExp(`${ENGLISH_WORDS}|${FOREIGN_WORDS}`, "giu"));
/** Cheap pre-check (no Unicode mode) for a FOREIGN_WORDS word. */
const FOREIGN_GATE_RE =
  /passw[oö]rt|kennw[oö]rt|zugangsdaten|anmeldedaten|de passe|contrase|senha|wachtwoord|has[łl]o|l[öo]senord|adgangskode|passord|salasana|parol[aă]|contrasenya|lozink|mật khẩu|kata (?:sandi|laluan)|κωδικ|كلمة|סיסמ|पासवर्ड|api[ _-]?की|एपीआई|कुंजी|टोकन|รหัสผ่าน|[şs]ifre|anahtar|khóa|heslo|jelsz|jeton|schl[üu]ssel|cl[ée]s?(?![a-z])|identifiants|clave|chave|credenci|chiav|sleutel|klucz|парол|ключ|токен|секрет|密码|密碼|口令|密钥|秘钥|令牌|凭证|凭据|私钥|パスワード|トークン|キー|暗証番号|秘密鍵|シークレット|비밀번호|암호|토큰/i;
/** The FOREIGN_WORDS words a text of printable ASCII can hold (the others have letters outside it). */
const FOREIGN_ASCII_RE =
  /passwort|kennwort|anahtar|zugangsdaten|anmeldedaten|de passe|senha|wachtwoord|haslo|adgangskode|passord|salasana|parola|contrasenya|lozink|kata (?:sandi|laluan)|heslo|jeton|identifiants|clave|chave|credenci|chiav|sleutel|klucz/i;
const NOT_ASCII_RE = /[^\t\n\r -~]/;
/**
 * Whether a text FOREIGN_GATE_RE passed needs the FOREIGN_WORDS rules: an exact gate (same output, fewer
 * Unicode scans). FOREIGN_GATE_RE also passes `cle` (`article `, `vehicle.`), but FOREIGN_WORDS has only
 * `clé`: in a printable-ASCII text it can match only the words of FOREIGN_ASCII_RE, and ANY_PROSE_WORD_RE
 * matches what PROSE_WORD_RE does (case folding under `u` differs from `i` alone only outside ASCII: ſ, K).
 */
const foreignWords = (text: string): boolean => NOT_ASCII_RE.test(text) || FOREIGN_ASCII_RE.test(text);
/** Texts worth a look: a secret word (PROSE_WORD_RE's) or a login word (CREDENTIAL_PAIR_RE's). */
const PROSE_GATE_RE = new RegExp(`${ENGLISH_WORDS}|\\b(?:account|user|username|passcode|psk|pass)\\b`, "i");

/**
 * Marks of code on a line: prose rarely has them, and code is handled by the assignment rules. A
 * keyword counts only in a statement's shape (`const x =`, `def f(`, `export default`), not as an
 * English word ("let me know", "for export").
 */
const CODE_LINE_RE =
  /[;{}`]|=>|\)\s*[.;,)]|\b(?:const|let|var)[ \t]+[\w$]+[ \t]*[=:]|\b(?:function|def|class)[ \t]+[\w$]+[ \t]*[(:{<]|\b(?:import|export)[ \t]+(?:[{*]|default\b|type\b|const\b|function\b|class\b|[\w$]+[ \t]+from\b)|\breturn[ \t]+[\w$.]+[ \t]*$|\bextends[ \t]+[A-Z]|[=!<>]=|&&|\|\|/m;
/**
 * "the password is X", "token for prod: X", "the API key you need is X", "the passwords are X", "the
 * db password is now X", "the root password — X", "the db password was changed to X" (the value may
 * follow on a later line, quoted or not): a secret word (not the first of a compound that names
 * something else: "password manager", "token endpoint", "key vault"), up to six words of any kind
 * (the first copula ends them), a copula ("is", "are", "was", "were", ", it's now", "[was] set / changed to",
 * "=", ":", a dash), then the value. Languages that borrow "password" or "token" (Italian, Spanish, French,
 * German, Portuguese) get their copulas too ("la password del server è X"), and so do Chinese and
 * Japanese text with English words, the value glued to the copula ("Twilio的auth token是X，",
 * "API token：X"). "key", "pin" and
 * "login" need a verb copula (`key: value` is configuration). The value is judged by copulaValue.
 */
const COPULA_RE =
  /\b(?:(?:passwords?|passphrases?|passcodes?|passwd|pass|pw|pwd|secrets?|tokens?|(?:api|access|secret|private|license)[ _-]?keys?|credentials?|creds|psk)(?![ \t]+(?:manager|managers|policy|policies|hint|field|length|reset|strength|requirements?|rules?|prompt|dialog|page|screen|form|file|files|store|vault|generator|hash|digest|fingerprint|expiry|expiration|lifetime|ttl|endpoint|url|uri|path|location|name|names|id|ids|arn|ref|reference|version|rotation|type|count|limit|format|size|prefix|scope|variable|var|env|header|label|pattern|regex|schema|error|status|usage|provider|service)\b)(?:,?[ \t]+[\w\u00c0-\u024f.@/'’-]{1,64}){0,6}?(?:[ \t]*,?[ \t]+(?:it's|it’s|it[ \t]+is|which[ \t]+is)(?:[ \t]+now)?|[ \t]+(?:(?:(?:is|are|was|were)[ \t]+|ha(?:s|ve)[ \t]+been[ \t]+)?(?:set|changed|reset|updated|rotated)[ \t]+to|(?:is|are|was|were|è|é|es|est|ist|lautet|lauten|är|jest)(?:[ \t]+(?:now|still|currently|just|simply|actually))?|to)[ \t]*:?|[ \t]*(?:=|:|->|—|–|是|为|為|は|：)|[ \t]+-)|(?:key|keys|pin|login)(?![ \t]+(?:manager|managers|policy|policies|hint|field|length|reset|strength|requirements?|rules?|prompt|dialog|page|screen|form|file|files|store|vault|generator|hash|digest|fingerprint|expiry|expiration|lifetime|ttl|endpoint|url|uri|path|location|name|names|id|ids|arn|ref|reference|version|rotation|type|count|limit|format|size|prefix|scope|variable|var|env|header|label|pattern|regex|schema|error|status|usage|provider|service)\b)(?:[ \t]+[\w.@/'’-]{1,64}){0,6}?[ \t]+(?:is|are|was|were)(?:[ \t]+(?:now|still|currently|just|simply|actually))?[ \t]*:?|\b(?:use|using|with|enter|type|try|and)[ \t]+(?:the[ \t]+|a[ \t]+)?(?:(?:new|old|temporary|temp|default|initial|root|admin|master)[ \t]+)?(?:password|passphrase|passcode|token|secret|api[ _-]?key))(?:\s{1,40}|(?<=[是为為は：]))(?=("[^"\n]{4,128}"|'[^'\n]{4,128}'|[^\s"'`<>(){}[\];]{6,128}))/gi;

/**
 * The same in other languages: a FOREIGN_WORDS word, up to six words (or up to eight CJK characters
 * glued to it: 密码已改为, or 24 Thai letters: Thai writes no blanks between words), then a copula
 * ("ist", "sind", "lautet", "est", "sont", "es", "son", "é", "são", "è", "sono", "is", "to", "är",
 * "je", "это", Arabic هي/هو, 是, 为, は, 는/은, Thai คือ) or a colon, dash or "=", then the value.
 */
const FOREIGN_COPULA_RE = builtOnUse(
  () =>
    new RegExp(
      `(?:${FOREIGN_WORDS})(?:[ \\t]+[\\p{L}\\p{N}_.@/'-]{1,64}){0,6}?(?:[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー]{0,8}?|\\p{Script=Thai}{0,24}?)[ \\t]*(?:[ \\t](?:ist|sind|lautet|lauten|war|est|sont|était|es|son|era|fue|é|são|foi|è|sono|is|to|är|je|это|er|on|là|adalah|ialah|este|és|είναι|היא|הוא|है|هي|هو)[ \\t]*:?|[:：=—–]|-(?=\\s)|是|为|為|は|는|은|คือ)[ \\t]*\\s{0,40}(?:[「『“]|«[ \\u00a0]?)?(?=("[^"\\n]{4,128}"|'[^'\\n]{4,128}'|[^\\s"'\`<>(){}[\\];]{6,128}))`,
      "giu",
    ),
);

/** The value a copula rule looks ahead to (group 1): quoted, or an unquoted run without blanks. */
const VALUE_AHEAD = `("[^"\\n]{4,128}"|'[^'\\n]{4,128}'|[^\\s"'\`<>(){}[\\];]{6,128})`;

/**
 * A password changed to a value in other languages: "Passwort auf X geändert", "changé le mot de
 * passe en X", "cambié la contraseña a X", "zmieniłem hasło na X", "wachtwoord naar X".
 */
const FOREIGN_CHANGE_RE = builtOnUse(
  () =>
    new RegExp(
      `(?:${FOREIGN_WORDS})(?:[ \\t]+[\\p{L}\\p{N}_.@/'-]{1,64}){0,4}?[ \\t]+(?:auf|zu|en|a|na|para|naar|till|til)[ \\t]+(?=${VALUE_AHEAD})`,
      "giu",
    ),
);

/** "use X as the password", "try X as the new token": the value before the secret word. */
const USE_AS_RE = new RegExp(
  `\\b(?:use|using|try|set)[ \\t]+(?=${VALUE_AHEAD}[ \\t]+as[ \\t]+(?:(?:the|a|an|my|your)[ \\t]+)?(?:(?:new|admin|root|temp|temporary)[ \\t]+)?(?:password|passphrase|passcode|token|secret|api[ _-]?key)\\b)`,
  "gi",
);
/** What a text needs for USE_AS_RE to match: " as [the] password". */
const USE_AS_GATE_RE =
  /[ \t]as[ \t]+(?:\w+[ \t]+){0,2}(?:password|passphrase|passcode|token|secret|api[ _-]?key)\b/i;

/**
 * Words that name or describe rather than give a value: an identifier in kebab, snake or dotted case
 * with a word in it (`prod-db-password-v2`, `us-east-1`), a CONSTANT_NAME (`DB_PASSWORD_V2`), a
 * date, time or version (`2025-01-01T00:00Z`, `v2.0.1`), a number with a unit (`90days`, `256bits`),
 * an algorithm (`HS256`, `AES-256-GCM`, `ed25519`).
 */
function notAValue(v: string): boolean {
  return (
    (/^[a-z0-9]+(?:[-_.][a-z0-9]+)+$/.test(v) && /[a-z]{4,}/.test(v)) ||
    /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(v) ||
    /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$|^v?\d+(?:\.\d+)+(?:-[\w.]+)?$/.test(v) ||
    /^\d+(?:\.\d+)?[A-Za-z]{1,10}$/.test(v) ||
    /^(?:[HRPE]S\d{3}|AES|SHA|RSA|DSA|ECDSA|ed25519|x25519|secp\d|P-\d{3}|bcrypt|argon2|pbkdf2|scrypt|hmac|md5)/i.test(
      v,
    )
  );
}

/** Words joined by `_`, `.` or `-`, then two or more digits, then symbols: a made-up passphrase, not an identifier. */
const PASSPHRASE_RE = /^[A-Za-z]{3,}(?:[-_.][A-Za-z]{3,})+\d{2,}[!#$%^&*?@]+(?=[\s,.;)]|$)/;

/**
 * The value after a copula: not a URL, path, placeholder, YAML tag or a word that names (notAValue); a letter and a digit or
 * symbol, or mixed-case letters with no word in them (`KqPzRtLmWx`); quotes dropped. An unquoted
 * value ends where printable ASCII does (`パスワードはX です`).
 */
function copulaValue(raw: string): string | null {
  // a passphrase made of words, digits and a symbol (`maple_cobalt5977!`): the symbol is its own, not the sentence's
  const phrase = PASSPHRASE_RE.exec(raw)?.[0];
  if (phrase !== undefined) return phrase;
  const quoted = /^(["'])([\s\S]*)\1$/.exec(raw)?.[2];
  const v = quoted ?? (/^[\x21-\x7e]+/.exec(raw)?.[0] ?? "").replace(/[.,;!?)]+$/, "");
  if (v.length < 6 || /^(?:[~./\\!]|https?:|\$)/.test(v) || isPlaceholder(v) || notAValue(v)) return null;
  const shaped =
    (/[A-Za-z]/.test(v) && /[\d!@#%^&*+=?~]/.test(v)) ||
    (v.length >= 8 && /^[A-Za-z]+$/.test(v) && /[a-z]/.test(v) && /[A-Z]/.test(v) && wordiness(v) <= 0.3);
  return shaped ? (quoted === undefined ? v : raw) : null;
}

/** Words before a credential word that make the phrase about something else: "the name of the secret is …". */
const ABOUT_RE =
  /\b(?:name|id|length|path|location|arn|version|type|format|hash|digest|size|prefix|scope|ttl|label|expiry|rotation|owner)[ \t]+(?:of|for|to)[ \t]+(?:(?:the|a|an|your|this|our|that)[ \t]+)?$/i;

/** Redacts the value after each copula (`copula`: COPULA_RE or FOREIGN_COPULA_RE) on a line that is not code. */
function redactCopulas(text: string, mark: Mark, copula: RegExp): string {
  let out = "";
  let copied = 0;
  let lineEnd = -1;
  let code = false;
  for (const m of text.matchAll(copula)) {
    const start = m.index + m[0].length;
    // (a mark's kind is no secret word: `[REDACTED:password]%40host`)
    if (start < copied || text.startsWith("[REDACTED:", m.index - 10) || insideArn(text, m.index)) continue;
    if (m.index > lineEnd) {
      const next = text.indexOf("\n", m.index);
      lineEnd = next < 0 ? text.length : next;
      code = CODE_LINE_RE.test(text.slice(text.lastIndexOf("\n", m.index) + 1, lineEnd));
    }
    const about =
      ABOUT_RE.test(text.slice(Math.max(0, m.index - 48), m.index)) || afterDigestPath(text, m.index);
    // (a value the look-ahead cut at 128 characters is judged whole: a long ciphertext is one word)
    const ahead = m[1] ?? "";
    const raw =
      ahead.length === 128 ? (/^[^\s"'`<>(){}[\];]{1,4096}/.exec(text.slice(start))?.[0] ?? ahead) : ahead;
    const v = code || about ? null : copulaValue(raw);
    // (the words around the secret word are read only for a value: most matches have none)
    if (v === null || describedAway(text, m.index, /^\p{L}+/u.exec(m[0])?.[0] ?? "") || phraseNamesId(m[0]))
      continue;
    out += text.slice(copied, start) + mark("secret");
    copied = start + v.length;
  }
  return out + text.slice(copied);
}

/** "login for the router is admin / X", "creds: deploy:X": a user and a password after a login word, in prose. */
const CREDENTIAL_PAIR_RE =
  /\b(?:log(?:ging)?[ -]?in|creds|credentials|account|username|user)\b[^\n`]{0,80}?(?<![\w./:[-])(?!(?:id|ids|name|type|email|role|group|status)[ \t]*:)[\w.@-]{2,40}[ \t]*(?:\/|:)[ \t]*(?=([^\s/:]{6,64})(?:[\s,.;!?)]|$))/gi;

function redactCredentialPairs(text: string, mark: Mark): string {
  let out = "";
  let copied = 0;
  for (const m of text.matchAll(CREDENTIAL_PAIR_RE)) {
    const start = m.index + m[0].length;
    const v = (m[1] ?? "").replace(/[.,;!?)]+$/, "");
    if (start < copied || !/^[\x21-\x7e]+$/.test(v) || !(strongPassword(v) || looksRandomToken(v))) continue;
    // a labelled id (`conversation: CH<32 hex>`, a Twilio SID; a UUID) is no password
    if (idFormat(v)) continue;
    // (the line is read back at most 400 characters: a long line stays linear)
    const near = text.slice(Math.max(0, m.index - 400), m.index);
    if (CODE_LINE_RE.test(near.slice(near.lastIndexOf("\n") + 1) + text.slice(m.index, start + v.length)))
      continue;
    out += text.slice(copied, start) + mark("secret");
    copied = start + v.length;
  }
  return out + text.slice(copied);
}

/** In prose, the first password- or key-shaped word within eight words after (six before) a secret word. */
export function redactProse(input: string, mark: Mark): string {
  const text = redactCjkNames(input, mark);
  const gate = FOREIGN_GATE_RE.test(text);
  if (!gate && !PROSE_GATE_RE.test(text)) return text;
  const foreign = gate && foreignWords(text);
  let out = redactCopulas(text, mark, COPULA_RE);
  if (USE_AS_GATE_RE.test(out)) out = redactCopulas(out, mark, USE_AS_RE);
  if (foreign) out = redactCopulas(redactCopulas(out, mark, FOREIGN_COPULA_RE()), mark, FOREIGN_CHANGE_RE());
  return proseWindows(redactCredentialPairs(out, mark), mark, foreign ? ANY_PROSE_WORD_RE() : PROSE_WORD_RE);
}

function proseWindows(text: string, mark: Mark, words: RegExp): string {
  words.lastIndex = 0;
  if (!words.test(text)) return text;
  words.lastIndex = 0;
  const hits = new Map<number, number>();
  // matches come in text order: the current line and whether it is code are computed once per line
  let lineEnd = -1;
  let code = false;
  for (const m of text.matchAll(words)) {
    // a word on its own, not part of a name, path, URL or mark (`unblock-secret/…`, `EAPOL-Key`,
    // `api_key`, `[REDACTED:password]`)
    const before = text.charAt(m.index - 1);
    const after = text.charAt(m.index + m[0].length);
    if (
      text.startsWith("[REDACTED:", m.index - 10) ||
      /[/\-_.@]/.test(before) ||
      (before === ":" && insideArn(text, m.index)) ||
      /[/\-_=@]/.test(after) ||
      (after === "." && /\w/.test(text.charAt(m.index + m[0].length + 1)))
    )
      continue;
    if (m.index > lineEnd) {
      const lineStart = text.lastIndexOf("\n", m.index) + 1;
      const next = text.indexOf("\n", m.index);
      lineEnd = next < 0 ? text.length : next;
      code = CODE_LINE_RE.test(text.slice(lineStart, lineEnd));
    }
    if (code) continue;
    // (`key` names a slot as often as a credential: after it, only a credential-long value counts)
    const slot = /^keys?$/i.test(m[0]);
    const near = [...nearWords(text, m.index + m[0].length, 1, slot), ...nearWords(text, m.index, -1, slot)];
    if (near.length === 0 || describedAway(text, m.index, m[0])) continue;
    for (const [s, e] of near) hits.set(s, e);
  }
  if (hits.size === 0) return text;
  let out = "";
  let copied = 0;
  for (const [s, e] of [...hits].sort((a, b) => a[0] - b[0])) {
    if (s < copied) continue;
    out += text.slice(copied, s) + mark("secret");
    copied = e;
  }
  return out + text.slice(copied);
}
