/**
 * What a value's context says about it, for the assignment rules (assignments.ts): a value that
 * names a secret rather than gives it (a storage key, a Kubernetes Secret's name, a path, a default
 * that repeats the variable's name), a request's HMAC signature, code in value position, an element's
 * `key` attribute and a KEY that prose calls public or structural. Pure predicates: no I/O.
 */
import { nameWords } from "./secret-patterns.js";
import { isPath, wordiness } from "./token-shape.js";

/** A bare identifier or member path with no digit: `string`, `form.get`, `req.body.password`. */
const CODE_PATH_RE = /^[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)*$/;
/**
 * A storage key, label or resource name made of words that names the secret (`auth.token.v2`,
 * `app:session:key`, a Kubernetes Secret `postgres-credentials`, `ci-token`).
 */
export const SECRET_LABEL_RE =
  /^(?=[^.:-]*[.:-])(?:[a-z]+\d*[.:-])*(?:token|password|passwd|secrets?|keys?|auth|session|credentials?|creds?)(?:[.:-][a-z]+\d*)*$/;

/**
 * A translated UI string under a dotted message key (`"auth.password": "Passwort"`, `"auth.api_key":
 * "API-Schlüssel"`): title-case words without a digit, not a credential; or a value spelled from its
 * own name's words (selfNamed).
 */
export function uiLabel(name: string, value: string): boolean {
  return (
    (/^[a-z][\w-]*(?:\.[\w-]+)+$/.test(name) &&
      /^\p{Lu}\p{L}*(?:[- ]\p{L}+){0,3}$/u.test(value) &&
      /\p{Ll}/u.test(value)) ||
    selfNamed(name, value)
  );
}

/** An enum member or token kind in CONSTANT_CASE letters (`token: "LPAREN"`, `"IDENTIFIER"`): not a credential. */
export const ENUM_CONSTANT_RE = /^[A-Z]{2,}(?:_[A-Z]+)*$/;
/** A typed object id (Stripe `pi_…`, `cus_…`, `cs_test_…`; `msg_…`, `evt_…`): an id, not a credential. */
export const TYPED_ID_RE = /^[a-z]{2,10}_(?:(?:test|live)_)?[A-Za-z0-9]{8,}$/;

/** First words that say a value is a credential (`token-…`, `live_…`), not a label. */
const SECRET_FIRST_WORD_RE =
  /^(?:secret|token|keys?|pass\w*|auth\w*|live|test|prod|api|access|private|bearer|session)$/i;

/**
 * A label and an id: a word first, then words, hex, digits or upper-case ids joined by `-`, `_`, `.` or
 * `:` (a cache key `Linux-pnpm-store-<sha256>`, `pip-ubuntu-22.04-<sha256>`, `operation-1764…-<hex>`, `deployment-01HX…`): what a
 * build, a cloud operation or a deploy prints, not a credential. A mixed-case part is random, not an id.
 */
export function labelledId(value: string): boolean {
  const parts = value.split(/[-_.:]/);
  const first = parts[0] ?? "";
  if (parts.length < 2 || !/^[A-Za-z][a-z]{2,}$/.test(first) || SECRET_FIRST_WORD_RE.test(first))
    return false;
  // (a word with a version or an architecture: x64, arm64, py3, node20)
  return parts.every((p) => /^(?:[A-Za-z][a-z]{2,}|[a-z]{1,6}\d{1,3}|[0-9a-f]+|[0-9A-Z]+)$/.test(p));
}

/**
 * The prefix of a key, not a key: a value that ends in a separator and holds a lower-case word between
 * separators (a CI cache's `restore-keys: <hash>-pnpm-`, `Linux-node-`). A generated value has no such word.
 */
export function keyPrefix(value: string): boolean {
  return /[-_.:]$/.test(value) && value.split(/[-_.:]/).some((p) => /^[a-z]{3,}$/.test(p));
}

/**
 * A relative path to a file (`uploads/2026/11/<name>.png`, an S3 object key, `src/app/x.ts`): a word,
 * `/`-separated segments and a file extension; base64 and base64url hold no `.`, a JWT no `/`.
 */
export function isRelativeFilePath(value: string): boolean {
  return (
    (/^[a-z]{3,}[\w.-]*(?:\/[\w.-]+)+\.[A-Za-z0-9]{1,5}$/.test(value) ||
      // an object key under dated or numbered folders (`2026/11/27/<uuid>.json.gz`)
      /^[\w-]+(?:\/[\w-]+){2,}(?:\.[A-Za-z][A-Za-z0-9]{0,4}){1,2}$/.test(value)) &&
    !value.includes("//")
  );
}

