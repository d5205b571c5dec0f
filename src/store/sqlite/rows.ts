/** Row ↔ model mapping for the SQLite store. JSON columns hold string arrays. */
import { isAgentName } from "../../core/agents/agent-event.js";
import type { ActivityEvent } from "../../core/capture/events.js";
import type { Memory, MemoryType, Scope, Severity, SourceKind } from "../../core/memories/memory.js";

export interface MemoryRow {
  id: string;
  project: string;
  type: string;
  title: string;
  body: string;
  scope: string;
  confidence: number;
  severity: string | null;
  tags: string;
  files: string;
  git_commit: string | null;
  pinned: number;
  deleted_at: string | null;
  superseded_by: string | null;
  superseded_at?: string | null;
  superseded_reason?: string | null;
  source_kind: string;
  source_event: string | null;
  source_session: string | null;
  source_agent?: string | null;
  source_tool_use: string | null;
  dedupe_key: string | null;
  captured_by?: string | null;
  created_at: string;
  updated_at: string;
}

export function parseStringArray(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export function toMemory(r: MemoryRow): Memory {
  return {
    id: r.id,
    project: r.project,
    type: r.type as MemoryType,
    title: r.title,
    body: r.body,
    scope: r.scope as Scope,
    confidence: r.confidence,
    severity: r.severity as Severity | null,
    tags: parseStringArray(r.tags),
    files: parseStringArray(r.files),
    gitCommit: r.git_commit,
    pinned: r.pinned === 1,
    deletedAt: r.deleted_at,
    supersededBy: r.superseded_by,
    supersededAt: r.superseded_at ?? null,
    supersededReason: r.superseded_reason ?? null,
    source: {
      kind: r.source_kind as SourceKind,
      event: r.source_event,
      sessionId: r.source_session,
      toolUseId: r.source_tool_use,
      ...(isAgentName(r.source_agent) ? { agent: r.source_agent } : {}),
    },
    dedupeKey: r.dedupe_key,
    capturedBy: r.captured_by ?? null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export interface EventRow {
  session_id: string;
  ts: string;
  kind: string;
  event: string;
  tool: string | null;
  tool_use_id: string | null;
  files: string;
  command: string | null;
  ok: number | null;
  exit_code: number | null;
  error: string | null;
  detail: string | null;
  cwd: string | null;
  agent_id: string | null;
}

export function toEvent(r: EventRow): ActivityEvent {
  return {
    sessionId: r.session_id,
    ts: r.ts,
    kind: r.kind as ActivityEvent["kind"],
    event: r.event,
    tool: r.tool,
    toolUseId: r.tool_use_id,
    files: parseStringArray(r.files),
    command: r.command,
    ok: r.ok === null ? null : r.ok === 1,
    exitCode: r.exit_code,
    error: r.error,
    detail: r.detail,
    cwd: r.cwd,
    agentId: r.agent_id,
  };
}
