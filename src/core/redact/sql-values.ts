/**
 * SQL `INSERT INTO t (c1, …, secret, …) VALUES (v1, …, 'X', …)[, (…)]`: the literal in the position of a
 * secret-named column (secret-names.ts `isSecretName`, or a weak `…_key` name and a credential-shaped
 * value) is redacted, whatever the row's other columns hold. Column and value lists are split on commas
 * outside quotes (SQL-92 `''` escapes a quote inside a literal). Linear: one pass over at most 8 KB
 * after each `INSERT`. Pure: no I/O.
 */
import { isKeyName, isSecretName, looksLikeCredential } from "./secret-patterns.js";
import { looksLikePassword, looksRandomToken } from "./token-shape.js";

type Mark = (kind: string) => string;
type IsPlaceholder = (value: string) => boolean;

/** The head of an insert with its column list (group 1): bounded, so the scan stays linear. */
const INSERT_RE =
  /\bINSERT[ \t]+(?:INTO[ \t]+)?[\w."`[\]]{1,128}[ \t]*\(([^()\n;]{1,1024})\)\s{0,40}VALUES\s{0,40}/gi;
/**
 * One value of a VALUES tuple: a quoted string (with `''` inside), or a bare value or call (`now()`); the
 * bare runs are atomic (`(?=(…))\\3`, a lookahead's capture cannot be backtracked into), so a row without
 * its `,` or `)` fails in one pass.
 */
const CELL_RE =
  /\s*(?:N?'((?:[^'\n]|'')*)'|"([^"\n]*)"|(?=([^,()'"\s][^,()'"\n]*|))\3(?:\([^()\n]*\)(?=([^,()'"\n]*))\4)?)\s*(?=[,)])/y;

/** A literal worth redacting under a column named `name`. */
function secretCell(name: string, value: string, isPlaceholder: IsPlaceholder): boolean {
  if (value.length < 6 || isPlaceholder(value) || !/[A-Za-z0-9]/.test(value)) return false;
  const shaped =
    looksLikeCredential(value) ||
    looksLikePassword(value) ||
    looksRandomToken(value, 16) ||
    /^(?:0x)?[0-9a-fA-F]{32,}$/.test(value);
  return isSecretName(name) ? shaped || !/\s/.test(value) : isKeyName(name) && shaped;
}

/** Redacts the literals under secret-named columns of each `INSERT … VALUES` row (see the module comment). */
export function redactSqlValues(text: string, mark: Mark, isPlaceholder: IsPlaceholder): string {
  if (!/VALUES/i.test(text) || !/INSERT/i.test(text)) return text;
  let out = "";
  let copied = 0;
  for (const m of text.matchAll(INSERT_RE)) {
    const columns = (m[1] ?? "").split(",").map((c) => c.trim().replace(/^[`"[]|[`"\]]$/g, ""));
    const secretAt = columns.map((c) => isSecretName(c) || isKeyName(c));
    if (!secretAt.includes(true)) continue;
    const end = Math.min(text.length, m.index + m[0].length + 8192);
    let at = m.index + m[0].length;
    // each row: `(` cells `)`, rows separated by `,`
    while (at < end && text.charAt(at) === "(") {
      at++;
      for (let i = 0; at < end; i++) {
        CELL_RE.lastIndex = at;
        const cell = CELL_RE.exec(text);
        if (cell === null) break;
        const value = cell[1] ?? cell[2];
        if (value !== undefined && secretAt[i] && secretCell(columns[i] ?? "", value, isPlaceholder)) {
          const from = text.indexOf(value, at);
          if (from >= copied) {
            out += text.slice(copied, from) + mark("secret");
            copied = from + value.length;
          }
        }
        at = CELL_RE.lastIndex;
        if (text.charAt(at) !== ",") break;
        at++;
      }
      if (text.charAt(at) !== ")") break;
      at++;
      const next = /^\s*,\s*/.exec(text.slice(at, at + 64));
      if (next === null) break;
      at += next[0].length;
    }
  }
  return out + text.slice(copied);
}
