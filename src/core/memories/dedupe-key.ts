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
 * - `fix:<session id>:<command, first 300>`: a bug note merging every failure of one command in one
 *   session that edits then fixed.
 * - `fix:compact:<error, first 200>`: an error→fix pair from Claude Code's compaction summary.
 * - `said:<text, first 200>`: a user correction (preference or constraint).
 * - `asked:<session id>:<question, first 200>`: the user's answer to AskUserQuestion.
 * - `plan:<session id>:<title, first 200>`: an approved plan-mode plan.
 * - `followup:<tracker>:<title, first 200>`: a follow-up filed through an issue tracker.
 * - `fact:no-script:<name>`: a project fact that an npm/yarn/pnpm script does not exist.
 * - `fact:<topic>`: a project fact observed in sessions (`package-manager`, `stack`).
 * - `finding:<session id>:<text, first 200>`: a finding Claude stated and then acted on.
 * - `answer:<session id>:<request, first 200>`: what Claude answered to a request it only looked into.
 * - `stopped:<session id>:<command, first 200>`: a call the user stopped at the permission prompt.
 * - `tool-error:<error shape, first 200>`: an error of one of the agent's tools (paths and numbers made general).
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

/** True for the key of an observation line: such a memory mirrors its file and is governed by it. */
export function isObservationKey(key: string | null | undefined): boolean {
  return key?.startsWith("obs:") === true;
}

/** Key of a bug note that merges every failure of `command` (general form) in one session. */
export function sessionFixKey(sessionId: string, command: string): string {
  return `fix:${sessionId}:${command.slice(0, 300)}`;
}

/** Key of an error→fix pair taken from Claude Code's compaction summary. */
export function compactFixKey(error: string): string {
  return `fix:compact:${error.slice(0, 200)}`;
}

/** Key of a user correction. */
export function correctionKey(text: string): string {
  return `said:${text.slice(0, 200)}`;
}

/** Key of the user's answer to one AskUserQuestion question in a session. */
export function answerKey(sessionId: string, question: string): string {
  return `asked:${sessionId}:${question.slice(0, 200)}`;
}

/** Key of an approved plan in a session. */
export function planKey(sessionId: string, title: string): string {
  return `plan:${sessionId}:${title.slice(0, 200)}`;
}

/** Key of a follow-up filed through `tracker` (gh, bd, glab, jira, linear). */
export function followUpKey(tracker: string, title: string): string {
  return `followup:${tracker}:${title.slice(0, 200)}`;
}

/** Key of the project fact that script `name` does not exist. */
export function missingScriptKey(name: string): string {
  return `fact:no-script:${name}`;
}

/** Key of a finding Claude stated in one session (its words, first 200). */
export function findingKey(sessionId: string, finding: string): string {
  return `finding:${sessionId}:${finding.slice(0, 200)}`;
}

/** Key of Claude's answer to one request of a session that it only looked into (no change made). */
export function turnAnswerKey(sessionId: string, request: string): string {
  return `answer:${sessionId}:${request.slice(0, 200)}`;
}

/** Key of a call the user stopped (rejected at the permission prompt) in a session. */
export function stoppedCallKey(sessionId: string, command: string): string {
  return `stopped:${sessionId}:${command.slice(0, 200)}`;
}

/** Key of an error of the agent's tools, the same across sessions (`shape`: paths and numbers made general). */
export function toolErrorKey(shape: string): string {
  return `tool-error:${shape.slice(0, 200)}`;
}

/** Key of a project fact observed in sessions (`topic`: e.g. `package-manager`, `stack`). */
export function observedFactKey(topic: string): string {
  return `fact:${topic}`;
}
