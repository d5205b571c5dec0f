/**
 * What one turn did, derived from its events (no per-turn state file): the files its tools wrote
 * outside `.cairn/` (code edits), the notes it wrote, and how much it explored — Read/Grep/Glob/LS calls
 * plus read-only shell commands (`grep`, `find`, `cat`, `git log`…), since sessions without the
 * Grep/Glob tools explore through Bash. Light (no glob matcher): the Stop guard computes it first to
 * decide whether anything heavier is needed. Pure.
 */

import { isCommandTool, isEditTool, isReadTool } from "../agents/tool-kinds.js";
import type { ActivityEvent } from "../capture/events.js";
import { normalizePath } from "./normalize.js";
import { isCairnPath, noteTopic } from "./note-path.js";

export interface TurnActivity {
  /** Project-relative files written by the turn's tools, outside `.cairn/`, in order. */
  codeEdits: string[];
  /** Topics whose note file the turn wrote. */
  noteWrites: string[];
  /** Read/Grep/Glob/LS calls and read-only shell commands (grep, find, ls, cat, git log…). */
  explorationCount: number;
}

/** Shell tools whose events carry files only when Claude Code reports them edited (bashEditDiff). */
/**
 * Read-only shell commands that explore like Read/Grep/Glob do (Claude Code sessions without the
 * Grep/Glob tools search with Bash instead).
 */
const EXPLORE_COMMAND =
  /^\s*(grep|egrep|rg|ag|ack|find|fd|ls|tree|cat|head|tail|less|wc|git\s+(log|show|grep|blame))\b/;

/** Whether a tool event only looked around (Read/Grep/Glob/LS, or a read-only shell command). */
export function isExploration(e: ActivityEvent): boolean {
  if (!e.tool) return false;
  if (isReadTool(e.tool)) return true; // only looks around: counts once towards exploration
  return (
    isCommandTool(e.tool) && e.files.length === 0 && e.command !== null && EXPLORE_COMMAND.test(e.command)
  );
}

export function turnActivity(turn: readonly ActivityEvent[], root?: string): TurnActivity {
  const codeEdits: string[] = [];
  const noteWrites: string[] = [];
  let explorationCount = 0;
  for (const e of turn) {
    if (e.kind !== "tool" || !e.tool) continue;
    if (isExploration(e)) {
      explorationCount++;
      continue;
    }
    if (e.ok === false || !(isEditTool(e.tool) || isCommandTool(e.tool))) continue;
    for (const f of e.files) {
      const rel = normalizePath(f, root);
      if (rel === null) continue;
      const topic = noteTopic(rel);
      if (topic !== null) {
        if (!noteWrites.includes(topic)) noteWrites.push(topic);
      } else if (!isCairnPath(rel) && !codeEdits.includes(rel)) codeEdits.push(rel);
    }
  }
  return { codeEdits, noteWrites, explorationCount };
}
