/**
 * The summary line that quotes Claude's last message. What the assistant claimed is attributed to it,
 * and a claim of success is left out while a check's last run failed: the state comes from evidence
 * (the last outcome of each check), not from Claude's self-assessment. Pure.
 */
import { clip } from "../common/text.js";
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
