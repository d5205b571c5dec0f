/** `cairn tasks` subcommands that change task state; each re-renders the board's files afterwards. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { addDependency } from "../../app/tasks/add-dependency.js";
import { addTask } from "../../app/tasks/add-task.js";
import { completeTaskById } from "../../app/tasks/complete-task.js";
import { decomposeTask } from "../../app/tasks/decompose-task.js";
import { type Move, moveTask } from "../../app/tasks/move-task.js";
import { recordBrief } from "../../app/tasks/record-brief.js";
import type { TaskWrite } from "../../app/tasks/task-write.js";
import { CairnError } from "../../core/common/errors.js";
import { printJson } from "../context.js";
import { writeLines } from "./tasks-format.js";
import { int, list, needId, render, str, type TasksRun } from "./tasks-scope.js";

const invalid = (m: string): never => {
  throw new CairnError("INVALID_INPUT", m);
};

async function done(r: TasksRun, verb: string, w: TaskWrite): Promise<number> {
  await render(r, w.board);
  if (r.json) printJson(r.ctx, w);
  else r.ctx.io.stdout(`${writeLines(verb, w).join("\n")}\n`);
  return 0;
}

function taskFields(r: TasksRun) {
  const v = r.v;
  const out: Record<string, unknown> = {};
  if (v.description !== undefined) out.description = v.description;
  if (v.level !== undefined) out.level = v.level;
  if (v.priority !== undefined) out.priority = v.priority;
  if (v.phase !== undefined) out.phase = v.phase;
  if (v.estimate !== undefined) out.estimateMinutes = int(v.estimate, "estimate", 1, 1_000_000);
  return out;
}

function readFileOption(r: TasksRun, name: string): string {
  const path = resolve(r.ctx.cwd, str(r.v[name]) as string);
  try {
    return readFileSync(path, "utf8");
  } catch (err) {
    return invalid(
      `--${name}: cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
    );
  }
}

export async function add(r: TasksRun, pos: string[]): Promise<number> {
  const title = pos.join(" ");
  if (!title.trim()) invalid('tasks add needs a TITLE (e.g. cairn tasks add "Write the parser")');
  const w = await addTask(r.scope, r.board, {
    ...taskFields(r),
    title,
    ...(r.v.id !== undefined ? { id: r.v.id } : {}),
    parent: str(r.v.parent) ?? null,
    dependencies: list(r.v.depends),
  });
  return done(r, "Added", w);
}

export async function decompose(r: TasksRun, pos: string[]): Promise<number> {
  const id = needId(pos, "decompose");
  const titles = Array.isArray(r.v.child) ? (r.v.child as string[]).filter((t) => t.trim()) : [];
  let children: unknown[];
  if (r.v.file !== undefined) {
    if (titles.length > 0) invalid("give subtasks with --child or --file, not both");
    let doc: unknown;
    try {
      doc = JSON.parse(readFileOption(r, "file"));
    } catch (err) {
      if (err instanceof CairnError) throw err;
      return invalid(`--file is not JSON: ${(err as Error).message}`);
    }
    const items = Array.isArray(doc) ? doc : (doc as { tasks?: unknown })?.tasks;
    if (!Array.isArray(items))
      return invalid('--file must hold a JSON array of subtasks (or { "tasks": [...] })');
    children = items.map((x) => ({ ...taskFields(r), ...fromJson(x) }));
  } else {
    if (titles.length === 0)
      invalid('tasks decompose needs subtasks: --child "Title" (repeat) or --file subtasks.json');
    children = titles.map((title) => ({ ...taskFields(r), title }));
  }
  const w = await decomposeTask(r.scope, r.board, id, children, { sequential: r.v.sequential === true });
  return done(r, "Decomposed", { ...w, changed: [...w.changed.slice(-1), ...w.changed.slice(0, -1)] });
}

/** Accepts snake_case (the project-planner plugin's fields) or camelCase subtasks from a file. */
function fromJson(x: unknown): Record<string, unknown> {
  if (typeof x !== "object" || x === null) return { title: x };
  const o = x as Record<string, unknown>;
  const out: Record<string, unknown> = { ...o };
  if ("estimate_minutes" in o) out.estimateMinutes = o.estimate_minutes;
  if ("depends_on" in o) out.dependencies = o.depends_on;
  for (const k of ["estimate_minutes", "depends_on", "subtasks", "status", "parent_id"]) delete out[k];
  return out;
}

export async function move(r: TasksRun, pos: string[], kind: Move["kind"]): Promise<number> {
  const id = needId(pos, kind);
  let m: Move;
  if (kind === "block") {
    const reason = str(r.v.reason) ?? pos.slice(1).join(" ");
    if (!reason.trim()) invalid('tasks block needs a reason: --reason "waiting for API keys"');
    m = { kind, reason };
  } else if (kind === "cancel") m = { kind, reason: str(r.v.reason) ?? (pos.slice(1).join(" ") || null) };
  else m = { kind } as Move;
  const verbs: Record<Move["kind"], string> = {
    start: "Started",
    validate: "Validating",
    research: "Research",
    block: "Blocked",
    unblock: "Unblocked",
    cancel: "Cancelled",
  };
  return done(r, verbs[kind], await moveTask(r.scope, r.board ?? "main", id, m));
}

export async function complete(r: TasksRun, pos: string[]): Promise<number> {
  const id = needId(pos, "complete");
  const minutes = int(r.v.minutes, "minutes", 0, 1_000_000);
  const w = await completeTaskById(r.scope, r.board ?? "main", id, minutes === undefined ? {} : { minutes });
  return done(r, "Completed", w);
}

export async function brief(r: TasksRun, pos: string[]): Promise<number> {
  const id = needId(pos, "brief");
  if ((r.v.text === undefined) === (r.v.file === undefined))
    invalid("tasks brief needs exactly one of --text TEXT or --file PATH (markdown)");
  const body = r.v.text !== undefined ? String(r.v.text) : readFileOption(r, "file");
  const w = await recordBrief(r.scope, r.board ?? "main", id, body);
  await render(r, w.board);
  if (r.json) printJson(r.ctx, w);
  else
    r.ctx.io.stdout(
      `Brief for ${id} saved (.cairn/tasks/briefs/${id}.md)${w.changed[0] ? `; ${id} is ${w.changed[0].status}` : ""}\n`,
    );
  return 0;
}

export async function depend(r: TasksRun, pos: string[]): Promise<number> {
  const id = needId(pos, "depend");
  const on = [...pos.slice(1), ...list(r.v.on)].flatMap((x) => x.split(",")).filter(Boolean);
  if (on.length === 0) invalid("tasks depend needs the tasks it waits for: cairn tasks depend t5 t3 t4");
  return done(r, "Updated", await addDependency(r.scope, r.board ?? "main", id, on));
}
