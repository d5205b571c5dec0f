/**
 * Value-shaped secret patterns and secret-looking names used by `redact.ts`. Pure data and
 * predicates: no I/O. Every regex is linear (no nested quantifiers) so hostile input cannot stall a hook.
 *
 * Sources for the token formats (vendors' published prefixes; gitleaks' default rules as prior art,
 * https://github.com/gitleaks/gitleaks/blob/master/config/gitleaks.toml):
 * - AWS: "Understanding unique ID prefixes" (IAM user guide): AKIA = long-term, ASIA = STS key ids.
 * - GitHub: "Behind GitHub's new authentication token formats" (github.blog, 2021-04):
 *   ghp_/gho_/ghu_/ghs_/ghr_ + 36 base62; fine-grained PATs are github_pat_ + 22 + "_" + 59.
 * - GitLab: "Personal access token prefix" docs: glpat- + 20 chars (newer tokens add ".01.…" parts).
 * - Anthropic: console keys sk-ant-api03-…, admin keys sk-ant-admin01-…, OAuth sk-ant-oat01-….
 * - OpenAI: legacy sk- + 48 base62; project/service keys sk-proj-…, sk-svcacct-…, sk-admin-….
 * - Slack: "Token types" docs: xoxb- bot, xoxp- user, xoxa-/xoxr- app/refresh, xoxs-/xoxo- legacy;
 *   incoming webhooks at https://hooks.slack.com/services/….
 * - JWT: RFC 7519 compact form, base64url(header).base64url(payload).base64url(signature);
 *   a JSON header `{"` always encodes to "eyJ".
 * - PEM: RFC 7468 "-----BEGIN <label>-----" with labels PRIVATE KEY, RSA/EC/DSA/OPENSSH/ENCRYPTED PRIVATE KEY.
 */

import { isKeyName, isSecretName, nameWords, SECRET_STEM_RE } from "./secret-names.js";
import { decodeBase64, wordiness } from "./token-shape.js";

export { isKeyName, isNonSecretKeyName, isSecretName, nameWords } from "./secret-names.js";

export interface SecretPattern {
  /** Label used in the replacement `[REDACTED:<kind>]`. */
  kind: string;
  /** Global regex; the whole match is replaced. */
  re: RegExp;
  /** Extra check on the match (e.g. mixed case) to avoid false positives; default accept. */
  accept?: (match: string) => boolean;
  /** Literals one of which every match contains (gitleaks' "keywords"); the regex runs only when one is present. */
  keys?: readonly string[];
}

/** Mixed case plus a digit: random keys have all three, kebab-case identifiers do not. */
const looksRandom = (s: string): boolean => /\d/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s);
/** 32+ characters of letters and digits that are not words (a hex or lower-case generated key). */
const generated = (s: string): boolean =>
  s.length >= 32 && /\d/.test(s) && /[a-z]/.test(s) && wordiness(s) <= 0.4;

