/**
 * One pack, three adapters: the SessionStart hook (real bundle), `cairn context` (real cli.mjs) and the
 * MCP server (real mcp.mjs over stdio, real SDK client: the `get_context_pack` tool and the
 * `cairn://context-pack` resource) print byte-identical text for the same repository and state. The
 * state holds everything the start-up syncs touch: a spool a SessionEnd left behind, a task left in
 * flight by an ended session, observation files, topic notes, and a configured budget small enough to cut.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, gitRepo, hookEnv, ROOT, runHook } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const A = "aaaaaaaa-1111-4222-8333-444444444444";
const B = "bbbbbbbb-1111-4222-8333-444444444444";
const MCP = join(ROOT, "plugin", "dist", "mcp.mjs");

let tmp: ReturnType<typeof tempDir>;
let repo: string;
let env: NodeJS.ProcessEnv;
const cairn = (args: string[], extra: NodeJS.ProcessEnv = {}) =>
  execFileSync(process.execPath, [CLI, ...args], { cwd: repo, env: { ...env, ...extra }, encoding: "utf8" });
const payload = (sid: string, event: string, extra: Record<string, unknown> = {}) => ({
  session_id: sid,
  transcript_path: join(tmp.path, `${sid}.jsonl`),
  cwd: repo,
  hook_event_name: event,
  ...extra,
});

beforeAll(() => {
  tmp = tempDir("cairn-parity-");
  repo = join(tmp.path, "repo");
  gitRepo(repo);
  // the hook runs as the plugin's (Claude Code puts the plugin's bin/ on the Bash PATH), so the pack
  // carries no "cairn is not on PATH" hint, which only a hook outside the plugin adds
  env = hookEnv(join(tmp.path, "home"), { CLAUDE_PLUGIN_ROOT: join(ROOT, "plugin") });
  cairn(["config", "set", "context.budget", "300"]);
  // session A: a prompt, tasks (one left in progress), a stop, and its end
  runHook("SessionStart", payload(A, "SessionStart", { source: "startup" }), env);
  runHook("UserPromptSubmit", payload(A, "UserPromptSubmit", { prompt: "build the CSV importer" }), env);
  cairn(["tasks", "add", "Parse the CSV"], { CLAUDE_CODE_SESSION_ID: A });
  cairn(["tasks", "add", "Store rows", "--depends", "t1"], { CLAUDE_CODE_SESSION_ID: A });
  cairn(["tasks", "start", "t1"], { CLAUDE_CODE_SESSION_ID: A });
  for (let i = 1; i <= 12; i++)
    cairn([
      "save",
      "--type",
      "decision",
      `Decision ${i}: keep the importer streaming, batch ${i}`,
      "--body",
      `Rows are parsed and written in batches of ${i * 100}; a whole file never sits in memory, so imports of any size stay flat.`,
    ]);
  cairn(["save", "--type", "constraint", "Never load a whole CSV file into memory"]);
  cairn(["save", "--type", "todo", "Add a progress bar"]);
  cairn([
    "observe",
    "add",
    "--text",
    "## Local\nDate: 2026-02-11\n- [P2] (15:45) Parser handles quoted commas\nCurrent Task: Parse the CSV\nSuggested Next: Store rows in batches\n",
  ]);
  mkdirSync(join(repo, ".cairn", "notes"), { recursive: true });
  writeFileSync(
    join(repo, ".cairn", "notes", "importer.md"),
    "---\nsummary: How the CSV importer streams rows\ncovers: [src/importer/**]\n---\nRows stream through a parser.\n",
  );
  // written outside a hook: stamped by an explicit sync, as a hook would after Claude's Write (a
  // preview reads notes as they are and stamps nothing, so an unsynced note would read differently)
  cairn(["notes", "sync"]);
  runHook(
    "Stop",
    payload(A, "Stop", {
      stop_hook_active: false,
      last_assistant_message:
        "Parsing half done.\n\nNext steps:\n- Store rows in batches\n- Add a progress bar",
    }),
    env,
  );
  // a SessionEnd ingests nothing above its spool limit; here the spool is small and is ingested
  runHook("SessionEnd", payload(A, "SessionEnd", { reason: "exit" }), env);
});
afterAll(() => tmp.cleanup());

describe("startSession: one pack for SessionStart, cairn context and MCP", () => {
  it("the SessionStart hook, cairn context and MCP get_context_pack print byte-identical text", async () => {
    // the CLI runs first: it must do the start-up syncs itself (t1, left in flight by ended session A,
    // is reconciled to PENDING), or its text would differ from what the hook injects afterwards
    const cli = cairn(["context"]);
    const hook = runHook("SessionStart", payload(B, "SessionStart", { source: "startup" }), env);
    expect(hook.status).toBe(0);
    const injected = String(
      (hook.json?.hookSpecificOutput as { additionalContext?: string } | undefined)?.additionalContext,
    );

    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [MCP],
      env: { ...env, CLAUDE_PROJECT_DIR: repo, CLAUDE_CODE_SESSION_ID: B } as Record<string, string>,
      stderr: "pipe",
    });
    const client = new Client({ name: "cairn-parity", version: "0.0.0" });
    await client.connect(transport);
    try {
      const tool = await client.callTool({ name: "get_context_pack", arguments: {} });
      const resource = await client.readResource({ uri: "cairn://context-pack" });
      const mcpText = (tool.structuredContent as { text: string }).text;
      const resourceText = (resource.contents[0] as { text: string }).text;

      expect(cli).toBe(`${injected}\n`);
      expect(mcpText).toBe(injected);
      expect(resourceText).toBe(injected);
    } finally {
      await client.close();
    }
    // what the state made the pack say: the configured budget (300, not 1,500) cut it, the syncs ran
    expect(injected.length).toBeLessThanOrEqual(300 * 4);
    expect(injected.length).toBeGreaterThan(250 * 4);
    expect(injected).toContain("Parse the CSV");
    expect(injected).not.toMatch(/IN_PROGRESS t1/);
    expect(injected).toContain("Last session");
    // one continuity model: the session's next steps, Suggested Next and the todo are merged, never repeated
    expect(injected.match(/^## Continuity$/gm)).toHaveLength(1);
    expect(injected.match(/Store rows in batches/g)).toHaveLength(1);
    expect(injected.match(/Add a progress bar/g)).toHaveLength(1);
    expect(injected).toMatch(/- Next: Store rows in batches \(observations; last session\)/);
  });
});
