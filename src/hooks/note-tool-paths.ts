/**
 * The note files a tool call names (Write/Edit/NotebookEdit `file_path`/`notebook_path`, MultiEdit
 * edits, Bash's `bashEditDiff.changedFiles`), absolute, for the hook entry's cheap "does this touch a
 * note?" test. Imports only core/notes/note-path (no dependencies): it is bundled into the hot path.
 */
import { isEditTool } from "../core/agents/tool-kinds.js";
import { mentionsNotes } from "../core/notes/note-path.js";
import type { HookPayload } from "./types.js";

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};

export function toolPaths(p: HookPayload): string[] {
  const input = obj(p.tool_input);
  const out: unknown[] = [input.file_path, input.notebook_path];
  if (Array.isArray(input.edits)) for (const e of input.edits) out.push(obj(e).file_path);
  const changed = obj(obj(p.tool_response).bashEditDiff).changedFiles;
  if (Array.isArray(changed)) out.push(...changed);
  return out.filter((x): x is string => typeof x === "string" && x !== "");
}

/** True when the tool call writes (edit tools) or wrote (Bash edit diff) a file in some `.cairn/notes/`. */
export function writesNotes(p: HookPayload): boolean {
  if (typeof p.tool_input !== "object" || p.tool_input === null) return false;
  const edits = typeof p.tool_name === "string" && isEditTool(p.tool_name);
  if (!edits && obj(p.tool_response).bashEditDiff === undefined) return false;
  return mentionsNotes(toolPaths(p));
}
