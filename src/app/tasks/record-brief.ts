/**
 * Research briefs: one markdown brief per task (redacted, ≤ 100,000 characters), stored in the store
 * and rendered to `.cairn/tasks/briefs/<task-id>.md`. Writing one moves a task that waits for research
 * (IN_RESEARCH or PENDING) to RESEARCHED. Briefs are never deleted — not by stale resets, not by
 * cancellation; `research` reuses one younger than 24 h.
 */
import { lineText, parseOrThrow } from "../../core/common/validate.js";
import { redact } from "../../core/redact/redact.js";
import type { ResearchBrief } from "../../core/tasks/model.js";
import { briefRecorded } from "../../core/tasks/rules.js";
import { boardEvent, commitChanges, mustGetTask, mutate, type TaskScope } from "./commit.js";
import type { TaskWrite } from "./task-write.js";

const briefBody = lineText("the brief", 100_000, "the brief is empty");

export async function recordBrief(
  s: TaskScope,
  board: string,
  id: string,
  body: string,
): Promise<TaskWrite & { brief: ResearchBrief }> {
  return mutate(
    s,
    board,
    `brief ${id}`,
    async () => {
      const text = redact(await parseOrThrow(briefBody, body, "brief"));
      const t = await mustGetTask(s, id);
      const brief: ResearchBrief = {
        project: s.project,
        taskId: id,
        body: text,
        writtenAt: s.now.toISOString(),
        sessionId: s.sessionId,
      };
      await s.tasks.putBrief(brief);
      const change = briefRecorded(t, s.now.toISOString());
      const events = change
        ? await commitChanges(s, [change])
        : await s.tasks.appendEvents([
            boardEvent(
              s,
              t.board,
              {
                type: "TASK_UPDATED",
                detail: "research brief written",
                prevStatus: t.status,
                newStatus: t.status,
              },
              id,
            ),
          ]);
      return { board: t.board, changed: change ? [change.after] : [], events, checkpoint: null, brief };
    },
    id,
  );
}
