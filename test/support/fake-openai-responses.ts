/**
 * A scripted OpenAI Responses API on 127.0.0.1 for driving the real Codex CLI (`wire_api = "responses"`) and
 * GitHub Copilot CLI (`COPILOT_PROVIDER_WIRE_API=responses`) offline. Answers `POST <base>/responses` with a
 * server-sent-event stream in the shape of https://platform.openai.com/docs/api-reference/responses-streaming
 * (`response.created` … `response.output_item.done`, `response.completed`), records every request, and never
 * reaches the network. Bounded: after `maxRequests` it answers HTTP 400 only.
 *
 * Which step answers a request: the step after the one named by the newest `function_call_output` /
 * `custom_tool_call_output` / `tool_search_output` call id when no model output follows it (ids are minted as `call_e2e_<step>_<rand>`), step 0 for a conversation
 * with no assistant output yet, and `fallbackText` otherwise (a later user turn, a subagent's own
 * conversation, the script's end).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import * as zlib from "node:zlib";

/**
 * One scripted model turn: a function tool call (`arguments` sent as JSON text; `namespace` for a deferred
 * tool such as Codex's MCP tools, `mcp__<server>`), a custom (freeform) tool call such as Codex's and
 * Copilot's `apply_patch`, any other output item as given (e.g. Codex's client-side
 * `{type: "tool_search_call", execution: "client", arguments: {query}}`; its `call_id` is minted), the final
 * text that ends the turn, or an HTTP error status.
 */
export type ResponsesStep =
  | { tool: string; args: Record<string, unknown>; namespace?: string }
  | { custom: string; input: string }
  | { item: Record<string, unknown> }
  | { text: string }
  | { status: number; message?: string };

/** One item of a request's `input` array (messages, tool calls and their outputs). */
export interface InputItem {
  type?: string;
  role?: string;
  content?: string | { type?: string; text?: string }[];
  call_id?: string;
  name?: string;
  arguments?: string;
  input?: string;
  output?: unknown;
}

export interface ResponsesBody {
  model?: string;
  instructions?: string;
  input?: string | InputItem[];
  tools?: { type?: string; name?: string }[];
  stream?: boolean;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** Raw body text after content decoding (40–60 KB for a first Codex or Copilot turn). */
  raw: string;
  /** Parsed JSON body, or null when the body is empty, not JSON, or in an encoding this Node cannot decode. */
  body: ResponsesBody | null;
}

export interface FakeResponses {
  /** `http://127.0.0.1:<port>/v1`: the base URL both agents append `/responses` to. */
  url: string;
  requests: RecordedRequest[];
  /** Requests to `POST …/responses` only, in arrival order. */
  responseRequests(): RecordedRequest[];
  close(): Promise<void>;
}

export interface FakeResponsesOptions {
  script: ResponsesStep[];
  /** Text for turns outside the script (later user turns, subagents, the script's end). Default "Done.". */
  fallbackText?: string;
  maxRequests?: number;
  /** `usage.input_tokens` reported for every reply (default 100). */
  inputTokens?: number;
  /** A turn whose last input item is user text matching `when` is answered with `script[step]`. */
  rules?: { when: RegExp; step: number }[];
}

const STEP_ID = /call_e2e_(\d+)_/;
const OUTPUT_TYPES = new Set(["function_call_output", "custom_tool_call_output", "tool_search_output"]);
const ASSISTANT_TYPES = new Set(["function_call", "custom_tool_call", "tool_search_call"]);

/** Every text of one input item: message content parts, or a tool output when it is a string. */
export function itemText(item: InputItem): string {
  if (typeof item.content === "string") return item.content;
  if (Array.isArray(item.content)) return item.content.map((p) => p.text ?? "").join("\n");
  return typeof item.output === "string" ? item.output : "";
}

/** The request's `input` as an array (a bare string input becomes one user message). */
export function inputItems(body: ResponsesBody): InputItem[] {
  if (typeof body.input === "string") return [{ type: "message", role: "user", content: body.input }];
  return body.input ?? [];
}

