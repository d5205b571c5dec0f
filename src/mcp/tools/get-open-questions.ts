/** get_open_questions: unresolved questions (and todos on request), app/memories/open-questions. */
import * as z from "zod/mini";
import { listOpenQuestions } from "../../app/memories/open-questions.js";
import { READ } from "../annotations.js";
import { d, limitArg, memoryOut, memoryView } from "../schemas.js";
import { defineTool } from "./tool.js";

export const getOpenQuestionsTool = defineTool({
  name: "get_open_questions",
  title: "get open questions",
  description: "Unresolved questions recorded for this project (and its todos with include_todos).",
  input: z.strictObject({
    include_todos: z._default(z.boolean().check(d("Also list todos")), false),
    limit: limitArg(100, 20),
  }),
  output: z.object({ items: z.array(memoryOut) }),
  annotations: READ,
  async run(deps, a) {
    const project = await deps.project();
    const items = await listOpenQuestions(deps.stores.store, {
      project: project.id,
      includeTodos: a.include_todos,
      limit: a.limit,
    });
    return { items: items.map(memoryView) };
  },
});
