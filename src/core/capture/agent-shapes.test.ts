/**
 * One session told by each agent in its own vocabulary — Claude Code's hooks (`Bash`, `Edit`, `Write`,
 * `Read`), Codex's rollout (`CommandExecution`, `FileChange` items of `exec_command` / `apply_patch`
 * calls), Copilot CLI's hooks and its events.jsonl (`bash`, `edit`, `create`, `view`) — must give the
 * same memories: the capture rules read tool kinds (core/agents/tool-kinds.ts), not Claude Code's names.
 * Payload shapes follow the recorded ones in test/fixtures/agents/.
 */
import { describe, expect, it } from "vitest";
import type { AgentAdapter } from "../agents/agent-event.js";
import { claudeCode } from "../agents/claude-code.js";
import { codex } from "../agents/codex.js";
import type { RolloutRecord } from "../agents/codex-rollout.js";
import { codexRolloutSession } from "../agents/codex-session.js";
import { copilot } from "../agents/copilot.js";
import { copilotSession } from "../agents/copilot-session.js";
import { toolActivity } from "../agents/tool-activity.js";
import { deriveMemories } from "./capture.js";
import { type ActivityEvent, activityEvent } from "./events.js";

const CWD = "/repo";
const T0 = Date.UTC(2026, 0, 5, 10, 0, 0);
const at = (i: number) => new Date(T0 + i * 1000);
const FAILED = "Error: expected 2, got 3";
const NOT_READ = "File has not been read yet. Read it first before writing to it.";

type Step =
  | { do: "run"; command: string; exit: number }
  | { do: "edit" | "create" | "read"; path: string }
  | { do: "edit-fails"; path: string };

/** Run, fix, rerun; add a package; start the dev server. */
const SESSION: Step[] = [
  { do: "run", command: "npm test", exit: 1 },
  { do: "edit", path: "/repo/src/sum.ts" },
  { do: "create", path: "/repo/src/sum-helpers.ts" },
  { do: "run", command: "npm test", exit: 0 },
  { do: "run", command: "pnpm add zod", exit: 0 },
  { do: "run", command: "npm run dev", exit: 0 },
];
/** An edit the tool refuses twice until the file is read (agents with a file-read tool). */
const TOOL_ERROR: Step[] = [
  { do: "edit-fails", path: "/repo/src/b.ts" },
  { do: "edit-fails", path: "/repo/src/b.ts" },
  { do: "read", path: "/repo/src/b.ts" },
  { do: "edit", path: "/repo/src/b.ts" },
];

const prompt = (sessionId: string): ActivityEvent =>
  activityEvent({
    sessionId,
    ts: at(0).toISOString(),
    kind: "prompt",
    event: "UserPromptSubmit",
    cwd: CWD,
    detail: "Fix the failing sum test",
  });

function live(adapter: AgentAdapter, steps: Step[], payload: (s: Step) => [string, Record<string, unknown>]) {
  const events = [prompt("live")];
  for (const [i, s] of steps.entries()) {
    const [event, p] = payload(s);
    const e = adapter.parse(event, p);
    if (e?.type !== "tool_use") throw new Error(`${adapter.name} did not parse ${event}`);
    events.push(activityEvent(toolActivity(e, at(i + 1))));
  }
  return events;
}

function claudePayload(s: Step): [string, Record<string, unknown>] {
  const base = { session_id: "live", cwd: CWD, tool_use_id: null };
  if (s.do === "run") {
    return s.exit === 0
      ? [
          "PostToolUse",
          {
            ...base,
            tool_name: "Bash",
            tool_input: { command: s.command },
            tool_response: { stdout: "ok", stderr: "", interrupted: false, isImage: false },
          },
        ]
      : [
          "PostToolUseFailure",
          {
            ...base,
            tool_name: "Bash",
            tool_input: { command: s.command },
            error: `Exit code ${s.exit}\n${FAILED}`,
          },
        ];
  }
  if (s.do === "edit-fails")
    return [
      "PostToolUseFailure",
      {
        ...base,
        tool_name: "Edit",
        tool_input: { file_path: s.path, old_string: "a", new_string: "b" },
        error: NOT_READ,
      },
    ];
  if (s.do === "read")
    return [
      "PostToolUse",
      {
        ...base,
        tool_name: "Read",
        tool_input: { file_path: s.path },
        tool_response: { type: "text", file: { filePath: s.path, content: "x" } },
      },
    ];
  if (s.do === "create")
    return [
      "PostToolUse",
      {
        ...base,
        tool_name: "Write",
        tool_input: { file_path: s.path, content: "x" },
        tool_response: { type: "create", filePath: s.path },
      },
    ];
  return [
    "PostToolUse",
    {
      ...base,
      tool_name: "Edit",
      tool_input: { file_path: s.path, old_string: "a", new_string: "b" },
      tool_response: { filePath: s.path },
    },
  ];
}

