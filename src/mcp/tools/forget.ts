/** forget: soft-forget a memory (restorable), or delete it with hard=true (app/memories/forget-memory). */
import * as z from "zod/mini";
import { forgetMemory } from "../../app/memories/forget-memory.js";
import { DESTRUCTIVE } from "../annotations.js";
import { d, idArg } from "../schemas.js";
import { defineTool } from "./tool.js";

export const forgetTool = defineTool({
  name: "forget",
  title: "forget memory",
  description:
    "Forget a wrong or outdated memory. Soft by default (restore brings it back); hard=true deletes it permanently.",
  input: z.strictObject({
    id: idArg,
    hard: z._default(z.boolean().check(d("Delete permanently (cannot be restored)")), false),
  }),
  output: z.object({ id: z.string(), hard: z.boolean(), restorable: z.boolean() }),
  annotations: DESTRUCTIVE,
  async run(deps, a) {
    const r = await forgetMemory(deps.stores.store, a.id, { hard: a.hard, now: deps.now() });
    return { id: r.id, hard: r.hard, restorable: !r.hard };
  },
});
