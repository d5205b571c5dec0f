/**
 * Fitting injected text to the client's cap: a hook's `additionalContext` must stay within the agent's
 * limit in UTF-16 code units (JavaScript `string.length`; core/agents `ContextLimit`), or the client
 * saves it to a file and shows the model only a preview (Claude Code: docs/agents/claude-code-auto-memory.md,
 * section 1). The text is written best first, so whole lines are dropped from the end — never a line cut
 * in the middle — and a note says how many item lines were left out and where to find them. Pure.
 */

import { CHARS_PER_TOKEN } from "../common/tokens.js";

/** Where left-out items can still be read: the CLI and the MCP server's `search` tool. */
export const LEFT_OUT_HINT = "`cairn search <words>`, `cairn list` or the MCP `search` tool";

/** The closing line of a text whose items did not all fit. */
export function leftOutNote(count: number): string {
  return `(${count} more not shown: ${LEFT_OUT_HINT}.)`;
}

/** Units to keep free for {@link leftOutNote} and its blank line, for any count below 10^6. */
export const LEFT_OUT_RESERVE = leftOutNote(999_999).length + 2;

/** True for a line that shows one item (a Markdown list item). */
const isItem = (line: string) => /^\s*[-*] /.test(line);

/** A line that only frames the lines after it: blank, or a heading. */
const isFrame = (line: string) => line.trim() === "" || /^#{1,6} /.test(line);

/**
 * `text` cut to at most `limit` units at a code-point boundary (a surrogate pair is never split);
 * ends in "…" when cut. For a single line longer than the whole limit, the only case cut mid-line.
 */
export function cutUnits(text: string, limit: number): string {
  if (text.length <= limit) return text;
  if (limit <= 0) return "";
  let end = limit - 1;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1; // would end in a high surrogate: keep the pair whole
  return `${text.slice(0, Math.max(0, end))}…`;
}

export interface FittedText {
  text: string;
  /** Item lines dropped. */
  dropped: number;
}

/**
 * `text` within `limit` units: unchanged when it fits; else whole lines dropped from the end (headings
 * and blank lines left without items after them go too) and, when item lines were dropped, a
 * {@link leftOutNote} (counting them plus `alreadyLeftOut`) when it fits. Only a first line longer than
 * the limit is cut ({@link cutUnits}).
 */
export function fitText(text: string, limit: number, alreadyLeftOut = 0): FittedText {
  if (text.length <= limit) return { text, dropped: 0 };
  const lines = text.split("\n");
  let length = text.length;
  let dropped = 0;
  const room = limit > LEFT_OUT_RESERVE * 2 ? limit - LEFT_OUT_RESERVE : limit;
  while (lines.length > 1 && (length > room || isFrame(lines.at(-1) ?? ""))) {
    const last = lines.pop() ?? "";
    length -= last.length + 1;
    if (isItem(last)) dropped += 1;
  }
  let out = lines.join("\n");
  if (out.length > limit) return { text: cutUnits(out, limit), dropped };
  const note = leftOutNote(dropped + alreadyLeftOut);
  if (dropped + alreadyLeftOut > 0 && out.length + 2 + note.length <= limit) out = `${out}\n\n${note}`;
  return { text: out, dropped };
}

/**
 * What to tell a user whose token budget (estimated at ceil(chars/4), common/tokens.ts) allows more
 * text than the agent shows whole; null when it fits. `setting` names the key, e.g. "context.budget".
 */
export function budgetAdvice(
  setting: string,
  budgetTokens: number,
  agentLabel: string,
  limit: { units: number; measured: boolean },
): string | null {
  const chars = budgetTokens * CHARS_PER_TOKEN;
  if (chars <= limit.units) return null;
  const fits = Math.floor(limit.units / CHARS_PER_TOKEN);
  const how = limit.measured ? "shows whole" : "is assumed to show whole (not measured)";
  return `${setting} ${budgetTokens} tokens (≈ ${chars.toLocaleString("en-US")} characters) is more than ${agentLabel} ${how} (${limit.units.toLocaleString("en-US")} UTF-16 units per hook): Cairn fits its output to that, leaving out the last items; ${fits} or less shows everything the budget picks`;
}
