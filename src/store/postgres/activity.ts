/** Sessions, events, injections and import marks for the PostgreSQL store. */
import type { AgentName } from "../../core/agents/agent-event.js";
import type { ActivityEvent } from "../../core/capture/events.js";
import type { SessionRecord } from "../../core/capture/session.js";
import { eventDedupe, rowToSession, type SessionData, type SessionRowOf } from "../rows.js";
import type { ImportMark } from "../store.js";
import type { PgDatabase } from "./connection.js";
import { type PgEventRow, toEvent } from "./rows.js";

export async function upsertSession(db: PgDatabase, s: SessionRecord): Promise<void> {
  const { id, project, origin, startedAt, updatedAt, endedAt, ...rest } = s;
  await db.query(
    `INSERT INTO sessions (id, project, origin, started_at, updated_at, ended_at, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
     ON CONFLICT (id) DO UPDATE SET project = EXCLUDED.project, origin = EXCLUDED.origin,
       started_at = EXCLUDED.started_at, updated_at = EXCLUDED.updated_at, ended_at = EXCLUDED.ended_at,
       data = EXCLUDED.data`,
    [id, project, origin, startedAt, updatedAt, endedAt, JSON.stringify(rest)],
  );
}

type SessionRow = SessionRowOf<SessionData>;

const toSession = (r: SessionRow): SessionRecord => rowToSession(r, (data) => data);

export async function getSession(db: PgDatabase, id: string): Promise<SessionRecord | null> {
  const row = await db.one<SessionRow>("SELECT * FROM sessions WHERE id = $1", [id]);
  return row ? toSession(row) : null;
}

export async function listSessions(
  db: PgDatabase,
  f: { project?: string; limit?: number; excludeId?: string; agent?: AgentName },
): Promise<SessionRecord[]> {
  const rows = await db.query<SessionRow>(
    `SELECT * FROM sessions WHERE ($1::text IS NULL OR project = $1) AND ($2::text IS NULL OR id <> $2)
     AND ($4::text IS NULL OR COALESCE(data->>'agent', 'claude-code') = $4)
     ORDER BY updated_at DESC, id DESC LIMIT $3`,
    [f.project ?? null, f.excludeId ?? null, f.limit ?? null, f.agent ?? null],
  );
  return rows.map(toSession);
}

/** One INSERT … SELECT FROM unnest(…) per call; duplicates (events_dedupe) are skipped. */
export async function insertEvents(
  db: PgDatabase,
  project: string,
  events: readonly ActivityEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const col = <T>(f: (e: ActivityEvent) => T) => events.map(f);
  const rows = await db.query(
    `INSERT INTO events (project, session_id, ts, kind, event, tool, tool_use_id, files, command, ok,
       exit_code, error, detail, cwd, agent_id, dedupe)
     SELECT $1, u.session_id, u.ts, u.kind, u.event, u.tool, u.tool_use_id, u.files::jsonb, u.command, u.ok,
       u.exit_code, u.error, u.detail, u.cwd, u.agent_id, u.dedupe
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::boolean[], $11::integer[], $12::text[], $13::text[], $14::text[], $15::text[],
       $16::text[]) WITH ORDINALITY
       AS u(session_id, ts, kind, event, tool, tool_use_id, files, command, ok, exit_code, error, detail, cwd,
         agent_id, dedupe, ord)
     ORDER BY u.ord
     ON CONFLICT (session_id, kind, dedupe) DO NOTHING
     RETURNING 1`,
    [
      project,
      col((e) => e.sessionId),
      col((e) => e.ts),
      col((e) => e.kind),
      col((e) => e.event),
      col((e) => e.tool),
      col((e) => e.toolUseId),
      col((e) => JSON.stringify(e.files)),
      col((e) => e.command),
      col((e) => e.ok),
      col((e) => e.exitCode),
      col((e) => e.error),
      col((e) => e.detail),
      col((e) => e.cwd),
      col((e) => e.agentId),
      col((e) => eventDedupe(e)),
    ],
  );
  return rows.length;
}

export async function listEvents(
  db: PgDatabase,
  f: { sessionId?: string; project?: string; limit?: number; offset?: number; tail?: number },
): Promise<ActivityEvent[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (f.sessionId !== undefined) {
    params.push(f.sessionId);
    where.push(`session_id = $${params.length}`);
  }
  if (f.project !== undefined) {
    params.push(f.project);
    where.push(`project = $${params.length}`);
  }
  const cond = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
  params.push(f.limit ?? null, f.offset ?? 0);
  const page = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  let sql = `SELECT * FROM events ${cond} ORDER BY ts ASC, id ASC ${page}`;
  if (f.tail !== undefined) {
    params.push(f.tail);
    sql = `SELECT * FROM (SELECT * FROM events ${cond} ORDER BY ts DESC, id DESC LIMIT $${params.length}) t
           ORDER BY ts ASC, id ASC ${page}`;
  }
  return (await db.query<PgEventRow>(sql, params)).map(toEvent);
}

export async function countEvents(db: PgDatabase, sessionId: string): Promise<number> {
  const r = await db.one<{ n: number }>("SELECT count(*) AS n FROM events WHERE session_id = $1", [
    sessionId,
  ]);
  return r?.n ?? 0;
}

export async function recordInjections(
  db: PgDatabase,
  sessionId: string,
  ids: readonly string[],
  now: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `INSERT INTO injections (session_id, memory_id, at) SELECT $1, u, $3 FROM unnest($2::text[]) u
     ON CONFLICT DO NOTHING`,
    [sessionId, [...ids], now],
  );
}

export async function listInjected(db: PgDatabase, sessionId: string): Promise<Set<string>> {
  const rows = await db.query<{ memory_id: string }>(
    "SELECT memory_id FROM injections WHERE session_id = $1",
    [sessionId],
  );
  return new Set(rows.map((r) => r.memory_id));
}

export async function getImportMark(db: PgDatabase, path: string): Promise<ImportMark | null> {
  const r = await db.one<{
    path: string;
    size: number;
    mtime_ms: number;
    byte_offset: number;
    session_id: string | null;
    imported_at: string;
  }>("SELECT * FROM import_marks WHERE path = $1", [path]);
  return r
    ? {
        path: r.path,
        size: r.size,
        mtimeMs: r.mtime_ms,
        offset: r.byte_offset,
        sessionId: r.session_id,
        importedAt: r.imported_at,
      }
    : null;
}

export async function setImportMark(db: PgDatabase, m: ImportMark): Promise<void> {
  await db.query(
    `INSERT INTO import_marks (path, size, mtime_ms, byte_offset, session_id, imported_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (path) DO UPDATE SET size = EXCLUDED.size, mtime_ms = EXCLUDED.mtime_ms,
       byte_offset = EXCLUDED.byte_offset, session_id = EXCLUDED.session_id, imported_at = EXCLUDED.imported_at`,
    [m.path, m.size, m.mtimeMs, m.offset, m.sessionId, m.importedAt],
  );
}
