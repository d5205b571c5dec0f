/**
 * Secrets in prose, where no assignment or option marks them: the value after a copula ("the
 * password for staging is …", "token: …"), a user and password after a login word ("the login is
 * admin / …"), and a password- or key-shaped word within a few words of "password", "token",
 * "secret", "key", "creds", "log in". Lines that look like code are left to the assignment rules.
 * Pure: no I/O.
 */
import { strongPassword, wordPassword } from "./positional.js";
import { looksRandomToken, wordiness } from "./token-shape.js";

type Mark = (kind: string) => string;

/**
 * "Password", "key" and "token" in other languages (German, French, Spanish, Portuguese, Italian uses
 * "password", Dutch, Polish, Swedish, Turkish, Czech, Hungarian, Russian/Ukrainian, then Chinese,
 * Japanese, Korean): words in alphabets are whole words; CJK words stand inside a run of letters.
 */
const FOREIGN_WORDS =
  "(?<!\\p{L})(?:passwort|kennwort|mot de passe|contraseña|senha|wachtwoord|hasło|haslo|lösenord|şifre|heslo|jelszó|пароль|пароля|jeton|schlüssel|clave|chave|chiave|sleutel|klucz|ключ|токен)(?!\\p{L})|密码|密碼|口令|密钥|秘钥|令牌|パスワード|トークン|비밀번호|암호|토큰";
const ENGLISH_WORDS =
  "\\b(?:passwords?|passwd|passphrase|token|tokens|secret|secrets|key|keys|creds|credentials?|log[ -]?in|login|sign[ -]in)\\b";
const PROSE_WORD_RE = new RegExp(ENGLISH_WORDS, "gi");
/** PROSE_WORD_RE and FOREIGN_WORDS (a Unicode regular expression: slower, run only past FOREIGN_GATE_RE). */
const ANY_PROSE_WORD_RE = new RegExp(`${ENGLISH_WORDS}|${FOREIGN_WORDS}`, "giu");
/** Cheap pre-check (no Unicode mode) for a FOREIGN_WORDS word. */
const FOREIGN_GATE_RE =
  /passwort|kennwort|mot de passe|contrase|senha|wachtwoord|has[łl]o|l[öo]senord|[şs]ifre|heslo|jelsz|jeton|schl[üu]ssel|clave|chave|chiave|sleutel|klucz|пароль|ключ|токен|密码|密碼|口令|密钥|秘钥|令牌|パスワード|トークン|비밀번호|암호|토큰/i;
/** Texts worth a look: a secret word (PROSE_WORD_RE's) or a login word (CREDENTIAL_PAIR_RE's). */
const PROSE_GATE_RE = new RegExp(`${ENGLISH_WORDS}|\\b(?:account|user|username)\\b`, "i");

