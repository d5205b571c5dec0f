import { semanticFromConfig } from "../../app/embeddings/semantic.js";
import { search as searchAll } from "../../app/search/search.js";
import { formatAge } from "../../core/common/age.js";
import { CairnError } from "../../core/common/errors.js";
import { clip, oneLine } from "../../core/common/text.js";
import { isMemoryType, type MemoryType } from "../../core/memories/memory.js";
import { staleMark } from "../../core/staleness/stale-mark.js";
import { type CliContext, type Command, dim, printJson } from "../context.js";
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
  usage:
    "cairn search QUERY [--type T] [--limit N] [--conversations | --no-conversations] [--project PATH | --all] [--json]",
  options: optionTable(
    { type: "strings", limit: "string", conversations: "boolean", "no-conversations": "boolean" },
    "project all json",
  ),
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
    const semantic = scope ? await semanticFromConfig(ctx.store(), ctx.config(), ctx.env, warn) : null;
    const names = scope ? null : await projectNames(ctx);
    // notes beside memories (not when filtering by memory type); stale memories are marked, never bare
    const found = await searchAll(ctx.stores(), {
      query,
      project: scope,
      types,
      limit,
      now: ctx.now(),
      semantic,
      onWarning: warn,
      ...withConversations(v, ctx.config()["search.conversations"]),
    });
    if (v.json) printJson(ctx, searchJson(found, names));
    else printHits(ctx, query, found, names);
    return 0;
  },
};

/**
 * Whether a search also returns conversation excerpts: `--conversations` (every matching excerpt) or
 * `--no-conversations` when given (both: INVALID_INPUT), else the `search.conversations` setting with
 * the default exposure (core/conversation/said-exposure.ts).
 */
export function withConversations(
  v: Record<string, unknown>,
  setting: boolean,
): { conversations: boolean; defaultExposure: boolean } {
  if (v.conversations === true && v["no-conversations"] === true)
    throw new CairnError("INVALID_INPUT", "--conversations and --no-conversations: give one");
  if (v.conversations === true) return { conversations: true, defaultExposure: false };
  if (v["no-conversations"] === true) return { conversations: false, defaultExposure: false };
  return { conversations: setting, defaultExposure: true };
}

type Found = Awaited<ReturnType<typeof searchAll>>;
type Names = Awaited<ReturnType<typeof projectNames>> | null;

/**
 * `--json`: memories, then notes, then what was said (`kind: "conversation"`, `verified: false`: an
 * excerpt of a session, with its session, turn, role, time and text), each with its kind, score and
 * (across projects) its project.
 */
function searchJson({ memories: hits, notes, conversations }: Found, names: Names) {
  return [
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
    ...conversations.map((c) => ({
      kind: "conversation",
      id: `said:${c.excerpt.id}`,
      type: "said",
      title: clip(oneLine(c.excerpt.text), 120),
      text: c.excerpt.text,
      role: c.excerpt.role,
      sessionId: c.excerpt.sessionId,
      turn: c.excerpt.turn,
      score: c.score,
      updatedAt: c.excerpt.ts,
      verified: false,
      ...(names ? names.json(c.excerpt.project) : {}),
    })),
  ];
}

/** One line per memory (files, stale mark, score, project) and per note. */
function printHits(ctx: CliContext, query: string, found: Found, names: Names): void {
  const { memories: hits, notes, conversations } = found;
  if (hits.length + notes.length + conversations.length === 0)
    ctx.io.stdout(`No memories or notes match "${query}".\n`);
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
  if (conversations.length > 0) ctx.io.stdout("From conversations — said, not verified:\n");
  for (const c of conversations) {
    const e = c.excerpt;
    const who = e.role === "user" ? "you" : "Claude";
    const where = names ? `  ${names.label(e.project)}` : "";
    ctx.io.stdout(
      `  ${e.ts.slice(0, 10)}  session ${e.sessionId.slice(0, 8)} turn ${e.turn}  ${who}: ${clip(oneLine(e.text), 200)}  ${dim(ctx, `${c.score.toPrecision(3)}${where}`)}\n`,
    );
  }
}
