import { searchMemories } from "../../app/search-memories.js";
import { CairnError } from "../../core/errors.js";
import { isMemoryType, type MemoryType } from "../../core/memory.js";
import { type Command, dim, printJson } from "../context.js";
import { intOption, projectFor } from "../project-option.js";

export function parseTypes(value: unknown): MemoryType[] | undefined {
  if (value === undefined) return undefined;
  const list = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(","));
  for (const t of list)
    if (!isMemoryType(t)) throw new CairnError("INVALID_INPUT", `--type: unknown memory type "${t}"`);
  return list as MemoryType[];
}

export const search: Command = {
  name: "search",
  summary: "Full-text search (BM25) over this project's memories",
  usage: "cairn search QUERY [--type T] [--limit N] [--project PATH] [--all] [--json]",
  options: {
    type: { type: "string", multiple: true },
    limit: { type: "string" },
    project: { type: "string" },
    all: { type: "boolean" },
    json: { type: "boolean" },
  },
  async run(ctx, v, pos) {
    const query = pos.join(" ").trim();
    if (query === "") throw new CairnError("INVALID_INPUT", "search needs a QUERY");
    const types = parseTypes(v.type);
    const limit = intOption(v.limit, "limit", 10, 1, 200);
    const project = v.all ? undefined : (await projectFor(ctx, v.project)).id;
    const hits = await searchMemories(ctx.store(), { query, project, types, limit });
    if (v.json) {
      printJson(
        ctx,
        hits.map((h) => ({
          id: h.memory.id,
          type: h.memory.type,
          title: h.memory.title,
          files: h.memory.files,
          score: h.score,
          updatedAt: h.memory.updatedAt,
        })),
      );
      return 0;
    }
    if (hits.length === 0) ctx.io.stdout(`No memories match "${query}".\n`);
    for (const h of hits) {
      const files = h.memory.files.length > 0 ? dim(ctx, `  ${h.memory.files.slice(0, 3).join(", ")}`) : "";
      ctx.io.stdout(
        `${h.memory.id}  ${h.memory.type.padEnd(16)} ${h.memory.title}${files}  ${dim(ctx, h.score.toPrecision(3))}\n`,
      );
    }
    return 0;
  },
};
