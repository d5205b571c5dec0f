/**
 * `decompose`: breaks a task into children (one level below unless given), in one transaction; the
 * parent becomes IN_PROGRESS and is from then on done through its children.
 */
import { mutate, type TaskScope } from "./commit.js";
import { createTasks } from "./create-tasks.js";
import type { TaskWrite } from "./task-write.js";

export async function decomposeTask(
  s: TaskScope,
  board: string | undefined,
  parentId: string,
  children: readonly unknown[],
  o: { sequential?: boolean } = {},
): Promise<TaskWrite> {
  return mutate(
    s,
    board ?? "main",
    `decompose ${parentId}`,
    () => createTasks(s, board, parentId, children, o),
    parentId,
  );
}
