import { CairnError } from "../../core/common/errors.js";
import type { MemoryFilter } from "../../store/store.js";
import { type Command, printJson } from "../context.js";
import { memoryLine } from "../format.js";
import { intOption, projectFor } from "../project-option.js";
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
  summary: "List memories, newest first (live ones; --status superseded|deleted|all for the others)",
  usage: `cairn list [--type T] [--limit N] [--status ${STATUSES.join("|")}] [--deleted] [--pinned] [--project PATH] [--json]`,
  options: {
    type: { type: "string", multiple: true },
    limit: { type: "string" },
    status: { type: "string" },
    deleted: { type: "boolean" },
    pinned: { type: "boolean" },
    project: { type: "string" },
    json: { type: "boolean" },
  },
  async run(ctx, v) {
    const status = statusFilter(v.deleted === true ? "deleted" : String(v.status ?? "live"));
    const project = await projectFor(ctx, v.project);
    const memories = await ctx.store().listMemories({
      project: project.id,
      types: parseTypes(v.type),
      ...status,
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
