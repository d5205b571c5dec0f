/**
 * Read-only tools over the other capabilities, each one use-case call: tasks_next and task_show
 * (app/tasks: what to work on, one task in full), notes_search (app/notes: topic notes beside the
 * code) and observations_search (app/observations). Task writes stay with `cairn tasks` (it also
 * re-renders `.cairn/tasks/`); observations are recorded with the Observer prompt's CLI command.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod/mini";
import { findNotes } from "../app/notes/search-notes.js";
import { searchObservations } from "../app/observations/search.js";
import type { TaskScope } from "../app/tasks/commit.js";
import { nextTasks } from "../app/tasks/next-tasks.js";
import { showTask } from "../app/tasks/show-task.js";
import { clip } from "../core/common/text.js";
import type { Task } from "../core/tasks/model.js";
import { READ } from "./annotations.js";
import type { McpDeps } from "./deps.js";
import { guarded } from "./result.js";
import { d } from "./schemas.js";

const taskOut = z.object({
  id: z.string(),
  board: z.string(),
  title: z.string(),
  status: z.string(),
  priority: z.string(),
  parentId: z.nullable(z.string()),
  dependencies: z.array(z.string()),
  blockedReason: z.nullable(z.string()),
});
const taskView = (t: Task): z.output<typeof taskOut> => ({
  id: t.id,
  board: t.board,
  title: t.title,
  status: t.status,
  priority: t.priority,
  parentId: t.parentId,
  dependencies: t.dependencies,
  blockedReason: t.blockedReason,
});

async function scope(deps: McpDeps): Promise<TaskScope> {
  const tasks = await deps.stores.tasks();
  return { tasks, project: (await deps.project()).id, sessionId: deps.sessionId, now: deps.now() };
}

const board = z.optional(
  z.string().check(z.minLength(1), z.maxLength(100), d("Task board (default: every board)")),
);

export function registerCapabilityTools(server: McpServer, deps: McpDeps): void {
  server.registerTool(
    "tasks_next",
    {
      title: "next tasks",
      description:
        "The tasks ready to work on now (dependencies done), with counts of what is in flight, blocked or pending.",
      inputSchema: z.strictObject({ board, limit: z._default(z.int().check(z.gte(1), z.lte(20)), 3) }),
      outputSchema: z.object({
        ready: z.array(taskOut),
        inProgress: z.number(),
        blocked: z.number(),
        pending: z.number(),
        complete: z.number(),
        total: z.number(),
      }),
      annotations: READ,
    },
    guarded(async (a) => {
      const r = await nextTasks(await scope(deps), a.board, a.limit);
      return { ...r, ready: r.ready.map(taskView) };
    }),
  );

  server.registerTool(
    "task_show",
    {
      title: "show task",
      description: "One task with its parent, children, dependencies and what it still waits on.",
      inputSchema: z.strictObject({
        id: z.string().check(z.minLength(1), z.maxLength(100), d("Task id, e.g. t12")),
      }),
      outputSchema: z.object({
        task: z.extend(taskOut, { description: z.string() }),
        parent: z.nullable(taskOut),
        children: z.array(taskOut),
        dependencies: z.array(taskOut),
        waitingOn: z.array(z.string()),
      }),
      annotations: READ,
    },
    guarded(async (a) => {
      const r = await showTask(await scope(deps), a.id);
      return {
        task: { ...taskView(r.task), description: r.task.description },
        parent: r.parent ? taskView(r.parent) : null,
        children: r.children.map(taskView),
        dependencies: r.dependencies.map(taskView),
        waitingOn: r.waitingOn,
      };
    }),
  );

  server.registerTool(
    "notes_search",
    {
      title: "search notes",
      description:
        "Full-text search over this project's topic notes (what was learned about an area of the code).",
      inputSchema: z.strictObject({
        query: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
        limit: z._default(z.int().check(z.gte(1), z.lte(50)), 10),
      }),
      outputSchema: z.object({
        results: z.array(
          z.object({
            topic: z.string(),
            path: z.string(),
            summary: z.string(),
            covers: z.array(z.string()),
            updated: z.nullable(z.string()),
            score: z.number(),
          }),
        ),
      }),
      annotations: READ,
    },
    guarded(async (a) => {
      const p = await deps.project();
      const hits = await findNotes(deps.stores, {
        query: a.query,
        project: { id: p.id, root: p.root, gitDir: p.gitDir },
        limit: a.limit,
        now: deps.now(),
      });
      return {
        results: hits.map((h) => ({
          topic: h.note.topic,
          path: h.note.path,
          summary: clip(h.note.summary, 500),
          covers: h.note.covers,
          updated: h.note.updated,
          score: h.score,
        })),
      };
    }),
  );

  server.registerTool(
    "observations_search",
    {
      title: "search observations",
      description: "Full-text search over the observations recorded for this project (and the global ones).",
      inputSchema: z.strictObject({
        query: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
        limit: z._default(z.int().check(z.gte(1), z.lte(50)), 10),
      }),
      outputSchema: z.object({
        results: z.array(
          z.object({
            id: z.string(),
            title: z.string(),
            body: z.string(),
            project: z.string(),
            score: z.number(),
          }),
        ),
      }),
      annotations: READ,
    },
    guarded(async (a) => {
      const p = await deps.project();
      const hits = await searchObservations(deps.stores.store, {
        query: a.query,
        project: p.id,
        limit: a.limit,
      });
      return {
        results: hits.map((h) => ({
          id: h.memory.id,
          title: h.memory.title,
          body: clip(h.memory.body, 500),
          project: h.project,
          score: h.score,
        })),
      };
    }),
  );
}
