/**
 * PostgreSQL implementation of the TaskStore port (tables of migration 11), on the connection of the
 * project's other stores, so one transaction can cover memories, notes and tasks.
 *
 * Serialisation: SQLite runs each task transaction under BEGIN IMMEDIATE, so a use case's read –
 * validate – write sequence never interleaves with another writer's. Here every statement a
 * transaction makes for a project first takes the transaction-scoped advisory lock (LOCK_TASKS,
 * project), held until COMMIT/ROLLBACK: task transactions of one project run one after another,
 * while other projects' run in parallel. Reads outside a transaction take no lock. Because appends
 * hold the lock, one project's sequence numbers commit in the order they are drawn.
 *
 * Errors: engine failures (a CHECK, a foreign key checked at commit, the append-only trigger) surface
 * as CairnError("STORE"); `updateTasks` on a missing task is CairnError("NOT_FOUND").
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { CairnError } from "../../core/common/errors.js";
import type {
  NewTaskEvent,
  Task,
  TaskBoard,
  TaskCheckpoint,
  TaskEvent,
  TaskStatus,
} from "../../core/tasks/model.js";
import { taskConditions } from "../task-filters.js";
import { type TaskRow, toBoard, toTask } from "../task-rows.js";
import type { CheckpointMeta, EventFilter, TaskFilter, TaskStore } from "../task-store.js";
import { whereSql } from "./conditions.js";
import type { PgDatabase, Row } from "./connection.js";
import { LOCK_TASKS, XACT_LOCK_SQL } from "./locks.js";
import * as log from "./task-log.js";
import { depsJson, INSERT_DEPS_SQL, INSERT_TASKS_SQL, tasksJson, UPDATE_TASKS_SQL } from "./task-rows.js";
import { snapshotBoard } from "./task-snapshot.js";

/** A task row with its dependency ids in their order (one round trip per read, not two). */
const TASK_SELECT = `SELECT t.*, COALESCE((SELECT array_agg(d.depends_on ORDER BY d.ord) FROM task_deps d
  WHERE d.project = t.project AND d.task_id = t.id), '{}') AS deps FROM tasks t`;

const READY_SQL = `
WITH RECURSIVE held(id) AS (
  SELECT h.id FROM tasks h WHERE h.project = $1 AND ($2::text IS NULL OR h.board = $2)
     AND h.status IN ('BLOCKED','CANCELLED')
  UNION SELECT c.id FROM tasks c JOIN held ON c.parent_id = held.id WHERE c.project = $1
)
${TASK_SELECT}
 WHERE t.project = $1 AND ($2::text IS NULL OR t.board = $2) AND t.status IN ('PENDING','RESEARCHED')
   AND NOT EXISTS (SELECT 1 FROM tasks c WHERE c.project = t.project AND c.parent_id = t.id)
   AND NOT EXISTS (SELECT 1 FROM task_deps d LEFT JOIN tasks x ON x.project = d.project AND x.id = d.depends_on
                    WHERE d.project = t.project AND d.task_id = t.id AND (x.status IS NULL OR x.status <> 'COMPLETE'))
   AND t.id NOT IN (SELECT id FROM held)
 ORDER BY CASE t.priority WHEN 'critical' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END, t.position
 LIMIT $3`;

type PgTaskRow = TaskRow & Row & { deps: string[] };
const withDeps = (rows: PgTaskRow[]): Task[] => rows.map((r) => toTask(r, r.deps));
type Filter = TaskFilter & { notStatuses?: readonly TaskStatus[] };

export class PostgresTaskStore implements TaskStore {
  /** Projects whose lock the current transaction (entered through `inTransaction`) already holds. */
  private readonly held = new AsyncLocalStorage<Set<string>>();

  constructor(readonly db: PgDatabase) {}

  async inTransaction<T>(fn: () => Promise<T>): Promise<T> {
    if (this.db.inTransaction && this.held.getStore()) return fn();
    return this.db.transaction(() => this.held.run(new Set(), fn));
  }

