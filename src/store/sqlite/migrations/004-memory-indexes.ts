/**
 * Migration 4: the memory indexes of a fresh database, for databases created before migration 1 took
 * its final form. Early stores have `memories_project_type (project, type)`; fresh ones have
 * `memories_project_type_updated (project, type, updated_at)` and `memories_project_pinned_updated
 * (project, pinned, updated_at)` instead. IF NOT EXISTS / IF EXISTS make it a no-op on fresh stores;
 * the old index is dropped because the new one's leading columns cover it.
 */
import type { Migration } from "./types.js";

export const memoryIndexes: Migration = {
  version: 4,
  name: "memory-indexes",
  sql: `
CREATE INDEX IF NOT EXISTS memories_project_type_updated ON memories(project, type, updated_at);
CREATE INDEX IF NOT EXISTS memories_project_pinned_updated ON memories(project, pinned, updated_at);
DROP INDEX IF EXISTS memories_project_type;
`,
};
