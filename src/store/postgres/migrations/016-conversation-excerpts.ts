/**
 * PostgreSQL migration 16: conversation excerpts, as SQLite's migration 11. `fts` is a stored tsvector
 * of `coalesce(index_text, text)` built like the notes' one of migration 10 (`cairn_fts_text`, the
 * `cairn` configuration), under a GIN index on (project, fts); `fts_tokens` is its token count (BM25's
 * document length, store/postgres/excerpt-search.ts).
 */
import type { PgMigration } from "./types.js";

export const conversationExcerpts: PgMigration = {
  version: 16,
  name: "conversation-excerpts",
  sql: `
CREATE TABLE excerpts (
  id BIGSERIAL PRIMARY KEY,
  project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  session_id TEXT NOT NULL,
  turn INTEGER NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('user','assistant')),
  ts TEXT NOT NULL,
  text TEXT NOT NULL,
  index_text TEXT,
  key TEXT NOT NULL,
  fts TSVECTOR GENERATED ALWAYS AS (
    to_tsvector('cairn'::regconfig, cairn_fts_text(coalesce(index_text, text)))
  ) STORED,
  fts_tokens INTEGER GENERATED ALWAYS AS (cairn_fts_tokens(coalesce(index_text, text))) STORED,
  UNIQUE (session_id, key)
);
CREATE INDEX excerpts_fts ON excerpts USING GIN (project, fts);
CREATE INDEX excerpts_project ON excerpts(project, ts);
`,
};
