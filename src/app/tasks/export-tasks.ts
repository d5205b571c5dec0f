/** `export`: a board's tasks as a tasks.json document (the project-planner plugin's shape) (`{ "tasks": [ … ] }`), for sharing or review. */
import { CairnError } from "../../core/common/errors.js";
import { type TasksDocument, toDocument } from "../../core/tasks/document.js";
import type { TaskScope } from "./commit.js";

export async function exportTasks(s: TaskScope, board: string): Promise<TasksDocument> {
  if (!(await s.tasks.getBoard(s.project, board)))
    throw new CairnError("NOT_FOUND", `no board ${board} in this project`);
  return toDocument(await s.tasks.listTasks({ project: s.project, board }));
}
