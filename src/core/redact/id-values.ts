/**
 * What tells an id from a credential when the label does not: a value in a known id or digest format,
 * a value too short for a credential that carries no vendor prefix, a label that names a slot (`key`,
 * `pk`, `sk`) rather than what it holds, and the role words that make the next value an object's id
 * (`uid X`, `-accessor X`, `order X`). Pure predicates: no I/O.
 *
 * Formats: UUID (RFC 9562, 8-4-4-4-12 hex), ULID (https://github.com/ulid/spec: 26 Crockford base32
 * characters, the first 0–7), MongoDB ObjectId (12 bytes: 24 hex), a SHA-1 commit (40 hex), a
 * SHA-256 digest (64 hex) and a Twilio SID (a two-letter type and 32 hex).
 */
import { nameWords } from "./secret-names.js";
import { looksRandomToken } from "./token-shape.js";

const UUID_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const ULID_RE = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
/** A Twilio SID: two upper-case letters naming the resource type, then 32 hex (Twilio docs, "What is a SID?"). */
const TWILIO_SID_RE = /^[A-Z]{2}[0-9a-f]{32}$/;
/** True for a Twilio SID (an id in every position: the credential is the auth token beside it). */
export const twilioSid = (value: string): boolean => TWILIO_SID_RE.test(value);
/** Hex of an ObjectId (24), a SHA-1 (40) or a SHA-256 (64), in one case. */
const DIGEST_HEX_RE = /^(?:[0-9a-f]{24}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9A-F]{24}|[0-9A-F]{40}|[0-9A-F]{64})$/;

/** True for a value in a known id or digest format (see the module comment). */
export function idFormat(value: string): boolean {
  return UUID_RE.test(value) || ULID_RE.test(value) || DIGEST_HEX_RE.test(value) || TWILIO_SID_RE.test(value);
}

/**
 * The shortest generated credential counted where nothing but its shape says it is one (a slot label
 * or no credential word at all): 32 characters. Record ids are shorter (nanoid 21, Firestore 20,
 * cuid 25, KSUID 27, Firebase uid 28); generated keys without a vendor prefix are 32+ (128 bits of
 * hex, 192+ bits of base62 or base64).
 */
export const MIN_UNNAMED_CREDENTIAL = 32;

/**
 * True when `value` may be a credential though only its shape says so: long enough, in no id format;
 * or shorter (20–31 characters) but in standard base64 (shortEncodedCredential), an alphabet no
 * common id scheme uses.
 */
export function unnamedCredential(value: string): boolean {
  return (value.length >= MIN_UNNAMED_CREDENTIAL && !idFormat(value)) || shortEncodedCredential(value);
}

/**
 * 20–31 characters of standard base64 (RFC 4648 section 4) holding a `+` or `/`, all three of upper
 * case, lower case and digits, and no padding: random bytes (15, 18 or 21 of them) encoded. Id schemes
 * of that length are URL-safe by design (nanoid's `A-Za-z0-9_-`, Firestore's and Firebase's base62,
 * cuid's base36, KSUID's base62, ULID's Crockford base32, ObjectId's hex), so `+` or `/` is never
 * theirs; a padded value is left out (an MD5 or SHA-1 digest or a 16-byte IV is 24 or 28 characters
 * with `=`), and so is a path (`src/Foo2/Bar3`: looksRandomToken).
 */
export function shortEncodedCredential(value: string): boolean {
  return (
    value.length >= 20 &&
    value.length < MIN_UNNAMED_CREDENTIAL &&
    /^[A-Za-z0-9+/]+$/.test(value) &&
    /[+/]/.test(value) &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value) &&
    looksRandomToken(value.replaceAll("//", "/A"), 20)
  );
}

/** Labels that name a slot, not what it holds: a map's `key`, DynamoDB's `pk`/`sk`, a `sig`. */
const SLOT_WORDS = new Set(["key", "keys", "pk", "sk", "sig", "k"]);

/** True when a label (`key`, `"Key"`, `--key`, `SK`) is one slot word alone. */
export function slotLabel(label: string): boolean {
  const words = nameWords(label);
  return words.length === 1 && SLOT_WORDS.has(words[0] ?? "");
}

/**
 * Nouns and flags that make the value right after them an object's id, not the credential a nearby
 * credential word speaks of (`the user with uid X cannot log in`, `vault token revoke -accessor X`).
 */
const ID_ROLE_WORDS = new Set(
  (
    "id ids uid uuid guid ulid hash sha commit rev revision ref digest checksum etag request trace span " +
    "correlation run job build pipeline deploy deployment release order customer user account accessor " +
    "object record doc document item event issue ticket tenant org workspace project instance pod " +
    "container image snapshot version node device"
  ).split(" "),
);

/** True when `word` (a prose word or a flag, `-accessor`, `--uid`, `uid:`) names an object's id. */
export function idRoleWord(word: string): boolean {
  const bare = word.replace(/^-{1,2}/, "").replace(/[:=]$/, "");
  return ID_ROLE_WORDS.has(bare.toLowerCase());
}

/**
 * Verbs of a subcommand that act on an existing object by its id (`tool auth logout <id>`, `tool token
 * revoke <id>`, `tool keys delete <id>`): the argument after them is not a credential being given.
 */
const ID_VERBS = new Set(
  "logout revoke delete remove rm show get list ls describe inspect lookup view info status disable enable".split(
    " ",
  ),
);

/** True when `word` is a subcommand verb that takes an object's id (see ID_VERBS). */
export function idVerb(word: string): boolean {
  return ID_VERBS.has(word.toLowerCase());
}

/**
 * Prepositions (English, Dutch, German, French, Spanish, Portuguese, Italian, Polish, Russian) that
 * make the noun after them the object a value belongs to ("the password of user <id>").
 */
const PREPOSITIONS = new Set(
  "of for from van voor von vom für de des du da do di del della dell per par pour para por dla od для от".split(
    " ",
  ),
);

/** Whether the words before a label (`wachtwoord van `) end in a preposition. */
export function acrossPreposition(words: string): boolean {
  const last =
    words
      .trim()
      .split(/[ _-]+/)
      .at(-1) ?? "";
  return PREPOSITIONS.has(last.toLowerCase());
}
