/**
 * A literal given as the fallback of a secret-named value in code: `env.JWT_SECRET ||
 * "…"`, `ENV['SECRET_TOKEN'] ||= "…"` (Ruby's conditional assignment, JS's `??=`), Rust's
 * `env::var("API_KEY").unwrap_or("…")`, `BuildConfig.API_KEY ?: "…"` (Kotlin), `ENV["TOKEN"] ?? "…"`, `os.environ.get("DB_PASSWORD")
 * or "…"` (Python), `ENV.fetch("SECRET_KEY_BASE") { "…" }` (Ruby). The name is the last member, or the key in brackets or parentheses; a
 * password-shaped or generated-looking literal after it is a secret kept in the code. Pure: no I/O.
 */
import { redactCodePlacements } from "./code-placements.js";
import { rewriteLines } from "./line-scan.js";
import { isKeyName, isSecretName, looksLikeCredential } from "./secret-patterns.js";
import { looksLikePassword, looksRandomToken } from "./token-shape.js";

type Mark = (kind: string) => string;
type IsPlaceholder = (value: string) => boolean;

/** The operator and the literal after it. Groups: (1) the quote, (2) the literal. */
const FALLBACK_RE =
  /(?:\?\?=?|\?:|\|\|=?|\bor\b|(?<=\))[ \t]*\{|(?<=\))\.unwrap_or\()[ \t]*(["'])((?:\\.|[^"'\\\n]){6,512})\1/g;
/** The operand just before the operator (a member path, maybe with a key in brackets or parentheses). */
const OPERAND_RE = /([\w$.]*[\w$](?:\[["'][\w.-]+["']\]|\(["'][\w.-]+["']\))?)[ \t]*\)?[ \t]*$/;
/** What a line needs for FALLBACK_RE to match there. */
const FALLBACK_STEM_RE = /\?\?|\?:|\|\||\bor\b|\)[ \t]*\{|\)\.unwrap_or\(/g;

/** The name an operand reads: the key in `["…"]` / `("…")`, else its last member. */
function operandName(operand: string): string {
  const key = /[[(]["']([\w.-]+)["'][\])]$/.exec(operand)?.[1];
  return key ?? operand.slice(operand.lastIndexOf(".") + 1);
}

/**
 * Redacts the literal fallback of a secret-named value (see the module comment), then code-placements.ts's
 * annotated fields, header setters and server header directives.
 */
export function redactFallbacks(text: string, mark: Mark, isPlaceholder: IsPlaceholder): string {
  return redactCodePlacements(redactFallbackLiterals(text, mark, isPlaceholder), mark);
}

function redactFallbackLiterals(text: string, mark: Mark, isPlaceholder: IsPlaceholder): string {
  return rewriteLines(text, FALLBACK_STEM_RE, (line) =>
    line.replace(FALLBACK_RE, (m, q: string, value: string, at: number) => {
      const operand = OPERAND_RE.exec(line.slice(Math.max(0, at - 200), at))?.[1];
      if (operand === undefined) return m;
      const name = operandName(operand);
      const strong = isSecretName(name);
      if ((!strong && !isKeyName(name)) || isPlaceholder(value) || /\s/.test(value)) return m;
      const shaped = looksRandomToken(value) || looksLikeCredential(value);
      if (!shaped && !(strong && looksLikePassword(value))) return m;
      return `${m.slice(0, m.length - value.length - 1)}${mark("secret")}${q}`;
    }),
  );
}
