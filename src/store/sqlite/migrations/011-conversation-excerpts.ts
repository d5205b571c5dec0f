/**
 * Migration 11: what was said in sessions, searchable (store/excerpt-rows.ts). `excerpts` holds each
 * excerpt of a typed prompt or an assistant message with its project, session, turn, role and time;
 * `key` (a hash of role and text) makes a re-import or a re-run Stop add nothing twice. `index_text` is
 * what the keyword index holds when it differs from `text` (Han and kana runs as bigrams,
 * core/conversation/cjk-bigrams.ts), else NULL. `excerpts_fts` is a contentless FTS5 table with the
 * memories' tokenizer (`porter unicode61`); `contentless_delete=1` (SQLite 3.43+) lets the delete
 * trigger remove a row by its rowid (https://www.sqlite.org/fts5.html#contentless_delete_tables).
 * Idempotent (IF NOT EXISTS), as migrations 4–9 are: a store whose migration record was lost runs it again.
 */
import type { Migration } from "./types.js";

export const conversationExcerpts: Migration = {
  version: 11,
  name: "conversation-excerpts",
  sql: `
CREATE TABLE IF NOT EXISTS excerpts (
  id INTEGER PRIMARY KEY,
  project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  session_id TEXT NOT NULL,
  turn INTEGER NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('user','assistant')),
  ts TEXT NOT NULL,
  text TEXT NOT NULL,
  index_text TEXT,
  key TEXT NOT NULL,
  UNIQUE (session_id, key)
);
CREATE INDEX IF NOT EXISTS excerpts_project ON excerpts(project, ts);
CREATE VIRTUAL TABLE IF NOT EXISTS excerpts_fts USING fts5(
  text, content='', contentless_delete=1, tokenize='porter unicode61'
);
CREATE TRIGGER IF NOT EXISTS excerpts_ai AFTER INSERT ON excerpts BEGIN
  INSERT INTO excerpts_fts(rowid, text) VALUES (new.id, coalesce(new.index_text, new.text));
END;
CREATE TRIGGER IF NOT EXISTS excerpts_ad AFTER DELETE ON excerpts BEGIN
  DELETE FROM excerpts_fts WHERE rowid = old.id;
END;
`,
};
