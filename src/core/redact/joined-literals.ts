/**
 * A token split into parts that code or a terminal puts back together, so that no rule sees it
 * whole: string literals joined by `+` (Java, C#, JS, Kotlin), by blanks across a line break or a
 * `\` continuation (Python's and C's implicit concatenation of adjacent literals, Ruby's `\`), or by
 * commas in a join or format call (`[…].join("")`, `"".join([…])`, Go's `strings.Join`,
 * `String.format("%s%s", …)`), and a token a terminal wrapped onto the next line with nothing else on
 * either line. The parts are joined and judged with every rule (`redactText`): after the name they
 * are assigned to when there is one (`API_SECRET = "…"`), else alone, where only a token format
 * (a vendor prefix, not a generic secret) counts; when the joined value is a secret, every part is
 * redacted. Linear: one pass over the quoted parts, and each run is judged once on a short probe.
 * Pure: no I/O.
 */

import { redactColoredText } from "./ansi-colors.js";
import { redactCharCodes } from "./char-codes.js";
import { idFormat } from "./id-values.js";
import { redactPrefixJoins } from "./prefix-joins.js";

type Mark = (kind: string) => string;

/** A quoted part of a token: token characters only, so a `"%s%s"` or a sentence ends a run. Groups: (1) quote, (2) part. */
const PART_RE = /(["'`])([A-Za-z0-9+/_.=~$:-]{2,512})\1/g;
/** What may stand between two parts: `+`, a comma, a `\` continuation, blanks and line breaks. */
const GAP_RE = /^\s{0,40}(?:[+,]|\\(?=\s))?\s{0,40}\+?[ \t]{0,8}$/;
/** A call that joins or formats its arguments, near a comma-separated run. */
const JOIN_WORD_RE = /join|Join|format|concat|Concat|Sprintf|sprintf/;
/** The name a run is assigned to: the last `name =`, `name :=`, `name:` before it. Group 1: the name. */
const NAME_BEFORE_RE =
  /([A-Za-z_$][\w$]*)["'\]]?[ \t]*(?::=|=(?![=>])|:)[^=;\n]{0,80}(?:\n[^=;\n]{0,80}){0,2}$/;
/** After a quoted key of a mapping (`"secret_key" = …`, `"name": …`): the literal is a key, not a part. */
const KEY_AFTER_RE = /^[ \t]*(?:=(?![=>])|:(?!:))/;
/** The generic kinds (a value judged by its name or shape alone): an unnamed run needs a token format's kind. */
const GENERIC_KIND_RE = /^\[REDACTED:(?:secret|password|encoded_secret|private_key|credential)\]$/;
/** A whole line that is one run of token characters (a terminal-wrapped token's first or next part). */
const BARE_LINE_RE = /^[A-Za-z0-9+/_.=~$-]{8,512}$/;

/** At most this many wrapped-line pairs judged in one text (a base64 dump has a bare line after every bare line). */
const MAX_PROBES = 16;

interface Part {
  start: number;
  end: number;
  value: string;
}

/** Whether the joined parts are a secret: after `name` when there is one, else a token format alone. */
function secretJoin(joined: string, name: string | null, redactText: (text: string) => string): boolean {
  if (joined.length < 16) return false;
  if (name !== null) {
    const probe = `${name} = "${joined}"`;
    const out = redactText(probe);
    if (!out.includes(joined) && out.includes("[REDACTED:")) return true;
  }
  const alone = redactText(joined);
  return /^\[REDACTED:[a-z_]+\]$/.test(alone) && !GENERIC_KIND_RE.test(alone);
}

/** Redacts every part of each run of literals whose joined value is a secret. */
function redactRuns(text: string, mark: Mark, redactText: (text: string) => string): string {
  const runs: Part[][] = [];
  let run: Part[] = [];
  let commas = false;
  const close = () => {
    if (run.length >= 2) {
      const first = run[0] as Part;
      const last = run.at(-1) as Part;
      const around =
        text.slice(Math.max(0, first.start - 60), first.start) + text.slice(last.end, last.end + 30);
      if (!commas || JOIN_WORD_RE.test(around)) runs.push(run);
    }
    run = [];
    commas = false;
  };
  for (const m of text.matchAll(PART_RE)) {
    const part = { start: m.index, end: m.index + m[0].length, value: m[2] ?? "" };
    if (KEY_AFTER_RE.test(text.slice(part.end, part.end + 8))) {
      close();
      continue;
    }
    const prev = run.at(-1);
    const gap = prev === undefined ? "" : text.slice(prev.end, part.start);
    // blanks alone join only across a line break (on one line they separate a command's arguments)
    const joins = prev !== undefined && gap.length <= 80 && GAP_RE.test(gap) && /[+,\\\n]/.test(gap);
    if (!joins) close();
    if (joins && gap.includes(",")) commas = true;
    run.push(part);
  }
  close();
  if (runs.length === 0) return text;
  let out = "";
  let copied = 0;
  for (const parts of runs) {
    const first = parts[0] as Part;
    const name = NAME_BEFORE_RE.exec(text.slice(Math.max(0, first.start - 200), first.start))?.[1] ?? null;
    if (!secretJoin(parts.map((p) => p.value).join(""), name, redactText)) continue;
    for (const p of parts) {
      out += `${text.slice(copied, p.start + 1)}${mark("secret")}`;
      copied = p.end - 1;
    }
  }
  return out + text.slice(copied);
}

/** Redacts two whole lines that are one token wrapped by a terminal (each line a bare run, the pair a token format). */
function redactWrappedLines(text: string, mark: Mark, redactText: (text: string) => string): string {
  const lines = text.split("\n");
  let changed = false;
  let probes = 0;
  for (let i = 0; i + 1 < lines.length && probes < MAX_PROBES; i++) {
    const head = (lines[i] ?? "").trim();
    const tail = (lines[i + 1] ?? "").trim();
    if (head.length < 16 || !BARE_LINE_RE.test(head) || !BARE_LINE_RE.test(tail)) continue;
    probes++;
    // (the head alone may already match a token format that takes a variable length)
    if (idFormat(tail) || !secretJoin(head + tail, null, redactText)) continue;
    lines[i] = (lines[i] ?? "").replace(head, mark("secret"));
    lines[i + 1] = (lines[i + 1] ?? "").replace(tail, mark("secret"));
    changed = true;
    i++;
  }
  return changed ? lines.join("\n") : text;
}

/** A line inside a drawn box (`│ … │`, a TUI's panel): group 1 the text before its last word, group 2 that word. */
const BOXED_HEAD_RE = /^[ \t]*[│┃║|][ \t]?([^\n│┃║]{0,120}?[ \t])?([A-Za-z0-9+/_.=~$-]{6,256})[│┃║]$/;
/** A box line holding one run of token characters and blanks: the wrapped rest of a token. */
const BOXED_TAIL_RE = /^[ \t]*[│┃║|][ \t]?([A-Za-z0-9+/_.=~$-]{4,256})[ \t]*[│┃║|][ \t]*$/;

/** A table row `│ LABEL │ value │` whose last cell holds one token filling it (a TUI table wraps a long cell). */
const ROW_HEAD_RE =
  /^[ \t]*[│┃║|][ \t]*([A-Za-z][\w.-]{1,60}[ \t]*)[│┃║|][ \t]?([A-Za-z0-9+/_.=~$-]{6,256}) ?[│┃║|][ \t]*$/;
/** The next row: empty cells, then the last cell's wrapped rest. */
const ROW_TAIL_RE = /^[ \t]*[│┃║|][ \t]*[│┃║|][ \t]?([A-Za-z0-9+/_.=~$-]{4,256})[ \t]*[│┃║|][ \t]*$/;

/**
 * Redacts a token a box-drawing panel wrapped: a line whose last word touches the right border,
 * then a line that holds only the rest; or a table row's last cell, then a row whose other cells are empty. Judged joined, after the label before it (`Stripe key:`).
 */
function redactBoxedLines(text: string, mark: Mark, redactText: (text: string) => string): string {
  const lines = text.split("\n");
  let changed = false;
  for (let i = 0, probes = 0; i + 1 < lines.length && probes < MAX_PROBES; i++) {
    const row = ROW_HEAD_RE.exec(lines[i] ?? "");
    const head = row ?? BOXED_HEAD_RE.exec(lines[i] ?? "");
    const tail = head === null ? null : (row === null ? BOXED_TAIL_RE : ROW_TAIL_RE).exec(lines[i + 1] ?? "");
    if (head === null || tail === null) continue;
    probes++;
    const [word, rest] = [head[2] ?? "", tail[1] ?? ""];
    const label = (head[1] ?? "").trim().replace(/:$/, "").replace(/\W+/g, "_");
    if (
      idFormat(rest) ||
      !secretJoin(word + rest, /^[A-Za-z]\w{2,60}$/.test(label) ? label : null, redactText)
    )
      continue;
    lines[i] = (lines[i] ?? "").replace(word, mark("secret"));
    lines[i + 1] = (lines[i + 1] ?? "").replace(rest, mark("secret"));
    changed = true;
    i++;
  }
  return changed ? lines.join("\n") : text;
}

/** What a text needs for the run rule: two quoted parts with a gap that may join them. */
const GATE_RE = /["'`][A-Za-z0-9+/_.=~$:-]{2,512}["'`]\s{0,40}(?:[+,]|\\\s)?\s{0,40}\+?[ \t]*["'`]/;

/** BARE_LINE_RE's characters, by char code (a table: the wrapped-line gate reads 24 characters a line break). */
const TOKEN_CHAR = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_.=~$-")
  TOKEN_CHAR[c.charCodeAt(0)] = 1;

function tokenRun(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (TOKEN_CHAR[text.charCodeAt(i)] !== 1) return false;
  return true;
}

/**
 * What a text needs for the wrapped-line rule, exactly `/[T]{16}\r?\n[T]{8}/` (T: BARE_LINE_RE's
 * characters) read at each line break instead of at every position: a regex scan cost ~80 µs per KB
 * of code, most of this module's time.
 */
function wrappedBreak(text: string): boolean {
  for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", nl + 1)) {
    const end = text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
    if (end >= 16 && nl + 9 <= text.length && tokenRun(text, nl + 1, nl + 9) && tokenRun(text, end - 16, end))
      return true;
  }
  return false;
}

/** `text` with the parts of split secrets redacted (see the module comment). */
export function redactJoinedLiterals(text: string, mark: Mark, redactText: (text: string) => string): string {
  // a secret a terminal's colours split from its name (ansi-colors.ts)
  const plain = redactColoredText(text, redactText);
  if (plain !== null) return plain;
  // a secret as character codes or as base64 decoded on the command line (char-codes.ts)
  text = redactCharCodes(text, mark, redactText);
  // a vendor prefix in a literal of its own, joined to the rest later (prefix-joins.ts)
  text = redactPrefixJoins(text, mark, redactText);
  const boxed = text.includes("│") || text.includes("┃") || text.includes("║");
  if (boxed) text = redactBoxedLines(text, mark, redactText);
  if (!GATE_RE.test(text) && !wrappedBreak(text)) return text;
  const runs = redactRuns(text, mark, redactText);
  // a key or certificate block left whole (no END line) has bare base64 lines: not a wrapped token
  return text.includes("-----BEGIN") ? runs : redactWrappedLines(runs, mark, redactText);
}
