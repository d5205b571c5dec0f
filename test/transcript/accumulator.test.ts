import { describe, expect, it } from "vitest";
import { TranscriptAccumulator } from "../../src/core/transcript/accumulator.js";
import {
  assistantPart,
  compactBoundary,
  runRecords as run,
  SESSION_ID,
  toolUse,
  userPrompt,
} from "./fixtures.js";

describe("TranscriptAccumulator", () => {
  it("groups split assistant records by message.id and counts usage once (max per field)", () => {
    const usage1 = {
      input_tokens: 3,
      output_tokens: 10,
      cache_creation_input_tokens: 500,
      cache_read_input_tokens: 900,
    };
    const usage2 = { ...usage1, output_tokens: 299 };
    const { session } = run([
      userPrompt("fix the build"),
      assistantPart("msg_A", { type: "thinking", thinking: "hmm", signature: "x" }, usage1),
      assistantPart("msg_A", { type: "text", text: "Part one." }, usage1),
      assistantPart("msg_A", { type: "text", text: "Part two." }, usage2),
      assistantPart("msg_B", { type: "text", text: "Done." }, { input_tokens: 1, output_tokens: 5 }),
    ]);
    expect(session.assistantMessages).toBe(2);
    expect(session.usage).toEqual({
      inputTokens: 4,
      outputTokens: 304,
      cacheCreationInputTokens: 500,
      cacheReadInputTokens: 900,
    });
    expect(session.lastAssistantMessage).toBe("Done.");
    expect(session.models).toEqual(["claude-opus-4-6"]);
  });

  it("joins the text parts of the last assistant message", () => {
    const { session } = run([
      assistantPart("msg_A", { type: "text", text: "First." }),
      assistantPart("msg_B", { type: "text", text: "Next: run tests." }),
      assistantPart("msg_B", { type: "text", text: "Then push." }),
      assistantPart("msg_C", toolUse("toolu_1", "Read", { file_path: "/home/dev/proj/a.ts" })),
    ]);
    expect(session.lastAssistantMessage).toBe("Next: run tests.\nThen push.");
  });

  it("counts compaction boundaries, emits compact events and skips the compact summary", () => {
    const { result, session } = run([
      userPrompt("start"),
      compactBoundary(170251),
      userPrompt("This session is being continued from a previous conversation…", {
        isCompactSummary: true,
        isVisibleInTranscriptOnly: true,
      }),
      compactBoundary(90000),
    ]);
    expect(session.compactions).toBe(2);
    expect(result.counts["compact-boundary"]).toBe(2);
    const compacts = session.events.filter((e) => e.kind === "compact");
    expect(compacts.map((e) => e.detail)).toEqual([
      "auto compaction, 170251 tokens before",
      "auto compaction, 90000 tokens before",
    ]);
    expect(session.intents).toEqual(["start"]);
  });

  it("counts unknown record types by name and bookkeeping by category", () => {
    const { result } = run([
      { type: "file-history-snapshot", messageId: "m", snapshot: {} },
      { type: "progress", data: { type: "hook_progress" } },
      { type: "api-request-blob", hash: "h" },
      { type: "brand-new-thing", x: 1 },
      { type: "brand-new-thing", x: 2 },
      { no: "type" },
      42,
    ]);
    expect(result.counts.bookkeeping).toBe(3);
    expect(result.counts.unknown).toBe(4);
    expect(result.unknownTypes).toEqual(
      new Map([
        ["brand-new-thing", 2],
        ["(none)", 2],
      ]),
    );
  });

  it("skips broken and blank lines, counting the broken ones", () => {
    const acc = new TranscriptAccumulator();
    acc.pushLine(JSON.stringify(userPrompt("hello")));
    acc.pushLine('{"type":"user","message":{"content":"trunc');
    acc.pushLine("   ");
    acc.pushLine("not json at all");
    acc.pushLine(JSON.stringify(userPrompt("world")));
    const r = acc.result();
    expect(r.lines).toBe(4);
    expect(r.parseErrors).toBe(2);
    expect(r.sessions.get(SESSION_ID)?.intents).toEqual(["hello", "world"]);
  });

  it("keeps typed prompts only: skips meta, task notifications, interrupts and local-command output", () => {
    const { session, result } = run([
      userPrompt("Work on the parser"),
      userPrompt([
        { type: "text", text: "Add a test" },
        { type: "image", source: {} },
      ]),
      userPrompt(
        "<task-notification>\n<task-id>b76</task-id>\n<status>completed</status>\n</task-notification>",
      ),
      userPrompt([{ type: "text", text: "[Request interrupted by user]" }]),
      userPrompt("<local-command-stdout>Reconnected.</local-command-stdout>"),
      userPrompt("<local-command-caveat>Caveat: …</local-command-caveat>", { isMeta: true }),
      userPrompt([{ type: "text", text: "expanded skill body" }], { isMeta: true }),
      userPrompt("   "),
    ]);
    expect(session.intents).toEqual(["Work on the parser", "Add a test"]);
    expect(session.events.filter((e) => e.kind === "prompt").map((e) => e.detail)).toEqual(session.intents);
    expect(result.counts.prompt).toBe(2);
    expect(result.counts["user-other"]).toBe(6);
  });

  it("turns slash-command wrappers into '/name args' intents (user and system/local_command records)", () => {
    const { session } = run([
      userPrompt(
        "<command-message>orchestrator is running…</command-message>\n<command-name>/orchestrator</command-name>\n<command-args>create TODO app</command-args>",
      ),
      userPrompt(
        "<command-name>/mcp</command-name>\n            <command-message>mcp</command-message>\n            <command-args></command-args>",
      ),
      {
        type: "system",
        subtype: "local_command",
        content:
          "<command-name>/model</command-name>\n<command-message>model</command-message>\n<command-args></command-args>",
        sessionId: SESSION_ID,
        timestamp: "2026-02-12T17:00:00.000Z",
        isMeta: false,
      },
      {
        type: "system",
        subtype: "local_command",
        content: "<local-command-stdout>Kept model</local-command-stdout>",
        sessionId: SESSION_ID,
        timestamp: "2026-02-12T17:00:00.000Z",
      },
    ]);
    expect(session.intents).toEqual(["/orchestrator create TODO app", "/mcp", "/model"]);
  });

  it("keys results by sessionId and reports metadata per session", () => {
    const other = "99999999-2222-4333-8444-555555555555";
    const { result } = run([
      userPrompt("one", { cwd: "/a", gitBranch: "" }),
      userPrompt("two", { sessionId: other, version: "2.1.330", gitBranch: "feat" }),
      userPrompt("three", { cwd: "/a/b", gitBranch: "main", version: "2.1.40" }),
    ]);
    expect([...result.sessions.keys()]).toEqual([SESSION_ID, other]);
    const s = result.sessions.get(SESSION_ID)!;
    expect([s.firstCwd, s.lastCwd, s.gitBranch, s.versions]).toEqual([
      "/a",
      "/a/b",
      "main",
      ["2.1.39", "2.1.40"],
    ]);
    expect(result.sessions.get(other)?.intents).toEqual(["two"]);
    expect(s.firstTs! <= s.lastTs!).toBe(true);
  });

  it("clips long prompts to the event limit and keeps unanswered tool calls as pending", () => {
    const { session } = run([
      userPrompt("x".repeat(5000)),
      assistantPart("msg_1", toolUse("toolu_W", "Write", { file_path: "/p/a", content: "secret body" })),
    ]);
    expect(session.intents[0]).toHaveLength(4000);
    expect(session.events[0]!.detail).toHaveLength(4000);
    expect(session.pendingToolUses).toEqual([
      { toolUseId: "toolu_W", tool: "Write", ts: expect.any(String), agentId: null },
    ]);
    expect(JSON.stringify(session)).not.toContain("secret body");
  });
});
