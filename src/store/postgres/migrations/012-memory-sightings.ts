/**
 * PostgreSQL migration 12: one memory per fact — the tables of SQLite migration 8
 * (store/sqlite/migrations/008-memory-sightings.ts) in PostgreSQL types: `memory_sightings` (every
 * save of a memory with its own provenance, unique per `(memory_id, key)`, found by its dedupe key)
 * and `superseded_at` / `superseded_reason` beside `superseded_by`. Existing memories get the sighting
 * of their own provenance, keyed as core/memories/sighting.ts `sightingKey` keys it.
 */
import type { PgMigration } from "./types.js";

export const memorySightings: PgMigration = {
  version: 12,
  name: "memory-sightings",
  sql: `
ALTER TABLE memories ADD COLUMN superseded_at TEXT, ADD COLUMN superseded_reason TEXT;
CREATE TABLE memory_sightings (
  id BIGSERIAL PRIMARY KEY,
  memory_id TEXT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  at TEXT NOT NULL,
  source_kind TEXT NOT NULL,
  source_event TEXT,
  source_session TEXT,
  source_tool_use TEXT,
  captured_by TEXT,
  dedupe_key TEXT,
  title TEXT NOT NULL,
  UNIQUE (memory_id, key)
);
CREATE INDEX memory_sightings_dedupe ON memory_sightings(dedupe_key) WHERE dedupe_key IS NOT NULL;
INSERT INTO memory_sightings
  (memory_id, key, at, source_kind, source_event, source_session, source_tool_use, captured_by, dedupe_key, title)
SELECT id,
  CASE WHEN dedupe_key IS NOT NULL
    THEN 'k:' || coalesce(source_session, '') || ':' || dedupe_key
    ELSE 'at:' || source_kind || ':' || coalesce(source_session, '') || ':' || coalesce(source_tool_use, '') || ':' || created_at
  END,
  created_at, source_kind, source_event, source_session, source_tool_use, captured_by, dedupe_key, title
FROM memories
ON CONFLICT DO NOTHING;
`,
};
