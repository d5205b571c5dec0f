/**
 * What follows a completion or cancellation, inside the same transaction: parents whose children are
 * all done become COMPLETE (up the tree), a phase whose tasks are all done logs PHASE_COMPLETE, and a
 * checkpoint is written when one is due (every phase completion, every 10 completions).
 */
import type { Task, TaskEvent } from "../../core/tasks/model.js";
import { completeParent } from "../../core/tasks/rules.js";
import { boardEvent, commitChanges, type TaskScope } from "./commit.js";
import { type CheckpointWritten, checkpointDue, writeCheckpoint } from "./write-checkpoint.js";

export interface Settled {
  changed: Task[];
  events: TaskEvent[];
  phases: string[];
  checkpoint: CheckpointWritten | null;
}

const DONE = ["COMPLETE", "CANCELLED"] as const;

/**
 * `check`: parents that may now be due (walked upwards); `moved`: tasks just completed or cancelled
 * (their phases are checked).
 */
export async function settleAfter(
  s: TaskScope,
  board: string,
  o: { check: readonly (string | null)[]; moved: readonly Task[] },
): Promise<Settled> {
  const out: Settled = { changed: [], events: [], phases: [], checkpoint: null };
  const settledTasks: Task[] = [...o.moved];
  const parents = [...new Set(o.check.filter((p): p is string => p !== null))];
  for (const first of parents) {
    for (let id: string | null = first; id !== null; ) {
      const open = await s.tasks.countTasks({ project: s.project, parentId: id, notStatuses: DONE });
      if (open > 0) break;
      const parent = await s.tasks.getTask(s.project, id);
      if (!parent) break;
      const children = await s.tasks.listTasks({ project: s.project, parentId: id });
      const change = completeParent(parent, children, s.now.toISOString());
      if (!change) break;
      out.events.push(...(await commitChanges(s, [change])));
      out.changed.push(change.after);
      settledTasks.push(change.after);
      id = parent.parentId;
    }
  }
  const phases = new Set(settledTasks.filter((t) => t.phase !== null).map((t) => t.phase as string));
  for (const phase of phases) {
    const open = await s.tasks.countTasks({ project: s.project, board, phase, notStatuses: DONE });
    if (open > 0) continue;
    const total = await s.tasks.countTasks({ project: s.project, board, phase, statuses: ["COMPLETE"] });
    if (total === 0) continue; // a phase whose tasks were all cancelled did not complete
    const events = await s.tasks.appendEvents([
      boardEvent(s, board, {
        type: "PHASE_COMPLETE",
        detail: `phase "${phase}" complete (${total} tasks)`,
        data: { phase, tasks: total },
      }),
    ]);
    out.events.push(...events);
    out.phases.push(phase);
  }
  const due = await checkpointDue(s, board, out.phases.length > 0);
  if (due) {
    out.checkpoint = await writeCheckpoint(s, board, due);
    out.events.push(out.checkpoint.event);
  }
  return out;
}
