/** restore: bring back a soft-forgotten memory (app/memories/restore-memory). */
import * as z from "zod/mini";
import { restoreMemory } from "../../app/memories/restore-memory.js";
import { IDEMPOTENT_WRITE } from "../annotations.js";
import { idArg, memoryResult, memoryView } from "../schemas.js";
import { defineTool } from "./tool.js";

export const restoreTool = defineTool({
  name: "restore",
  title: "restore memory",
  description: "Bring back a memory forgotten with forget (not one deleted with hard=true).",
  input: z.strictObject({ id: idArg }),
  output: memoryResult,
  annotations: IDEMPOTENT_WRITE,
  async run(deps, a) {
    const m = await restoreMemory(deps.stores.store, a.id, deps.now());
    return { id: m.id, memory: memoryView(m) };
  },
});