/** Marks of code on a line: prose rarely has them, and code is handled by the assignment rules. */
const CODE_LINE_RE =
  /[;{}`]|=>|\)\s*[.;,)]|\b(?:function|return|const|let|var|import|export|def|class|extends)\b|[=!<>]=|&&|\|\|/;
/** A word of prose that may be a secret: no code punctuation, not a member path like `core.$Key`. */
const PROSE_VALUE_RE = /^[^()[\]{}<>$`'"=;,|&\\]+$/;

/**
 * "the password is X", "token for prod: X", "the root password on the staging box is X", "my key is
 * X", "the db password was changed to X" (the value may follow on a later line, quoted or not): a
 * secret word, up to six words of "for / on / in <thing>", a copula (or "[was] set / changed to"),
 * then the value. Languages that borrow "password" or "token" (Italian, Spanish, French, German,
 * Portuguese) get their prepositions and copulas too ("la password del server è X"). "key" and "pin" need "is"/"was" (`key: value` is
 * configuration).
 */
const COPULA_RE =
  /\b(?:(?:passwords?|passphrase|passcode|secret|token|api[ _-]?key|psk)(?:[ \t]+(?:for|of|on|in|at|to|del|della|di|de|du|da|do|für|pour|para|per)(?:[ \t]+[\w.@/'-]{1,64}){1,6})?(?:[ \t]+(?:(?:(?:is|was|been)[ \t]+)?(?:set|changed|reset|updated)[ \t]+to|is|was|to|è|é|es|est|ist)[ \t]*:?|[ \t]*(?:=|:|->))|(?:key|pin)(?:[ \t]+(?:for|of|on|in|at|to)(?:[ \t]+[\w.@/'-]{1,64}){1,6})?[ \t]+(?:is|was)[ \t]*:?)\s{1,40}(?=("[^"\n]{4,128}"|'[^'\n]{4,128}'|[^\s"'`<>(){}[\];]{6,128}))/gi;

/**
 * The same in other languages: a FOREIGN_WORDS word, up to six words, then a copula ("ist", "est",
 * "es", "é", "è", "is", "to", "är", "je", "это", 是, 为, は, 는/은) or a colon, dash or "=", then the value.
 */
const FOREIGN_COPULA_RE = new RegExp(
  `(?:${FOREIGN_WORDS})(?:[ \\t]+[\\p{L}\\p{N}_.@/'-]{1,64}){0,6}?[ \\t]*(?:[ \\t](?:ist|lautet|est|es|é|è|is|to|är|je|это)[ \\t]*:?|[:：=—–-]|是|为|為|は|는|은)[ \\t]*\\s{0,40}(?=("[^"\\n]{4,128}"|'[^'\\n]{4,128}'|[^\\s"'\`<>(){}[\\];]{6,128}))`,
  "giu",
);

/** The value after a copula: a letter and a digit or symbol, not a URL, path or placeholder; quotes dropped. */
function copulaValue(raw: string): string | null {
  const quoted = /^(["'])([\s\S]*)\1$/.exec(raw)?.[2];
  const v = quoted ?? raw.replace(/[.,;!?)]+$/, "");
  if (v.length < 6 || /^(?:[~./\\]|https?:|\$)/.test(v) || v.startsWith("[REDACTED:")) return null;
  if (quoted === undefined && !/^[\x21-\x7e]+$/.test(v)) return null;
  return /[A-Za-z]/.test(v) && /[\d!@#%^&*+=?~]/.test(v) ? (quoted === undefined ? v : raw) : null;
}

/** Redacts the value after each copula (`copula`: COPULA_RE or FOREIGN_COPULA_RE) on a line that is not code. */
function redactCopulas(text: string, mark: Mark, copula: RegExp): string {
  let out = "";
  let copied = 0;
  let lineEnd = -1;
  let code = false;
  for (const m of text.matchAll(copula)) {
    const start = m.index + m[0].length;
    if (start < copied) continue;
    if (m.index > lineEnd) {
      const next = text.indexOf("\n", m.index);
      lineEnd = next < 0 ? text.length : next;
      code = CODE_LINE_RE.test(text.slice(text.lastIndexOf("\n", m.index) + 1, lineEnd));
    }
    const v = code ? null : copulaValue(m[1] ?? "");
    if (v === null) continue;
    out += text.slice(copied, start) + mark("secret");
    copied = start + v.length;
  }
  return out + text.slice(copied);
}

/** "login for the router is admin / X", "creds: deploy:X": a user and a password after a login word, in prose. */
const CREDENTIAL_PAIR_RE =
  /\b(?:log[ -]?in|creds|credentials|account|username|user)\b[^\n`]{0,80}?(?<![\w./:-])[\w.@-]{2,40}[ \t]*(?:\/|:)[ \t]*(?=([^\s/:]{6,64})(?:[\s,.;!?)]|$))/gi;

function redactCredentialPairs(text: string, mark: Mark): string {
  let out = "";
  let copied = 0;
  for (const m of text.matchAll(CREDENTIAL_PAIR_RE)) {
    const start = m.index + m[0].length;
    const v = (m[1] ?? "").replace(/[.,;!?)]+$/, "");
    if (start < copied || !/^[\x21-\x7e]+$/.test(v) || !(strongPassword(v) || looksRandomToken(v))) continue;
    const lineStart = text.lastIndexOf("\n", m.index) + 1;
    if (CODE_LINE_RE.test(text.slice(lineStart, start + v.length))) continue;
    out += text.slice(copied, start) + mark("secret");
    copied = start + v.length;
  }
  return out + text.slice(copied);
}

/** In prose, the first password- or key-shaped word within eight words after (six before) a secret word. */
export function redactProse(text: string, mark: Mark): string {
  const foreign = FOREIGN_GATE_RE.test(text);
  if (!foreign && !PROSE_GATE_RE.test(text)) return text;
  let out = redactCopulas(text, mark, COPULA_RE);
  if (foreign) out = redactCopulas(out, mark, FOREIGN_COPULA_RE);
  return proseWindows(redactCredentialPairs(out, mark), mark, foreign ? ANY_PROSE_WORD_RE : PROSE_WORD_RE);
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
    // a word on its own, not part of a name, path or URL (`unblock-secret/…`, `EAPOL-Key`, `api_key`)
    const before = text.charAt(m.index - 1);
    const after = text.charAt(m.index + m[0].length);
    if (
      /[/\-_.@]/.test(before) ||
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
    for (const [s, e] of [...nearWords(text, m.index + m[0].length, 1), ...nearWords(text, m.index, -1)])
      hits.set(s, e);
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

/** The first secret-shaped word (start, end) among the next words from `at` in direction `dir`. */
function nearWords(text: string, at: number, dir: 1 | -1): [number, number][] {
  // the same line only, within 160 characters after or 120 before
  const raw = dir === 1 ? text.slice(at, at + 160) : text.slice(Math.max(0, at - 120), at);
  const nl = dir === 1 ? raw.indexOf("\n") : raw.lastIndexOf("\n");
  const span = nl < 0 ? raw : dir === 1 ? raw.slice(0, nl) : raw.slice(nl + 1);
  // every value wordPassword accepts holds a digit
  if (!/\d/.test(span)) return [];
  const base = dir === 1 ? at : at - span.length;
  const words = [...span.matchAll(/\S+/g)];
  const near = dir === 1 ? words.slice(0, 8) : words.slice(-6).reverse();
  for (const [i, w] of near.entries()) {
    // without quotes, brackets, trailing punctuation and markdown emphasis (`**bold**`, `_it_`)
    const core = /^[("'`<[*_]*(.*?)[)"'`>\].,;:!?*_]*$/.exec(w[0])?.[1] ?? w[0];
    if (/^(?:sha\d*|md5)[:.-]/i.test(core)) continue; // SHA256:… is a fingerprint
    // `admin:p4ss` and `admin/p4ss` credentials: the part after the separator
    const cred = /^[\w.@-]{1,64}[:/](.+)$/.exec(core)?.[1];
    const value = cred ?? core;
    if (value.startsWith("[REDACTED:") || !PROSE_VALUE_RE.test(value)) continue;
    // right after the secret word ("password Xy7…"), a password of three character classes suffices
    const adjacent =
      dir === 1 &&
      i === 0 &&
      strongPassword(value) &&
      /\d/.test(value) &&
      /[a-z]/.test(value) &&
      wordiness(value) < 0.5;
    if (!adjacent && !wordPassword(value)) continue;
    const start = base + (w.index ?? 0) + w[0].indexOf(value);
    return [[start, start + value.length]];
  }
  return [];
}
