/**
 * Dedupe keys for memories: one builder per kind of memory that Cairn saves idempotently. A memory
 * saved with a key that a live memory in the same project already has updates that memory instead of
 * adding a second one, so these strings are stored data: changing one byte makes every existing store
 * stop de-duplicating that kind. dedupe-key.test.ts beside this file pins each format.
 *
 * Formats (lengths count UTF-16 code units, as `String.prototype.slice` does):
 * - `session:<session id>`: the task_summary memory of one session.
 * - `cmd:<normalised command, first 400>`: a verified command (capture and save_verified_command).
 * - `fail:<failed command, first 200>=><command that worked, first 200>`: a failed attempt.
 * - `fix:<command, first 200>:<error line, first 200>`: a bug note (failure fixed by edits).
 * - `obs:<scope>:<file hash>:<text hash>`: one observation line of an observations file.
 */

const SESSION = "session:";

/** Key of a session's task_summary memory. */
export function sessionKey(sessionId: string): string {
  return `${SESSION}${sessionId}`;
}

/** The session id in a key built by {@link sessionKey}; null for any other key (or none). */
export function sessionIdOfKey(key: string | null | undefined): string | null {
  return key?.startsWith(SESSION) ? key.slice(SESSION.length) : null;
}

/** Key of a verified command; `command` is already normalised (see core/capture/command-kind). */
export function commandKey(command: string): string {
  return `cmd:${command.slice(0, 400)}`;
}

/** Key of a failed attempt: `failed` failed, then `worked` passed (both normalised commands). */
export function failedAttemptKey(failed: string, worked: string): string {
  return `fail:${failed.slice(0, 200)}=>${worked.slice(0, 200)}`;
}

/** Key of a bug note: `command` (normalised) failed with `error`, then passed after edits. */
export function bugFixKey(command: string, error: string): string {
  return `fix:${command.slice(0, 200)}:${error.slice(0, 200)}`;
}

/**
 * Key of one observation: `scope` (e.g. `project`), `fileHash` identifies the observations file and
 * `textHash` the observation's normalised text (the caller hashes; core does no I/O or crypto).
 */
export function observationKey(scope: string, fileHash: string, textHash: string): string {
  return `obs:${scope}:${fileHash}:${textHash}`;
}
