/**
 * Secrets inside a JSON string that holds code or JSON text: a transcript's tool result whose
 * content is JSON (`"content":"{\"password\":\"…\"}"`, nested again for a command's stdout), a
 * Jupyter notebook cell (nbformat: `"source": ["os.environ[\"KEY\"] = \"…\"\n"]`), a JWK or a chat
 * message stored as an escaped string. The rules read names and quotes, which the escaping hides:
 * each double-quoted literal holding an escaped quote (`\"`) is decoded as a JSON string (RFC 8259
 * section 7), redacted with every rule (`redactText`, which reaches nested literals the same way;
 * JSON text value by value, `redactValue`) and, when that changed it, encoded back in its place. So
 * is a JSON member whose value is a sentence (`{"content":"the login is admin / …"}`): prose rules
 * skip lines that look like code. A literal that is no valid JSON string (code's own escapes) is
 * left alone. Linear: one pass of an unrolled-loop literal pattern over the text, and each literal
 * is redacted once per level of nesting. Pure: no I/O.
 */

/** A double-quoted literal on one line, body in group 1 (`"…"`, escapes `\x` allowed; the unrolled loop of Friedl's *Mastering Regular Expressions*). */
const LITERAL_RE = /"([^"\\\n]*(?:\\.[^"\\\n]*)*)"/g;

/** A JSON member whose value is a sentence (`"content": "the login is …"`): prose rules skip lines that look like code. */
const MEMBER_PROSE_RE = /"[ \t]*:[ \t]*"[^"\\\n]{0,200}? [^"\\\n]{0,200}? /;
/** An escaped quote next to a name's or value's punctuation (`\"k\":`, `= \"v\"`, `[\"k\"]`): code or JSON inside the literal. */
const ESCAPED_PAIR_RE = /[:=([,][ \t]*\\"|\\"[ \t]*[:=\]]/;
/** What a sentence needs for the prose rules to find a secret in it: a credential word, or letters outside ASCII (other languages' words). */
const SECRET_WORD_RE = /pass|pw|token|secret|key|cred|log ?in|auth|[^\t\n\r -~]/i;
/** A literal's body that reads as words: four words in a row. */
const PROSE_BODY_RE = /\w \S+ \S+ \w/;

/**
 * A decoded literal redacted: JSON text value by value (`redactValue`, the way stored-text.ts judges
 * a JSON document: a member's name decides, not the text around it), anything else as text.
 */
function redactDecoded(
  decoded: string,
  redactText: (text: string) => string,
  redactValue: (value: unknown) => unknown,
): string {
  const plain = redactText(decoded);
  const head = decoded.trimStart().charAt(0);
  if (plain === decoded || (head !== "{" && head !== "[")) return plain;
  try {
    const parsed: unknown = JSON.parse(decoded);
    const redacted = JSON.stringify(redactValue(parsed));
    return redacted === JSON.stringify(parsed) ? decoded : redacted;
  } catch {
    // (JSON-looking text that does not parse: the plain redaction stands)
    return plain;
  }
}

/**
 * `text` with every secret inside its escaped JSON string literals (and JSON members whose value
 * is a sentence) redacted by `redactText` (see the module comment); `text` itself when it holds neither.
 */
export function redactEscapedStrings(
  text: string,
  redactText: (text: string) => string,
  redactValue: (value: unknown) => unknown,
): string {
  if (!text.includes('\\"') && !MEMBER_PROSE_RE.test(text)) return text;
  return text.replace(LITERAL_RE, (m, body: string) => {
    const code = ESCAPED_PAIR_RE.test(body);
    if (!code && !(body.length >= 24 && PROSE_BODY_RE.test(body) && SECRET_WORD_RE.test(body))) return m;
    let decoded: unknown;
    try {
      decoded = JSON.parse(m);
    } catch {
      // (no JSON string: a code literal with its own escapes, left to the plain rules)
      return m;
    }
    if (typeof decoded !== "string") return m;
    const redacted = redactDecoded(decoded, redactText, redactValue);
    return redacted === decoded ? m : JSON.stringify(redacted);
  });
}
