/**
 * PostgreSQL side of the progress log, checkpoints and research briefs (tables of migration 11). The
 * log table refuses UPDATE, DELETE and TRUNCATE by trigger; here it is only ever inserted into and
 * read. Callers (task-store.ts) hold the project's advisory lock around appends, so sequence numbers
 * of one project are committed in the order they were drawn: a reader of `seq > n` never misses an
 * event that commits later with a smaller number.
 */
import { CairnError } from "../../core/common/errors.js";
import type {
  NewTaskEvent,
  ResearchBrief,
  TaskCheckpoint,
  TaskEvent,
  TaskStatus,
} from "../../core/tasks/model.js";
import { eventConditions } from "../task-filters.js";
import { type EventRowOf, rowToTaskEvent, sameEvent, toBrief, toCheckpoint } from "../task-rows.js";
import type { CheckpointInfo, EventFilter } from "../task-store.js";
import { whereSql } from "./conditions.js";
import type { PgDatabase, Row } from "./connection.js";

type EventRow = EventRowOf<unknown> & Row;

const EVENT_COLUMNS =
  "seq, project, board, ts, type, task_id, prev_status, new_status, detail, data, session_id";

const toEvent = (r: EventRow): TaskEvent => rowToTaskEvent(r, (data) => data);

/**
 * One INSERT for the whole batch; rows are drawn from the JSON array in its order, so their identity
 * values ascend in that order too (sorted again below, as RETURNING promises no order).
 */
const APPEND_SQL = `
INSERT INTO task_events (project, board, ts, type, task_id, prev_status, new_status, detail, data, session_id)
SELECT x.project, x.board, x.ts, x.type, x.task_id, x.prev_status, x.new_status, x.detail, x.data, x.session_id
  FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (project text, board text, ts text, type text, task_id text,
       prev_status text, new_status text, detail text, data jsonb, session_id text))
       WITH ORDINALITY AS x(project, board, ts, type, task_id, prev_status, new_status, detail, data, session_id, n)
 ORDER BY x.n
RETURNING seq`;

/** An event as the JSON object `jsonb_to_recordset` reads into the log's columns. */
function eventColumns(e: NewTaskEvent) {
  return {
    project: e.project,
    board: e.board,
    ts: e.ts,
    type: e.type,
    task_id: e.taskId,
    prev_status: e.prevStatus,
    new_status: e.newStatus,
    detail: e.detail,
    data: e.data,
    session_id: e.sessionId,
  };
}

export async function appendEvents(db: PgDatabase, events: readonly NewTaskEvent[]): Promise<TaskEvent[]> {
  if (events.length === 0) return [];
  const rows = events.map(eventColumns);
  const out = await db.query<{ seq: number }>(APPEND_SQL, [JSON.stringify(rows)]);
  const seqs = out.map((r) => r.seq).sort((a, b) => a - b);
  return events.map((e, i) => ({ ...e, seq: seqs[i] as number }));
}

/**
 * Raises the log's identity sequence to at least $1 first (setval is not transactional, so a concurrent
 * append draws a number above the copied ones at once; it never lowers the sequence), then inserts the
 * rows with their own seq: `OVERRIDING SYSTEM VALUE` writes a GENERATED ALWAYS identity column.
 * https://www.postgresql.org/docs/15/sql-insert.html, https://www.postgresql.org/docs/15/functions-sequence.html
 */
const RAISE_SEQ_SQL = `SELECT setval(s, GREATEST($1::bigint, COALESCE(pg_sequence_last_value(s::regclass), 1)))
  FROM pg_get_serial_sequence('task_events', 'seq') AS s`;
const IMPORT_SQL = `
INSERT INTO task_events (seq, project, board, ts, type, task_id, prev_status, new_status, detail, data, session_id)
OVERRIDING SYSTEM VALUE
SELECT x.seq, x.project, x.board, x.ts, x.type, x.task_id, x.prev_status, x.new_status, x.detail, x.data, x.session_id
  FROM jsonb_to_recordset($1::jsonb) AS x(seq bigint, project text, board text, ts text, type text, task_id text,
       prev_status text, new_status text, detail text, data jsonb, session_id text)
 ORDER BY x.seq`;

