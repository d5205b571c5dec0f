/**
 * Steps Claude left for the user to take outside the session (set a variable in a host's dashboard,
 * create a bucket, rotate a key): the list under a lead-in addressed to the user ("Still needs your
 * action:", "Was du noch tun musst:", "需要你手动完成："). They are next steps whatever else the
 * message says, and they can stand in a reply the final message leaves out: an answer to a task
 * notification after the last request (core/transcript/turn-text keeps that one out of the final
 * message). Pure.
 */
import { clip, oneLine } from "../common/text.js";
import type { ActivityEvent } from "./events.js";

/** A lead-in addressed to the user: what they must do (English, German, Chinese, Japanese forms). */
const USER_LEAD =
  /\b(?:needs? your (?:action|attention|input)|(?:action|steps?) (?:required|needed) (?:from|by) you|(?:on|for) your (?:side|end)|for you to do|you(?:'ll| will)? (?:still )?(?:need|have) to(?! know| understand| be aware)|manual steps?|du (?:noch )?(?:tun )?musst|Sie (?:noch )?(?:tun )?müssen|musst du|müssen Sie|manuelle Schritte)\b|需要你|需要您|请你|请您|手动|あなたが|手動で/i;
/** A lead-in: a heading, a bold line or a line ending in ":" (any script's colon), not a list item. */
const LEAD_SHAPE = /^(?:#{1,6}\s.*|(?:\*\*|__).+(?:\*\*|__)|.*[:：]\s*(?:\*\*|__)?)$/;
const ITEM = /^\s*(?:[-*•]|\d+[.)])\s+(.*)$/;
/** Most steps kept from one list. */
const MAX = 4;

/** The items of the first list under a lead-in addressed to the user in `text` (≤ 4, each ≤ 200 chars). */
export function userSteps(text: string): string[] {
  const lines = text.replace(/```[\s\S]*?```/g, "").split(/\r?\n/);
  const at = lines.findIndex((l) => !ITEM.test(l) && LEAD_SHAPE.test(l.trim()) && USER_LEAD.test(l));
  if (at < 0) return [];
  const steps: string[] = [];
  for (const line of lines.slice(at + 1)) {
    const item = ITEM.exec(line);
    if (item?.[1]) steps.push(clip(oneLine(item[1]), 200));
    else if (line.trim() !== "") break;
  }
  return steps.slice(0, MAX);
}

/**
 * The user's steps of the last reply after `lastAssistantAt` (the final message's time): a reply the
 * final message does not cover. Null `lastAssistantAt` (a live Stop: the final message is the last
 * reply) gives none.
 */
export function laterUserSteps(events: readonly ActivityEvent[], lastAssistantAt: string | null): string[] {
  if (lastAssistantAt === null) return [];
  const later = events.findLast((e) => e.kind === "stop" && !!e.detail && e.ts > lastAssistantAt);
  return later?.detail ? userSteps(later.detail) : [];
}

/**
 * What the user was asked to do outside the session, as the summary's next steps (`For the user: …`,
 * "; " made ", " for the Next line): the lists of `final` (the final message, when it gave no other
 * next step; null for none) and of a reply after it.
 */
export function stepsForUser(
  final: string | null,
  events: readonly ActivityEvent[],
  lastAssistantAt: string | null,
): string[] {
  return (final ? userSteps(final) : [])
    .concat(laterUserSteps(events, lastAssistantAt))
    .map((step) => `For the user: ${step.replaceAll("; ", ", ")}`);
}
