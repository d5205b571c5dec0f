/**
 * Small text helpers for transcript normalisation: clipping, ANSI stripping and picking the first
 * meaningful line of an error. Pure; never returns more than it is asked to.
 */
import { clip } from "../common/text.js";
import { redactOnce } from "../redact/redacted-texts.js";

export { clip };

/** Redacts, trims, then clips to `max` chars (redaction first, so secrets are never half-cut). */
export function safeText(text: string, max: number): string {
  return clip(redactOnce(text).trim(), max);
}

export { firstErrorLine, stripAnsi } from "../capture/error-line.js";

/** Exit code from a leading "Exit code N" (optionally "Error: Exit code N") line, else null. */
export function leadingExitCode(text: string): number | null {
  const m = /^\s*(?:Error: )?Exit code (-?\d+)/i.exec(text);
  return m?.[1] === undefined ? null : Number.parseInt(m[1], 10);
}

/**
 * safeText of a long message keeping both ends (≤ `max` chars): its head says what it found, its tail
 * what it asks or proposes next; the middle gives way, marked by a line with "…".
 */
export function safeEnds(text: string, max: number): string {
  const safe = redactOnce(text).trim();
  if (safe.length <= max) return safe;
  const tail = Math.floor(max * 0.35);
  return `${safe.slice(0, max - tail - 3)}\n…\n${safe.slice(safe.length - tail)}`;
}

/** Distinct file paths whose redacted form a memo keeps (then it starts over). */
const PATH_MEMO_MAX = 4096;

/**
 * safeText of cwds (≤ 4,096 chars) and paths (≤ 1,024), memoised: a transcript repeats one cwd and the
 * same files again and again, and redaction is the costly part.
 */
export class SafeTextMemo {
  private lastCwd: { raw: string; safe: string } | null = null;
  private readonly paths = new Map<string, string>();

  cwd(raw: string): string {
    if (this.lastCwd?.raw !== raw) this.lastCwd = { raw, safe: safeText(raw, 4096) };
    return this.lastCwd.safe;
  }

  path(raw: string): string {
    let safe = this.paths.get(raw);
    if (safe === undefined) {
      if (this.paths.size >= PATH_MEMO_MAX) this.paths.clear();
      safe = safeText(raw, 1024);
      this.paths.set(raw, safe);
    }
    return safe;
  }
}
