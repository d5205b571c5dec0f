/**
 * The summary line that quotes Claude's last message. What the assistant claimed is attributed to it,
 * and a claim of success is left out while a check's last run failed: the state comes from evidence
 * (the last outcome of each check), not from Claude's self-assessment. Pure.
 */
import { clip } from "../common/text.js";
import { claimEvidence, withoutUnsupportedClaims } from "./claim-evidence.js";
import type { ActivityEvent } from "./events.js";
import type { CommandOutcome } from "./session.js";

/** Prefix of the summary line that quotes Claude's last message: attributed, never stated as the state. */
export const LAST_MESSAGE_LINE = "Claude said at the end";

/** Claims of success that a failing check contradicts. */
const SUCCESS_CLAIM =
  /\b(?:all (?:\d+ )?(?:tests?|checks?) (?:pass|passing|passed|green)|tests? (?:now )?pass(?:es|ing|ed)?|fully (?:tested|functional|working|operational)|professionally tested|production[- ]ready|ready for (?:use|production|deployment)|works? (?:now|correctly|perfectly)|(?:is|are) (?:now )?working|successfully|all (?:done|set|complete)|complete[d!]?)\b|✅/i;

/**
 * Claude's last message (one line, its next steps already left to the Next line), attributed
 * ("Claude said at the end: …", ≤ 300 chars). When a check's last run failed, the sentences claiming success are left out and the
 * line says which check still fails: the state comes from evidence, not from the claim.
 */
export function lastMessageLine(message: string, commands: readonly CommandOutcome[]): string {
  const failing = commands.filter((c) => !c.ok).map((c) => `\`${clip(c.command, 80)}\``);
  let text = message;
  if (failing.length === 0) return `${LAST_MESSAGE_LINE}: ${clip(text, 300)}`;
  text = text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !SUCCESS_CLAIM.test(sentence))
    .join(" ");
  const head = `${LAST_MESSAGE_LINE} (while ${failing.slice(0, 2).join(", ")} still failed): `;
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
  // its claims of success only where the session's evidence supports them (core/capture/claim-evidence)
  const last = withoutUnsupportedClaims(lastMessage?.trim() ?? "", claimEvidence(events));
  if (last.length > 300 && summary.includes(LAST_MESSAGE_LINE))
    parts.push(`Closing message (Claude's words):\n${last.slice(0, 4000)}`);
  return parts.join("\n\n");
}
