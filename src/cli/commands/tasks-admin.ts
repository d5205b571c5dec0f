/** `cairn tasks` maintenance: checkpoint, recover, export, import, reconcile, and appending log events. */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { settingsScope, writeFileSafe } from "../../app/env/safe-write.js";
import { appendLogEvent } from "../../app/tasks/append-log.js";
import { checkpointNow } from "../../app/tasks/checkpoint-now.js";
import { exportTasks } from "../../app/tasks/export-tasks.js";
import { IMPORT_STAGES, importTasks } from "../../app/tasks/import-tasks.js";
import { reconcileTasks } from "../../app/tasks/reconcile-tasks.js";
import { RECOVER_STAGES, type RecoveryReport, recoverBoard } from "../../app/tasks/recover-tasks.js";
import { boardDirs } from "../../app/tasks/task-files.js";
import { checkpointName } from "../../app/tasks/write-checkpoint.js";
import { CairnError } from "../../core/common/errors.js";
import { DEFAULT_BOARD } from "../../core/tasks/model.js";
import { printJson } from "../context.js";
import { progress } from "../progress.js";
import { int, render, str, type TasksRun } from "./tasks-scope.js";

export async function checkpoint(r: TasksRun): Promise<number> {
  const board = r.board ?? DEFAULT_BOARD;
  const cp = await checkpointNow(r.scope, board);
  await render(r, board);
  if (r.json) printJson(r.ctx, cp);
  else
    r.ctx.io.stdout(
      `Checkpoint ${cp.number} written (${cp.taskCount} tasks): .cairn/tasks/${board}/checkpoints/${checkpointName(cp.number)}\n`,
    );
  return 0;
}

export async function recover(r: TasksRun): Promise<number> {
  const known = (await r.scope.tasks.listBoards(r.scope.project)).map((p) => p.id);
  const boards = r.board ? [r.board] : [...new Set([...known, ...boardDirs(r.root)])].sort();
  if (boards.length === 0)
    throw new CairnError("NOT_FOUND", "no boards in the store and no .cairn/tasks/<board>/ folders");
  const from = int(r.v.from, "from", 1, 1_000_000_000);
  const reports: RecoveryReport[] = [];
  // per board: the recovery's stages, then rendering its files
  const per = RECOVER_STAGES + 1;
  const total = boards.length * per;
  const bar = progress(r.ctx, { label: "recovering", unit: "steps", json: r.json });
  try {
    for (const [i, board] of boards.entries()) {
      const report = await recoverBoard(r.scope, board, {
        root: r.root,
        force: r.v.force === true,
        ...(from !== undefined ? { from } : {}),
        replay: r.v["checkpoint-only"] !== true,
        onProgress: (p) => bar.report({ ...p, done: i * per + p.done, total }),
      });
      reports.push(report);
      bar.report({ done: i * per + RECOVER_STAGES, total, step: `rendering .cairn/tasks/${board}` });
      await render(r, board, { verify: true });
    }
  } finally {
    bar.done();
  }
  if (r.json) printJson(r.ctx, r.board ? reports[0] : reports);
  else for (const rep of reports) r.ctx.io.stdout(`${recoveryText(rep)}\n`);
  return 0;
}

function recoveryText(rep: RecoveryReport): string {
  if (!rep.recovered)
    return `Board ${rep.board}: state is consistent; nothing to recover (renderings refreshed).`;
  const lines = [
    `Board ${rep.board}: rebuilt from checkpoint ${rep.source?.number} (${rep.source?.from}${rep.source?.path ? ` ${rep.source.path}` : ""}): ${rep.restored} tasks, ${rep.replayed} log events replayed, new checkpoint ${rep.checkpoint}.`,
  ];
  if (rep.problems.length > 0) lines.push(`  found: ${rep.problems.slice(0, 5).join("; ")}`);
  for (const x of rep.rejected) lines.push(`  skipped checkpoint ${x.number} (${x.from}): ${x.reason}`);
  for (const d of rep.dropped) lines.push(`  dropped ${d.id ?? "a task"}: ${d.problem}`);
  for (const f of rep.fixes) lines.push(`  fixed ${f}`);
  return lines.join("\n");
}