/** Applied in order: vendor-specific prefixes before generic ones (sk-ant- before sk-). */
export const SECRET_PATTERNS: readonly SecretPattern[] = [
  {
    kind: "private_key",
    // Unclosed blocks (e.g. truncated output) are redacted to the end of the text.
    // RFC 7468 PEM (5 dashes) and RFC 4716 SSH2 (4 dashes and a space: "---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----").
    // A header is a key only when a body follows (base64 or a header line such as Proc-Type:),
    // raw or JSON-escaped (once or more: a JSON string holding JSON writes a newline `\\n`): a rule or
    // a sentence that names the header is not one. A block split into string literals joined in code
    // (Java/C#/JS `+`, VB `&`, PHP `.`, Lua `..`, C++ `<<`, Python's adjacent literals), maybe with a
    // newline constant between (`& vbLf &`, `. PHP_EOL .`), is one block too.
    // JSON-escaped lines numbered as a file viewer prints them (`\\n     2→`, `cat -n`'s `\\t`) are the
    // body too. A block whose lines carry a prefix in plain text: pem-prefixed.ts.
    re: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?=[ \t]*(?:\\{1,4}r)?(?:\\{1,4}n|\r?\n)[ \t]*(?:\\{1,4}r)?(?:\\{1,4}n|\r?\n)?[ \t]*(?:[A-Za-z0-9+/=]{16}|[A-Za-z-]{2,}:)|[ \t]*(?:\\{1,4}r)?\\{1,4}n[ \t]*\d{1,6}(?:→|\\{1,4}t)[A-Za-z0-9+/=]{16}|(?:\\{1,4}r)?(?:\\{1,4}n)?["'`][ \t]*(?:(?:[+&.,]|\.\.|<<)[ \t]*(?:[A-Za-z_][\w.]{0,30}[ \t]*(?:[+&.]|\.\.|<<)[ \t]*)?)?(?:\r?\n[ \t]*)?(?:[+&.]|\.\.|<<)?[ \t]*["'`](?:[A-Za-z0-9+/=]{16}|[A-Za-z-]{2,}:))(?:[\s\S]*?-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|[\s\S]*$)|---- BEGIN[A-Z0-9 ]*PRIVATE KEY ----(?=\r?\n)(?:[\s\S]*?---- END[A-Z0-9 ]*PRIVATE KEY ----|[\s\S]*$)/g,
  },
  {
    kind: "slack_webhook",
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))https?:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]+/g,
  },
  {
    kind: "aws_access_key_id",
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}\b/g,
    // AWS's documentation example (AKIAIOSFODNN7EXAMPLE) is public; gitleaks allows it too
    accept: (m) => !m.endsWith("EXAMPLE"),
  },
  { kind: "github_token", re: /(?<![A-Za-z0-9_](?<!\\[nrt]))gh[pousr]_[A-Za-z0-9]{30,255}\b/g },
  { kind: "github_token", re: /(?<![A-Za-z0-9_](?<!\\[nrt]))github_pat_[A-Za-z0-9_]{22,255}\b/g },
  { kind: "gitlab_token", re: /(?<![A-Za-z0-9_](?<!\\[nrt]))glpat-[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]+)*/g },
  { kind: "anthropic_key", re: /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{20,}/g },
  {
    kind: "openai_key",
    re: /(?<![A-Za-z0-9_-])sk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,}/g,
    // OpenAI, and the OpenAI-style keys of other providers (OpenRouter sk-or-v1-<hex>, DeepSeek sk-<hex>)
    accept: (m) => looksRandom(m.slice(3)) || generated(m.slice(3)),
  },
  { kind: "slack_token", re: /(?<![A-Za-z0-9_](?<!\\[nrt]))xox[abopsr]-[A-Za-z0-9-]{10,}/g },
  {
    kind: "jwt",
    re: /(?<![A-Za-z0-9_](?<!\\[nrt]))eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
    // jwt.io's published example (payload {"sub":"1234567890","name":"John Doe","iat":1516239022}),
    // and a key whose claims give it the anonymous role (Supabase's public anon key: "role":"anon")
    accept: (m) =>
      !m.includes(".eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.") &&
      !/"role":\s*"anon"/.test(decodeBase64(m.split(".")[1] ?? "") ?? ""),
  },
];

/**
 * `scheme://user:password@host`: groups are (1) scheme + "://" + user, (2) password. The user part
 * may be empty (`redis://:pw@host`); it cannot contain "/" so `https://host/a:b@c` is not matched.
 * The password may contain unescaped "/" (pasted base64) unless it starts like a port and path
 * (`https://host:443/@scope/pkg`), and an unescaped "@" followed by no ".", "?" or "#": the userinfo
 * ends at the last "@" of the authority, as URL parsers read it (WHATWG URL Standard, "authority
 * state"), so `https://u:p@ss@host` has the password `p@ss`, and `https://u:p@host?to=a@b.c` `p`.
 */
