import { semanticFromConfig } from "../../app/embeddings/semantic.js";
import { search as searchAll } from "../../app/search/search.js";
import { formatAge } from "../../core/common/age.js";
import { CairnError } from "../../core/common/errors.js";
import { isMemoryType, type MemoryType } from "../../core/memories/memory.js";
import { staleMark } from "../../core/staleness/stale-mark.js";
import { type Command, dim, printJson } from "../context.js";
import { optionTable } from "../options.js";
import { projectNames } from "../project-labels.js";
import { exclusiveScope, intOption, notAProject, projectToRead } from "../project-option.js";

export function parseTypes(value: unknown): MemoryType[] | undefined {
  if (value === undefined) return undefined;
  const list = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(","));
  for (const t of list)
    if (!isMemoryType(t)) throw new CairnError("INVALID_INPUT", `--type: unknown memory type "${t}"`);
  return list as MemoryType[];
}

export const search: Command = {
  name: "search",
  summary: "Hybrid search (BM25 keyword + vector similarity, re-ranked) over this project's memories",
  usage: "cairn search QUERY [--type T] [--limit N] [--project PATH | --all] [--json]",
  options: optionTable({ type: "strings", limit: "string" }, "project all json"),
  async run(ctx, v, pos) {
    const query = pos.join(" ").trim();
    if (query === "") throw new CairnError("INVALID_INPUT", "search needs a QUERY");
    const types = parseTypes(v.type);
    const limit = intOption(v.limit, "limit", 10, 1, 200);
    exclusiveScope(v);
    const read = v.all ? null : await projectToRead(ctx, v.project);
    if (read && !read.recorded) {
      if (v.json) printJson(ctx, []);
      else ctx.io.stdout(await notAProject(ctx, read));
      return 0;
    }
    const scope = read?.project;
    const warn = (m: string) => ctx.io.stderr(`cairn: ${m}\n`);
    const semantic = scope ? await semanticFromConfig(ctx.store(), ctx.paths.home, ctx.env, warn) : null;
    const names = scope ? null : await projectNames(ctx);
    // notes beside memories (not when filtering by memory type); stale memories are marked, never bare
    const { memories: hits, notes } = await searchAll(ctx.stores(), {
      query,
      project: scope,
      types,
      limit,
      now: ctx.now(),
      semantic,
      onWarning: warn,
    });
    if (v.json) {
      printJson(ctx, [
        ...hits.map((h) => ({
          kind: "memory",
          id: h.memory.id,
          type: h.memory.type,
          title: h.memory.title,
          files: h.memory.files,
          score: h.score,
          updatedAt: h.memory.updatedAt,
          stale: h.stale,
          ...(names ? names.json(h.memory.project) : {}),
        })),
        ...notes.map((n) => ({
          kind: "note",
          id: `note:${n.note.topic}`,
          type: "note",
          title: n.note.summary,
          topic: n.note.topic,
          path: n.note.path,
          covers: n.note.covers,
          score: n.score,
          updatedAt: n.note.updated,
          ...(names ? names.json(n.note.project) : {}),
        })),
      ]);
      return 0;
    }
    if (hits.length + notes.length === 0) ctx.io.stdout(`No memories or notes match "${query}".\n`);
    for (const h of hits) {
      const files = h.memory.files.length > 0 ? dim(ctx, `  ${h.memory.files.slice(0, 3).join(", ")}`) : "";
      const mark = h.stale ? `  ${staleMark({ age: formatAge(h.memory.updatedAt, ctx.now()) })}` : "";
      const where = names ? `  ${names.label(h.memory.project)}` : "";
      ctx.io.stdout(
        `${h.memory.id}  ${h.memory.type.padEnd(16)} ${h.memory.title}${files}${mark}  ${dim(ctx, `${h.score.toPrecision(3)}${where}`)}\n`,
      );
    }
    for (const n of notes) {
      const where = names ? `  ${names.label(n.note.project)}` : "";
      ctx.io.stdout(
        `note:${n.note.topic}  ${"note".padEnd(16)} ${n.note.summary}  ${dim(ctx, `${n.note.path}  ${n.score.toPrecision(3)}${where}`)}\n`,
      );
    }
    return 0;
  },
};
