/**
 * Creating tasks (add, decompose, import's checks): ids generated `t<N>` from the project's counter
 * (never reused) or given; defaults from the parent (level one below, priority, phase); dependencies
 * must name tasks of the same board; the board's graph must stay acyclic; a parent becomes IN_PROGRESS.
 * Runs inside the caller's transaction.
 */
import { CairnError } from "../../core/common/errors.js";
import { parseOrThrow } from "../../core/common/validate.js";
import { redact } from "../../core/redact/redact.js";
import { describeCycle, findCycle } from "../../core/tasks/graph.js";
import {
  childLevel,
  DEFAULT_BOARD,
  newPendingTask,
  type Task,
  type TaskBoard,
} from "../../core/tasks/model.js";
import { type Change, decomposeParent } from "../../core/tasks/rules.js";
import { boardIdSchema, newTaskSchema, type ParsedNewTask } from "../../core/tasks/schema.js";
import { commitChanges, type TaskScope } from "./commit.js";
import type { TaskWrite } from "./task-write.js";

const invalid = (m: string): never => {
  throw new CairnError("INVALID_INPUT", m);
};

/** The board, created on first use. */
export async function ensureBoard(s: TaskScope, id: string | undefined): Promise<TaskBoard> {
  const boardId = await parseOrThrow(boardIdSchema, id ?? DEFAULT_BOARD, "board");
  const have = await s.tasks.getBoard(s.project, boardId);
  if (have) return have;
  const now = s.now.toISOString();
  const board = {
    project: s.project,
    id: boardId,
    name: boardId,
    description: "",
    createdAt: now,
    updatedAt: now,
  };
  await s.tasks.upsertBoard(board);
  return board;
}

/** A fresh `t<N>` id. */
export async function generateId(s: TaskScope): Promise<{ id: string; position: number }> {
  for (;;) {
    const position = await s.tasks.nextPosition(s.project);
    const id = `t${position}`;
    if (!(await s.tasks.getTask(s.project, id))) return { id, position };
  }
}

/**
 * Creates `inputs` (in order) in `boardId`, under `parentId` when given. A child may depend on a sibling
 * created earlier in the same call; `sequential` makes each depend on the one before.
 */
export async function createTasks(
  s: TaskScope,
  boardId: string | undefined,
  parentId: string | null,
  inputs: readonly unknown[],
  o: { sequential?: boolean } = {},
): Promise<TaskWrite> {
  if (inputs.length === 0) invalid("nothing to create: give at least one task");
  const parent = parentId === null ? null : await s.tasks.getTask(s.project, parentId);
  if (parentId !== null && !parent) throw new CairnError("NOT_FOUND", `no task ${parentId} in this project`);
  if (parent && boardId !== undefined && boardId !== parent.board)
    invalid(`${parent.id} belongs to board ${parent.board}, not ${boardId}`);
  const board = await ensureBoard(s, parent?.board ?? boardId);
  const now = s.now.toISOString();
  // the board's graph is loaded only when a new task depends on an existing one: without such an edge
  // no cycle can form (new tasks only wait for each other, in creation order)
  const external = inputs.some((x) => hasDeps(x));
  const known = new Map(
    (external ? await s.tasks.listTasks({ project: s.project, board: board.id }) : []).map((t) => [t.id, t]),
  );
  const created: Task[] = [];
  for (const [i, raw] of inputs.entries()) {
    const input: ParsedNewTask = await parseOrThrow(
      newTaskSchema,
      raw,
      inputs.length > 1 ? `task ${i + 1}` : "task",
    );
    const { id, position } = await placeFor(s, input.id, known);
    const deps = [...input.dependencies];
    const prev = created[created.length - 1];
    if (o.sequential && prev && !deps.includes(prev.id)) deps.push(prev.id);
    await checkDependencies(s, deps, known, board.id);
    const task = newPendingTask({
      project: s.project,
      board: board.id,
      id,
      position,
      title: redact(input.title),
      description: redact(input.description),
      level: input.level ?? (parent ? childLevel(parent.level) : "task"),
      parentId: parent?.id ?? null,
      dependencies: deps,
      priority: input.priority ?? parent?.priority ?? "medium",
      phase: input.phase !== undefined ? input.phase : (parent?.phase ?? null),
      estimateMinutes: input.estimateMinutes,
      at: now,
    });
    known.set(id, task);
    created.push(task);
  }
  if (external) {
    const cycle = findCycle([...known.values()]);
    if (cycle) invalid(`dependency cycle: ${describeCycle(cycle)}`);
  }
  const changes = creationChanges(created, parent, now);
  const events = await commitChanges(s, changes);
  return { board: board.id, changed: changes.map((c) => c.after), events, checkpoint: null };
}

/** The id asked for (INVALID_INPUT when taken) and the next position, or a generated id and its position. */
async function placeFor(
  s: TaskScope,
  asked: string | undefined,
  known: ReadonlyMap<string, Task>,
): Promise<{ id: string; position: number }> {
  if (asked === undefined) return generateId(s);
  if (known.has(asked) || (await s.tasks.getTask(s.project, asked))) invalid(`task id ${asked} is taken`);
  return { id: asked, position: await s.tasks.nextPosition(s.project) };
}

/** INVALID_INPUT unless every dependency is a task of `board` (known: the board's tasks and this call's). */
async function checkDependencies(
  s: TaskScope,
  deps: readonly string[],
  known: ReadonlyMap<string, Task>,
  board: string,
): Promise<void> {
  for (const d of deps) {
    if (known.has(d)) continue;
    const elsewhere = await s.tasks.getTask(s.project, d);
    invalid(
      elsewhere
        ? `dependency ${d} is in board ${elsewhere.board}, not ${board}`
        : `dependency ${d} does not exist`,
    );
  }
}

/** TASK_CREATED for each new task, and the parent's decomposition when they are its children. */
function creationChanges(created: readonly Task[], parent: Task | null, now: string): Change[] {
  const changes: Change[] = created.map((t) => ({
    before: null,
    after: t,
    events: [{ type: "TASK_CREATED", detail: t.title, data: { level: t.level, parent: t.parentId } }],
  }));
  if (parent)
    changes.push(
      decomposeParent(
        parent,
        created.map((t) => t.id),
        now,
      ),
    );
  return changes;
}

function hasDeps(x: unknown): boolean {
  const d = (x as { dependencies?: unknown } | null)?.dependencies;
  return Array.isArray(d) && d.length > 0;
}
