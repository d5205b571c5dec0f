/**
 * The hot half of the hook spool (see spool.ts): append one event line. Imports no schema library,
 * because PostToolUse runs it on every tool call.
 *
 * Lost-append guard: a drain claims the live file by renaming it, so an append whose open() came
 * before the rename may write into the claimed file after the drain read it. After each write the
 * appender checks that the live name still points at the inode it wrote to; if it does, no rename
 * has happened yet and the drain that renames it later reads the line. If it does not, the line is
 * written again, to a file of its own (`<session>.late-<random>.jsonl`) that appears complete through
 * a rename (app/env/safe-write.ts), so no drain can read it half-written and no further race is
 * possible. A duplicate is harmless: event inserts are idempotent.
 *
 * The spool lives in `$CAIRN_HOME/spool`: folders are made without following symlinks, the file is
 * opened through app/env/safe-write.ts openAppendSafe (O_NOFOLLOW, a regular file, mode 0600). Every
 * string value of the event is redacted before the line is written (core/redact/redacted-texts.ts
 * `redactOnce`: a value the hook already redacted with it is not scanned again); value by value, as
 * core/redact/stored-text.ts treats a JSON document, so a replacement never breaks the line's JSON. Errors: CairnError("UNSAFE_PATH") on a symlink or a
 * special file.
 */
import { closeSync, statSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ActivityEventInput } from "../../core/capture/events.js";
import { redactOnce } from "../../core/redact/redacted-texts.js";
import { spoolName } from "../env/paths.js";
import { homeScope, openAppendSafe, type WriteScope, writeFileSafe } from "../env/safe-write.js";

/**
 * Test seams: `afterOpen` runs between open() and write(), `afterWrite` between write() and the check
 * of the live name (a slow appender); both unset in production.
 */
export const appendHooks: { afterOpen?: () => void; afterWrite?: () => void } = {};

/** Appends `line` to `path` and returns whether `path` still names the file written to. */
function appendOnce(scope: WriteScope, path: string, line: string): boolean {
  const { fd, st: written } = openAppendSafe(scope, path);
  try {
    appendHooks.afterOpen?.();
    writeSync(fd, line);
    appendHooks.afterWrite?.();
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

/** Replacer for JSON.stringify: every string value redacted (an event's keys are fixed names). */
const redactValue = (_key: string, value: unknown): unknown =>
  typeof value === "string" ? redactOnce(value) : value;

/**
 * Appends `event` as one redacted JSON line to its session's spool file in `spoolDir`
 * (`$CAIRN_HOME/spool`). Errors: CairnError("UNSAFE_PATH") on a symlink or a special file.
 */
export function appendSpool(spoolDir: string, event: ActivityEventInput): void {
  const scope = homeScope(dirname(spoolDir));
  const base = spoolName(event.sessionId);
  const line = `${JSON.stringify(event, redactValue)}\n`;
  if (appendOnce(scope, join(spoolDir, `${base}.jsonl`), line)) return;
  // raced with a drain: publish the line in a file of its own, complete before its name exists
  const name = `${base}.late-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  writeFileSafe(scope, join(spoolDir, `${name}.jsonl`), line);
}
