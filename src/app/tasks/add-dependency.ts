/**
 * `depend`: task A must wait for B (same board). Refused when A has started or finished, when B is
 * unknown or in another board, and when the edge would close a cycle (parents wait for their children).
 */
import { CairnError } from "../../core/common/errors.js";
import { describeCycle, findCycle } from "../../core/tasks/graph.js";
import { commitChanges, mustGetTask, mutate, type TaskScope } from "./commit.js";
import type { TaskWrite } from "./task-write.js";

const OPEN = ["PENDING", "IN_RESEARCH", "RESEARCHED", "BLOCKED"];

export async function addDependency(
  s: TaskScope,
  board: string,
  id: string,
  on: readonly string[],
): Promise<TaskWrite> {
  return mutate(
    s,
    board,
    `depend ${id}`,
    async () => {
      const t = await mustGetTask(s, id);
      if (!OPEN.includes(t.status))
        throw new CairnError(
          "INVALID_INPUT",
          `${id} is ${t.status}; dependencies can only be added before it starts`,
        );
      const all = await s.tasks.listTasks({ project: s.project, board: t.board });
      const byId = new Map(all.map((x) => [x.id, x]));
      for (const d of on) {
        if (byId.has(d)) continue;
        const other = await s.tasks.getTask(s.project, d);
        throw new CairnError(
          "INVALID_INPUT",
          other ? `${d} is in board ${other.board}, not ${t.board}` : `dependency ${d} does not exist`,
        );
      }
      const dependencies = [...t.dependencies, ...on.filter((d) => !t.dependencies.includes(d))];
      const after = { ...t, dependencies, updatedAt: s.now.toISOString() };
      byId.set(id, after);
      const cycle = findCycle([...byId.values()]);
      if (cycle) throw new CairnError("INVALID_INPUT", `dependency cycle: ${describeCycle(cycle)}`);
      const events = await commitChanges(s, [
        {
          before: t,
          after,
          events: [
            {
              type: "TASK_UPDATED",
              detail: `now depends on ${dependencies.join(", ")}`,
              data: { added: [...on] },
            },
          ],
        },
      ]);
      return { board: t.board, changed: [after], events, checkpoint: null };
    },
    id,
  );
}
