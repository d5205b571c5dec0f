/** Task tests: a real SQLite file in a temp dir, a project row, and a scope whose clock the test moves. */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { TaskScope } from "../../src/app/tasks/commit.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteTaskStore } from "../../src/store/sqlite/task-store.js";
import { tempDir } from "../support/temp.js";

export const T0 = new Date("2026-03-01T09:00:00.000Z");

export interface Bench {
  dir: string;
  root: string;
  dbPath: string;
  store: SqliteStore;
  scope: TaskScope;
  /** Moves the scope's clock forward by `minutes`. */
  advance(minutes: number): Date;
  reopen(): void;
  close(): Promise<void>;
}

export async function bench(): Promise<Bench> {
  const tmp = tempDir("cairn-tasks-");
  const root = join(tmp.path, "repo");
  mkdirSync(root, { recursive: true });
  const dbPath = join(tmp.path, "home", "cairn.db");
  let store = openSqliteStore({ path: dbPath });
  await store.upsertProject({ id: "p1", identity: root, root, name: "repo" }, T0.toISOString());
  const scope: TaskScope = { tasks: sqliteTaskStore(store), project: "p1", sessionId: "s-1", now: T0 };
  const b: Bench = {
    dir: tmp.path,
    root,
    dbPath,
    store,
    scope,
    advance(minutes) {
      scope.now = new Date(scope.now.getTime() + minutes * 60_000);
      return scope.now;
    },
    reopen() {
      store.db.close();
      store = openSqliteStore({ path: dbPath });
      b.store = store;
      scope.tasks = sqliteTaskStore(store);
    },
    async close() {
      await store.close();
      tmp.cleanup();
    },
  };
  return b;
}

/** Every row of the task tables except the log, for "nothing changed" assertions. */
export function taskState(store: SqliteStore): unknown {
  const q = (sql: string) => store.db.prepare(sql).all();
  return {
    boards: q("SELECT * FROM task_boards ORDER BY project, id"),
    tasks: q("SELECT * FROM tasks ORDER BY project, id"),
    deps: q("SELECT * FROM task_deps ORDER BY project, task_id, depends_on"),
    checkpoints: q("SELECT project, board, number FROM task_checkpoints ORDER BY 1, 2, 3"),
    briefs: q("SELECT * FROM task_briefs ORDER BY project, task_id"),
    counters: q("SELECT * FROM task_counters"),
  };
}