function copilotPayload(s: Step): [string, Record<string, unknown>] {
  const base = { sessionId: "live", timestamp: T0, cwd: CWD };
  const ok = (text: string) => ({ resultType: "success", textResultForLlm: text });
  if (s.do === "run")
    return [
      "postToolUse",
      {
        ...base,
        toolName: "bash",
        toolArgs: { command: s.command, description: "run" },
        toolResult: ok(`${s.exit === 0 ? "ok" : FAILED}\n<shellId: 0 completed with exit code ${s.exit}>`),
      },
    ];
  if (s.do === "edit-fails")
    return [
      "postToolUseFailure",
      { ...base, toolName: "edit", toolArgs: { path: s.path, old_str: "a", new_str: "b" }, error: NOT_READ },
    ];
  if (s.do === "read")
    return ["postToolUse", { ...base, toolName: "view", toolArgs: { path: s.path }, toolResult: ok("1. x") }];
  if (s.do === "create")
    return [
      "postToolUse",
      {
        ...base,
        toolName: "create",
        toolArgs: { path: s.path, file_text: "x" },
        toolResult: ok(`Created file ${s.path}`),
      },
    ];
  return [
    "postToolUse",
    {
      ...base,
      toolName: "edit",
      toolArgs: { path: s.path, old_str: "a", new_str: "b" },
      toolResult: ok(`File ${s.path} updated with changes.`),
    },
  ];
}

/** Codex's rollout of the session: `item_completed` records (docs/agents/codex.md "Transcript"). */
function codexRollout(steps: Step[]) {
  const records: RolloutRecord[] = [
    {
      timestamp: at(0).toISOString(),
      type: "session_meta",
      payload: { id: "live", cwd: CWD, timestamp: at(0).toISOString() },
    },
    {
      timestamp: at(0).toISOString(),
      type: "event_msg",
      payload: {
        type: "item_completed",
        item: {
          type: "UserMessage",
          id: "u1",
          content: [{ type: "text", text: "Fix the failing sum test" }],
        },
      },
    },
  ];
  for (const [i, s] of steps.entries()) {
    const item =
      s.do === "run"
        ? {
            type: "CommandExecution",
            id: `call_${i}`,
            command: ["/bin/bash", "-lc", s.command],
            status: s.exit === 0 ? "completed" : "failed",
            aggregated_output: s.exit === 0 ? "ok" : FAILED,
            exit_code: s.exit,
          }
        : {
            type: "FileChange",
            id: `call_${i}`,
            changes: { [(s as { path: string }).path]: { type: s.do === "create" ? "add" : "update" } },
            status: "completed",
          };
    records.push({
      timestamp: at(i + 1).toISOString(),
      type: "event_msg",
      payload: { type: "item_completed", item },
    });
  }
  return codexRolloutSession(records)?.events ?? [];
}

/** Copilot's events.jsonl of the session: `tool.execution_start` / `_complete` pairs. */
function copilotEvents(steps: Step[]) {
  const records: { type: string; timestamp: string; data: Record<string, unknown> }[] = [
    {
      type: "session.start",
      timestamp: at(0).toISOString(),
      data: { sessionId: "live", startTime: at(0).toISOString(), context: { cwd: CWD } },
    },
    { type: "user.message", timestamp: at(0).toISOString(), data: { content: "Fix the failing sum test" } },
  ];
  for (const [i, s] of steps.entries()) {
    const ts = at(i + 1).toISOString();
    const id = `tc_${i}`;
    const [, hook] = copilotPayload(s);
    records.push({
      type: "tool.execution_start",
      timestamp: ts,
      data: { toolCallId: id, toolName: hook.toolName, arguments: hook.toolArgs },
    });
    const done: Record<string, unknown> =
      s.do === "run"
        ? {
            toolCallId: id,
            success: s.exit === 0,
            result: { content: s.exit === 0 ? "ok" : FAILED },
            shellExecution: { exitCode: s.exit },
          }
        : s.do === "edit-fails"
          ? { toolCallId: id, success: false, error: { message: NOT_READ } }
          : { toolCallId: id, success: true, result: { content: "done" } };
    records.push({ type: "tool.execution_complete", timestamp: ts, data: done });
  }
  return copilotSession(records)?.events ?? [];
}

/** The memories without what names the session and the call (ids differ between agents by nature). */
const memories = (events: ActivityEvent[]) =>
  deriveMemories(events).map(({ sessionId: _s, toolUseId: _t, event: _e, ...d }) => d);

describe("capture rules read tool kinds, whatever the agent names its tools", () => {
  const claude = memories(live(claudeCode, [...SESSION, ...TOOL_ERROR], claudePayload));

  it("the Claude Code session gives the memories each rule makes of it", () => {
    const titles = claude.map((d) => `${d.type}: ${d.title}`).join("\n");
    expect(titles).toMatch(/npm test/);
    expect(titles).toMatch(/Tech stack: TypeScript/);
    expect(titles).toMatch(/pnpm/);
    expect(titles).toMatch(/npm run dev/);
    expect(titles).toMatch(/`Edit` failed 2 times/);
    expect(claude.find((d) => d.tags.includes("tool-error"))?.body).toMatch(/Read the file first/);
  });

  it("Copilot CLI's hooks (bash, edit, create, view) give the same memories", () => {
    expect(memories(live(copilot, [...SESSION, ...TOOL_ERROR], copilotPayload))).toEqual(claude);
  });

  it("Copilot CLI's events.jsonl gives the same memories", () => {
    expect(memories([prompt("live"), ...copilotEvents([...SESSION, ...TOOL_ERROR]).slice(1)])).toEqual(
      claude,
    );
  });

  it("Codex's rollout (exec_command and apply_patch items) gives the same memories as Claude Code's session of the same calls", () => {
    expect(["exec_command", "shell", "Bash"].map(codex.toolKind)).toEqual(["command", "command", "command"]);
    expect(codex.toolKind("apply_patch")).toBe("edit");
    const claudeOnly = memories(live(claudeCode, SESSION, claudePayload));
    expect(claudeOnly.length).toBeGreaterThan(3);
    expect(memories([prompt("live"), ...codexRollout(SESSION).slice(1)])).toEqual(claudeOnly);
  });
});
