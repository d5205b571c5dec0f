/**
 * PostgreSQL migration 17: BM25 statistics of the conversation excerpts per project, as
 * `memory_fts_stats` (migration 1) keeps the memories': `excerpt_fts_stats` holds each project's excerpt
 * count and token total (store/postgres/excerpt-search.ts reads N and avgdl from it, so one project's
 * excerpts never weigh on another's ranking and no query scans the table for them). Statement-level
 * triggers with transition tables keep it current — one upsert per project per statement, however many
 * rows a batch inserts (https://www.postgresql.org/docs/15/sql-createtrigger.html) — and the rows
 * already stored are counted once here. Projects are locked in id order (no deadlock between two
 * batches); a deleted project's row goes with it (ON DELETE CASCADE), so a removal only subtracts.
 */
import type { PgMigration } from "./types.js";

export const excerptStats: PgMigration = {
  version: 17,
  name: "excerpt-stats",
  sql: `
CREATE TABLE excerpt_fts_stats (
  project TEXT PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
  docs BIGINT NOT NULL DEFAULT 0,
  tokens BIGINT NOT NULL DEFAULT 0
);
CREATE FUNCTION cairn_excerpt_fts_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE excerpt_fts_stats s SET docs = s.docs - o.docs, tokens = s.tokens - o.tokens
      FROM (SELECT project, count(*) AS docs, coalesce(sum(fts_tokens), 0) AS tokens
              FROM old_rows GROUP BY project) o
     WHERE s.project = o.project;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO excerpt_fts_stats (project, docs, tokens)
      SELECT project, count(*), coalesce(sum(fts_tokens), 0) FROM new_rows GROUP BY project ORDER BY project
      ON CONFLICT (project) DO UPDATE SET docs = excerpt_fts_stats.docs + EXCLUDED.docs,
        tokens = excerpt_fts_stats.tokens + EXCLUDED.tokens;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER excerpts_fts_stats_insert AFTER INSERT ON excerpts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cairn_excerpt_fts_stats();
CREATE TRIGGER excerpts_fts_stats_delete AFTER DELETE ON excerpts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cairn_excerpt_fts_stats();
CREATE TRIGGER excerpts_fts_stats_update AFTER UPDATE ON excerpts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION cairn_excerpt_fts_stats();
INSERT INTO excerpt_fts_stats (project, docs, tokens)
  SELECT project, count(*), coalesce(sum(fts_tokens), 0) FROM excerpts GROUP BY project;
`,
};
