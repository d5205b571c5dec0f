/**
 * Migration 7: who captured each memory (`user@machine`), so a store shared by several machines says
 * where a memory came from. Rows written before stay NULL.
 */
import type { Migration } from "./types.js";

export const capturedBy: Migration = {
  version: 7,
  name: "captured-by",
  sql: `
ALTER TABLE memories ADD COLUMN captured_by TEXT;
`,
  presentIf: "SELECT 1 FROM pragma_table_info('memories') WHERE name = 'captured_by'",
};
