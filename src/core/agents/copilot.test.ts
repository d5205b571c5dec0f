import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { adapterFor, detectAgent } from "./agents.js";
import { copilotHookInput, copilotHookOutput, shellExitCode } from "./copilot.js";
import { toolActivity } from "./tool-activity.js";

const DIR = join(import.meta.dirname, "..", "..", "..", "test", "fixtures", "agents", "copilot", "1.0.102");
const payload = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(DIR, `${name}.json`), "utf8")) as Record<string, unknown>;
const NOW = new Date("2026-11-25T22:30:00.000Z");
const copilot = adapterFor("copilot");

function tool(event: string, name: string) {
  const e = copilot.parse(event, payload(name));
  if (e?.type !== "tool_use") throw new Error(`${name}: not a tool_use event`);
  return e;
}

describe("copilot adapter (native payloads recorded from Copilot CLI 1.0.102)", () => {
  it("maps the lifecycle events and their camelCase fields", () => {
    expect(copilot.parse("sessionStart", payload("sessionStart"))).toMatchObject({
      type: "session_start",
      agent: "copilot",
      hookEvent: "SessionStart",
      sessionId: "96d1563a-595d-482a-b16d-6b6a5cfaf4f1",
      cwd: "/home/dev/proj",
      source: "startup",
    });
    expect(copilot.parse("sessionStart", payload("sessionStart.resume"))).toMatchObject({ source: "resume" });
    expect(copilot.parse("userPromptSubmitted", payload("userPromptSubmitted"))).toMatchObject({
      type: "prompt",
      prompt: expect.stringContaining("greet"),
    });
    expect(copilot.parse("agentStop", payload("agentStop"))).toMatchObject({
      type: "stop",
      subagent: false,
      stopHookActive: false,
      transcriptPath: "/home/dev/.copilot/session-state/96d1563a-595d-482a-b16d-6b6a5cfaf4f1/events.jsonl",
    });
    expect(copilot.parse("subagentStop", payload("subagentStop"))).toMatchObject({
      type: "stop",
      subagent: true,
      agentId: "0cbb35e4-51cb-401a-aefa-e4288f2a6b69",
      sessionId: "cbe1c072-1baf-4188-afd4-5c63c2477537",
    });
    expect(copilot.parse("preCompact", payload("preCompact"))).toMatchObject({
      type: "compaction",
      phase: "pre",
      trigger: "auto",
    });
    expect(copilot.parse("sessionEnd", payload("sessionEnd"))).toMatchObject({
      type: "session_end",
      reason: "complete",
    });
  });

  it("ignores a subagent's own prompt and turn end, and events Cairn does not use", () => {
    expect(copilot.parse("agentStop", payload("agentStop.subagent"))).toBeNull();
    expect(copilot.parse("userPromptSubmitted", payload("userPromptSubmitted.subagent"))).toBeNull();
    expect(copilotHookInput("agentStop", payload("agentStop.subagent"))).toBeNull();
    expect(copilot.eventType("permissionRequest")).toBeNull();
    expect(copilot.parse("errorOccurred", payload("errorOccurred"))).toBeNull();
    expect(copilot.parse("subagentStart", payload("subagentStart"))).toBeNull();
  });

  it("reads a bash call's command and exit code from the result text", () => {
    const e = tool("postToolUse", "postToolUse");
    expect(e.tool).toMatchObject({
      name: "bash",
      kind: "command",
      command: "npm test",
      ok: true,
      exitCode: 0,
    });
    expect(toolActivity(e, NOW)).toMatchObject({ tool: "Bash", command: "npm test", ok: true, exitCode: 0 });
    const failed = copilot.parse("postToolUse", {
      ...payload("postToolUse"),
      toolResult: {
        resultType: "success",
        textResultForLlm: "boom: tests failed\n<shellId: 1 completed with exit code 3>",
      },
    });
    expect(failed).toMatchObject({ tool: { ok: false, exitCode: 3, error: "boom: tests failed" } });
    expect(shellExitCode("still running")).toBeNull();
  });

  it("reads changed files from apply_patch text, create and edit paths", () => {
    expect(tool("postToolUse", "postToolUse.apply_patch").tool).toMatchObject({
      kind: "edit",
      files: ["/home/dev/proj/src/greet.js"],
      ok: true,
      input: { patch: expect.stringContaining("*** Add File: src/greet.js") },
    });
    expect(tool("postToolUse", "postToolUse.create").tool).toMatchObject({
      kind: "edit",
      files: ["/home/dev/proj/src/greet.js"],
    });
    const edit = tool("postToolUse", "postToolUse.edit");
    expect(edit.tool).toMatchObject({ kind: "edit", files: ["/home/dev/proj/src/greet.js"] });
    expect(toolActivity(edit, NOW)).toMatchObject({
      tool: "Edit",
      files: ["/home/dev/proj/src/greet.js"],
      ok: true,
    });
    expect(tool("preToolUse", "preToolUse.apply_patch").tool).toMatchObject({
      kind: "edit",
      ok: null,
      files: ["/home/dev/proj/src/greet.js"],
    });
  });

  it("reads a failed view as a failed read, and an MCP tool as other", () => {
    expect(tool("postToolUseFailure", "postToolUseFailure.view").tool).toMatchObject({
      name: "view",
      kind: "read",
      ok: false,
      error: "Path does not exist",
      files: ["/home/dev/proj/missing.txt"],
    });
    expect(tool("postToolUse", "postToolUse.mcp").tool).toMatchObject({ kind: "other", files: [] });
  });

  it("prints a flat additionalContext, not Claude's hookSpecificOutput", () => {
    expect(copilotHookOutput({ hookSpecificOutput: { additionalContext: "ctx" } })).toEqual({
      additionalContext: "ctx",
    });
    expect(copilotHookOutput({ decision: "block", reason: "r" })).toEqual({ decision: "block", reason: "r" });
  });
});

describe("copilot adapter (payloads Copilot sends to hooks in Claude Code's settings)", () => {
  const claudeSettings = (name: string) => payload(join("claude-settings", name));

  it("is told apart from Claude Code by COPILOT_CLI=1 and its string timestamp", () => {
    const p = claudeSettings("PostToolUse");
    expect(detectAgent(null, p, { COPILOT_CLI: "1" })).toBe("copilot");
    expect(detectAgent(null, p, {})).toBe("claude-code");
    const { timestamp: _t, ...claudeLike } = p;
    expect(detectAgent(null, claudeLike, { COPILOT_CLI: "1" })).toBe("claude-code");
  });

  it("reads the Claude-named tools with Copilot's tool_result and patch-string input", () => {
    expect(tool("PostToolUse", "claude-settings/PostToolUse").tool).toMatchObject({
      name: "Bash",
      kind: "command",
      command: "npm test",
      exitCode: 0,
      ok: true,
    });
    expect(tool("PostToolUse", "claude-settings/PostToolUse.Edit").tool).toMatchObject({
      kind: "edit",
      files: ["/home/dev/proj/src/compat.js"],
    });
    expect(tool("PostToolUseFailure", "claude-settings/PostToolUseFailure").tool).toMatchObject({
      kind: "read",
      ok: false,
      error: "Path does not exist",
    });
    expect(copilot.parse("Stop", claudeSettings("Stop"))).toMatchObject({ type: "stop", agent: "copilot" });
    expect(copilotHookInput("SessionStart", claudeSettings("SessionStart"))?.payload).toMatchObject({
      session_id: "0e3e15b3-a931-4fda-8322-cb61e2454fce",
      hook_event_name: "SessionStart",
      source: "startup",
    });
  });
});
