/** get_memory: one memory by id with provenance, sightings and supersede chain (app/memories/get-memory). */
import * as z from "zod/mini";
import { getMemoryDetail } from "../../app/memories/get-memory.js";
import { READ } from "../annotations.js";
import { idArg, memoryDetailOut, memoryDetailView } from "../schemas.js";
import { defineTool } from "./tool.js";

export const getMemoryTool = defineTool({
  name: "get_memory",
  title: "get memory",
  description:
    "One memory by id, with its provenance (source, session, git commit), every sighting merged into it, and what superseded it; also a forgotten or superseded one.",
  input: z.strictObject({ id: idArg }),
  output: memoryDetailOut,
  annotations: READ,
  run: async (deps, a) => memoryDetailView(await getMemoryDetail(deps.stores.store, a.id)),
});
