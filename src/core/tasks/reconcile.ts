/**
 * Reconciliation on resume (the project-planner plugin's heuristic), pure. A task left IN_RESEARCH, IN_PROGRESS or
 * VALIDATING (validation did not finish, so it counts as IN_PROGRESS) when a session ended becomes
 * RESEARCHED when a research brief written after the task was created exists, otherwise PENDING: re-doing
 * work beats asserting false completion. COMPLETE, BLOCKED and CANCELLED are never touched.
 *
 * Stale detection: IN_PROGRESS (or VALIDATING) for longer than 4× its estimate with no TASK_COMPLETE in
 * the log → PENDING with an ERROR event; the second time → BLOCKED "Stale twice — requires human review".
 * A task without an estimate is never stale. The estimate is never changed; briefs are never deleted.
 */
import { STALE_FACTOR, STALE_TWICE_REASON, type Task, TRANSITIONAL } from "./model.js";
import type { Change } from "./rules.js";

export interface ReconcileInput {
  /** Candidate tasks (any status; only transitional leaves are considered). */
  tasks: readonly Task[];
  now: string;
  /** When each task's research brief was written, if it has one. */
  briefWrittenAt: ReadonlyMap<string, string>;
  /** Tasks with a TASK_COMPLETE event logged since they were started. */
  completeLogged: ReadonlySet<string>;
  /** Tasks to leave alone (held by another session that is still active). */
  skip?: ReadonlySet<string>;
  /** Tasks that have children (their status follows the children; never reset). */
  parents: ReadonlySet<string>;
}

export function isStale(t: Task, now: string, completeLogged: ReadonlySet<string>): boolean {
  if (t.status !== "IN_PROGRESS" && t.status !== "VALIDATING") return false;
  if (t.estimateMinutes === null || t.startedAt === null || completeLogged.has(t.id)) return false;
  return Date.parse(now) - Date.parse(t.startedAt) > STALE_FACTOR * t.estimateMinutes * 60_000;
}

export function reconcile(input: ReconcileInput): Change[] {
  const out: Change[] = [];
  const now = input.now;
  for (const t of input.tasks) {
    if (!TRANSITIONAL.includes(t.status) || input.parents.has(t.id) || input.skip?.has(t.id)) continue;
    if (isStale(t, now, input.completeLogged)) {
      out.push(staleReset(t, now));
      continue;
    }
    const brief = input.briefWrittenAt.get(t.id);
    const researched = brief !== undefined && Date.parse(brief) > Date.parse(t.createdAt);
    const status = researched ? "RESEARCHED" : "PENDING";
    const after: Task = { ...t, status, startedAt: null, updatedAt: now };
    const why = researched
      ? "a research brief newer than the task exists"
      : "no research brief to resume from";
    out.push({
      before: t,
      after,
      events: [{ type: "TASK_RECONCILED", detail: `session ended while ${t.status}; ${why}` }],
    });
  }
  return out;
}

function staleReset(t: Task, now: string): Change {
  const hours = ((Date.parse(now) - Date.parse(t.startedAt ?? now)) / 3_600_000).toFixed(1);
  const count = t.staleCount + 1;
  const detail = `stale: ${t.status} for ${hours}h, over ${STALE_FACTOR}× the ${t.estimateMinutes} min estimate, with no TASK_COMPLETE`;
  if (count >= 2) {
    const after: Task = {
      ...t,
      status: "BLOCKED",
      blockedReason: STALE_TWICE_REASON,
      staleCount: count,
      startedAt: null,
      updatedAt: now,
    };
    return {
      before: t,
      after,
      events: [
        { type: "ERROR", detail: `${detail} (second time)` },
        { type: "TASK_BLOCKED", detail: STALE_TWICE_REASON },
      ],
    };
  }
  const after: Task = { ...t, status: "PENDING", staleCount: count, startedAt: null, updatedAt: now };
  return { before: t, after, events: [{ type: "ERROR", detail: `${detail}; reset to PENDING` }] };
}
