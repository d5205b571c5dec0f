/**
 * Read-only tools: search (app/search/search), get_context_pack (app/context/start-session, optionally
 * focused by a query and files), get_open_questions (app/open-questions), get_memory (app/get-memory)
 * and recall (app/recall: select, then compress). Each is one use-case call; results carry ids.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod/mini";
import { startSession } from "../app/context/start-session.js";
import { getMemoryDetail } from "../app/memories/get-memory.js";
import { listOpenQuestions } from "../app/memories/open-questions.js";
import { recall } from "../app/recall/recall.js";
import { search } from "../app/search/search.js";
import { formatAge } from "../core/common/age.js";
import { clip } from "../core/common/text.js";
import { MEMORY_TYPES } from "../core/memories/memory.js";
import { READ } from "./annotations.js";
import type { McpDeps } from "./deps.js";
import { guarded } from "./result.js";
import {
  d,
  filesArg,
  idArg,
  memoryDetailOut,
  memoryDetailView,
  memoryOut,
  memoryView,
  typeArg,
} from "./schemas.js";

export const packOut = z.object({
  text: z.string().check(d("The pack as Claude Code's SessionStart injects it (markdown)")),
  tokens: z.number(),
  budget: z.number(),
  omitted: z.number(),
  items: z.array(z.object({ id: z.string(), section: z.string(), type: z.string(), title: z.string() })),
});

export function registerQueryTools(server: McpServer, deps: McpDeps): void {
  server.registerTool(
    "search",
    {
      title: "search memories",
      description:
        "Full-text search (BM25 over title, body, files, tags) of this project's memories and observations, with its topic notes beside them. A memory whose files changed since capture is marked stale: check it against the code. Returns ids for get_memory.",
      inputSchema: z.strictObject({
        query: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000), d("Words to look for")),
        types: z.optional(z.array(typeArg).check(d(`Only these types: ${MEMORY_TYPES.join(", ")}`))),
        limit: z._default(z.int().check(z.gte(1), z.lte(50), d("At most this many results")), 10),
      }),
      outputSchema: z.object({
        query: z.string(),
        results: z.array(
          z.object({
            id: z.string(),
            type: z.string(),
            title: z.string(),
            body: z.string(),
            files: z.array(z.string()),
            score: z.number(),
            updatedAt: z.string(),
            stale: z.nullable(
              z
                .string()
                .check(d("'possibly stale, <age>: <changed files>' when its files changed since capture")),
            ),
          }),
        ),
        notes: z.array(
          z.object({
            topic: z.string(),
            path: z.string(),
            summary: z.string(),
            covers: z.array(z.string()),
            score: z.number(),
            updated: z.nullable(z.string()),
          }),
        ),
      }),
      annotations: READ,
    },
    guarded(async (a) => {
      const project = await deps.project();
      const now = deps.now();
      const found = await search(deps.stores, {
        query: a.query,
        project: { id: project.id, root: project.root, gitDir: project.gitDir },
        types: a.types,
        limit: a.limit,
        now,
        semantic: (await deps.semantic?.()) ?? null,
        onWarning: deps.log,
      });
      return {
        query: a.query,
        results: found.memories.map((h) => ({
          id: h.memory.id,
          type: h.memory.type,
          title: h.memory.title,
          body: clip(h.memory.body, 300),
          files: h.memory.files,
          score: h.score,
          updatedAt: h.memory.updatedAt,
          stale: h.stale
            ? `possibly stale, ${formatAge(h.memory.updatedAt, now)}: ${h.stale.changed.slice(0, 5).join(", ")}`
            : null,
        })),
        notes: found.notes.map((n) => ({
          topic: n.note.topic,
          path: n.note.path,
          summary: clip(n.note.summary, 500),
          covers: n.note.covers,
          score: n.score,
          updated: n.note.updated,
        })),
      };
    }),
  );

  server.registerTool(
    "get_context_pack",
    {
      title: "get context pack",
      description:
        "The project's memory pack (last session, constraints, decisions, failed attempts, verified commands, open items). With a query and/or files, the memories relevant to that task lead it.",
      inputSchema: z.strictObject({
        query: z.optional(z.string().check(z.maxLength(1000), d("What you are about to work on"))),
        files: filesArg,
        budget: z.optional(
          z
            .int()
            .check(z.gte(100), z.lte(2500), d("Token budget (default: the context.budget setting, 1,500)")),
        ),
      }),
      outputSchema: packOut,
      annotations: READ,
    },
    guarded(async (a) => {
      const project = await deps.project();
      const focus = a.query || a.files?.length ? { query: a.query, files: a.files } : undefined;
      const { pack } = await startSession(deps.stores, {
        ...deps.session(project),
        budget: a.budget,
        focus,
      });
      return {
        text: pack.text,
        tokens: pack.tokens,
        budget: pack.budget,
        omitted: pack.omitted,
        items: pack.items.map((i) => ({ id: i.id, section: i.section, type: i.type, title: i.title })),
      };
    }),
  );

  server.registerTool(
    "get_open_questions",
    {
      title: "get open questions",
      description: "Unresolved questions recorded for this project (and its todos with include_todos).",
      inputSchema: z.strictObject({
        include_todos: z._default(z.boolean().check(d("Also list todos")), false),
        limit: z._default(z.int().check(z.gte(1), z.lte(100)), 20),
      }),
      outputSchema: z.object({ items: z.array(memoryOut) }),
      annotations: READ,
    },
    guarded(async (a) => {
      const project = await deps.project();
      const items = await listOpenQuestions(deps.stores.store, {
        project: project.id,
        includeTodos: a.include_todos,
        limit: a.limit,
      });
      return { items: items.map(memoryView) };
    }),
  );

  server.registerTool(
    "get_memory",
    {
      title: "get memory",
      description:
        "One memory by id, with its provenance (source, session, git commit), every sighting merged into it, and what superseded it; also a forgotten or superseded one.",
      inputSchema: z.strictObject({ id: idArg }),
      outputSchema: memoryDetailOut,
      annotations: READ,
    },
    guarded(async (a) => memoryDetailView(await getMemoryDetail(deps.stores.store, a.id))),
  );

  const model = deps.summarizer().provider.name !== "heuristic";
  server.registerTool(
    "recall",
    {
      title: "recall: where did we leave off",
      description:
        "Answer 'where did we leave off on X?': selects the past sessions and memories about the topic and compresses them into a short answer (200–300 words) citing ids and dates.",
      inputSchema: z.strictObject({
        topic: z
          .string()
          .check(z.trim(), z.minLength(1), z.maxLength(500), d("What to recall, e.g. 'the billing export'")),
      }),
      outputSchema: z.object({
        topic: z.string(),
        answer: z.string().check(d("The answer with a closing Sources line; empty when nothing matched")),
        sources: z.array(
          z.object({
            id: z.string(),
            kind: z.enum(["session", "memory"]),
            type: z.string(),
            title: z.string(),
            date: z.string(),
          }),
        ),
        method: z.string().check(d("extractive, or the model provider that wrote the answer")),
        fallbackReason: z.nullable(z.string()),
      }),
      // with a model provider configured, the selected records are sent to it
      annotations: { ...READ, idempotentHint: !model, openWorldHint: model },
    },
    guarded(async (a) => {
      const project = await deps.project();
      const { provider, timeoutMs } = deps.summarizer();
      const r = await recall(deps.stores.store, {
        project: project.id,
        topic: a.topic,
        provider,
        timeoutMs,
        log: deps.log,
      });
      return {
        topic: r.topic,
        answer: r.text || `Cairn has nothing recorded about "${a.topic}".`,
        sources: r.sources,
        method: r.method,
        fallbackReason: r.fallbackReason,
      };
    }),
  );
}