export const URL_CREDENTIALS_RE =
  /(?<![a-z0-9+.-])([a-z][a-z0-9+.-]*:\/\/[^\s:/@"]*):((?!\d+\/)[^\s@/]{1,256}(?:@[^\s@/?#.]{1,64}){0,3}(?:\/[^\s@/]{1,256}){0,4})@(?=[^\s@/])/gi;

/**
 * Candidate `NAME =` / `NAME:` / `"NAME": ` / `export NAME=` / `name => ` (Ruby, PHP, Perl) heads (a
 * `==` or `::` is not a separator; ":" must follow the name directly, so a ternary `"a" : "b"` is not a head;
 * a name may follow a call or an index, `get_default().auth_token = `).
 * Groups: (1) name, (2) separator with any spaces before it. A name never starts right after `word-` and never
 * contains "--", so each scan covers one run of name characters and the search stays linear. The quote before the name is optional and may be
 * JSON-escaped (`\"`); the value is parsed by `redact.ts`.
 */
export const ASSIGNMENT_RE =
  /(?<![A-Za-z0-9_]|(?<![)\]])\.|[A-Za-z0-9_.]-)(?:\\?["'])?([A-Za-z_][A-Za-z0-9_.]*(?:-[A-Za-z0-9_.]+)*)(?:\\?["'])?(:(?![:=])|[ \t]*(?::=|\?=|=>|=(?![=>~])))[ \t]*/g;

/**
 * Shannon entropy of `s` in bits per character (Shannon 1948, H = -Σ p·log2 p over the characters'
 * frequencies). Random base64 of 20+ characters scores above 4; English words and identifiers under 3.5.
 */
export function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) h -= (n / s.length) * Math.log2(n / s.length);
  return h;
}

/** A value shaped like a generated credential: 16+ token characters, letters and digits, entropy >= 3. */
export function looksLikeCredential(value: string): boolean {
  return (
    value.length >= 16 &&
    value.length <= 4096 &&
    /^[A-Za-z0-9+/=_.~:%-]+$/.test(value) &&
    /\d/.test(value) &&
    /[A-Za-z]/.test(value) &&
    entropy(value) >= 3 &&
    // a content-addressed name: short words, then a digest (a CI cache key `v1-npm-deps-<sha256>`)
    !/^(?:[a-z][a-z0-9]{0,15}-){2,}[0-9a-f]{32,}$/i.test(value)
  );
}

/**
 * `--name value` / `--name=value` / `-name value` command-line options. Groups: (1) the option,
 * (2) the separator, (3) the value (one shell word, quoted or not; after blanks, not a next option:
 * in `--prod --token T` the value of `--token` is T).
 */
export const FLAG_RE =
  /(?<![\w-])(--?[A-Za-z][\w-]*)(=|[ \t]+(?!-))('[^'\n]*'|"[^"\n]*"|[^\s'"|;&<>][^\s'"|;&<>]*)/g;
const FLAG_EXCLUDED = new Set(["stdin", "file", "fd", "env", "prompt", "command", "cmd", "helper", "store"]);
/** First words of options that name an action on keys, not a key (`--list-keys`, `--delete-secret`). */
const FLAG_VERBS = new Set(
  "list show get delete remove export import print describe search fetch recv refresh edit rotate revoke ask no".split(
    " ",
  ),
);

/** True for options that take a secret: `--password`, `--client-secret`, `--account-key`, `--api-key`. */
export function isSecretFlag(flag: string): boolean {
  if (!SECRET_STEM_RE.test(flag)) return false;
  const name = flag.replace(/^-+/, "");
  const words = nameWords(name);
  if (words.some((w) => FLAG_EXCLUDED.has(w)) || FLAG_VERBS.has(words[0] ?? "")) return false;
  if (isSecretName(name)) return true;
  // a one-word `--pass`, `--pw`, `--pwd`, `--passcode` takes a password (the value must look like one),
  // and so does a word glued to `pass` (keytool's and jarsigner's `-storepass`, `-keypass`,
  // `-srcstorepass`; redis' `requirepass`), not `--bypass` or `--compass`
  const one = words.join("");
  return (
    (words.length > 1 && isKeyName(name)) ||
    /^(?:pass|pw|pwd|passcode)$/.test(one) ||
    (/^[a-z]{2,16}pass$/.test(one) && !/(?:by|com|sur|over|under|tres)pass$/.test(one))
  );
}

/** The replacement label for a named secret: AWS secret keys get their own kind. */
export function kindForName(name: string): string {
  return nameWords(name).join("_").endsWith("secret_access_key") ? "aws_secret_access_key" : "secret";
}
