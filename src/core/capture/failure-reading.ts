/**
 * Claude's reading of a failure: the assistant text that comes right after a shell command failed
 * (the next text block of the same thread, with no other tool call between). Kept as an `assistant`
 * event whose detail starts with READING_MARK, so a rule can pair a check left failing with what
 * Claude made of it (core/capture/check-left-failing) whatever language or words it used — no
 * phrase list. Pure; does not redact (the transcript builder does).
 */
import { clip, oneLine } from "../common/text.js";
import type { ActivityEvent } from "./events.js";

/** The detail prefix of a reading event (never a finding: core/capture/capture-findings skips it). */
export const READING_MARK = "reading after a failure: ";
/** Characters of the reading kept. */
const MAX = 400;

/** True for an `assistant` event that holds a reading (see the module comment). */
export const isReading = (e: Pick<ActivityEvent, "kind" | "detail">): boolean =>
  e.kind === "assistant" && e.detail?.startsWith(READING_MARK) === true;

/**
 * The reading event's detail for assistant `text` when `last` (the thread's previous event) is a
 * failed shell command, else null: the text's prose (code blocks dropped, one line), ≤ 400 chars,
 * after READING_MARK. Null when less than 8 characters of prose remain.
 */
export function failureReading(text: string, last: ActivityEvent | undefined): string | null {
  if (last?.kind !== "tool" || last.ok !== false || !last.command) return null;
  const prose = oneLine(text.replace(/```[\s\S]*?```/g, " ").replace(/\*\*/g, ""));
  return prose.length < 8 ? null : `${READING_MARK}${clip(prose, MAX)}`;
}
