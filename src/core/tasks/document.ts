/**
 * The tasks.json document (the shape of the project-planner plugin, github.com/markus41/claude): `{ "tasks": [ … ] }`, every level of the hierarchy as
 * peers in creation order, parent → child links in each parent's `subtasks` (and, for convenience, each
 * child's `parent_id`), snake_case fields. Checkpoints are the same document with `checkpoint`,
 * `written_at`, `last_seq` and `reason` beside `tasks`. Parsing is lenient per task so that recovery can
 * keep whatever validates ("partial recovery beats none"); import uses the same parse and refuses any loss.
 */
import * as z from "zod/mini";
import { childrenIndex } from "./graph.js";
import type { Task } from "./model.js";
import {
  schemaProblem,
  taskIdSchema,
  taskLevelSchema,
  taskPrioritySchema,
  taskProblem,
  taskStatusSchema,
} from "./schema.js";

export interface TaskJson {
  id: string;
  title: string;
  description: string;
  level: string;
  status: string;
  priority: string;
  parent_id: string | null;
  subtasks: string[];
  dependencies: string[];
  phase: string | null;
  estimate_minutes: number | null;
  actual_minutes: number | null;
  blocked_reason: string | null;
  stale_count: number;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  updated_at: string;
}

export interface DocumentMeta {
  board?: string;
  checkpoint?: number;
  written_at?: string;
  last_seq?: number;
  reason?: string;
}

export type TasksDocument = DocumentMeta & { tasks: TaskJson[] };

export function toTaskJson(t: Task, subtasks: readonly string[]): TaskJson {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    level: t.level,
    status: t.status,
    priority: t.priority,
    parent_id: t.parentId,
    subtasks: [...subtasks],
    dependencies: [...t.dependencies],
    phase: t.phase,
    estimate_minutes: t.estimateMinutes,
    actual_minutes: t.actualMinutes,
    blocked_reason: t.blockedReason,
    stale_count: t.staleCount,
    created_at: t.createdAt,
    started_at: t.startedAt,
    completed_at: t.completedAt,
    updated_at: t.updatedAt,
  };
}

/** Builds the document for one board's tasks (sorted by creation order). */
export function toDocument(tasks: readonly Task[], meta: DocumentMeta = {}): TasksDocument {
  const sorted = [...tasks].sort((a, b) => a.position - b.position);
  const kids = childrenIndex(sorted);
  return {
    ...meta,
    tasks: sorted.map((t) =>
      toTaskJson(
        t,
        (kids.get(t.id) ?? []).map((c) => c.id),
      ),
    ),
  };
}

const nullableNumber = z._default(z.nullable(z.number()), null);
const nullableString = z._default(z.nullable(z.string()), null);
const itemSchema = z.looseObject({
  id: taskIdSchema,
  title: z.string(),
  description: z._default(z.string(), ""),
  level: z._default(taskLevelSchema, "task"),
  status: z._default(taskStatusSchema, "PENDING"),
  priority: z._default(taskPrioritySchema, "medium"),
  parent_id: z._default(z.nullable(taskIdSchema), null),
  subtasks: z._default(z.array(taskIdSchema), []),
  dependencies: z._default(z.array(taskIdSchema), []),
  phase: nullableString,
  estimate_minutes: nullableNumber,
  actual_minutes: nullableNumber,
  blocked_reason: nullableString,
  stale_count: z._default(z.number(), 0),
  created_at: z.optional(z.string()),
  started_at: nullableString,
  completed_at: nullableString,
  updated_at: z.optional(z.string()),
});

export interface ParsedDocument {
  meta: DocumentMeta;
  /** Tasks that validated, in document order (positions 0…n-1). */
  tasks: Task[];
  /** Tasks left out, with the first problem of each. */
  invalid: { index: number; id: string | null; problem: string }[];
}

/**
 * Parses a tasks.json or checkpoint text. Returns a string error when the text is not a document at
 * all (not JSON, no `tasks` array). Links: a child's `parent_id`, else the parent whose `subtasks`
 * lists it; a link to a task that did not validate is dropped later by repair.
 */
export async function parseDocument(
  text: string,
  ctx: { project: string; board: string; now: string },
): Promise<ParsedDocument | string> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return `not JSON: ${(err as Error).message}`;
  }
  if (typeof raw !== "object" || raw === null || !Array.isArray((raw as { tasks?: unknown }).tasks))
    return 'no "tasks" array';
  const doc = raw as Record<string, unknown> & { tasks: unknown[] };
  const meta = metaOf(doc);

  const items = doc.tasks.map((x) => itemSchema.safeParse(x));
  const problems = await Promise.all(
    items.map(async (r, i) => (r.success ? null : await schemaProblem(itemSchema, doc.tasks[i]))),
  );
  const parentOf = new Map<string, string>();
  for (const r of items)
    if (r.success)
      for (const child of r.data.subtasks) if (!parentOf.has(child)) parentOf.set(child, r.data.id);
  const tasks: Task[] = [];
  const invalid: ParsedDocument["invalid"] = [];
  const seen = new Set<string>();
  for (const [index, r] of items.entries()) {
    const rawId = (doc.tasks[index] as { id?: unknown } | null)?.id;
    const id = typeof rawId === "string" ? rawId : null;
    if (!r.success) {
      invalid.push({ index, id, problem: problems[index] ?? "invalid" });
      continue;
    }
    const j = r.data;
    if (seen.has(j.id)) {
      invalid.push({ index, id, problem: "id: listed twice" });
      continue;
    }
    const task = toTask(j, index, ctx, parentOf.get(j.id));
    const problem = await taskProblem(task);
    if (problem) invalid.push({ index, id, problem });
    else {
      seen.add(j.id);
      tasks.push(task);
    }
  }
  return { meta, tasks, invalid };
}

/** The document's own fields (board, checkpoint, written_at, last_seq, reason), those of the right type. */
function metaOf(doc: Record<string, unknown>): DocumentMeta {
  const meta: DocumentMeta = {};
  if (typeof doc.board === "string") meta.board = doc.board;
  if (typeof doc.checkpoint === "number") meta.checkpoint = doc.checkpoint;
  if (typeof doc.written_at === "string") meta.written_at = doc.written_at;
  if (typeof doc.last_seq === "number") meta.last_seq = doc.last_seq;
  if (typeof doc.reason === "string") meta.reason = doc.reason;
  return meta;
}

/** One validated item as a task at `index`; `listedBy`: the parent whose `subtasks` lists it, if any. */
function toTask(
  j: z.infer<typeof itemSchema>,
  index: number,
  ctx: { project: string; board: string; now: string },
  listedBy: string | undefined,
): Task {
  const createdAt = j.created_at ?? ctx.now;
  return {
    project: ctx.project,
    board: ctx.board,
    id: j.id,
    position: index,
    title: j.title.trim(),
    description: j.description,
    level: j.level,
    parentId: j.parent_id ?? listedBy ?? null,
    dependencies: j.dependencies,
    priority: j.priority,
    status: j.status,
    blockedReason: j.blocked_reason,
    phase: j.phase,
    estimateMinutes: j.estimate_minutes,
    actualMinutes: j.actual_minutes,
    staleCount: j.stale_count,
    createdAt,
    startedAt: j.started_at,
    completedAt: j.completed_at,
    updatedAt: j.updated_at ?? createdAt,
  };
}
