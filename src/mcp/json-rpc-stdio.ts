/**
 * MCP stdio transport (newline-delimited JSON-RPC 2.0, https://modelcontextprotocol.io/specification/2025-06-18/basic/transports#stdio)
 * that answers every message it cannot pass on, instead of dropping it as the SDK's
 * StdioServerTransport does (the client would wait forever):
 * - not JSON → -32700 Parse error (id null);
 * - a batch (an array; MCP 2025-06-18 removed JSON-RPC batching), `jsonrpc` other than "2.0", no
 *   `method`, params that are not an object → -32600 Invalid Request, with the request's id when it
 *   has a usable one (https://www.jsonrpc.org/specification#error_object);
 * - a line longer than `maxMessageBytes` → -32600 and the line is skipped; the transport keeps reading.
 * Outgoing errors the SDK raises as -32603 with a raw zod issue list (a request whose params fail the
 * SDK's schema) are sent as -32602 Invalid params with a readable message.
 * Messages are validated with the SDK's own JSONRPCMessageSchema and serialized with its serializeMessage.
 */
import type { Readable, Writable } from "node:stream";
import { serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { ErrorCode, type JSONRPCMessage, JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";

/** Largest accepted message line, in bytes (the SDK's own buffer limit is 10 MiB). */
export const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;

type Id = string | number | null;

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Why a parsed JSON value is not a valid JSON-RPC 2.0 message (null when it is a reply we cannot answer). */
function invalidReason(msg: unknown): string | null {
  if (Array.isArray(msg)) return "batch requests are not supported";
  if (!isObj(msg)) return "a message must be a JSON object";
  if (msg.jsonrpc !== "2.0") return 'jsonrpc must be "2.0"';
  if (!("method" in msg)) return "result" in msg || "error" in msg ? null : "method is missing";
  if (typeof msg.method !== "string") return "method must be a string";
  if ("params" in msg && !isObj(msg.params)) return "params must be an object";
  if ("id" in msg && typeof msg.id !== "string" && typeof msg.id !== "number")
    return "id must be a string or a number";
  return "not a valid JSON-RPC 2.0 request";
}

/** "params.uri: Invalid input: expected string, received undefined; …" from a zod issue list, else null. */
export function readableIssues(message: string): string | null {
  if (!message.trimStart().startsWith("[")) return null;
  try {
    const issues = JSON.parse(message) as unknown;
    if (!Array.isArray(issues) || issues.length === 0) return null;
    const parts = issues.map((i) => {
      if (!isObj(i) || typeof i.message !== "string") throw new Error("not a zod issue");
      const path = Array.isArray(i.path) ? i.path.join(".") : "";
      return path ? `${path}: ${i.message}` : i.message;
    });
    return `Invalid params: ${parts.join("; ")}`;
  } catch {
    // not a zod error: the caller reports the original message
    return null;
  }
}

export class JsonRpcStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private chunks: Buffer[] = [];
  private size = 0;
  private skipping = false;
  private started = false;

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
    private readonly maxMessageBytes = MAX_MESSAGE_BYTES,
  ) {}

  private readonly ondata = (chunk: Buffer) => {
    let start = 0;
    while (start <= chunk.length) {
      const nl = chunk.indexOf(0x0a, start);
      const end = nl === -1 ? chunk.length : nl;
      if (!this.skipping) {
        if (this.size + (end - start) > this.maxMessageBytes) {
          this.skipping = true;
          this.chunks = [];
          this.size = 0;
        } else if (end > start) {
          this.chunks.push(chunk.subarray(start, end));
          this.size += end - start;
        }
      }
      if (nl === -1) return;
      start = nl + 1;
      if (this.skipping) {
        this.skipping = false;
        this.reply(null, ErrorCode.InvalidRequest, `message larger than ${this.maxMessageBytes} bytes`);
        continue;
      }
      const line = Buffer.concat(this.chunks).toString("utf8");
      this.chunks = [];
      this.size = 0;
      this.handleLine(line);
    }
  };

  private readonly onInputError = (error: Error) => this.onerror?.(error);

  private handleLine(raw: string): void {
    const line = raw.replace(/\r$/, "");
    if (line.trim() === "") return;
    let msg: unknown;
    try {
      msg = JSON.parse(line);
    } catch {
      // answered with a JSON-RPC parse error (-32700); the stream goes on
      this.reply(null, ErrorCode.ParseError, "Parse error: the message is not valid JSON");
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(msg);
    if (parsed.success) {
      this.onmessage?.(parsed.data);
      return;
    }
    const reason = invalidReason(msg);
    if (reason === null) {
      this.onerror?.(new Error("dropped an invalid JSON-RPC response from the client"));
      return;
    }
    const id = isObj(msg) && (typeof msg.id === "string" || typeof msg.id === "number") ? msg.id : null;
    this.reply(id, ErrorCode.InvalidRequest, `Invalid Request: ${reason}`);
  }

  private reply(id: Id, code: number, message: string): void {
    this.output.write(`${JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } })}\n`);
  }

  async start(): Promise<void> {
    if (this.started) throw new Error("JsonRpcStdioTransport already started");
    this.started = true;
    this.input.on("data", this.ondata);
    this.input.on("error", this.onInputError);
  }

  send(message: JSONRPCMessage): Promise<void> {
    let out = message;
    if ("error" in message && message.error.code === ErrorCode.InternalError) {
      const readable = readableIssues(message.error.message);
      if (readable) out = { ...message, error: { code: ErrorCode.InvalidParams, message: readable } };
    }
    return new Promise((resolve) => {
      if (this.output.write(serializeMessage(out))) resolve();
      else this.output.once("drain", resolve);
    });
  }

  async close(): Promise<void> {
    this.input.off("data", this.ondata);
    this.input.off("error", this.onInputError);
    this.chunks = [];
    this.size = 0;
    this.onclose?.();
  }
}
