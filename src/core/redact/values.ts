/**
 * What every redaction rule shares: the replacement mark, what counts as a placeholder rather than a
 * secret, and how a literal value is redacted (keeping an Authorization scheme). Pure: no I/O.
 */

/** The replacement of a secret: `[REDACTED:<kind>]`. */
export const mark = (kind: string): string => `[REDACTED:${kind}]`;

/** Values that are code or configuration words, not secrets (`credentials: "include"`, `token: null`). */
const NON_SECRET_VALUES = new Set(
  (
    "null none nil undefined true false yes no on off string number boolean any unknown include omit ~ " +
    "same-origin required optional inherit " +
    // gitleaks' allowlist of stand-in passwords (curl-auth-user), and their kin
    "password passwd pass pwd changeme changeit secret token test example placeholder redacted " +
    // an Authorization scheme's name on its own (`AUTH_SCHEME = "Bearer"`)
    "bearer basic digest negotiate ntlm"
  ).split(" "),
);

/** Authorization schemes kept in front of the redacted credential (RFC 7235 schemes and vendors' own: SSWS, Splunk, GenieKey). */
export const SCHEME_RE =
  /^(?:bearer|basic|token|bot|digest|ssws|apikey|api-key|key|splunk|geniekey|oauth|hmac|negotiate|ntlm)[ \t]+/i;

/**
 * True for empty values, placeholders (`${X}`, `$X`, `<x>`, `{{x}}`, `%s`, `***`, `xxxx`, a masked `gho_****`, a YAML
 * tag such as `!vault` or `!Ref`), vendors' documentation examples (AWS's `…EXAMPLE`, `…EXAMPLEKEY`) and already-redacted text.
 */
