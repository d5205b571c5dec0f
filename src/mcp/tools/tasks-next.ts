/** tasks_next: the tasks ready to work on now, with counts by state (app/tasks/next-tasks). */
import * as z from "zod/mini";
import { nextTasks } from "../../app/tasks/next-tasks.js";
import { READ } from "../annotations.js";
import { limitArg } from "../schemas.js";
import { boardArg, taskOut, taskScope, taskView } from "./task-view.js";
import { defineTool } from "./tool.js";

export const tasksNextTool = defineTool({
  name: "tasks_next",
  title: "next tasks",
  description:
    "The tasks ready to work on now (dependencies done), with counts of what is in flight, blocked or pending.",
  input: z.strictObject({ board: boardArg, limit: limitArg(20, 3) }),
  output: z.object({
    ready: z.array(taskOut),
    inProgress: z.number(),
    blocked: z.number(),
    pending: z.number(),
    complete: z.number(),
    total: z.number(),
  }),
  annotations: READ,
  async run(deps, a) {
    const r = await nextTasks(await taskScope(deps), a.board, a.limit);
    return { ...r, ready: r.ready.map(taskView) };
  },
});
