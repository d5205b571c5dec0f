/**
 * Does this project have any task boards? One indexed lookup, with nothing of the task code loaded:
 * SessionStart asks first and loads the TaskStore (and reconciliation) only for projects that use tasks.
 */
import type { SqliteStore } from "./sqlite-store.js";
import { stmt } from "./statements.js";

export function hasTaskBoards(store: SqliteStore, project: string): boolean {
  return stmt(store.db, "SELECT 1 FROM task_boards WHERE project = ? LIMIT 1").get(project) !== undefined;
}
