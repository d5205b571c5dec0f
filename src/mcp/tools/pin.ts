/** pin: pin or unpin a memory (app/memories/pin-memory); pinned memories lead every pack. */
import * as z from "zod/mini";
import { pinMemory } from "../../app/memories/pin-memory.js";
import { IDEMPOTENT_WRITE } from "../annotations.js";
import { idArg, memoryResult, memoryView } from "../schemas.js";
import { defineTool } from "./tool.js";

export const pinTool = defineTool({
  name: "pin",
  title: "pin memory",
  description: "Pin a memory (it then leads every context pack), or unpin it with pinned=false.",
  input: z.strictObject({ id: idArg, pinned: z._default(z.boolean(), true) }),
  output: memoryResult,
  annotations: IDEMPOTENT_WRITE,
  async run(deps, a) {
    const m = await pinMemory(deps.stores.store, a.id, a.pinned, deps.now());
    return { id: m.id, memory: memoryView(m) };
  },
});