  /**
   * Inside a transaction: takes the projects' task locks not yet held, in sorted order. (Task use cases
   * touch one project; a transaction that locks two projects in opposite orders to another is a deadlock
   * the server detects, failing one of them with CairnError("STORE").)
   */
  private async lock(...projects: string[]): Promise<void> {
    if (!this.db.inTransaction) return;
    const held = this.held.getStore();
    for (const p of [...new Set(projects)].sort()) {
      if (held?.has(p)) continue;
      await this.db.query(XACT_LOCK_SQL, [LOCK_TASKS, p]);
      held?.add(p);
    }
  }

  /** `fn` in a transaction (the caller's, or its own) holding the projects' locks. */
  private write<T>(projects: readonly string[], fn: () => Promise<T>): Promise<T> {
    return this.inTransaction(async () => {
      await this.lock(...projects);
      return fn();
    });
  }

  /** A read: inside a transaction it waits for the project's lock first, like SQLite's writer lock. */
  private async read<R extends Row>(project: string, sql: string, params: unknown[]): Promise<R[]> {
    await this.lock(project);
    return this.db.query<R>(sql, params);
  }

  async upsertBoard(p: TaskBoard) {
    await this.write([p.project], () =>
      this.db.query(
        `INSERT INTO task_boards (project, id, name, description, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (project, id) DO UPDATE SET name = excluded.name, description = excluded.description,
           updated_at = excluded.updated_at`,
        [p.project, p.id, p.name, p.description, p.createdAt, p.updatedAt],
      ),
    );
  }
  async getBoard(project: string, id: string) {
    const [r] = await this.read(project, "SELECT * FROM task_boards WHERE project = $1 AND id = $2", [
      project,
      id,
    ]);
    return r ? toBoard(r as Record<string, string>) : null;
  }
  async listBoards(project: string) {
    const rows = await this.read(
      project,
      `SELECT * FROM task_boards WHERE project = $1 ORDER BY created_at COLLATE "C", id COLLATE "C"`,
      [project],
    );
    return rows.map((r) => toBoard(r as Record<string, string>));
  }

  async nextPosition(project: string) {
    return this.write([project], async () => {
      const [r] = await this.db.query<{ last: number }>(
        `INSERT INTO task_counters (project, last) VALUES ($1, 1)
           ON CONFLICT (project) DO UPDATE SET last = task_counters.last + 1 RETURNING last`,
        [project],
      );
      return (r as { last: number }).last;
    });
  }

  async getTask(project: string, id: string) {
    const rows = await this.read<PgTaskRow>(project, `${TASK_SELECT} WHERE t.project = $1 AND t.id = $2`, [
      project,
      id,
    ]);
    return withDeps(rows)[0] ?? null;
  }

  async listTasks(f: TaskFilter) {
    const w = whereSql(taskConditions(f));
    const rows = await this.read<PgTaskRow>(
      f.project,
      `${TASK_SELECT} WHERE ${w.sql} ORDER BY t.position LIMIT $${w.params.length + 1}`,
      [...w.params, f.limit ?? null],
    );
    return withDeps(rows);
  }

  async countTasks(f: Filter) {
    const w = whereSql(taskConditions(f));
    const [r] = await this.read<{ n: number }>(
      f.project,
      `SELECT COUNT(*) AS n FROM tasks WHERE ${w.sql}`,
      w.params,
    );
    return r?.n ?? 0;
  }

  async parentsAmong(project: string, ids: readonly string[]) {
    const rows = await this.read<{ id: string }>(
      project,
      "SELECT DISTINCT parent_id AS id FROM tasks WHERE project = $1 AND parent_id = ANY($2::text[])",
      [project, ids],
    );
    return new Set(rows.map((r) => r.id));
  }

