/**
 * PEM private key blocks (RFC 7468) whose every line carries a prefix, as a session shows them:
 * Claude Code's Read tool (`     1→`), `cat -n` (`     1\t`), a CI log's timestamp
 * (`2026-11-26T10:02:11.3508804Z `), a diff's `+`, a mail quote's `> `, a comment's `# `. The
 * prefix of the BEGIN line gives a shape (digit runs → any digits, blank runs → any blanks, other
 * characters as they are); each following line that starts with that shape is stripped of it and
 * read as PEM: base64 or a header (`Proc-Type: …`) continues the block, the END line closes it, any
 * other line ends it (a truncated block). The block becomes `<prefix>[REDACTED:private_key]` on one
 * line. Blocks without a prefix are secret-patterns.ts's. Pure, linear in the text.
 */

const BEGIN_RE = /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[ \t]*\r?$/;
const END_RE = /^-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/;
const BODY_RE = /^(?:[A-Za-z0-9+/=]{4,}|[A-Za-z-]{2,}:.*)\r?$/;
const HEADER_RE = /^[A-Za-z-]{2,}:/;
const FIRST_RE = /^(?:[A-Za-z0-9+/=]{16,}|[A-Za-z-]{2,}:.*)\r?$/;
/** The longest prefix read as one (a timestamp and a log level, a line number and a marker). */
const MAX_PREFIX = 48;

/** A regex that matches a line prefix of the same shape as `prefix`, anchored at the line start. */
function prefixShape(prefix: string): RegExp {
  const parts = prefix.match(/\d+|[ \t]+|[^\d \t]/g) ?? [];
  const body = parts
    .map((p) =>
      /^\d/.test(p) ? "\\d+" : /^[ \t]/.test(p) ? "[ \\t]*" : p.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${body}`);
}

/** The index of the last line of the block that starts at `begin`, or -1 when no body follows. */
function blockEnd(lines: readonly string[], begin: number, shape: RegExp): number {
  let last = -1;
  // (RFC 1421 headers such as Proc-Type: end with a blank line; an OpenPGP armor's headers, maybe
  // none, too: RFC 4880 section 6.2)
  let header = (lines[begin] as string).includes("PGP PRIVATE KEY BLOCK");
  for (let j = begin + 1; j < lines.length; j++) {
    const head = shape.exec(lines[j] as string);
    if (head === null) break;
    const rest = (lines[j] as string).slice(head[0].length).trim();
    if (j === begin + 1 && !FIRST_RE.test(rest) && !(header && rest === "")) return -1;
    if (END_RE.test(rest)) return j;
    if (!(BODY_RE.test(rest) || (header && rest === ""))) break;
    header = HEADER_RE.test(rest);
    last = j;
  }
  return last;
}

/** Redacts every prefixed PEM private key block in `text` (see the module comment). */
export function redactPrefixedPem(text: string, mark: (kind: string) => string): string {
  if (!text.includes("PRIVATE KEY")) return text;
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const at = line.indexOf("-----BEGIN");
    const prefix = line.slice(0, Math.max(0, at));
    const end =
      at > 0 && at <= MAX_PREFIX && prefix.trim() !== "" && BEGIN_RE.test(line)
        ? blockEnd(lines, i, prefixShape(prefix))
        : -1;
    if (end < 0) {
      out.push(line);
      continue;
    }
    out.push(`${prefix}${mark("private_key")}`);
    i = end;
  }
  return out.join("\n");
}
