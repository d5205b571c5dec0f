import { describe, expect, it } from "vitest";
import { activityEventSchema } from "../../src/core/capture/events.js";
import { assistantPart, runRecords as run, toolResult, toolUse, userPrompt } from "./fixtures.js";

describe("TranscriptAccumulator tool calls", () => {
  it("pairs tool_use with tool_result by id and reports files at the result's timestamp", () => {
    const edit = toolUse("toolu_E", "Edit", {
      file_path: "/home/dev/proj/src/a.ts",
      old_string: "a",
      new_string: "b",
    });
    const multi = toolUse("toolu_M", "MultiEdit", {
      file_path: "/home/dev/proj/src/b.ts",
      edits: [{ old_string: "x", new_string: "y" }],
    });
    const grep = toolUse("toolu_G", "Grep", { pattern: "foo", path: "/home/dev/proj/src" });
    const resultE = toolResult("toolu_E", "The file has been updated.", false, {
      filePath: "/home/dev/proj/src/a.ts",
    });
    const { session } = run([
      assistantPart("msg_1", edit),
      assistantPart("msg_1", multi),
      assistantPart("msg_1", grep),
      toolResult("toolu_G", "src/a.ts", false),
      resultE,
      toolResult("toolu_M", "<tool_use_error>String to replace not found in file.</tool_use_error>", true),
      toolResult("toolu_unknown", "?", false),
    ]);
    const tools = session.events.filter((e) => e.kind === "tool");
    expect(tools.map((e) => [e.tool, e.toolUseId, e.ok])).toEqual([
      ["Grep", "toolu_G", true],
      ["Edit", "toolu_E", true],
      ["MultiEdit", "toolu_M", false],
    ]);
    const editEvent = tools[1]!;
    expect(editEvent.files).toEqual(["/home/dev/proj/src/a.ts"]);
    expect(editEvent.ts).toBe(resultE.timestamp);
    expect(editEvent.event).toBe("import");
    expect(tools[2]!.error).toBe("String to replace not found in file.");
    expect(tools[0]!.files).toEqual(["/home/dev/proj/src"]);
    expect(session.filesChanged).toEqual(["/home/dev/proj/src/a.ts"]);
    expect(session.orphanResults).toBe(1);
    expect(session.pendingToolUses).toEqual([]);
    for (const e of session.events) expect(activityEventSchema.safeParse(e).success).toBe(true);
  });

  it("records a failed Bash command with its exit code and first meaningful error line", () => {
    const { session } = run([
      assistantPart("msg_1", toolUse("toolu_B", "Bash", { command: "npm test", description: "run tests" })),
      toolResult(
        "toolu_B",
        "Exit code 2\nnpm warn config x\n\nFAIL src/a.test.ts\n  expected 1 to be 2",
        true,
        "Error: Exit code 2\nnpm warn config x\n\nFAIL src/a.test.ts",
      ),
      assistantPart("msg_2", toolUse("toolu_C", "Bash", { command: "ls" })),
      toolResult("toolu_C", "a\nb", false, {
        stdout: "a\nb",
        stderr: "",
        interrupted: false,
        isImage: false,
      }),
      assistantPart("msg_3", toolUse("toolu_D", "Bash", { command: "grep -r nope ." })),
      toolResult("toolu_D", "", false, {
        stdout: "",
        stderr: "",
        interrupted: false,
        returnCodeInterpretation: "No matches found",
      }),
      assistantPart("msg_4", toolUse("toolu_P", "PowerShell", { command: "Get-Item x" })),
      toolResult("toolu_P", "Exit code 1\nGet-Item : Cannot find path", true),
    ]);
    expect(session.commands).toEqual([
      { command: "npm test", ok: false, exitCode: 2, error: "FAIL src/a.test.ts" },
      { command: "ls", ok: true, exitCode: 0, error: null },
      { command: "grep -r nope .", ok: true, exitCode: null, error: null },
      { command: "Get-Item x", ok: false, exitCode: 1, error: "Get-Item : Cannot find path" },
    ]);
    const bash = session.events.find((e) => e.toolUseId === "toolu_B");
    expect(bash).toMatchObject({ kind: "tool", tool: "Bash", command: "npm test", ok: false, exitCode: 2 });
    expect(session.errors).toEqual(["FAIL src/a.test.ts", "Get-Item : Cannot find path"]);
  });

  it("attributes sidechain records to their agent and never takes intents from them", () => {
    const side = { isSidechain: true, agentId: "a2898e3" };
    const rootUuid = "abcdef12-0000-4000-8000-000000000001";
    const { session } = run([
      userPrompt("Very thorough exploration please", side),
      assistantPart(
        "msg_S",
        toolUse("toolu_S", "Read", { file_path: "/home/dev/proj/x.ex" }),
        undefined,
        side,
      ),
      toolResult("toolu_S", "File does not exist.", true, "Error: File does not exist.", side),
      assistantPart("msg_S2", { type: "text", text: "Subagent report" }, undefined, side),
      // 1.0.x: inline sidechain without agentId; children inherit the root's label.
      userPrompt("Create components", { isSidechain: true, uuid: rootUuid, parentUuid: null }),
      assistantPart("msg_T", toolUse("toolu_T", "Bash", { command: "ls" }), undefined, {
        isSidechain: true,
        parentUuid: rootUuid,
        uuid: "abcdef12-0000-4000-8000-000000000002",
      }),
      toolResult(
        "toolu_T",
        "ok",
        false,
        { stdout: "ok", stderr: "", interrupted: false },
        {
          isSidechain: true,
          parentUuid: "abcdef12-0000-4000-8000-000000000002",
        },
      ),
    ]);
    expect(session.intents).toEqual([]);
    expect(session.agentIds).toEqual(["a2898e3", "sidechain-abcdef12"]);
    expect(session.lastAssistantMessage).toBeNull();
    const tools = session.events.filter((e) => e.kind === "tool");
    expect(tools.map((e) => [e.tool, e.agentId, e.ok])).toEqual([
      ["Read", "a2898e3", false],
      ["Bash", "sidechain-abcdef12", true],
    ]);
  });
});

describe("events the builder emits", () => {
  it("drop without a timestamp or with an exit code that is not a safe integer, and clip long texts", () => {
    const noTs = (r: Record<string, unknown>) => {
      const { timestamp: _t, ...rest } = r;
      return rest;
    };
    const { session } = run([
      userPrompt("run things"),
      noTs(assistantPart("m1", toolUse("t1", "Bash", { command: "ls" }))),
      noTs(toolResult("t1", "a\nb", false, { stdout: "a\nb", stderr: "", interrupted: false })),
      assistantPart("m2", toolUse("t2", "Bash", { command: "make huge" })),
      toolResult("t2", "Exit code 99999999999999999999\nboom", true),
      assistantPart("m3", toolUse("t3", "Bash", { command: "npm test" })),
      toolResult("t3", "ok", false, { stdout: "ok", stderr: "", interrupted: false }),
      {
        ...userPrompt("x"),
        type: "system",
        subtype: "compact_boundary",
        content: "Conversation compacted",
        compactMetadata: { trigger: "t".repeat(5000), preTokens: 1 },
      },
    ]);
    expect(session.droppedEvents).toBe(2);
    expect(session.events.filter((e) => e.kind === "tool").map((e) => e.command)).toEqual(["npm test"]);
    const compact = session.events.find((e) => e.kind === "compact")!;
    expect(compact.detail).toHaveLength(4000);
    for (const e of session.events) expect(activityEventSchema.parse(e)).toEqual(e);
  });
});
