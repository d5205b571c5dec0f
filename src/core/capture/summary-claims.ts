/**
 * The summary line that quotes Claude's last message. What the assistant claimed is attributed to it,
 * and a claim of success is left out while a check's last run failed, or when commands the session ran
 * after the message failed (the message was not the end: a later request went on): the state comes
 * from evidence (the last outcome of each check, what failed last), not from Claude's self-assessment. Pure.
 */
import { clip } from "../common/text.js";
import { claimEvidence, isClaim, withoutUnsupportedClaims } from "./claim-evidence.js";
import { type ActivityEvent, isInterrupted } from "./events.js";
import { failureSentences } from "./failure-sentences.js";
import type { CommandOutcome } from "./session.js";
import { commandState } from "./session-commands.js";

/** Prefix of the summary line that quotes Claude's last message: attributed, never stated as the state. */
export const LAST_MESSAGE_LINE = "Claude said at the end";

/** Prefix of the summary line that says what the user reported after Claude's last message (core/capture/reported-failure). */
export const REPORTED_LINE = "After Claude's last message the user reported";

/** Heading of the task summary body's part that quotes Claude's whole closing message. */
export const CLOSING_MESSAGE = "Closing message (Claude's words";

/** Claims of success that a failing check contradicts. */
const SUCCESS_CLAIM =
  /\b(?:all (?:\d+ )?(?:tests?|checks?) (?:pass|passing|passed|green)|tests? (?:now )?pass(?:es|ing|ed)?|fully (?:tested|functional|working|operational)|professionally tested|production[- ]ready|ready for (?:use|production|deployment)|works? (?:now|correctly|perfectly)|(?:is|are) (?:now )?working|successfully|all (?:done|set|complete)|complete[d!]?)\b|✅/i;

/** Marks the last-message line of a message that commands run after it contradict (see lastMessageLine). */
export const FAILED_AFTER_MARK = "(after it, ";

/**
 * Commands that failed after Claude's last message (at `at`, ISO-8601) and that nothing later fixed:
 * the failures core/capture/session-commands counts as open errors (a look such as an `ls` of a
 * missing path, a call the user stopped or the shell's own noise are none), each ≤ 80 chars, oldest
 * first, distinct. [] when `at` is null (a live Stop: the message is the end).
 */
export function failedAfter(events: readonly ActivityEvent[], at: string | null): string[] {
  if (at === null) return [];
  const later = events.filter((e) => e.ts > at);
  const open = new Set(commandState(later).errors);
  if (open.size === 0) return [];
  const out: string[] = [];
  for (const e of later) {
    if (e.kind !== "tool" || !e.command || e.ok !== false || isInterrupted(e) || !open.has(e.error ?? ""))
      continue;
    const command = clip(e.command, 80);
    if (!out.includes(command)) out.push(command);
  }
  return out;
}

/**
 * Claude's last message (one line, its next steps already left to the Next line), attributed
 * ("Claude said at the end: …", ≤ 300 chars). When a check's last run failed, the sentences claiming
 * success are left out and the line says which check still fails; when commands run after the message
 * failed (`failedLater`, see failedAfter), every claim sentence (core/capture/claim-evidence `isClaim`)
 * is left out and the line says what failed after it: the state comes from evidence, not from the claim.
 */
export function lastMessageLine(
  message: string,
  commands: readonly CommandOutcome[],
  failedLater: readonly string[] = [],
): string {
  const failing = commands.filter((c) => !c.ok).map((c) => `\`${clip(c.command, 80)}\``);
  if (failing.length === 0 && failedLater.length === 0) return `${LAST_MESSAGE_LINE}: ${clip(message, 300)}`;
  const text = message
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !SUCCESS_CLAIM.test(sentence) && (failedLater.length === 0 || !isClaim(sentence)))
    .join(" ");
  const head =
    failedLater.length > 0
      ? `${LAST_MESSAGE_LINE} ${FAILED_AFTER_MARK}${failedLater
          .slice(-2)
          .map((c) => `\`${c}\``)
          .join(", ")} failed): `
      : `${LAST_MESSAGE_LINE} (while ${failing.slice(0, 2).join(", ")} still failed): `;
  return text.trim() === "" ? head.replace(/: $/, ".") : `${head}${clip(text, 300)}`;
}

/**
 * The task summary's body: the summary, every request the user typed (each ≤ 300 chars, ≤ 6,000 in
 * all, oldest first: the summary's Intent line names only the first), and the whole closing message
 * (less the claims the session's evidence does not support: core/capture/claim-evidence) when the
 * summary's last-message line had to cut it. Search reads it; the pack shows the summary.
 */
export function summaryBody(
  summary: string,
  lastMessage: string | null,
  requests: readonly string[],
  events: readonly ActivityEvent[],
): string {
  const parts = [summary];
  if (requests.length > 1) {
    let list = requests.map((r) => `- ${r.length > 300 ? `${r.slice(0, 299)}…` : r}`);
    while (list.join("\n").length > 6000) list = list.slice(0, -1);
    parts.push(`The user's requests (oldest first):\n${list.join("\n")}`);
  }
  // its claims of success only where the session's evidence supports them (core/capture/claim-evidence);
  // once the user's next request reported a failure, only what the message said was failing
  const last = summary.includes(REPORTED_LINE)
    ? failureSentences(lastMessage?.trim() ?? "")
    : withoutUnsupportedClaims(lastMessage?.trim() ?? "", claimEvidence(events));
  // quoted under what failed after it, when the summary's last-message line says so
  const after = new RegExp(`${LAST_MESSAGE_LINE} \\(after it, (.+?) failed\\)`).exec(summary)?.[1];
  const head = after ? `${CLOSING_MESSAGE}; after it, ${after} failed)` : `${CLOSING_MESSAGE})`;
  if (last.length > 300 && summary.includes(LAST_MESSAGE_LINE))
    parts.push(`${head}:\n${last.slice(0, 4000)}`);
  return parts.join("\n\n");
}
