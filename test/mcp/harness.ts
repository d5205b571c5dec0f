/**
 * An in-process MCP client/server pair over the SDK's linked in-memory transport, with the real SQLite
 * store in a temp CAIRN_HOME and a real git repository as the project. The client validates every
 * structuredContent against the tool's declared output schema (SDK Client.callTool).
 */
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod/mini";
import { loadConfig } from "../../src/app/env/config.js";
import { headCommit } from "../../src/app/env/git.js";
import type { ProjectIdentity } from "../../src/app/env/project.js";
import { ensureProject } from "../../src/app/projects/ensure-project.js";
import { heuristicProvider } from "../../src/app/summarize/heuristic.js";
import type { SummaryProvider } from "../../src/app/summarize/provider.js";
import type { McpDeps } from "../../src/mcp/deps.js";
import { createCairnServer } from "../../src/mcp/server.js";
import type { SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { openSqliteStores } from "../../src/store/sqlite/stores.js";

export interface McpHarness {
  client: Client;
  store: SqliteStore;
  project: ProjectIdentity;
  logs: string[];
  /** tools/call; returns the raw result (isError results included). */
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
  /** tools/call that must succeed; returns structuredContent. */
  ok(name: string, args?: Record<string, unknown>): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function mcpHarness(
  home: string,
  repo: string,
  opts: {
    provider?: SummaryProvider;
    timeoutMs?: number;
    sessionId?: string | null;
    semantic?: McpDeps["semantic"];
    searchConversations?: boolean;
  } = {},
): Promise<McpHarness> {
  const { default: en } = await import("zod/v4/locales/en.js");
  z.config(en());
  const stores = openSqliteStores({ path: join(home, "cairn.db") });
  const store = stores.store;
  const project = await ensureProject(store, repo);
  const logs: string[] = [];
  const deps: McpDeps = {
    stores,
    project: async () => project,
    gitCommit: (p) => headCommit(p.gitDir),
    sessionId: opts.sessionId === undefined ? "sess-mcp-1" : opts.sessionId,
    now: () => new Date(),
    summarizer: () => ({ provider: opts.provider ?? heuristicProvider, timeoutMs: opts.timeoutMs ?? 5000 }),
    log: (l) => logs.push(l),
    semantic: opts.semantic,
    searchConversations: () => opts.searchConversations === true,
    session: (p) => ({
      cwd: p.root,
      home,
      env: process.env,
      config: loadConfig(home, process.env),
      spoolDir: join(home, "spool"),
      sessionId: deps.sessionId ?? undefined,
      now: new Date(),
    }),
  };
  const server = createCairnServer(deps);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "cairn-test", version: "0.0.0" });
  await server.connect(serverSide);
  await client.connect(clientSide);
  await client.listTools(); // caches the output schemas the client validates results against
  const call = async (name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  return {
    client,
    store,
    project,
    logs,
    call,
    ok: async (name, args) => {
      const r = await call(name, args);
      if (r.isError) throw new Error(`${name} failed: ${JSON.stringify(r.content)}`);
      return r.structuredContent as Record<string, unknown>;
    },
    close: async () => {
      await client.close();
      await server.close();
      await store.close();
    },
  };
}

/** The text of an error result. */
export function errorText(r: CallToolResult): string {
  return r.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
}
