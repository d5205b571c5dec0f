/** `show`: one task with its parent, children, dependencies (and what blocks them), brief and log. */
import { BRIEF_TTL_MS, type ResearchBrief, type Task, type TaskEvent } from "../../core/tasks/model.js";
import { waitingOn } from "../../core/tasks/scheduler.js";
import { mustGetTask, type TaskScope } from "./commit.js";

export interface TaskDetail {
  task: Task;
  parent: Task | null;
  children: Task[];
  dependencies: Task[];
  /** Unfinished dependencies as "t2 (PENDING)". */
  waitingOn: string[];
  brief: (ResearchBrief & { fresh: boolean }) | null;
  events: TaskEvent[];
}

export async function showTask(s: TaskScope, id: string, eventLimit = 20): Promise<TaskDetail> {
  const task = await mustGetTask(s, id);
  const dependencies = await s.tasks.listTasks({ project: s.project, ids: task.dependencies });
  const brief = await s.tasks.getBrief(s.project, id);
  const events = await s.tasks.listEvents({
    project: s.project,
    taskId: id,
    order: "newest",
    limit: eventLimit,
  });
  return {
    task,
    parent: task.parentId ? await s.tasks.getTask(s.project, task.parentId) : null,
    children: await s.tasks.listTasks({ project: s.project, parentId: id }),
    dependencies,
    waitingOn: waitingOn(task, new Map(dependencies.map((d) => [d.id, d]))),
    brief: brief ? { ...brief, fresh: s.now.getTime() - Date.parse(brief.writtenAt) < BRIEF_TTL_MS } : null,
    events: events.reverse(),
  };
}
