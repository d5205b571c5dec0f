/**
 * Re-derives sessions on the store that now holds all of their events: after this machine's outbox
 * delivered a session the server already had part of (store/backend/outbox.ts merges the records),
 * the summary, the session's task_summary memory and the memories derived from the delivered events are
 * brought up to date from the union of the events (record-activity.ts, with no new events). The session
 * keeps its last-update time. Derivation is bounded by `deadline` like a hook's; what is left is marked
 * as a backlog in the spool folder, which the next SessionStart continues.
 */
import type { Store } from "../../store/store.js";
import { recordActivity } from "./record-activity.js";
import { markBacklog } from "./spool.js";

export interface ResummarizeOptions {
  /** Where backlog markers go (`$CAIRN_HOME/spool`). */
  spoolDir: string;
  /** Epoch ms after which no further derivation slice starts (one always runs). */
  deadline?: number;
}

/** Re-derives each session that has a record; sessions without one wait for their next hook. */
export async function resummarizeSessions(
  store: Store,
  sessionIds: readonly string[],
  o: ResummarizeOptions,
): Promise<void> {
  for (const id of sessionIds) {
    if (o.deadline !== undefined && Date.now() >= o.deadline) {
      markBacklog(o.spoolDir, id, 1);
      continue;
    }
    const s = await store.getSession(id);
    if (!s) continue;
    const r = await recordActivity(store, {
      project: { id: s.project, root: s.cwd ?? "" },
      sessionId: id,
      events: [],
      origin: s.origin,
      trigger: "delivery",
      now: new Date(s.updatedAt),
      ...(o.deadline !== undefined ? { deadline: o.deadline } : {}),
    });
    markBacklog(o.spoolDir, id, r.pending);
  }
}
