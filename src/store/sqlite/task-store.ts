/**
 * SQLite implementation of the TaskStore port, on the connection of an opened SqliteStore (one
 * transaction can cover memories and tasks); `sqlite/stores.ts` builds it for composition roots.
 * Engine errors (a CHECK, a foreign key, the append-only triggers) surface as CairnError("STORE").
 */
import type Database from "better-sqlite3";
import { CairnError } from "../../core/common/errors.js";
import type { Task, TaskBoard, TaskStatus } from "../../core/tasks/model.js";
import { taskConditions } from "../task-filters.js";
import { TASK_COLUMNS, type TaskRow, taskParams, toBoard, toTask } from "../task-rows.js";
import type { CheckpointMeta, TaskFilter, TaskStore } from "../task-store.js";
import { whereSql } from "./conditions.js";
import type { SqliteStore } from "./sqlite-store.js";
import { stmt } from "./statements.js";
import * as log from "./task-log.js";
import { snapshotBoard } from "./task-snapshot.js";

const READY_SQL = `
WITH RECURSIVE held(id) AS (
  SELECT h.id FROM tasks h WHERE h.project = @project AND (@board IS NULL OR h.board = @board)
     AND h.status IN ('BLOCKED','CANCELLED')
  UNION SELECT c.id FROM tasks c JOIN held ON c.parent_id = held.id WHERE c.project = @project
)
SELECT t.* FROM tasks t
 WHERE t.project = @project AND (@board IS NULL OR t.board = @board) AND t.status IN ('PENDING','RESEARCHED')
   AND NOT EXISTS (SELECT 1 FROM tasks c WHERE c.project = t.project AND c.parent_id = t.id)
   AND NOT EXISTS (SELECT 1 FROM task_deps d LEFT JOIN tasks x ON x.project = d.project AND x.id = d.depends_on
                    WHERE d.project = t.project AND d.task_id = t.id AND (x.status IS NULL OR x.status <> 'COMPLETE'))
   AND t.id NOT IN held
 ORDER BY CASE t.priority WHEN 'critical' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END, t.position
 LIMIT @limit`;

export class SqliteTaskStore implements TaskStore {
  constructor(readonly db: Database.Database) {}

  async inTransaction<T>(fn: () => Promise<T>): Promise<T> {
    if (this.db.inTransaction) return fn();
    this.db.exec("BEGIN IMMEDIATE");
    try {
      const result = await fn();
      // deferred foreign keys are checked here: a failure is a refused write, rolled back below
      this.run("committing", () => this.db.exec("COMMIT"));
      return result;
    } catch (err) {
      if (this.db.inTransaction) this.db.exec("ROLLBACK");
      throw err;
    }
  }

  private run<T>(what: string, fn: () => T): T {
    try {
      return fn();
    } catch (err) {
      if (err instanceof CairnError) throw err;
      throw new CairnError("STORE", `${what}: ${(err as Error).message}`, { cause: err });
    }
  }

  async upsertBoard(p: TaskBoard) {
    this.run("saving board", () =>
      stmt(
        this.db,
        `INSERT INTO task_boards (project, id, name, description, created_at, updated_at)
         VALUES (@project, @id, @name, @description, @createdAt, @updatedAt)
         ON CONFLICT(project, id) DO UPDATE SET name = excluded.name, description = excluded.description,
           updated_at = excluded.updated_at`,
      ).run(p),
    );
  }
  async getBoard(project: string, id: string) {
    const r = stmt(this.db, "SELECT * FROM task_boards WHERE project = ? AND id = ?").get(project, id);
    return r ? toBoard(r as Record<string, string>) : null;
  }
  async listBoards(project: string) {
    const rows = stmt(this.db, "SELECT * FROM task_boards WHERE project = ? ORDER BY created_at, id").all(
      project,
    );
    return (rows as Record<string, string>[]).map(toBoard);
  }

  async nextPosition(project: string) {
    return this.run("numbering task", () => {
      const r = stmt(
        this.db,
        `INSERT INTO task_counters (project, last) VALUES (?, 1)
           ON CONFLICT(project) DO UPDATE SET last = last + 1 RETURNING last`,
      ).get(project) as { last: number };
      return r.last;
    });
  }

  async getTask(project: string, id: string) {
    const r = stmt(this.db, "SELECT * FROM tasks WHERE project = ? AND id = ?").get(project, id) as
      | TaskRow
      | undefined;
    return r ? (this.withDeps([r])[0] ?? null) : null;
  }

  async listTasks(f: TaskFilter) {
    const w = whereSql(taskConditions(f));
    const rows = stmt(this.db, `SELECT * FROM tasks WHERE ${w.sql} ORDER BY position LIMIT ?`).all(
      ...w.params,
      f.limit ?? -1,
    ) as TaskRow[];
    return this.withDeps(rows);
  }

  async countTasks(f: TaskFilter & { notStatuses?: readonly TaskStatus[] }) {
    const w = whereSql(taskConditions(f));
    return (stmt(this.db, `SELECT COUNT(*) AS n FROM tasks WHERE ${w.sql}`).get(...w.params) as { n: number })
      .n;
  }

  async parentsAmong(project: string, ids: readonly string[]) {
    const rows = stmt(
      this.db,
      `SELECT DISTINCT parent_id AS id FROM tasks WHERE project = ? AND parent_id IN (SELECT value FROM json_each(?))`,
    ).all(project, JSON.stringify(ids)) as { id: string }[];
    return new Set(rows.map((r) => r.id));
  }

