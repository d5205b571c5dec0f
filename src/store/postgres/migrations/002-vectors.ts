/**
 * PostgreSQL migration 2: memory embeddings (pgvector). One table for every project, model and
 * dimension: `embedding` is a typmod-free `vector`, and each row records its `model` and `dims`. An
 * HNSW index needs a fixed dimension, so store/postgres/vectors.ts creates one partial expression
 * index per dimension on first use — `USING hnsw ((embedding::vector(d)) vector_cosine_ops) WHERE dims
 * = d` — and queries with the same expression and predicate so the planner can use it. A memory holds
 * at most one vector (primary key); editing its title or body deletes it (trigger), a hard delete
 * cascades. pgvector: https://github.com/pgvector/pgvector#hnsw
 */
import type { PgMigration } from "./types.js";

export const vectors: PgMigration = {
  version: 2,
  name: "vectors",
  requires: "vector",
  sql: `
CREATE EXTENSION IF NOT EXISTS vector;
CREATE TABLE memory_vectors (
  memory_id TEXT PRIMARY KEY REFERENCES memories(id) ON DELETE CASCADE,
  project TEXT NOT NULL,
  model TEXT NOT NULL,
  dims INTEGER NOT NULL CHECK (dims > 0),
  embedding vector NOT NULL CHECK (vector_dims(embedding) = dims),
  embedded_at TEXT NOT NULL
);
CREATE INDEX memory_vectors_project_model ON memory_vectors(project, model);
CREATE INDEX memory_vectors_model ON memory_vectors(model);
CREATE FUNCTION cairn_drop_stale_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM memory_vectors WHERE memory_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER memories_vector_stale AFTER UPDATE OF title, body ON memories
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.body IS DISTINCT FROM NEW.body)
  EXECUTE FUNCTION cairn_drop_stale_vector();
`,
};
