/**
 * Where task renderings live: `<project root>/.cairn/tasks/`. Per board `<board>/tasks.json` (the
 * project-planner plugin's document), `progress.md` (the log as markdown), `velocity.json`, `project.json` and
 * `checkpoints/checkpoint-NNNNNN.json`; per task `briefs/<task-id>.md`. The store is the source of truth:
 * these files are rewritten from it (atomically) and read back only by `recover` (checkpoints) and
 * `import` (a document the user names).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BOARD_ID } from "../../core/tasks/model.js";

export function tasksDir(root: string): string {
  return join(root, ".cairn", "tasks");
}
export function boardDir(root: string, board: string): string {
  return join(tasksDir(root), board);
}
export function checkpointsDir(root: string, board: string): string {
  return join(boardDir(root, board), "checkpoints");
}
export function briefsDir(root: string): string {
  return join(tasksDir(root), "briefs");
}
export function briefPath(root: string, taskId: string): string {
  return join(briefsDir(root), `${taskId}.md`);
}

const CHECKPOINT_FILE = /^checkpoint-(\d+)\.json$/;

/** Checkpoint files of a board, newest number first. */
export function checkpointFiles(root: string, board: string): { number: number; path: string }[] {
  const dir = checkpointsDir(root, board);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => ({ m: CHECKPOINT_FILE.exec(f), f }))
    .filter((x): x is { m: RegExpExecArray; f: string } => x.m !== null)
    .map((x) => ({ number: Number(x.m[1]), path: join(dir, x.f) }))
    .sort((a, b) => b.number - a.number);
}

/** Boards that have a folder of renderings (recovery after the store was lost). */
export function boardDirs(root: string): string[] {
  const dir = tasksDir(root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && BOARD_ID.test(d.name) && d.name !== "briefs")
    .map((d) => d.name)
    .sort();
}

/** Reads a file as text, or null when it cannot be read. */
export function readText(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    // absent or unreadable: null, as documented
    return null;
  }
}
