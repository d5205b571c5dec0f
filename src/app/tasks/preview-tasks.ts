/**
 * The task boards as a starting session would find them, for a preview of its context pack (`cairn
 * context`, the dashboard's next pack, MCP `get_context_pack`): tasks an ended session left in flight
 * are reconciled in memory (planReconcile: the rule SessionStart commits), nothing is committed and no
 * board file is re-rendered. The returned TaskStore answers the task reads from that view — listTasks,
 * countTasks and readyTasks (core/tasks/scheduler.ts, the rule the stores' ready query agrees with) —
 * and passes every other call to the real store. When reconciling would change nothing, it is the
 * store itself.
 */
import type { Task, TaskStatus } from "../../core/tasks/model.js";
import { TRANSITIONAL } from "../../core/tasks/model.js";
import { readyTasks } from "../../core/tasks/scheduler.js";
import type { Store } from "../../store/store.js";
import type { TaskFilter, TaskStore } from "../../store/task-store.js";
import { planReconcile } from "./reconcile-tasks.js";

type CountFilter = TaskFilter & { notStatuses?: readonly TaskStatus[] };

function matches(t: Task, f: CountFilter): boolean {
  return (
    t.project === f.project &&
    (f.board === undefined || t.board === f.board) &&
    (f.parentId === undefined || t.parentId === f.parentId) &&
    (f.phase === undefined || t.phase === f.phase) &&
    (f.statuses === undefined || f.statuses.includes(t.status)) &&
    (f.notStatuses === undefined || !f.notStatuses.includes(t.status)) &&
    (f.ids === undefined || f.ids.includes(t.id))
  );
}

/** `tasks` as reconciled for a session starting now in `project` (see module header). */
export async function previewTaskStore(
  tasks: TaskStore,
  sessions: Pick<Store, "getSession">,
  o: { project: string; now: Date },
): Promise<TaskStore> {
  if ((await tasks.countTasks({ project: o.project, statuses: TRANSITIONAL })) === 0) return tasks;
  const changes = await planReconcile(
    { tasks, project: o.project, sessionId: null, now: o.now },
    { sessions },
  );
  if (changes.length === 0) return tasks;
  const after = new Map(changes.map((c) => [c.after.id, c.after]));
  const view = (await tasks.listTasks({ project: o.project })).map((t) => after.get(t.id) ?? t);
  const reads = {
    listTasks: async (f: TaskFilter) =>
      f.project === o.project
        ? view.filter((t) => matches(t, f)).slice(0, f.limit ?? Number.POSITIVE_INFINITY)
        : tasks.listTasks(f),
    countTasks: async (f: CountFilter) =>
      f.project === o.project ? view.filter((t) => matches(t, f)).length : tasks.countTasks(f),
    readyTasks: async (project: string, board: string | undefined, limit: number) =>
      project === o.project
        ? readyTasks(
            view.filter((t) => board === undefined || t.board === board),
            limit,
          )
        : tasks.readyTasks(project, board, limit),
  };
  return new Proxy(tasks, {
    get(target, prop) {
      if (typeof prop === "string" && prop in reads) return reads[prop as keyof typeof reads];
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
