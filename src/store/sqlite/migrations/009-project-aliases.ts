/**
 * Migration 9: merged projects. `project_aliases` maps the id of a project merged into another
 * (`cairn projects merge`, or a removed worktree recognised as its repository's) to the project it now
 * is, with the identity it had, so a later import or hook that resolves the old identity lands in the
 * merged project (store `upsertProject` / `getProject` follow the alias). The task log stays
 * append-only for its content: the update trigger now fires only when a column other than `project`
 * is set, so a merge can move a project's log rows and nothing can rewrite them.
 */
import type { Migration } from "./types.js";

export const projectAliases: Migration = {
  version: 9,
  name: "project-aliases",
  sql: `
CREATE TABLE IF NOT EXISTS project_aliases (
  id TEXT PRIMARY KEY,
  identity TEXT NOT NULL,
  project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  merged_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS project_aliases_project ON project_aliases(project);
DROP TRIGGER IF EXISTS task_events_no_update;
CREATE TRIGGER task_events_no_update
  BEFORE UPDATE OF seq, board, ts, type, task_id, prev_status, new_status, detail, data, session_id ON task_events
BEGIN SELECT RAISE(ABORT, 'task_events is append-only: rows are never updated'); END;
`,
};
