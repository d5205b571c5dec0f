/**
 * The scheduler's rule (the project-planner plugin's): the next task is the highest-priority PENDING or RESEARCHED task
 * whose dependencies are all COMPLETE; ties go to the task created first. Tasks with children are never
 * handed out (a parent is done through its children), so leaves come before parents, and nothing under
 * a BLOCKED or CANCELLED ancestor is handed out until a human intervenes. This is the reference the
 * stores' fast query (`TaskStore.readyTasks`) must agree with (checked by the contract suite).
 */
import { PRIORITY_RANK, READY_STATUSES, type Task } from "./model.js";

export function compareReady(a: Task, b: Task): number {
  return PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.position - b.position;
}

/** Ready tasks of `tasks` (one repository, any boards), best first. */
export function readyTasks(tasks: readonly Task[], limit = Number.POSITIVE_INFINITY): Task[] {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const parents = new Set(tasks.map((t) => t.parentId).filter((p): p is string => p !== null));
  const held = (t: Task): boolean => {
    const seen = new Set<string>();
    for (let p = t.parentId; p !== null && !seen.has(p); p = byId.get(p)?.parentId ?? null) {
      seen.add(p);
      const s = byId.get(p)?.status;
      if (s === "BLOCKED" || s === "CANCELLED") return true;
    }
    return false;
  };
  return tasks
    .filter(
      (t) =>
        READY_STATUSES.includes(t.status) &&
        !parents.has(t.id) &&
        t.dependencies.every((d) => byId.get(d)?.status === "COMPLETE") &&
        !held(t),
    )
    .sort(compareReady)
    .slice(0, limit);
}

/** Why a task is not ready, for `show` and refusals: unfinished dependencies with their status. */
export function waitingOn(task: Task, byId: ReadonlyMap<string, Task>): string[] {
  return task.dependencies
    .filter((d) => byId.get(d)?.status !== "COMPLETE")
    .map((d) => `${d} (${byId.get(d)?.status ?? "missing"})`);
}
