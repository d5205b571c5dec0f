/** The summarizer's log: `$CAIRN_HOME/logs/summarizer.log`, one timestamped line per event (best effort; redacted by appendFileSafe). */
import { dirname, join } from "node:path";
import { appendFileSafe, homeScope } from "../env/safe-write.js";

export function summarizerLog(logsDir: string): (line: string) => void {
  return (line) => {
    try {
      appendFileSafe(
        homeScope(dirname(logsDir)),
        join(logsDir, "summarizer.log"),
        `${new Date().toISOString()} ${line.replace(/\n/g, " ")}\n`,
      );
    } catch {
      // logging never fails a summary
    }
  };
}
