/**
 * The rest of a token wrapped across lines: a terminal, `fold`, a log or a table cell cuts a long
 * value at a fixed width, a shell or code string continues it after a `\` or on an indented line. The
 * first line's part is redacted by whatever rule saw its label; the lines that continue it carry no
 * label at all. A continuation is a line right after a line ending in a redaction mark (after it at
 * most a closing quote, `\`, ` + \` or a table bar), holding one run of token characters (base64,
 * base64url, JWT dots; `=` padding only at its end) between optional indentation, a table bar or an
 * opening quote (or after the prefix a log re-prints on each line) and optional closing punctuation
 * (after a closing quote, the rest of the line), and generated-looking: both cases, or a digit and a
 * random shape (token-shape.ts), never a value in a known id format (a commit SHA, a UUID: the line
 * after a printed token may be `git rev-parse` output). Continuations chain; a blank line, a line
 * with words or a `key: value` line ends the chain. The other way round, a string literal that ends a
 * line right before a line whose literal was redacted (`("…"\n "[REDACTED]")`, `"…" +\n "[REDACTED]"`)
 * is the head of the same value when it looks generated. Pure: no I/O; every regex is bounded.
 */
import { idFormat } from "./id-values.js";
import { looksRandomToken } from "./token-shape.js";

type Mark = (kind: string) => string;

/** A line ending in a redaction mark, then at most closing punctuation (`"`, `\`, ` + \`, `│`). */
const MARK_END_RE = /\[REDACTED:[a-z_]{1,40}\]["'`]?[ \t]*(?:\+[ \t]*)?(?:\\|[│┃|])?[ \t]*$/;
/**
 * A continuation line. Groups: (1) indentation, a table bar, an opening quote; (2) the token part;
 * (3) what closes it (a quote, `\`, `,`, `)`, `;`, a table bar, and after a closing quote the rest of
 * the command line).
 */
const CONTINUATION_RE =
  /^([ \t]{0,40}(?:[│┃|][ \t]{0,40}(?:[│┃|][ \t]{0,40})?)?["'`]?)([A-Za-z0-9+/_.~-]{4,4096}(?:=[A-Za-z0-9]{1,16})?={0,2})((?:["'`][^\n]{0,4096})?[ \t]*[\\,;)]?[ \t]*(?:[│┃|][ \t]*)?)$/;

/** The length of the prefix two lines share (a log line's timestamp and logger, re-printed on each wrapped line). */
function sharedPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length, 200);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** A quoted token part ending a line, then at most ` +`, `\`, `,`. Groups: (1) the part, (2) the rest. */
const QUOTED_TAIL_RE = /["'`]([A-Za-z0-9+/_.~-]{16,4096}={0,2})(["'`][ \t]*(?:\+[ \t]*)?[\\,]?[ \t]*)$/;
/** A line whose first value (after indentation, a `+`, a quote) is a redaction mark. */
const MARK_START_RE = /^[ \t]{0,40}(?:\+[ \t]*)?["'`]?\[REDACTED:/;

/**
 * Whether a continuation's token part looks generated (see the module comment). The last, short part
 * of a chain (`h/DLixvW==` after full-width lines) needs only a digit, an upper-case letter after a
 * lower-case one, or base64's padding.
 */
function generated(part: string, chained: boolean): boolean {
  if (idFormat(part)) return false;
  const mixedCase = /[a-z]/.test(part) && /[A-Z]/.test(part);
  // (an upper-case letter after a lower-case one: `Done` or `OK` after a printed token is a word)
  if (chained && part.length < 16)
    return /\d/.test(part) || /[A-Za-z0-9+/]=$/.test(part) || /[a-z].*[A-Z]/.test(part);
  if (part.length < 16) return mixedCase && /\d/.test(part);
  return (mixedCase && /\d/.test(part)) || looksRandomToken(part, 16);
}

/** Redacts the continuation lines of tokens whose first part a rule already redacted. */
export function redactWrappedTails(text: string, mark: Mark): string {
  if (!text.includes("[REDACTED:") || !text.includes("\n")) return text;
  const lines = text.split("\n");
  let changed = false;
  let chained = false;
  for (let i = 1; i < lines.length; i++) {
    const prev = lines[i - 1] ?? "";
    const line = lines[i] ?? "";
    // a log re-prints its prefix on each wrapped line: the continuation follows the shared prefix
    const shared = MARK_END_RE.test(prev) ? sharedPrefix(prev, line) : 0;
    const head = shared >= 16 ? line.slice(0, shared) : "";
    const m = MARK_END_RE.test(prev) ? CONTINUATION_RE.exec(line.slice(head.length)) : null;
    if (m === null || !generated(m[2] ?? "", chained)) {
      chained = false;
      continue;
    }
    lines[i] = `${head}${m[1]}${mark("secret")}${m[3]}`;
    changed = chained = true;
  }
  for (let i = lines.length - 1; i > 0; i--) {
    if (!MARK_START_RE.test(lines[i] ?? "")) continue;
    const line = lines[i - 1] ?? "";
    const m = QUOTED_TAIL_RE.exec(line);
    if (m === null || !generated(m[1] ?? "", false)) continue;
    lines[i - 1] = `${line.slice(0, m.index + 1)}${mark("secret")}${m[2]}`;
    changed = true;
  }
  return changed ? lines.join("\n") : text;
}
