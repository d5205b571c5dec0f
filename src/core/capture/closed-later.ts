/**
 * Stale continuity: items a session listed as open (its task list at the end, a compaction summary's
 * pending work) that a later event closed — a commit that succeeded after the item was last seen
 * open, or a task-list item completed after it, with the same meaning (core/memories/supersede.ts
 * `closedTodos`, the rule the save path uses for todo memories). The summary leaves them out of
 * "Remaining" and "Next", so the next session is not told to redo finished work. Pure.
 */
import { type Closer, closedTodos } from "../memories/supersede.js";
import { todoClosers } from "../memories/todo-closers.js";
import type { ActivityEvent } from "./events.js";

/** `items` without those closed after `seenAt` (ISO-8601) by a commit or a completed task of `events`. */
export function notClosedLater(
  items: readonly string[],
  seenAt: string,
  events: readonly ActivityEvent[],
): string[] {
  return items.length === 0 ? [] : notClosedBy(items, seenAt, todoClosers(events));
}

/** `items` without those closed after `seenAt` by one of `closers` (core/memories/todo-closers.ts `todoClosers`). */
export function notClosedBy(items: readonly string[], seenAt: string, closers: readonly Closer[]): string[] {
  if (items.length === 0) return [];
  if (closers.length === 0) return [...items];
  const open = items.map((title, i) => ({ id: String(i), title, seenAt }));
  const closed = new Set(closedTodos(open, closers).map((c) => c.id));
  return items.filter((_, i) => !closed.has(String(i)));
}

const TASK_TOOLS = new Set(["TodoWrite", "TaskCreate", "TaskUpdate"]);

/** When the task list was last written (its items were last seen open then), or "" with none. */
export function lastTaskListAt(events: readonly ActivityEvent[]): string {
  return events.findLast((e) => e.kind === "tool" && TASK_TOOLS.has(e.tool ?? ""))?.ts ?? "";
}
