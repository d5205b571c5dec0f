/** Row mapping both store implementations share (SQLite and PostgreSQL). */
import { isAgentName } from "../core/agents/agent-event.js";
import type { ActivityEvent } from "../core/capture/events.js";
import type { SessionRecord } from "../core/capture/session.js";
import type { Memory, MemoryType, Scope, Severity, SourceKind } from "../core/memories/memory.js";
import type { Sighting } from "../core/memories/sighting.js";

/**
 * Identity of an event for idempotent inserts: a tool call by its tool_use_id (so a live capture
 * and a later import of the same session do not double up), a prompt by its text, others by time.
 */
export function eventDedupe(e: ActivityEvent): string {
  if (e.kind === "tool" && e.toolUseId) return `t:${e.toolUseId}`;
  if (e.kind === "prompt" && e.detail) return `p:${e.detail.slice(0, 500)}`;
  // Claude Code writes its compaction summary with the compact_boundary's timestamp
  // (the same record reaches the store from SessionStart and from import: one key for both)
  if (e.kind === "compact" && e.detail?.startsWith("Compaction summary")) return `compact-summary:${e.ts}`;
  // a finding is read from the transcript by import and by the live Stop hook: one key for both
  if (e.kind === "assistant" && e.detail) return `finding:${e.ts}:${e.detail.slice(0, 200)}`;
  return `${e.event}:${e.ts}`;
}

/**
 * A memories row as either backend returns it: `Json` is how a string-array column arrives (SQLite:
 * JSON text; PostgreSQL: a parsed jsonb value), `Flag` how a boolean does (SQLite: 0/1; PostgreSQL: boolean).
 */
export interface MemoryRowOf<Json, Flag> {
  id: string;
  project: string;
  type: string;
  title: string;
  body: string;
  scope: string;
  confidence: number;
  severity: string | null;
  tags: Json;
  files: Json;
  git_commit: string | null;
  pinned: Flag;
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

/** An activity_events row as either backend returns it (`Json`, `Flag` as in MemoryRowOf). */
export interface EventRowOf<Json, Flag> {
  session_id: string;
  ts: string;
  kind: string;
  event: string;
  tool: string | null;
  tool_use_id: string | null;
  files: Json;
  command: string | null;
  ok: Flag | null;
  exit_code: number | null;
  error: string | null;
  detail: string | null;
  cwd: string | null;
  agent_id: string | null;
}

/** How one backend's column values decode: a string-array column, a boolean column. */
export interface ColumnDecoding<Json, Flag> {
  strings(value: Json): string[];
  flag(value: Flag): boolean;
}

/** The string elements of a parsed JSON value (anything else: none). */
export function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** The row mappers of one backend: its memory and event rows read with its column decoding. */
export function rowMappers<J, F>(
  d: ColumnDecoding<J, F>,
): { toMemory: (r: MemoryRowOf<J, F>) => Memory; toEvent: (r: EventRowOf<J, F>) => ActivityEvent } {
  return { toMemory: (r) => rowToMemory(r, d), toEvent: (r) => rowToEvent(r, d) };
}

export function rowToMemory<J, F>(r: MemoryRowOf<J, F>, d: ColumnDecoding<J, F>): Memory {
  return {
    id: r.id,
    project: r.project,
    type: r.type as MemoryType,
    title: r.title,
    body: r.body,
    scope: r.scope as Scope,
    confidence: r.confidence,
    severity: r.severity as Severity | null,
    tags: d.strings(r.tags),
    files: d.strings(r.files),
    gitCommit: r.git_commit,
    pinned: d.flag(r.pinned),
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

export function rowToEvent<J, F>(r: EventRowOf<J, F>, d: ColumnDecoding<J, F>): ActivityEvent {
  return {
    sessionId: r.session_id,
    ts: r.ts,
    kind: r.kind as ActivityEvent["kind"],
    event: r.event,
    tool: r.tool,
    toolUseId: r.tool_use_id,
    files: d.strings(r.files),
    command: r.command,
    ok: r.ok === null ? null : d.flag(r.ok),
    exitCode: r.exit_code,
    error: r.error,
    detail: r.detail,
    cwd: r.cwd,
    agentId: r.agent_id,
  };
}

/** A memory_sightings row (the same columns and types on both backends). */
export interface SightingRow {
  key: string;
  at: string;
  source_kind: string;
  source_event: string | null;
  source_session: string | null;
  source_tool_use: string | null;
  captured_by: string | null;
  dedupe_key: string | null;
  title: string;
}

/**
 * The values of one memory_sightings insert, in the column order both backends list:
 * memory_id, key, at, source_kind, source_event, source_session, source_tool_use, captured_by, dedupe_key, title.
 */
export function sightingValues(memoryId: string, s: Sighting): unknown[] {
  const src = s.source;
  return [
    memoryId,
    s.key,
    s.at,
    src.kind,
    src.event,
    src.sessionId,
    src.toolUseId,
    s.capturedBy,
    s.dedupeKey,
    s.title,
  ];
}

export function rowToSighting(r: SightingRow): Sighting {
  return {
    key: r.key,
    at: r.at,
    source: {
      kind: r.source_kind as SourceKind,
      event: r.source_event,
      sessionId: r.source_session,
      toolUseId: r.source_tool_use,
    },
    capturedBy: r.captured_by,
    dedupeKey: r.dedupe_key,
    title: r.title,
  };
}

/** What a session row keeps in its `data` column: the record without its own columns. */
export type SessionData = Omit<
  SessionRecord,
  "id" | "project" | "origin" | "startedAt" | "updatedAt" | "endedAt"
>;

/** A `sessions` row; `Data` is how `data` arrives (SQLite: JSON text; PostgreSQL: parsed jsonb). */
export interface SessionRowOf<Data> {
  id: string;
  project: string;
  origin: "hook" | "import";
  started_at: string;
  updated_at: string;
  ended_at: string | null;
  data: Data;
}

/** `data`: the backend's decoding of the `data` column. */
export function rowToSession<D>(r: SessionRowOf<D>, data: (v: D) => SessionData): SessionRecord {
  return {
    ...data(r.data),
    id: r.id,
    project: r.project,
    origin: r.origin,
    startedAt: r.started_at,
    updatedAt: r.updated_at,
    endedAt: r.ended_at,
  };
}
