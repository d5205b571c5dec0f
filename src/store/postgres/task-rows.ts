/**
 * Bulk writes of tasks and their dependency edges for the PostgreSQL TaskStore: a batch travels as one
 * JSON array and is expanded by `jsonb_to_recordset`, so inserting a board of 1,000 tasks is two
 * statements, not 2,000 round trips. Row ↔ model mapping is shared with SQLite (sqlite/task-rows.ts).
 * https://www.postgresql.org/docs/15/functions-json.html#FUNCTIONS-JSON-PROCESSING-TABLE
 */
import type { Task } from "../../core/tasks/model.js";
import { TASK_COLUMNS, taskParams } from "../task-rows.js";

/** Column types of the tasks table, as `jsonb_to_recordset` must be told them. */
const TYPES: Record<string, string> = {
  position: "int",
  estimate_minutes: "int",
  actual_minutes: "int",
  stale_count: "int",
};
const RECORD = TASK_COLUMNS.map((c) => `${c} ${TYPES[c] ?? "text"}`).join(", ");
const PICK = TASK_COLUMNS.map((c) => `x.${c}`).join(", ");

export const INSERT_TASKS_SQL = `INSERT INTO tasks (${TASK_COLUMNS.join(", ")})
SELECT ${PICK} FROM jsonb_to_recordset($1::jsonb) AS x(${RECORD})`;

/**
 * Updates every task of the batch by (project, id) and deletes the dependency edges of those it
 * updated (one statement; the new edges follow with INSERT_DEPS_SQL). Returns the keys it updated,
 * so a missing task is noticed.
 */
export const UPDATE_TASKS_SQL = `WITH x AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${RECORD})),
u AS (UPDATE tasks t SET ${TASK_COLUMNS.filter((c) => c !== "project" && c !== "id")
  .map((c) => `${c} = x.${c}`)
  .join(", ")}
  FROM x WHERE t.project = x.project AND t.id = x.id RETURNING t.project, t.id),
gone AS (DELETE FROM task_deps d USING u WHERE d.project = u.project AND d.task_id = u.id)
SELECT project, id FROM u`;

export const INSERT_DEPS_SQL = `INSERT INTO task_deps (project, task_id, depends_on, ord)
SELECT x.project, x.task_id, x.depends_on, x.ord
  FROM jsonb_to_recordset($1::jsonb) AS x(project text, task_id text, depends_on text, ord int)`;

/** The batch as the JSON text `INSERT_TASKS_SQL` / `UPDATE_TASKS_SQL` expand. */
export const tasksJson = (tasks: readonly Task[]): string => JSON.stringify(tasks.map(taskParams));

/** The batch's dependency edges, in each task's order, as the JSON text `INSERT_DEPS_SQL` expands. */
export const depsJson = (tasks: readonly Task[]): string =>
  JSON.stringify(
    tasks.flatMap((t) =>
      t.dependencies.map((d, ord) => ({ project: t.project, task_id: t.id, depends_on: d, ord })),
    ),
  );
