/**
 * What a session's events settled among the project's live memories, each marked superseded by the
 * session's summary memory with the reason ("done: …", "allowed later: …"); they leave the pack's open
 * items and search, and stay reviewable:
 * - todos one of the session's completed task-list items or commits says it did
 *   (core/memories/supersede.ts `closedTodos`, same meaning, after the todo was last seen), and in the
 *   same way requests an earlier session kept as a preference from an exchange (typed after an
 *   interrupt or when rejecting a call) that do not say they stand (core/capture/request-done.ts);
 * - constraints kept from calls the user rejected at the permission prompt whose every call the session
 *   ran later without a rejection (core/memories/refusals-allowed.ts `allowedLater`);
 * - the previous session's closing claims when this session's first request pastes a failure
 *   (app/memories/reported-claims.ts: its summary is rewritten, its last work summary superseded).
 */
import type { ActivityEvent } from "../../core/capture/events.js";
import { isOpenRequest } from "../../core/capture/request-done.js";
import type { Memory } from "../../core/memories/memory.js";
import { allowedLater, STOPPED_KEY_PREFIX } from "../../core/memories/refusals-allowed.js";
import { closedTodos, SUPERSEDE_REASONS } from "../../core/memories/supersede.js";
import { todoClosers } from "../../core/memories/todo-closers.js";
import type { Store } from "../../store/store.js";
import { withdrawReportedClaims } from "./reported-claims.js";
import { markSuperseded } from "./supersede-memory.js";

/** Open todos, and constraints, compared per session (the newest). */
const TODOS = 200;

/** When each memory filed in this session was seen: its tool call's time (a live save is stamped later). */
function seenAt(events: readonly ActivityEvent[]): (m: Memory) => string {
  const filedAt = new Map(events.flatMap((e) => (e.toolUseId ? [[e.toolUseId, e.ts] as const] : [])));
  return (m) => (m.source.toolUseId && filedAt.get(m.source.toolUseId)) || m.updatedAt;
}

/** Closes the todos `events` did; `summary` is the session's task_summary memory. Returns their ids. */
export async function closeDoneTodos(
  store: Store,
  summary: Memory,
  events: readonly ActivityEvent[],
): Promise<string[]> {
  const allowed = [
    ...(await withdrawReportedClaims(store, summary, events)),
    ...(await settleRefusals(store, summary, events)),
  ];
  const closers = todoClosers(events);
  if (closers.length === 0) return allowed;
  const listed = await store.listMemories({
    project: summary.project,
    types: ["todo", "preference"],
    limit: TODOS,
  });
  const todos = listed.filter((m) => m.type === "todo" || isOpenRequest(m));
  const seen = seenAt(events);
  const open = todos.map((t) => ({ id: t.id, title: t.title, seenAt: seen(t) }));
  const closed = closedTodos(open, closers);
  for (const c of closed) {
    const todo = todos.find((t) => t.id === c.id) as Memory;
    await markSuperseded(store, todo, summary, `${c.reason}: “${c.by.text}”`, c.by.at);
  }
  return [...allowed, ...closed.map((c) => c.id)];
}

/** Supersedes the refusals whose every call `events` ran later (none listed when no call ran). */
async function settleRefusals(
  store: Store,
  summary: Memory,
  events: readonly ActivityEvent[],
): Promise<string[]> {
  if (!events.some((e) => e.kind === "tool" && !!e.command)) return [];
  const constraints = await store.listMemories({
    project: summary.project,
    types: ["constraint"],
    limit: TODOS,
  });
  const refusals = constraints.filter((m) => m.dedupeKey?.startsWith(STOPPED_KEY_PREFIX));
  if (refusals.length === 0) return [];
  const seen = seenAt(events);
  const settled = allowedLater(
    refusals.map((m) => ({ id: m.id, title: m.title, seenAt: seen(m) })),
    events,
  );
  for (const s of settled) {
    const refusal = refusals.find((m) => m.id === s.id) as Memory;
    const reason = `${SUPERSEDE_REASONS.allowed}: \`${s.by.command.slice(0, 120)}\` (${s.by.ts.slice(0, 10)})`;
    await markSuperseded(store, refusal, summary, reason, s.by.ts);
  }
  return settled.map((s) => s.id);
}
