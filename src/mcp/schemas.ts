/**
 * zod/mini schemas shared by the tools (the SDK turns them into JSON Schema for tools/list) and the
 * mapping from a stored Memory to what a tool returns. Inputs are strict: an unknown or misspelt
 * argument is a tool error, not silently dropped.
 */
import * as z from "zod/mini";
import type { MemoryDetail } from "../app/memories/get-memory.js";
import { MEMORY_TYPES, type Memory, SCOPES, SEVERITIES } from "../core/memories/memory.js";

export const d = (description: string) => z.describe(description);

/** A full-text query: trimmed, 1–1,000 characters. */
export const queryArg = z.string().check(z.trim(), z.minLength(1), z.maxLength(1000));
/** How many results at most: an integer in [1, max], `fallback` when absent; `doc` describes it in the schema. */
export const limitArg = (max: number, fallback: number, doc?: string) =>
  z._default(z.int().check(z.gte(1), z.lte(max), ...(doc === undefined ? [] : [d(doc)])), fallback);

/** The input of a plain full-text search tool: a query and at most 50 results (default 10). */
export const searchInput = z.strictObject({ query: queryArg, limit: limitArg(50, 10) });

export const idArg = z
  .string()
  .check(
    z.regex(/^m_[0-9A-Za-z_-]{1,64}$/, "an id looks like m_9e65bd786855"),
    d("Memory id, e.g. m_9e65bd786855"),
  );
export const titleArg = (what: string) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(300), d(what));
export const bodyArg = (what: string) => z.optional(z.string().check(z.maxLength(20_000), d(what)));
export const filesArg = z.optional(
  z
    .array(z.string().check(z.minLength(1), z.maxLength(1024)))
    .check(z.maxLength(256), d("Files it applies to, project-relative")),
);
export const tagsArg = z.optional(
  z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))
    .check(z.maxLength(32), d("Free-form tags")),
);
export const pinnedArg = z.optional(z.boolean().check(d("Pin it: pinned memories lead every context pack")));
export const severityArg = z.enum(SEVERITIES).check(d("critical > high > medium > low"));
export const typeArg = z.enum(MEMORY_TYPES);

/** A memory as tools return it. */
export const memoryOut = z.object({
  id: z.string(),
  type: z.enum(MEMORY_TYPES),
  title: z.string(),
  body: z.string(),
  severity: z.nullable(z.enum(SEVERITIES)),
  files: z.array(z.string()),
  tags: z.array(z.string()),
  pinned: z.boolean(),
  confidence: z.number(),
  scope: z.enum(SCOPES),
  deleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** What a tool that changes one memory returns: its id and the memory as it now is. */
export const memoryResult = z.object({ id: z.string(), memory: memoryOut });

export function memoryView(m: Memory): z.output<typeof memoryOut> {
  return {
    id: m.id,
    type: m.type,
    title: m.title,
    body: m.body,
    severity: m.severity,
    files: m.files,
    tags: m.tags,
    pinned: m.pinned,
    confidence: m.confidence,
    scope: m.scope,
    deleted: m.deletedAt !== null,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
}

const sightingOut = z.object({
  at: z.string(),
  kind: z.string(),
  event: z.nullable(z.string()),
  sessionId: z.nullable(z.string()),
  toolUseId: z.nullable(z.string()),
  capturedBy: z.nullable(z.string()),
  title: z.string().check(d("The words this sighting was saved with")),
});
const linkOut = z.object({ id: z.string(), title: z.string(), reason: z.nullable(z.string()) });

/** A memory with its provenance, its sightings and its supersede chain (get_memory, cairn://memory/{id}). */
export const memoryDetailOut = z.extend(memoryOut, {
  source: z.object({
    kind: z.string(),
    event: z.nullable(z.string()),
    sessionId: z.nullable(z.string()),
    toolUseId: z.nullable(z.string()),
  }),
  gitCommit: z.nullable(z.string()),
  supersededBy: z.nullable(z.string()),
  supersededAt: z.nullable(z.string()),
  supersededReason: z.nullable(z.string()),
  deletedAt: z.nullable(z.string()),
  sightings: z
    .array(sightingOut)
    .check(d("Every save that landed on this memory (merged duplicates), oldest first")),
  replacedBy: z.array(linkOut).check(d("What superseded it, then what superseded that, …")),
  replaces: z.array(linkOut).check(d("The memories it superseded")),
});

export function memoryDetailView(detail: MemoryDetail): z.output<typeof memoryDetailOut> {
  const m = detail.memory;
  const link = (x: Memory) => ({ id: x.id, title: x.title, reason: x.supersededReason ?? null });
  return {
    ...memoryView(m),
    source: { ...m.source },
    gitCommit: m.gitCommit,
    supersededBy: m.supersededBy,
    supersededAt: m.supersededAt ?? null,
    supersededReason: m.supersededReason ?? null,
    deletedAt: m.deletedAt,
    sightings: detail.sightings.map((s) => ({
      at: s.at,
      kind: s.source.kind,
      event: s.source.event,
      sessionId: s.source.sessionId,
      toolUseId: s.source.toolUseId,
      capturedBy: s.capturedBy,
      title: s.title,
    })),
    replacedBy: detail.replacedBy.map(link),
    replaces: detail.replaces.map(link),
  };
}
