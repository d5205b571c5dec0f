/**
 * Commits and pushes as a session's events show them: the short hash `git commit` printed (kept as an
 * output note, core/capture/tool-detail `outputNote`) and whether a push passed after the last commit.
 * A commit with no later passing push is "committed, not pushed" — evidence, whatever the closing
 * message says. Pure.
 */
import type { ActivityEvent } from "./events.js";
import { commitSubject } from "./session-sources.js";

/** The note prefix of a passing `git commit`'s hash. */
export const COMMITTED = "committed: ";

/** `git commit`'s first output line: `[<branch> <hash>] subject`, `[main (root-commit) <hash>] …`, `[detached HEAD <hash>] …`. */
const COMMIT_LINE = /^\[[^\]\n]*? ([0-9a-f]{7,40})\] \S/m;
const COMMIT = /\bgit\s+(?:-[Cc]\s+\S+\s+)*commit\b/;
const PUSH = /\bgit\s+(?:-[Cc]\s+\S+\s+)*push\b/;

/** `committed: <hash>` for the output of a command that ran `git commit`, else null. */
export function commitNote(command: string, output: string): string | null {
  if (!COMMIT.test(command)) return null;
  const hash = COMMIT_LINE.exec(output)?.[1];
  return hash ? `${COMMITTED}${hash}` : null;
}

/** The hash a passing commit event's note kept, else null. */
export function commitHashOf(e: ActivityEvent): string | null {
  return e.ok === true && e.detail?.startsWith(COMMITTED) ? e.detail.slice(COMMITTED.length) : null;
}

/**
 * Adds the commit event `e` made, if any, to `commits` (subjects in order, each `subject (hash)` when
 * the hash is known), in place: a subject already listed gets the new hash, where it stands; an amend
 * without a new message (`--amend --no-edit`) gives the last entry its new hash. A commit sent to the
 * background ("Command running in background", no exit code) has not committed anything yet.
 */
export function addCommit(commits: string[], e: ActivityEvent): void {
  if (e.exitCode !== 0 || !e.command) return;
  const subject = commitSubject(e.command);
  const hash = commitHashOf(e);
  if (subject === null) {
    const last = commits.at(-1);
    if (/\s--amend\b/.test(e.command) && hash && last !== undefined)
      commits[commits.length - 1] = `${last.replace(HASHED, "")} (${hash})`;
    return;
  }
  const entry = hash ? `${subject} (${hash})` : subject;
  const at = commits.findIndex((c) => c === subject || c.replace(HASHED, "") === subject);
  if (at >= 0) commits[at] = entry;
  else commits.push(entry);
}

/** The ` (hash)` a listed commit ends with. */
const HASHED = / \([0-9a-f]{7,40}\)$/;

/** What happened to a session's last commit: see `pushAfterLastCommit`. */
export type PushState = "pushed" | "push failed" | "not pushed";

/** How the summary's Committed line ends for each push state. */
export const PUSH_WORDS: Readonly<Record<PushState, string>> = {
  pushed: "pushed",
  "push failed": "not pushed (the push after it failed)",
  "not pushed": "not pushed",
};

/**
 * Whether the session's last commit was pushed: `pushed` when a `git push` exited 0 after it (or in
 * the same command, after the commit), `push failed` when only failing pushes came after it, `not
 * pushed` when none did; null when no commit passed in the session.
 */
export function pushAfterLastCommit(events: readonly ActivityEvent[]): PushState | null {
  let state: PushState | null = null;
  for (const e of events) {
    if (e.kind !== "tool" || !e.command) continue;
    const commit = COMMIT.exec(e.command)?.index ?? -1;
    const push = PUSH.exec(e.command)?.index ?? -1;
    const passed = e.ok === true && e.exitCode === 0;
    if (commit >= 0) {
      // a chain that commits and then pushes passed as a whole: both ran
      if (passed) state = push > commit ? "pushed" : "not pushed";
      continue;
    }
    if (push < 0 || state === null) continue;
    if (passed) state = "pushed";
    else if (e.ok === false && e.exitCode !== null && state === "not pushed") state = "push failed";
  }
  return state;
}

/** How many of the latest commits a `git reset [--soft|--mixed|--hard|--keep] HEAD~N` (or `HEAD^`) undid; 0 for anything else. */
export function resetCommits(command: string): number {
  const m = /\bgit\s+reset(?:\s+--(?:soft|mixed|hard|keep|merge))?\s+HEAD(~(\d+)|\^+|~)(?=\s|$|[;&|)])/.exec(
    command,
  );
  if (!m) return 0;
  if (m[2]) return Number(m[2]);
  return m[1]?.startsWith("^") ? (m[1]?.length ?? 1) : 1;
}
