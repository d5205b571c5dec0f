/**
 * The one write path of task use cases: every changed task is validated against the schema, then the
 * rows and their log events (each carrying the task after the change, for roll-forward recovery) are
 * written — inside the caller's transaction, so all of a move lands or none of it does. A refused move
 * (CairnError) is logged as an ERROR event after the rollback, so the refusal is on record while task
 * state stays exactly as it was.
 */
import { CairnError } from "../../core/common/errors.js";
import { parseOrThrow } from "../../core/common/validate.js";
import type { NewTaskEvent, TaskEvent } from "../../core/tasks/model.js";
import type { Change, EventDraft } from "../../core/tasks/rules.js";
import { taskSchema } from "../../core/tasks/schema.js";
import type { TaskStore } from "../../store/task-store.js";

export interface TaskScope {
  tasks: TaskStore;
  /** Cairn project (repository) id. */
  project: string;
  /** Claude Code session making the change, when known. */
  sessionId: string | null;
  now: Date;
}

/** Board-level event (no task), e.g. PHASE_COMPLETE, CHECKPOINT_WRITTEN. */
export function boardEvent(
  s: TaskScope,
  board: string,
  e: EventDraft,
  taskId: string | null = null,
): NewTaskEvent {
  return {
    project: s.project,
    board,
    ts: s.now.toISOString(),
    type: e.type,
    taskId,
    prevStatus: e.prevStatus ?? null,
    newStatus: e.newStatus ?? null,
    detail: e.detail,
    data: e.data ?? null,
    sessionId: s.sessionId,
  };
}

/** Validates and writes the changes with their events. Returns the events as appended. */
export async function commitChanges(s: TaskScope, changes: readonly Change[]): Promise<TaskEvent[]> {
  for (const c of changes)
    await parseOrThrow(taskSchema, c.after, `refused: task ${c.after.id} would be invalid`);
  const inserts = changes.filter((c) => c.before === null).map((c) => c.after);
  const updates = changes.filter((c) => c.before !== null).map((c) => c.after);
  if (inserts.length > 0) await s.tasks.insertTasks(inserts);
  if (updates.length > 0) await s.tasks.updateTasks(updates);
  const events: NewTaskEvent[] = [];
  for (const c of changes)
    for (const e of c.events)
      events.push(
        boardEvent(
          s,
          c.after.board,
          {
            ...e,
            prevStatus: e.prevStatus === undefined ? (c.before?.status ?? null) : e.prevStatus,
            newStatus: e.newStatus === undefined ? c.after.status : e.newStatus,
            data: { ...e.data, task: c.after },
          },
          c.after.id,
        ),
      );
  return s.tasks.appendEvents(events);
}

/**
 * Runs a task write as one transaction. On a CairnError the transaction has rolled back; the refusal is
 * then appended to the board's log as an ERROR (best effort) and rethrown unchanged.
 */
export async function mutate<T>(
  s: TaskScope,
  board: string,
  what: string,
  fn: () => Promise<T>,
  taskId: string | null = null,
): Promise<T> {
  try {
    return await s.tasks.inTransaction(fn);
  } catch (err) {
    if (err instanceof CairnError && !refusalLogged.has(err)) {
      await logRefusal(s, board, `${what} refused: ${err.message}`, taskId);
      refusalLogged.add(err);
    }
    throw err;
  }
}

/** Refusals already written to the log (adapters log the ones raised before a write began). */
export const refusalLogged = new WeakSet<Error>();

export async function logRefusal(s: TaskScope, board: string, detail: string, taskId: string | null) {
  try {
    await s.tasks.inTransaction(() =>
      s.tasks.appendEvents([boardEvent(s, board, { type: "ERROR", detail: detail.slice(0, 2000) }, taskId)]),
    );
  } catch {
    // the refusal itself is what the caller sees; logging it is best effort
  }
}

export async function mustGetTask(s: TaskScope, id: string) {
  const t = await s.tasks.getTask(s.project, id);
  if (!t)
    throw new CairnError(
      "NOT_FOUND",
      `no task ${id} in this project (\`cairn tasks list --all\` lists them)`,
    );
  return t;
}
