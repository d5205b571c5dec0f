/**
 * One PostgreSQL schema migration: `version` (positive integer, ascending, never reused), a short
 * `name`, and `sql` (one or more statements, run in one transaction by migrate.ts). Numbering leaves
 * room by area: 001–009 core tables (memories, sessions, events, vectors), 010–019 notes and tasks,
 * 020 onwards shared-store features.
 */
export interface PgMigration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}