/** Texts of the input messages with `role` (e.g. "developer", "user"), in order. */
export function messagesWithRole(body: ResponsesBody, role: string): string[] {
  return inputItems(body)
    .filter((i) => (i.type === undefined || i.type === "message") && i.role === role)
    .map(itemText);
}

/** What to answer for one request (see the module comment). */
export function chooseStep(
  body: ResponsesBody,
  opts: FakeResponsesOptions,
): ResponsesStep & { step: number } {
  const fallback = { text: opts.fallbackText ?? "Done.", step: -1 };
  const items = inputItems(body);
  const last = items.at(-1);
  // The newest model output or tool output; developer/user messages an agent adds after a tool output (hook
  // context, reminders) do not end the tool round.
  const turn = items.findLast(
    (i) => OUTPUT_TYPES.has(i.type ?? "") || ASSISTANT_TYPES.has(i.type ?? "") || i.role === "assistant",
  );
  let next: number;
  if (turn && OUTPUT_TYPES.has(turn.type ?? "")) {
    const m = STEP_ID.exec(turn.call_id ?? "");
    if (!m) return fallback;
    next = Number(m[1]) + 1;
  } else if (turn) {
    const rule = last ? opts.rules?.find((r) => r.when.test(itemText(last))) : undefined;
    const ruled = rule ? opts.script[rule.step] : undefined;
    return ruled && rule ? { ...ruled, step: rule.step } : fallback;
  } else {
    next = 0;
  }
  const step = opts.script[next];
  return step ? { ...step, step: next } : fallback;
}

type OutputItem = Record<string, unknown>;

/** The SSE events of one reply, without `sequence_number` (added while writing). */
export function replyEvents(
  id: string,
  reply: ResponsesStep & { step: number },
  inputTokens: number,
): { events: Record<string, unknown>[]; item: OutputItem } {
  const rand = Math.random().toString(36).slice(2, 10);
  const events: Record<string, unknown>[] = [];
  const at = { output_index: 0 };
  let item: OutputItem;
  if ("text" in reply) {
    const itemId = `msg_e2e_${rand}`;
    const part = { type: "output_text", text: reply.text, annotations: [] };
    const added = { id: itemId, type: "message", status: "in_progress", role: "assistant", content: [] };
    const where = { item_id: itemId, ...at, content_index: 0 };
    events.push({ type: "response.output_item.added", ...at, item: added });
    events.push({ type: "response.content_part.added", ...where, part: { ...part, text: "" } });
    events.push({ type: "response.output_text.delta", ...where, delta: reply.text });
    events.push({ type: "response.output_text.done", ...where, text: reply.text });
    events.push({ type: "response.content_part.done", ...where, part });
    item = { ...added, status: "completed", content: [part] };
  } else if ("custom" in reply) {
    const callId = `call_e2e_${reply.step}_${rand}`;
    item = { id: `ctc_e2e_${rand}`, type: "custom_tool_call", call_id: callId, name: reply.custom };
    events.push({
      type: "response.output_item.added",
      ...at,
      item: { ...item, input: "", status: "in_progress" },
    });
    const where = { item_id: item.id, ...at };
    events.push({ type: "response.custom_tool_call_input.delta", ...where, delta: reply.input });
    events.push({ type: "response.custom_tool_call_input.done", ...where, input: reply.input });
    item = { ...item, input: reply.input, status: "completed" };
  } else if ("item" in reply) {
    item = { id: `item_e2e_${rand}`, ...reply.item, call_id: `call_e2e_${reply.step}_${rand}` };
    events.push({ type: "response.output_item.added", ...at, item });
  } else if ("tool" in reply) {
    const callId = `call_e2e_${reply.step}_${rand}`;
    const args = JSON.stringify(reply.args);
    item = { id: `fc_e2e_${rand}`, type: "function_call", call_id: callId, name: reply.tool };
    if (reply.namespace !== undefined) item.namespace = reply.namespace;
    events.push({
      type: "response.output_item.added",
      ...at,
      item: { ...item, arguments: "", status: "in_progress" },
    });
    const where = { item_id: item.id, ...at };
    events.push({ type: "response.function_call_arguments.delta", ...where, delta: args });
    events.push({ type: "response.function_call_arguments.done", ...where, arguments: args });
    item = { ...item, arguments: args, status: "completed" };
  } else {
    throw new Error("replyEvents: an HTTP status step has no events");
  }
  events.push({ type: "response.output_item.done", ...at, item });
  const usage = {
    input_tokens: inputTokens,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: 20,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: inputTokens + 20,
  };
  const base = { id, object: "response", created_at: Math.floor(Date.now() / 1000) };
  events.unshift(
    { type: "response.created", response: { ...base, status: "in_progress", output: [] } },
    { type: "response.in_progress", response: { ...base, status: "in_progress", output: [] } },
  );
  events.push({
    type: "response.completed",
    response: { ...base, status: "completed", output: [item], usage },
  });
  return { events, item };
}

