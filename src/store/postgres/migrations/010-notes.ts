/**
 * PostgreSQL migration 10: topic notes, as SQLite's migration 3. `notes` indexes the note files per
 * project and working tree; `search` is a stored tsvector (english configuration: Snowball stemming,
 * stop words dropped) over topic, summary, body and covers with weights A, B, C, D, under a GIN index.
 * ASCII punctuation becomes spaces before parsing, so `src/auth/session.ts` is the words src, auth,
 * session, ts — as SQLite's unicode61 tokenizer splits it — rather than one file-path token.
 * `notes_turns` remembers, per session, which freshness blocks the current turn already received.
 * Text search: https://www.postgresql.org/docs/15/textsearch-controls.html
 */
import type { PgMigration } from "./types.js";

/** `expr` with every run of ASCII punctuation and control characters replaced by one space. */
const words = (expr: string) =>
  `regexp_replace(${expr}, '[\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f]+', ' ', 'g')`;
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
  search TSVECTOR GENERATED ALWAYS AS (
    setweight(to_tsvector('english', ${words("topic")}), 'A') ||
    setweight(to_tsvector('english', ${words("summary")}), 'B') ||
    setweight(to_tsvector('english', ${words("body")}), 'C') ||
    setweight(to_tsvector('english', ${words("covers::text")}), 'D')
  ) STORED,
  PRIMARY KEY (project, root, topic)
);
CREATE INDEX notes_search ON notes USING GIN (search);

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
