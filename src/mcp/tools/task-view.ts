/**
 * What the task tools share: a task's output schema and view, the board argument, and the scope of a
 * task use case (the task store, this server's project, session and clock). Task writes stay with
 * `cairn tasks` (it also re-renders `.cairn/tasks/`).
 */
import * as z from "zod/mini";
import type { TaskScope } from "../../app/tasks/commit.js";
import type { Task } from "../../core/tasks/model.js";
import type { McpDeps } from "../deps.js";
import { d } from "../schemas.js";

export const taskOut = z.object({
  id: z.string(),
  board: z.string(),
  title: z.string(),
  status: z.string(),
  priority: z.string(),
  parentId: z.nullable(z.string()),
  dependencies: z.array(z.string()),
  blockedReason: z.nullable(z.string()),
});

export const taskView = (t: Task): z.output<typeof taskOut> => ({
  id: t.id,
  board: t.board,
  title: t.title,
  status: t.status,
  priority: t.priority,
  parentId: t.parentId,
  dependencies: t.dependencies,
  blockedReason: t.blockedReason,
});

export async function taskScope(deps: McpDeps): Promise<TaskScope> {
  const tasks = await deps.stores.tasks();
  return { tasks, project: (await deps.project()).id, sessionId: deps.sessionId, now: deps.now() };
}

export const boardArg = z.optional(
  z.string().check(z.minLength(1), z.maxLength(100), d("Task board (default: every board)")),
);
