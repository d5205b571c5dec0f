/**
 * Owner checks for spool claims (`<session>.<pid>.<ms>.<start>.draining`): a claim whose owner
 * process has exited, or whose pid now belongs to another process (different start time), can be
 * taken over at once instead of after the stale timeout.
 */
import { readFileSync } from "node:fs";
import { processAlive } from "../env/process-alive.js";

/**
 * The process start time in clock ticks since boot (field 22 of Linux `/proc/<pid>/stat`, see
 * proc(5)), as a string of digits; "0" where /proc is unavailable (macOS, Windows).
 */
export function processStart(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // the command name (field 2) is in parentheses and may contain spaces: count from the last ")"
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const start = fields[19];
    return start && /^\d+$/.test(start) ? start : "0";
  } catch {
    // no /proc (not Linux) or the process is gone: "0", an unknown start time
    return "0";
  }
}

/**
 * True when the claim file `name` was made by a process that no longer runs. Claims of this very
 * process, and names without a pid (older formats), are never "gone" here: the caller's stale
 * timeout decides for them.
 */
export function ownerGone(name: string): boolean {
  const parts = name.replace(/\.draining$/, "").split(".");
  const pid = Number(parts[1]);
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return false;
  if (!processAlive(pid)) return true;
  const recorded = parts[3];
  if (!recorded || recorded === "0") return false;
  const now = processStart(pid);
  return now !== "0" && now !== recorded;
}
