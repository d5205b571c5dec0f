/**
 * Tab-separated tables a CLI prints (`influx auth create`, `influx auth list`): columns line up at tab
 * stops (every 8 characters, as a terminal shows them), not by counting tabs, since an empty cell
 * leaves no tab of its own. The cells under a credential-named column of such a table, read at the
 * header's column by tab-stop position. Pure: no I/O.
 */

type Mark = (kind: string) => string;

/** A header line with tabs: two or more words (any case), tabs between some of them. */
const TAB_HEADER_RE = /^[ \t]*[A-Za-z][\w -]{0,40}(?:\t+[A-Za-z][\w -]{0,40})+[ \t]*$/;

/** The visual column (tab stops every 8) where each character of `line` starts. */
function columns(line: string): number[] {
  const at: number[] = [];
  let col = 0;
  for (const c of line) {
    at.push(col);
    col = c === "\t" ? col + 8 - (col % 8) : col + 1;
  }
  return at;
}

/**
 * `lines` with the cells of a tab-aligned table under a credential column (`isColumn`) replaced when
 * `secret(cell)`, in place; the rows run to the first blank line (at most 200). True when a cell changed.
 */
export function redactTabTable(
  lines: string[],
  i: number,
  isColumn: (name: string) => boolean,
  secret: (cell: string) => boolean,
  mark: Mark,
): boolean {
  const header = lines[i] ?? "";
  if (!header.includes("\t") || !TAB_HEADER_RE.test(header)) return false;
  const hcols = columns(header);
  const targets: number[] = [];
  for (const m of header.matchAll(/[^\t ]+(?: [^\t ]+)*/g))
    if (isColumn(m[0])) targets.push(hcols[m.index] ?? -1);
  if (targets.length === 0) return false;
  let changed = false;
  for (let j = i + 1; j < lines.length && j <= i + 200 && (lines[j] ?? "").trim() !== ""; j++) {
    const row = lines[j] ?? "";
    if (!row.includes("\t")) continue;
    const rcols = columns(row);
    let out = row;
    for (const target of [...targets].reverse()) {
      const start = rcols.indexOf(target);
      if (start < 0 || (start > 0 && !/\s/.test(row.charAt(start - 1)))) continue;
      const cell = /^\S+/.exec(row.slice(start))?.[0] ?? "";
      if (secret(cell)) out = out.slice(0, start) + mark("secret") + out.slice(start + cell.length);
    }
    if (out !== row) [lines[j], changed] = [out, true];
  }
  return changed;
}
