/**
 * Secrets by the structure of printed output and plain config files, as context patterns (group 1
 * is kept, group 2 is the secret; context-patterns.ts). Every regex is anchored on a literal or a
 * line start and uses bounded classes only, so it runs in linear time. Pure data: no I/O.
 * - a printed `Label : value` / `Label = value` line whose label names the secret itself: an ACL
 *   bootstrap's `Secret ID` / `SecretID` (Nomad, Consul), a Wi-Fi profile's `Key Content` (`netsh
 *   wlan show profile … key=clear`), the value alone at the end of its line;
 * - a config or table line that is only a secret name and one value (`password X` in msmtprc,
 *   `requirepass X` / `masterauth X` in redis.conf, `requirepass: X` in a YAML pillar, a secret
 *   store's `Key  Value` table row `password    X`), and Gradle's `storePassword "X"`;
 * - a `value` printed within two lines after a line that speaks of a created token, key or secret
 *   (`Created token "ci"` / `value: …`), and a `Value` whose `Name` names a password, secret, token
 *   or session (a JSON `name`/`value` pair, a cookie's rows in browser devtools);
 * - the `<Value>` of an XML element named for a password, secret or token (Windows unattend.xml);
 * - the line printed after a secret store's read (`--with-decryption`, `get-secret-value`, `secrets
 *   versions access`, `kv get -field=`, `op read`, `pass show`, a Kubernetes secret's `.data` piped
 *   to `base64 -d`), and the last line printed by `cat` of a credential file (user, then password);
 * - a value echoed into a secret store's stdin (`| secret-tool store`, `| pass insert`, `| … secret(s)
 *   set|put|create`);
 * - a postfix `sasl_passwd` line (`[smtp.host]:587 user:password`, postfix SASL_README), the
 *   password possibly in groups (a Gmail app password `abcd efgh ijkl mnop`);
 * - the `<string>` after a plist `<key>` that is an environment variable's secret name
 *   (`<key>API_TOKEN</key>`, launchd's EnvironmentVariables: any value, as in `NAME=value`);
 * - Pusher's secret, given positionally after its key (`new Pusher("<app id>", "<key>", "<secret>")`,
 *   PHP `new Pusher\Pusher("<key>", "<secret>", "<app id>")`: two 20-hex literals, the second the secret);
 * - an Ethereum private key (0x + 64 hex) in a Hardhat / Truffle network's `accounts` array.
 */
import type { ContextPattern } from "./context-patterns.js";
import { W } from "./context-patterns.js";
import { strongPassword } from "./positional.js";
import { looksRandomToken } from "./token-shape.js";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A generated value or a strong password: what only its position says is a secret. */
const credential = (v: string): boolean =>
  strongPassword(v) ||
  looksRandomToken(v.replace(/(?:%3D|=)+$/i, ""), 16) ||
  /^[0-9a-fA-F]{32,}$/.test(v) ||
  UUID_RE.test(v);
/**
 * `credential`, for a value that ends a line: not a member path or an argument (`env.CLIENT_SECRET,`),
 * a mask another tool printed (gitleaks' `REDACTED`, in ANSI colours) or a control character.
 */
