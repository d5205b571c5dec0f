/**
 * Migration 8: one memory per fact. `memory_sightings` keeps every time a memory was saved — its own
 * provenance (source kind, hook event, session, tool_use_id, author, when), the dedupe key and the
 * words it came with — so a duplicate merged on save loses nothing; `(memory_id, key)` is unique
 * (`key`: core/memories/sighting.ts), so a re-derivation of the same event adds nothing, and a
 * sighting's dedupe key finds the memory it was merged into. `superseded_at` / `superseded_reason`
 * say when and why `superseded_by` was set. Every existing memory gets the sighting of its own
 * provenance, keyed as core/memories/sighting.ts `sightingKey` keys it.
 */
import type { Migration } from "./types.js";

export const memorySightings: Migration = {
  version: 8,
  name: "memory-sightings",
  sql: `
ALTER TABLE memories ADD COLUMN superseded_at TEXT;
ALTER TABLE memories ADD COLUMN superseded_reason TEXT;
CREATE INDEX IF NOT EXISTS memories_superseded_by ON memories(superseded_by) WHERE superseded_by IS NOT NULL;
CREATE TABLE IF NOT EXISTS memory_sightings (
  id INTEGER PRIMARY KEY,
  memory_id TEXT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  at TEXT NOT NULL,
  source_kind TEXT NOT NULL,
  source_event TEXT,
  source_session TEXT,
  source_tool_use TEXT,
  captured_by TEXT,
  dedupe_key TEXT,
  title TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS memory_sightings_key ON memory_sightings(memory_id, key);
CREATE INDEX IF NOT EXISTS memory_sightings_dedupe ON memory_sightings(dedupe_key) WHERE dedupe_key IS NOT NULL;
INSERT OR IGNORE INTO memory_sightings
  (memory_id, key, at, source_kind, source_event, source_session, source_tool_use, captured_by, dedupe_key, title)
SELECT id,
  CASE WHEN dedupe_key IS NOT NULL
    THEN 'k:' || coalesce(source_session, '') || ':' || dedupe_key
    ELSE 'at:' || source_kind || ':' || coalesce(source_session, '') || ':' || coalesce(source_tool_use, '') || ':' || created_at
  END,
  created_at, source_kind, source_event, source_session, source_tool_use, captured_by, dedupe_key, title
FROM memories;
`,
  presentIf: "SELECT 1 FROM pragma_table_info('memories') WHERE name = 'superseded_reason'",
};
