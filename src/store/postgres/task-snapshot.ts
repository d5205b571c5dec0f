/**
 * A board as the tasks.json document (core/tasks/document.ts's shape), built by PostgreSQL's JSON
 * functions: a checkpoint of 10,000 tasks never materialises 10,000 JS objects. `json_build_object`
 * (not jsonb) keeps the keys in the order written. The contract suite checks that the text parses to
 * exactly what `toDocument` builds from `listTasks`.
 * https://www.postgresql.org/docs/15/functions-json.html
 */
import type { CheckpointMeta } from "../task-store.js";
import type { PgDatabase } from "./connection.js";

const SNAPSHOT_SQL = `
SELECT json_build_object(
  'board', $2::text, 'checkpoint', $3::int, 'written_at', $4::text, 'last_seq', $5::bigint, 'reason', $6::text,
  'tasks', COALESCE((SELECT json_agg(x.doc ORDER BY x.position) FROM (
    SELECT t.position, json_build_object(
      'id', t.id, 'title', t.title, 'description', t.description, 'level', t.level, 'status', t.status,
      'priority', t.priority, 'parent_id', t.parent_id,
      'subtasks', COALESCE((SELECT json_agg(c.id ORDER BY c.position) FROM tasks c
                             WHERE c.project = t.project AND c.parent_id = t.id), '[]'::json),
      'dependencies', COALESCE((SELECT json_agg(d.depends_on ORDER BY d.ord) FROM task_deps d
                                 WHERE d.project = t.project AND d.task_id = t.id), '[]'::json),
      'phase', t.phase, 'estimate_minutes', t.estimate_minutes, 'actual_minutes', t.actual_minutes,
      'blocked_reason', t.blocked_reason, 'stale_count', t.stale_count, 'created_at', t.created_at,
      'started_at', t.started_at, 'completed_at', t.completed_at, 'updated_at', t.updated_at) AS doc
    FROM tasks t WHERE t.project = $1 AND t.board = $2) x), '[]'::json)
)::text AS doc`;

/** The checkpoint document of a board: board, checkpoint, written_at, last_seq, reason, tasks. */
export async function snapshotBoard(
  db: PgDatabase,
  project: string,
  board: string,
  meta: CheckpointMeta,
): Promise<string> {
  const r = await db.one<{ doc: string }>(SNAPSHOT_SQL, [
    project,
    board,
    meta.checkpoint,
    meta.written_at,
    meta.last_seq,
    meta.reason,
  ]);
  return r?.doc ?? "";
}
