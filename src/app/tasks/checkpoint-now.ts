/** `checkpoint`: a numbered snapshot of a board on demand (one transaction; logged CHECKPOINT_WRITTEN). */
import { CairnError } from "../../core/common/errors.js";
import { mutate, type TaskScope } from "./commit.js";
import { type CheckpointWritten, writeCheckpoint } from "./write-checkpoint.js";

export async function checkpointNow(
  s: TaskScope,
  board: string,
  reason = "manual",
): Promise<CheckpointWritten> {
  return mutate(s, board, "checkpoint", async () => {
    if (!(await s.tasks.getBoard(s.project, board)))
      throw new CairnError("NOT_FOUND", `no board ${board} in this project`);
    return writeCheckpoint(s, board, reason);
  });
}
