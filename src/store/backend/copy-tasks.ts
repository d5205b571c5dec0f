/**
 * Copies the task boards of one TaskStore into another through the TaskStore port (any pair of
 * backends): the progress log under its own sequence numbers (so checkpoints' `last_seq` still name
 * the same events and recovery replays the same tail), boards, tasks with their dependency edges,
 * the creation counter, checkpoints and research briefs. A project whose id differs in the target has
 * it rewritten in every row it owns, and in the task snapshots that log entries carry.
 *
 * Idempotent and resumable: the project's whole log is offered again and `importEvents` skips the
 * entries the target already holds; boards are upserted; a task the target lacks is inserted and one
 * the source changed later than the target is replaced by the source's; checkpoints are added when
 * missing and briefs when missing or older in the target. A second run therefore copies nothing new.
 *
 * Errors: from either store, propagated. A log whose sequence numbers the target already uses for
 * other entries is refused (CairnError "STORE") with nothing of that batch written, and the log goes
 * before the project's rows, so such a project gets no half-copied board.
 */
import { CairnError } from "../../core/common/errors.js";
import type { Task, TaskEvent } from "../../core/tasks/model.js";
import type { TaskStore } from "../task-store.js";

export interface TaskCopyCounts {
  /** Boards the target did not have. */
  boards: number;
  /** Tasks inserted into the target. */
  tasks: number;
  /** Tasks of the target replaced by the source's (they differed). */
  updated: number;
  /** Log events added (events the target already had are not counted). */
  events: number;
  checkpoints: number;
  briefs: number;
}

export interface TaskCopyOptions {
  /** Source project id → the id it has in the target (absent: the same id). */
  projects: ReadonlyMap<string, string>;
  /** Called after each batch of log events with (done, total) over all boards. */
  onProgress?: (done: number, total: number) => void;
  /** Log events read and written per batch (default 500). */
  pageSize?: number;
}

export function emptyTaskCounts(): TaskCopyCounts {
  return { boards: 0, tasks: 0, updated: 0, events: 0, checkpoints: 0, briefs: 0 };
}

/**
 * Copies every board of the projects in `o.projects` from `from` into `to`; returns what was added.
 * The log goes first: when the target refuses it (its own log holds other entries under those numbers)
 * no task row of the project has been written yet.
 */
export async function copyTasks(from: TaskStore, to: TaskStore, o: TaskCopyOptions): Promise<TaskCopyCounts> {
  const counts = emptyTaskCounts();
  const projects: { source: string; target: string; events: number }[] = [];
  for (const [source, target] of o.projects)
    if ((await from.listBoards(source)).length > 0)
      projects.push({ source, target, events: await from.countEvents({ project: source }) });

  const total = projects.reduce((n, p) => n + p.events, 0);
  const page = o.pageSize ?? 500;
  let done = 0;
  if (total > 0) o.onProgress?.(0, total);
  for (const { source, target } of projects) {
    for (let after = 0; ; ) {
      const events = await from.listEvents({ project: source, afterSeq: after, limit: page });
      if (events.length === 0) break;
      counts.events += await to.importEvents(events.map((e) => moved(e, target))).catch((err) => {
        if (!(err instanceof CairnError)) throw err;
        throw new CairnError(err.code, `task boards of project ${target} not copied: ${err.message}`, {
          cause: err,
        });
      });
      after = (events[events.length - 1] as TaskEvent).seq;
      done += events.length;
      o.onProgress?.(Math.min(done, total), total);
      if (events.length < page) break;
    }
    const boards = await from.listBoards(source);
    for (const b of boards) {
      const mine = await to.getBoard(target, b.id);
      if (!mine) counts.boards += 1;
      if (!mine || mine.updatedAt < b.updatedAt) await to.upsertBoard({ ...b, project: target });
    }
    await copyRows(from, to, source, target, counts);
    await to.raisePosition(target, await from.lastPosition(source));
    for (const b of boards) await copyCheckpoints(from, to, source, target, b.id, counts);
  }
  return counts;
}

/** Tasks (one batch per project, so edges across boards resolve at commit) and their briefs. */
async function copyRows(
  from: TaskStore,
  to: TaskStore,
  source: string,
  target: string,
  counts: TaskCopyCounts,
) {
  const tasks = (await from.listTasks({ project: source })).map((t): Task => ({ ...t, project: target }));
  const there = new Map((await to.listTasks({ project: target })).map((t) => [t.id, t]));
  const fresh = tasks.filter((t) => !there.has(t.id));
  // a task changed in the target since an earlier copy keeps that change
  const changed = tasks.filter((t) => {
    const old = there.get(t.id);
    return old !== undefined && old.updatedAt < t.updatedAt && JSON.stringify(old) !== JSON.stringify(t);
  });
  await to.inTransaction(async () => {
    if (fresh.length > 0) await to.insertTasks(fresh);
    if (changed.length > 0) await to.updateTasks(changed);
  });
  counts.tasks += fresh.length;
  counts.updated += changed.length;
  for (const t of tasks) {
    const brief = await from.getBrief(source, t.id);
    if (!brief) continue;
    const mine = await to.getBrief(target, t.id);
    if (mine && mine.writtenAt >= brief.writtenAt) continue; // the target's is as new or newer
    await to.putBrief({ ...brief, project: target });
    counts.briefs += 1;
  }
}

async function copyCheckpoints(
  from: TaskStore,
  to: TaskStore,
  source: string,
  target: string,
  board: string,
  counts: TaskCopyCounts,
) {
  const have = new Set((await to.listCheckpoints(target, board)).map((c) => c.number));
  for (const info of await from.listCheckpoints(source, board)) {
    if (have.has(info.number)) continue;
    const c = await from.getCheckpoint(source, board, info.number);
    if (!c) continue; // pruned at the source meanwhile
    await to.insertCheckpoint({ ...c, project: target });
    counts.checkpoints += 1;
  }
}

/**
 * The event under the target's project id: the row's project and, in an entry that carries the task
 * as it became (`data.task`, what recovery replays), that task's project too.
 */
function moved(e: TaskEvent, target: string): TaskEvent {
  if (e.project === target) return e;
  const t = e.data?.task;
  const task =
    typeof t === "object" && t !== null && !Array.isArray(t) ? (t as Record<string, unknown>) : null;
  const data =
    task && task.project === e.project ? { ...e.data, task: { ...task, project: target } } : e.data;
  return { ...e, project: target, data };
}
