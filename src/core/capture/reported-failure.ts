/**
 * A user turn that reports the opposite of what Claude just said: the next request the user typed
 * after an assistant message carries program output with an error in it (the user pasted what failed on
 * their side: a blocked commit, a stack trace). Claude's message before it was not the outcome, so what it
 * claimed is not repeated as the session's state (core/capture/summary, core/capture/capture-work-summary).
 * Structure only: who wrote it (a typed request, not a machine prompt: core/capture/session-turns
 * `isTypedRequest`), that it holds pasted lines below the user's own, and that one of those lines is an
 * error line (core/capture/error-line). Pure.
 */
import { clip } from "../common/text.js";
import { firstErrorLine, hasErrorWord, stripAnsi } from "./error-line.js";
import type { ActivityEvent } from "./events.js";
import { failureSentences } from "./failure-sentences.js";
import { isTypedRequest } from "./session-turns.js";
import { CLOSING_MESSAGE, LAST_MESSAGE_LINE, REPORTED_LINE } from "./summary-claims.js";

export { REPORTED_LINE };

/** Fewest non-blank lines of a prompt that holds pasted output (the user's own line and two of output). */
const MIN_PASTED_LINES = 3;

/** A line of source code: it opens or closes a block, ends a statement or goes on to the next line ("{", "};", ","). */
const CODE_LINE = /[{}[(;,]\s*$/;

/** A line the user typed as a list item or heading: "- x", "1. x", "## x". */
const LIST_ITEM = /^(?:[-*•]|\d{1,2}[.)]|#{1,6})\s/;

/**
 * The error line of program output pasted into a prompt (≤ 500 chars, ANSI removed), or null when the
 * prompt has fewer than three non-blank lines, is written as a list (two or more list items or headings:
 * a typed request), or none past its first says something went wrong (lines of source code — ending in an
 * opening bracket, `;` or `,` — are pasted content, not output, and are not read). The first line is the user's own
 * words and is not read.
 */
export function pastedErrorLine(prompt: string): string | null {
  const lines = stripAnsi(prompt)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  if (lines.length < MIN_PASTED_LINES) return null;
  const pasted = lines.slice(1);
  // a request written as a list (its own numbered or bulleted items) is the user's text, not pasted output
  if (pasted.filter((l) => LIST_ITEM.test(l)).length >= 2) return null;
  // source code the user pasted for Claude to write ("error: Error & {…};") is content, not a failure
  const output = pasted.filter((l) => !CODE_LINE.test(l));
  if (!output.some(hasErrorWord)) return null;
  return firstErrorLine(output.join("\n"));
}

/**
 * The error line the user reported in the first request typed after `at` (ISO-8601), or null: none
 * came after it, it pasted no failing output, or `at` is null (a live Stop: the message is the end).
 */
export function reportedFailureAfter(events: readonly ActivityEvent[], at: string | null): string | null {
  if (at === null) return null;
  const next = events.find((e) => e.ts > at && isTypedRequest(e));
  return next && isTypedRequest(next) ? pastedErrorLine(next.detail) : null;
}

/** The head of a last-message line: its prefix and what it was said under ("(after it, `x` failed)"). */
const LINE_HEAD = new RegExp(`^${LAST_MESSAGE_LINE}(?: \\((?:[^()]|\\([^()]*\\))*\\))?[:.]\\s*`);

/**
 * A task summary's body (core/capture/summary-claims `summaryBody`) once the user's next request reported
 * `errorLine`: the line quoting Claude's last message becomes the reported error (≤ 300 chars), and of
 * the quoted message (that line and the closing message part) only the sentences that report a failure
 * stay (core/capture/failure-sentences); the rest (changes, commands, commits) is evidence and stays. A body
 * with no quoted message, or one already rewritten, is returned as it was.
 */
export function withReportedFailure(body: string, errorLine: string): string {
  if (body.includes(REPORTED_LINE)) return body;
  // the quoted closing message is the body's last part and may hold blank lines of its own
  const quoted = body.indexOf(`\n\n${CLOSING_MESSAGE}`);
  const [head = "", ...rest] = (quoted < 0 ? body : body.slice(0, quoted)).split("\n\n");
  const lines = head.split("\n");
  const at = lines.findIndex((l) => l.startsWith(LAST_MESSAGE_LINE));
  if (at < 0) return body;
  const said = failureSentences((lines[at] as string).replace(LINE_HEAD, "")).replaceAll("\n", " ");
  const reported = `${REPORTED_LINE}: ${clip(errorLine, 300)}`;
  lines.splice(at, 1, ...(said ? [reported, `${LAST_MESSAGE_LINE}: ${said}`] : [reported]));
  const closing = quoted < 0 ? "" : closingFailures(body.slice(quoted + 2));
  return [lines.join("\n"), ...rest, ...(closing ? [closing] : [])].join("\n\n");
}

/** The closing message part (its heading line, then the message) with only its failure sentences; "" when none. */
function closingFailures(part: string): string {
  const cut = part.indexOf("\n");
  const kept = cut < 0 ? "" : failureSentences(part.slice(cut + 1));
  return kept ? `${CLOSING_MESSAGE}; before the user's report):\n${kept}` : "";
}
