/**
 * PostgreSQL migration 1: projects, memories (with a generated, weighted tsvector and a GIN index),
 * per-project search statistics, sessions, events, injections, import marks — the tables of the
 * SQLite store (store/sqlite/migrations/001–005) in PostgreSQL types. Timestamps stay ISO-8601 text, as
 * in SQLite, so they round-trip byte for byte; arrays are jsonb; `seq` is the insertion order that
 * SQLite's rowid gives (ties in lists, "newest match" candidates).
 *
 * Full text: `cairn_fts_text` turns punctuation into spaces (so `src/auth/session.ts` is the words
 * src, auth, session, ts — what SQLite's unicode61 tokenizer sees) and the `cairn` text search
 * configuration stems every word with the Snowball English stemmer and keeps stop words, like FTS5's
 * `porter unicode61`. Weights label the column of each position (A title, B body, C files, D tags);
 * store/postgres/search.ts turns them into BM25 column weights. The GIN index is on (project, fts)
 * (btree_gin, a trusted contrib extension), so a term's matches in one project come from the index
 * alone. `fts_tokens` is the row's token count
 * (BM25's document length) and `memory_fts_stats` keeps each project's row and token totals, current
 * through a trigger, so BM25 statistics are per project. The trigger row-locks the project's totals
 * until commit: writers of one project queue there (short transactions), and two transactions that
 * each write several projects in opposite orders can deadlock — PostgreSQL then aborts one of them.
 * Text search configurations: https://www.postgresql.org/docs/15/textsearch-configuration.html
 */
import { MEMORY_TYPES } from "../../../core/memories/memory.js";
import type { PgMigration } from "./types.js";

const typeList = MEMORY_TYPES.map((t) => `'${t}'`).join(",");

export const core: PgMigration = {
  version: 1,
  name: "core",
  sql: `
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE FUNCTION cairn_fts_text(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(t, '[\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f\\u00a0-\\u00bf\\u2000-\\u206f\\u3000-\\u303f]+', ' ', 'g');
CREATE FUNCTION cairn_fts_tokens(t text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN cardinality(string_to_array(btrim(cairn_fts_text(t)), ' '));

CREATE TEXT SEARCH DICTIONARY cairn_stem (TEMPLATE = snowball, Language = english);
CREATE TEXT SEARCH CONFIGURATION cairn (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION cairn
  ALTER MAPPING FOR asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part,
    hword_numpart, int, uint, float, sfloat, version
  WITH cairn_stem;

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
  seq BIGSERIAL NOT NULL UNIQUE,
  project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN (${typeList})),
  title TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  scope TEXT NOT NULL CHECK (scope IN ('global','project','local')),
  confidence DOUBLE PRECISION NOT NULL CHECK (confidence >= 0 AND confidence <= 1),
  severity TEXT CHECK (severity IS NULL OR severity IN ('critical','high','medium','low')),
  tags JSONB NOT NULL DEFAULT '[]',
  files JSONB NOT NULL DEFAULT '[]',
  git_commit TEXT,
  pinned BOOLEAN NOT NULL DEFAULT false,
  deleted_at TEXT,
  superseded_by TEXT REFERENCES memories(id) ON DELETE SET NULL,
  source_kind TEXT NOT NULL,
  source_event TEXT,
  source_session TEXT,
  source_tool_use TEXT,
  dedupe_key TEXT,
  captured_by TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  fts tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('cairn'::regconfig, cairn_fts_text(title)), 'A') ||
    setweight(to_tsvector('cairn'::regconfig, cairn_fts_text(body)), 'B') ||
    setweight(to_tsvector('cairn'::regconfig, cairn_fts_text(files::text)), 'C') ||
    setweight(to_tsvector('cairn'::regconfig, cairn_fts_text(tags::text)), 'D')
  ) STORED,
  fts_tokens INTEGER GENERATED ALWAYS AS (
    cairn_fts_tokens(title) + cairn_fts_tokens(body) + cairn_fts_tokens(files::text) + cairn_fts_tokens(tags::text)
  ) STORED
);
CREATE INDEX memories_project_updated ON memories(project, updated_at, seq);
CREATE INDEX memories_project_type_updated ON memories(project, type, updated_at);
CREATE INDEX memories_project_pinned_updated ON memories(project, pinned, updated_at);
CREATE INDEX memories_project_seq ON memories(project, seq);
CREATE INDEX memories_dedupe ON memories(project, dedupe_key) WHERE dedupe_key IS NOT NULL;
CREATE INDEX memories_superseded_by ON memories(superseded_by) WHERE superseded_by IS NOT NULL;
CREATE INDEX memories_fts ON memories USING gin (project, fts);

CREATE TABLE memory_fts_stats (
  project TEXT PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
  docs BIGINT NOT NULL DEFAULT 0,
  tokens BIGINT NOT NULL DEFAULT 0
);
CREATE FUNCTION cairn_memory_fts_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE memory_fts_stats SET docs = docs - 1, tokens = tokens - OLD.fts_tokens WHERE project = OLD.project;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO memory_fts_stats (project, docs, tokens) VALUES (NEW.project, 1, NEW.fts_tokens)
      ON CONFLICT (project) DO UPDATE SET docs = memory_fts_stats.docs + 1,
        tokens = memory_fts_stats.tokens + EXCLUDED.tokens;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER memories_fts_stats_write AFTER INSERT OR DELETE ON memories
  FOR EACH ROW EXECUTE FUNCTION cairn_memory_fts_stats();
CREATE TRIGGER memories_fts_stats_update AFTER UPDATE OF project, title, body, files, tags ON memories
  FOR EACH ROW WHEN (OLD.project IS DISTINCT FROM NEW.project OR OLD.fts_tokens IS DISTINCT FROM NEW.fts_tokens)
  EXECUTE FUNCTION cairn_memory_fts_stats();

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  origin TEXT NOT NULL CHECK (origin IN ('hook','import')),
  started_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  ended_at TEXT,
  data JSONB NOT NULL
);
CREATE INDEX sessions_project_updated ON sessions(project, updated_at);

CREATE TABLE events (
  id BIGSERIAL PRIMARY KEY,
  project TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  session_id TEXT NOT NULL,
  ts TEXT NOT NULL,
  kind TEXT NOT NULL,
  event TEXT NOT NULL,
  tool TEXT,
  tool_use_id TEXT,
  files JSONB NOT NULL DEFAULT '[]',
  command TEXT,
  ok BOOLEAN,
  exit_code INTEGER,
  error TEXT,
  detail TEXT,
  cwd TEXT,
  agent_id TEXT,
  dedupe TEXT NOT NULL
);
CREATE UNIQUE INDEX events_dedupe ON events(session_id, kind, dedupe);
CREATE INDEX events_session_ts ON events(session_id, ts, id);
CREATE INDEX events_project_ts ON events(project, ts, id);

CREATE TABLE injections (
  session_id TEXT NOT NULL,
  memory_id TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (session_id, memory_id)
);

CREATE TABLE import_marks (
  path TEXT PRIMARY KEY,
  size BIGINT NOT NULL,
  mtime_ms DOUBLE PRECISION NOT NULL,
  byte_offset BIGINT NOT NULL,
  session_id TEXT,
  imported_at TEXT NOT NULL
);
`,
};
