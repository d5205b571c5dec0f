/**
 * How conversation excerpts enter the default search (`cairn search` and the MCP `search` tool without
 * an explicit choice). An excerpt is weaker evidence than a memory: a memory was derived from the
 * session's events and checked against them as a whole, an excerpt is what Claude said at one moment.
 * So, by construction, the default list shows excerpts only:
 * - after every memory that matches the query strongly (core/conversation/mix.ts, as with
 *   `--conversations`), never in place of one;
 * - at most DEFAULT_EXCERPTS of them: most of a 10-place list stays memories, and a top 5 holds at
 *   least three memories when that many match;
 * - never one its capture marked as describing a state the next exchange changed
 *   (core/conversation/said-around.ts CHANGED_MARK): that mark says the words no longer hold as said.
 * `--conversations` (or `conversations: true`) asks for every excerpt that matches strongly, marked or
 * not. Pure.
 */
import { CHANGED_MARK } from "./said-around.js";

/** Excerpts the default search shows at most. */
export const DEFAULT_EXCERPTS = 2;

/** True when the default search may show an excerpt of this text (see the module comment). */
export function shownByDefault(text: string): boolean {
  return !text.startsWith(CHANGED_MARK);
}
