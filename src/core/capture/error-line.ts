/**
 * Picks the line of a failure's output that says what went wrong. ANSI escapes and
 * `<tool_use_error>` tags are removed; lines are split on real newlines and on a literal "\n"
 * (hook output is sometimes double-escaped). Skipped: blank lines, Claude Code's "Exit code N"
 * header, warning noise (npm warn/notice, "(node:123) …" process warnings, "Warning:") and build
 * progress ("Compiling 40 files (.ex)", "==> dep", "Generated x app").
 * Also skipped: OpenSSH's "** WARNING: …" lines and the Cygwin runtime's "0 [main] bash …" fork errors.
 * Preferred: the first remaining line naming a typed error with its message ("TypeError: …",
 * "error TS2304: …"); else the first with an error word that says more than "Error" / "Build error
 * occurred"; else the first with an error word; else the first remaining line; else the first line. A short
 * heading that ends in ":" ("Collected errors:") gets the line after it. Returns null for empty text;
 * clips to 500 characters; does not redact.
 */
import { clip } from "../common/text.js";

// ECMA-48 CSI / OSC sequences, as emitted by terminals and CLIs with colour output.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching escape sequences is the point
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])/g;
const EXIT_CODE_LINE = /^(?:Error: )?Exit code -?\d+\s*$/i;
const NOISE_LINE =
  /^(?:npm (?:warn|notice)\b|\(node:\d+\)|\**\s*warn(?:ing)?\b|\*\* (?!\()|\[warn\]|deprecationwarning\b|\d+ \[main\] \S+)/i;
/** Build-tool progress (mix, cargo, tsc --watch, gradle, webpack): never the error. */
const PROGRESS_LINE =
  /^(?:Compiling \d+ files?\b|Compiling\s+\S+ v\d|Generated \S+ app\b|==> \S+$|Downloading\b|Resolving\b|Fetching\b|Finished\b|Running \d+ tests?\b|Checking \S+ v\d|> Task :|webpack compiled\b|\[\d+\/\d+\]|\d+ (?:tests?|files?) (?:found|changed)\b)/i;
const ERROR_WORD =
  /\b(?:error|errors|fail|failed|failing|failure|fatal|expected|cannot|can't|couldn't|could not|not found|no such|denied|exception|invalid|refused|unable|panic|traceback|assert\w*)\b|✗|×/i;

/** A typed error with its message: "TypeError: x is not a function", "error TS2304: …", "** (CompileError) …". */
const TYPED_ERROR = /(?:\b[A-Z]\w*(?:Error|Exception)\b|\berror(?:\[\w+\]| TS\d+)|\(\w*Error\))\s*:?\s+\S/;
/** Lines that only say that something failed: "Error", "> Build error occurred", "Failed:". */
const GENERIC_LINE =
  /^(?:>\s*)?(?:build |compilation |command )?(?:error|errors|failed|failure)(?: occurred)?[:!.]?$/i;

/** Removes ANSI escape sequences. */
export function stripAnsi(text: string): string {
  return text.replace(ANSI, "");
}

/** True when a line says something went wrong (an error word, ✗ or ×), not just progress. */
export function hasErrorWord(line: string): boolean {
  return (ERROR_WORD.test(line) || /[A-Z]\w*(?:Error|Exception)\b/.test(line)) && !PROGRESS_LINE.test(line);
}

export function firstErrorLine(text: string): string | null {
  const lines = stripAnsi(text)
    .replace(/<\/?tool_use_error>/g, "")
    .split(/\r?\n|\\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const candidates = lines.filter(
    (l) => !EXIT_CODE_LINE.test(l) && !NOISE_LINE.test(l) && !PROGRESS_LINE.test(l),
  );
  const pick =
    candidates.find((l) => TYPED_ERROR.test(l)) ??
    candidates.find((l) => ERROR_WORD.test(l) && !GENERIC_LINE.test(l)) ??
    candidates.find((l) => ERROR_WORD.test(l)) ??
    candidates[0] ??
    lines[0] ??
    null;
  if (pick === null) return null;
  // a heading ("Collected errors:", "… failed due to the following issue:") says nothing without the
  // line it introduces
  const next = candidates[candidates.indexOf(pick) + 1];
  const heading =
    /:$/.test(pick) &&
    (pick.split(/\s+/).length <= 3 || /\bfollowing (?:issues?|errors?|problems?):$/i.test(pick));
  return clip(heading && next ? `${pick} ${next}` : pick, 500);
}
