import { describe, expect, it } from "vitest";
import { claudeCode } from "./claude-code.js";
import {
  EDIT_TOOL_NAMES,
  isCommandTool,
  isEditTool,
  isFileReadTool,
  isReadTool,
  storedToolKind,
} from "./tool-kinds.js";

describe("stored tool kinds: one table of Claude Code's tool names", () => {
  it("classifies edits, commands and reads; anything else (or no tool) is other", () => {
    expect(["Write", "Edit", "MultiEdit", "NotebookEdit"].every(isEditTool)).toBe(true);
    expect(["Bash", "PowerShell"].every(isCommandTool)).toBe(true);
    expect(["Read", "Grep", "Glob", "LS"].every(isReadTool)).toBe(true);
    for (const n of ["Task", "WebFetch", "mcp__cairn__search", "apply_patch", "toString", "constructor"])
      expect(storedToolKind(n), n).toBe("other");
    expect(storedToolKind(null)).toBe("other");
  });
  it("knows the read tools other agents' events are stored under, and which read one whole file", () => {
    expect(["view", "rg", "grep", "glob"].every(isReadTool)).toBe(true);
    expect(["Read", "view"].every(isFileReadTool)).toBe(true);
    expect(["Grep", "Glob", "LS", "rg", "grep", "Edit", "Bash", null].some(isFileReadTool)).toBe(false);
  });
  it("is the Claude Code adapter's table, and PreToolUse's matcher lists the edit tools", () => {
    for (const n of ["Edit", "Bash", "Read", "Task"]) expect(claudeCode.toolKind(n)).toBe(storedToolKind(n));
    expect(EDIT_TOOL_NAMES.join("|")).toBe("Write|Edit|MultiEdit|NotebookEdit");
  });
});
