/**
 * One search use case: `cairn search` and the MCP `search` tool return the same memories in the same
 * order, the same topic notes, and the same stale marks (a memory whose file changed since capture).
 * Before, the MCP tool returned bare memories: no notes, no stale marks.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type McpHarness, mcpHarness } from "../mcp/harness.js";
import { commitAll, gitInit, write, writeNote } from "../notes/fixture.js";
import { cliHarness } from "../support/cli-harness.js";
import { tempDir } from "../support/temp.js";

let tmp: ReturnType<typeof tempDir>;
let repo: string;
let home: string;
let cli: ReturnType<typeof cliHarness>;
let mcp: McpHarness;

beforeAll(async () => {
  tmp = tempDir("cairn-search-parity-");
  repo = join(tmp.path, "repo");
  home = join(tmp.path, "home");
  gitInit(repo);
  write(repo, "src/widget-cache.ts", "export const ttl = 60;\n");
  write(repo, "src/other.ts", "export const x = 1;\n");
  commitAll(repo);
  cli = cliHarness(home, repo);
  for (const [type, title, files] of [
    ["decision", "Widget cache keeps entries for 60 seconds", "src/widget-cache.ts"],
    ["constraint", "Widget cache must never block the render", "src/other.ts"],
    ["project_fact", "The widget cache lives in memory only", ""],
  ] as const) {
    const r = await cli.run("save", "--type", type, title, ...(files ? ["--files", files] : []));
    expect(r.code, r.stderr).toBe(0);
  }
  writeNote(repo, "widget-cache", {
    summary: "How the widget cache expires entries",
    covers: ["src/widget-cache.ts"],
  });
  // a note written outside a session is indexed by the next sync (searches only read the index)
  expect((await cli.run("notes", "sync")).code).toBe(0);
  // the decision's file changes after it was captured: it is possibly stale now
  write(repo, "src/widget-cache.ts", "export const ttl = 5;\n", new Date(Date.now() + 10_000));
  await cli.close();
  mcp = await mcpHarness(home, repo);
});
afterAll(async () => {
  await mcp.close();
  tmp.cleanup();
});

describe("search: one use case for the CLI and MCP", () => {
  it("cairn search and MCP search return the same memories, notes and stale marks", async () => {
    const fromCli = (await cliHarness(home, repo).json("search", "widget cache")) as {
      kind: string;
      id: string;
      stale: { changed: string[] } | null;
      topic?: string;
    }[];
    const fromMcp = (await mcp.ok("search", { query: "widget cache" })) as {
      results: { id: string; stale: string | null }[];
      notes: { topic: string }[];
    };
    const cliMemories = fromCli.filter((r) => r.kind === "memory");
    expect(cliMemories).toHaveLength(3);
    expect(fromMcp.results.map((r) => r.id)).toEqual(cliMemories.map((r) => r.id));
    // the same memories are stale in both, and only the one whose file changed
    const staleCli = cliMemories.filter((r) => r.stale !== null).map((r) => r.id);
    const staleMcp = fromMcp.results.filter((r) => r.stale !== null).map((r) => r.id);
    expect(staleCli).toHaveLength(1);
    expect(staleMcp).toEqual(staleCli);
    expect(fromMcp.results.find((r) => r.stale)?.stale).toMatch(/^possibly stale, .*src\/widget-cache\.ts/);
    // and the same notes
    expect(fromMcp.notes.map((n) => n.topic)).toEqual(["widget-cache"]);
    expect(fromCli.filter((r) => r.kind === "note").map((r) => r.topic)).toEqual(["widget-cache"]);
  });
});
