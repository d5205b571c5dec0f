/**
 * Tools that change an existing memory by id: update_memory (app/update-memory), pin
 * (app/pin-memory), forget (app/forget-memory: soft by default, `hard` for good) and restore
 * (app/restore-memory), supersede (app/supersede-memory: replaced by a newer memory, or current again).
 * Unknown ids and bad fields come back as tool errors.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod/mini";
import { forgetMemory } from "../app/memories/forget-memory.js";
import { pinMemory } from "../app/memories/pin-memory.js";
import { restoreMemory } from "../app/memories/restore-memory.js";
import { supersedeMemory } from "../app/memories/supersede-memory.js";
import { updateMemory } from "../app/memories/update-memory.js";
import { SCOPES } from "../core/memories/memory.js";
import { DESTRUCTIVE, IDEMPOTENT_WRITE } from "./annotations.js";
import type { McpDeps } from "./deps.js";
import { guarded } from "./result.js";
import { bodyArg, d, filesArg, idArg, memoryOut, memoryView, severityArg, tagsArg } from "./schemas.js";

const memoryResult = z.object({ id: z.string(), memory: memoryOut });

export function registerManageTools(server: McpServer, deps: McpDeps): void {
  server.registerTool(
    "update_memory",
    {
      title: "update memory",
      description:
        "Correct a memory: new title, body, files, tags, severity (constraints only), confidence or scope. Fields left out stay as they are.",
      inputSchema: z.strictObject({
        id: idArg,
        title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(300))),
        body: bodyArg("New body"),
        files: filesArg,
        tags: tagsArg,
        severity: z.optional(severityArg),
        confidence: z.optional(z.number().check(z.gte(0), z.lte(1), d("0–1"))),
        scope: z.optional(z.enum(SCOPES)),
      }),
      outputSchema: memoryResult,
      annotations: DESTRUCTIVE,
    },
    guarded(async ({ id, ...patch }) => {
      const m = await updateMemory(deps.stores.store, id, patch, deps.now());
      return { id: m.id, memory: memoryView(m) };
    }),
  );

  server.registerTool(
    "pin",
    {
      title: "pin memory",
      description: "Pin a memory (it then leads every context pack), or unpin it with pinned=false.",
      inputSchema: z.strictObject({ id: idArg, pinned: z._default(z.boolean(), true) }),
      outputSchema: memoryResult,
      annotations: IDEMPOTENT_WRITE,
    },
    guarded(async (a) => {
      const m = await pinMemory(deps.stores.store, a.id, a.pinned, deps.now());
      return { id: m.id, memory: memoryView(m) };
    }),
  );

  server.registerTool(
    "forget",
    {
      title: "forget memory",
      description:
        "Forget a wrong or outdated memory. Soft by default (restore brings it back); hard=true deletes it permanently.",
      inputSchema: z.strictObject({
        id: idArg,
        hard: z._default(z.boolean().check(d("Delete permanently (cannot be restored)")), false),
      }),
      outputSchema: z.object({ id: z.string(), hard: z.boolean(), restorable: z.boolean() }),
      annotations: DESTRUCTIVE,
    },
    guarded(async (a) => {
      const r = await forgetMemory(deps.stores.store, a.id, { hard: a.hard, now: deps.now() });
      return { id: r.id, hard: r.hard, restorable: !r.hard };
    }),
  );

  server.registerTool(
    "supersede",
    {
      title: "supersede memory",
      description:
        "Mark a memory superseded by a newer one (`by`): it leaves the context pack, search and prompt recall, and stays readable with get_memory, which names what replaced it. by=null makes it current again.",
      inputSchema: z.strictObject({
        id: idArg,
        by: z.nullable(idArg.check(d("The memory that replaces it; null to undo"))),
      }),
      outputSchema: z.object({
        id: z.string(),
        supersededBy: z.nullable(z.string()),
        reason: z.nullable(z.string()),
        memory: memoryOut,
      }),
      annotations: IDEMPOTENT_WRITE,
    },
    guarded(async (a) => {
      const m = await supersedeMemory(deps.stores.store, a.id, a.by, "mcp", deps.now());
      return {
        id: m.id,
        supersededBy: m.supersededBy,
        reason: m.supersededReason ?? null,
        memory: memoryView(m),
      };
    }),
  );

  server.registerTool(
    "restore",
    {
      title: "restore memory",
      description: "Bring back a memory forgotten with forget (not one deleted with hard=true).",
      inputSchema: z.strictObject({ id: idArg }),
      outputSchema: memoryResult,
      annotations: IDEMPOTENT_WRITE,
    },
    guarded(async (a) => {
      const m = await restoreMemory(deps.stores.store, a.id, deps.now());
      return { id: m.id, memory: memoryView(m) };
    }),
  );
}
