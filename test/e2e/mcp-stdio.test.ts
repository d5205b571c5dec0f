// End to end over stdio: the SDK client spawns the built server (`node dist/mcp.mjs`, and `cairn mcp`)
// as Claude Code does, with CLAUDE_PROJECT_DIR and CLAUDE_CODE_SESSION_ID set; saves, searches, reads
// the pack resource, survives bad arguments, and exits when the client goes away. What it saved is
// what the CLI and the SessionStart hook then see.
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gitRepo, hookEnv, runCliJson, runHook } from "../support/hook-runner.js";
import { processesWithEnv, snapshotPlugin } from "../support/plugin-snapshot.js";
import { tempDir } from "../support/temp.js";

let tmp: { path: string; cleanup: () => void };
let repo: string;
let cairnHome: string;
let plugin: string;

beforeAll(async () => {
  tmp = tempDir("cairn-mcp-stdio-");
  repo = join(tmp.path, "repo");
  cairnHome = join(tmp.path, "cairn-home");
  plugin = join(tmp.path, "plugin");
  gitRepo(repo);
  await snapshotPlugin(plugin);
});
afterAll(() => tmp?.cleanup());

function serverEnv(marker: string): Record<string, string> {
  return {
    CAIRN_TEST_MARKER: marker,
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: join(tmp.path, "home"),
    CAIRN_HOME: cairnHome,
    CLAUDE_PROJECT_DIR: repo,
    CLAUDE_CODE_SESSION_ID: "stdio-session-1",
  };
}

async function connect(
  command: string[],
  marker: string,
): Promise<{ client: Client; transport: StdioClientTransport }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: command,
    env: serverEnv(marker),
    cwd: tmp.path, // not the project: CLAUDE_PROJECT_DIR must decide it
    stderr: "pipe",
  });
  const client = new Client({ name: "cairn-e2e", version: "0.0.0" });
  await client.connect(transport);
  return { client, transport };
}

const exited = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

describe.each([
  ["node dist/mcp.mjs", () => [join(plugin, "dist", "mcp.mjs")]],
  ["cairn mcp", () => [join(plugin, "dist", "cli.mjs"), "mcp"]],
])("%s over stdio", (label, args) => {
  it("serves tools, keeps going after bad arguments, and exits when the client closes", async () => {
    const marker = `${tmp.path}/marker-${label.replace(/\W/g, "-")}`;
    const { client, transport } = await connect(args(), marker);
    const pid = transport.pid;
    expect(pid).toBeTypeOf("number");
    expect(client.getServerVersion()).toMatchObject({ name: "cairn" });
    expect(client.getInstructions()).toMatch(/Cairn is this project's local memory/);
    const { tools } = await client.listTools();
    expect(tools.length).toBeGreaterThanOrEqual(19);

    const bad = (await client.callTool({
      name: "save_constraint",
      arguments: { title: "x", severity: "huge" },
    })) as CallToolResult;
    expect(bad.isError).toBe(true);

    const saved = (await client.callTool({
      name: "save_constraint",
      arguments: {
        title: `Never call the payments sandbox from unit tests (${label})`,
        severity: "high",
        reason: "rate limits",
      },
    })) as CallToolResult;
    expect(saved.isError).toBeFalsy();
    const id = (saved.structuredContent as { id: string }).id;
    expect(id).toMatch(/^m_/);

    const found = (await client.callTool({
      name: "search",
      arguments: { query: "payments sandbox" },
    })) as CallToolResult;
    expect((found.structuredContent as { results: { id: string }[] }).results.map((r) => r.id)).toContain(id);
    const pack = await client.readResource({ uri: "cairn://context-pack" });
    expect((pack.contents[0] as { text: string }).text).toContain(id);

    expect(processesWithEnv(marker).length).toBe(label === "cairn mcp" ? 2 : 1);
    await client.close();
    const end = Date.now() + 5000;
    while (!exited(pid!) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(exited(pid!)).toBe(true);
    // no server process left behind (for `cairn mcp`, the node dist/mcp.mjs child too)
    while (processesWithEnv(marker).length > 0 && Date.now() < end)
      await new Promise((r) => setTimeout(r, 50));
    expect(processesWithEnv(marker)).toEqual([]);

    // the project came from CLAUDE_PROJECT_DIR, the session from CLAUDE_CODE_SESSION_ID
    const env = hookEnv(cairnHome);
    const shown = runCliJson(["show", id], repo, env) as { source: { kind: string; sessionId: string } };
    expect(shown.source).toMatchObject({ kind: "mcp", sessionId: "stdio-session-1" });
    const start = runHook(
      "SessionStart",
      { session_id: `next-${label}`, cwd: repo, hook_event_name: "SessionStart", source: "startup" },
      env,
    );
    expect(JSON.stringify(start.json)).toContain(id);
  });
});
