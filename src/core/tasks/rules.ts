/**
 * Status rules: each function takes a task (and what it needs to know about its neighbours) and
 * returns the changed task with the log events the change writes, or throws CairnError("INVALID_INPUT")
 * saying why the move is refused. Pure: the caller passes `now` and stores the result in one transaction.
 * "Nothing is marked done that was not": only a started leaf can be completed; parents complete when
 * every child that was not cancelled is COMPLETE.
 */
import { CairnError } from "../common/errors.js";
import type { Task, TaskEventType, TaskStatus } from "./model.js";

export interface EventDraft {
  type: TaskEventType;
  detail: string;
  prevStatus?: TaskStatus | null;
  newStatus?: TaskStatus | null;
  data?: Record<string, unknown>;
}

/** A task before and after one move, with the events that record it. `before` is null for a new task. */
export interface Change {
  before: Task | null;
  after: Task;
  events: EventDraft[];
}

const refuse = (message: string): never => {
  throw new CairnError("INVALID_INPUT", message);
};

function move(t: Task, status: TaskStatus, now: string, patch: Partial<Task> = {}): Task {
  return { ...t, ...patch, status, updatedAt: now };
}

function change(
  before: Task,
  after: Task,
  type: TaskEventType,
  detail: string,
  data?: Record<string, unknown>,
) {
  return { before, after, events: [{ type, detail, ...(data ? { data } : {}) }] } satisfies Change;
}

export function startTask(
  t: Task,
  o: { isParent: boolean; waitingOn: readonly string[] },
  now: string,
): Change {
  if (o.isParent) refuse(`${t.id} has subtasks; work on them (a parent completes when they do)`);
  if (!["PENDING", "RESEARCHED", "IN_RESEARCH"].includes(t.status))
    refuse(`${t.id} is ${t.status}; only PENDING, IN_RESEARCH or RESEARCHED tasks can be started`);
  if (o.waitingOn.length > 0) refuse(`${t.id} waits on ${o.waitingOn.join(", ")}`);
  const after = move(t, "IN_PROGRESS", now, { startedAt: now, completedAt: null, actualMinutes: null });
  return change(t, after, "TASK_STARTED", t.title);
}

/** Completes a started leaf. `minutes` overrides the measured time (started → now, rounded). */
export function completeTask(t: Task, o: { isParent: boolean; minutes?: number }, now: string): Change {
  if (o.isParent) refuse(`${t.id} has subtasks; it becomes COMPLETE when every subtask is`);
  if (t.status !== "IN_PROGRESS" && t.status !== "VALIDATING")
    refuse(
      `${t.id} is ${t.status}; only a started task (IN_PROGRESS or VALIDATING) can be completed — start it first`,
    );
  const measured = t.startedAt
    ? Math.max(0, Math.round((Date.parse(now) - Date.parse(t.startedAt)) / 60_000))
    : 0;
  const actual = o.minutes ?? measured;
  const after = move(t, "COMPLETE", now, { completedAt: now, actualMinutes: actual });
  return change(t, after, "TASK_COMPLETE", `${t.title} (${actual} min)`, {
    actualMinutes: actual,
    estimateMinutes: t.estimateMinutes,
  });
}

/**
 * A parent whose children are all COMPLETE or CANCELLED (at least one COMPLETE) becomes COMPLETE;
 * its actual minutes are the sum of its children's. Returns null when it is not due.
 */
export function completeParent(parent: Task, children: readonly Task[], now: string): Change | null {
  if (parent.status !== "IN_PROGRESS" && parent.status !== "VALIDATING") return null;
  const done = children.filter((c) => c.status === "COMPLETE");
  if (done.length === 0 || children.some((c) => c.status !== "COMPLETE" && c.status !== "CANCELLED"))
    return null;
  const actual = done.reduce((n, c) => n + (c.actualMinutes ?? 0), 0);
  const after = move(parent, "COMPLETE", now, {
    completedAt: now,
    actualMinutes: actual,
    startedAt: parent.startedAt ?? now,
  });
  return change(parent, after, "TASK_COMPLETE", `${parent.title} (all ${done.length} subtasks complete)`, {
    actualMinutes: actual,
    estimateMinutes: parent.estimateMinutes,
    parent: true,
  });
}

