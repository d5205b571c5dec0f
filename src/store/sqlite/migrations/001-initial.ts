/** Migration 1: projects, memories (+ FTS5), sessions, events, injections, import marks. */
import { MEMORY_TYPES } from "../../../core/memories/memory-types.js";
import type { Migration } from "./types.js";

const typeList = MEMORY_TYPES.map((t) => `'${t}'`).join(",");

export const initial: Migration = {
  version: 1,
  name: "initial",
  sql: `
CREATE TABLE projects (
  id TEXT PRIMARY KEY,
  identity TEXT NOT NULL UNIQUE,
  root TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);
CREATE TABLE memories (
  id TEXT PRIMARY KEY,
  project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN (${typeList})),
  title TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  scope TEXT NOT NULL CHECK (scope IN ('global','project','local')),
  confidence REAL NOT NULL CHECK (confidence >= 0 AND confidence <= 1),
  severity TEXT CHECK (severity IS NULL OR severity IN ('critical','high','medium','low')),
  tags TEXT NOT NULL DEFAULT '[]',
  files TEXT NOT NULL DEFAULT '[]',
  git_commit TEXT,
  pinned INTEGER NOT NULL DEFAULT 0,
  deleted_at TEXT,
  superseded_by TEXT REFERENCES memories(id) ON DELETE SET NULL,
  source_kind TEXT NOT NULL,
  source_event TEXT,
  source_session TEXT,
  source_tool_use TEXT,
  dedupe_key TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX memories_project_updated ON memories(project, updated_at);
CREATE INDEX memories_project_type_updated ON memories(project, type, updated_at);
CREATE INDEX memories_project_pinned_updated ON memories(project, pinned, updated_at);
CREATE INDEX memories_dedupe ON memories(project, dedupe_key) WHERE dedupe_key IS NOT NULL;

CREATE VIRTUAL TABLE memories_fts USING fts5(
  title, body, files, tags,
  content='memories', content_rowid='rowid', tokenize='porter unicode61'
);
CREATE TRIGGER memories_ai AFTER INSERT ON memories BEGIN
  INSERT INTO memories_fts(rowid, title, body, files, tags) VALUES (new.rowid, new.title, new.body, new.files, new.tags);
END;
CREATE TRIGGER memories_ad AFTER DELETE ON memories BEGIN
  INSERT INTO memories_fts(memories_fts, rowid, title, body, files, tags) VALUES ('delete', old.rowid, old.title, old.body, old.files, old.tags);
END;
CREATE TRIGGER memories_au AFTER UPDATE OF title, body, files, tags ON memories BEGIN
  INSERT INTO memories_fts(memories_fts, rowid, title, body, files, tags) VALUES ('delete', old.rowid, old.title, old.body, old.files, old.tags);
  INSERT INTO memories_fts(rowid, title, body, files, tags) VALUES (new.rowid, new.title, new.body, new.files, new.tags);
END;

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  origin TEXT NOT NULL CHECK (origin IN ('hook','import')),
  started_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  ended_at TEXT,
  data TEXT NOT NULL
);
CREATE INDEX sessions_project_updated ON sessions(project, updated_at);

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  session_id TEXT NOT NULL,
  ts TEXT NOT NULL,
  kind TEXT NOT NULL,
  event TEXT NOT NULL,
  tool TEXT,
  tool_use_id TEXT,
  files TEXT NOT NULL DEFAULT '[]',
  command TEXT,
  ok INTEGER,
  exit_code INTEGER,
  error TEXT,
  detail TEXT,
  cwd TEXT,
  agent_id TEXT,
  dedupe TEXT NOT NULL
);
CREATE UNIQUE INDEX events_dedupe ON events(session_id, kind, dedupe);
CREATE INDEX events_project_ts ON events(project, ts);

CREATE TABLE injections (
  session_id TEXT NOT NULL,
  memory_id TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (session_id, memory_id)
) WITHOUT ROWID;

CREATE TABLE import_marks (
  path TEXT PRIMARY KEY,
  size INTEGER NOT NULL,
  mtime_ms REAL NOT NULL,
  offset INTEGER NOT NULL,
  session_id TEXT,
  imported_at TEXT NOT NULL
);
`,
};
