/**
 * Line-local rules run only on the lines that hold one of their stems: a rule whose match never
 * spans a line break gives the same result on those lines as on the whole text, and most lines of
 * a long text (code, logs) hold none of a rule's stems. Pure: no I/O.
 */

/** The [start, end) bounds of each line of `text` that `stem` (a global regular expression) matches, in order, each once. */
export function* linesMatching(text: string, stem: RegExp): Generator<[number, number]> {
  stem.lastIndex = 0;
  for (let m = stem.exec(text); m !== null; m = stem.exec(text)) {
    const from = text.lastIndexOf("\n", m.index) + 1;
    const newline = text.indexOf("\n", m.index);
    const to = newline < 0 ? text.length : newline;
    yield [from, to];
    stem.lastIndex = to;
  }
  stem.lastIndex = 0;
}

/** `text` with `rewrite` applied to each line that `stem` (global) matches; other lines as they are. */
export function rewriteLines(text: string, stem: RegExp, rewrite: (line: string) => string): string {
  let out = "";
  let copied = 0;
  for (const [from, to] of linesMatching(text, stem)) {
    const line = text.slice(from, to);
    const next = rewrite(line);
    if (next === line) continue;
    out += text.slice(copied, from) + next;
    copied = to;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
