/**
 * Commands started in the background (core/capture/background) and not settled yet, by task id:
 * the index of each start's event, so a later record that says how the task ended (a task
 * notification, a `BashOutput` result) settles the start in place. Pure.
 */
import { backgroundTaskOf, settled, type TaskEnd } from "../capture/background.js";
import type { ActivityEvent } from "../capture/events.js";

export class BackgroundStarts {
  /** Task id → index in the session's events. */
  private readonly at = new Map<string, number>();

  /**
   * Notes the last of `events` as a start when its detail names a background task and it is the
   * event of tool call `toolUseId` (ids are stored clipped to 128 characters).
   */
  noteLast(events: readonly ActivityEvent[], detail: string | null, toolUseId: string): void {
    const task = backgroundTaskOf(detail);
    if (task !== null && events.at(-1)?.toolUseId === toolUseId.slice(0, 128))
      this.at.set(task, events.length - 1);
  }

  /** Settles, in `events`, the start that `end` says ended with an exit code; anything else is ignored. */
  settle(end: TaskEnd | null, events: ActivityEvent[]): void {
    if (end === null || end.exitCode === null) return;
    const at = this.at.get(end.taskId);
    const start = at === undefined ? undefined : events[at];
    if (at === undefined || start === undefined) return;
    this.at.delete(end.taskId);
    events[at] = settled(start, end.exitCode);
  }
}