/**
 * A request's signature, an HMAC digest (`X-Slack-Signature: v0=<hex>`, `t=…,v1=<hex>`), or base64 of
 * 128+ characters under a signature name (an RSA or ECDSA signature, a thinking block's signature: an
 * HMAC-SHA512 key or SAS `sig` is 88 characters at most): proof, not reusable as a credential.
 */
export function isDigestSignature(name: string, value: string): boolean {
  const last = nameWords(name).at(-1);
  return (
    (last === "sig" || last === "signature") &&
    (/^(?:t=\d+,)?(?:[a-z]+\d*=)?[0-9a-fA-F]{32,}$/.test(value) ||
      /^[A-Za-z0-9+/_-]{128,}={0,2}$/.test(value))
  );
}

/**
 * An unquoted value that names where the secret is rather than giving it: a resource name
 * (`existingSecret: redis-auth`), a default that repeats the variable's name (`POSTGRES_PASSWORD=postgres`,
 * `MYSQL_ROOT_PASSWORD=root`), a path to a file that holds the secret
 * (GOOGLE_APPLICATION_CREDENTIALS=/path/key.json), or the shell's PWD.
 */
export function namesElsewhere(name: string, strong: boolean, value: string): boolean {
  if (strong && (SECRET_LABEL_RE.test(value) || nameWords(name).includes(value.toLowerCase()))) return true;
  return (
    (/^pwd$/i.test(name) || strong) &&
    /^(?:~?\/|\.\.?\/|[A-Za-z]:\\)/.test(value) &&
    isPath(value.replace(/^~|^\.\.?(?=\/)/, ""))
  );
}

/** Runs of 4+ letters with a vowel after their first letter: the words of an identifier (`getPassword`). */
const VOWEL_WORD_RE = /[a-z]{4,}|[A-Z][a-z]{3,}|[A-Z]{5,}/g;

/**
 * A generated password of letters only (`jDmLheNUGupquadmpOsktr`): 14+ letters of both cases, at
 * most half of them in words (an identifier's words cover 75%+ of it: `databaseConnectionString`).
 */
function randomLetters(value: string): boolean {
  if (
    value.length < 14 ||
    !/^[A-Za-z]+$/.test(value) ||
    !/[a-z]/.test(value) ||
    !/[A-Z].*[A-Z].*[A-Z]/.test(value)
  )
    return false;
  let words = 0;
  for (const m of value.matchAll(VOWEL_WORD_RE)) if (/[aeiouy]/.test(m[0].slice(1))) words += m[0].length;
  return words <= value.length * 0.5;
}

/**
 * Code rather than a value: an identifier without digits (but for a letters-only generated password), a member path (`env.AUTH0_CLIENT_SECRET`),
 * a PowerShell cmdlet (`New-Object`), a small number; the operand before `||`, `&&`, `??` is judged
 * alone (minified `t.token=e.token||null`).
 */
export function looksLikeCode(value: string): boolean {
  if (randomLetters(value)) return false;
  const member =
    CODE_PATH_RE.test(value) &&
    value.includes(".") &&
    value.split(/\??\./).every((s) => /^[a-z$_]{1,8}$|^[A-Z][A-Z0-9_]*$/.test(s) || wordiness(s) >= 0.5);
  const cmdlet = /^[A-Z][a-z]+-[A-Z][A-Za-z]+$/.test(value);
  // (a TypeScript non-null assertion ends a member path: `env.API_KEY!`)
  const operand = (value.split(/\|\||&&|\?\?/)[0] ?? value).replace(/!$/, "");
  return (
    (CODE_PATH_RE.test(operand) && !/\d/.test(operand)) ||
    member ||
    cmdlet ||
    /^\d{1,7}(?:\.\d+)?$/.test(value)
  );
}

/** True when `at` is inside a markup tag on its line: after a `<tag` that no `>` has closed. */
export function insideTag(text: string, at: number): boolean {
  // a tag opened within TAG_WINDOW characters (a backward search stays bounded on a long line)
  const from = Math.max(0, at - TAG_WINDOW);
  const before = text.slice(from, at + 1);
  const open = before.lastIndexOf("<");
  if (open < 0 || before.indexOf("\n", open) >= 0 || before.indexOf(">", open) >= 0) return false;
  return /^<[A-Za-z]/.test(before.slice(open, open + 2)) && text.slice(at, at + TAG_WINDOW).includes(">");
}
/** How far back insideTag looks for the `<` of the tag it is in (a start tag longer than this is not one). */
const TAG_WINDOW = 2048;

