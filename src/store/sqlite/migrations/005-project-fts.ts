/**
 * Migration 5: one FTS5 index per project. FTS5's bm25() takes its statistics (document count, average
 * length, each term's document frequency) from the whole table, so with one shared index a project's
 * ranking moved whenever another project gained memories. `project_fts` maps a project to its own FTS5
 * table (`mfts_<n>`), created and filled on first use by store/sqlite/project-fts.ts and kept current by
 * per-project triggers. The shared `memories_fts` and its triggers go.
 */
import type { Migration } from "./types.js";

export const projectFts: Migration = {
  version: 5,
  name: "project-fts",
  sql: `
CREATE TABLE IF NOT EXISTS project_fts (
  project TEXT PRIMARY KEY,
  n INTEGER NOT NULL UNIQUE
);
DROP TRIGGER IF EXISTS memories_ai;
DROP TRIGGER IF EXISTS memories_ad;
DROP TRIGGER IF EXISTS memories_au;
DROP TABLE IF EXISTS memories_fts;
`,
};
