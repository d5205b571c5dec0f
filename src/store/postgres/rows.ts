/** Row ↔ model mapping for the PostgreSQL store (jsonb arrays arrive parsed, booleans as booleans). */
import { isAgentName } from "../../core/agents/agent-event.js";
import type { ActivityEvent } from "../../core/capture/events.js";
import type { Memory, MemoryType, Scope, Severity, SourceKind } from "../../core/memories/memory.js";

/** The memory columns a query selects (never the tsvector). */
export const MEMORY_COLUMNS =
  "id, project, type, title, body, scope, confidence, severity, tags, files, git_commit, pinned, deleted_at, superseded_by, superseded_at, superseded_reason, source_kind, source_event, source_session, source_tool_use, source_agent, dedupe_key, captured_by, created_at, updated_at";

/** MEMORY_COLUMNS qualified with a table alias. */
export const memoryColumns = (alias: string): string =>
  MEMORY_COLUMNS.split(", ")
    .map((c) => `${alias}.${c}`)
    .join(", ");

export interface PgMemoryRow {
  id: string;
  project: string;
  type: string;
  title: string;
  body: string;
  scope: string;
  confidence: number;
  severity: string | null;
  tags: unknown;
  files: unknown;
  git_commit: string | null;
  pinned: boolean;
  deleted_at: string | null;
  superseded_by: string | null;
  superseded_at: string | null;
  superseded_reason: string | null;
  source_kind: string;
  source_event: string | null;
  source_session: string | null;
  source_agent?: string | null;
  source_tool_use: string | null;
  dedupe_key: string | null;
  captured_by: string | null;
  created_at: string;
  updated_at: string;
}

export function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

export function toMemory(r: PgMemoryRow): Memory {
  return {
    id: r.id,
    project: r.project,
    type: r.type as MemoryType,
    title: r.title,
    body: r.body,
    scope: r.scope as Scope,
    confidence: r.confidence,
    severity: r.severity as Severity | null,
    tags: stringArray(r.tags),
    files: stringArray(r.files),
    gitCommit: r.git_commit,
    pinned: r.pinned,
    deletedAt: r.deleted_at,
    supersededBy: r.superseded_by,
    supersededAt: r.superseded_at,
    supersededReason: r.superseded_reason,
    source: {
      kind: r.source_kind as SourceKind,
      event: r.source_event,
      sessionId: r.source_session,
      toolUseId: r.source_tool_use,
      ...(isAgentName(r.source_agent) ? { agent: r.source_agent } : {}),
    },
    dedupeKey: r.dedupe_key,
    capturedBy: r.captured_by,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export interface PgEventRow {
  session_id: string;
  ts: string;
  kind: string;
  event: string;
  tool: string | null;
  tool_use_id: string | null;
  files: unknown;
  command: string | null;
  ok: boolean | null;
  exit_code: number | null;
  error: string | null;
  detail: string | null;
  cwd: string | null;
  agent_id: string | null;
}

export function toEvent(r: PgEventRow): ActivityEvent {
  return {
    sessionId: r.session_id,
    ts: r.ts,
    kind: r.kind as ActivityEvent["kind"],
    event: r.event,
    tool: r.tool,
    toolUseId: r.tool_use_id,
    files: stringArray(r.files),
    command: r.command,
    ok: r.ok,
    exitCode: r.exit_code,
    error: r.error,
    detail: r.detail,
    cwd: r.cwd,
    agentId: r.agent_id,
  };
}
