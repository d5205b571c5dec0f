/**
 * Reading never writes: every read command of the real CLI process and every read tool and resource
 * of the real MCP server (mcp.mjs over stdio, the SDK client) leaves the repository byte-identical —
 * every file hashed, `.git/` included — although its notes are out of sync (edited since their stamp,
 * unstamped, broken), a task was left in flight by an ended session and a memory's file changed. What
 * is out of sync is shown as it is: the edited note stays "possibly stale"; the next write syncs it.
 */
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../support/hook-runner.js";
import { buildReadFixture, type ReadFixture } from "../support/read-fixture.js";
import { tempDir } from "../support/temp.js";
import { snapshotTree, type TreeSnapshot, treeChanges } from "../support/tree-snapshot.js";

let tmp: ReturnType<typeof tempDir>;
let f: ReadFixture;
let before: TreeSnapshot;

beforeAll(() => {
  tmp = tempDir("cairn-reads-");
  f = buildReadFixture(tmp.path);
  before = snapshotTree(f.repo);
}, 180_000);
afterAll(() => tmp?.cleanup());

const READS = (id: string): string[][] => [
  ["search", "exporter", "rows"],
  ["search", "exporter", "--json"],
  ["search", "batch", "sizes", "--all"],
  ["list"],
  ["list", "--json"],
  ["show", id],
  ["context"],
  ["context", "--json", "--budget", "400"],
  ["sessions"],
  ["sessions", "--json"],
  ["recall", "exporter"],
  ["verify"],
  ["verify", "--json"],
  ["notes"],
  ["notes", "list", "--json"],
  ["notes", "show", "batches"],
  ["notes", "status"],
  ["notes", "status", "--json"],
  ["stats"],
  ["tasks", "list"],
  ["tasks", "next"],
  ["tasks", "show", "t1"],
  ["observe", "show"],
  ["observe", "status"],
  ["observe", "search", "stream"],
  ["config", "get"],
  ["--help"],
  ["search", "--help"],
];

describe("reads leave the repository byte-identical", () => {
  it("every read command of the CLI process", () => {
    for (const args of READS(f.staleMemoryId)) {
      const r = f.cairn(args);
      expect(r.status, `cairn ${args.join(" ")}: ${r.stderr}`).toBe(0);
      expect(treeChanges(before, snapshotTree(f.repo)), `cairn ${args.join(" ")} wrote`).toEqual([]);
    }
  }, 240_000);

  it("shows what is out of sync as it is: the edited note stays possibly stale, never fresh", () => {
    const status = JSON.parse(f.cairn(["notes", "status", "--json"]).stdout) as {
      notes: { topic: string; state: string; edited: boolean; updated: string | null }[];
    };
    const by = new Map(status.notes.map((n) => [n.topic, n]));
    expect(by.get("batches")).toMatchObject({
      state: "stale",
      edited: true,
      updated: "2026-01-01T00:00:00Z",
    });
    expect(by.get("fresh-idea")).toMatchObject({ state: "unstamped", updated: null });
    expect(by.get("bad")?.state).toBe("broken");
    expect(by.get("exporter")?.state).toBe("stale"); // its covered file changed
    const verify = JSON.parse(f.cairn(["verify", "--json"]).stdout) as {
      memories: { id: string }[];
      notes: { topic: string; edited: boolean }[];
    };
    expect(verify.memories.map((m) => m.id)).toContain(f.staleMemoryId);
    expect(verify.notes.map((n) => [n.topic, n.edited]).sort()).toEqual([
      ["batches", true],
      ["exporter", false],
    ]);
    expect(f.cairn(["context"]).stdout).toMatch(
      /- batches — Batch sizes \[covers: src\/batch\.ts\] \(updated .*, possibly stale: the note was edited since that stamp\)/,
    );
    // the task ended session A left in flight is shown reconciled, as the next session will find it
    // (and no board file was re-rendered: the tree check above covers .cairn/tasks/)
    expect(f.cairn(["context"]).stdout).toMatch(/- Next: Stream the exporter rows \(task t1, medium\)/);
    expect(f.cairn(["tasks", "show", "t1", "--json"]).stdout).toContain('"IN_PROGRESS"');
  }, 60_000);

  it("every read tool, resource and prompt of the MCP server", async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(ROOT, "plugin", "dist", "mcp.mjs")],
      env: {
        ...(f.env as Record<string, string>),
        CLAUDE_PROJECT_DIR: f.repo,
        CLAUDE_CODE_SESSION_ID: "cccccccc-0000-4000-8000-00000000000c",
      },
      cwd: tmp.path,
      stderr: "pipe",
    });
    const client = new Client({ name: "cairn-reads", version: "0.0.0" });
    await client.connect(transport);
    try {
      const calls: [string, Record<string, unknown>][] = [
        ["search", { query: "exporter rows" }],
        ["get_context_pack", {}],
        ["get_context_pack", { query: "streaming", files: ["src/export.ts"] }],
        ["get_open_questions", { include_todos: true }],
        ["get_memory", { id: f.staleMemoryId }],
        ["recall", { topic: "exporter" }],
        ["tasks_next", {}],
        ["task_show", { id: "t1" }],
        ["notes_search", { query: "batch sizes" }],
        ["observations_search", { query: "stream" }],
      ];
      for (const [name, args] of calls) {
        const r = await client.callTool({ name, arguments: args });
        expect(r.isError, `${name}: ${JSON.stringify(r.content)}`).toBeFalsy();
        expect(treeChanges(before, snapshotTree(f.repo)), `MCP ${name} wrote`).toEqual([]);
      }
      // the notes search reads the edited note as it is now
      const notes = (await client.callTool({ name: "notes_search", arguments: { query: "batch sizes" } }))
        .structuredContent as { results: { topic: string }[] };
      expect(notes.results.map((n) => n.topic)).toContain("batches");
      for (const uri of ["cairn://context-pack", `cairn://memory/${f.staleMemoryId}`]) {
        await client.readResource({ uri });
        expect(treeChanges(before, snapshotTree(f.repo)), `MCP resource ${uri} wrote`).toEqual([]);
      }
      const prompts = await client.listPrompts();
      for (const p of prompts.prompts) {
        const args = Object.fromEntries((p.arguments ?? []).map((a) => [a.name, "exporter"]));
        await client.getPrompt({ name: p.name, arguments: args });
        expect(treeChanges(before, snapshotTree(f.repo)), `MCP prompt ${p.name} wrote`).toEqual([]);
      }
    } finally {
      await client.close();
    }
  }, 120_000);

  it("the next write syncs: `cairn notes sync` stamps the edited note, which then reads fresh", () => {
    expect(f.cairn(["notes", "sync"]).status).toBe(0);
    const changed = treeChanges(before, snapshotTree(f.repo));
    expect(changed).toEqual(
      expect.arrayContaining([
        "~ .cairn/notes/batches.md",
        "~ .cairn/notes/fresh-idea.md",
        "~ .cairn/notes/INDEX.md",
      ]),
    );
    const status = JSON.parse(f.cairn(["notes", "status", "--json"]).stdout) as {
      notes: { topic: string; edited: boolean; updated: string | null }[];
    };
    const batches = status.notes.find((n) => n.topic === "batches");
    expect(batches?.edited).toBe(false);
    expect(batches?.updated).not.toBe("2026-01-01T00:00:00Z");
  }, 60_000);
});
