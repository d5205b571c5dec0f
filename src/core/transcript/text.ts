/**
 * Small text helpers for transcript normalisation: clipping, ANSI stripping and picking the first
 * meaningful line of an error. Pure; never returns more than it is asked to.
 */
import { redact } from "../redact.js";

/** Cuts `text` to at most `max` UTF-16 units, ending with "…" when something was cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** Redacts, trims, then clips to `max` chars (redaction first, so secrets are never half-cut). */
export function safeText(text: string, max: number): string {
  return clip(redact(text).trim(), max);
}

// ECMA-48 CSI / OSC sequences, as emitted by terminals and CLIs with colour output.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching escape sequences is the point
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])/g;

/** Removes ANSI escape sequences. */
export function stripAnsi(text: string): string {
  return text.replace(ANSI, "");
}

const EXIT_CODE_LINE = /^(?:Error: )?Exit code (-?\d+)\s*$/i;
const NOISE_LINE = /^(?:npm )?warn(?:ing)?\b/i;
const ERROR_WORD =
  /\b(?:error|errors|fail|failed|failure|fatal|cannot|can't|couldn't|not found|no such|denied|exception|invalid|refused|unable|panic|traceback)\b/i;

/**
 * First meaningful line of a tool error: ANSI and `<tool_use_error>` tags removed, blank lines,
 * "Exit code N" and npm/warning noise skipped, preferring a line with an error word; falls back to
 * the first non-blank line. Also splits on a literal backslash-n (hook output is sometimes
 * double-escaped). Returns null for empty text. Not redacted or clipped: callers do that.
 */
export function firstErrorLine(text: string): string | null {
  const lines = stripAnsi(text)
    .replace(/<\/?tool_use_error>/g, "")
    .split(/\r?\n|\\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const candidates = lines.filter((l) => !EXIT_CODE_LINE.test(l) && !NOISE_LINE.test(l));
  return candidates.find((l) => ERROR_WORD.test(l)) ?? candidates[0] ?? lines[0] ?? null;
}

/** Exit code from a leading "Exit code N" (optionally "Error: Exit code N") line, else null. */
export function leadingExitCode(text: string): number | null {
  const m = /^\s*(?:Error: )?Exit code (-?\d+)/i.exec(text);
  return m?.[1] === undefined ? null : Number.parseInt(m[1], 10);
}
