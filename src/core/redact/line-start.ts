// Where the line holding a position starts, looking back a bounded distance: a rule that reads the
// text before each match stays linear on one long line (redact-linear.test.ts), where an unbounded
// `lastIndexOf("\n", at)` per match scans back to the start of the line every time.

/**
 * The index of the first character of the line holding `at` (just after the last `\n` before `at`),
 * looking back at most `max` characters: 0 when the text starts within them, -1 when no line break
 * is found within them and the text goes on before them.
 */
export function lineStartWithin(text: string, at: number, max: number): number {
  const lo = Math.max(0, at - max);
  const i = text.slice(lo, at).lastIndexOf("\n");
  if (i >= 0) return lo + i + 1;
  return lo === 0 ? 0 : -1;
}