/** Words before a bare KEY in prose that make it public or structural (not `storage key:`, Azure's secret). */
const PUBLIC_KEY_PROSE = new Set(
  "public host pub cache sort partition primary foreign idempotency lookup dedupe routing".split(" "),
);

/** The prose before a bare KEY name: its last word (maybe before `with`) makes the key public or structural. */
export function publicKeyBefore(before: string): boolean {
  const word = /(?:^|[^\w-])([A-Za-z]+)(?:[ \t]+with)?[ \t]+$/.exec(before)?.[1]?.toLowerCase();
  return word !== undefined && PUBLIC_KEY_PROSE.has(word);
}

/**
 * A plain lower-case word that the same command also gives as the user (`PGPASSWORD=postgres psql -U
 * postgres`, `-u guest -p guest`): a local default, as a password that repeats the user in a URL.
 */
export function repeatsUser(text: string, start: number, end: number, value: string): boolean {
  if (!/^[a-z]{4,16}$/.test(value) || text.indexOf(value, end) < 0) return false;
  const after = text.slice(end, end + 200);
  const line = text.slice(Math.max(0, start - 200), start) + after.slice(0, `${after}\n`.indexOf("\n"));
  return new RegExp(String.raw`(?:-U|-u|--user(?:name)?[ =]|user(?:name)?=)[ \t]*${value}\b`).test(line);
}

/** Heads judged inside one unquoted run of value characters (`a=b=c=…`, a query string's `k=v&k=v…`) at most. */
const MAX_HEADS_PER_RUN = 64;
const VALUE_RUN_RE = /[^\s"'`,;(){}[\]<>\\]*/y;

/**
 * Bounds the work on a run of value characters holding many heads: each head's value is a suffix of
 * the run (up to MAX_VALUE_CHARS), so judging every head of `key=key=…` is quadratic. Past
 * MAX_HEADS_PER_RUN heads in one run the rest are skipped (true). `run` carries the current run's end.
 */
export function nestedHeadsExceeded(run: { end: number; heads: number }, text: string, at: number): boolean {
  if (at >= run.end) {
    VALUE_RUN_RE.lastIndex = at;
    VALUE_RUN_RE.test(text);
    run.end = VALUE_RUN_RE.lastIndex;
    run.heads = 0;
  }
  run.heads += 1;
  return run.heads > MAX_HEADS_PER_RUN;
}

/**
 * `"Password:"` inside a string (a UI label: `getByText("Password:")`): the head opened a quote that
 * the separator left open, and the "value" starts with that quote, which closes the string.
 */
export function labelInString(head: string, name: string, text: string, start: number): boolean {
  const open = /^\\?["']/.exec(head)?.[0];
  return (
    open !== undefined && !head.startsWith(open, open.length + name.length) && text.startsWith(open, start)
  );
}

/** A digest word and a slash right before `at`: the name there is what the digest is of (Helm's `checksum/secret: <sha256>`). */
export const afterDigestPath = (text: string, at: number): boolean =>
  /(?:checksum|sha\d*(?:sum)?|digest|hash)\/$/i.test(text.slice(Math.max(0, at - 12), at));

/**
 * True when `at` starts an ARN's resource type (`arn:aws:secretsmanager:…:secret:prod/db`, AWS General
 * Reference "Amazon Resource Names"): the name of a resource, not a name given a value.
 */
export function insideArn(text: string, at: number): boolean {
  return /(?:^|[\s"'=,(])arn:[\w-]+:[^\s"']*:$/.test(text.slice(Math.max(0, at - 120), at));
}

/**
 * A value spelled from its own name's words (`UserProfileSettingsPanelKey = "UserProfileSettingsPanel_2"`,
 * `CACHE_KEY = "cache-key-v3"`): two or more words, every one of them a word of the name, and at most a
 * short number beside them: an identifier named after itself, not a generated secret.
 */
export function selfNamed(name: string, value: string): boolean {
  if (value.length > 80 || !/^[A-Za-z][\w.:-]*$/.test(value) || /\d{5}/.test(value)) return false;
  const words = nameWords(value).filter((w) => !/^\d{1,4}$/.test(w));
  const own = new Set(nameWords(name));
  return words.length >= 2 && words.every((w) => own.has(w));
}
