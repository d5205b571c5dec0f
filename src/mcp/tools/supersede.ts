/** supersede: a memory replaced by a newer one, or current again with by=null (app/memories/supersede-memory). */
import * as z from "zod/mini";
import { supersedeMemory } from "../../app/memories/supersede-memory.js";
import { IDEMPOTENT_WRITE } from "../annotations.js";
import { d, idArg, memoryOut, memoryView } from "../schemas.js";
import { defineTool } from "./tool.js";

export const supersedeTool = defineTool({
  name: "supersede",
  title: "supersede memory",
  description:
    "Mark a memory superseded by a newer one (`by`): it leaves the context pack, search and prompt recall, and stays readable with get_memory, which names what replaced it. by=null makes it current again.",
  input: z.strictObject({
    id: idArg,
    by: z.nullable(idArg.check(d("The memory that replaces it; null to undo"))),
  }),
  output: z.object({
    id: z.string(),
    supersededBy: z.nullable(z.string()),
    reason: z.nullable(z.string()),
    memory: memoryOut,
  }),
  annotations: IDEMPOTENT_WRITE,
  async run(deps, a) {
    const m = await supersedeMemory(deps.stores.store, a.id, a.by, "mcp", deps.now());
    return {
      id: m.id,
      supersededBy: m.supersededBy,
      reason: m.supersededReason ?? null,
      memory: memoryView(m),
    };
  },
});
