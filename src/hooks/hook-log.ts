/**
 * One line appended to `<home>/logs/hook.log` (`<ISO time> <event> <text>`), best effort: a hook
 * never fails because its log could not be written. Written through app/env/safe-write (no symlink,
 * 0600, redacted).
 */
import { dirname, join } from "node:path";
import { appendFileSafe, homeScope } from "../app/env/safe-write.js";

export function hookLog(logsDir: string, event: string, text: string): void {
  try {
    appendFileSafe(
      homeScope(dirname(logsDir)),
      join(logsDir, "hook.log"),
      `${new Date().toISOString()} ${event} ${text}\n`,
    );
  } catch {
    // logging is best effort
  }
}
