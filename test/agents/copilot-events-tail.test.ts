// What Copilot CLI's hook payloads lack, read from the session's events.jsonl as the hooks see it (the file Copilot
// CLI 1.0.102 wrote, test/fixtures/agents/copilot/1.0.102/events.jsonl, cut where each hook ran): a tool call's
// toolCallId at postToolUse (its tool.execution_start is written before the hooks, tool.execution_complete after)
// and the turn's final answer at agentStop.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  copilotEventsPath,
  copilotLastAnswer,
  withCopilotCallId,
} from "../../src/app/capture/copilot-events-tail.js";
import { adapterFor } from "../../src/core/agents/agents.js";
import {
  type CopilotEventRecord,
  lastAssistantText,
  parseCopilotEventLine,
  pendingToolCallId,
  reachesAgentStop,
} from "../../src/core/agents/copilot-session.js";
import { tempDir } from "../support/temp.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "agents", "copilot", "1.0.102");
const LINES = readFileSync(join(DIR, "events.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "");
const RECORDS = LINES.map(parseCopilotEventLine) as CopilotEventRecord[];
/** The index of the hook.start record of each postToolUse / postToolUseFailure: where that hook read the file. */
const postHooks = RECORDS.flatMap((r, i) =>
  r.type === "hook.start" && /^postToolUse/.test(String(r.data.hookType)) ? [i] : [],
);
const starts = RECORDS.filter((r) => r.type === "tool.execution_start");

describe("pendingToolCallId: the id of the call a postToolUse hook reports", () => {
  it("finds each call's id in the file as it stood when the call's hook ran", () => {
    expect(postHooks).toHaveLength(starts.length);
    for (const [k, at] of postHooks.entries()) {
      const start = starts[k] as CopilotEventRecord;
      const seen = RECORDS.slice(0, at);
      expect(pendingToolCallId(seen, String(start.data.toolName), start.data.arguments)).toBe(
        start.data.toolCallId,
      );
    }
  });

  it("is null once the call completed and a later call started, for other arguments, and for two identical pending calls", () => {
    const start = starts[0] as CopilotEventRecord;
    const name = String(start.data.toolName);
    expect(starts.length).toBeGreaterThan(1);
    expect(pendingToolCallId(RECORDS, name, start.data.arguments)).toBeNull();
    const seen = RECORDS.slice(0, postHooks[0]);
    expect(pendingToolCallId(seen, name, { command: "npm run other" })).toBeNull();
    const twin = { ...start, data: { ...start.data, toolCallId: "call_twin" } };
    expect(pendingToolCallId([...seen, twin], name, start.data.arguments)).toBeNull();
  });

  it("is the newest started call when a late hook reads the file after that call completed", () => {
    const start = starts[0] as CopilotEventRecord;
    const name = String(start.data.toolName);
    const at = RECORDS.findIndex(
      (r) => r.type === "tool.execution_complete" && r.data.toolCallId === start.data.toolCallId,
    );
    const late = RECORDS.slice(0, at + 1);
    expect(pendingToolCallId(late, name, start.data.arguments)).toBe(start.data.toolCallId);
    const again = { ...start, data: { ...start.data, toolCallId: "call_again" } };
    const done = {
      ...RECORDS[at],
      data: { ...RECORDS[at]?.data, toolCallId: "call_again" },
    } as CopilotEventRecord;
    expect(pendingToolCallId([...late, again, done], name, start.data.arguments)).toBeNull();
  });

  it("compares arguments whatever their key order", () => {
    const seen = RECORDS.slice(0, postHooks[0]);
    const args = starts[0]?.data.arguments as Record<string, unknown>;
    const reordered = Object.fromEntries(Object.entries(args).reverse());
    expect(pendingToolCallId(seen, "bash", reordered)).toBe(starts[0]?.data.toolCallId);
  });
});

describe("lastAssistantText: agentStop's final answer", () => {
  it("is the main agent's newest non-empty assistant message", () => {
    expect(lastAssistantText(RECORDS)).toBe("Added src/greet.js and the tests pass.");
    expect(lastAssistantText(RECORDS.slice(0, postHooks[0]))).toBeNull();
    const sub = { type: "assistant.message", timestamp: null, data: { content: "child", agentId: "a1" } };
    expect(lastAssistantText([...RECORDS, sub])).toBe("Added src/greet.js and the tests pass.");
  });
});

describe("reading the events file (app/capture/copilot-events-tail)", () => {
  let dir: ReturnType<typeof tempDir>;
  let file: string;
  beforeEach(() => {
    dir = tempDir("cairn-copilot-tail-");
    mkdirSync(join(dir.path, "session-state", "s1"), { recursive: true });
    file = join(dir.path, "session-state", "s1", "events.jsonl");
  });
  afterEach(() => dir.cleanup());

  it("derives the file from $COPILOT_HOME and the session id when the payload names none", () => {
    expect(copilotEventsPath(null, "s1", { COPILOT_HOME: dir.path })).toBe(file);
    expect(copilotEventsPath("/x/events.jsonl", "s1", { COPILOT_HOME: dir.path })).toBe("/x/events.jsonl");
  });

  it("gives the recorded postToolUse call (apply_patch's patch string too) its toolCallId, and the stop its answer", async () => {
    const copilot = adapterFor("copilot");
    const calls = [
      ["postToolUse", 0, /^call_e2e_0_/],
      ["postToolUse.apply_patch", 3, /^custom_call_e2e_3_/],
    ] as const;
    for (const [name, k, want] of calls) {
      writeFileSync(file, `${LINES.slice(0, postHooks[k]).join("\n")}\n`);
      const p = JSON.parse(readFileSync(join(DIR, `${name}.json`), "utf8")) as Record<string, unknown>;
      const e = copilot.parse("postToolUse", p);
      if (e?.type !== "tool_use") throw new Error("not a tool event");
      expect(e.tool.toolUseId).toBeNull();
      const id = withCopilotCallId(e.tool, p.toolArgs, file).toolUseId;
      expect(id).toMatch(want);
    }
    writeFileSync(file, `${LINES.join("\n")}\n`);
    expect(await copilotLastAnswer(file)).toBe("Added src/greet.js and the tests pass.");
  });

  it("waits for a file that does not yet reach the agentStop, then reads the turn's final answer", async () => {
    const lastMessage = RECORDS.findLastIndex((r) => r.type === "assistant.message");
    writeFileSync(file, `${LINES.slice(0, lastMessage).join("\n")}\n`);
    setTimeout(() => appendFileSync(file, `${LINES.slice(lastMessage).join("\n")}\n`), 60);
    expect(await copilotLastAnswer(file, { totalMs: 2_000, stepMs: 10 })).toBe(
      "Added src/greet.js and the tests pass.",
    );
  });

  it("reads the file as it stands when it never reaches the agentStop", async () => {
    const lastMessage = RECORDS.findLastIndex((r) => r.type === "assistant.message");
    writeFileSync(file, `${LINES.slice(0, lastMessage).join("\n")}\n`);
    // the earlier assistant.message records of the turn only requested tools: no text to report yet
    expect(lastAssistantText(RECORDS.slice(0, lastMessage))).toBeNull();
    expect(await copilotLastAnswer(file, { totalMs: 40, stepMs: 10 })).toBeNull();
  });

  it("leaves the event as it was when the file is missing", async () => {
    const e = adapterFor("copilot").parse("postToolUse", {
      sessionId: "s1",
      cwd: "/p",
      toolName: "bash",
      toolArgs: { command: "ls" },
      toolResult: { resultType: "success", textResultForLlm: "" },
    });
    if (e?.type !== "tool_use") throw new Error("not a tool event");
    expect(withCopilotCallId(e.tool, { command: "ls" }, join(dir.path, "none.jsonl"))).toBe(e.tool);
    expect(await copilotLastAnswer(join(dir.path, "none.jsonl"))).toBeNull();
  });
});

describe("reachesAgentStop: whether the file already logs the agentStop reading it", () => {
  const stop = RECORDS.findIndex((r) => r.type === "hook.start" && r.data.hookType === "agentStop");
  it("is false up to the agentStop's hook.start record and true from it", () => {
    expect(stop).toBeGreaterThan(0);
    expect(reachesAgentStop(RECORDS.slice(0, stop))).toBe(false);
    expect(reachesAgentStop(RECORDS.slice(0, stop + 1))).toBe(true);
    expect(reachesAgentStop(RECORDS)).toBe(true);
  });
  it("is false for a later turn whose agentStop is not logged yet, true for a file that logs no hooks", () => {
    const nextTurn = RECORDS.find((r) => r.type === "user.message") as CopilotEventRecord;
    expect(reachesAgentStop([...RECORDS, nextTurn])).toBe(false);
    expect(reachesAgentStop(RECORDS.filter((r) => !r.type.startsWith("hook.")))).toBe(true);
  });
});
