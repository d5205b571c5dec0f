/**
 * SQLite side of the progress log, checkpoints and research briefs. The log table refuses UPDATE and
 * DELETE by trigger (migration 2); here it is only ever inserted into and read.
 */
import type Database from "better-sqlite3";
import type {
  NewTaskEvent,
  ResearchBrief,
  TaskCheckpoint,
  TaskEvent,
  TaskStatus,
} from "../../core/tasks/model.js";
import { eventConditions } from "../task-filters.js";
import { type EventRow, sameEvent, toBrief, toCheckpoint, toEvent } from "../task-rows.js";
import type { CheckpointInfo, EventFilter } from "../task-store.js";
import { whereSql } from "./conditions.js";
import { stmt } from "./statements.js";

export function appendEvents(db: Database.Database, events: readonly NewTaskEvent[]): TaskEvent[] {
  const ins = stmt(
    db,
    `INSERT INTO task_events (project, board, ts, type, task_id, prev_status, new_status, detail, data, session_id)
     VALUES (@project, @board, @ts, @type, @taskId, @prevStatus, @newStatus, @detail, @data, @sessionId)`,
  );
  return events.map((e) => {
    const seq = Number(
      ins.run({ ...e, data: e.data === null ? null : JSON.stringify(e.data) }).lastInsertRowid,
    );
    return { ...e, seq };
  });
}

export function listEvents(db: Database.Database, f: EventFilter): TaskEvent[] {
  const w = whereSql(eventConditions(f));
  const order = f.order === "newest" ? "DESC" : "ASC";
  const rows = stmt(db, `SELECT * FROM task_events WHERE ${w.sql} ORDER BY seq ${order} LIMIT ?`).all(
    ...w.params,
    f.limit ?? -1,
  ) as EventRow[];
  return rows.map(toEvent);
}

export function countEvents(db: Database.Database, f: EventFilter): number {
  const w = whereSql(eventConditions(f));
  return (stmt(db, `SELECT COUNT(*) AS n FROM task_events WHERE ${w.sql}`).get(...w.params) as { n: number })
    .n;
}

export function lastLoggedStatus(
  db: Database.Database,
  project: string,
  board: string,
  afterSeq: number,
): Map<string, TaskStatus> {
  const rows = stmt(
    db,
    `SELECT e.task_id AS id, e.new_status AS status FROM task_events e
       JOIN (SELECT MAX(seq) AS m FROM task_events
              WHERE project = ? AND board = ? AND seq > ? AND task_id IS NOT NULL AND new_status IS NOT NULL
              GROUP BY task_id) x ON e.seq = x.m`,
  ).all(project, board, afterSeq) as { id: string; status: TaskStatus }[];
  return new Map(rows.map((r) => [r.id, r.status]));
}

export function insertCheckpoint(db: Database.Database, c: TaskCheckpoint): void {
  stmt(
    db,
    `INSERT INTO task_checkpoints (project, board, number, created_at, reason, last_seq, task_count, data)
     VALUES (@project, @board, @number, @createdAt, @reason, @lastSeq, @taskCount, @data)`,
  ).run(c);
}

export function listCheckpoints(db: Database.Database, project: string, board: string): CheckpointInfo[] {
  const rows = stmt(
    db,
    `SELECT project, board, number, created_at, reason, last_seq, task_count FROM task_checkpoints
      WHERE project = ? AND board = ? ORDER BY number DESC`,
  ).all(project, board) as Record<string, string | number>[];
  return rows.map((r) => {
    const { data: _data, ...info } = toCheckpoint(r);
    return info;
  });
}

export function getCheckpoint(
  db: Database.Database,
  project: string,
  board: string,
  number: number,
): TaskCheckpoint | null {
  const r = stmt(db, "SELECT * FROM task_checkpoints WHERE project = ? AND board = ? AND number = ?").get(
    project,
    board,
    number,
  ) as Record<string, string | number> | undefined;
  return r ? toCheckpoint(r) : null;
}

export function pruneCheckpoints(
  db: Database.Database,
  project: string,
  board: string,
  keep: number,
): number[] {
  const gone = stmt(
    db,
    `SELECT number FROM task_checkpoints WHERE project = ? AND board = ? ORDER BY number DESC LIMIT -1 OFFSET ?`,
  ).all(project, board, keep) as { number: number }[];
  const del = stmt(db, "DELETE FROM task_checkpoints WHERE project = ? AND board = ? AND number = ?");
  for (const g of gone) del.run(project, board, g.number);
  return gone.map((g) => g.number).sort((a, b) => a - b);
}

export function putBrief(db: Database.Database, b: ResearchBrief): void {
  stmt(
    db,
    `INSERT INTO task_briefs (project, task_id, body, written_at, session_id) VALUES (@project, @taskId, @body, @writtenAt, @sessionId)
       ON CONFLICT(project, task_id) DO UPDATE SET body = excluded.body, written_at = excluded.written_at, session_id = excluded.session_id`,
  ).run(b);
}

export function getBrief(db: Database.Database, project: string, taskId: string): ResearchBrief | null {
  const r = stmt(db, "SELECT * FROM task_briefs WHERE project = ? AND task_id = ?").get(project, taskId) as
    | Record<string, string | null>
    | undefined;
  return r ? toBrief(r) : null;
}

export function briefTimes(
  db: Database.Database,
  project: string,
  ids: readonly string[],
): Map<string, string> {
  const rows = stmt(
    db,
    "SELECT task_id, written_at FROM task_briefs WHERE project = ? AND task_id IN (SELECT value FROM json_each(?))",
  ).all(project, JSON.stringify(ids)) as { task_id: string; written_at: string }[];
  return new Map(rows.map((r) => [r.task_id, r.written_at]));
}

/**
 * Inserts events with their own seq (an explicit rowid: AUTOINCREMENT then numbers later appends after
 * the highest, https://www.sqlite.org/autoinc.html). Skips an event already there under its seq;
 * throws when the seq holds another event. The caller makes it one transaction.
 */
export function importEvents(db: Database.Database, events: readonly TaskEvent[]): number {
  const get = stmt(db, "SELECT * FROM task_events WHERE seq = ?");
  const ins = stmt(
    db,
    `INSERT INTO task_events (seq, project, board, ts, type, task_id, prev_status, new_status, detail, data, session_id)
     VALUES (@seq, @project, @board, @ts, @type, @taskId, @prevStatus, @newStatus, @detail, @data, @sessionId)`,
  );
  let added = 0;
  for (const e of events) {
    const there = get.get(e.seq) as EventRow | undefined;
    if (there) {
      if (sameEvent(toEvent(there), e)) continue;
      throw new Error(`the log already holds another event under seq ${e.seq}`);
    }
    ins.run({ ...e, data: e.data === null ? null : JSON.stringify(e.data) });
    added += 1;
  }
  return added;
}

/** The project's creation counter (0 when none was drawn). */
export function lastPosition(db: Database.Database, project: string): number {
  const r = stmt(db, "SELECT last FROM task_counters WHERE project = ?").get(project) as
    | { last: number }
    | undefined;
  return r?.last ?? 0;
}

/** Raises the project's creation counter to at least `last`. */
export function raisePosition(db: Database.Database, project: string, last: number): void {
  stmt(
    db,
    `INSERT INTO task_counters (project, last) VALUES (?, ?)
       ON CONFLICT(project) DO UPDATE SET last = max(last, excluded.last)`,
  ).run(project, last);
}
