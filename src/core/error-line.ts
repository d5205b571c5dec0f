/**
 * Picks the line of a failure's output that says what went wrong: the first line that reads like
 * an error (error, failed, expected, cannot, not found, denied, exception, ✗) and is not a warning;
 * else the first line that is not a warning or a bare "Exit code N" header (Claude Code's prefix for
 * failed Bash calls); else null. Clipped to 500 characters.
 */
const WARNING = /^(npm warn|npm notice|\(node:\d+\)|warning[:\s]|\[?warn\]?[:\s]|deprecationwarning)/i;
const ERRORISH =
  /\b(error|errors|failed|failing|failure|fail|expected|cannot|can't|couldn't|could not|not found|no such|denied|exception|traceback|panic|fatal|assert\w*)\b|✗|×/i;

export function firstErrorLine(text: string): string | null {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "" && !/^Exit code -?\d+$/.test(l));
  const pick =
    lines.find((l) => !WARNING.test(l) && ERRORISH.test(l)) ?? lines.find((l) => !WARNING.test(l)) ?? null;
  return pick === null ? null : pick.length > 500 ? `${pick.slice(0, 499)}…` : pick;
}
