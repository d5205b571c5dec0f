/**
 * Is a board's stored state trustworthy? Every row must validate against the task schema, the set must
 * be consistent (links, cycles, parent statuses) and each status must be the one its last logged
 * transition set (since the last recovery or import). Used by `recover` and as a warning by `list`.
 */
import { inconsistencies } from "../../core/tasks/consistency.js";
import type { Task } from "../../core/tasks/model.js";
import { taskProblem } from "../../core/tasks/schema.js";
import type { TaskScope } from "./commit.js";

export interface BoardCheck {
  /** Rows that validate. */
  valid: Task[];
  problems: string[];
}

export async function checkBoard(s: TaskScope, board: string): Promise<BoardCheck> {
  const rows = await s.tasks.listTasks({ project: s.project, board });
  const valid: Task[] = [];
  const problems: string[] = [];
  for (const t of rows) {
    const p = await taskProblem(t);
    if (p) problems.push(`${t.id}: invalid record (${p})`);
    else valid.push(t);
  }
  const [reset] = await s.tasks.listEvents({
    project: s.project,
    board,
    types: ["STATE_RECOVERED", "TASKS_IMPORTED"],
    order: "newest",
    limit: 1,
  });
  const logged = await s.tasks.lastLoggedStatus(s.project, board, reset?.seq ?? 0);
  problems.push(...inconsistencies(valid, s.now.toISOString(), logged));
  return { valid, problems };
}
