/**
 * What Claude said just before the session's own results went against it: an expectation ("this
 * should start cleanly now", "the build will pass") or a cause it supposed ("the tests fail because
 * …"), followed in the same exchange by a command that failed. The failure is the session's evidence
 * that the statement did not hold, or not as said; what Claude said after the failure (a diagnosis
 * made from it) is kept. Read from the order and outcomes of the session's events, never from the
 * words said, so it holds for any language and any stack. Pure.
 *
 * An **exchange** runs from a typed prompt to the next one: task notifications and other records no
 * one typed (core/capture/session-sources.ts `isMachinePrompt`) do not end it, so a background job
 * that ends after Claude's closing message still answers it. A **failure** is a main-thread command
 * that failed, looking commands (`ls`, `git status`: a missing path while exploring) left out, as
 * core/conversation/said-failing.ts reads runs; or a task notification that reports a background
 * command ended with a non-zero exit code (core/capture/background.ts `taskNotificationEnd`), at the
 * notification's time, when the result arrived.
 *
 * Import settles a background start in place (core/transcript/background-starts.ts): the stored event
 * keeps the start's time and the notification is not stored. Claude Code delivers a notification
 * between turns, so its result arrives after the turn's closing message (a `stop`) and wakes the
 * session without a typed prompt: such a failure counts just after the first closing message that
 * follows the start, when the exchange goes on after that message.
 *
 * A message is **said before a failure** when a failure follows it in its exchange, unless the next
 * main-thread call after it is a command (not a look) or a poll of a background job
 * (core/conversation/said-polled.ts `POLL_TOOLS`) that passed before that failure: the result that
 * followed the message bore it out ("still compiling the deps, let me wait", then the job completes),
 * and a failure later in a long exchange is another step's.
 */
import { taskNotificationEnd } from "../capture/background.js";
import type { ActivityEvent } from "../capture/events.js";
import { isMachinePrompt } from "../capture/session-sources.js";
import type { Run } from "./said-failing.js";
import { POLL_TOOLS } from "./said-polled.js";
import { countAtOrBefore } from "./sorted-times.js";

/** The session's exchange starts and failures, sorted, read once per session (see failuresOf). */
export interface SessionFailures {
  /** Times of the main thread's typed prompts (exchange starts). */
  typed: string[];
  /** Times of failed commands and of notifications of failed background commands. */
  failed: string[];
  /** The main thread's tool calls, sorted: when, and whether it is a command or poll that passed. */
  calls: { ts: string; passed: boolean }[];
}

const byTime = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The exchanges and failures of `events` (time order); `runs`: their command runs
 * (core/conversation/said-failing.ts `commandRuns`, looking commands left out). One pass.
 */
export function failuresOf(events: readonly ActivityEvent[], runs: readonly Run[]): SessionFailures {
  const typed: string[] = [];
  const failed = runs.filter((r) => !r.ok).map((r) => r.ts);
  const passedRuns = new Set(runs.filter((r) => r.ok).map((r) => r.ts));
  const calls: { ts: string; passed: boolean }[] = [];
  let unseen = false; // a settled background failure of this exchange no closing message has followed yet
  let woken: string | null = null; // a closing message after it, until the exchange goes on
  for (const e of events) {
    if (e.agentId !== null) continue;
    if (e.kind === "prompt") {
      const text = e.detail ?? "";
      const end = taskNotificationEnd(text);
      if (end !== null) {
        if (end.exitCode !== null && end.exitCode !== 0) failed.push(e.ts);
      } else if (!isMachinePrompt(text)) {
        typed.push(e.ts);
        unseen = false;
        woken = null;
      }
      continue;
    }
    if (e.kind === "tool")
      calls.push({
        ts: e.ts,
        passed: passedRuns.has(e.ts) || (POLL_TOOLS.has(e.tool ?? "") && e.ok === true),
      });
    if (woken !== null && (e.kind === "tool" || e.kind === "stop")) {
      failed.push(`${woken}~`); // just after the closing message, before anything later
      woken = null;
    }
    if (e.kind === "stop" && unseen) {
      woken = e.ts;
      unseen = false;
    } else if (e.kind === "tool" && settledFailure(e)) unseen = true;
  }
  calls.sort((a, b) => byTime(a.ts, b.ts));
  return { typed: typed.sort(byTime), failed: failed.sort(byTime), calls };
}

/**
 * A command stored as a background start that a later notification settled as failed (core/capture/
 * background.ts `settled`: the exit code is its only error text). A command that failed in the
 * foreground with no output of its own is stored the same way; the closing-message condition of
 * failuresOf (the exchange went on without a typed prompt) keeps that case apart.
 */
const settledFailure = (e: ActivityEvent): boolean =>
  e.ok === false && e.command !== null && /^Exit code -?\d+$/.test(e.error ?? "");

/** True when a message said at `ts` was said before a failure (see the module comment). */
export function saidBeforeFailure(ts: string, f: SessionFailures): boolean {
  const failure = f.failed[countAtOrBefore(f.failed, ts)];
  if (failure === undefined) return false;
  const next = f.typed[countAtOrBefore(f.typed, ts)];
  if (next !== undefined && failure >= next) return false;
  const call = f.calls[countAtOrBefore(f.calls, ts, (c) => c.ts)];
  return call === undefined || !call.passed || call.ts > failure;
}
