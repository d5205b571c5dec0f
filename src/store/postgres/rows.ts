/** Row ↔ model mapping for the PostgreSQL store (jsonb arrays arrive parsed, booleans as booleans). */
import { type ColumnDecoding, type EventRowOf, type MemoryRowOf, rowMappers, stringArray } from "../rows.js";

/** The memory columns a query selects (never the tsvector). */
export const MEMORY_COLUMNS =
  "id, project, type, title, body, scope, confidence, severity, tags, files, git_commit, pinned, deleted_at, superseded_by, superseded_at, superseded_reason, source_kind, source_event, source_session, source_tool_use, source_agent, dedupe_key, captured_by, created_at, updated_at";

/** MEMORY_COLUMNS qualified with a table alias. */
export const memoryColumns = (alias: string): string =>
  MEMORY_COLUMNS.split(", ")
    .map((c) => `${alias}.${c}`)
    .join(", ");

export type PgMemoryRow = MemoryRowOf<unknown, boolean>;
export type PgEventRow = EventRowOf<unknown, boolean>;

export { stringArray };

const POSTGRES: ColumnDecoding<unknown, boolean> = { strings: stringArray, flag: (v) => v };

export const { toMemory, toEvent } = rowMappers(POSTGRES);