  private withDeps(rows: TaskRow[]): Task[] {
    if (rows.length === 0) return [];
    const project = (rows[0] as TaskRow).project;
    const deps = new Map<string, string[]>();
    const edges = (
      rows.length === 1
        ? stmt(
            this.db,
            "SELECT task_id, depends_on FROM task_deps WHERE project = ? AND task_id = ? ORDER BY ord",
          ).all(project, (rows[0] as TaskRow).id)
        : stmt(
            this.db,
            `SELECT task_id, depends_on FROM task_deps WHERE project = ? AND task_id IN (SELECT value FROM json_each(?))
              ORDER BY task_id, ord`,
          ).all(project, JSON.stringify(rows.map((r) => r.id)))
    ) as { task_id: string; depends_on: string }[];
    for (const e of edges) {
      const list = deps.get(e.task_id);
      if (list) list.push(e.depends_on);
      else deps.set(e.task_id, [e.depends_on]);
    }
    return rows.map((r) => toTask(r, deps.get(r.id) ?? []));
  }

  private writeDeps(t: Task, replace: boolean) {
    if (replace)
      stmt(this.db, "DELETE FROM task_deps WHERE project = ? AND task_id = ?").run(t.project, t.id);
    const ins = stmt(
      this.db,
      "INSERT INTO task_deps (project, task_id, depends_on, ord) VALUES (?, ?, ?, ?)",
    );
    t.dependencies.forEach((d, i) => {
      ins.run(t.project, t.id, d, i);
    });
  }

  async insertTasks(tasks: readonly Task[]) {
    const ins = stmt(
      this.db,
      `INSERT INTO tasks (${TASK_COLUMNS.join(", ")}) VALUES (${TASK_COLUMNS.map((c) => `@${c}`).join(", ")})`,
    );
    this.run("inserting tasks", () =>
      this.atomically(() => {
        for (const t of tasks) {
          ins.run(taskParams(t));
          this.writeDeps(t, false);
        }
      }),
    );
  }

  async updateTasks(tasks: readonly Task[]) {
    const upd = stmt(
      this.db,
      `UPDATE tasks SET ${TASK_COLUMNS.filter((c) => c !== "project" && c !== "id")
        .map((c) => `${c} = @${c}`)
        .join(", ")} WHERE project = @project AND id = @id`,
    );
    this.run("updating tasks", () =>
      this.atomically(() => {
        for (const t of tasks) {
          if (upd.run(taskParams(t)).changes !== 1) throw new CairnError("NOT_FOUND", `no task ${t.id}`);
          this.writeDeps(t, true);
        }
      }),
    );
  }

  async replaceBoardTasks(project: string, board: string, tasks: readonly Task[]) {
    this.run("replacing tasks", () =>
      this.atomically(() => {
        stmt(this.db, "DELETE FROM tasks WHERE project = ? AND board = ?").run(project, board);
      }),
    );
    await this.insertTasks(tasks);
  }

  /** Runs a synchronous batch as one transaction, or inside the caller's. */
  private atomically(fn: () => void) {
    if (this.db.inTransaction) fn();
    else this.db.transaction(fn)();
  }

  async readyTasks(project: string, board: string | undefined, limit: number) {
    const rows = stmt(this.db, READY_SQL).all({ project, board: board ?? null, limit }) as TaskRow[];
    return this.withDeps(rows);
  }

  async appendEvents(events: Parameters<TaskStore["appendEvents"]>[0]) {
    return this.run("appending to the progress log", () => {
      let out: ReturnType<typeof log.appendEvents> = [];
      this.atomically(() => {
        out = log.appendEvents(this.db, events);
      });
      return out;
    });
  }
  async listEvents(f: Parameters<TaskStore["listEvents"]>[0]) {
    return log.listEvents(this.db, f);
  }
  async countEvents(f: Parameters<TaskStore["countEvents"]>[0]) {
    return log.countEvents(this.db, f);
  }
  async lastLoggedStatus(project: string, board: string, afterSeq: number) {
    return log.lastLoggedStatus(this.db, project, board, afterSeq);
  }
  async snapshotBoard(project: string, board: string, meta: CheckpointMeta) {
    return snapshotBoard(this.db, project, board, meta);
  }
  async insertCheckpoint(c: Parameters<TaskStore["insertCheckpoint"]>[0]) {
    this.run("writing checkpoint", () => log.insertCheckpoint(this.db, c));
  }
  async listCheckpoints(project: string, board: string) {
    return log.listCheckpoints(this.db, project, board);
  }
  async getCheckpoint(project: string, board: string, number: number) {
    return log.getCheckpoint(this.db, project, board, number);
  }
  async pruneCheckpoints(project: string, board: string, keep: number) {
    return this.run("pruning checkpoints", () => log.pruneCheckpoints(this.db, project, board, keep));
  }
  async lastPosition(project: string) {
    return log.lastPosition(this.db, project);
  }
  async raisePosition(project: string, last: number) {
    this.run("numbering tasks", () => log.raisePosition(this.db, project, last));
  }
  async importEvents(events: Parameters<TaskStore["importEvents"]>[0]) {
    return this.run("copying the progress log", () => {
      let added = 0;
      this.atomically(() => {
        added = log.importEvents(this.db, events);
      });
      return added;
    });
  }
  async putBrief(b: Parameters<TaskStore["putBrief"]>[0]) {
    this.run("saving brief", () => log.putBrief(this.db, b));
  }
  async getBrief(project: string, taskId: string) {
    return log.getBrief(this.db, project, taskId);
  }
  async briefTimes(project: string, ids: readonly string[]) {
    return log.briefTimes(this.db, project, ids);
  }
}

/** The TaskStore on an opened SqliteStore's connection (composition roots call this). */
export function sqliteTaskStore(store: SqliteStore): TaskStore {
  return new SqliteTaskStore(store.db);
}
