import { type Command, dim, printJson } from "../context.js";
import { memoryLine } from "../format.js";
import { projectNames } from "../project-labels.js";
import { exclusiveScope, intOption, notAProject, projectToRead } from "../project-option.js";
import { parseTypes } from "./search.js";

export const list: Command = {
  name: "list",
  summary: "List memories, newest first (this project's, or every project's with --all)",
  usage: "cairn list [--type T] [--limit N] [--deleted] [--pinned] [--project PATH | --all] [--json]",
  options: {
    type: { type: "string", multiple: true },
    limit: { type: "string" },
    deleted: { type: "boolean" },
    pinned: { type: "boolean" },
    project: { type: "string" },
    all: { type: "boolean" },
    json: { type: "boolean" },
  },
  async run(ctx, v) {
    exclusiveScope(v);
    const scope = v.all ? null : await projectToRead(ctx, v.project);
    const memories =
      scope && !scope.recorded
        ? []
        : await ctx.store().listMemories({
            project: scope?.project.id,
            types: parseTypes(v.type),
            onlyDeleted: v.deleted === true,
            pinned: v.pinned ? true : undefined,
            limit: intOption(v.limit, "limit", 50, 1, 10_000),
          });
    const names = scope ? null : await projectNames(ctx);
    if (v.json) {
      printJson(ctx, names ? memories.map((m) => ({ ...m, ...names.json(m.project) })) : memories);
      return 0;
    }
    if (scope && !scope.recorded) ctx.io.stdout(await notAProject(ctx, scope));
    else if (memories.length === 0) ctx.io.stdout("No memories.\n");
    const width = names ? Math.max(0, ...memories.map((m) => names.label(m.project).length)) : 0;
    for (const m of memories)
      ctx.io.stdout(
        `${names ? `${dim(ctx, names.label(m.project).padEnd(width))}  ` : ""}${memoryLine(m, ctx.now())}\n`,
      );
    return 0;
  },
};