export async function exportCmd(r: TasksRun): Promise<number> {
  const board = r.board ?? DEFAULT_BOARD;
  const out = str(r.v.out);
  const bar = progress(r.ctx, { label: "exporting", unit: "steps", json: r.json });
  let doc: Awaited<ReturnType<typeof exportTasks>>;
  let text: string;
  let path: string | null = null;
  try {
    bar.report({ done: 0, total: 2, step: `reading board ${board}` });
    doc = await exportTasks(r.scope, board);
    bar.report({ done: 1, total: 2, step: `writing ${doc.tasks.length} tasks` });
    text = `${JSON.stringify(doc, null, 2)}\n`;
    if (out) {
      path = resolve(r.ctx.cwd, out);
      // a path the user named: its folder is the scope, a symlink at the name is refused
      writeFileSafe(settingsScope(dirname(path)), path, text, { mode: 0o644 });
    }
    bar.report({ done: 2, total: 2 });
  } finally {
    bar.done();
  }
  if (!path) {
    r.ctx.io.stdout(text);
    return 0;
  }
  if (r.json) printJson(r.ctx, { board, path, tasks: doc.tasks.length });
  else r.ctx.io.stdout(`Exported ${doc.tasks.length} tasks of board ${board} to ${path}\n`);
  return 0;
}

export async function importCmd(r: TasksRun, pos: string[]): Promise<number> {
  const file = pos[0];
  if (!file) throw new CairnError("INVALID_INPUT", "tasks import needs a FILE (a tasks.json document)");
  const path = resolve(r.ctx.cwd, file);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    throw new CairnError(
      "INVALID_INPUT",
      `cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? err}`,
    );
  }
  const total = IMPORT_STAGES + 1;
  const bar = progress(r.ctx, { label: "importing", unit: "steps", json: r.json });
  const res = await (async () => {
    try {
      const res = await importTasks(r.scope, r.board, text, {
        replace: r.v.replace === true,
        source: file,
        onProgress: (p) => bar.report({ ...p, total }),
      });
      bar.report({ done: IMPORT_STAGES, total, step: `rendering .cairn/tasks/${res.board}` });
      await render(r, res.board);
      return res;
    } finally {
      bar.done();
    }
  })();
  if (r.json) printJson(r.ctx, res);
  else
    r.ctx.io.stdout(
      `Imported ${res.imported} tasks into board ${res.board}${res.replaced ? ` (replaced ${res.replaced})` : ""}; checkpoint ${res.checkpoint} written\n`,
    );
  return 0;
}

export async function reconcile(r: TasksRun): Promise<number> {
  const res = await reconcileTasks(r.scope, {
    sessions: r.ctx.store(),
    ...(r.v.force === true ? { activeWindowMs: 0 } : {}),
  });
  for (const board of res.boards) await render(r, board);
  if (r.json) printJson(r.ctx, res);
  else if (res.changed.length === 0) r.ctx.io.stdout("Nothing to reconcile: no task was left in flight.\n");
  else
    for (const t of res.changed)
      r.ctx.io.stdout(`${t.id} → ${t.status}${t.blockedReason ? ` (${t.blockedReason})` : ""}\n`);
  return 0;
}

export async function logAppend(r: TasksRun): Promise<number> {
  const e = await appendLogEvent(r.scope, r.board, {
    type: String(r.v.event),
    ...(str(r.v.task) ? { taskId: str(r.v.task) } : {}),
    ...(str(r.v.detail) ? { detail: str(r.v.detail) } : {}),
  });
  await render(r, e.board);
  if (r.json) printJson(r.ctx, e);
  else r.ctx.io.stdout(`Logged ${e.type}${e.taskId ? ` for ${e.taskId}` : ""} (#${e.seq})\n`);
  return 0;
}
