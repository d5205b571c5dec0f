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
import type { ProviderInput } from "../extension/provider-input.js";
import { describeMoves, tasksMoved } from "./tasks-moved.js";

type Item = PackSection["items"][number];

export async function tasksProvider(input: ProviderInput): Promise<PackSection[] | null> {
  const project = input.project.id;
  // task code is loaded only for projects that use tasks
  if (!(await input.stores.hasTaskBoards(project))) return null;
  const tasks = await input.stores.tasks();
  const boards = await tasks.listBoards(project);
  if (boards.length === 0) return null;
  const label = (t: Task) => (boards.length > 1 ? ` [${t.board}]` : "");
  const items: Item[] = [];
  const flow: Item[] = [];
  const flight = await tasks.listTasks({
    project,
    statuses: ["IN_PROGRESS", "VALIDATING", "IN_RESEARCH"],
    limit: 40,
  });
  const parents = await tasks.parentsAmong(
    project,
    flight.map((t) => t.id),
  );
  for (const t of flight.filter((x) => !parents.has(x.id)).slice(0, 5)) {
    const since = t.startedAt ? `, started ${formatAge(t.startedAt, input.now)}` : "";
    const est = t.estimateMinutes ? `, est ${t.estimateMinutes} min` : "";
    flow.push({
      id: t.id,
      type: "task",
      title: t.title,
      line: `- ${t.status} ${t.id}: ${clipLine(t.title, 120)}${since}${est}${label(t)}`,
      entry: {
        kind: "now",
        text: clipLine(t.title, 120),
        source: `task ${t.id} ${t.status}${since}${est}${label(t)}`,
      },
    });
  }
  for (const t of await tasks.listTasks({ project, statuses: ["BLOCKED"], limit: 5 }))
    items.push({
      id: t.id,
      type: "task",
      title: t.title,
      line: `- BLOCKED ${t.id}: ${clipLine(t.title, 100)} — ${clipLine(t.blockedReason ?? "", 120)}${label(t)}`,
    });
  for (const t of await tasks.readyTasks(project, undefined, 3))
    flow.push({
      id: t.id,
      type: "task",
      title: t.title,
      line: `- NEXT ${t.id}: ${clipLine(t.title, 120)} (${t.priority}${t.estimateMinutes ? `, est ${t.estimateMinutes} min` : ""})${label(t)}`,
      entry: {
        kind: "next",
        text: clipLine(t.title, 120),
        source: `task ${t.id}, ${t.priority}${t.estimateMinutes ? `, est ${t.estimateMinutes} min` : ""}${label(t)}`,
      },
    });
  const [last] = await input.stores.store.listSessions({
    project,
    limit: 1,
    ...(input.sessionId ? { excludeId: input.sessionId } : {}),
  });
  if (last) {
    const moves = await tasksMoved(tasks, project, last.id);
    if (moves.length > 0)
      items.push({
        id: `moved:${last.id}`,
        type: "task",
        title: "moved last session",
        line: `- Last session moved: ${describeMoves(moves, 6)}`,
      });
  }
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