export function isPlaceholder(value: string): boolean {
  return (
    value.length === 0 ||
    // (a `$` glued to a name and then `!`, `~`, `^`… is a password that starts with `$`, not a variable:
    // `PWD=$qYas!5Hm9l~nR` in an ODBC file)
    // (a percent-encoded value is no format field: `sig=%2BDlM…%3D`, RFC 3986 section 2.1)
    /^(?:\$(?![A-Za-z_]\w*[!~^*#&+=?][^\s]{4,}$)|%(?![0-9A-F]{2}[A-Za-z0-9._~-]*(?:%[0-9A-F]{2}[A-Za-z0-9._~-]*){0,40}$(?<=^.{16,}))|<|\{\{|\[REDACTED:|\[private\]|!!?[A-Za-z])/.test(
      value,
    ) ||
    // a format string's field (Python str.format / f-string, .NET composite format): {password}, {db_pass}, {0}
    /^\{(?:[a-z_][a-z_.]{0,40}|[a-z]+(?:[A-Z][a-z]+){1,4}|\d?)\}$/.test(value) ||
    // masked by a framework's log filter: [FILTERED] (Rails), [REDACTED], [HIDDEN], (hidden)
    /^[[(](?:redacted|filtered|hidden|masked|omitted|removed|sensitive)[\])]$/i.test(value) ||
    /^[*xX.•-]+$/.test(value) ||
    // masked or cut short: gho_****, sk-a***REDACTED***123, sk-ant-api03-..., a bare prefix (sk-, xoxb-)
    /\*{3,}|•{3,}|(?:^|[_-])[xX]{4,}$|\.{3}$|…$|^[A-Za-z0-9]{1,6}[-_]$/.test(value) ||
    // its first characters, the rest X'd out (60a6XXXXXXXXXXXXXXXXXXXXXXXXXXXX)
    /^[A-Za-z0-9]{0,8}X{12,}$/.test(value) ||
    // shown as its prefix and last characters around an ellipsis (sk-...Ab3x, ghp_…9fQ2, sk_live_...fd0w)
    /^[A-Za-z0-9]{0,12}(?:[-_][A-Za-z0-9]{1,12}){0,3}[-_]?(?:\.{3}|…)[A-Za-z0-9]{2,8}$/.test(value) ||
    // a reference to where the secret lives: op://vault/item/field, vault:…, arn:aws:secretsmanager:…
    /^(?:op|vault|sops|awssm|gcpsm|azkv|bws|doppler|infisical|ref\+\w+):\/\/|^arn:aws:(?:secretsmanager|ssm):/i.test(
      value,
    ) ||
    // … a Vault path (vault:secret/data/app#password), a file (file:/run/secrets/token), an Azure App
    // Service Key Vault reference (@Microsoft.KeyVault(SecretUri=…))
    /^vault:[a-z][\w-]*\/[\w/#.-]*$|^file:\/|^@Microsoft\.KeyVault\(/.test(value) ||
    // a type (GraphQL String!, TypeScript string | null)
    /^(?:string|int|integer|float|boolean|bool|id|bytes)[!?]?$/i.test(value) ||
    // stand-ins: your-api-key, your_token_here, my-secret, changeme123, REPLACE_ME, <example>, test-key
    /^(?:your|my|some)[-_]|[-_]your[-_]|[-_]here$|^(?:changeme|change_me|placeholder|example|dummy|fake|sample|redacted|todo|tbd|fixme)|^(?:test|demo|dummy|fake|sample|example)[-_]|^(?:replace|insert|enter|put|add|set)[-_ ]?(?:me|here|your)/i.test(
      value,
    ) ||
    /EXAMPLE(?:KEY)?$/.test(value) ||
    // a documentation stand-in glued in camel case: YourStrong@Passw0rd, yourStrong(!)Password (the mssql image's docs)
    /^[Yy]our(?=[A-Z(])/.test(value) ||
    value === AZURITE_ACCOUNT_KEY ||
    // a Sealed Secrets ciphertext (bitnami-labs/sealed-secrets: a 2-byte length 0x0200 of the RSA-wrapped
    // session key, then the key and the AES-GCM payload, base64): encrypted for the cluster, safe to publish
    /^Ag[A-D][A-Za-z0-9+/]{300,}={0,2}$/.test(value) ||
    value.endsWith(JWT_IO_SAMPLE_SIGNATURE) ||
    // a PEM block whose body is elided (documentation): -----BEGIN PRIVATE KEY-----\n...\n-----END …
    /^-----BEGIN [A-Z0-9 ]+-----(?:\\n|\s)*(?:\.{3}|…|<[^>\n]*>|[xX.]{3,})(?:\\n|\s)*-----END [A-Z0-9 ]+-----(?:\\n|\s)*$/.test(
      value,
    ) ||
    // publishable by design: Stripe pk_live_/pk_test_, Mapbox public tokens pk.eyJ…, PostHog project keys phc_,
    // Datadog client tokens pub<32 hex> ("client tokens … cannot be used to retrieve data",
    // https://docs.datadoghq.com/account_management/api-app-keys/#client-tokens)
    /^(?:pk_(?:live|test)_|pk\.eyJ|phc_)[A-Za-z0-9._-]+$|^pub[0-9a-f]{32}$/.test(value) ||
    NON_SECRET_VALUES.has(value.toLowerCase()) ||
    isFillerValue(value)
  );
}

/**
 * The signature of jwt.io's sample token (HS256 over {"sub":"1234567890","name":"John Doe",
 * "iat":1516239022} with the documented key `your-256-bit-secret`): a public example, not a credential.
 */
export const JWT_IO_SAMPLE_SIGNATURE = "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";

/**
 * The storage account key of Azurite, Azure's local storage emulator: published in its documentation
 * (learn.microsoft.com, "Use the Azurite emulator": devstoreaccount1), the same on every machine.
 */
export const AZURITE_ACCOUNT_KEY =
  "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==";

/** One unit repeated (`000000`, `ffff…`, `abcabc`, `0123456789abcdef` twice): a test's filler, not a secret. */
const REPEATED_UNIT_RE = /^([\s\S]{1,16}?)\1+$/;

/**
 * True for a filler: 6+ characters of one unit repeated, or 10+ of an ascending run
 * (`0123456789abcdef`, `abcdefghij12345`) where 80% of neighbours are consecutive characters. A
 * generated value has about one consecutive pair in 60.
 */
export function isFillerValue(value: string): boolean {
  if (value.length < 6 || value.length > 256) return false;
  if (REPEATED_UNIT_RE.test(value)) return true;
  if (value.length < 10) return false;
  let steps = 0;
  for (let i = 1; i < value.length; i++) if (value.charCodeAt(i) === value.charCodeAt(i - 1) + 1) steps++;
  return steps >= (value.length - 1) * 0.8;
}

/** Redacts a literal secret value, keeping a leading `Bearer `/`Basic ` scheme; null = leave as is. */
export function redactLiteral(value: string, kind: string): string | null {
  const scheme = SCHEME_RE.exec(value)?.[0] ?? "";
  const rest = value.slice(scheme.length);
  // A value with no letter or digit (`"}"`, `"->"`) is punctuation, not a credential.
  return isPlaceholder(rest) || !/[A-Za-z0-9]/.test(rest) ? null : `${scheme}${mark(kind)}`;
}
