import { CairnError } from "../../core/common/errors.js";
import type { MemoryFilter } from "../../store/store.js";
import { type Command, dim, printJson } from "../context.js";
import { memoryLine } from "../format.js";
import { optionTable } from "../options.js";
import { projectNames } from "../project-labels.js";
import { exclusiveScope, intOption, notAProject, projectToRead } from "../project-option.js";
import { parseTypes } from "./search.js";

const STATUSES = ["live", "superseded", "deleted", "all"] as const;

/** The store filter of a `--status` (live: neither deleted nor superseded; all: everything). */
function statusFilter(status: string): Partial<MemoryFilter> {
  switch (status) {
    case "live":
      return {};
    case "superseded":
      return { onlySuperseded: true };
    case "deleted":
      return { onlyDeleted: true, includeSuperseded: true };
    case "all":
      return { includeDeleted: true, includeSuperseded: true };
    default:
      throw new CairnError(
        "INVALID_INPUT",
        `--status must be one of ${STATUSES.join(", ")} (got "${status}")`,
      );
  }
}

export const list: Command = {
  name: "list",
  summary:
    "List memories, newest first (this project's, or every project's with --all; live ones, --status for the others)",
  usage: `cairn list [--type T] [--limit N] [--status ${STATUSES.join("|")}] [--deleted] [--pinned] [--project PATH | --all] [--json]`,
  options: optionTable(
    { type: "strings", limit: "string", status: "string", deleted: "boolean", pinned: "boolean" },
    "project all json",
  ),
  async run(ctx, v) {
    exclusiveScope(v);
    const status = statusFilter(v.deleted === true ? "deleted" : String(v.status ?? "live"));
    const scope = v.all ? null : await projectToRead(ctx, v.project);
    const memories =
      scope && !scope.recorded
        ? []
        : await ctx.store().listMemories({
            project: scope?.project.id,
            types: parseTypes(v.type),
            ...status,
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
