/**
 * Next steps in Claude's closing message: the list under a "Next steps" / "Remaining" / "TODO" heading,
 * else the sentences that propose one. A menu of options Claude offers ("What would you like to do?
 * 1. **Create the docs?** …") is a question to the user, not a step: nothing was chosen. Pure.
 */
import { clip, oneLine } from "../common/text.js";

/**
 * Words that introduce a list of next steps (in a heading or a lead-in line). "todo" / "to-do" as a
 * noun, not the verb phrase of "what would you like to do".
 */
const LEAD =
  /\b(next steps?|remaining|to-?dos?|follow[- ]?ups?|still (need|to)|left to do|what's next|what remains)\b/i;
/** Sentences that propose a next step, when there is no such list. */
const PROSE =
  /\b(?:next steps?|what's next|follow[- ]?ups?|still (?:need|needs|to)|left to do|remaining (?:work|steps|tasks|items|issues)|(?:should|could) (?:next|also)|(?:might|may) want to|I'd (?:suggest|recommend)|I (?:suggest|recommend))\b|\btodo:/i;
/** "Nothing left to do", "no remaining work", "no follow-ups": says there are none. */
const NONE =
  /\b(?:nothing|no|none)\b(?:\s+\w+){0,2}?\s+(?:left|remaining|further|more|follow[- ]?ups?|next steps?|to ?dos?)\b/i;
/** A heading, a bold line, a lead-in ending in ":" or "?", or a short line. */
const headingLike = (t: string) =>
  /^#{1,6}\s/.test(t) ||
  /[:?]\s*(?:\*\*|__)?$/.test(t) ||
  /^(?:\*\*|__).+(?:\*\*|__)$/.test(t) ||
  t.length <= 30;
/** A list item that asks (ends in a question mark, any script, before closing emphasis). */
const QUESTION_ITEM = /[?？]\s*(?:\*\*|__|\*|_)?\s*$/;

/**
 * Next steps from the final assistant text (≤ 5, each ≤ 200 chars): bullet or numbered items under
 * a heading or lead-in that mentions next steps / remaining / todo / follow-up; otherwise sentences
 * that propose one ("should also …", "you may want to …"). Statements that there is nothing left
 * ("nothing left to do", "no remaining work") and in-passing mentions ("all remaining tests pass",
 * "fixed the TODO") are not next steps, and neither is a list with an item that asks a question:
 * that list is a menu of options awaiting the user's choice.
 */
export function extractNextSteps(text: string): string[] {
  const steps: string[] = [];
  let list: string[] | null = null;
  let menu = false;
  let listed = false;
  const close = () => {
    if (list && list.length > 0) listed = true;
    if (list && !menu) steps.push(...list);
    list = null;
  };
  for (const line of text.split(/\r?\n/)) {
    const item = line.match(/^\s*(?:[-*•]|\d+[.)])\s+(.*)$/);
    if (!item && LEAD.test(line) && !NONE.test(line) && headingLike(line.trim())) {
      close();
      list = [];
      menu = false;
      continue;
    }
    if (list && item?.[1]) {
      if (QUESTION_ITEM.test(item[1])) menu = true;
      list.push(clip(oneLine(item[1]), 200));
    } else if (list && line.trim() !== "" && !item) close();
  }
  close();
  // a menu of options is the message's answer to "what next": no sentence of it is a step either
  if (!listed) {
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      if (PROSE.test(sentence) && !NONE.test(sentence)) steps.push(clip(oneLine(sentence), 200));
    }
  }
  return steps.slice(0, 5);
}

/** The final message up to its next-steps heading (the steps get their own "Next:" line). */
export function withoutNextSteps(text: string): string {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex(
    (l) => !/^\s*(?:[-*•]|\d+[.)])\s/.test(l) && LEAD.test(l) && !NONE.test(l) && headingLike(l.trim()),
  );
  const head = at < 0 ? text : lines.slice(0, at).join("\n");
  return head.trim() === "" ? text : head;
}
