/**
 * Small text helpers for transcript normalisation: clipping, ANSI stripping and picking the first
 * meaningful line of an error. Pure; never returns more than it is asked to.
 */
import { redact } from "../redact/redact.js";

/** Cuts `text` to at most `max` UTF-16 units, ending with "…" when something was cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

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
