/**
 * The frontmatter fences and Cairn's `updated` stamp, without a YAML parser (the PreToolUse backup and
 * the stamp need only this): splitting a note at its `---` fences (BOM and CRLF aware), rewriting the
 * `updated` line, the content key that ignores it, and the stamp format. Pure.
 */
const BOM = "\uFEFF";
const FENCE = /^---[ \t]*$/;
const CLOSE = /^(---|\.\.\.)[ \t]*$/;
const UPDATED_LINE = /^updated[ \t]*:/;

export interface Split {
  /** Lines of the YAML between the fences (without line terminators). */
  yamlLines: string[];
  /** Index (in `lines`) of the closing fence. */
  close: number;
  lines: string[];
  eol: string;
  bom: string;
}

export function split(text: string): Split | { error: string } {
  const bom = text.startsWith(BOM) ? BOM : "";
  const body = text.slice(bom.length);
  const eol = /\r\n/.test(body.slice(0, body.indexOf("\n") + 1)) ? "\r\n" : "\n";
  const lines = body.split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? "")) return { error: "no frontmatter: the note must start with a `---` line" };
  const close = lines.findIndex((l, i) => i > 0 && CLOSE.test(l));
  if (close < 0) return { error: "frontmatter is not closed by a `---` line" };
  return { yamlLines: lines.slice(1, close), close, lines, eol, bom };
}

/**
 * Sets `updated: <iso>` in the frontmatter: replaces the existing top-level `updated` line (keeping a
 * trailing `# comment`, dropping indented continuation lines) or inserts one before the closing
 * fence. BOM and line endings are preserved; every other byte is unchanged. Text without a closed
 * frontmatter is returned as is (a broken note is reported, not rewritten).
 */
export function stampUpdated(text: string, iso: string): string {
  const s = split(text);
  if ("error" in s) return text;
  const lines = [...s.lines];
  const at = lines.findIndex((l, i) => i > 0 && i < s.close && UPDATED_LINE.test(l));
  if (at < 0) {
    lines.splice(s.close, 0, `updated: ${iso}`);
  } else {
    const comment = (lines[at] ?? "").match(/\s#.*$/)?.[0] ?? "";
    let end = at + 1;
    while (end < s.close && /^[ \t]+\S/.test(lines[end] ?? "")) end++;
    lines.splice(at, end - at, `updated: ${iso}${comment}`);
  }
  return s.bom + lines.join(s.eol);
}

/**
 * The text without its `updated` line, line endings normalised: two versions of a note that differ
 * only in Cairn's stamp (present or not) or in CRLF vs LF have the same content key.
 */
export function contentKey(text: string): string {
  const s = split(text);
  const plain = text.replace(/^\uFEFF/, "").replace(/\r\n/g, "\n");
  if ("error" in s) return plain;
  return s.lines.filter((l, i) => !(i > 0 && i < s.close && UPDATED_LINE.test(l))).join("\n");
}

/** `2026-07-04T09:12:00Z`: the stamp format (UTC, whole seconds). */
export function stampTime(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`;
}
