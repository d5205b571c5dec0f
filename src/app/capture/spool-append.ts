/**
 * The hot half of the hook spool (see spool.ts): append one event line. Imports no schema library,
 * because PostToolUse runs it on every tool call.
 *
 * Lost-append guard: a drain claims the live file by renaming it, so an append whose open() came
 * before the rename may write into the claimed file after the drain read it. After each write the
 * appender checks that the live name still points at the inode it wrote to; if it does, no rename
 * has happened yet and the drain that renames it later reads the line. If it does not, the line is
 * written again, to a file of its own (`<session>.late-<pid>-<random>.jsonl`) that appears complete
 * through a rename, so no drain can read it half-written and no further race is possible. A
 * duplicate is harmless: event inserts are idempotent.
 */
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  renameSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import type { ActivityEventInput } from "../../core/capture/events.js";

/** File-name-safe form of a session id. */
export const spoolName = (sessionId: string) => sessionId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 128);

/** Test seam: runs between open() and write() (a slow appender); unset in production. */
export const appendHooks: { afterOpen?: () => void } = {};

/** Appends `line` to `path` and returns whether `path` still names the file written to. */
function appendOnce(path: string, line: string): boolean {
  const fd = openSync(path, "a", 0o600);
  try {
    appendHooks.afterOpen?.();
    writeSync(fd, line);
    const written = fstatSync(fd);
    try {
      const live = statSync(path);
      return live.ino === written.ino && live.dev === written.dev;
    } catch {
      return false; // renamed away and no new live file yet
    }
  } finally {
    closeSync(fd);
  }
}

export function appendSpool(spoolDir: string, event: ActivityEventInput): void {
  mkdirSync(spoolDir, { recursive: true, mode: 0o700 });
  const base = spoolName(event.sessionId);
  const line = `${JSON.stringify(event)}\n`;
  if (appendOnce(join(spoolDir, `${base}.jsonl`), line)) return;
  // raced with a drain: publish the line in a private file, complete before its name exists
  // unique enough with pid, time and a random part; "wx" refuses to reuse a name (no node:crypto on the hot path)
  const name = `${base}.late-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const tmp = join(spoolDir, `${name}.tmp`);
  writeFileSync(tmp, line, { mode: 0o600, flag: "wx" });
  renameSync(tmp, join(spoolDir, `${name}.jsonl`));
}
