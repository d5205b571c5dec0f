/**
 * The memories table's column for each patchable field (`MemoryPatch`), the same in the SQLite and
 * PostgreSQL schemas (their migrations 001), so both stores build `UPDATE … SET` from one map; the
 * one mapping from a new memory to its INSERT values; a stored memory as a row to insert elsewhere.
 */
import type { Memory, MemoryPatch } from "../core/memories/memory.js";
import type { NewMemoryRow } from "./store.js";

export const PATCH_COLUMNS: Readonly<Record<keyof MemoryPatch, string>> = {
  title: "title",
  body: "body",
  confidence: "confidence",
  severity: "severity",
  tags: "tags",
  files: "files",
  gitCommit: "git_commit",
  pinned: "pinned",
  supersededBy: "superseded_by",
  supersededAt: "superseded_at",
  supersededReason: "superseded_reason",
  scope: "scope",
};

/** The fields a newer copy of a memory brings to its twin (copy-store.ts merges them): its content, not its identity or state. */
export const CONTENT_FIELDS = [
  "title",
  "body",
  "confidence",
  "severity",
  "tags",
  "files",
  "gitCommit",
  "pinned",
] as const satisfies readonly (keyof MemoryPatch & keyof Memory)[];

/** `m`'s content fields (CONTENT_FIELDS), as a patch. */
export function contentOf(m: Memory): Pick<Memory, (typeof CONTENT_FIELDS)[number]> {
  return Object.fromEntries(CONTENT_FIELDS.map((f) => [f, m[f]])) as Pick<
    Memory,
    (typeof CONTENT_FIELDS)[number]
  >;
}

/** The row that inserts `m` into another store under the same id (timestamps and state are set apart). */
export function newMemoryRowOf(m: Memory): NewMemoryRow {
  const { id, project, type, scope, source, dedupeKey } = m;
  return { id, project, type, scope, source, dedupeKey, ...contentOf(m), capturedBy: m.capturedBy ?? null };
}

/**
 * The memories table's columns an INSERT fills (the same in both schemas, migrations 001 and later),
 * each with its value from `m`: tags and files as JSON text, `pinned` as a boolean (SQLite binds
 * 0/1), both timestamps `now`. Both stores build their INSERT from this one mapping.
 */
export function memoryInsertValues(m: NewMemoryRow, id: string, now: string): Record<string, unknown> {
  return {
    id,
    project: m.project,
    type: m.type,
    title: m.title,
    body: m.body,
    scope: m.scope,
    confidence: m.confidence,
    severity: m.severity,
    tags: JSON.stringify(m.tags),
    files: JSON.stringify(m.files),
    git_commit: m.gitCommit,
    pinned: m.pinned,
    source_kind: m.source.kind,
    source_event: m.source.event,
    source_session: m.source.sessionId,
    source_tool_use: m.source.toolUseId,
    source_agent: m.source.agent ?? null,
    dedupe_key: m.dedupeKey,
    captured_by: m.capturedBy ?? null,
    created_at: now,
    updated_at: now,
  };
}
