/**
 * Text helpers shared by every layer. Lengths count UTF-16 code units (JavaScript's
 * `String.prototype.length`), so a clipped string may end in half of a surrogate pair only when the
 * cut falls inside one; callers use these for display text, never for stored keys.
 */

/** The ellipsis that marks clipped text (U+2026, one code unit). */
export const ELLIPSIS = "…";

/** `text` when it fits in `max` code units; otherwise its first `max - 1` units and "…" (so `max` in all). */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}${ELLIPSIS}`;
}

/** Every run of white space (newlines included) folded to one space, ends trimmed. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** {@link oneLine}, then {@link clip}: a one-line preview of at most `max` code units. */
export function clipLine(text: string, max: number): string {
  return clip(oneLine(text), max);
}

/** Whether `text` parses as JSON (any value); not JSON is an answer here, not an error. */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    // not JSON is the answer, not an error
    return false;
  }
}
