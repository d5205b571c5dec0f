/**
 * PostgreSQL migration 11: durable task state, as SQLite's migration 2. Boards per project, tasks
 * with a hierarchy and dependency edges (deferred foreign keys, checked at commit), the append-only
 * progress log (a trigger refuses UPDATE, DELETE and TRUNCATE), numbered checkpoints, research briefs
 * and a never-decreasing creation counter. The CHECKs repeat core/tasks/schema.ts so that no writer,
 * Cairn or not, can store an invalid task.
 */

import {
  CAIRN_EVENT_TYPES,
  STANDARD_EVENT_TYPES,
  TASK_LEVELS,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from "../../../core/tasks/model.js";
import type { PgMigration } from "./types.js";

const list = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(",");

export const tasks: PgMigration = {
  version: 11,
  name: "tasks",
  sql: `
CREATE TABLE task_boards (
  project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  id TEXT NOT NULL CHECK (length(id) BETWEEN 1 AND 40),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (project, id)
);

CREATE TABLE task_counters (
  project TEXT PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
  last INTEGER NOT NULL
);

CREATE TABLE tasks (
  project TEXT NOT NULL,
  board TEXT NOT NULL,
  id TEXT NOT NULL CHECK (length(id) BETWEEN 1 AND 64),
  position INTEGER NOT NULL,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  description TEXT NOT NULL DEFAULT '',
  level TEXT NOT NULL CHECK (level IN (${list(TASK_LEVELS)})),
  parent_id TEXT CHECK (parent_id IS NULL OR parent_id <> id),
  priority TEXT NOT NULL CHECK (priority IN (${list(TASK_PRIORITIES)})),
  status TEXT NOT NULL CHECK (status IN (${list(TASK_STATUSES)})),
  blocked_reason TEXT,
  phase TEXT,
  estimate_minutes INTEGER CHECK (estimate_minutes IS NULL OR estimate_minutes > 0),
  actual_minutes INTEGER CHECK (actual_minutes IS NULL OR actual_minutes >= 0),
  stale_count INTEGER NOT NULL DEFAULT 0 CHECK (stale_count >= 0),
  created_at TEXT NOT NULL,
  started_at TEXT,
  completed_at TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (project, id),
  FOREIGN KEY (project, board) REFERENCES task_boards(project, id) ON DELETE CASCADE,
  FOREIGN KEY (project, parent_id) REFERENCES tasks(project, id) DEFERRABLE INITIALLY DEFERRED,
  CHECK ((status = 'BLOCKED') = (blocked_reason IS NOT NULL AND length(blocked_reason) > 0)),
  CHECK ((status = 'COMPLETE') = (completed_at IS NOT NULL)),
  CHECK (status NOT IN ('IN_PROGRESS','VALIDATING') OR started_at IS NOT NULL)
);
CREATE INDEX tasks_status ON tasks(project, status);
CREATE INDEX tasks_board_position ON tasks(project, board, position);
CREATE INDEX tasks_parent ON tasks(project, parent_id) WHERE parent_id IS NOT NULL;
CREATE INDEX tasks_phase ON tasks(project, board, phase) WHERE phase IS NOT NULL;

CREATE TABLE task_deps (
  project TEXT NOT NULL,
  task_id TEXT NOT NULL,
  depends_on TEXT NOT NULL,
  ord INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (project, task_id, depends_on),
  FOREIGN KEY (project, task_id) REFERENCES tasks(project, id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (project, depends_on) REFERENCES tasks(project, id) DEFERRABLE INITIALLY DEFERRED,
  CHECK (task_id <> depends_on)
);
CREATE INDEX task_deps_on ON task_deps(project, depends_on);

CREATE TABLE task_events (
  seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project TEXT NOT NULL,
  board TEXT NOT NULL,
  ts TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN (${list([...STANDARD_EVENT_TYPES, ...CAIRN_EVENT_TYPES])})
    OR (type ~ '^SYNC_TO_[A-Z0-9]' AND length(type) <= 40)),
  task_id TEXT,
  prev_status TEXT CHECK (prev_status IS NULL OR prev_status IN (${list(TASK_STATUSES)})),
  new_status TEXT CHECK (new_status IS NULL OR new_status IN (${list(TASK_STATUSES)})),
  detail TEXT NOT NULL DEFAULT '',
  data JSONB,
  session_id TEXT
);
CREATE INDEX task_events_board_type ON task_events(project, board, type, seq);
CREATE INDEX task_events_board_seq ON task_events(project, board, seq);
CREATE INDEX task_events_task ON task_events(project, task_id, seq) WHERE task_id IS NOT NULL;
CREATE INDEX task_events_session ON task_events(session_id, seq) WHERE session_id IS NOT NULL;
CREATE FUNCTION task_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'task_events is append-only: rows are never %d', lower(TG_OP)
    USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER task_events_no_change BEFORE UPDATE OR DELETE ON task_events
  FOR EACH ROW EXECUTE FUNCTION task_events_append_only();
CREATE TRIGGER task_events_no_truncate BEFORE TRUNCATE ON task_events
  FOR EACH STATEMENT EXECUTE FUNCTION task_events_append_only();

CREATE TABLE task_checkpoints (
  project TEXT NOT NULL,
  board TEXT NOT NULL,
  number INTEGER NOT NULL CHECK (number >= 1),
  created_at TEXT NOT NULL,
  reason TEXT NOT NULL,
  last_seq BIGINT NOT NULL,
  task_count INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (project, board, number)
);

CREATE TABLE task_briefs (
  project TEXT NOT NULL,
  task_id TEXT NOT NULL,
  body TEXT NOT NULL,
  written_at TEXT NOT NULL,
  session_id TEXT,
  PRIMARY KEY (project, task_id)
);
`,
};