const lineValue = (v: string): boolean =>
  !/\p{Cc}|REDACTED|[,;]$/u.test(v) && !/^[a-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(v) && credential(v);
/** Windows' own mask in a saved unattend file (`*SENSITIVE*DATA*DELETED*`) and other starred masks. */
const unmasked = (v: string): boolean => !/^\*[^\n]*\*$/.test(v);

/** A Google app password as shown when created: four groups of four letters. */
const APP_PASSWORD_RE = /^[a-z]{4}(?: [a-z]{4}){3}$/;
/**
 * Secret names that stand alone at the start of a config or table line (not an anti-forgery, page or
 * device token: secret-names.ts).
 */
const LINE_NAME = String.raw`(?!(?:x-?)?(?:csrf|xsrf|authenticity)|(?:next|page|continuation|pagination|sync|starting|cancellation|device|push|registration)[_.-]?token)(?:[A-Za-z][\w.-]{0,40}[_.-])?(?:password|passwd|passphrase|requirepass|masterauth|secret|secret[_-]?key|api[_-]?key|access[_-]?token|auth[_-]?token|token)`;

export const PRINTED_CONTEXTS: readonly ContextPattern[] = [
  {
    kind: "secret",
    keys: ["Secret ID", "SecretID", "Secret Id", "Key Content"],
    re: /(^[ \t]*(?:Secret[ _]?I[Dd]|Key Content)[ \t.]*[:=][ \t]*)([^\s]{4,256})(?=[ \t]*\r?$)/gm,
    accept: lineValue,
  },
  {
    kind: "password",
    keys: [
      "pass",
      "PASS",
      "Pass",
      "secret",
      "Secret",
      "SECRET",
      "token",
      "Token",
      "TOKEN",
      "key",
      "Key",
      "KEY",
      "masterauth",
    ],
    re: new RegExp(
      String.raw`(^[ \t]*${LINE_NAME}(?:[ \t]*[:=])?[ \t]+)([^\s'"]{4,256})(?=[ \t]*\r?$)`,
      "gim",
    ),
    accept: lineValue,
  },
  {
    kind: "password",
    keys: ["assword", "ecret", "oken"],
    re: /(^[ \t]*[a-z]\w{0,40}(?:Password|Secret|Token)[ \t]+["'])([^"'\n]{4,256})(?=["'][ \t]*\r?$)/gm,
    accept: lineValue,
  },
  {
    kind: "secret",
    keys: ["value", "Value"],
    // (the line about the token is a look-behind: the regex runs from `value` at a line start)
    re: /^(?<=(?:[Tt]oken|[Kk]ey|[Ss]ecret|[Pp]assword)\b[^\n]{0,120}\n(?:[^\n]{0,160}\n)?)([ \t]*[Vv]alue[ \t]*[:=][ \t]*)([^\s"',]{8,512})(?=[ \t]*\r?$)/gm,
    accept: lineValue,
  },
  {
    kind: "secret",
    keys: ["value", "Value"],
    re: /(?=[Vv]alue"?[ \t]*[:=])(?<=\b[Nn]ame"?[ \t]*[:=\t][ \t]*"?[^"\n]{0,80}(?:[Pp]assword|PASSWORD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Ss]ession|SESSION)[^"\n]{0,40}"?[^\n]{0,120}(?:\n[^\n]{0,120}){0,2})(\b[Vv]alue"?[ \t]*[:=][ \t]*"?)([^\s"',}]{8,4096})/g,
    accept: lineValue,
  },
  {
    kind: "password",
    keys: ["<Value>"],
    re: /(<\w{0,40}(?:Password|Passwd|Secret|Token)>\s{0,80}<Value>)([^<\n]{1,256})(?=<\/Value>)/g,
    accept: unmasked,
  },
  {
    kind: "secret",
    keys: [
      "--with-decryption",
      "get-secret-value",
      "versions access",
      "-field",
      "op read",
      "pass show",
      "base64",
    ],
    // (the read is a look-behind: the regex runs from a line that is one word)
    re: /^(?=[ \t]*[^\s]{6,256}[ \t]*\r?$)(?<=(?:--with-decryption|get-secret-value|secrets[ \t]+versions[ \t]+access|\bkv[ \t]+get[ \t][^\n]{0,100}-field[ =]|\bop[ \t]+read|\bpass[ \t]+show|\.data\.[^\n]{0,100}base64[ \t]+(?:-d|-D|--decode))[^\n]{0,300}\n)([ \t]*)([^\s]{6,256})(?=[ \t]*\r?$)/gm,
    accept: lineValue,
  },
  {
    kind: "password",
    keys: ["cat "],
    re: /(^[ \t]*(?:[$#>%][ \t]+)?(?:sudo[ \t]+)?cat[ \t]+[^\s|;&]{0,200}?(?:auth|cred|pass|secret|token)[^\s|;&]{0,100}[ \t]*\r?\n(?:[^\s]{1,128}[ \t]*\r?\n)?)([^\s]{6,256})(?=[ \t]*\r?$)/gm,
    accept: lineValue,
  },
  {
    kind: "password",
    keys: ["echo", "printf"],
    re: new RegExp(
      String.raw`(\b(?:echo|printf)(?:[ \t]+-[neE]+)*(?:[ \t]+(?:'%s\\?n?'|"%s\\?n?"))?[ \t]+)(${W})(?=[ \t]*\|[ \t]*(?:sudo[ \t]+)?(?:secret-tool\b|pass[ \t]+insert\b|[^\n|;&]{0,120}?\bsecrets?[ \t]+(?:set|put|create|add)\b))`,
      "g",
    ),
    accept: (s) => credential(s.replace(/^(["'])(.*)\1$/, "$2")),
  },
  {
    kind: "password",
    keys: ["]:", "] "],
    // (a host name in brackets: a dot and a letter, not a log line's `[2026-11-27]`)
    re: /(^[ \t]*\[(?=[^\]\n]{0,253}\.)(?=[^\]\n]{0,253}[A-Za-z])[A-Za-z0-9.-]{1,253}\](?::\d{1,5})?[ \t]+[^\s:]{1,128}:)([^\n]{1,128}?)(?=[ \t]*\r?$)/gm,
    accept: (s) => credential(s) || APP_PASSWORD_RE.test(s),
  },
  {
    kind: "password",
    keys: ["smtp", "mail"],
    re: /(^[ \t]*(?:smtp|mail)[A-Za-z0-9.-]{0,253}(?::\d{1,5})?[ \t]+[^\s:]{1,128}:)([a-z]{4}(?: [a-z]{4}){3}|[^\s]{1,128})(?=[ \t]*\r?$)/gm,
    accept: (s) => credential(s) || APP_PASSWORD_RE.test(s),
  },
  {
    kind: "secret",
    keys: ["</key>"],
    re: /(<key>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASS|PWD|CREDENTIALS?)<\/key>\s{0,80}<string>)([^<\s]{8,1024})(?=<\/string>)/g,
    accept: (v) => /\d/.test(v) && /[A-Za-z]/.test(v) && !/^[~./]|:\/\//.test(v),
  },
  {
    kind: "secret",
    keys: ["Pusher"],
    re: /(\bPusher\w{0,20}(?:::\w{1,20})?[ \t]*(?:\.new)?[ \t]*\([^)\n]{0,80}?["'][0-9a-f]{20}["'][ \t]*,[ \t]*["'])([0-9a-f]{20})(?=["'])/g,
  },
  {
    kind: "private_key",
    keys: ["accounts"],
    re: /(\baccounts[ \t]*:[ \t]*\[[^\]]{0,400}?["'])(0x[0-9a-fA-F]{64})(?=["'])/g,
  },
];
