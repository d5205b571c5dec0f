/**
 * What SessionStart does for tasks when a session starts or resumes: clean abandoned temporary files of
 * interrupted renders, reconcile tasks left in flight (reconcile-tasks) and re-render the boards that
 * changed. Kept cheap for the hook: one indexed count, and the reconciliation code (rules, schemas) is
 * loaded only when a task is in flight. Never fails the hook: an error is returned, not thrown.
 */
import { existsSync } from "node:fs";
import { TRANSITIONAL } from "../../core/tasks/model.js";
import type { Store } from "../../store/store.js";
import type { TaskStore } from "../../store/task-store.js";
import type { Reconciled } from "./reconcile-tasks.js";
import { tasksDir } from "./task-files.js";

export async function resumeTasks(
  tasks: TaskStore,
  sessions: Pick<Store, "getSession">,
  o: { project: { id: string; root: string }; sessionId: string | null; now: Date },
): Promise<Reconciled | Error> {
  try {
    if (existsSync(tasksDir(o.project.root))) {
      const { cleanAbandoned } = await import("./clean-temp.js");
      cleanAbandoned(o.project.root, o.now.getTime());
    }
    if ((await tasks.countTasks({ project: o.project.id, statuses: TRANSITIONAL })) === 0)
      return { changed: [], events: [], boards: [] };
    const { reconcileTasks } = await import("./reconcile-tasks.js");
    const res = await reconcileTasks(
      { tasks, project: o.project.id, sessionId: o.sessionId, now: o.now },
      { sessions },
    );
    if (res.boards.length > 0) {
      // rendering is loaded only when something changed
      const { renderBoardFiles } = await import("./render-task-files.js");
      for (const board of res.boards)
        await renderBoardFiles(tasks, { root: o.project.root, project: o.project.id, board, now: o.now });
    }
    return res;
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}
