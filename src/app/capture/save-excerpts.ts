/**
 * The conversation index's side of recording a batch (record-activity.ts, so hooks and import share
 * it): the user's typed prompts (the session's `prompt` events — UserPromptSubmit stores them before
 * the Stop that records the turn — with machine-written records, bare and session slash commands and
 * task notifications left out) and Claude's main-thread messages (the batch's `said`, else its `stop`
 * events) split into excerpts (core/conversation/excerpts.ts), each redacted once, with its turn — the
 * number of the session's prompts at or before it. Claude's working notes mid-turn are left out
 * (core/conversation/said-turns.ts), and so is what it said while polling a background job that a later
 * turn polled again (core/conversation/said-polled.ts), what it said of a state it had just looked at
 * that a later event changed (core/conversation/said-looked.ts), and what it said just before a failure
 * of the same exchange (core/conversation/said-before-failure.ts), its exchange's report that the next
 * exchange undid and the lines said past a warning they do not account for; what an exchange that
 * only looked described is kept marked when the next exchange changed it (core/conversation/said-around.ts). What the session's events disprove in Claude's
 * messages (core/conversation/said-truth.ts: unsupported claims of success, versions a manifest gives
 * otherwise, files deleted later, next steps closed later, quoted commit messages) is left out first;
 * then what a later message of the session says anew (core/conversation/said-supersede.ts: an excerpt
 * a later turn covers again, the lines the user's short next prompt took up). A hook sees only its
 * batch, so there supersession reaches only within the batch; import sees the whole session.
 *
 * A live Stop reads the transcript's tail, which repeats earlier turns: a hook keeps only what was said
 * since the session's record was last updated (the store ignores repeats anyway; this bounds the
 * redaction a hook pays for).
 */

import type { ActivityEvent } from "../../core/capture/events.js";
import { INTERRUPTED } from "../../core/capture/events.js";
import { isBareSlashCommand, isMachinePrompt } from "../../core/capture/session-sources.js";
import { isTaskNotification } from "../../core/capture/summary.js";
import { type SaidText, splitExcerpts, wordCount } from "../../core/conversation/excerpts.js";
import {
  CHANGED_MARK,
  describedThenChanged,
  reportUndone,
  withoutUnaccountedWarnings,
} from "../../core/conversation/said-around.js";
import { saidBeforeFailure } from "../../core/conversation/said-before-failure.js";
import { exchangesOf } from "../../core/conversation/said-exchanges.js";
import { saidWhileFailing, withoutCarriedOut } from "../../core/conversation/said-failing.js";
import { saidBeforeChange } from "../../core/conversation/said-looked.js";
import { saidWhilePolling } from "../../core/conversation/said-polled.js";
import { withoutSuperseded } from "../../core/conversation/said-supersede.js";
import { withoutDisproved } from "../../core/conversation/said-truth.js";
import { withoutWorkingNotes } from "../../core/conversation/said-turns.js";
import { redactOnce } from "../../core/redact/redacted-texts.js";
import type { NewExcerpt, Store } from "../../store/store.js";
import type { ActivityBatch } from "./activity-batch.js";
import { saidIndex } from "./said-index.js";

/** True for a prompt event whose text someone typed as a request (see the module comment). */
function typedPrompt(e: ActivityEvent): boolean {
  const text = e.detail ?? "";
  return (
    e.kind === "prompt" &&
    e.agentId === null &&
    text.trim() !== "" &&
    !isMachinePrompt(text) &&
    !isBareSlashCommand(text) &&
    !isTaskNotification(text)
  );
}

/** What was said since `since` (null: all): typed prompts of `recent`, Claude's messages of `b`. */
function saidOf(b: ActivityBatch, recent: readonly ActivityEvent[], since: string | null): SaidText[] {
  const after = (x: { ts: string }) => since === null || x.ts >= since;
  const prompts: SaidText[] = recent
    .filter((e) => typedPrompt(e) && after(e))
    .map((e) => ({ role: "user", ts: e.ts, text: e.detail ?? "" }));
  const claude: SaidText[] =
    (b.said ?? []).length > 0
      ? (b.said ?? []).filter(after)
      : b.events
          .filter((e) => e.kind === "stop" && e.agentId === null && e.detail && e.detail !== INTERRUPTED)
          .map((e) => ({ role: "assistant", ts: e.ts, text: e.detail ?? "" }));
  return [...prompts, ...claude];
}

/**
 * Stores the excerpts of what was said; `recent`: the session's newest events in time order (their
 * prompts number the turns); `previous`: when the session's record was last updated before this batch
 * (a hook's lower bound), null for none. Returns the excerpts added.
 */
export async function saveExcerpts(
  store: Store,
  b: ActivityBatch,
  recent: readonly ActivityEvent[],
  previous: string | null,
): Promise<number> {
  const said = withoutWorkingNotes(saidOf(b, recent, b.origin === "hook" ? previous : null), recent);
  if (said.length === 0) return 0;
  const { prompts: promptTimes, evidence, runs, polls, looks, failures } = saidIndex(recent);
  const exchanges = exchangesOf(recent);
  const rows: NewExcerpt[] = [];
  for (const s of said) {
    const turn = countAtOrBefore(promptTimes, s.ts);
    if (
      s.role === "assistant" &&
      (saidWhileFailing(s.ts, turn, runs) ||
        saidBeforeFailure(s.ts, failures) ||
        saidWhilePolling(s.ts, polls) ||
        saidBeforeChange(s.ts, looks) ||
        reportUndone(s.ts, exchanges))
    )
      continue;
    const kept = withoutDisproved(s, evidence);
    const checked = s.role === "assistant" ? withoutUnaccountedWarnings(kept, s.ts, exchanges) : kept;
    const mark = s.role === "assistant" && describedThenChanged(s.ts, exchanges) ? CHANGED_MARK : "";
    for (const piece of splitExcerpts(checked)) {
      const said = s.role === "assistant" ? withoutCarriedOut(piece, s.ts, turn, runs) : piece;
      if (wordCount(said) === 0) continue;
      const text = `${mark}${said}`;
      rows.push({
        project: b.project.id,
        sessionId: b.sessionId,
        turn,
        role: s.role,
        ts: s.ts,
        text: redactOnce(text),
      });
    }
  }
  const fresh = withoutSuperseded(rows);
  return fresh.length === 0 ? 0 : store.insertExcerpts(fresh);
}

/** How many of the sorted `times` are ≤ `ts` (binary search). */
function countAtOrBefore(times: readonly string[], ts: string): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] as string) <= ts) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
