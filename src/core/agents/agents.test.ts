import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { adapterFor, agentArg, detectAgent } from "./agents.js";
import { patchFiles } from "./apply-patch.js";
import { toolActivity } from "./tool-activity.js";

const CODEX = join(import.meta.dirname, "..", "..", "..", "test", "fixtures", "agents", "codex", "0.169.0");
const codexPayload = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(CODEX, `${name}.json`), "utf8")) as Record<string, unknown>;
const NOW = new Date("2026-11-25T22:30:00.000Z");

describe("codex adapter (payloads recorded from codex-cli 0.169.0)", () => {
  const codex = adapterFor("codex");

  it("maps the lifecycle events and their fields", () => {
    const start = codex.parse("SessionStart", codexPayload("SessionStart"));
    expect(start).toMatchObject({
      type: "session_start",
      agent: "codex",
      source: "startup",
      cwd: "/home/dev/proj",
    });
    expect(start?.transcriptPath).toMatch(/rollout-.*\.jsonl$/);
    expect(codex.parse("UserPromptSubmit", codexPayload("UserPromptSubmit"))).toMatchObject({
      type: "prompt",
      prompt: "Add a greet helper in src/greet.js and run the tests",
    });
    expect(codex.parse("Stop", codexPayload("Stop"))).toMatchObject({
      type: "stop",
      subagent: false,
      stopHookActive: false,
      lastAssistantMessage: "Added src/greet.js and the tests pass.",
    });
    expect(codex.parse("SessionEnd", codexPayload("SessionEnd"))).toMatchObject({
      type: "session_end",
      reason: "other",
    });
    expect(codex.eventType("Interrupt")).toBeNull();
    expect(codex.parse("Interrupt", codexPayload("Interrupt"))).toBeNull();
  });

  it("reads a Bash call as a command with no outcome (Codex sends no exit code)", () => {
    const e = codex.parse("PostToolUse", codexPayload("PostToolUse"));
    expect(e?.type).toBe("tool_use");
    if (e?.type !== "tool_use") return;
    expect(e.tool).toMatchObject({
      name: "Bash",
      kind: "command",
      command: "npm test",
      ok: null,
      exitCode: null,
      files: [],
    });
    expect(toolActivity(e, NOW)).toMatchObject({
      tool: "Bash",
      command: "npm test",
      ok: null,
      event: "PostToolUse",
    });
  });

  it("reads an apply_patch call's files from the patch text, absolute against cwd, and its exit code", () => {
    const e = codex.parse("PostToolUse", codexPayload("PostToolUse.apply_patch"));
    if (e?.type !== "tool_use") throw new Error("not a tool_use event");
    expect(e.tool).toMatchObject({ name: "apply_patch", kind: "edit", command: null, ok: true, exitCode: 0 });
    expect(e.tool.files).toEqual(["/home/dev/proj/src/greet.js"]);
    const a = toolActivity(e, NOW);
    expect(a).toMatchObject({
      tool: "Edit",
      files: ["/home/dev/proj/src/greet.js"],
      ok: true,
      toolUseId: e.tool.toolUseId,
    });
    const pre = codex.parse("PreToolUse", codexPayload("PreToolUse.apply_patch"));
    expect(pre).toMatchObject({ type: "tool_use", phase: "pre", tool: { ok: null, response: undefined } });
  });

  it("a failed apply_patch is a failed edit with its first error line", () => {
    const p = {
      ...codexPayload("PostToolUse.apply_patch"),
      tool_response:
        "Exit code: 1\nWall time: 0.1 seconds\nOutput:\nerror: Failed to find expected lines in src/greet.js\n",
    };
    const e = codex.parse("PostToolUse", p);
    if (e?.type !== "tool_use") throw new Error("not a tool_use event");
    expect(e.tool).toMatchObject({ ok: false, exitCode: 1 });
    expect(toolActivity(e, NOW).error).toContain("Failed to find expected lines");
  });

  it("an MCP tool keeps its name and kind other", () => {
    const e = codex.parse("PostToolUse", codexPayload("PostToolUse.mcp"));
    expect(e).toMatchObject({ tool: { name: "mcp__cairn__get_context_pack", kind: "other" } });
  });
});

describe("apply_patch headers", () => {
  it("lists added, updated, deleted and moved files in order", () => {
    const patch = [
      "*** Begin Patch",
      "*** Add File: a.txt",
      "+x",
      "*** Update File: src/b.ts",
      "*** Move to: src/c.ts",
      "@@",
      "-y",
      "+z",
      "*** Delete File: old.md",
      "*** End Patch",
    ].join("\n");
    expect(patchFiles(patch)).toEqual([
      { path: "a.txt", change: "add" },
      { path: "src/b.ts", change: "update" },
      { path: "src/c.ts", change: "move" },
      { path: "old.md", change: "delete" },
    ]);
    expect(patchFiles("not a patch")).toEqual([]);
  });
});

describe("claude-code adapter", () => {
  const claude = adapterFor("claude-code");
  const base = { session_id: "s1", cwd: "/p", transcript_path: "/h/.claude/projects/p/s1.jsonl" };

  it("reads Edit as an edit of its file_path and a failing Bash as a failed command with its exit code", () => {
    const edit = claude.parse("PostToolUse", {
      ...base,
      hook_event_name: "PostToolUse",
      tool_name: "Edit",
      tool_input: { file_path: "/p/a.ts", old_string: "a", new_string: "b" },
      tool_response: { filePath: "/p/a.ts" },
    });
    expect(edit).toMatchObject({
      agent: "claude-code",
      tool: { kind: "edit", files: ["/p/a.ts"], ok: true },
    });
    const bash = claude.parse("PostToolUseFailure", {
      ...base,
      tool_name: "Bash",
      tool_input: { command: "npm test" },
      error: "Exit code 1\nnpm ERR! Test failed",
    });
    expect(bash).toMatchObject({ tool: { kind: "command", command: "npm test", ok: false, exitCode: 1 } });
    expect(claude.toolKind("Grep")).toBe("read");
    expect(claude.toolKind("apply_patch")).toBe("other");
  });

  it("needs a session id and a cwd", () => {
    expect(claude.parse("Stop", { cwd: "/p" })).toBeNull();
    expect(claude.parse("SubagentStop", { ...base, stop_hook_active: true })).toMatchObject({
      type: "stop",
      subagent: true,
      stopHookActive: true,
    });
  });
});

describe("which agent sent a payload", () => {
  it("follows --agent, else a Codex rollout path or apply_patch, else Claude Code", () => {
    expect(agentArg(["SessionStart", "--agent", "codex"])).toBe("codex");
    expect(agentArg(["SessionStart", "--agent=codex"])).toBe("codex");
    expect(agentArg(["SessionStart"])).toBeNull();
    expect(detectAgent("codex", {})).toBe("codex");
    expect(detectAgent("nonsense", {})).toBe("claude-code");
    expect(detectAgent(null, codexPayload("SessionStart"))).toBe("codex");
    expect(detectAgent(null, { transcript_path: "/h/.claude/projects/x/abc.jsonl" })).toBe("claude-code");
    expect(detectAgent(null, { tool_name: "apply_patch" })).toBe("codex");
  });
});
