/**
 * `next`: what the scheduler hands out now (core/tasks/scheduler's rule, via the store's query), with
 * why nothing is ready when nothing is: how many tasks are in flight, blocked or waiting on dependencies.
 */
import type { Task } from "../../core/tasks/model.js";
import type { TaskScope } from "./commit.js";

export interface NextTasks {
  ready: Task[];
  inProgress: number;
  blocked: number;
  pending: number;
  complete: number;
  total: number;
}

export async function nextTasks(s: TaskScope, board: string | undefined, limit = 1): Promise<NextTasks> {
  const f = { project: s.project, ...(board !== undefined ? { board } : {}) };
  const count = (statuses: Task["status"][]) => s.tasks.countTasks({ ...f, statuses });
  return {
    ready: await s.tasks.readyTasks(s.project, board, limit),
    inProgress: await count(["IN_RESEARCH", "IN_PROGRESS", "VALIDATING"]),
    blocked: await count(["BLOCKED"]),
    pending: await count(["PENDING", "RESEARCHED"]),
    complete: await count(["COMPLETE"]),
    total: await s.tasks.countTasks(f),
  };
}
