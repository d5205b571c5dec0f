/**
 * What every `cairn tasks` subcommand shares: the project (--project), the TaskStore built on the
 * opened SqliteStore (this is a composition root), the session (CLAUDE_CODE_SESSION_ID), option
 * parsing helpers, and re-rendering `.cairn/tasks/` after a write.
 */
import type { TaskScope } from "../../app/tasks/commit.js";
import { renderBoardFiles } from "../../app/tasks/render-task-files.js";
import { CairnError } from "../../core/common/errors.js";
import type { CliContext } from "../context.js";
import { projectFor } from "../project-option.js";

export interface TasksRun {
  ctx: CliContext;
  scope: TaskScope;
  /** Working-tree root (renderings go to `<root>/.cairn/tasks/`). */
  root: string;
  /** --board, when given. */
  board: string | undefined;
  v: Record<string, unknown>;
  json: boolean;
}

export async function openTasks(ctx: CliContext, v: Record<string, unknown>): Promise<TasksRun> {
  let store: ReturnType<CliContext["store"]>;
  try {
    store = ctx.store();
    await store.getProject(""); // one read: a damaged file fails here, with the remedy below
  } catch (err) {
    if (err instanceof CairnError && err.code !== "STORE") throw err;
    throw new CairnError(
      "STORE",
      `the database ${ctx.paths.db} cannot be read (${(err as Error).message}). Move it aside ` +
        `(mv "${ctx.paths.db}" "${ctx.paths.db}.damaged") and run \`cairn tasks recover\`: boards are rebuilt ` +
        "from the checkpoint files in .cairn/tasks/<board>/checkpoints/.",
      { cause: err },
    );
  }
  const project = await projectFor(ctx, v.project);
  return {
    ctx,
    scope: {
      tasks: await ctx.stores().tasks(),
      project: project.id,
      sessionId: ctx.env.CLAUDE_CODE_SESSION_ID || null,
      now: ctx.now(),
    },
    root: project.root,
    board: typeof v.board === "string" ? v.board : undefined,
    v,
    json: v.json === true,
  };
}

/** Re-renders a board's files after a write; a failure is reported, never fatal (the store has the truth). */
export async function render(r: TasksRun, board: string, o: { verify?: boolean } = {}): Promise<void> {
  try {
    await renderBoardFiles(r.scope.tasks, {
      root: r.root,
      project: r.scope.project,
      board,
      now: r.ctx.now(),
      ...o,
    });
  } catch (err) {
    r.ctx.io.stderr(`cairn tasks: could not update .cairn/tasks renderings: ${(err as Error).message}\n`);
  }
}

export function str(v: unknown): string | undefined {
  return typeof v === "string" ? v : undefined;
}

/** Comma- or repeat-separated list option. */
export function list(v: unknown): string[] {
  return (Array.isArray(v) ? v : v === undefined ? [] : [v])
    .flatMap((x) => String(x).split(","))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Integer option (minutes, numbers); undefined when absent. */
export function int(v: unknown, name: string, min: number, max: number): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new CairnError(
      "INVALID_INPUT",
      `--${name} must be an integer from ${min} to ${max}, got "${String(v)}"`,
    );
  return n;
}

export function needId(pos: readonly string[], sub: string): string {
  const id = pos[0];
  if (!id) throw new CairnError("INVALID_INPUT", `tasks ${sub} needs a task ID`);
  return id;
}
