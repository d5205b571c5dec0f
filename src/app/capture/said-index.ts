/**
 * The session checks both consumers of what was said apply (app/capture/save-excerpts.ts, the
 * conversation index; app/capture/findings-looked.ts, findings stated after looking): the session's
 * command runs, failures, polls, looks and claim evidence (core/conversation/said-*), built once per
 * list of events and shared. Keyed by the list's identity (record-activity.ts passes both the same
 * `plan.recent`, which nothing mutates); a WeakMap, so an index lives as long as its list.
 */
import type { ActivityEvent } from "../../core/capture/events.js";
import { failuresOf, type SessionFailures } from "../../core/conversation/said-before-failure.js";
import { commandRuns, type Run } from "../../core/conversation/said-failing.js";
import { looksOf, type SessionLooks } from "../../core/conversation/said-looked.js";
import { pollsOf, type SessionPolls } from "../../core/conversation/said-polled.js";
import { type SaidEvidence, saidEvidence } from "../../core/conversation/said-truth.js";

export interface SaidIndex {
  /** Times of the main thread's prompts, in time order (they number the turns). */
  prompts: string[];
  runs: Run[];
  failures: SessionFailures;
  polls: SessionPolls;
  looks: SessionLooks;
  evidence: SaidEvidence;
}

const built = new WeakMap<readonly ActivityEvent[], SaidIndex>();

/** The checks of `recent` (the session's newest events in time order), built on the first call for that list. */
export function saidIndex(recent: readonly ActivityEvent[]): SaidIndex {
  let index = built.get(recent);
  if (index === undefined) {
    const runs = commandRuns(recent);
    index = {
      prompts: recent.filter((e) => e.kind === "prompt" && e.agentId === null).map((e) => e.ts),
      runs,
      failures: failuresOf(recent, runs),
      polls: pollsOf(recent),
      looks: looksOf(recent),
      evidence: saidEvidence(recent),
    };
    built.set(recent, index);
  }
  return index;
}
