// Every MCP save tool takes its text as `body`, like the CLI's --body; the per-tool names stay aliases.
// The official SDK client over the in-memory transport, on a real SQLite store.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";
import { type McpHarness, mcpHarness } from "./harness.js";

const TOOLS = [
  "save_decision",
  "save_preference",
  "save_constraint",
  "save_task_summary",
  "save_bug_note",
  "save_failed_attempt",
  "save_todo",
  "save_open_question",
  "save_fact",
];

let tmp: { path: string; cleanup: () => void };
let h: McpHarness;
beforeAll(async () => {
  tmp = tempDir("cairn-mcp-body-");
  const repo = join(tmp.path, "repo");
  gitRepo(repo);
  h = await mcpHarness(join(tmp.path, "home"), repo);
});
afterAll(async () => {
  await h?.close();
  tmp?.cleanup();
});

describe("save tools' body", () => {
  it.each(TOOLS)("%s stores `body` and lists it in its schema", async (tool) => {
    const out = await h.ok(tool, { title: `Title for ${tool}`, body: `Body of ${tool}` });
    expect((await h.store.getMemory(out.id as string))?.body).toBe(`Body of ${tool}`);
  });

  it("every save tool's schema has body", async () => {
    const { tools } = await h.client.listTools();
    for (const t of tools.filter((x) => x.name.startsWith("save_")))
      expect(Object.keys(t.inputSchema.properties ?? {}), t.name).toContain("body");
  });

  it("save_verified_command takes body too; the old name still works", async () => {
    const a = await h.ok("save_verified_command", { command: "make lint", body: "lints everything" });
    expect((await h.store.getMemory(a.id as string))?.body).toBe("lints everything");
    const b = await h.ok("save_decision", { title: "Use pnpm", rationale: "workspaces" });
    expect((await h.store.getMemory(b.id as string))?.body).toBe("workspaces");
  });
});
