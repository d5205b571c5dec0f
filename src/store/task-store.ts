/**
 * The TaskStore port: durable task state beside the Store, reached through `Stores.tasks()`.
 * Implementations: `sqlite/task-store.ts` (shares the SqliteStore's connection, so one transaction
 * covers both) and, later, Postgres. One
 * contract suite (`task-store.contract.ts`) runs against each. All methods are async.
 *
 * Guarantees every implementation gives: `inTransaction` is all-or-nothing (the atomic write); the
 * progress log is append-only (updates and deletes are refused by the engine itself, not by callers);
 * rows that break the schema's CHECKs are refused. Callers validate tasks (core/tasks/schema) before
 * writing; reads return rows as stored and callers that must trust them validate again.
 * Errors: CairnError("STORE") for engine failures and refused writes.
 */
import type {
  NewTaskEvent,
  ResearchBrief,
  Task,
  TaskBoard,
  TaskCheckpoint,
  TaskEvent,
  TaskEventType,
  TaskStatus,
} from "../core/tasks/model.js";

export interface TaskFilter {
  project: string;
  /** One board, or every board of the project when absent. */
  board?: string;
  statuses?: readonly TaskStatus[];
  parentId?: string;
  ids?: readonly string[];
  phase?: string;
  limit?: number;
}

export interface EventFilter {
  project: string;
  board?: string;
  taskId?: string;
  sessionId?: string;
  types?: readonly TaskEventType[];
  /** Only events with seq greater than this. */
  afterSeq?: number;
  /** Oldest first (default) or newest first. */
  order?: "oldest" | "newest";
  limit?: number;
}

export type CheckpointInfo = Omit<TaskCheckpoint, "data">;

/** What a checkpoint document carries beside its tasks. */
export interface CheckpointMeta {
  checkpoint: number;
  written_at: string;
  last_seq: number;
  reason: string;
}

export interface TaskStore {
  /** Runs `fn` as one transaction (joins an outer one on the same connection). */
  inTransaction<T>(fn: () => Promise<T>): Promise<T>;

  upsertBoard(p: TaskBoard): Promise<void>;
  getBoard(project: string, id: string): Promise<TaskBoard | null>;
  listBoards(project: string): Promise<TaskBoard[]>;

  /** Next free creation number of the project (monotonic, never reused, even after a board is replaced). */
  nextPosition(project: string): Promise<number>;
  getTask(project: string, id: string): Promise<Task | null>;
  /** Tasks in creation order. */
  listTasks(f: TaskFilter): Promise<Task[]>;
  countTasks(f: TaskFilter & { notStatuses?: readonly TaskStatus[] }): Promise<number>;
  /** Ids among `ids` that have at least one child. */
  parentsAmong(project: string, ids: readonly string[]): Promise<Set<string>>;
  /** Inserts new tasks (and their dependency edges). Fails on a duplicate id. */
  insertTasks(tasks: readonly Task[]): Promise<void>;
  /** Replaces existing tasks by (project, id), dependencies included. Fails when one is missing. */
  updateTasks(tasks: readonly Task[]): Promise<void>;
  /** Deletes every task of a board and inserts `tasks` (recovery, import --replace). */
  replaceBoardTasks(project: string, board: string, tasks: readonly Task[]): Promise<void>;
  /**
   * Ready tasks, best first: PENDING or RESEARCHED, no children, every dependency COMPLETE, no BLOCKED
   * or CANCELLED ancestor; ordered by priority then creation. Must agree with core/tasks/scheduler.
   */
  readyTasks(project: string, board: string | undefined, limit: number): Promise<Task[]>;

  /** Appends to the progress log; returns the events with their sequence numbers. */
  appendEvents(events: readonly NewTaskEvent[]): Promise<TaskEvent[]>;
  listEvents(f: EventFilter): Promise<TaskEvent[]>;
  countEvents(f: EventFilter): Promise<number>;
  /** For each task of the board, the status set by its last event with a new status (after `afterSeq`). */
  lastLoggedStatus(project: string, board: string, afterSeq: number): Promise<Map<string, TaskStatus>>;

  /**
   * The board as a checkpoint document (JSON text): `{ board, checkpoint, written_at, last_seq, reason,
   * tasks }` with tasks exactly as core/tasks/document's `toDocument` renders them, in creation order.
   */
  snapshotBoard(project: string, board: string, meta: CheckpointMeta): Promise<string>;
  insertCheckpoint(c: TaskCheckpoint): Promise<void>;
  listCheckpoints(project: string, board: string): Promise<CheckpointInfo[]>;
  getCheckpoint(project: string, board: string, number: number): Promise<TaskCheckpoint | null>;
  /** Deletes all but the newest `keep` checkpoints of a board; returns the numbers deleted. */
  pruneCheckpoints(project: string, board: string, keep: number): Promise<number[]>;

  /** The project's creation counter as it stands (0 before its first task); draws no number. */
  lastPosition(project: string): Promise<number>;
  /** Copying a project between stores: raises its creation counter to at least `last` (never lowers it). */
  raisePosition(project: string, last: number): Promise<void>;
  /**
   * Copying a log between stores: inserts `events` keeping their `seq` (checkpoints' `last_seq` keep
   * pointing at the same events; later appends are numbered after the highest). An event whose seq
   * the log already holds is skipped when it is the same event (project, board, ts, type, task) and
   * refused with CairnError("STORE") when it is another. All-or-nothing; returns how many were added.
   */
  importEvents(events: readonly TaskEvent[]): Promise<number>;

  putBrief(b: ResearchBrief): Promise<void>;
  getBrief(project: string, taskId: string): Promise<ResearchBrief | null>;
  /** When each of these tasks' briefs was written (tasks without one are absent). */
  briefTimes(project: string, taskIds: readonly string[]): Promise<Map<string, string>>;
}
