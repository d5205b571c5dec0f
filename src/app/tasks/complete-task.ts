/**
 * `complete`: a started leaf becomes COMPLETE with its actual minutes; then parents, phase and
 * checkpoint are settled and the rolling velocity (from the log) is recorded on the TASK_COMPLETE event.
 */
import type { TaskEvent } from "../../core/tasks/model.js";
import { completeTask } from "../../core/tasks/rules.js";
import { type Completion, type Velocity, velocity } from "../../core/tasks/velocity.js";
import { commitChanges, mustGetTask, mutate, type TaskScope } from "./commit.js";
import { type Settled, settleAfter } from "./settle.js";
import type { TaskWrite } from "./task-write.js";

export async function completeTaskById(
  s: TaskScope,
  board: string,
  id: string,
  o: { minutes?: number } = {},
): Promise<TaskWrite & { velocity: Velocity }> {
  return mutate(
    s,
    board,
    `complete ${id}`,
    async () => {
      const t = await mustGetTask(s, id);
      const isParent = (await s.tasks.parentsAmong(s.project, [id])).has(id);
      const change = completeTask(t, { isParent, minutes: o.minutes }, s.now.toISOString());
      const v = velocity([
        ...(await recentCompletions(s, t.board)),
        {
          ts: s.now.toISOString(),
          actualMinutes: change.after.actualMinutes,
          estimateMinutes: t.estimateMinutes,
        },
      ]);
      const first = change.events[0];
      if (first) first.data = { ...first.data, velocity: v };
      const events = await commitChanges(s, [change]);
      const settled: Settled = await settleAfter(s, t.board, { check: [t.parentId], moved: [change.after] });
      return {
        board: t.board,
        changed: [change.after, ...settled.changed],
        events: [...events, ...settled.events],
        checkpoint: settled.checkpoint?.number ?? null,
        phases: settled.phases,
        velocity: v,
      };
    },
    id,
  );
}

/** The last leaf completions of a board, oldest first (parent completions excluded). */
export async function recentCompletions(s: TaskScope, board: string, n = 9): Promise<Completion[]> {
  const events: TaskEvent[] = await s.tasks.listEvents({
    project: s.project,
    board,
    types: ["TASK_COMPLETE"],
    order: "newest",
    limit: n * 3,
  });
  return events
    .filter((e) => e.data?.parent !== true)
    .slice(0, n)
    .reverse()
    .map((e) => ({
      ts: e.ts,
      actualMinutes: typeof e.data?.actualMinutes === "number" ? e.data.actualMinutes : null,
      estimateMinutes: typeof e.data?.estimateMinutes === "number" ? e.data.estimateMinutes : null,
    }));
}
