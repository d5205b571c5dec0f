import { type Command, printJson } from "../context.js";
import { memoryLine } from "../format.js";
import { intOption, projectFor } from "../project-option.js";
import { parseTypes } from "./search.js";

export const list: Command = {
  name: "list",
  summary: "List memories, newest first",
  usage: "cairn list [--type T] [--limit N] [--deleted] [--pinned] [--project PATH] [--json]",
  options: {
    type: { type: "string", multiple: true },
    limit: { type: "string" },
    deleted: { type: "boolean" },
    pinned: { type: "boolean" },
    project: { type: "string" },
    json: { type: "boolean" },
  },
  async run(ctx, v) {
    const project = await projectFor(ctx, v.project);
    const memories = await ctx.store().listMemories({
      project: project.id,
      types: parseTypes(v.type),
      onlyDeleted: v.deleted === true,
      pinned: v.pinned ? true : undefined,
      limit: intOption(v.limit, "limit", 50, 1, 10_000),
    });
    if (v.json) printJson(ctx, memories);
    else {
      if (memories.length === 0) ctx.io.stdout("No memories.\n");
      for (const m of memories) ctx.io.stdout(`${memoryLine(m, ctx.now())}\n`);
    }
    return 0;
  },
};
