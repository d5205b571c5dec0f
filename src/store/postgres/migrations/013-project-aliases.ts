/**
 * PostgreSQL migration 13: merged projects, as SQLite's migration 9. `project_aliases` maps the id of
 * a project merged into another to the project it now is (with the identity it had), so a later
 * import or hook resolving the old identity lands in the merged project. The task log stays
 * append-only for its content: UPDATE is refused unless it sets `project` alone (a merge moving the
 * log), DELETE and TRUNCATE as before.
 * Trigger column lists: https://www.postgresql.org/docs/15/sql-createtrigger.html
 */
import type { PgMigration } from "./types.js";

export const projectAliases: PgMigration = {
  version: 13,
  name: "project-aliases",
  sql: `
CREATE TABLE project_aliases (
  id TEXT PRIMARY KEY,
  identity TEXT NOT NULL,
  project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  merged_at TEXT NOT NULL
);
CREATE INDEX project_aliases_project ON project_aliases(project);
DROP TRIGGER task_events_no_change ON task_events;
CREATE TRIGGER task_events_no_delete BEFORE DELETE ON task_events
  FOR EACH ROW EXECUTE FUNCTION task_events_append_only();
CREATE TRIGGER task_events_no_update
  BEFORE UPDATE OF seq, board, ts, type, task_id, prev_status, new_status, detail, data, session_id ON task_events
  FOR EACH ROW EXECUTE FUNCTION task_events_append_only();
`,
};
