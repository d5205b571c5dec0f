/**
 * Appends an event that is not a status move: LOOP_ITERATION (an autonomous loop's heartbeat),
 * SYNC_TO_<PLATFORM> (the task was mirrored elsewhere; the detail carries the external id) or ERROR.
 * Status events are written only by the moves themselves, so the log never claims what did not happen.
 */
import { CairnError } from "../../core/common/errors.js";
import { redact } from "../../core/redact/redact.js";
import { SYNC_EVENT, type TaskEvent } from "../../core/tasks/model.js";
import { boardEvent, mustGetTask, mutate, type TaskScope } from "./commit.js";
import { ensureBoard } from "./create-tasks.js";

export async function appendLogEvent(
  s: TaskScope,
  board: string | undefined,
  e: { type: string; taskId?: string; detail?: string },
): Promise<TaskEvent> {
  return mutate(s, board ?? "main", `log ${e.type}`, async () => {
    if (e.type !== "LOOP_ITERATION" && e.type !== "ERROR" && !SYNC_EVENT.test(e.type))
      throw new CairnError(
        "INVALID_INPUT",
        `--event ${e.type}: only LOOP_ITERATION, ERROR or SYNC_TO_<PLATFORM> (A-Z, 0-9, _) can be appended by hand; status events come from the moves`,
      );
    const task = e.taskId ? await mustGetTask(s, e.taskId) : null;
    const p = task?.board ?? (await ensureBoard(s, board)).id;
    const detail = redact((e.detail ?? "").trim()).slice(0, 2000);
    const [out] = await s.tasks.appendEvents([
      boardEvent(
        s,
        p,
        {
          type: e.type as TaskEvent["type"],
          detail,
          prevStatus: task?.status ?? null,
          newStatus: task?.status ?? null,
        },
        task?.id ?? null,
      ),
    ]);
    return out as TaskEvent;
  });
}
