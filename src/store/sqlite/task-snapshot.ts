/**
 * A board as the tasks.json document (core/tasks/document.ts's shape), built by SQLite's JSON functions:
 * a checkpoint of 10,000 tasks never materialises 10,000 JS objects. The contract suite checks that it
 * parses to exactly what `toDocument` builds from `listTasks`.
 */
import type Database from "better-sqlite3";
import type { CheckpointMeta } from "../task-store.js";
import { stmt } from "./statements.js";

const SNAPSHOT_SQL = `
SELECT json_object(
  'board', @board, 'checkpoint', @checkpoint, 'written_at', @written_at, 'last_seq', @last_seq, 'reason', @reason,
  'tasks', (SELECT json_group_array(json(x) ORDER BY position) FROM (
    SELECT t.position AS position, json_object(
      'id', t.id, 'title', t.title, 'description', t.description, 'level', t.level, 'status', t.status,
      'priority', t.priority, 'parent_id', t.parent_id,
      'subtasks', (SELECT json_group_array(c.id ORDER BY c.position) FROM tasks c
                    WHERE c.project = t.project AND c.parent_id = t.id),
      'dependencies', (SELECT json_group_array(d.depends_on ORDER BY d.ord) FROM task_deps d
                        WHERE d.project = t.project AND d.task_id = t.id),
      'phase', t.phase, 'estimate_minutes', t.estimate_minutes, 'actual_minutes', t.actual_minutes,
      'blocked_reason', t.blocked_reason, 'stale_count', t.stale_count, 'created_at', t.created_at,
      'started_at', t.started_at, 'completed_at', t.completed_at, 'updated_at', t.updated_at) AS x
    FROM tasks t WHERE t.project = @project AND t.board = @board))
) AS doc`;

/** The checkpoint document of a board: board, checkpoint, written_at, last_seq, reason, tasks. */
export function snapshotBoard(
  db: Database.Database,
  project: string,
  board: string,
  meta: CheckpointMeta,
): string {
  return (stmt(db, SNAPSHOT_SQL).get({ project, board, ...meta }) as { doc: string }).doc;
}
