/** Fixtures shared by the two halves of the TaskStore contract suite: times, a task, an event. */
import { type NewTaskEvent, newPendingTask, type Task } from "../core/tasks/model.js";

/** Raw engine writes to the log that bypass the port; the engine must refuse both. */
export interface Tamper {
  updateEvent(seq: number): Promise<void>;
  deleteEvent(seq: number): Promise<void>;
}

export const T0 = "2026-01-01T00:00:00.000Z";
export const T1 = "2026-01-02T00:00:00.000Z";

export function task(p: Partial<Task> & Pick<Task, "id">): Task {
  return newPendingTask({ project: "p1", board: "main", title: `Task ${p.id}`, at: T0, ...p });
}

export function ev(p: Partial<NewTaskEvent>): NewTaskEvent {
  return {
    project: "p1",
    board: "main",
    ts: T0,
    type: "TASK_STARTED",
    taskId: "t1",
    prevStatus: "PENDING",
    newStatus: "IN_PROGRESS",
    detail: "",
    data: null,
    sessionId: null,
    ...p,
  };
}
