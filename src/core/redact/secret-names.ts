/**
 * Secret-looking names: which variable, option and key names hold a secret (`isSecretName`), which name
 * a key (`isKeyName`), and the words a name splits into. Used by `secret-patterns.ts` and `redact.ts`.
 * Pure predicates (answers about names already seen are remembered, bounded); no I/O.
 */

/** Whole words (after splitting snake/kebab/camel case) that mark a secret-holding name. */
const SECRET_WORDS = new Set([
  "token",
  "secret",
  "password",
  "passwd",
  "passphrase",
  "pwd",
  "apikey",
  "accesskey",
  "privatekey",
  "clientsecret",
  "secretkey",
  "auth",
  "authorization",
  "credential",
  "credentials",
  "bearer",
  "psk",
  "authtok",
  "mnemonic",
]);
/** Short forms that mark a secret only as the last word (`DB_CREDS`, not `CREDS_FOUND`). */
const SECRET_LAST_WORDS = new Set(["cred", "creds"]);
/** Last words that mark a secret only in `UPPER_NAME=value` form or before a credential-shaped value. */
const WEAK_SECRET_WORDS = new Set([
  "key",
  "keys",
  "pass",
  "pw",
  "passcode",
  "salt",
  "hmac",
  "sig",
  "signature",
  "pat",
]);
/** Cheap pre-check: the name ends like one of WEAK_SECRET_WORDS. */
const WEAK_TAIL_RE = /(?:keys?|pass|pw|passcode|salt|hmac|sig|signature|pat)$/i;
/** Cheap pre-check for option names: contains a stem of a secret word. */
export const SECRET_STEM_RE = /pass|pw|secret|token|key|auth|cred|salt|hmac|sig/i;
/** Words before KEY that name a public or structural key, not a secret. */
const PUBLIC_KEY_WORDS = new Set(
  (
    "public publishable primary foreign sort partition cache idempotency unique group lookup dedupe object " +
    "map row composite react storage hot short option hash cursor shortcut site anon anonymous search pub " +
    // DynamoDB's pagination keys (LastEvaluatedKey, ExclusiveStartKey)
    "evaluated start " +
    // a cache's keys (`--cache-hit-key`, actions/cache's `restore-keys`)
    "hit restore"
  ).split(" "),
);
const SECRET_PAIRS = new Set([
  "api key",
  "access key",
  "private key",
  "client secret",
  "secret key",
  // a wallet's seed (BIP 39 / BIP 32) is its private key
  "wallet seed",
  "master seed",
  "seed phrase",
  "recovery phrase",
]);
/**
 * True when `name` ends in KEY / PASS / … but the word before makes it public or structural
 * (`publicKey`, `sortKey`, `primary_key`): its value is not a secret whatever it looks like.
 */
export function isNonSecretKeyName(name: string): boolean {
  if (!WEAK_TAIL_RE.test(name)) return false;
  const words = nameWords(name.slice(name.lastIndexOf(".") + 1));
  const last = words[words.length - 1];
  // the Push API's applicationServerKey is the VAPID public key (W3C Push API, PushSubscriptionOptions)
  if (words.slice(-3).join(" ") === "application server key") return true;
  return (
    last !== undefined && WEAK_SECRET_WORDS.has(last) && PUBLIC_KEY_WORDS.has(words[words.length - 2] ?? "")
  );
}

/** One-word names that end like a secret (PGPASSWORD, accesstoken, authtoken, LDAP's bindpw and rootpw). */
const SECRET_SUFFIX = /(?:password|passwd|token|secret|authtok|[a-z]pw)$/;
/** Names whose last word says they hold metadata about a secret, not the secret itself. */
const DESCRIPTOR_WORDS = new Set(
  (
    "count limit max min len length size type kind url uri endpoint host port path file dir name field " +
    // a unit (`TOKEN_TTL_SECONDS`) or the domain a credential is for (Firebase's `authDomain`)
    "seconds secs sec minutes mins hours days ms millis domain " +
    "label header env var prefix suffix format mode enabled disabled required expires expiry expiration " +
    "ttl timeout id ids usage budget estimate estimator index idx param params input placeholder hint " +
    "regex pattern schema policy provider method strategy scope source pos position offset start end line " +
    "column col state status store cache manager service handler callback validator error result response " +
    "request flow info complexity strength age history reset rule rules requirement requirements change " +
    "changed manager generator expired forgot invalid missing wrong mismatch hash hashed digest checksum " +
    "fingerprint ref refs reference backend engine driver adapter algorithm algo alg dummy flag " +
    // when it was set, and handles that name a secret without being it (Vault's token accessor, an ARN)
    "time at date timestamp accessor arn version"
  ).split(" "),
);
/** Words that make a TOKEN something other than a credential (nextPageToken, continuation_token, CancellationToken). */
const NOT_CREDENTIAL_TOKEN_WORDS = new Set(
  // (a device's push token identifies the device to APNs or FCM: `device_token`, `registration_token`)
  // (AWS CLI's pagination option is --starting-token)
  "csrf xsrf page next continuation pagination sync cancellation cancel resume starting lexer parser device push registration".split(
    " ",
  ),
);
/** Shell variables whose names contain PWD but hold directories. */
const NOT_SECRET_NAMES = new Set(["pwd", "oldpwd"]);

