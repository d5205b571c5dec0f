/**
 * Reconciliation on resume (SessionStart startup/resume, `cairn tasks reconcile`): applies
 * core/tasks/reconcile to every board of the project in one transaction. Cheap when nothing is in flight
 * (one indexed query). A task last moved by another session that is still active (not ended, activity in
 * the last 15 minutes) is left alone, so two sessions in one repository do not reset each other's work.
 */
import { type Task, type TaskEvent, TRANSITIONAL } from "../../core/tasks/model.js";
import { reconcile } from "../../core/tasks/reconcile.js";
import type { Change } from "../../core/tasks/rules.js";
import type { Store } from "../../store/store.js";
import { commitChanges, type TaskScope } from "./commit.js";

export const ACTIVE_SESSION_MS = 15 * 60_000;

export interface Reconciled {
  changed: Task[];
  events: TaskEvent[];
  /** Boards whose tasks changed (their renderings are out of date). */
  boards: string[];
}

type ReconcileOptions = { sessions?: Pick<Store, "getSession">; activeWindowMs?: number };

export async function reconcileTasks(s: TaskScope, o: ReconcileOptions = {}): Promise<Reconciled> {
  const inFlight = await s.tasks.listTasks({ project: s.project, statuses: TRANSITIONAL });
  if (inFlight.length === 0) return { changed: [], events: [], boards: [] };
  return s.tasks.inTransaction(async () => {
    const changes = await planReconcile(s, o);
    const events = changes.length > 0 ? await commitChanges(s, changes) : [];
    const changed = changes.map((c) => c.after);
    return { changed, events, boards: [...new Set(changed.map((t) => t.board))] };
  });
}

/** What reconciling would change now (reads only; reconcileTasks commits it in its transaction). */
export async function planReconcile(s: TaskScope, o: ReconcileOptions = {}): Promise<Change[]> {
  const tasks = await s.tasks.listTasks({ project: s.project, statuses: TRANSITIONAL });
  const ids = tasks.map((t) => t.id);
  const parents = await s.tasks.parentsAmong(s.project, ids);
  const briefWrittenAt = await s.tasks.briefTimes(s.project, ids);
  const completeLogged = new Set<string>();
  const skip = new Set<string>();
  for (const t of tasks) {
    const [last] = await s.tasks.listEvents({
      project: s.project,
      taskId: t.id,
      order: "newest",
      limit: 1,
    });
    const [done] = await s.tasks.listEvents({
      project: s.project,
      taskId: t.id,
      types: ["TASK_COMPLETE"],
      order: "newest",
      limit: 1,
    });
    if (done && t.startedAt && done.ts >= t.startedAt) completeLogged.add(t.id);
    if (await heldElsewhere(s, last, o)) skip.add(t.id);
  }
  const now = s.now.toISOString();
  return reconcile({ tasks, now, briefWrittenAt, completeLogged, skip, parents });
}

async function heldElsewhere(
  s: TaskScope,
  last: TaskEvent | undefined,
  o: { sessions?: Pick<Store, "getSession">; activeWindowMs?: number },
): Promise<boolean> {
  const holder = last?.sessionId;
  if (!last || !holder || holder === s.sessionId) return false;
  const session = o.sessions ? await o.sessions.getSession(holder) : null;
  if (session?.endedAt) return false;
  const seen = Math.max(Date.parse(last.ts), session ? Date.parse(session.updatedAt) : 0);
  return s.now.getTime() - seen < (o.activeWindowMs ?? ACTIVE_SESSION_MS);
}
