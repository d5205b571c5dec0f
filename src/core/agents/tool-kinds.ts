/**
 * What a tool does, by the name Cairn stores: Claude Code's tool names (its tools reference,
 * https://code.claude.com/docs/en/settings#tools-available-to-claude). Activity events and transcripts
 * carry these names; another agent's edits and commands are stored under `Edit` / `Bash`
 * (tool-activity.ts), their reads under their own names (listed here too), so code that reads stored
 * events asks here instead of keeping its own set. A leaf module (no imports beyond the event model's types), so the transcript reader can use it too. Pure.
 */
import type { ToolKind } from "./agent-event.js";

/** Claude Code's tool names by kind; any other name (Task, WebFetch, mcp__…) is "other". */
export const CLAUDE_CODE_TOOL_KINDS: Readonly<Record<string, ToolKind>> = {
  Write: "edit",
  Edit: "edit",
  MultiEdit: "edit",
  NotebookEdit: "edit",
  Bash: "command",
  PowerShell: "command",
  Read: "read",
  Grep: "read",
  Glob: "read",
  LS: "read",
};

/**
 * Names of other agents' tools stored as they are (tool-activity.ts and the transcript readers store
 * only edits and commands under `Edit` / `Bash`): Copilot CLI's read tools (`view` shows a file or a
 * folder; `rg`, `grep`, `glob` search). Codex reads through its shell, so it has none.
 */
const OTHER_STORED_KINDS: Readonly<Record<string, ToolKind>> = {
  view: "read",
  rg: "read",
  grep: "read",
  glob: "read",
};

/** Stored names of the tools that read a whole file (Claude Code's `Read`, Copilot's `view`); searches are not. */
const FILE_READERS: ReadonlySet<string> = new Set(["Read", "view"]);

/** The names of the tools that write files, in table order (PreToolUse's matcher). */
export const EDIT_TOOL_NAMES: readonly string[] = Object.keys(CLAUDE_CODE_TOOL_KINDS).filter(
  (n) => CLAUDE_CODE_TOOL_KINDS[n] === "edit",
);

/** The kind of a stored tool name (null, an unknown name: "other"). */
export function storedToolKind(name: string | null): ToolKind {
  if (name === null) return "other";
  if (Object.hasOwn(CLAUDE_CODE_TOOL_KINDS, name)) return CLAUDE_CODE_TOOL_KINDS[name] ?? "other";
  return (Object.hasOwn(OTHER_STORED_KINDS, name) && OTHER_STORED_KINDS[name]) || "other";
}

/** A tool that writes files (Write, Edit, MultiEdit, NotebookEdit). */
export const isEditTool = (name: string | null): boolean => storedToolKind(name) === "edit";
/** A tool that runs a shell command (Bash, PowerShell). */
export const isCommandTool = (name: string | null): boolean => storedToolKind(name) === "command";
/** A tool that only looks around (Read, Grep, Glob, LS; Copilot's view, rg, grep, glob). */
export const isReadTool = (name: string | null): boolean => storedToolKind(name) === "read";
/** A tool that reads one file's content (Read, Copilot's view), as opposed to a search (Grep, Glob). */
export const isFileReadTool = (name: string | null): boolean => name !== null && FILE_READERS.has(name);
