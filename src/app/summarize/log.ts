/** The summarizer's log: `$CAIRN_HOME/logs/summarizer.log`, one timestamped line per event (best effort). */
import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { redact } from "../../core/redact/redact.js";

export function summarizerLog(logsDir: string): (line: string) => void {
  return (line) => {
    try {
      mkdirSync(logsDir, { recursive: true });
      appendFileSync(
        join(logsDir, "summarizer.log"),
        `${new Date().toISOString()} ${redact(line).replace(/\n/g, " ")}\n`,
      );
    } catch {
      // logging never fails a summary
    }
  };
}
