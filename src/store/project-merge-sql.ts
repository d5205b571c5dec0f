/**
 * The statements that move one project's rows into another (`ProjectAdmin.merge`), shared by the
 * SQLite and PostgreSQL implementations: both schemas name these tables and columns alike. `:from` and
 * `:into` are the two project ids (each backend binds them its own way). They run in this order inside
 * one transaction, after the implementation checked that no task board or task id exists in both
 * projects, and before it moves its own search and vector rows and deletes `from`.
 *
 * Foreign keys are never deferred: boards and tasks are copied under `into` first, dependency edges
 * re-pointed, then the old rows deleted (a plain UPDATE of a referenced key would break the
 * references for the length of the statement). The task log's rows only change `project`, which its
 * append-only trigger allows (SQLite migration 9, PostgreSQL migration 13).
 */
import { CairnError } from "../core/common/errors.js";
import type { MergeCounts } from "./project-admin.js";
import type { ProjectRecord } from "./store.js";

export interface MergeStep {
  /** The count this step's affected rows add to, if any. */
  count: keyof MergeCounts | null;
  sql: string;
}

const TASK_COLUMNS =
  "board, id, position, title, description, level, parent_id, priority, status, blocked_reason, phase, " +
  "estimate_minutes, actual_minutes, stale_count, created_at, started_at, completed_at, updated_at";

/** A board or task id both projects use: a merge would have to renumber it, so it is refused. */
export const TASK_CONFLICTS_SQL = `
SELECT 'board' AS kind, f.id AS id FROM task_boards f
  JOIN task_boards t ON t.project = :into AND t.id = f.id WHERE f.project = :from
UNION ALL
SELECT 'task' AS kind, f.id AS id FROM tasks f
  JOIN tasks t ON t.project = :into AND t.id = f.id WHERE f.project = :from
ORDER BY kind, id`;

/**
 * Live memories of the two projects sharing a dedupe key (the same verified command, observation,
 * …): after the merge the older of each pair is superseded by the newer, so one stays current.
 */
export const DEDUPE_PAIRS_SQL = `
SELECT f.id AS from_id, f.updated_at AS from_updated, t.id AS into_id, t.updated_at AS into_updated
  FROM memories f
  JOIN memories t ON t.project = :into AND t.dedupe_key = f.dedupe_key
   AND t.deleted_at IS NULL AND t.superseded_by IS NULL
 WHERE f.project = :from AND f.dedupe_key IS NOT NULL AND f.deleted_at IS NULL AND f.superseded_by IS NULL
 ORDER BY f.id, t.id`;

export const MERGE_STEPS: readonly MergeStep[] = [
  { count: "memories", sql: "UPDATE memories SET project = :into WHERE project = :from" },
  { count: "sessions", sql: "UPDATE sessions SET project = :into WHERE project = :from" },
  { count: "events", sql: "UPDATE events SET project = :into WHERE project = :from" },
  { count: null, sql: "UPDATE excerpts SET project = :into WHERE project = :from" },
  {
    count: null,
    sql: `DELETE FROM notes WHERE project = :from AND EXISTS (SELECT 1 FROM notes n
            WHERE n.project = :into AND n.root = notes.root AND n.topic = notes.topic)`,
  },
  { count: "notes", sql: "UPDATE notes SET project = :into WHERE project = :from" },
  {
    count: "boards",
    sql: `INSERT INTO task_boards (project, id, name, description, created_at, updated_at)
          SELECT :into, id, name, description, created_at, updated_at FROM task_boards WHERE project = :from`,
  },
  {
    count: "tasks",
    sql: `INSERT INTO tasks (project, ${TASK_COLUMNS}) SELECT :into, ${TASK_COLUMNS} FROM tasks WHERE project = :from`,
  },
  { count: null, sql: "UPDATE task_deps SET project = :into WHERE project = :from" },
  { count: null, sql: "DELETE FROM tasks WHERE project = :from" },
  { count: null, sql: "DELETE FROM task_boards WHERE project = :from" },
  { count: null, sql: "UPDATE task_checkpoints SET project = :into WHERE project = :from" },
  { count: null, sql: "UPDATE task_briefs SET project = :into WHERE project = :from" },
  { count: "taskEvents", sql: "UPDATE task_events SET project = :into WHERE project = :from" },
  {
    count: null,
    sql: `INSERT INTO task_counters (project, last) SELECT :into, last FROM task_counters WHERE project = :from
          ON CONFLICT (project) DO UPDATE SET last = CASE WHEN excluded.last > task_counters.last
            THEN excluded.last ELSE task_counters.last END`,
  },
  { count: null, sql: "DELETE FROM task_counters WHERE project = :from" },
  { count: null, sql: "UPDATE project_aliases SET project = :into WHERE project = :from" },
];

/** The error for task boards or tasks both projects have (`TASK_CONFLICTS_SQL` rows). */
export function taskConflict(
  clash: readonly { kind: string; id: string }[],
  source: ProjectRecord,
  target: ProjectRecord,
): CairnError {
  const list = clash
    .slice(0, 5)
    .map((c) => `${c.kind} ${c.id}`)
    .join(", ");
  const more = clash.length > 5 ? `, … (${clash.length} in all)` : "";
  return new CairnError(
    "CONFLICT",
    `${source.name} and ${target.name} both have ${list}${more}: merging would make two tasks share an id, so nothing was merged`,
  );
}
