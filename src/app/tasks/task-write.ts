/** What every task write returns: the board, the tasks as they are now, the log events it appended. */
import type { Task, TaskEvent } from "../../core/tasks/model.js";

export interface TaskWrite {
  board: string;
  /** Tasks after the write (the moved task first, then what followed: parents, cascades). */
  changed: Task[];
  events: TaskEvent[];
  /** Number of the checkpoint written, if one was due. */
  checkpoint: number | null;
  /** Phases completed by this write. */
  phases?: string[];
}
