/**
 * zod/mini schemas for tasks: the stored record (checked before every write and on every read that
 * recovery trusts), the input of a new task, and a board. Cross-field rules live here too, so the
 * SQLite CHECK constraints and this schema say the same thing.
 */
import * as z from "zod/mini";
import { lineText, longText, parseOrThrow } from "../common/validate.js";
import {
  BOARD_ID,
  TASK_ID,
  TASK_LEVELS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type Task,
  type TaskLevel,
  type TaskPriority,
} from "./model.js";

const iso = z.iso.datetime();
export const taskIdSchema = z
  .string()
  .check(
    z.regex(TASK_ID, "task ids are 1–64 letters, digits, '.', '_' or '-', starting with a letter or digit"),
  );
export const boardIdSchema = z
  .string()
  .check(
    z.regex(
      BOARD_ID,
      "board ids are 1–40 lower-case letters, digits or '-', starting with a letter or digit (not 'briefs')",
    ),
  );
const title = lineText("title", 300);
const description = longText("description", 20_000);
const reason = lineText("reason", 500, "a blocked reason must not be empty");
const phase = lineText("phase", 64);
const minutes = (min: number) =>
  z
    .int()
    .check(
      z.gte(min, `minutes must be at least ${min}`),
      z.lte(1_000_000, "minutes must be at most 1,000,000"),
    );
const deps = z.array(taskIdSchema).check(z.maxLength(100, "at most 100 dependencies"));

export const taskLevelSchema = z.enum(TASK_LEVELS);
export const taskStatusSchema = z.enum(TASK_STATUSES);
export const taskPrioritySchema = z.enum(TASK_PRIORITIES);

const rule = (ok: (t: Task) => boolean, message: string, path: string) =>
  z.refine<Task>(ok, { message, path: [path] });

/** A complete task record. Every write is parsed through this; an invalid record is never stored. */
export const taskSchema = z
  .object({
    project: z.string().check(z.minLength(1)),
    board: boardIdSchema,
    id: taskIdSchema,
    position: z.int().check(z.gte(0)),
    title,
    description,
    level: taskLevelSchema,
    parentId: z.nullable(taskIdSchema),
    dependencies: deps,
    priority: taskPrioritySchema,
    status: taskStatusSchema,
    blockedReason: z.nullable(reason),
    phase: z.nullable(phase),
    estimateMinutes: z.nullable(minutes(1)),
    actualMinutes: z.nullable(minutes(0)),
    staleCount: z.int().check(z.gte(0), z.lte(1000)),
    createdAt: iso,
    startedAt: z.nullable(iso),
    completedAt: z.nullable(iso),
    updatedAt: iso,
  })
  .check(
    rule(
      (t) => (t.status === "BLOCKED") === (t.blockedReason !== null),
      "set exactly when BLOCKED",
      "blockedReason",
    ),
    rule(
      (t) => (t.status === "COMPLETE") === (t.completedAt !== null),
      "set exactly when COMPLETE",
      "completedAt",
    ),
    rule(
      (t) => !(t.status === "IN_PROGRESS" || t.status === "VALIDATING") || t.startedAt !== null,
      "required while IN_PROGRESS or VALIDATING",
      "startedAt",
    ),
    rule((t) => t.parentId !== t.id, "a task cannot be its own parent", "parentId"),
    rule((t) => !t.dependencies.includes(t.id), "a task cannot depend on itself", "dependencies"),
    rule((t) => new Set(t.dependencies).size === t.dependencies.length, "listed twice", "dependencies"),
  );

/** What a caller supplies to create a task. */
export const newTaskSchema = z.object({
  id: z.optional(taskIdSchema),
  title,
  description: z._default(description, ""),
  /** Defaults to "task", or one level below the parent. */
  level: z.optional(taskLevelSchema),
  parent: z._default(z.nullable(taskIdSchema), null),
  dependencies: z._default(deps, []),
  /** Defaults to the parent's priority, else "medium". */
  priority: z.optional(taskPrioritySchema),
  estimateMinutes: z._default(z.nullable(minutes(1)), null),
  /** Defaults to the parent's phase. */
  phase: z.optional(z.nullable(phase)),
});
export type NewTask = z.input<typeof newTaskSchema>;
export type ParsedNewTask = z.output<typeof newTaskSchema>;

export const boardInputSchema = z.object({
  id: boardIdSchema,
  name: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)), ""),
  description: z._default(description, ""),
});

export const blockReasonSchema = reason;
export const minutesSchema = minutes(0);

export function isLevel(s: string): s is TaskLevel {
  return (TASK_LEVELS as readonly string[]).includes(s);
}
export function isPriority(s: string): s is TaskPriority {
  return (TASK_PRIORITIES as readonly string[]).includes(s);
}

/** Validates without throwing: every problem as one English line, or null. Used by recovery and reads. */
export async function taskProblem(value: unknown): Promise<string | null> {
  return schemaProblem(taskSchema, value);
}

/** null when `value` parses, else the English message of parseOrThrow (locale loaded on failure only). */
export async function schemaProblem<T>(schema: z.ZodMiniType<T>, value: unknown): Promise<string | null> {
  if (schema.safeParse(value).success) return null;
  try {
    await parseOrThrow(schema, value);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}
