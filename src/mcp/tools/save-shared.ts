/**
 * What the save_* tools share: the save result schema, the `supersedes` argument and the one call into
 * app/memories/save-memory (validation, redaction, baseline confidence, dedupe) with provenance
 * `{kind:"mcp", event:<tool>, sessionId}` and the project's HEAD commit.
 */
import * as z from "zod/mini";
import { saveMemory } from "../../app/memories/save-memory.js";
import type { MemoryType, Severity } from "../../core/memories/memory.js";
import type { McpDeps } from "../deps.js";
import { d, idArg, memoryOut, memoryView } from "../schemas.js";

export const saveOut = z.object({
  id: z.string().check(d("Id of the saved memory: use it with get_memory, update_memory, pin, forget")),
  created: z
    .boolean()
    .check(d("false when an existing memory with the same key or the same meaning took the save instead")),
  outcome: z
    .enum(["created", "updated", "unchanged", "merged"])
    .check(d("merged: a memory with the same meaning existed; this save is kept as one of its sightings")),
  superseded: z.array(z.string()).check(d("Ids of memories this save marked superseded")),
  memory: memoryOut,
});

export const supersedesArg = z.optional(
  z
    .array(idArg)
    .check(
      z.maxLength(20),
      d("Ids of memories this one replaces: they leave the context pack and search (still readable by id)"),
    ),
);

export async function save(
  deps: McpDeps,
  tool: string,
  fields: {
    type: MemoryType;
    title: string;
    body?: string;
    files?: string[];
    tags?: string[];
    pinned?: boolean;
    severity?: Severity | null;
    dedupeKey?: string | null;
    supersedes?: string[];
  },
) {
  const project = await deps.project();
  const r = await saveMemory(
    deps.stores.store,
    {
      project: project.id,
      type: fields.type,
      title: fields.title,
      body: fields.body ?? "",
      files: fields.files ?? [],
      tags: fields.tags ?? [],
      pinned: fields.pinned ?? false,
      severity: fields.severity ?? null,
      gitCommit: deps.gitCommit(project),
      dedupeKey: fields.dedupeKey ?? null,
      source: { kind: "mcp", event: tool, sessionId: deps.sessionId, toolUseId: null },
    },
    deps.now(),
    { supersedes: fields.supersedes, via: "mcp" },
  );
  return {
    id: r.memory.id,
    created: r.created,
    outcome: r.outcome,
    superseded: r.superseded,
    memory: memoryView(r.memory),
  };
}
