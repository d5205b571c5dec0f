/**
 * Shell commands sent to the background (Claude Code's Bash `run_in_background`: its result carries
 * `backgroundTaskId` and no exit status) are started, not verified, until a later record says how they
 * ended: a `<task-notification>` (`<task-id>`, `<status>completed|failed|killed</status>`, a summary
 * "… completed (exit code 0)" / "… failed with exit code 1"), or a BashOutput result
 * (`{shellId, status, exitCode}`). Record shapes as Claude Code 1.0.x–2.1.x writes them. Pure.
 */
import type { ActivityEvent } from "./events.js";

/** The tool event detail of a command started in the background: `started in the background: <task id>`. */
export const BACKGROUND_START = "started in the background";

/** The detail for a start with this task id. */
export const backgroundDetail = (taskId: string): string => `${BACKGROUND_START}: ${taskId}`;

/** The task id of a background start's detail, else null. */
export function backgroundTaskOf(detail: string | null): string | null {
  return detail?.startsWith(`${BACKGROUND_START}: `) ? detail.slice(BACKGROUND_START.length + 2) : null;
}

export interface TaskEnd {
  taskId: string;
  /** The exit code the record reports; null when it reports none (a task that was killed). */
  exitCode: number | null;
}

/** How a background task ended, from a `<task-notification>` text; null for any other text. */
export function taskNotificationEnd(text: string): TaskEnd | null {
  if (!/^\s*<task-notification>/.test(text)) return null;
  const taskId = /<task-id>\s*([^<\s]+)\s*<\/task-id>/.exec(text)?.[1];
  const status = /<status>\s*(\w+)\s*<\/status>/.exec(text)?.[1];
  if (!taskId || (status !== "completed" && status !== "failed")) return null;
  const code = /\bexit code (-?\d+)\b/i.exec(text)?.[1];
  return { taskId, exitCode: code === undefined ? null : Number(code) };
}

/** How a background task ended, from a BashOutput result (`{shellId, status, exitCode}`); null while running. */
export function bashOutputEnd(result: unknown): TaskEnd | null {
  if (typeof result !== "object" || result === null) return null;
  const r = result as { shellId?: unknown; status?: unknown; exitCode?: unknown };
  if (typeof r.shellId !== "string" || (r.status !== "completed" && r.status !== "failed")) return null;
  return typeof r.exitCode === "number" && Number.isInteger(r.exitCode)
    ? { taskId: r.shellId, exitCode: r.exitCode }
    : null;
}

/** The start event with its outcome: exit 0 passed, any other code failed (`Exit code N`). */
export function settled(start: ActivityEvent, exitCode: number): ActivityEvent {
  return {
    ...start,
    ok: exitCode === 0,
    exitCode,
    error: exitCode === 0 ? null : `Exit code ${exitCode}`,
    detail: null,
  };
}

/**
 * The events with each background start settled by a later task notification (a prompt event, as live
 * hooks record it) that names its task and an exit code; starts without one stay started.
 */
export function withSettledBackground(events: readonly ActivityEvent[]): readonly ActivityEvent[] {
  if (!events.some((e) => e.kind === "tool" && backgroundTaskOf(e.detail) !== null)) return events;
  const ends = new Map<string, number>();
  for (const e of events) {
    const end = e.kind === "prompt" && e.detail ? taskNotificationEnd(e.detail) : null;
    if (end?.exitCode !== null && end !== null) ends.set(end.taskId, end.exitCode);
  }
  return events.map((e) => {
    const id = e.kind === "tool" ? backgroundTaskOf(e.detail) : null;
    const code = id === null ? undefined : ends.get(id);
    return code === undefined ? e : settled(e, code);
  });
}

/** A passing command with no exit status of its own: a background start that nothing settled. */
export const isUnsettledStart = (e: ActivityEvent): boolean =>
  e.kind === "tool" && e.ok === true && e.exitCode === null && backgroundTaskOf(e.detail) !== null;
