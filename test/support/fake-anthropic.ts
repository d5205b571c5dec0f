/**
 * A scripted Anthropic Messages API on 127.0.0.1 for driving the real Claude Code CLI offline
 * (API shape: https://docs.anthropic.com/en/api/messages-streaming). Streams SSE replies, records every request, and
 * never reaches the network. Bounded: after `maxRequests` it answers HTTP 400 only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

/** One scripted assistant turn: a single tool call, or the final text that ends the turn. */
export type ScriptStep = { tool: string; input: Record<string, unknown> } | { text: string };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** Raw body text (50–80 KB for /v1/messages). */
  raw: string;
  /** Parsed JSON body, or null when the body is empty or not JSON. */
  body: MessagesBody | null;
}

interface ContentBlock {
  type: string;
  text?: string;
  tool_use_id?: string;
}
interface Message {
  role: string;
  content: string | ContentBlock[];
}
export interface MessagesBody {
  model?: string;
  /** The system prompt blocks (the client sends 3). */
  system?: string | ContentBlock[];
  messages?: Message[];
}

export interface FakeAnthropic {
  /** `http://127.0.0.1:<port>` for ANTHROPIC_BASE_URL. */
  url: string;
  requests: RecordedRequest[];
  /** Requests to /v1/messages only. */
  messageRequests(): RecordedRequest[];
  close(): Promise<void>;
}

export interface FakeAnthropicOptions {
  script: ScriptStep[];
  /** Text for turns outside the script (task notifications, unknown tool ids, the script's end). */
  fallbackText?: string;
  maxRequests?: number;
  /** Never answer POST /v1/messages (the connection stays open until close()): a hanging API. */
  hang?: boolean;
  /** `usage.input_tokens` of a reply (default 100), or a function of the request; large values drive auto-compaction. */
  inputTokens?: number | ((body: MessagesBody) => number);
  /**
   * Replies to a turn that ends with user text (e.g. Stop hook feedback): the first rule whose `when`
   * matches that text answers with `script[step]`; the script continues from there.
   */
  rules?: { when: RegExp; step: number }[];
  /** The answer to a compaction request (default `<analysis>scripted</analysis>\n<summary>Scripted e2e conversation.</summary>`). */
  compactSummary?: string;
}

const STEP_ID = /^toolu_e2e_(\d+)_/;
const COMPACTION_PROMPT = /create a detailed summary of the conversation/i;

function textOf(content: string | ContentBlock[]): string {
  if (typeof content === "string") return content;
  return content.map((b) => (typeof b.text === "string" ? b.text : "")).join("\n");
}

/**
 * What to answer for one request: the step after the one named by the latest tool_result's
 * tool_use_id, step 0 for a first turn, else final text (pitfalls 4–7: system messages are ignored,
 * compaction and later no-tool-result turns such as task notifications get plain text).
 */
export function chooseReply(body: MessagesBody, opts: FakeAnthropicOptions): ScriptStep & { step: number } {
  const fallback = { text: opts.fallbackText ?? "Done.", step: -1 };
  const messages = (body.messages ?? []).filter((m) => m.role !== "system");
  const last = messages.at(-1);
  if (!last) return fallback;
  if (COMPACTION_PROMPT.test(textOf(last.content))) {
    const summary = "<analysis>scripted</analysis>\n<summary>Scripted e2e conversation.</summary>";
    return { text: opts.compactSummary ?? summary, step: -1 };
  }
  const results = Array.isArray(last.content) ? last.content.filter((b) => b.type === "tool_result") : [];
  let next: number;
  if (results.length > 0) {
    const id = results.at(-1)?.tool_use_id ?? "";
    const m = STEP_ID.exec(id);
    if (!m) return fallback;
    next = Number(m[1]) + 1;
  } else if (messages.some((m) => m.role === "assistant")) {
    const rule = opts.rules?.find((r) => r.when.test(textOf(last.content)));
    const ruled = rule ? opts.script[rule.step] : undefined;
    return ruled && rule ? { ...ruled, step: rule.step } : fallback;
  } else {
    next = 0;
  }
  const step = opts.script[next];
  return step ? { ...step, step: next } : fallback;
}

function sse(res: ServerResponse, type: string, data: Record<string, unknown>): void {
  res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
}

function streamReply(
  res: ServerResponse,
  model: string,
  reply: ScriptStep & { step: number },
  inputTokens = 100,
): void {
  const rand = Math.random().toString(36).slice(2, 10);
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    "request-id": `req_e2e_${rand}`,
  });
  sse(res, "message_start", {
    message: {
      id: `msg_e2e_${rand}`,
      type: "message",
      role: "assistant",
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: {
        input_tokens: inputTokens,
        output_tokens: 1,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
    },
  });
  if ("tool" in reply) {
    const id = `toolu_e2e_${reply.step}_${rand}`;
    sse(res, "content_block_start", {
      index: 0,
      content_block: { type: "tool_use", id, name: reply.tool, input: {} },
    });
    sse(res, "content_block_delta", {
      index: 0,
      delta: { type: "input_json_delta", partial_json: JSON.stringify(reply.input) },
    });
  } else {
    sse(res, "content_block_start", { index: 0, content_block: { type: "text", text: "" } });
    sse(res, "content_block_delta", { index: 0, delta: { type: "text_delta", text: reply.text } });
  }
  sse(res, "content_block_stop", { index: 0 });
  sse(res, "message_delta", {
    delta: { stop_reason: "tool" in reply ? "tool_use" : "end_turn", stop_sequence: null },
    usage: { output_tokens: 20 },
  });
  sse(res, "message_stop", {});
  res.end();
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  let buf = Buffer.concat(chunks);
  if (req.headers["content-encoding"] === "gzip") buf = gunzipSync(buf);
  return buf.toString("utf8");
}

function parse(raw: string): MessagesBody | null {
  try {
    return JSON.parse(raw) as MessagesBody;
  } catch {
    return null;
  }
}

/** Starts the server on a random loopback port. */
export async function startFakeAnthropic(opts: FakeAnthropicOptions): Promise<FakeAnthropic> {
  const maxRequests = opts.maxRequests ?? 50;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const body = parse(raw);
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, raw, body });
      const path = (req.url ?? "").split("?")[0];
      if (req.method === "HEAD" || (req.method === "GET" && (path === "/" || path === "/api/hello"))) {
        res.writeHead(200).end();
      } else if (requests.length > maxRequests) {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            type: "error",
            error: { type: "invalid_request_error", message: "fake-anthropic: request limit reached" },
          }),
        );
      } else if (req.method === "POST" && path === "/v1/messages/count_tokens") {
        res.writeHead(200, { "content-type": "application/json" }).end('{"input_tokens":100}');
      } else if (req.method === "POST" && path === "/v1/messages" && opts.hang) {
        // hold the request: the client's own timeout has to end it
      } else if (req.method === "POST" && path === "/v1/messages" && body) {
        const tokens = typeof opts.inputTokens === "function" ? opts.inputTokens(body) : opts.inputTokens;
        streamReply(res, body.model ?? "claude-test", chooseReply(body, opts), tokens);
      } else {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ type: "error", error: { type: "not_found_error", message: path } }));
      }
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    messageRequests: () =>
      requests.filter((r) => r.method === "POST" && r.url.split("?")[0] === "/v1/messages"),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
