// The hand-written readers in record-pick.ts must output exactly what the zod schemas of
// record-schema.ts output, on real records and on wrongly typed fields.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  pickAssistantMessage,
  pickEnvelope,
  pickToolResult,
  pickToolUse,
  pickUserContent,
} from "../../src/core/transcript/record-pick.js";
import {
  assistantMessageSchema,
  toolResultBlockSchema,
  toolUseBlockSchema,
  transcriptRecordSchema,
  userMessageSchema,
} from "../../src/core/transcript/record-schema.js";

type Obj = Record<string, unknown>;

/** Compares one raw record with every schema the import applies to it. */
function agree(raw: Obj): void {
  const env = transcriptRecordSchema.safeParse(raw);
  if (typeof raw.type !== "string" || raw.type === "") {
    expect(env.success).toBe(false);
    return;
  }
  expect(env.success).toBe(true);
  expect(pickEnvelope(raw, raw.type)).toEqual(env.data);
  const user = userMessageSchema.safeParse(raw.message);
  expect(pickUserContent(raw.message)).toEqual(user.success ? user.data.content : null);
  const assistant = assistantMessageSchema.safeParse(raw.message);
  expect(pickAssistantMessage(raw.message)).toEqual(assistant.success ? assistant.data : null);
  const content = (raw.message as Obj | undefined)?.content;
  for (const block of Array.isArray(content) ? content : []) {
    const use = toolUseBlockSchema.safeParse(block);
    expect(pickToolUse(block)).toEqual(use.success ? use.data : null);
    const result = toolResultBlockSchema.safeParse(block);
    expect(pickToolResult(block)).toEqual(result.success ? result.data : null);
  }
}

const base: Obj = {
  type: "assistant",
  uuid: "u1",
  parentUuid: null,
  sessionId: "s1",
  timestamp: "2026-02-12T16:00:00.000Z",
  cwd: "/p",
  message: { id: "m1", model: "claude", content: [], usage: { input_tokens: 3 } },
};

describe("record-pick agrees with the zod schemas", () => {
  const wrong: [string, unknown][] = [
    ["uuid", 7],
    ["parentUuid", 5],
    ["parentUuid", undefined],
    ["sessionId", null],
    ["timestamp", {}],
    ["cwd", ["/a"]],
    ["gitBranch", false],
    ["version", 2.1],
    ["agentId", []],
    ["requestId", 1],
    ["subtype", true],
    ["summary", 3],
    ["isSidechain", "true"],
    ["isMeta", 1],
    ["isCompactSummary", "yes"],
    ["compactMetadata", "auto"],
    ["compactMetadata", ["auto"]],
    ["compactMetadata", null],
    ["compactMetadata", { trigger: 1, preTokens: -5 }],
    ["compactMetadata", { trigger: "auto", preTokens: "100" }],
    ["compactMetadata", { trigger: "auto", preTokens: JSON.parse("1e999") }],
    ["content", 12],
    ["toolUseResult", "Error: x"],
  ];
  it.each(wrong)("envelope field %s = %j", (key, value) => {
    agree({ ...base, [key]: value });
  });

  const messages: unknown[] = [
    null,
    "text",
    [],
    42,
    {},
    { content: "hi" },
    { content: 5 },
    { content: null, id: 3, model: ["x"] },
    { content: [{ type: "text", text: "a" }], usage: null },
    { content: [], usage: [] },
    { content: [], usage: "many" },
    {
      content: [],
      usage: { input_tokens: -1, output_tokens: "2", cache_read_input_tokens: JSON.parse("1e999") },
    },
    { content: [], usage: { cache_creation_input_tokens: 0, cache_read_input_tokens: 7.5 } },
  ];
  it.each(messages)("message %j", (message) => {
    agree({ ...base, message });
    agree({ ...base, type: "user", message });
  });

  const blocks: unknown[] = [
    null,
    "tool_use",
    [],
    { type: "tool_use", id: "t1", name: "Bash", input: { command: "ls" } },
    { type: "tool_use", id: "t1", name: "Bash", input: "ls" },
    { type: "tool_use", id: "t1", name: "Bash", input: ["ls"] },
    { type: "tool_use", id: "t1", name: "Bash", input: null },
    { type: "tool_use", id: "t1", name: "Bash" },
    { type: "tool_use", id: "", name: "Bash", input: {} },
    { type: "tool_use", id: "t1", name: 3, input: {} },
    { type: "tool_use", name: "Bash", input: {} },
    { type: "tool_result", tool_use_id: "t1", content: "ok", is_error: false },
    { type: "tool_result", tool_use_id: "t1", content: [{ type: "text", text: "ok" }], is_error: "yes" },
    { type: "tool_result", tool_use_id: "t1" },
    { type: "tool_result", tool_use_id: "" },
    { type: "tool_result", tool_use_id: 9, content: "x" },
    { type: "text", text: "plain" },
  ];
  it.each(blocks)("content block %j", (block) => {
    agree({ ...base, message: { content: [block] } });
    agree({ ...base, type: "user", message: { content: [block] } });
  });

  it("rejects a record without a usable type like the schema", () => {
    agree({ ...base, type: "" });
    agree({ ...base, type: 3 });
  });
});

const ROOT = resolve(import.meta.dirname, "..", "..", "..", "shared", "data", "claude-code", "transcripts");
const exists = existsSync(ROOT);
if (!exists)
  console.warn(`skipping record-pick real-transcript check: ${ROOT} is absent (needs ../shared/data)`);

describe.skipIf(!exists)("record-pick on every record of the shared real transcripts", () => {
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith(".jsonl") ? [join(d, e.name)] : [],
    );
  it("outputs what the schemas output", () => {
    let records = 0;
    for (const file of walk(ROOT)) {
      for (const line of readFileSync(file, "utf8").split("\n")) {
        if (line.trim() === "") continue;
        agree(JSON.parse(line) as Obj);
        records += 1;
      }
    }
    expect(records).toBeGreaterThan(1000);
  });
});
