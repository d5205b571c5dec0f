/**
 * Small text helpers for transcript normalisation: clipping, ANSI stripping and picking the first
 * meaningful line of an error. Pure; never returns more than it is asked to.
 */
import { clip } from "../common/text.js";
import { redact } from "../redact/redact.js";

export { clip };

/** Redacts, trims, then clips to `max` chars (redaction first, so secrets are never half-cut). */
export function safeText(text: string, max: number): string {
  return clip(redact(text).trim(), max);
}

export { firstErrorLine, stripAnsi } from "../capture/error-line.js";

/** Exit code from a leading "Exit code N" (optionally "Error: Exit code N") line, else null. */
export function leadingExitCode(text: string): number | null {
  const m = /^\s*(?:Error: )?Exit code (-?\d+)/i.exec(text);
  return m?.[1] === undefined ? null : Number.parseInt(m[1], 10);
}
