/** Row ↔ model mapping for the SQLite task tables (no validation: callers that must trust a row validate it). */
import type {
  ResearchBrief,
  Task,
  TaskBoard,
  TaskCheckpoint,
  TaskEvent,
  TaskEventType,
  TaskLevel,
  TaskPriority,
  TaskStatus,
} from "../core/tasks/model.js";

export interface TaskRow {
  project: string;
  board: string;
  id: string;
  position: number;
  title: string;
  description: string;
  level: string;
  parent_id: string | null;
  priority: string;
  status: string;
  blocked_reason: string | null;
  phase: string | null;
  estimate_minutes: number | null;
  actual_minutes: number | null;
  stale_count: number;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  updated_at: string;
}

export function toTask(r: TaskRow, dependencies: string[]): Task {
  return {
    project: r.project,
    board: r.board,
    id: r.id,
    position: r.position,
    title: r.title,
    description: r.description,
    level: r.level as TaskLevel,
    parentId: r.parent_id,
    dependencies,
    priority: r.priority as TaskPriority,
    status: r.status as TaskStatus,
    blockedReason: r.blocked_reason,
    phase: r.phase,
    estimateMinutes: r.estimate_minutes,
    actualMinutes: r.actual_minutes,
    staleCount: r.stale_count,
    createdAt: r.created_at,
    startedAt: r.started_at,
    completedAt: r.completed_at,
    updatedAt: r.updated_at,
  };
}

/** Named parameters for INSERT/UPDATE of a task. */
export function taskParams(t: Task): Record<string, string | number | null> {
  return {
    project: t.project,
    board: t.board,
    id: t.id,
    position: t.position,
    title: t.title,
    description: t.description,
    level: t.level,
    parent_id: t.parentId,
    priority: t.priority,
    status: t.status,
    blocked_reason: t.blockedReason,
    phase: t.phase,
    estimate_minutes: t.estimateMinutes,
    actual_minutes: t.actualMinutes,
    stale_count: t.staleCount,
    created_at: t.createdAt,
    started_at: t.startedAt,
    completed_at: t.completedAt,
    updated_at: t.updatedAt,
  };
}

export const TASK_COLUMNS = Object.keys(taskParams({} as Task));

/** A task_events row; `Data` is how the `data` column arrives (SQLite: JSON text; PostgreSQL: parsed jsonb). */
export interface EventRowOf<Data> {
  seq: number;
  project: string;
  board: string;
  ts: string;
  type: string;
  task_id: string | null;
  prev_status: string | null;
  new_status: string | null;
  detail: string;
  data: Data;
  session_id: string | null;
}

export type EventRow = EventRowOf<string | null>;

/** A JSON object, else null (an array, a scalar or nothing). */
const objectOrNull = (v: unknown): Record<string, unknown> | null =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** `data`: the backend's decoding of the `data` column into a parsed value. */
export function rowToTaskEvent<D>(r: EventRowOf<D>, data: (v: D) => unknown): TaskEvent {
  return {
    seq: r.seq,
    project: r.project,
    board: r.board,
    ts: r.ts,
    type: r.type as TaskEventType,
    taskId: r.task_id,
    prevStatus: r.prev_status as TaskStatus | null,
    newStatus: r.new_status as TaskStatus | null,
    detail: r.detail,
    data: objectOrNull(data(r.data)),
    sessionId: r.session_id,
  };
}

/** SQLite's task event: `data` is JSON text (damaged text reads as no data). */
export function toEvent(r: EventRow): TaskEvent {
  return rowToTaskEvent(r, (text) => {
    if (text === null) return null;
    try {
      return JSON.parse(text);
    } catch {
      return null; // a damaged data column reads as no data; the event itself is still listed
    }
  });
}

export function toBoard(r: Record<string, string>): TaskBoard {
  return {
    project: r.project as string,
    id: r.id as string,
    name: r.name as string,
    description: r.description as string,
    createdAt: r.created_at as string,
    updatedAt: r.updated_at as string,
  };
}

export function toCheckpoint(r: Record<string, string | number>): TaskCheckpoint {
  return {
    project: r.project as string,
    board: r.board as string,
    number: r.number as number,
    createdAt: r.created_at as string,
    reason: r.reason as string,
    lastSeq: r.last_seq as number,
    taskCount: r.task_count as number,
    data: (r.data as string | undefined) ?? "",
  };
}

export function toBrief(r: Record<string, string | null>): ResearchBrief {
  return {
    project: r.project as string,
    taskId: r.task_id as string,
    body: r.body as string,
    writtenAt: r.written_at as string,
    sessionId: r.session_id ?? null,
  };
}

/** The fields that make two log entries with one seq the same event (a copy run again). */
export function sameEvent(
  a: Pick<TaskEvent, "project" | "board" | "ts" | "type" | "taskId">,
  b: typeof a,
): boolean {
  return (
    a.project === b.project &&
    a.board === b.board &&
    a.ts === b.ts &&
    a.type === b.type &&
    a.taskId === b.taskId
  );
}