export function blockTask(t: Task, reason: string, now: string): Change {
  if (t.status === "COMPLETE" || t.status === "CANCELLED")
    refuse(`${t.id} is ${t.status}; it cannot be blocked`);
  if (t.status === "BLOCKED") refuse(`${t.id} is already BLOCKED (${t.blockedReason})`);
  return change(t, move(t, "BLOCKED", now, { blockedReason: reason }), "TASK_BLOCKED", reason);
}

/** A human lifts a block: a leaf goes back to PENDING (stale count cleared), a parent resumes. */
export function unblockTask(t: Task, children: readonly Task[], now: string): Change {
  if (t.status !== "BLOCKED") refuse(`${t.id} is ${t.status}, not BLOCKED`);
  const base = { blockedReason: null, staleCount: 0 };
  if (children.length === 0) {
    const after = move(t, "PENDING", now, { ...base, startedAt: null });
    return change(t, after, "TASK_UNBLOCKED", `was blocked: ${t.blockedReason}`);
  }
  const after = move(t, "IN_PROGRESS", now, { ...base, startedAt: t.startedAt ?? now });
  return change(t, after, "TASK_UNBLOCKED", `was blocked: ${t.blockedReason}`);
}

export function cancelTask(t: Task, reason: string | null, now: string): Change {
  if (t.status === "COMPLETE" || t.status === "CANCELLED")
    refuse(`${t.id} is ${t.status}; it cannot be cancelled`);
  const after = move(t, "CANCELLED", now, { blockedReason: null });
  return change(t, after, "TASK_CANCELLED", reason ?? t.title);
}

export function validateTask(t: Task, now: string): Change {
  if (t.status !== "IN_PROGRESS")
    refuse(`${t.id} is ${t.status}; only an IN_PROGRESS task can move to VALIDATING`);
  return change(t, move(t, "VALIDATING", now), "TASK_VALIDATING", t.title);
}

/**
 * Starts research, or reuses a brief younger than the TTL (then the task is RESEARCHED at once).
 * `briefAgeMs` is null when the task has no brief.
 */
export function researchTask(
  t: Task,
  o: { isParent: boolean; briefAgeMs: number | null; ttlMs: number },
  now: string,
): Change {
  if (o.isParent) refuse(`${t.id} has subtasks; research them instead`);
  if (t.status !== "PENDING" && t.status !== "RESEARCHED")
    refuse(`${t.id} is ${t.status}; only PENDING or RESEARCHED tasks can be researched`);
  if (o.briefAgeMs !== null && o.briefAgeMs < o.ttlMs) {
    const hours = Math.floor(o.briefAgeMs / 3_600_000);
    return change(
      t,
      move(t, "RESEARCHED", now),
      "TASK_RESEARCHED",
      `brief reused (${hours}h old, under the 24h TTL)`,
    );
  }
  return change(t, move(t, "IN_RESEARCH", now), "TASK_RESEARCH_STARTED", t.title);
}

/** A brief was recorded: a task waiting for research becomes RESEARCHED; other statuses keep theirs. */
export function briefRecorded(t: Task, now: string): Change | null {
  if (t.status !== "IN_RESEARCH" && t.status !== "PENDING") return null;
  return change(t, move(t, "RESEARCHED", now), "TASK_RESEARCHED", "research brief written");
}

/** Decomposing a task makes it a parent: it moves to IN_PROGRESS (it is worked through its children). */
export function decomposeParent(parent: Task, childIds: readonly string[], now: string): Change {
  if (parent.status === "COMPLETE" || parent.status === "CANCELLED" || parent.status === "BLOCKED")
    refuse(`${parent.id} is ${parent.status}; unblock or reopen it before adding subtasks`);
  const after = move(parent, "IN_PROGRESS", now, { startedAt: parent.startedAt ?? now, completedAt: null });
  return change(parent, after, "TASK_DECOMPOSED", `into ${childIds.join(", ")}`, { children: [...childIds] });
}
