/**
 * PostgreSQL migration 15: which coding agent captured each memory, as SQLite's migration 10. Rows
 * written before stay NULL (Claude Code was the only agent then).
 */
import type { PgMigration } from "./types.js";

export const sourceAgent: PgMigration = {
  version: 15,
  name: "source-agent",
  sql: `
ALTER TABLE memories ADD COLUMN source_agent TEXT;
`,
};
