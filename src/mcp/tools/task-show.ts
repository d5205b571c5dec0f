/** task_show: one task in full, with its parent, children, dependencies and what it waits on (app/tasks/show-task). */
import * as z from "zod/mini";
import { showTask } from "../../app/tasks/show-task.js";
import { READ } from "../annotations.js";
import { d } from "../schemas.js";
import { taskOut, taskScope, taskView } from "./task-view.js";
import { defineTool } from "./tool.js";

export const taskShowTool = defineTool({
  name: "task_show",
  title: "show task",
  description: "One task with its parent, children, dependencies and what it still waits on.",
  input: z.strictObject({
    id: z.string().check(z.minLength(1), z.maxLength(100), d("Task id, e.g. t12")),
  }),
  output: z.object({
    task: z.extend(taskOut, { description: z.string() }),
    parent: z.nullable(taskOut),
    children: z.array(taskOut),
    dependencies: z.array(taskOut),
    waitingOn: z.array(z.string()),
  }),
  annotations: READ,
  async run(deps, a) {
    const r = await showTask(await taskScope(deps), a.id);
    return {
      task: { ...taskView(r.task), description: r.task.description },
      parent: r.parent ? taskView(r.parent) : null,
      children: r.children.map(taskView),
      dependencies: r.dependencies.map(taskView),
      waitingOn: r.waitingOn,
    };
  },
});
