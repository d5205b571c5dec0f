/**
 * Saves the findings Claude stated right after looking (core/capture/looked-findings) from a batch's
 * `said` — the main-thread messages the transcript gave (import: the whole session; a live Stop: the
 * transcript's tail, of which a hook keeps what was said since the session's record was last updated,
 * as the conversation index does). A message is checked against the session as the conversation index
 * checks it (app/capture/save-excerpts.ts): one said while a command was failing or just before a
 * failure of its exchange, while polling a background job, or of a state a later turn changed is left
 * out, and so is what the session disproved in its text (core/conversation/said-truth). Those checks
 * are built only once a message follows looks. The reports of subagents that only looked
 * (core/capture/agent-report-findings) are checked the same way. Saved through saveMemory (idempotent
 * by dedupe key).
 */

import { agentReportFindings } from "../../core/capture/agent-report-findings.js";
import type { ActivityEvent } from "../../core/capture/events.js";
import { lookedFindings } from "../../core/capture/looked-findings.js";
import type { SaidText } from "../../core/conversation/excerpts.js";
import { saidBeforeFailure } from "../../core/conversation/said-before-failure.js";
import { saidWhileFailing } from "../../core/conversation/said-failing.js";
import { saidBeforeChange } from "../../core/conversation/said-looked.js";
import { saidWhilePolling } from "../../core/conversation/said-polled.js";
import { withoutDisproved } from "../../core/conversation/said-truth.js";
import { countAtOrBefore } from "../../core/conversation/sorted-times.js";
import { fitTags, type SourceKind } from "../../core/memories/memory.js";
import type { Store } from "../../store/store.js";
import type { ActivityBatch, SkippedMemory } from "./activity-batch.js";
import { saveDraft } from "./findings-draft-save.js";
import { saidIndex } from "./said-index.js";

/**
 * `checked` for lookedFindings over `recent`, built on the first call. With `own` false (a subagent's
 * report) a failure later in the exchange does not count: the report supposed nothing about the main
 * thread's next step.
 */
function sessionChecks(recent: readonly ActivityEvent[]): (s: SaidText, own?: boolean) => string | null {
  let checks: ((s: SaidText, own: boolean) => string | null) | null = null;
  return (s, own = true) => {
    if (checks === null) {
      const { prompts, runs, failures, polls, looks, evidence } = saidIndex(recent);
      checks = (m, mine) => {
        const turn = countAtOrBefore(prompts, m.ts);
        if (
          saidWhileFailing(m.ts, turn, runs) ||
          (mine && saidBeforeFailure(m.ts, failures)) ||
          saidWhilePolling(m.ts, polls) ||
          saidBeforeChange(m.ts, looks)
        )
          return null;
        return withoutDisproved(m, evidence);
      };
    }
    return checks(s, own);
  };
}

/**
 * Saves the looked-at findings of batch `b` (`recent`: the session's newest events in time order;
 * `previous`: when the session's record was last updated before this batch, a hook's lower bound).
 * Returns how many memories are new; a draft that does not validate is reported in `skipped`.
 */
export async function saveLookedFindings(
  store: Store,
  b: ActivityBatch,
  recent: readonly ActivityEvent[],
  previous: string | null,
  kind: SourceKind,
  skipped: SkippedMemory[],
): Promise<number> {
  const since = b.origin === "hook" ? previous : null;
  const said = (b.said ?? []).filter((s) => s.role === "assistant" && (since === null || s.ts >= since));
  const checks = sessionChecks(recent);
  const drafts = [
    ...(said.length > 0 ? lookedFindings(b.sessionId, said, recent, checks) : []),
    ...agentReportFindings(b.sessionId, recent, since, (s) => checks(s, false)),
  ];
  let created = 0;
  for (const d of drafts) {
    const at = b.origin === "import" && d.at ? new Date(d.at) : b.now;
    if (await saveDraft(store, b, { ...d, tags: fitTags(d.tags) }, kind, b.trigger, at, skipped)) created++;
  }
  return created;
}
