/**
 * Migration 3: topic notes. The note files in `<root>/.cairn/notes/` are the source of truth;
 * `notes` indexes them per project and working tree (FTS5 over topic, summary, body, covers, so
 * `cairn search` finds notes beside memories) with the content key and commit Cairn last saw, and a
 * broken note's parse error (reported, never dropped). `notes_turns` remembers, per session, which
 * freshness blocks the current turn already received (pruned after 7 days).
 */
import type { Migration } from "./types.js";

export const notes: Migration = {
  version: 3,
  name: "notes",
  sql: `
CREATE TABLE notes (
  project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  root TEXT NOT NULL,
  topic TEXT NOT NULL CHECK (length(topic) BETWEEN 1 AND 200),
  path TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  covers TEXT NOT NULL DEFAULT '[]',
  body TEXT NOT NULL DEFAULT '',
  updated TEXT,
  content_hash TEXT NOT NULL,
  git_commit TEXT,
  error TEXT,
  indexed_at TEXT NOT NULL,
  PRIMARY KEY (project, root, topic)
);
CREATE VIRTUAL TABLE notes_fts USING fts5(
  topic, summary, body, covers,
  content='notes', content_rowid='rowid', tokenize='porter unicode61'
);
CREATE TRIGGER notes_ai AFTER INSERT ON notes BEGIN
  INSERT INTO notes_fts(rowid, topic, summary, body, covers) VALUES (new.rowid, new.topic, new.summary, new.body, new.covers);
END;
CREATE TRIGGER notes_ad AFTER DELETE ON notes BEGIN
  INSERT INTO notes_fts(notes_fts, rowid, topic, summary, body, covers) VALUES ('delete', old.rowid, old.topic, old.summary, old.body, old.covers);
END;
CREATE TRIGGER notes_au AFTER UPDATE OF topic, summary, body, covers ON notes BEGIN
  INSERT INTO notes_fts(notes_fts, rowid, topic, summary, body, covers) VALUES ('delete', old.rowid, old.topic, old.summary, old.body, old.covers);
  INSERT INTO notes_fts(rowid, topic, summary, body, covers) VALUES (new.rowid, new.topic, new.summary, new.body, new.covers);
END;

CREATE TABLE notes_turns (
  session_id TEXT PRIMARY KEY,
  turn_key TEXT NOT NULL,
  blocked TEXT NOT NULL DEFAULT '[]',
  nudged INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);
CREATE INDEX notes_turns_updated ON notes_turns(updated_at);
`,
};
