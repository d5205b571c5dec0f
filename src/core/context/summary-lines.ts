/**
 * Denser last-session lines for the pack: the summary's list lines written with fewer units and
 * nothing the reader needs lost. A long command keeps its program and first arguments (its leading
 * `&&`/`||`/`;`/`|` segments within {@link COMMAND_CHARS}) and its outcome note; a long error keeps
 * its first whole thought within {@link ERROR_CHARS}. The items a list line's cut leaves out
 * (session-more.ts `shortList`) are what `listRest` gives back for the room left. Decided by the
 * summary's own line shapes (core/capture/summary.ts `renderSummary`, outcome-line.ts), never by a
 * project's words. Pure.
 */
import { clipThought } from "./whole-thought.js";

/** Most units of one command of a `Commands:` item, its outcome mark and note aside. */
export const COMMAND_CHARS = 100;
/** Most units of one error of an `Errors:` / `Earlier errors …:` line. */
export const ERROR_CHARS = 160;

/** A command item: outcome mark, the command, an outcome note in parentheses at the end (optional). */
const COMMAND_ITEM = /^(\S+ )(.*?)((?: \([^()]*\))?)$/s;
/** Where a shell command line splits into commands: `&&`, `||`, `;`, `|` between spaces. */
const SEGMENT = /(?<=\s)(?:&&|\|\||;|\|)(?=\s)/g;

/** Most path-like arguments a cut command keeps from the part it cuts. */
const CUT_PATHS = 3;
/** A path-like argument: a path with a `/` between name characters, or a file name with an extension. */
const PATH_LIKE = /^(?:[\w.@~-]*\w\/[\w./@~-]*|[\w-]+\.[A-Za-z][A-Za-z0-9]{0,4})$/;

/**
 * The distinct path-like arguments of `tail` that neither `head` nor a longer one of them holds, at
 * most CUT_PATHS, in order.
 */
function cutPaths(head: string, tail: string): string[] {
  const all = tail.split(/[\s"'`()$=<>,;|&]+/).filter((t) => PATH_LIKE.test(t) && !head.includes(t));
  const distinct = [...new Set(all)];
  return distinct.filter((t) => !distinct.some((o) => o !== t && o.includes(t))).slice(0, CUT_PATHS);
}

/**
 * `command` cut to its leading segments within COMMAND_CHARS (the first cut at a space); the cut part
 * stands as "…" with the paths it names between elisions, so the command's targets stay on the line.
 */
export function shortCommand(command: string): string {
  if (command.length <= COMMAND_CHARS) return command;
  let end = 0;
  for (const m of command.matchAll(SEGMENT)) {
    const at = m.index ?? 0;
    if (at + m[0].length > COMMAND_CHARS) break;
    end = at + m[0].length;
  }
  if (end === 0) {
    const space = command.lastIndexOf(" ", COMMAND_CHARS);
    end = space > 0 ? space : COMMAND_CHARS;
  }
  const head = command.slice(0, end).trimEnd();
  const paths = cutPaths(head, command.slice(end));
  return [head, ...paths.flatMap((p) => ["…", p]), "…"].join(" ");
}

/** One `Commands:` item with its command shortened (mark and note kept). */
export function shortCommandItem(item: string): string {
  const m = COMMAND_ITEM.exec(item);
  if (!m) return item;
  return `${m[1]}${shortCommand(m[2] ?? "")}${m[3] ?? ""}`;
}

/** The error lines of a summary and how their items are separated. */
const ERROR_LINE = /^((?:Errors|Earlier errors \([^)]*\)|Blockers): )(.*)$/s;

/**
 * A summary line with its long parts shortened: each command of a `Commands:` line (shortCommandItem),
 * each error of an error line (ERROR_CHARS, at a whole thought); other lines as they are.
 */
export function denseLine(line: string): string {
  if (line.startsWith("Commands: "))
    return `Commands: ${line.slice(10).split("; ").map(shortCommandItem).join("; ")}`;
  const err = ERROR_LINE.exec(line);
  if (!err) return line;
  const sep = err[1]?.startsWith("Blockers") ? "; " : " | ";
  const items = (err[2] ?? "").split(sep).map((e) => clipThought(e, ERROR_CHARS));
  return `${err[1]}${items.join(sep)}`;
}

/**
 * The items of the summary's `Commands:` line that `shown` (the line as the pack shows it, ending in
 * "(+N more)") left out, each shortened (shortCommandItem); none when nothing was left out.
 */
export function listRest(full: string, shown: string): string[] {
  const more = /\(\+(\d+) more\)$/.exec(shown);
  if (!full.startsWith("Commands: ") || !more) return [];
  const items = full.slice(10).split("; ").map(shortCommandItem);
  return items.slice(items.length - Number(more[1]));
}

/** Head of the line that lists the commands a `Commands:` line's cut left out. */
export const MORE_COMMANDS = "More commands: ";

/** The command of a `Commands:` item, without its outcome mark and note. */
export function itemCommand(item: string): string {
  return COMMAND_ITEM.exec(item)?.[2] ?? item;
}
