/** Sessions, events, injections and import marks for the SQLite store. */

import type Database from "better-sqlite3";
import type { AgentName } from "../../core/agents/agent-event.js";
import type { ActivityEvent } from "../../core/capture/events.js";
import type { SessionRecord } from "../../core/capture/session.js";
import { eventDedupe, rowToSession, type SessionData, type SessionRowOf } from "../rows.js";
import type { ImportMark } from "../store.js";
import { type EventRow, toEvent } from "./rows.js";
import { stmt } from "./statements.js";

export function upsertSession(db: Database.Database, s: SessionRecord): void {
  const { id, project, origin, startedAt, updatedAt, endedAt, ...rest } = s;
  stmt(
    db,
    `INSERT INTO sessions (id, project, origin, started_at, updated_at, ended_at, data)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET project = excluded.project, origin = excluded.origin,
       started_at = excluded.started_at, updated_at = excluded.updated_at, ended_at = excluded.ended_at,
       data = excluded.data`,
  ).run(id, project, origin, startedAt, updatedAt, endedAt, JSON.stringify(rest));
}

type SessionRow = SessionRowOf<string>;

const toSession = (r: SessionRow): SessionRecord =>
  rowToSession(r, (data) => JSON.parse(data) as SessionData);

export function getSession(db: Database.Database, id: string): SessionRecord | null {
  const row = stmt(db, "SELECT * FROM sessions WHERE id = ?").get(id) as SessionRow | undefined;
  return row ? toSession(row) : null;
}

export function listSessions(
  db: Database.Database,
  f: { project?: string; limit?: number; excludeId?: string; agent?: AgentName },
): SessionRecord[] {
  const rows = db
    .prepare(
      `SELECT * FROM sessions WHERE (@project IS NULL OR project = @project) AND (@exclude IS NULL OR id != @exclude)
       AND (@agent IS NULL OR COALESCE(json_extract(data, '$.agent'), 'claude-code') = @agent)
       ORDER BY updated_at DESC LIMIT @limit`,
    )
    .all({
      project: f.project ?? null,
      exclude: f.excludeId ?? null,
      agent: f.agent ?? null,
      limit: f.limit ?? -1,
    }) as SessionRow[];
  return rows.map(toSession);
}

export function insertEvents(
  db: Database.Database,
  project: string,
  events: readonly ActivityEvent[],
): number {
  const insert = stmt(
    db,
    `INSERT OR IGNORE INTO events (project, session_id, ts, kind, event, tool, tool_use_id, files, command, ok,
       exit_code, error, detail, cwd, agent_id, dedupe)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let added = 0;
  for (const e of events) {
    added += insert.run(
      project,
      e.sessionId,
      e.ts,
      e.kind,
      e.event,
      e.tool,
      e.toolUseId,
      JSON.stringify(e.files),
      e.command,
      e.ok === null ? null : Number(e.ok),
      e.exitCode,
      e.error,
      e.detail,
      e.cwd,
      e.agentId,
      eventDedupe(e),
    ).changes;
  }
  return added;
}

export function listEvents(
  db: Database.Database,
  f: { sessionId?: string; project?: string; limit?: number; offset?: number; tail?: number },
): ActivityEvent[] {
  // plain equality terms (not "@x IS NULL OR …"), so SQLite can use the session index
  const where = [
    ...(f.sessionId !== undefined ? ["session_id = @session"] : []),
    ...(f.project !== undefined ? ["project = @project"] : []),
  ];
  const cond = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
  const params = {
    session: f.sessionId ?? null,
    project: f.project ?? null,
    limit: f.limit ?? -1,
    offset: f.offset ?? 0,
  };
  const sql =
    f.tail !== undefined
      ? `SELECT * FROM (SELECT * FROM events ${cond} ORDER BY ts DESC, id DESC LIMIT @tail) ORDER BY ts ASC, id ASC LIMIT @limit OFFSET @offset`
      : `SELECT * FROM events ${cond} ORDER BY ts ASC, id ASC LIMIT @limit OFFSET @offset`;
  const rows = stmt(db, sql).all(f.tail !== undefined ? { ...params, tail: f.tail } : params) as EventRow[];
  return rows.map(toEvent);
}

export function countEvents(db: Database.Database, sessionId: string): number {
  return (stmt(db, "SELECT COUNT(*) AS n FROM events WHERE session_id = ?").get(sessionId) as { n: number })
    .n;
}

export function recordInjections(
  db: Database.Database,
  sessionId: string,
  ids: readonly string[],
  now: string,
): void {
  const insert = stmt(db, "INSERT OR IGNORE INTO injections (session_id, memory_id, at) VALUES (?, ?, ?)");
  for (const id of ids) insert.run(sessionId, id, now);
}

export function listInjected(db: Database.Database, sessionId: string): Set<string> {
  const rows = stmt(db, "SELECT memory_id FROM injections WHERE session_id = ?").all(sessionId) as {
    memory_id: string;
  }[];
  return new Set(rows.map((r) => r.memory_id));
}

export function getImportMark(db: Database.Database, path: string): ImportMark | null {
  const r = stmt(db, "SELECT * FROM import_marks WHERE path = ?").get(path) as
    | {
        path: string;
        size: number;
        mtime_ms: number;
        offset: number;
        session_id: string | null;
        imported_at: string;
      }
    | undefined;
  return r
    ? {
        path: r.path,
        size: r.size,
        mtimeMs: r.mtime_ms,
        offset: r.offset,
        sessionId: r.session_id,
        importedAt: r.imported_at,
      }
    : null;
}

export function setImportMark(db: Database.Database, m: ImportMark): void {
  stmt(
    db,
    `INSERT INTO import_marks (path, size, mtime_ms, offset, session_id, imported_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(path) DO UPDATE SET size = excluded.size, mtime_ms = excluded.mtime_ms, offset = excluded.offset,
       session_id = excluded.session_id, imported_at = excluded.imported_at`,
  ).run(m.path, m.size, m.mtimeMs, m.offset, m.sessionId, m.importedAt);
}
