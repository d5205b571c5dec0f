/**
 * `import`: a tasks.json document (the project-planner plugin's shape, or a Cairn export or checkpoint) into a board. Strict:
 * every task must validate and the set must be consistent, ids must not be taken by another board, and a
 * board that has tasks is only replaced with `replace` (after a checkpoint of what it held). Anything
 * else refuses the whole import; nothing is written. Titles and descriptions are redacted.
 */
import { CairnError } from "../../core/common/errors.js";
import { type OnProgress, stages } from "../../core/common/progress.js";
import { redact } from "../../core/redact/redact.js";
import { inconsistencies } from "../../core/tasks/consistency.js";
import { parseDocument } from "../../core/tasks/document.js";
import type { Task } from "../../core/tasks/model.js";
import { boardEvent, mutate, type TaskScope } from "./commit.js";
import { ensureBoard } from "./create-tasks.js";
import { writeCheckpoint } from "./write-checkpoint.js";

export interface ImportResult {
  board: string;
  imported: number;
  replaced: number;
  checkpoint: number;
}

/** Stages reported to `onProgress`: checking the document, storing the tasks, writing a checkpoint. */
export const IMPORT_STAGES = 3;

const refuse = (m: string): never => {
  throw new CairnError("INVALID_INPUT", m);
};

export async function importTasks(
  s: TaskScope,
  boardId: string | undefined,
  text: string,
  o: { replace?: boolean; source?: string; onProgress?: OnProgress } = {},
): Promise<ImportResult> {
  const progress = stages(IMPORT_STAGES, o.onProgress);
  return mutate(s, boardId ?? "main", "import", async () => {
    progress.stage("checking the document");
    const board = await ensureBoard(s, boardId);
    const tasks = await checkedTasks(s, board.id, text);
    const existing = await s.tasks.countTasks({ project: s.project, board: board.id });
    if (existing > 0 && !o.replace)
      refuse(
        `board ${board.id} already has ${existing} tasks; pass --replace to replace them (a checkpoint is written first)`,
      );
    progress.stage(`storing ${tasks.length} tasks`);
    if (existing > 0) await writeCheckpoint(s, board.id, "before import");
    const placed: Task[] = [];
    for (const t of tasks)
      placed.push({
        ...t,
        title: redact(t.title),
        description: redact(t.description),
        position: await s.tasks.nextPosition(s.project),
      });
    await s.tasks.replaceBoardTasks(s.project, board.id, placed);
    await s.tasks.appendEvents([
      boardEvent(s, board.id, {
        type: "TASKS_IMPORTED",
        detail: `${placed.length} tasks${o.source ? ` from ${o.source}` : ""}${existing > 0 ? `, replacing ${existing}` : ""}`,
        data: { imported: placed.length, replaced: existing, source: o.source ?? null },
      }),
    ]);
    progress.stage("writing a checkpoint");
    const cp = await writeCheckpoint(s, board.id, "import");
    progress.finish();
    return { board: board.id, imported: placed.length, replaced: existing, checkpoint: cp.number };
  });
}

/**
 * The document's tasks for `board`, or CairnError INVALID_INPUT: not a tasks document, a task that
 * does not validate, no task, an inconsistent set, or an id another board of the project uses.
 */
async function checkedTasks(s: TaskScope, board: string, text: string): Promise<Task[]> {
  const doc = await parseDocument(text, { project: s.project, board, now: s.now.toISOString() });
  if (typeof doc === "string") return refuse(`not a tasks document: ${doc}`);
  if (doc.invalid.length > 0) {
    const first = doc.invalid
      .slice(0, 3)
      .map((i) => `#${i.index + 1}${i.id ? ` (${i.id})` : ""}: ${i.problem}`)
      .join("; ");
    refuse(`${doc.invalid.length} task(s) do not validate — ${first}`);
  }
  if (doc.tasks.length === 0) refuse("the document has no tasks");
  const problems = inconsistencies(doc.tasks, s.now.toISOString());
  if (problems.length > 0) refuse(`inconsistent document — ${problems.slice(0, 3).join("; ")}`);
  const taken = (await s.tasks.listTasks({ project: s.project, ids: doc.tasks.map((t) => t.id) })).filter(
    (t) => t.board !== board,
  );
  if (taken.length > 0)
    refuse(
      `task ids already used by other boards: ${taken
        .slice(0, 5)
        .map((t) => `${t.id} (${t.board})`)
        .join(", ")}`,
    );
  return doc.tasks;
}