/** Answers about names already seen: code repeats its names, and a hook redacts many values. */
const SECRET_NAMES = new Map<string, boolean>();
const KEY_NAMES = new Map<string, boolean>();
const REMEMBERED_NAMES = 4096;

/** `test(name)`, remembered for up to REMEMBERED_NAMES names (then forgotten all at once). */
function remembered(memo: Map<string, boolean>, name: string, test: (name: string) => boolean): boolean {
  const known = memo.get(name);
  if (known !== undefined) return known;
  if (memo.size >= REMEMBERED_NAMES) memo.clear();
  const answer = test(name);
  memo.set(name, answer);
  return answer;
}

/** Splits `awsSecretAccessKey`, `AWS_SECRET_ACCESS_KEY`, `x-api-key` into lower-case words. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/**
 * True when `name` looks like it holds a secret: a secret word (TOKEN, SECRET, PASSWORD, PASSWD, PWD,
 * API_KEY, APIKEY, ACCESS_KEY, PRIVATE_KEY, CLIENT_SECRET, AUTH, AUTHORIZATION, CREDENTIAL(S)) appears
 * as a whole word of the last dotted segment (`config.password` yes, `token.output` no), and the last
 * word is not a descriptor, singular or plural (`token_count`, `password_field`, `PRIVATE_KEY_PATH`,
 * `TokenTypes` are metadata). `author`, `tokenizer`, `max_tokens` and `PWD` are not secrets.
 */
export function isSecretName(name: string): boolean {
  return remembered(SECRET_NAMES, name, secretName);
}

function secretName(name: string): boolean {
  const words = nameWords(name.slice(name.lastIndexOf(".") + 1));
  const last = words[words.length - 1];
  if (last === undefined || NOT_SECRET_NAMES.has(words.join(""))) return false;
  if (DESCRIPTOR_WORDS.has(last) || DESCRIPTOR_WORDS.has(last.replace(/s$/, ""))) return false;
  // an anti-forgery token glued or first (Django's csrftoken, Rails' authenticity_token): see below
  if (/^(?:csrf|xsrf|authenticity)/.test(words.join(""))) return false;
  // a pagination cursor glued to its word (Azure CLI's --nexttoken, nextpagetoken)
  if (/^(?:next|nextpage|page|continuation|pagination|sync|starting)tokens?$/.test(last)) return false;
  if (words.length === 1 && SECRET_SUFFIX.test(last)) return true;
  if (SECRET_LAST_WORDS.has(last)) return true;
  // a CSRF token guards a form, it grants nothing (gitleaks allows csrf_token too); a page, sync or
  // cancellation token is a cursor or a handle, not a credential
  // a key store or PKCS#12 bundle written as base64 (`ANDROID_KEYSTORE_B64`, `SIGNING_CERT_P12_BASE64`)
  if (/(?:^| )(?:keystore|p12|pfx|pkcs12|jks) (?:b64|base64)$/.test(words.join(" "))) return true;
  // (unless it is an access token: Facebook's page access token, a device access token)
  if (/(?:^| )(?:access|auth|bearer|refresh) token$/.test(words.join(" "))) return true;
  if (words.some((w) => NOT_CREDENTIAL_TOKEN_WORDS.has(w))) return false;
  return words.some((w, i) => SECRET_WORDS.has(w) || SECRET_PAIRS.has(`${w} ${words[i + 1] ?? ""}`));
}

/**
 * True when `name`'s last word is KEY / PASS / PW / SALT / HMAC / SIGNATURE (ENCRYPTION_KEY, SMTP_PASS,
 * AccountKey, signing_key) and the word before it does not make it a public or structural key
 * (`publicKey`, `primary_key`, `sortKey`). `redact.ts` redacts such values only in `UPPER_NAME=value`
 * form or when the value is credential-shaped (see looksLikeCredential).
 */
export function isKeyName(name: string): boolean {
  return remembered(KEY_NAMES, name, keyName);
}

function keyName(name: string): boolean {
  // Vault AppRole's secret_id is a credential, AWS's --secret-id a name: only a credential-shaped value counts
  if (/secret[_-]?id$/i.test(name)) return true;
  if (!WEAK_TAIL_RE.test(name)) return false;
  const words = nameWords(name.slice(name.lastIndexOf(".") + 1));
  const last = words[words.length - 1];
  if (last === undefined || !WEAK_SECRET_WORDS.has(last)) return false;
  if (words.slice(-3).join(" ") === "application server key") return false; // see isNonSecretKeyName
  return words.length < 2 || !PUBLIC_KEY_WORDS.has(words[words.length - 2] ?? "");
}
