/**
 * Writes a board's renderings from the store (the source of truth), each atomically through
 * env/safe-write (exclusive temp file, fsync, rename; never through a symlink): tasks.json, progress.md, velocity.json, project.json,
 * new checkpoint files (pruned ones deleted), and briefs whose file is missing or older. Called after a
 * write has committed; a failure here never undoes the write (the next render repairs the files).
 */
import { existsSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { toDocument } from "../../core/tasks/document.js";
import type { Task } from "../../core/tasks/model.js";
import { renderProgressLog } from "../../core/tasks/progress-log.js";
import { velocity } from "../../core/tasks/velocity.js";
import type { TaskStore } from "../../store/task-store.js";
import { ensureDirSafe, projectScope, writeFileSafe } from "../env/safe-write.js";
import { cleanAbandoned } from "./clean-temp.js";
import {
  boardDir,
  briefPath,
  briefsDir,
  checkpointFiles,
  checkpointsDir,
  readText,
  tasksDir,
} from "./task-files.js";
import { checkpointName } from "./write-checkpoint.js";

export interface RenderRequest {
  root: string;
  project: string;
  board: string;
  now: Date;
  /** Only checkpoint files (cheap; for bulk runs). Default false: everything. */
  checkpointsOnly?: boolean;
  /** Also rewrite checkpoint files whose content differs from the store's row (repair after damage). */
  verify?: boolean;
}

const README = `# Cairn tasks\n\nThese files are renderings of Cairn's store, rewritten after every change: edits here are\noverwritten. Change tasks with \`cairn tasks …\`; \`cairn tasks import FILE\` reads a document in;\n\`cairn tasks recover\` rebuilds a board from \`<board>/checkpoints/\` when the store is damaged or lost.\n`;

type Write = (path: string, text: string) => Promise<void>;

export async function renderBoardFiles(tasks: TaskStore, r: RenderRequest): Promise<string[]> {
  if (!existsSync(r.root)) return [];
  const written: string[] = [];
  const scope = projectScope(r.root);
  const write = async (path: string, text: string) => {
    writeFileSafe(scope, path, text);
    written.push(path);
  };
  ensureDirSafe(scope, checkpointsDir(r.root, r.board));
  cleanAbandoned(r.root, r.now.getTime());
  const readme = join(tasksDir(r.root), "README.md");
  if (!existsSync(readme)) await write(readme, README);
  // checkpoints are recovery copies (MBs on big boards), not something to commit; the rest may be shared
  const ignore = join(tasksDir(r.root), ".gitignore");
  if (!existsSync(ignore)) await write(ignore, "*/checkpoints/\n");
  await renderCheckpoints(tasks, r, write);
  if (r.checkpointsOnly) return written;
  const list = await renderBoard(tasks, r, write);
  await renderBriefs(tasks, r, list, write);
  return written;
}

/** The store's checkpoints as files (rewritten when `verify` finds one differs); older files removed. */
async function renderCheckpoints(tasks: TaskStore, r: RenderRequest, write: Write): Promise<void> {
  const rows = await tasks.listCheckpoints(r.project, r.board);
  const dir = checkpointsDir(r.root, r.board);
  for (const info of rows) {
    const path = join(dir, checkpointName(info.number));
    if (existsSync(path) && !r.verify) continue;
    const cp = await tasks.getCheckpoint(r.project, r.board, info.number);
    if (cp && (!r.verify || readText(path) !== cp.data)) await write(path, cp.data);
  }
  if (rows.length > 0) {
    const oldestKept = Math.min(...rows.map((x) => x.number));
    for (const f of checkpointFiles(r.root, r.board))
      if (f.number < oldestKept) rmSync(f.path, { force: true });
  }
}

/** tasks.json, progress.md, velocity.json and project.json of the board; returns its tasks. */
async function renderBoard(tasks: TaskStore, r: RenderRequest, write: Write): Promise<Task[]> {
  const board = await tasks.getBoard(r.project, r.board);
  const list = await tasks.listTasks({ project: r.project, board: r.board });
  const events = await tasks.listEvents({ project: r.project, board: r.board });
  const base = boardDir(r.root, r.board);
  await write(join(base, "tasks.json"), `${JSON.stringify(toDocument(list), null, 2)}\n`);
  await write(join(base, "progress.md"), renderProgressLog(r.board, events));
  const completions = events
    .filter((e) => e.type === "TASK_COMPLETE" && e.data?.parent !== true)
    .map((e) => ({
      ts: e.ts,
      actualMinutes: typeof e.data?.actualMinutes === "number" ? e.data.actualMinutes : null,
      estimateMinutes: typeof e.data?.estimateMinutes === "number" ? e.data.estimateMinutes : null,
    }));
  await write(join(base, "velocity.json"), `${JSON.stringify(velocity(completions), null, 2)}\n`);
  if (board)
    await write(
      join(base, "project.json"),
      `${JSON.stringify({ id: board.id, name: board.name, description: board.description, created_at: board.createdAt, updated_at: board.updatedAt, tasks: list.length }, null, 2)}\n`,
    );
  return list;
}

/** Each task's brief whose file is older than the store's copy (or missing). */
async function renderBriefs(tasks: TaskStore, r: RenderRequest, list: Task[], write: Write): Promise<void> {
  const times = await tasks.briefTimes(
    r.project,
    list.map((t) => t.id),
  );
  for (const [id, writtenAt] of times) {
    const path = briefPath(r.root, id);
    if (existsSync(path) && statSync(path).mtimeMs >= Date.parse(writtenAt)) continue;
    const b = await tasks.getBrief(r.project, id);
    if (!b) continue;
    ensureDirSafe(projectScope(r.root), briefsDir(r.root));
    await write(path, b.body.endsWith("\n") ? b.body : `${b.body}\n`);
  }
}
