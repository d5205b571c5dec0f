/** `cairn tasks` subcommands that only read: next, show, list (tree), log, boards. */
import { checkBoard } from "../../app/tasks/check-board.js";
import { nextTasks } from "../../app/tasks/next-tasks.js";
import { showTask } from "../../app/tasks/show-task.js";
import { CairnError } from "../../core/common/errors.js";
import { DEFAULT_BOARD, TASK_STATUSES, type TaskStatus } from "../../core/tasks/model.js";
import { renderProgressLog } from "../../core/tasks/progress-log.js";
import { printJson } from "../context.js";
import { boardSummary, detailLines, taskLine, treeLines } from "./tasks-format.js";
import { int, list, needId, str, type TasksRun } from "./tasks-scope.js";

export async function next(r: TasksRun): Promise<number> {
  const n = await nextTasks(r.scope, r.board, int(r.v.limit, "limit", 1, 1000) ?? 1);
  if (r.json) printJson(r.ctx, n);
  else if (n.ready.length === 0) {
    const why =
      n.total === 0
        ? "no tasks yet (cairn tasks add TITLE)"
        : n.pending > 0
          ? `${n.pending} pending wait on dependencies, a parent, or a blocked ancestor`
          : "nothing pending";
    r.ctx.io.stdout(
      `Nothing ready: ${why}. ${n.inProgress} in progress, ${n.blocked} blocked, ${n.complete}/${n.total} complete.\n`,
    );
  } else r.ctx.io.stdout(`${n.ready.map(taskLine).join("\n")}\n`);
  return 0;
}

export async function show(r: TasksRun, pos: string[]): Promise<number> {
  const d = await showTask(r.scope, needId(pos, "show"));
  if (r.json) printJson(r.ctx, d);
  else r.ctx.io.stdout(`${detailLines(d, r.ctx.now()).join("\n")}\n`);
  return 0;
}

function statuses(v: unknown): TaskStatus[] | undefined {
  const s = list(v).map((x) => x.toUpperCase());
  if (s.length === 0) return undefined;
  for (const x of s)
    if (!(TASK_STATUSES as readonly string[]).includes(x))
      throw new CairnError("INVALID_INPUT", `--status ${x}: one of ${TASK_STATUSES.join(", ")}`);
  return s as TaskStatus[];
}

export async function listTasks(r: TasksRun): Promise<number> {
  const all = r.v.all === true;
  const known = (await r.scope.tasks.listBoards(r.scope.project)).map((p) => p.id);
  const one = r.board ?? DEFAULT_BOARD;
  if (!all && !known.includes(one) && known.length > 0)
    throw new CairnError(
      "NOT_FOUND",
      `no board ${one}; boards here: ${known.join(", ")} (--board ID or --all)`,
    );
  const boards = all ? known : [one];
  const wanted = statuses(r.v.status);
  const out: { board: string; tasks: unknown[]; problems: string[] }[] = [];
  const text: string[] = [];
  for (const board of boards) {
    const tasks = await r.scope.tasks.listTasks({ project: r.scope.project, board });
    const { problems } = await checkBoard(r.scope, board);
    const shown = wanted ? tasks.filter((t) => wanted.includes(t.status)) : tasks;
    out.push({ board, tasks: shown, problems });
    text.push(boardSummary(board, tasks));
    if (tasks.length === 0) text.push("  (no tasks: cairn tasks add TITLE)");
    text.push(...(wanted ? shown.map(taskLine) : treeLines(shown)));
    if (problems.length > 0)
      text.push(
        `! state is inconsistent (${problems.length}): ${problems.slice(0, 3).join("; ")} — run \`cairn tasks recover${board === DEFAULT_BOARD ? "" : ` --board ${board}`}\``,
      );
    text.push("");
  }
  if (r.json) printJson(r.ctx, all ? out : out[0]);
  else r.ctx.io.stdout(boards.length === 0 ? "No boards yet: cairn tasks add TITLE\n" : `${text.join("\n")}`);
  return 0;
}

export async function log(r: TasksRun): Promise<number> {
  const board = r.board ?? DEFAULT_BOARD;
  const limit = int(r.v.limit, "limit", 1, 1_000_000);
  const events = await r.scope.tasks.listEvents({
    project: r.scope.project,
    board,
    ...(str(r.v.task) ? { taskId: str(r.v.task) } : {}),
    ...(str(r.v.session) ? { sessionId: str(r.v.session) } : {}),
    ...(limit ? { order: "newest" as const, limit } : {}),
  });
  if (limit) events.reverse();
  if (r.json) printJson(r.ctx, events);
  else r.ctx.io.stdout(renderProgressLog(board, events));
  return 0;
}

export async function boards(r: TasksRun): Promise<number> {
  const ps = await r.scope.tasks.listBoards(r.scope.project);
  const rows = [];
  for (const p of ps) {
    const total = await r.scope.tasks.countTasks({ project: r.scope.project, board: p.id });
    const complete = await r.scope.tasks.countTasks({
      project: r.scope.project,
      board: p.id,
      statuses: ["COMPLETE"],
    });
    rows.push({ ...p, total, complete });
  }
  if (r.json) printJson(r.ctx, rows);
  else if (rows.length === 0) r.ctx.io.stdout("No boards yet: cairn tasks add TITLE [--board ID]\n");
  else for (const p of rows) r.ctx.io.stdout(`${p.id.padEnd(20)} ${p.complete}/${p.total} complete\n`);
  return 0;
}
