/**
 * PostgreSQL migration 14: a live memory's dedupe key is unique within its project, enforced by the
 * server (a partial unique index) instead of checked before an insert — several machines' hooks saving
 * the same derived memory at the same instant (e.g. one new verified command seen by 8 concurrent Stops)
 * could each find no twin and each insert one. memories.ts inserts with ON CONFLICT on this index
 * (https://www.postgresql.org/docs/15/sql-insert.html#SQL-ON-CONFLICT, the index predicate given as
 * the conflict target's WHERE).
 *
 * Twins already stored are resolved first: in each (project, dedupe_key) group of live memories the
 * newest (updated_at, then seq) is kept; the others' sightings (migration 12) are added to it, they are
 * soft-deleted and marked superseded by it (when and why), and links that named one of them point at
 * the kept memory instead.
 */
import type { PgMigration } from "./types.js";

export const dedupeUnique: PgMigration = {
  version: 14,
  name: "dedupe-unique",
  sql: `
CREATE TEMPORARY TABLE cairn_dedupe_twins ON COMMIT DROP AS
  SELECT id, keep FROM (
    SELECT id, first_value(id) OVER (PARTITION BY project, dedupe_key ORDER BY updated_at DESC, seq DESC) AS keep
    FROM memories WHERE dedupe_key IS NOT NULL AND deleted_at IS NULL
  ) ranked
  WHERE id <> keep;
INSERT INTO memory_sightings
  (memory_id, key, at, source_kind, source_event, source_session, source_tool_use, captured_by, dedupe_key, title)
SELECT t.keep, s.key, s.at, s.source_kind, s.source_event, s.source_session, s.source_tool_use, s.captured_by,
  s.dedupe_key, s.title
FROM memory_sightings s JOIN cairn_dedupe_twins t ON s.memory_id = t.id
ON CONFLICT DO NOTHING;
UPDATE memories m SET superseded_by = CASE WHEN m.id = t.keep THEN NULL ELSE t.keep END
  FROM cairn_dedupe_twins t WHERE m.superseded_by = t.id;
UPDATE memories m SET superseded_by = t.keep,
    superseded_at = to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    superseded_reason = 'the same memory stored twice (same dedupe key)',
    deleted_at = to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    updated_at = to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  FROM cairn_dedupe_twins t WHERE m.id = t.id;
CREATE UNIQUE INDEX memories_dedupe_live ON memories(project, dedupe_key)
  WHERE dedupe_key IS NOT NULL AND deleted_at IS NULL;
`,
};
