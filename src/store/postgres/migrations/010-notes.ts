/**
 * PostgreSQL migration 10: topic notes, as SQLite's migration 3. `notes` indexes the note files per
 * project and working tree. `fts` is a stored tsvector over topic, summary, body and covers, labelled
 * A, B, C, D (the columns of BM25's weights in note-search.ts), under a GIN index; it is built like
 * the memories' one of migration 1 (`cairn_fts_text` splits on punctuation, the `cairn` configuration
 * stems and keeps stop words, as FTS5's `porter unicode61` does). `fts_tokens` is the row's token
 * count (BM25's document length). `notes_turns` remembers, per session, which freshness blocks the
 * current turn already received.
 * Text search: https://www.postgresql.org/docs/15/textsearch-controls.html
 */
import type { PgMigration } from "./types.js";

const vector = (expr: string, label: string) =>
  `setweight(to_tsvector('cairn'::regconfig, cairn_fts_text(${expr})), '${label}')`;

export const notes: PgMigration = {
  version: 10,
  name: "notes",
  sql: `
CREATE TABLE notes (
  project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  root TEXT NOT NULL,
  topic TEXT NOT NULL CHECK (length(topic) BETWEEN 1 AND 200),
  path TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  covers JSONB NOT NULL DEFAULT '[]',
  body TEXT NOT NULL DEFAULT '',
  updated TEXT,
  content_hash TEXT NOT NULL,
  git_commit TEXT,
  error TEXT,
  indexed_at TEXT NOT NULL,
  fts TSVECTOR GENERATED ALWAYS AS (
    ${vector("topic", "A")} || ${vector("summary", "B")} ||
    ${vector("body", "C")} || ${vector("covers::text", "D")}
  ) STORED,
  fts_tokens INTEGER GENERATED ALWAYS AS (
    cairn_fts_tokens(topic) + cairn_fts_tokens(summary) + cairn_fts_tokens(body) + cairn_fts_tokens(covers::text)
  ) STORED,
  PRIMARY KEY (project, root, topic)
);
CREATE INDEX notes_fts ON notes USING GIN (fts);

CREATE TABLE notes_turns (
  session_id TEXT PRIMARY KEY,
  turn_key TEXT NOT NULL,
  blocked JSONB NOT NULL DEFAULT '[]',
  nudged BOOLEAN NOT NULL DEFAULT FALSE,
  updated_at TEXT NOT NULL
);
CREATE INDEX notes_turns_updated ON notes_turns(updated_at);
`,
};
