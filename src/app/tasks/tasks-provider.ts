/**
 * The tasks' part of the context pack: tasks in progress and the next ready tasks join the pack's one
 * Continuity section (merged with the other sources of "what is next"); the "Tasks" section (placement
 * "lead") keeps what is blocked and why and which tasks the previous session moved — so a new session
 * starts knowing where a long piece of work stands. Reads only indexed slices of the store.
 */
import { formatAge } from "../../core/common/age.js";
import { clipLine } from "../../core/common/text.js";
import type { PackSection } from "../../core/context/context-pack.js";
import type { Task } from "../../core/tasks/model.js";
import type { TaskStore } from "../../store/task-store.js";
import type { ProviderInput } from "../extension/provider-input.js";
import { describeMoves, tasksMoved } from "./tasks-moved.js";

type Item = PackSection["items"][number];

export async function tasksProvider(input: ProviderInput): Promise<PackSection[] | null> {
  const project = input.project.id;
  // task code is loaded only for projects that use tasks
  if (!(input.taskBoards?.present ?? (await input.stores.hasTaskBoards(project)))) return null;
  const tasks = await (input.taskBoards?.tasks ?? input.stores.tasks());
  const boards = await tasks.listBoards(project);
  if (boards.length === 0) return null;
  const label: Label = (t) => (boards.length > 1 ? ` [${t.board}]` : "");
  const flow = await inFlight(tasks, project, input.now, label);
  const items = await blocked(tasks, project, label);
  flow.push(...(await nextUp(tasks, project, label)));
  const moved = await lastSessionMoves(input, tasks);
  if (moved) items.push(moved);
  if (items.length + flow.length === 0) return null;
  const done = await tasks.countTasks({ project, statuses: ["COMPLETE"] });
  const total = await tasks.countTasks({ project });
  const sections: PackSection[] = [];
  if (flow.length > 0)
    sections.push({ title: "Continuity", placement: "lead", continuity: true, items: flow });
  sections.push({
    title: `Tasks (${done}/${total} complete)`,
    placement: "lead",
    cap: 12,
    items,
    footer:
      "Keep task state current: `cairn tasks start|complete|block ID`, `cairn tasks next`, `cairn tasks list`.",
  });
  return sections;
}

/** The board a task is on, when the project has several (" [board]"), else "". */
type Label = (t: Task) => string;

/** Up to five leaf tasks in flight: "now" lines of Continuity. */
async function inFlight(tasks: TaskStore, project: string, now: Date, label: Label): Promise<Item[]> {
  const flight = await tasks.listTasks({
    project,
    statuses: ["IN_PROGRESS", "VALIDATING", "IN_RESEARCH"],
    limit: 40,
  });
  const parents = await tasks.parentsAmong(
    project,
    flight.map((t) => t.id),
  );
  return flight
    .filter((x) => !parents.has(x.id))
    .slice(0, 5)
    .map((t) => {
      const since = t.startedAt ? `, started ${formatAge(t.startedAt, now)}` : "";
      const est = t.estimateMinutes ? `, est ${t.estimateMinutes} min` : "";
      return {
        id: t.id,
        type: "task",
        title: t.title,
        line: `- ${t.status} ${t.id}: ${clipLine(t.title, 120)}${since}${est}${label(t)}`,
        entry: {
          kind: "now",
          text: clipLine(t.title, 120),
          source: `task ${t.id} ${t.status}${since}${est}${label(t)}`,
        },
      };
    });
}

/** Up to five blocked tasks with their reasons. */
async function blocked(tasks: TaskStore, project: string, label: Label): Promise<Item[]> {
  return (await tasks.listTasks({ project, statuses: ["BLOCKED"], limit: 5 })).map((t) => ({
    id: t.id,
    type: "task",
    title: t.title,
    line: `- BLOCKED ${t.id}: ${clipLine(t.title, 100)} — ${clipLine(t.blockedReason ?? "", 120)}${label(t)}`,
  }));
}

/** The next three ready tasks: "next" lines of Continuity. */
async function nextUp(tasks: TaskStore, project: string, label: Label): Promise<Item[]> {
  return (await tasks.readyTasks(project, undefined, 3)).map((t) => ({
    id: t.id,
    type: "task",
    title: t.title,
    line: `- NEXT ${t.id}: ${clipLine(t.title, 120)} (${t.priority}${t.estimateMinutes ? `, est ${t.estimateMinutes} min` : ""})${label(t)}`,
    entry: {
      kind: "next",
      text: clipLine(t.title, 120),
      source: `task ${t.id}, ${t.priority}${t.estimateMinutes ? `, est ${t.estimateMinutes} min` : ""}${label(t)}`,
    },
  }));
}

/** What the previous session (not this one) moved, as one line. */
async function lastSessionMoves(input: ProviderInput, tasks: TaskStore): Promise<Item | null> {
  const project = input.project.id;
  const [last] = await input.stores.store.listSessions({
    project,
    limit: 1,
    ...(input.sessionId ? { excludeId: input.sessionId } : {}),
  });
  if (!last) return null;
  const moves = await tasksMoved(tasks, project, last.id);
  if (moves.length === 0) return null;
  return {
    id: `moved:${last.id}`,
    type: "task",
    title: "moved last session",
    line: `- Last session moved: ${describeMoves(moves, 6)}`,
  };
}