function streamReply(
  res: ServerResponse,
  reply: ResponsesStep & { step: number },
  inputTokens: number,
): void {
  if ("status" in reply) {
    res.writeHead(reply.status, { "content-type": "application/json" });
    const message = reply.message ?? "fake-openai-responses: scripted failure";
    res.end(JSON.stringify({ error: { message, type: "invalid_request_error", code: null } }));
    return;
  }
  const id = `resp_e2e_${Math.random().toString(36).slice(2, 10)}`;
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    "x-request-id": id,
  });
  const { events } = replyEvents(id, reply, inputTokens);
  events.forEach((e, i) => {
    res.write(`event: ${String(e.type)}\ndata: ${JSON.stringify({ ...e, sequence_number: i })}\n\n`);
  });
  res.end();
}

/** Decodes a request body; null for an encoding this Node build cannot decode (e.g. zstd before Node 22.15). */
function decode(buf: Buffer, encoding: string | undefined): Buffer | null {
  if (!encoding || encoding === "identity") return buf;
  if (encoding === "gzip") return zlib.gunzipSync(buf);
  if (encoding === "deflate") return zlib.inflateSync(buf);
  if (encoding === "br") return zlib.brotliDecompressSync(buf);
  const zstd = (zlib as unknown as { zstdDecompressSync?: (b: Buffer) => Buffer }).zstdDecompressSync;
  if (encoding === "zstd" && zstd) return zstd(buf);
  return null;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const encoding = req.headers["content-encoding"];
  const buf = decode(Buffer.concat(chunks), typeof encoding === "string" ? encoding : undefined);
  return buf ? buf.toString("utf8") : "";
}

function parse(raw: string): ResponsesBody | null {
  try {
    return JSON.parse(raw) as ResponsesBody;
  } catch {
    return null;
  }
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
}

/** Starts the server on a random loopback port. */
export async function startFakeResponses(opts: FakeResponsesOptions): Promise<FakeResponses> {
  const maxRequests = opts.maxRequests ?? 50;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const body = parse(raw);
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, raw, body });
      const path = (req.url ?? "").split("?")[0] ?? "";
      if (requests.length > maxRequests) {
        const message = "fake-openai-responses: request limit reached";
        sendJson(res, 400, { error: { message, type: "invalid_request_error" } });
      } else if (req.method === "GET" && path.endsWith("/models")) {
        sendJson(res, 200, { object: "list", data: [] });
      } else if (req.method === "POST" && path.endsWith("/responses") && body) {
        streamReply(res, chooseStep(body, opts), opts.inputTokens ?? 100);
      } else {
        sendJson(res, 404, { error: { message: `fake-openai-responses: no route ${req.method} ${path}` } });
      }
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    responseRequests: () =>
      requests.filter((r) => r.method === "POST" && (r.url.split("?")[0] ?? "").endsWith("/responses")),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
