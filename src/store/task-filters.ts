/**
 * Which task and progress-log rows a filter selects, as a dialect-neutral list of conditions (one
 * project always first). The SQLite and PostgreSQL task stores only render it in their SQL
 * (`store/sqlite/conditions.ts`, `store/postgres/conditions.ts`), so a filter field is added here once.
 */
import type { TaskStatus } from "../core/tasks/model.js";
import type { EventFilter, TaskFilter } from "./task-store.js";

/** `column = value`, `column > value`, or `column` (not) among `values`; joined by AND. */
export type Condition =
  | { column: string; op: "=" | ">"; value: string | number }
  | { column: string; op: "in" | "not in"; values: readonly string[] };

/** A task filter as conditions; `notStatuses` leaves tasks of those states out (counts of what is open). */
export function taskConditions(f: TaskFilter & { notStatuses?: readonly TaskStatus[] }): Condition[] {
  const c: Condition[] = [{ column: "project", op: "=", value: f.project }];
  if (f.board !== undefined) c.push({ column: "board", op: "=", value: f.board });
  if (f.parentId !== undefined) c.push({ column: "parent_id", op: "=", value: f.parentId });
  if (f.phase !== undefined) c.push({ column: "phase", op: "=", value: f.phase });
  if (f.statuses !== undefined) c.push({ column: "status", op: "in", values: f.statuses });
  if (f.notStatuses !== undefined) c.push({ column: "status", op: "not in", values: f.notStatuses });
  if (f.ids !== undefined) c.push({ column: "id", op: "in", values: f.ids });
  return c;
}

/** A progress-log filter as conditions (order and limit are the caller's). */
export function eventConditions(f: EventFilter): Condition[] {
  const c: Condition[] = [{ column: "project", op: "=", value: f.project }];
  if (f.board !== undefined) c.push({ column: "board", op: "=", value: f.board });
  if (f.taskId !== undefined) c.push({ column: "task_id", op: "=", value: f.taskId });
  if (f.sessionId !== undefined) c.push({ column: "session_id", op: "=", value: f.sessionId });
  if (f.afterSeq !== undefined) c.push({ column: "seq", op: ">", value: f.afterSeq });
  // one type: an equality, so the (project, board, type, seq) index also gives the order
  if (f.types?.length === 1) c.push({ column: "type", op: "=", value: f.types[0] as string });
  else if (f.types !== undefined) c.push({ column: "type", op: "in", values: f.types });
  return c;
}
