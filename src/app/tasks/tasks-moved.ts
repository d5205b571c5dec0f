/**
 * Which tasks a session moved, from the progress log's session ids: "t3 → COMPLETE" (the last status
 * each task reached in that session). Feeds `cairn sessions` and the context pack's last-session line.
 */
import type { TaskStore } from "../../store/task-store.js";

export interface TaskMove {
  taskId: string;
  board: string;
  from: string | null;
  to: string;
}

export async function tasksMoved(tasks: TaskStore, project: string, sessionId: string): Promise<TaskMove[]> {
  const events = await tasks.listEvents({ project, sessionId, limit: 2000 });
  const moves = new Map<string, TaskMove>();
  for (const e of events) {
    if (!e.taskId || e.newStatus === null || e.prevStatus === e.newStatus) continue;
    const had = moves.get(e.taskId);
    moves.set(e.taskId, {
      taskId: e.taskId,
      board: e.board,
      from: had?.from ?? e.prevStatus,
      to: e.newStatus,
    });
  }
  return [...moves.values()].filter((m) => m.from !== m.to);
}

export function describeMoves(moves: readonly TaskMove[], max = 8): string {
  const shown = moves.slice(0, max).map((m) => `${m.taskId} → ${m.to}`);
  return `${shown.join(", ")}${moves.length > max ? ` (+${moves.length - max} more)` : ""}`;
}
