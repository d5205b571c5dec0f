/**
 * Todos a session closed: the live todo memories of the project that one of the session's completed
 * task-list items or commits says it did (core/memories/supersede.ts `closedTodos`, same meaning, after
 * the todo was last seen) are marked superseded by the session's summary memory, with the reason
 * ("done: …"). They leave the pack's open todos and search, and stay reviewable.
 */
import type { ActivityEvent } from "../../core/capture/events.js";
import type { Memory } from "../../core/memories/memory.js";
import { closedTodos } from "../../core/memories/supersede.js";
import { todoClosers } from "../../core/memories/todo-closers.js";
import type { Store } from "../../store/store.js";
import { markSuperseded } from "./supersede-memory.js";

/** Open todos compared per session (the newest). */
const TODOS = 200;

/** Closes the todos `events` did; `summary` is the session's task_summary memory. Returns their ids. */
export async function closeDoneTodos(
  store: Store,
  summary: Memory,
  events: readonly ActivityEvent[],
): Promise<string[]> {
  const closers = todoClosers(events);
  if (closers.length === 0) return [];
  const todos = await store.listMemories({ project: summary.project, types: ["todo"], limit: TODOS });
  // a todo filed in this session was seen open when its tool call ran (a live save is stamped later)
  const filedAt = new Map(events.flatMap((e) => (e.toolUseId ? [[e.toolUseId, e.ts] as const] : [])));
  const open = todos.map((t) => ({
    id: t.id,
    title: t.title,
    seenAt: (t.source.toolUseId && filedAt.get(t.source.toolUseId)) || t.updatedAt,
  }));
  const closed = closedTodos(open, closers);
  for (const c of closed) {
    const todo = todos.find((t) => t.id === c.id) as Memory;
    await markSuperseded(store, todo, summary, `${c.reason}: “${c.by.text}”`, c.by.at);
  }
  return closed.map((c) => c.id);
}
