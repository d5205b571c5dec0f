/**
 * The task model (after the project-planner plugin, github.com/markus41/claude): task projects ("boards", several per
 * repository), tasks in a hierarchy (epic → story → task → subtask → micro) with dependencies, and the
 * typed events of the append-only progress log. Pure types and constants; no I/O.
 */

export const TASK_LEVELS = ["epic", "story", "task", "subtask", "micro"] as const;
export type TaskLevel = (typeof TASK_LEVELS)[number];

export const TASK_STATUSES = [
  "PENDING",
  "IN_RESEARCH",
  "RESEARCHED",
  "IN_PROGRESS",
  "VALIDATING",
  "COMPLETE",
  "BLOCKED",
  "CANCELLED",
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Strongest first; the scheduler picks by this rank, then creation order. */
export const TASK_PRIORITIES = ["critical", "high", "medium", "low"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const PRIORITY_RANK: Record<TaskPriority, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** Statuses a session leaves behind mid-work; reconciliation on resume resets them. */
export const TRANSITIONAL: readonly TaskStatus[] = ["IN_RESEARCH", "IN_PROGRESS", "VALIDATING"];
/** Statuses reconciliation never touches. */
export const SETTLED: readonly TaskStatus[] = ["COMPLETE", "BLOCKED", "CANCELLED"];
/** Statuses the scheduler may hand out. */
export const READY_STATUSES: readonly TaskStatus[] = ["PENDING", "RESEARCHED"];

/**
 * The project-planner plugin's standard event types (`SYNC_TO_<PLATFORM>` is a family, see isTaskEventType), then the
 * ones Cairn adds so that every change of task state has an audit line.
 */
export const STANDARD_EVENT_TYPES = [
  "TASK_STARTED",
  "TASK_COMPLETE",
  "TASK_BLOCKED",
  "TASK_RESEARCHED",
  "PHASE_COMPLETE",
  "CHECKPOINT_WRITTEN",
  "ERROR",
  "LOOP_ITERATION",
] as const;
export const CAIRN_EVENT_TYPES = [
  "TASK_CREATED",
  "TASK_DECOMPOSED",
  "TASK_RESEARCH_STARTED",
  "TASK_VALIDATING",
  "TASK_UNBLOCKED",
  "TASK_CANCELLED",
  "TASK_RECONCILED",
  "TASK_UPDATED",
  "STATE_RECOVERED",
  "TASKS_IMPORTED",
] as const;
export const TASK_EVENT_TYPES = [...STANDARD_EVENT_TYPES, ...CAIRN_EVENT_TYPES] as const;
export type TaskEventType =
  | (typeof STANDARD_EVENT_TYPES)[number]
  | (typeof CAIRN_EVENT_TYPES)[number]
  | `SYNC_TO_${string}`;

export const SYNC_EVENT = /^SYNC_TO_[A-Z0-9][A-Z0-9_]{0,31}$/;

export function isTaskEventType(s: string): s is TaskEventType {
  return (TASK_EVENT_TYPES as readonly string[]).includes(s) || SYNC_EVENT.test(s);
}

/** Task ids: user-chosen (import) or generated `t<N>`; unique within a repository. */
export const TASK_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Board (task project) ids: lower-case slug, also a folder name under `.cairn/tasks/`. */
export const BOARD_ID = /^(?!briefs$)[a-z0-9][a-z0-9-]{0,39}$/;
export const DEFAULT_BOARD = "main";

/** A task project. Several per repository; `project` is the Cairn project (repository) id. */
export interface TaskBoard {
  project: string;
  id: string;
  name: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

/** A task as stored. Timestamps are ISO-8601 UTC. Children are the tasks whose parentId is this id. */
export interface Task {
  project: string;
  board: string;
  id: string;
  /** Creation order within the repository (tasks.json lists tasks in this order). */
  position: number;
  title: string;
  description: string;
  level: TaskLevel;
  parentId: string | null;
  /** Ids of tasks (same board) that must be COMPLETE before this one may start. */
  dependencies: string[];
  priority: TaskPriority;
  status: TaskStatus;
  /** Set exactly when status is BLOCKED. */
  blockedReason: string | null;
  /** Optional phase label: when every task of a phase is COMPLETE, PHASE_COMPLETE is logged. */
  phase: string | null;
  estimateMinutes: number | null;
  actualMinutes: number | null;
  /** How many times stale detection reset this task (twice → BLOCKED for human review). */
  staleCount: number;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  updatedAt: string;
}

/** One entry of the append-only progress log. */
export interface TaskEvent {
  /** Monotonic sequence number (log order). */
  seq: number;
  project: string;
  board: string;
  ts: string;
  type: TaskEventType;
  taskId: string | null;
  prevStatus: TaskStatus | null;
  newStatus: TaskStatus | null;
  detail: string;
  /** Structured payload: `task` (the task after the change, for roll-forward), `velocity`, … */
  data: Record<string, unknown> | null;
  /** Claude Code session that caused the event, when known. */
  sessionId: string | null;
}

export type NewTaskEvent = Omit<TaskEvent, "seq">;

/** A numbered snapshot of every task of a board. */
export interface TaskCheckpoint {
  project: string;
  board: string;
  number: number;
  createdAt: string;
  reason: string;
  /** Last log sequence number included in the snapshot (roll-forward starts after it). */
  lastSeq: number;
  taskCount: number;
  /** The tasks.json document (JSON text); may be unreadable if the row was damaged. */
  data: string;
}

export interface ResearchBrief {
  project: string;
  taskId: string;
  body: string;
  writtenAt: string;
  sessionId: string | null;
}

/** Research briefs are reused for this long (the project-planner plugin's 24-hour TTL). */
export const BRIEF_TTL_MS = 24 * 60 * 60 * 1000;
/** IN_PROGRESS longer than this many times the estimate is stale. */
export const STALE_FACTOR = 4;
export const STALE_TWICE_REASON = "Stale twice — requires human review";
/** A checkpoint every this many completions (and after every phase completion). */
export const CHECKPOINT_EVERY = 10;
/** Checkpoints kept per board. */
export const CHECKPOINTS_KEPT = 10;

/** The level a decomposition gives children of a parent at `level` (micro stays micro). */
export function childLevel(level: TaskLevel): TaskLevel {
  const i = TASK_LEVELS.indexOf(level);
  return TASK_LEVELS[Math.min(i + 1, TASK_LEVELS.length - 1)] as TaskLevel;
}

/**
 * A new PENDING task with neutral defaults (no parent, no dependencies, medium priority, no estimate,
 * timestamps at `at`). The identifying fields are required; anything else may be overridden.
 */
export function newPendingTask(
  t: Pick<Task, "project" | "board" | "id" | "title"> & { at: string } & Partial<Task>,
): Task {
  const { at, ...rest } = t;
  return {
    position: 0,
    description: "",
    level: "task",
    parentId: null,
    dependencies: [],
    priority: "medium",
    status: "PENDING",
    blockedReason: null,
    phase: null,
    estimateMinutes: null,
    actualMinutes: null,
    staleCount: 0,
    createdAt: at,
    startedAt: null,
    completedAt: null,
    updatedAt: at,
    ...rest,
  };
}
