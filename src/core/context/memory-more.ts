/**
 * More of a memory for a pack with room left: the parts of its body its one pack line does not show,
 * as indented continuation lines under that line (PackWriter `extend`). Two kinds of memory say more
 * than their line:
 * - a todo (in Continuity or the todos section): its line is the title; the body's description
 *   follows under it (what is to be done, never a state), a whole thought per line — code blocks,
 *   rules, table rules, lines without a letter or digit and lines that only introduce what follows
 *   (ending in ":") left out;
 * - a verified command whose body lists what was run under it, most recent last (a remote
 *   connection: core/capture/capture-verified `mergeRemote`): its line is the connection; the last
 *   items of the list that fit follow, in order — what was done on that machine, as evidence.
 * At most {@link MEMORY_MORE_CHARS} units per memory. Pure.
 */
import type { Memory } from "../memories/memory.js";
import { plainLine, plainText } from "./session-more.js";
import { clipThought } from "./whole-thought.js";

/** Most units (newlines included) the further lines of one memory may add. */
export const MEMORY_MORE_CHARS = 480;
/** Most units of one further line. */
const LINE_CHARS = 160;

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;

/** The body's description lines (see the module comment), each an indented continuation line. */
export function* descriptionLines(body: string): Generator<string> {
  let fenced = false;
  for (const raw of body.split("\n")) {
    if (/^\s*(```|~~~)/.test(raw)) {
      fenced = !fenced;
      continue;
    }
    if (fenced || /^\s*([-*_]\s*){3,}$/.test(raw) || /^\s*\|?[\s:|-]+\|[\s:|-]*$/.test(raw)) continue;
    const item = LIST_ITEM.test(raw);
    const text = plainLine(raw.replace(LIST_ITEM, ""));
    if (!/[\p{L}\p{N}]/u.test(text) || /:$/.test(text)) continue;
    yield `${item ? "  - " : "  "}${clipThought(text, LINE_CHARS)}`;
  }
}

/** The last list items of `body` (most recent last) within `room` units, in order; empty without a list. */
export function lastRunLines(body: string, room = MEMORY_MORE_CHARS): string[] {
  const items = body
    .split("\n")
    .filter((l) => LIST_ITEM.test(l))
    .map((l) => `  - ${clipThought(l.replace(LIST_ITEM, "").replace(/\s+/g, " ").trim(), LINE_CHARS)}`);
  const out: string[] = [];
  let used = 0;
  for (let i = items.length - 1; i >= 0; i--) {
    const line = items[i] as string;
    if (used + line.length + 1 > room) break;
    out.unshift(line);
    used += line.length + 1;
  }
  return out;
}

/** The last text made plain and its plain form: one pass of the writer asks for the same text per memory. */
let lastPlain: { text: string; plain: string } | null = null;
function plainOf(text: string): string {
  if (lastPlain?.text !== text) lastPlain = { text, plain: plainText(text) };
  return lastPlain.plain;
}

/**
 * The further lines of `m` under its pack line, given the pack's text so far (`shown`) and the units
 * they may take (`room`): lines whose words it already shows are left out; at most MEMORY_MORE_CHARS
 * units in all. Empty for other types.
 */
export function memoryMore(m: Memory, shown: string, room = MEMORY_MORE_CHARS): string[] {
  const most = Math.min(room, MEMORY_MORE_CHARS);
  const lines: Iterable<string> =
    m.type === "todo"
      ? descriptionLines(m.body)
      : m.type === "verified_command"
        ? lastRunLines(m.body, most)
        : [];
  const out: string[] = [];
  let used = 0;
  for (const line of lines) {
    if (used + line.length + 1 > most) break;
    const key = plainText(line);
    if (key.length === 0 || (key.length >= 12 && plainOf(shown).includes(key))) continue;
    out.push(line);
    used += line.length + 1;
  }
  return out;
}
