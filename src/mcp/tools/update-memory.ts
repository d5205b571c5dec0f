/** update_memory: correct a memory's fields by id (app/memories/update-memory); fields left out stay. */
import * as z from "zod/mini";
import { updateMemory } from "../../app/memories/update-memory.js";
import { SCOPES } from "../../core/memories/memory.js";
import { DESTRUCTIVE } from "../annotations.js";
import { bodyArg, d, filesArg, idArg, memoryResult, memoryView, severityArg, tagsArg } from "../schemas.js";
import { defineTool } from "./tool.js";

export const updateMemoryTool = defineTool({
  name: "update_memory",
  title: "update memory",
  description:
    "Correct a memory: new title, body, files, tags, severity (constraints only), confidence or scope. Fields left out stay as they are.",
  input: z.strictObject({
    id: idArg,
    title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(300))),
    body: bodyArg("New body"),
    files: filesArg,
    tags: tagsArg,
    severity: z.optional(severityArg),
    confidence: z.optional(z.number().check(z.gte(0), z.lte(1), d("0–1"))),
    scope: z.optional(z.enum(SCOPES)),
  }),
  output: memoryResult,
  annotations: DESTRUCTIVE,
  async run(deps, { id, ...patch }) {
    const m = await updateMemory(deps.stores.store, id, patch, deps.now());
    return { id: m.id, memory: memoryView(m) };
  },
});
