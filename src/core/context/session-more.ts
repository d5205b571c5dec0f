/**
 * More of the last session for a pack with room left: the parts of its summary memory's body that the
 * summary lines only start — the whole closing message (Claude's words, already without the claims the
 * session's evidence did not support: core/capture/summary-claims `summaryBody`) and every request the
 * user typed — as short lines, in order, each a whole thought (whole-thought.ts). Pure.
 */
import { isClaim } from "../capture/claim-evidence.js";
import { renderFiles } from "../capture/session-files.js";
import { itemCommand, MORE_COMMANDS } from "./summary-lines.js";
import { clipThought } from "./whole-thought.js";

/**
 * The body part headings `summaryBody` writes (core/capture/summary-claims.ts). A closing message
 * quoted "after it, <command> failed" is left out: the summary itself does not show it as the state.
 */
const CLOSING_HEAD = /^Closing message \(Claude's words\):$/;
const REQUESTS_HEAD = /^The user's requests \(oldest first\):$/;

/** Most units of one shown line of the closing message or of a request. */
export const MORE_LINE_CHARS = 180;

/** Lower-case letters and digits only, for "already shown" checks. */
export const plainText = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** A Markdown line as plain text: no heading marks, bold/italic marks, table pipes or quote marks. */
export function plainLine(line: string): string {
  return line
    .replace(/^\s*#{1,6}\s+/, "")
    .replace(/^\s*>\s?/, "")
    .replace(/\*\*|__/g, "")
    .replace(/^\s*\|\s*|\s*\|\s*$/g, "")
    .replace(/\s*\|\s*/g, " · ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The lines of one body part (after `head`, up to the next blank-line-separated part heading). */
function part(body: string, head: RegExp, last: boolean): string[] {
  const lines = body.split("\n");
  const at = lines.findIndex((l) => head.test(l));
  if (at < 0) return [];
  const rest = lines.slice(at + 1);
  if (last) return rest;
  const end = rest.findIndex(
    (l, i) => l.trim() === "" && i + 1 < rest.length && /:$/.test(rest[i + 1] ?? ""),
  );
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * The closing message's lines worth showing: code blocks, table rules, horizontal rules, lines with
 * no letter or digit and every line that claims an outcome (core/capture/claim-evidence `isClaim`: the
 * pack states what happened from evidence, never from the assistant's own account) are left out; a list item keeps its `- ` (indented), any other line is indented
 * as a continuation. Each is cut to {@link MORE_LINE_CHARS} at a whole thought.
 */
export function closingLines(body: string): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const raw of part(body, CLOSING_HEAD, true)) {
    if (/^\s*(```|~~~)/.test(raw)) {
      fenced = !fenced;
      continue;
    }
    if (fenced || /^\s*([-*_]\s*){3,}$/.test(raw) || /^\s*\|?[\s:|-]+\|[\s:|-]*$/.test(raw)) continue;
    const item = /^\s*(?:[-*+]|\d+[.)])\s+/.test(raw);
    const text = plainLine(raw.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ""));
    if (!/[\p{L}\p{N}]/u.test(text) || isClaim(raw)) continue;
    out.push(`${item ? "  - " : "  "}${clipThought(text, MORE_LINE_CHARS)}`);
  }
  return out;
}

/** The user's requests as listed in the body, each an indented list item. */
export function requestLines(body: string): string[] {
  return part(body, REQUESTS_HEAD, false)
    .filter((l) => l.startsWith("- "))
    .map((l) => `  - ${clipThought(l.slice(2).replace(/\s+/g, " ").trim(), MORE_LINE_CHARS)}`);
}

/**
 * What the pack may add under the last session when it has room: a heading line and the closing
 * message's lines, then a heading line and the user's requests, then the files it changed that the
 * pack does not name yet (`files`: the session record's, which its `Changed:` line cuts to "(+N
 * more)") and `rest`, the summary's list items its shown lines cut (summary-lines.ts `listRest`); lines whose words the pack already shows (`shown`, the pack's text so far) are left out,
 * and a heading without lines after it too.
 */
export function sessionMore(
  body: string,
  shown: string,
  files: readonly string[] = [],
  rest: readonly string[] = [],
): string[] {
  const seen = plainText(shown);
  const fresh = (lines: string[]) =>
    lines.filter((l) => {
      const key = plainText(l);
      return key.length > 0 && !(key.length >= 12 && seen.includes(key));
    });
  const closing = fresh(closingLines(body));
  const requests = fresh(requestLines(body));
  return [
    ...(closing.length > 0 ? ["More of Claude's closing message (its words):", ...closing] : []),
    ...(requests.length > 0 ? ["The user's requests (oldest first):", ...requests] : []),
    ...moreCommands(rest, seen),
    ...otherFiles(files, shown),
  ];
}

/**
 * The command items of `rest` whose command the pack does not show yet (`seen`: its text made plain), as
 * one `More commands:` line (none when every one is shown, e.g. as a verified command).
 */
function moreCommands(rest: readonly string[], seen: string): string[] {
  const fresh = rest.filter((item) => {
    const key = plainText(itemCommand(item));
    return key.length > 0 && !seen.includes(key);
  });
  return fresh.length > 0 ? [`${MORE_COMMANDS}${fresh.join("; ")}`] : [];
}

/** The files of `files` whose name `shown` does not hold, as one `Also changed:` line (none when all are named). */
function otherFiles(files: readonly string[], shown: string): string[] {
  const rest = files.filter((f) => !shown.includes(f.replaceAll("\\", "/").split("/").at(-1) ?? f));
  return rest.length > 0 ? [`Also changed: ${renderFiles(rest)}`] : [];
}

/**
 * Summary lines that list status details item by item (what was left uncommitted, the commands run and
 * their results): past {@link LIST_LINE_CHARS} units they keep their first whole items and say how many
 * more there are, so a long list never takes the room of a thought.
 */
const LIST_LINES: readonly { prefix: string; sep: string }[] = [
  { prefix: "Uncommitted at the end: ", sep: ", " },
  { prefix: "Commands: ", sep: "; " },
];
export const LIST_LINE_CHARS = 280;

/** `line` with its list cut to whole items within {@link LIST_LINE_CHARS}, "(+N more)" after them. */
export function shortList(line: string): string {
  const kind = LIST_LINES.find((k) => line.startsWith(k.prefix));
  if (!kind || line.length <= LIST_LINE_CHARS) return line;
  const items = line.slice(kind.prefix.length).split(kind.sep);
  let out = kind.prefix + (items[0] ?? "");
  let shown = 1;
  while (
    shown < items.length &&
    out.length + kind.sep.length + (items[shown] ?? "").length <= LIST_LINE_CHARS
  )
    out += kind.sep + items[shown++];
  return shown < items.length ? `${out} (+${items.length - shown} more)` : out;
}
