// The scripted Responses API the agent smoke tests drive Codex and Copilot with: which step answers which
// conversation, the SSE event sequence, error steps, body decoding and the request bound. Plain HTTP, no agent.
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  chooseStep,
  type FakeResponses,
  type ResponsesBody,
  type ResponsesStep,
  startFakeResponses,
} from "../support/fake-openai-responses.js";

const PATCH = "*** Begin Patch\n*** End Patch\n";
const SCRIPT: ResponsesStep[] = [
  { tool: "exec_command", args: { cmd: "npm test" } },
  { custom: "apply_patch", input: PATCH },
  { text: "All done." },
];

interface SseEvent {
  type: string;
  sequence_number: number;
  [k: string]: unknown;
}

function parseSse(text: string): SseEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? "null") as SseEvent;
      expect(data.type).toBe(event);
      return data;
    });
}

const user = (text: string) => ({ type: "message", role: "user", content: [{ type: "input_text", text }] });

describe("fake OpenAI Responses API", () => {
  let fake: FakeResponses | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it("walks the script by the call id of the newest tool output, then falls back to text", () => {
    const opts = { script: SCRIPT, fallbackText: "Nothing more." };
    const first: ResponsesBody = { input: [user("go")] };
    expect(chooseStep(first, opts)).toMatchObject({ step: 0, tool: "exec_command" });
    const afterTool: ResponsesBody = {
      input: [
        user("go"),
        { type: "function_call", call_id: "call_e2e_0_abc", name: "exec_command", arguments: "{}" },
        { type: "function_call_output", call_id: "call_e2e_0_abc", output: "ok" },
      ],
    };
    expect(chooseStep(afterTool, opts)).toMatchObject({ step: 1, custom: "apply_patch" });
    // Hook context or reminders an agent appends after the tool output do not end the tool round.
    const withContext = {
      input: [...(afterTool.input as object[]), { type: "message", role: "developer", content: "ctx" }],
    };
    expect(chooseStep(withContext, opts)).toMatchObject({ step: 1 });
    // Copilot prefixes ids of custom tool calls; the step number is still found.
    const afterCustom: ResponsesBody = {
      input: [
        ...(afterTool.input as object[]),
        { type: "custom_tool_call_output", call_id: "custom_call_e2e_1_x" },
      ],
    };
    expect(chooseStep(afterCustom, opts)).toMatchObject({ step: 2, text: "All done." });
    const laterTurn: ResponsesBody = {
      input: [
        user("go"),
        { type: "message", role: "assistant", content: [{ text: "All done." }] },
        user("more"),
      ],
    };
    expect(chooseStep(laterTurn, opts)).toEqual({ text: "Nothing more.", step: -1 });
    const ruled = { ...opts, rules: [{ when: /again/, step: 0 }] };
    expect(
      chooseStep({ ...laterTurn, input: [...(laterTurn.input as object[]), user("run it again")] }, ruled),
    ).toMatchObject({ step: 0 });
    const unknownId: ResponsesBody = {
      input: [user("go"), { type: "function_call_output", call_id: "call_9" }],
    };
    expect(chooseStep(unknownId, opts).step).toBe(-1);
  });

  it("streams a function call, a custom tool call and a message as Responses SSE events", async () => {
    fake = await startFakeResponses({ script: SCRIPT, inputTokens: 321 });
    const post = (input: object[]) =>
      fetch(`${fake!.url}/responses`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ model: "m", stream: true, input }),
      });

    const r1 = await post([user("go")]);
    expect(r1.headers.get("content-type")).toBe("text/event-stream");
    const e1 = parseSse(await r1.text());
    expect(e1.map((e) => e.type)).toEqual([
      "response.created",
      "response.in_progress",
      "response.output_item.added",
      "response.function_call_arguments.delta",
      "response.function_call_arguments.done",
      "response.output_item.done",
      "response.completed",
    ]);
    expect(e1.map((e) => e.sequence_number)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const call = e1[5]?.item as { type: string; name: string; arguments: string; call_id: string };
    expect(call).toMatchObject({ type: "function_call", name: "exec_command" });
    expect(JSON.parse(call.arguments)).toEqual({ cmd: "npm test" });
    const completed = e1[6]?.response as { output: unknown[]; usage: { input_tokens: number } };
    expect(completed.output).toEqual([call]);
    expect(completed.usage.input_tokens).toBe(321);

    const r2 = await post([
      user("go"),
      { type: "function_call_output", call_id: call.call_id, output: "ok" },
    ]);
    const e2 = parseSse(await r2.text());
    expect(e2.map((e) => e.type)).toContain("response.custom_tool_call_input.delta");
    const custom = e2.find((e) => e.type === "response.output_item.done")?.item as { call_id: string };
    expect(custom).toMatchObject({
      type: "custom_tool_call",
      name: "apply_patch",
      input: PATCH,
    });

    const r3 = await post([
      user("go"),
      { type: "custom_tool_call_output", call_id: custom.call_id, output: "ok" },
    ]);
    const e3 = parseSse(await r3.text());
    expect(e3.filter((e) => e.type === "response.output_text.delta").map((e) => e.delta)).toEqual([
      "All done.",
    ]);
    expect(e3.find((e) => e.type === "response.output_item.done")?.item).toMatchObject({
      type: "message",
      role: "assistant",
      content: [{ type: "output_text", text: "All done." }],
    });
    expect(fake.responseRequests()).toHaveLength(3);
    expect(fake.responseRequests()[1]?.body?.input).toHaveLength(2);
  });

  it("streams a namespaced function call and a raw output item such as a client-side tool_search_call", async () => {
    fake = await startFakeResponses({
      script: [
        { item: { type: "tool_search_call", execution: "client", arguments: { query: "cairn" } } },
        { tool: "get_context_pack", namespace: "mcp__cairn", args: { query: "greet" } },
      ],
    });
    const post = async (input: object[]) => {
      const r = await fetch(`${fake!.url}/responses`, { method: "POST", body: JSON.stringify({ input }) });
      return parseSse(await r.text()).find((e) => e.type === "response.output_item.done")?.item as Record<
        string,
        string
      >;
    };
    const search = await post([user("go")]);
    expect(search).toMatchObject({
      type: "tool_search_call",
      execution: "client",
      arguments: { query: "cairn" },
    });
    expect(search.call_id).toMatch(/^call_e2e_0_/);
    const call = await post([
      user("go"),
      search,
      { type: "tool_search_output", call_id: search.call_id, tools: [] },
    ]);
    expect(call).toMatchObject({ type: "function_call", name: "get_context_pack", namespace: "mcp__cairn" });
  });

  it("answers an error step with its HTTP status, decodes gzip bodies, lists no models, and stops at maxRequests", async () => {
    fake = await startFakeResponses({ script: [{ status: 429, message: "slow down" }], maxRequests: 3 });
    const gz = await fetch(`${fake.url}/responses`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      body: gzipSync(JSON.stringify({ input: [user("go")] })),
    });
    expect(gz.status).toBe(429);
    expect(((await gz.json()) as { error: { message: string } }).error.message).toBe("slow down");
    expect(fake.requests[0]?.body?.input).toEqual([user("go")]);
    const models = await fetch(`${fake.url}/models`);
    expect(await models.json()).toEqual({ object: "list", data: [] });
    expect((await fetch(`${fake.url}/chat/completions`, { method: "POST", body: "{}" })).status).toBe(404);
    const over = await fetch(`${fake.url}/responses`, {
      method: "POST",
      body: JSON.stringify({ input: [] }),
    });
    expect(over.status).toBe(400);
  });
});
