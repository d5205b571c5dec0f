/**
 * Migration 10: which coding agent captured each memory (`claude-code`, `codex`: core/agents), so one
 * repository's memory can be shown and filtered by agent. Rows written before stay NULL (Claude Code was
 * the only agent then).
 */
import type { Migration } from "./types.js";

export const sourceAgent: Migration = {
  version: 10,
  name: "source-agent",
  sql: `
ALTER TABLE memories ADD COLUMN source_agent TEXT;
`,
  presentIf: "SELECT 1 FROM pragma_table_info('memories') WHERE name = 'source_agent'",
};
