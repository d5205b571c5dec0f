/**
 * One line appended to `<home>/logs/hook.log` (`<ISO time> <event> <text>`), best effort: a hook
 * never fails because its log could not be written. No dependencies: the PostToolUse path loads it.
 */
import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";

export function hookLog(logsDir: string, event: string, text: string): void {
  try {
    mkdirSync(logsDir, { recursive: true, mode: 0o700 });
    appendFileSync(join(logsDir, "hook.log"), `${new Date().toISOString()} ${event} ${text}\n`, {
      mode: 0o600,
    });
  } catch {
    // logging is best effort
  }
}