  async insertTasks(tasks: readonly Task[]) {
    if (tasks.length === 0) return;
    await this.write(
      tasks.map((t) => t.project),
      async () => {
        await this.db.query(INSERT_TASKS_SQL, [tasksJson(tasks)]);
        if (tasks.some((t) => t.dependencies.length > 0))
          await this.db.query(INSERT_DEPS_SQL, [depsJson(tasks)]);
      },
    );
  }

  async updateTasks(tasks: readonly Task[]) {
    if (tasks.length === 0) return;
    // one row per task (the last one given), as successive updates would leave it
    const batch = [...new Map(tasks.map((t) => [`${t.project}\n${t.id}`, t])).values()];
    await this.write(
      batch.map((t) => t.project),
      async () => {
        const found = await this.db.query<{ project: string; id: string }>(UPDATE_TASKS_SQL, [
          tasksJson(batch),
        ]);
        if (found.length !== batch.length) {
          const seen = new Set(found.map((r) => `${r.project}\n${r.id}`));
          const missing = batch.find((t) => !seen.has(`${t.project}\n${t.id}`));
          throw new CairnError("NOT_FOUND", `no task ${missing?.id ?? "?"}`);
        }
        if (batch.some((t) => t.dependencies.length > 0))
          await this.db.query(INSERT_DEPS_SQL, [depsJson(batch)]);
      },
    );
  }

  async replaceBoardTasks(project: string, board: string, tasks: readonly Task[]) {
    await this.write([project, ...tasks.map((t) => t.project)], async () => {
      await this.db.query("DELETE FROM tasks WHERE project = $1 AND board = $2", [project, board]);
      await this.insertTasks(tasks);
    });
  }

  async readyTasks(project: string, board: string | undefined, limit: number) {
    const rows = await this.read<PgTaskRow>(project, READY_SQL, [project, board ?? null, limit]);
    return withDeps(rows);
  }

  async appendEvents(events: readonly NewTaskEvent[]) {
    if (events.length === 0) return [];
    return this.write(
      events.map((e) => e.project),
      () => log.appendEvents(this.db, events),
    );
  }
  async listEvents(f: EventFilter) {
    await this.lock(f.project);
    return log.listEvents(this.db, f);
  }
  async countEvents(f: EventFilter) {
    await this.lock(f.project);
    return log.countEvents(this.db, f);
  }
  async lastLoggedStatus(project: string, board: string, afterSeq: number) {
    await this.lock(project);
    return log.lastLoggedStatus(this.db, project, board, afterSeq);
  }
  async snapshotBoard(project: string, board: string, meta: CheckpointMeta) {
    await this.lock(project);
    return snapshotBoard(this.db, project, board, meta);
  }
  async insertCheckpoint(c: TaskCheckpoint) {
    await this.write([c.project], () => log.insertCheckpoint(this.db, c));
  }
  async listCheckpoints(project: string, board: string) {
    await this.lock(project);
    return log.listCheckpoints(this.db, project, board);
  }
  async getCheckpoint(project: string, board: string, number: number) {
    await this.lock(project);
    return log.getCheckpoint(this.db, project, board, number);
  }
  async pruneCheckpoints(project: string, board: string, keep: number) {
    return this.write([project], () => log.pruneCheckpoints(this.db, project, board, keep));
  }
  async lastPosition(project: string) {
    await this.lock(project);
    return log.lastPosition(this.db, project);
  }
  async raisePosition(project: string, last: number) {
    await this.write([project], () => log.raisePosition(this.db, project, last));
  }
  async importEvents(events: readonly TaskEvent[]) {
    if (events.length === 0) return 0;
    return this.write(
      events.map((e) => e.project),
      () => log.importEvents(this.db, events),
    );
  }
  async putBrief(b: Parameters<TaskStore["putBrief"]>[0]) {
    await this.write([b.project], () => log.putBrief(this.db, b));
  }
  async getBrief(project: string, taskId: string) {
    await this.lock(project);
    return log.getBrief(this.db, project, taskId);
  }
  async briefTimes(project: string, ids: readonly string[]) {
    await this.lock(project);
    return log.briefTimes(this.db, project, ids);
  }
}
