/**
 * One PostgreSQL schema migration: `version` (positive integer, ascending, never reused), a short
 * `name`, and `sql` (one or more statements, run in one transaction by migrate.ts). Numbering leaves
 * room by area: 001–009 core tables (memories, sessions, events, vectors), 010–019 notes and tasks,
 * 020 onwards shared-store features.
 *
 * `requires: "vector"` marks a migration that needs the pgvector extension (and every later one that
 * touches what such a migration made). Where the extension cannot be created — not installed on the
 * server host, or the role may not create it — migrate.ts leaves it pending, applies the others, and
 * applies it on the first run after pgvector becomes available.
 */
export interface PgMigration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
  readonly requires?: "vector";
}
