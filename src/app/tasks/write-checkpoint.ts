/**
 * Numbered checkpoints: a snapshot of every task of a board as the tasks.json document, written inside
 * the caller's transaction after every phase completion and every 10 task completions (and on demand).
 * Numbers only grow (from the last one logged or kept, or `atLeast`); the newest 10 are kept. The
 * files under `.cairn/tasks/<board>/checkpoints/` are rendered from these rows after the commit.
 */
import { CHECKPOINT_EVERY, CHECKPOINTS_KEPT, type TaskEvent } from "../../core/tasks/model.js";
import { boardEvent, type TaskScope } from "./commit.js";

export interface CheckpointWritten {
  number: number;
  taskCount: number;
  pruned: number[];
  event: TaskEvent;
}

/** `checkpoint-000012.json`: six digits so lexicographic order is numeric order up to 999,999. */
export function checkpointName(n: number): string {
  return `checkpoint-${String(n).padStart(6, "0")}.json`;
}

export async function writeCheckpoint(
  s: TaskScope,
  board: string,
  reason: string,
  atLeast = 1,
): Promise<CheckpointWritten> {
  const taskCount = await s.tasks.countTasks({ project: s.project, board });
  const [kept] = await s.tasks.listCheckpoints(s.project, board);
  const [logged] = await s.tasks.listEvents({
    project: s.project,
    board,
    types: ["CHECKPOINT_WRITTEN"],
    order: "newest",
    limit: 1,
  });
  const loggedNumber = typeof logged?.data?.number === "number" ? logged.data.number : 0;
  const number = Math.max(atLeast, (kept?.number ?? 0) + 1, loggedNumber + 1);
  const [last] = await s.tasks.listEvents({ project: s.project, board, order: "newest", limit: 1 });
  const lastSeq = last?.seq ?? 0;
  const writtenAt = s.now.toISOString();
  const data = await s.tasks.snapshotBoard(s.project, board, {
    checkpoint: number,
    written_at: writtenAt,
    last_seq: lastSeq,
    reason,
  });
  await s.tasks.insertCheckpoint({
    project: s.project,
    board,
    number,
    createdAt: writtenAt,
    reason,
    lastSeq,
    taskCount,
    data,
  });
  const pruned = await s.tasks.pruneCheckpoints(s.project, board, CHECKPOINTS_KEPT);
  const [event] = await s.tasks.appendEvents([
    boardEvent(s, board, {
      type: "CHECKPOINT_WRITTEN",
      detail: `${checkpointName(number)} (${taskCount} tasks; ${reason})`,
      data: { number, taskCount, reason, pruned },
    }),
  ]);
  return { number, taskCount, pruned, event: event as TaskEvent };
}

/** Completions logged since the board's last checkpoint. */
export async function completionsSinceCheckpoint(s: TaskScope, board: string): Promise<number> {
  const [last] = await s.tasks.listEvents({
    project: s.project,
    board,
    types: ["CHECKPOINT_WRITTEN"],
    order: "newest",
    limit: 1,
  });
  return s.tasks.countEvents({
    project: s.project,
    board,
    types: ["TASK_COMPLETE"],
    afterSeq: last?.seq ?? 0,
  });
}

export async function checkpointDue(
  s: TaskScope,
  board: string,
  phaseCompleted: boolean,
): Promise<string | null> {
  if (phaseCompleted) return "phase complete";
  const n = await completionsSinceCheckpoint(s, board);
  return n >= CHECKPOINT_EVERY ? `${n} completions` : null;
}
