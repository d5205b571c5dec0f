/** `add`: one task, at the top of a board or (with a parent) as a new subtask — which decomposes the parent. */
import { mutate, type TaskScope } from "./commit.js";
import { createTasks } from "./create-tasks.js";
import type { TaskWrite } from "./task-write.js";

export async function addTask(
  s: TaskScope,
  board: string | undefined,
  input: { parent?: string | null } & Record<string, unknown>,
): Promise<TaskWrite> {
  const parent = typeof input.parent === "string" ? input.parent : null;
  return mutate(s, board ?? "main", "add", () => createTasks(s, board, parent, [input]), parent);
}
