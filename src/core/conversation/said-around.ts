/**
 * What Claude said, judged by what happened around it in the session's exchanges
 * (core/conversation/said-exchanges.ts) — by the order and outcomes of the session's tool calls and the
 * names its outputs quote, never by the words said, so it holds for any language and any stack. Pure.
 *
 * - **A report the next exchange undid** (reportUndone): a message said after its exchange's last tool
 *   call (the exchange's report), when an operation the exchange ran without failing (`git commit`, a
 *   deploy, an edit) fails in the next exchange that changes anything, before any run of it there passed.
 *   What the report said of that operation ("published", "committed") did not hold.
 * - **A described state the next exchange changed** (describedThenChanged): a message of an exchange that
 *   only looked (reads, looking commands: an analysis, a status report), when the next exchange changed,
 *   with success, something the looks named — the same remote host or a file of the same base name.
 *   What it described (open issues, a configuration) no longer holds as said.
 * - **A statement past an unaccounted warning** (withoutUnaccountedWarnings): a line said after a
 *   command of its exchange or the one before printed a warning or failed, naming what the warning quotes
 *   (`unknown option 'log'` → "Logging") and what that command acted on (`firewall`), in a message that
 *   repeats none of the warning's own words: the line ignores output that contradicts it.
 */
import { quotedNames } from "../capture/warned-note.js";
import { type Act, type Exchange, exchangeAt } from "./said-exchanges.js";

/** Opens each excerpt of a message describedThenChanged holds for. */
export const CHANGED_MARK = "Claude had written this before the next exchange changed what it describes:\n\n";

/** True when a message said at `ts` is its exchange's report and the next acting exchange undid it (see the module comment). */
export function reportUndone(ts: string, exchanges: readonly Exchange[]): boolean {
  const i = exchangeAt(exchanges, ts);
  const acts = (exchanges[i] as Exchange).acts;
  if (acts.length === 0 || (acts.at(-1) as Act).ts > ts) return false;
  const ran = new Set(acts.filter((a) => a.ok !== false).flatMap((a) => a.ops));
  if (ran.size === 0) return false;
  const next = exchanges.slice(i + 1).find((x) => x.acts.some((a) => a.changes));
  if (next === undefined) return false;
  const seen = new Set<string>();
  for (const a of next.acts) {
    if (a.ok === null) continue;
    for (const op of a.ops) {
      if (!ran.has(op) || seen.has(op)) continue;
      if (a.ok === false) return true;
      seen.add(op);
    }
  }
  return false;
}

/** True when a message said at `ts` describes a state its look-only exchange saw and the next exchange changed. */
export function describedThenChanged(ts: string, exchanges: readonly Exchange[]): boolean {
  const i = exchangeAt(exchanges, ts);
  const acts = (exchanges[i] as Exchange).acts.filter((a) => a.ts <= ts);
  if (acts.length === 0 || acts.some((a) => a.surely && a.ok === true)) return false;
  const looked = new Set(acts.flatMap((a) => a.targets));
  const ran = new Set(acts.flatMap((a) => a.ops));
  const next = exchanges[i + 1];
  if (looked.size === 0 || next === undefined) return false;
  return next.acts.some(
    (a) => a.ok === true && a.ops.some((op) => !ran.has(op)) && a.targets.some((t) => looked.has(t)),
  );
}

/** A word a line may start a word with, and the pattern of such a line (see hasWord), compiled on first use. */
interface Word {
  word: string;
  re?: RegExp;
}

/** A warning of an exchange, with the names it quotes, the subject words of its command, and its own words. */
interface Warning {
  names: Word[];
  subject: Word[];
  own: Set<string>;
}

/** The pattern of a line with a word that starts with `w` (letters, digits, `_`, `.`, `-`). */
const startsWord = (w: string) => new RegExp(`(?:^|[^\\p{L}\\p{N}_])${w.replace(/[.]/g, "\\.")}`, "u");

/**
 * True when `lower` has a word starting with `w`. The pattern needs the word itself, so a substring
 * test comes first, and the pattern is compiled only for a text that has the word.
 */
function hasWord(lower: string, w: Word): boolean {
  if (!lower.includes(w.word)) return false;
  w.re ??= startsWord(w.word);
  return w.re.test(lower);
}

const WORDS = /[\p{L}][\p{L}\p{N}_]{3,}/gu;

/** An act's warnings as read by warningsBefore, by act: each message of a session asks for the same acts. */
const parsed = new WeakMap<Act, Warning[]>();

function warningsBefore(ts: string, exchanges: readonly Exchange[]): Warning[] {
  const i = exchangeAt(exchanges, ts);
  const out: Warning[] = [];
  for (const x of exchanges.slice(Math.max(0, i - 1), i + 1))
    for (const a of x.acts) {
      if (a.ts > ts) continue;
      let ws = parsed.get(a);
      if (ws === undefined) {
        ws = actWarnings(a);
        parsed.set(a, ws);
      }
      out.push(...ws);
    }
  return out;
}

/** The warnings of act `a` that quote a name, with the subject of its command and two words of their own. */
function actWarnings(a: Act): Warning[] {
  const out: Warning[] = [];
  for (const line of a.warnings) {
    const names = quotedNames(line)
      .map((n) => n.toLowerCase())
      .filter((n) => /^[\p{L}][\p{L}\p{N}_.-]{2,}$/u.test(n));
    if (names.length === 0) continue;
    const cmd = new Set((a.command.toLowerCase().match(WORDS) ?? []).filter((w) => !names.includes(w)));
    const own = new Set(
      (line.toLowerCase().match(WORDS) ?? []).filter((w) => !cmd.has(w) && !names.includes(w)),
    );
    const subject = [...cmd].filter((w) => w.length >= 5 && /^\p{L}+$/u.test(w));
    if (own.size >= 2 && subject.length > 0)
      out.push({ names: names.map((word) => ({ word })), subject: subject.map((word) => ({ word })), own });
  }
  return out;
}

/**
 * `text`, said at `ts`, without its lines (outside fenced code) that name what an earlier warning quotes
 * and what its command acted on, when the message repeats fewer than two of that warning's own words;
 * with such a line, the more indented lines that follow it (its sub-items).
 */
export function withoutUnaccountedWarnings(text: string, ts: string, exchanges: readonly Exchange[]): string {
  const lowerText = text.toLowerCase();
  const said = new Set(lowerText.match(WORDS) ?? []);
  // a warning none of whose names (or none of whose subject words) the message has matches no line of it
  const open = warningsBefore(ts, exchanges).filter(
    (w) =>
      [...w.own].filter((x) => said.has(x)).length < 2 &&
      w.names.some((n) => hasWord(lowerText, n)) &&
      w.subject.some((n) => hasWord(lowerText, n)),
  );
  if (open.length === 0) return text;
  let fenced = false;
  let under = -1; // the indent of a line left out: the more indented lines after it are its sub-items
  return text
    .split("\n")
    .filter((line) => {
      if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return true;
      const indent = /^\s*/.exec(line)?.[0].length ?? 0;
      if (under >= 0 && line.trim() !== "" && indent > under) return false;
      under = -1;
      const lower = line.toLowerCase();
      const ignored = open.some(
        (w) => w.names.some((n) => hasWord(lower, n)) && w.subject.some((s) => hasWord(lower, s)),
      );
      if (ignored) under = indent;
      return !ignored;
    })
    .join("\n");
}
