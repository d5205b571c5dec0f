/**
 * Migration 6: bookkeeping for memory embeddings. The vectors themselves live in sqlite-vec `vec0`
 * tables (`mvec_<n>`, one per project and model, created on first use by store/sqlite/vectors.ts once
 * the extension is loaded; a hook that never loads it never touches them). `memory_vectors` records,
 * per memory, the model and dimension of its current vector; `project_vec` maps (project, model) to
 * its table. Editing a memory's title or body, or deleting it, drops the record, so the stale vector is
 * ignored until the memory is embedded again.
 */
import type { Migration } from "./types.js";

export const vectors: Migration = {
  version: 6,
  name: "vectors",
  sql: `
CREATE TABLE IF NOT EXISTS memory_vectors (
  memory_rowid INTEGER PRIMARY KEY,
  model TEXT NOT NULL,
  dims INTEGER NOT NULL CHECK (dims > 0),
  embedded_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS memory_vectors_model ON memory_vectors(model);
CREATE TABLE IF NOT EXISTS project_vec (
  project TEXT NOT NULL,
  model TEXT NOT NULL,
  dims INTEGER NOT NULL CHECK (dims > 0),
  n INTEGER NOT NULL UNIQUE,
  PRIMARY KEY (project, model)
);
CREATE TRIGGER IF NOT EXISTS memory_vectors_au AFTER UPDATE OF title, body ON memories
  WHEN old.title IS NOT new.title OR old.body IS NOT new.body BEGIN
  DELETE FROM memory_vectors WHERE memory_rowid = new.rowid;
END;
CREATE TRIGGER IF NOT EXISTS memory_vectors_ad AFTER DELETE ON memories BEGIN
  DELETE FROM memory_vectors WHERE memory_rowid = old.rowid;
END;
`,
};