/** Inserts events keeping their seq (TaskStore.importEvents); the caller holds the projects' locks. */
export async function importEvents(db: PgDatabase, events: readonly TaskEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const there = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM task_events WHERE seq = ANY($1::bigint[])`,
    [events.map((e) => e.seq)],
  );
  const bySeq = new Map(there.map((r) => [Number(r.seq), toEvent(r)]));
  const fresh = events.filter((e) => {
    const old = bySeq.get(e.seq);
    if (old && !sameEvent(old, e))
      throw new CairnError(
        "STORE",
        `copying the progress log: the log already holds another event under seq ${e.seq}`,
      );
    return !old;
  });
  if (fresh.length === 0) return 0;
  await db.query(RAISE_SEQ_SQL, [Math.max(...fresh.map((e) => e.seq))]);
  const rows = fresh.map((e) => ({ seq: e.seq, ...eventColumns(e) }));
  await db.query(IMPORT_SQL, [JSON.stringify(rows)]);
  return fresh.length;
}

/** The project's creation counter (0 when none was drawn). */
export async function lastPosition(db: PgDatabase, project: string): Promise<number> {
  const r = await db.one<{ last: number }>("SELECT last FROM task_counters WHERE project = $1", [project]);
  return r?.last ?? 0;
}

/** Raises the project's creation counter to at least `last`. */
export async function raisePosition(db: PgDatabase, project: string, last: number): Promise<void> {
  await db.query(
    `INSERT INTO task_counters (project, last) VALUES ($1, $2)
       ON CONFLICT (project) DO UPDATE SET last = GREATEST(task_counters.last, excluded.last)`,
    [project, last],
  );
}

export async function listEvents(db: PgDatabase, f: EventFilter): Promise<TaskEvent[]> {
  const w = whereSql(eventConditions(f));
  const order = f.order === "newest" ? "DESC" : "ASC";
  const rows = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM task_events WHERE ${w.sql} ORDER BY seq ${order} LIMIT $${w.params.length + 1}`,
    [...w.params, f.limit ?? null],
  );
  return rows.map(toEvent);
}

export async function countEvents(db: PgDatabase, f: EventFilter): Promise<number> {
  const w = whereSql(eventConditions(f));
  const r = await db.one<{ n: number }>(`SELECT COUNT(*) AS n FROM task_events WHERE ${w.sql}`, w.params);
  return r?.n ?? 0;
}

export async function lastLoggedStatus(
  db: PgDatabase,
  project: string,
  board: string,
  afterSeq: number,
): Promise<Map<string, TaskStatus>> {
  const rows = await db.query<{ id: string; status: TaskStatus }>(
    `SELECT DISTINCT ON (task_id) task_id AS id, new_status AS status FROM task_events
      WHERE project = $1 AND board = $2 AND seq > $3::bigint AND task_id IS NOT NULL AND new_status IS NOT NULL
      ORDER BY task_id, seq DESC`,
    [project, board, afterSeq],
  );
  return new Map(rows.map((r) => [r.id, r.status]));
}

export async function insertCheckpoint(db: PgDatabase, c: TaskCheckpoint): Promise<void> {
  await db.query(
    `INSERT INTO task_checkpoints (project, board, number, created_at, reason, last_seq, task_count, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [c.project, c.board, c.number, c.createdAt, c.reason, c.lastSeq, c.taskCount, c.data],
  );
}

export async function listCheckpoints(
  db: PgDatabase,
  project: string,
  board: string,
): Promise<CheckpointInfo[]> {
  const rows = await db.query<Record<string, string | number>>(
    `SELECT project, board, number, created_at, reason, last_seq, task_count FROM task_checkpoints
      WHERE project = $1 AND board = $2 ORDER BY number DESC`,
    [project, board],
  );
  return rows.map((r) => {
    const { data: _data, ...info } = toCheckpoint(r);
    return info;
  });
}

export async function getCheckpoint(
  db: PgDatabase,
  project: string,
  board: string,
  number: number,
): Promise<TaskCheckpoint | null> {
  const r = await db.one<Record<string, string | number>>(
    "SELECT * FROM task_checkpoints WHERE project = $1 AND board = $2 AND number = $3",
    [project, board, number],
  );
  return r ? toCheckpoint(r) : null;
}

export async function pruneCheckpoints(
  db: PgDatabase,
  project: string,
  board: string,
  keep: number,
): Promise<number[]> {
  const gone = await db.query<{ number: number }>(
    `DELETE FROM task_checkpoints WHERE project = $1 AND board = $2 AND number IN (
       SELECT number FROM task_checkpoints WHERE project = $1 AND board = $2 ORDER BY number DESC OFFSET $3)
     RETURNING number`,
    [project, board, keep],
  );
  return gone.map((g) => g.number).sort((a, b) => a - b);
}

export async function putBrief(db: PgDatabase, b: ResearchBrief): Promise<void> {
  await db.query(
    `INSERT INTO task_briefs (project, task_id, body, written_at, session_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (project, task_id) DO UPDATE SET body = excluded.body, written_at = excluded.written_at,
         session_id = excluded.session_id`,
    [b.project, b.taskId, b.body, b.writtenAt, b.sessionId],
  );
}

export async function getBrief(
  db: PgDatabase,
  project: string,
  taskId: string,
): Promise<ResearchBrief | null> {
  const r = await db.one<Record<string, string | null>>(
    "SELECT project, task_id, body, written_at, session_id FROM task_briefs WHERE project = $1 AND task_id = $2",
    [project, taskId],
  );
  return r ? toBrief(r) : null;
}

export async function briefTimes(
  db: PgDatabase,
  project: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db.query<{ task_id: string; written_at: string }>(
    "SELECT task_id, written_at FROM task_briefs WHERE project = $1 AND task_id = ANY($2::text[])",
    [project, ids],
  );
  return new Map(rows.map((r) => [r.task_id, r.written_at]));
}
