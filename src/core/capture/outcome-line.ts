/**
 * One command's last outcome as the summary's Commands line shows it: `✓`/`✗` only when the exit status
 * speaks for the command; a background start, a dev server, a pass through a piped output filter and a
 * check's pass before later edits each say what they are instead. Pure.
 */
import { isServeCommand } from "./capture-facts.js";
import type { CommandOutcome } from "./session.js";

/** How the Commands line marks a check whose pass later edits left unverified. */
export const EDITED_AFTER = "passed before later edits, not rerun";
/**
 * How the Commands line marks a pass whose exit status was a piped output filter's: a pipeline's
 * status is its last command's unless `pipefail` is set (POSIX.1-2017, Shell Command Language, 2.9.2).
 */
export const PIPE_STATUS = "exit 0 was the piped filter's, not proven";

export function outcomeLine(c: CommandOutcome): string {
  if (c.started === true) return `▶ ${c.command} (started in the background, no result seen)`;
  if (c.ok && c.exitCode === null && isServeCommand(c.command)) return `▶ ${c.command} (started)`;
  if (c.ok && c.unproven === true)
    return `? ${c.command} (${PIPE_STATUS}${c.editedAfter === true ? "; files edited after it" : ""})`;
  if (c.ok && c.editedAfter === true) return `✓ ${c.command} (${EDITED_AFTER})`;
  if (c.ok) return `✓ ${c.command}`;
  const status = [c.exitCode === null ? null : `exit ${c.exitCode}`, c.tally ?? null].filter(Boolean);
  return `✗ ${c.command}${status.length > 0 ? ` (${status.join(": ")})` : ""}`;
}
