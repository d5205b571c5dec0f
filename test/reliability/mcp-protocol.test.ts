// The MCP server over stdio, driven by a raw client (bytes on stdin, lines on stdout): every invalid
// message gets a JSON-RPC error, an oversized line an error and not a deaf server, invalid params a
// readable -32602.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_MESSAGE_BYTES } from "../../src/mcp/json-rpc-stdio.js";
import { gitRepo, ROOT } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

interface Reply {
  id: string | number | null;
  result?: unknown;
  error?: { code: number; message: string };
}

let tmp: { path: string; cleanup: () => void };
let server: ChildProcessWithoutNullStreams;
const replies: Reply[] = [];
const waiters: (() => void)[] = [];

beforeAll(async () => {
  tmp = tempDir("cairn-mcp-protocol-");
  const repo = join(tmp.path, "repo");
  gitRepo(repo);
  server = spawn(process.execPath, [join(ROOT, "plugin", "dist", "mcp.mjs"), "--project", repo], {
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", CAIRN_HOME: join(tmp.path, "home") },
  });
  let buf = "";
  server.stdout.on("data", (d: Buffer) => {
    buf += d.toString("utf8");
    for (let nl = buf.indexOf("\n"); nl !== -1; nl = buf.indexOf("\n")) {
      replies.push(JSON.parse(buf.slice(0, nl)) as Reply);
      buf = buf.slice(nl + 1);
      for (const w of waiters.splice(0)) w();
    }
  });
  send({
    jsonrpc: "2.0",
    id: "init",
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "0" } },
  });
  await next();
  send({ jsonrpc: "2.0", method: "notifications/initialized" });
});
afterAll(() => {
  server?.kill();
  tmp?.cleanup();
});

function send(message: unknown): void {
  server.stdin.write(`${typeof message === "string" ? message : JSON.stringify(message)}\n`);
}

/** The next reply after those already seen (waits on stdout, never a fixed sleep). */
let seen = 0;
async function next(): Promise<Reply> {
  while (replies.length <= seen) await new Promise<void>((r) => waiters.push(r));
  return replies[seen++] as Reply;
}

describe("JSON-RPC errors for invalid messages", () => {
  const cases: [string, unknown, Reply["id"], number][] = [
    ['jsonrpc "1.0"', { jsonrpc: "1.0", id: 2, method: "tools/list" }, 2, -32600],
    ["no jsonrpc", { id: 3, method: "tools/list" }, 3, -32600],
    ["a missing method", { jsonrpc: "2.0", id: 4 }, 4, -32600],
    ["a batch", [{ jsonrpc: "2.0", id: 5, method: "tools/list" }], null, -32600],
    ["params that are not an object", { jsonrpc: "2.0", id: 6, method: "tools/list", params: 7 }, 6, -32600],
    ["a method that is not a string", { jsonrpc: "2.0", id: 7, method: 42 }, 7, -32600],
    ["a JSON value that is not an object", "12", null, -32600],
    ["text that is not JSON", "{not json", null, -32700],
    ["an unknown method", { jsonrpc: "2.0", id: 8, method: "no/such" }, 8, -32601],
  ];
  for (const [name, message, id, code] of cases) {
    it(`answers ${name} with ${code}`, async () => {
      send(message);
      const reply = await next();
      expect(reply.id).toBe(id);
      expect(reply.error?.code).toBe(code);
    });
  }

  it("answers invalid params with -32602 and a readable message, not raw zod JSON", async () => {
    send({ jsonrpc: "2.0", id: 9, method: "resources/read", params: {} });
    const reply = await next();
    expect(reply.id).toBe(9);
    expect(reply.error?.code).toBe(-32602);
    expect(reply.error?.message).toMatch(/^Invalid params: params\.uri: /);
    expect(reply.error?.message).not.toContain("[");
  });

  it("answers a message over the size limit with an error and keeps serving", async () => {
    const pad = "x".repeat(MAX_MESSAGE_BYTES + 1024);
    send({ jsonrpc: "2.0", id: 10, method: "tools/list", params: { pad } });
    const tooLarge = await next();
    expect(tooLarge.id).toBeNull();
    expect(tooLarge.error?.code).toBe(-32600);
    expect(tooLarge.error?.message).toContain("larger than");
    send({ jsonrpc: "2.0", id: 11, method: "ping" });
    expect(await next()).toMatchObject({ id: 11, result: {} });
  });

  it("still serves valid requests after all of that", async () => {
    send({ jsonrpc: "2.0", id: 12, method: "tools/list" });
    const reply = await next();
    expect(reply.id).toBe(12);
    expect((reply.result as { tools: unknown[] }).tools.length).toBeGreaterThan(0);
  });
});
